/**
 * The Cloud Bigtable backend (and its emulator): HBase's tables as Bigtable
 * tables of the same names (names.ts), families as families with their
 * VERSIONS/TTL/MIN_VERSIONS as garbage-collection rules (gc.ts), cells as
 * cells (timestamps in microseconds at millisecond granularity), and hsh's
 * catalog in one more table of the instance, so two hsh clients agree.
 * Bigtable keeps no delete markers (a delete removes the cells it names),
 * no per-cell TTL and no snapshots hsh can copy; it manages its tablets
 * itself. The capabilities say so and the engine refuses what needs them.
 */
import { Buffer } from 'node:buffer';
import type { Backend, CatalogKind, Capabilities, RowRange, RowReader, RowsOptions, StoreNames, StoreRead, StoreRef, TableLayout, WriteBatch } from '../../backend.js';
import { describeAddress, type BigtableAddress } from './address.js';
import { BigtableClient, drain, GRPC, storeError } from './client.js';
import { gcRuleOf, sameRule, settingsOf, type GcRule } from './gc.js';
import { CATALOG_TABLE_ID, checkFamilyId, tableId, tableName } from './names.js';
import { ReversedRowReader } from './reversed.js';
import { BigtableRowReader } from './rows.js';
import { BigtableStoreRef } from './store.js';
import { decodeReadRows } from './wire.js';
import { BigtableWriteBatch, CATALOG_FAMILY } from './write.js';

export type { BigtableAddress } from './address.js';

/** Bigtable's int64 microseconds hold HBase milliseconds up to this. */
const MAX_TIMESTAMP_MS = 0x7fffffffffffffffn / 1000n;

interface NativeTable {
  name: string;
  columnFamilies?: Record<string, { gcRule?: GcRule | null }>;
}

class BigtableBackend implements Backend {
  readonly capabilities: Capabilities = {
    name: 'bigtable',
    markers: 'physical',
    cellTtl: false,
    reversedScans: true,
    snapshots: false,
    atomicBatches: false,
    // a cell is (row, family, qualifier, timestamp) and its value: nothing keeps the write's order
    sequenceIds: false,
    persistent: true,
    regionOperations: false,
    embedded: false,
    maxTimestamp: MAX_TIMESTAMP_MS,
  };
  private readonly refs = new Map<string, BigtableStoreRef>();
  /** Whether the server reads in descending order: unknown until a reversed scan asks. */
  private readonly reversal: { server?: boolean } = {};
  /** Table id (hsh's) → Bigtable id and its families, learnt from store(): a read of them all needs no family filter. */
  private readonly tables = new Map<number, { id: string; families: Set<string> }>();

  constructor(private readonly client: BigtableClient) {}

  get location(): string {
    return describeAddress(this.client.address);
  }

  store(table: number, family: number, names: StoreNames): BigtableStoreRef {
    const key = `${table}/${family}`;
    let ref = this.refs.get(key);
    if (!ref) {
      const id = tableId(names.table);
      this.refs.set(key, (ref = new BigtableStoreRef(table, family, id, names.family)));
      let t = this.tables.get(table);
      if (!t) this.tables.set(table, (t = { id, families: new Set() }));
      t.families.add(names.family);
    }
    return ref;
  }

  rows(stores: readonly StoreRead[], range: RowRange, options: RowsOptions = {}): RowReader {
    const first = stores[0]?.store as BigtableStoreRef | undefined;
    const table = first ? this.tables.get(first.table) : undefined;
    const target = { client: this.client, table: this.client.tablePath(first ? first.tableId : CATALOG_TABLE_ID), familyCount: table ? table.families.size : 0, reversal: this.reversal };
    return options.reversed ? new ReversedRowReader(target, stores, range, options) : new BigtableRowReader(target, stores, range, options);
  }

  batch(): WriteBatch {
    return new BigtableWriteBatch(this.client);
  }

  async clearStores(stores: readonly StoreRef[]): Promise<void> {
    // Bigtable clears a family only by dropping it: drop, then create it again with its rule
    for (const s of stores as readonly BigtableStoreRef[]) {
      const native = await this.getTable(s.tableId);
      const family = native?.columnFamilies?.[s.familyName];
      if (!family) continue;
      await this.modifyFamilies(s.tableId, [{ id: s.familyName, drop: true }]);
      await this.modifyFamilies(s.tableId, [{ id: s.familyName, create: { gcRule: family.gcRule ?? {} } }]);
    }
  }

  async clearTable(_table: number, name?: string): Promise<void> {
    // Bigtable keeps tables by name: an id no catalog names has no table here
    if (name === undefined) return;
    try {
      await this.client.call('BigtableTableAdminClient', 'dropRowRange', { name: this.client.tablePath(tableId(name)), deleteAllDataFromTable: true });
    } catch (e) {
      if ((e as { code?: number }).code !== GRPC.NOT_FOUND) throw storeError(e, 'truncate');
    }
  }

  async catalog(kind: CatalogKind): Promise<Array<[string, Buffer]>> {
    const prefix = Buffer.from(`${kind}/`, 'utf8');
    const limit = Buffer.from(`${kind}0`, 'utf8'); // '0' follows '/'
    const reader = new BigtableRowReader(
      { client: this.client, table: this.client.tablePath(CATALOG_TABLE_ID), familyCount: 1, reversal: this.reversal },
      [{ store: new BigtableStoreRef(0, 0, CATALOG_TABLE_ID, CATALOG_FAMILY), keysOnly: false }],
      { gte: prefix, lt: limit },
      {},
    );
    const out: Array<[string, Buffer]> = [];
    try {
      for (;;) {
        const rows = await reader.next();
        if (rows.length === 0) break;
        for (const r of rows) if (r.length) out.push([r.row.subarray(prefix.length).toString('utf8'), r.value(0)]);
      }
    } finally {
      await reader.close();
    }
    return out;
  }

