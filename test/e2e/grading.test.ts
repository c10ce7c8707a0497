/**
 * `hsh test` grading a folder of hostile submissions through the real binary
 * (test/e2e/fixtures/grading): each in its own worker, store and working
 * directory, with the instructor's setup and checks, short limits. Every
 * hostile file gets the exact lines expected, and the well-behaved files'
 * results are the same as when they are graded alone.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'bin', 'hsh.js');
const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1' };

/** A copy of the fixture folder (the reports are written there). */
function course(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-grading-'));
  cpSync(join(root, 'test', 'e2e', 'fixtures', 'grading'), dir, { recursive: true });
  return dir;
}

/** The processes whose environment holds `mark` (Linux's /proc). */
function marked(mark: string): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(mark);
    } catch {
      return false; // ended meanwhile, or another user's
    }
  });
}

const GRADE = ['--clock', '1700000000000', '--setup', 'setup.hsh', '--checks', 'checks.hsh', '--files', 'students.csv', '--time-limit', '3', '--memory-limit', '300'];

function hshTest(args: string[], cwd: string) {
  return spawnSync(process.execPath, [bin, 'test', ...args], { cwd, encoding: 'utf8', env, timeout: 120_000 });
}

/** The report's blocks by file (files finish in any order when graded in parallel), and the lines after them. */
function blocks(stdout: string): { files: Map<string, string[]>; tail: string[] } {
  const lines = stdout.split('\n');
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  let i = 0;
  for (; i < lines.length && lines[i] !== 'Summary'; i++) {
    if (lines[i].startsWith('submissions/')) files.set(lines[i], (current = []));
    else current!.push(lines[i]);
  }
  return { files, tail: lines.slice(i) };
}

const CHECKS_ON_ALICE_ONLY = ['PASS  Q1 alice', 'FAIL  Q1 bob: expected "B", got nil', 'FAIL  Q2 note: expected "late", got nil', 'FAIL  Q3 two rows: expected 2, got 1', 'Score: 0/4 points (0%)'];
const CHECKS_ON_NOTHING = [
  'FAIL  Q1 alice: expected "A", got nil',
  'FAIL  Q1 bob: expected "B", got nil',
  'FAIL  Q2 note: expected "late", got nil',
  'FAIL  Q3 two rows: expected 2, got 0',
  'Score: 0/4 points (0%)',
];
const CHECKS_WITHOUT_NOTE = ['PASS  Q1 alice', 'PASS  Q1 bob', 'FAIL  Q2 note: expected "late", got nil', 'PASS  Q3 two rows', 'Score: 3/4 points (75%)'];
const NO_FAMILY =
  "org.apache.hadoop.hbase.regionserver.NoSuchColumnFamilyException: Column family f does not exist in region grades,,1700000000002.b46c27a471abc8a328b39fcfb8e9ec0d. in table 'grades', {TABLE_ATTRIBUTES => {METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}, {NAME => 'g', INDEX_BLOCK_ENCODING => 'NONE', VERSIONS => '1', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'NONE', TTL => 'FOREVER', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '65536'}";

const GOOD = ['self-check PASS  my own check', 'PASS  Q1 alice', 'PASS  Q1 bob', 'PASS  Q2 note', 'PASS  Q3 two rows', 'Score: 4/4 points (100%)'];
const PARTIAL = ['self-check PASS  one row', ...CHECKS_ON_ALICE_ONLY];

