/**
 * Ruby's operators on core values (`+ - * / % << == != < > <= >= <=>`), as
 * Integer, Float, String, Array and Time define them in Ruby 2.6, with
 * Ruby's error wording; and the Array#flatten / Array#join they and `puts`
 * share.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RSymbol, RTime, type Value, isString, rubyClass, rubyEqual } from './values.js';
import { inspect } from './inspect.js';
import { toS } from './coerce.js';
import { cmpName, convName, noMethod } from './raise.js';
import { sprintf } from './sprintf.js';
import { allocArray, allocString } from './memory.js';
import { compareNumbers, integerBinop, isReal, numericBinop } from './numeric-ops.js';
import { checkFrozen } from './freeze.js';
import { joinPieces, joinStrings, joinedBinary } from './encoding.js';
import { isBinary, markBinary } from '../bytes.js';

/** The binary operators the grammar parses (`a + b`, `x += 1`, `a <=> b`). */
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^' | '==' | '!=' | '<' | '>' | '<=' | '>=' | '<=>';

/** Ruby's `<=>`: -1, 0, 1, or null when the two do not compare. */
export function compare(l: Value, r: Value): number | null {
  if ((typeof l === 'bigint' || typeof l === 'number') && (typeof r === 'bigint' || typeof r === 'number')) {
    if (typeof l === 'bigint' && typeof r === 'bigint') return l < r ? -1 : l > r ? 1 : 0;
    const a = Number(l);
    const b = Number(r);
    if (Number.isNaN(a) || Number.isNaN(b)) return null;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (isReal(l) && isReal(r)) {
    const c = compareNumbers(l, r); // a Rational's
    return c === null ? null : Number(c);
  }
  if (isString(l) && isString(r)) return Buffer.compare(l, r);
  if (Array.isArray(l) && Array.isArray(r)) {
    for (let i = 0; i < Math.min(l.length, r.length); i++) {
      const c = compare(l[i], r[i]);
      if (c !== 0) return c;
    }
    return l.length < r.length ? -1 : l.length > r.length ? 1 : 0;
  }
  if (l instanceof RTime && r instanceof RTime) return l.ms < r.ms ? -1 : l.ms > r.ms ? 1 : 0;
  if (l instanceof RSymbol && r instanceof RSymbol) return l.name < r.name ? -1 : l.name > r.name ? 1 : 0;
  return rubyEqual(l, r) ? 0 : null;
}

/** `s << x`: a String, or an Integer as the character of that code point. */
export function appendString(l: Buffer, r: Value, loc: Loc): Buffer {
  if (typeof r === 'bigint') {
    allocString(l.length + 4, loc);
    return append(l, Buffer.from(String.fromCodePoint(Number(r)), 'utf8'));
  }
  if (!isString(r)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into String`, { loc });
  allocString(l.length + r.length, loc);
  const binary = joinedBinary(l, r, loc);
  const out = append(l, r);
  return binary ? markBinary(out) : out;
}

/** An ArrayBuffer `<<` made with room to spare, and how much of it strings use (its bytes past that are no string's). */
type Spacious = ArrayBuffer & { [IN_USE]?: number };
const IN_USE = Symbol('bytes in use');
/** Below this many bytes, `<<` makes its result exactly (a short string has no room to spare). */
const ROOMY = 256;

/**
 * `l` and then `r`, as new bytes: a loop's `s << x` is amortized O(|x|), not a copy of s each time.
 * Strings never change in place, so the result may be a longer view of the same memory when `l`
 * ends where the bytes in use of a buffer made with room end (l is then the longest string there):
 * l itself still sees its own bytes only.
 */
function append(l: Buffer, r: Uint8Array): Buffer {
  const total = l.length + r.length;
  const memory = l.buffer as Spacious;
  const end = l.byteOffset + l.length;
  if (memory[IN_USE] === end && end + r.length <= memory.byteLength) {
    const out = Buffer.from(memory, l.byteOffset, total);
    out.set(r, l.length);
    memory[IN_USE] = end + r.length;
    return out;
  }
  if (total < ROOMY) return Buffer.concat([l, r], total);
  const room: Spacious = new ArrayBuffer(total * 2);
  const out = Buffer.from(room, 0, total);
  out.set(l, 0);
  out.set(r, l.length);
  room[IN_USE] = total;
  return out;
}

/** `l op r`, as the left operand's class defines `op`. */
export function binop(op: BinaryOperator, l: Value, r: Value, loc: Loc): Value {
  if (typeof l === 'bigint' && typeof r === 'bigint') {
    const out = integerBinop(op, l, r);
    if (out !== undefined) return out;
  }
  // Integer and Float operands: numeric-ops.ts, as JRuby computes them (`1.0 % 0`, shifts, mixed comparisons).
  if (isReal(l) && op !== '==' && op !== '!=') {
    const out = numericBinop(op, l, r, loc);
    if (out !== undefined) return out;
  }
  switch (op) {
    case '==':
      return rubyEqual(l, r);
    case '!=':
      return !rubyEqual(l, r);
    case '<=>': {
      const c = compare(l, r);
      return c === null ? null : BigInt(c);
    }
    case '<':
    case '>':
    case '<=':
    case '>=': {
      // Comparable: String (bytes) and Time here (Integer and Float: numeric-ops.ts); anything else has no such method.
      if (!isString(l) && !(l instanceof RTime)) throw noMethod(op, `${inspect(l)}:${rubyClass(l)}`, loc);
      const c = compare(l, r);
      if (c === null || (isString(l) && !isString(r))) {
        throw new ShellError('ARGUMENT_ERROR', `comparison of ${rubyClass(l)} with ${cmpName(r)} failed`, { loc });
      }
      return op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0;
    }
    case '<<':
      if (Array.isArray(l)) {
        checkFrozen(l, 'Array', loc);
        allocArray(l.length + 1, loc);
        l.push(r);
        return l;
      }
      if (isString(l)) {
        checkFrozen(l, 'String', loc);
        return appendString(l, r, loc);
      }
      throw noMethod(op, `${inspect(l)}:${rubyClass(l)}`, loc);
  }
  if (op === '&' || op === '|' || op === '^' || op === '>>') return bitop(op, l, r, loc);
  if (isString(l)) {
    if (op === '+') {
      if (!isString(r)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into String`, { loc });
      allocString(l.length + r.length, loc);
      return joinStrings(l, r, loc);
    }
    if (op === '*') {
      if (typeof r !== 'bigint') throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Integer`, { loc });
      if (r < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative argument', { loc });
      checkRepeatSize(BigInt(l.length), r, loc, allocString);
      const out = l.length === 0 || r === 0n ? Buffer.alloc(0) : Buffer.alloc(l.length * Number(r), l);
      return isBinary(l) ? markBinary(out) : out;
    }
    if (op === '%') return sprintf(l, Array.isArray(r) ? r : [r], loc);
  }
  if (Array.isArray(l)) {
    if (op === '+' || op === '-') {
      if (!Array.isArray(r)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Array`, { loc });
      if (op === '-') return setOp('-', l, r);
      allocArray(l.length + r.length, loc);
      return l.concat(r);
    }
    if (op === '*') {
      if (isString(r)) return join(l, r, loc);
      if (typeof r !== 'bigint') throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Integer`, { loc });
      if (r < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative argument', { loc });
      checkRepeatSize(BigInt(l.length), r, loc, allocArray);
      const out: Value[] = new Array(l.length * Number(r));
      for (let i = 0; i < out.length; i++) out[i] = l[i % l.length];
      return out;
    }
  }
  throw noMethod(op, `${inspect(l)}:${rubyClass(l)}`, loc);
}

/** `& | ^ >>` on Integers (bits), true/false/nil (logic) and Arrays (`&` intersection, `|` union). */
function bitop(op: '&' | '|' | '^' | '>>', l: Value, r: Value, loc: Loc): Value {
  if (Array.isArray(l) && (op === '&' || op === '|')) {
    if (!Array.isArray(r)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Array`, { loc });
    return setOp(op, l, r);
  }
  if (op !== '>>' && (l === null || typeof l === 'boolean')) {
    const a = l === true;
    const b = r !== null && r !== false;
    return op === '&' ? a && b : op === '|' ? a || b : a !== b;
  }
  throw noMethod(op, `${inspect(l)}:${rubyClass(l)}`, loc);
}

