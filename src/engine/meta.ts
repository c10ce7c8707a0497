/**
 * `hbase:meta` as a read-only virtual table: the rows HBase 2.6's catalog
 * holds for the user tables of a one-server cluster, computed from the
 * catalog on every read (there are few of them).
 *
 * Per table (MetaTableAccessor / TableStateManager):
 *
 *   <table>                              table:state            \x08\x00 (ENABLED) / \x08\x01 (DISABLED)
 *   <table>,<startKey>,<regionId>.<enc>. info:regioninfo        RegionInfo (see below)
 *                                        info:seqnumDuringOpen  the open sequence id, an 8-byte long (2)
 *                                        info:server            localhost:16020
 *                                        info:serverstartcode   the server's start code, an 8-byte long
 *                                        info:sn                localhost,16020,<startcode>
 *                                        info:state             OPEN (CLOSED while the table is disabled)
 *
 * The table state is the protobuf TableState message (field 1, varint
 * enum: ENABLED 0, DISABLED 1). `info:regioninfo` holds a serialized
 * RegionInfo in HBase; the shell never shows those bytes but prints
 * RegionInfo.toString (`{ENCODED => …, NAME => '…', STARTKEY => '', ENDKEY => ''}`),
 * so hsh stores that text as the value (the dml commands render it with
 * toString and `info:serverstartcode` with Bytes.toLong, as table.rb's
 * to_string does for hbase:meta).
 *
 * Every cell has one version. `info:*` cells carry the region id as their
 * timestamp, `table:state` the table's creation time: deterministic under a
 * logical clock.
 */
import { ShellError } from '../errors.js';
import { compareBytes, toLongBytes, toStringBinary } from '../bytes.js';
import { capVersions, emptyMetrics, cellSize } from './read.js';
import { interrupted } from '../errors.js';
import { loadFilter } from './filters/load.js';
import { regionName, serverName, SERVER_HOST, SERVER_PORT } from './regions.js';
import type { Cell, ColumnSelector, FilterFactory, ReadSpec, RowFilter, RowResult, ScanMetrics, Scanner, ScanSpec, TableName, TableState } from './types.js';

export const META_TABLE_NAME = 'hbase:meta';
/** The families of hbase:meta (2.x), sorted. */
export const META_FAMILIES: readonly string[] = ['info', 'rep_barrier', 'table'];
/** The sequence id a freshly opened region reports. */
export const OPEN_SEQNUM = 2n;

/** What meta needs to know of one user table. */
export interface MetaTableSource {
  name: TableName;
  state: TableState;
  createdAt: bigint;
  /** Split keys, ascending. */
  splits: ReadonlyArray<Uint8Array>;
  /** One per region (splits.length + 1). */
  regionIds: ReadonlyArray<bigint>;
}

/** Whether `nameAsString` (TableName.getNameAsString) is the catalog table. */
export function isMetaTable(nameAsString: string): boolean {
  return nameAsString === META_TABLE_NAME;
}

/** TableState protobuf: `\x08` + the enum's varint. */
export function tableStateBytes(state: TableState): Buffer {
  return Buffer.from([0x08, state === 'ENABLED' ? 0 : 1]);
}

/** RegionInfo.toString. */
export function regionInfoText(encodedName: string, regionNameAsString: string, startKey: Uint8Array, endKey: Uint8Array): string {
  return `{ENCODED => ${encodedName}, NAME => '${regionNameAsString}', STARTKEY => '${toStringBinary(startKey)}', ENDKEY => '${toStringBinary(endKey)}'}`;
}

/** A meta row's parts: table, start key (undefined for a table-state row), the rest (`<regionId>.<encoded>.`). */
function metaRowParts(row: Uint8Array): [Uint8Array, Uint8Array | undefined, Uint8Array] {
  const first = row.indexOf(0x2c);
  if (first < 0) return [row, undefined, row.subarray(row.length)];
  const last = row.lastIndexOf(0x2c);
  if (last === first) return [row.subarray(0, first), row.subarray(first + 1), row.subarray(row.length)];
  return [row.subarray(0, first), row.subarray(first + 1, last), row.subarray(last + 1)];
}

