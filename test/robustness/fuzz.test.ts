/**
 * A short run of the fuzzer (scripts/fuzz-core.mjs; `npm run fuzz` runs the
 * long campaign): mutated statements and filter strings from examples/ and
 * the e2e goldens, through a real session, with a fixed seed. None may end
 * in an internal error, a stack trace, a thrown exception, an exit status
 * outside 0/1/2/3, or take more than a second of CPU time.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { fuzz, loadCorpus, mutant, prng } from '../../scripts/fuzz-core.mjs';
import { registry } from '../../src/commands/index.js';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { Session } from '../../src/shell/execute.js';
import { runScript } from '../../src/shell/batch.js';
import { LogicalClock } from '../../src/shell/clock.js';
import { BufferedWriter } from '../../src/shell/io.js';
import { statements } from '../../src/grammar/parse.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const corpus = loadCorpus(root, statements);
const deps = { registry, openLevelBackend, Session, runScript, LogicalClock, BufferedWriter };

describe('fuzzing the shell', () => {
  it('seeds from every example and golden script, and their filter strings', () => {
    expect(corpus.scripts.length).toBeGreaterThanOrEqual(60);
    expect(corpus.filters.length).toBeGreaterThanOrEqual(50);
  });

  it('mutates deterministically from its seed', () => {
    const a = prng(7);
    const b = prng(7);
    const script = corpus.scripts[0];
    expect(Array.from({ length: 20 }, () => mutant(a, corpus, script))).toEqual(Array.from({ length: 20 }, () => mutant(b, corpus, script)));
  });

  it('600 mutated statements: no internal error, stack trace, stray exit status or slow statement', async () => {
    const { ran, failures } = await fuzz(deps, corpus, { seed: 14, count: 600 });
    expect(ran).toBe(600);
    expect(failures).toEqual([]);
  });
});
