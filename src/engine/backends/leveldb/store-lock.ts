/**
 * A store's lock is LevelDB's: an fcntl lock on `<dir>/LOCK`, taken by the
 * open DB (util/env_posix.cc LockFile) and released when it closes or its
 * process ends, however. `hsh repair` holds it without opening the store
 * (which may not open): an empty LevelDB in a temporary directory whose LOCK
 * is a symlink to the store's, so that its open locks the same file. While
 * it is held no hsh can open the store, and repair refuses a store another
 * process holds. fcntl locks belong to the process: opening the store in
 * the holding process succeeds, and closing it releases the lock.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isLocked } from './level.js';

export interface StoreLock {
  release(): Promise<void>;
}

/** Takes the lock of the store in `dir`; undefined when another process holds it. */
export async function holdStoreLock(dir: string): Promise<StoreLock | undefined> {
  const { ClassicLevel } = await import('classic-level');
  const holder = mkdtempSync(join(tmpdir(), 'hsh-lock-'));
  symlinkSync(join(dir, 'LOCK'), join(holder, 'LOCK'));
  const db = new ClassicLevel(holder, { createIfMissing: true });
  try {
    await db.open();
  } catch (e) {
    rmSync(holder, { recursive: true, force: true });
    if (isLocked(e)) return undefined;
    throw e;
  }
  return {
    async release() {
      await db.close();
      rmSync(holder, { recursive: true, force: true });
    },
  };
}

/**
 * The process holding the store's lock, from Linux's /proc/locks (read
 * only: probing by taking the lock would refuse an hsh starting meanwhile);
 * null when none does; undefined where /proc/locks cannot say.
 */
export function lockHolder(dir: string): number | null | undefined {
  let text: string;
  let ino: number;
  try {
    text = readFileSync('/proc/locks', 'latin1');
  } catch {
    return undefined;
  }
  try {
    ino = statSync(join(dir, 'LOCK')).ino;
  } catch {
    return null; // no LOCK file: no LevelDB has opened it since
  }
  // "1: POSIX  ADVISORY  WRITE 1234 fd:01:5678 0 EOF"
  for (const line of text.split('\n')) {
    const m = /^\d+:\s+POSIX\s+\S+\s+WRITE\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s/.exec(line);
    if (m && Number(m[2]) === ino) return Number(m[1]);
  }
  return null;
}
