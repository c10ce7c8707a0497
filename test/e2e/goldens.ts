/** The golden transcripts: where they are, how a case is run, and what its header asks for. */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { capturedIO } from '../helpers/shell.js';

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

/** Runs bin/hsh.js from `cwd` (the repository's root unless given): its stdout, stderr and exit status. */
export function runHshAsync(args: string[], cwd = root): Promise<{ stdout: string; stderr: string; status: number }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', env: env(), timeout: 120_000, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof (err as { code?: unknown }).code === 'number' ? ((err as { code: number }).code) : -1) : 0;
      resolve({ stdout, stderr, status: code });
    });
  });
}

/**
 * A run of hsh's own entry point (cli.ts main) in this process, with the
 * environment runHsh gives a child: for runs where what is tested is the
 * shell and the store, not the process (the Bigtable goldens load the
 * Bigtable client once instead of once per case). Not for runs that change
 * the process (signals, limits, TTYs).
 */
export async function runHshInProcess(args: string[]): Promise<{ stdout: string; stderr: string; status: number }> {
  Object.assign(process.env, { TZ: 'UTC', NO_COLOR: '1', HSH_DATA: '/nonexistent-use-memory', HADOOP_USER_NAME: 'hsh' });
  const { main } = await import('../../src/cli.js');
  const { io, take } = capturedIO();
  const exitCode = process.exitCode;
  try {
    const status = await main([process.execPath, bin, ...args], io);
    return { ...(await take()), status };
  } finally {
    process.exitCode = exitCode; // main sets the process's exit status, as the binary's
  }
}

/**
 * At most `n` of the calls it wraps at a time (the goldens' processes: more than the
 * cores only makes each slower, and a test's timeout counts from its start).
 */
export function bounded<A extends unknown[], R>(n: number, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (...args) => {
    if (running >= n) await new Promise<void>((go) => waiting.push(go));
    else running++;
    try {
      return await fn(...args);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
