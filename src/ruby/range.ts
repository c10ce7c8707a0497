/**
 * Range's methods, as Ruby 2.6 (range.c) defines the ones shell users
 * touch: Integer ranges (`1..10`, `0...n`, endless `1..`), String ranges
 * stepping by String#succ (`'a'..'e'`), Float ranges (`include?`, `step`;
 * `each` is TypeError `can't iterate from Float`); the rest as Enumerable
 * over its values.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RRange, type Value, isString, rubyClass, rubyEqual } from './values.js';
import { join } from './operators.js';
import { allocArray } from './memory.js';
import { type Maybe, type RubyBlock, type Source, blocklessEnumerates, blocklessEnumerator, covers, enumerable, includes, loop, sumOf, whenDone } from './enumerable.js';
import { ArithmeticSequence } from './enumerator.js';
import { count } from './array.js';
import { lazyOf } from './lazy.js';
import { integerArg } from './coerce.js';
import { compare } from './operators.js';
import { inspect } from './inspect.js';
import { hashCode } from './hash.js';

const isNum = (v: Value): v is bigint | number => typeof v === 'bigint' || typeof v === 'number';

/** `a..b` / `a...b` as Ruby builds it: ArgumentError `bad value for range` when the ends do not compare (nil end: endless). */
export function makeRange(from: Value, to: Value, exclusive: boolean, loc: Loc): RRange {
  if (to !== null && !(isNum(from) && isNum(to)) && compare(from, to) === null) throw new ShellError('ARGUMENT_ERROR', 'bad value for range', { loc });
  return new RRange(from, to, exclusive);
}

/** Range#size: the count for numeric ranges (Infinity when endless), nil for others. */
function sizeOf(r: RRange): Value {
  if (!isNum(r.from)) return null;
  if (r.to === null || r.to === Infinity) return Infinity;
  if (!isNum(r.to)) return null;
  if (typeof r.from === 'bigint' && typeof r.to === 'bigint') {
    const n = r.to - r.from + (r.exclusive ? 0n : 1n);
    return n > 0n ? n : 0n;
  }
  return BigInt(floatStepSize(Number(r.from), Number(r.to), 1, r.exclusive));
}

/** How many values `beg.step(end, unit)` gives over floats (numeric.c's ruby_float_step_size). */
export function floatStepSize(beg: number, end: number, unit: number, excl: boolean): number {
  const n0 = (end - beg) / unit;
  let err = ((Math.abs(beg) + Math.abs(end) + Math.abs(end - beg)) / Math.abs(unit)) * Number.EPSILON;
  if (!Number.isFinite(unit)) return (unit > 0 ? beg <= end : beg >= end) ? 1 : 0;
  if (unit === 0) return Infinity;
  if (err > 0.5) err = 0.5;
  let n: number;
  if (excl) {
    if (n0 <= 0) return 0;
    n = n0 < 1 ? 0 : Math.floor(n0 - err);
  } else {
    if (n0 < 0) return 0;
    n = Math.floor(n0 + err);
  }
  return n + 1;
}

/** The values of `r.step(unit)`: floats as ruby_float_step makes them, integers by adding, strings every unit-th succ. */
function* stepValues(r: RRange, unit: bigint | number): Generator<Value> {
  if (typeof unit === 'number' || typeof r.from === 'number' || typeof r.to === 'number') {
    const beg = Number(r.from);
    const end = r.to === null ? Infinity : Number(r.to);
    const u = Number(unit);
    const n = floatStepSize(beg, end, u, r.exclusive);
    for (let i = 0; i < n; i++) {
      let d = i * u + beg;
      if (u >= 0 ? end < d : d < end) d = end;
      yield d;
    }
    return;
  }
  if (typeof r.from === 'bigint') {
    yield* r.values(unit);
    return;
  }
  let i = 0n;
  for (const v of r.values()) if (i++ % unit === 0n) yield v;
}

/** The values as an Array: RangeError when endless, NoMemoryError past the Array cap before any is made. */
function toList(r: RRange, loc: Loc): Value[] {
  if (r.to === null) throw new ShellError('ARGUMENT_ERROR', 'cannot convert endless range to an array', { loc, rubyClass: 'RangeError' });
  const n = sizeOf(r);
  if (typeof n === 'bigint') allocArray(n, loc);
  return [...r.values()];
}

