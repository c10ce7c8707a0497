/**
 * `hsh test FILE…` as a grader runs it: the real binary, each file on a
 * fresh store, the assertions and failed statements per file, the last
 * line `N passed, M failed`, the exit status, the JUnit and JSON reports.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempFiles } from '../helpers/shell.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'bin', 'hsh.js');

function hshTest(args: string[], cwd: string) {
  return spawnSync(process.execPath, [bin, 'test', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC', NO_COLOR: '1', HSH_DATA: '/nonexistent-use-memory' },
    timeout: 60_000,
  });
}

function labDir(files: Record<string, string>): string {
  return tempFiles('labtest', files);
}

const GOOD = `create 't', 'f'
put 't', 'r1', 'f:a', 'v1'
assert_equal 1, count('t'), 'Q1 one row'
scan 't'
assert_equal 'v1', get_value('t', 'r1', 'f:a'), 'Q2 value'
`;

const BAD = `create 't', 'f'
assert_equal 1, count('t'), 'Q1 one row'
put 'nope', 'r', 'f:a', 'v'
assert_raises 'Unknown table', 'Q3 missing' do get 'nope', 'r' end
`;

describe('hsh test', () => {
  it('runs each file on a fresh store and exits 0 when every assertion passed', () => {
    const dir = labDir({ 'a.hsh': GOOD, 'b.hsh': GOOD });
    const r = hshTest(['--jobs', '1', 'a.hsh', 'b.hsh'], dir);
    expect(r.stdout).toBe('a.hsh\nPASS  Q1 one row\nPASS  Q2 value\nb.hsh\nPASS  Q1 one row\nPASS  Q2 value\n4 passed, 0 failed\n');
    expect(r.status).toBe(0);
  });

  it('counts failed assertions and failed statements, goes on, and exits 1', () => {
    const dir = labDir({ 'a.hsh': GOOD, 'bad.hsh': BAD });
    const r = hshTest(['--jobs', '1', 'a.hsh', 'bad.hsh', 'missing.hsh'], dir);
    expect(r.stdout).toBe(
      [
        'a.hsh',
        'PASS  Q1 one row',
        'PASS  Q2 value',
        'bad.hsh',
        'FAIL  Q1 one row: expected 1, got 0',
        'ERROR line 3: Unknown table nope!',
        'PASS  Q3 missing',
        'missing.hsh',
        'ERROR file: cannot read script missing.hsh',
        '3 passed, 3 failed',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(1);
  });

  it('writes JUnit XML and JSON reports', () => {
    const dir = labDir({ 'a.hsh': GOOD, 'bad.hsh': BAD });
    const r = hshTest(['--report', 'junit', 'r.xml', 'a.hsh', '--report', 'json', 'r.json', 'bad.hsh'], dir);
    expect(r.status).toBe(1);
    expect(readFileSync(join(dir, 'r.xml'), 'utf8')).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="hsh test" tests="5" failures="1" errors="1">
  <testsuite name="a.hsh" tests="2" failures="0" errors="0" skipped="0">
    <testcase name="Q1 one row" classname="a.hsh" file="a.hsh" line="3"/>
    <testcase name="Q2 value" classname="a.hsh" file="a.hsh" line="5"/>
  </testsuite>
  <testsuite name="bad.hsh" tests="3" failures="1" errors="1" skipped="0">
    <testcase name="Q1 one row" classname="bad.hsh" file="bad.hsh" line="2">
      <failure message="expected 1, got 0" type="AssertionFailed"/>
    </testcase>
    <testcase name="line 3" classname="bad.hsh" file="bad.hsh" line="3">
      <error message="Unknown table nope!" type="RuntimeError">Unknown table nope!</error>
    </testcase>
    <testcase name="Q3 missing" classname="bad.hsh" file="bad.hsh" line="4"/>
  </testsuite>
</testsuites>
`);
    const json = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
    expect(json.passed).toBe(3);
    expect(json.failed).toBe(2);
    expect(json.files[1]).toEqual({
      file: 'bad.hsh',
      passed: 1,
      failed: 2,
      results: [
        { label: 'Q1 one row', line: 2, passed: false, detail: 'expected 1, got 0' },
        { label: 'line 3', line: 3, passed: false, error: { code: 'TABLE_NOT_FOUND', message: 'Unknown table nope!' } },
        { label: 'Q3 missing', line: 4, passed: true },
      ],
    });
  });

  it('with --trust, runs the files on the store of --data itself, one after the other', () => {
    const dir = labDir({ 'make.hsh': `create 't', 'f'\nput 't', 'r', 'f:a', 'v'\n`, 'check.hsh': `assert_equal 'v', get_value('t', 'r', 'f:a'), 'kept'\n` });
    const r = hshTest(['--trust', '--data', join(dir, 'store'), 'make.hsh', 'check.hsh'], dir);
    expect(r.stdout).toBe('make.hsh\ncheck.hsh\nPASS  kept\n1 passed, 0 failed\n');
    expect(r.status).toBe(0);
  });

  it('counts a script that exits non-zero as failed', () => {
    const dir = labDir({ 'x.hsh': `assert true, 'ok'\nexit 3\n` });
    const r = hshTest(['x.hsh'], dir);
    expect(r.stdout).toBe('x.hsh\nPASS  ok\nERROR exit: the script exited with status 3\n1 passed, 1 failed\n');
    expect(r.status).toBe(1);
  });

  it('grades the example lab and a submission that forgot to salt its keys, by question', () => {
    const key = readFileSync(join(root, 'examples', 'rowkeys.hsh'), 'utf8');
    const unsalted = key.replace(`put 'readings', salted("sensor-7-#{ts}", 4)`, `put 'readings', "sensor-7-#{ts}"`);
    expect(unsalted).not.toBe(key);
    const dir = labDir({ 'student.hsh': unsalted });
    const r = hshTest(['--jobs', '1', '--report', 'json', 'r.json', join(root, 'examples', 'rowkeys.hsh'), 'student.hsh'], dir);
    const student = r.stdout.slice(r.stdout.indexOf('student.hsh\n'));
    expect(student).toBe(
      [
        'student.hsh',
        'PASS  Q1 four regions',
        'PASS  Q2 twelve rows',
        'FAIL  Q3 no hot region: expected a truthy value, got false',
        'PASS  Q3 every row in some region',
        'FAIL  Q4 salted get: expected "20", got nil',
        'PASS  Q5 newest first',
        'PASS  Q5 newest value',
        'PASS  Q6 byte order',
        'PASS  Q7 dropped',
        // a question's point is earned when all its assertions pass: Q3 and Q4 are lost
        'Score: 5/7 points (71%)',
        'Summary',
        `${join(root, 'examples', 'rowkeys.hsh')}  7/7 points (100%)`,
        'student.hsh  5/7 points (71%)',
        '16 passed, 2 failed',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(1);
    const json = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'));
    expect(json.files[0].failed).toBe(0);
    expect(json.files[1].results.filter((x: { passed: boolean }) => !x.passed).map((x: { question: string; line: number }) => [x.question, x.line])).toEqual([
      ['Q3', 59],
      ['Q4', 64],
    ]);
  });

  it('scores only the questions that have an assertion: a question nothing checks earns nothing and costs nothing', () => {
    const lab = `# Q1 (2 points): one row
create 't', 'f'
put 't', 'r1', 'f:a', 'v1'
assert_equal 1, count('t'), 'Q1 one row'
# Q2: print it (nothing to check)
scan 't'
# Q3: its value
assert_equal 'v2', get_value('t', 'r1', 'f:a'), 'Q3 value'
`;
    const r = hshTest(['lab.hsh'], labDir({ 'lab.hsh': lab }));
    expect(r.stdout).toBe(
      [
        'lab.hsh',
        'PASS  Q1 one row',
        'FAIL  Q3 value: expected "v2", got "v1"',
        'Score: 2/3 points (67%)',
        'Summary',
        'lab.hsh  2/3 points (67%)',
        '1 passed, 1 failed',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(1);
  });

  it('refuses a --report without a kind and a file', () => {
    const r = hshTest(['--report', 'xml', 'a.hsh'], tmpdir());
    expect(r.stderr).toBe("hsh test: --report takes a kind, 'junit', 'json' or 'csv', and a file\n");
    expect(r.status).toBe(2);
  });
});
