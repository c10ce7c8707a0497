// npm run bench: runs every bench/*.bench.mjs in name order. Each module
// exports `async function run(report, options)` and calls
//   report({ name, value, unit, reference, referenceValue, target, higherIsBetter })
// once per figure. Figures are reported,
// never asserted: CI does not fail on a slow machine.
import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

function fmt(n) {
  if (n >= 100) return Math.round(n).toLocaleString('en-US');
  return n.toPrecision(3);
}

// `target` is a ratio value/referenceValue: a minimum when higherIsBetter
// (throughput), a maximum otherwise (time, memory).
function report({ name, value, unit, reference, referenceValue, referenceUnit = unit, target, higherIsBetter = true }) {
  let line = `${name}: ${fmt(value)} ${unit}`;
  if (reference !== undefined) {
    const ratio = value / referenceValue;
    line += `  | ${reference}: ${fmt(referenceValue)} ${referenceUnit}  | ratio ${ratio.toFixed(2)}x`;
    if (target !== undefined) {
      const ok = higherIsBetter ? ratio >= target : ratio <= target;
      line += ` (target ${higherIsBetter ? '>=' : '<='} ${target}x) ${ok ? 'ok' : 'MISSED'}`;
    }
  }
  console.log(line);
}

for (const f of files) {
  console.log(`# ${f.replace('.bench.mjs', '')}`);
  const mod = await import(pathToFileURL(join(here, f)).href);
  await mod.run(report, {});
}
