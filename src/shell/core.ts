/**
 * Ruby's core operations on shell values, as Ruby 2.6 (HBase 2.6's JRuby 9.3)
 * defines them: operators and comparisons, conversions, slicing and index
 * assignment, and the String, Integer and Float methods lab scripts use —
 * with Ruby's error wording. Pure functions: the evaluator (evaluator.ts)
 * calls them, and keeps what needs blocks or variables.
 */
import type { BinaryOperator, Loc } from '../grammar/ast.js';
import { ShellError } from '../errors.js';
import { RRange, RSymbol, RTime, eql, isString, rubyClass, rubyEqual, str, truthy, type Value } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { toS } from '../ruby/coerce.js';
import { charsOf } from '../ruby/utf8.js';
import { sprintf } from './sprintf.js';

export function noMethod(name: string, on: string, loc: Loc): ShellError {
  return new ShellError('NAME_ERROR', `undefined method \`${name}' for ${on}`, { loc, rubyClass: 'NoMethodError' });
}

export function toInteger(v: Value, loc: Loc, strict: boolean): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return BigInt(Math.trunc(v));
  if (v instanceof RTime) return v.ms / 1000n;
  if (isString(v)) {
    const text = v.toString('latin1').trim().replace(/_/g, '');
    const m = /^[+-]?\d+/.exec(text);
    if (strict && (!m || m[0].length !== text.length)) throw new ShellError('ARGUMENT_ERROR', `invalid value for Integer(): ${inspect(v)}`, { loc });
    return m ? BigInt(m[0]) : 0n;
  }
  if (v === null && !strict) return 0n;
  throw new ShellError('TYPE_ERROR', `can't convert ${rubyClass(v)} into Integer`, { loc });
}

/** `Bytes.toBytes(x)`: strings as their bytes, integers as 8-byte big-endian longs (Java's Bytes.toBytes(long)). */
export function bytesMethod(name: string, args: Value[], loc: Loc): Value {
  const a = args[0] ?? null;
  if (name === 'toBytes') {
    if (isString(a)) return a;
    if (typeof a === 'bigint') {
      const b = Buffer.alloc(8);
      b.writeBigInt64BE(BigInt.asIntN(64, a));
      return b;
    }
    if (typeof a === 'number') {
      const b = Buffer.alloc(8);
      b.writeDoubleBE(a);
      return b;
    }
    if (typeof a === 'boolean') return Buffer.from([a ? 0xff : 0]);
  }
  if ((name === 'toString' || name === 'toStringBinary') && isString(a)) return a;
  if (name === 'toLong' && isString(a) && a.length >= 8) return a.readBigInt64BE(0);
  if (name === 'toInt' && isString(a) && a.length >= 4) return BigInt(a.readInt32BE(0));
  throw noMethod(name, 'Java::OrgApacheHadoopHbaseUtil::Bytes:Class', loc);
}

/** How Ruby names a value in "comparison of X with Y failed": special constants and floats inspected, else the class. */
export function cmpName(v: Value): string {
  if (v === null || typeof v === 'boolean' || typeof v === 'bigint' || typeof v === 'number' || v instanceof RSymbol) return inspect(v);
  return rubyClass(v);
}

/** How Ruby names a value in "no implicit conversion of X into Y" and "X can't be coerced": nil/true/false as such. */
export function convName(v: Value): string {
  if (v === null || typeof v === 'boolean') return inspect(v);
  return rubyClass(v);
}

