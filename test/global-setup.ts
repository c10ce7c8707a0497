/**
 * Once per `npm test` run:
 * - one temporary directory: TMPDIR (every mkdtemp of the tests, and of the
 *   hsh processes they start) and TMUX_TMPDIR (the pty tests' tmux sockets)
 *   point into it. When the run ends, any tmux server still listening there
 *   (a pty test that failed before its afterAll) is killed and the directory
 *   removed, so a run leaves nothing behind; then the system's temporary
 *   directory is checked for `hsh-*` entries the run made anyway, and any is
 *   named on stderr;
 * - a check that the Bigtable client loads (a clear failure, not skipped tests,
 *   when clients/bigtable was never installed: `npm test` installs it first);
 * - one Bigtable emulator, its address in BIGTABLE_EMULATOR_HOST for every
 *   test process (each Bigtable test uses instances of its own), stopped at
 *   the end.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { startEmulator } from '../scripts/bigtable-emulator.mjs';
import { clientRequire, PINNED_CLIENT } from '../src/engine/backends/bigtable/client.js';

/** The `hsh-*` entries of a directory, but the per-run directories of runs (this one's or another's at the same time). */
function leftovers(dir: string): Set<string> {
  return new Set(readdirSync(dir).filter((name) => name.startsWith('hsh-') && !name.startsWith('hsh-test-')));
}

/** Kills the tmux servers whose sockets are under `dir` (tmux keeps them in `tmux-<uid>/`). */
function killTmuxServers(dir: string): void {
  const sockets = join(dir, `tmux-${process.getuid?.() ?? ''}`);
  if (!existsSync(sockets)) return;
  for (const name of readdirSync(sockets)) spawnSync('tmux', ['-S', join(sockets, name), 'kill-server'], { stdio: 'ignore' });
}

export default async function setup(): Promise<() => void> {
  if (!clientRequire()) throw new Error(`the Bigtable tests need @google-cloud/bigtable: npm run install:bigtable installs it (npm ci --prefix ${PINNED_CLIENT})`);
  const system = tmpdir();
  const before = leftovers(system);
  const dir = mkdtempSync(join(system, 'hsh-test-'));
  process.env.TMPDIR = dir;
  process.env.TMUX_TMPDIR = dir;
  const emulator = await startEmulator();
  process.env.BIGTABLE_EMULATOR_HOST = emulator.host;
  return () => {
    emulator.stop();
    killTmuxServers(dir);
    rmSync(dir, { recursive: true, force: true });
    const left = [...leftovers(system)].filter((name) => !before.has(name));
    if (existsSync(dir)) left.unshift(basename(dir));
    if (left.length) console.error(`npm test left these behind in ${system}: ${left.join(', ')}`);
  };
}
