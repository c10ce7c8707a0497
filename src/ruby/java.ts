/**
 * The one Java class the shell's Ruby calls directly, HBase's `Bytes`
 * (`Bytes.toBytes(1)`, `Bytes.toLong(v)`), and `Bytes.toBytesBinary` of a
 * Ruby value as admin.rb calls it for split keys, with the Java exception
 * JRuby surfaces (`StringIndexOutOfBoundsException: index 4, length 4`).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { BytesIndexError, fromLongBytes, toBytesBinary, toLongBytes } from '../bytes.js';
import { type Value, isString } from './values.js';
import { rubyToS } from './coerce.js';
import { noMethod } from './raise.js';

/** `Bytes.toBytes(x)`: strings as their bytes, integers as 8-byte big-endian longs (Java's Bytes.toBytes(long)). */
export function bytesMethod(name: string, args: Value[], loc: Loc): Value {
  const a = args[0] ?? null;
  if (name === 'toBytes') {
    if (isString(a)) return a;
    if (typeof a === 'bigint') return toLongBytes(a);
    if (typeof a === 'number') {
      const b = Buffer.alloc(8);
      b.writeDoubleBE(a);
      return b;
    }
    if (typeof a === 'boolean') return Buffer.from([a ? 0xff : 0]);
  }
  if ((name === 'toString' || name === 'toStringBinary') && isString(a)) return a;
  if (name === 'toLong' && isString(a) && a.length >= 8) return fromLongBytes(a);
  if (name === 'toInt' && isString(a) && a.length >= 4) return BigInt(a.readInt32BE(0));
  throw noMethod(name, 'Java::OrgApacheHadoopHbaseUtil::Bytes:Class', loc);
}

/** `Bytes.toBytesBinary(v)`: the value's `to_s` as a Java string, `\xHH` escapes read as bytes. */
export function rubyToBytesBinary(v: Value): Buffer {
  try {
    return toBytesBinary(rubyToS(v));
  } catch (e) {
    if (e instanceof BytesIndexError) throw new ShellError('ARGUMENT_ERROR', e.message, { rubyClass: 'StringIndexOutOfBoundsException' });
    throw e;
  }
}