/** Ruby's `<=>`: -1, 0, 1, or null when the two do not compare. */
export function compare(l: Value, r: Value): number | null {
  if ((typeof l === 'bigint' || typeof l === 'number') && (typeof r === 'bigint' || typeof r === 'number')) {
    if (typeof l === 'bigint' && typeof r === 'bigint') return l < r ? -1 : l > r ? 1 : 0;
    const a = Number(l);
    const b = Number(r);
    if (Number.isNaN(a) || Number.isNaN(b)) return null;
    return a < b ? -1 : a > b ? 1 : 0;
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
  return rubyEqual(l, r) ? 0 : null;
}

export function appendString(l: Buffer, r: Value, loc: Loc): Buffer {
  if (typeof r === 'bigint') return Buffer.concat([l, Buffer.from(String.fromCodePoint(Number(r)), 'utf8')]);
  if (!isString(r)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into String`, { loc });
  return Buffer.concat([l, r]);
}

export function binop(op: BinaryOperator, l: Value, r: Value, loc: Loc): Value {
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
      const numeric = typeof l === 'bigint' || typeof l === 'number';
      // Comparable: Integer, Float, String (bytes) and Time; anything else has no such method.
      if (!numeric && !isString(l) && !(l instanceof RTime)) throw noMethod(op, `${inspect(l)}:${rubyClass(l)}`, loc);
      const c = compare(l, r);
      if (c === null || (numeric && typeof r !== 'bigint' && typeof r !== 'number') || (isString(l) && !isString(r))) {
        throw new ShellError('ARGUMENT_ERROR', `comparison of ${rubyClass(l)} with ${cmpName(r)} failed`, { loc });
      }
      return op === '<' ? c < 0 : op === '>' ? c > 0 : op === '<=' ? c <= 0 : c >= 0;
    }
    case '<<':
      if (typeof l === 'bigint') {
        if (typeof r !== 'bigint') throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Integer`, { loc });
        return r >= 0n ? l << r : l >> -r;
      }
      if (Array.isArray(l)) {
        l.push(r);
        return l;
      }
      if (isString(l)) return appendString(l, r, loc);
      throw noMethod(op, `${inspect(l)}:${rubyClass(l)}`, loc);
  }
  if (typeof l === 'bigint' && typeof r === 'bigint') {
    switch (op) {
      case '+':
        return l + r;
      case '-':
        return l - r;
      case '*':
        return l * r;
      case '/':
      case '%': {
        if (r === 0n) throw new ShellError('ZERO_DIVISION', 'divided by 0', { loc });
        // Ruby floors integer division and gives the remainder the divisor's sign.
        let q = l / r;
        if ((l % r !== 0n) && ((l < 0n) !== (r < 0n))) q -= 1n;
        return op === '/' ? q : l - q * r;
      }
    }
  }
  if ((typeof l === 'bigint' || typeof l === 'number') && (typeof r === 'bigint' || typeof r === 'number')) {
    const a = Number(l);
    const b = Number(r);
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      case '%':
        return a - b * Math.floor(a / b);
    }
  }
  if (typeof l === 'bigint' || typeof l === 'number') {
    throw new ShellError('TYPE_ERROR', `${convName(r)} can't be coerced into ${rubyClass(l)}`, { loc });
  }
  if (isString(l)) {
    if (op === '+') {
      if (!isString(r)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into String`, { loc });
      return Buffer.concat([l, r]);
    }
    if (op === '*') {
      if (typeof r !== 'bigint') throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Integer`, { loc });
      if (r < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative argument', { loc });
      checkRepeatSize(BigInt(l.length), r, loc);
      return l.length === 0 || r === 0n ? Buffer.alloc(0) : Buffer.alloc(l.length * Number(r), l);
    }
    if (op === '%') return sprintf(l, Array.isArray(r) ? r : [r], loc);
  }
  if (Array.isArray(l)) {
    if (op === '+' || op === '-') {
      if (!Array.isArray(r)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Array`, { loc });
      return op === '+' ? [...l, ...r] : l.filter((x) => !r.some((y) => eql(x, y)));
    }
    if (op === '*') {
      if (isString(r)) return join(l, r);
      if (typeof r !== 'bigint') throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Integer`, { loc });
      if (r < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative argument', { loc });
      checkRepeatSize(BigInt(l.length), r, loc);
      return Array.from({ length: Number(r) }, () => l).flat(1);
    }
  }
  throw noMethod(op, `${inspect(l)}:${rubyClass(l)}`, loc);
}

/** Beyond a signed long Ruby refuses the product outright; hsh also refuses what this process could not hold. */
const MAX_REPEAT = 1n << 28n; // elements or bytes: 256 Mi, far above any cell (10 MiB) a lab writes

function checkRepeatSize(length: bigint, times: bigint, loc: Loc | undefined): void {
  const total = length * times;
  if (total > 0x7fffffffffffffffn) throw new ShellError('ARGUMENT_ERROR', 'argument too big', { loc });
  if (total > MAX_REPEAT) throw new ShellError('ARGUMENT_ERROR', 'failed to allocate memory', { loc, rubyClass: 'NoMemoryError' });
}

/** Nested arrays flattened (Array#flatten, and what puts prints). */
export function flatten(a: Value[]): Value[] {
  const out: Value[] = [];
  for (const x of a) {
    if (Array.isArray(x)) out.push(...flatten(x));
    else out.push(x);
  }
  return out;
}

/** Array#join: nested arrays joined with the same separator, nil as empty. */
export function join(a: Value[], sep: Value): Buffer {
  const s = sep === null ? Buffer.alloc(0) : toS(sep);
  const parts: Buffer[] = [];
  flatten(a).forEach((x, i) => {
    if (i > 0 && s.length) parts.push(s);
    parts.push(toS(x));
  });
  return Buffer.concat(parts);
}

/** An Integer argument (Floats truncate), else Ruby's TypeError. */
export function integerArg(v: Value, loc: Loc): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return BigInt(Math.trunc(v));
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into Integer`, { loc });
}

export function count(v: Value, loc: Loc): number {
  const n = integerArg(v, loc);
  if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative array size', { loc });
  return Number(n);
}

/**
 * `x[i]`, `x[start, length]`, `x[range]` over a sequence (array items or
 * string characters), as Array#[] / String#[]: negative positions count from
 * the end; out of range is nil; a start equal to the length gives an empty slice.
 */
export function sliceOf<T>(items: T[], args: Value[], loc: Loc): T | T[] | null {
  const size = items.length;
  const a0 = args[0] ?? null;
  if (args.length === 2) {
    let start = Number(integerArg(a0, loc));
    const len = Number(integerArg(args[1], loc));
    if (start < 0) start += size;
    if (start < 0 || start > size || len < 0) return null;
    return items.slice(start, start + len);
  }
  if (args.length !== 1) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 1..2)`, { loc });
  if (a0 instanceof RRange) {
    let start = Number(a0.from);
    let end = Number(a0.to);
    if (start < 0) start += size;
    if (start < 0 || start > size) return null;
    if (end < 0) end += size;
    if (!a0.exclusive) end += 1;
    return items.slice(start, Math.max(start, end));
  }
  let i = Number(integerArg(a0, loc));
  if (i < 0) i += size;
  return i >= 0 && i < size ? items[i] : null;
}

