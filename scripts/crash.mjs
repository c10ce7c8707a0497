// Crash trials (`npm run crash`; a short run of the same trial is part of `npm test`,
// test/e2e/durability.test.ts): a script of puts runs in the built CLI, is killed
// with SIGKILL once some of its statements were acknowledged (their `Took` line,
// or their `"ok":true` object in --format json, read from its stdout), and the
// store is reopened. Every acknowledged put must be there, and nothing torn: each
// row present has its value, and the rows present are a prefix of the script's
// (batches commit in order).
//
//   node scripts/crash.mjs [trials=20] [puts=100000]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = join(root, 'bin', 'hsh.js');

const rowKey = (i) => `r${String(i).padStart(7, '0')}`;

/** The script: a table, then one put per statement (row i has value v<i>). */
export function putScript(puts) {
  const lines = ["create 't1', 'f'"];
  for (let i = 0; i < puts; i++) lines.push(`put 't1', '${rowKey(i)}', 'f:q', 'v${i}'`);
  return lines.join('\n') + '\n';
}

/**
 * One trial. `killAfter`: acknowledged statements to read before the kill.
 * Resolves with what was acknowledged and what the store kept.
 */
export async function crashTrial({ puts, killAfter, format = 'classic', bin = BIN, extraArgs = [] }) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-crash-'));
  try {
    const script = join(dir, 'puts.hsh');
    writeFileSync(script, putScript(puts));
    const data = join(dir, 'data');
    const acked = format === 'json' ? (line) => line.includes('"ok":true') : (line) => line.startsWith('Took ');
    const child = spawn(process.execPath, [bin, '--data', data, '--format', format, ...extraArgs, script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let statements = 0;
    let partial = '';
    let stderr = '';
    let killed = false;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) if (acked(line)) statements++;
      if (!killed && statements >= killAfter) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (d) => (stderr += d));
    // Everything printed before the kill was acknowledged: read to the end of the pipe.
    await new Promise((resolve) => child.on('close', resolve));
    const ackedPuts = Math.max(0, statements - 1);
    const kept = rowsKept(bin, data);
    let lost = 0;
    for (let i = 0; i < ackedPuts; i++) if (!kept.rows.has(i)) lost++;
    let torn = kept.bad;
    for (let i = 0; i < kept.rows.size; i++) if (!kept.rows.has(i)) torn++;
    return { killed, ackedPuts, present: kept.rows.size, lost, torn, stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Rows of t1 as a later run reads them: row index → ok; `bad` counts cells not as written. */
function rowsKept(bin, data) {
  const r = spawnSync(process.execPath, [bin, '--data', data, '--no-timing', '-e', "scan 't1'"], { encoding: 'utf8', maxBuffer: 1 << 30 });
  const rows = new Set();
  let bad = 0;
  if (r.status !== 0) {
    // The table itself was not acknowledged yet (killed before create's output): no rows.
    if (r.stdout.includes('Unknown table t1!')) return { rows, bad };
    throw new Error(`scan failed (${r.status}): ${r.stdout}${r.stderr}`);
  }
  for (const line of r.stdout.split('\n')) {
    const m = /^ r(\d{7}) column=f:q, timestamp=\S+, value=(.*)$/.exec(line);
    if (!m) continue;
    const i = Number(m[1]);
    if (rows.has(i) || m[2] !== `v${i}`) bad++;
    rows.add(i);
  }
  return { rows, bad };
}

async function main() {
  const trials = Number(process.argv[2] ?? 20);
  const puts = Number(process.argv[3] ?? 100_000);
  let lostTotal = 0;
  let tornTotal = 0;
  for (let t = 1; t <= trials; t++) {
    const format = t % 2 === 0 ? 'json' : 'classic';
    const killAfter = 1 + Math.floor(Math.random() * puts * 0.9);
    const r = await crashTrial({ puts, killAfter, format });
    lostTotal += r.lost;
    tornTotal += r.torn;
    const what = r.killed ? `killed after ${r.ackedPuts} acknowledged puts` : `ran to the end before the kill (${r.ackedPuts} puts)`;
    console.log(`trial ${String(t).padStart(2)} (${format.padEnd(7)}): ${what}; ${r.present} rows kept; lost ${r.lost}; torn ${r.torn}${r.stderr ? `; stderr: ${r.stderr.trim()}` : ''}`);
  }
  console.log(`${trials} trials of ${puts} puts: ${lostTotal} acknowledged rows lost, ${tornTotal} torn`);
  process.exitCode = lostTotal || tornTotal ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
