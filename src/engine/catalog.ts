/**
 * The catalog: namespaces, tables (numeric ids, families with numeric ids and
 * their full attribute maps, state, split keys and region ids), snapshots
 * and per-region request counters. Everything is cached in memory and
 * persisted as JSON records of the backend's catalog (kind, name).
 *
 * Ids are never reused: table ids come from a persisted counter, family ids
 * from a per-table counter, so data left behind by an interrupted range
 * delete can never reappear in a new table or family.
 */
import {
  familyKeepDeletedCells,
  familyMinVersions,
  familyNewVersionBehavior,
  familyTtl,
  familyVersions,
  FOREVER,
  type KeepDeletedCells,
} from './descriptor.js';
import { Buffer } from 'node:buffer';
import { compareBytes } from '../bytes.js';
import type { Backend, StoreRef, WriteBatch } from './backend.js';
import type { StoredProcedure } from './procedures.js';
import { DEFAULT_NAMESPACE, SYSTEM_NAMESPACE } from './names.js';
import { RegionCounters } from './regions.js';
import type { FamilyDescriptor, NamespaceDescriptor, ReplicationPeer, SnapshotInfo, TableDescriptor, TableName, TableState } from './types.js';

// ---------------------------------------------------------------- persisted shapes

interface StoredFamily {
  name: string;
  id: number;
  values: Array<[string, string]>;
  /** Some cell of this store carries a per-cell TTL (its values must be read to judge visibility). */
  cellTtl?: boolean;
}

export interface StoredTable {
  id: number;
  namespace: string;
  qualifier: string;
  state: TableState;
  families: StoredFamily[];
  values: Array<[string, string]>;
  /** Hex. */
  splits: string[];
  /** Decimal, one per region. */
  regionIds: string[];
  createdAt: string;
  nextFamilyId: number;
}

interface StoredSnapshot {
  name: string;
  id: number;
  table: StoredTable;
  createdAt: string;
  ttl: number;
}

interface StoredMeta {
  version: 1;
  nextTableId: number;
  nextSnapshotId: number;
  /** Absent in stores written before DDL ran as procedures. */
  nextProcedureId?: number;
  /** The region server's start code: the time the first table was created. */
  startcode?: string;
  /**
   * The master's switches as HBase keeps them in ZooKeeper / the master's
   * local region (balancer, normalizer, catalog janitor, cleaner chore,
   * split, merge, snapshot cleanup): only the ones ever switched are kept,
   * so they survive a restart as HBase's do.
   */
  switches?: Record<string, boolean>;
}

// ---------------------------------------------------------------- in-memory entries

export class FamilyEntry {
  readonly versions: number;
  readonly minVersions: number;
  /** TTL in ms, or -1n for FOREVER. */
  readonly ttlMs: bigint;
  readonly keepDeleted: KeepDeletedCells;
  /** NEW_VERSION_BEHAVIOR: reads, compactions order markers and puts by sequence id (new-version-behavior.ts). */
  readonly newVersionBehavior: boolean;
  readonly nameBytes: Buffer;

  constructor(
    /** Where the backend keeps the family's cells. */
    readonly store: StoreRef,
    readonly name: string,
    readonly values: Array<[string, string]>,
    public cellTtl: boolean,
  ) {
    this.versions = Math.max(1, familyVersions(this));
    this.minVersions = Math.max(0, familyMinVersions(this));
    const ttl = familyTtl(this);
    this.ttlMs = ttl >= FOREVER || ttl <= 0 ? -1n : BigInt(ttl) * 1000n;
    this.keepDeleted = familyKeepDeletedCells(this);
    this.newVersionBehavior = familyNewVersionBehavior(this);
    this.nameBytes = Buffer.from(name, 'utf8');
  }

  /** The family id, never reused within its table. */
  get id(): number {
    return this.store.family;
  }

