// `hsh importtsv` of a 1,000,000-line, 3-column CSV (row key and two values:
// 2M cells), run as a user runs it (a process on a fresh store), beside a raw
// classic-level write of the same cells in chained batches of 1,000 in the
// same run, with keys laid out as hsh lays them. Target >= 0.5x.
//   HSH_BENCH_IMPORT_LINES=100000 node bench/run.mjs import   (a smaller run)
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';

const N = Number(process.env.HSH_BENCH_IMPORT_LINES ?? 1_000_000);
const here = dirname(fileURLToPath(import.meta.url));
const HSH = join(here, '..', 'bin', 'hsh.js');

const rowKey = (i) => `row${String(i).padStart(7, '0')}`;

async function writeCsv(path) {
  const out = createWriteStream(path);
  let text = '';
  for (let i = 0; i < N; i++) {
    text += `${rowKey(i)},a-value-${i},b-value-${i}\n`;
    if (text.length > 1 << 20) {
      if (!out.write(text)) await once(out, 'drain');
      text = '';
    }
  }
  out.end(text);
  await once(out, 'finish');
}

/** The same cells, as hsh's LevelDB backend keys them (keys.ts: D | table | family | row | qualifier | ~ts | ~type), in chained batches of 1,000. */
async function rawWrite(location) {
  const { ClassicLevel } = await import('classic-level');
  const db = new ClassicLevel(location, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  await db.open();
  const prefix = Buffer.from([0x44, 0, 0, 0, 1, 0, 1]);
  const tail = Buffer.alloc(9);
  tail.writeBigUInt64BE(BigInt(Date.now()) ^ 0xffffffffffffffffn);
  tail[8] = 0xfb;
  const t0 = performance.now();
  let batch = db.batch();
  for (let i = 0; i < N; i++) {
    const row = Buffer.from(rowKey(i), 'latin1');
    for (const q of ['a', 'b']) {
      batch.put(Buffer.concat([prefix, row, Buffer.from([0, 1]), Buffer.from(q), Buffer.from([0, 1]), tail]), Buffer.from(`${q}-value-${i}`, 'latin1'));
    }
    if (batch.length >= 1000) {
      await batch.write();
      batch = db.batch();
    }
  }
  await batch.write();
  const ms = performance.now() - t0;
  await db.close();
  return ms;
}

function hsh(args) {
  const r = spawnSync(process.execPath, [HSH, ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`hsh ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}

export async function run(report) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-bench-import-'));
  try {
    const csv = join(dir, 'data.csv');
    await writeCsv(csv);
    const rawMs = await rawWrite(join(dir, 'raw'));
    const data = join(dir, 'store');
    hsh(['--data', data, '-e', "create 't1', 'cf'"]);
    const t0 = performance.now();
    const out = hsh(['importtsv', '--data', data, '-Dimporttsv.columns=HBASE_ROW_KEY,cf:a,cf:b', '-Dimporttsv.separator=,', 't1', csv]);
    const importMs = performance.now() - t0;
    if (!out.startsWith(`Imported ${N} row(s), ${2 * N} cell(s)`)) throw new Error(`hsh importtsv said: ${out}`);
    const cells = 2 * N;
    const perSec = (n, ms) => n / (ms / 1000);
    report({
      name: `hsh importtsv of a ${N.toLocaleString('en-US')}-line, 3-column CSV (process, ${cells.toLocaleString('en-US')} cells)`,
      value: perSec(cells, importMs),
      unit: 'cells/s',
      reference: 'raw classic-level chained batches of 1000, same cells',
      referenceValue: perSec(cells, rawMs),
      target: 0.5,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
