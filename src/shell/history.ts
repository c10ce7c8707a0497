/**
 * The prompt's persistent history: `~/.hsh/history` (or `$HSH_HISTORY`),
 * one entry per statement as typed — a statement typed over several lines
 * is one entry. Capped at `$HSH_HISTORY_SIZE` entries (default 1000).
 *
 * File format: one entry per line; a line ending in a backslash continues
 * the entry on the next line (the backslash stands for the line break), so
 * single-line entries read as plain text and `grep` works on the file.
 */
import { appendFileSync, mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

export const DEFAULT_HISTORY_SIZE = 1000;

export function historyPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.HSH_HISTORY || join(homedir(), '.hsh', 'history');
}

export function historySize(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.HSH_HISTORY_SIZE);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_HISTORY_SIZE;
}

/** One entry as it is written to the file (ends with a newline). */
export function encodeEntry(entry: string): string {
  let text = entry.split('\n').join('\\\n');
  // A final backslash would read as a continuation: keep it apart.
  if (text.endsWith('\\')) text += ' ';
  return text + '\n';
}

export function decodeEntries(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (const line of lines) {
    if (line.endsWith('\\')) {
      current.push(line.slice(0, -1));
      continue;
    }
    current.push(line);
    const entry = current.join('\n');
    current = [];
    if (entry.trim() !== '') out.push(entry);
  }
  if (current.length) {
    const entry = current.join('\n');
    if (entry.trim() !== '') out.push(entry);
  }
  return out;
}

export class History {
  /** Oldest first. */
  readonly entries: string[] = [];
  /** Entries appended to the file since it was last rewritten. */
  private appended = 0;
  private failed = false;

  constructor(
    readonly file: string | null,
    readonly max: number = DEFAULT_HISTORY_SIZE,
  ) {}

  load(): this {
    if (!this.file) return this;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch {
      return this;
    }
    const all = decodeEntries(text);
    this.entries.push(...all.slice(-this.max));
    // A file well over the cap (another session appended to it) is trimmed now.
    if (all.length > this.max) this.rewrite(all);
    return this;
  }

  /** Records a statement as typed. Returns false when it was not recorded (empty, or the same as the last). */
  add(entry: string): boolean {
    const text = entry.replace(/\s+$/, '');
    if (text.trim() === '') return false;
    if (this.entries[this.entries.length - 1] === text) return false;
    this.entries.push(text);
    if (this.entries.length > this.max) this.entries.splice(0, this.entries.length - this.max);
    if (this.file && !this.failed) {
      try {
        mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 });
        appendFileSync(this.file, encodeEntry(text), { mode: 0o600 });
        this.appended++;
        if (this.appended > this.max) this.rewrite();
      } catch {
        // A history that cannot be written (read-only home) is kept for this session only.
        this.failed = true;
      }
    }
    return true;
  }

  /** Newest first, as readline keeps its history. */
  newestFirst(): string[] {
    return [...this.entries].reverse();
  }

  /** Rewrites the file with its last `max` entries (other sessions' appends included). */
  private rewrite(known?: string[]): void {
    if (!this.file) return;
    try {
      const all = known ?? decodeEntries(readFileSync(this.file, 'utf8'));
      const tmp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(tmp, all.slice(-this.max).map(encodeEntry).join(''), { mode: 0o600 });
      renameSync(tmp, this.file);
      this.appended = 0;
    } catch {
      this.failed = true;
    }
  }
}
