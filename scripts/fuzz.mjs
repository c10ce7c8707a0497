#!/usr/bin/env node
/**
 * npm run fuzz [-- --count N] [--seed S] [--no-suites]: the long fuzzing
 * campaign (default 100,000 mutated statements) over the built shell (dist/).
 * Prints progress, then crashes per 100k statements and each distinct failure
 * with one statement that shows it. Then the randomized test files at their
 * full size (HSH_CAMPAIGN=long: the filter fuzz and the engine's model-based
 * runs, which `npm test` runs smoke-sized). Exit status 1 when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import { fuzz, loadCorpus, shellDeps } from './fuzz-core.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const count = arg('count', 100_000);
const seed = arg('seed', 20261126);
const deps = await shellDeps(root);
const { statements } = await import(pathToFileURL(join(root, 'dist', 'grammar', 'parse.js')).href);
const corpus = loadCorpus(root, statements);
process.stderr.write(`fuzz: ${count} statements, seed ${seed}, ${corpus.scripts.length} seed scripts, ${corpus.filters.length} filter strings\n`);
const started = Date.now();
let last = 0;
const { ran, failures } = await fuzz(deps, corpus, {
  seed,
  count,
  onProgress: (n, f) => {
    if (n - last >= 5000 || n >= count) {
      last = n;
      process.stderr.write(`  ${n} statements, ${f} failures, ${Math.round((Date.now() - started) / 1000)} s\n`);
    }
  },
});
const distinct = new Map();
for (const f of failures) {
  const key = f.why.replace(/\d+/g, 'N').slice(0, 160);
  if (!distinct.has(key)) distinct.set(key, { ...f, n: 0 });
  distinct.get(key).n++;
}
console.log(`${ran} statements in ${Math.round((Date.now() - started) / 1000)} s: ${failures.length} failures, ${((failures.length * 100_000) / ran).toFixed(1)} per 100k, ${distinct.size} distinct`);
for (const [key, f] of distinct) console.log(`\n[${f.n}×] ${key}\n  ${f.script}: ${JSON.stringify(f.stmt).slice(0, 400)}`);
process.exitCode = failures.length ? 1 : 0;

if (!process.argv.includes('--no-suites')) {
  const suites = ['test/filter/fuzz.test.ts', 'test/engine/leveldb-memory.test.ts', 'test/engine/leveldb-disk.test.ts', 'test/engine/bigtable.test.ts'];
  console.log(`\nthe randomized suites at full size (HSH_CAMPAIGN=long): ${suites.join(' ')}`);
  const r = spawnSync('npx', ['vitest', 'run', ...suites], { cwd: root, stdio: 'inherit', env: { ...process.env, HSH_CAMPAIGN: 'long' } });
  if (r.status !== 0) process.exitCode = 1;
}
