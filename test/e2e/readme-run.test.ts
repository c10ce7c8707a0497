/**
 * The README is run: every transcript and command block in it is executed
 * and what hsh prints is compared with what the README shows, by the rules
 * the README states below its tour:
 *
 * - a prompt transcript (```` ``` ```` whose first line is `hbase:001:0> …`)
 *   runs its statements as a script with `--echo --keep-going --clock
 *   1700000000000`, on an in-memory store, or on a store made first by the
 *   statements of a `<!-- setup … -->` comment right above the block;
 * - the `$ command` lines run under `sh`, in the README's order, in one
 *   temporary folder holding a copy of `examples/` (and `bin/hsh.js`), and
 *   the lines after each, up to the next `$`, are its whole stdout;
 * - ```` ```sh ```` blocks: each command runs there and must succeed with
 *   nothing on stderr (they show no output); the script files they name are
 *   given as a reader would have them (FILES below);
 * - ```` ```ruby ```` blocks run as a script, under `hsh test` when they
 *   assert (then every assertion must pass);
 * - outputs compare after two rules: the figure of a `Took N.NNNN seconds`
 *   line may differ, and a line `…` stands for lines left out.
 *
 * A block none of these runs must be in NOT_RUN with the reason.
 * Every run is in a temporary folder, HSH_DATA pointing into it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './goldens.js';

/** Blocks the test does not run, by their first line, and why. */
const NOT_RUN: Record<string, string> = {
  'npm install && node bin/hsh.js   # install, then start the shell on its embedded store (~/.hsh/data)':
    'installs the dependencies and opens the prompt; `npm test` is the whole suite this test is part of',
  'npm run install:bigtable                              # the Google client (~200 MB), only for this':
    'installs the Google client and needs a Bigtable instance (test/e2e/bigtable-cbt.test.ts runs hsh on the emulator)',
  "put 't', 'r', 'f:q', 'v5', 5":
    'its output on each backend is the table below it; test/engine/suite/semantics.ts (LevelDB) and test/engine/bigtable.test.ts (the emulator) assert both',
};

/** The script files the README's command lines name, as a reader would have them. */
const FILES: Record<string, string> = {
  'lab1.hsh': "create 'lab1', 'f'\nput 'lab1', 'r1', 'f:c', 'v1'\nscan 'lab1'\n",
  'lab.hsh': "create 'lab', 'f'\nput 'lab', 'r1', 'f:c', 'v1'\nassert_equal 'v1', get_value('lab', 'r1', 'f:c'), 'Q1 the value'\n",
  'submissions/ann.hsh': "# Q1: one row\ncreate 't', 'f'\nput 't', 'r1', 'f:c', 'v1'\nassert_equal 1, count('t'), 'one row'\n",
  'submissions/bob.hsh': "# Q1: one row\ncreate 't', 'f'\nput 't', 'r1', 'f:c', 'v1'\nassert get_value('t', 'r1', 'f:c'), 'the cell'\n",
  // a class graded with setup, checks and a lab file (the README shows checks.hsh itself)
  'grading/setup.hsh': "create 'grades', 'f'\n",
  'grading/checks.hsh':
    "# Q1 (2 points): the students' file is imported\nassert_equal 'A', get_value('grades', 'alice', 'f:grade'), 'Q1 alice'\n" +
    "assert_equal 'B', get_value('grades', 'bob', 'f:grade'), 'Q1 bob'\n# Q2 (1 point): bob's note\nassert_equal 'late', get_value('grades', 'bob', 'f:note'), 'Q2 note'\n",
  'grading/grades.csv': 'alice,A,\nbob,B,late\n',
  'grading/submissions/ann.hsh':
    "import_tsv 'grades', 'grades.csv', {COLUMNS => 'HBASE_ROW_KEY,f:grade,f:note', SEPARATOR => ',', SKIP_EMPTY_COLUMNS => true}\nassert_equal 2, count('grades'), 'my own check'\n",
  'grading/submissions/bob.hsh': "put 'grades', 'alice', 'f:grade', 'A'\nwhile true do end\n",
};

const CLOCK = '1700000000000';

