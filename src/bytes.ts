/**
 * HBase's `org.apache.hadoop.hbase.util.Bytes` helpers, once, for every room:
 * `toStringBinary` (every row key, qualifier and value a scan prints goes
 * through it, so it has a fast path), `toBytesBinary`, the unsigned
 * `compareTo`/`equals`, `toBytes(long)`/`toLong`, and MD5Hash's digest.
 *
 * Imports no module of hsh's: errors are plain JavaScript ones (BytesIndexError),
 * which callers translate into the shell's wording.
 */
import type * as Crypto from 'node:crypto';
import { createRequire } from 'node:module';

const HEX_UPPER = '0123456789ABCDEF';

/** `\xHH` for every byte, printable ASCII (except `\`) as itself. */
const BYTE_TEXT: readonly string[] = Array.from({ length: 256 }, (_, b) =>
  b >= 0x20 && b <= 0x7e && b !== 0x5c ? String.fromCharCode(b) : `\\x${HEX_UPPER[b >> 4]}${HEX_UPPER[b & 15]}`,
);

/** Node's own latin1 decoder of a Buffer range (what `toString('latin1', start, end)` calls, without its argument checks). */
type Latin1Slicing = Buffer & { latin1Slice?: (start: number, end: number) => string };

function latin1(bytes: Uint8Array, start: number, end: number): string {
  // A Buffer (every cell the engine returns) decodes in place: no view is made. A scan
  // decodes three fields a cell, so the direct call is worth its guard.
  if (Buffer.isBuffer(bytes)) {
    const b = bytes as Latin1Slicing;
    return b.latin1Slice !== undefined ? b.latin1Slice(start, end) : b.toString('latin1', start, end);
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

/** The bytes as latin1 text (one char per byte): a byte string as a map key. */
export function latin1String(bytes: Uint8Array): string {
  const n = bytes.length;
  if (n > SHORT_TEXT) return latin1(bytes, 0, n);
  // a short key (a Hash key in a loop, a row key) is cheaper built in JS than through the native decoder's call
  let text = '';
  for (let i = 0; i < n; i++) text += String.fromCharCode(bytes[i]);
  return text;
}

/** Up to this many bytes latin1String builds the text itself (measured: ~95 vs ~115-140 ns for 6 bytes with a Map set). */
const SHORT_TEXT = 24;

/**
 * `Bytes.toStringBinary`: bytes 0x20–0x7E except `\` (0x5C) as ASCII, every
 * other byte as `\x` + two upper-case hex digits.
 */
export function toStringBinary(bytes: Uint8Array): string {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x20 || b > 0x7e || b === 0x5c) break;
    i++;
  }
  if (i === n) return n === 0 ? '' : latin1(bytes, 0, n);
  // Slow path: printable runs in one piece, escapes from the table.
  let out = i > 0 ? latin1(bytes, 0, i) : '';
  while (i < n) {
    const b = bytes[i];
    if (b < 0x20 || b > 0x7e || b === 0x5c) {
      out += BYTE_TEXT[b];
      i++;
      continue;
    }
    const start = i;
    while (i < n) {
      const c = bytes[i];
      if (c < 0x20 || c > 0x7e || c === 0x5c) break;
      i++;
    }
    out += i - start === 1 ? BYTE_TEXT[b] : latin1(bytes, start, i);
  }
  return out;
}

/**
 * `Bytes.toStringBinary` written as bytes into `target` from `pos` (at most
 * 4 bytes per input byte); returns the position after it. The plain scan
 * layout writes cells this way, with no string made per field.
 */
export function writeStringBinary(bytes: Uint8Array, target: Uint8Array, pos: number): number {
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b >= 0x20 && b <= 0x7e && b !== 0x5c) {
      target[pos++] = b;
    } else {
      target[pos++] = 0x5c; // \x then two upper-case hex digits
      target[pos++] = 0x78;
      target[pos++] = HEX_UPPER.charCodeAt(b >> 4);
      target[pos++] = HEX_UPPER.charCodeAt(b & 15);
    }
  }
  return pos;
}

/**
 * Java's StringIndexOutOfBoundsException from `Bytes.toBytesBinary` (a `\x`
 * or `\xH` at the very end of the string): `index 4, length 4`.
 */
export class BytesIndexError extends RangeError {
  constructor(
    readonly index: number,
    readonly length: number,
  ) {
    super(`index ${index}, length ${length}`);
    this.name = 'BytesIndexError';
  }
}

