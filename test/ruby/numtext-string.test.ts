/**
 * String's methods as JRuby 9.3 prints them: each row is the Ruby
 * expression, the same call here, and what `p` prints in JRuby 9.3.9.
 */
import { describe, expect, it } from 'vitest';
import { stringBang, stringIterate, stringMethod } from '../../src/ruby/string.js';
import { inspect } from '../../src/ruby/inspect.js';
import { RRange, type Value, str } from '../../src/ruby/values.js';
import { ShellError } from '../../src/errors.js';
import { REnumerator } from '../../src/ruby/enumerator.js';

const loc = { line: 1, col: 1, offset: 0 };
const s = (text: string, name: string, ...args: Value[]) => () => stringMethod(str(text), name, args, loc)!;
/** A bang method's value and the string after it, as `[s.m!, s]` shows them. */
const bang = (text: string, name: string, ...args: Value[]) => () => {
  const r = stringBang(str(text), name, args, false, loc)!;
  return [r.result, r.value];
};
const each = (text: string, name: string, ...args: Value[]) => async () => {
  const seen: Value[] = [];
  await stringIterate(str(text), name, args, (v) => {
    seen.push(v[0]);
    return null;
  }, loc);
  return seen;
};

async function outcome(run: () => Value | Promise<Value>): Promise<string> {
  try {
    return inspect(await run());
  } catch (e) {
    if (e instanceof ShellError) return `${e.rubyClass}: ${e.message}`;
    throw e;
  }
}

