/**
 * Writes: a batch's cells as Bigtable mutations, one MutateRows entry per
 * row (so each row stays atomic, as MutateRow is), sent in requests of at
 * most MAX_ENTRIES entries, a few in flight. The Node client's own `insert`
 * is quadratic in its entry count and sends one request, so it is not used.
 * A whole batch is not atomic across rows (capabilities.atomicBatches).
 */
import { Buffer } from 'node:buffer';
import type { CatalogKind, StoreRef, WriteBatch } from '../../backend.js';
import { drain, storeError, type BigtableClient } from './client.js';
import { CATALOG_TABLE_ID } from './names.js';
import type { BigtableStoreRef } from './store.js';
import { decodeMutateRows, encodeMutateRows, type EntryStatus, type MutateRowsEntry, type MutateRowsRequest } from './wire.js';

/** Entries per MutateRows request (Bigtable allows 100,000 mutations per request). */
const MAX_ENTRIES = 1000;
const MAX_MUTATIONS = 90_000;
const IN_FLIGHT = 4;

export const CATALOG_FAMILY = 'c';
const CATALOG_QUALIFIER = Buffer.from('v');

const INT64_MAX = 0x7fffffffffffffffn;
const MAX_MS = INT64_MAX / 1000n;

export function catalogRowKey(kind: CatalogKind, name: string): Buffer {
  return Buffer.from(`${kind}/${name}`, 'utf8');
}

export class BigtableWriteBatch implements WriteBatch {
  /** Per table id, per row (latin1 key): the row's mutations in order. */
  private readonly tables = new Map<string, Map<string, MutateRowsEntry>>();
  private count = 0;

  constructor(private readonly client: BigtableClient) {}

  private entry(tableId: string, row: Uint8Array): MutateRowsEntry {
    let rows = this.tables.get(tableId);
    if (!rows) this.tables.set(tableId, (rows = new Map()));
    const key = Buffer.from(row.buffer, row.byteOffset, row.length).toString('latin1');
    let e = rows.get(key);
    if (!e) rows.set(key, (e = { rowKey: Buffer.from(row), mutations: [] }));
    this.count++;
    return e;
  }

  putCell(store: StoreRef, row: Uint8Array, qualifier: Uint8Array, timestamp: bigint, _typeCode: number, value: Uint8Array): void {
    const s = store as BigtableStoreRef;
    this.entry(s.tableId, row).mutations.push({ kind: 'setCell', family: s.familyName, qualifier: Buffer.from(qualifier), micros: timestamp * 1000n, value: Buffer.from(value) });
  }

  deleteCell(store: StoreRef, row: Uint8Array, qualifier: Uint8Array, timestamp: bigint): void {
    const s = store as BigtableStoreRef;
    this.entry(s.tableId, row).mutations.push({
      kind: 'deleteFromColumn',
      family: s.familyName,
      qualifier: Buffer.from(qualifier),
      startMicros: timestamp * 1000n,
      // exclusive; the newest timestamp Bigtable takes ends the range at the end of int64
      endMicros: timestamp < MAX_MS ? (timestamp + 1n) * 1000n : INT64_MAX,
    });
  }

  putCatalog(kind: CatalogKind, name: string, value: Uint8Array): void {
    const e = this.entry(CATALOG_TABLE_ID, catalogRowKey(kind, name));
    // one version: the cell is replaced, not stacked
    e.mutations.push({ kind: 'deleteFromRow' });
    e.mutations.push({ kind: 'setCell', family: CATALOG_FAMILY, qualifier: CATALOG_QUALIFIER, micros: 0n, value: Buffer.from(value) });
  }

  deleteCatalog(kind: CatalogKind, name: string): void {
    this.entry(CATALOG_TABLE_ID, catalogRowKey(kind, name)).mutations.push({ kind: 'deleteFromRow' });
  }

  get length(): number {
    return this.count;
  }

  async write(): Promise<void> {
    const requests: MutateRowsRequest[] = [];
    for (const [tableId, rows] of this.tables) {
      let entries: MutateRowsEntry[] = [];
      let mutations = 0;
      for (const e of rows.values()) {
        if (entries.length === MAX_ENTRIES || mutations + e.mutations.length > MAX_MUTATIONS) {
          requests.push({ tableName: this.client.tablePath(tableId), entries });
          entries = [];
          mutations = 0;
        }
        entries.push(e);
        mutations += e.mutations.length;
      }
      if (entries.length) requests.push({ tableName: this.client.tablePath(tableId), entries });
    }
    this.tables.clear();
    this.count = 0;
    let next = 0;
    const worker = async () => {
      while (next < requests.length) await mutateRows(this.client, requests[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, requests.length) }, worker));
  }

  async close(): Promise<void> {
    this.tables.clear();
    this.count = 0;
  }
}

/** One MutateRows request; any entry's failure fails the write with its message. */
async function mutateRows(client: BigtableClient, request: MutateRowsRequest): Promise<void> {
  let failed: unknown;
  try {
    await drain(client.stream('MutateRows', request, decodeMutateRows, encodeMutateRows), (entries: EntryStatus[]) => {
      for (const e of entries) {
        if (e.code) failed ??= { details: `row ${request.entries[e.index].rowKey.toString('latin1')}: ${e.message}` };
      }
    });
  } catch (e) {
    throw storeError(e, 'write');
  }
  if (failed) throw storeError(failed, 'write');
}
