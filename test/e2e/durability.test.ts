/**
 * Durability through the built CLI: nothing acknowledged is lost when hsh is
 * killed (SIGKILL after some statements' output was read), a damaged store
 * is an error naming its file and never re-created, `hsh repair` recovers
 * it, a full disk and store errors stop the run with exit 3 and one clear
 * message, a reader going away (EPIPE) ends the run with exit 3 and says so, and
 * what hsh creates is its owner's alone. `npm run crash` runs the crash
 * trial longer (scripts/crash.mjs).
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN, crashTrial, putScript } from '../../scripts/crash.mjs';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { KeyEncoder, encodeValue, storePrefix } from '../../src/engine/backends/leveldb/keys.js';
import { openEngine } from '../../src/engine/index.js';
import { TestClock } from '../engine/helpers.js';

const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1' };

function hsh(args: string[], input?: string) {
  return spawnSync(process.execPath, [BIN, '--no-timing', ...args], { encoding: 'utf8', env, input, timeout: 60_000, maxBuffer: 1 << 28 });
}

/** `hsh repair …` (a subcommand: the first argument). */
function repair(args: string[]) {
  return spawnSync(process.execPath, [BIN, 'repair', ...args], { encoding: 'utf8', env, timeout: 60_000 });
}

function freshDir(): string {
  return mkdtempSync(join(tmpdir(), 'hsh-durable-'));
}

/** A store of `puts` rows in t1 (r0000000 …), written by a script run. */
function storeWith(puts: number): string {
  const data = join(freshDir(), 'data');
  const r = hsh(['--data', data], putScript(puts));
  expect(r.status).toBe(0);
  return data;
}

describe('kill -9 loses nothing acknowledged', () => {
  // A few random instants; scripts/crash.mjs runs 20 trials of 100k puts.
  const trials: Array<['classic' | 'json', number]> = [
    ['classic', 500 + Math.floor(Math.random() * 8000)],
    ['json', 500 + Math.floor(Math.random() * 8000)],
    ['classic', 9000 + Math.floor(Math.random() * 9000)],
  ];
  for (const [format, killAfter] of trials) {
    it(`${format}: killed after ${killAfter} acknowledged statements, every acknowledged put is kept and no row is torn`, async () => {
      const r = await crashTrial({ puts: 20_000, killAfter, format });
      expect(r.killed).toBe(true);
      expect(r.ackedPuts).toBeGreaterThanOrEqual(killAfter - 1);
      expect({ lost: r.lost, torn: r.torn, stderr: r.stderr }).toEqual({ lost: 0, torn: 0, stderr: '' });
      expect(r.present).toBeGreaterThanOrEqual(r.ackedPuts);
    });
  }
});

