/**
 * What the HBase shell's Ruby hands to Java when it builds descriptors, and
 * the Java answers: `JBoolean.valueOf`, `JInteger.valueOf`, `JLong.valueOf`
 * (NumberFormatException: `For input string: "abc"`), enum `valueOf`
 * (`No enum constant …`), `Bytes.toBytesBinary` of a Ruby value, and
 * PrettyPrinter's human-readable TTL and size parsers (HBase 2.5+).
 *
 * Pure functions; nothing here touches the engine.
 */
import { ShellError } from '../../errors.js';
import { RHash, RSymbol, type Value, inspect, isString, rubyClass, toS } from '../../shell/values.js';
import { BytesIndexError, toBytesBinary as bytesToBytesBinary } from '../../bytes.js';

const INT_MIN = -2147483648n;
const INT_MAX = 2147483647n;
const LONG_MIN = -9223372036854775808n;
const LONG_MAX = 9223372036854775807n;

/** HConstants.FOREVER (seconds). */
export const FOREVER = 2147483647;

export function illegalArgument(message: string): ShellError {
  return new ShellError('ILLEGAL_ATTRIBUTE', message, { rubyClass: 'ArgumentError' });
}

function numberFormat(message: string): ShellError {
  return new ShellError('ILLEGAL_ATTRIBUTE', message, { rubyClass: 'ArgumentError' });
}

/** Ruby's `to_s` as text (what `format('%s', x)` and string interpolation print). */
export function rubyToS(v: Value): string {
  if (v instanceof RHash || Array.isArray(v)) return inspect(v);
  if (v instanceof RSymbol) return v.name;
  return toS(v).toString('utf8');
}