  toJSON(): StoredFamily {
    return { name: this.name, id: this.id, values: this.values, ...(this.cellTtl ? { cellTtl: true } : {}) };
  }
}

/**
 * Bytes.compareTo of two names' UTF-8 bytes, without encoding them: UTF-8
 * sorts as code points do, and UTF-16 units sort as code points except
 * surrogates, which take the encoded path.
 */
export function compareFamilyNames(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if ((x & 0xf800) === 0xd800 || (y & 0xf800) === 0xd800) return compareBytes(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
    return x - y;
  }
  return a.length - b.length;
}

export class TableEntry {
  families: FamilyEntry[] = [];
  readonly byName = new Map<string, FamilyEntry>();
  counters: RegionCounters;
  private cached: TableDescriptor | undefined;

  constructor(
    readonly id: number,
    readonly name: TableName,
    public state: TableState,
    families: FamilyEntry[],
    public values: Array<[string, string]>,
    public splits: Buffer[],
    public regionIds: bigint[],
    public createdAt: bigint,
    public nextFamilyId: number,
  ) {
    this.setFamilies(families);
    this.counters = new RegionCounters(splits.length + 1);
  }

  setFamilies(families: FamilyEntry[]): void {
    this.families = [...families].sort((a, b) => compareFamilyNames(a.name, b.name));
    this.byName.clear();
    for (const f of this.families) this.byName.set(f.name, f);
    this.cached = undefined;
  }

  changed(): void {
    this.cached = undefined;
  }

  /** The public descriptor (shared and frozen: rebuilt after every change). */
  descriptor(): TableDescriptor {
    if (!this.cached) {
      const families: FamilyDescriptor[] = this.families.map((f) =>
        Object.freeze({ name: f.name, values: Object.freeze(f.values.map(([k, v]) => Object.freeze([k, v]) as [string, string])) as Array<[string, string]> }),
      );
      this.cached = Object.freeze({
        name: this.name,
        state: this.state,
        families: Object.freeze(families) as FamilyDescriptor[],
        values: Object.freeze(this.values.map(([k, v]) => Object.freeze([k, v]) as [string, string])) as Array<[string, string]>,
        splits: Object.freeze(this.splits.map((s) => Buffer.from(s))) as unknown as Uint8Array[],
        createdAt: this.createdAt,
      });
    }
    return this.cached;
  }

  toJSON(): StoredTable {
    return {
      id: this.id,
      namespace: this.name.namespace,
      qualifier: this.name.qualifier,
      state: this.state,
      families: this.families.map((f) => f.toJSON()),
      values: this.values,
      splits: this.splits.map((s) => s.toString('hex')),
      regionIds: this.regionIds.map(String),
      createdAt: String(this.createdAt),
      nextFamilyId: this.nextFamilyId,
    };
  }

  static fromJSON(backend: Backend, t: StoredTable, id = t.id, name?: TableName): TableEntry {
    const tableName = name ?? tableNameOf(t.namespace, t.qualifier);
    return new TableEntry(
      id,
      tableName,
      t.state,
      t.families.map((f) => new FamilyEntry(backend.store(id, f.id, { table: tableName.nameAsString, family: f.name }), f.name, f.values.map(([k, v]) => [k, v]), f.cellTtl === true)),
      t.values.map(([k, v]) => [k, v]),
      t.splits.map((s) => Buffer.from(s, 'hex')),
      t.regionIds.map((r) => BigInt(r)),
      BigInt(t.createdAt),
      t.nextFamilyId,
    );
  }
}

export function tableNameOf(namespace: string, qualifier: string): TableName {
  return { namespace, qualifier, nameAsString: namespace === DEFAULT_NAMESPACE ? qualifier : `${namespace}:${qualifier}` };
}

export interface SnapshotEntry {
  name: string;
  id: number;
  table: StoredTable;
  createdAt: bigint;
  ttl: number;
}

