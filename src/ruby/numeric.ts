/**
 * Integer's and Float's methods as Ruby 2.6 (JRuby 9.3) defines them: the
 * operators (numeric-ops.ts), rounding with digits (rounding.ts), the
 * iterators (`times`, `upto`, `downto`, `step`), the predicates, `digits`,
 * `gcd`, `pow(b, mod)`, `to_s(base)`, `chr`, `coerce`, `clamp`, …
 */
import { markBinary } from '../bytes.js';
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RSymbol, type Value, rubyClass, str } from './values.js';
import { integerArg, toS } from './coerce.js';
import { floatToS, inspect } from './inspect.js';
import { convName, noMethod } from './raise.js';
import { type Maybe, type RubyBlock, loop, yieldTo } from './enumerable.js';
import { ArithmeticSequence, enumFor } from './enumerator.js';
import { floatStepSize } from './range.js';
import { type Numeric, compareNumbers, floatToInteger, integerSqrt, isNumeric, isReal, numericBinop, powMod, toFloat } from './numeric-ops.js';
import { RRational, exact, floatRationalize, floatToR, rationalRationalize, roundTo } from './rational.js';
import { type RoundingMethod, roundFloat, roundInteger, roundingArgs } from './rounding.js';

const noBlock = (loc: Loc): ShellError => new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc });

