/** The golden transcripts: where they are, how a case is run, and what its header asks for. */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = join(root, 'bin', 'hsh.js');

export function cases(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.hsh'))
    .sort()
    .map((f) => join(dir, f));
}

/** The `# exit: N` header (default 0). */
export function expectedStatus(script: string): number {
  return Number(/^# exit: (\d+)/m.exec(readFileSync(script, 'utf8'))?.[1] ?? 0);
}

/** The options of a `# hsh: --flag …` header. */
export function extraOptions(script: string): string[] {
  return /^# hsh: (.*)$/m.exec(readFileSync(script, 'utf8'))?.[1].trim().split(/\s+/) ?? [];
}

// HADOOP_USER_NAME: whoami prints the same user (and no groups) on every machine
const env = () => ({ ...process.env, TZ: 'UTC', NO_COLOR: '1', HSH_DATA: '/nonexistent-use-memory', HADOOP_USER_NAME: 'hsh' });

export function runHsh(args: string[], input?: string) {
  return spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', env: env(), timeout: 60_000 });
}

/** runHsh without blocking, for cases run concurrently. */
export function runHshAsync(args: string[]): Promise<{ stdout: string; stderr: string; status: number }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8', env: env(), timeout: 120_000, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : -1) : 0;
      resolve({ stdout, stderr, status: code });
    });
  });
}
