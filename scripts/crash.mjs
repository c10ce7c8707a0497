// Crash trials (`npm run crash`; a short run of the same trial is part of `npm test`,
// test/e2e/durability.test.ts): a script of puts runs in the built CLI, is killed
// with SIGKILL once some of its statements were acknowledged (their `Took` line,
// or their `"ok":true` object in --format json, read from its stdout), and the
// store is reopened. Every acknowledged put must be there, and nothing torn: each
// row present has its value, and the rows present are a prefix of the script's
// (batches commit in order).
//
//   node scripts/crash.mjs [trials=20] [puts=100000]   (then the two campaigns below)
//
// `hsh repair` (test/e2e/repair.test.ts runs a few of each):
//   node scripts/crash.mjs repair-race [trials=50] [rows=20000]: repair and a second
//     hsh started together at random offsets; neither may lose an acknowledged row;
//   node scripts/crash.mjs corrupt [seeds=20]: 20 bytes flipped in a table file;
//     repair must end (status 0), never abort, and report the rows the store then has.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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

/** A store of `rows` rows in t1 (r0000000 …, one cell each), its log turned into a table file by a second open. */
export function storeWithRows(dir, rows, bin = BIN) {
  const data = join(dir, 'data');
  const r = spawnSync(process.execPath, [bin, '--data', data, '--no-timing'], { input: putScript(rows), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`cannot write the store: ${r.stderr}`);
  spawnSync(process.execPath, [bin, '--data', data, '-e', 'list'], { encoding: 'utf8' });
  return data;
}

/** Rows of t1 as a later run counts them, or the run's failure. */
function countRows(data, bin = BIN) {
  const r = spawnSync(process.execPath, [bin, '--data', data, '--no-timing', '-e', "count 't1', INTERVAL => 10000000"], { encoding: 'utf8' });
  const m = /^=> (\d+)$/m.exec(r.stdout);
  return m && r.status === 0 ? Number(m[1]) : `count failed (${r.status}): ${r.stdout}${r.stderr}`;
}

function run(args, { bin = BIN, delayMs = 0 } = {}) {
  return new Promise((done) => {
    setTimeout(() => {
      const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d) => (stdout += d));
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (status, signal) => done({ status, signal, stdout, stderr }));
    }, delayMs);
  });
}

/**
 * One race: `hsh repair` and a second hsh (a put, then a count) on a copy of
 * `template`, each started after a random delay. Each either runs or is
 * refused (status 3, the store in use); afterwards the store must hold
 * every row it had and the second hsh's row if its put was acknowledged.
 */
export async function repairRaceTrial({ template, bin = BIN, maxDelayMs = 400 }) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-race-'));
  try {
    const data = join(dir, 'data');
    cpSync(template.data, data, { recursive: true });
    const [repair, writer] = await Promise.all([
      run(['repair', '--data', data], { bin, delayMs: Math.random() * maxDelayMs }),
      run(['--data', data, '--no-timing', '-e', "put 't1', 'x', 'f:q', 'v'", '-e', "count 't1', INTERVAL => 10000000"], { bin, delayMs: Math.random() * maxDelayMs }),
    ]);
    const problems = [];
    const refused = (r) => r.status === 3 && /is in use by another hsh process/.test(r.stdout + r.stderr);
    if (repair.status !== 0 && !refused(repair)) problems.push(`repair: status ${repair.status} ${repair.signal ?? ''} ${repair.stderr.trim()}`);
    if (refused(repair) && existsSync(join(data, 'lost'))) problems.push('repair was refused but made lost/');
    if (writer.status !== 0 && !refused(writer)) problems.push(`writer: status ${writer.status} ${writer.signal ?? ''} ${writer.stderr.trim()}`);
    const acked = writer.status === 0 && writer.stdout.includes(`=> ${template.rows + 1}\n`);
    const expected = template.rows + (acked ? 1 : 0);
    const counted = countRows(data, bin);
    const lost = typeof counted === 'number' ? Math.max(0, expected - counted) : expected;
    if (typeof counted !== 'number') problems.push(counted);
    else if (counted !== expected) problems.push(`expected ${expected} rows, found ${counted}`);
    return { repaired: repair.status === 0, written: acked, lost, problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Flips 20 bytes of a file at places drawn from `seed` (xorshift: the same seed, the same bytes). */
export function flipBytes(file, seed, count = 20) {
  let x = (seed * 2654435761) >>> 0 || 1;
  const rnd = () => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) / 2 ** 32);
  const b = readFileSync(file);
  for (let i = 0; i < count; i++) b[Math.floor(rnd() * b.length)] ^= 1 + Math.floor(rnd() * 255);
  writeFileSync(file, b);
}

