/**
 * Exact-output helpers for the command tests: a fresh in-process shell on a
 * memory store (logical clock from 1700000000000, no Took lines), the
 * reference's fixtures, HBase's ERROR block, and a mask for timestamps the
 * logical clock chose (the number of clock readings per write is the
 * engine's business; the order they give is what the tests rely on).
 */
import { errorBlock } from '../../../src/format/classic.js';
import { testShell, type TestShell } from '../../helpers/shell.js';

export type { TestShell };

/** Fixture F0: `create 'T', {NAME => 'x', VERSIONS => 5}, 'y'`. */
export const F0 = "create 'T', {NAME => 'x', VERSIONS => 5}, 'y'";

/** Fixture F1 (table_test "simple methods"). */
export const F1 = `
put 'T', '102', 'x:a', '2', 1212
put 'T', 103, 'x:a', '3', 1214
put 'T', '104', 'x:a', 5
put 'T', '104', 'x:b', 6
put 'T', 105, 'x:a', '3'
put 'T', 105, 'x:a', '4'
put 'T', 106, 'x:a', '3', 1588765900000
put 'T', 106, 'x:b', '4', 1588765900010
put 'T', '111', 'x:a', '5'
put 'T', '111', 'x:b', '6'
put 'T', '112', 'x:a', '5'
`;

/** Fixture F2 (table_test "complex methods"), TS = 12345678. */
export const F2 = `
put 'T', 1, 'x:a', 1
put 'T', 1, 'x:b', 2, 12345678
put 'T', 1, "x:\\x11", "\\x00\\x00\\x03\\x99"
put 'T', 2, 'x:a', 11
put 'T', 2, 'x:b', 12, 12345678
put 'T', 3, 'x:a', 21, {ATTRIBUTES => {'mykey' => 'myvalue'}}
put 'T', 3, 'x:b', 22, 12345678, {ATTRIBUTES => {'mykey' => 'myvalue'}}
`;

/** A shell with the given setup already run (its output checked to be error-free). */
export async function shell(...setup: string[]): Promise<TestShell> {
  const sh = await testShell();
  for (const s of setup) {
    const r = await sh.run(s);
    if (r.stdout.includes('ERROR') || r.status !== 0) throw new Error(`setup failed:\n${s}\n${r.stdout}${r.stderr}`);
  }
  return sh;
}

/** Timestamps the logical clock gave (2023-11-14T22:13:20 onwards) shown as NOW. */
export function mask(text: string): string {
  return text.replace(/timestamp=2023-11-14T22:1\d(:\d\d(\.\d{3})?)?/g, 'timestamp=NOW');
}

/** Runs statements and returns stdout, clock timestamps masked. */
export async function out(sh: TestShell, source: string): Promise<string> {
  const r = await sh.run(source);
  return mask(r.stdout);
}

/** HBase's interactive ERROR block for a failed command. */
export function error(message: string, command: string): string {
  return errorBlock(message, command)
    .map((l: string) => l + '\n')
    .join('');
}

/** Lines joined with newlines, with a final newline. */
export function text(...lines: string[]): string {
  return lines.map((l) => l + '\n').join('');
}
