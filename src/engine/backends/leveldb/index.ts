/**
 * The LevelDB backend: HBase's stores as one sorted LevelDB keyspace
 * (keys.ts has the layout), on disk with classic-level or in memory with
 * memory-level. Markers are stored cells, as in HBase's HFiles; snapshots are
 * copies of a table's keys under the snapshot keyspace.
 */
import { Buffer } from 'node:buffer';
import { PROGRESS_EVERY, type Backend, type CatalogKind, type Capabilities, type RowRange, type RowReader, type RowsOptions, type StoreNames, type StoreRead, type StoreRef, type WriteBatch, type KeyPlace, type RepairedFiles, type StoreStatus } from '../../backend.js';
import {
  decodeDataKey,
  TAG_CATALOG,
  CATALOG_COUNTERS,
  CATALOG_META,
  CATALOG_NAMESPACE,
  CATALOG_PROCEDURE,
  CATALOG_PEER,
  CATALOG_SEQUENCE,
  CATALOG_SNAPSHOT,
  CATALOG_TABLE,
  KeyEncoder,
  TAG_DATA,
  TAG_SNAPSHOT,
  catalogKey,
  catalogRange,
  encodeValue,
  retag,
  storeLimit,
  storePrefix,
  tablePrefix,
  tablePrefixLimit,
} from './keys.js';
import { join, resolve } from 'node:path';
import { readdirSync, statSync } from 'node:fs';
import { ShellError, isShellError } from '../../../errors.js';
import { STORE_FORMAT, holdsStore, openStore, storeFormat, type Store, type StoreBatch, type StoreIterator } from './level.js';
import { journalLines } from './health.js';
import { repairFiles, type FileRepair } from './repair-files.js';
import { holdStoreLock, lockHolder } from './store-lock.js';
import { LevelRowReader, type IteratorLease } from './rows.js';

/** A family store: its ids and the key bounds of its cells. */
export class LevelStoreRef implements StoreRef {
  readonly prefix: Buffer;
  readonly limit: Buffer;
  constructor(
    readonly table: number,
    readonly family: number,
  ) {
    this.prefix = storePrefix(table, family);
    this.limit = storeLimit(table, family);
  }
}

const CATALOG_KINDS: Record<CatalogKind, number> = {
  meta: CATALOG_META,
  namespace: CATALOG_NAMESPACE,
  table: CATALOG_TABLE,
  snapshot: CATALOG_SNAPSHOT,
  counters: CATALOG_COUNTERS,
  procedure: CATALOG_PROCEDURE,
  peer: CATALOG_PEER,
  sequence: CATALOG_SEQUENCE,
};

/** Entries copied per batch by a snapshot copy. */
const COPY_BATCH = 10000;

/** A chained batch of encoded cells and catalog records; a commit moves the backend's epoch on. */
class LevelWriteBatch implements WriteBatch {
  constructor(
    private readonly b: StoreBatch,
    private readonly keys: KeyEncoder,
    private readonly committed: (p: () => Promise<void>) => Promise<void>,
  ) {}

  putCell(store: StoreRef, row: Uint8Array, qualifier: Uint8Array, timestamp: bigint, typeCode: number, value: Uint8Array, ttlMs: number, seqId: number): void {
    const key = this.keys.encode((store as LevelStoreRef).prefix, row, qualifier, timestamp, typeCode);
    this.b.put(key, encodeValue(value, ttlMs, seqId));
  }

  deleteCell(store: StoreRef, row: Uint8Array, qualifier: Uint8Array, timestamp: bigint, typeCode: number): void {
    this.b.del(this.keys.encode((store as LevelStoreRef).prefix, row, qualifier, timestamp, typeCode));
  }

  putCatalog(kind: CatalogKind, name: string, value: Uint8Array): void {
    this.b.put(catalogKey(CATALOG_KINDS[kind], name), value as Buffer);
  }

  deleteCatalog(kind: CatalogKind, name: string): void {
    this.b.del(catalogKey(CATALOG_KINDS[kind], name));
  }

  get length(): number {
    return this.b.length;
  }

  write(): Promise<void> {
    return this.committed(() => this.b.write());
  }

  close(): Promise<void> {
    return this.b.close();
  }
}

class LevelBackend implements Backend {
  readonly capabilities: Capabilities;
  private readonly keys = new KeyEncoder();
  private readonly refs = new Map<number, LevelStoreRef>();
  /** Counts writes and clears (at start and end): a cached get iterator is valid only for the epoch it was made in. */
  private epoch = 0;
  private readonly leases = new Map<number, { it: StoreIterator; epoch: number; busy: boolean }>();

  constructor(private readonly db: Store) {
    this.capabilities = {
      name: db.persistent ? 'leveldb' : 'memory',
      markers: 'stored',
      cellTtl: true,
      reversedScans: true,
      snapshots: true,
      atomicBatches: true,
      sequenceIds: true,
      persistent: db.persistent,
      regionOperations: true,
      embedded: true,
      maxTimestamp: 0x7fffffffffffffffn,
    };
  }

