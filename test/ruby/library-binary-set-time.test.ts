/**
 * Binary (ASCII-8BIT) strings through String's methods, String#setbyte and
 * -@, Array#slice!, Hash#rassoc, Time.parse / iso8601, Digest::MD5.new and
 * Set, through the evaluator, against what Debian's JRuby 9.3.9 answered for the same line
 * (`p eval(line)`, TZ=UTC).
 */
import { describe, expect, it } from 'vitest';
import { rubyLine } from '../helpers/ruby-line.js';

/** [line, JRuby 9.3.9's answer], by class. */
const CASES: Record<string, Array<[string, string]>> = {
  'String (binary)': [
    ['"\\xff\\x01".b[0]', '"\\xFF"'],
    ['"\\xff\\x01".b[1..].encoding', '#<Encoding:ASCII-8BIT>'],
    ['"\\xff\\x01".b.byteslice(0, 1)', '"\\xFF"'],
    ['"\\x00\\x01".b.slice(0, 1)', '"\\x00"'],
    ['"\\xff\\x01".b.split("\\x01".b)', '["\\xFF"]'],
    ['"\\xff".b.chars.map(&:encoding).uniq', '[#<Encoding:ASCII-8BIT>]'],
    ['("\\x00".b * 2)', '"\\x00\\x00"'],
    ['"\\x00".b.dup', '"\\x00"'],
    ['"\\xff\\x01".b.reverse.encoding', '#<Encoding:ASCII-8BIT>'],
    ['"a\\xffB".b.upcase', '"A\\xFFB"'],
    ['["a\\xffB".b.downcase, "a\\xffB".b.swapcase, "a\\xffB".b.capitalize]', '["a\\xFFb", "A\\xFFb", "A\\xFFb"]'],
    ['[[1].pack("N")[1..], "a"].join', '"\\x00\\x00\\x01a"'],
    ['["a", "\\xff".b].join.encoding', '#<Encoding:ASCII-8BIT>'],
    ['"ab".gsub(/b/) { 200.chr }', '"a\\xC8"'],
    ['"a\\\\x00b".gsub(/\\\\x(\\h\\h)/) { $1.hex.chr }', '"a\\u0000b"'],
    ['"ab".b.sub("a", "c").encoding', '#<Encoding:ASCII-8BIT>'],
    ['require "digest"; Digest::MD5.digest("device-17")[0, 4]', '")\\xE8k("'],
  ],
  'String#setbyte, -@, +@': [
    ['s = "abc"; [s.setbyte(-1, 356), s]', '[356, "abd"]'],
    ['k = "row1".b; k.setbyte(3, 50); k', '"row2"'],
    ['"ab".setbyte(2, 1)', '!! IndexError: index 2 out of string'],
    ['"ab".setbyte(-3, 1)', '!! IndexError: index -3 out of string'],
    ['"ab".freeze.setbyte(0, 1)', "!! FrozenError: can't modify frozen String"],
    ['["ab".getbyte(-3), "".getbyte(0)]', '[nil, nil]'],
    ['y = "x".freeze; [(-y).equal?(y), (-"q").frozen?]', '[true, true]'],
    ['s = "abc".freeze; [s.send(:+@).frozen?, "t".send(:+@).frozen?]', '[false, false]'],
  ],
  'Array#slice!': [
    ['a = [1, 2, 3, 4, 5]; [a.slice!(-2), a]', '[4, [1, 2, 3, 5]]'],
    ['a = [1, 2, 3, 4, 5]; [a.slice!(1..-2), a]', '[[2, 3, 4], [1, 5]]'],
    ['a = [1, 2, 3, 4, 5]; [a.slice!(5, 1), a]', '[[], [1, 2, 3, 4, 5]]'],
    ['a = [1, 2, 3, 4, 5]; [a.slice!(6, 1), a]', '[nil, [1, 2, 3, 4, 5]]'],
    ['a = [1, 2, 3, 4, 5]; [a.slice!(2...), a]', '[[3, 4, 5], [1, 2]]'],
    ['a = [1, 2, 3, 4, 5]; [a.slice!(-9..2), a]', '[nil, [1, 2, 3, 4, 5]]'],
    ['a = [1, 2, 3, 4, 5]; [a.slice!(3..1), a]', '[[], [1, 2, 3, 4, 5]]'],
    ['a = [1, 2, 3, 4, 5]; [a.slice!(9), a]', '[nil, [1, 2, 3, 4, 5]]'],
    ['a = [1, 2, 3, 4, 5]; [a.slice!(1, -1), a]', '[nil, [1, 2, 3, 4, 5]]'],
    ['a = [1, 2]; a.reverse_each { }.equal?(a)', 'true'],
  ],
  'Hash#rassoc': [
    ["{ 'a' => 1, 'b' => 1 }.rassoc(1)", '["a", 1]'],
    ['{ 1 => 2 }.rassoc(3)', 'nil'],
  ],
  'Time (require "time")': [
    ["Time.parse('2024-01-02 03:04:05 UTC')", '2024-01-02 03:04:05 UTC'],
    ["Time.parse('2024-05-06T07:08:09+09:00')", '2024-05-06 07:08:09 +0900'],
    ["Time.parse('2024-05-06 07:08')", '2024-05-06 07:08:00 +0000'],
    ["Time.parse('2024/05/06')", '2024-05-06 00:00:00 +0000'],
    ["Time.parse('2024-05-06T07:08:09.123Z').usec", '123000'],
    ["Time.parse('nothing')", '!! ArgumentError: no time information in "nothing"'],
    ["Time.iso8601('2024-05-06T07:08:09+02:00')", '2024-05-06 07:08:09 +0200'],
    ["Time.xmlschema('2024-05-06T07:08:09Z').utc?", 'true'],
    ["Time.iso8601('2024-05-06 07:08:09')", '!! ArgumentError: invalid date: "2024-05-06 07:08:09"'],
    ['Time.utc(2024, 1, 2, 3, 4, 5.25).iso8601(3)', '"2024-01-02T03:04:05.250Z"'],
    ["Time.new(2024, 1, 2, 3, 4, 5, '+09:00').xmlschema", '"2024-01-02T03:04:05+09:00"'],
    ['Time.at(0).iso8601', '"1970-01-01T00:00:00+00:00"'],
    ["Time.strptime('2024-01-02T03:04:05+0900', '%Y-%m-%dT%H:%M:%S%z')", '2024-01-02 03:04:05 +0900'],
    ["Time.strptime('02/Jan/2024:03:04:05 +0000', '%d/%b/%Y:%H:%M:%S %z')", '2024-01-02 03:04:05 +0000'],
    ["Time.strptime('1700000000', '%s')", '2023-11-14 22:13:20 +0000'],
    ["Time.strptime('20240102 030405', '%Y%m%d %H%M%S')", '2024-01-02 03:04:05 +0000'],
    ["Time.strptime('2024-01-02 03:04:05.123', '%Y-%m-%d %H:%M:%S.%L').usec", '123000'],
    ["Time.strptime('2024-01-02 03:04:05 UTC', '%F %T %Z')", '2024-01-02 03:04:05 UTC'],
    ["Time.strptime('x2024', '%Y')", "!! ArgumentError: invalid date or strptime format - `x2024' `%Y'"],
    ["Time.strptime('x')", '!! ArgumentError: wrong number of arguments (given 1, expected 2..3)'],
  ],
  'Digest::MD5.new': [
    ["require 'digest'; d = Digest::MD5.new; d.update('user'); d << '42'; d.hexdigest == Digest::MD5.hexdigest('user42')", 'true'],
    ["require 'digest'; d = Digest::MD5.new; d << 'a'; d.inspect", '"#<Digest::MD5: 0cc175b9c0f1b6a831c399e269772661>"'],
    ["require 'digest'; d = Digest::MD5.new; d << 'a'; d.reset; d.to_s", '"d41d8cd98f00b204e9800998ecf8427e"'],
    ["require 'digest'; d = Digest::MD5.new; d << 'a'; [d.digest.encoding, d.base64digest, d.size]", '[#<Encoding:ASCII-8BIT>, "DMF1ucDxtqgxw5niaXcmYQ==", 16]'],
    ["require 'digest'; Digest::SHA256.new.update('a').hexdigest[0, 10]", '"ca978112ca"'],
    ["require 'digest'; Digest::MD5.new.update(1)", '!! TypeError: no implicit conversion of Integer into String'],
  ],
  Set: [
    ['Set.new([1, 2]).inspect', '"#<Set: {1, 2}>"'],
    ['Set[1, 2].to_s', '"#<Set: {1, 2}>"'],
    ['s = Set.new; s << 1; s.add(1); [s.size, s.add?(1), s.include?(1), s.member?(2)]', '[1, nil, true, false]'],
    ['Set.new([1, 2]) { |x| x * 10 }.to_a', '[10, 20]'],
    ['a = Set[1, 2]; b = Set[2, 3]; [(a | b).to_a, (a & b).to_a, (a - b).to_a]', '[[1, 2, 3], [2], [1]]'],
    ['[Set[1].subset?(Set[1, 2]), Set[1, 2].superset?(Set[3]), Set[1, 2] == Set[2, 1], Set[1] == [1]]', '[true, false, true, false]'],
    ['s = Set[1, 2]; d = s.dup; d << 9; [s.size, d.size]', '[2, 3]'],
    ['Set[3, 1].map { |x| x * 2 }.sort', '[2, 6]'],
    ['Set[1].is_a?(Enumerable)', 'true'],
    ['Set.new(5)', '!! ArgumentError: value must be enumerable'],
  ],
};

process.env.TZ = 'UTC';

for (const [cls, cases] of Object.entries(CASES)) {
  describe(`${cls} as JRuby 9.3 answers`, () => {
    it.each(cases)('%s', async (line, jruby) => {
      expect(await rubyLine(line)).toBe(jruby);
    });
  });
}
