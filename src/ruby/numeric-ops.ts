/**
 * Integer's and Float's operators as Ruby 2.6 (JRuby 9.3) defines them:
 * `+ - * / % ** divmod div modulo remainder fdiv`, the bit operators
 * `& | ^ << >> []` and `<=>`, with Ruby's wording when the other operand is
 * no number (`String can't be coerced into Integer`) and JRuby's
 * ZeroDivisionError (also for a Float divided by zero with `%` and `divmod`);
 * with a Rational (rational.ts), exact with Integers, a Float with Floats.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value } from './values.js';
import { cmpName, convName, noMethod } from './raise.js';
import { inspect } from './inspect.js';
import { RRational, add, compareExact, div, exact, floor, mul, rational, sub, zeroDivision } from './rational.js';

export type Numeric = bigint | number;

export const isNumeric = (v: Value | undefined): v is Numeric => typeof v === 'bigint' || typeof v === 'number';

/** Integer, Float or Rational: the numbers the operators here take. */
export type Real = Numeric | RRational;

export const isReal = (v: Value | undefined): v is Real => isNumeric(v) || v instanceof RRational;

export { zeroDivision };

const className = (n: Real): string => (typeof n === 'bigint' ? 'Integer' : typeof n === 'number' ? 'Float' : 'Rational');

/** `1 + "a"`: TypeError `String can't be coerced into Integer`. */
function notCoercible(l: Real, r: Value, loc?: Loc): ShellError {
  return new ShellError('TYPE_ERROR', `${convName(r)} can't be coerced into ${className(l)}`, { loc });
}

/** Floored integer division (Ruby's `/` and `div`). */
export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

/** MRI's flodivmod: the quotient (rounded) and the modulo with the divisor's sign. */
export function floatDivmod(x: number, y: number, loc?: Loc): [number, number] {
  if (Number.isNaN(y)) return [y, y];
  if (y === 0) throw zeroDivision(loc);
  let mod = x === 0 || (!Number.isFinite(y) && Number.isFinite(x)) ? x : x % y;
  let div = !Number.isFinite(x) && Number.isFinite(y) ? x : cRound((x - mod) / y);
  if (y * mod < 0) {
    mod += y;
    div -= 1;
  }
  return [div, mod];
}

/** C's round(): half away from zero (JS's Math.round goes toward +Infinity). */
export function cRound(x: number): number {
  const t = Math.trunc(x);
  return Math.abs(x - t) >= 0.5 ? t + Math.sign(x) : t;
}

/** A Float turned into an Integer (`to_i`, `floor`, …): FloatDomainError for NaN and the infinities. */
export function floatToInteger(f: number, loc?: Loc): bigint {
  if (!Number.isFinite(f)) {
    throw new ShellError('ARGUMENT_ERROR', Number.isNaN(f) ? 'NaN' : f > 0 ? 'Infinity' : '-Infinity', { loc, rubyClass: 'FloatDomainError' });
  }
  return BigInt(Math.trunc(f));
}

/** `a ** b` for Integers: exact; a negative exponent makes a Rational (`2 ** -1` is (1/2), `1 ** -1` (1/1)). */
function integerPower(a: bigint, b: bigint, loc?: Loc): Value {
  if (b < 0n) return rationalPower(new RRational(a, 1n), b, loc);
  const abs = a < 0n ? -a : a;
  // MRI's BIGLEN_LIMIT: past 32 Mi bits the answer is Infinity (with a warning)
  if (abs > 1n && BigInt(abs.toString(2).length) * b > 32n * 1024n * 1024n) return a < 0n && b % 2n === 1n ? -Infinity : Infinity;
  return a ** b;
}

/**
 * `a ** n` for a Rational and an Integer n: the terms' powers (a zero base to a negative power:
 * ZeroDivisionError). Past the limit a term's power is Infinity, and JRuby's RubyRational#**
 * answers their quotient: Infinity, NaN, or (0/1) for a finite numerator.
 */
