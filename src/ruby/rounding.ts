/**
 * `round`, `floor`, `ceil` and `truncate` of Integers and Floats, with digits
 * and `half:` (MRI 2.6's float.c and numeric.c, which JRuby 9.3 ports):
 * `1.23456.floor(2)` is 1.23, `1234.5678.round(-2)` is 1200, `2.5.round` is 3,
 * `2.5.round(half: :even)` is 2.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RSymbol, type Value } from './values.js';
import { integerArg } from './coerce.js';
import { cRound, floatToInteger } from './numeric-ops.js';

export type RoundMode = 'up' | 'even' | 'down';
export type RoundingMethod = 'round' | 'floor' | 'ceil' | 'truncate';

/** `(ndigits = 0, half: :up)` from a method's arguments. */
export function roundingArgs(args: Value[], loc?: Loc): { digits: number; mode: RoundMode } {
  let mode: RoundMode = 'up';
  let rest = args;
  const last = args[args.length - 1];
  if (last instanceof RHash) {
    rest = args.slice(0, -1);
    const half = last.lookup(new RSymbol('half'));
    if (half !== undefined && half !== null) {
      const name = half instanceof RSymbol ? half.name : undefined;
      if (name !== 'up' && name !== 'even' && name !== 'down') {
        throw new ShellError('ARGUMENT_ERROR', `invalid rounding mode: ${name ?? String(half)}`, { loc });
      }
      mode = name;
    }
  }
  const digits = rest.length ? Number(integerArg(rest[0], loc)) : 0;
  return { digits, mode };
}

/** MRI's int_round_half_*, on |x| and a power of ten. */
function roundMagnitude(x: bigint, y: bigint, mode: RoundMode): bigint {
  if (mode === 'down') return ((x + y / 2n - 1n) / y) * y;
  let z = (x + y / 2n) / y;
  if (mode === 'even' && (z * y - x) * 2n === y) z &= ~1n;
  return z * y;
}

/** An Integer to `digits` (< 0) places: round by the mode, or floor, ceil, truncate. */
export function roundInteger(n: bigint, digits: number, how: RoundingMethod, mode: RoundMode = 'up'): bigint {
  if (digits >= 0) return n;
  const abs = n < 0n ? -n : n;
  // past the number's own length the answer is 0 (or ±10^k for floor/ceil away from zero)
  if (-digits > abs.toString().length + 1) {
    if (how === 'floor' && n < 0n) return -(10n ** BigInt(-digits));
    if (how === 'ceil' && n > 0n) return 10n ** BigInt(-digits);
    return 0n;
  }
  const f = 10n ** BigInt(-digits);
  switch (how) {
    case 'round':
      return n < 0n ? -roundMagnitude(abs, f, mode) : roundMagnitude(abs, f, mode);
    case 'truncate':
      return (n / f) * f;
    case 'floor':
      return n >= 0n || n % f === 0n ? (n / f) * f : (n / f - 1n) * f;
    case 'ceil':
      return n <= 0n || n % f === 0n ? (n / f) * f : (n / f + 1n) * f;
  }
}

/** MRI's float_round_overflow: so many digits that the Float is its own answer. */
function roundOverflow(digits: number, binexp: number): boolean {
  return digits >= 17 - (binexp > 0 ? Math.trunc(binexp / 4) : Math.trunc(binexp / 3) - 1);
}

/** MRI's float_round_underflow: so few digits that the answer is 0. */
function roundUnderflow(digits: number, binexp: number): boolean {
  return digits < -(binexp > 0 ? Math.trunc(binexp / 3) + 1 : Math.trunc(binexp / 4));
}

/** frexp's exponent: |x| = m × 2^e with 0.5 <= m < 1. */
function binaryExponent(x: number): number {
  return x === 0 ? 0 : Math.floor(Math.log2(Math.abs(x))) + 1;
}

function roundHalfUp(x: number, s: number): number {
  let f = cRound(x * s);
  if (s === 1) return f;
  if (x > 0) {
    if ((f + 0.5) / s <= x) f += 1;
  } else if ((f - 0.5) / s >= x) f -= 1;
  return f;
}

function roundHalfDown(x: number, s: number): number {
  let f = cRound(x * s);
  if (x > 0) {
    if ((f - 0.5) / s >= x) f -= 1;
  } else if ((f + 0.5) / s <= x) f += 1;
  return f;
}

function roundHalfEven(x: number, s: number): number {
  const xs = x * s;
  const t = Math.trunc(xs);
  if (Math.abs(xs - t) === 0.5) return t % 2 === 0 ? t : t + Math.sign(xs);
  return roundHalfUp(x, s);
}

const ROUNDERS: Record<RoundMode, (x: number, s: number) => number> = { up: roundHalfUp, down: roundHalfDown, even: roundHalfEven };

/** Float#round/floor/ceil/truncate(digits): a Float for digits > 0, else an Integer. */
export function roundFloat(x: number, digits: number, how: RoundingMethod, mode: RoundMode = 'up', loc?: Loc): Value {
  if (how === 'truncate') return x > 0 ? roundFloat(x, digits, 'floor', mode, loc) : roundFloat(x, digits, 'ceil', mode, loc);
  if (digits > 0) {
    if (!Number.isFinite(x)) return x;
    if (x === 0) return x;
    const binexp = binaryExponent(x);
    if (roundOverflow(digits, binexp)) return x;
    if (x > 0 && roundUnderflow(digits, binexp)) return 0;
    const f = 10 ** digits;
    if (how === 'round') return ROUNDERS[mode](x, f) / f;
    return (how === 'floor' ? Math.floor(x * f) : Math.ceil(x * f)) / f;
  }
  if (how === 'round') {
    if (digits < 0) return roundInteger(floatToInteger(x, loc), digits, 'round', mode);
    return floatToInteger(ROUNDERS[mode](x, 1), loc);
  }
  const whole = floatToInteger(how === 'floor' ? Math.floor(x) : Math.ceil(x), loc);
  return digits < 0 ? roundInteger(whole, digits, how) : whole;
}