// ---------------------------------------------------------------- the catalog

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value), 'utf8');
}

function parse<T>(b: Buffer): T {
  return JSON.parse(b.toString('utf8')) as T;
}

export class Catalog {
  readonly namespaces = new Map<string, NamespaceDescriptor>();
  /** By nameAsString (`t1`, `ns:t1`). */
  readonly tables = new Map<string, TableEntry>();
  readonly snapshots = new Map<string, SnapshotEntry>();
  /** DDL procedures whose clean-up is pending, by id (procedures.ts). */
  readonly procedures = new Map<number, StoredProcedure>();
  /** Replication peers by id (ReplicationPeerStorage). */
  readonly peers = new Map<string, ReplicationPeer>();
  private meta: StoredMeta = { version: 1, nextTableId: 1, nextSnapshotId: 1 };

  private constructor() {}

  static async load(backend: Backend): Promise<Catalog> {
    const c = new Catalog();
    for (const [name, v] of await backend.catalog('meta')) if (name === '') c.meta = parse<StoredMeta>(v);
    for (const [, v] of await backend.catalog('namespace')) {
      const ns = parse<NamespaceDescriptor>(v);
      c.namespaces.set(ns.name, ns);
    }
    for (const name of [DEFAULT_NAMESPACE, SYSTEM_NAMESPACE]) {
      if (!c.namespaces.has(name)) c.namespaces.set(name, { name, properties: [] });
    }
    const counters = new Map<number, { reads: number[]; writes: number[] }>();
    for (const [k, v] of await backend.catalog('counters')) counters.set(Number(k), parse(v));
    for (const [, v] of await backend.catalog('table')) {
      const t = TableEntry.fromJSON(backend, parse<StoredTable>(v));
      const saved = counters.get(t.id);
      if (saved) t.counters = new RegionCounters(t.splits.length + 1, saved.reads, saved.writes);
      c.tables.set(t.name.nameAsString, t);
    }
    for (const [, v] of await backend.catalog('snapshot')) {
      const s = parse<StoredSnapshot>(v);
      c.snapshots.set(s.name, { name: s.name, id: s.id, table: s.table, createdAt: BigInt(s.createdAt), ttl: s.ttl });
    }
    for (const [, v] of await backend.catalog('peer')) {
      const peer = parse<ReplicationPeer>(v);
      c.peers.set(peer.id, peer);
    }
    for (const [, v] of await backend.catalog('procedure')) {
      const p = parse<StoredProcedure>(v);
      c.procedures.set(p.id, p);
    }
    return c;
  }

  get startcode(): bigint | undefined {
    return this.meta.startcode === undefined ? undefined : BigInt(this.meta.startcode);
  }

  // ------------------------------------------------------------ ids and meta

  allocateTableId(batch: WriteBatch): number {
    const id = this.meta.nextTableId++;
    this.writeMeta(batch);
    return id;
  }

  allocateSnapshotId(batch: WriteBatch): number {
    const id = this.meta.nextSnapshotId++;
    this.writeMeta(batch);
    return id;
  }

  /** Procedure ids, as HBase's procIds, only grow. */
  allocateProcedureId(batch: WriteBatch): number {
    const id = this.meta.nextProcedureId ?? 1;
    this.meta.nextProcedureId = id + 1;
    this.writeMeta(batch);
    return id;
  }

  setStartcodeIfMissing(batch: WriteBatch, startcode: bigint): void {
    if (this.meta.startcode !== undefined) return;
    this.meta.startcode = String(startcode);
    this.writeMeta(batch);
  }

  /** A master switch's state, or undefined when it was never switched (engine/switches.ts has the defaults). */
  switchState(name: string): boolean | undefined {
    return this.meta.switches?.[name];
  }

  setSwitch(batch: WriteBatch, name: string, on: boolean): void {
    this.meta.switches = { ...this.meta.switches, [name]: on };
    this.writeMeta(batch);
  }

