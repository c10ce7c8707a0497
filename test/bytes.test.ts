// src/bytes.ts: HBase's Bytes helpers.
import { describe, expect, it } from 'vitest';
import { BytesIndexError, compareBytes, fromLongBytes, toBytesBinary, toLongBytes, toUtf8String } from '../src/bytes.js';

describe('Bytes', () => {
  it('toBytesBinary: \\xHH upper-case only; a bogus escape drops the backslash; a cut escape is out of bounds', () => {
    expect(Buffer.from(toBytesBinary('\\x00a\\xFF'))).toEqual(Buffer.from([0, 0x61, 0xff]));
    expect(Buffer.from(toBytesBinary('\\xffz')).toString('latin1')).toBe('xffz');
    expect(Buffer.from(toBytesBinary('10'))).toEqual(Buffer.from('10'));
    expect(() => toBytesBinary('a\\x')).toThrow(new BytesIndexError(3, 3));
  });

  it('compareBytes is unsigned; a prefix sorts first', () => {
    expect(Math.sign(compareBytes(Buffer.from([0x7f]), Buffer.from([0x80])))).toBe(-1);
    expect(Math.sign(compareBytes(Buffer.from('ab'), Buffer.from('a')))).toBe(1);
    expect(compareBytes(Buffer.from('ab'), Buffer.from('ab'))).toBe(0);
  });

  it('toLongBytes / fromLongBytes: 8 bytes big-endian two\'s complement', () => {
    expect(toLongBytes(-2n)).toEqual(Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe]));
    expect(fromLongBytes(toLongBytes(0x7fffffffffffffffn))).toBe(0x7fffffffffffffffn);
  });

  it('toUtf8String: malformed input becomes U+FFFD', () => {
    expect(toUtf8String(Buffer.from([0x61, 0xff, 0x62]))).toBe('a\uFFFDb');
  });
});