export function slice(a: Value[], args: Value[], loc: Loc): Value {
  return sliceOf(a, args, loc) as Value;
}

/** `a[i] = v`, `a[start, len] = v`, `a[range] = v`. */
export function arraySet(a: Value[], args: Value[], loc: Loc): Value {
  const value = args[args.length - 1];
  const where = args.slice(0, -1);
  if (where.length === 1 && !(where[0] instanceof RRange)) {
    let i = Number(integerArg(where[0], loc));
    if (i < 0) {
      if (i + a.length < 0) throw new ShellError('ARGUMENT_ERROR', `index ${i} too small for array; minimum: -${a.length}`, { loc, rubyClass: 'IndexError' });
      i += a.length;
    }
    while (a.length < i) a.push(null);
    a[i] = value;
    return value;
  }
  let start: number;
  let len: number;
  if (where.length === 2) {
    start = Number(integerArg(where[0], loc));
    len = Number(integerArg(where[1], loc));
  } else if (where.length === 1 && where[0] instanceof RRange) {
    const r = where[0];
    start = Number(r.from);
    let end = Number(r.to);
    if (start < 0) start += a.length;
    if (end < 0) end += a.length;
    len = Math.max(0, end - start + (r.exclusive ? 0 : 1));
  } else throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 2..3)`, { loc });
  if (start < 0) start += a.length;
  if (start < 0) throw new ShellError('ARGUMENT_ERROR', `index ${start - a.length} too small for array`, { loc, rubyClass: 'IndexError' });
  while (a.length < start) a.push(null);
  a.splice(start, len, ...(Array.isArray(value) ? value : [value]));
  return value;
}

/** String's methods (strings are bytes; characters are UTF-8 sequences). Undefined when String has no such method here. */
export function stringMethod(s: Buffer, name: string, args: Value[], loc: Loc): Value | undefined {
  const text = () => s.toString('utf8');
  const strArg = (v: Value): Buffer => {
    if (!isString(v)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into String`, { loc });
    return v;
  };
  switch (name) {
    case 'length':
    case 'size':
      return BigInt(charsOf(s).length);
    case 'bytesize':
      return BigInt(s.length);
    case 'upcase':
      return str(text().toUpperCase());
    case 'downcase':
      return str(text().toLowerCase());
    case 'capitalize': {
      const t = text();
      return str(t.slice(0, 1).toUpperCase() + t.slice(1).toLowerCase());
    }
    case 'reverse':
      return Buffer.concat(charsOf(s).reverse());
    case 'rjust':
    case 'ljust':
    case 'center': {
      const width = Number(integerArg(args[0] ?? null, loc));
      const pad = args[1] !== undefined ? strArg(args[1]).toString('utf8') : ' ';
      if (pad.length === 0) throw new ShellError('ARGUMENT_ERROR', 'zero width padding', { loc });
      const chars = charsOf(s).length;
      if (chars >= width) return s;
      const fill = (n: number) => pad.repeat(Math.ceil(n / pad.length)).slice(0, n);
      const total = width - chars;
      if (name === 'rjust') return Buffer.concat([str(fill(total)), s]);
      if (name === 'ljust') return Buffer.concat([s, str(fill(total))]);
      const left = Math.floor(total / 2);
      return Buffer.concat([str(fill(left)), s, str(fill(total - left))]);
    }
    case 'strip':
    case 'lstrip':
    case 'rstrip': {
      let a = 0;
      let b = s.length;
      const ws = (c: number) => c === 32 || (c >= 9 && c <= 13);
      if (name !== 'rstrip') while (a < b && ws(s[a])) a++;
      if (name !== 'lstrip') while (b > a && (ws(s[b - 1]) || s[b - 1] === 0)) b--;
      return Buffer.from(s.subarray(a, b));
    }
    case 'chomp': {
      if (s.length && s[s.length - 1] === 10) return Buffer.from(s.subarray(0, s[s.length - 2] === 13 ? -2 : -1));
      if (s.length && s[s.length - 1] === 13) return Buffer.from(s.subarray(0, -1));
      return s;
    }
    case 'split':
      return split(s, args[0] ?? null, args.length > 1 ? Number(integerArg(args[1], loc)) : 0, loc);
    case 'chars':
      return charsOf(s).map((c) => Buffer.from(c));
    case 'bytes':
      return [...s].map((b) => BigInt(b));
    case 'ord':
      if (!s.length) throw new ShellError('ARGUMENT_ERROR', 'empty string', { loc });
      return BigInt(charsOf(s)[0].toString('utf8').codePointAt(0)!);
    case 'to_sym':
    case 'intern':
      return new RSymbol(text());
    case 'to_i': {
      const base = args.length ? Number(integerArg(args[0], loc)) : 10;
      if (!(base >= 2 && base <= 36)) throw new ShellError('ARGUMENT_ERROR', `invalid radix ${base}`, { loc });
      return parseIntPrefix(s.toString('latin1'), base);
    }
    case 'hex':
      return parseIntPrefix(s.toString('latin1'), 16);
    case 'empty?':
      return s.length === 0;
    case 'start_with?':
      return args.some((a) => {
        const p = strArg(a);
        return s.subarray(0, p.length).equals(p);
      });
    case 'end_with?':
      return args.some((a) => {
        const p = strArg(a);
        return s.length >= p.length && s.subarray(s.length - p.length).equals(p);
      });
    case 'include?':
      return s.includes(strArg(args[0] ?? null));
    case 'index': {
      const i = s.indexOf(strArg(args[0] ?? null));
      return i < 0 ? null : BigInt(charsOf(s.subarray(0, i)).length);
    }
    case 'count':
      break;
    case '[]':
    case 'slice': {
      if (args.length === 1 && isString(args[0])) return s.includes(args[0]) ? Buffer.from(args[0]) : null;
      const out = sliceOf(charsOf(s), args, loc);
      if (out === null) return null;
      return Buffer.concat(Array.isArray(out) ? out : [out]);
    }
    case '%':
      return sprintf(s, Array.isArray(args[0]) ? args[0] : [args[0] ?? null], loc);
    case '+':
    case '*':
      return binop(name, s, args[0] ?? null, loc);
    case 'dup':
    case 'clone':
    case 'to_str':
      return s;
    case 'sub':
    case 'gsub': {
      const from = strArg(args[0] ?? null);
      const to = strArg(args[1] ?? null);
      if (from.length === 0) break;
      const parts: Buffer[] = [];
      let i = 0;
      for (let j = s.indexOf(from); j >= 0; j = name === 'gsub' ? s.indexOf(from, i) : -1) {
        parts.push(s.subarray(i, j), to);
        i = j + from.length;
      }
      parts.push(s.subarray(i));
      return Buffer.concat(parts);
    }
  }
  return undefined;
}

