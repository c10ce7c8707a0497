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
 *   the end;
 * - the working tree: what `git status` lists (with each such file's
 *   contents) before the run must be what it lists after it, or the run
 *   fails naming the files a test added, changed or removed — tests write
 *   only inside temporary directories.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '../scripts/bigtable-emulator.mjs';
import { clientRequire, PINNED_CLIENT } from '../src/engine/backends/bigtable/client.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each path `git status` lists (untracked files one by one; ignored ones — dist/, node_modules — left out)
 * with its status and a hash of its contents; undefined outside a git checkout.
 */
function treeState(): Map<string, string> | undefined {
  const r = spawnSync('git', ['status', '--porcelain=v1', '-z', '--untracked-files=all'], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) return undefined;
  const state = new Map<string, string>();
  const entries = r.stdout.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (!entry) continue;
    if (/^[RC]/.test(entry)) i++; // a rename or copy: its source path follows as an entry of its own
    const path = entry.slice(3);
    const file = join(root, path);
    const hash = existsSync(file) && statSync(file).isFile() ? createHash('sha1').update(readFileSync(file)).digest('hex') : '-';
    state.set(path, `${entry.slice(0, 2)} ${hash}`);
  }
  return state;
}

/** The paths whose status or contents differ between two states. */
function changed(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).sort();
}

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
  const tree = treeState();
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
    const after = tree && treeState();
    const touched = tree && after ? changed(tree, after) : [];
    if (touched.length) throw new Error(`the test run added, changed or removed files in the working tree (tests write only in temporary directories):\n  ${touched.join('\n  ')}`);
  };
}
