/**
 * Ruby's Rational as JRuby 9.3 has it (RubyRational): an exact fraction of
 * bigints, normalized (lowest terms, the sign on the numerator), and the
 * exact arithmetic on it; `Float#to_r` and `#rationalize`, `String#to_r` and
 * `Kernel#Rational` read numbers into it. numeric-ops.ts mixes it with
 * Integer and Float (a Float operand makes the answer a Float).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, isString } from './values.js';
import { convName } from './raise.js';

/** Ruby's ZeroDivisionError, as Integer and Rational division raise it. */
export function zeroDivision(loc?: Loc): ShellError {
  return new ShellError('ZERO_DIVISION', 'divided by 0', { loc });
}

export class RRational {
  /** Ruby's class name (values.ts's rubyClass reads it). */
  readonly rubyClassName = 'Rational';

  /** Use `rational()`: the terms must be normalized. */
  constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  /** `(1/2)` (inspect.ts asks the value). */
  inspect(): string {
    return `(${this.num}/${this.den})`;
  }

  /** `1/2` */
  toS(): Buffer {
    return Buffer.from(`${this.num}/${this.den}`, 'latin1');
  }

  /** Rational#==: exact with an Integer or a Rational, by the Float value with a Float. */
  equals(other: Value): boolean {
    if (other instanceof RRational) return this.num === other.num && this.den === other.den;
    if (typeof other === 'bigint') return this.den === 1n && this.num === other;
    if (typeof other === 'number') return this.toFloat() === other;
    return false;
  }

  /** eql? keys: equal terms (values.ts's hashKey asks it). */
  hashKey(): string {
    return `Rational:${this.num}/${this.den}`;
  }

  /** The nearest double (nurat_to_double): the quotient to 65+ bits, a sticky bit, then one rounding. */
  toFloat(): number {
    const { num, den } = this;
    const abs = num < 0n ? -num : num;
    if (abs < 2n ** 53n && den < 2n ** 53n) return Number(num) / Number(den);
    const shift = BigInt(Math.max(0, 65 + den.toString(2).length - abs.toString(2).length));
    const scaled = abs << shift;
    let q = scaled / den;
    if (q * den !== scaled) q |= 1n;
    const f = Number(q) / 2 ** Number(shift);
    return num < 0n ? -f : f;
  }
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b) [a, b] = [b, a % b];
  return a;
};

/** num/den in lowest terms, the sign on the numerator; ZeroDivisionError for a zero denominator. */
export function rational(num: bigint, den: bigint = 1n, loc?: Loc): RRational {
  if (den === 0n) throw zeroDivision(loc);
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcd(num, den);
  return g > 1n ? new RRational(num / g, den / g) : new RRational(num, den);
}

/** An Integer or a Rational as a Rational (undefined for anything else). */
export function exact(v: Value): RRational | undefined {
  if (v instanceof RRational) return v;
  if (typeof v === 'bigint') return new RRational(v, 1n);
  return undefined;
}

/** Floored quotient of two bigints. */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

export const add = (a: RRational, b: RRational): RRational => rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: RRational, b: RRational): RRational => rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: RRational, b: RRational): RRational => rational(a.num * b.num, a.den * b.den);
export const div = (a: RRational, b: RRational, loc?: Loc): RRational => rational(a.num * b.den, a.den * b.num, loc);

/** -1, 0 or 1. */
export function compareExact(a: RRational, b: RRational): bigint {
  const l = a.num * b.den;
  const r = b.num * a.den;
  return l < r ? -1n : l > r ? 1n : 0n;
}

/** The largest Integer not above a. */
export const floor = (a: RRational): bigint => floorDiv(a.num, a.den);

export type RoundHow = 'round' | 'floor' | 'ceil' | 'truncate';
export type HalfMode = 'up' | 'even' | 'down';

