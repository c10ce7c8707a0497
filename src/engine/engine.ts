/**
 * The engine: the catalog, the write path, the read path, compaction,
 * regions and snapshots over one backend. Implements types.ts's Engine.
 */
import { Buffer } from 'node:buffer';
import { compareBytes, fromLongBytes, toLongBytes, toStringBinary } from '../bytes.js';
import { ShellError } from '../errors.js';
import { CODE_PUT, type Backend, type WriteBatch } from './backend.js';
import { layoutOf, reconcileNativeTables } from './native.js';
import { PhysicalDeletes } from './physical.js';
import { checkCellTtlSupported, checkFamiliesSupported, checkReadSupported, checkRegionOperations, checkTimestampSupported } from './refusals.js';
import { Catalog, FamilyEntry, TableEntry, compareFamilyNames, tableNameOf, type SnapshotEntry, type StoredTable } from './catalog.js';
import { doNotRetryIO, namespaceNotFound, replicationPeerNotFound, snapshotNotFound, tableExists, tableNotDisabled, tableNotEnabled, tableNotFound, unsupported } from './errors.js';
import { compactFamily } from './compact.js';
import { FILE_TRACKER_DEFAULT, FILE_TRACKER_KEY, LATEST_TIMESTAMP, checkTableSpec, defaultFamilyValues, FOREVER } from './descriptor.js';
import { CELL_TYPE_CODE } from './types.js';
import { DEFAULT_NAMESPACE, SYSTEM_NAMESPACE, tryTableName, validateFamilyName, validateNamespaceName, validateSnapshotName, validateTableName } from './names.js';
import { Now, TableScanner, normalizeTimeRange, noSuchFamily, planFamilies, scanOptionsOf, type ReadPlan, type ScanHooks } from './read.js';
import { getMeta, isMetaTable, metaRows, scanMeta } from './meta.js';
import { loadFilter } from './filters/load.js';
import { RegionCounters, regionIndex, regionName, serverName } from './regions.js';
import type {
  Cell,
  Clock,
  Engine,
  FamilyDescriptor,
  Mutation,
  NamespaceDescriptor,
  OpenOptions,
  ProcedureInfo,
  ProcedureSummary,
  Progress,
  ReadSpec,
  RegionInfo,
  RowPuts,
  ReplicationPeer,
  ScanSpec,
  Scanner,
  SnapshotInfo,
  TableDescriptor,
  TableName,
  TableSpec,
} from './types.js';
import { PROCEDURE_STATES, finishProcedure, resumeProcedures, type Cleanup, type ProcedureName, type StoredProcedure } from './procedures.js';
import { ProcedureHistory } from './history.js';
import { EPHEMERAL_SWITCHES, SWITCH_DEFAULTS, type SwitchName } from './switches.js';
import { Writer, checkFamilyLength, checkKeyValueSize, checkMutations, checkRow } from './write.js';
import { SequenceIds } from './sequence.js';

const MAX_TABLES_KEY = 'hbase.namespace.quota.maxtables';
const MAX_REGIONS_KEY = 'hbase.namespace.quota.maxregions';
const LONG_MAX = 0x7fffffffffffffffn;
const RESOLVED: Promise<void> = Promise.resolve();
const EMPTY = Buffer.alloc(0);

function constraint(message: string): ShellError {
  return new ShellError('CONSTRAINT', `org.apache.hadoop.hbase.constraint.ConstraintException: ${message}`, { rubyClass: 'RuntimeError' });
}

function doNotRetry(code: 'ARGUMENT_ERROR' | 'CONSTRAINT' | 'NOT_A_COUNTER', message: string): ShellError {
  return new ShellError(code, `org.apache.hadoop.hbase.DoNotRetryIOException: ${message}`, { rubyClass: 'RuntimeError' });
}

/**
 * HRegion.checkReadOnly: every mutation (put, delete, incr, append) of a table
 * whose READONLY attribute is true (TableDescriptor.isReadOnly parses it with
 * Boolean.valueOf) fails before its families are looked at.
 */
function checkWritable(t: TableEntry): void {
  const values = t.values;
  for (let i = 0; i < values.length; i++) {
    const e = values[i];
    if (e[0] === 'READONLY' && e[1].toLowerCase() === 'true') throw doNotRetry('CONSTRAINT', 'region is read only');
  }
}

/** TableNamespaceManager.getMaxTables / getMaxRegions: unset = Long.MAX. */
function quota(ns: NamespaceDescriptor, key: string, what: 'tables' | 'regions'): bigint {
  const v = ns.properties.find(([k]) => k === key)?.[1];
  if (v === undefined || v === '') return LONG_MAX;
  if (!/^[+-]?\d+$/.test(v.trim())) throw doNotRetry('CONSTRAINT', `NumberFormatException while getting max ${what}.`);
  return BigInt(v.trim());
}

/** TableNamespaceManager.validateTableAndRegionCount (namespace create/alter). */
function validateQuotas(ns: NamespaceDescriptor): void {
  if (quota(ns, MAX_REGIONS_KEY, 'regions') <= 0n) throw constraint(`The max region quota for ${ns.name} is less than or equal to zero.`);
  if (quota(ns, MAX_TABLES_KEY, 'tables') <= 0n) throw constraint(`The max tables quota for ${ns.name} is less than or equal to zero.`);
}

function copyValues(values: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  return values.map(([k, v]) => [k, v]);
}

/**
 * A family's attribute map as stored: the caller's entries in the caller's
 * order; any of the 12 always-present keys it lacks are added (defaults) at
 * the end.
 */
function materialiseFamilyValues(f: FamilyDescriptor): Array<[string, string]> {
  const values = copyValues(f.values);
  const seen = new Set(values.map(([k]) => k));
  for (const [k, v] of defaultFamilyValues()) if (!seen.has(k)) values.push([k, v]);
  return values;
}

/** Families of a spec, names checked, one per name (the last wins), sorted. */
function specFamilies(spec: TableSpec): FamilyDescriptor[] {
  const byName = new Map<string, FamilyDescriptor>();
  for (const f of spec.families) {
    validateFamilyName(f.name);
    byName.set(f.name, f);
  }
  return [...byName.values()].sort((a, b) => compareFamilyNames(a.name, b.name));
}

function sortSplits(splits: Uint8Array[]): Buffer[] {
  const sorted = splits.map((s) => Buffer.from(s)).sort(compareBytes);
  const out: Buffer[] = [];
  for (const s of sorted) {
    if (s.length === 0) throw new ShellError('ARGUMENT_ERROR', 'Empty split key must not be passed in the split keys.', { rubyClass: 'ArgumentError' });
    if (out.length && out[out.length - 1].equals(s)) {
      throw new ShellError('ARGUMENT_ERROR', `All split keys must be unique, found duplicate: ${toStringBinary(s)}, ${toStringBinary(s)}`, {
        rubyClass: 'ArgumentError',
      });
    }
    out.push(s);
  }
  return out;
}

/** `{NAME => 'f1', VERSIONS => '1', …}` for the NoSuchColumnFamilyException message. */
function familyString(f: FamilyEntry): string {
  const parts = [`NAME => '${f.name}'`];
  for (const [k, v] of f.values) parts.push(`${k} => '${k === 'TTL' && Number(v) === FOREVER ? 'FOREVER' : v}'`);
  return `{${parts.join(', ')}}`;
}