function rationalPower(a: RRational, n: bigint, loc?: Loc): Value {
  if (n < 0n) {
    if (a.num === 0n) throw zeroDivision(loc);
    [a, n] = [rational(a.den, a.num), -n];
  }
  const num = integerPower(a.num, n, loc);
  const den = integerPower(a.den, n, loc);
  if (typeof num === 'bigint' && typeof den === 'bigint') return new RRational(num, den);
  return typeof num === 'bigint' ? new RRational(0n, 1n) : Number(num) / Number(den);
}

/** `a ** b` for Floats (a negative base to a fractional power would be a Complex). */
function floatPower(a: number, b: number, loc?: Loc): number {
  if (a < 0 && !Number.isInteger(b) && Number.isFinite(b)) {
    throw new ShellError('RUNTIME_ERROR', `${inspect(a)} ** ${inspect(b)} is a Complex, which hsh does not support`, { loc, rubyClass: 'NotImplementedError' });
  }
  return a ** b;
}

/** Integer#pow(b, mod): modular exponentiation, the result with the modulus's sign. */
export function powMod(a: bigint, b: Value, m: Value, loc?: Loc): bigint {
  if (typeof b !== 'bigint' || typeof m !== 'bigint') {
    throw new ShellError('TYPE_ERROR', 'Integer#pow() 2nd argument not allowed unless all arguments are integers', { loc });
  }
  if (b < 0n) throw new ShellError('ARGUMENT_ERROR', 'Integer#pow() 1st argument cannot be negative when 2nd argument specified', { loc, rubyClass: 'RangeError' });
  if (m === 0n) throw zeroDivision(loc);
  const mod = m < 0n ? -m : m;
  let base = ((a % mod) + mod) % mod;
  let result = 1n % mod;
  for (let e = b; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % mod;
    base = (base * base) % mod;
  }
  return m < 0n && result !== 0n ? result + m : result;
}

/** An Integer's bit operand: an Integer (a Float is refused as JRuby does). */
function bitOperand(l: bigint, r: Value, loc?: Loc): bigint {
  if (typeof r === 'bigint') return r;
  if (typeof r === 'number') throw new ShellError('TYPE_ERROR', `${inspect(r)} can't be coerced into Integer`, { loc });
  throw notCoercible(l, r, loc);
}

