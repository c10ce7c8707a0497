/**
 * What the lab commands share: a read's rows as Ruby values a script can
 * test (a row as a Hash of `'family:qualifier' => value`), and how an
 * assertion shows a value that failed it.
 */
import { Buffer } from 'node:buffer';
import type { Cell, RowResult } from '../../engine/types.js';
import type { Rows } from '../../format/output.js';
import { eachRow } from '../../format/output.js';
import { RHash, type Value } from '../../ruby/values.js';
import { inspect } from '../../ruby/inspect.js';
import type { ShellError } from '../../errors.js';

const COLON = Buffer.from(':');

/** `'family:qualifier'` as bytes (the qualifier may be binary). */
export function columnOf(cell: Cell): Buffer {
  return Buffer.concat([Buffer.from(cell.family, 'utf8'), COLON, cell.qualifier]);
}

/**
 * A row's cells as a Hash, `'family:qualifier' => value`, in the row's
 * column order: the newest value of each column (a read of several
 * VERSIONS keeps the first, its newest); delete markers (RAW) are left out.
 * Values are copied: the store's views last only until its next batch.
 */
export function rowHash(cells: readonly Cell[]): RHash {
  const hash = new RHash();
  let last: Buffer | undefined;
  for (const c of cells) {
    if (c.type !== 'Put') continue;
    const column = columnOf(c);
    if (last !== undefined && last.equals(column)) continue;
    last = column;
    hash.set(column, Buffer.from(c.value));
  }
  return hash;
}

/** Every row a read yields (its errors are raised here, as the read's own). */
export async function collectRows(rows: Rows<RowResult>): Promise<Array<[Buffer, RHash]>> {
  const out: Array<[Buffer, RHash]> = [];
  for await (const r of eachRow(rows)) out.push([Buffer.from(r.row), rowHash(r.cells)]);
  return out;
}

/** An error as Ruby's Exception#inspect shows it: `#<RuntimeError: Table t1 is disabled!>`. */
export function inspectError(e: ShellError): string {
  return `#<${e.rubyClass}: ${e.message}>`;
}

/** `expected X, got Y` with both values as Ruby's inspect shows them. */
export function expectedGot(expected: Value, actual: Value): string {
  return `expected ${inspect(expected)}, got ${inspect(actual)}`;
}
