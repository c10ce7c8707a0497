/**
 * Once per `npm test` run:
 * - one temporary directory: TMPDIR (every mkdtemp of the tests, and of the
 *   hsh processes they start) and TMUX_TMPDIR (the pty tests' tmux sockets)
 *   point into it, and it is removed when the run ends, so a run leaves
 *   nothing behind;
 * - one Bigtable emulator, its address in BIGTABLE_EMULATOR_HOST for every
 *   test process (each Bigtable test uses instances of its own), stopped at
 *   the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulator } from '../scripts/bigtable-emulator.mjs';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-test-'));
  process.env.TMPDIR = dir;
  process.env.TMUX_TMPDIR = dir;
  const emulator = await startEmulator();
  process.env.BIGTABLE_EMULATOR_HOST = emulator.host;
  return () => {
    emulator.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