/** `n.times`, `upto`, `downto`, `step` with a block; blockless, an Enumerator over the same call. */
async function iterate(n: Numeric, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value | undefined> {
  if (!block && (name === 'step' || (typeof n === 'bigint' && (name === 'times' || name === 'upto' || name === 'downto')))) {
    if (name !== 'times' && name !== 'step' && !isNumeric(args[0] ?? null)) {
      throw new ShellError('ARGUMENT_ERROR', `comparison of Integer with ${inspect(args[0] ?? null)} failed`, { loc });
    }
    const run = async (b: RubyBlock) => (await iterate(n, name, args, b, loc)) ?? null;
    // Ruby 2.6: a blockless Numeric#step is an Enumerator::ArithmeticSequence, `(1.step(10, 3))`
    if (name === 'step') return new ArithmeticSequence(n, name, args, run, () => stepSize(n, args));
    return enumFor(n, name, args, run, () => iterationSize(n, name, args));
  }
  switch (name) {
    case 'times':
      if (typeof n !== 'bigint') return undefined;
      if (!block) throw noBlock(loc);
      await loop(counter(0n, n - 1n, 1n), (i) => yieldTo(block, [i], loc));
      return n;
    case 'upto':
    case 'downto': {
      if (typeof n !== 'bigint') return undefined;
      const limit = args[0] ?? null;
      if (!isNumeric(limit)) throw new ShellError('ARGUMENT_ERROR', `comparison of Integer with ${inspect(limit)} failed`, { loc });
      if (!block) throw noBlock(loc);
      if (typeof limit === 'number') {
        if (name === 'upto') for (let i = n; Number(i) <= limit; i++) await yieldTo(block, [i], loc);
        else for (let i = n; Number(i) >= limit; i--) await yieldTo(block, [i], loc);
      } else await loop(counter(n, limit, name === 'upto' ? 1n : -1n), (i) => yieldTo(block, [i], loc));
      return n;
    }
    case 'step':
      await step(n, args, block, loc);
      return n;
  }
  return undefined;
}

/** from, from + by, … up to `to` (down to, for a negative `by`): the block's values, yielded synchronously by enumerable.ts's loop until a block waits. */
function counter(from: bigint, to: bigint, by: bigint): Iterator<bigint> {
  let i = from;
  return {
    next: () => {
      if (by > 0n ? i > to : i < to) return { done: true, value: undefined };
      const value = i;
      i += by;
      return { done: false, value };
    },
  };
}

/** Enumerator#size of a blockless `times`, `upto`, `downto` (nil for `step`'s, which hsh does not count). */
function iterationSize(n: Numeric, name: string, args: Value[]): Value {
  const limit = args[0];
  if (typeof n !== 'bigint') return null;
  if (name === 'times') return n > 0n ? n : 0n;
  if (typeof limit !== 'bigint') return null;
  const count = name === 'upto' ? limit - n + 1n : name === 'downto' ? n - limit + 1n : 0n;
  return name === 'step' ? null : count > 0n ? count : 0n;
}

/** How many values `from.step(limit, by)` (or `step(by:, to:)`) gives: Infinity without a limit, nil when they are not numbers. */
function stepSize(from: Numeric, args: Value[]): Value {
  const last = args[args.length - 1];
  const opts = last instanceof RHash ? last : null;
  const plain = opts ? args.slice(0, -1) : args;
  const limit = opts?.lookup(new RSymbol('to')) ?? plain[0] ?? null;
  const by = opts?.lookup(new RSymbol('by')) ?? plain[1] ?? 1n;
  if (!isNumeric(by)) return null;
  if (limit === null) return Infinity;
  if (!isNumeric(limit)) return null;
  if (typeof from === 'number' || typeof limit === 'number' || typeof by === 'number') return BigInt(floatStepSize(Number(from), Number(limit), Number(by), false));
  if (by === 0n) return Infinity;
  const count = by > 0n ? (limit - from) / by + 1n : (from - limit) / -by + 1n;
  return (by > 0n ? limit >= from : limit <= from) ? count : 0n;
}

/** Numeric#step(limit = nil, step = 1), also `step(by:, to:)`; Floats step by index, as Ruby's ruby_float_step does. */
async function step(from: Numeric, args: Value[], block: RubyBlock | null, loc: Loc): Promise<void> {
  let limit: Value = args[0] ?? null;
  let by: Value = args.length > 1 ? args[1] : 1n;
  const last = args[args.length - 1];
  if (last instanceof RHash) {
    limit = last.lookup(new RSymbol('to')) ?? (args.length > 1 ? args[0] : null);
    by = last.lookup(new RSymbol('by')) ?? 1n;
  }
  if (!isNumeric(by)) throw new ShellError('ARGUMENT_ERROR', `comparison of ${convName(by)} with 0 failed`, { loc });
  if (by === 0n || by === 0) throw new ShellError('ARGUMENT_ERROR', "step can't be 0", { loc });
  if (limit !== null && !isNumeric(limit)) throw new ShellError('ARGUMENT_ERROR', `comparison of Integer with ${convName(limit)} failed`, { loc });
  if (!block) throw noBlock(loc);
  if (typeof from === 'bigint' && typeof by === 'bigint' && (limit === null || typeof limit === 'bigint')) {
    for (let i = from; limit === null || (by > 0n ? i <= limit : i >= limit); i += by) await yieldTo(block, [i], loc);
    return;
  }
  const beg = Number(from);
  const unit = Number(by);
  const end = limit === null ? (unit > 0 ? Infinity : -Infinity) : Number(limit);
  const err = ((Math.abs(beg) + Math.abs(end) + Math.abs(end - beg)) / Math.abs(unit)) * Number.EPSILON;
  if (!Number.isFinite(unit)) {
    if (unit > 0 ? beg <= end : beg >= end) await yieldTo(block, [beg], loc);
    return;
  }
  const n = Math.floor((end - beg) / unit + Math.min(err, 0.5));
  for (let i = 0; i <= n; i++) {
    let d = i * unit + beg;
    if (unit >= 0 ? end < d : end > d) d = end;
    await yieldTo(block, [d], loc);
  }
}

/** `clamp(min, max)` by `<=>`. */
function clamp(n: Numeric, args: Value[], loc: Loc): Value {
  const [min, max] = [args[0] ?? null, args[1] ?? null];
  const cmp = (a: Value, b: Value): number => {
    const c = isNumeric(a) ? compareNumbers(a, b) : null;
    if (c === null) throw new ShellError('ARGUMENT_ERROR', `comparison of ${isNumeric(a) ? (typeof a === 'bigint' ? 'Integer' : 'Float') : convName(a)} with ${convName(b)} failed`, { loc });
    return Number(c);
  };
  if (cmp(min, max) > 0) throw new ShellError('ARGUMENT_ERROR', 'min argument must be smaller than max argument', { loc });
  if (cmp(n, min) < 0) return min;
  if (cmp(n, max) > 0) return max;
  return n;
}

/** Methods Integer and Float share; undefined when neither has `name`. */
function numericMethod(n: Numeric, name: string, args: Value[], loc: Loc): Value | undefined {
  const arg = args[0] ?? null;
  switch (name) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
    case '**':
    case 'modulo':
    case 'div':
    case 'divmod':
    case 'remainder':
    case 'fdiv':
    case 'quo':
    case '&':
    case '|':
    case '^':
    case '<<':
    case '>>':
    case '<':
    case '>':
    case '<=':
    case '>=':
    case '<=>':
      return numericBinop(name, n, arg, loc);
    case 'pow':
      if (args.length > 1 && typeof n === 'bigint') return powMod(n, arg, args[1], loc);
      return numericBinop('**', n, arg, loc);
    case '==':
    case '===':
      return isReal(arg) && compareNumbers(n, arg) === 0n;
    case '!=':
      return !(isReal(arg) && compareNumbers(n, arg) === 0n);
    case 'eql?':
      return typeof arg === typeof n && compareNumbers(n, arg) === 0n;
    case 'equal?':
      return typeof arg === typeof n && (arg === n || (typeof n === 'number' && Object.is(arg, n)));
    case '-@':
      return -n;
    case '+@':
      return n;
    case 'abs':
    case 'magnitude':
      return n < 0 || Object.is(n, -0) ? -n : n;
    case 'zero?':
      return n === 0n || n === 0;
    case 'nonzero?':
      return n === 0n || n === 0 ? null : n;
    case 'positive?':
      return n > 0;
    case 'negative?':
      return n < 0;
    case 'between?': {
      const lo = numericBinop('>=', n, arg, loc);
      return lo === true && numericBinop('<=', n, args[1] ?? null, loc) === true;
    }
    case 'clamp':
      return clamp(n, args, loc);
    case 'coerce':
      return coerce(n, arg, loc);
    case 'integer?':
      return typeof n === 'bigint';
    case 'finite?':
      return typeof n === 'bigint' || Number.isFinite(n);
    case 'infinite?':
      return typeof n === 'number' && !Number.isFinite(n) && !Number.isNaN(n) ? (n > 0 ? 1n : -1n) : null;
    case 'to_f':
      return Number(n);
    case 'to_r':
      return typeof n === 'bigint' ? new RRational(n, 1n) : floatToR(finite(n, loc));
    case 'rationalize':
      if (typeof n === 'bigint') return new RRational(n, 1n);
      return floatRationalize(finite(n, loc), args.length ? realArg(arg, loc) : undefined);
    case 'to_c':
      throw complexRefused(n, loc);
    case 'real?':
      return true;
    case 'dup':
    case 'clone':
    case 'itself':
      return n;
    case 'frozen?':
      return true;
    case 'hash':
      return typeof n === 'bigint' ? n : BigInt(Math.trunc(n * 1000003));
  }
  return undefined;
}

