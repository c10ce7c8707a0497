import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * Two projects, each in a pool of its own, the two pools running side by side:
 * - `unit` (in-process tests) in worker threads without isolation: a thread
 *   loads src/ once and runs file after file in it. With a fresh module graph
 *   per file (vitest's default) the suite spent most of its CPU loading src/
 *   again for each of its 130-odd files. What a file leaves behind (process.env,
 *   temporary directories) test/helpers/per-file.ts undoes when it ends;
 * - `process`: the in-process files a worker thread would change, in forked
 *   processes: they set TZ (a thread's time zone does not follow it) or build
 *   regular expressions as large as the main thread's stack allows;
 * - `e2e` (tests that start hsh processes, tmux and the Bigtable emulator) in
 *   forked processes, one per file as before: these chdir, and wait on the
 *   processes they drive, which the unit threads fill with work meanwhile.
 * `npm test` must stay within 150 s on 2 cores: long campaigns (crash trials,
 * fuzzing) run from their own npm scripts, and timings are figures of
 * `npm run bench`, never assertions.
 */
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

/** The in-process files that need a process of their own (see above). */
const IN_PROCESS = ['test/format/time.test.ts', 'test/shell/evaluator.test.ts', 'test/robustness/no-crash.test.ts'];

/**
 * The files that take longest, started first so that none of them is the
 * run's tail (a clean clone has no record of durations, and vitest would then
 * start the largest files first, whatever their running time).
 */
const LONGEST_FIRST = [
  'test/engine/leveldb-memory.test.ts',
  'test/engine/leveldb-disk.test.ts',
  'test/commands/help-examples.test.ts',
  'test/shell/allocation-caps.test.ts',
  'test/ruby/oracle/oracle.test.ts',
  'test/robustness/fuzz.test.ts',
  'test/robustness/no-crash.test.ts',
  'test/shell/lab-test.test.ts',
  'test/grammar/one-lexer.test.ts',
  'test/engine/bigtable.test.ts',
  'test/e2e/durability.test.ts',
  'test/e2e/import.test.ts',
  'test/e2e/crash-ddl.test.ts',
  'test/e2e/repair.test.ts',
  'test/e2e/golden-bigtable.test.ts',
  'test/e2e/readme-run.test.ts',
  'test/e2e/golden.test.ts',
  'test/e2e/sandbox.test.ts',
  'test/e2e/bigtable-cbt.test.ts',
  'test/e2e/grading.test.ts',
];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(relative(f.project.config.root, f.moduleId));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    const rest = await super.sort(files);
    return rest.sort((a, b) => rank(a) - rank(b)); // a stable sort: the others keep vitest's order
  }
}

export default defineConfig({
  test: {
    poolOptions: {
      threads: { minThreads: 1, maxThreads: 2, isolate: false },
      // two forks, not three: with three beside the two threads, a run on a loaded machine
      // starved a thread past vitest's 60 s RPC timeout and left files unrun
      forks: { minForks: 1, maxForks: 2 },
    },
    sequence: { sequencer: LongestFirst },
    // once for the run (a project that extends the root config would run it again)
    globalSetup: ['test/global-setup.ts'],
    projects: [
      {
        test: {
          ...timeouts,
          name: 'unit',
          include: ['test/**/*.test.ts'],
          exclude: ['test/e2e/**', ...IN_PROCESS],
          pool: 'threads',
          isolate: false,
          setupFiles: ['test/helpers/per-file.ts'],
        },
      },
      { test: { ...timeouts, name: 'process', include: IN_PROCESS, pool: 'forks', setupFiles: ['test/helpers/per-file.ts'] } },
      { test: { ...timeouts, name: 'e2e', include: ['test/e2e/**/*.test.ts'], pool: 'forks', setupFiles: ['test/helpers/per-file.ts'] } },
    ],
  },
});
