// Engine figures, each beside its raw classic-level reference measured in the
// same run on a temp dir:
//   1M sequential puts through mutateRow (coalesced) vs raw chained batches  (target >= 0.5)
//   full scan of 1M cells vs raw nextv(1000), 64 KiB highWaterMarkBytes,
//     over the very same store files (interleaved, best of 3)               (target >= 0.7)
//   keys-only count of 1M rows vs the same raw full scan                    (target >= 0.9)
//   100k random gets vs raw db.get                                          (reported)
//   peak RSS of a process doing a full scan, and a keys-only count, vs 150 MB (target <= 1)
// Imports the compiled output (npm run bench builds first).
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { rawPuts } from './raw-level.mjs';

const N = Number(process.env.HSH_BENCH_CELLS ?? 1_000_000);
const GETS = Number(process.env.HSH_BENCH_GETS ?? 100_000);
const here = dirname(fileURLToPath(import.meta.url));
const ENGINE = pathToFileURL(join(here, '..', 'dist', 'engine', 'index.js')).href;
const LEVELDB = pathToFileURL(join(here, '..', 'dist', 'engine', 'backends', 'leveldb', 'index.js')).href;

const rowKey = (i) => Buffer.from(`row${String(i).padStart(7, '0')}`, 'latin1');
const value = (i) => Buffer.from(`value-${i}`, 'latin1');

class Clock {
  now() {
    return BigInt(Date.now());
  }
}

async function rawScan(db, expected) {
  const t0 = performance.now();
  const it = db.iterator({ highWaterMarkBytes: 64 * 1024 });
  let n = 0;
  for (;;) {
    const entries = await it.nextv(1000);
    if (entries.length === 0) break;
    n += entries.length;
  }
  await it.close();
  if (n < expected) throw new Error(`raw scan saw ${n} entries`);
  return performance.now() - t0;
}

function shuffledRows(count) {
  let s = 12345;
  const rows = new Array(count);
  for (let i = 0; i < count; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    rows[i] = s % N;
  }
  return rows;
}

/** Peak RSS of a fresh process that opens the store and scans every cell (keysOnly: counts the rows). */
function scanRss(dir, keysOnly = false) {
  const script = `
    const { openEngine } = await import(${JSON.stringify(ENGINE)});
    const { openLevelBackend } = await import(${JSON.stringify(LEVELDB)});
    let peak = process.memoryUsage.rss();
    const e = await openEngine({ backend: await openLevelBackend({ location: ${JSON.stringify(dir)} }), clock: { now: () => BigInt(Date.now()) } });
    const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 5);
    let n = 0;
    for await (const r of e.scan('t1', { keyOnly: ${keysOnly} })) { n += ${keysOnly ? 1 : 'r.cells.length'}; if ((n & 8191) === 0) peak = Math.max(peak, process.memoryUsage.rss()); }
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage.rss());
    await e.close();
    process.stdout.write(JSON.stringify({ n, peak }));
  `;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`scan process failed: ${r.stderr}`);
  const { n, peak } = JSON.parse(r.stdout);
  if (n !== N) throw new Error(`scan process saw ${n} ${keysOnly ? 'rows' : 'cells'}`);
  return peak / (1024 * 1024);
}

export async function run(report) {
  const { ClassicLevel } = await import('classic-level');
  const { openEngine } = await import(ENGINE);
  const { openLevelBackend } = await import(LEVELDB);
  const dir = mkdtempSync(join(tmpdir(), 'hsh-bench-engine-'));
  const rawDb = (location) => new ClassicLevel(location, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  try {
    // ---------------------------------------------------------------- puts and gets: raw reference on its own store
    const raw = rawDb(join(dir, 'raw'));
    await raw.open();
    const rawPutMs = await rawPuts(raw, N, rowKey, value);
    const picks = shuffledRows(GETS);
    let t0 = performance.now();
    for (const i of picks) if ((await raw.get(rowKey(i))) === undefined) throw new Error('raw get missed');
    const rawGetMs = performance.now() - t0;
    await raw.close();

    const location = join(dir, 'engine');
    let e = await openEngine({ backend: await openLevelBackend({ location }), clock: new Clock(), coalesceWrites: true });
    await e.createTable('t1', { families: [{ name: 'f', values: [] }], values: [] }, []);
    const q = Buffer.from('c');
    t0 = performance.now();
    for (let i = 0; i < N; i++) await e.mutateRow('t1', rowKey(i), [{ kind: 'put', family: 'f', qualifier: q, value: value(i) }]);
    await e.flushWrites();
    const putMs = performance.now() - t0;
    await e.close();

    // ---------------------------------------------------------------- scans: raw nextv over the very same store files, interleaved
    let rawScanMs = Infinity;
    let scanMs = Infinity;
    let countMs = Infinity;
    for (let round = 0; round < 3; round++) {
      const db = rawDb(location);
      await db.open();
      rawScanMs = Math.min(rawScanMs, await rawScan(db, N + 1)); // the cells and the catalog's entries
      await db.close();
      e = await openEngine({ backend: await openLevelBackend({ location }), clock: new Clock() });
      t0 = performance.now();
      let cells = 0;
      for await (const r of e.scan('t1', {})) cells += r.cells.length;
      scanMs = Math.min(scanMs, performance.now() - t0);
      if (cells !== N) throw new Error(`engine scan saw ${cells} cells`);
      t0 = performance.now();
      let rows = 0;
      for await (const r of e.scan('t1', { keyOnly: true })) if (r) rows++;
      countMs = Math.min(countMs, performance.now() - t0);
      if (rows !== N) throw new Error(`engine count saw ${rows} rows`);
      if (round < 2) await e.close();
    }
    t0 = performance.now();
    for (const i of picks) if ((await e.get('t1', rowKey(i), {})).length !== 1) throw new Error('engine get missed');
    const getMs = performance.now() - t0;
    await e.close();

    const rss = scanRss(location);
    const countRss = scanRss(location, true);

    const perSec = (n, ms) => n / (ms / 1000);
    report({ name: `${N / 1e6}M sequential puts (mutateRow, coalesced)`, value: perSec(N, putMs), unit: 'puts/s', reference: 'raw chained batches of 1000', referenceValue: perSec(N, rawPutMs), target: 0.5 });
    report({ name: `full scan of ${N / 1e6}M cells`, value: perSec(N, scanMs), unit: 'cells/s', reference: 'raw nextv(1000), 64 KiB, same store', referenceValue: perSec(N, rawScanMs), target: 0.7 });
    report({ name: `keys-only count of ${N / 1e6}M rows`, value: perSec(N, countMs), unit: 'rows/s', reference: 'raw nextv(1000) full scan, same store', referenceValue: perSec(N, rawScanMs), target: 0.9 });
    report({ name: `${GETS / 1000}k random gets`, value: perSec(GETS, getMs), unit: 'gets/s', reference: 'raw db.get', referenceValue: perSec(GETS, rawGetMs) });
    report({ name: `peak RSS, full scan of ${N / 1e6}M cells`, value: rss, unit: 'MB', reference: 'budget', referenceValue: 150, target: 1, higherIsBetter: false });
    report({ name: `peak RSS, keys-only count of ${N / 1e6}M rows`, value: countRss, unit: 'MB', reference: 'budget', referenceValue: 150, target: 1, higherIsBetter: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