/**
 * MetaCellComparator's row order: table name, then start key, then the
 * rest; a row without a start key (the table-state row) first. Region rows
 * of one table are therefore in region order even when a start key holds
 * bytes below `,`.
 */
export function compareMetaRows(a: Uint8Array, b: Uint8Array): number {
  const [ta, ka, ra] = metaRowParts(a);
  const [tb, kb, rb] = metaRowParts(b);
  const t = compareBytes(ta, tb);
  if (t !== 0) return t;
  if (ka === undefined || kb === undefined) return (ka === undefined ? 0 : 1) - (kb === undefined ? 0 : 1);
  const k = compareBytes(ka, kb);
  if (k !== 0) return k;
  return compareBytes(ra, rb);
}

/** The rows of hbase:meta, in hbase:meta's order (compareMetaRows). */
export function metaRows(tables: ReadonlyArray<MetaTableSource>, startcode: bigint): RowResult[] {
  const rows: RowResult[] = [];
  const server = Buffer.from(`${SERVER_HOST}:${SERVER_PORT}`);
  const sn = Buffer.from(serverName(startcode));
  const startcodeBytes = toLongBytes(startcode);
  const seqnum = toLongBytes(OPEN_SEQNUM);
  for (const t of tables) {
    const name = Buffer.from(t.name.nameAsString, 'utf8');
    rows.push({
      row: name,
      cells: [{ row: name, family: 'table', qualifier: Buffer.from('state'), timestamp: t.createdAt, type: 'Put', value: tableStateBytes(t.state) }],
    });
    const n = t.splits.length + 1;
    for (let i = 0; i < n; i++) {
      const startKey = i === 0 ? Buffer.alloc(0) : Buffer.from(t.splits[i - 1]);
      const endKey = i === n - 1 ? Buffer.alloc(0) : Buffer.from(t.splits[i]);
      const regionId = t.regionIds[i];
      const { regionName: rn, encodedName } = regionName(t.name.nameAsString, startKey, regionId);
      const row = Buffer.concat([name, Buffer.from(','), startKey, Buffer.from(`,${regionId}.${encodedName}.`, 'latin1')]);
      const cell = (qualifier: string, value: Buffer): Cell => ({ row, family: 'info', qualifier: Buffer.from(qualifier), timestamp: regionId, type: 'Put', value });
      rows.push({
        row,
        cells: [
          cell('regioninfo', Buffer.from(regionInfoText(encodedName, rn, startKey, endKey), 'utf8')),
          cell('seqnumDuringOpen', seqnum),
          cell('server', server),
          cell('serverstartcode', startcodeBytes),
          cell('sn', sn),
          cell('state', Buffer.from(t.state === 'ENABLED' ? 'OPEN' : 'CLOSED')),
        ],
      });
    }
  }
  return rows.sort((a, b) => compareMetaRows(a.row, b.row));
}

function noSuchFamily(family: string): ShellError {
  return new ShellError(
    'NO_SUCH_FAMILY',
    `org.apache.hadoop.hbase.regionserver.NoSuchColumnFamilyException: Column family ${family} does not exist in region hbase:meta,,1.1588230740 in table 'hbase:meta'`,
    { rubyClass: 'RuntimeError' },
  );
}

/** The column selection of a read: family → qualifiers (latin1) or null (whole family); undefined = everything. */
function selection(columns: ColumnSelector[] | undefined): Map<string, Set<string> | null> | undefined {
  if (!columns || columns.length === 0) return undefined;
  const sel = new Map<string, Set<string> | null>();
  for (const c of columns) {
    if (!META_FAMILIES.includes(c.family)) throw noSuchFamily(c.family);
    if (c.qualifier === null) sel.set(c.family, null);
    else {
      const q = Buffer.from(c.qualifier).toString('latin1');
      const cur = sel.get(c.family);
      if (cur) cur.add(q);
      else if (!sel.has(c.family)) sel.set(c.family, new Set([q]));
    }
  }
  return sel;
}

