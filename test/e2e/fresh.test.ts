/**
 * The deterministic recipe through the real binary: --clock prints in UTC
 * whatever TZ says (byte-identical output in any zone), and --fresh lets the
 * same script run twice on the same data directory — acting only on an hsh
 * store, through its catalog.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'hsh.js');

function hsh(args: string[], cwd: string, tz = 'UTC') {
  return spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', env: { ...process.env, TZ: tz, NO_COLOR: '1' }, cwd, timeout: 30_000 });
}

const LAB = `create_namespace 'ns'
create 'ns:t', {NAME => 'f', VERSIONS => 2}
put 'ns:t', 'r1', 'f:a', 'v1'
put 'ns:t', 'r1', 'f:a', 'v2'
snapshot 'ns:t', 'snap'
scan 'ns:t', {VERSIONS => 2}
list_snapshots
`;

describe('the deterministic recipe', () => {
  it('--clock: the same bytes in two time zones, and --fresh runs it twice on one store', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-fresh-'));
    writeFileSync(join(dir, 'lab.hsh'), LAB);
    const args = ['--data', 'data', '--fresh', '--clock', '1700000000000', '--no-timing', 'lab.hsh'];
    const first = hsh(args, dir, 'America/New_York');
    const second = hsh(args, dir, 'Asia/Kolkata');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(second.status).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(first.stdout).toContain(' r1 column=f:a, timestamp=2023-11-14T22:13:20.002, value=v2\n');
    // Without --fresh the second run meets the first one's namespace.
    const again = hsh(args.filter((a) => a !== '--fresh'), dir);
    expect(again.stdout).toContain('Namespace ns already exists');
    expect(again.status).toBe(1);
  });

  it('--fresh refuses a directory that holds files but no store, and changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-fresh-'));
    mkdirSync(join(dir, 'notes'));
    writeFileSync(join(dir, 'notes', 'todo.txt'), 'keep me\n');
    const r = hsh(['--data', 'notes', '--fresh', '-e', 'list'], dir);
    expect(r.stderr).toBe(`hsh: --fresh: ${join(dir, 'notes')} is not an hsh data directory (it holds files but no store); nothing was changed\n`);
    expect(r.status).toBe(2);
    expect(readdirSync(join(dir, 'notes'))).toEqual(['todo.txt']);
  });
});
