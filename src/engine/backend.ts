/**
 * The storage backend interface: the narrow, row-shaped contract between
 * HBase's semantics (the engine, once for every backend) and a store that
 * keeps cells. It plays the part of HBase's HStore/StoreFile layer below the
 * region's ScanQueryMatcher, and of abstract-level's private `_` methods: the
 * engine validates and decides; a backend only keeps and returns cells.
 *
 * - A store is one column family of one table, addressed by the ids the
 *   catalog allocates (never reused). `store()` gives the backend's handle,
 *   which may carry precomputed key prefixes; the engine treats it as opaque.
 * - Reads return rows in row order (descending when reversed), each row's
 *   cells in HBase KeyValue order: store (family) order as asked, qualifier
 *   ascending, timestamp descending, type code descending. Delete markers
 *   are returned as cells where the backend stores them.
 * - A row is a view (RawRow), valid until the reader is asked for more: the
 *   hot path allocates nothing per cell that the engine does not keep.
 * - Every write goes through a WriteBatch: a row's cells in one batch are
 *   written atomically, and so is the whole batch where `atomicBatches`.
 * - The catalog (namespaces, tables, snapshots, counters, procedures) is
 *   kept by the backend as opaque bytes under a kind and a name.
 */
import type { FilterNode } from '../filter/index.js';
import { CELL_TYPE_CODE, type CellType } from './types.js';

/** The filter AST a FilterHint carries, for backends (which import only this interface). */
export type { Comparator, CompareOp, FilterNode } from '../filter/index.js';

/** Cells between two reports of a long operation's progress (compaction, snapshot copies). */
export const PROGRESS_EVERY = 50_000;

/** HBase's KeyValue type codes as numbers, for the hot paths. */
export const CODE_PUT = CELL_TYPE_CODE.Put;
export const CODE_DELETE = CELL_TYPE_CODE.Delete;
export const CODE_DELETE_COLUMN = CELL_TYPE_CODE.DeleteColumn;
export const CODE_DELETE_FAMILY = CELL_TYPE_CODE.DeleteFamily;
export const CODE_DELETE_FAMILY_VERSION = CELL_TYPE_CODE.DeleteFamilyVersion;

/** The type of a code (undefined for a code no cell has). */
export const TYPE_BY_CODE: ReadonlyArray<CellType | undefined> = (() => {
  const a: Array<CellType | undefined> = new Array(256).fill(undefined);
  for (const [t, c] of Object.entries(CELL_TYPE_CODE)) a[c] = t as CellType;
  return a;
})();

/** What a backend can do; the engine refuses, with one message each, what it cannot. */
export interface Capabilities {
  /** A short name for banners and errors (`leveldb`, `memory`). */
  readonly name: string;
  /**
   * `stored`: delete markers are cells, kept until a major compaction, that
   * mask puts written later with older timestamps (HBase's model).
   * `physical`: a delete removes the cells it names and leaves nothing.
   */
  readonly markers: 'stored' | 'physical';
  /** A per-cell TTL (`put …, {TTL => ms}`) is kept beside the value. */
  readonly cellTtl: boolean;
  readonly reversedScans: boolean;
  /** Copies of a table's cells kept under a snapshot id (snapshot, clone, restore). */
  readonly snapshots: boolean;
  /** A whole WriteBatch commits atomically (catalog and data together). */
  readonly atomicBatches: boolean;
  /**
   * Each cell keeps the sequence id of the mutation that wrote it (HBase's mvcc/seqId:
   * the order of writes at equal timestamps). Without it every cell reads as id 0.
   */
  readonly sequenceIds: boolean;
  /** Data outlives the process. */
  readonly persistent: boolean;
  /** Regions are the engine's own (split, merge, compactions act on them). */
  readonly regionOperations: boolean;
  /** The store lives in this process (files or memory), not behind a network endpoint. */
  readonly embedded: boolean;
  /** The largest cell timestamp (ms) the store can keep. */
  readonly maxTimestamp: bigint;
}

/** One column family of one table, as the backend addresses it. Opaque to the engine beyond its ids. */
export interface StoreRef {
  readonly table: number;
  readonly family: number;
}

/** HBase's names for a store: a backend that keeps tables natively addresses cells by them. */
export interface StoreNames {
  /** `ns:t`, or `t` in the default namespace. */
  readonly table: string;
  readonly family: string;
}