/** `to_c`: hsh has no Complex (NotImplementedError, as numeric-ops.ts's `**` refuses one). */
function complexRefused(n: Numeric | RRational, loc: Loc): ShellError {
  return new ShellError('RUNTIME_ERROR', `${inspect(n)}.to_c is a Complex, which hsh does not support`, { loc, rubyClass: 'NotImplementedError' });
}

/** A Float that has an exact value: FloatDomainError for NaN and the infinities (as to_i's). */
function finite(f: number, loc: Loc): number {
  floatToInteger(f, loc);
  return f;
}

/** An Integer, Float or Rational argument (rationalize's eps, whose `abs` JRuby asks first). */
function realArg(v: Value, loc: Loc): Value {
  if (isReal(v)) return v;
  throw noMethod('abs', `${inspect(v)}:${rubyClass(v)}`, loc);
}

/** Rational's methods (rational.ts's arithmetic, numeric-ops.ts's operators); undefined when Rational has no such method here. */
export function rationalMethod(r: RRational, name: string, args: Value[], loc: Loc): Value | undefined {
  const arg = args[0] ?? null;
  switch (name) {
    case 'to_c':
      throw complexRefused(r, loc);
    case 'numerator':
      return r.num;
    case 'denominator':
      return r.den;
    case 'to_s':
    case 'inspect':
      if (args.length) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 0)`, { loc });
      return name === 'to_s' ? r.toS() : str(r.inspect());
    case 'to_r':
      return r;
    case 'to_i':
    case 'to_int':
      return r.num / r.den;
    case 'to_f':
      return r.toFloat();
    case 'round':
    case 'floor':
    case 'ceil':
    case 'truncate': {
      // RubyRational takes Integer digits only (nil: none)
      if (args.length && arg !== null && !(arg instanceof RHash) && typeof arg !== 'bigint') {
        throw new ShellError('TYPE_ERROR', `wrong argument type ${rubyClass(arg)} (expected Integer)`, { loc });
      }
      const { digits: d, mode } = roundingArgs(arg === null ? args.slice(1) : args, loc);
      // JRuby 9.3's RubyRational#round(digits, half:) drops the digits: (1/2).round(1, half: :even) is 0
      const keywords = args[args.length - 1] instanceof RHash;
      return roundTo(r, keywords ? 0 : d, name, mode);
    }
    case 'rationalize': {
      if (!args.length) return r;
      const eps = isReal(arg) ? (exact(arg) ?? exact(floatToR(arg as number))) : undefined;
      if (!eps) throw new ShellError('TYPE_ERROR', `${convName(arg)} can't be coerced into Rational`, { loc });
      return rationalRationalize(r, eps);
    }
    case '-@':
      return new RRational(-r.num, r.den);
    case 'abs':
    case 'magnitude':
      return r.num < 0n ? new RRational(-r.num, r.den) : r;
    case 'zero?':
      return r.num === 0n;
    case 'nonzero?':
      return r.num === 0n ? null : r;
    case 'positive?':
      return r.num > 0n;
    case 'negative?':
      return r.num < 0n;
    case 'integer?':
      return false;
    case 'finite?':
    case 'real?':
      return true;
    case 'infinite?':
      return null;
    case 'eql?':
      return arg instanceof RRational && r.equals(arg);
    case 'hash':
      return BigInt.asIntN(63, [...r.hashKey()].reduce((h, c) => h * 31n + BigInt(c.charCodeAt(0)), 7n));
    case 'coerce':
      if (typeof arg === 'number') return [arg, r.toFloat()];
      if (typeof arg === 'bigint') return [new RRational(arg, 1n), r];
      if (arg instanceof RRational) return [arg, r];
      throw new ShellError('TYPE_ERROR', `${convName(arg)} can't be coerced into Rational`, { loc });
    case 'pow':
      return numericBinop('**', r, arg, loc);
    case 'between?':
      return numericBinop('>=', r, arg, loc) === true && numericBinop('<=', r, args[1] ?? null, loc) === true;
    case '+@':
    case 'dup':
    case 'clone':
    case 'itself':
      return r;
    case 'frozen?':
      return true;
  }
  if (args.length === 1 && OPERATORS.has(name)) return name === '==' || name === '===' ? r.equals(arg) : numericBinop(name, r, arg, loc);
  if (name === '!=' && args.length === 1) return !r.equals(arg);
  return undefined;
}