/** `Boolean.valueOf`: Ruby true/false as they are; a string is true iff it equals "true" ignoring case; anything else false. */
export function jBoolean(v: Value): boolean {
  if (v === true || v === false) return v;
  if (isString(v)) return v.toString('utf8').toLowerCase() === 'true';
  return false;
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

function javaNumber(v: Value, min: bigint, max: bigint): bigint {
  if (typeof v === 'bigint') {
    if (v < min || v > max) throw numberFormat(`For input string: "${v}"`);
    return v;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return javaNumber(BigInt(Math.trunc(v)), min, max);
  if (v === null) throw numberFormat('Cannot parse null string: null');
  if (isString(v)) return parseJavaInteger(v.toString('utf8'), min, max);
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(v)} into Integer`, { rubyClass: 'TypeError' });
}

/** `JInteger.valueOf(x)`: an Integer, or a numeric string (`For input string: "abc"`). */
export function jInteger(v: Value): number {
  return Number(javaNumber(v, INT_MIN, INT_MAX));
}

/** `JLong.valueOf(x)`. */
export function jLong(v: Value): bigint {
  return javaNumber(v, LONG_MIN, LONG_MAX);
}

/** `Enum.valueOf(String)`: exact, case-sensitive; else `No enum constant <class>.<value>`. */
export function jEnum(v: Value, javaClass: string, constants: readonly string[]): string {
  const text = rubyToS(v);
  if (!constants.includes(text)) throw illegalArgument(`No enum constant ${javaClass}.${text}`);
  return text;
}

// ---------------------------------------------------------------- bytes

/** `Bytes.toBytesBinary(x)` as admin.rb calls it: the value's `to_s` as a Java string (StringIndexOutOfBoundsException as JRuby shows it). */
export function toBytesBinary(input: Value): Buffer {
  try {
    return bytesToBytesBinary(isString(input) ? input.toString('utf8') : rubyToS(input));
  } catch (e) {
    if (e instanceof BytesIndexError) throw new ShellError('ARGUMENT_ERROR', e.message, { rubyClass: 'StringIndexOutOfBoundsException' });
    throw e;
  }
}

// ---------------------------------------------------------------- PrettyPrinter (2.5+)

const INTERVAL = /^((\d+)\s*SECONDS?\s*\()?\s*((\d+)\s*DAYS?)?\s*((\d+)\s*HOURS?)?\s*((\d+)\s*MINUTES?)?\s*((\d+)\s*SECONDS?)?\s*\)?$/i;
const SIZE = /^((\d+)\s*B?\s*\()?\s*((\d+)\s*TB?)?\s*((\d+)\s*GB?)?\s*((\d+)\s*MB?)?\s*((\d+)\s*KB?)?\s*((\d+)\s*B?)?\s*\)?$/i;

function javaLongOrNull(text: string): bigint | null {
  try {
    return parseJavaInteger(text, LONG_MIN, LONG_MAX);
  } catch {
    return null;
  }
}

/**
 * PrettyPrinter.valueOf(s, TIME_INTERVAL): `FOREVER`, a number of seconds, or
 * `'1 DAY 2 HOURS 30 MINUTES 5 SECONDS'` / `'86400 SECONDS (1 DAY)'`
 * (case-insensitive). Anything unparseable is 0 (the server then rejects it).
 */
export function humanIntervalToSeconds(text: string): bigint {
  if (text.toUpperCase() === 'FOREVER') return BigInt(FOREVER);
  const plain = javaLongOrNull(text);
  if (plain !== null) return plain;
  const m = INTERVAL.exec(text);
  if (!m) return 0n;
  const [expected, days, hours, minutes, seconds] = [m[2], m[4], m[6], m[8], m[10]];
  let ttl = 0n;
  if (days !== undefined) ttl += BigInt(days) * 86400n;
  if (hours !== undefined) ttl += BigInt(hours) * 3600n;
  if (minutes !== undefined) ttl += BigInt(minutes) * 60n;
  if (seconds !== undefined) ttl += BigInt(seconds);
  if (expected !== undefined && BigInt(expected) !== ttl) {
    throw illegalArgument('Malformed TTL string: TTL values in seconds and human readableformat do not match');
  }
  return ttl;
}

/** PrettyPrinter.valueOf(s, BYTE): a number of bytes or `'64KB'`, `'1 MB'`, `'65536 B (64KB)'`. Unparseable is 0. */
export function humanSizeToBytes(text: string): bigint {
  const plain = javaLongOrNull(text);
  if (plain !== null) return plain;
  const m = SIZE.exec(text);
  if (!m) return 0n;
  const [expected, tb, gb, mb, kb, b] = [m[2], m[4], m[6], m[8], m[10], m[12]];
  let size = 0n;
  if (tb !== undefined) size += BigInt(tb) * 1024n ** 4n;
  if (gb !== undefined) size += BigInt(gb) * 1024n ** 3n;
  if (mb !== undefined) size += BigInt(mb) * 1024n ** 2n;
  if (kb !== undefined) size += BigInt(kb) * 1024n;
  if (b !== undefined) size += BigInt(b);
  if (expected !== undefined && BigInt(expected) !== size) {
    throw illegalArgument('Malformed size string: values in byte and human readableformat do not match');
  }
  return size;
}

/** `setTimeToLive(int)` / `setTimeToLive(String)` as JRuby dispatches them. */
export function ttlSeconds(v: Value): number {
  if (isString(v)) {
    const secs = humanIntervalToSeconds(v.toString('utf8'));
    return jInteger(Buffer.from(String(secs)));
  }
  return jInteger(v);
}

/** `setBlocksize(int)` / `setBlocksize(String)`. */
export function blockSize(v: Value): number {
  if (isString(v)) return jInteger(Buffer.from(String(humanSizeToBytes(v.toString('utf8')))));
  return jInteger(v);
}

/** `setMaxFileSize(long)` / `setMaxFileSize(String)` (and MEMSTORE_FLUSHSIZE). */
export function longSize(v: Value): bigint {
  if (isString(v)) return jLong(Buffer.from(String(humanSizeToBytes(v.toString('utf8')))));
  return jLong(v);
}