  // ------------------------------------------------------------ native tables

  private async getTable(id: string): Promise<NativeTable | undefined> {
    try {
      return await this.client.call<NativeTable>('BigtableTableAdminClient', 'getTable', { name: this.client.tablePath(id), view: 'SCHEMA_VIEW' });
    } catch (e) {
      if ((e as { code?: number }).code === GRPC.NOT_FOUND) return undefined;
      throw storeError(e, 'table lookup');
    }
  }

  private async modifyFamilies(id: string, modifications: object[]): Promise<void> {
    if (modifications.length === 0) return;
    try {
      await this.client.call('BigtableTableAdminClient', 'modifyColumnFamilies', { name: this.client.tablePath(id), modifications });
    } catch (e) {
      throw storeError(e, 'alter');
    }
  }

  async layTable(layout: TableLayout): Promise<void> {
    const id = tableId(layout.name);
    for (const f of layout.families) checkFamilyId(f.name);
    const native = await this.getTable(id);
    if (!native) {
      const columnFamilies = Object.fromEntries(layout.families.map((f) => [f.name, { gcRule: gcRuleOf(f) }]));
      try {
        await this.client.call('BigtableTableAdminClient', 'createTable', {
          parent: this.client.instancePath,
          tableId: id,
          table: { columnFamilies },
          initialSplits: layout.splits.map((key) => ({ key: Buffer.from(key) })),
        });
      } catch (e) {
        throw storeError(e, 'create');
      }
      return;
    }
    const have = native.columnFamilies ?? {};
    const modifications: object[] = [];
    for (const f of layout.families) {
      const rule = gcRuleOf(f);
      if (!have[f.name]) modifications.push({ id: f.name, create: { gcRule: rule } });
      else if (!sameRule(have[f.name].gcRule, rule)) modifications.push({ id: f.name, update: { gcRule: rule } });
    }
    for (const name of Object.keys(have)) if (!layout.families.some((f) => f.name === name)) modifications.push({ id: name, drop: true });
    await this.modifyFamilies(id, modifications);
  }

  async dropTable(name: string): Promise<void> {
    const id = tableId(name);
    try {
      await this.client.call('BigtableTableAdminClient', 'deleteTable', { name: this.client.tablePath(id) });
    } catch (e) {
      if ((e as { code?: number }).code !== GRPC.NOT_FOUND) throw storeError(e, 'drop');
    }
    for (const [table, t] of this.tables) if (t.id === id) this.tables.delete(table);
    for (const [k, ref] of this.refs) if (ref.tableId === id) this.refs.delete(k);
  }

  async nativeTables(namespaces: ReadonlySet<string>): Promise<TableLayout[]> {
    let tables: NativeTable[];
    try {
      tables = await this.client.call<NativeTable[]>('BigtableTableAdminClient', 'listTables', { parent: this.client.instancePath, view: 'NAME_ONLY' });
    } catch (e) {
      throw storeError(e, 'list tables');
    }
    const known = new Set([...this.tables.values()].map((t) => t.id));
    const out: TableLayout[] = [];
    for (const t of tables) {
      const id = t.name.slice(t.name.lastIndexOf('/') + 1);
      if (id === CATALOG_TABLE_ID) continue;
      const name = tableName(id, namespaces);
      if (known.has(id)) {
        out.push({ id: 0, name, families: [], splits: [] });
        continue;
      }
      // a table hsh did not make: its families and rules
      const native = await this.getTable(id);
      if (!native) continue;
      const families = Object.entries(native.columnFamilies ?? {})
        .sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
        .map(([family, f], i) => ({ id: i + 1, name: family, ...settingsOf(f.gcRule) }));
      out.push({ id: 0, name, families, splits: [] });
    }
    return out;
  }

  /**
   * Creates the catalog table in an instance hsh has not used yet. Asked first with a read
   * of at most one key: a createTable at every start was an admin write, and Cloud
   * Bigtable's admin operations have quotas of their own.
   */
  async ensureCatalogTable(): Promise<void> {
    if (await this.catalogTableExists()) return;
    try {
      await this.client.call('BigtableTableAdminClient', 'createTable', {
        parent: this.client.instancePath,
        tableId: CATALOG_TABLE_ID,
        table: { columnFamilies: { [CATALOG_FAMILY]: { gcRule: { maxNumVersions: 1 } } } },
      });
    } catch (e) {
      // another client made it first
      if ((e as { code?: number }).code !== GRPC.ALREADY_EXISTS) throw storeError(e, 'open');
    }
  }

  private async catalogTableExists(): Promise<boolean> {
    const request = { tableName: this.client.tablePath(CATALOG_TABLE_ID), rowsLimit: 1, filter: { stripValueTransformer: true } };
    try {
      await drain(this.client.stream('ReadRows', request, decodeReadRows), () => undefined);
      return true;
    } catch (e) {
      if ((e as { code?: number }).code === GRPC.NOT_FOUND) return false;
      throw storeError(e, 'open');
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

/** Connects to an instance (the emulator where BIGTABLE_EMULATOR_HOST is set) as a backend. */
export async function openBigtableBackend(address: BigtableAddress): Promise<Backend> {
  const backend = new BigtableBackend(await BigtableClient.connect(address));
  try {
    await backend.ensureCatalogTable();
  } catch (e) {
    await backend.close().catch(() => undefined);
    throw e;
  }
  return backend;
}
