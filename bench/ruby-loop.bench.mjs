// A Ruby-heavy loop (issue 22): 1M iterations building a string and updating
// a Hash, run by hsh (`hsh --memory -e`, the whole shell) beside the same work
// in plain JS in the same run. Target: within 20x of the JIT's JS (ratio >= 0.05),
// as a tree-walking interpreter. Both print the hash's size and one count, checked
// equal, so neither can skip the work. Imports the compiled output (npm run bench builds first).
// Standalone: node bench/ruby-loop.bench.mjs
import { spawnSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const N = Number(process.env.RUBY_LOOP_N ?? 1_000_000);
const RUBY = `h = {}; ${N}.times { |i| k = "row#{i % 1000}"; h[k] = (h[k] || 0) + 1 }; puts h.size, h["row7"]`;

/** The same work in JS: a Map keyed by the built string. */
function plain() {
  const h = new Map();
  for (let i = 0; i < N; i++) {
    const k = `row${i % 1000}`;
    h.set(k, (h.get(k) || 0) + 1);
  }
  return `${h.size}\n${h.get('row7')}\n`;
}

/** ms of a run of hsh on the loop, less the same shell's run of an empty statement (start-up). */
function hshMs() {
  const time = (code) => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [join(root, 'bin', 'hsh.js'), '--memory', '-e', code], { encoding: 'utf8' });
    const ms = performance.now() - t0;
    if (r.status !== 0) throw new Error(`hsh exited ${r.status}: ${r.stderr}`);
    return { ms, out: r.stdout };
  };
  const empty = Math.min(time('nil').ms, time('nil').ms);
  const loop = time(RUBY);
  return { ms: loop.ms - empty, out: loop.out };
}

export async function run(report) {
  let jsMs = Infinity;
  let expected = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    expected = plain();
    jsMs = Math.min(jsMs, performance.now() - t0);
  }
  const hsh = hshMs();
  // -e echoes each statement's value (`=> {}`) before the loop's output
  if (!hsh.out.endsWith(expected)) throw new Error(`hsh printed ${JSON.stringify(hsh.out)}, JS ${JSON.stringify(expected)}`);
  report({
    name: `Ruby loop: ${N.toLocaleString('en-US')} iterations of "row#{i % 1000}" and h[k] = (h[k] || 0) + 1 (hsh -e, less start-up)`,
    value: N / (hsh.ms / 1000),
    unit: 'iterations/s',
    reference: 'the same loop in plain JS',
    referenceValue: N / (jsMs / 1000),
    target: 0.05,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run((r) => console.log(`${r.name}: ${Math.round(r.value)} ${r.unit} | ${r.reference}: ${Math.round(r.referenceValue)} | ratio ${(r.value / r.referenceValue).toFixed(3)}x (target >= ${r.target}x)`));
}
