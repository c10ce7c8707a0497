/**
 * Shared helpers for the filter tests: bytes, hand-built cells, an
 * S-expression rendering of the filter AST, a strict parse (exactly one
 * nearley parse), a filter string parsed and compiled as a read does both,
 * and a row runner that follows the engine's protocol.
 */
import { expect } from 'vitest';
import type { FilterNode, Comparator, CompareOp } from '../../src/filter/index.js';
import { parseFilterString } from '../../src/filter/index.js';
import { compileFilter as compileParsed, type CompiledFilter, type FilterReadOptions } from '../../src/engine/filters/index.js';
import type { Cell, RowFilter } from '../../src/engine/types.js';
import { filterParsesOf, filterTokens } from '../../src/filter/parse.js';
import { ShellError } from '../../src/errors.js';

/** A filter string parsed (src/filter) and compiled by the engine (src/engine/filters): what a read with FILTER does. */
export function compileFilter(text: Uint8Array): CompiledFilter {
  return compileParsed(parseFilterString(text));
}

/** The engine's filter for a hand-built AST. */
export function factoryFromNode(node: FilterNode, text: string): CompiledFilter {
  return compileParsed({ node, text });
}

/** A JS string as bytes: characters U+0000–U+00FF become single bytes (so "\x82" is the byte 0x82). */
export function bytes(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c > 0xff) throw new Error(`bytes(): ${JSON.stringify(s)} has a character above U+00FF`);
    out[i] = c;
  }
  return out;
}

/** Bytes rendered like HBase's toStringBinary (printable ASCII as is, else \xHH), inside quotes. */
export function q(b: Uint8Array): string {
  let s = '';
  for (const x of b) {
    if (x >= 0x20 && x < 0x7f && x !== 0x22 && x !== 0x5c) s += String.fromCharCode(x);
    else s += '\\x' + x.toString(16).toUpperCase().padStart(2, '0');
  }
  return `"${s}"`;
}

const OP: Record<CompareOp, string> = {
  LESS: '<',
  LESS_OR_EQUAL: '<=',
  EQUAL: '=',
  NOT_EQUAL: '!=',
  GREATER_OR_EQUAL: '>=',
  GREATER: '>',
};

const cmp = (c: Comparator): string => `${c.type}:${q(c.value)}`;
const opt = (b: Uint8Array | null): string => (b === null ? 'nil' : q(b));

/** The AST as a compact S-expression (see parse.test.ts for the shapes). */
export function sexp(n: FilterNode): string {
  switch (n.type) {
    case 'FilterList':
      return `(${n.operator === 'MUST_PASS_ALL' ? 'AND' : 'OR'} ${n.filters.map(sexp).join(' ')})`;
    case 'SkipFilter':
      return `(SKIP ${sexp(n.filter)})`;
    case 'WhileMatchFilter':
      return `(WHILE ${sexp(n.filter)})`;
    case 'KeyOnlyFilter':
      return `(KeyOnlyFilter ${n.lenAsVal})`;
    case 'FirstKeyOnlyFilter':
      return '(FirstKeyOnlyFilter)';
    case 'PrefixFilter':
    case 'ColumnPrefixFilter':
      return `(${n.type} ${q(n.prefix)})`;
    case 'MultipleColumnPrefixFilter':
      return `(${[n.type, ...n.prefixes.map(q)].join(' ')})`;
    case 'ColumnCountGetFilter':
      return `(${n.type} ${n.limit})`;
    case 'PageFilter':
      return `(${n.type} ${n.pageSize})`;
    case 'ColumnPaginationFilter':
      return `(${n.type} ${n.limit} ${n.offset})`;
    case 'InclusiveStopFilter':
      return `(${n.type} ${q(n.stopRow)})`;
    case 'TimestampsFilter':
      return `(${[n.type, ...n.timestamps.map(String)].join(' ')})`;
    case 'RowFilter':
    case 'FamilyFilter':
    case 'QualifierFilter':
    case 'ValueFilter':
      return `(${n.type} ${OP[n.op]} ${cmp(n.comparator)})`;
    case 'ColumnRangeFilter':
      return `(${n.type} ${opt(n.minColumn)} ${n.minColumnInclusive} ${opt(n.maxColumn)} ${n.maxColumnInclusive})`;
    case 'SingleColumnValueFilter':
    case 'SingleColumnValueExcludeFilter':
      return `(${n.type} ${q(n.family)} ${q(n.qualifier)} ${OP[n.op]} ${cmp(n.comparator)} ${n.filterIfMissing} ${n.latestVersionOnly})`;
    case 'DependentColumnFilter':
      return n.op === null || n.comparator === null
        ? `(${n.type} ${q(n.family)} ${q(n.qualifier)} ${n.dropDependentColumn})`
        : `(${n.type} ${q(n.family)} ${q(n.qualifier)} ${n.dropDependentColumn} ${OP[n.op]} ${cmp(n.comparator)})`;
    case 'ColumnValueFilter':
      return `(${n.type} ${q(n.family)} ${q(n.qualifier)} ${OP[n.op]} ${cmp(n.comparator)})`;
  }
}

