// npm run bench:scale [-- 1M 10M 100M]: the engine at scale (issue 25), not part of npm test
// nor of npm run bench. Sizes by argument or HSH_SCALE_CELLS (default 1M and 10M; 10M took 24 min
// at load 20 on 2 cores, so 100M takes hours, and ~11 GB of temp disk: two stores, the dump, the CSV).
// Per size, on a tall table (one cell per row):
//   - coalesced puts through the engine vs raw chained batches of 1,000 of the same cells,
//     with LevelDB's compaction debt once the puts are in (leveldb.stats);
//   - 100k random gets vs raw db.get on the raw store of the same size, and that raw store's gets
//     at hsh's table-cache bound (74 open files) beside its default;
//   - whole-process `scan`, `count`, `dump` and `export_csv` (stdout to /dev/null, files in
//     the temp dir): throughput vs a raw nextv(1000) scan of the same store, and peak RSS
//     (GNU time's maximum resident set) vs the 150 MB budget;
//   - the store's size on disk per cell beside HBase's KeyValue size of the same cells.
// Figures are reported, never asserted.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { report } from './report.mjs';
import { rawPuts } from './raw-level.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'hsh.js');
const dist = (p) => pathToFileURL(join(root, 'dist', p)).href;
const GETS = 100_000;
const BUDGET_MB = 150;

function parseSize(s) {
  const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(s.trim());
  if (!m) throw new Error(`not a size: ${s} (e.g. 1M, 500k, 10000)`);
  return Math.round(Number(m[1]) * (m[2] === '' ? 1 : /k/i.test(m[2]) ? 1e3 : 1e6));
}

const rowKey = (i) => Buffer.from(`row${String(i).padStart(9, '0')}`, 'latin1');
const value = (i) => Buffer.from(`value-${i}`, 'latin1');
const perSec = (n, ms) => n / (ms / 1000);

/** HBase's KeyValue length of the cell (KeyValue.getLength: 4 + 4 + key + value; key = 2 + row + 1 + family + qualifier + 8 + 1). */
const keyValueSize = (i) => 8 + 2 + rowKey(i).length + 1 + 1 + 1 + 8 + 1 + value(i).length;

function duBytes(dir) {
  let n = 0;
  for (const f of readdirSync(dir)) n += statSync(join(dir, f)).size;
  return n;
}

function shuffled(count, n) {
  let s = 12345;
  const out = new Array(count);
  for (let i = 0; i < count; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out[i] = s % n;
  }
  return out;
}

/** LevelDB's leveldb.stats as "L0 3 files; L1 9.8 MB (of 10); ..." and the largest compaction score. */
function compactionDebt(stats) {
  const levels = [];
  let score = 0;
  for (const line of stats.split('\n')) {
    const m = /^\s*(\d+)\s+(\d+)\s+([\d.]+)/.exec(line);
    if (!m) continue;
    const [level, files, mb] = [Number(m[1]), Number(m[2]), Number(m[3])];
    // VersionSet::Finalize: level 0 scores files / 4; level n bytes / 10^n MB
    const s = level === 0 ? files / 4 : mb / 10 ** level;
    score = Math.max(score, s);
    levels.push(level === 0 ? `L0 ${files} files` : `L${level} ${mb.toFixed(1)} MB (target ${10 ** level})`);
  }
  return { text: levels.join('; ') || 'no tables yet (all in the memtable)', score };
}

/** hsh as a whole process, stdout to /dev/null, under GNU time: wall ms and peak RSS in MB. */
function hsh(args, cwd) {
  const out = openSync('/dev/null', 'w');
  const start = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, bin, ...args], { stdio: ['ignore', out, 'pipe'], cwd, env: { ...process.env, TZ: 'UTC' } });
  const ms = performance.now() - start;
  closeSync(out);
  const err = r.stderr.toString().trim().split('\n');
  if (r.status !== 0) throw new Error(`hsh ${args.join(' ')} exited ${r.status}: ${err.slice(-5).join('\n')}`);
  return { ms, mb: Number(err[err.length - 1]) / 1024 };
}

