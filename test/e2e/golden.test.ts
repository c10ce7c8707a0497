/**
 * Whole runs of the real binary: every test/e2e/fixtures/<name>.hsh (from
 * the repository's root), and every examples/*.hsh (from its own folder, as
 * examples/README.md runs them: relative file names are found in the working
 * directory) is run by `bin/hsh.js` under TZ=UTC with a logical
 * clock and no Took lines; stdout must equal <name>.out byte for byte and the
 * exit status must equal the `# exit: N` header of the script (default 0).
 * Options for a case go in a `# hsh: --flag …` header line.
 * UPDATE_GOLDEN=1 rewrites the .out files (review the diff before committing).
 * The cases run concurrently, two processes at a time.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bounded, cases, expectedStatus, extraOptions, root, runHshAsync } from './goldens.js';

const runHsh = bounded(2, runHshAsync);

for (const [title, dir, cwd] of [
  ['golden transcripts', join(root, 'test', 'e2e', 'fixtures'), root],
  ['examples', join(root, 'examples'), join(root, 'examples')],
] as const) {
  describe.concurrent(title, () => {
    for (const script of cases(dir)) {
      const name = script.slice(dir.length + 1);
      it(name, async () => {
        // Relative to the working directory: JSON objects name the script file as it was given.
        const result = await runHsh(['--memory', '--clock', '1700000000000', '--no-timing', ...extraOptions(script), relative(cwd, script)], cwd);
        const golden = script.replace(/\.hsh$/, '.out');
        if (process.env.UPDATE_GOLDEN) writeFileSync(golden, result.stdout);
        expect(result.stderr.includes('internal error')).toBe(false);
        expect(result.stdout).toBe(readFileSync(golden, 'utf8'));
        expect(result.status).toBe(expectedStatus(script));
      });
    }
  });
}