/** Range#min / #max without a block. */
function minMax(r: RRange, max: boolean, loc: Loc): Value {
  const c = r.to === null ? -1 : compare(r.from, r.to);
  if (max && r.to === null) throw new ShellError('ARGUMENT_ERROR', 'cannot get the maximum of endless range', { loc, rubyClass: 'RangeError' });
  if (c === null || c > 0 || (c === 0 && r.exclusive)) return null;
  if (!max) return r.from;
  if (r.exclusive && !isNum(r.to)) return [...r.values()].pop() ?? null;
  if (r.exclusive) {
    if (typeof r.to !== 'bigint') throw new ShellError('TYPE_ERROR', 'cannot exclude non Integer end value', { loc });
    if (typeof r.from !== 'bigint') throw new ShellError('TYPE_ERROR', 'cannot exclude end value with non Integer begin value', { loc });
    return r.to - 1n;
  }
  if (isString(r.to)) return [...r.values()].pop() ?? null;
  return r.to;
}

/** A step argument: a positive number (ArgumentError `step can't be negative` / `step can't be 0`). */
function stepArg(v: Value | undefined, loc: Loc): bigint | number {
  const s = v ?? 1n;
  if (!isNum(s)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(s)} into Integer`, { loc });
  if (s < 0) throw new ShellError('ARGUMENT_ERROR', "step can't be negative", { loc });
  if (Number(s) === 0) throw new ShellError('ARGUMENT_ERROR', "step can't be 0", { loc });
  return s;
}

/** Range's methods; undefined when Range has no such method here. */
export function rangeMethod(r: RRange, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value | undefined> {
  const src: Source = (f) => loop(r.values(), (x) => f([x]));
  switch (name) {
    case 'each':
      if (!block) return blocklessEnumerator(r, name, args, (b) => rangeMethod(r, name, args, b, loc), () => sizeOf(r));
      return whenDone(loop(r.values(), (x) => block([x])), () => r);
    case 'step':
    case '%': {
      const unit = stepArg(args[0], loc);
      if (!isNum(r.from) && !isString(r.from)) throw new ShellError('TYPE_ERROR', `can't iterate from ${rubyClass(r.from)}`, { loc });
      const run = (b: RubyBlock) => whenDone(loop(stepValues(r, unit), (x) => b([x])), () => r as Value);
      if (!block) {
        const size = () => (isNum(r.from) ? (r.to === null ? Infinity : BigInt(floatOrIntStepSize(r, unit))) : null);
        if (isNum(r.from)) return new ArithmeticSequence(r, name, [unit], run, size);
        return blocklessEnumerator(r, name, [unit], run, size);
      }
      return run(block);
    }
    case 'first':
    case 'begin':
      if (name === 'first' && args.length) {
        const n = integerArg(args[0], loc);
        if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative array size (or size too big)', { loc });
        if (typeof r.from === 'number') throw new ShellError('TYPE_ERROR', "can't iterate from Float", { loc });
        const out: Value[] = [];
        if (n === 0n) return out;
        for (const v of r.values()) if (out.push(v) >= n) break;
        return out;
      }
      return r.from;
    case 'last':
    case 'end':
      if (name === 'last' && args.length) {
        if (r.to === null) throw new ShellError('ARGUMENT_ERROR', 'cannot get the last element of endless range', { loc, rubyClass: 'RangeError' });
        const n = count(args[0], loc);
        if (typeof r.from === 'bigint' && typeof r.to === 'bigint') {
          const hi = r.exclusive ? r.to - 1n : r.to;
          const lo = hi - BigInt(n) + 1n > r.from ? hi - BigInt(n) + 1n : r.from;
          return [...new RRange(lo, hi, false).values()];
        }
        const all = toList(r, loc);
        return n === 0 ? [] : all.slice(-n);
      }
      return r.to;
    case 'exclude_end?':
      return r.exclusive;
    case 'size':
      return sizeOf(r);
    case 'count':
      if (!args.length && !block && isNum(r.from)) return sizeOf(r);
      break;
    case 'length': // not Ruby's (Range has no length), but hsh has always answered it
      return sizeOf(r);
    case 'min':
    case 'max':
      if (block || args.length) break;
      return minMax(r, name === 'max', loc);
    case 'sum':
      if (!block && typeof r.from === 'bigint' && typeof r.to === 'bigint' && (args[0] === undefined || typeof args[0] === 'bigint')) {
        const hi = r.exclusive ? r.to - 1n : r.to;
        const init = (args[0] as bigint | undefined) ?? 0n;
        return hi < r.from ? init : init + ((r.from + hi) * (hi - r.from + 1n)) / 2n;
      }
      if (!block) return sumOf(toList(r, loc), args[0] ?? 0n, loc);
      break;
    case 'include?':
    case 'member?':
    case '===':
      return includes(r, args[0] ?? null);
    case 'cover?': {
      // Ruby 2.6: a range argument is covered when both its ends are
      const v = args[0] ?? null;
      if (v instanceof RRange) return covers(r, v.from) && (v.to === null ? r.to === null : v.exclusive && !r.exclusive ? covers(r, v.to) || rubyEqual(v.to, r.to) : covers(r, v.to) || (v.exclusive && r.exclusive && rubyEqual(v.to, r.to)));
      return covers(r, v);
    }
    case 'to_a':
    case 'to_ary':
    case 'entries':
      return toList(r, loc);
    case 'to_s':
      return Buffer.from(`${rangeToS(r.from)}${r.exclusive ? '...' : '..'}${rangeToS(r.to)}`, 'utf8');
    case 'inspect':
      return Buffer.from(inspect(r), 'utf8');
    case '==':
      return rubyEqual(r, args[0] ?? null);
    case 'eql?':
      return args[0] instanceof RRange && hashCode(r) === hashCode(args[0]);
    case 'hash':
      return hashCode(r);
    case 'join':
      return join(toList(r, loc), args[0] ?? null, loc);
    case 'lazy':
      return lazyOf(r, src, () => sizeOf(r));
    case 'reverse_each':
      if (!block) break;
      return whenDone(loop(toList(r, loc).reverse()[Symbol.iterator](), (x) => block([x])), () => r);
  }
  if (!block && blocklessEnumerates(name, args)) return blocklessEnumerator(r, name, args, (b) => rangeMethod(r, name, args, b, loc), () => sizeOf(r));
  if (typeof r.from === 'number' || (r.from !== null && !isNum(r.from) && !isString(r.from))) throw new ShellError('TYPE_ERROR', `can't iterate from ${rubyClass(r.from)}`, { loc });
  // Methods that collect every value refuse a range past the Array cap at once, as when ranges were materialized.
  const size = sizeOf(r);
  if (!STREAMING.has(name) && typeof size === 'bigint') allocArray(size, loc);
  return enumerable(r, src, name, args, block, loc);
}

/** Enumerable methods that hold no Array of all the values (they stop early or fold). */
const STREAMING = new Set(['each_slice', 'each_cons', 'each_with_index', 'each_with_object', 'each_entry', 'find', 'detect', 'find_index', 'first', 'take', 'take_while', 'any?', 'all?', 'none?', 'one?', 'include?', 'member?', 'count', 'inject', 'reduce', 'min_by', 'max_by']);

/** `(1..10).step(3).size`. */
function floatOrIntStepSize(r: RRange, unit: bigint | number): number {
  if (typeof unit === 'bigint' && typeof r.from === 'bigint' && typeof r.to === 'bigint') {
    const hi = r.exclusive ? r.to - 1n : r.to;
    return hi < r.from ? 0 : Number((hi - r.from) / unit + 1n);
  }
  return floatStepSize(Number(r.from), Number(r.to), Number(unit), r.exclusive);
}

/** An end as Range#to_s shows it: its to_s (an endless range's nil end is empty). */
function rangeToS(v: Value): string {
  if (v === null) return '';
  if (isString(v)) return v.toString('utf8');
  return inspect(v);
}