interface Block {
  lang: string;
  lines: string[];
  /** The fence's line in the README, 1-based. */
  line: number;
  /** The statements of a `<!-- setup … -->` comment right above the block. */
  setup?: string;
}

function blocks(text: string): Block[] {
  const out: Block[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
    let setup: string | undefined;
    if (lines[start - 1] === '-->') {
      const from = lines.lastIndexOf('<!-- setup', start - 1);
      if (from >= 0) setup = lines.slice(from + 1, start - 1).join('\n') + '\n';
    }
    out.push({ lang: open[1], lines: body, line: start + 1, setup });
  }
  return out;
}

type Kind = 'prompt' | 'dollar' | 'sh' | 'ruby';

function kind(b: Block): Kind | undefined {
  if (b.lang === 'sh') return 'sh';
  if (b.lang === 'ruby') return 'ruby';
  if (b.lang === '' && /^hbase:\d{3}:\d> /.test(b.lines[0] ?? '')) return 'prompt';
  if (b.lang === '' && (b.lines[0] ?? '').startsWith('$ ')) return 'dollar';
  return undefined;
}

const took = (line: string) => line.replace(/^Took \d+\.\d{4} seconds$/, 'Took N.NNNN seconds');

/** Actual output lines against shown ones: Took figures may differ, `…` skips up to the next shown line. */
function matches(actual: string[], shown: string[]): boolean {
  let a = 0;
  for (let s = 0; s < shown.length; s++) {
    if (shown[s] === '…') {
      if (s === shown.length - 1) return true;
      while (a < actual.length && took(actual[a]) !== took(shown[s + 1])) a++;
      continue;
    }
    if (a >= actual.length || took(actual[a]) !== took(shown[s])) return false;
    a++;
  }
  return a === actual.length;
}