/** Bytes.isHexDigit: upper-case hex letters and digits only. */
function isHexDigit(c: string): boolean {
  return (c >= 'A' && c <= 'F') || (c >= '0' && c <= '9');
}

/**
 * `Bytes.toBytesBinary` of a Java string (UTF-16 units): `\xHH` (upper-case
 * hex only) becomes that byte; a bogus escape drops the backslash; every
 * other char contributes its low byte. Java reads both hex digits unchecked:
 * `\x` or `\xA` at the end throws (BytesIndexError).
 */
export function toBytesBinary(s: string): Buffer {
  const out = Buffer.allocUnsafe(s.length);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charAt(i);
    if (ch === '\\' && s.length > i + 1 && s.charAt(i + 1) === 'x') {
      if (i + 3 >= s.length) throw new BytesIndexError(i + 2 >= s.length ? i + 2 : i + 3, s.length);
      const h1 = s.charAt(i + 2);
      const h2 = s.charAt(i + 3);
      if (!isHexDigit(h1) || !isHexDigit(h2)) continue;
      out[n++] = parseInt(h1 + h2, 16);
      i += 3;
    } else {
      out[n++] = s.charCodeAt(i) & 0xff;
    }
  }
  // A copy: allocUnsafe may hand out a slice of a shared pool.
  return Buffer.from(out.subarray(0, n));
}

/**
 * `Bytes.compareTo`: unsigned lexicographic order of two byte ranges (each
 * from 0 to its length argument); negative, zero or positive, not only ±1.
 */
export function compareBytes(a: Uint8Array, b: Uint8Array, aLen = a.length, bLen = b.length): number {
  const n = aLen < bLen ? aLen : bLen;
  for (let i = 0; i < n; i++) {
    const d = a[i] - b[i];
    if (d !== 0) return d;
  }
  return aLen - bLen;
}

/** `Bytes.toString`: Java's `new String(bytes, UTF_8)`; malformed input becomes U+FFFD. */
export function toUtf8String(bytes: Uint8Array): string {
  if (bytes.length === 0) return '';
  if (Buffer.isBuffer(bytes)) return bytes.toString('utf8');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
}

/** `Bytes.equals`. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Marks a Ruby string as binary (ASCII-8BIT: a Java byte[]): inspect shows its bytes as `\x00`, a UTF-8 string's as `\u0000`. */
const BINARY = Symbol('ASCII-8BIT');

export function markBinary<T extends Uint8Array>(b: T): T {
  (b as T & { [BINARY]?: true })[BINARY] = true;
  return b;
}

export function isBinary(b: Uint8Array): boolean {
  return (b as Uint8Array & { [BINARY]?: true })[BINARY] === true;
}

/** `Bytes.toBytes(long)`: 8 bytes, big-endian two's complement (of the low 64 bits of `n`), a binary string. */
export function toLongBytes(n: bigint): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(BigInt.asIntN(64, n));
  return markBinary(b);
}

/** `Bytes.toLong(bytes, offset)`: 8 bytes from `offset`, big-endian, signed (a RangeError when fewer remain). */
export function fromLongBytes(bytes: Uint8Array, offset = 0): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.length).getBigInt64(offset);
}

/** The Bytes methods a column converter may name (`'f:q:toInt'`); format/bytes.ts converts with them. */
export const BYTES_CONVERTER_METHODS = [
  'toString',
  'toStringBinary',
  'toHex',
  'toInt',
  'toLong',
  'toShort',
  'toFloat',
  'toDouble',
  'toBoolean',
  'toBigDecimal',
  'len',
] as const;

/**
 * A message digest of `data` (`md5`, `sha1`, `sha256`), as HBase's MD5Hash and
 * Ruby's Digest compute them. node:crypto is loaded on first use: it costs about
 * 8 ms at start-up, and a put script or a `list` never needs it. Node caches it.
 */
export function digestOf(algorithm: string, data: Uint8Array): Buffer {
  return builtin<typeof Crypto>('node:crypto').createHash(algorithm).update(data).digest();
}

/** A Node builtin loaded when first needed, synchronously (a dynamic import has no callback in the bundle). */
export function builtin<T>(id: string): T {
  const getBuiltin = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return (getBuiltin ? getBuiltin(id) : createRequire(process.execPath)(id)) as T;
}
