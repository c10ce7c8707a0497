/**
 * String's methods with a pattern, as JRuby 9.3.9 answers (each expected
 * text was printed by Debian's `jruby` for the expression in the case's name).
 */
import { describe, expect, it } from 'vitest';
import { RHash, RSymbol, type Value } from '../../src/ruby/values.js';
import { type MatchFrame, matchDataMethod } from '../../src/ruby/regexp.js';
import { toS } from '../../src/ruby/coerce.js';
import { call, loc, r, s, show } from './regexp-helpers.js';

type Case = [ruby: string, thunk: () => Value | Promise<Value>, jruby: string];

const STRING: Case[] = [
  ['"a1b22c333".scan(/\\d+/)', () => call(s('a1b22c333'), 'scan', [r('\\d+')]), '["1", "22", "333"]'],
  ['"a1b22c333".scan(/([a-z])(\\d+)/)', () => call(s('a1b22c333'), 'scan', [r('([a-z])(\\d+)')]), '[["a", "1"], ["b", "22"], ["c", "333"]]'],
  ['"a1b22".scan(/(?<l>[a-z])(\\d+)/)', () => call(s('a1b22'), 'scan', [r('(?<l>[a-z])(\\d+)')]), '[["a"], ["b"]]'],
  ['"abc".scan(//)', () => call(s('abc'), 'scan', [r('')]), '["", "", "", ""]'],
  ['"héllo".scan(/./)', () => call(s('héllo'), 'scan', [r('.')]), '["h", "é", "l", "l", "o"]'],
  ['"aaa".scan(/a*/)', () => call(s('aaa'), 'scan', [r('a*')]), '["aaa", ""]'],
  ['"abc".scan(/|b/)', () => call(s('abc'), 'scan', [r('|b')]), '["", "", "", ""]'],
  ['"\\u{1F600}x".scan(/./)', () => call(s('\u{1F600}x'), 'scan', [r('.')]), '["😀", "x"]'],
  ['"hello".scan("l")', () => call(s('hello'), 'scan', [s('l')]), '["l", "l"]'],
  ['"hello".scan(1)', () => call(s('hello'), 'scan', [1n]), 'TypeError: wrong argument type Integer (expected Regexp)'],
  ['"\\xffA".b.scan(/./n)', () => call(Buffer.from([0xff, 0x41]), 'scan', [r('.')]), '["\\xFF", "A"]'],
  ['"hello".sub(/l/, "L")', () => call(s('hello'), 'sub', [r('l'), s('L')]), '"heLlo"'],
  ['"hello".gsub(/l/, "L")', () => call(s('hello'), 'gsub', [r('l'), s('L')]), '"heLLo"'],
  ['"hello".gsub(/(l)/, "<\\\\1>")', () => call(s('hello'), 'gsub', [r('(l)'), s('<\\1>')]), '"he<l><l>o"'],
  [
    '"hello".gsub(/(l)/, "<\\\\0|\\\\&|\\\\\\\\|\\\\2|\\\\`|\\\\\'|\\\\+|\\\\x>")',
    () => call(s('hello'), 'gsub', [r('(l)'), s("<\\0|\\&|\\\\|\\2|\\`|\\'|\\+|\\x>")]),
    '"he<l|l|\\\\||he|lo|l|\\\\x><l|l|\\\\||hel|o|l|\\\\x>o"',
  ],
  ['"hello".gsub(/(?<x>l)/, "<\\\\k<x>>")', () => call(s('hello'), 'gsub', [r('(?<x>l)'), s('<\\k<x>>')]), '"he<l><l>o"'],
  ['"ab".sub(/(?<x>b)/, "\\\\k<y>")', () => call(s('ab'), 'sub', [r('(?<x>b)'), s('\\k<y>')]), 'IndexError: undefined name <y> reference'],
  ['"ab".sub(/(b)/, "\\\\k<y>")', () => call(s('ab'), 'sub', [r('(b)'), s('\\k<y>')]), 'IndexError: undefined name <y> reference'],
  ['"ab".sub(/b/, "\\\\9")', () => call(s('ab'), 'sub', [r('b'), s('\\9')]), '"a"'],
  ['"ab".sub(/(b)/, "\\\\10")', () => call(s('ab'), 'sub', [r('(b)'), s('\\10')]), '"ab0"'],
  ['"hello".gsub("l", "\\\\0\\\\0")', () => call(s('hello'), 'gsub', [s('l'), s('\\0\\0')]), '"hellllo"'],
  ['"hello".sub(/l/, "\\\\")', () => call(s('hello'), 'sub', [r('l'), s('\\')]), '"he\\\\lo"'],
  ['"hello".sub(/l/, "\\\\\\\\")', () => call(s('hello'), 'sub', [r('l'), s('\\\\')]), '"he\\\\lo"'],
  ['"a.b".gsub(".", "-")', () => call(s('a.b'), 'gsub', [s('.'), s('-')]), '"a-b"'],
  ['"hello".gsub(//, "-")', () => call(s('hello'), 'gsub', [r(''), s('-')]), '"-h-e-l-l-o-"'],
  ['"héllo".gsub(//, "-")', () => call(s('héllo'), 'gsub', [r(''), s('-')]), '"-h-é-l-l-o-"'],
  ['"hello".gsub(/x*/, "-")', () => call(s('hello'), 'gsub', [r('x*'), s('-')]), '"-h-e-l-l-o-"'],
  ['"hello".gsub(/[el]/, "e" => 3, "l" => "L")', () => call(s('hello'), 'gsub', [r('[el]'), new RHash([[s('e'), 3n], [s('l'), s('L')]])]), '"h3LLo"'],
  ['"a1b2".gsub(/\\d/, "1" => "one")', () => call(s('a1b2'), 'gsub', [r('\\d'), new RHash([[s('1'), s('one')]])]), '"aoneb"'],
  ['"h".gsub(/h/, "h" => :sym)', () => call(s('h'), 'gsub', [r('h'), new RHash([[s('h'), new RSymbol('sym')]])]), '"sym"'],
  ['"hello".gsub(/l/, nil)', () => call(s('hello'), 'gsub', [r('l'), null]), 'TypeError: no implicit conversion of nil into String'],
  ['"hello".gsub(/l/, 1)', () => call(s('hello'), 'gsub', [r('l'), 1n]), 'TypeError: no implicit conversion of Integer into String'],
  ['"hello".sub(/l/)', () => call(s('hello'), 'sub', [r('l')]), 'ArgumentError: wrong number of arguments (given 1, expected 2)'],
  ['"hello".sub', () => call(s('hello'), 'sub', []), 'ArgumentError: wrong number of arguments calling `sub` (given 0, expected 1..2)'],
  ['"hello".sub!(/z/, "y")', () => call(s('hello'), 'sub!', [r('z'), s('y')]), 'nil'],
  ['"hello".gsub!(/l/, "y")', () => call(s('hello'), 'gsub!', [r('l'), s('y')]), '"heyyo"'],
  ['"a,b;c".split(/[,;]/)', () => call(s('a,b;c'), 'split', [r('[,;]')]), '["a", "b", "c"]'],
  ['"a,b;c".split(/([,;])/)', () => call(s('a,b;c'), 'split', [r('([,;])')]), '["a", ",", "b", ";", "c"]'],
  ['"a,b,,c,,".split(/,/)', () => call(s('a,b,,c,,'), 'split', [r(',')]), '["a", "b", "", "c"]'],
  ['"a,b,,c,,".split(/,/, -1)', () => call(s('a,b,,c,,'), 'split', [r(','), -1n]), '["a", "b", "", "c", "", ""]'],
  ['"a,b,c".split(/,/, 2)', () => call(s('a,b,c'), 'split', [r(','), 2n]), '["a", "b,c"]'],
  ['"abc".split(//)', () => call(s('abc'), 'split', [r('')]), '["a", "b", "c"]'],
  ['"abc".split(//, -1)', () => call(s('abc'), 'split', [r(''), -1n]), '["a", "b", "c", ""]'],
  ['"héllo".split(//, 3)', () => call(s('héllo'), 'split', [r(''), 3n]), '["h", "é", "llo"]'],
  ['" a b  c ".split(/ /)', () => call(s(' a b  c '), 'split', [r(' ')]), '["", "a", "b", "", "c"]'],
  ['" a b  c ".split(/\\s+/)', () => call(s(' a b  c '), 'split', [r('\\s+')]), '["", "a", "b", "c"]'],
  ['"abc".split(/(?=b)/)', () => call(s('abc'), 'split', [r('(?=b)')]), '["a", "bc"]'],
  ['"aXbXc".split(/(X)/, 2)', () => call(s('aXbXc'), 'split', [r('(X)'), 2n]), '["a", "X", "bXc"]'],
  ['"abc".split(/(x)?b/)', () => call(s('abc'), 'split', [r('(x)?b')]), '["a", "c"]'],
  ['"hello".split(/l/, -1)', () => call(s('hello'), 'split', [r('l'), -1n]), '["he", "", "o"]'],
  ['"hello".split(/(l)/)', () => call(s('hello'), 'split', [r('(l)')]), '["he", "l", "", "l", "o"]'],
  ['"".split(/,/)', () => call(s(''), 'split', [r(',')]), '[]'],
  ['"abc".split(/b/, 1)', () => call(s('abc'), 'split', [r('b'), 1n]), '["abc"]'],
  ['"aaa".split(/a*/)', () => call(s('aaa'), 'split', [r('a*')]), '[]'],
  ['"a b".split(/\\s*/)', () => call(s('a b'), 'split', [r('\\s*')]), '["a", "b"]'],
  ['"\\xffab".b.split(/a/)', () => call(Buffer.from([0xff, 0x61, 0x62]), 'split', [r('a')]), '["\\xFF", "b"]'],
  ['"hello".index(/l/)', () => call(s('hello'), 'index', [r('l')]), '2'],
  ['"hello".index(/l/, 3)', () => call(s('hello'), 'index', [r('l'), 3n]), '3'],
  ['"hello".index(/l/, -2)', () => call(s('hello'), 'index', [r('l'), -2n]), '3'],
  ['"hello".index(/l/, 10)', () => call(s('hello'), 'index', [r('l'), 10n]), 'nil'],
  ['"hello".index("l", 3)', () => call(s('hello'), 'index', [s('l'), 3n]), '3'],
  ['"\\u{1F600}x".index(/x/)', () => call(s('\u{1F600}x'), 'index', [r('x')]), '1'],
  ['"hello".rindex(/l/)', () => call(s('hello'), 'rindex', [r('l')]), '3'],
  ['"hello".rindex(/l/, 2)', () => call(s('hello'), 'rindex', [r('l'), 2n]), '2'],
  ['"hello".rindex(/l/, -3)', () => call(s('hello'), 'rindex', [r('l'), -3n]), '2'],
  ['"hello".rindex(/x*/)', () => call(s('hello'), 'rindex', [r('x*')]), '5'],
  ['"hello".rindex("l")', () => call(s('hello'), 'rindex', [s('l')]), '3'],
  ['"héllo".rindex(/l/)', () => call(s('héllo'), 'rindex', [r('l')]), '3'],
  ['"hello"[/l+/]', () => call(s('hello'), '[]', [r('l+')]), '"ll"'],
  ['"hello"[/(h)(e)/, 2]', () => call(s('hello'), '[]', [r('(h)(e)'), 2n]), '"e"'],
  ['"hello"[/(?<a>h)(?<b>e)/, "b"]', () => call(s('hello'), '[]', [r('(?<a>h)(?<b>e)'), s('b')]), '"e"'],
  ['"hello"[/(?<a>h)(?<b>e)/, :b]', () => call(s('hello'), '[]', [r('(?<a>h)(?<b>e)'), new RSymbol('b')]), '"e"'],
  ['"hello"[/(?<a>h)/, "z"]', () => call(s('hello'), '[]', [r('(?<a>h)'), s('z')]), 'IndexError: undefined name <z> reference'],
  ['"hello"[/(h)/, 3]', () => call(s('hello'), '[]', [r('(h)'), 3n]), 'nil'],
  ['"hello".slice(/z/)', () => call(s('hello'), 'slice', [r('z')]), 'nil'],
  ['"hello".start_with?(/he/)', () => call(s('hello'), 'start_with?', [r('he')]), 'true'],
  ['"hello".start_with?(/el/)', () => call(s('hello'), 'start_with?', [r('el')]), 'false'],
  ['"hello".start_with?("x", /h/)', () => call(s('hello'), 'start_with?', [s('x'), r('h')]), 'true'],
  ['"hello".partition(/l+/)', () => call(s('hello'), 'partition', [r('l+')]), '["he", "ll", "o"]'],
  ['"hello".rpartition(/l/)', () => call(s('hello'), 'rpartition', [r('l')]), '["hel", "l", "o"]'],
  ['"hello".rpartition(/l+/)', () => call(s('hello'), 'rpartition', [r('l+')]), '["hel", "l", "o"]'],
  ['"hello".partition(/z/)', () => call(s('hello'), 'partition', [r('z')]), '["hello", "", ""]'],
  ['"hello".rpartition(/z/)', () => call(s('hello'), 'rpartition', [r('z')]), '["", "", "hello"]'],
  ['"hello".partition("l")', () => call(s('hello'), 'partition', [s('l')]), '["he", "l", "lo"]'],
  ['"hello".match("l+")', () => call(s('hello'), 'match', [s('l+')]), '#<MatchData "ll">'],
  ['"hel+lo".match("l+")', () => call(s('hel+lo'), 'match', [s('l+')]), '#<MatchData "l">'],
  ['"hello".match(1)', () => call(s('hello'), 'match', [1n]), 'TypeError: wrong argument type Integer (expected Regexp)'],
  ['"hello" !~ /ll/ (the evaluator negates =~)', () => call(s('hello'), '=~', [r('ll')]), '2'],
];