function tableString(t: TableEntry): string {
  const metadata = t.values.map(([k, v]) => `'${k}' => '${v}'`).join(', ');
  const attrs = metadata ? `, {TABLE_ATTRIBUTES => {METADATA => {${metadata}}}}` : '';
  return `'${t.name.nameAsString}'${attrs}, ${t.families.map(familyString).join(', ')}`;
}

class EngineImpl implements Engine {
  private readonly writer: Writer;
  private closed = false;
  /** Table names as given → their entries (checked against the catalog on use). */
  private readonly names = new Map<string, TableEntry>();
  /** Finished procedures list_procedures still shows (history.ts). */
  private readonly history = new ProcedureHistory();
  /** Rows written since the engine opened: the regions' writeRequestsCount, summed over this process. */
  writeRequestCount = 0;
  /** Regions unassign closed, by encoded name (assign opens them again). */
  private readonly closedRegions = new Set<string>();
  /** Switches the server keeps in memory only (switches.ts EPHEMERAL_SWITCHES). */
  private readonly ephemeral = new Map<SwitchName, boolean>();

  constructor(
    private readonly backend: Backend,
    private readonly catalog: Catalog,
    readonly clock: Clock,
    coalesce: boolean,
    /** The store's sequence ids (none where the backend keeps none). */
    private readonly sequence: SequenceIds | undefined,
  ) {
    this.writer = new Writer(backend, coalesce, undefined, undefined, sequence?.beforeWrite);
  }

  // ------------------------------------------------------------ lookups

  private open(): void {
    if (this.closed) throw new ShellError('STORE_IO', 'the engine is closed');
  }

  /** The table, or TableNotFoundException. Illegal names fail with their own message. */
  private table(name: string): TableEntry {
    this.open();
    const cached = this.names.get(name);
    if (cached !== undefined && this.catalog.tables.get(cached.name.nameAsString) === cached) return cached;
    const tn = validateTableName(name);
    const t = this.catalog.tables.get(tn.nameAsString);
    if (!t) throw tableNotFound(name);
    if (this.names.size > 1000) this.names.clear();
    this.names.set(name, t);
    return t;
  }

  private enabledTable(name: string): TableEntry {
    const t = this.table(name);
    if (t.state !== 'ENABLED') throw tableNotEnabled(name);
    return t;
  }

  private describeRegion = (t: TableEntry, row: Uint8Array | undefined): string => {
    const i = row ? regionIndex(t.splits, row) : 0;
    const start = i === 0 ? Buffer.alloc(0) : t.splits[i - 1];
    return `${regionName(t.name.nameAsString, start, t.regionIds[i]).regionName} in table ${tableString(t)}`;
  };

  private missingFamily(t: TableEntry, row?: Uint8Array): (family: string) => ShellError {
    return (family) => noSuchFamily(t, family, row, this.describeRegion);
  }

  private commit(fill: (b: WriteBatch) => void): Promise<void> {
    return this.writer.writeNow(fill);
  }

  /** Backends with native tables: the catalog agrees with the tables they hold (native.ts). */
  reconcile(): Promise<void> {
    return reconcileNativeTables(this.backend, this.catalog, () => this.clock.now(), (fill) => this.commit(fill));
  }

  // ------------------------------------------------------------ namespaces

  async createNamespace(name: string, properties: Array<[string, string]>): Promise<void> {
    this.open();
    validateNamespaceName(name);
    if (this.catalog.namespaces.has(name)) {
      throw new ShellError('NAMESPACE_EXISTS', `org.apache.hadoop.hbase.NamespaceExistException: Namespace ${name} already exists`, { rubyClass: 'RuntimeError' });
    }
    const ns: NamespaceDescriptor = { name, properties: copyValues(properties) };
    validateQuotas(ns);
    await this.recorded('CreateNamespaceProcedure', { namespace: name }, (b) => this.catalog.putNamespace(b, ns));
  }

  async dropNamespace(name: string): Promise<void> {
    this.open();
    if (name === DEFAULT_NAMESPACE || name === SYSTEM_NAMESPACE) throw constraint(`Reserved namespace ${name} cannot be removed.`);
    if (!this.catalog.namespaces.has(name)) throw namespaceNotFound(name);
    const n = this.catalog.tablesIn(name).length;
    if (n > 0) throw constraint(`Only empty namespaces can be removed. Namespace ${name} has ${n} tables`);
    await this.recorded('DeleteNamespaceProcedure', { namespace: name }, (b) => this.catalog.deleteNamespace(b, name));
  }

  async alterNamespace(name: string, set: Array<[string, string]>, unset: string[]): Promise<void> {
    this.open();
    const cur = this.catalog.namespaces.get(name);
    if (!cur) throw namespaceNotFound(name);
    const properties = copyValues(cur.properties);
    for (const [k, v] of set) {
      const e = properties.find(([key]) => key === k);
      if (e) e[1] = v;
      else properties.push([k, v]);
    }
    const next: NamespaceDescriptor = { name, properties: properties.filter(([k]) => !unset.includes(k)) };
    validateQuotas(next);
    await this.recorded('ModifyNamespaceProcedure', { namespace: name }, (b) => this.catalog.putNamespace(b, next));
  }

  getNamespace(name: string): NamespaceDescriptor | undefined {
    const ns = this.catalog.namespaces.get(name);
    return ns ? { name: ns.name, properties: copyValues(ns.properties) } : undefined;
  }

  listNamespaces(): NamespaceDescriptor[] {
    return [...this.catalog.namespaces.keys()]
      .sort((a, b) => compareBytes(Buffer.from(a), Buffer.from(b)))
      .map((n) => this.getNamespace(n)!);
  }

  // ------------------------------------------------------------ tables

  async createTable(name: string, spec: TableSpec, splits: Uint8Array[]): Promise<TableDescriptor> {
    this.open();
    const tn = validateTableName(name);
    const ns = this.catalog.namespaces.get(tn.namespace);
    if (!ns) throw namespaceNotFound(tn.namespace);
    const families = specFamilies(spec);
    const values = copyValues(spec.values);
    if (!values.some(([k]) => k === FILE_TRACKER_KEY)) values.push([FILE_TRACKER_KEY, FILE_TRACKER_DEFAULT]);
    checkTableSpec({ families, values });
    checkFamiliesSupported(this.backend, families);
    if (this.catalog.tables.has(tn.nameAsString)) {
      throw tableExists(tn.nameAsString);
    }
    const keys = sortSplits(splits);
    this.checkNamespaceQuota(ns, tn.nameAsString, keys.length + 1);
    await this.writer.flush();
    if (this.backend.layTable) {
      // laid out before the catalog records it (ids come with the record): a refusal leaves nothing behind
      const planned = families.map((f, i) => new FamilyEntry({ table: 0, family: i + 1 }, f.name, materialiseFamilyValues(f), false));
      await this.backend.layTable(layoutOf(tn.nameAsString, planned, keys));
    }
    const createdAt = this.clock.now();
    let t!: TableEntry;
    await this.recorded('CreateTableProcedure', { table: tn.nameAsString }, (b) => {
      const id = this.catalog.allocateTableId(b);
      const fams = families.map((f, i) => new FamilyEntry(this.backend.store(id, i + 1, { table: tn.nameAsString, family: f.name }), f.name, materialiseFamilyValues(f), false));
      t = new TableEntry(id, tn, 'ENABLED', fams, values, keys, keys.map(() => createdAt).concat([createdAt]), createdAt, fams.length + 1);
      this.catalog.setStartcodeIfMissing(b, createdAt);
      this.catalog.putTable(b, t);
    });
    return t.descriptor();
  }

