// Cloud Bigtable figures (issue 11), on the emulator, each beside a reference taken in the same run:
// - a 10,000-line put script (target: 20,000 puts/s) vs `cbt import` of the same rows
// - a full scan of 100,000 cells (100,000 rows) in the HBase format to /dev/null vs `cbt read` to /dev/null
// - count of the same 100,000 rows vs `cbt count`
// Each process's figure is its best run minus the best run of a process that only opens the same
// instance (the client's load), the two run alternately so that both see the same machine.
// - `hsh --bigtable … -e list` start-up vs the same on the embedded store
// The client and the emulator share the machine's cores: the client's CPU is most of each figure.
// cbt is given a credentials file (empty: the emulator takes none): without one it asks gcloud for
// credentials, a Python start of about a second in every run that would swamp its figures.
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

/** The best time of `run` minus the best time of `open`, the two alternating `n` times. */
function beyondOpen(run, open, n = 5) {
  let r = Infinity;
  let o = Infinity;
  for (let i = 0; i < n; i++) {
    o = Math.min(o, open(i));
    r = Math.min(r, run(i));
  }
  return r - o;
}

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
  const creds = join(dir, 'no-credentials.json');
  writeFileSync(creds, '{}');
  const cbt = (instance, ...args) => timed('cbt', ['-creds', creds, '-project', PROJECT, '-instance', instance, ...args], env);
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
    // the script alone: beyond a run that only opens the same instance; each run on a new table
    const putMs = beyondOpen(
      (i) => hsh(`p${i}`, script),
      (i) => {
        hsh(`p${i}`, '-e', "create 't', 'cf'");
        return hsh(`p${i}`, '-e', "exists 't'");
      },
      7,
    );
    const importMs = beyondOpen(
      (i) => cbt(`i${i}`, 'import', 't', csv, 'batch-size=1000', 'workers=1'),
      (i) => {
        cbt(`i${i}`, 'createtable', 't', 'families=cf');
        return cbt(`i${i}`, 'ls');
      },
    );
    const putsPerSecond = puts / (putMs / 1000);
    report({ name: `10,000-line put script (target >= 20,000 puts/s: ${putsPerSecond >= 20_000 ? 'met' : 'MISSED'})`, value: putsPerSecond, unit: 'puts/s', reference: 'cbt import of the same rows', referenceValue: puts / (importMs / 1000), target: 0.5 });

    // 100,000 rows of one cell, imported with cbt
    const tall = join(dir, 'tall.csv');
    const t = [',cf', ',q'];
    for (let r = 0; r < 100_000; r++) t.push(`row${String(r).padStart(7, '0')},value-${r}`);
    writeFileSync(tall, t.join('\n') + '\n');
    cbt('scan', 'createtable', 'w', 'families=cf');
    cbt('scan', 'import', 'w', tall, 'batch-size=1000', 'workers=2');
    const hshOpen = () => hsh('scan', '-e', "exists 'w'");
    const cbtOpen = () => cbt('scan', 'ls');
    const scanMs = beyondOpen(() => hsh('scan', '-e', "scan 'w'"), hshOpen);
    const readMs = beyondOpen(() => cbt('scan', 'read', 'w'), cbtOpen);
    report({ name: 'scan 100k cells, HBase format, to /dev/null', value: 100_000 / (scanMs / 1000), unit: 'cells/s', reference: 'cbt read to /dev/null', referenceValue: 100_000 / (readMs / 1000), target: 0.5 });
    const countMs = beyondOpen(() => hsh('scan', '-e', "count 'w'"), hshOpen);
    const cbtCountMs = beyondOpen(() => cbt('scan', 'count', 'w'), cbtOpen);
    report({ name: 'count 100k rows', value: 100_000 / (countMs / 1000), unit: 'rows/s', reference: 'cbt count', referenceValue: 100_000 / (cbtCountMs / 1000), target: 0.8 });

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
