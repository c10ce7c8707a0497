/** Builders for renderer tests: cells, rows as async streams, a capturing sink. */
import type { Cell, CellType, RowResult } from '../../src/engine/types.js';
import type { CellRenderOptions, Output } from '../../src/format/output.js';
import { renderClassic, type RenderOptions, type TextSink } from '../../src/format/classic.js';

export const b = (s: string | number[]): Buffer => (typeof s === 'string' ? Buffer.from(s, 'utf8') : Buffer.from(s));

/** A cell; `column` is `family:qualifier` (the qualifier as UTF-8, or bytes). */
export function cell(row: string | Buffer, column: string, ts: bigint | number, value: string | Buffer = '', type: CellType = 'Put', qualifier?: Buffer): Cell {
  const i = column.indexOf(':');
  return {
    row: typeof row === 'string' ? b(row) : row,
    family: column.slice(0, i),
    qualifier: qualifier ?? b(column.slice(i + 1)),
    timestamp: BigInt(ts),
    type,
    value: typeof value === 'string' ? b(value) : value,
  };
}

/** Groups cells into rows (consecutive cells with equal row keys). */
export function rowsOf(cells: Cell[]): RowResult[] {
  const rows: RowResult[] = [];
  for (const c of cells) {
    const last = rows[rows.length - 1];
    if (last && Buffer.compare(last.row, c.row) === 0) last.cells.push(c);
    else rows.push({ row: c.row, cells: [c] });
  }
  return rows;
}

export async function* stream<T>(items: Iterable<T>): AsyncGenerator<T> {
  for (const i of items) yield i;
}

export const defaults: CellRenderOptions = { formatter: 'toStringBinary', columnConverters: new Map() };

export function scanOf(cells: Cell[], options: Partial<CellRenderOptions> = {}, metrics?: Extract<Output, { kind: 'cells' }>['metrics']): Output {
  return { kind: 'cells', layout: 'scan', rows: stream(rowsOf(cells)), options: { ...defaults, ...options }, metrics };
}

export function getOf(cells: Cell[], options: Partial<CellRenderOptions> = {}): Output {
  return { kind: 'cells', layout: 'get', rows: stream(cells.length ? rowsOf(cells) : []), options: { ...defaults, ...options } };
}

/** A sink that keeps what it is given, and how many writes it took. */
export class Capture implements TextSink {
  text = '';
  writes = 0;
  write(text: string): void {
    this.text += text;
    this.writes++;
  }
}

export async function classic(output: Output, options: Partial<RenderOptions> = {}): Promise<string> {
  const sink = new Capture();
  await renderClassic(output, sink, { width: 0, epochTimestamps: false, timeZone: 'UTC', ...options });
  return sink.text;
}

/** Lines joined with newlines, with a final newline. */
export function text(...lines: string[]): string {
  return lines.map((l) => l + '\n').join('');
}

/** Epoch ms of a UTC date-time. */
export function utc(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): bigint {
  return BigInt(Date.UTC(y, mo - 1, d, h, mi, s, ms));
}

/** The 12 always-present keys in the order the engine inserts them (ColumnFamilyDescriptorBuilder's). */
export const DEFAULTS: Array<[string, string]> = [
  ['VERSIONS', '1'],
  ['MIN_VERSIONS', '0'],
  ['TTL', '2147483647'],
  ['KEEP_DELETED_CELLS', 'FALSE'],
  ['BLOCKSIZE', '65536'],
  ['BLOOMFILTER', 'ROW'],
  ['COMPRESSION', 'NONE'],
  ['IN_MEMORY', 'false'],
  ['BLOCKCACHE', 'true'],
  ['DATA_BLOCK_ENCODING', 'NONE'],
  ['INDEX_BLOCK_ENCODING', 'NONE'],
  ['REPLICATION_SCOPE', '0'],
];
