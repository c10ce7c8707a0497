/**
 * The persistent store through the real binary: data survives the process,
 * and a data directory held by another hsh process is refused cleanly
 * (exit 3, no stack trace, the holder unharmed).
 */
import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'hsh.js');
const env = { ...process.env, TZ: 'UTC', NO_COLOR: '1' };

function hsh(args: string[]) {
  return spawnSync(process.execPath, [bin, '--no-timing', '--clock', '1700000000000', ...args], { encoding: 'utf8', env, timeout: 30_000 });
}

describe('the persistent store', () => {
  it('keeps tables and cells between runs', () => {
    const data = mkdtempSync(join(tmpdir(), 'hsh-e2e-'));
    expect(hsh(['--data', data, '-e', "create 't1', 'f1'; put 't1', 'r1', 'f1:a', 'v1'"]).status).toBe(0);
    const r = hsh(['--data', data, '-e', "scan 't1'"]);
    expect(r.stdout).toBe('ROW  COLUMN+CELL\n r1 column=f1:a, timestamp=2023-11-14T22:13:20.001, value=v1\n1 row(s)\n');
    expect(r.status).toBe(0);
  });

  it('refuses a data directory another hsh process holds: exit 3, the holder finishes its work', async () => {
    const data = mkdtempSync(join(tmpdir(), 'hsh-e2e-'));
    const holder = spawn(process.execPath, [bin, '--no-timing', '--data', data, '-e', "create 't1', 'f1'", '-e', "puts 'ready'; sleep 2; put 't1', 'r1', 'f1:a', 'v1'"], { env });
    let holderOut = '';
    await new Promise<void>((resolve) => holder.stdout.on('data', (d) => ((holderOut += d), holderOut.includes('ready') && resolve())));
    const r = hsh(['--data', data, '-e', 'list']);
    expect(r.stdout).toBe(`\nERROR: data directory ${data} is in use by another hsh process\n\n`);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(3);
    const status = await new Promise((resolve) => holder.on('exit', resolve));
    expect(status).toBe(0);
    expect(hsh(['--data', data, '-e', "count 't1'"]).stdout).toBe('1 row(s)\n=> 1\n');
  });
});
