// npm run bench: runs every bench/*.bench.mjs in name order. Each module
// exports `async function run(report, options)` and calls
//   report({ name, value, unit, reference, referenceValue, target, higherIsBetter })
// once per figure. Figures are reported,
// never asserted: CI does not fail on a slow machine.
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { report } from './report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const f of files) {
  console.log(`# ${f.replace('.bench.mjs', '')}`);
  const mod = await import(pathToFileURL(join(here, f)).href);
  await mod.run(report, {});
}
