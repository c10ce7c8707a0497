/**
 * One temporary directory per `npm test` run: TMPDIR (every mkdtemp of the
 * tests, and of the hsh processes they start) and TMUX_TMPDIR (the pty tests'
 * tmux sockets) point into it, and it is removed when the run ends, so a run
 * leaves nothing behind.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-test-'));
  process.env.TMPDIR = dir;
  process.env.TMUX_TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
