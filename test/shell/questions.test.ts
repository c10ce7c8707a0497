/** `# Q3: …` comment lines label the statements after them: transcripts and assertions carry the label. */
import { describe, expect, it } from 'vitest';
import { questionMarks } from '../../src/shell/questions.js';
import { runScript } from '../../src/shell/batch.js';
import { testShell } from '../helpers/shell.js';

describe('question comments', () => {
  it('are comment lines that start with Q and a number, then a colon', () => {
    const marks = questionMarks("# Q1: first\nx = 1\n  #Q2b : second\nputs '# Q9: in a string'\n# Question: not one\n# Q: nor this\n");
    expect(marks.map((m) => [m.label, m.text])).toEqual([
      ['Q1', '# Q1: first'],
      ['Q2b', '#Q2b : second'],
    ]);
  });

  it('may give their weight in points for hsh test: 1 when not given', () => {
    const marks = questionMarks('# Q1 (2 points): first\n# Q2(1 point) : second\n# Q3: third\n# Q4 (two points): not a weight\n');
    expect(marks.map((m) => [m.label, m.points, m.text])).toEqual([
      ['Q1', 2, '# Q1 (2 points): first'],
      ['Q2', 1, '# Q2(1 point) : second'],
      ['Q3', 1, '# Q3: third'],
    ]);
  });

  it('are printed in an --echo transcript before the first statement they label', async () => {
    const shell = await testShell();
    await runScript(shell.session, 'x = 1\n# Q1: How much?\n\ny = 2\nz = 3\n# Q2: And now?\nputs z', { echo: true, keepGoing: true });
    const r = await shell.run('');
    await shell.close();
    expect(r.stdout).toBe('hbase:001:0> x = 1\n=> 1\n# Q1: How much?\nhbase:004:0> y = 2\n=> 2\nhbase:005:0> z = 3\n=> 3\n# Q2: And now?\nhbase:007:0> puts z\n3\n');
  });

  it('label the assertions hsh test hears of', async () => {
    const heard: Array<[string, string | undefined]> = [];
    const shell = await testShell({
      lab: { assertion: (a) => heard.push([a.label, a.question]), error: (e, _line, q) => heard.push([e.message, q]) },
    });
    await shell.run("assert true, 'a'\n# Q1: one\nassert true, 'b'\ncount 'nope'\n# Q2: two\nassert false, 'c'");
    await shell.close();
    expect(heard).toEqual([
      ['a', undefined],
      ['b', 'Q1'],
      ['Unknown table nope!', 'Q1'],
      ['c', 'Q2'],
    ]);
  });
});
