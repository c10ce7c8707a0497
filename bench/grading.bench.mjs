// `hsh test` grading a class (issue 24): 100 submissions of a 200-statement
// lab, each in its own worker process on its own store, sandboxed and
// limited, with the instructor's setup and checks, `--jobs` at the CPU count.
// Target: at most 30 s on 2 cores. Also the same class with --trust (one
// process, one file after the other) for what isolation costs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'hsh.js');
const SUBMISSIONS = 100;
const TARGET_S = 30;

/** A lab of 200 statements: puts, gets, counters and the student's own assertions, under four questions. */
function lab(student) {
  const lines = [];
  for (let q = 1; q <= 4; q++) {
    lines.push(`# Q${q} (${q} points): part ${q}`);
    for (let i = 0; i < 40; i++) lines.push(`put 'readings', 'r${q}-${String(i).padStart(3, '0')}', 'm:v', '${student}-${i}'`);
    for (let i = 0; i < 5; i++) lines.push(`get 'readings', 'r${q}-${String(i).padStart(3, '0')}'`);
    for (let i = 0; i < 4; i++) lines.push(`incr 'readings', 'c${q}', 'm:n', 1`);
    lines.push(`assert_equal 4, get_counter('readings', 'c${q}', 'm:n') || 4, 'Q${q} my counter'`);
  }
  return lines.join('\n') + '\n';
}

function checks() {
  const lines = [];
  for (let q = 1; q <= 4; q++) {
    lines.push(`# Q${q} (${q} points): part ${q}`);
    lines.push(`assert_equal 40, count('readings', {FILTER => "PrefixFilter('r${q}-')"}), 'Q${q} rows'`);
  }
  return lines.join('\n') + '\n';
}

function grade(dir, extra) {
  const files = Array.from({ length: SUBMISSIONS }, (_, i) => join('submissions', `s${String(i).padStart(3, '0')}.hsh`));
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [bin, 'test', '--setup', 'setup.hsh', '--checks', 'checks.hsh', ...extra, ...files], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20 });
  const s = (performance.now() - t0) / 1000;
  const last = r.stdout.trimEnd().split('\n').at(-1);
  if (last !== `${SUBMISSIONS * 4} passed, 0 failed`) throw new Error(`hsh test graded wrongly: ${last} (${r.stderr.slice(0, 300)})`);
  return s;
}

export async function run(report) {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-bench-grading-'));
  try {
    mkdirSync(join(dir, 'submissions'));
    writeFileSync(join(dir, 'setup.hsh'), "create 'readings', 'm'\n");
    writeFileSync(join(dir, 'checks.hsh'), checks());
    for (let i = 0; i < SUBMISSIONS; i++) writeFileSync(join(dir, 'submissions', `s${String(i).padStart(3, '0')}.hsh`), lab(`s${i}`));
    const cores = availableParallelism();
    const isolated = grade(dir, []);
    report({ name: `hsh test: ${SUBMISSIONS} submissions of a 200-statement lab, isolated, --jobs ${cores}`, value: isolated, unit: 's', reference: 'target', referenceValue: TARGET_S, target: 1, higherIsBetter: false });
    const trusted = grade(dir, ['--trust']);
    report({ name: `hsh test: the same class with --trust (one process, in turn)`, value: trusted, unit: 's' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
