/**
 * Each filter's `createFilterFromArguments`: turns the raw
 * arguments of a simple expression into a typed leaf node, or null when
 * HBase's factory would throw — which ParseFilter reports as
 * `Incorrect filter string <the simple expression>` whatever the reason
 * (argument count, type, a negative limit, an unknown comparator type, a
 * regex that does not compile, regexstring/substring with `<`…).
 *
 * Argument conventions, exactly as ParseFilter's helpers:
 * - string arguments must be quoted (removeQuotesFromByteArray);
 * - booleans are bare `true`/`false` in any letter case;
 * - integers are bare, optional `-` then ASCII digits, parsed with Java
 *   long arithmetic (a lone `-` is 0; overflow that wraps negative fails);
 * - operators are bare `<` `<=` `=` `!=` `>=` `>`;
 * - comparators are quoted `type:value`, type before the FIRST colon.
 */
import type { Comparator, ComparatorType, CompareOp, JsRegex, LeafFilter } from './ast.js';
import { bytesEqual, toUtf8String } from '../bytes.js';
import type { FilterName } from './names.js';
import { javaRegex } from './regex.js';
import { ShellError } from '../errors.js';

/** One argument as ParseFilter.getFilterArguments splits it. */
export interface RawArg {
  /** Written in single quotes (bytes are the unescaped content, quotes removed). */
  quoted: boolean;
  bytes: Uint8Array;
}

class Invalid extends Error {}
const invalid = (): never => {
  throw new Invalid();
};

function str(a: RawArg): Uint8Array {
  return a.quoted ? a.bytes : invalid();
}

function bool(a: RawArg): boolean {
  if (a.quoted) invalid();
  const s = String.fromCharCode(...a.bytes);
  if (/^[tT][rR][uU][eE]$/.test(s)) return true;
  if (/^[fF][aA][lL][sS][eE]$/.test(s)) return false;
  return invalid();
}

/** ParseFilter.convertByteArrayToLong, including its Java long arithmetic. */
function long(a: RawArg): bigint {
  if (a.quoted) invalid();
  const b = a.bytes;
  let i = 0;
  let negative = false;
  if (b[0] === 0x2d) {
    i++;
    negative = true;
  }
  let result = 0n;
  for (; i < b.length; i++) {
    if (b[i] < 0x30 || b[i] > 0x39) invalid();
    result = BigInt.asIntN(64, result * 10n + BigInt(b[i] - 0x30));
    if (result < 0n) invalid();
  }
  return negative ? -result : result;
}

function int(a: RawArg): number {
  const v = long(a);
  if (v > 2147483647n || v < -2147483648n) invalid();
  return Number(v);
}

function nonNegative<T extends number | bigint>(v: T): T {
  return v < 0 ? invalid() : v;
}

const OPS: Record<string, CompareOp> = {
  '<': 'LESS',
  '<=': 'LESS_OR_EQUAL',
  '=': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '>=': 'GREATER_OR_EQUAL',
  '>': 'GREATER',
};

function op(a: RawArg): CompareOp {
  if (a.quoted) invalid();
  const s = String.fromCharCode(...a.bytes);
  return Object.prototype.hasOwnProperty.call(OPS, s) ? OPS[s] : invalid();
}

const COMPARATOR_TYPES: readonly ComparatorType[] = ['binary', 'binaryprefix', 'regexstring', 'regexstringnocase', 'substring'];

function comparator(a: RawArg): Comparator {
  const b = str(a);
  const colon = b.indexOf(0x3a);
  if (colon < 0) invalid();
  const typeText = String.fromCharCode(...b.subarray(0, colon));
  const type = COMPARATOR_TYPES.find((t) => t === typeText) ?? invalid();
  const value = b.slice(colon + 1);
  if (type === 'regexstring' || type === 'regexstringnocase') {
    // RegexStringComparator compiles the pattern in its constructor: PatternSyntaxException.
    let regex: JsRegex;
    try {
      regex = javaRegex(toUtf8String(value), type === 'regexstringnocase');
    } catch (e) {
      if (e instanceof ShellError) throw e; // too large to compile, not malformed
      return invalid();
    }
    return { type, value, regex };
  }
  return { type, value };
}

/** regexstring/substring comparators accept only EQUAL and NOT_EQUAL (CompareFilter.extractArguments and friends). */
function checkRegexOp(o: CompareOp, c: Comparator): void {
  if (c.type !== 'binary' && c.type !== 'binaryprefix' && o !== 'EQUAL' && o !== 'NOT_EQUAL') invalid();
}

function count(args: RawArg[], ...allowed: number[]): void {
  if (!allowed.includes(args.length)) invalid();
}

function compareFilter(type: 'RowFilter' | 'FamilyFilter' | 'QualifierFilter' | 'ValueFilter', args: RawArg[]): LeafFilter {
  count(args, 2);
  const o = op(args[0]);
  const c = comparator(args[1]);
  checkRegexOp(o, c);
  return { type, op: o, comparator: c };
}

