/**
 * Ruby values turned into what a command or a core method needs, each with
 * the wording JRuby (HBase 2.6's 9.3) uses when it cannot: `to_s` (as bytes
 * and as text), `to_java_bytes`, a Java long or int (as a method argument,
 * or through `Long.valueOf`/`Integer.valueOf`), an Integer Ruby compares
 * (`limit > 0`), Ruby's implicit `to_int`, and `Integer()` / `to_i`.
 * One function per conversion: where JRuby's behaviour differs by how the
 * value reaches Java, a parameter says how.
 */
import { ShellError, type SourceLocation } from '../errors.js';
import { JavaObject, RHash, RSymbol, RTime, TableRef, type Value, isSelfDescribed, isString, rubyClass, str } from './values.js';
import { floatToS, inspect } from './inspect.js';
import { convName } from './raise.js';
import { RObject } from './objects.js';
import { kernelInteger, stringToI } from './number-parse.js';

// ---------------------------------------------------------------- to_s

/** Ruby's `to_s`, as bytes: what put does to rows, qualifiers and values. */
export function toS(v: Value): Buffer {
  if (isString(v)) return v;
  if (v === null) return Buffer.alloc(0);
  if (typeof v === 'bigint' || typeof v === 'boolean') return Buffer.from(String(v), 'latin1');
  if (typeof v === 'number') return Buffer.from(floatToS(v), 'latin1');
  if (v instanceof TableRef) return str(inspect(v));
  if (v instanceof RTime) return Buffer.from(v.toS(), 'latin1');
  if (v instanceof RSymbol) return str(v.name);
  if (v instanceof JavaObject) return str(v.text);
  if (v instanceof RObject) return str(v.toS());
  if (isSelfDescribed(v)) return v.toS();
  return str(inspect(v));
}

/** Ruby's `to_s` as text (what `format('%s', x)` and string interpolation print). */
export function rubyToS(v: Value): string {
  if (v instanceof RHash || Array.isArray(v)) return inspect(v);
  if (v instanceof RSymbol) return v.name;
  return toS(v).toString('utf8');
}

/** `v.to_java_bytes`: only a String has it (STARTROW, STOPROW, ROWPREFIXFILTER). */
export function javaBytes(v: Value): Buffer {
  if (isString(v)) return v;
  throw new ShellError('NAME_ERROR', `undefined method \`to_java_bytes' for ${inspect(v)}:${rubyClass(v)}`, { rubyClass: 'NoMethodError' });
}

// ---------------------------------------------------------------- Java long and int

/**
 * How a Ruby value reaches Java:
 * - `'argument'`: passed for a `long`/`int` parameter (`Put#addColumn(…, ts, …)`,
 *   `Get#readVersions(vers)`): an Integer (a Float truncates), else TypeError
 *   `no implicit conversion of String into Integer`;
 * - `'valueOf'`: through `JLong.valueOf(x)` / `JInteger.valueOf(x)`, as admin.rb
 *   builds descriptors: an Integer or a numeric string, else Java's
 *   NumberFormatException text (`For input string: "abc"`).
 */
export type JavaConversion = 'argument' | 'valueOf';

const INT_MIN = -2147483648n;
const INT_MAX = 2147483647n;
const LONG_MIN = -9223372036854775808n;
const LONG_MAX = 9223372036854775807n;

function numberFormat(message: string): ShellError {
  return new ShellError('ILLEGAL_ATTRIBUTE', message, { rubyClass: 'ArgumentError' });
}

function noIntegerConversion(v: Value): ShellError {
  return new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(v)} into Integer`, { rubyClass: 'TypeError' });
}

/**
 * A Java long. As an argument (timestamps, amounts, TTLs), a Time is its
 * milliseconds (`Time.now`) and an Integer beyond a long fails as JRuby's
 * conversion does: RangeError ``bignum too big to convert into `long'``.
 */
export function javaLong(v: Value, how: JavaConversion = 'argument'): bigint {
  if (how === 'valueOf') return valueOf(v, LONG_MIN, LONG_MAX);
  if (typeof v === 'bigint') {
    if (v > LONG_MAX || v < LONG_MIN) {
      throw new ShellError('ARGUMENT_ERROR', "bignum too big to convert into `long'", { rubyClass: 'RangeError' });
    }
    return v;
  }
  if (typeof v === 'number') return javaLongCast(v);
  if (v instanceof RTime) return v.ms; // Time.now
  throw noIntegerConversion(v);
}

/**
 * A Float passed for a Java long: JRuby's NUMERIC_TO_LONG is RubyFloat's
 * getLongValue, Java's `(long) d`: truncated, saturated at the long's range,
 * NaN as 0 (`TTL => 1e308` is Long.MAX_VALUE, a TTL that never expires).
 */
