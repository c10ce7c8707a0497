// Parsing figures: a 100k-line put script parsed by statements() beside moo
// lexing the same script alone, in the same run. Target: parsing within 4x of
// lexing (ratio >= 0.25). Lines of this shape are read in one pass by
// grammar/literal-line.ts, their trees built without nearley: parsing is now
// faster than the lexer alone; other statements go through moo and nearley.
// Imports the compiled output (npm run bench builds first).
import { performance } from 'node:perf_hooks';

const LINES = 100_000;

function script() {
  const lines = new Array(LINES);
  for (let i = 0; i < LINES; i++) lines[i] = `put 't1', 'row${i}', 'f:c${i % 10}', 'value${i}'`;
  return lines.join('\n') + '\n';
}

function best(runs, fn) {
  let ms = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    ms = Math.min(ms, performance.now() - t0);
  }
  return ms;
}

export async function run(report) {
  const { lexer } = await import('../dist/grammar/lexer.js');
  const { statements } = await import('../dist/grammar/parse.js');
  const text = script();

  const lexMs = best(5, () => {
    lexer.reset(text);
    while (lexer.next());
  });

  let count = 0;
  const parseMs = best(5, () => {
    count = 0;
    for (const chunk of statements(text)) {
      if (chunk.kind !== 'ok') throw new Error(`statement ${count + 1}: ${chunk.kind}`);
      count++;
    }
  });
  if (count !== LINES) throw new Error(`parsed ${count} statements, expected ${LINES}`);

  report({
    name: 'parse 100k put lines (statements(): each line read in one pass, its tree built directly)',
    value: LINES / (parseMs / 1000),
    unit: 'lines/s',
    reference: 'moo lexing alone',
    referenceValue: LINES / (lexMs / 1000),
    target: 0.25,
  });
}