/** Each submission's exact lines: why it stopped, then the checks on the store it left. */
const EXPECTED: Record<string, string[]> = {
  'submissions/abort.hsh': ['ERROR exit: the script exited with status 1', ...CHECKS_ON_ALICE_ONLY],
  'submissions/bigstring.hsh': ['ERROR line 2: failed to allocate memory', ...CHECKS_WITHOUT_NOTE],
  // a regular expression that never yields: the worker is killed, and the checks run in a fresh one
  'submissions/busy.hsh': ['TIMEOUT after 3 s', ...CHECKS_ON_ALICE_ONLY],
  'submissions/drop-tables.hsh': [`ERROR checks line 3: ${NO_FAMILY}`, `ERROR checks line 4: ${NO_FAMILY}`, `ERROR checks line 6: ${NO_FAMILY}`, 'FAIL  Q3 two rows: expected 2, got 1', 'Score: 0/4 points (0%)'],
  'submissions/exit.hsh': ['ERROR exit: the script exited with status 3', ...CHECKS_ON_ALICE_ONLY],
  'submissions/export-outside.hsh': ['DENIED write /tmp/hsh-grading-escape.csv', ...CHECKS_ON_NOTHING],
  'submissions/good.hsh': GOOD,
  'submissions/import-passwd.hsh': ['DENIED read /etc/passwd', ...CHECKS_ON_NOTHING],
  'submissions/load-passwd.hsh': ['DENIED read /etc/passwd', ...CHECKS_ON_NOTHING],
  'submissions/loop.hsh': ['self-check PASS  before the loop', 'TIMEOUT after 3 s', ...CHECKS_ON_ALICE_ONLY],
  'submissions/memory.hsh': ['MEMORY', ...CHECKS_ON_ALICE_ONLY],
  'submissions/partial.hsh': PARTIAL,
  'submissions/raise.hsh': ['ERROR line 2: midway', ...CHECKS_WITHOUT_NOTE],
  'submissions/read-passwd.hsh': ['DENIED read /etc/passwd', ...CHECKS_ON_ALICE_ONLY],
  'submissions/recursion.hsh': ['ERROR line 2: stack level too deep', ...CHECKS_WITHOUT_NOTE],
  // its `def assert_equal` made its own assertion vanish, and changed nothing of the checks
  'submissions/redefine-assert.hsh': CHECKS_ON_ALICE_ONLY,
  'submissions/write-outside.hsh': ['DENIED write /tmp/hsh-grading-escape.hsh', ...CHECKS_ON_ALICE_ONLY],
  'submissions/write-up.hsh': ['DENIED write ../escape.txt', ...CHECKS_ON_ALICE_ONLY],
};

