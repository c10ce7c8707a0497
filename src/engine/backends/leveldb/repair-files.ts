/**
 * `hsh repair` on a LevelDB directory, under the store's lock from its
 * first step to its last (store-lock.ts):
 *
 *  1. every LevelDB file is copied (hard-linked: LevelDB never rewrites a
 *     file in place) to `lost/repair-<time>/`, before anything changes;
 *  2. the work happens in `repair.tmp/`, on links to the same files: a table
 *     with a damaged block is rebuilt from its intact blocks (sstable.ts),
 *     under a new file number, then LevelDB's RepairDB runs there, in a
 *     child process (an assertion in it ends that process, not hsh);
 *  3. the switch is LevelDB's own: the new tables and MANIFEST are moved in
 *     beside the old files and CURRENT is replaced by a rename
 *     (db/filename.cc SetCurrentFile). Until that rename the store is the old
 *     one, whole; after it, the repaired one. Only then are the old files
 *     removed (their copies stay in the backup).
 */
import type * as ChildProcess from 'node:child_process';
import { Buffer } from 'node:buffer';
import { closeSync, copyFileSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { builtin } from '../../../bytes.js';
import { ShellError } from '../../../errors.js';
import { incompleteLogTails, infoLogLines, tailWarning } from './health.js';
import { checkTable, rebuildTable } from './sstable.js';

/** LevelDB's numbered files and its CURRENT (db/filename.cc); LOCK is never touched (closing it would drop the lock). */
const NUMBERED = /^(\d+)\.(log|ldb|sst|dbtmp)$|^MANIFEST-(\d+)$/;
const TABLE = /^(\d+)\.(ldb|sst)$/;

export interface DamagedTable {
  file: string;
  /** Entries kept from its intact blocks (0: nothing could be read). */
  kept: number;
  /** The damaged stretches: bytes, and the user keys of the intact entries around each. */
  damaged: Array<{ bytes: number; after?: Buffer; before?: Buffer }>;
}

export interface FileRepair {
  /** The backup directory, relative to the data directory. */
  backup: string;
  /** Files copied to it. */
  backedUp: number;
  damagedTables: DamagedTable[];
  /** Warnings about log bytes dropped (incomplete records, records LevelDB found corrupted). */
  logWarnings: string[];
}

/** Runs steps 1–3; the caller holds the store's lock. */
export async function repairFiles(dir: string): Promise<FileRepair> {
  const names = readdirSync(dir);
  const files = names.filter((n) => NUMBERED.test(n) || n === 'CURRENT' || n === 'LOG' || n === 'LOG.old');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const backup = join('lost', `repair-${stamp}`);
  mkdirSync(join(dir, backup), { recursive: true, mode: 0o700 });
  for (const f of files) copy(join(dir, f), join(dir, backup, f));

  const work = join(dir, 'repair.tmp');
  rmSync(work, { recursive: true, force: true }); // a repair killed before its switch left it
  mkdirSync(work, { mode: 0o700 });
  try {
    const numbered = files.filter((n) => NUMBERED.test(n) && !n.endsWith('.dbtmp'));
    for (const f of numbered) copy(join(dir, f), join(work, f));
    let next = Math.max(0, ...names.map(fileNumber)) + 1;
    const damagedTables: DamagedTable[] = [];
    for (const f of numbered.filter((n) => TABLE.test(n))) {
      const bytes = readFileSync(join(work, f));
      const check = checkTable(bytes);
      if (check.intact) continue;
      unlinkSync(join(work, f));
      if (check.blocks.length > 0) writeFileSync(join(work, `${String(next++).padStart(6, '0')}.ldb`), rebuildTable(bytes, check.blocks), { mode: 0o600 });
      damagedTables.push({ file: f, kept: check.entries, damaged: check.damaged.map(({ bytes, after, before }) => ({ bytes, after, before })) });
    }
    // A number RepairDB will not use (it counts temporary files): the new MANIFEST's, once renamed.
    const manifestNumber = next++;
    writeFileSync(join(work, fileName(manifestNumber, 'dbtmp')), '', { mode: 0o600 });
    const logWarnings = incompleteLogTails(work).map(tailWarning);
    await repairDbInChild(work);
    logWarnings.push(...repairLogDrops(work));
    switchTo(dir, work, manifestNumber);
    try {
      copyFileSync(join(work, 'LOG'), join(dir, backup, 'REPAIR.LOG'));
    } catch {
      // RepairDB's own log is a record, not a part of the store
    }
    return { backup, backedUp: files.length, damagedTables, logWarnings };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A hard link (the same bytes, for nothing), or a copy where links are refused. */
function copy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

function fileNumber(name: string): number {
  const m = NUMBERED.exec(name);
  return m ? Number(m[1] ?? m[3]) : 0;
}

function fileName(n: number, ext: string): string {
  return `${String(n).padStart(6, '0')}.${ext}`;
}

/**
 * LevelDB's RepairDB in a child process: its assertions (table_builder.cc:97
 * on keys out of order) abort the process they run in. The tables it meets
 * were checked block by block first, so it is not expected to fail.
 */
function repairDbInChild(work: string): Promise<void> {
  const classicLevel = classicLevelPath();
  const code = 'require(process.argv[1]).ClassicLevel.repair(process.argv[2]).catch((e) => { process.stderr.write(String(e && e.message)); process.exit(1); })';
  return new Promise((done, fail) => {
    // node:child_process (and net, dgram … with it) is loaded only when a repair runs: every start opens this backend.
    const child = builtin<typeof ChildProcess>('node:child_process').spawn(process.execPath, ['-e', code, classicLevel, work], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (d: string) => (stderr += d));
    child.on('error', (e) => fail(new ShellError('STORE_IO', `cannot run LevelDB's repair: ${e.message}`, { cause: e })));
    child.on('close', (status, signal) => {
      if (status === 0) return done();
      const why = signal ? `it ended with ${signal}` : `status ${status}`;
      const said = stderr.trim().split('\n').pop();
      fail(new ShellError('STORE_IO', `LevelDB's repair failed (${why}${said ? `: ${said}` : ''}); the store is unchanged`));
    });
  });
}

/** classic-level's entry, as hsh itself resolves it (from its own package, wherever it is installed). */
function classicLevelPath(): string {
  for (const base of [process.argv[1], join(process.cwd(), 'index.js')]) {
    if (!base) continue;
    try {
      return createRequire(resolve(base)).resolve('classic-level');
    } catch {
      // the next place
    }
  }
  throw new ShellError('STORE_IO', "cannot find the classic-level package to run LevelDB's repair");
}

/** What RepairDB's info log says it dropped converting the logs. */
function repairLogDrops(work: string): string[] {
  return infoLogLines(work, /dropping \d+ bytes|ignoring/i).map((l) => `LevelDB's repair: ${l}`);
}

/** Step 3: the repaired tables and MANIFEST moved in, then CURRENT renamed over, then the old files removed. */
function switchTo(dir: string, work: string, manifestNumber: number): void {
  const live = readdirSync(work).filter((n) => TABLE.test(n));
  for (const f of live) {
    const target = join(dir, f);
    if (sameFile(join(work, f), target)) continue;
    renameSync(join(work, f), target);
    syncFile(target);
  }
  const manifest = `MANIFEST-${String(manifestNumber).padStart(6, '0')}`;
  renameSync(join(work, 'MANIFEST-000001'), join(dir, manifest));
  syncFile(join(dir, manifest));
  const temp = join(dir, fileName(manifestNumber, 'dbtmp'));
  writeFileSync(temp, `${manifest}\n`, { mode: 0o600 });
  syncFile(temp);
  renameSync(temp, join(dir, 'CURRENT'));
  syncFile(dir);
  const keep = new Set([...live, manifest]);
  for (const f of readdirSync(dir)) if (NUMBERED.test(f) && !keep.has(f)) unlinkSync(join(dir, f));
  syncFile(dir);
}

function sameFile(a: string, b: string): boolean {
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return false;
  }
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