  /** NamespaceAuditor: hbase.namespace.quota.maxtables / maxregions. */
  private checkNamespaceQuota(ns: NamespaceDescriptor, nameAsString: string, regions: number): void {
    const tables = this.catalog.tablesIn(ns.name);
    const maxTables = quota(ns, MAX_TABLES_KEY, 'tables');
    if (BigInt(tables.length) >= maxTables) {
      throw new ShellError(
        'QUOTA_EXCEEDED',
        `org.apache.hadoop.hbase.quotas.QuotaExceededException: The table ${nameAsString} cannot be created as it would exceed maximum number of tables allowed  in the namespace.  The total number of tables permitted is ${maxTables}`,
        { rubyClass: 'RuntimeError' },
      );
    }
    const maxRegions = quota(ns, MAX_REGIONS_KEY, 'regions');
    const current = tables.reduce((n, t) => n + t.splits.length + 1, 0);
    if (BigInt(current + regions) > maxRegions) {
      throw new ShellError(
        'QUOTA_EXCEEDED',
        `org.apache.hadoop.hbase.quotas.QuotaExceededException: The table ${nameAsString} is not allowed to have ${regions} regions. The total number of regions permitted is only ${maxRegions}, while current region count is ${current}. This may be transient, please retry later if there are any ongoing split operations in the namespace.`,
        { rubyClass: 'RuntimeError' },
      );
    }
  }

  getTable(name: string): TableDescriptor | undefined {
    const tn = tryTableName(name);
    return tn ? this.catalog.tables.get(tn.nameAsString)?.descriptor() : undefined;
  }

  listTables(): TableDescriptor[] {
    return [...this.catalog.tables.values()]
      .filter((t) => t.name.namespace !== SYSTEM_NAMESPACE)
      .sort((a, b) => compareBytes(Buffer.from(`${a.name.namespace}:${a.name.qualifier}`), Buffer.from(`${b.name.namespace}:${b.name.qualifier}`)))
      .map((t) => t.descriptor());
  }

  async modifyTable(name: string, spec: TableSpec): Promise<TableDescriptor> {
    const t = this.table(name);
    const families = specFamilies(spec);
    const values = copyValues(spec.values);
    checkTableSpec({ families, values });
    checkFamiliesSupported(this.backend, families);
    await this.writer.flush();
    const removed = t.families.filter((f) => !families.some((n) => n.name === f.name));
    let nextId = t.nextFamilyId;
    const fams = families.map((f) => {
      const old = t.byName.get(f.name);
      return new FamilyEntry(this.backend.store(t.id, old ? old.id : nextId++, { table: t.name.nameAsString, family: f.name }), f.name, materialiseFamilyValues(f), old?.cellTtl ?? false);
    });
    // native tables first: a family name the backend refuses leaves everything as it was
    await this.backend.layTable?.(layoutOf(t.name.nameAsString, fams, t.splits, t.id));
    const change = (b: WriteBatch) => {
      t.setFamilies(fams);
      t.values = values;
      t.nextFamilyId = nextId;
      this.catalog.putTable(b, t);
    };
    if (removed.length === 0) await this.recorded('ModifyTableProcedure', { table: t.name.nameAsString }, change);
    // a removed family's id is never reused: its cells are unreachable from the commit on
    else await this.changeAndClear('ModifyTableProcedure', 'MODIFY_TABLE_DELETE_FS_LAYOUT', t.name, { stores: removed.map((f) => [t.id, f.id, f.name]) }, change);
    return t.descriptor();
  }

  async enableTable(name: string): Promise<void> {
    const t = this.table(name);
    if (t.state === 'ENABLED') return;
    await this.recorded('EnableTableProcedure', { table: t.name.nameAsString }, (b) => {
      t.state = 'ENABLED';
      this.catalog.putTable(b, t);
    });
  }

  async disableTable(name: string): Promise<void> {
    const t = this.table(name);
    if (t.state === 'DISABLED') return;
    await this.recorded('DisableTableProcedure', { table: t.name.nameAsString }, (b) => {
      t.state = 'DISABLED';
      this.catalog.putTable(b, t);
    });
  }

  async dropTable(name: string): Promise<void> {
    const t = this.table(name);
    if (t.state === 'ENABLED') {
      throw tableNotDisabled(t.name.nameAsString);
    }
    await this.changeAndClear('DeleteTableProcedure', 'DELETE_TABLE_CLEAR_FS_LAYOUT', t.name, { tables: [t.id], dropTable: true }, (b) =>
      this.catalog.deleteTable(b, t),
    );
  }

  /**
   * The table moves to a fresh id in one batch (ids are never reused), so its
   * old cells are unreachable from that commit on and cleared after it.
   */
  async truncateTable(name: string, preserveSplits: boolean): Promise<void> {
    const t = this.table(name);
    await this.writer.flush();
    const now = this.clock.now();
    await this.changeAndClear('TruncateTableProcedure', 'TRUNCATE_TABLE_CLEAR_FS_LAYOUT', t.name, { tables: [t.id] }, (b) => {
      this.catalog.replaceTable(b, t, this.truncated(t, this.catalog.allocateTableId(b), preserveSplits, now));
    });
  }

  /** The table as truncate leaves it, under `id`: enabled, empty, new regions. */
  private truncated(t: TableEntry, id: number, preserveSplits: boolean, now: bigint): TableEntry {
    const n = TableEntry.fromJSON(this.backend, t.toJSON(), id);
    if (!preserveSplits) n.splits = [];
    n.regionIds = new Array(n.splits.length + 1).fill(now);
    n.createdAt = now;
    n.state = 'ENABLED';
    n.counters = new RegionCounters(n.splits.length + 1);
    for (const f of n.families) f.cellTtl = false;
    return n;
  }

  // ------------------------------------------------------------ writes

  /**
   * Validates everything, then writes the row's cells into one batch (the
   * pending one when coalescing). Synchronous up to the commit: a coalesced
   * put costs no I/O round trip.
   */
  mutateRow(table: string, row: Uint8Array, mutations: Mutation[]): Promise<void> {
    let t: TableEntry;
    let fams: FamilyEntry[];
    try {
      t = this.table(table);
      checkMutations(row, mutations);
      if (t.state !== 'ENABLED') throw tableNotEnabled(table);
      checkWritable(t);
      fams = this.familiesOf(t, row, mutations);
    } catch (e) {
      return Promise.reject(e);
    }
    const latestDelete = mutations.some((m) => m.kind === 'delete' && m.type === 'Delete' && (m.timestamp === undefined || m.timestamp === LATEST_TIMESTAMP));
    if (mutations.length === 0) return RESOLVED;
    if (this.backend.capabilities.markers === 'physical' && mutations.some((m) => m.kind === 'delete')) {
      return this.mutateRowPhysically(t, row, mutations, fams, latestDelete);
    }
    if (latestDelete) return this.mutateRowWithLatestDeletes(t, row, mutations, fams);
    return this.writeRow(t, row, mutations, fams, undefined);
  }

