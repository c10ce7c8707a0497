/**
 * Integer and Float as JRuby 9.3 prints them: each row is the Ruby
 * expression, the same call here, and what `p` of it prints in JRuby 9.3.9
 * (or `Class: message` of what it raises).
 */
import { describe, expect, it } from 'vitest';
import { floatMethodAsync, integerClassMethod, integerMethod } from '../../src/ruby/numeric.js';
import { floatToS, inspect } from '../../src/ruby/inspect.js';
import { RHash, RSymbol, type Value, str } from '../../src/ruby/values.js';
import { ShellError } from '../../src/errors.js';
import { REnumerator } from '../../src/ruby/enumerator.js';

const loc = { line: 1, col: 1, offset: 0 };
const i = (n: bigint, name: string, ...args: Value[]) => () => integerMethod(n, name, args, null, loc);
const f = (x: number, name: string, ...args: Value[]) => () => floatMethodAsync(x, name, args, null, loc);
const half = (mode: string) => new RHash([[new RSymbol('half'), new RSymbol(mode)]]);
const p = (x: number) => () => str(floatToS(x));

async function outcome(run: () => Value | undefined | Promise<Value | undefined>): Promise<string> {
  try {
    const v = await run();
    return v === undefined ? 'undefined' : inspect(v);
  } catch (e) {
    if (e instanceof ShellError) return `${e.rubyClass}: ${e.message}`;
    throw e;
  }
}