  private writeMeta(batch: WriteBatch): void {
    batch.putCatalog('meta', '', json(this.meta));
  }

  // ------------------------------------------------------------ namespaces

  putNamespace(batch: WriteBatch, ns: NamespaceDescriptor): void {
    this.namespaces.set(ns.name, ns);
    batch.putCatalog('namespace', ns.name, json(ns));
  }

  deleteNamespace(batch: WriteBatch, name: string): void {
    this.namespaces.delete(name);
    batch.deleteCatalog('namespace', name);
  }

  // ------------------------------------------------------------ tables

  putTable(batch: WriteBatch, t: TableEntry): void {
    t.changed();
    this.tables.set(t.name.nameAsString, t);
    batch.putCatalog('table', t.name.nameAsString, json(t.toJSON()));
  }

  deleteTable(batch: WriteBatch, t: TableEntry): void {
    this.tables.delete(t.name.nameAsString);
    batch.deleteCatalog('table', t.name.nameAsString);
    batch.deleteCatalog('counters', String(t.id));
  }

  /** The table under a new id (truncate, restore): the old id's counters go with the old id. */
  replaceTable(batch: WriteBatch, old: TableEntry, next: TableEntry): void {
    batch.deleteCatalog('counters', String(old.id));
    this.putTable(batch, next);
  }

  /** Persists a family's `cellTtl` flag the first time a per-cell TTL is written to it (in the same batch as the cell). */
  markCellTtl(batch: WriteBatch, t: TableEntry, f: FamilyEntry): void {
    if (f.cellTtl) return;
    f.cellTtl = true;
    batch.putCatalog('table', t.name.nameAsString, json(t.toJSON()));
  }

  tablesIn(namespace: string): TableEntry[] {
    return [...this.tables.values()].filter((t) => t.name.namespace === namespace);
  }

  // ------------------------------------------------------------ snapshots

  putSnapshot(batch: WriteBatch, s: SnapshotEntry): void {
    this.snapshots.set(s.name, s);
    const stored: StoredSnapshot = { name: s.name, id: s.id, table: s.table, createdAt: String(s.createdAt), ttl: s.ttl };
    batch.putCatalog('snapshot', s.name, json(stored));
  }

  deleteSnapshot(batch: WriteBatch, name: string): void {
    this.snapshots.delete(name);
    batch.deleteCatalog('snapshot', name);
  }

  snapshotInfo(s: SnapshotEntry): SnapshotInfo {
    return { name: s.name, table: tableNameOf(s.table.namespace, s.table.qualifier), createdAt: s.createdAt, ttl: s.ttl };
  }

  // ------------------------------------------------------------ procedures

  putProcedure(batch: WriteBatch, p: StoredProcedure): void {
    this.procedures.set(p.id, p);
    batch.putCatalog('procedure', String(p.id).padStart(12, '0'), json(p));
  }

  deleteProcedure(batch: WriteBatch, p: StoredProcedure): void {
    this.procedures.delete(p.id);
    batch.deleteCatalog('procedure', String(p.id).padStart(12, '0'));
  }

  // ------------------------------------------------------------ replication peers

  putPeer(batch: WriteBatch, peer: ReplicationPeer): void {
    this.peers.set(peer.id, peer);
    batch.putCatalog('peer', peer.id, json(peer));
  }

  deletePeer(batch: WriteBatch, id: string): void {
    this.peers.delete(id);
    batch.deleteCatalog('peer', id);
  }

  // ------------------------------------------------------------ counters

  /** Writes the request counters that changed since the last call (lazily: DDL and close). */
  persistCounters(batch: WriteBatch): void {
    for (const t of this.tables.values()) {
      if (!t.counters.dirty) continue;
      t.counters.dirty = false;
      batch.putCatalog('counters', String(t.id), json({ reads: t.counters.reads, writes: t.counters.writes }));
    }
  }
}