describe('hsh test grading hostile submissions', () => {
  it('reports each with its reason and score, and the others as when graded alone', () => {
    const dir = course();
    const names = Object.keys(EXPECTED);
    const r = hshTest([...GRADE, '--report', 'csv', 'grades.csv', ...names], dir);
    const { files, tail } = blocks(r.stdout);
    expect(Object.fromEntries(files)).toEqual(Object.fromEntries(names.map((n) => [n, [...EXPECTED[n]]])));
    expect(tail).toEqual([
      'Summary',
      'submissions/abort.hsh  0/4 points (0%)',
      'submissions/bigstring.hsh  3/4 points (75%)',
      'submissions/busy.hsh  0/4 points (0%)  TIMEOUT after 3 s',
      'submissions/drop-tables.hsh  0/4 points (0%)',
      'submissions/exit.hsh  0/4 points (0%)',
      'submissions/export-outside.hsh  0/4 points (0%)  DENIED write /tmp/hsh-grading-escape.csv',
      'submissions/good.hsh  4/4 points (100%)',
      'submissions/import-passwd.hsh  0/4 points (0%)  DENIED read /etc/passwd',
      'submissions/load-passwd.hsh  0/4 points (0%)  DENIED read /etc/passwd',
      'submissions/loop.hsh  0/4 points (0%)  TIMEOUT after 3 s',
      'submissions/memory.hsh  0/4 points (0%)  MEMORY',
      'submissions/partial.hsh  0/4 points (0%)',
      'submissions/raise.hsh  3/4 points (75%)',
      'submissions/read-passwd.hsh  0/4 points (0%)  DENIED read /etc/passwd',
      'submissions/recursion.hsh  3/4 points (75%)',
      'submissions/redefine-assert.hsh  0/4 points (0%)',
      'submissions/write-outside.hsh  0/4 points (0%)  DENIED write /tmp/hsh-grading-escape.hsh',
      'submissions/write-up.hsh  0/4 points (0%)  DENIED write ../escape.txt',
      '23 passed, 58 failed',
      '',
    ]);
    expect(r.status).toBe(1);
    expect(readFileSync(join(dir, 'grades.csv'), 'utf8').split('\n').slice(0, 3)).toEqual([
      'file,Q1 (2),Q2 (1),Q3 (1),points,total,percent,passed,failed,stopped',
      'submissions/abort.hsh,0,0,0,0,4,0,1,3,',
      'submissions/bigstring.hsh,2,0,1,3,4,75,3,1,',
    ]);
    // nothing escaped, and the course folder holds only the gradebook beside what it held
    for (const p of ['/tmp/hsh-grading-escape.hsh', '/tmp/hsh-grading-escape.csv', join(dir, 'escape.txt'), join(dir, 'submissions', 'grades.csv'), join(dir, 'submissions', 'mine.csv')]) {
      expect(existsSync(p)).toBe(false);
    }

    const alone = hshTest([...GRADE, '--jobs', '1', 'submissions/good.hsh', 'submissions/partial.hsh'], dir);
    expect(alone.stdout).toBe(
      [
        'submissions/good.hsh',
        ...GOOD,
        'submissions/partial.hsh',
        ...PARTIAL,
        'Summary',
        'submissions/good.hsh  4/4 points (100%)',
        'submissions/partial.hsh  0/4 points (0%)',
        '5 passed, 3 failed',
        '',
      ].join('\n'),
    );
  }, 120_000);

  it('streams a file as soon as it finishes: a looping one does not hold back the others', async () => {
    const dir = course();
    // workers inherit the environment: this mark finds them
    const mark = `HSH_GRADING_MARK=${process.pid}-${Date.now()}`;
    const child = spawn(process.execPath, [bin, 'test', ...GRADE, '--time-limit', '30', '--jobs', '2', 'submissions/loop.hsh', 'submissions/good.hsh'], {
      cwd: dir,
      env: { ...env, HSH_GRADING_MARK: mark.slice(mark.indexOf('=') + 1) },
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    const good = await new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: string) => {
        out += chunk;
        if (out.includes('Score: 4/4')) resolve(out);
      }),
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(130);
    expect(good).toBe(['submissions/good.hsh', ...GOOD, ''].join('\n'));
    // no worker outlives it
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marked(mark)).toEqual([]);
  }, 60_000);

  it('gives each submission its own copy of a --data template, and stops while another hsh holds it', async () => {
    const dir = course();
    const made = spawnSync(process.execPath, [bin, '--data', 'template', '-e', "create 'grades', 'f'"], { cwd: dir, env, encoding: 'utf8' });
    expect(made.status).toBe(0);
    const args = ['--clock', '1700000000000', '--data', 'template', '--checks', 'checks.hsh', '--files', 'students.csv', '--time-limit', '5', '--jobs', '1'];
    const r = hshTest([...args, 'submissions/drop-tables.hsh', 'submissions/good.hsh'], dir);
    expect(blocks(r.stdout).files.get('submissions/good.hsh')).toEqual(GOOD);
    // the template itself is untouched
    const kept = spawnSync(process.execPath, [bin, '--data', 'template', '-e', "count 'grades'"], { cwd: dir, env, encoding: 'utf8' });
    expect(kept.stdout).toContain('0 row(s)');

    // a prompt holds the store: hsh test says so and stops
    const holder = spawn(process.execPath, [bin, '--data', 'template', '-e', 'list', '-e', 'sleep 30'], { cwd: dir, env });
    holder.stdout.setEncoding('utf8');
    await new Promise((resolve) => holder.stdout.on('data', resolve));
    const locked = hshTest([...args, 'submissions/good.hsh'], dir);
    const ended = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGTERM');
    await ended;
    expect(locked.stderr).toBe('hsh: data directory template is in use by another hsh process\n');
    expect(locked.stdout).toBe('');
    expect(locked.status).toBe(3);
  }, 60_000);
});
