// Cloud Bigtable figures (issue 11), on the emulator, each beside a reference taken in the same run:
// - a 10,000-line put script (target: 20,000 puts/s) vs `cbt import` of the same rows
// - a full scan of 100,000 cells (100,000 rows) in the HBase format to /dev/null vs `cbt read` to /dev/null
// - count of the same 100,000 rows vs `cbt count`
// Each process's figure is its run minus a run that only opens the same instance (the client's load).
// - `hsh --bigtable … -e list` start-up vs the same on the embedded store
// The client and the emulator share the machine's cores: the client's CPU is most of each figure.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { startEmulator } from '../scripts/bigtable-emulator.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'hsh.js');
const PROJECT = 'hsh-bench';

function timed(cmd, args, env) {
  const out = openSync('/dev/null', 'w');
  const start = performance.now();
  const r = spawnSync(cmd, args, { stdio: ['ignore', out, 'pipe'], env: { ...process.env, TZ: 'UTC', ...env } });
  const ms = performance.now() - start;
  closeSync(out);
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr.toString().slice(0, 500)}`);
  return ms;
}

const best = (f, n = 3) => Math.min(...Array.from({ length: n }, f));

export async function run(report) {
  let emulator;
  try {
    emulator = await startEmulator();
  } catch (e) {
    console.log(`bigtable figures not measured: ${e.message}`);
    return;
  }
  const env = { BIGTABLE_EMULATOR_HOST: emulator.host };
  const dir = mkdtempSync(join(tmpdir(), 'hsh-bench-bt-'));
  const cbt = (instance, ...args) => timed('cbt', ['-project', PROJECT, '-instance', instance, ...args], env);
  const hsh = (instance, ...args) => timed(process.execPath, [bin, '--bigtable', `${PROJECT}/${instance}`, '--no-timing', ...args], env);
  try {
    // 10,000 puts: a script vs cbt import of the same rows
    const puts = 10_000;
    const script = join(dir, 'puts.hsh');
    const lines = [];
    for (let i = 0; i < puts; i++) lines.push(`put 't', 'row${String(i).padStart(7, '0')}', 'cf:q', 'value-${i}'`);
    writeFileSync(script, lines.join('\n') + '\n');
    const csv = join(dir, 'puts.csv');
    const rows = [',cf', ',q'];
    for (let i = 0; i < puts; i++) rows.push(`row${String(i).padStart(7, '0')},value-${i}`);
    writeFileSync(csv, rows.join('\n') + '\n');
    let n = 0;
    const putMs = best(() => {
      const inst = `p${n++}`;
      hsh(inst, '-e', "create 't', 'cf'");
      // the script alone: its run minus a run that only opens the same instance
      return hsh(inst, script) - hsh(inst, '-e', "exists 't'");
    });
    const importMs = best(() => {
      const inst = `i${n++}`;
      cbt(inst, 'createtable', 't', 'families=cf');
      return cbt(inst, 'import', 't', csv, 'batch-size=1000', 'workers=1') - cbt(inst, 'ls');
    });
    report({ name: `10,000-line put script (target >= 20,000 puts/s)`, value: puts / (putMs / 1000), unit: 'puts/s', reference: 'cbt import of the same rows', referenceValue: puts / (importMs / 1000) });

    // 100,000 rows of one cell, imported with cbt
    const tall = join(dir, 'tall.csv');
    const t = [',cf', ',q'];
    for (let r = 0; r < 100_000; r++) t.push(`row${String(r).padStart(7, '0')},value-${r}`);
    writeFileSync(tall, t.join('\n') + '\n');
    cbt('scan', 'createtable', 'w', 'families=cf');
    cbt('scan', 'import', 'w', tall, 'batch-size=1000', 'workers=2');
    const open = best(() => hsh('scan', '-e', "exists 'w'"));
    const scanMs = best(() => hsh('scan', '-e', "scan 'w'") - open);
    const readMs = best(() => cbt('scan', 'read', 'w') - cbt('scan', 'ls'));
    report({ name: 'scan 100k cells, HBase format, to /dev/null', value: 100_000 / (scanMs / 1000), unit: 'cells/s', reference: 'cbt read to /dev/null', referenceValue: 100_000 / (readMs / 1000), target: 0.5 });
    const countMs = best(() => hsh('scan', '-e', "count 'w'") - open);
    const cbtCountMs = best(() => cbt('scan', 'count', 'w') - cbt('scan', 'ls'));
    report({ name: 'count 100k rows', value: 100_000 / (countMs / 1000), unit: 'rows/s', reference: 'cbt count', referenceValue: 100_000 / (cbtCountMs / 1000), target: 0.5 });

    // start-up: the Google client loads only with --bigtable
    const data = join(dir, 'data');
    const leveldb = best(() => timed(process.execPath, [bin, '--data', data, '-e', 'list']), 5);
    const bigtable = best(() => hsh('scan', '-e', 'list'), 5);
    report({ name: 'hsh --bigtable -e list (whole process)', value: bigtable, unit: 'ms', reference: 'hsh -e list on LevelDB', referenceValue: leveldb, higherIsBetter: false });
  } finally {
    emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
