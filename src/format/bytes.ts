/**
 * The static `org.apache.hadoop.hbase.util.Bytes` methods a get/scan column
 * converter may name (`'f:q:toInt'`, table.rb's `convert`), returning the text the
 * shell prints for the Java result (`"#{result}"` in Ruby). The Bytes
 * helpers themselves (`toStringBinary`, …) are in src/bytes.ts.
 */
import { ShellError } from '../errors.js';
import { fromLongBytes, toStringBinary, toUtf8String } from '../bytes.js';

/** `Bytes.toHex`: lower-case hex of every byte. */
export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('hex');
}

// ---------------------------------------------------------------- Java numbers

function illegalArgument(message: string): ShellError {
  return new ShellError('ARGUMENT_ERROR', message);
}

/** `Bytes.explainWrongLengthOrOffset` for a read of `length` bytes at offset 0. */
function checkCapacity(bytes: Uint8Array, length: number): void {
  if (length > bytes.length) {
    throw illegalArgument(`offset (0) + length (${length}) exceed the capacity of the array: ${bytes.length}`);
  }
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
}

/** `Bytes.toInt`: the first 4 bytes, big-endian, signed. */
export function bytesToInt(bytes: Uint8Array): number {
  checkCapacity(bytes, 4);
  return view(bytes).getInt32(0);
}

/** `Bytes.toLong`: the first 8 bytes, big-endian, signed. */
export function bytesToLong(bytes: Uint8Array): bigint {
  checkCapacity(bytes, 8);
  return fromLongBytes(bytes);
}

/** `Bytes.toShort`: the first 2 bytes, big-endian, signed. */
export function bytesToShort(bytes: Uint8Array): number {
  checkCapacity(bytes, 2);
  return view(bytes).getInt16(0);
}

/** `Bytes.toFloat`: `Float.intBitsToFloat(toInt(b))` (widened to a Ruby Float, a double). */
export function bytesToFloat(bytes: Uint8Array): number {
  checkCapacity(bytes, 4);
  return view(bytes).getFloat32(0);
}

/** `Bytes.toDouble`: `Double.longBitsToDouble(toLong(b))`. */
export function bytesToDouble(bytes: Uint8Array): number {
  checkCapacity(bytes, 8);
  return view(bytes).getFloat64(0);
}

/** `Bytes.toBoolean`: exactly one byte, true unless 0. */
export function bytesToBoolean(bytes: Uint8Array): boolean {
  if (bytes.length !== 1) throw illegalArgument(`Array has wrong size: ${bytes.length}`);
  return bytes[0] !== 0;
}

/**
 * Ruby's `Float#to_s`: the shortest round-tripping digits, fixed notation
 * for decimal exponents -4 < e <= 16 (`100.0`, `0.0001`), else `1.0e+16`,
 * `1.0e-05`; `NaN`, `Infinity`, `-Infinity`, `-0.0`.
 */
export function rubyFloatToS(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Infinity';
  if (x === -Infinity) return '-Infinity';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const [mantissa, exp] = Math.abs(x).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const decpt = Number(exp) + 1; // digits are 0.d1d2… × 10^decpt
  let body: string;
  if (decpt > 0 && decpt <= 16) {
    if (digits.length <= decpt) body = digits + '0'.repeat(decpt - digits.length) + '.0';
    else body = digits.slice(0, decpt) + '.' + digits.slice(decpt);
  } else if (decpt <= 0 && decpt > -4) {
    body = '0.' + '0'.repeat(-decpt) + digits;
  } else {
    const e = decpt - 1;
    const abs = String(Math.abs(e)).padStart(2, '0');
    body = `${digits[0]}.${digits.length > 1 ? digits.slice(1) : '0'}e${e < 0 ? '-' : '+'}${abs}`;
  }
  return sign + body;
}

/** Java `BigDecimal.toString()` of unscaled × 10^-scale. */
export function javaBigDecimalToString(unscaled: bigint, scale: number): string {
  const negative = unscaled < 0n;
  const coeff = (negative ? -unscaled : unscaled).toString();
  const sign = negative ? '-' : '';
  if (scale === 0) return sign + coeff;
  const adjusted = -scale + (coeff.length - 1);
  if (scale > 0 && adjusted >= -6) {
    const point = coeff.length - scale;
    if (point > 0) return `${sign}${coeff.slice(0, point)}.${coeff.slice(point)}`;
    return `${sign}0.${'0'.repeat(-point)}${coeff}`;
  }
  const mant = coeff.length > 1 ? `${coeff[0]}.${coeff.slice(1)}` : coeff;
  return `${sign}${mant}E${adjusted >= 0 ? '+' : ''}${adjusted}`;
}

/** `Bytes.toBigDecimal`: a 4-byte scale then a two's-complement BigInteger; null (Ruby nil) when under 5 bytes. */
export function bytesToBigDecimal(bytes: Uint8Array): string | null {
  if (bytes.length < 5) return null;
  const scale = view(bytes).getInt32(0);
  let unscaled = 0n;
  for (let i = 4; i < bytes.length; i++) unscaled = (unscaled << 8n) | BigInt(bytes[i]);
  const bits = BigInt((bytes.length - 4) * 8);
  if (bytes[4] & 0x80) unscaled -= 1n << bits;
  return javaBigDecimalToString(unscaled, scale);
}

/**
 * Calls the static `Bytes.<method>(byte[])` on a value and returns what the
 * shell prints for the result (`"#{result}"`): Integers in decimal, Floats
 * as Ruby prints them, booleans `true`/`false`, nil as the empty string.
 * Java's IllegalArgumentException (short arrays) is ShellError ARGUMENT_ERROR
 * with Java's text.
 */
export function convertBytes(method: string, bytes: Uint8Array): string {
  switch (method) {
    case 'toStringBinary':
      return toStringBinary(bytes);
    case 'toString':
      return toUtf8String(bytes);
    case 'toHex':
      return toHex(bytes);
    case 'toInt':
      return String(bytesToInt(bytes));
    case 'toLong':
      return String(bytesToLong(bytes));
    case 'toShort':
      return String(bytesToShort(bytes));
    case 'toFloat':
      return rubyFloatToS(bytesToFloat(bytes));
    case 'toDouble':
      return rubyFloatToS(bytesToDouble(bytes));
    case 'toBoolean':
      return String(bytesToBoolean(bytes));
    case 'toBigDecimal':
      return bytesToBigDecimal(bytes) ?? '';
    case 'len':
      return String(bytes.length);
    default:
      throw new ShellError('NAME_ERROR', `undefined method \`${method}' for class \`org.apache.hadoop.hbase.util.Bytes'`, {
        rubyClass: 'NameError',
      });
  }
}
