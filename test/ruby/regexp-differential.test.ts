/**
 * A differential table: for each regexp (Regexp.new(source, options)) and
 * subject, `[[m.begin(0), m.end(0), m.to_a], s.scan(r), s.gsub(r, "<\\\\0>")]`
 * as Debian's JRuby 9.3.9 printed it. Subjects are written with Ruby's
 * escapes (`\\n`, `\\u{…}`).
 */
import { describe, expect, it } from 'vitest';
import { inspect } from '../../src/ruby/inspect.js';
import { type Value } from '../../src/ruby/values.js';
import { MatchData, matchDataMethod } from '../../src/ruby/regexp.js';
import { call, klass, loc, s } from './regexp-helpers.js';

const CASES: Array<[source: string, options: string, subject: string, jruby: string]> = [
  ['(\\w+)@(\\w+)\\.com', 'i', 'Mail: Bob@Example.COM now', '[[6, 21, ["Bob@Example.COM", "Bob", "Example"]], [["Bob", "Example"]], "Mail: <Bob@Example.COM> now"]'],
  ['^\\s*#', 'x', '  # comment', '[[0, 2, ["  "]], ["  "], "<  ># comment"]'],
  ['(?<y>\\d{4})-(?<m>\\d\\d)', '', 'on 2024-05-17 and 2023-01-02', '[[3, 10, ["2024-05", "2024", "05"]], [["2024", "05"], ["2023", "01"]], "on <2024-05>-17 and <2023-01>-02"]'],
  ['row(\\d+)_(\\w)', '', 'row12_a row3_b', '[[0, 7, ["row12_a", "12", "a"]], [["12", "a"], ["3", "b"]], "<row12_a> <row3_b>"]'],
  ['\\Arow', '', 'xrow', '[nil, [], "xrow"]'],
  ['[[:upper:]]+', '', 'abcDEFghi', '[[3, 6, ["DEF"]], ["DEF"], "abc<DEF>ghi"]'],
  ['[^[:space:]]+', '', '  hi there', '[[2, 4, ["hi"]], ["hi", "there"], "  <hi> <there>"]'],
  ['(a|ab)(c|bcd)(d*)', '', 'abcd', '[[0, 4, ["abcd", "a", "bcd", ""]], [["a", "bcd", ""]], "<abcd>"]'],
  ['(a+)+b', '', 'aaab', '[[0, 4, ["aaab", "aaa"]], [["aaa"]], "<aaab>"]'],
  ['x*', '', 'xxxy', '[[0, 3, ["xxx"]], ["xxx", "", ""], "<xxx><>y<>"]'],
  ['\\bfoo\\b', '', 'a foo bar', '[[2, 5, ["foo"]], ["foo"], "a <foo> bar"]'],
  ['\\Bo', '', 'foo', '[[1, 2, ["o"]], ["o", "o"], "f<o><o>"]'],
  ['(?i)stra\u00dfe', '', 'STRASSE', '[[0, 7, ["STRASSE"]], ["STRASSE"], "<STRASSE>"]'],
  ['(?i:a)b', '', 'Ab', '[[0, 2, ["Ab"]], ["Ab"], "<Ab>"]'],
  ['a.c', 'm', 'a\\nc', '[[0, 3, ["a\\nc"]], ["a\\nc"], "<a\\nc>"]'],
  ['a.c', '', 'a\\nc', '[nil, [], "a\\nc"]'],
  ['^$', '', 'a\\n\\nb', '[[2, 2, [""]], [""], "a\\n<>\\nb"]'],
  ['(?<!\\d)\\d{3}(?!\\d)', '', '12345 678 9', '[[6, 9, ["678"]], ["678"], "12345 <678> 9"]'],
  ['[a-c&&b-d]+', '', 'abcd', '[[1, 3, ["bc"]], ["bc"], "a<bc>d"]'],
  ['[\\d&&[^5]]+', '', '12567', '[[0, 2, ["12"]], ["12", "67"], "<12>5<67>"]'],
  ['\\h+', '', 'zz09afAFg', '[[2, 8, ["09afAF"]], ["09afAF"], "zz<09afAF>g"]'],
  ['\\H+', '', '09xyz', '[[2, 5, ["xyz"]], ["xyz"], "09<xyz>"]'],
  ['\\p{Alnum}+', '', '\u00e91!', '[[0, 2, ["\u00e91"]], ["\u00e91"], "<\u00e91>!"]'],
  ['(?x) a \\s b', '', 'a b', '[[0, 3, ["a b"]], ["a b"], "<a b>"]'],
  ['(?:x|y){2,3}?', '', 'xyxyx', '[[0, 2, ["xy"]], ["xy", "xy"], "<xy><xy>x"]'],
  ['a{2,}', '', 'aaaaa', '[[0, 5, ["aaaaa"]], ["aaaaa"], "<aaaaa>"]'],
  ['a{,2}', '', 'aaa', '[[0, 2, ["aa"]], ["aa", "a", ""], "<aa><a><>"]'],
  ['(.)(?=\\1)', '', 'abccd', '[[2, 3, ["c", "c"]], [["c"]], "ab<c>cd"]'],
  ['\\d+(?:\\.\\d+)?', '', 'pi is 3.14159', '[[6, 13, ["3.14159"]], ["3.14159"], "pi is <3.14159>"]'],
  ['([^,]+),?', '', 'a,b,,c', '[[0, 2, ["a,", "a"]], [["a"], ["b"], ["c"]], "<a,><b,>,<c>"]'],
  ['\\$\\d+', '', 'cost $45', '[[5, 8, ["$45"]], ["$45"], "cost <$45>"]'],
  ['\\\\', '', 'a\\\\b', '[[1, 2, ["\\\\"]], ["\\\\"], "a<\\\\>b"]'],
  ['\\/', '', 'a/b', '[[1, 2, ["/"]], ["/"], "a</>b"]'],
  ['[\\[\\]]', '', 'x[y]', '[[1, 2, ["["]], ["[", "]"], "x<[>y<]>"]'],
  ['[-a]', '', '-', '[[0, 1, ["-"]], ["-"], "<->"]'],
  ['[a-]', '', '-', '[[0, 1, ["-"]], ["-"], "<->"]'],
  ['\\x41\\u0042\\103', '', 'ABC', '[[0, 3, ["ABC"]], ["ABC"], "<ABC>"]'],
  ['(?m:a.b)', '', 'a\\nb', '[[0, 3, ["a\\nb"]], ["a\\nb"], "<a\\nb>"]'],
  ['[\\s\\S]+?x', '', 'aaxbx', '[[0, 3, ["aax"]], ["aax", "bx"], "<aax><bx>"]'],
  ['\\R', '', '\\r\\n', '[[0, 2, ["\\r\\n"]], ["\\r\\n"], "<\\r\\n>"]'],
  ['.\\z', '', 'ab\\n', '[nil, [], "ab\\n"]'],
  ['.\\Z', '', 'ab\\n', '[[1, 2, ["b"]], ["b"], "a<b>\\n"]'],
  ['\\A.', '', '\\nab', '[nil, [], "\\nab"]'],
  ['(?<a>.)(?<b>.)?', '', 'x', '[[0, 1, ["x", "x", nil]], [["x", nil]], "<x>"]'],
  ['(?<a>.)\\k<a>', '', 'xyyz', '[[1, 3, ["yy", "y"]], [["y"]], "x<yy>z"]'],
  ['(a)?(b)', '', 'b', '[[0, 1, ["b", nil, "b"]], [[nil, "b"]], "<b>"]'],
  ['(?i)[a-f]+', '', 'DEADbeef', '[[0, 8, ["DEADbeef"]], ["DEADbeef"], "<DEADbeef>"]'],
  ['[^a-z]+', '', 'ABC', '[[0, 3, ["ABC"]], ["ABC"], "<ABC>"]'],
  ['\\W+', '', 'a, b', '[[1, 3, [", "]], [", "], "a<, >b"]'],
  ['\\S+', '', '  x  ', '[[2, 3, ["x"]], ["x"], "  <x>  "]'],
  ['\\D', '', 'a1', '[[0, 1, ["a"]], ["a"], "<a>1"]'],
  ['\\w+', '', 'na\u00efve', '[[0, 2, ["na"]], ["na", "ve"], "<na>\u00ef<ve>"]'],
  ['.', '', '\\u{1F600}', '[[0, 1, ["\ud83d\ude00"]], ["\ud83d\ude00"], "<\ud83d\ude00>"]'],
  ['..', '', 'a\\u{1F600}', '[[0, 2, ["a\ud83d\ude00"]], ["a\ud83d\ude00"], "<a\ud83d\ude00>"]'],
  ['[^\\n]+', '', 'ab\\ncd', '[[0, 2, ["ab"]], ["ab", "cd"], "<ab>\\n<cd>"]'],
];

const unescape = (t: string) =>
  t.replace(/\\(u\{([0-9a-fA-F]+)\}|n|r|t|\\)/g, (_, e: string, hex: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : e === 'n' ? '\n' : e === 'r' ? '\r' : e === 't' ? '\t' : '\\',
  );

async function run(source: string, options: string, subject: string): Promise<string> {
  const bits = (options.includes('i') ? 1n : 0n) | (options.includes('x') ? 2n : 0n) | (options.includes('m') ? 4n : 0n);
  const re = klass('new', [s(source), bits]);
  const str = s(unescape(subject));
  const m = (await call(re, 'match', [str])) as MatchData | null;
  const first: Value = m ? [matchDataMethod(m, 'begin', [0n], loc)!, matchDataMethod(m, 'end', [0n], loc)!, matchDataMethod(m, 'to_a', [], loc)!] : null;
  return inspect([first, await call(str, 'scan', [re]), await call(str, 'gsub', [re, s('<\\0>')])]);
}

describe('match, scan and gsub against JRuby 9.3', () => {
  for (const [source, options, subject, jruby] of CASES) {
    it(`/${source}/${options} on ${JSON.stringify(subject)}`, async () => expect(await run(source, options, subject)).toBe(jruby));
  }
});