/**
 * One corruption seed: 20 bytes flipped in the table file of a copy of
 * `template`, then `hsh repair`. It must end with status 0 (never a signal),
 * and the store must then open and hold the rows repair reported for t1.
 */
export async function corruptionTrial({ template, seed, bin = BIN }) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-corrupt-'));
  try {
    const data = join(dir, 'data');
    cpSync(template.data, data, { recursive: true });
    const ldb = readdirSync(data).find((n) => n.endsWith('.ldb'));
    flipBytes(join(data, ldb), seed);
    const r = await run(['repair', '--data', data], { bin });
    const reported = /^ {2}t1: (\d+) row\(s\)/m.exec(r.stdout);
    // a damaged block of catalog records loses the table's record: its cells are then orphans, kept and counted
    const orphaned = /^Orphaned: \d+ cell\(s\) of table id 1, which the catalog does not know: kept$/m.test(r.stdout);
    const counted = reported ? countRows(data, bin) : undefined;
    const opens = spawnSync(process.execPath, [bin, '--data', data, '-e', 'list'], { encoding: 'utf8' }).status === 0;
    const problems = [];
    if (r.status !== 0) problems.push(`repair: status ${r.status} ${r.signal ?? ''} ${r.stderr.trim()}`);
    if (!opens) problems.push('the repaired store does not open');
    if (!reported && !orphaned) problems.push(`neither t1 nor its orphaned cells reported in: ${r.stdout}`);
    else if (reported && counted !== Number(reported[1])) problems.push(`repair reported ${reported[1]} rows, the store has ${counted}`);
    return { status: r.status, signal: r.signal, rows: typeof counted === 'number' ? counted : undefined, orphaned, stdout: r.stdout, problems };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function repairRaces(trials, rows) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-race-template-'));
  try {
    const template = { data: storeWithRows(dir, rows), rows };
    let lost = 0;
    let failed = 0;
    for (let t = 1; t <= trials; t++) {
      const r = await repairRaceTrial({ template });
      lost += r.lost;
      if (r.problems.length) failed++;
      console.log(`race ${String(t).padStart(2)}: repair ${r.repaired ? 'ran' : 'refused'}, the second hsh's put ${r.written ? 'acknowledged' : 'refused'}; lost ${r.lost}${r.problems.length ? `; ${r.problems.join('; ')}` : ''}`);
    }
    console.log(`${trials} races of repair and a second hsh on ${rows} rows: ${lost} rows lost, ${failed} trials with a problem`);
    return lost === 0 && failed === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function corruptions(seeds) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-corrupt-template-'));
  try {
    const template = { data: storeWithRows(dir, 20_000), rows: 20_000 };
    let failed = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const r = await corruptionTrial({ template, seed });
      if (r.problems.length) failed++;
      const kept = r.rows !== undefined ? `${r.rows} of 20000 rows kept` : r.orphaned ? "t1's catalog record lost: its cells kept as orphans" : 'no rows';
      console.log(`seed ${String(seed).padStart(2)}: repair status ${r.status}${r.signal ? ` (${r.signal})` : ''}; ${kept}${r.problems.length ? `; ${r.problems.join('; ')}` : ''}`);
    }
    console.log(`${seeds} corruption seeds: ${failed} with a problem (an abort, a failed repair, or rows not as reported)`);
    return failed === 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const campaign = /^[a-z]/.test(process.argv[2] ?? '') ? process.argv[2] : undefined;
  if (campaign === 'repair-race') {
    process.exitCode = (await repairRaces(Number(process.argv[3] ?? 50), Number(process.argv[4] ?? 20_000))) ? 0 : 1;
    return;
  }
  if (campaign === 'corrupt') {
    process.exitCode = (await corruptions(Number(process.argv[3] ?? 20))) ? 0 : 1;
    return;
  }
  if (campaign !== undefined && campaign !== 'kill') throw new Error(`unknown campaign ${campaign}: kill, repair-race or corrupt`);
  const trials = Number(process.argv[campaign ? 3 : 2] ?? 20);
  const puts = Number(process.argv[campaign ? 4 : 3] ?? 100_000);
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
  let ok = lostTotal === 0 && tornTotal === 0;
  if (campaign === undefined) {
    ok = (await repairRaces(50, 20_000)) && ok;
    ok = (await corruptions(20)) && ok;
  }
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