/** String#split with a string separator (nil or ' ': runs of whitespace, leading ones ignored); trailing empty fields dropped unless limit < 0. */
export function split(s: Buffer, sep: Value, limit: number, loc: Loc): Value[] {
  const out: Buffer[] = [];
  if (s.length === 0) return [];
  const awk = sep === null || (isString(sep) && sep.length === 1 && sep[0] === 32);
  if (!awk && !isString(sep)) throw new ShellError('TYPE_ERROR', `wrong argument type ${rubyClass(sep)} (expected Regexp)`, { loc });
  const max = limit > 0 ? limit : Infinity;
  if (awk) {
    const ws = (c: number) => c === 32 || (c >= 9 && c <= 13) || c === 0;
    let i = 0;
    while (i < s.length && ws(s[i])) i++;
    while (i < s.length) {
      if (out.length === max - 1) {
        out.push(s.subarray(i));
        break;
      }
      let j = i;
      while (j < s.length && !ws(s[j])) j++;
      out.push(s.subarray(i, j));
      while (j < s.length && ws(s[j])) j++;
      i = j;
      if (i === s.length && limit < 0 && ws(s[s.length - 1])) out.push(Buffer.alloc(0));
    }
  } else {
    const p = sep as Buffer;
    if (p.length === 0) {
      const chars = charsOf(s);
      if (chars.length > max) out.push(...chars.slice(0, max - 1), Buffer.concat(chars.slice(max - 1)));
      else out.push(...chars);
    } else {
      let i = 0;
      for (;;) {
        if (out.length === max - 1) {
          out.push(s.subarray(i));
          break;
        }
        const j = s.indexOf(p, i);
        if (j < 0) {
          out.push(s.subarray(i));
          break;
        }
        out.push(s.subarray(i, j));
        i = j + p.length;
      }
    }
  }
  if (limit === 0) while (out.length && out[out.length - 1].length === 0) out.pop();
  return out.map((b) => Buffer.from(b));
}

