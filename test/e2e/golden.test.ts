/**
 * Whole runs of the real binary: every test/e2e/fixtures/<name>.hsh (and
 * every examples/*.hsh) is run by `bin/hsh.js` under TZ=UTC with a logical
 * clock and no Took lines; stdout must equal <name>.out byte for byte and the
 * exit status must equal the `# exit: N` header of the script (default 0).
 * Options for a case go in a `# hsh: --flag …` header line.
 * UPDATE_GOLDEN=1 rewrites the .out files (review the diff before committing).
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'bin', 'hsh.js');

function cases(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.hsh'))
    .sort()
    .map((f) => join(dir, f));
}

export function runHsh(args: string[], input?: string) {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    // HADOOP_USER_NAME: whoami prints the same user (and no groups) on every machine
    env: { ...process.env, TZ: 'UTC', NO_COLOR: '1', HSH_DATA: '/nonexistent-use-memory', HADOOP_USER_NAME: 'hsh' },
    timeout: 60_000,
  });
}

for (const [title, dir] of [
  ['golden transcripts', join(root, 'test', 'e2e', 'fixtures')],
  ['examples', join(root, 'examples')],
] as const) {
  describe(title, () => {
    for (const script of cases(dir)) {
      const name = script.slice(dir.length + 1);
      it(name, () => {
        const text = readFileSync(script, 'utf8');
        const expectedStatus = Number(/^# exit: (\d+)/m.exec(text)?.[1] ?? 0);
        const extra = /^# hsh: (.*)$/m.exec(text)?.[1].trim().split(/\s+/) ?? [];
        // Relative to the repository: JSON objects name the script file as it was given.
        const result = runHsh(['--memory', '--clock', '1700000000000', '--no-timing', ...extra, relative(root, script)]);
        const golden = script.replace(/\.hsh$/, '.out');
        if (process.env.UPDATE_GOLDEN) writeFileSync(golden, result.stdout);
        expect(result.stderr.includes('internal error')).toBe(false);
        expect(result.stdout).toBe(readFileSync(golden, 'utf8'));
        expect(result.status).toBe(expectedStatus);
      });
    }
  });
}