/** To an Integer: floor, ceil, truncate, or round (halves by `mode`, MRI's nurat_round_half_*). */
export function toInteger(a: RRational, how: RoundHow, mode: HalfMode = 'up'): bigint {
  const { num, den } = a;
  switch (how) {
    case 'floor':
      return floorDiv(num, den);
    case 'ceil':
      return -floorDiv(-num, den);
    case 'truncate':
      return num / den;
  }
  const abs = num < 0n ? -num : num;
  const twice = abs * 2n;
  let q = (twice + den) / (2n * den); // half away from zero
  if (mode !== 'up' && (twice + den) % (2n * den) === 0n) q = mode === 'down' || q % 2n === 1n ? q - 1n : q;
  return num < 0n ? -q : q;
}

/** `round(digits)` and its kin: a Rational for digits > 0, else an Integer (MRI's f_round_common). */
export function roundTo(a: RRational, digits: number, how: RoundHow, mode: HalfMode = 'up'): Value {
  if (digits === 0) return toInteger(a, how, mode);
  const scale = 10n ** BigInt(Math.abs(digits));
  if (digits > 0) return rational(toInteger(mul(a, new RRational(scale, 1n)), how, mode), scale);
  return toInteger(rational(a.num, a.den * scale), how, mode) * scale;
}

/** frexp's 53-bit integral mantissa and exponent: f = m * 2**e. */
function decompose(f: number): { m: bigint; e: number } {
  if (f === 0) return { m: 0n, e: -53 };
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, f);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  let m = bits & 0xfffffffffffffn;
  let e: number;
  if (biased === 0) e = -1074;
  else {
    m |= 1n << 52n;
    e = biased - 1075;
  }
  // frexp normalizes a subnormal's mantissa to 53 bits
  while (m < 1n << 52n) {
    m <<= 1n;
    e -= 1;
  }
  return { m: f < 0 ? -m : m, e };
}

/**
 * Float#to_r: the double's exact value. As JRuby's RubyFloat#to_r computes it (m * 2**e), a
 * Float of 2**52 or more is an Integer (`1e20.to_r` is 100000000000000000000). A finite f only.
 */
export function floatToR(f: number): Value {
  const { m, e } = decompose(f);
  return e >= 0 ? m << BigInt(e) : rational(m, 1n << BigInt(-e));
}

/** The simplest rational in the open interval (a, b) (nurat_rationalize_internal), exactly. */
function simplestExact(a: RRational, b: RRational): RRational {
  let [p0, p1, q0, q1] = [0n, 1n, 1n, 0n];
  let c: bigint;
  for (;;) {
    c = -floorDiv(-a.num, a.den);
    if (compareExact(new RRational(c, 1n), b) < 0) break;
    const k = new RRational(c - 1n, 1n);
    [p0, p1] = [p1, (c - 1n) * p1 + p0];
    [q0, q1] = [q1, (c - 1n) * q1 + q0];
    const t = div(new RRational(1n, 1n), sub(b, k));
    b = div(new RRational(1n, 1n), sub(a, k));
    a = t;
  }
  return rational(c * p1 + p0, c * q1 + q0);
}

/** The same loop on Floats, as `x.rationalize(eps)` runs it (x - eps and x + eps are Floats there). */
function simplestFloat(a: number, b: number): RRational {
  let [p0, p1, q0, q1] = [0n, 1n, 1n, 0n];
  let c: number;
  for (;;) {
    c = Math.ceil(a);
    if (c < b) break;
    const k = c - 1;
    [p0, p1] = [p1, BigInt(k) * p1 + p0];
    [q0, q1] = [q1, BigInt(k) * q1 + q0];
    const t = 1 / (b - k);
    b = 1 / (a - k);
    a = t;
  }
  return rational(BigInt(c) * p1 + p0, BigInt(c) * q1 + q0);
}

/**
 * Float#rationalize([eps]) for a finite f (MRI 2.6's float_rationalize): the simplest rational
 * within eps, or without eps within half a unit in the last place; a negative f as -(-f)'s.
 */
