/**
 * No command writes a file into a store's data directory: dump, capture and
 * export_csv are refused there with Errno::EACCES — by a plain path, through
 * `..`, through a symbolic link (also one to a file not there yet), under
 * --sandbox and outside it — and the store's files are left as they were.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hsh, testShell } from '../helpers/shell.js';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { FileAccess } from '../../src/shell/files.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A lab folder beside a data directory holding one table `t` with one row. */
async function lab(): Promise<{ dir: string; data: string; labs: string }> {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'hsh-guard-')));
  made.push(dir);
  const data = join(dir, 'data');
  const labs = join(dir, 'labs');
  mkdirSync(labs);
  const r = await hsh("create 't', 'f'\nput 't', 'r1', 'f:a', 'v1'", { openBackend: () => openLevelBackend({ location: data }) });
  expect(r.status).toBe(0);
  return { dir, data, labs };
}

/** The store's files and their bytes. */
function snapshot(data: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(data).sort()) if (name !== 'LOG' && name !== 'LOG.old') files[name] = readFileSync(join(data, name)).toString('base64');
  return files;
}

const WRITES: Array<[string, (path: string) => string]> = [
  ['dump', (path) => `dump 't', '${path}'`],
  ['capture', (path) => `capture '${path}'`],
  ['export_csv', (path) => `export_csv 't', '${path}'`],
];

describe('the store guard', () => {
  for (const sandbox of [true, false]) {
    for (const [command, statement] of WRITES) {
      it(`${sandbox ? '--sandbox' : 'outside --sandbox'}: ${command} into the data directory, through .. and through links, is Errno::EACCES and changes no file`, async () => {
        const { data, labs } = await lab();
        symlinkSync(join(data, 'CURRENT'), join(labs, 'current-link'));
        symlinkSync(join(data, 'NEWFILE'), join(labs, 'dangling-link'));
        symlinkSync(data, join(labs, 'data-link'));
        const paths = [join(data, 'CURRENT'), join(data, 'new.txt'), `${labs}/../data/000005.ldb`, join(labs, 'current-link'), join(labs, 'dangling-link'), join(labs, 'data-link', 'x.txt')];
        // one session: the store stays open, so its files change only if a command writes them
        const shell = await testShell({ openBackend: () => openLevelBackend({ location: data }), dataDirectory: data, files: sandbox ? new FileAccess([data, labs]) : undefined });
        expect((await shell.run("count 't'")).stdout).toBe('1 row(s)\n=> 1\n');
        const before = snapshot(data);
        for (const path of paths) {
          const r = await shell.run(statement(path));
          expect(r.stdout).toBe(`\nERROR: Permission denied - ${path} (in the data directory ${data}: only the store writes its files)\n\nFor usage try 'help "${command}"'\n\n`);
          expect(r.status).toBe(1);
        }
        expect(snapshot(data)).toEqual(before);
        await shell.close();
        expect(existsSync(join(data, 'NEWFILE'))).toBe(false);
        const after = await hsh("get 't', 'r1'", { openBackend: () => openLevelBackend({ location: data }) });
        expect(after.stdout).toBe('COLUMN  CELL\n f:a timestamp=2023-11-14T22:13:20.001, value=v1\n1 row(s)\n');
      });
    }
  }

  it('also guards a store that is not the run\'s (a LevelDB folder: its CURRENT and LOCK), e.g. from an in-memory run', async () => {
    const { data } = await lab();
    const r = await hsh(`create 't', 'f'\ndump 't', '${data}/CURRENT'`, { keepGoing: false });
    expect(r.stdout).toContain(`ERROR: Permission denied - ${data}/CURRENT (in the data directory ${data}: only the store writes its files)\n`);
    expect(r.status).toBe(1);
  });

  it('lets every command write beside the data directory, and a command read a file inside it', async () => {
    const { data, labs } = await lab();
    writeFileSync(join(data, 'splits.txt'), 'm\n');
    const options = { openBackend: () => openLevelBackend({ location: data }), dataDirectory: data, files: new FileAccess([data, labs]) };
    const r = await hsh(`dump 't', '${labs}/t.hsh'\nexport_csv 't', '${labs}/t.csv'\ncreate 't2', 'f', SPLITS_FILE => '${data}/splits.txt'\nget_splits 't2'`, options);
    expect(r.stdout).toBe(`2 statement(s) for 1 table(s) written to ${labs}/t.hsh\nExported 1 row(s), 1 cell(s) to ${labs}/t.csv\n=> 1\nCreated table t2\n=> Hbase::Table - t2\nTotal number of splits = 2\nm\n=> ["m"]\n`);
    expect(readFileSync(join(labs, 't.csv'), 'utf8')).toBe('HBASE_ROW_KEY,f:a\nr1,v1\n');
    expect(readFileSync(join(labs, 't.hsh'), 'utf8')).toContain(`put 't', "r1", "f:a", "v1", 1700000000001\n`);
  });
});
