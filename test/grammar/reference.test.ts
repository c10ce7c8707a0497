/**
 * Every example line of HBase's shell (the command forms of its help texts,
 * Ruby input, the Thrift filter language's examples, the statements of its
 * shell tests; the lines are in corpus.ts) parses, exactly once per statement. Each line's first
 * statement must be a call or assignment named by the line's first word.
 */
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/grammar/parse.js';
import { lines, SECTION_1_2, SECTION_3, SECTION_7_5, SECTION_8 } from './corpus.js';
import { parseStrict } from './helpers.js';

/** The name a line starts with (the command, or the assigned variable). */
function leadName(line: string): string {
  return /^\s*([a-z_][A-Za-z0-9_]*\??)/.exec(line)![1];
}

for (const [section, block] of [
  ['§1.2 command forms', SECTION_1_2],
  ['§3 input syntax', SECTION_3],
  ['§7.5 filter examples', SECTION_7_5],
  ['§8 shell tests', SECTION_8],
] as const) {
  describe(section, () => {
    it.each(lines(block))('%s', (line) => {
      const s = parseStrict(line); // exactly one parse per statement
      const first = s.split(' ; ')[0];
      const name = leadName(line);
      // `put …` → `(put …`, `x = …` → `(= x …`, `t.put …` → `(.put t …`, `list` → `list`
      expect([`(${name} `, `(${name}() `, `(= ${name} `, `(.`, name].some((p) => first.startsWith(p) || first === name)).toBe(true);
    });
  });
}

describe('the whole reference corpus as one script', () => {
  it('parses statement by statement with the right count', () => {
    const all = [SECTION_1_2, SECTION_3, SECTION_7_5, SECTION_8].join('\n');
    const r = parse(all);
    expect(r.kind).toBe('ok');
    const semis = lines(all).reduce((n, l) => n + (l.replace(/'[^']*'|"[^"]*"|#.*$/g, '').match(/;/g)?.length ?? 0), 0);
    const semisInsideBlocks = 1; // `{ |t| disable t; drop t }`
    if (r.kind === 'ok') expect(r.program.body.length).toBe(lines(all).length + semis - semisInsideBlocks);
  });
});

describe('§8 #133: `list_namespace, \'ns.*\'` is a Ruby syntax error', () => {
  it('reports the comma', () => {
    const r = parse(`list_namespace, 'ns.*'`);
    expect(r.kind).toBe('error');
    if (r.kind === 'error') expect(r.error.message.split('\n')[0]).toBe("syntax error, unexpected ',' at line 1, column 15");
  });
});
