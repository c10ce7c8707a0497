/**
 * Temporary directories for tests: each is removed when the test file that made it ends
 * (test/helpers/per-file.ts, a setup file of every project, calls removeTempDirs then).
 * The unit project shares one module graph between the files a worker runs (isolate: false),
 * so the removal cannot be a hook of this module: it would be registered in the first file only.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The directories tempDir made in the running test file. */
const made: string[] = [];

/** A fresh temporary directory `hsh-<what>-…`, removed when the test file's tests end. */
export function tempDir(what: string): string {
  const dir = mkdtempSync(join(tmpdir(), `hsh-${what}-`));
  made.push(dir);
  return dir;
}

/** A fresh temporary directory holding these files (name → text). */
export function tempFiles(what: string, files: Record<string, string>): string {
  const dir = tempDir(what);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Removes the directories tempDir made (those of sessions a test never closed too). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