const rows: Array<[string, () => Value | Promise<Value>, string]> = [
  ['["\\x00row", "\\x01\\x7f", "\\xFF", "\\xFF\\x00", "é\\e", "#{1}\\#{", "\\xE3\\x81"]', () => ['\x00row', '\x01\x7f'].map(str).concat([Buffer.from([0xff]), Buffer.from([0xff, 0]), str('é\x1b'), str('1#{'), Buffer.from([0xe3, 0x81])]), '["\\u0000row", "\\u0001\\u007F", "\\xFF", "\\xFF\\u0000", "é\\e", "1\\#{", "\\xE3\\x81"]'],
  ['"\\x00row".dump', s('\x00row', 'dump'), '"\\"\\\\x00row\\""'],
  ['"é\\n".dump', s('é\n', 'dump'), '"\\"\\\\u00E9\\\\n\\""'],
  ['(s = "  hi  "; [s.strip!, s])', bang('  hi  ', 'strip!'), '["hi", "hi"]'],
  ['(s = "x"; [s.strip!, s])', bang('x', 'strip!'), '[nil, "x"]'],
  ['(s = "a\\n"; [s.chomp!, s])', bang('a\n', 'chomp!'), '["a", "a"]'],
  ['(s = "a"; [s.chomp!, s])', bang('a', 'chomp!'), '[nil, "a"]'],
  ['(s = "aaabbb"; [s.squeeze!, s])', bang('aaabbb', 'squeeze!'), '["ab", "ab"]'],
  ['(s = "ab"; [s.squeeze!, s])', bang('ab', 'squeeze!'), '[nil, "ab"]'],
  ['(s = "AB"; [s.upcase!, s])', bang('AB', 'upcase!'), '[nil, "AB"]'],
  ['(s = "ab"; [s.upcase!, s])', bang('ab', 'upcase!'), '["AB", "AB"]'],
  ['(s = "ab"; [s.downcase!, s])', bang('ab', 'downcase!'), '[nil, "ab"]'],
  ['(s = "ab"; [s.capitalize!, s])', bang('ab', 'capitalize!'), '["Ab", "Ab"]'],
  ['(s = "Ab"; [s.capitalize!, s])', bang('Ab', 'capitalize!'), '[nil, "Ab"]'],
  ['(s = "aB"; [s.swapcase!, s])', bang('aB', 'swapcase!'), '["Ab", "Ab"]'],
  ['(s = "ab"; [s.reverse!, s])', bang('ab', 'reverse!'), '["ba", "ba"]'],
  ['(s = "abc"; [s.sub!("b", "x"), s])', bang('abc', 'sub!', str('b'), str('x')), '["axc", "axc"]'],
  ['(s = "abc"; [s.sub!("z", "x"), s])', bang('abc', 'sub!', str('z'), str('x')), '[nil, "abc"]'],
  ['(s = "abc"; [s.gsub!("z", "x"), s])', bang('abc', 'gsub!', str('z'), str('x')), '[nil, "abc"]'],
  ['(s = "abc"; [s.delete!("z"), s])', bang('abc', 'delete!', str('z')), '[nil, "abc"]'],
  ['(s = "abc"; [s.tr!("z", "y"), s])', bang('abc', 'tr!', str('z'), str('y')), '[nil, "abc"]'],
  ['(s = "abc"; [s.chop!, s])', bang('abc', 'chop!'), '["ab", "ab"]'],
  ['(s = "abc"; [s.succ!, s])', bang('abc', 'succ!'), '["abd", "abd"]'],
  ['(s = "hello"; [s.slice!(1..2), s])', bang('hello', 'slice!', new RRange(1n, 2n, false)), '["el", "hlo"]'],
  ['(s = "hello"; [s.slice!("l"), s])', bang('hello', 'slice!', str('l')), '["l", "helo"]'],
  ['(s = "hello"; [s.slice!(9), s])', bang('hello', 'slice!', 9n), '[nil, "hello"]'],
  ['(s = "hello"; [s.insert(2, "X"), s])', bang('hello', 'insert', 2n, str('X')), '["heXllo", "heXllo"]'],
  ['(s = "abc"; [s.insert(-1, "X"), s])', bang('abc', 'insert', -1n, str('X')), '["abcX", "abcX"]'],
  ['"abc".insert(10, "x")', s('abc', 'insert', 10n, str('x')), 'IndexError: index 10 out of string'],
  ['(s = "world"; [s.prepend("hello "), s])', bang('world', 'prepend', str('hello ')), '["hello world", "hello world"]'],
  ['(s = "abc"; [s.replace("xyz"), s])', bang('abc', 'replace', str('xyz')), '["xyz", "xyz"]'],
  ['(s = "ab"; [s.concat("c", "d"), s])', bang('ab', 'concat', str('c'), str('d')), '["abcd", "abcd"]'],
  ['(s = "ab"; [s.clear, s])', bang('ab', 'clear'), '["", ""]'],
  ['["hello".center(11, "*"), "hello".ljust(8, "."), "hi".rjust(5), "test".center(3)]', () => [s('hello', 'center', 11n, str('*'))(), s('hello', 'ljust', 8n, str('.'))(), s('hi', 'rjust', 5n)(), s('test', 'center', 3n)()], '["***hello***", "hello...", "   hi", "test"]'],
  ['["hello".tr("el", "ip"), "hello".tr("a-y", "b-z"), "hello".tr("^l", "*"), "hello".tr_s("l", "r"), "abc".tr("a-c", "AB"), "hello".tr("lo", "")]', () => [s('hello', 'tr', str('el'), str('ip'))(), s('hello', 'tr', str('a-y'), str('b-z'))(), s('hello', 'tr', str('^l'), str('*'))(), s('hello', 'tr_s', str('l'), str('r'))(), s('abc', 'tr', str('a-c'), str('AB'))(), s('hello', 'tr', str('lo'), str(''))()], '["hippo", "ifmmp", "**ll*", "hero", "ABB", "he"]'],
  ['["hello".delete("l"), "hello".delete("l", "lo"), "hello".squeeze, "hello".squeeze("l"), "hello world".count("lo"), "hello".count("a-z", "^l")]', () => [s('hello', 'delete', str('l'))(), s('hello', 'delete', str('l'), str('lo'))(), s('hello', 'squeeze')(), s('hello', 'squeeze', str('l'))(), s('hello world', 'count', str('lo'))(), s('hello', 'count', str('a-z'), str('^l'))()], '["heo", "heo", "helo", "helo", 5, 3]'],
  ['"hello".tr("z-a", "x")', s('hello', 'tr', str('z-a'), str('x')), 'ArgumentError: invalid range "z-a" in string transliteration'],
  ['["hello".start_with?("he", "x"), "hello".end_with?("lo"), "a".ord, "abc".sum, "ff".hex, "777".oct, "0x1f".oct, "12abc".to_i, "1e3".to_i(16), "1.5e3xyz".to_f]', () => [s('hello', 'start_with?', str('he'), str('x'))(), s('hello', 'end_with?', str('lo'))(), s('a', 'ord')(), s('abc', 'sum')(), s('ff', 'hex')(), s('777', 'oct')(), s('0x1f', 'oct')(), s('12abc', 'to_i')(), s('1e3', 'to_i', 16n)(), s('1.5e3xyz', 'to_f')()], '[true, true, 97, 294, 255, 511, 31, 12, 483, 1500.0]'],
  ['"12".to_i(1)', s('12', 'to_i', 1n), 'ArgumentError: illegal radix 1'],
  ['["hello".casecmp("HELLO"), "a".casecmp("b"), "hello".casecmp?("HELLO"), "abc".casecmp(1)]', () => [s('hello', 'casecmp', str('HELLO'))(), s('a', 'casecmp', str('b'))(), s('hello', 'casecmp?', str('HELLO'))(), s('abc', 'casecmp', 1n)()], '[0, -1, true, nil]'],
  ['["a,b,c".partition(","), "a,b,c".rpartition(","), "abc".partition("x"), "abc".rpartition("x")]', () => [s('a,b,c', 'partition', str(','))(), s('a,b,c', 'rpartition', str(','))(), s('abc', 'partition', str('x'))(), s('abc', 'rpartition', str('x'))()], '[["a", ",", "b,c"], ["a,b", ",", "c"], ["abc", "", ""], ["", "", "abc"]]'],
  ['["a\\nb\\n".lines, "a\\nb".lines, "Hello".swapcase, "abc".chop, "a\\r\\n".chop, "abc".chr, "az".succ, "zz".next]', () => [s('a\nb\n', 'lines')(), s('a\nb', 'lines')(), s('Hello', 'swapcase')(), s('abc', 'chop')(), s('a\r\n', 'chop')(), s('abc', 'chr')(), s('az', 'succ')(), s('zz', 'next')()], '[["a\\n", "b\\n"], ["a\\n", "b"], "hELLO", "ab", "a", "a", "ba", "aaa"]'],
  ['["\\xFF".valid_encoding?, "abc".valid_encoding?, "é".ascii_only?, "abc".frozen?]', () => [s('\xff', 'b')() && stringMethod(Buffer.from([0xff]), 'valid_encoding?', [], loc)!, s('abc', 'valid_encoding?')(), s('é', 'ascii_only?')(), s('abc', 'frozen?')()], '[false, true, false, false]'],
  ['("a".upto("e").to_a)', each('a', 'upto', str('e')), '["a", "b", "c", "d", "e"]'],
  ['("a8".upto("b1").to_a)', each('a8', 'upto', str('b1')), '["a8", "a9", "b0", "b1"]'],
  ['("a".upto("c", true).to_a)', each('a', 'upto', str('c'), true), '["a", "b"]'],
  ['(a = []; "hello\\nworld".each_line { |l| a << l }; a)', each('hello\nworld', 'each_line'), '["hello\\n", "world"]'],
  ['(a = []; "ab".each_byte { |b| a << b }; a)', each('ab', 'each_byte'), '[97, 98]'],
  ['(a = []; "aé".each_char { |c| a << c }; a)', each('aé', 'each_char'), '["a", "é"]'],
];

describe('String as JRuby 9.3', () => {
  it.each(rows)('%s', async (_ruby, run, expected) => {
    expect(await outcome(run)).toBe(expected);
  });

  it('a frozen String refuses a change with FrozenError', () => {
    expect(() => stringBang(str('x'), 'upcase!', [], true, loc)).toThrow("can't modify frozen String");
  });

  it('a blockless each_char is an Enumerator', async () => {
    const e = await stringIterate(str('abc'), 'each_char', [], null, loc);
    expect(inspect(e!)).toBe('#<Enumerator: "abc":each_char>');
    expect(inspect(await (e as REnumerator).toArray())).toBe('["a", "b", "c"]');
  });
});
