// A Ruby-heavy loop (issue 22): 1M iterations building a string and updating
// a Hash, run by hsh (`hsh --memory -e`, the whole shell) beside the same work
// in plain JS in the same run. Target: within 20x of the JIT's JS (ratio >= 0.05),
// as a tree-walking interpreter. Both print the hash's size and one count, checked
// equal, so neither can skip the work. Imports the compiled output (npm run bench builds first).
// Then, untargeted, other loops scripts write (RUBY_LOOP_EXTRA_N iterations each), each beside
// its JS, so that none of them gets slower unseen.
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

/**
 * The other loops: Ruby (one `begin … end`: -e echoes nothing but its output), the same work in
 * JS answering the same output, and the iterations each makes.
 */
const EN = Number(process.env.RUBY_LOOP_EXTRA_N ?? 300_000);
const EXTRA = [
  {
    name: 'while, Integer arithmetic: s += i * 2 % 7; i += 1',
    ruby: `i = 0; s = 0; while i < ${EN}; s += i * 2 % 7; i += 1; end; puts s`,
    js: () => {
      let s = 0;
      for (let i = 0; i < EN; i++) s += (i * 2) % 7;
      return `${s}\n`;
    },
    iterations: EN,
  },
  {
    name: 'Array: push, then map and each (3 block calls an element)',
    ruby: `a = []; ${EN}.times { |i| a.push(i) }; b = a.map { |x| x * 2 }; t = 0; b.each { |x| t += x }; puts t`,
    js: () => {
      const a = [];
      for (let i = 0; i < EN; i++) a.push(i);
      let t = 0;
      a.map((x) => x * 2).forEach((x) => (t += x));
      return `${t}\n`;
    },
    iterations: 3 * EN,
  },
  {
    name: 'String: s << "ab" << i.to_s',
    ruby: `s = ""; ${EN}.times { |i| s << "ab" << i.to_s }; puts s.size`,
    js: () => {
      let s = '';
      for (let i = 0; i < EN; i++) s += 'ab' + String(i);
      return `${s.length}\n`;
    },
    iterations: EN,
  },
  {
    name: 'calls of a def: t = f(t, i)',
    ruby: `def f(a, b); a + b; end; i = 0; t = 0; while i < ${EN}; t = f(t, i); i += 1; end; puts t`,
    js: () => {
      const f = (a, b) => a + b;
      let t = 0;
      for (let i = 0; i < EN; i++) t = f(t, i);
      return `${t}\n`;
    },
    iterations: EN,
  },
  {
    name: 'Array#each_with_index: t += x - i',
    ruby: `a = (1..${EN}).to_a; t = 0; a.each_with_index { |x, i| t += x - i }; puts t`,
    js: () => {
      const a = Array.from({ length: EN }, (_, i) => i + 1);
      let t = 0;
      a.forEach((x, i) => (t += x - i));
      return `${t}\n`;
    },
    iterations: EN,
  },
  {
    name: 'Hash#each over 1000 entries: t += v',
    ruby: `h = {}; 1000.times { |i| h["k#{i}"] = i }; t = 0; ${EN / 1000}.times { h.each { |k, v| t += v } }; puts t`,
    js: () => {
      const h = new Map();
      for (let i = 0; i < 1000; i++) h.set(`k${i}`, i);
      let t = 0;
      for (let n = 0; n < EN / 1000; n++) for (const [, v] of h) t += v;
      return `${t}\n`;
    },
    iterations: EN,
  },
];

/** The best of 5 runs of f (ms), and what it answered. */
function bestJs(f) {
  let ms = Infinity;
  let out = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    out = f();
    ms = Math.min(ms, performance.now() - t0);
  }
  return { ms, out };
}

/** ms of a run of hsh on the loop, less the same shell's run of an empty statement (start-up). */
function hshMs(code = RUBY) {
  const time = (code) => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [join(root, 'bin', 'hsh.js'), '--memory', '-e', code], { encoding: 'utf8' });
    const ms = performance.now() - t0;
    if (r.status !== 0) throw new Error(`hsh exited ${r.status}: ${r.stderr}`);
    return { ms, out: r.stdout };
  };
  const empty = Math.min(time('nil').ms, time('nil').ms);
  const loop = time(code);
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
  for (const x of EXTRA) {
    const js = bestJs(x.js);
    const ruby = hshMs(`begin; ${x.ruby}; end`);
    if (ruby.out !== js.out) throw new Error(`${x.name}: hsh printed ${JSON.stringify(ruby.out)}, JS ${JSON.stringify(js.out)}`);
    report({
      name: `Ruby loop: ${x.name} (${x.iterations.toLocaleString('en-US')} iterations)`,
      value: x.iterations / (ruby.ms / 1000),
      unit: 'iterations/s',
      reference: 'the same loop in plain JS',
      referenceValue: x.iterations / (js.ms / 1000),
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run((r) => console.log(`${r.name}: ${Math.round(r.value)} ${r.unit} | ${r.reference}: ${Math.round(r.referenceValue)} | ratio ${(r.value / r.referenceValue).toFixed(3)}x${r.target === undefined ? '' : ` (target >= ${r.target}x)`}`));
}