/** A shift count: an Integer, or a Float cut toward zero. */
function shiftCount(r: Value, loc?: Loc): bigint {
  if (typeof r === 'bigint') return r;
  if (typeof r === 'number' && Number.isFinite(r)) return BigInt(Math.trunc(r));
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(r)} into Integer`, { loc });
}

/** `n << k` (a negative k shifts right); past 32 Mi bits NoMemoryError as a huge Integer would be. */
function shiftLeft(n: bigint, k: bigint, loc?: Loc): bigint {
  if (k < 0n) return n >> -k;
  if (n !== 0n && k > 32n * 1024n * 1024n) throw new ShellError('ARGUMENT_ERROR', 'failed to allocate memory', { loc, rubyClass: 'NoMemoryError' });
  return n << k;
}

/**
 * The commonest operators on two Integers, without numericBinop's dispatch (the loops of
 * scripts: counters, sums, bounds); undefined for the rest, which numericBinop answers.
 */
export function integerBinop(op: string, l: bigint, r: bigint): Value | undefined {
  switch (op) {
    case '+':
      return l + r;
    case '-':
      return l - r;
    case '*':
      return l * r;
    case '<':
      return l < r;
    case '>':
      return l > r;
    case '<=':
      return l <= r;
    case '>=':
      return l >= r;
    case '==':
      return l === r;
    case '!=':
      return l !== r;
    case '%':
      // floored and truncated modulo agree on non-negative operands
      return l >= 0n && r > 0n ? l % r : undefined;
  }
  return undefined;
}

/** The numeric binary operators; undefined when `op` is none of them. */
export function numericBinop(op: string, l: Real, r: Value, loc?: Loc): Value | undefined {
  if (typeof l === 'bigint' && typeof r === 'bigint') {
    const out = integerBinop(op, l, r);
    if (out !== undefined) return out;
  }
  if (l instanceof RRational || r instanceof RRational) return rationalBinop(op, l, r, loc);
  if (typeof l === 'bigint') {
    switch (op) {
      case '&':
        return l & bitOperand(l, r, loc);
      case '|':
        return l | bitOperand(l, r, loc);
      case '^':
        return l ^ bitOperand(l, r, loc);
      case '<<':
        return shiftLeft(l, shiftCount(r, loc), loc);
      case '>>':
        return shiftLeft(l, -shiftCount(r, loc), loc);
    }
  } else if (op === '&' || op === '|' || op === '^' || op === '<<' || op === '>>') throw noMethod(op, `${inspect(l)}:Float`, loc);
  switch (op) {
    case '+':
    case '-':
    case '*':
    case '/':
    case '%':
    case 'modulo':
    case '**':
    case 'pow':
    case 'div':
    case 'divmod':
    case 'remainder':
    case 'fdiv':
    case 'quo':
      if (!isNumeric(r)) throw notCoercible(l, r, loc);
      return arithmetic(op, l, r, loc);
    case '<=>':
      return compareNumbers(l, r);
    case '<':
    case '>':
    case '<=':
    case '>=': {
      const c = isNumeric(r) ? compareNumbers(l, r) : null;
      if (c === null) {
        if (isNumeric(r)) return false; // NaN
        throw new ShellError('ARGUMENT_ERROR', `comparison of ${typeof l === 'bigint' ? 'Integer' : 'Float'} with ${cmpName(r)} failed`, { loc });
      }
      const n = Number(c);
      return op === '<' ? n < 0 : op === '>' ? n > 0 : op === '<=' ? n <= 0 : n >= 0;
    }
  }
  return undefined;
}

/** `<=>` of a number with anything: -1, 0, 1, or nil. */
export function compareNumbers(l: Real, r: Value): bigint | null {
  if (l instanceof RRational || r instanceof RRational) {
    if (!isReal(r)) return null;
    const [a, b] = [exact(l), exact(r)];
    if (a && b) return compareExact(a, b);
    // with a Float: by the Rational's double (nurat_cmp's rb_dbl_cmp)
    return compareNumbers(toFloat(l), toFloat(r));
  }
  if (!isNumeric(r)) return null;
  if (typeof l === 'bigint' && typeof r === 'bigint') return l < r ? -1n : l > r ? 1n : 0n;
  const a = Number(l);
  const b = Number(r);
  if (Number.isNaN(a) || Number.isNaN(b)) return null;
  // a bignum beyond a double's precision against a Float: compare exactly where both are integral
  if (a === b && Number.isFinite(a) && (typeof l === 'bigint' || typeof r === 'bigint')) {
    const x = typeof l === 'bigint' ? l : BigInt(l);
    const y = typeof r === 'bigint' ? r : BigInt(r);
    if (Number.isInteger(a)) return x < y ? -1n : x > y ? 1n : 0n;
  }
  return a < b ? -1n : a > b ? 1n : 0n;
}

function arithmetic(op: string, l: Numeric, r: Numeric, loc?: Loc): Value {
  if (typeof l === 'bigint' && typeof r === 'bigint') {
    // `+ - *` of two Integers: integerBinop, which numericBinop asks first
    switch (op) {
      case '/':
      case 'div':
        if (r === 0n) throw zeroDivision(loc);
        return floorDiv(l, r);
      case '%':
      case 'modulo':
        if (r === 0n) throw zeroDivision(loc);
        return l - floorDiv(l, r) * r;
      case 'divmod': {
        if (r === 0n) throw zeroDivision(loc);
        const q = floorDiv(l, r);
        return [q, l - q * r];
      }
      case 'remainder':
        if (r === 0n) throw zeroDivision(loc);
        return l % r;
      case '**':
      case 'pow':
        return integerPower(l, r, loc);
      case 'fdiv':
        return Number(l) / Number(r);
      case 'quo':
        return rational(l, r, loc);
    }
  }
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
    case 'fdiv':
    case 'quo':
      return a / b;
    case '%':
    case 'modulo':
      return floatDivmod(a, b, loc)[1];
    case 'div': {
      const [q] = floatDivmod(a, b, loc);
      return floatToInteger(q, loc);
    }
    case 'divmod': {
      const [q, m] = floatDivmod(a, b, loc);
      return [floatToInteger(q, loc), m];
    }
    case 'remainder':
      return a % b;
    case '**':
    case 'pow':
      return floatPower(a, b, loc);
  }
  throw noMethod(op, `${inspect(l)}:${typeof l === 'bigint' ? 'Integer' : 'Float'}`, loc);
}

/** A number as a double (a Rational's nearest). */
export const toFloat = (n: Real): number => (n instanceof RRational ? n.toFloat() : Number(n));

/**
 * The operators with a Rational on either side: with a Float, the Float's (the Rational as
 * its double); else exact, a Rational (an Integer for `div` and divmod's quotient).
 */
function rationalBinop(op: string, l: Real, r: Value, loc?: Loc): Value | undefined {
  switch (op) {
    case '<=>':
      return compareNumbers(l, r);
    case '<':
    case '>':
    case '<=':
    case '>=': {
      const c = compareNumbers(l, r);
      if (c === null) {
        // NaN: false for a Float receiver, but RubyRational's compare fails
        if (isReal(r) && !(l instanceof RRational)) return false;
        throw new ShellError('ARGUMENT_ERROR', `comparison of ${className(l)} with ${isReal(r) ? className(r) : cmpName(r)} failed`, { loc });
      }
      return op === '<' ? c < 0n : op === '>' ? c > 0n : op === '<=' ? c <= 0n : c >= 0n;
    }
  }
  if (BIT_OPERATORS.has(op)) {
    if (l instanceof RRational) throw noMethod(op, `${inspect(l)}:Rational`, loc);
    throw notCoercible(l, r, loc);
  }
  if (!ARITHMETIC.has(op)) return undefined;
  if (!isReal(r)) throw notCoercible(l, r, loc);
  const [a, b] = [exact(l), exact(r)];
  if (!a || !b || op === 'fdiv') return arithmetic(op, toFloat(l), toFloat(r), loc);
  switch (op) {
    case '+':
      return add(a, b);
    case '-':
      return sub(a, b);
    case '*':
      return mul(a, b);
    case '/':
    case 'quo':
      return div(a, b, loc);
    case '%':
    case 'modulo':
      return sub(a, mul(b, new RRational(floor(div(a, b, loc)), 1n)));
    case 'div':
      return floor(div(a, b, loc));
    case 'divmod': {
      const q = floor(div(a, b, loc));
      return [q, sub(a, mul(b, new RRational(q, 1n)))];
    }
    case 'remainder': {
      const q = div(a, b, loc);
      return sub(a, mul(b, new RRational(q.num / q.den, 1n)));
    }
  }
  // ** and pow: exact for an integral exponent, else the Floats'
  if (b.den === 1n) return rationalPower(a, b.num, loc);
  if (a.num === 0n && b.num < 0n) throw zeroDivision(loc);
  return arithmetic('**', toFloat(l), toFloat(r as Real), loc);
}

const ARITHMETIC = new Set(['+', '-', '*', '/', '%', 'modulo', '**', 'pow', 'div', 'divmod', 'remainder', 'fdiv', 'quo']);
const BIT_OPERATORS = new Set(['&', '|', '^', '<<', '>>']);

/** Integer.sqrt(n): the integer square root (Newton's method on bigint). */
export function integerSqrt(v: Value, loc?: Loc): bigint {
  const n = typeof v === 'number' ? floatToInteger(v, loc) : v;
  if (typeof n !== 'bigint') throw new ShellError('TYPE_ERROR', `can't convert ${convName(v)} into Integer`, { loc });
  if (n < 0n) {
    throw new ShellError('ARGUMENT_ERROR', 'Numerical argument is out of domain - "Numerical argument is out of domain - isqrt"', { loc, rubyClass: 'Math::DomainError' });
  }
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // refine (the double's root may be off for large n)
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) break;
    x = y;
  }
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  return x;
}