/** The output as lines, without the newline that ends the last one. */
const outputLines = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/** A temporary folder as a reader's clone: `bin/hsh.js`, a copy of `examples/`, the FILES. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-readme-'));
  mkdirSync(join(dir, 'bin'));
  symlinkSync(join(root, 'bin', 'hsh.js'), join(dir, 'bin', 'hsh.js'));
  cpSync(join(root, 'examples'), join(dir, 'examples'), { recursive: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

interface Run {
  stdout: string;
  stderr: string;
  status: number;
}

function sh(dir: string, command: string): Promise<Run> {
  const env = {
    ...process.env,
    PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
    TZ: 'UTC',
    NO_COLOR: '1',
    HADOOP_USER_NAME: 'hsh',
    HSH_DATA: join(dir, 'data'),
  };
  return new Promise((resolve) => {
    execFile('sh', ['-c', command], { cwd: dir, env, encoding: 'utf8', timeout: 60_000, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? (err as { code: number }).code : -1) : 0;
      resolve({ stdout, stderr, status: code });
    });
  });
}

/** A sh block's commands: comments dropped, `\` continuations joined. */
function commands(lines: string[]): string[] {
  const out: string[] = [];
  let pending = '';
  for (const line of lines) {
    const text = pending + line.replace(/\s+#\s.*$/, '');
    if (text.endsWith('\\')) {
      pending = text.slice(0, -1);
      continue;
    }
    pending = '';
    if (text.trim() !== '') out.push(text.trim());
  }
  return out;
}

/** A `$` transcript's commands, each with the lines shown after it. */
function dollarRuns(lines: string[]): Array<{ command: string; shown: string[] }> {
  const out: Array<{ command: string; shown: string[] }> = [];
  for (const line of lines) {
    if (line.startsWith('$ ')) out.push({ command: line.slice(2), shown: [] });
    else out[out.length - 1].shown.push(line);
  }
  return out;
}

async function inWorkspace(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = workspace();
  try {
    await body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runPrompt(b: Block): Promise<void> {
  await inWorkspace(async (dir) => {
    const store = b.setup === undefined ? '--memory' : '--data ./store';
    if (b.setup !== undefined) {
      writeFileSync(join(dir, 'setup.hsh'), b.setup);
      const made = await sh(dir, 'node bin/hsh.js --data ./store --no-timing setup.hsh');
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
    }
    const statements = b.lines.filter((l) => /^hbase:\d{3}:\d> /.test(l)).map((l) => l.replace(/^hbase:\d{3}:\d> /, ''));
    writeFileSync(join(dir, 'transcript.hsh'), statements.join('\n') + '\n');
    const run = await sh(dir, `node bin/hsh.js ${store} --echo --keep-going --clock ${CLOCK} transcript.hsh`);
    expect(run.stderr).toBe('');
    const actual = outputLines(run.stdout);
    if (!matches(actual, b.lines)) expect(actual.map(took).join('\n')).toBe(b.lines.map(took).join('\n'));
  });
}

/** The one folder of the `$` lines, which run in the README's order, as a reader following it runs them. */
let dollarDir: string | undefined;

async function runDollar(b: Block): Promise<void> {
  dollarDir ??= workspace();
  for (const { command, shown } of dollarRuns(b.lines)) {
    const run = await sh(dollarDir, command);
    expect({ command, stderr: run.stderr, status: run.status }).toEqual({ command, stderr: '', status: 0 });
    const actual = outputLines(run.stdout);
    if (!matches(actual, shown)) expect(actual.join('\n')).toBe(shown.join('\n'));
  }
}

async function runSh(b: Block): Promise<void> {
  await inWorkspace(async (dir) => {
    for (const command of commands(b.lines)) {
      const run = await sh(dir, command);
      expect({ command, stderr: run.stderr, status: run.status }).toEqual({ command, stderr: '', status: 0 });
    }
  });
}

async function runRuby(b: Block): Promise<void> {
  await inWorkspace(async (dir) => {
    writeFileSync(join(dir, 'block.hsh'), b.lines.join('\n') + '\n');
    const asserts = b.lines.some((l) => /^\s*assert/.test(l));
    const run = await sh(dir, asserts ? 'node bin/hsh.js test block.hsh' : `node bin/hsh.js --memory --clock ${CLOCK} block.hsh`);
    expect({ stderr: run.stderr, status: run.status }).toEqual({ stderr: '', status: 0 });
    if (asserts) expect(outputLines(run.stdout).at(-1)).toMatch(/^[1-9]\d* passed, 0 failed$/);
  });
}

const RUNNERS: Record<Kind, (b: Block) => Promise<void>> = { prompt: runPrompt, dollar: runDollar, sh: runSh, ruby: runRuby };

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const all = blocks(readme);

describe('README blocks', () => {
  afterAll(() => {
    if (dollarDir !== undefined) rmSync(dollarDir, { recursive: true, force: true });
  });

  it('each is run below or listed in NOT_RUN with its reason, and every NOT_RUN entry is a block of the README', () => {
    const firstLines = all.map((b) => b.lines[0]);
    expect(Object.keys(NOT_RUN).filter((first) => !firstLines.includes(first))).toEqual([]);
    const unhandled = all.filter((b) => kind(b) === undefined && NOT_RUN[b.lines[0]] === undefined);
    expect(unhandled.map((b) => `README.md:${b.line}`)).toEqual([]);
  });

  it('the rules compare as they say', () => {
    expect(matches(['Took 0.0123 seconds', 'a', 'b', 'c'], ['Took 0.0800 seconds', 'a', '…'])).toBe(true);
    expect(matches(['a', 'x', 'y', 'b'], ['a', '…', 'b'])).toBe(true);
    expect(matches(['a', 'b'], ['a'])).toBe(false);
    expect(matches(['a'], ['a', 'b'])).toBe(false);
    expect(matches(['Took 1.5 seconds'], ['Took 0.0800 seconds'])).toBe(false);
    expect(commands(['node bin/hsh.js a.hsh   # run it', 'x \\', '  y', ''])).toEqual(['node bin/hsh.js a.hsh', 'x   y']);
  });

  for (const b of all) {
    const k = kind(b);
    if (k === undefined || NOT_RUN[b.lines[0]] !== undefined) continue;
    it(`README.md:${b.line} (${k}): ${b.lines[0]}`, () => RUNNERS[k](b));
  }
});
