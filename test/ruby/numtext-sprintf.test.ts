/**
 * `format` / `String#%` as JRuby 9.3 prints them: each row is the Ruby
 * expression, the same call here, and what `p` of it prints in JRuby 9.3.9
 * (or `Class: message` of what it raises).
 */
import { describe, expect, it } from 'vitest';
import { sprintf } from '../../src/ruby/sprintf.js';
import { RHash, RSymbol, type Value, str } from '../../src/ruby/values.js';
import { outcome } from '../helpers/ruby.js';

const loc = { line: 1, col: 1, offset: 0 };
const fmt = (f: string, ...args: Value[]) => () => sprintf(str(f), args, loc);
const named = (f: string, pairs: Record<string, Value>) => () =>
  sprintf(str(f), [new RHash(Object.entries(pairs).map(([k, v]) => [new RSymbol(k), v]))], loc);

const rows: Array<[string, () => Value, string]> = [
  ['format("%d|%i", 1, -2)', fmt('%d|%i', 1n, -2n), '"1|-2"'],
  ['format("%u", -3)', fmt('%u', -3n), '"-8446744073709551613"'],
  ['format("%5d|%-5d|%05d|%+d|% d|%+05d", 42, 42, 42, 42, 42, 42)', fmt('%5d|%-5d|%05d|%+d|% d|%+05d', 42n, 42n, 42n, 42n, 42n, 42n), '"   42|42   |00042|+42| 42|+0042"'],
  ['format("%x|%X|%o|%b|%B|%#x|%#X|%#o|%#b|%#B", 255, 255, 8, 5, 5, 255, 255, 8, 5, 5)', fmt('%x|%X|%o|%b|%B|%#x|%#X|%#o|%#b|%#B', 255n, 255n, 8n, 5n, 5n, 255n, 255n, 8n, 5n, 5n), '"ff|FF|10|101|101|0xff|0XFF|010|0b101|0B101"'],
  ['format("%x|%b|%o", -255, -5, -8)', fmt('%x|%b|%o', -255n, -5n, -8n), '"..f01|..1011|..70"'],
  ['format("%+x|% b|%08b|%.5b|%8.5x", -255, -5, 5, 5, 255)', fmt('%+x|% b|%08b|%.5b|%8.5x', -255n, -5n, 5n, 5n, 255n), '"-ff|-101|00000101|00101|   000ff"'],
  ['format("%8x|%08x|%.8x|%-8x|%#x|%#o|%#b", -1, -1, -1, -255, -255, -8, -5)', fmt('%8x|%08x|%.8x|%-8x|%#x|%#o|%#b', -1n, -1n, -1n, -255n, -255n, -8n, -5n), '"     ..f|..ffffff|..ffffff|..f01   |0x..f01|0..70|0b..1011"'],
  ['format("%x|%o|%b|%x|%X", -256, -64, -4, -16, -255)', fmt('%x|%o|%b|%x|%X', -256n, -64n, -4n, -16n, -255n), '"..f00|..700|..100|..f0|..F01"'],
  ['format("%#x|%#o|%#b|%#.3o|%#5o", 0, 0, 0, 8, 8)', fmt('%#x|%#o|%#b|%#.3o|%#5o', 0n, 0n, 0n, 8n, 8n), '"0|0|0|0010|  010"'],
  ['format("%08.3d|%-08d|%+-8d|", 5, 5, 5)', fmt('%08.3d|%-08d|%+-8d|', 5n, 5n, 5n), '"     005|00000005|+5      |"'],
  ['format("%.10d|%+.3d|% x", -42, 7, 255)', fmt('%.10d|%+.3d|% x', -42n, 7n, 255n), '"-0000000042|+007| ff"'],
  ['format("%i|%x|%x", 2**64, 2**64, -2**64)', fmt('%i|%x|%x', 2n ** 64n, 2n ** 64n, -(2n ** 64n)), '"18446744073709551616|10000000000000000|..f0000000000000000"'],
  ['format("%d|%d|%d|%d", "0x1A", "0b11", " 12 ", "1_000")', fmt('%d|%d|%d|%d', str('0x1A'), str('0b11'), str(' 12 '), str('1_000')), '"26|3|12|1000"'],
  ['format("%d|%d|%x", 3.99, -3.7, 3.5)', fmt('%d|%d|%x', 3.99, -3.7, 3.5), '"3|-3|3"'],
  ['format("%d", 1e20)', fmt('%d', 1e20), '"100000000000000000000"'],
  ['format("%d", "abc")', fmt('%d', str('abc')), 'ArgumentError: invalid value for Integer(): "abc"'],
  ['format("%d", nil)', fmt('%d', null), 'TypeError: can\'t convert nil into Integer'],
  ['format("%d", true)', fmt('%d', true), 'TypeError: no implicit conversion of true into Integer'],
  ['format("%d", [1])', fmt('%d', [1n]), 'TypeError: no implicit conversion of Array into Integer'],
  ['format("%f|%f|%f", "1.5", 3, 10**25)', fmt('%f|%f|%f', str('1.5'), 3n, 10n ** 25n), '"1.500000|3.000000|10000000000000000000000000.000000"'],
  ['format("%f", "abc")', fmt('%f', str('abc')), 'ArgumentError: invalid value for Float(): "abc"'],
  ['format("%f", nil)', fmt('%f', null), 'TypeError: can\'t convert nil into Float'],
  ['format("%f", [1])', fmt('%f', [1n]), 'TypeError: no implicit conversion of Array into Float'],
  ['format("%c|%c|%c|%c", 65, 0x3042, 256, 10)', fmt('%c|%c|%c|%c', 65n, 0x3042n, 256n, 10n), '"A|あ|Ā|\\n"'],
  ['format("%c", -1)', fmt('%c', -1n), '"\\xFF"'],
  ['format("%c", "hello")', fmt('%c', str('hello')), 'ArgumentError: %c requires a character'],
  ['format("%c", "")', fmt('%c', str('')), 'ArgumentError: %c requires a character'],
  ['format("%-5c|%3c", "x", 66)', fmt('%-5c|%3c', str('x'), 66n), '"x    |  B"'],
  ['format("%s|%10s|%-10s|%.2s|%p|%-6p|", "ab", "ab", "ab", "abc", "ab", nil)', fmt('%s|%10s|%-10s|%.2s|%p|%-6p|', str('ab'), str('ab'), str('ab'), str('abc'), str('ab'), null), '"ab|        ab|ab        |ab|\\"ab\\"|nil   |"'],
  ['format("%s|%s|%s", :sym, nil, [1, "a"])', fmt('%s|%s|%s', new RSymbol('sym'), null, [1n, str('a')]), '"sym||[1, \\"a\\"]"'],
  ['format("%.3s|%5s|", "日本語です", "日本")', fmt('%.3s|%5s|', str('日本語です'), str('日本')), '"日本語|   日本|"'],
  ['format("%10.3s|%.2p|%05s|%+s", "abcdef", "abc", "a", "b")', fmt('%10.3s|%.2p|%05s|%+s', str('abcdef'), str('abc'), str('a'), str('b')), '"       abc|\\"a|    a|b"'],
  ['format("%%|%5.1f|%-8.3e|%E|%g|%G|%g|%g", 3.14159, 3.14159, 12345.678, 0.00001234, 1e20, 100000.0, 1000000.0)', fmt('%%|%5.1f|%-8.3e|%E|%g|%G|%g|%g', 3.14159, 3.14159, 12345.678, 0.00001234, 1e20, 100000.0, 1000000.0), '"%|  3.1|3.142e+00|1.234568E+04|1.234e-05|1E+20|100000|1e+06"'],
  ['format("%.0f|%.0f|%.0f|%.0f", 0.5, 1.5, 2.5, 3.5)', fmt('%.0f|%.0f|%.0f|%.0f', 0.5, 1.5, 2.5, 3.5), '"1|2|2|4"'],
  ['format("%.2f|%.1f|%10.4f|%-10.2f|", 1.005, 0.35, Math::PI, -2.5)', fmt('%.2f|%.1f|%10.4f|%-10.2f|', 1.005, 0.35, Math.PI, -2.5), '"1.00|0.4|    3.1416|-2.50     |"'],
  ['format("%#.3g|%#g|%g|%g", 1.0, 2.5, 1e-5, 123456789.0)', fmt('%#.3g|%#g|%g|%g', 1.0, 2.5, 1e-5, 123456789.0), '"1.00|2.500000000|1e-05|1.23457e+08"'],
  ['format("%.0e|%#.0e|%.0g|%#.0f", 12345.0, 12345.0, 12345.0, 3.0)', fmt('%.0e|%#.0e|%.0g|%#.0f', 12345.0, 12345.0, 12345.0, 3.0), '"1e+04|1.e+04|1e+04|3."'],
  ['format("%e|%.1f|%f", 0, 9223372036854774784.0, 1234567891234567940.0)', fmt('%e|%.1f|%f', 0n, 2 ** 63 - 1024, 1234567891234567936), '"0.000000e+00|9223372036854774800.0|1234567891234567940.000000"'],
  ['format("%+.2e|%+g|%+f", 1.5, -2.5, 0.0)', fmt('%+.2e|%+g|%+f', 1.5, -2.5, 0.0), '"+1.50e+00|-2.5|+0.000000"'],
  ['format("%f|%e|%g", 1.0/0, -1.0/0, 0.0/0)', fmt('%f|%e|%g', Infinity, -Infinity, NaN), '"Inf|-Inf|NaN"'],
  ['format("%010f|%-10f|%+f", 1.0/0, 0.0/0, 1.0/0)', fmt('%010f|%-10f|%+f', Infinity, NaN, Infinity), '"       Inf|NaN       |+Inf"'],
  ['format("%08.3f|%+08.2f|% .3e|%05.1f%%", -3.14159, 2.5, 12.5, 99.5)', fmt('%08.3f|%+08.2f|% .3e|%05.1f%%', -3.14159, 2.5, 12.5, 99.5), '"-003.142|+0002.50| 1.250e+01|099.5%"'],
  ['format("%3$s %1$s %2$s", "a", "b", "c")', fmt('%3$s %1$s %2$s', str('a'), str('b'), str('c')), '"c a b"'],
  ['format("%<n>s and %<m>05.1f", n: "x", m: 3.14159)', named('%<n>s and %<m>05.1f', { n: str('x'), m: 3.14159 }), '"x and 003.1"'],
  ['format("%{n}-%{m}|%-5{n}|%5{n}", n: "ab", m: :two)', named('%{n}-%{m}|%-5{n}|%5{n}', { n: str('ab'), m: new RSymbol('two') }), '"ab-two|ab|ab"'],
  ['format("%<a>d %<b>x|%{c}", a: 10, b: 255, c: nil)', named('%<a>d %<b>x|%{c}', { a: 10n, b: 255n, c: null }), '"10 ff|"'],
  ['format("%*d|%-*d|%.*f|%*d|", 5, 1, 5, 2, 2, 3.14159, -5, 1)', fmt('%*d|%-*d|%.*f|%*d|', 5n, 1n, 5n, 2n, 2n, 3.14159, -5n, 1n), '"    1|2    |3.14|1    |"'],
  ['format("%*s", "a", 1)', fmt('%*s', str('a'), 1n), 'TypeError: no implicit conversion of String into Integer'],
  ['format("%d %d", 1)', fmt('%d %d', 1n), 'ArgumentError: too few arguments'],
  ['format("%s %s", "a", "b", "c")', fmt('%s %s', str('a'), str('b'), str('c')), '"a b"'],
  ['format("%y", 1)', fmt('%y', 1n), 'ArgumentError: malformed format string - %y'],
  ['format("%a", 1.0)', fmt('%a', 1.0), 'ArgumentError: malformed format string - %a'],
  ['format("%<n>s", {})', () => sprintf(str('%<n>s'), [new RHash()], loc), 'KeyError: key<n> not found'],
  ['format("%<n>s", 1)', fmt('%<n>s', 1n), 'ArgumentError: one hash required'],
  ['format("%{a}", "a" => 1)', () => sprintf(str('%{a}'), [new RHash([[str('a'), 1n]])], loc), 'KeyError: key{a} not found'],
  ['format("%<n>s %s", {n: 1})', named('%<n>s %s', { n: 1n }), 'ArgumentError: unnumbered(1) mixed with named'],
  ['format("%1$s %s", 1)', fmt('%1$s %s', 1n), 'ArgumentError: unnumbered(1) mixed with numbered'],
  ['format("%s %1$s", 1)', fmt('%s %1$s', 1n), 'ArgumentError: numbered(1) after unnumbered(1)'],
  ['format("%<a>s %1$s", {a: 1})', named('%<a>s %1$s', { a: 1n }), 'ArgumentError: numbered(1) after named'],
  ['format("%0$s", 1)', fmt('%0$s', 1n), 'ArgumentError: malformed format string - %$'],
  ['format("%2$s", 1)', fmt('%2$s', 1n), 'ArgumentError: too few arguments'],
  ['format("%", 1)', fmt('%', 1n), 'ArgumentError: incomplete format specifier; use %% (double %) instead'],
  ['format("abc%")', fmt('abc%'), 'ArgumentError: incomplete format specifier; use %% (double %) instead'],
  ['format("%5", 1)', fmt('%5', 1n), 'ArgumentError: malformed format string - %[0-9]'],
  ['format("%.")', fmt('%.'), 'ArgumentError: malformed format string - %.[0-9]'],
  ['format("%5.2%")', fmt('%5.2%'), 'ArgumentError: illegal format character - %'],
  ['format("%-5%|")', fmt('%-5%|'), 'ArgumentError: illegal format character - %'],
  ['format("%l")', fmt('%l'), 'ArgumentError: malformed format string - %l'],
  ['format("%hd", 1)', fmt('%hd', 1n), 'ArgumentError: malformed format string - %h'],
  ['format("%-+5d|", 3)', fmt('%-+5d|', 3n), '"+3   |"'],
  ['"%05.2f %s" % [3.14159, "x"]', fmt('%05.2f %s', 3.14159, str('x')), '"03.14 x"'],
  ['"%-10s|" % "name"', fmt('%-10s|', str('name')), '"name      |"'],
];

describe('sprintf as JRuby 9.3', () => {
  it.each(rows)('%s', (_ruby, run, expected) => {
    expect(outcome(run)).toBe(expected);
  });
});