  /** Each mutation's family, and what the backend cannot store refused (per-cell TTL, timestamps past its range). */
  private familiesOf(t: TableEntry, row: Uint8Array, mutations: readonly Mutation[]): FamilyEntry[] {
    const fams: FamilyEntry[] = new Array(mutations.length);
    for (let i = 0; i < mutations.length; i++) {
      const m = mutations[i];
      const f = t.byName.get(m.family);
      if (!f) throw this.missingFamily(t, row)(m.family);
      fams[i] = f;
      if (m.kind === 'put' && m.ttlMs !== undefined) checkCellTtlSupported(this.backend);
      if (m.timestamp !== undefined && m.timestamp !== LATEST_TIMESTAMP) checkTimestampSupported(this.backend, m.timestamp);
    }
    return fams;
  }

  /** One row written: its region's writeRequestsCount, and the process's sum of them. */
  private countWrite(t: TableEntry, row: Uint8Array): void {
    t.counters.write(t.splits.length ? regionIndex(t.splits, row) : 0);
    this.writeRequestCount++;
  }

  /** Delete without a timestamp: the newest visible version(s) of the column (§6.3), read first. */
  private async mutateRowWithLatestDeletes(t: TableEntry, row: Uint8Array, mutations: Mutation[], fams: FamilyEntry[]): Promise<void> {
    await this.writeRow(t, row, mutations, fams, await this.resolveLatestDeletes(t, row, mutations));
  }

  /**
   * A backend without stored markers: each delete becomes the physical removal
   * of the cells its marker would mask now (PhysicalDeletes), read first; puts
   * in the same mutation follow the deletes.
   */
  private async mutateRowPhysically(t: TableEntry, row: Uint8Array, mutations: Mutation[], fams: FamilyEntry[], latestDelete: boolean): Promise<void> {
    await this.writer.flush();
    const resolved = latestDelete ? await this.resolveLatestDeletes(t, row, mutations) : undefined;
    const touched = [...new Set(fams.filter((_, i) => mutations[i].kind === 'delete').map((f) => f.name))];
    const stored = await this.getCells(t, row, { columns: touched.map((family) => ({ family, qualifier: null })), maxVersions: 0x7fffffff, raw: true }, false);
    const deletes = new PhysicalDeletes(stored);
    // the clock is read as writeRow reads it: once, and only when a mutation has no timestamp
    let now: bigint | undefined;
    const timestamp = (i: number) => {
      const given = mutations[i].timestamp === LATEST_TIMESTAMP ? undefined : mutations[i].timestamp;
      return resolved?.[i] ?? given ?? (now ??= this.clock.now());
    };
    this.countWrite(t, row);
    await this.commit((b) => {
      for (let i = 0; i < mutations.length; i++) {
        const m = mutations[i];
        if (m.kind !== 'delete') continue;
        for (const c of deletes.masked(m.type, m.family, m.qualifier, timestamp(i))) b.deleteCell(fams[i].store, row, c.qualifier, c.timestamp, CODE_PUT);
      }
      for (let i = 0; i < mutations.length; i++) {
        const m = mutations[i];
        if (m.kind === 'put') b.putCell(fams[i].store, row, m.qualifier, timestamp(i), CODE_PUT, m.value, -1, 0);
      }
    });
  }

  /** Delete without a timestamp: the timestamps of the newest visible version(s) of each such column (§6.3), read first. */
  private async resolveLatestDeletes(t: TableEntry, row: Uint8Array, mutations: Mutation[]): Promise<Array<bigint | undefined>> {
    const timestamps: Array<bigint | undefined> = new Array(mutations.length);
    const latest = new Map<string, { family: string; qualifier: Uint8Array; indices: number[] }>();
    for (let i = 0; i < mutations.length; i++) {
      const m = mutations[i];
      if (m.kind !== 'delete' || m.type !== 'Delete' || (m.timestamp !== undefined && m.timestamp !== LATEST_TIMESTAMP)) continue;
      const k = `${m.family}\u0000${Buffer.from(m.qualifier).toString('latin1')}`;
      const e = latest.get(k);
      if (e) e.indices.push(i);
      else latest.set(k, { family: m.family, qualifier: m.qualifier, indices: [i] });
    }
    const now = this.clock.now();
    for (const { family, qualifier, indices } of latest.values()) {
      const cells = await this.getCells(t, row, { columns: [{ family, qualifier }], maxVersions: indices.length }, false);
      // the j-th latest-Delete of a column takes its j-th newest visible version (HRegion.updateDeleteLatestVersionTimestamp)
      indices.forEach((i, j) => (timestamps[i] = j < cells.length ? cells[j].timestamp : now));
    }
    for (let i = 0; i < mutations.length; i++) {
      const ts = mutations[i].timestamp;
      if (timestamps[i] === undefined && (ts === undefined || ts === LATEST_TIMESTAMP)) timestamps[i] = now;
    }
    return timestamps;
  }

  /**
   * Rows of puts (an import: ImportTsv's Puts, one per line), each checked as
   * mutateRow checks a row, then encoded into one batch — the pending one
   * when coalescing — with one `added` for all of them: each row's cells
   * commit atomically, and the rows cost one commit per batch, not one each.
   * Nothing is written when any row fails its checks.
   */
  putRows(table: string, rows: readonly RowPuts[]): Promise<void> {
    let t: TableEntry;
    const fams: FamilyEntry[][] = new Array(rows.length);
    try {
      t = this.table(table);
      if (t.state !== 'ENABLED') throw tableNotEnabled(table);
      checkWritable(t);
      for (let k = 0; k < rows.length; k++) {
        const { row, mutations } = rows[k];
        checkMutations(row, mutations);
        if (mutations.some((m) => m.kind !== 'put')) throw new ShellError('ARGUMENT_ERROR', 'putRows takes puts only');
        fams[k] = this.familiesOf(t, row, mutations);
      }
    } catch (e) {
      return Promise.reject(e);
    }
    const b = this.writer.batch();
    let ops = 0;
    let bytes = 0;
    for (let k = 0; k < rows.length; k++) {
      bytes += this.encodeRow(b, t, rows[k].row, rows[k].mutations, fams[k], undefined);
      ops += rows[k].mutations.length;
    }
    return this.writer.added(b, ops, bytes);
  }

  private writeRow(t: TableEntry, row: Uint8Array, mutations: Mutation[], fams: FamilyEntry[], timestamps: Array<bigint | undefined> | undefined): Promise<void> {
    const b = this.writer.batch();
    const bytes = this.encodeRow(b, t, row, mutations, fams, timestamps);
    return this.writer.added(b, mutations.length, bytes);
  }

  /** Adds one row's cells to `b` (the row's request counted): returns their encoded size, for coalescing. */
  private encodeRow(b: WriteBatch, t: TableEntry, row: Uint8Array, mutations: Mutation[], fams: FamilyEntry[], timestamps: Array<bigint | undefined> | undefined): number {
    this.countWrite(t, row);
    // one sequence id per mutation, as one mini-batch's WriteEntry gives every cell of it
    const seq = this.sequence === undefined ? 0 : this.sequence.take();
    let now: bigint | undefined;
    let bytes = 0;
    for (let i = 0; i < mutations.length; i++) {
      const m = mutations[i];
      const f = fams[i];
      // HConstants.LATEST_TIMESTAMP (Long.MAX) means "now", as the region server reads it
      const given = m.timestamp === LATEST_TIMESTAMP ? undefined : m.timestamp;
      const ts = timestamps?.[i] ?? given ?? (now ??= this.clock.now());
      if (m.kind === 'put') {
        b.putCell(f.store, row, m.qualifier, ts, CODE_PUT, m.value, m.ttlMs ?? -1, seq);
        if (m.ttlMs !== undefined && !f.cellTtl) this.catalog.markCellTtl(b, t, f);
        bytes += row.length + m.qualifier.length + m.value.length + 20;
      } else {
        const familyLevel = m.type === 'DeleteFamily' || m.type === 'DeleteFamilyVersion';
        const qualifier = familyLevel ? EMPTY : m.qualifier;
        b.putCell(f.store, row, qualifier, ts, CELL_TYPE_CODE[m.type], EMPTY, -1, seq);
        bytes += row.length + qualifier.length + 20;
      }
    }
    return bytes;
  }

