// dump and its replay (issue 12), each beside a scan of the same table in the same run:
// - `dump 'big', 'big.hsh'` of 1M cells (100k rows x 10 versions-free cells, with a delete
//   marker every 100 rows) vs `scan 'big'` of the same store to /dev/null;
// - the dump replayed as a script on an empty store vs `scan` of the replayed table.
// HSH_BENCH_DUMP_CELLS sets a smaller size (a multiple of 10) for a quick run.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'hsh.js');
const dist = (p) => pathToFileURL(join(root, 'dist', p)).href;

/** hsh as a whole process, stdout to /dev/null: wall ms. */
function hsh(args, cwd) {
  const out = openSync('/dev/null', 'w');
  const start = performance.now();
  const r = spawnSync(process.execPath, [bin, ...args], { stdio: ['ignore', out, 'pipe'], cwd, env: { ...process.env, TZ: 'UTC' } });
  const ms = performance.now() - start;
  closeSync(out);
  if (r.status !== 0) throw new Error(`hsh ${args.join(' ')} exited ${r.status}: ${r.stderr.toString().slice(0, 500)}`);
  return ms;
}

/** The best of three runs (one run moves by ±20% on a shared machine). */
function best(fn) {
  return Math.min(fn(), fn(), fn());
}

export async function run(report) {
  const cells = Number(process.env.HSH_BENCH_DUMP_CELLS ?? 1_000_000);
  const rows = Math.floor(cells / 10);
  const dir = mkdtempSync(join(tmpdir(), 'hsh-bench-dump-'));
  try {
    const { openEngine, defaultFamilyValues } = await import(dist('engine/index.js'));
    const { openLevelBackend } = await import(dist('engine/backends/leveldb/index.js'));
    const source = join(dir, 'source');
    let clock = 1_700_000_000_000n;
    const engine = await openEngine({ backend: await openLevelBackend({ location: source }), clock: { now: () => clock++ }, coalesceWrites: true });
    await engine.createTable('big', { families: [{ name: 'f', values: defaultFamilyValues() }], values: [] }, []);
    for (let r = 0; r < rows; r++) {
      const row = Buffer.from(`row${String(r).padStart(7, '0')}`);
      const mutations = [];
      for (let c = 0; c < 10; c++) mutations.push({ kind: 'put', family: 'f', qualifier: Buffer.from(`q${c}`), value: Buffer.from(`value-${r}-${c}`) });
      if (r % 100 === 0) mutations.push({ kind: 'delete', type: 'DeleteColumn', family: 'f', qualifier: Buffer.from('q9') });
      await engine.mutateRow('big', row, mutations);
    }
    await engine.close();
    const stored = cells + Math.ceil(rows / 100);

    const file = join(dir, 'big.hsh');
    const scanSource = best(() => hsh(['--data', source, '--no-timing', '-e', "scan 'big'"], dir));
    const dumpMs = best(() => hsh(['--data', source, '--no-timing', '-e', `dump 'big', '${file}'`], dir));
    report({
      name: `dump ${stored.toLocaleString('en-US')} cells and markers to a file`,
      value: stored / (dumpMs / 1000),
      unit: 'cells/s',
      reference: 'scan of the same table to /dev/null',
      referenceValue: cells / (scanSource / 1000),
    });
    console.log(`  (the dump: ${(statSync(file).size / 1e6).toFixed(1)} MB)`);

    const replayed = join(dir, 'replayed');
    const replayMs = hsh(['--data', replayed, '--no-timing', file], dir);
    const scanReplayed = best(() => hsh(['--data', replayed, '--no-timing', '-e', "scan 'big'"], dir));
    report({
      name: `replay of that dump (hsh --data DIR big.hsh)`,
      value: stored / (replayMs / 1000),
      unit: 'cells/s',
      reference: 'scan of the replayed table to /dev/null',
      referenceValue: cells / (scanReplayed / 1000),
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
