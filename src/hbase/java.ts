/**
 * What the HBase shell's Ruby hands to Java when it builds descriptors, and
 * the Java answers: `JBoolean.valueOf`, enum `valueOf` (`No enum constant …`),
 * and PrettyPrinter's human-readable TTL and size parsers (HBase 2.5+).
 * `JInteger.valueOf` / `JLong.valueOf` are src/ruby/coerce.ts's `javaInt` /
 * `javaLong` with `'valueOf'`; `Bytes.toBytesBinary` is src/ruby/java.ts's.
 *
 * Pure functions; nothing here touches the engine.
 */
import { ShellError } from '../errors.js';
import { type Value, isString } from '../ruby/values.js';
import { javaInt, javaLong, parseJavaLong, rubyToS } from '../ruby/coerce.js';

/** HConstants.FOREVER (seconds). */
export const FOREVER = 2147483647;

export function illegalArgument(message: string): ShellError {
  return new ShellError('ILLEGAL_ATTRIBUTE', message, { rubyClass: 'ArgumentError' });
}

/** `Boolean.valueOf`: Ruby true/false as they are; a string is true iff it equals "true" ignoring case; anything else false. */
export function jBoolean(v: Value): boolean {
  if (v === true || v === false) return v;
  if (isString(v)) return v.toString('utf8').toLowerCase() === 'true';
  return false;
}

/** `Enum.valueOf(String)`: exact, case-sensitive; else `No enum constant <class>.<value>`. */
export function jEnum(v: Value, javaClass: string, constants: readonly string[]): string {
  const text = rubyToS(v);
  if (!constants.includes(text)) throw illegalArgument(`No enum constant ${javaClass}.${text}`);
  return text;
}

// ---------------------------------------------------------------- PrettyPrinter (2.5+)

const INTERVAL = /^((\d+)\s*SECONDS?\s*\()?\s*((\d+)\s*DAYS?)?\s*((\d+)\s*HOURS?)?\s*((\d+)\s*MINUTES?)?\s*((\d+)\s*SECONDS?)?\s*\)?$/i;
const SIZE = /^((\d+)\s*B?\s*\()?\s*((\d+)\s*TB?)?\s*((\d+)\s*GB?)?\s*((\d+)\s*MB?)?\s*((\d+)\s*KB?)?\s*((\d+)\s*B?)?\s*\)?$/i;

/**
 * PrettyPrinter.valueOf(s, TIME_INTERVAL): `FOREVER`, a number of seconds, or
 * `'1 DAY 2 HOURS 30 MINUTES 5 SECONDS'` / `'86400 SECONDS (1 DAY)'`
 * (case-insensitive). Anything unparseable is 0 (the server then rejects it).
 */
export function humanIntervalToSeconds(text: string): bigint {
  if (text.toUpperCase() === 'FOREVER') return BigInt(FOREVER);
  const plain = parseJavaLong(text);
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
  const plain = parseJavaLong(text);
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
    return javaInt(Buffer.from(String(secs)), 'valueOf');
  }
  return javaInt(v, 'valueOf');
}

/** `setBlocksize(int)` / `setBlocksize(String)`. */
export function blockSize(v: Value): number {
  if (isString(v)) return javaInt(Buffer.from(String(humanSizeToBytes(v.toString('utf8')))), 'valueOf');
  return javaInt(v, 'valueOf');
}

/** `setMaxFileSize(long)` / `setMaxFileSize(String)` (and MEMSTORE_FLUSHSIZE). */
export function longSize(v: Value): bigint {
  if (isString(v)) return javaLong(Buffer.from(String(humanSizeToBytes(v.toString('utf8')))), 'valueOf');
  return javaLong(v, 'valueOf');
}