/** Parses with nearley directly and fails unless there is exactly one parse; returns the AST. */
export function parseOnce(text: string | Uint8Array): FilterNode {
  const results = filterParsesOf(filterTokens(typeof text === 'string' ? bytes(text) : text));
  expect(results.length, `number of parses of ${JSON.stringify(text)}`).toBe(1);
  return results[0];
}

/** The FILTER_SYNTAX message a filter string fails with, or null when it parses. */
export function errorOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(ShellError);
    expect((e as ShellError).code).toBe('FILTER_SYNTAX');
    return (e as ShellError).message;
  }
}

/** A Put cell. `column` is `family:qualifier` (the qualifier may contain further colons). */
export function cell(row: string, column: string, ts: number | bigint, value: string): Cell {
  const colon = column.indexOf(':');
  return {
    row: bytes(row),
    family: column.slice(0, colon),
    qualifier: bytes(column.slice(colon + 1)),
    timestamp: BigInt(ts),
    type: 'Put',
    value: bytes(value),
  };
}

/** Groups cells (already in HBase order) into rows. */
export function rows(...cells: Cell[]): Cell[][] {
  const out: Cell[][] = [];
  for (const c of cells) {
    const last = out[out.length - 1];
    if (last && Buffer.compare(last[0].row, c.row) === 0) last.push(c);
    else out.push([c]);
  }
  return out;
}

const latin1 = (b: Uint8Array): string => String.fromCharCode(...b);

/** A cell as `row/family:qualifier@ts=value` (value bytes as toStringBinary). */
export function show(c: Cell): string {
  return `${latin1(c.row)}/${c.family}:${latin1(c.qualifier)}@${c.timestamp}=${q(c.value).slice(1, -1)}`;
}

export interface RunResult {
  /** Returned cells, one string per cell. */
  cells: string[];
  /** Returned row keys. */
  rows: string[];
  /** Rows offered to the filter before it said done. */
  offered: number;
}

/**
 * Reads `table` (rows of cells) through a fresh filter the way the engine
 * does: filterRowKey, then filterRow, stopping once done().
 * With `keyCheck: false` the runner skips filterRowKey (filterRow alone).
 */
export function runFilter(
  filter: string | Uint8Array,
  table: Cell[][],
  options: FilterReadOptions & { keyCheck?: boolean } = {},
): RunResult {
  const f: RowFilter = compileFilter(typeof filter === 'string' ? bytes(filter) : filter).create(options);
  const out: RunResult = { cells: [], rows: [], offered: 0 };
  for (const cells of table) {
    out.offered++;
    const row = cells[0].row;
    if (options.keyCheck !== false && f.filterRowKey?.(row)) {
      if (f.done()) break;
      continue;
    }
    const kept = f.filterRow(row, cells);
    if (kept !== null) {
      expect(kept.length).toBeGreaterThan(0);
      out.rows.push(latin1(row));
      out.cells.push(...kept.map(show));
    }
    if (f.done()) break;
  }
  return out;
}
