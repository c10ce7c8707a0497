/**
 * hsh's front door through the real binary: `hsh --help` lists every
 * subcommand, each `hsh NAME --help` prints its own usage, and the default
 * action (scripts, -e, stdin) runs as it did before there were subcommands;
 * a subcommand's name counts only as hsh's first argument.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'bin', 'hsh.js');
// --data's default is printed in the help: fixed here, never used.
const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1', HSH_DATA: '/no/data' };

function hsh(args: string[], options: { cwd?: string; input?: string } = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env, cwd: options.cwd ?? folder(), input: options.input ?? '', timeout: 60_000 });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

function folder(files: Record<string, string> = {}): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'hsh-cli-')));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const SCRIPT = "create 't', 'f'\nput 't', 'r', 'f:q', 'v'\nscan 't'\n";
const SCRIPT_OUT = [
  'Created table t',
  '=> Hbase::Table - t',
  'ROW  COLUMN+CELL',
  ' r column=f:q, timestamp=2023-11-14T22:13:20.001, value=v',
  '1 row(s)',
  '',
].join('\n');
const RUN = ['--memory', '--no-timing', '--clock', '1700000000000'];

describe('hsh --help', () => {
  it('lists every subcommand with its usage and what it does', () => {
    const r = hsh(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith('Usage: hsh [options] [script.hsh ...]\n')).toBe(true);
    expect(r.stdout.slice(r.stdout.indexOf('\nCommands:\n'))).toBe(
      [
        '',
        'Commands:',
        '  test [options] FILE...         Grade lab scripts, each in its own worker on',
        '                                 its own store, sandboxed and time- and',
        '                                 memory-limited, and report their assertions and',
        '                                 scores: N passed, M failed.',
        '  importtsv -Dk=v… TABLE FILE…   Import TSV/CSV files into an existing table as',
        "                                 HBase's ImportTsv, with its -D options",
        '  repair [options]               Repair a damaged store under its lock: its',
        '                                 files backed up to lost/, damaged blocks left',
        "                                 out, LevelDB's RepairDB, then the catalog",
        '                                 checked against the stored cells.',
        "  status [options]               Show a store's health: its format version,",
        '                                 whether a process holds it, its size, the',
        '                                 recovery warnings kept and its last repair.',
        '',
        'A script file named like a command runs as ./NAME (hsh ./test).',
        "hsh COMMAND --help shows a command's options.",
        '',
      ].join('\n'),
    );
  });

  it('hsh test --help', () => {
    const r = hsh(['test', '--help']);
    expect(r.stdout).toBe(
      [
        'Usage: hsh test [options] FILE...',
        '',
        'Grade lab scripts, each in its own worker on its own store, sandboxed and time-',
        'and memory-limited, and report their assertions and scores: N passed, M failed.',
        '',
        'Arguments:',
        '  files                   lab scripts or submissions',
        '',
        'Options:',
        '  --data <dir>            a template store: each file gets its own copy (with',
        '                          --trust: run every file on this store itself)',
        "  --setup <file>          the instructor's script run before each submission, in",
        '                          its store',
        "  --checks <file>         the instructor's checks, run after each submission",
        '                          with the lab functions restored: only their assertions',
        '                          count',
        "  --files <file>          a lab file copied into each submission's working",
        '                          directory (repeatable)',
        '  --trust                 no isolation: run the files in this process, one after',
        "                          the other, with no sandbox or limits (an instructor's",
        '                          own scripts)',
        '  --time-limit <seconds>  stop a submission after this many seconds (default 60)',
        '  --memory-limit <MB>     stop a submission past this much memory (default 1024)',
        '  --jobs <n>              grade this many submissions at once (default: the',
        '                          number of CPUs)',
        '  --clock <epoch-ms>      a logical clock starting at this instant for each file',
        "  --report <kind> <file>  also write a report: 'junit' (JUnit XML), 'json' or",
        "                          'csv' (a gradebook) (repeatable)",
        '  -h, --help              display help for command',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
  });

  it('hsh status --help', () => {
    const r = hsh(['status', '--help']);
    expect(r.stdout).toBe(
      [
        'Usage: hsh status [options]',
        '',
        "Show a store's health: its format version, whether a process holds it, its size,",
        'the recovery warnings kept and its last repair.',
        '',
        'Options:',
        '  --data <dir>  data directory of the store (default: "/no/data")',
        '  -h, --help    display help for command',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
  });

  it('hsh repair --help', () => {
    const r = hsh(['repair', '--help']);
    expect(r.stdout).toBe(
      [
        'Usage: hsh repair [options]',
        '',
        'Repair a damaged store under its lock: its files backed up to lost/, damaged',
        "blocks left out, LevelDB's RepairDB, then the catalog checked against the stored",
        'cells.',
        '',
        'Options:',
        '  --data <dir>      data directory of the store (default: "/no/data")',
        '  --remove-orphans  remove cells of tables and snapshots the catalog does not',
        '                    know (kept otherwise)',
        '  -h, --help        display help for command',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
  });

  it("hsh importtsv --help prints ImportTsv's usage with hsh's options", () => {
    const r = hsh(['importtsv', '--help']);
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Usage: hsh importtsv -Dimporttsv.columns=a,b,c [--data <dir>] <tablename> <file|dir>...',
      '',
      'Imports the given files (a directory: its files) of TSV data into the specified table.',
    ]);
    expect(lines.slice(-5)).toEqual([
      'hsh options:',
      '  --data <dir>        data directory of the store (default $HSH_DATA or ~/.hsh/data)',
      "  --clock <epoch-ms>  a logical clock (the import's timestamp when importtsv.timestamp is not given)",
      'Exit status: 0 imported (bad lines skipped), 1 failed, 2 usage, 3 store error.',
      '',
    ]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('--version names the package version', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(hsh(['--version']).stdout).toBe(`hsh ${version} — HBase 2.6 shell language\n`);
  });
});

describe('the subcommands take their own options after their name', () => {
  it("importtsv passes Hadoop's -Dkey=value forms and --data through, in any order", () => {
    const dir = folder({ 'in.csv': 'r1,a1\nr2,a2\n' });
    const data = join(dir, 'data');
    expect(hsh(['--data', data, '-e', "create 't1', 'cf'"], { cwd: dir }).status).toBe(0);
    const r = hsh(['importtsv', 't1', '-D', 'importtsv.separator=,', '--data', data, '-Dimporttsv.columns=HBASE_ROW_KEY,cf:a', '--clock', '5', 'in.csv'], { cwd: dir });
    expect(r.stdout).toBe('Imported 2 row(s), 2 cell(s) from in.csv\n');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(hsh(['--data', data, '--format', 'csv', '-e', "scan 't1'"], { cwd: dir }).stdout).toBe('r1,cf:a,5,a1\nr2,cf:a,5,a2\n');
  });

  it('test runs a lab file on a fresh in-memory store', () => {
    const dir = folder({ 'lab.hsh': `${SCRIPT}assert_equal 1, count('t'), 'one row'\n` });
    const r = hsh(['test', 'lab.hsh'], { cwd: dir });
    expect(r.stdout).toBe('lab.hsh\nPASS  one row\n1 passed, 0 failed\n');
    expect(r.status).toBe(0);
  });

  it.each([
    [['--memory', 'test', 'lab.hsh'], 'test'],
    [['-e', 'list', 'repair'], 'repair'],
    [['--', 'importtsv'], 'importtsv'],
  ])('refuses %j: a subcommand comes first (usage error, exit 2)', (args, name) => {
    const r = hsh(args);
    expect(r.stderr).toBe(
      `error: '${name}' is a command: it comes first, before its own options (hsh ${name} --help); a script file named ${name} runs as ./${name}\n`,
    );
    expect(r.stdout).toBe('');
    expect(r.status).toBe(2);
  });

  it('refuses an unknown option of a subcommand (exit 2)', () => {
    const r = hsh(['repair', '--memory']);
    expect(r.stderr).toBe("error: unknown option '--memory'\n");
    expect(r.status).toBe(2);
  });
});

describe('the default action is the shell, as before', () => {
  it('runs a script file', () => {
    const dir = folder({ 's.hsh': SCRIPT });
    const r = hsh([...RUN, 's.hsh'], { cwd: dir });
    expect(r.stdout).toBe(SCRIPT_OUT);
    expect(r.status).toBe(0);
  });

  it('runs -e statements, one after another', () => {
    const r = hsh([...RUN, '-e', "create 't', 'f'", '-e', "put 't', 'r', 'f:q', 'v'; scan 't'"]);
    expect(r.stdout).toBe(SCRIPT_OUT);
    expect(r.status).toBe(0);
  });

  it('runs statements from stdin', () => {
    expect(hsh(RUN, { input: SCRIPT })).toMatchObject({ stdout: SCRIPT_OUT, status: 0 });
  });

  it('runs a script file named like a subcommand as ./NAME, and as any argument but the first', () => {
    const dir = folder({ test: SCRIPT, repair: 'list\n' });
    expect(hsh([...RUN, './test'], { cwd: dir })).toMatchObject({ stdout: SCRIPT_OUT, status: 0 });
    expect(hsh([...RUN, './test', 'repair'], { cwd: dir })).toMatchObject({ stdout: `${SCRIPT_OUT}TABLE\nt\n1 row(s)\n=> ["t"]\n`, status: 0 });
  });

  it('keeps its exit statuses: 1 a failed statement under -n, 2 an unreadable script or an unknown option', () => {
    expect(hsh([...RUN, '-n', '-e', "get 'nope', 'r'"])).toEqual({ stdout: 'COLUMN  CELL\nERROR RuntimeError: Unknown table nope!\n', stderr: '', status: 1 });
    expect(hsh([...RUN, 'missing.hsh'])).toMatchObject({ stderr: 'hsh: cannot read script missing.hsh\n', status: 2 });
    expect(hsh(['--bogus'])).toMatchObject({ stderr: "error: unknown option '--bogus'\n", status: 2 });
  });
});
