/**
 * The one Java-regex translator (src/filter/regex.ts), for RegexStringComparator
 * (DOTALL, find()) and the admin listings (matches()): each expected answer is
 * java.util.regex's, printed through Debian's `jruby`.
 */
import { describe, expect, it } from 'vitest';
import { javaRegex } from '../../src/filter/regex.js';
import { javaFind, javaWholeMatch } from '../../src/hbase/regex.js';

const find = (pattern: string, text: string) => {
  const { source, flags } = javaRegex(pattern, { dotAll: true });
  return new RegExp(source, flags).test(text);
};

const FIND: Array<[pattern: string, text: string, java: boolean]> = [
  ['a++a', 'aaa', false],
  ['a++b', 'aab', true],
  ['(?>a+)a', 'aaa', false],
  ['a?+a', 'a', false],
  ['(?:a|b)*+b', 'aab', false],
  ['(ab)++c', 'ababc', true],
  ['a{2}+', 'aaaa', true],
  ['t.*+', 't11', true],
  ['(a)\\1', 'aa', true],
  ['(a)(b)\\21', 'abb1', true],
  ['(a)\\2', 'aa', false],
  ['(?<x>a)\\k<x>', 'aa', true],
  ['\\Qa.b\\E+', 'a.bb', true],
  ['\\Qa.b\\E', 'axb', false],
  ['[]x]', ']', true],
  ['\\h', '\u00a0', true],
  ['a$', 'a\n', true],
  ['a$', 'a\r\n', true],
  ['a$', 'a\nb', false],
  ['(?m)a$', 'a\nb', true],
  ['\\s', '\u00a0', false],
  ['\\v', '\n', true],
  ['x(?=y)', 'xy', true],
  ['(?<=a)b', 'ab', true],
];

describe('Java regexes as java.util.regex finds them', () => {
  for (const [pattern, text, java] of FIND) it(`${pattern} find ${JSON.stringify(text)} => ${java}`, () => expect(find(pattern, text)).toBe(java));
});

describe('matches() and find() for the admin listings', () => {
  it.each([
    ['t.*', 't1', true],
    ['t', 't1', false],
    ['(?m)t1$', 't1\n', false], // (?m) cannot turn the whole-name anchors into line anchors
    ['a++a', 'aaa', false],
    ['ns|t', 'ns', true],
  ] as const)('%s matches %j => %s', (pattern, text, java) => expect(javaWholeMatch(pattern).test(text)).toBe(java));
  it('find() looks anywhere', () => expect(javaFind('s1').test('ns1')).toBe(true));
});
