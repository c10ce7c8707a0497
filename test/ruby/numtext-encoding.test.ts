/**
 * String's encodings (UTF-8, and ASCII-8BIT for binary strings) and
 * `String#[]=` through the evaluator, against what Debian's JRuby 9.3.9
 * answered for the same line (`p eval(line)`).
 */
import { describe, expect, it } from 'vitest';
import { rubyLine } from '../helpers/ruby-line.js';

/** [line, JRuby 9.3.9's answer]. */
const CASES: Array<[string, string]> = [
  ["'abc'.encoding", '#<Encoding:UTF-8>'],
  ["'abc'.encoding.name", '"UTF-8"'],
  ["'abc'.b.encoding", '#<Encoding:ASCII-8BIT>'],
  ['Encoding::ASCII_8BIT == Encoding::BINARY', 'true'],
  ["'abc'.encoding == Encoding::UTF_8", 'true'],
  ["'abc'.force_encoding(Encoding::BINARY).encoding", '#<Encoding:ASCII-8BIT>'],
  ["'abc'.force_encoding('binary').encoding", '#<Encoding:ASCII-8BIT>'],
  ["'é'.force_encoding('BINARY')", '"\\xC3\\xA9"'],
  ["'é'.b.force_encoding('UTF-8')", '"é"'],
  ["'abc'.encode('ASCII-8BIT').encoding", '#<Encoding:ASCII-8BIT>'],
  ["'é'.encode('ASCII-8BIT')", '!! Encoding::UndefinedConversionError: "\\xC3\\xA9" from UTF-8 to ASCII-8BIT'],
  ["'x'.force_encoding('nope')", '!! ArgumentError: unknown encoding name - nope'],
  ['"\\xff".scrub(\'?\')', '"?"'],
  ['"a\\xffb".scrub', '"a\uFFFDb"'],
  ['"a\\xffb".scrub { |b| \'<\' + b.unpack1(\'H*\') + \'>\' }', '"a<ff>b"'],
  ['"\\xe0\\x80".scrub(\'?\')', '"??"'],
  ['"ab\\xe3\\x81".scrub(\'?\')', '"ab?"'],
  ['"\\xff".b + \'é\'', '!! Encoding::CompatibilityError: incompatible character encodings: ASCII-8BIT and UTF-8'],
  ['\'é\' + "\\xff".b', '!! Encoding::CompatibilityError: incompatible character encodings: UTF-8 and ASCII-8BIT'],
  ['\'abc\' + "\\xff".b', '"abc\\xFF"'],
  ["[7].pack('N') + 'event'", '"\\x00\\x00\\x00\\aevent"'],
  ["[9].pack('C') + [12345].pack('N')", '"\\t\\x00\\x0009"'],
  ['"\\xff".valid_encoding?', 'false'],
  ['"\\xff".b.valid_encoding?', 'true'],
  ["'é'.b.size", '2'],
  ["'é'.b.reverse", '"\\xA9\\xC3"'],
  ["'é'.b.chars", '["\\xC3", "\\xA9"]'],
  ["s = +'hello'; s[0] = 'J'; s", '"Jello"'],
  ["s = +'hello'; s[-1] = 'y'; s", '"helly"'],
  ["s = +'hello'; s[5] = '!'; s", '"hello!"'],
  ["s = +'hello'; s[6] = '!'", '!! IndexError: index 6 out of string'],
  ["s = +'hello'; s[-6] = '!'", '!! IndexError: index -6 out of string'],
  ["s = +'hello'; s[1, 2] = 'EE'; s", '"hEElo"'],
  ["s = +'hello'; s[5, 0] = 'X'; s", '"helloX"'],
  ["s = +'hello'; s[1, -1] = 'X'", '!! IndexError: negative length -1'],
  ["s = +'hello'; s[1..2] = 'ZZZ'; s", '"hZZZlo"'],
  ["s = +'hello'; s[-3..] = 'y'; s", '"hey"'],
  ["s = +'hello'; s[6..9] = '+'", '!! RangeError: 6..9 out of range'],
  ["s = +'hello'; s['ll'] = 'LL'; s", '"heLLo"'],
  ["s = +'hello'; s['zz'] = 'LL'", '!! IndexError: string not matched'],
  ["s = +'hello'; s[/l+/] = 'L'; s", '"heLo"'],
  ["s = +'hello'; s[/z/] = 'L'", '!! IndexError: regexp not matched'],
  ["s = +'hello'; s[/(e)(l)/, 2] = 'X'; s", '"heXlo"'],
  ["s = +'hello'; s[0] = 5", '!! TypeError: no implicit conversion of Integer into String'],
  ["s = +'héllo'; s[1] = 'e'; s", '"hello"'],
  ["s = 'abc'.freeze; s[0] = 'x'", "!! FrozenError: can't modify frozen String"],
  ["'abc'.unpack('B*')", '["011000010110001001100011"]'],
  ["'abc'.unpack('b*')", '["100001100100011011000110"]'],
  ["['0110000101100010'].pack('B*')", '"ab"'],
  ["['1000011'].pack('b*')", '"a"'],
  ["'abc'.unpack('B4B4')", '["0110", "0110"]'],
  ["['101'].pack('B3')", '"\\xA0"'],
  ['/a/.frozen?', 'false'],
  ['/a/.freeze.frozen?', 'true'],
  ['Time.at(1700000000.6).utc.round', '2023-11-14 22:13:21 UTC'],
  ['Time.at(1700000000.123456).utc.round(3).usec', '123000'],
  ['Time.at(1700000000, 123456.789).utc.round(4).nsec', '123500000'],
  ['String.new.encoding', '#<Encoding:ASCII-8BIT>'],
  ["String.new('é', encoding: 'BINARY')", '"\\xC3\\xA9"'],
  ["String.new('abc')", '"abc"'],
  ["b = String.new; b << 'é'; b.encoding", '#<Encoding:UTF-8>'],
  ["'hello'.byteslice(1..2)", '"el"'],
  ["'hello'.byteslice(10)", 'nil'],
  ["'héllo'.byteslice(1)", '"\\xC3"'],
  ["'hello'.getbyte(-1)", '111'],
  ["'hello'.getbyte(10)", 'nil'],
];

describe('String encodings and []= as JRuby 9.3 answers', () => {
  it.each(CASES)('%s', async (line, jruby) => {
    expect(await rubyLine(line)).toBe(jruby);
  });
});
