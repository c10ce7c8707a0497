/**
 * An import stopped by an error says how far it got — the rows in the store
 * and the line of the file the last of them came from — and SKIP (import_tsv)
 * or -Dimporttsv.skip.lines (hsh importtsv) resumes after that line. The full
 * disk is a real one (a 5 MB tmpfs) where this machine lets the test mount
 * one, and otherwise a backend whose commits fail with LevelDB's ENOSPC
 * error after a number of them: the same assertions either way.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Writable } from 'node:stream';
import { hsh, testShell } from '../helpers/shell.js';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import type { Backend, WriteBatch } from '../../src/engine/backend.js';
import { ShellError } from '../../src/errors.js';
import { importTsvMain } from '../../src/shell/import-tsv-cli.js';
import { BufferedWriter, type ShellIO } from '../../src/shell/io.js';

const dir = mkdtempSync(join(tmpdir(), 'hsh-import-stop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `n` lines `r000001<TAB><100 hex digits>` (incompressible: they fill a disk as they are). */
function tsv(name: string, n: number): string {
  const path = join(dir, name);
  const lines: string[] = [];
  for (let i = 1; i <= n; i++) lines.push(`r${String(i).padStart(6, '0')}\t${(BigInt(i) * 0x9e3779b97f4a7c15n).toString(16).padStart(25, '0').repeat(4)}\n`);
  writeFileSync(path, lines.join(''));
  return path;
}

/** A store whose commits fail as LevelDB's do on a full disk once `commits` of them went through. */
async function fillingBackend(commits: number): Promise<Backend> {
  const backend = await openLevelBackend({ memory: true });
  let left = commits;
  return new Proxy(backend, {
    get(target, key, receiver) {
      if (key !== 'batch') return Reflect.get(target, key, receiver);
      return (): WriteBatch => {
        const b = target.batch();
        const write = b.write.bind(b);
        b.write = () => (left-- > 0 ? write() : b.close().then(() => Promise.reject(new ShellError('STORE_IO', 'store error: IO error: /data/000004.log: No space left on device'))));
        return b;
      };
    },
  });
}

/** Rows of `t` in the store. */
async function rowsOf(shell: Awaited<ReturnType<typeof testShell>>): Promise<string> {
  return (await shell.run("puts count('t')")).stdout.split('\n').slice(-2)[0];
}

/** import_tsv on the failing backend: 4 import batches of 4096 rows commit, the 5th fails. */
async function fullDiskInProcess(): Promise<void> {
  const file = tsv('rows.tsv', 20000);
  const shell = await testShell({ openBackend: () => fillingBackend(5), keepGoing: false });
  const r = await shell.run(`create 't', 'f'\nimport_tsv 't', '${file}', {COLUMNS => 'HBASE_ROW_KEY,f:a'}`);
  expect(r.stdout).toBe('Created table t\n=> Hbase::Table - t\n\nERROR: store error: IO error: /data/000004.log: No space left on device\n\n');
  expect(r.stderr).toBe(`Stopped after writing 16384 row(s), through line 16384 of ${file}; SKIP => 16384 resumes after that line\n`);
  expect(r.status).toBe(3);
  await shell.close().catch(() => undefined);
}

