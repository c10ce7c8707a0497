/**
 * A script run that gets SIGINT or SIGTERM: the running statement stops (a
 * sleep at once, a loop at its next iteration), no further statement begins,
 * the coalesced writes the run had made are flushed and the store closed, and
 * the status is 130 (README). A later run sees every write the first made.
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = process.env.HSH_BIN ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'hsh.js');
const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1' };

function hsh(args: string[]) {
  return spawnSync(process.execPath, [bin, '--no-timing', ...args], { encoding: 'utf8', env, timeout: 30_000 });
}

/** Starts hsh, sends `signal` once stdout shows `ready`; resolves with its status, output and how long it took to end after the signal. */
function interrupted(args: string[], ready: string, signal: NodeJS.Signals): Promise<{ status: number | null; stdout: string; stderr: string; lateMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--no-timing', ...args], { env });
    let stdout = '';
    let stderr = '';
    let sentAt = 0;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`hsh did not end; stdout: ${stdout}\nstderr: ${stderr}`));
    }, 20_000);
    child.stdout.on('data', (d) => {
      stdout += d;
      if (!sentAt && stdout.includes(ready)) {
        sentAt = Date.now();
        // A moment for the statement after the marker (a sleep, a loop) to begin.
        setTimeout(() => child.kill(signal), 200);
      }
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr, lateMs: sentAt ? Date.now() - sentAt - 200 : -1 });
    });
  });
}

describe('a script run interrupted by a signal', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} during a sleep: the puts before it are kept, exit 130`, async () => {
      const data = mkdtempSync(join(tmpdir(), 'hsh-e2e-'));
      const script = join(data, '..', `${data.split('/').pop()}.hsh`);
      writeFileSync(script, "create 'w', 'f'\nfor i in 1..1000 do put 'w', \"r#{i}\", 'f:c', 'v' end\nputs 'done'\nsleep 10\nputs 'after'\n");
      const r = await interrupted(['--data', data, script], 'done', signal);
      expect(r.status).toBe(130);
      expect(r.stdout).toBe('Created table w\n=> Hbase::Table - w\n=> 1..1000\ndone\n');
      expect(r.stderr).toBe('');
      expect(r.lateMs).toBeLessThan(2000);
      const count = hsh(['--data', data, '-e', "count 'w'"]);
      expect(count.stdout.trimEnd().split('\n').slice(-2)).toEqual(['1000 row(s)', '=> 1000']);
    }, 30_000);
  }

  it('SIGINT during a loop that never waits (sleep 0 shows what was printed): exit 130, the puts before the loop are kept', async () => {
    const data = mkdtempSync(join(tmpdir(), 'hsh-e2e-'));
    const r = await interrupted(['--data', data, '-e', "create 'w', 'f'; put 'w', 'r1', 'f:c', 'v'; puts 'ready'; sleep 0; loop do end; puts 'after'"], 'ready', 'SIGINT');
    expect(r.status).toBe(130);
    expect(r.stdout).not.toContain('after');
    expect(r.lateMs).toBeLessThan(2000);
    expect(hsh(['--data', data, '-e', "count 'w'"]).stdout).toBe('1 row(s)\n=> 1\n');
  }, 30_000);
});