/** A column family's settings a backend with native tables may enforce itself (as garbage-collection rules). */
export interface FamilyLayout {
  readonly id: number;
  readonly name: string;
  readonly versions: number;
  readonly minVersions: number;
  /** Seconds, or -1 for FOREVER. */
  readonly ttlSeconds: number;
}

/** A table as a backend with native tables lays it out. */
export interface TableLayout {
  readonly id: number;
  /** `ns:t`, or `t` in the default namespace. */
  readonly name: string;
  readonly families: readonly FamilyLayout[];
  readonly splits: readonly Uint8Array[];
}

/**
 * Catalog record kinds (`procedure`: DDL clean-ups still pending, procedures.ts; `peer`: replication peers;
 * `sequence`: the sequence ids' reservation, sequence.ts).
 */
export type CatalogKind = 'meta' | 'namespace' | 'table' | 'snapshot' | 'counters' | 'procedure' | 'peer' | 'sequence';

/**
 * The cells of one row, in HBase KeyValue order: a view over the backend's
 * own buffers. `i` indexes the row's cells, 0 ≤ i < length.
 */
export interface RawRow {
  /** The row key. */
  readonly row: Buffer;
  readonly length: number;
  /** Index of the cell's store in the list the read was opened on. */
  store(i: number): number;
  qualifier(i: number): Buffer;
  /** Same store and qualifier as cell j (no allocation). */
  sameColumn(i: number, j: number): boolean;
  timestamp(i: number): bigint;
  /** HBase's KeyValue type code (Put 4, Delete 8, DeleteFamilyVersion 10, DeleteColumn 12, DeleteFamily 14). */
  typeCode(i: number): number;
  /** The value's bytes (empty for markers and for stores read keys-only). */
  value(i: number): Buffer;
  /** The cell's own TTL in ms, or -1 (none, or a store read keys-only). */
  ttl(i: number): number;
  /** The cell's sequence id (0: written before they were kept, a backend without them, or a store read keys-only). */
  seqId(i: number): number;
  /** Bytes the row's cells take in the store (region sizes). */
  storedBytes(): number;
}

/** Whether cell i, a Put at `ts`, is past its own TTL at `now` (ScanQueryMatcher.preCheck's PrivateCellUtil.isExpired), in reads and compactions alike. */
export function putTtlExpired(row: RawRow, i: number, ts: bigint, now: bigint): boolean {
  const ttl = row.ttl(i);
  return ttl >= 0 && ts + BigInt(ttl) < now;
}

/** Row bounds, as abstract-level's: at most one lower and one upper bound. */
export interface RowRange {
  gt?: Uint8Array;
  gte?: Uint8Array;
  lt?: Uint8Array;
  lte?: Uint8Array;
}

export interface StoreRead {
  store: StoreRef;
  /** The engine needs no values from this store (count): the backend may skip them. */
  keysOnly: boolean;
  /**
   * With a filter hint: the engine's matcher hands the filter the newest
   * `filterVersions` cells of each column within the hint's time range
   * (Infinity: all of them), so the backend may test cells against the
   * filter once it has kept those. Absent: what the matcher hands on depends
   * on more (delete markers, TTL with MIN_VERSIONS): only whole columns or
   * rows the filter rejects may be left out.
   */
  filterVersions?: number;
}

/**
 * A read's filter as a hint (RowsOptions.filter). The engine applies the
 * filter to whatever the backend returns, so a backend may leave out rows
 * and cells the filter is sure to reject, and values when the filter drops
 * them all — never a cell the filter would keep or look at.
 */
export interface FilterHint {
  readonly node: FilterNode;
  /** The read's time range [tmin, tmax) in ms: cells outside it never reach the filter. */
  readonly tmin: bigint;
  readonly tmax: bigint;
}

export interface RowsOptions {
  reversed?: boolean;
  signal?: AbortSignal;
  /** One row is read (a get): the backend may reuse a cached cursor and read small. */
  get?: boolean;
  /** The read's filter, for a backend that can evaluate part of it where the cells are (Bigtable). */
  filter?: FilterHint;
}

