// Whole-shell figures (issue 4), each beside a reference taken in the same run:
// - a 100k-line put script run from a file vs a bare nearley → key encode → chained batch pipeline
// - a full scan of 1M cells in the HBase format to /dev/null vs a raw LevelDB nextv scan
// - count of 1M rows vs the same raw scan, and peak RSS of the scan and count processes
// - `hsh -e "list"` as a whole process vs `node -e 0`
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ClassicLevel } from 'classic-level';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'hsh.js');
const dist = (p) => pathToFileURL(join(root, 'dist', p)).href;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Runs hsh as a whole process; returns wall ms and peak RSS (MB) measured by /usr/bin/time when present. */
function hshProcess(args, { stdoutToNull = true } = {}) {
  const out = stdoutToNull ? openSync('/dev/null', 'w') : 'pipe';
  const useTime = spawnSync('/usr/bin/time', ['--version']).status === 0 || spawnSync('/usr/bin/time', ['-f', '%M', 'true']).status === 0;
  const cmd = useTime ? '/usr/bin/time' : process.execPath;
  const argv = useTime ? ['-f', 'RSS_KB=%M', process.execPath, bin, ...args] : [bin, ...args];
  const start = performance.now();
  const r = spawnSync(cmd, argv, { stdio: ['ignore', out, 'pipe'], env: { ...process.env, TZ: 'UTC' }, maxBuffer: 1 << 26 });
  const ms = performance.now() - start;
  if (stdoutToNull) closeSync(out);
  const stderr = r.stderr.toString();
  if (r.status !== 0) throw new Error(`hsh ${args.join(' ')} exited ${r.status}: ${stderr.slice(0, 500)}`);
  const rss = /RSS_KB=(\d+)/.exec(stderr);
  return { ms, rssMB: rss ? Number(rss[1]) / 1024 : NaN };
}

/** The reference put pipeline: nearley parse per statement → key encode → chained batch → LevelDB. */
async function referencePutPipeline(script, location) {
  const { statements } = await import(dist('grammar/parse.js'));
  const db = new ClassicLevel(location, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  await db.open();
  const start = performance.now();
  let batch = db.batch();
  let n = 0;
  const ts = Buffer.alloc(8);
  for (const chunk of statements(script)) {
    const args = chunk.stmt.args;
    const row = Buffer.from(args[1].bytes);
    const col = Buffer.from(args[2].bytes);
    ts.writeBigUInt64BE(BigInt(Date.now()) ^ 0xffffffffffffffffn);
    batch.put(Buffer.concat([Buffer.from([0x44, 0, 0, 0, 1, 0, 1]), row, Buffer.from([0, 1]), col, Buffer.from([0, 1]), ts, Buffer.from([0xfb])]), Buffer.from(args[3].bytes));
    if (++n % 1000 === 0) {
      await batch.write();
      batch = db.batch();
    }
  }
  await batch.write();
  const ms = performance.now() - start;
  await db.close();
  return { ms, n };
}

async function rawScan(location) {
  const db = new ClassicLevel(location, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  await db.open();
  const start = performance.now();
  const it = db.iterator({ highWaterMarkBytes: 256 * 1024 });
  let n = 0;
  for (;;) {
    const entries = await it.nextv(1000);
    if (entries.length === 0) break;
    n += entries.length;
  }
  await it.close();
  const ms = performance.now() - start;
  await db.close();
  return { ms, n };
}

export async function run(report) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-bench-'));
  try {
    // Startup.
    const nodeMs = [];
    const listMs = [];
    const data0 = join(dir, 'startup');
    hshProcess(['--data', data0, '-e', "create 't1', 'f'"]);
    for (let i = 0; i < 7; i++) {
      let s = performance.now();
      spawnSync(process.execPath, ['-e', '0']);
      nodeMs.push(performance.now() - s);
      listMs.push(hshProcess(['--data', data0, '-e', 'list']).ms);
    }
    report({ name: 'hsh -e "list" (whole process)', value: median(listMs), unit: 'ms', reference: 'node -e 0', referenceValue: median(nodeMs), target: 1.6, higherIsBetter: false });

    // 100k-line put script.
    const lines = 100_000;
    let script = '';
    for (let i = 0; i < lines; i++) script += `put 't1', 'row${String(i).padStart(6, '0')}', 'f:c${i % 10}', 'value${i}'\n`;
    const scriptFile = join(dir, 'puts.hsh');
    writeFileSync(scriptFile, script);
    const ref = await referencePutPipeline(script, join(dir, 'ref-puts'));
    const data1 = join(dir, 'puts');
    hshProcess(['--data', data1, '-e', "create 't1', 'f'"]);
    const put = hshProcess(['--data', data1, '--no-timing', scriptFile]);
    report({ name: '100k-line put script from a file', value: lines / (put.ms / 1000), unit: 'puts/s', reference: 'nearley → key encode → chained batch', referenceValue: ref.n / (ref.ms / 1000), target: 0.9 });

    // 1M cells: 100k rows x 10 columns, written through the engine.
    const { openEngine } = await import(dist('engine/index.js'));
    const data2 = join(dir, 'scan');
    let clock = 1_700_000_000_000n;
    const engine = await openEngine({ location: data2, clock: { now: () => clock++ }, coalesceWrites: true });
    await engine.createTable('big', { families: [{ name: 'f', values: [] }], values: [] }, []).catch(async () => {
      const { defaultFamilyValues } = await import(dist('engine/index.js'));
      return engine.createTable('big', { families: [{ name: 'f', values: defaultFamilyValues() }], values: [] }, []);
    });
    for (let r = 0; r < 100_000; r++) {
      const row = Buffer.from(`row${String(r).padStart(7, '0')}`);
      const mutations = [];
      for (let c = 0; c < 10; c++) mutations.push({ kind: 'put', family: 'f', qualifier: Buffer.from(`q${c}`), value: Buffer.from(`value-${r}-${c}`) });
      await engine.mutateRow('big', row, mutations);
    }
    await engine.close();
    const raw = await rawScan(data2);
    const scan = hshProcess(['--data', data2, '--no-timing', '-e', "scan 'big'"]);
    const cells = 1_000_000;
    report({ name: 'scan 1M cells, HBase format, to /dev/null', value: cells / (scan.ms / 1000), unit: 'cells/s', reference: 'raw LevelDB nextv scan', referenceValue: raw.n / (raw.ms / 1000), target: 0.5 });
    report({ name: 'peak RSS, scan of 1M cells', value: scan.rssMB, unit: 'MB', reference: 'budget', referenceValue: 150, target: 1, higherIsBetter: false });
    const count = hshProcess(['--data', data2, '--no-timing', '-e', "count 'big', INTERVAL => 1000000"]);
    report({ name: 'count 100k rows (1M cells)', value: cells / (count.ms / 1000), unit: 'cells/s', reference: 'raw LevelDB nextv scan', referenceValue: raw.n / (raw.ms / 1000), target: 0.8 });
    report({ name: 'peak RSS, count of 1M cells', value: count.rssMB, unit: 'MB', reference: 'budget', referenceValue: 150, target: 1, higherIsBetter: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
