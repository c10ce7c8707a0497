/**
 * HBase's `Bytes` class as the shell's Ruby calls it: `Bytes.toBytesBinary`
 * of a Ruby value as admin.rb calls it for split keys, with the Java
 * exception JRuby surfaces (`StringIndexOutOfBoundsException: index 4, length 4`).
 */
import { ShellError } from '../errors.js';
import { BytesIndexError, toBytesBinary } from '../bytes.js';
import type { Value } from './values.js';
import { rubyToS } from './coerce.js';

/** `Bytes.toBytesBinary(v)`: the value's `to_s` as a Java string, `\xHH` escapes read as bytes. */
export function rubyToBytesBinary(v: Value): Buffer {
  try {
    return toBytesBinary(rubyToS(v));
  } catch (e) {
    if (e instanceof BytesIndexError) throw new ShellError('ARGUMENT_ERROR', e.message, { rubyClass: 'StringIndexOutOfBoundsException' });
    throw e;
  }
}
