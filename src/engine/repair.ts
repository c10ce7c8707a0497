/**
 * `hsh repair`, after the backend's own repair (LevelDB's RepairDB): the
 * catalog checked against the cells actually stored, as HBase's `hbck`
 * checks hbase:meta against the regions on the filesystem. Pending DDL
 * clean-ups (procedures.ts) are finished first, as at open. Cells of a table
 * or snapshot id the catalog does not know (a drop interrupted before its
 * clearing, a catalog record lost) are orphans: reported, kept unless
 * removal is asked for, never dropped silently.
 */
import { ShellError } from '../errors.js';
import type { Backend } from './backend.js';
import { Catalog, type TableEntry } from './catalog.js';
import { resumeProcedures, type StoredProcedure } from './procedures.js';

export interface StoredCells {
  name: string;
  cells: number;
}

export interface StoredTable extends StoredCells {
  /** The id its cells are stored under. */
  id: number;
  /** Rows with at least one stored cell (markers included, as the cells are). */
  rows: number;
}

export interface OrphanCells {
  /** The id the cells are stored under (no catalog entry has it). */
  id: number;
  cells: number;
}

export interface RepairReport {
  /** Procedures a crash had interrupted, finished before the check (procedures.ts). */
  finished: StoredProcedure[];
  tables: StoredTable[];
  snapshots: StoredCells[];
  orphanTables: OrphanCells[];
  orphanSnapshots: OrphanCells[];
  /** The orphans were removed (removeOrphans). */
  removed: boolean;
}

export async function checkStore(backend: Backend, options: { removeOrphans: boolean }): Promise<RepairReport> {
  if (!backend.storedIds) throw new ShellError('UNSUPPORTED', `repair is not supported on the ${backend.capabilities.name} backend`);
  let catalog: Catalog;
  try {
    catalog = await Catalog.load(backend);
  } catch (e) {
    if (e instanceof ShellError) throw e;
    throw new ShellError('STORE_IO', `the catalog cannot be read: ${(e as Error).message}`, { cause: e });
  }
  // a DDL interrupted in its clearing left a procedure record: finish it as the next open would,
  // so the cells it was clearing are not taken for orphans
  const finished = await resumeProcedures(backend, catalog);
  const tableCells = await backend.storedIds('table');
  const snapshotCells = await backend.storedIds('snapshot');
  const tables: StoredTable[] = [];
  for (const t of catalog.tables.values()) tables.push({ id: t.id, name: t.name.nameAsString, cells: take(tableCells, t.id), rows: await storedRows(backend, t) });
  const snapshots = [...catalog.snapshots.values()].map((s) => ({ name: s.name, cells: take(snapshotCells, s.id) }));
  const orphanTables = [...tableCells].map(([id, cells]) => ({ id, cells }));
  const orphanSnapshots = [...snapshotCells].map(([id, cells]) => ({ id, cells }));
  const removed = options.removeOrphans && (orphanTables.length > 0 || orphanSnapshots.length > 0);
  if (removed) {
    for (const o of orphanTables) await backend.clearTable(o.id);
    for (const o of orphanSnapshots) await backend.clearSnapshot!(o.id);
  }
  return { finished, tables, snapshots, orphanTables, orphanSnapshots, removed };
}

/** Rows of a table with a stored cell in any family, read keys only. */
async function storedRows(backend: Backend, table: TableEntry): Promise<number> {
  const reader = backend.rows(
    table.families.map((f) => ({ store: f.store, keysOnly: true })),
    {},
  );
  let rows = 0;
  try {
    for (let batch = await reader.next(); batch.length > 0; batch = await reader.next()) rows += batch.length;
  } finally {
    await reader.close();
  }
  return rows;
}

/** The count of an id the catalog knows, removed from the map (what remains are orphans). */
function take(counts: Map<number, number>, id: number): number {
  const n = counts.get(id) ?? 0;
  counts.delete(id);
  return n;
}