  /** The newest visible cell of one column and its per-cell TTL (-1: none), for increment/append. */
  private async latest(t: TableEntry, row: Uint8Array, family: string, qualifier: Uint8Array): Promise<{ cell: Cell | undefined; ttlMs: number }> {
    const scanner = this.getScanner(t, row, { columns: [{ family, qualifier }], maxVersions: 1 }, false);
    for await (const r of scanner) return { cell: r.cells[0], ttlMs: scanner.lastTtl };
    return { cell: undefined, ttlMs: -1 };
  }

  private async readModifyWrite(
    table: string,
    row: Uint8Array,
    family: string,
    qualifier: Uint8Array,
    ttlMs: number | undefined,
    compute: (old: Cell | undefined) => Buffer,
  ): Promise<Buffer> {
    const t = this.table(table);
    checkRow(row);
    checkFamilyLength(Buffer.byteLength(family, 'utf8'));
    if (t.state !== 'ENABLED') throw tableNotEnabled(table);
    checkWritable(t);
    const fam = t.byName.get(family);
    if (!fam) throw this.missingFamily(t, row)(family);
    if (ttlMs !== undefined) checkCellTtlSupported(this.backend);
    const { cell: old, ttlMs: oldTtl } = await this.latest(t, row, family, qualifier);
    const value = compute(old);
    checkKeyValueSize(row, fam.nameBytes.length, qualifier, value);
    // HRegion.reckonDelta carries the current cell's tags forward (TagUtil.carryForwardTags) and
    // replaces its TTL tag only when the mutation sets a TTL: without one, the new cell keeps the
    // old cell's per-cell TTL.
    if (ttlMs === undefined && oldTtl >= 0) ttlMs = oldTtl;
    const now = this.clock.now();
    const ts = old && old.timestamp + 1n > now ? old.timestamp + 1n : now;
    await this.writeRow(t, row, [{ kind: 'put', family, qualifier, value, timestamp: ts, ttlMs }], [fam], undefined);
    return value;
  }

  async increment(table: string, row: Uint8Array, family: string, qualifier: Uint8Array, amount: bigint, ttlMs?: number): Promise<bigint> {
    let result = 0n;
    await this.readModifyWrite(table, row, family, qualifier, ttlMs, (old) => {
      let base = 0n;
      if (old) {
        if (old.value.length !== 8) throw doNotRetry('NOT_A_COUNTER', `Field is not a long, it's ${old.value.length} bytes wide`);
        base = fromLongBytes(old.value);
      }
      result = BigInt.asIntN(64, base + amount);
      return toLongBytes(result);
    });
    return result;
  }

  async append(table: string, row: Uint8Array, family: string, qualifier: Uint8Array, value: Uint8Array, ttlMs?: number): Promise<Uint8Array> {
    return this.readModifyWrite(table, row, family, qualifier, ttlMs, (old) => Buffer.concat([old ? old.value : Buffer.alloc(0), value]));
  }

  // ------------------------------------------------------------ reads

  private hooks(): ScanHooks {
    return {
      backend: this.backend,
      now: new Now(this.clock),
      beforeRead: () => this.writer.flush(),
      countRead: (t, region, n) => t.counters.read(region, n),
    };
  }

  private plan(t: TableEntry, spec: ReadSpec & { keyOnly?: boolean }, row?: Uint8Array): ReadPlan {
    const { tmin, tmax } = normalizeTimeRange(spec);
    return {
      table: t,
      families: planFamilies(t, spec.columns, this.missingFamily(t, row)),
      tmin,
      tmax,
      versions: Math.max(1, spec.maxVersions ?? 1),
      raw: spec.raw === true,
      filter: spec.filter,
      keyOnly: spec.keyOnly === true,
      signal: spec.signal,
    };
  }

  private getScanner(t: TableEntry, row: Uint8Array, spec: ReadSpec, count: boolean): TableScanner {
    return new TableScanner(this.plan(t, spec, row), { startRow: row, reversed: false, limit: 1, get: true, uncounted: !count }, this.hooks());
  }

  private async getCells(t: TableEntry, row: Uint8Array, spec: ReadSpec, count: boolean): Promise<Cell[]> {
    for await (const r of this.getScanner(t, row, spec, count)) return r.cells;
    return [];
  }

  /** The virtual hbase:meta (meta.ts), when the name is the catalog table and the store keeps no table of that name. */
  private virtualMeta(table: string): boolean {
    const tn = tryTableName(table);
    return tn !== undefined && isMetaTable(tn.nameAsString) && !this.catalog.tables.has(tn.nameAsString);
  }

  private metaRows() {
    this.open();
    const tables = [...this.catalog.tables.values()].filter((t) => t.name.namespace !== SYSTEM_NAMESPACE);
    return metaRows(tables, this.serverStartcode() ?? 0n);
  }

  get store(): { name: string; location: string | undefined; embedded: boolean } {
    const c = this.backend.capabilities;
    return { name: c.name, location: this.backend.location, embedded: c.embedded };
  }

  serverStartcode(): bigint | undefined {
    this.open();
    let earliest: bigint | undefined;
    for (const t of this.catalog.tables.values()) if (earliest === undefined || t.createdAt < earliest) earliest = t.createdAt;
    return this.catalog.startcode ?? earliest;
  }

  async get(table: string, row: Uint8Array, spec: ReadSpec): Promise<Cell[]> {
    if (this.virtualMeta(table)) {
      checkRow(row);
      await this.writer.flush();
      return getMeta(this.metaRows(), row, { ...spec, filter: spec.filter && (await loadFilter(spec.filter)) });
    }
    const t = this.enabledTable(table);
    checkRow(row);
    checkReadSupported(this.backend, spec);
    return this.getCells(t, row, spec, true);
  }

  scan(table: string, spec: ScanSpec): Scanner {
    if (this.virtualMeta(table)) return scanMeta(this.metaRows(), spec);
    // A dump reads a disabled table's cells offline, as a snapshot of it copies them.
    const t = spec.offline ? this.table(table) : this.enabledTable(table);
    checkReadSupported(this.backend, spec);
    return new TableScanner(this.plan(t, spec), scanOptionsOf(spec), this.hooks());
  }

  // ------------------------------------------------------------ regions

