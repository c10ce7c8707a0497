import { defineConfig } from 'vitest/config';

/**
 * Two projects in one pool of three forks (vitest's default is one fork per
 * core but one, so one on a 2-core machine; a third fills the time e2e files
 * spend waiting on the processes, timers and emulator they drive: 168 s with
 * two forks, 142 s with three, on 2 idle cores): `unit` runs in-process tests,
 * `e2e` the ones that start hsh processes, tmux and the Bigtable emulator.
 * `npm test` must stay within 150 s on 2 cores: long campaigns (crash trials,
 * fuzzing) run from their own npm scripts, and timings are figures of
 * `npm run bench`, never assertions.
 */
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: 3 } },
    // once for the run (a project that extends the root config would run it again)
    globalSetup: ['test/global-setup.ts'],
    projects: [
      { test: { ...timeouts, name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'] } },
      { test: { ...timeouts, name: 'e2e', include: ['test/e2e/**/*.test.ts'] } },
    ],
  },
});