/** A block that records what it was given and what `$~` was then. */
function recorder(frame: MatchFrame, seen: string[], result: (v: Value[]) => Value = (v) => v[0]) {
  return (values: Value[]) => {
    seen.push(`${values.map((v) => toS(Array.isArray(v) ? v[0] : v).toString()).join(',')}@${frame.lastMatch ? toS(frame.lastMatch).toString() : 'nil'}`);
    return result(values);
  };
}

describe("String's pattern methods as JRuby 9.3 answers", () => {
  for (const [name, thunk, expected] of STRING) it(name, async () => expect(await show(thunk)).toBe(expected));
});

describe('blocks see the match they were called for ($~)', () => {
  it('"a1b22".scan(/[a-z](\\d+)/) { |x| r << x << $~[0] }', async () => {
    const frame: MatchFrame = { lastMatch: null };
    const out: Value[] = [];
    const ret = await call(s('a1b22'), 'scan', [r('[a-z](\\d+)')], (v) => out.push(v[0], matchDataMethod(frame.lastMatch!, '[]', [0n], loc)!), frame);
    expect(await show(() => out)).toBe('[["1"], "a1", ["22"], "b22"]');
    expect(await show(() => ret)).toBe('"a1b22"');
  });
  it('"hello".gsub(/l/) { $~[0].upcase + $`.size.to_s } => "heL2L3o"', async () => {
    const frame: MatchFrame = { lastMatch: null };
    const ret = await call(
      s('hello'),
      'gsub',
      [r('l')],
      () => s(`${toS(frame.lastMatch!.group(0)).toString().toUpperCase()}${frame.lastMatch!.preMatch().length}`),
      frame,
    );
    expect(await show(() => ret)).toBe('"heL2L3o"');
  });
  it('"ab".gsub(/(a)|(b)/) { "[#{$1.inspect}#{$2.inspect}]" }', async () => {
    const frame: MatchFrame = { lastMatch: null };
    const seen: string[] = [];
    const ret = await call(s('ab'), 'gsub', [r('(a)|(b)')], () => s(`[${frame.lastMatch!.group(1) ? 'a' : 'nil'}${frame.lastMatch!.group(2) ? 'b' : 'nil'}]`), frame);
    expect(await show(() => ret)).toBe('"[anil][nilb]"');
    expect(seen).toEqual([]);
  });
  it('"h".gsub(/h/) { 1 } => "1"; $~ is the last match afterwards', async () => {
    const frame: MatchFrame = { lastMatch: null };
    const seen: string[] = [];
    const ret = await call(s('hh'), 'gsub', [r('h')], recorder(frame, seen, () => 1n), frame);
    expect(await show(() => ret)).toBe('"11"');
    expect(seen).toEqual(['h@h', 'h@h']);
    expect(frame.lastMatch!.starts[0]).toBe(1);
  });
  it('"hello".match(/l(l)/) { |m| m[1] + "!" }', async () => {
    const ret = await call(s('hello'), 'match', [r('l(l)')], (v) => Buffer.concat([toS(matchDataMethod(v[0] as never, '[]', [1n], loc)!), s('!')]));
    expect(await show(() => ret)).toBe('"l!"');
  });
  it('=~ sets $~ and a failed match clears it; match? leaves it', async () => {
    const frame: MatchFrame = { lastMatch: null };
    await call(s('hello'), '=~', [r('(l+)')], null, frame);
    expect(await show(() => frame.lastMatch)).toBe('#<MatchData "ll" 1:"ll">');
    await call(s('hello'), 'match?', [r('z')], null, frame);
    expect(frame.lastMatch).not.toBeNull();
    await call(s('hello'), '=~', [r('z')], null, frame);
    expect(frame.lastMatch).toBeNull();
  });
});
