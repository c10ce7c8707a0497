/**
 * The engine's public contract: what commands may ask of the store. The engine
 * keeps HBase's data model exactly and never formats output.
 *
 * Bytes are Uint8Array (Buffers in practice). Timestamps are bigint
 * milliseconds, exact over the whole non-negative signed 64-bit range.
 * Family names are strings (validated names, UTF-8 on disk).
 * Table names are strings as the user typed them (`t1`, `ns1:t1`,
 * `default:t1`); the engine normalises them.
 */
import type { FilterNode } from '../filter/index.js';

import type { Backend } from './backend.js';
import type { SwitchName } from './switches.js';
export type { SwitchName } from './switches.js';

/** The one source of time. `--clock` makes it a logical clock (+1 ms per reading). */
export interface Clock {
  now(): bigint;
}

export type CellType = 'Put' | 'Delete' | 'DeleteColumn' | 'DeleteFamily' | 'DeleteFamilyVersion';

/** HBase's KeyValue type codes: at equal coordinates and timestamp, higher sorts first. */
export const CELL_TYPE_CODE: Record<CellType, number> = {
  DeleteFamily: 14,
  DeleteColumn: 12,
  DeleteFamilyVersion: 10,
  Delete: 8,
  Put: 4,
};

export interface Cell {
  row: Uint8Array;
  family: string;
  qualifier: Uint8Array;
  timestamp: bigint;
  type: CellType;
  /** Empty for delete markers. */
  value: Uint8Array;
}

export interface RowResult {
  row: Uint8Array;
  /** In HBase order: family, qualifier ascending; timestamp descending; type code descending. */
  cells: Cell[];
}

// ---------------------------------------------------------------- catalog

export type TableState = 'ENABLED' | 'DISABLED';

/**
 * A column family as HBase's ColumnFamilyDescriptor holds it: a string map of
 * every attribute, reserved keys (VERSIONS, TTL, …) and user metadata alike,
 * in insertion order (the renderer reproduces Java HashMap order from it).
 * Defaults are materialised: the 12 keys ColumnFamilyDescriptorBuilder always sets are
 * inserted first, in the order ColumnFamilyDescriptorBuilder sets them.
 */
export interface FamilyDescriptor {
  name: string;
  values: Array<[string, string]>;
}

export interface TableName {
  namespace: string;
  qualifier: string;
  /** `t1` for the default namespace, else `ns:q`: the form HBase prints. */
  nameAsString: string;
}

export interface TableDescriptor {
  name: TableName;
  state: TableState;
  /** Sorted by name (unsigned bytes). */
  families: FamilyDescriptor[];
  /** Table attributes and metadata (MAX_FILESIZE, METADATA keys, CONFIGURATION keys, coprocessor$N), insertion order. */
  values: Array<[string, string]>;
  /** Split keys, ascending; regions = splits.length + 1. */
  splits: Uint8Array[];
  /** Creation time (ms), used in region names. */
  createdAt: bigint;
}

/** What create and alter submit: the whole new descriptor (as HBase's modifyTable does). */
export interface TableSpec {
  families: FamilyDescriptor[];
  values: Array<[string, string]>;
}

export interface NamespaceDescriptor {
  name: string;
  /** Properties in the order they were set. */
  properties: Array<[string, string]>;
}

export interface RegionInfo {
  table: TableName;
  startKey: Uint8Array;
  endKey: Uint8Array;
  /** `t1,<startKey>,<createdAt>.<encoded>.` */
  regionName: string;
  /** 32 lower-case hex digits. */
  encodedName: string;
  server: string;
  readRequests: number;
  writeRequests: number;
  /** Rows currently stored in the region (visible or not), measured on request. */
  rowCount: number;
  /** KeyValues currently stored in the region (all versions, delete markers included), measured with rowCount. */
  cellCount: number;
  sizeBytes: number;
}

export interface SnapshotInfo {
  name: string;
  table: TableName;
  createdAt: bigint;
  /** Seconds; 0 = FOREVER. */
  ttl: number;
}

/**
 * A DDL procedure whose clean-up has not finished (a crash, or a store error
 * during its clearing): what `list_procedures` shows of it.
 */
export interface ProcedureInfo {
  /** The procedure id (HBase's procId): ids only grow. */
  id: number;
  /** HBase's procedure class (org.apache.hadoop.hbase.master.procedure): DeleteTableProcedure, TruncateTableProcedure, … */
  name: string;
  /** HBase's ProcedureState: RUNNABLE until its clean-up is done. */
  state: 'RUNNABLE';
  /** The step of the procedure's state machine (MasterProcedure.proto): DELETE_TABLE_CLEAR_FS_LAYOUT, … */
  step: string;
  table: TableName;
  /** Wall-clock epoch ms. */
  submittedTime: bigint;
  lastUpdate: bigint;
}