const OPERATORS = new Set(['+', '-', '*', '/', '%', '**', 'modulo', 'div', 'divmod', 'remainder', 'fdiv', 'quo', '<', '>', '<=', '>=', '<=>', '==', '===']);

/** Numeric#coerce: the other as this number's kind first. */
function coerce(n: Numeric, other: Value, loc: Loc): Value {
  if (typeof n === 'bigint' && typeof other === 'bigint') return [other, n];
  if (isReal(other)) return [toFloat(other), Number(n)];
  if (other === null) throw new ShellError('TYPE_ERROR', "can't convert nil into Float", { loc });
  throw new ShellError('TYPE_ERROR', `can't convert ${convName(other)} into Float`, { loc });
}

/** Integer#digits(base = 10): the digits, least significant first. */
function digits(n: bigint, base: Value, loc: Loc): Value {
  const b = integerArg(base, loc);
  if (b < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative radix', { loc });
  if (b < 2n) throw new ShellError('ARGUMENT_ERROR', `invalid radix: ${b}`, { loc });
  if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'Numerical argument is out of domain - "out of domain"', { loc, rubyClass: 'Math::DomainError' });
  if (n === 0n) return [0n];
  const out: Value[] = [];
  for (let x = n; x > 0n; x /= b) out.push(x % b);
  return out;
}

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
}

function integerOperand(v: Value, loc: Loc): bigint {
  if (typeof v === 'bigint') return v;
  throw new ShellError('TYPE_ERROR', 'not an integer', { loc });
}

/** Integer#chr: a byte (0..255), or the code point's character in the named encoding. */
function chr(n: bigint, args: Value[], loc: Loc): Buffer {
  if (args.length === 0) {
    if (n < 0n || n > 255n) throw new ShellError('ARGUMENT_ERROR', `${n} out of char range`, { loc, rubyClass: 'RangeError' });
    // US-ASCII or ASCII-8BIT in Ruby, never UTF-8: `p 0.chr` shows "\x00"
    return markBinary(Buffer.from([Number(n)]));
  }
  if (n < 0n || n > 0x10ffffn || (n >= 0xd800n && n <= 0xdfffn)) {
    throw new ShellError('ARGUMENT_ERROR', `invalid codepoint 0x${n.toString(16).toUpperCase()} in UTF-8`, { loc, rubyClass: 'RangeError' });
  }
  return Buffer.from(String.fromCodePoint(Number(n)), 'utf8');
}

/** A radix for to_s: 2..36, else JRuby's `illegal radix`. */
function radixArg(v: Value, loc: Loc): number {
  const base = Number(integerArg(v, loc));
  if (!(base >= 2 && base <= 36)) throw new ShellError('ARGUMENT_ERROR', `illegal radix ${base}`, { loc });
  return base;
}