describe('a stopped import says how far it got', () => {
  it('import_tsv on a full disk: the rows written and their last line, then SKIP resumes after it', fullDiskInProcess);

  it('SKIP => N imports the rest of the file, the rows before it left as they are', async () => {
    const file = tsv('skip.tsv', 50);
    const r = await hsh(`create 't', 'f'\nimport_tsv 't', '${file}', {COLUMNS => 'HBASE_ROW_KEY,f:a', SKIP => 20}\ncount 't'\nget 't', 'r000020'\nscan 't', {LIMIT => 1, COLUMNS => 'f:none'}`);
    expect(r.stdout).toContain(`Imported 30 row(s), 30 cell(s) from ${file}\n=> 30\n30 row(s)\n=> 30\nCOLUMN  CELL\n0 row(s)\n`);
    // with HEADER, the header is line 1 and still names the columns
    writeFileSync(join(dir, 'h.csv'), 'HBASE_ROW_KEY,f:a\nr1,a\nr2,b\nr3,c\n');
    const h = await hsh(`create 't', 'f'\nimport_tsv 't', '${join(dir, 'h.csv')}', {SEPARATOR => ',', HEADER => true, SKIP => 2}\nscan 't'`);
    expect(h.stdout).toContain('Imported 2 row(s), 2 cell(s)');
    expect(h.stdout).toContain('ROW  COLUMN+CELL\n r2 column=f:a, timestamp=2023-11-14T22:13:20.001, value=b\n r3 column=f:a, timestamp=2023-11-14T22:13:20.001, value=c\n2 row(s)\n');
    expect((await hsh(`create 't', 'f'\nimport_tsv 't', '${file}', {COLUMNS => 'HBASE_ROW_KEY,f:a', SKIP => -1}`)).stdout).toContain('ERROR: SKIP must be a number of lines, 0 or more');
  });

  it('a bad line with SKIP_BAD_LINES false: the rows before it, and the line of the last', async () => {
    writeFileSync(join(dir, 'bad.tsv'), 'r1\ta\nr2\tb\n\nnodelimiter\nr5\te\n');
    const shell = await testShell({ keepGoing: false });
    const r = await shell.run(`create 't', 'f'\nimport_tsv 't', '${join(dir, 'bad.tsv')}', {COLUMNS => 'HBASE_ROW_KEY,f:a', SKIP_BAD_LINES => false}`);
    expect(r.stdout).toContain(`ERROR: Bad line at ${join(dir, 'bad.tsv')}:3: No delimiter\n`);
    expect(r.stderr).toBe(`Stopped after writing 2 row(s), through line 2 of ${join(dir, 'bad.tsv')}; SKIP => 2 resumes after that line\n`);
    expect(await rowsOf(shell)).toBe('2');
    await shell.close();
  });

  it('hsh importtsv on a full disk: the same, with -Dimporttsv.skip.lines', async () => {
    const file = tsv('cli.tsv', 10000);
    let out = '';
    const err: string[] = [];
    const io: ShellIO = { stdout: new BufferedWriter(new Writable({ write: (c, _e, cb) => ((out += c.toString()), cb()) })), stderr: (l) => err.push(l), isTTY: false, columns: 0 };
    // the create commits, then 2 import batches of 4096 rows; the 3rd fails
    const backend = await fillingBackend(3);
    const setup = await testShell({ openBackend: async () => backend });
    await setup.run("create 't', 'f'");
    await setup.session.engine().then((e) => e.flushWrites());
    const status = await importTsvMain(['-Dimporttsv.columns=HBASE_ROW_KEY,f:a', 't', file], io, async () => backend);
    expect(err).toEqual([`Stopped after writing 8192 row(s), through line 8192 of ${file}; -Dimporttsv.skip.lines=8192 resumes after that line`, 'ERROR: store error: IO error: /data/000004.log: No space left on device']);
    expect(status).toBe(3);
    expect(out).toBe('');
  });
});

describe('a full disk for real (a 5 MB tmpfs), or else the failing backend', () => {
  const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'hsh.js');

  it('import_tsv stops with exit 3, and the store holds exactly the rows it says, through the line it says', async () => {
    const file = tsv('big.tsv', 60000);
    const mnt = join(dir, 'mnt');
    mkdirSync(mnt);
    const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=5m', 'tmpfs', mnt]).status === 0;
    // no mount here (not root, no tmpfs): the failing backend stands for the disk
    if (!mounted) return fullDiskInProcess();
    try {
      const data = join(mnt, 'data');
      const r = spawnSync(process.execPath, [bin, '--no-timing', '--data', data, '-e', "create 't', 'f'", '-e', `import_tsv 't', '${file}', {COLUMNS => 'HBASE_ROW_KEY,f:a'}`], { encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(3);
      expect(r.stdout).toMatch(/ERROR: store error: IO error: .*No space left on device\n/);
      const m = /^Stopped after writing (\d+) row\(s\), through line (\d+) of .*big\.tsv; SKIP => (\d+) resumes after that line\n$/.exec(r.stderr);
      expect(m).not.toBeNull();
      const [rows, line, skip] = [Number(m![1]), Number(m![2]), Number(m![3])];
      expect(rows).toBeGreaterThan(0);
      expect(line).toBe(rows);
      expect(skip).toBe(rows);
      // the store, copied off the full disk (it needs room to open), holds exactly those rows
      const copy = join(dir, 'copy');
      spawnSync('cp', ['-r', data, copy]);
      const last = `r${String(rows).padStart(6, '0')}`;
      const next = `r${String(rows + 1).padStart(6, '0')}`;
      const c = spawnSync(process.execPath, [bin, '--no-timing', '--data', copy, '-e', "count 't', INTERVAL => 1000000", '-e', `get 't', '${last}', 'f:none'`, '-e', `get 't', '${next}'`], { encoding: 'utf8' });
      expect(c.stdout).toBe(`${rows} row(s)\n=> ${rows}\nCOLUMN  CELL\n0 row(s)\nCOLUMN  CELL\n0 row(s)\n`);
    } finally {
      spawnSync('umount', [mnt]);
    }
  });
});