/**
 * One procedure as `list_procedures` shows it: a pending DDL clean-up
 * (RUNNABLE) or one that finished (SUCCESS) and is still retained.
 */
export interface ProcedureSummary {
  id: number;
  /** HBase's procedure class, without its package (CreateTableProcedure, MergeTableRegionsProcedure, …). */
  name: string;
  state: 'RUNNABLE' | 'SUCCESS';
  /** The table it worked on (nameAsString), or the namespace of a namespace procedure. */
  table?: string;
  namespace?: string;
  /** The states of its state machine it went through, by number (MasterProcedure.proto), as its stateMessage lists them. */
  states: number[];
  /** Wall-clock epoch ms. */
  submittedTime: bigint;
  lastUpdate: bigint;
}

// ---------------------------------------------------------------- writes

export type Mutation =
  | {
      kind: 'put';
      family: string;
      qualifier: Uint8Array;
      value: Uint8Array;
      /** undefined = the clock's now at write time. */
      timestamp?: bigint;
      /** Per-cell TTL in milliseconds (put …, {TTL => ms}). */
      ttlMs?: number;
    }
  | {
      kind: 'delete';
      type: Exclude<CellType, 'Put'>;
      family: string;
      /** Empty for DeleteFamily / DeleteFamilyVersion. */
      qualifier: Uint8Array;
      /**
       * undefined = "latest": now for DeleteColumn/DeleteFamily/DeleteFamilyVersion;
       * for Delete, the timestamp of the newest visible version of the column (now if none).
       */
      timestamp?: bigint;
    };

/** One row's puts, for Engine.putRows. */
export interface RowPuts {
  row: Uint8Array;
  mutations: Mutation[];
}

// ---------------------------------------------------------------- reads

/** `f` selects the family (qualifier null); `f:q` and `f:` select one qualifier. */
export interface ColumnSelector {
  family: string;
  qualifier: Uint8Array | null;
}

/**
 * A filter as the read path applies it, one instance per read. The engine
 * passes each row's candidate cells — already limited by time range, column
 * selection, delete markers, TTL and the family's VERSIONS, newest first per
 * column — and then applies the read's VERSIONS to what the filter keeps.
 */
export interface RowFilter {
  /** Return the cells to keep (possibly transformed, e.g. KeyOnlyFilter), or null to drop the row. */
  filterRow(row: Uint8Array, cells: Cell[]): Cell[] | null;
  /** Cheap pre-check on the row key alone (PrefixFilter, RowFilter …): true = drop the row unread. */
  filterRowKey?(row: Uint8Array): boolean;
  /** true once no later row can pass (PageFilter full, WHILE failed, InclusiveStop passed): the scan ends. */
  done(): boolean;
}

/** What a read tells its filter when it makes one (the filter applies VERSIONS after itself, as HBase does). */
export interface FilterReadOptions {
  /**
   * The read's VERSIONS (already capped by the family's VERSIONS). Given,
   * the filter applies it exactly as HBase does, after the filter; absent,
   * the filter returns every accepted version and the engine caps them.
   */
  versions?: number;
  /** A reversed scan (PrefixFilter and InclusiveStopFilter compare the other way). */
  reversed?: boolean;
}

/** A compiled filter: makes a fresh, stateful RowFilter per read (per region of a scan). */
export interface FilterFactory {
  create(options: FilterReadOptions): RowFilter;
  /** The filter string as given, for error messages and metrics. */
  readonly text: string;
}

/**
 * A read's FILTER as the client parsed it (src/filter's parseFilter): the
 * engine compiles the node into its own evaluation (engine/filters).
 */
export interface ReadFilter {
  readonly node: FilterNode;
  /** The filter string as given, for error messages and metrics. */
  readonly text: string;
}

export interface ReadSpec {
  /** undefined or empty = every family. */
  columns?: ColumnSelector[];
  /** Half-open [min, max). */
  timeRange?: { min: bigint; max: bigint };
  /** Versions per column; default 1. Capped by the family's VERSIONS unless raw. */
  maxVersions?: number;
  /** Return delete markers and the cells they mask. */
  raw?: boolean;
  /** A parsed filter string, or a filter already compiled (a custom RowFilter factory). */
  filter?: ReadFilter | FilterFactory;
  signal?: AbortSignal;
}