/** Integer's methods; undefined when Integer has no such method here. */
export function integerMethod(n: bigint, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value | undefined> {
  // Only the iterators may wait (on their block): the rest answer now, without a promise.
  if (name === 'times' || name === 'upto' || name === 'downto' || name === 'step') return iterate(n, name, args, block, loc);
  return integerOnly(n, name, args, loc) ?? numericMethod(n, name, args, loc);
}

/** Integer's own (non-iterating) methods. */
function integerOnly(n: bigint, name: string, args: Value[], loc: Loc): Value | undefined {
  const arg = args[0] ?? null;
  switch (name) {
    case 'to_s':
    case 'inspect':
      return args.length ? str(n.toString(radixArg(arg, loc))) : toS(n);
    case 'to_i':
    case 'to_int':
    case 'numerator':
    case 'ord':
      return n;
    case 'denominator':
      return 1n;
    case 'floor':
    case 'ceil':
    case 'round':
    case 'truncate': {
      const { digits: d, mode } = roundingArgs(args, loc);
      return roundInteger(n, d, name as RoundingMethod, mode);
    }
    case 'chr':
      return chr(n, args, loc);
    case 'succ':
    case 'next':
      return n + 1n;
    case 'pred':
      return n - 1n;
    case 'even?':
      return n % 2n === 0n;
    case 'odd?':
      return n % 2n !== 0n;
    case '~':
      return ~n;
    case '[]': {
      const bit = integerArg(arg, loc);
      return bit < 0n ? 0n : (n >> bit) & 1n;
    }
    case 'bit_length':
      return BigInt((n < 0n ? ~n : n).toString(2).length - (n === 0n || n === -1n ? 1 : 0));
    case 'size':
      // JRuby: 8 for a Fixnum (a long), else the bignum's bytes
      return n >= -(2n ** 63n) && n < 2n ** 63n ? 8n : BigInt(Math.ceil((n < 0n ? -n : n).toString(2).length / 8));
    case 'digits':
      return digits(n, args.length ? arg : 10n, loc);
    case 'gcd':
      return gcd(n, integerOperand(arg, loc));
    case 'lcm': {
      const m = integerOperand(arg, loc);
      return n === 0n || m === 0n ? 0n : (n * m < 0n ? -(n * m) : n * m) / gcd(n, m);
    }
    case 'gcdlcm': {
      const m = integerOperand(arg, loc);
      return [gcd(n, m), n === 0n || m === 0n ? 0n : (n * m < 0n ? -(n * m) : n * m) / gcd(n, m)];
    }
    case 'allbits?':
      return (n & integerArg(arg, loc)) === integerArg(arg, loc);
    case 'anybits?':
      return (n & integerArg(arg, loc)) !== 0n;
    case 'nobits?':
      return (n & integerArg(arg, loc)) === 0n;
  }
  return undefined;
}

/** Integer's class methods: `Integer.sqrt(n)`; undefined for any other. */
export function integerClassMethod(name: string, args: Value[], loc: Loc): Value | undefined {
  if (name === 'sqrt') return integerSqrt(args[0] ?? null, loc);
  return undefined;
}

/** Float's methods; undefined when Float has no such method here. */
export function floatMethodAsync(f: number, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value | undefined> {
  if (name === 'step') return iterate(f, name, args, block, loc);
  return floatMethod(f, name, args, loc);
}

/** Float's methods (but `step`); undefined when Float has no such method here. */
export function floatMethod(f: number, name: string, args: Value[], loc: Loc = { line: 0, col: 0, offset: 0 }): Value | undefined {
  switch (name) {
    case 'to_s':
    case 'inspect':
      return str(floatToS(f));
    case 'round':
    case 'floor':
    case 'ceil':
    case 'truncate': {
      const { digits: d, mode } = roundingArgs(args, loc);
      return roundFloat(f, d, name, mode, loc);
    }
    case 'to_i':
    case 'to_int':
      return floatToInteger(f, loc);
    case 'nan?':
      return Number.isNaN(f);
    case 'next_float':
      return nextFloat(f, 1);
    case 'prev_float':
      return nextFloat(f, -1);
  }
  return numericMethod(f, name, args, loc);
}

/** The adjacent double toward +Infinity (dir 1) or -Infinity (dir -1). */
function nextFloat(f: number, dir: 1 | -1): number {
  if (Number.isNaN(f) || f === dir * Infinity) return f;
  if (f === 0) return dir * Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, f);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, (f > 0) === (dir > 0) ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}
