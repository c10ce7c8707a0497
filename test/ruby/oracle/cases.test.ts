/** The oracle's case files: how cases.mjs cuts them (the recorder and the runner both read them so). */
import { describe, expect, it } from 'vitest';
import { parseCases, sourceDigest } from './cases.mjs';

describe('parseCases', () => {
  it('cuts cases at `#### name` lines, without the header or trailing blank lines', () => {
    const cases = parseCases('# header\n\n#### one\np 1\n\n#### two\n# a comment\nputs 2\n', 'g');
    expect(cases.map((c) => [c.name, c.line, c.code, c.shell])).toEqual([
      ['one', 3, 'p 1\n', undefined],
      ['two', 6, '# a comment\nputs 2\n', undefined],
    ]);
  });

  it("reads the shell's own output of a case that differs from JRuby's IRB", () => {
    const [c] = parseCases("#### refused\n# shell: hsh runs no programs\nputs 'a'\nsystem('ls')\n#| a\n#|\n#! NotImplementedError: no: not here\n", 'g');
    expect(c.code).toBe("puts 'a'\nsystem('ls')\n");
    expect(c.shell).toEqual({ note: 'hsh runs no programs', stdout: 'a\n\n', error: { class: 'NotImplementedError', message: 'no: not here' } });
  });

  it.each([
    ['#### a\np 1\n#### a\np 2\n', 'g.rb:3: case a twice'],
    ['#### bad-name\np 1\n', 'g.rb:1: a case name is'],
    ['#### empty\n# only a comment\n', 'g.rb:1: case empty has no code'],
    ['#### half\np 1\n#| 1\n', "g.rb:1: case half: '# shell:' and '#|'/'#!' lines go together"],
  ])('refuses %j', (text, message) => {
    expect(() => parseCases(text, 'g')).toThrow(message);
  });

  it('ties a golden to the exact text of its case', () => {
    expect(sourceDigest('p 1\n')).toMatch(/^[0-9a-f]{12}$/);
    expect(sourceDigest('p 1\n')).not.toBe(sourceDigest('p 1 \n'));
  });
});
