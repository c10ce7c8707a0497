/**
 * hsh's look at the store itself (list_cells): the KeyValues a table's
 * stores hold, in the order HBase's CellComparator sorts them (row, family,
 * qualifier, timestamp descending, type descending), as a StoreScanner
 * merges a region's store files and HFilePrettyPrinter (`hbase hfile -p`)
 * lists a file's cells: every version and every delete marker, the cells
 * the markers mask too. It is the RAW scan path with every version, counted
 * as no read request: HFilePrettyPrinter reads files, not a region server.
 * A backend that keeps no markers (Bigtable) refuses it as it refuses RAW
 * scans.
 */
import { Buffer } from 'node:buffer';
import { CELL_TYPE_CODE, type Cell, type Engine, type RegionInfo, type RowResult, type TableDescriptor } from '../engine/types.js';
import { compareBytes } from '../bytes.js';
import { tableDisabled, unknownTable } from './errors.js';
import { resolveTarget } from './regions.js';
import { lookupTable, readsEmpty } from './system-tables.js';

export interface StoreCellsSpec {
  /** Inclusive. */
  startRow?: Uint8Array;
  /** Exclusive. */
  stopRow?: Uint8Array;
  /** At most this many rows are read (list_cells' LIMIT counts KeyValues: never more rows than KeyValues). */
  rowLimit?: number;
  signal?: AbortSignal;
}

/** What list_cells reads: the rows (each with its stored cells) and the region named, if any. */
export interface StoreCells {
  rows: AsyncIterable<readonly RowResult[]>;
  region?: RegionInfo;
}

/** Every version a store can hold (Integer.MAX_VALUE, as a RAW scan with VERSIONS => 2147483647). */
const ALL_VERSIONS = 0x7fffffff;

function later(a: Uint8Array | undefined, b: Uint8Array | undefined): Uint8Array | undefined {
  if (a === undefined || a.length === 0) return b;
  if (b === undefined || b.length === 0) return a;
  return compareBytes(a, b) >= 0 ? a : b;
}

/** The earlier of two exclusive stop rows, where empty or absent means "no end". */
function earlier(a: Uint8Array | undefined, b: Uint8Array | undefined): Uint8Array | undefined {
  if (a === undefined || a.length === 0) return b;
  if (b === undefined || b.length === 0) return a;
  return compareBytes(a, b) <= 0 ? a : b;
}

/** A table, the catalog tables of namespace hbase included, else a region of one. */
async function table(engine: Engine, name: string): Promise<{ table: string; desc: TableDescriptor; region?: RegionInfo }> {
  let desc: TableDescriptor | undefined;
  try {
    desc = lookupTable(engine, name);
  } catch {
    desc = undefined; // not a legal table name: maybe a region name
  }
  if (desc !== undefined) return { table: name, desc };
  const target = await resolveTarget(engine, name, false);
  if (target.kind !== 'table') throw unknownTable(name);
  return target;
}

/**
 * `name` is a table or, as compact and split take it, a region of one (its
 * full or encoded name): then only that region's rows are read.
 */
export async function storeCells(engine: Engine, name: string, spec: StoreCellsSpec): Promise<StoreCells> {
  const target = await table(engine, name);
  const { desc, region } = target;
  if (desc.state !== 'ENABLED') throw tableDisabled(name);
  const startRow = later(spec.startRow, region?.startKey);
  const stopRow = earlier(spec.stopRow, region?.endKey);
  // A range that ends before it starts holds nothing (a scan would refuse it).
  const empty = readsEmpty(engine, desc) || (startRow !== undefined && stopRow !== undefined && stopRow.length > 0 && compareBytes(startRow, stopRow) >= 0);
  if (empty) return { rows: (async function* () {})(), region };
  const scanner = engine.scan(target.table, {
    startRow: startRow && startRow.length ? Buffer.from(startRow) : undefined,
    stopRow: stopRow && stopRow.length ? Buffer.from(stopRow) : undefined,
    raw: true,
    maxVersions: ALL_VERSIONS,
    limit: spec.rowLimit,
    uncounted: true,
    signal: spec.signal,
  });
  return { rows: scanner.batches(), region };
}

/**
 * A cell's key as KeyValue serializes it (KeyValue.createByteArray): row
 * length (2 bytes), row, family length (1 byte), family, qualifier,
 * timestamp (8 bytes, big-endian), type code (1 byte).
 */
export function keyValueKey(cell: Cell): Buffer {
  const family = Buffer.from(cell.family, 'utf8');
  const key = Buffer.alloc(2 + cell.row.length + 1 + family.length + cell.qualifier.length + 9);
  let p = key.writeUInt16BE(cell.row.length, 0);
  p += Buffer.from(cell.row).copy(key, p);
  p = key.writeUInt8(family.length, p);
  p += family.copy(key, p);
  p += Buffer.from(cell.qualifier).copy(key, p);
  p = key.writeBigInt64BE(cell.timestamp, p);
  key.writeUInt8(CELL_TYPE_CODE[cell.type], p);
  return key;
}