  get location(): string | undefined {
    return this.db.location;
  }

  private changing = <T>(p: () => Promise<T>): Promise<T> => {
    this.epoch++;
    return p().finally(() => {
      this.epoch++;
    });
  };

  store(table: number, family: number, _names?: StoreNames): LevelStoreRef {
    const k = table * 0x10000 + family;
    let ref = this.refs.get(k);
    if (ref === undefined) this.refs.set(k, (ref = new LevelStoreRef(table, family)));
    return ref;
  }

  rows(stores: readonly StoreRead[], range: RowRange, options: RowsOptions = {}): RowReader {
    return new LevelRowReader({ store: this.db, lease: (ref) => this.lease(ref) }, stores, range, options);
  }

  /**
   * A get's iterator over one store, reused (with seek) while the store is
   * unchanged: random gets cost one seek instead of an iterator.
   */
  private lease(ref: LevelStoreRef): IteratorLease | undefined {
    const key = ref.table * 0x10000 + ref.family;
    let c = this.leases.get(key);
    if (c && c.epoch !== this.epoch && !c.busy) {
      c.it.close().catch(() => undefined);
      this.leases.delete(key);
      c = undefined;
    }
    if (c) {
      if (c.busy || c.epoch !== this.epoch) return undefined;
    } else {
      if (this.leases.size >= 16) {
        for (const [k, old] of this.leases) {
          if (old.busy) continue;
          old.it.close().catch(() => undefined);
          this.leases.delete(k);
          break;
        }
      }
      c = { it: this.db.iterator({ gte: ref.prefix, lt: ref.limit }), epoch: this.epoch, busy: false };
      this.leases.set(key, c);
    }
    const entry = c;
    entry.busy = true;
    return {
      iterator: entry.it,
      release: (broken) => {
        entry.busy = false;
        if ((broken || entry.epoch !== this.epoch) && this.leases.get(key) === entry) {
          this.leases.delete(key);
          entry.it.close().catch(() => undefined);
        }
      },
    };
  }

  batch(): WriteBatch {
    return new LevelWriteBatch(this.db.batch(), this.keys, this.changing);
  }

  async clearStores(stores: readonly StoreRef[]): Promise<void> {
    for (const s of stores) {
      const ref = s as LevelStoreRef;
      await this.changing(() => this.db.clear({ gte: ref.prefix, lt: ref.limit }));
    }
  }

  clearTable(table: number, _name?: string): Promise<void> {
    return this.changing(() => this.db.clear({ gte: tablePrefix(table), lt: tablePrefixLimit(table) }));
  }

  async catalog(kind: CatalogKind): Promise<Array<[string, Buffer]>> {
    const it = this.db.iterator(catalogRange(CATALOG_KINDS[kind]));
    const out: Array<[string, Buffer]> = [];
    try {
      for (;;) {
        const batch = await it.nextv(1000);
        if (batch.length === 0) break;
        for (const [k, v] of batch) out.push([k.subarray(2).toString('utf8'), v]);
      }
    } finally {
      await it.close();
    }
    return out;
  }

  /** Copies every key of one keyspace's id range to another (a snapshot and its table). */
  private async copy(fromTag: number, fromId: number, toTag: number, toId: number, progress?: (cells: number) => void): Promise<void> {
    const it = this.db.iterator({ gte: tablePrefix(fromId, fromTag), lt: tablePrefixLimit(fromId, fromTag) });
    let copied = 0;
    let reported = 0;
    try {
      for (;;) {
        const entries = await it.nextv(COPY_BATCH);
        if (entries.length === 0) break;
        const b = this.db.batch();
        for (const [k, v] of entries) b.put(retag(k, toTag, toId), v);
        await this.changing(() => b.write());
        copied += entries.length;
        if (progress && copied - reported >= PROGRESS_EVERY) progress((reported = copied));
      }
    } finally {
      await it.close();
    }
  }

  copyTableToSnapshot(table: number, snapshot: number, progress?: (cells: number) => void): Promise<void> {
    return this.copy(TAG_DATA, table, TAG_SNAPSHOT, snapshot, progress);
  }

  copySnapshotToTable(snapshot: number, table: number, progress?: (cells: number) => void): Promise<void> {
    return this.copy(TAG_SNAPSHOT, snapshot, TAG_DATA, table, progress);
  }

  clearSnapshot(snapshot: number): Promise<void> {
    return this.changing(() => this.db.clear({ gte: tablePrefix(snapshot, TAG_SNAPSHOT), lt: tablePrefixLimit(snapshot, TAG_SNAPSHOT) }));
  }

