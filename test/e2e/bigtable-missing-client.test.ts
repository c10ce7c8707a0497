/**
 * Without the Google client installed, `--bigtable` says in one line how to
 * install it, and exits as a store error does. The client is really missing:
 * the built hsh (bin/, dist/launch.cjs and the one-file bundle, which keeps
 * the client external) is copied to a directory with no node_modules above it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_PACKAGE, CLIENT_VERSION } from '../../src/engine/backends/bigtable/client.js';
import { root } from './goldens.js';

const dir = mkdtempSync(join(tmpdir(), 'hsh-no-client-'));
cpSync(join(root, 'bin'), join(dir, 'bin'), { recursive: true });
mkdirSync(join(dir, 'dist'));
for (const f of ['launch.cjs', 'hsh.cjs']) cpSync(join(root, 'dist', f), join(dir, 'dist', f));
cpSync(join(root, 'package.json'), join(dir, 'package.json'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [join(dir, 'bin', 'hsh.js'), '--no-timing', ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_PATH: '' } });

describe('--bigtable without @google-cloud/bigtable', () => {
  it('the copy cannot resolve the client (the test would prove nothing otherwise)', () => {
    const r = spawnSync(process.execPath, ['-e', `require.resolve(${JSON.stringify(CLIENT_PACKAGE)})`], { cwd: join(dir, 'dist'), encoding: 'utf8', env: { ...process.env, NODE_PATH: '' } });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(`Cannot find module '${CLIENT_PACKAGE}'`);
  });

  it('one line says how to install it; exit 3, nothing else runs', () => {
    const r = run('--bigtable', 'hsh-test/i-missing', '-e', "list; create 't', 'f'");
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`\nERROR: the Bigtable backend needs ${CLIENT_PACKAGE}: install it with npm install --no-save ${CLIENT_PACKAGE}@${CLIENT_VERSION}\n\n`);
    expect(r.status).toBe(3);
  });

  it('the embedded store needs no client', () => {
    const r = run('--memory', '-e', 'list');
    expect(r.stdout).toBe('TABLE\n0 row(s)\n=> []\n');
    expect(r.status).toBe(0);
  });
});