/** String#to_i(base): an optional sign and base prefix, then the longest run of digits (underscores between them); 0 when none. */
export function parseIntPrefix(text: string, base: number): bigint {
  const t = text.replace(/^[\t\n\v\f\r ]+/, '');
  let i = 0;
  let negative = false;
  if (t[i] === '+' || t[i] === '-') negative = t[i++] === '-';
  const prefix = t.slice(i, i + 2).toLowerCase();
  if ((base === 16 && prefix === '0x') || (base === 2 && prefix === '0b') || (base === 8 && prefix === '0o')) i += 2;
  let value = 0n;
  let any = false;
  for (; i < t.length; i++) {
    const c = t[i];
    if (c === '_' && any && i + 1 < t.length && t[i + 1] !== '_') continue;
    const d = parseInt(c, 36);
    if (Number.isNaN(d) || d >= base) break;
    value = value * BigInt(base) + BigInt(d);
    any = true;
  }
  return negative ? -value : value;
}

export function floatMethod(f: number, name: string, args: Value[]): Value | undefined {
  switch (name) {
    case 'round': {
      const digits = args.length && typeof args[0] === 'bigint' ? Number(args[0]) : 0;
      if (digits > 0) {
        const m = 10 ** digits;
        return (Math.sign(f) * Math.round(Math.abs(f) * m)) / m;
      }
      return BigInt(Math.sign(f) * Math.round(Math.abs(f)));
    }
    case 'floor':
      return BigInt(Math.floor(f));
    case 'ceil':
      return BigInt(Math.ceil(f));
    case 'to_i':
    case 'truncate':
      return BigInt(Math.trunc(f));
    case 'abs':
      return Math.abs(f);
    case 'nan?':
      return Number.isNaN(f);
    case 'zero?':
      return f === 0;
  }
  return undefined;
}

export { truthy };