  /** Cells per table (or snapshot) id, read from the keys themselves: what `hsh repair` compares with the catalog. */
  async storedIds(space: 'table' | 'snapshot'): Promise<Map<number, number>> {
    const tag = space === 'table' ? TAG_DATA : TAG_SNAPSHOT;
    const it = this.db.keyIterator({ gte: Buffer.from([tag]), lt: Buffer.from([tag + 1]) });
    const counts = new Map<number, number>();
    try {
      for (;;) {
        const keys = await it.nextv(1000);
        if (keys.length === 0) break;
        for (const k of keys) {
          const id = k.readUInt32BE(1);
          counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
    } finally {
      await it.close();
    }
    return counts;
  }

  async close(): Promise<void> {
    for (const c of this.leases.values()) await c.it.close().catch(() => undefined);
    this.leases.clear();
    await this.db.close();
  }
}

export interface LevelBackendOptions {
  /** Directory of the persistent store. */
  location?: string;
  /** memory-level instead: nothing is kept. */
  memory?: boolean;
  /** Read at each commit: fsync the write-ahead log first (`--sync`, `set_durability 'FSYNC_WAL'`). */
  sync?: () => boolean;
  /** Told what recovery dropped at open; stderr when not given. */
  warn?: (message: string) => void;
}

/** Opens LevelDB (classic-level in `location`, or memory-level) as a backend. */
export async function openLevelBackend(options: LevelBackendOptions): Promise<Backend> {
  return new LevelBackend(await openStore(options));
}

function placeOf(key: Buffer | undefined): KeyPlace | undefined {
  if (key === undefined || key.length === 0) return undefined;
  if (key[0] === TAG_DATA || key[0] === TAG_SNAPSHOT) {
    try {
      const d = decodeDataKey(key);
      return { space: key[0] === TAG_DATA ? 'table' : 'snapshot', id: d.tableId, row: d.row };
    } catch {
      return { space: 'other' };
    }
  }
  return { space: key[0] === TAG_CATALOG ? 'catalog' : 'other' };
}

function placed(files: FileRepair): RepairedFiles {
  return {
    ...files,
    damagedTables: files.damagedTables.map((t) => ({
      file: t.file,
      kept: t.kept,
      lost: t.damaged.map((d) => ({ bytes: d.bytes, after: placeOf(d.after), before: placeOf(d.before) })),
    })),
  };
}

/**
 * `hsh repair`: the store's lock taken before anything else (refused with
 * STORE_LOCKED, nothing changed, while another process holds it), the files
 * backed up and repaired (repair-files.ts), then the store opened as a
 * backend. The lock is held until `close()`: the caller checks and reports,
 * then closes.
 */
export async function repairLevelBackend(location: string): Promise<{ backend: Backend; files: RepairedFiles; close(): Promise<void> }> {
  const dir = resolve(location);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    throw new ShellError('STORE_IO', `cannot read data directory ${dir}: ${(e as Error).message}`, { cause: e });
  }
  if (!holdsStore(names)) throw new ShellError('STORE_IO', `data directory ${dir} holds no store to repair`);
  const lock = await holdStoreLock(dir);
  if (!lock) {
    const pid = lockHolder(dir);
    throw new ShellError('STORE_LOCKED', `data directory ${location} is in use by another hsh process${pid ? ` (pid ${pid})` : ''}: repair changed nothing`);
  }
  let backend: Backend | undefined;
  try {
    const files = await repairFiles(dir);
    // Opened in this process, which holds the lock: closing the store releases it (fcntl locks are the process's).
    const opened = (backend = await openLevelBackend({ location }));
    return { files: placed(files), backend: opened, close: () => opened.close().finally(() => lock.release()) };
  } catch (e) {
    await backend?.close().catch(() => undefined);
    await lock.release();
    throw e;
  }
}

/** `hsh status`: what the directory tells, and what an open tells when no process holds the store. */
export async function levelStoreStatus(location: string): Promise<StoreStatus> {
  const dir = resolve(location);
  const names = readdirSync(dir);
  let bytes = 0;
  let files = 0;
  for (const n of names) {
    try {
      const st = statSync(join(dir, n));
      if (st.isFile()) {
        bytes += st.size;
        files++;
      }
    } catch {
      // gone meanwhile
    }
  }
  const holder = lockHolder(dir);
  const status: StoreStatus = { store: holdsStore(names), held: Boolean(holder), pid: holder || undefined, newest: STORE_FORMAT, bytes, files, warnings: [] };
  let repairs: string[] = [];
  try {
    repairs = readdirSync(join(dir, 'lost')).filter((n) => n.startsWith('repair-'));
  } catch {
    // never repaired
  }
  if (repairs.length > 0) status.lastRepair = join('lost', repairs.sort().pop()!);
  if (status.store && !status.held) {
    // (an open: LevelDB's recovery runs, and what it drops is journaled as at any open)
    try {
      const store = await openStore({ location, readOnlyFormat: true, warn: () => undefined });
      try {
        status.format = await storeFormat(store);
      } finally {
        await store.close();
      }
    } catch (e) {
      status.held = isShellError(e) && e.code === 'STORE_LOCKED';
      status.unread = status.held ? 'the store is in use' : e instanceof Error ? e.message : String(e);
    }
  } else if (status.held) status.unread = 'the store is in use';
  status.warnings = journalLines(dir);
  return status;
}
