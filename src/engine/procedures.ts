/**
 * DDL as procedures, after HBase's master procedures and their procedure
 * WAL (ProcedureExecutor, WALProcedureStore): a DDL command changes the
 * catalog and records, in the same atomic batch, what data that change left
 * unreachable; the bulk clearing runs after the commit, and the record is
 * removed once the clearing is done. A crash at any instant therefore leaves
 * either the old catalog (nothing recorded, nothing cleared) or the new one
 * with its clean-up recorded, and the next open finishes every recorded
 * clean-up before anything else runs (ProcedureExecutor's recovery).
 *
 * Clearing only ever removes ids the catalog no longer points at (table and
 * family ids are never reused), so it is idempotent: an interrupted clear is
 * simply run again. The promise rests on the backend's `atomicBatches`.
 */
import type { Backend, WriteBatch } from './backend.js';
import type { Catalog } from './catalog.js';
import { unsupported } from './errors.js';

/**
 * HBase's procedure class names (org.apache.hadoop.hbase.master.procedure),
 * and one of hsh's own: `DeleteSnapshotProcedure`. HBase deletes a snapshot
 * without a procedure (SnapshotManager.deleteSnapshot removes its directory
 * in one filesystem call); hsh clears the copy cell by cell, so the clearing
 * is recorded like a drop's and named after it.
 */
export type ProcedureName =
  | 'DeleteTableProcedure'
  | 'TruncateTableProcedure'
  | 'ModifyTableProcedure'
  | 'CloneSnapshotProcedure'
  | 'RestoreSnapshotProcedure'
  | 'SnapshotProcedure'
  | 'DeleteSnapshotProcedure';

/**
 * The states each procedure runs through, by their numbers in
 * MasterProcedure.proto's state enums (CreateTableState, DisableTableState,
 * …) in the order the procedure runs them: what `list_procedures` shows as
 * the `state` list of its stateMessage.
 */
export const PROCEDURE_STATES: Readonly<Record<string, readonly number[]>> = {
  CreateTableProcedure: [1, 2, 3, 4, 5, 6],
  EnableTableProcedure: [1, 2, 3, 4, 5, 6],
  DisableTableProcedure: [1, 2, 3, 4, 7, 5, 6],
  DeleteTableProcedure: [1, 3, 2, 5, 6],
  TruncateTableProcedure: [1, 2, 3, 4, 5, 6, 7],
  ModifyTableProcedure: [1, 2, 3, 4, 5, 6, 7],
  CreateNamespaceProcedure: [1, 2, 3, 4, 5],
  ModifyNamespaceProcedure: [1, 2],
  DeleteNamespaceProcedure: [1, 2, 3, 4, 5],
  SnapshotProcedure: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  CloneSnapshotProcedure: [1, 2, 3, 4, 5, 6, 7],
  RestoreSnapshotProcedure: [1, 2, 3, 4, 5],
  SplitTableRegionProcedure: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  MergeTableRegionsProcedure: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  TruncateRegionProcedure: [1, 2, 4, 3, 5, 6],
};

/** Data no catalog record points at any more, to be removed. */
export interface Cleanup {
  /** Table ids: every store of the table. */
  tables?: number[];
  /** [table id, family id, family name]: single family stores. */
  stores?: Array<[number, number, string]>;
  /** The table is gone: a backend that keeps tables natively removes it (instead of clearing it). */
  dropTable?: boolean;
  /** Snapshot ids: a snapshot's copy of its table's cells. */
  snapshots?: number[];
}

/** A procedure's record, kept in the catalog while its clean-up is pending (JSON). */
export interface StoredProcedure {
  id: number;
  name: ProcedureName;
  /**
   * The step of the procedure's own state machine it is in, in HBase's words
   * (MasterProcedure.proto: DELETE_TABLE_CLEAR_FS_LAYOUT, …).
   */
  step: string;
  /** The table the procedure works on (nameAsString). */
  table: string;
  /** Wall-clock epoch ms, as HBase's Procedure.getSubmittedTime / getLastUpdate. */
  submitted: number;
  updated: number;
  cleanup: Cleanup;
}

/** Removes the data a clean-up names. Safe to run again after an interruption. */
export async function runCleanup(backend: Backend, p: StoredProcedure): Promise<void> {
  const cleanup = p.cleanup;
  if (cleanup.dropTable && backend.dropTable) await backend.dropTable(p.table);
  else for (const table of cleanup.tables ?? []) await backend.clearTable(table, p.table);
  const stores = (cleanup.stores ?? []).map(([table, family, name]) => backend.store(table, family, { table: p.table, family: name }));
  if (stores.length > 0) await backend.clearStores(stores);
  for (const snapshot of cleanup.snapshots ?? []) {
    // only a backend with snapshot copies records snapshot ids to clear
    if (!backend.clearSnapshot) throw unsupported(backend, 'snapshots');
    await backend.clearSnapshot(snapshot);
  }
}

/** Commits one batch (the engine's writer, or the backend directly before the engine runs). */
export type Commit = (fill: (b: WriteBatch) => void) => Promise<void>;

/** Clears what the procedure left unreachable, then removes its record. */
export async function finishProcedure(backend: Backend, catalog: Catalog, p: StoredProcedure, commit: Commit): Promise<void> {
  await runCleanup(backend, p);
  await commit((b) => catalog.deleteProcedure(b, p));
}

/**
 * ProcedureExecutor's recovery: finishes every clean-up a crash or a store
 * error interrupted. Runs when the store is opened (`openEngine`) and before
 * `hsh repair` counts orphans, so a pending clean-up's cells are never taken
 * for orphans. Returns the procedures it finished, in id order.
 */
export async function resumeProcedures(backend: Backend, catalog: Catalog): Promise<StoredProcedure[]> {
  const commit: Commit = async (fill) => {
    const b = backend.batch();
    fill(b);
    await b.write();
  };
  const pending = [...catalog.procedures.values()].sort((a, b) => a.id - b.id);
  for (const p of pending) await finishProcedure(backend, catalog, p, commit);
  return pending;
}