export interface ScanSpec extends ReadSpec {
  /** Inclusive; in a reversed scan, the highest row read. */
  startRow?: Uint8Array;
  /** Exclusive; in a reversed scan, the lower bound (exclusive). */
  stopRow?: Uint8Array;
  reversed?: boolean;
  /** Maximum rows returned. */
  limit?: number;
  /** The caller needs row keys only (count): the rows come without their cells. */
  keyOnly?: boolean;
  /**
   * Not a client's request: the regions' read counters are left alone (hsh's
   * list_cells reads the store as HFilePrettyPrinter reads files, outside any
   * region server).
   */
  uncounted?: boolean;
  /** Read a disabled table too (hsh's dump), as a snapshot of it reads its files. */
  offline?: boolean;
}

/** Told how many cells a long operation (compaction, snapshot copy) has gone through so far. */
export type Progress = (cells: number) => void;

/** Figures measured by the engine for one scan (scan ALL_METRICS / METRICS). */
export interface ScanMetrics {
  ROWS_SCANNED: number;
  ROWS_FILTERED: number;
  /** Cells the read path looked at, markers and masked cells included. */
  CELLS_EXAMINED: number;
  BYTES_IN_RESULTS: number;
  REGIONS_SCANNED: number;
  RPC_CALLS: number;
}

/** A scan's rows: iterated once, row by row or (cheaper: no promise per row) in the batches the engine makes. */
export interface Scanner extends AsyncIterable<RowResult> {
  /** Final once iteration has ended. */
  readonly metrics: ScanMetrics;
  batches(): AsyncIterable<RowResult[]>;
}

// ---------------------------------------------------------------- the engine

export interface Engine {
  readonly clock: Clock;

  // namespaces
  createNamespace(name: string, properties: Array<[string, string]>): Promise<void>;
  dropNamespace(name: string): Promise<void>;
  alterNamespace(name: string, set: Array<[string, string]>, unset: string[]): Promise<void>;
  getNamespace(name: string): NamespaceDescriptor | undefined;
  /** Sorted by name. */
  listNamespaces(): NamespaceDescriptor[];

  // tables
  /** Validates the name (TableName's rules) and the descriptor (sanity checks), then creates it ENABLED. */
  createTable(name: string, spec: TableSpec, splits: Uint8Array[]): Promise<TableDescriptor>;
  getTable(name: string): TableDescriptor | undefined;
  /** Every user table (not namespace `hbase`), sorted as `list` prints them. */
  listTables(): TableDescriptor[];
  /** Replace the descriptor (alter). Families no longer present have their data cleared. */
  modifyTable(name: string, spec: TableSpec): Promise<TableDescriptor>;
  enableTable(name: string): Promise<void>;
  disableTable(name: string): Promise<void>;
  /** Requires DISABLED. */
  dropTable(name: string): Promise<void>;
  /** Clears all data; ends ENABLED; preserveSplits keeps region boundaries. */
  truncateTable(name: string, preserveSplits: boolean): Promise<void>;

  // data (table must exist and be ENABLED; every mutation is validated before any is written)
  /**
   * Rows written (put, delete, increment, append) since this engine opened, as
   * HBase sums its regions' writeRequestsCount: the prompt tells from it how
   * far an interrupted statement got.
   */
  readonly writeRequestCount: number;
  mutateRow(table: string, row: Uint8Array, mutations: Mutation[]): Promise<void>;
  /** Rows of puts written together (an import): each row atomic, one commit per batch; nothing written when a row fails its checks. */
  putRows(table: string, rows: readonly RowPuts[]): Promise<void>;
  /** Returns the new value. The cell must be absent or 8 bytes. */
  increment(table: string, row: Uint8Array, family: string, qualifier: Uint8Array, amount: bigint, ttlMs?: number): Promise<bigint>;
  /** Returns the new full value. */
  append(table: string, row: Uint8Array, family: string, qualifier: Uint8Array, value: Uint8Array, ttlMs?: number): Promise<Uint8Array>;
  get(table: string, row: Uint8Array, spec: ReadSpec): Promise<Cell[]>;
  scan(table: string, spec: ScanSpec): Scanner;