/** Rows of several stores merged by row. */
export interface RowReader {
  /** The next rows (at least one), or an empty array at the end. The rows are valid until the next call. */
  next(): Promise<readonly RawRow[]>;
  /** Repositions at the first row ≥ `row` (reversed: the last row < `row`), dropping what was buffered. */
  seek(row: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

export interface WriteBatch {
  /**
   * A put or a delete marker. `ttlMs` ≥ 0 only for puts with a per-cell TTL; `seqId` is the
   * mutation's sequence id (0: none), kept where `capabilities.sequenceIds`.
   */
  putCell(store: StoreRef, row: Uint8Array, qualifier: Uint8Array, timestamp: bigint, typeCode: number, value: Uint8Array, ttlMs: number, seqId: number): void;
  /** Physically removes one cell (compaction). */
  deleteCell(store: StoreRef, row: Uint8Array, qualifier: Uint8Array, timestamp: bigint, typeCode: number): void;
  putCatalog(kind: CatalogKind, name: string, value: Uint8Array): void;
  deleteCatalog(kind: CatalogKind, name: string): void;
  /** Operations so far. */
  readonly length: number;
  /** Commits (atomically per row; the whole batch where `atomicBatches`) and closes the batch. */
  write(): Promise<void>;
  /** Discards the batch. */
  close(): Promise<void>;
}

export interface Backend {
  readonly capabilities: Capabilities;
  /** Where the data lives, for messages (a directory, an instance), or undefined in memory. */
  readonly location: string | undefined;
  store(table: number, family: number, names: StoreNames): StoreRef;
  rows(stores: readonly StoreRead[], range: RowRange, options?: RowsOptions): RowReader;
  batch(): WriteBatch;
  /** Removes every cell of these stores. */
  clearStores(stores: readonly StoreRef[]): Promise<void>;
  /**
   * Removes every cell of the table (all its stores, past and present).
   * `name` is HBase's (`ns:t`), absent for an orphaned id no catalog names.
   */
  clearTable(table: number, name?: string): Promise<void>;
  /** Catalog records of one kind, in name order. */
  catalog(kind: CatalogKind): Promise<Array<[string, Buffer]>>;
  /** Native snapshots (capabilities.snapshots): copies every cell of a table under a snapshot id, and back. */
  copyTableToSnapshot?(table: number, snapshot: number, progress?: (cells: number) => void): Promise<void>;
  copySnapshotToTable?(snapshot: number, table: number, progress?: (cells: number) => void): Promise<void>;
  clearSnapshot?(snapshot: number): Promise<void>;
  /**
   * Backends that keep tables natively (Bigtable): makes the table exist as
   * laid out (created, families added or dropped, rules changed). Called after
   * a create or alter is recorded in the catalog and before any of its cells
   * are written.
   */
  layTable?(layout: TableLayout): Promise<void>;
  /** Removes a dropped table natively, with its cells (in place of clearTable). `name` is HBase's. */
  dropTable?(name: string): Promise<void>;
  /**
   * The tables the backend holds natively, written perhaps by another client
   * (`cbt`): the engine adopts those its catalog lacks when it opens, and
   * forgets catalog tables the backend no longer has. Ids are 0; names are
   * HBase's, read with the catalog's namespaces.
   */
  nativeTables?(namespaces: ReadonlySet<string>): Promise<TableLayout[]>;
  /** Cells per table (or snapshot) id as stored, whatever the catalog says (`hsh repair` finds orphans with it). */
  storedIds?(space: 'table' | 'snapshot'): Promise<Map<number, number>>;
  close(): Promise<void>;
}

// What a backend that keeps its store in files tells `hsh repair` and `hsh status` (the LevelDB backend's
// repairLevelBackend and levelStoreStatus; src/shell/store-cli.ts prints it).

/** Where a stored key belongs: a table's or snapshot's cell (its id and row), or the catalog. */
export type KeyPlace = { space: 'table' | 'snapshot'; id: number; row: Uint8Array } | { space: 'catalog' | 'other' };

export interface RepairedFiles {
  backup: string;
  backedUp: number;
  /** Table files with damaged blocks: entries kept, and each damaged stretch with the places around it. */
  damagedTables: Array<{ file: string; kept: number; lost: Array<{ bytes: number; after?: KeyPlace; before?: KeyPlace }> }>;
  logWarnings: string[];
}

export interface StoreStatus {
  /** The directory holds a LevelDB store. */
  store: boolean;
  /** Another process holds the store's lock. */
  held: boolean;
  /** Its process id, where /proc/locks tells it. */
  pid?: number;
  /** Its recorded format (1 when none is), when it could be read. */
  format?: number;
  /** The newest format this hsh reads. */
  newest: number;
  /** Why the format is not known. */
  unread?: string;
  bytes: number;
  files: number;
  /** The store's journal of recovery warnings (health.ts). */
  warnings: string[];
  /** The newest repair's backup directory, relative to the data directory. */
  lastRepair?: string;
}
