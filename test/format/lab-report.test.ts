/** `hsh test`'s scores: a question's points are earned when every counted result of it passed. */
import { describe, expect, it } from 'vitest';
import { type LabFileResult, csvReport, fileScore, scoreLine, summaryRow } from '../../src/format/lab-report.js';

const questions = [
  { label: 'Q1', points: 2 },
  { label: 'Q2', points: 1 },
  { label: 'Q3', points: 1 },
];

const alice: LabFileResult = {
  file: 'alice.hsh',
  questions,
  results: [
    { label: 'mine', passed: false, detail: 'expected 1, got 2', self: true },
    { label: 'Q1 a', passed: true, question: 'Q1' },
    { label: 'Q1 b', passed: true, question: 'Q1' },
    { label: 'Q2 a', passed: true, question: 'Q2' },
    { label: 'Q2 b', passed: false, detail: 'expected 1, got 2', question: 'Q2' },
  ],
};

const bob: LabFileResult = {
  file: 'b,ob.hsh',
  questions,
  results: [
    { label: 'Q1 a', passed: true, question: 'Q1' },
    { label: 'stopped', stop: 'TIMEOUT in checks after 2 s', question: 'Q1', error: { code: 'STOPPED', rubyClass: 'SystemExit', message: 'TIMEOUT in checks after 2 s' } },
  ],
};

describe('lab scores', () => {
  it('earn a question when all its checks pass, none for one without checks run or cut short, nothing for self-checks', () => {
    expect(fileScore(alice)).toEqual({ points: 2, total: 4 });
    expect(scoreLine(alice)).toBe('Score: 2/4 points (50%)');
    expect(fileScore(bob)).toEqual({ points: 0, total: 4 });
    expect(summaryRow(bob)).toBe('b,ob.hsh  0/4 points (0%)  TIMEOUT in checks after 2 s');
    expect(scoreLine({ file: 'x.hsh', results: [] })).toBeUndefined();
    expect(summaryRow({ file: 'x.hsh', results: [{ label: 'a', passed: true }] })).toBe('x.hsh  1 passed, 0 failed');
  });

  it('make a CSV gradebook: points per question, total, percentage, counts and why a file was stopped', () => {
    expect(csvReport([alice, bob])).toBe(
      [
        'file,Q1 (2),Q2 (1),Q3 (1),points,total,percent,passed,failed,stopped',
        'alice.hsh,2,0,0,2,4,50,3,1,',
        '"b,ob.hsh",0,0,0,0,4,0,1,1,TIMEOUT in checks after 2 s',
        '',
      ].join('\n'),
    );
  });
});