/** Beyond a signed long Ruby refuses the product outright; past hsh's caps (memory.ts) it is NoMemoryError. */
function checkRepeatSize(length: bigint, times: bigint, loc: Loc | undefined, alloc: (size: bigint, loc?: Loc) => void): void {
  const total = length * times;
  if (total > 0x7fffffffffffffffn) throw new ShellError('ARGUMENT_ERROR', 'argument too big', { loc });
  alloc(total, loc);
}

/**
 * Array#flatten(depth): nested arrays spliced in, `depth` levels deep (all when negative or
 * absent), as Kernel#puts and Hash#flatten flatten too; a recursive array is Ruby's ArgumentError.
 */
export function flatten(a: Value[], loc?: Loc, depth = -1): Value[] {
  const out: Value[] = [];
  const add = (xs: Value[], d: number, seen: Value[][]) => {
    for (const x of xs) {
      if (Array.isArray(x) && d !== 0) {
        if (seen.includes(x)) throw new ShellError('ARGUMENT_ERROR', 'tried to flatten recursive array', { loc });
        add(x, d - 1, [...seen, x]);
      } else out.push(x);
    }
    allocArray(out.length, loc); // [[x] * n] * n flattens to n * n
  };
  add(a, depth, [a]);
  return out;
}

/**
 * Array#join: nested arrays joined recursively with the same separator (an
 * empty one is an empty item: `[1, [], 2].join(',')` is `"1,,2"`), nil as empty;
 * ArgumentError for an array that contains itself.
 */