  // regions, compaction, snapshots
  regions(table: string): Promise<RegionInfo[]>;
  /**
   * The one region server's start code, as list_regions, hbase:meta and
   * status show it: the store's first table creation (undefined before any).
   */
  serverStartcode(): bigint | undefined;
  /** The backend: its name, where its data lives, and whether it is embedded in this process. */
  readonly store: { readonly name: string; readonly location: string | undefined; readonly embedded: boolean };
  /** Adds a split key (or the midpoint of the largest region when none is given). */
  split(table: string, splitKey?: Uint8Array): Promise<void>;
  flush(table: string): Promise<void>;
  /** Physically removes what no read can see; minor compaction keeps markers. */
  compact(table: string, options: { family?: string; major: boolean; progress?: Progress }): Promise<void>;
  snapshot(table: string, snapshotName: string, options: { ttl?: number; progress?: Progress }): Promise<void>;
  cloneSnapshot(snapshotName: string, table: string, options?: { progress?: Progress }): Promise<void>;
  restoreSnapshot(snapshotName: string, options?: { progress?: Progress }): Promise<void>;
  deleteSnapshot(snapshotName: string): Promise<void>;
  listSnapshots(): SnapshotInfo[];
  /**
   * DDL procedures still clearing data their catalog change left unreachable,
   * by id. Every open finishes the ones a crash interrupted, so the list is
   * empty except while a DDL runs or after a store error stopped a clearing.
   */
  procedures(): ProcedureInfo[];
  /** list_procedures: the pending procedures and the finished ones still retained (history.ts), by id. */
  listProcedures(): ProcedureSummary[];
  /**
   * Records a procedure the engine runs no code for (the region
   * assignments of a one-server cluster: TransitRegionStateProcedure), so
   * list_procedures shows it.
   */
  recordProcedure(name: string, table: string, states: number[]): Promise<void>;
  /** Merges regions first … last (indexes into regions(), adjacent) into one (MergeTableRegionsProcedure). */
  mergeRegions(table: string, first: number, last: number): Promise<void>;
  /** Removes every cell of one region; its name and bounds stay (TruncateRegionProcedure). */
  truncateRegion(table: string, index: number): Promise<void>;
  /**
   * A region's assignment state as the master's RegionStates keep it:
   * OPEN on the one server unless unassign closed it (then CLOSED until
   * assign opens it again). Kept in memory by the engine.
   */
  regionState(encodedName: string): 'OPEN' | 'CLOSED';
  setRegionState(encodedName: string, state: 'OPEN' | 'CLOSED'): void;
  /** A master switch's state (switches.ts). */
  switchState(name: SwitchName): boolean;
  /** Sets a master switch; returns its previous state. */
  setSwitch(name: SwitchName, on: boolean): Promise<boolean>;

  // replication peers (the master's ReplicationPeerManager)
  /** The peers, in id order. */
  replicationPeers(): ReplicationPeer[];
  /** A new peer; `Replication peer 1 already exists` when its id is taken. */
  addReplicationPeer(peer: ReplicationPeer): Promise<void>;
  /** The peer after `change` (ReplicationPeerNotFoundException when there is none); `change` may refuse by throwing. */
  updateReplicationPeer(id: string, change: (peer: ReplicationPeer) => ReplicationPeer): Promise<void>;
  removeReplicationPeer(id: string): Promise<void>;

  /** Write any coalesced writes through to the store. */
  flushWrites(): Promise<void>;
  /**
   * Settles once every write made so far is in the store (rejects if one of
   * them was lost); undefined when none is waiting. Coalesced writes are
   * acknowledged (their statements' output printed) only then: group commit.
   */
  unacknowledgedWrites(): Promise<void> | undefined;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Where the cells are kept (src/engine/backends/). */
  backend: Backend;
  clock: Clock;
  /** Coalesce consecutive writes into larger chained batches (script mode). */
  coalesceWrites?: boolean;
}

/** ReplicationPeerDescription: a peer's id, its state and its ReplicationPeerConfig. */
export interface ReplicationPeer {
  id: string;
  enabled: boolean;
  config: ReplicationPeerConfig;
}

/** ReplicationPeerConfig, as the shell sets and prints it. Table-CFs map table names to families ([] = all). */
export interface ReplicationPeerConfig {
  clusterKey?: string;
  endpoint?: string;
  replicateAll: boolean;
  namespaces?: string[];
  tableCFs?: Array<[string, string[]]>;
  excludeNamespaces?: string[];
  excludeTableCFs?: Array<[string, string[]]>;
  /** Bytes per second; 0 = the server's default. */
  bandwidth: number;
  serial: boolean;
  configuration: Array<[string, string]>;
  peerData: Array<[string, string]>;
}
