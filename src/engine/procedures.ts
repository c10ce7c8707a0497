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
import type { Backend } from './backend.js';

/** HBase's procedure class names (org.apache.hadoop.hbase.master.procedure). */
export type ProcedureName =
  | 'DeleteTableProcedure'
  | 'TruncateTableProcedure'
  | 'ModifyTableProcedure'
  | 'CloneSnapshotProcedure'
  | 'RestoreSnapshotProcedure';

/** Data no catalog record points at any more, to be removed. */
export interface Cleanup {
  /** Table ids: every store of the table. */
  tables?: number[];
  /** [table id, family id, family name]: single family stores. */
  stores?: Array<[number, number, string]>;
  /** The table is gone: a backend that keeps tables natively removes it (instead of clearing it). */
  dropTable?: boolean;
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
}
