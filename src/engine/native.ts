/**
 * Tables a backend keeps natively (Bigtable): the engine's catalog entry as
 * the backend lays it out, and the catalog reconciled with the tables the
 * backend holds when the engine opens — a table another client created
 * (`cbt createtable`) is adopted with the families and rules it has, a
 * table another client deleted is forgotten.
 */
import { Buffer } from 'node:buffer';
import type { Backend, TableLayout, WriteBatch } from './backend.js';
import { Catalog, FamilyEntry, TableEntry, tableNameOf } from './catalog.js';
import { defaultFamilyValues, FILE_TRACKER_DEFAULT, FILE_TRACKER_KEY, FOREVER } from './descriptor.js';
import { DEFAULT_NAMESPACE, SYSTEM_NAMESPACE } from './names.js';

/** The layout of a catalog entry (ids as allocated; 0 before allocation). */
export function layoutOf(name: string, families: readonly FamilyEntry[], splits: readonly Uint8Array[], id = 0): TableLayout {
  return {
    id,
    name,
    families: families.map((f) => ({
      id: f.id,
      name: f.name,
      versions: f.versions,
      minVersions: f.minVersions,
      ttlSeconds: f.ttlMs < 0n ? -1 : Number(f.ttlMs / 1000n),
    })),
    splits,
  };
}

/** A family's attribute map with the rules a native table holds. */
function familyValues(f: TableLayout['families'][number]): Array<[string, string]> {
  const values = defaultFamilyValues();
  const set = (k: string, v: string) => (values.find(([key]) => key === k)![1] = v);
  set('VERSIONS', String(f.versions));
  set('MIN_VERSIONS', String(f.minVersions));
  set('TTL', String(f.ttlSeconds < 0 ? FOREVER : f.ttlSeconds));
  return values;
}

/**
 * Adopts native tables the catalog lacks and forgets catalog tables the
 * backend no longer holds, in one catalog batch. `commit` writes it.
 */
export async function reconcileNativeTables(
  backend: Backend,
  catalog: Catalog,
  now: () => bigint,
  commit: (fill: (b: WriteBatch) => void) => Promise<void>,
): Promise<void> {
  if (!backend.nativeTables) return;
  const native = await backend.nativeTables(new Set(catalog.namespaces.keys()));
  const names = new Set(native.map((t) => t.name));
  const adopt = native.filter((t) => !catalog.tables.has(t.name));
  const forget = [...catalog.tables.values()].filter((t) => t.name.namespace !== SYSTEM_NAMESPACE && !names.has(t.name.nameAsString));
  if (adopt.length === 0 && forget.length === 0) return;
  const createdAt = now();
  await commit((b) => {
    for (const t of forget) catalog.deleteTable(b, t);
    for (const layout of adopt) {
      const colon = layout.name.indexOf(':');
      const tn = colon < 0 ? tableNameOf(DEFAULT_NAMESPACE, layout.name) : tableNameOf(layout.name.slice(0, colon), layout.name.slice(colon + 1));
      if (!catalog.namespaces.has(tn.namespace)) continue;
      const id = catalog.allocateTableId(b);
      const families = layout.families.map(
        (f, i) => new FamilyEntry(backend.store(id, i + 1, { table: tn.nameAsString, family: f.name }), f.name, familyValues(f), false),
      );
      const splits = layout.splits.map((s) => Buffer.from(s));
      const entry = new TableEntry(id, tn, 'ENABLED', families, [[FILE_TRACKER_KEY, FILE_TRACKER_DEFAULT]], splits, splits.map(() => createdAt).concat([createdAt]), createdAt, families.length + 1);
      catalog.setStartcodeIfMissing(b, createdAt);
      catalog.putTable(b, entry);
    }
  });
}