/** The cells of one row a read returns (before filters): column selection and time range; every cell has one version. */
function select(cells: Cell[], sel: Map<string, Set<string> | null> | undefined, spec: ReadSpec, keyOnly: boolean): Cell[] {
  const out: Cell[] = [];
  for (const c of cells) {
    if (sel) {
      if (!sel.has(c.family)) continue;
      const qs = sel.get(c.family);
      if (qs && !qs.has(Buffer.from(c.qualifier).toString('latin1'))) continue;
    }
    if (spec.timeRange && (c.timestamp < spec.timeRange.min || c.timestamp >= spec.timeRange.max)) continue;
    out.push(keyOnly ? { ...c, value: Buffer.alloc(0) } : c);
  }
  return out;
}

function makeFilter(factory: FilterFactory | undefined, reversed: boolean): RowFilter | undefined {
  return factory?.create({ versions: 1, reversed });
}

/** One row through the filter (filterRowKey, filterRow); null when the row is dropped. */
function applyFilter(filter: RowFilter | undefined, row: Uint8Array, cells: Cell[], versions: number): Cell[] | null {
  if (!filter) return cells.length ? cells : null;
  if (filter.filterRowKey?.(row) === true) return null;
  if (cells.length === 0) return null;
  const kept = filter.filterRow(row, cells);
  if (kept === null || kept.length === 0) return null;
  return capVersions(kept, () => versions);
}

/** A get of one meta row (its filter, if any, compiled: engine.ts loads it). */
export function getMeta(rows: ReadonlyArray<RowResult>, row: Uint8Array, spec: Omit<ReadSpec, 'filter'> & { filter?: FilterFactory }): Cell[] {
  const sel = selection(spec.columns);
  const found = rows.find((r) => compareBytes(r.row, row) === 0);
  if (!found) return [];
  return applyFilter(makeFilter(spec.filter, false), found.row, select(found.cells, sel, spec, false), Math.max(1, spec.maxVersions ?? 1)) ?? [];
}

/** A scan of hbase:meta: row range (STARTROW/STOPROW, reversed), columns, time range, filter, LIMIT. */
export function scanMeta(rows: ReadonlyArray<RowResult>, spec: ScanSpec): Scanner {
  const sel = selection(spec.columns);
  const metrics: ScanMetrics = emptyMetrics();
  const reversed = spec.reversed === true;
  const limit = spec.limit !== undefined && spec.limit > 0 ? spec.limit : Infinity;
  const start = spec.startRow && spec.startRow.length ? spec.startRow : undefined;
  const stop = spec.stopRow && spec.stopRow.length ? spec.stopRow : undefined;
  const inRange = (row: Uint8Array): boolean => {
    if (!reversed) return (!start || compareMetaRows(row, start) >= 0) && (!stop || compareMetaRows(row, stop) < 0);
    return (!start || compareMetaRows(row, start) <= 0) && (!stop || compareMetaRows(row, stop) > 0);
  };
  const ordered = reversed ? [...rows].reverse() : rows;
  let started = false;
  async function* iterate(): AsyncGenerator<RowResult> {
    const filter = makeFilter(spec.filter && (await loadFilter(spec.filter)), reversed);
    const versions = Math.max(1, spec.maxVersions ?? 1);
    let returned = 0;
    metrics.REGIONS_SCANNED = 1;
    metrics.RPC_CALLS = 1;
    for (const r of ordered) {
      if (spec.signal?.aborted) throw interrupted();
      if (!inRange(r.row)) continue;
      metrics.ROWS_SCANNED++;
      metrics.CELLS_EXAMINED += r.cells.length;
      const cells = applyFilter(filter, r.row, select(r.cells, sel, spec, spec.keyOnly === true && !filter), versions);
      if (cells === null) {
        metrics.ROWS_FILTERED++;
        if (filter?.done()) return;
        continue;
      }
      const result = spec.keyOnly ? [cells[0]] : cells;
      for (const c of result) metrics.BYTES_IN_RESULTS += cellSize(c);
      returned++;
      yield { row: r.row, cells: result };
      if (returned >= limit || filter?.done()) return;
    }
  }
  const rowsOnce = (): AsyncGenerator<RowResult> => {
    if (started) throw new Error('a Scanner is iterated once');
    started = true;
    return iterate();
  };
  return {
    metrics,
    [Symbol.asyncIterator]: rowsOnce,
    async *batches() {
      for await (const r of rowsOnce()) yield [r];
    },
  };
}
