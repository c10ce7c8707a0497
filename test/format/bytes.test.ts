import { describe, expect, it } from 'vitest';
import { convertBytes, rubyFloatToS, javaBigDecimalToString, bytesToInt } from '../../src/format/bytes.js';
import { toStringBinary, toUtf8String } from '../../src/bytes.js';
import { ShellError } from '../../src/errors.js';
import { b } from './helpers.js';

/** The reference implementation, byte by byte. */
function slow(bytes: Uint8Array): string {
  let s = '';
  for (const x of bytes) s += x >= 0x20 && x <= 0x7e && x !== 0x5c ? String.fromCharCode(x) : '\\x' + x.toString(16).toUpperCase().padStart(2, '0');
  return s;
}

describe('Bytes.toStringBinary', () => {
  it('printable ASCII as is, backslash and everything else as \\xHH upper-case', () => {
    expect(toStringBinary(b(''))).toBe('');
    expect(toStringBinary(b('row1'))).toBe('row1');
    expect(toStringBinary(b('a b,c=d'))).toBe('a b,c=d');
    expect(toStringBinary(b('\\'))).toBe('\\x5C');
    expect(toStringBinary(b('\\x00'))).toBe('\\x5Cx00'); // single-quoted '\x00': Ruby keeps the backslash
    expect(toStringBinary(b('\n'))).toBe('\\x0A');
    expect(toStringBinary(b('é'))).toBe('\\xC3\\xA9');
    expect(toStringBinary(b([0, 0, 0, 0, 0, 0, 0, 1]))).toBe('\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01');
    expect(toStringBinary(b([0x7f, 0x80, 0xff, 0x1f, 0x20, 0x7e]))).toBe('\\x7F\\x80\\xFF\\x1F ~');
    expect(toStringBinary(b('⻆⻇'))).toBe('\\xE2\\xBB\\x86\\xE2\\xBB\\x87');
  });

  it('matches the byte-by-byte definition on every byte and on mixed, long and offset arrays', () => {
    const all = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    expect(toStringBinary(all)).toBe(slow(all));
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
    for (let n = 0; n < 300; n++) {
      const len = rnd() % 200;
      const bytes = Buffer.from(Array.from({ length: len }, () => (rnd() % 4 === 0 ? rnd() % 256 : 0x20 + (rnd() % 95))));
      expect(toStringBinary(bytes)).toBe(slow(bytes));
    }
    const long = Buffer.alloc(1000, 'x');
    expect(toStringBinary(long)).toBe('x'.repeat(1000));
    const parent = Buffer.from('..abc\\def..');
    expect(toStringBinary(parent.subarray(2, 9))).toBe('abc\\x5Cdef');
    expect(toStringBinary(new Uint8Array([0x41, 0x5c]))).toBe('A\\x5C');
  });
});