function javaLongCast(d: number): bigint {
  if (Number.isNaN(d)) return 0n;
  if (d >= 2 ** 63) return LONG_MAX; // Long.MAX_VALUE as a double
  if (d <= -9223372036854775808) return LONG_MIN;
  return BigInt(Math.trunc(d));
}

/**
 * A Java int. As an argument (`readVersions(vers)`, and MAXLENGTH's
 * `val[0, maxlength]`), the Integer as it is.
 */
export function javaInt(v: Value, how: JavaConversion = 'argument'): number {
  if (how === 'valueOf') return Number(valueOf(v, INT_MIN, INT_MAX));
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' && Number.isFinite(v)) return Math.trunc(v);
  throw noIntegerConversion(v);
}

/** `JLong.valueOf(x)` / `JInteger.valueOf(x)` within [min, max]. */
function valueOf(v: Value, min: bigint, max: bigint): bigint {
  if (typeof v === 'bigint') {
    if (v < min || v > max) throw numberFormat(`For input string: "${v}"`);
    return v;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return valueOf(BigInt(Math.trunc(v)), min, max);
  if (v === null) throw numberFormat('Cannot parse null string: null');
  if (isString(v)) return parseJavaInteger(v.toString('utf8'), min, max);
  throw noIntegerConversion(v);
}

/** Java's Integer.parseInt / Long.parseLong on a string (optional sign, ASCII or Unicode decimal digits). */
function parseJavaInteger(text: string, min: bigint, max: bigint): bigint {
  const m = /^([+-]?)(\p{Nd}+)$/u.exec(text);
  if (!m) throw numberFormat(`For input string: "${text}"`);
  let digits = '';
  for (const ch of m[2]) digits += String(decimalDigitValue(ch.codePointAt(0)!));
  const n = BigInt(m[1] === '-' ? `-${digits}` : digits);
  if (n < min || n > max) throw numberFormat(`For input string: "${text}"`);
  return n;
}

function decimalDigitValue(cp: number): number {
  // Every Unicode Nd block is a run of ten consecutive code points starting at a "zero".
  for (let zero = cp; zero > cp - 10; zero--) {
    const prev = String.fromCodePoint(zero - 1);
    if (!/\p{Nd}/u.test(prev)) return cp - zero;
  }
  return (cp - 0x30) % 10;
}

/** `Long.parseLong(text)`, or null where Java throws NumberFormatException. */
export function parseJavaLong(text: string): bigint | null {
  try {
    return parseJavaInteger(text, LONG_MIN, LONG_MAX);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- Ruby integers

/**
 * An option value Ruby compares with an Integer (`limit > 0`, `versions > 1`,
 * `cache > 0`, `list.size >= cache` …), failing as Ruby's comparison does:
 * `comparison of String with 0 failed` (a String or Symbol on the left),
 * `comparison of Integer with String failed` (on the right),
 * ``undefined method `>' for true:TrueClass``, and a Hash's own `>` refusing
 * the Integer.
 */
export function rubyInt(v: Value, against: number | 'left' = 0, op = '>'): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' && Number.isFinite(v)) return Math.trunc(v);
  if (against === 'left') {
    const cls = v instanceof RHash ? 'Hash' : rubyClass(v);
    throw new ShellError('ARGUMENT_ERROR', `comparison of Integer with ${v === null || typeof v === 'boolean' ? inspect(v) : cls} failed`);
  }
  if (isString(v) || rubyClass(v) === 'Symbol') throw new ShellError('ARGUMENT_ERROR', `comparison of ${rubyClass(v)} with ${against} failed`);
  if (v instanceof RHash) throw new ShellError('TYPE_ERROR', 'no implicit conversion of Integer into Hash', { rubyClass: 'TypeError' });
  throw new ShellError('NAME_ERROR', `undefined method \`${op}' for ${inspect(v)}:${rubyClass(v)}`, { rubyClass: 'NoMethodError' });
}

/** Ruby's implicit `to_int` of a core method's argument (Floats truncate), else Ruby's TypeError. */
export function integerArg(v: Value, loc?: SourceLocation): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return BigInt(Math.trunc(v));
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into Integer`, { loc });
}

/** `Integer(v)` (strict: number-parse.ts's kernelInteger) or `v.to_i`. */
export function toInteger(v: Value, loc: SourceLocation, strict: boolean): bigint {
  if (v instanceof RTime) return v.ms / 1000n;
  if (strict) return kernelInteger(v, undefined, true, loc)!;
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return BigInt(Math.trunc(v));
  if (isString(v)) return stringToI(v, undefined, loc);
  if (v === null) return 0n;
  throw new ShellError('TYPE_ERROR', `can't convert ${rubyClass(v)} into Integer`, { loc });
}
