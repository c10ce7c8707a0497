/**
 * The one Java class the shell's Ruby calls directly, HBase's `Bytes`
 * (`Bytes.toBytes(1)`, `Bytes.toLong(v)`), and `Bytes.toBytesBinary` of a
 * Ruby value as admin.rb calls it for split keys, with the Java exception
 * JRuby surfaces (`StringIndexOutOfBoundsException: index 4, length 4`).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { BytesIndexError, fromLongBytes, toBytesBinary, toLongBytes } from '../bytes.js';
import { JavaObject, type Value, isString, rubyClass } from './values.js';
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

/**
 * JRuby's `String#to_java_bytes`: a Java byte[] (ArrayJavaProxy), its
 * elements Java's signed bytes (`#<Java::byte[2]: [-1, -128]>`), Enumerable
 * and indexable as a collection; its `to_s` is the bytes as a String.
 */
export function toJavaBytes(s: Buffer): JavaObject {
  const items = [...new Int8Array(s.buffer, s.byteOffset, s.length)].map((b) => BigInt(b));
  return new JavaObject(`byte[${s.length}]`, '', s.toString('latin1'), items);
}

/** `String.from_java_bytes(b)`: a byte[]'s bytes as a binary String; anything else TypeError, as JRuby's JavaUtil. */
export function fromJavaBytes(v: Value, loc: Loc): Buffer {
  if (v instanceof JavaObject && v.items && /^byte\[\d+\]$/.test(v.javaClass)) return Buffer.from(v.items.map((b) => Number(b) & 0xff));
  const cls = v instanceof JavaObject ? v.proxyClass : rubyClass(v);
  throw new ShellError('TYPE_ERROR', `wrong argument type ${cls} (expected byte[])`, { loc });
}