const rows: Array<[string, () => Value | undefined | Promise<Value | undefined>, string]> = [
  ['1e20.to_s', p(1e20), '"1.0e+20"'],
  ['1e16.to_s', p(1e16), '"10000000000000000.0"'],
  ['1e17.to_s', p(1e17), '"100000000000000000.0"'],
  ['1e18.to_s', p(1e18), '"1000000000000000000.0"'],
  ['1e19.to_s', p(1e19), '"1.0e+19"'],
  ['1.5e19.to_s', p(1.5e19), '"1.5e+19"'],
  ['12345678901234567890.0.to_s', p(Number('12345678901234567890')), '"1.23456789012346e+19"'],
  ['99999999999999990000.0.to_s', p(Number('99999999999999990000')), '"1.0e+20"'],
  ['9223372036854774784.0.to_s', p(2 ** 63 - 1024), '"9223372036854774800.0"'],
  ['(2.0**60).to_s', p(2 ** 60), '"1152921504606846980.0"'],
  ['9007199254740993.0.to_s', p(9007199254740992), '"9007199254740992.0"'],
  ['2.5e-5.to_s', p(2.5e-5), '"2.5e-05"'],
  ['0.0001.to_s', p(0.0001), '"0.0001"'],
  ['0.00012.to_s', p(0.00012), '"0.00012"'],
  ['1e-5.to_s', p(1e-5), '"1.0e-05"'],
  ['-0.0.to_s', p(-0), '"-0.0"'],
  ['(1.0/0).to_s', p(Infinity), '"Infinity"'],
  ['(-1.0/0).to_s', p(-Infinity), '"-Infinity"'],
  ['(0.0/0).to_s', p(NaN), '"NaN"'],
  ['1e100.to_s', p(1e100), '"1.0e+100"'],
  ['1.7976931348623157e308.to_s', p(Number.MAX_VALUE), '"1.7976931348623157e+308"'],
  ['(0.1+0.2).to_s', p(0.1 + 0.2), '"0.30000000000000004"'],
  ['100.0.to_s', p(100), '"100.0"'],
  ['1.23456789e-7.to_s', p(1.23456789e-7), '"1.23456789e-07"'],
  ['1.2345678901234567e25.to_s', p(1.2345678901234566e25), '"1.2345678901234566e+25"'],
  ['1.23456.floor(2)', f(1.23456, 'floor', 2n), '1.23'],
  ['1234.5678.round(-2)', f(1234.5678, 'round', -2n), '1200'],
  ['[2.5.round, 3.5.round, -2.5.round, 0.5.round, 1.5.round, -1.5.round]', async () => [await f(2.5, 'round')(), await f(3.5, 'round')(), await f(-2.5, 'round')(), await f(0.5, 'round')(), await f(1.5, 'round')(), await f(-1.5, 'round')()] as Value, '[3, 4, -3, 1, 2, -2]'],
  ['2.5.round(half: :even)', f(2.5, 'round', half('even')), '2'],
  ['2.5.round(half: :down)', f(2.5, 'round', half('down')), '2'],
  ['2.5.round(half: :up)', f(2.5, 'round', half('up')), '3'],
  ['2.5.round(half: :foo)', f(2.5, 'round', half('foo')), 'ArgumentError: invalid rounding mode: foo'],
  ['1.15.round(1)', f(1.15, 'round', 1n), '1.2'],
  ['1.25.round(1)', f(1.25, 'round', 1n), '1.3'],
  ['2.675.round(2)', f(2.675, 'round', 2n), '2.68'],
  ['12.34.round(1, half: :even)', f(12.34, 'round', 1n, half('even')), '12.3'],
  ['1234.5678.floor(-2)', f(1234.5678, 'floor', -2n), '1200'],
  ['1234.5678.ceil(-2)', f(1234.5678, 'ceil', -2n), '1300'],
  ['1.23456.ceil(2)', f(1.23456, 'ceil', 2n), '1.24'],
  ['291.4.floor(1)', f(291.4, 'floor', 1n), '291.4'],
  ['1.5.truncate', f(1.5, 'truncate'), '1'],
  ['-1.23456.truncate(2)', f(-1.23456, 'truncate', 2n), '-1.23'],
  ['1234.5.round(-5)', f(1234.5, 'round', -5n), '0'],
  ['12.0.round(2)', f(12.0, 'round', 2n), '12.0'],
  ['1e20.round(2)', f(1e20, 'round', 2n), '1.0e+20'],
  ['0.1.round(20)', f(0.1, 'round', 20n), '0.1'],
  ['1.5.floor(-1)', f(1.5, 'floor', -1n), '0'],
  ['15.5.ceil(-1)', f(15.5, 'ceil', -1n), '20'],
  ['3.7.floor(-1)', f(3.7, 'floor', -1n), '0'],
  ['-0.0.round', f(-0, 'round'), '0'],
  ['(0.0/0).to_i', f(NaN, 'to_i'), 'FloatDomainError: NaN'],
  ['(1.0/0).round', f(Infinity, 'round'), 'FloatDomainError: Infinity'],
  ['(1.0/0).floor(2)', f(Infinity, 'floor', 2n), 'Infinity'],
  ['(0.0/0).round(2)', f(NaN, 'round', 2n), 'NaN'],
  ['[25.round(-1, half: :even), 35.round(-1, half: :down), 15.round(-1), -15.round(-1)]', async () => [await i(25n, 'round', -1n, half('even'))(), await i(35n, 'round', -1n, half('down'))(), await i(15n, 'round', -1n)(), await i(-15n, 'round', -1n)()] as Value, '[20, 30, 20, -20]'],
  ['[1234.floor(-2), -1234.floor(-2), 1234.ceil(-2), -1234.truncate(-2), 5.round(-5)]', async () => [await i(1234n, 'floor', -2n)(), await i(-1234n, 'floor', -2n)(), await i(1234n, 'ceil', -2n)(), await i(-1234n, 'truncate', -2n)(), await i(5n, 'round', -5n)()] as Value, '[1200, -1300, 1300, -1200, 0]'],
  ['7.0.divmod(2)', f(7.0, 'divmod', 2n), '[3, 1.0]'],
  ['-7.0.divmod(2)', f(-7.0, 'divmod', 2n), '[-4, 1.0]'],
  ['7.0.divmod(-2)', f(7.0, 'divmod', -2n), '[-4, -1.0]'],
  ['7.5 % -2', f(7.5, '%', -2n), '-0.5'],
  ['-7 % 3', i(-7n, '%', 3n), '2'],
  ['7.remainder(-3)', i(7n, 'remainder', -3n), '1'],
  ['-7.remainder(3)', i(-7n, 'remainder', 3n), '-1'],
  ['7.remainder(2.5)', i(7n, 'remainder', 2.5), '2.0'],
  ['-7.5.remainder(2)', f(-7.5, 'remainder', 2n), '-1.5'],
  ['7.fdiv(2)', i(7n, 'fdiv', 2n), '3.5'],
  ['5.fdiv(0)', i(5n, 'fdiv', 0n), 'Infinity'],
  ['10.divmod(3)', i(10n, 'divmod', 3n), '[3, 1]'],
  ['-10.divmod(3)', i(-10n, 'divmod', 3n), '[-4, 2]'],
  ['10.divmod(3.0)', i(10n, 'divmod', 3.0), '[3, 1.0]'],
  ['10.div(3.0)', i(10n, 'div', 3.0), '3'],
  ['7.div(-2)', i(7n, 'div', -2n), '-4'],
  ['-7.0.div(2)', f(-7.0, 'div', 2n), '-4'],
  ['7.modulo(-2)', i(7n, 'modulo', -2n), '-1'],
  ['10.0 / 3', f(10.0, '/', 3n), '3.3333333333333335'],
  ['-7 / 2', i(-7n, '/', 2n), '-4'],
  ['1 / 0', i(1n, '/', 0n), 'ZeroDivisionError: divided by 0'],
  ['1 % 0', i(1n, '%', 0n), 'ZeroDivisionError: divided by 0'],
  ['1.divmod(0)', i(1n, 'divmod', 0n), 'ZeroDivisionError: divided by 0'],
  ['1.0.divmod(0)', f(1.0, 'divmod', 0n), 'ZeroDivisionError: divided by 0'],
  ['1.0 % 0', f(1.0, '%', 0n), 'ZeroDivisionError: divided by 0'],
  ['1 % 0.0', i(1n, '%', 0.0), 'ZeroDivisionError: divided by 0'],
  ['5.0.div(0)', f(5.0, 'div', 0n), 'ZeroDivisionError: divided by 0'],
  ['1.0 / 0', f(1.0, '/', 0n), 'Infinity'],
  ['1 / 0.0', i(1n, '/', 0.0), 'Infinity'],
  ['2 ** 100', i(2n, '**', 100n), '1267650600228229401496703205376'],
  ['2 ** 0.5', i(2n, '**', 0.5), '1.4142135623730951'],
  ['4 ** 0.5', i(4n, '**', 0.5), '2.0'],
  ['2.0 ** 3', f(2.0, '**', 3n), '8.0'],
  ['0 ** -1', i(0n, '**', -1n), 'ZeroDivisionError: divided by 0'],
  ['3.pow(2, -7)', i(3n, 'pow', 2n, -7n), '-5'],
  ['3.pow(100, 7)', i(3n, 'pow', 100n, 7n), '4'],
  ['2.pow(10, 1000)', i(2n, 'pow', 10n, 1000n), '24'],
  ['-3.pow(3, 5)', i(-3n, 'pow', 3n, 5n), '3'],
  ['3.pow(-1, 7)', i(3n, 'pow', -1n, 7n), 'RangeError: Integer#pow() 1st argument cannot be negative when 2nd argument specified'],
  ['[5 & 3, 5 | 3, 5 ^ 3, ~5]', async () => [await i(5n, '&', 3n)(), await i(5n, '|', 3n)(), await i(5n, '^', 3n)(), await i(5n, '~')()] as Value, '[1, 7, 6, -6]'],
  ['[1 << 70, -1 >> 3, 5 << 1.5, 1 << -1, 8 >> -1]', async () => [await i(1n, '<<', 70n)(), await i(-1n, '>>', 3n)(), await i(5n, '<<', 1.5)(), await i(1n, '<<', -1n)(), await i(8n, '>>', -1n)()] as Value, '[1180591620717411303424, -1, 10, 0, 16]'],
  ['[5[0], 5[1], 5[-1], -5[100]]', async () => [await i(5n, '[]', 0n)(), await i(5n, '[]', 1n)(), await i(5n, '[]', -1n)(), await i(-5n, '[]', 100n)()] as Value, '[1, 0, 0, 1]'],
  ['5 & 3.0', i(5n, '&', 3.0), 'TypeError: 3.0 can\'t be coerced into Integer'],
  ['5.0 & 1', f(5.0, '&', 1n), 'NoMethodError: undefined method `&\' for 5.0:Float'],
  ['[255.bit_length, -1.bit_length, (2**64).bit_length, (-2**64).bit_length, 0.bit_length]', async () => [await i(255n, 'bit_length')(), await i(-1n, 'bit_length')(), await i(2n ** 64n, 'bit_length')(), await i(-(2n ** 64n), 'bit_length')(), await i(0n, 'bit_length')()] as Value, '[8, 0, 65, 64, 0]'],
  ['1234.digits', i(1234n, 'digits'), '[4, 3, 2, 1]'],
  ['1234.digits(100)', i(1234n, 'digits', 100n), '[34, 12]'],
  ['0.digits', i(0n, 'digits'), '[0]'],
  ['-1234.digits', i(-1234n, 'digits'), 'Math::DomainError: Numerical argument is out of domain - "out of domain"'],
  ['10.digits(1)', i(10n, 'digits', 1n), 'ArgumentError: invalid radix: 1'],
  ['[12.gcd(18), 12.lcm(18), -12.gcd(18), 6.lcm(4), 5.gcdlcm(3)]', async () => [await i(12n, 'gcd', 18n)(), await i(12n, 'lcm', 18n)(), await i(-12n, 'gcd', 18n)(), await i(6n, 'lcm', 4n)(), await i(5n, 'gcdlcm', 3n)()] as Value, '[6, 36, 6, 12, [1, 15]]'],
  ['[65.chr, 255.to_s(2), 255.to_s(16), 10.pred, 5.succ]', async () => [await i(65n, 'chr')(), await i(255n, 'to_s', 2n)(), await i(255n, 'to_s', 16n)(), await i(10n, 'pred')(), await i(5n, 'succ')()] as Value, '["A", "11111111", "ff", 9, 6]'],
  ['300.chr', i(300n, 'chr'), 'RangeError: 300 out of char range'],
  ['-1.chr', i(-1n, 'chr'), 'RangeError: -1 out of char range'],
  ['0x3042.chr("UTF-8")', i(0x3042n, 'chr', str('UTF-8')), '"あ"'],
  ['255.to_s(1)', i(255n, 'to_s', 1n), 'ArgumentError: illegal radix 1'],
  ['255.to_s(37)', i(255n, 'to_s', 37n), 'ArgumentError: illegal radix 37'],
  ['Integer.sqrt(26)', () => integerClassMethod('sqrt', [26n], loc), '5'],
  ['Integer.sqrt(10**20)', () => integerClassMethod('sqrt', [10n ** 20n], loc), '10000000000'],
  ['Integer.sqrt(2.5)', () => integerClassMethod('sqrt', [2.5], loc), '1'],
  ['Integer.sqrt(-1)', () => integerClassMethod('sqrt', [-1n], loc), 'Math::DomainError: Numerical argument is out of domain - "Numerical argument is out of domain - isqrt"'],
  ['5.clamp(1, 3)', i(5n, 'clamp', 1n, 3n), '3'],
  ['10.clamp(20, 1)', i(10n, 'clamp', 20n, 1n), 'ArgumentError: min argument must be smaller than max argument'],
  ['1.coerce(2.5)', i(1n, 'coerce', 2.5), '[2.5, 1.0]'],
  ['1.5.coerce(2)', f(1.5, 'coerce', 2n), '[2.0, 1.5]'],
  ['1.coerce(nil)', i(1n, 'coerce', null), 'TypeError: can\'t convert nil into Float'],
  ['[3.zero?, 0.zero?, 3.positive?, -3.negative?, 4.even?, 3.odd?]', async () => [await i(3n, 'zero?')(), await i(0n, 'zero?')(), await i(3n, 'positive?')(), await i(-3n, 'negative?')(), await i(4n, 'even?')(), await i(3n, 'odd?')()] as Value, '[false, true, true, true, true, true]'],
  ['[5.between?(1, 5), 1.5.between?(1, 2), 3.between?(4, 5)]', async () => [await i(5n, 'between?', 1n, 5n)(), await f(1.5, 'between?', 1n, 2n)(), await i(3n, 'between?', 4n, 5n)()] as Value, '[true, true, false]'],
  ['[1 == 1.0, 1.eql?(1.0), 1.0.eql?(1.0), 1 === 1.0, 1 <=> 2.5, 1.0 <=> nil]', async () => [await i(1n, '==', 1.0)(), await i(1n, 'eql?', 1.0)(), await f(1.0, 'eql?', 1.0)(), await i(1n, '===', 1.0)(), await i(1n, '<=>', 2.5)(), await f(1.0, '<=>', null)()] as Value, '[true, false, true, true, -1, nil]'],
  ['3 < "a"', i(3n, '<', str('a')), 'ArgumentError: comparison of Integer with String failed'],
  ['3 + "a"', i(3n, '+', str('a')), 'TypeError: String can\'t be coerced into Integer'],
  ['3 + nil', i(3n, '+', null), 'TypeError: nil can\'t be coerced into Integer'],
  ['3.0 * "a"', f(3.0, '*', str('a')), 'TypeError: String can\'t be coerced into Float'],
  ['[1.0.nan?, (0.0/0).nan?, (1.0/0).infinite?, (-1.0/0).infinite?, 1.0.infinite?, 3.infinite?]', async () => [await f(1.0, 'nan?')(), await f(NaN, 'nan?')(), await f(Infinity, 'infinite?')(), await f(-Infinity, 'infinite?')(), await f(1.0, 'infinite?')(), await i(3n, 'infinite?')()] as Value, '[false, true, 1, -1, nil, nil]'],
  ['[3.integer?, 3.0.integer?, 3.0.finite?, 3.7.to_i, -3.7.to_i, 1e20.to_i]', async () => [await i(3n, 'integer?')(), await f(3.0, 'integer?')(), await f(3.0, 'finite?')(), await f(3.7, 'to_i')(), await f(-3.7, 'to_i')(), await f(1e20, 'to_i')()] as Value, '[true, false, true, 3, -3, 100000000000000000000]'],
  ['[10.0.abs, -3.abs, -0.0.abs, 1.0.next_float, 1.0.prev_float]', async () => [await f(10.0, 'abs')(), await i(-3n, 'abs')(), await f(-0, 'abs')(), await f(1.0, 'next_float')(), await f(1.0, 'prev_float')()] as Value, '[10.0, 3, 0.0, 1.0000000000000002, 0.9999999999999999]'],
  ['[1.size, (2**64).size]', async () => [await i(1n, 'size')(), await i(2n ** 64n, 'size')()] as Value, '[8, 9]'],
];