describe('kill -9 never lets a sequence id be handed out twice', () => {
  /** Each stored cell of t1 (one per row, row i written by the i-th put): its row index and sequence id. */
  async function storedIds(data: string): Promise<{ ids: Map<number, number>; ceiling: number }> {
    const backend = await openLevelBackend({ location: data });
    try {
      const table = (await backend.catalog('table')).map(([, v]) => JSON.parse(v.toString('utf8'))).find((t) => t.qualifier === 't1');
      const reader = backend.rows([{ store: backend.store(table.id, table.families[0].id, { table: 't1', family: 'f' }), keysOnly: false }], {});
      const ids = new Map<number, number>();
      for (let rows = await reader.next(); rows.length > 0; rows = await reader.next()) {
        for (const r of rows) ids.set(Number(r.row.toString('latin1').slice(1)), r.seqId(0));
      }
      await reader.close();
      const [[, ceiling]] = await backend.catalog('sequence');
      return { ids, ceiling: Number(ceiling.toString('latin1')) };
    } finally {
      await backend.close();
    }
  }

  it('killed mid-script: every kept row has its put\'s id, all below the recorded ceiling; the next run writes above them', async () => {
    const dir = freshDir();
    const data = join(dir, 'data');
    const script = join(dir, 'puts.hsh');
    writeFileSync(script, putScript(20_000));
    const child = spawn(process.execPath, [BIN, '--data', data, script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let acked = 0;
    const killAfter = 2000 + Math.floor(Math.random() * 12_000);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      acked += chunk.split('\n').filter((l) => l.startsWith('Took ')).length;
      if (acked >= killAfter) child.kill('SIGKILL');
    });
    await new Promise((resolve) => child.on('close', resolve));
    const before = await storedIds(data);
    expect(before.ids.size).toBeGreaterThanOrEqual(killAfter - 1);
    // one id per put, in script order: row i is the (i+1)-th mutation
    for (const [i, id] of before.ids) expect(id).toBe(i + 1);
    expect(before.ceiling).toBeGreaterThan(before.ids.size);
    expect(hsh(['--data', data, '-e', "put 't1', 'r9999999', 'f:q', 'v9999999'"]).status).toBe(0);
    const after = await storedIds(data);
    expect(after.ids.get(9999999)).toBe(before.ceiling);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('a damaged store is an error, never re-created, and hsh repair recovers it', () => {
  it('a missing CURRENT: exit 3 naming the file, the table files untouched; repair recovers every row', () => {
    const data = storeWith(3000);
    rmSync(join(data, 'CURRENT'));
    const before = readdirSync(data).sort();
    const r = hsh(['--data', data, '-e', "count 't1'"]);
    expect(r.stdout).toBe(`\nERROR: data directory ${data} is damaged: its CURRENT file is missing; 'hsh repair --data ${data}' rebuilds the store from its table and log files\n\n`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(3);
    expect(readdirSync(data).sort()).toEqual(before);
    const repaired = repair(['--data', data]);
    const backup = readdirSync(join(data, 'lost'));
    expect(backup).toEqual([expect.stringMatching(/^repair-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/)]);
    expect(readdirSync(join(data, 'lost', backup[0])).sort()).toEqual([...before, 'REPAIR.LOG'].filter((f) => f !== 'LOCK').sort());
    expect(repaired.stdout).toBe(
      [
        `Backed up ${before.length - 1} file(s) of ${data} to ${data}/lost/${backup[0]} before changing anything.`,
        `Repaired ${data}: its MANIFEST and CURRENT rebuilt from its table and log files (LevelDB RepairDB), every entry that could be read kept.`,
        'Nothing was lost: every table file and log record read back whole.',
        '1 table(s):',
        '  t1: 3000 row(s), 3000 cell(s)',
        '0 snapshot(s):',
        'No orphaned cells.',
        '',
      ].join('\n'),
    );
    expect(repaired.status).toBe(0);
    expect(hsh(['--data', data, '-e', "count 't1', INTERVAL => 100000"]).stdout).toBe('3000 row(s)\n=> 3000\n');
  });

  it('a MANIFEST that CURRENT names is missing: exit 3 naming it', () => {
    const data = storeWith(10);
    const manifest = readFileSync(join(data, 'CURRENT'), 'latin1').trim();
    rmSync(join(data, manifest));
    const r = hsh(['--data', data, '-e', 'list']);
    expect(r.stdout).toBe(`\nERROR: data directory ${data} is damaged: ${manifest} (named by CURRENT) is missing; 'hsh repair --data ${data}' rebuilds the store from its table and log files\n\n`);
    expect(r.status).toBe(3);
    expect(repair(['--data', data]).status).toBe(0);
    expect(hsh(['--data', data, '-e', "count 't1'"]).stdout).toBe('10 row(s)\n=> 10\n');
  });

  it("a corrupted MANIFEST: exit 3 with LevelDB's cause; repair recovers every row", () => {
    const data = storeWith(2000);
    const manifest = join(data, readFileSync(join(data, 'CURRENT'), 'latin1').trim());
    const bytes = readFileSync(manifest);
    for (let i = 10; i < bytes.length; i += 7) bytes[i] ^= 0xff;
    writeFileSync(manifest, bytes);
    const r = hsh(['--data', data, '-e', 'list']);
    expect(r.stdout).toMatch(new RegExp(`^\\nERROR: data directory ${data} is damaged: Corruption: [^\\n]+; 'hsh repair --data ${data}' rebuilds the store from its table and log files\\n\\n$`));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(3);
    expect(repair(['--data', data]).status).toBe(0);
    expect(hsh(['--data', data, '-e', "count 't1', INTERVAL => 100000"]).stdout).toBe('2000 row(s)\n=> 2000\n');
  });

  it('repair reports cells of a table id the catalog does not know, keeps them, and removes them only when asked', async () => {
    const data = storeWith(5);
    // Cells under table id 999, which no catalog record has (what a drop killed before its clearing left behind).
    const { ClassicLevel } = await import('classic-level');
    const db = new ClassicLevel<Buffer, Buffer>(data, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
    await db.open();
    const keys = new KeyEncoder();
    const batch = db.batch();
    for (const row of ['a', 'b', 'c']) batch.put(keys.encode(storePrefix(999, 1), Buffer.from(row), Buffer.from('q'), 1n, 4), encodeValue(Buffer.from('v')));
    await batch.write();
    await db.close();
    const kept = repair(['--data', data]);
    expect(kept.stdout.split('\n').slice(3)).toEqual([
      '1 table(s):',
      '  t1: 5 row(s), 5 cell(s)',
      '0 snapshot(s):',
      'Orphaned: 3 cell(s) of table id 999, which the catalog does not know: kept',
      `'hsh repair --data ${data} --remove-orphans' removes them.`,
      '',
    ]);
    expect(kept.status).toBe(0);
    const removed = repair(['--data', data, '--remove-orphans']);
    expect(removed.stdout).toContain('Orphaned: 3 cell(s) of table id 999, which the catalog does not know: removed\n');
    expect(repair(['--data', data]).stdout).toContain('\nNo orphaned cells.\n');
    expect(hsh(['--data', data, '-e', "count 't1'"]).stdout).toBe('5 row(s)\n=> 5\n');
  });

  it('repair finishes DDL a crash interrupted before counting orphans: the cells a drop and a snapshot were clearing are not orphans', async () => {
    const data = storeWith(5);
    // A snapshot killed after its copy, and a drop killed before its clearing: each leaves its
    // procedure record and cells under an id the catalog does not list.
    const inner = await openLevelBackend({ location: data });
    const killed = async () => {
      throw new Error('killed');
    };
    const crashing = new Proxy(inner, {
      get(target, prop) {
        if (prop === 'clearTable' || prop === 'clearSnapshot') return killed;
        if (prop === 'copyTableToSnapshot') return (table: number, snapshot: number) => target.copyTableToSnapshot!(table, snapshot).then(killed);
        if (prop === 'close') return async () => {};
        const v: unknown = Reflect.get(target, prop, target);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    const e = await openEngine({ backend: crashing, clock: new TestClock() });
    await expect(e.snapshot('t1', 's1', {})).rejects.toThrow('killed');
    await e.disableTable('t1');
    await expect(e.dropTable('t1')).rejects.toThrow('killed');
    expect([...(await inner.storedIds!('table'))]).toEqual([[1, 5]]);
    expect([...(await inner.storedIds!('snapshot'))]).toEqual([[1, 5]]);
    await inner.close();

    const repaired = repair(['--data', data]);
    expect(repaired.stdout.split('\n').slice(3)).toEqual([
      // procedure ids only grow: 1 is the table's CreateTableProcedure, 3 its DisableTableProcedure
      'Finished interrupted procedure 2 (SnapshotProcedure of t1, at SNAPSHOT_SNAPSHOT_ONLINE_REGIONS): what it was clearing is removed.',
      'Finished interrupted procedure 4 (DeleteTableProcedure of t1, at DELETE_TABLE_CLEAR_FS_LAYOUT): what it was clearing is removed.',
      '0 table(s):',
      '0 snapshot(s):',
      'No orphaned cells.',
      '',
    ]);
    expect(repaired.status).toBe(0);
    const after = await openLevelBackend({ location: data });
    try {
      expect([await after.catalog('procedure'), [...(await after.storedIds!('table'))], [...(await after.storedIds!('snapshot'))]]).toEqual([[], [], []]);
    } finally {
      await after.close();
    }
  });

  it('repair of a directory that does not exist or holds no store: exit 3, nothing created', () => {
    const data = join(freshDir(), 'none');
    const r = repair(['--data', data]);
    expect(r.stderr).toMatch(new RegExp(`^hsh: cannot read data directory ${data}: ENOENT`));
    expect(r.status).toBe(3);
    expect(existsSync(data)).toBe(false);
    const empty = freshDir();
    const none = repair(['--data', empty]);
    expect(none.stderr).toBe(`hsh: data directory ${empty} holds no store to repair\n`);
    expect(none.status).toBe(3);
    expect(readdirSync(empty)).toEqual([]);
  });
});

describe('store errors and broken pipes end the run cleanly', () => {
  it('`hsh -e "scan" | head -1` stops, says why on stderr, exit 3', () => {
    const data = storeWith(20_000);
    const err = join(freshDir(), 'stderr');
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" --data "${data}" -e "scan 't1'" 2>"${err}" | head -1; echo "status=\${PIPESTATUS[0]}"`], {
      encoding: 'utf8',
      env,
    });
    expect(r.stdout).toBe('ROW  COLUMN+CELL\nstatus=3\n');
    expect(readFileSync(err, 'utf8')).toBe('hsh: standard output was closed (EPIPE): the run stopped; every statement whose output was printed is stored\n');
  });

  it('a put script piped into head -2: exit 3 with the reason, and every put whose output was printed is kept', () => {
    const dir = freshDir();
    const data = join(dir, 'data');
    writeFileSync(join(dir, 'puts.hsh'), putScript(20_000));
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" --data "${data}" "${dir}/puts.hsh" 2>"${dir}/err" | head -2; echo "status=\${PIPESTATUS[0]}"`], {
      encoding: 'utf8',
      env,
    });
    expect(r.stdout).toMatch(/^Created table t1\nTook \d+\.\d{4} seconds\nstatus=3\n$/);
    expect(readFileSync(join(dir, 'err'), 'utf8')).toBe('hsh: standard output was closed (EPIPE): the run stopped; every statement whose output was printed is stored\n');
    expect(hsh(['--data', data, '-e', "exists 't1'"]).stdout).toBe('Table t1 does exist\n=> true\n');
  });

  it('a corrupted table file: the statement that reads it fails with the cause, exit 3, no stack trace', () => {
    const data = storeWith(20_000);
    // Opened again: LevelDB turns its log into a table file.
    expect(hsh(['--data', data, '-e', 'list']).status).toBe(0);
    // The largest table file holds the cells; its first blocks may also hold the format key and the
    // catalog (they sort first), whose damage would read as "Unknown table": the flips start past them.
    const ldb = readdirSync(data)
      .filter((n) => n.endsWith('.ldb'))
      .sort((a, b) => statSync(join(data, b)).size - statSync(join(data, a)).size)[0];
    expect(ldb).toBeDefined();
    const path = join(data, ldb);
    const bytes = readFileSync(path);
    for (let i = 16_000; i < bytes.length - 2000; i += 5000) bytes[i] ^= 0xff;
    writeFileSync(path, bytes);
    const r = hsh(['--data', data, '-e', "count 't1', INTERVAL => 100000", '-e', "puts 'not reached'"]);
    expect(r.stdout).toMatch(/^\nERROR: store error: Corruption: [^\n]+ \(the store is damaged: 'hsh repair' rebuilds it\)\n\n$/);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(3);
  });

  it('a full disk: the failing statement says so, exit 3, and every acknowledged put is there once space is freed', (ctx) => {
    const tmpfs = tryMountTmpfs();
    if (typeof tmpfs === 'string') {
      console.warn(`disk-full test skipped: ${tmpfs}`);
      ctx.skip();
      return;
    }
    const dir = tmpfs.dir;
    try {
      const data = join(dir, 'data');
      // Timed, so that each put is acknowledged by its Took line.
      const r = spawnSync(process.execPath, [BIN, '--data', data], { encoding: 'utf8', env, input: putScript(60_000), timeout: 60_000, maxBuffer: 1 << 28 });
      expect(r.stdout).toMatch(/\nERROR: store error: IO error: [^\n]*No space left on device\n\nTook \d+\.\d{4} seconds\n$/);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(3);
      // create's Took line, one per acknowledged put, and the failed statement's.
      const ackedPuts = r.stdout.split('\n').filter((l) => l.startsWith('Took ')).length - 2;
      expect(ackedPuts).toBeGreaterThan(0);
      expect(spawnSync('mount', ['-o', 'remount,size=64m', dir]).status).toBe(0);
      const count = hsh(['--data', data, '-e', "count 't1', INTERVAL => 1000000"]);
      expect(count.status).toBe(0);
      expect(count.stdout).toBe(`${ackedPuts} row(s)\n=> ${ackedPuts}\n`);

      // Full again, in the last batch, written when the run ends: no statement is left to report it.
      rmSync(data, { recursive: true, force: true });
      expect(spawnSync('mount', ['-o', 'remount,size=1m', dir]).status).toBe(0);
      const atEnd = spawnSync(process.execPath, [BIN, '--data', data], { encoding: 'utf8', env, input: putScript(ackedPuts + 4095), timeout: 60_000, maxBuffer: 1 << 28 });
      expect(atEnd.stderr).toMatch(/^hsh: store error: IO error: [^\n]*No space left on device\n$/);
      expect(atEnd.status).toBe(3);
      expect(atEnd.stdout).not.toContain('ERROR');
      expect(atEnd.stdout.split('\n').filter((l) => l.startsWith('Took ')).length - 1).toBe(ackedPuts);
      expect(spawnSync('mount', ['-o', 'remount,size=64m', dir]).status).toBe(0);
      expect(hsh(['--data', data, '-e', "count 't1', INTERVAL => 1000000"]).stdout).toBe(`${ackedPuts} row(s)\n=> ${ackedPuts}\n`);
    } finally {
      spawnSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('durability settings', () => {
  it("set_durability shows and sets HBase's SYNC_WAL or FSYNC_WAL and refuses the weaker ones", () => {
    const r = hsh(['--memory', '--keep-going', '-e', "set_durability; set_durability 'FSYNC_WAL'; set_durability 'use_default'; set_durability 'ASYNC_WAL'"]);
    expect(r.stdout).toBe(
      [
        'durability: SYNC_WAL',
        'durability: FSYNC_WAL',
        'durability: SYNC_WAL',
        '',
        "ERROR: ASYNC_WAL is not kept: hsh acknowledges a write only once it is in the log; use 'SYNC_WAL' or 'FSYNC_WAL'",
        '',
        `For usage try 'help "set_durability"'`,
        '',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(1);
    expect(hsh(['--memory', '--sync', '-e', 'set_durability']).stdout).toBe('durability: FSYNC_WAL\n');
  });

  it('--sync fsyncs the log at each commit (counted with strace)', (ctx) => {
    if (spawnSync('strace', ['-V']).status !== 0) {
      console.warn('--sync test skipped: strace is not available to count fsync calls');
      ctx.skip();
      return;
    }
    const fsyncs = (args: string[]) => {
      const dir = freshDir();
      const trace = join(dir, 'trace');
      const r = spawnSync('strace', ['-f', '-e', 'trace=fsync,fdatasync', '-o', trace, process.execPath, BIN, '--no-timing', '--data', join(dir, 'data'), ...args], {
        encoding: 'utf8',
        env,
        input: putScript(10_000),
      });
      expect(r.status).toBe(0);
      return readFileSync(trace, 'utf8').split('\n').filter((l) => /\bf(data)?sync\(/.test(l)).length;
    };
    // 10,000 puts are 3 batches; with create and the counters written at the end, 5 commits more.
    expect(fsyncs(['--sync']) - fsyncs([])).toBe(5);
  });
});

describe('a new data directory is its owner alone', () => {
  it('is created 0700 and its files 0600', () => {
    const data = storeWith(10);
    expect(statSync(data).mode & 0o777).toBe(0o700);
    for (const f of readdirSync(data)) expect([f, statSync(join(data, f)).mode & 0o777]).toEqual([f, 0o600]);
  });
});

/** A 1 MiB tmpfs to fill, or why there is none. */
function tryMountTmpfs(): { dir: string } | string {
  if (process.platform !== 'linux') return 'tmpfs needs Linux';
  const dir = freshDir();
  mkdirSync(dir, { recursive: true });
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { encoding: 'utf8' });
  if (r.status !== 0) return `cannot mount a tmpfs here (${(r.stderr || r.error?.message || 'mount failed').trim()})`;
  return { dir };
}
