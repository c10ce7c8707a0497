/**
 * What a store lost in recovery, said aloud. LevelDB drops silently the end
 * of a log that stops inside a record (db/log_reader.cc: "assume the writer
 * died in the middle of writing the record"), which is also what a log cut
 * short looks like; it writes to its info log (`LOG`) the records it drops
 * as corrupted ("dropping N bytes"). Both are found at open and by repair,
 * printed as warnings and kept in `<dir>/hsh-recovery.log`, which
 * `hsh status` shows.
 */
import { appendFileSync, closeSync, fstatSync, openSync, readFileSync, readSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The journal of recovery warnings in a data directory. */
export const RECOVERY_JOURNAL = 'hsh-recovery.log';

const BLOCK = 32768;
const HEADER = 7;
const FULL = 1;
const FIRST = 2;

/**
 * Log files (db/log_format.h: 32 KiB blocks of records, each a 7-byte
 * header and its data) whose last logical record is incomplete: the bytes
 * from its start to the end of the file, which recovery drops.
 */
export function incompleteLogTails(dir: string): Array<{ file: string; size: number; dropped: number }> {
  const out: Array<{ file: string; size: number; dropped: number }> = [];
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => /^\d+\.log$/.test(n));
  } catch {
    return out;
  }
  for (const file of names.sort()) {
    const dropped = incompleteTail(join(dir, file));
    if (dropped && dropped.dropped > 0) out.push({ file, ...dropped });
  }
  return out;
}

/** Only the 7-byte headers are read (the records' checksums are LevelDB's to check, and it reports them). */
function incompleteTail(path: string): { size: number; dropped: number } | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const size = fstatSync(fd).size;
    const header = Buffer.alloc(HEADER);
    let off = 0;
    let recordStart = 0;
    while (off < size) {
      const left = BLOCK - (off % BLOCK);
      if (left < HEADER) {
        off += left; // a block's trailer of zeros
        continue;
      }
      if (off + HEADER > size || readSync(fd, header, 0, HEADER, off) < HEADER) break;
      const length = header.readUInt16LE(4);
      const type = header[6];
      if (type === 0 && length === 0) break; // zeroed space past the last record
      if (off + HEADER + length > size) break;
      if (type === FULL || type === FIRST) recordStart = off;
      off += HEADER + length;
      if (type === FULL || type === 4) recordStart = off; // 4: LAST, the record is whole
    }
    return { size, dropped: off >= size ? 0 : size - recordStart };
  } finally {
    closeSync(fd);
  }
}

/** The lines of LevelDB's info log (`LOG` in `dir`, of the last open or repair) that match, without their time and thread. */
export function infoLogLines(dir: string, pattern: RegExp): string[] {
  let text: string;
  try {
    text = readFileSync(join(dir, 'LOG'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .map((l) => l.replace(/^\S+ \S+ /, ''))
    .filter((l) => pattern.test(l));
}

/** The lines of LevelDB's info log of the last open that say it dropped or ignored something. */
export function recoveryDrops(dir: string): string[] {
  return infoLogLines(dir, /dropping \d+ bytes|Ignoring error|ignoring error|missing files/i);
}

/** Appends warnings to the store's journal, each with the time and what found it. */
export function journal(dir: string, when: 'open' | 'repair', warnings: readonly string[]): void {
  if (warnings.length === 0) return;
  const at = new Date().toISOString();
  try {
    appendFileSync(join(dir, RECOVERY_JOURNAL), warnings.map((w) => `${at} ${when}: ${w}\n`).join(''), { mode: 0o600 });
  } catch {
    // the warning itself was printed; a journal that cannot be written does not stop the store
  }
}

export function journalLines(dir: string): string[] {
  try {
    return readFileSync(join(dir, RECOVERY_JOURNAL), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** The warning for a log whose end recovery drops. */
export function tailWarning(t: { file: string; size: number; dropped: number }): string {
  return `${t.file} ends inside a record: its last ${t.dropped.toLocaleString('en-US')} of ${t.size.toLocaleString('en-US')} bytes are dropped (a write cut short by a crash, whose statements were not acknowledged, or a log truncated)`;
}