function singleColumnValue(type: 'SingleColumnValueFilter' | 'SingleColumnValueExcludeFilter', args: RawArg[]): LeafFilter {
  count(args, 4, 6);
  const family = str(args[0]);
  const qualifier = str(args[1]);
  const o = op(args[2]);
  const c = comparator(args[3]);
  checkRegexOp(o, c);
  let filterIfMissing = false;
  let latestVersionOnly = true;
  if (args.length === 6) {
    filterIfMissing = bool(args[4]);
    latestVersionOnly = bool(args[5]);
  }
  return { type, family, qualifier, op: o, comparator: c, filterIfMissing, latestVersionOnly };
}

const BUILDERS: Record<FilterName, (args: RawArg[]) => LeafFilter> = {
  KeyOnlyFilter(args) {
    count(args, 0, 1);
    return { type: 'KeyOnlyFilter', lenAsVal: args.length === 1 ? bool(args[0]) : false };
  },
  FirstKeyOnlyFilter(args) {
    count(args, 0);
    return { type: 'FirstKeyOnlyFilter' };
  },
  PrefixFilter(args) {
    count(args, 1);
    return { type: 'PrefixFilter', prefix: str(args[0]) };
  },
  ColumnPrefixFilter(args) {
    count(args, 1);
    return { type: 'ColumnPrefixFilter', prefix: str(args[0]) };
  },
  MultipleColumnPrefixFilter(args) {
    const prefixes = args.map(str);
    // The constructor's TreeSet: "prefixes must be distinct".
    for (let i = 0; i < prefixes.length; i++) {
      for (let j = 0; j < i; j++) if (bytesEqual(prefixes[i], prefixes[j])) invalid();
    }
    return { type: 'MultipleColumnPrefixFilter', prefixes };
  },
  ColumnCountGetFilter(args) {
    count(args, 1);
    return { type: 'ColumnCountGetFilter', limit: nonNegative(int(args[0])) };
  },
  PageFilter(args) {
    count(args, 1);
    return { type: 'PageFilter', pageSize: nonNegative(long(args[0])) };
  },
  ColumnPaginationFilter(args) {
    count(args, 2);
    const limit = int(args[0]);
    const offset = int(args[1]);
    return { type: 'ColumnPaginationFilter', limit: nonNegative(limit), offset: nonNegative(offset) };
  },
  InclusiveStopFilter(args) {
    count(args, 1);
    return { type: 'InclusiveStopFilter', stopRow: str(args[0]) };
  },
  TimestampsFilter(args) {
    return { type: 'TimestampsFilter', timestamps: args.map((a) => nonNegative(long(a))) };
  },
  RowFilter: (args) => compareFilter('RowFilter', args),
  FamilyFilter: (args) => compareFilter('FamilyFilter', args),
  QualifierFilter: (args) => compareFilter('QualifierFilter', args),
  ValueFilter: (args) => compareFilter('ValueFilter', args),
  ColumnRangeFilter(args) {
    count(args, 4);
    const min = str(args[0]);
    const minInclusive = bool(args[1]);
    const max = str(args[2]);
    const maxInclusive = bool(args[3]);
    return {
      type: 'ColumnRangeFilter',
      minColumn: min.length === 0 ? null : min,
      minColumnInclusive: minInclusive,
      maxColumn: max.length === 0 ? null : max,
      maxColumnInclusive: maxInclusive,
    };
  },
  SingleColumnValueFilter: (args) => singleColumnValue('SingleColumnValueFilter', args),
  SingleColumnValueExcludeFilter: (args) => singleColumnValue('SingleColumnValueExcludeFilter', args),
  DependentColumnFilter(args) {
    count(args, 2, 3, 5);
    const family = str(args[0]);
    const qualifier = str(args[1]);
    const drop = args.length >= 3 ? bool(args[2]) : false;
    // The 5-argument form takes any operator with any comparator (no regex check in HBase).
    const o = args.length === 5 ? op(args[3]) : null;
    const c = args.length === 5 ? comparator(args[4]) : null;
    return { type: 'DependentColumnFilter', family, qualifier, dropDependentColumn: drop, op: o, comparator: c };
  },
  ColumnValueFilter(args) {
    count(args, 4);
    const family = str(args[0]);
    const qualifier = str(args[1]);
    const o = op(args[2]);
    const c = comparator(args[3]);
    checkRegexOp(o, c);
    return { type: 'ColumnValueFilter', family, qualifier, op: o, comparator: c };
  },
};

/** True when `name` is one of the 19 registered filter names (case-sensitive). */
export function isFilterName(name: string): name is FilterName {
  return Object.prototype.hasOwnProperty.call(BUILDERS, name);
}

/** The leaf node, or null when HBase's createFilterFromArguments would throw. */
export function buildLeaf(name: FilterName, args: RawArg[]): LeafFilter | null {
  try {
    return BUILDERS[name](args);
  } catch (e) {
    if (e instanceof Invalid) return null;
    throw e;
  }
}