  private regionInfos(t: TableEntry, rows?: number[], sizes?: number[], cells?: number[]): RegionInfo[] {
    const server = serverName(this.serverStartcode() ?? t.createdAt);
    const n = t.splits.length + 1;
    const out: RegionInfo[] = [];
    for (let i = 0; i < n; i++) {
      const startKey = i === 0 ? Buffer.alloc(0) : Buffer.from(t.splits[i - 1]);
      const endKey = i === n - 1 ? Buffer.alloc(0) : Buffer.from(t.splits[i]);
      const { regionName: rn, encodedName } = regionName(t.name.nameAsString, startKey, t.regionIds[i]);
      out.push({
        table: t.name,
        startKey,
        endKey,
        regionName: rn,
        encodedName,
        server,
        readRequests: t.counters.reads[i],
        writeRequests: t.counters.writes[i],
        rowCount: rows?.[i] ?? 0,
        cellCount: cells?.[i] ?? 0,
        sizeBytes: sizes?.[i] ?? 0,
      });
    }
    return out;
  }

  /** Rows, cells and bytes per region; with `pick`, also the row at that index of that region. */
  private async measure(t: TableEntry, pick?: { region: number; index: number }): Promise<{ rows: number[]; cells: number[]; sizes: number[]; picked?: Buffer }> {
    await this.writer.flush();
    const n = t.splits.length + 1;
    const rows = new Array(n).fill(0);
    const cells = new Array(n).fill(0);
    const sizes = new Array(n).fill(0);
    let picked: Buffer | undefined;
    const reader = this.backend.rows(
      t.families.map((f) => ({ store: f.store, keysOnly: false })),
      {},
    );
    try {
      for (;;) {
        const batch = await reader.next();
        if (batch.length === 0) break;
        for (const r of batch) {
          const i = t.splits.length ? regionIndex(t.splits, r.row) : 0;
          if (pick && i === pick.region && rows[i] === pick.index) picked = Buffer.from(r.row);
          rows[i]++;
          cells[i] += r.length;
          sizes[i] += r.storedBytes();
        }
      }
    } finally {
      await reader.close();
    }
    return { rows, cells, sizes, picked };
  }

  async regions(table: string): Promise<RegionInfo[]> {
    const t = this.table(table);
    const { rows, cells, sizes } = await this.measure(t);
    return this.regionInfos(t, rows, sizes, cells);
  }

  async split(table: string, splitKey?: Uint8Array): Promise<void> {
    const t = this.enabledTable(table);
    checkRegionOperations(this.backend, 'Splits');
    let key: Buffer | undefined = splitKey && splitKey.length ? Buffer.from(splitKey) : undefined;
    if (!key) {
      const { rows } = await this.measure(t);
      let largest = 0;
      for (let i = 1; i < rows.length; i++) if (rows[i] > rows[largest]) largest = i;
      if (rows[largest] < 2) return; // nothing to split on
      key = (await this.measure(t, { region: largest, index: Math.floor(rows[largest] / 2) })).picked;
      if (!key) return;
    }
    const i = regionIndex(t.splits, key);
    const start = i === 0 ? Buffer.alloc(0) : t.splits[i - 1];
    if (start.equals(key)) throw doNotRetry('ARGUMENT_ERROR', `Split row is equal to startkey: ${toStringBinary(key)}`);
    await this.writer.flush();
    const now = this.clock.now();
    const rid = now > t.regionIds[i] ? now : t.regionIds[i] + 1n;
    await this.recorded('SplitTableRegionProcedure', { table: t.name.nameAsString }, (b) => {
      t.splits.splice(i, 0, key);
      t.regionIds.splice(i, 1, rid, rid);
      t.counters.split(i);
      this.catalog.putTable(b, t);
    });
  }

  async flush(table: string): Promise<void> {
    this.table(table);
    await this.writer.flush();
  }

  async compact(table: string, options: { family?: string; major: boolean; progress?: Progress }): Promise<void> {
    const t = this.table(table);
    checkRegionOperations(this.backend, 'Compactions');
    let fams = t.families;
    if (options.family !== undefined) {
      const f = t.byName.get(options.family);
      if (!f) throw this.missingFamily(t)(options.family);
      fams = [f];
    }
    await this.writer.flush();
    // the clock is read only when some TTL needs it (a logical clock then stays where a script expects it)
    const now = fams.some((f) => f.ttlMs >= 0n || f.cellTtl) ? this.clock.now() : 0n;
    let before = 0;
    for (const f of fams) {
      let last = 0;
      await compactFamily(this.backend, f, now, options.major, (fill) => this.commit(fill), options.progress && ((n) => options.progress!(before + (last = n))));
      before += last;
    }
  }

  // ------------------------------------------------------------ snapshots

  /** The backend's snapshot copies, or the one refusal for a backend without them. */
  private snapshotStore(): Required<Pick<Backend, 'copyTableToSnapshot' | 'copySnapshotToTable' | 'clearSnapshot'>> {
    const b = this.backend;
    if (!b.capabilities.snapshots || !b.copyTableToSnapshot || !b.copySnapshotToTable || !b.clearSnapshot) {
      throw unsupported(b, 'snapshots');
    }
    return b as Required<Pick<Backend, 'copyTableToSnapshot' | 'copySnapshotToTable' | 'clearSnapshot'>>;
  }

  async snapshot(table: string, snapshotName: string, options: { ttl?: number; progress?: Progress }): Promise<void> {
    // admin.rb converts the table name first (TableName.valueOf), then the client checks the
    // snapshot name (ClientSnapshotDescriptionUtils.assertSnapshotRequestIsValid).
    validateTableName(table);
    validateSnapshotName(snapshotName);
    // SnapshotManager's sanity checks, in their order: an existing snapshot, then a missing table.
    this.open();
    if (this.catalog.snapshots.has(snapshotName)) {
      throw new ShellError('SNAPSHOT_EXISTS', `org.apache.hadoop.hbase.snapshot.SnapshotExistsException: Snapshot '${snapshotName}' already stored on the filesystem.`, {
        rubyClass: 'RuntimeError',
      });
    }
    const tn = validateTableName(table);
    if (!this.catalog.tables.has(tn.nameAsString)) {
      throw new ShellError(
        'TABLE_NOT_FOUND',
        `org.apache.hadoop.hbase.snapshot.SnapshotCreationException: Table '${tn.nameAsString}' doesn't exist, can't take snapshot.`,
        { rubyClass: 'RuntimeError' },
      );
    }
    const t = this.table(table);
    const copies = this.snapshotStore();
    await this.writer.flush();
    // SnapshotProcedure: the copy goes under a fresh snapshot id the catalog does not list yet;
    // until the snapshot is added, the procedure's clean-up is its rollback
    let id = 0;
    let p!: StoredProcedure;
    await this.commit((b) => {
      id = this.catalog.allocateSnapshotId(b);
      const step = t.state === 'ENABLED' ? 'SNAPSHOT_SNAPSHOT_ONLINE_REGIONS' : 'SNAPSHOT_SNAPSHOT_CLOSED_REGIONS';
      p = this.startProcedure(b, 'SnapshotProcedure', step, t.name, { snapshots: [id] });
    });
    await this.copyForProcedure(p, () => copies.copyTableToSnapshot(t.id, id, options.progress));
    const entry: SnapshotEntry = { name: snapshotName, id, table: t.toJSON(), createdAt: this.clock.now(), ttl: Math.max(0, Math.trunc(options.ttl ?? 0)) };
    await this.commit((b) => {
      this.catalog.deleteProcedure(b, p);
      this.catalog.putSnapshot(b, entry);
    });
    this.finished(p);
  }