export function join(a: Value[], sep: Value, loc?: Loc): Buffer {
  const s = sep === null ? Buffer.alloc(0) : toS(sep);
  const parts: Buffer[] = [];
  let bytes = 0;
  const add = (xs: Value[], open: Value[][]) => {
    xs.forEach((x, i) => {
      if (i > 0 && s.length) parts.push(s);
      bytes += i > 0 ? s.length : 0;
      if (Array.isArray(x)) {
        if (open.includes(x)) throw new ShellError('ARGUMENT_ERROR', 'recursive array join', { loc });
        add(x, [...open, x]);
        return;
      }
      const part = toS(x);
      parts.push(part);
      bytes += part.length;
      allocString(bytes, loc);
    });
  };
  add(a, [a]);
  // in the first element's encoding, then each one's as `<<` would join them
  return joinPieces(parts[0] ?? Buffer.alloc(0), parts, loc);
}

/**
 * The lines Kernel#puts writes for its arguments, each without its newline
 * (puts adds one unless the text ends with one): arrays print their items,
 * recursively, and an empty array prints nothing (JRuby 9.3: `puts []` and
 * `puts [[], [[]]]` print no line); no argument at all prints one empty line.
 */
export function putsLines(values: Value[]): Buffer[] {
  if (!values.length) return [Buffer.alloc(0)];
  const out: Buffer[] = [];
  const add = (xs: Value[], open: Value[][]) => {
    for (const x of xs) {
      if (Array.isArray(x)) {
        if (open.includes(x)) out.push(Buffer.from('[...]'));
        else add(x, [...open, x]);
        continue;
      }
      const text = toS(x);
      out.push(text.length && text[text.length - 1] === 0x0a ? text.subarray(0, text.length - 1) : text);
    }
  };
  add(values, []);
  return out;
}

/** A set of `items` by `eql?` (Array#-, &, |, in O(n) as Ruby's hash-based versions). */
export function keySet(items: Value[]): RHash {
  const h = new RHash();
  for (const x of items) h.set(x, true);
  return h;
}

/** `a - b`, `a & b`, `a | b`. */
export function setOp(op: '-' | '&' | '|', a: Value[], b: Value[]): Value[] {
  if (op === '-') {
    const drop = keySet(b);
    return a.filter((x) => drop.lookup(x) === undefined);
  }
  const seen = new RHash();
  const out: Value[] = [];
  const keep = op === '&' ? keySet(b) : null;
  for (const x of op === '|' ? [...a, ...b] : a) {
    if (keep && keep.lookup(x) === undefined) continue;
    if (seen.lookup(x) !== undefined) continue;
    seen.set(x, true);
    out.push(x);
  }
  return out;
}