async function rawScan(ClassicLevel, location) {
  const db = new ClassicLevel(location, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  await db.open();
  const t0 = performance.now();
  const it = db.iterator({ highWaterMarkBytes: 64 * 1024 });
  let n = 0;
  for (;;) {
    const e = await it.nextv(1000);
    if (e.length === 0) break;
    n += e.length;
  }
  await it.close();
  const ms = performance.now() - t0;
  await db.close();
  return { n, ms };
}

async function scale(N, dir) {
  const { ClassicLevel } = await import('classic-level');
  const { openEngine } = await import(dist('engine/index.js'));
  const { openLevelBackend } = await import(dist('engine/backends/leveldb/index.js'));
  const label = N >= 1e6 ? `${N / 1e6}M` : `${N / 1e3}k`;
  console.log(`## ${label} cells`);

  // ---------------------------------------------------------------- puts
  const rawLocation = join(dir, 'raw');
  const raw = new ClassicLevel(rawLocation, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  await raw.open();
  const rawPutMs = await rawPuts(raw, N, rowKey, value);
  let t0;
  const rawDebt = compactionDebt(raw.getProperty('leveldb.stats'));

  const location = join(dir, 'engine');
  let e = await openEngine({ backend: await openLevelBackend({ location }), clock: { now: () => BigInt(Date.now()) }, coalesceWrites: true });
  await e.createTable('t1', { families: [{ name: 'f', values: [] }], values: [] }, []);
  const q = Buffer.from('c');
  t0 = performance.now();
  for (let i = 0; i < N; i++) await e.mutateRow('t1', rowKey(i), [{ kind: 'put', family: 'f', qualifier: q, value: value(i) }]);
  await e.flushWrites();
  const putMs = performance.now() - t0;
  await e.close();
  const stats = new ClassicLevel(location, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  await stats.open();
  const debt = compactionDebt(stats.getProperty('leveldb.stats'));
  await stats.close();
  report({ name: `${label} sequential puts (mutateRow, coalesced)`, value: perSec(N, putMs), unit: 'puts/s', reference: 'raw chained batches of 1000', referenceValue: perSec(N, rawPutMs), target: 0.5 });
  console.log(`  compaction debt after the puts: ${debt.text}; largest score ${debt.score.toFixed(2)} (LevelDB compacts above 1); raw store: ${rawDebt.text}`);

  // ---------------------------------------------------------------- random gets, each beside raw db.get on a store of the same size
  const picks = shuffled(GETS, N);
  t0 = performance.now();
  for (const i of picks) if ((await raw.get(rowKey(i))) === undefined) throw new Error('raw get missed');
  const rawGetMs = performance.now() - t0;
  await raw.close();
  e = await openEngine({ backend: await openLevelBackend({ location }), clock: { now: () => BigInt(Date.now()) } });
  t0 = performance.now();
  for (const i of picks) if ((await e.get('t1', rowKey(i), {})).length !== 1) throw new Error('engine get missed');
  const getMs = performance.now() - t0;
  await e.close();
  // the same raw gets at hsh's table-cache bound (level.ts MAX_OPEN_FILES): what the bound costs, apart from the engine
  const bounded = new ClassicLevel(rawLocation, { keyEncoding: 'buffer', valueEncoding: 'buffer', maxOpenFiles: 74 });
  await bounded.open();
  t0 = performance.now();
  for (const i of picks) if ((await bounded.get(rowKey(i))) === undefined) throw new Error('raw get missed');
  const boundedGetMs = performance.now() - t0;
  await bounded.close();
  report({ name: `${GETS / 1000}k random gets over ${label} cells`, value: perSec(GETS, getMs), unit: 'gets/s', reference: 'raw db.get, same size', referenceValue: perSec(GETS, rawGetMs) });
  report({ name: `  the same raw db.get at 74 open files (hsh's bound)`, value: perSec(GETS, boundedGetMs), unit: 'gets/s', reference: 'raw db.get at 1,000 (the default)', referenceValue: perSec(GETS, rawGetMs) });

  // ---------------------------------------------------------------- disk
  const bytes = duBytes(location);
  let kv = 0;
  for (let i = 0; i < N; i++) kv += keyValueSize(i);
  report({ name: `store on disk per cell (${label})`, value: bytes / N, unit: 'B/cell', reference: "HBase's KeyValue size of the same cells", referenceValue: kv / N, higherIsBetter: false });

  // ---------------------------------------------------------------- whole-process reads: throughput vs raw scan, peak RSS vs budget
  const rawRead = await rawScan(ClassicLevel, location);
  if (rawRead.n < N) throw new Error(`raw scan saw ${rawRead.n} entries`);
  const reads = [
    ['scan', "scan 't1'", N],
    ['count', "count 't1', INTERVAL => 1000000", N],
    ['dump', `dump 't1', '${join(dir, 't1.hsh')}'`, N],
    ['export_csv', `export_csv 't1', '${join(dir, 't1.csv')}'`, 2 * N], // two scans: the columns, then the rows
  ];
  for (const [what, command, cells] of reads) {
    const { ms, mb } = hsh(['--data', location, '--no-timing', '-e', command], dir);
    report({ name: `${what} of ${label} cells, whole process`, value: perSec(cells, ms), unit: 'cells/s', reference: 'raw nextv(1000) scan, same store', referenceValue: perSec(N, rawRead.ms) });
    report({ name: `peak RSS, ${what} of ${label} cells`, value: mb, unit: 'MB', reference: 'budget', referenceValue: BUDGET_MB, target: 1, higherIsBetter: false });
  }
}

const sizes = (process.argv.length > 2 ? process.argv.slice(2) : (process.env.HSH_SCALE_CELLS ?? '1M,10M').split(',')).map(parseSize);
for (const N of sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-bench-scale-'));
  try {
    await scale(N, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
