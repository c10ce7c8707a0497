// npm run bench: runs every bench/*.bench.mjs in name order. Each module
// exports `async function run(report, options)` and calls
//   report({ name, value, unit, reference, referenceValue, target })
// once per figure; `target` is the ratio the figure should reach, with
// `higherIsBetter` telling which side of it is good. Figures are reported,
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

function report({ name, value, unit, reference, referenceValue, target, higherIsBetter = true }) {
  let line = `${name}: ${fmt(value)} ${unit}`;
  if (reference !== undefined) {
    const ratio = higherIsBetter ? value / referenceValue : referenceValue / value;
    const ok = target === undefined ? '' : ratio >= target ? '  ok' : '  BELOW TARGET';
    const sense = higherIsBetter ? `${ratio.toFixed(2)}x` : `${(value / referenceValue).toFixed(2)}x of`;
    line += `  | ${reference}: ${fmt(referenceValue)} ${unit}  | ${sense}${target === undefined ? '' : ` (target ${higherIsBetter ? '>=' : '<='} ${higherIsBetter ? target : (1 / target).toFixed(2)}x)`}${ok}`;
  }
  console.log(line);
}

for (const f of files) {
  console.log(`# ${f.replace('.bench.mjs', '')}`);
  const mod = await import(pathToFileURL(join(here, f)).href);
  await mod.run(report, {});
}