describe('Integer and Float as JRuby 9.3', () => {
  it.each(rows)('%s', async (_ruby, run, expected) => {
    expect(await outcome(run)).toBe(expected);
  });
});

describe('Integer and Float iterators', () => {
  const collect = async (run: (block: (v: Value[]) => Promise<Value>) => unknown) => {
    const seen: Value[] = [];
    await run(async (v) => {
      seen.push(v[0]);
      return null;
    });
    return inspect(seen);
  };
  it.each([
    ['3.times.to_a', (b: (v: Value[]) => Promise<Value>) => integerMethod(3n, 'times', [], b, loc), '[0, 1, 2]'],
    ['1.upto(4).to_a', (b: (v: Value[]) => Promise<Value>) => integerMethod(1n, 'upto', [4n], b, loc), '[1, 2, 3, 4]'],
    ['4.downto(2).to_a', (b: (v: Value[]) => Promise<Value>) => integerMethod(4n, 'downto', [2n], b, loc), '[4, 3, 2]'],
    ['1.step(10, 3).to_a', (b: (v: Value[]) => Promise<Value>) => integerMethod(1n, 'step', [10n, 3n], b, loc), '[1, 4, 7, 10]'],
    ['10.step(1, -4).to_a', (b: (v: Value[]) => Promise<Value>) => integerMethod(10n, 'step', [1n, -4n], b, loc), '[10, 6, 2]'],
    ['1.0.step(2.0, 0.5).to_a', (b: (v: Value[]) => Promise<Value>) => floatMethodAsync(1.0, 'step', [2.0, 0.5], b, loc), '[1.0, 1.5, 2.0]'],
    ['1.step(2, 0.3).to_a', (b: (v: Value[]) => Promise<Value>) => integerMethod(1n, 'step', [2n, 0.3], b, loc), '[1.0, 1.3, 1.6, 1.9]'],
    ['0.1.step(0.5, 0.1).to_a', (b: (v: Value[]) => Promise<Value>) => floatMethodAsync(0.1, 'step', [0.5, 0.1], b, loc), '[0.1, 0.2, 0.30000000000000004, 0.4, 0.5]'],
  ])('%s', async (_ruby, run, expected) => {
    expect(await collect(run)).toBe(expected);
  });
});

describe('blockless iterators answer Enumerators', () => {
  it.each([
    ['3.times.to_a', () => integerMethod(3n, 'times', [], null, loc), '[0, 1, 2]', '#<Enumerator: 3:times>'],
    ['1.upto(3).to_a', () => integerMethod(1n, 'upto', [3n], null, loc), '[1, 2, 3]', '#<Enumerator: 1:upto(3)>'],
    ['3.downto(1).to_a', () => integerMethod(3n, 'downto', [1n], null, loc), '[3, 2, 1]', '#<Enumerator: 3:downto(1)>'],
    // Ruby 2.6's step answers an ArithmeticSequence, `((1.step(10, 3)))`: not shown here
    ['1.step(10, 3).to_a', () => integerMethod(1n, 'step', [10n, 3n], null, loc), '[1, 4, 7, 10]', null],
  ])('%s', async (_ruby, run, items, shown) => {
    const e = await run();
    expect(e).toBeInstanceOf(REnumerator);
    expect(inspect(await (e as REnumerator).toArray())).toBe(items);
    if (shown) expect(inspect(e as REnumerator)).toBe(shown);
  });
});