export function floatRationalize(f: number, eps?: Value): Value {
  if (f < 0) {
    const r = floatRationalize(-f, eps);
    return r instanceof RRational ? new RRational(-r.num, r.den) : -(r as bigint);
  }
  if (eps === undefined) {
    const { m, e } = decompose(f);
    if (m === 0n || e >= 0) return new RRational(m << BigInt(Math.max(e, 0)), 1n);
    const den = 1n << BigInt(1 - e);
    return simplestExact(rational(2n * m - 1n, den), rational(2n * m + 1n, den));
  }
  const e = Math.abs(eps instanceof RRational ? eps.toFloat() : Number(eps));
  const [a, b] = [f - e, f + e];
  if (a === b) return floatToR(f);
  return simplestFloat(a, b);
}

/** Rational#rationalize(eps): the simplest rational within |eps| (exact eps), else itself. */
export function rationalRationalize(r: RRational, eps: RRational): RRational {
  const e = eps.num < 0n ? new RRational(-eps.num, eps.den) : eps;
  const [a, b] = [sub(r, e), add(r, e)];
  if (compareExact(a, b) === 0n) return r;
  if (r.num < 0n) {
    const s = simplestExact(new RRational(-b.num, b.den), new RRational(-a.num, a.den));
    return new RRational(-s.num, s.den);
  }
  return simplestExact(a, b);
}

const DIGITS = String.raw`\d+(?:_\d+)*`;
/** sign, integer part, fraction, exponent, denominator (read_rat in MRI's rational.c). */
const RATIONAL_TEXT = new RegExp(String.raw`^\s*([-+])?(${DIGITS})?(?:\.(${DIGITS}))?(?:[eE]([-+]?${DIGITS}))?(?:/(${DIGITS}))?`);

/** A Rational read from the start of `text`, and where it ended; null when no number starts it. */
function readRational(text: string, loc?: Loc): { value: RRational; end: number } | null {
  const m = RATIONAL_TEXT.exec(text);
  if (!m || (m[2] === undefined && m[3] === undefined)) return null;
  const plain = (s: string | undefined) => (s ?? '').replace(/_/g, '');
  const frac = plain(m[3]);
  let num = BigInt(plain(m[2]) + frac || '0');
  let den = 10n ** BigInt(frac.length);
  const exp = m[4] === undefined ? 0n : BigInt(plain(m[4]));
  if (exp > 0n) num *= 10n ** exp;
  else den *= 10n ** -exp;
  if (m[5] !== undefined) den *= BigInt(plain(m[5]));
  if (m[1] === '-') num = -num;
  return { value: rational(num, den, loc), end: m[0].length };
}

/** String#to_r: the number at the start of the string, else (0/1). */
export function stringToR(s: Buffer, loc?: Loc): RRational {
  return readRational(s.toString('latin1'), loc)?.value ?? new RRational(0n, 1n);
}

/** One argument of Kernel#Rational as a Rational (a Float exactly, a String strictly). */
function convert(v: Value, loc?: Loc): RRational {
  if (v instanceof RRational) return v;
  if (typeof v === 'bigint') return new RRational(v, 1n);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new ShellError('ARGUMENT_ERROR', Number.isNaN(v) ? 'NaN' : v > 0 ? 'Infinity' : '-Infinity', { loc, rubyClass: 'FloatDomainError' });
    const r = floatToR(v);
    return r instanceof RRational ? r : new RRational(r as bigint, 1n);
  }
  if (isString(v)) {
    const text = v.toString('latin1');
    const read = readRational(text, loc);
    if (read && /^\s*$/.test(text.slice(read.end))) return read.value;
    throw new ShellError('ARGUMENT_ERROR', `invalid value for convert(): ${JSON.stringify(text)}`, { loc });
  }
  if (v === null) throw new ShellError('TYPE_ERROR', "can't convert nil into Rational", { loc });
  // JRuby 9.3's text, without the space
  throw new ShellError('TYPE_ERROR', `no implicit conversion of${convName(v)} to Rational`, { loc });
}

/** Kernel#Rational(a, b = 1): a / b exactly, always a Rational. */
export function kernelRational(args: Value[], loc?: Loc): RRational {
  const a = convert(args[0] ?? null, loc);
  return args.length > 1 ? div(a, convert(args[1], loc), loc) : a;
}