describe('Bytes converters (table.rb convert, as table_test.rb scans with them)', () => {
  it('toInt, toLong, toShort, len, toString, toStringBinary, toHex', () => {
    expect(convertBytes('toInt', b([0, 0, 3, 0x99]))).toBe('921');
    expect(convertBytes('toInt', b([0, 0, 4, 0]))).toBe('1024');
    expect(convertBytes('toInt', b([0, 0, 0, 0x62]))).toBe('98');
    expect(convertBytes('toInt', b([0, 0, 2, 0xc8]))).toBe('712');
    expect(convertBytes('toInt', b([0xff, 0xff, 0xff, 0xfe, 9]))).toBe('-2'); // first 4 bytes
    expect(convertBytes('len', b('1234'))).toBe('4');
    expect(convertBytes('len', b(''))).toBe('0');
    expect(convertBytes('toLong', b([0, 0, 0, 0, 0, 0, 0, 12]))).toBe('12');
    expect(convertBytes('toLong', b([0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toBe('9223372036854775807');
    expect(convertBytes('toLong', b([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]))).toBe('-1');
    expect(convertBytes('toShort', b([0x01, 0x02]))).toBe('258');
    expect(convertBytes('toString', b('⻆⻇'))).toBe('⻆⻇');
    expect(convertBytes('toStringBinary', b('⻆'))).toBe('\\xE2\\xBB\\x86');
    expect(convertBytes('toHex', b([0xab, 0x01]))).toBe('ab01');
  });

  it('toFloat, toDouble as Ruby prints a Float; toBoolean; toBigDecimal', () => {
    const f32 = Buffer.alloc(4);
    f32.writeFloatBE(1.5);
    expect(convertBytes('toFloat', f32)).toBe('1.5');
    f32.writeFloatBE(0.1);
    expect(convertBytes('toFloat', f32)).toBe('0.10000000149011612'); // widened to a double
    const f64 = Buffer.alloc(8);
    f64.writeDoubleBE(3.25);
    expect(convertBytes('toDouble', f64)).toBe('3.25');
    f64.writeDoubleBE(100);
    expect(convertBytes('toDouble', f64)).toBe('100.0');
    expect(convertBytes('toBoolean', b([1]))).toBe('true');
    expect(convertBytes('toBoolean', b([0]))).toBe('false');
    expect(() => convertBytes('toBoolean', b([1, 2]))).toThrow('Array has wrong size: 2');
    expect(convertBytes('toBigDecimal', b([0, 0, 0, 2, 0x30, 0x39]))).toBe('123.45');
    expect(convertBytes('toBigDecimal', b([0, 0, 0, 2]))).toBe(''); // nil
  });

  it("short arrays fail with Java's IllegalArgumentException text as ARGUMENT_ERROR", () => {
    for (const [method, need] of [
      ['toInt', 4],
      ['toFloat', 4],
      ['toLong', 8],
      ['toDouble', 8],
      ['toShort', 2],
    ] as const) {
      let error: unknown;
      try {
        convertBytes(method, b('1'));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ShellError);
      expect((error as ShellError).code).toBe('ARGUMENT_ERROR');
      expect((error as ShellError).message).toBe(`offset (0) + length (${need}) exceed the capacity of the array: 1`);
    }
    expect(() => bytesToInt(b(''))).toThrow('offset (0) + length (4) exceed the capacity of the array: 0');
    expect(() => convertBytes('toFoo', b('1'))).toThrow("undefined method `toFoo' for class `org.apache.hadoop.hbase.util.Bytes'");
  });

  it('Ruby Float#to_s', () => {
    expect(rubyFloatToS(1e16)).toBe('1.0e+16');
    expect(rubyFloatToS(1e15)).toBe('1000000000000000.0');
    expect(rubyFloatToS(123456789.125)).toBe('123456789.125');
    expect(rubyFloatToS(0.0001)).toBe('0.0001');
    expect(rubyFloatToS(0.00001)).toBe('1.0e-05');
    expect(rubyFloatToS(-2.5e-7)).toBe('-2.5e-07');
    expect(rubyFloatToS(1.7976931348623157e308)).toBe('1.7976931348623157e+308');
    expect(rubyFloatToS(NaN)).toBe('NaN');
    expect(rubyFloatToS(-Infinity)).toBe('-Infinity');
    expect(rubyFloatToS(-0)).toBe('-0.0');
    expect(rubyFloatToS(0)).toBe('0.0');
  });

  it('Java BigDecimal#toString', () => {
    expect(javaBigDecimalToString(12345n, 2)).toBe('123.45');
    expect(javaBigDecimalToString(-5n, 3)).toBe('-0.005');
    expect(javaBigDecimalToString(5n, 10)).toBe('5E-10');
    expect(javaBigDecimalToString(123n, -2)).toBe('1.23E+4');
    expect(javaBigDecimalToString(7n, 0)).toBe('7');
  });

  it('toString decodes UTF-8 with U+FFFD for malformed bytes', () => {
    expect(toUtf8String(b([0x68, 0xff, 0x69]))).toBe('h\uFFFDi');
  });
});
