/**
 * Exact-output helpers for the ddl and namespace tests: an in-process shell
 * on a memory store (logical clock, no Took lines), HBase's ERROR block and
 * the lines a command prints.
 */
import { errorBlock } from '../../../src/format/classic.js';
import { testShell, type TestShell } from '../../helpers/shell.js';

export type { TestShell };

/** A shell with the given setup already run (checked to be error-free). */
export async function shell(...setup: string[]): Promise<TestShell> {
  return shellWith({}, ...setup);
}

/** The same, answering the given lines to y/n questions. */
export async function shellWith(options: { answers?: string[] }, ...setup: string[]): Promise<TestShell> {
  const sh = await testShell(options);
  for (const s of setup) {
    const r = await sh.run(s);
    if (r.stdout.includes('ERROR') || r.status !== 0) throw new Error(`setup failed:\n${s}\n${r.stdout}${r.stderr}`);
  }
  return sh;
}

/** Runs statements and returns stdout. */
export async function out(sh: TestShell, source: string): Promise<string> {
  return (await sh.run(source)).stdout;
}

/** HBase's ERROR block for a failed command. */
export function error(message: string, command: string): string {
  return errorBlock(message, command)
    .map((l: string) => l + '\n')
    .join('');
}

/** Lines joined with newlines, with a final newline. */
export function text(...lines: string[]): string {
  return lines.map((l) => l + '\n').join('');
}

/** describe's output, for substring checks. */
export async function described(sh: TestShell, table: string): Promise<string> {
  return out(sh, `describe '${table}'`);
}

/** The family names describe lists (`NAME => 'x'` in COLUMN FAMILIES DESCRIPTION). */
export async function families(sh: TestShell, table: string): Promise<string[]> {
  const d = await described(sh, table);
  return [...d.matchAll(/^\{NAME => '([^']*)'/gm)].map((m) => m[1]);
}

export const DEFAULT_FAMILY = (name: string) =>
  `{NAME => '${name}', INDEX_BLOCK_ENCODING => 'NONE', VERSIONS => '1', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'NONE', TTL => 'FOREVER', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '65536 B (64KB)'}`;

/** alter's lines on a one-region enabled table. */
export const UPDATED = ['Updating all regions with the new schema...', '1/1 regions updated.', 'Done.'];