  private snapshotEntry(name: string): SnapshotEntry {
    this.open();
    const s = this.catalog.snapshots.get(name);
    if (!s) throw snapshotNotFound(name);
    if (s.ttl > 0 && s.createdAt + BigInt(s.ttl) * 1000n < this.clock.now()) {
      throw new ShellError('SNAPSHOT_NOT_FOUND', `org.apache.hadoop.hbase.snapshot.SnapshotTTLExpiredException: TTL for snapshot '${name}' has already expired.`, {
        rubyClass: 'RuntimeError',
      });
    }
    return s;
  }

  /** A table entry from a snapshot's stored table, under `id` and `name`. */
  private fromSnapshot(s: SnapshotEntry, id: number, name: ReturnType<typeof tableNameOf>, state: 'ENABLED' | 'DISABLED'): TableEntry {
    const stored: StoredTable = { ...s.table, state };
    const t = TableEntry.fromJSON(this.backend, stored, id, name);
    t.counters = new RegionCounters(t.splits.length + 1);
    return t;
  }

  async cloneSnapshot(snapshotName: string, table: string, options: { progress?: Progress } = {}): Promise<void> {
    const s = this.snapshotEntry(snapshotName);
    const tn = validateTableName(table);
    const ns = this.catalog.namespaces.get(tn.namespace);
    if (!ns) throw namespaceNotFound(tn.namespace);
    if (this.catalog.tables.has(tn.nameAsString)) throw tableExists(tn.nameAsString);
    this.checkNamespaceQuota(ns, tn.nameAsString, s.table.splits.length + 1);
    this.snapshotStore();
    await this.writer.flush();
    // the cells are copied under a fresh id the catalog does not list yet: until the table is
    // added, the procedure's clean-up is its rollback
    let t!: TableEntry;
    let p!: StoredProcedure;
    await this.commit((b) => {
      const id = this.catalog.allocateTableId(b);
      t = this.fromSnapshot(s, id, tn, 'ENABLED');
      p = this.startProcedure(b, 'CloneSnapshotProcedure', 'CLONE_SNAPSHOT_WRITE_FS_LAYOUT', tn, { tables: [id] });
    });
    await this.copyForProcedure(p, () => this.snapshotStore().copySnapshotToTable(s.id, t.id, options.progress));
    await this.commit((b) => {
      this.catalog.deleteProcedure(b, p);
      this.catalog.putTable(b, t);
    });
    this.finished(p);
  }

  async restoreSnapshot(snapshotName: string, options: { progress?: Progress } = {}): Promise<void> {
    const s = this.snapshotEntry(snapshotName);
    const tn = tableNameOf(s.table.namespace, s.table.qualifier);
    const cur = this.catalog.tables.get(tn.nameAsString);
    if (!cur) {
      await this.cloneSnapshot(snapshotName, tn.nameAsString, options);
      return;
    }
    if (cur.state !== 'DISABLED') {
      throw tableNotDisabled(tn.nameAsString);
    }
    this.snapshotStore();
    await this.writer.flush();
    // the snapshot's cells go under a fresh id first (a crash during the copy rolls back to the
    // old table); one batch then moves the table to it and makes the old id the clean-up
    let p!: StoredProcedure;
    let id = 0;
    await this.commit((b) => {
      id = this.catalog.allocateTableId(b);
      p = this.startProcedure(b, 'RestoreSnapshotProcedure', 'RESTORE_SNAPSHOT_WRITE_FS_LAYOUT', cur.name, { tables: [id] });
    });
    await this.copyForProcedure(p, () => this.snapshotStore().copySnapshotToTable(s.id, id, options.progress));
    const t = this.fromSnapshot(s, id, cur.name, 'DISABLED');
    t.nextFamilyId = Math.max(t.nextFamilyId, cur.nextFamilyId);
    await this.commit((b) => {
      this.catalog.replaceTable(b, cur, t);
      p = this.advanceProcedure(b, p, 'RESTORE_SNAPSHOT_UPDATE_META', { tables: [cur.id] });
    });
    await this.finishProcedure(p);
  }

  async deleteSnapshot(snapshotName: string): Promise<void> {
    this.open();
    const s = this.catalog.snapshots.get(snapshotName);
    if (!s) throw snapshotNotFound(snapshotName);
    await this.changeAndClear('DeleteSnapshotProcedure', 'DELETE_SNAPSHOT_CLEAR_FS_LAYOUT', tableNameOf(s.table.namespace, s.table.qualifier), { snapshots: [s.id] }, (b) =>
      this.catalog.deleteSnapshot(b, snapshotName),
    );
  }

  listSnapshots(): SnapshotInfo[] {
    return [...this.catalog.snapshots.values()]
      .sort((a, b) => compareBytes(Buffer.from(a.name), Buffer.from(b.name)))
      .map((s) => this.catalog.snapshotInfo(s));
  }

  // ------------------------------------------------------------ procedures (procedures.ts)

  /** A procedure's record, written in `b`: the batch that makes its catalog change. */
  private startProcedure(b: WriteBatch, name: ProcedureName, step: string, table: TableName, cleanup: Cleanup): StoredProcedure {
    // procedure times are the master's wall clock, not the cells' clock (a logical --clock stays where a script expects it)
    const now = Date.now();
    const p: StoredProcedure = { id: this.catalog.allocateProcedureId(b), name, step, table: table.nameAsString, submitted: now, updated: now, cleanup };
    this.catalog.putProcedure(b, p);
    return p;
  }

  /** The procedure at its next step, with what is to be cleared from there on, written in `b`. */
  private advanceProcedure(b: WriteBatch, p: StoredProcedure, step: string, cleanup: Cleanup): StoredProcedure {
    const next: StoredProcedure = { ...p, step, cleanup, updated: Date.now() };
    this.catalog.putProcedure(b, next);
    return next;
  }

  /** Clears what the procedure left unreachable, then removes its record. */
  private async finishProcedure(p: StoredProcedure): Promise<void> {
    await finishProcedure(this.backend, this.catalog, p, (fill) => this.commit(fill));
    this.finished(p);
  }

  /** A procedure whose clean-up is done, kept for list_procedures (HBase runs no DeleteSnapshotProcedure: not shown). */
  private finished(p: StoredProcedure): void {
    if (p.name === 'DeleteSnapshotProcedure') return;
    this.history.add({ id: p.id, name: p.name, state: 'SUCCESS', table: p.table, states: [...(PROCEDURE_STATES[p.name] ?? [])], submittedTime: BigInt(p.submitted), lastUpdate: BigInt(Date.now()) });
  }

  /**
   * A catalog change made as one of HBase's procedures that leaves nothing
   * to clear: the change and the procedure id it takes commit in one batch,
   * and the finished procedure is kept for list_procedures.
   */
  private async recorded(name: string, target: { table?: string; namespace?: string }, change: (b: WriteBatch) => void, states = PROCEDURE_STATES[name] ?? []): Promise<void> {
    // procedure times are the master's wall clock (see startProcedure)
    const submitted = BigInt(Date.now());
    let id = 0;
    await this.commit((b) => {
      change(b);
      id = this.catalog.allocateProcedureId(b);
    });
    this.history.add({ id, name, state: 'SUCCESS', ...target, states: [...states], submittedTime: submitted, lastUpdate: BigInt(Date.now()) });
  }

  listProcedures(): ProcedureSummary[] {
    this.open();
    const pending: ProcedureSummary[] = [...this.catalog.procedures.values()].map((p) => ({
      id: p.id,
      name: p.name,
      state: 'RUNNABLE',
      table: p.table,
      states: [],
      submittedTime: BigInt(p.submitted),
      lastUpdate: BigInt(p.updated),
    }));
    return [...pending, ...this.history.list(Date.now())].sort((a, b) => a.id - b.id);
  }

