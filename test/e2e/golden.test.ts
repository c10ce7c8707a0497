/**
 * Whole runs: every test/e2e/fixtures/<name>.hsh (from the repository's
 * root) and every examples/*.hsh (from its own folder, as examples/README.md
 * runs them: relative file names are found in the working directory) under
 * TZ=UTC with a logical clock and no Took lines; stdout must equal
 * <name>.out byte for byte and the exit status must equal the `# exit: N`
 * header of the script (default 0). Options for a case go in a
 * `# hsh: --flag …` header line. UPDATE_GOLDEN=1 rewrites the .out files
 * (review the diff before committing).
 * The examples run as the real binary (`bin/hsh.js`), two processes at a
 * time; the fixtures through cli.ts's main in this process (what they test
 * is the shell and the store, and 61 process starts were a tenth of the
 * suite's CPU), concurrently.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bounded, cases, expectedStatus, extraOptions, root, runHshAsync, runHshInProcess } from './goldens.js';

const runBinary = bounded(2, runHshAsync);

for (const [title, dir, cwd, runHsh] of [
  ['golden transcripts', join(root, 'test', 'e2e', 'fixtures'), root, (args: string[]) => runHshInProcess(args)],
  ['examples', join(root, 'examples'), join(root, 'examples'), runBinary],
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