  async recordProcedure(name: string, table: string, states: number[]): Promise<void> {
    const t = this.table(table);
    await this.recorded(name, { table: t.name.nameAsString }, () => undefined, states);
  }

  // ------------------------------------------------------------ region merges and truncation

  async mergeRegions(table: string, first: number, last: number): Promise<void> {
    const t = this.enabledTable(table);
    checkRegionOperations(this.backend, 'Merges');
    if (first < 0 || last > t.splits.length || last <= first) throw new ShellError('ARGUMENT_ERROR', `no regions ${first}..${last} to merge`);
    await this.writer.flush();
    // MergeTableRegionsProcedure.getMergedRegionIdTimestamp: now, unless a parent is newer
    const now = this.clock.now();
    const newest = t.regionIds.slice(first, last + 1).reduce((a, b) => (b > a ? b : a));
    const rid = now > newest ? now : newest + 1n;
    const n = last - first + 1;
    await this.recorded('MergeTableRegionsProcedure', { table: t.name.nameAsString }, (b) => {
      t.splits.splice(first, n - 1);
      t.regionIds.splice(first, n, rid);
      t.counters.merge(first, n);
      this.catalog.putTable(b, t);
    });
  }

  async truncateRegion(table: string, index: number): Promise<void> {
    const t = this.enabledTable(table);
    checkRegionOperations(this.backend, 'Region truncations');
    if (index < 0 || index > t.splits.length) throw new ShellError('ARGUMENT_ERROR', `no region ${index}`);
    await this.writer.flush();
    const range = { ...(index > 0 ? { gte: t.splits[index - 1] } : {}), ...(index < t.splits.length ? { lt: t.splits[index] } : {}) };
    const stores = t.families.map((f) => f.store);
    const submitted = BigInt(Date.now());
    let id = 0;
    await this.commit((b) => {
      id = this.catalog.allocateProcedureId(b);
    });
    const reader = this.backend.rows(
      stores.map((store) => ({ store, keysOnly: true })),
      range,
    );
    try {
      for (;;) {
        const rows = await reader.next();
        if (rows.length === 0) break;
        // the views are valid until the next read: their cells are deleted in this batch's commit
        await this.commit((b) => {
          for (const r of rows) for (let i = 0; i < r.length; i++) b.deleteCell(stores[r.store(i)], r.row, r.qualifier(i), r.timestamp(i), r.typeCode(i));
        });
      }
    } finally {
      await reader.close();
    }
    this.history.add({ id, name: 'TruncateRegionProcedure', state: 'SUCCESS', table: t.name.nameAsString, states: [...PROCEDURE_STATES.TruncateRegionProcedure], submittedTime: submitted, lastUpdate: BigInt(Date.now()) });
  }

  // ------------------------------------------------------------ region states

  regionState(encodedName: string): 'OPEN' | 'CLOSED' {
    return this.closedRegions.has(encodedName) ? 'CLOSED' : 'OPEN';
  }

  setRegionState(encodedName: string, state: 'OPEN' | 'CLOSED'): void {
    if (state === 'CLOSED') this.closedRegions.add(encodedName);
    else this.closedRegions.delete(encodedName);
  }

  // ------------------------------------------------------------ switches (switches.ts)

  switchState(name: SwitchName): boolean {
    this.open();
    return (EPHEMERAL_SWITCHES.has(name) ? this.ephemeral.get(name) : this.catalog.switchState(name)) ?? SWITCH_DEFAULTS[name];
  }

  async setSwitch(name: SwitchName, on: boolean): Promise<boolean> {
    const previous = this.switchState(name);
    if (EPHEMERAL_SWITCHES.has(name)) this.ephemeral.set(name, on);
    else await this.commit((b) => this.catalog.setSwitch(b, name, on));
    return previous;
  }

  /** A DDL's catalog change and the record of what it leaves to clear, in one batch; then the clearing. */
  private async changeAndClear(name: ProcedureName, step: string, table: TableName, cleanup: Cleanup, change: (b: WriteBatch) => void): Promise<void> {
    let p!: StoredProcedure;
    await this.commit((b) => {
      // the change first: where a batch is not atomic, a torn one can leave cells behind but never
      // a record that would clear cells the catalog still lists
      change(b);
      p = this.startProcedure(b, name, step, table, cleanup);
    });
    await this.finishProcedure(p);
  }

  /**
   * Runs a procedure's copy (a snapshot's cells under a fresh table id, or a
   * table's under a fresh snapshot id); when the copy fails the copied part
   * is cleared again (or, if that fails too, at the next open).
   */
  private async copyForProcedure(p: StoredProcedure, copy: () => Promise<void>): Promise<void> {
    try {
      await copy();
    } catch (e) {
      await this.finishProcedure(p).catch(() => undefined);
      throw e;
    }
  }

  procedures(): ProcedureInfo[] {
    return [...this.catalog.procedures.values()]
      .sort((a, b) => a.id - b.id)
      .map((p) => ({
        id: p.id,
        name: p.name,
        state: 'RUNNABLE',
        step: p.step,
        table: validateTableName(p.table),
        submittedTime: BigInt(p.submitted),
        lastUpdate: BigInt(p.updated),
      }));
  }

  // ------------------------------------------------------------ replication peers (ReplicationPeerManager)

  replicationPeers(): ReplicationPeer[] {
    this.open();
    return [...this.catalog.peers.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async addReplicationPeer(peer: ReplicationPeer): Promise<void> {
    this.open();
    // ReplicationPeerManager.preAddPeer
    if (this.catalog.peers.has(peer.id)) throw doNotRetryIO(`Replication peer ${peer.id} already exists`);
    await this.commit((b) => this.catalog.putPeer(b, peer));
  }

  async updateReplicationPeer(id: string, change: (peer: ReplicationPeer) => ReplicationPeer): Promise<void> {
    this.open();
    const peer = this.catalog.peers.get(id);
    if (!peer) throw replicationPeerNotFound(id);
    const next = change(peer);
    await this.commit((b) => this.catalog.putPeer(b, { ...next, id }));
  }

  async removeReplicationPeer(id: string): Promise<void> {
    this.open();
    if (!this.catalog.peers.has(id)) throw replicationPeerNotFound(id);
    await this.commit((b) => this.catalog.deletePeer(b, id));
  }

  // ------------------------------------------------------------ lifecycle

  async flushWrites(): Promise<void> {
    this.open();
    await this.writer.flush();
  }

  unacknowledgedWrites(): Promise<void> | undefined {
    return this.writer.unacknowledged();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.writer.flush();
      await this.writer.writeNow((b) => this.catalog.persistCounters(b));
    } finally {
      this.closed = true;
      await this.backend.close();
    }
  }
}

export async function openEngine(options: OpenOptions): Promise<Engine> {
  const backend = options.backend;
  try {
    const catalog = await Catalog.load(backend);
    await resumeProcedures(backend, catalog);
    const engine = new EngineImpl(backend, catalog, options.clock, options.coalesceWrites === true, await SequenceIds.load(backend));
    // after the procedures: a table whose drop was interrupted is gone natively too
    await engine.reconcile();
    return engine;
  } catch (e) {
    await backend.close();
    throw e;
  }
}
