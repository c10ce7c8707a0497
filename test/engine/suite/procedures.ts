/**
 * Atomic DDL (issue 14): drop, truncate, truncate_preserve, alter removing a
 * family, clone and restore_snapshot interrupted at their clearing or copy —
 * a backend that stops part way and throws, as a crash would — then a new
 * engine opened on the same store. The user sees the old state or the new
 * one, and no cell of a retired id is left in the raw store.
 */
import { afterEach, describe, expect } from 'vitest';
import { openEngine } from '../../../src/engine/index.js';
import type { Backend, RowRange, RowsOptions, StoreNames, StoreRead, StoreRef, WriteBatch } from '../../../src/engine/backend.js';
import type { Engine } from '../../../src/engine/types.js';
import { B, TestClock, fam, get, put, scan } from '../helpers.js';
import type { Suite } from './target.js';

/** Names for stores addressed by id alone (LevelDB keeps cells by ids). */
const UNNAMED: StoreNames = { table: '', family: '' };

const ROWS = 40;

/**
 * A backend over another that can be made to stop in a clearing (after
 * removing every other row of each store, then throwing; a snapshot's
 * clearing throws before it starts) or in a copy either way (after copying,
 * before returning). Closing it leaves the inner backend open, so the next
 * engine opens the same cells, as after a kill.
 */
class Interrupting implements Backend {
  stopClears = false;
  stopCopies = false;
  constructor(
    readonly inner: Backend,
    /** Family ids a clearTable may meet (the wrapper cannot ask the catalog). */
    private readonly familyIds = [1, 2, 3, 4, 5, 6],
  ) {}

  get capabilities() {
    return this.inner.capabilities;
  }
  get location() {
    return this.inner.location;
  }
  store(table: number, family: number, names: StoreNames): StoreRef {
    return this.inner.store(table, family, names);
  }
  rows(stores: readonly StoreRead[], range: RowRange, options?: RowsOptions) {
    return this.inner.rows(stores, range, options);
  }
  batch(): WriteBatch {
    return this.inner.batch();
  }
  catalog(kind: Parameters<Backend['catalog']>[0]) {
    return this.inner.catalog(kind);
  }

  /** Removes every other row of each store, then fails: a clearing cut short. */
  private async stopHalfway(stores: readonly StoreRef[]): Promise<never> {
    for (const store of stores) {
      const reader = this.inner.rows([{ store, keysOnly: true }], {});
      const b = this.inner.batch();
      let n = 0;
      for (let rows = await reader.next(); rows.length > 0; rows = await reader.next()) {
        for (const r of rows) {
          if (n++ % 2 === 1) continue;
          for (let i = 0; i < r.length; i++) b.deleteCell(store, r.row, r.qualifier(i), r.timestamp(i), r.typeCode(i));
        }
      }
      await reader.close();
      await b.write();
    }
    throw new Error('interrupted');
  }

  clearStores(stores: readonly StoreRef[]): Promise<void> {
    return this.stopClears ? this.stopHalfway(stores) : this.inner.clearStores(stores);
  }
  clearTable(table: number, name?: string): Promise<void> {
    return this.stopClears ? this.stopHalfway(this.familyIds.map((f) => this.inner.store(table, f, UNNAMED))) : this.inner.clearTable(table, name);
  }
  async copyTableToSnapshot(table: number, snapshot: number, progress?: (cells: number) => void): Promise<void> {
    await this.inner.copyTableToSnapshot!(table, snapshot, progress);
    if (this.stopCopies) throw new Error('interrupted');
  }
  async copySnapshotToTable(snapshot: number, table: number, progress?: (cells: number) => void): Promise<void> {
    await this.inner.copySnapshotToTable!(snapshot, table, progress);
    if (this.stopCopies) throw new Error('interrupted');
  }
  async clearSnapshot(snapshot: number): Promise<void> {
    if (this.stopClears) throw new Error('interrupted');
    await this.inner.clearSnapshot!(snapshot);
  }
  async close(): Promise<void> {}
}

/** Rows the raw store keeps under a table id and family id (markers and all). */
async function rawRows(backend: Backend, table: number, family: number): Promise<number> {
  const reader = backend.rows([{ store: backend.store(table, family, UNNAMED), keysOnly: true }], {});
  let n = 0;
  try {
    for (let rows = await reader.next(); rows.length > 0; rows = await reader.next()) n += rows.length;
  } finally {
    await reader.close();
  }
  return n;
}

/** Every store of table ids 1..8, family ids 1..6, that holds rows: `table/family=rows`. */
async function rawStores(backend: Backend): Promise<string[]> {
  const out: string[] = [];
  for (let t = 1; t <= 8; t++) {
    for (let f = 1; f <= 6; f++) {
      const n = await rawRows(backend, t, f);
      if (n > 0) out.push(`${t}/${f}=${n}`);
    }
  }
  return out;
}

/** Cells the raw store keeps under each snapshot id, `id=cells` (the backend's own count, as `hsh repair`'s). */
async function rawSnapshots(backend: Backend): Promise<string[]> {
  expect(backend.storedIds).toBeDefined();
  return [...(await backend.storedIds!('snapshot'))].map(([id, cells]) => `${id}=${cells}`);
}

export function procedureSuite(suite: Suite): void {
  let inner: Backend | undefined;
  let cleanup: (() => void) | undefined;

  afterEach(async () => {
    await inner?.close();
    cleanup?.();
    inner = undefined;
    cleanup = undefined;
  });

  const clock = new TestClock();

  /** An engine over a fresh store, through an interrupting wrapper. */
  async function start(): Promise<{ e: Engine; w: Interrupting }> {
    const fresh = await suite.target.backend();
    inner = fresh.backend;
    cleanup = fresh.cleanup;
    const w = new Interrupting(inner);
    return { e: await openEngine({ backend: w, clock }), w };
  }

  /** A new engine on the same store (the interrupted one is abandoned, as a killed process). */
  async function reopen(): Promise<Engine> {
    return openEngine({ backend: new Interrupting(inner!), clock });
  }

  /** t1 (id 1) with families f1, f2 (ids 1, 2), ROWS rows in each. */
  async function table(e: Engine, splits: Buffer[] = []): Promise<void> {
    await e.createTable('t1', { families: [fam('f1'), fam('f2')], values: [] }, splits);
    for (let i = 0; i < ROWS; i++) {
      const row = `r${String(i).padStart(3, '0')}`;
      await put(e, 't1', row, 'f1:a', `v${i}`, 10);
      await put(e, 't1', row, 'f2:b', `w${i}`, 10);
    }
  }

  const procedures = (e: Engine) => e.procedures().map((p) => `${p.name} ${p.state} ${p.step} ${p.table.nameAsString}`);

  // The promise rests on batches that commit whole, and the checks count cells under retired ids.
  const atomic = suite.needs('atomic batches', (c) => c.atomicBatches);
  describe('atomic DDL: an interrupted clearing is finished at the next open', () => {
    atomic('drop: the table is gone at once; the next open removes the cells the clearing left', async () => {
      const { e, w } = await start();
      await table(e);
      await e.disableTable('t1');
      expect(await rawStores(inner!)).toEqual([`1/1=${ROWS}`, `1/2=${ROWS}`]);
      w.stopClears = true;
      await expect(e.dropTable('t1')).rejects.toThrow('interrupted');
      expect(e.getTable('t1')).toBeUndefined();
      expect(procedures(e)).toEqual(['DeleteTableProcedure RUNNABLE DELETE_TABLE_CLEAR_FS_LAYOUT t1']);
      expect(await rawStores(inner!)).toEqual([`1/1=${ROWS / 2}`, `1/2=${ROWS / 2}`]);

      const e2 = await reopen();
      expect(e2.getTable('t1')).toBeUndefined();
      expect(e2.listTables()).toEqual([]);
      expect(e2.procedures()).toEqual([]);
      expect(await rawStores(inner!)).toEqual([]);
    });

    atomic('truncate: the table is empty and enabled at once (a fresh id); the old id is cleared at the next open', async () => {
      const { e, w } = await start();
      await table(e, [B('r020')]);
      await e.disableTable('t1');
      w.stopClears = true;
      await expect(e.truncateTable('t1', false)).rejects.toThrow('interrupted');
      expect(await scan(e, 't1')).toEqual([]);
      expect(procedures(e)).toEqual(['TruncateTableProcedure RUNNABLE TRUNCATE_TABLE_CLEAR_FS_LAYOUT t1']);

      const e2 = await reopen();
      const d = e2.getTable('t1')!;
      expect(d.state).toBe('ENABLED');
      expect(d.splits).toEqual([]);
      expect(d.families.map((f) => f.name)).toEqual(['f1', 'f2']);
      expect(await scan(e2, 't1')).toEqual([]);
      expect(e2.procedures()).toEqual([]);
      expect(await rawStores(inner!)).toEqual([]);
      await put(e2, 't1', 'x', 'f2:q', 'v', 7);
      expect(await scan(e2, 't1')).toEqual(['x f2:q@7=v']);
      expect(await rawStores(inner!)).toEqual(['2/2=1']);
    });

    atomic('truncate_preserve: region boundaries kept, data gone, counters of the old id gone', async () => {
      const { e, w } = await start();
      await table(e, [B('r020')]);
      await get(e, 't1', 'r001');
      await e.disableTable('t1');
      w.stopClears = true;
      await expect(e.truncateTable('t1', true)).rejects.toThrow('interrupted');
      const e2 = await reopen();
      const d = e2.getTable('t1')!;
      expect(d.state).toBe('ENABLED');
      expect(d.splits.map((s) => Buffer.from(s).toString())).toEqual(['r020']);
      expect(await scan(e2, 't1')).toEqual([]);
      expect((await e2.regions('t1')).map((r) => [r.readRequests, r.writeRequests, r.rowCount])).toEqual([
        [0, 0, 0],
        [0, 0, 0],
      ]);
      expect(await rawStores(inner!)).toEqual([]);
    });

    atomic("alter deleting a family: the family is gone at once; its cells are cleared at the next open, the others' kept", async () => {
      const { e, w } = await start();
      await table(e);
      w.stopClears = true;
      await expect(e.modifyTable('t1', { families: [fam('f1')], values: [] })).rejects.toThrow('interrupted');
      expect(e.getTable('t1')!.families.map((f) => f.name)).toEqual(['f1']);
      expect(procedures(e)).toEqual(['ModifyTableProcedure RUNNABLE MODIFY_TABLE_DELETE_FS_LAYOUT t1']);

      const e2 = await reopen();
      expect(e2.getTable('t1')!.families.map((f) => f.name)).toEqual(['f1']);
      expect(await get(e2, 't1', 'r001')).toEqual(['f1:a@10=v1']);
      expect(await rawStores(inner!)).toEqual([`1/1=${ROWS}`]);
      // the family added again under its old name is a new store: none of the old cells come back
      await e2.modifyTable('t1', { families: [fam('f1'), fam('f2')], values: [] });
      expect(await get(e2, 't1', 'r001')).toEqual(['f1:a@10=v1']);
      expect(e2.procedures()).toEqual([]);
    });

    suite.needs('native snapshots', (c) => c.snapshots)('restore_snapshot stopped during its copy: the old table, and the copied cells cleared', async () => {
      const { e, w } = await start();
      await table(e);
      await e.snapshot('t1', 's1', {});
      await put(e, 't1', 'zz', 'f1:a', 'later', 20);
      await e.modifyTable('t1', { families: [fam('f1'), fam('f2'), fam('f3')], values: [] });
      await e.disableTable('t1');
      w.stopCopies = true;
      w.stopClears = true; // the immediate rollback fails too: the next open does it
      await expect(e.restoreSnapshot('s1')).rejects.toThrow('interrupted');
      expect(procedures(e)).toEqual(['RestoreSnapshotProcedure RUNNABLE RESTORE_SNAPSHOT_WRITE_FS_LAYOUT t1']);

      const e2 = await reopen();
      expect(e2.getTable('t1')!.families.map((f) => f.name)).toEqual(['f1', 'f2', 'f3']);
      await e2.enableTable('t1');
      expect(await get(e2, 't1', 'zz')).toEqual(['f1:a@20=later']);
      expect(e2.procedures()).toEqual([]);
      expect(await rawStores(inner!)).toEqual([`1/1=${ROWS + 1}`, `1/2=${ROWS}`]);
    });

    suite.needs('native snapshots', (c) => c.snapshots)('restore_snapshot stopped while clearing the old cells: the snapshot\'s table, and the old id cleared', async () => {
      const { e, w } = await start();
      await table(e);
      await e.snapshot('t1', 's1', {});
      await put(e, 't1', 'zz', 'f1:a', 'later', 20);
      await e.modifyTable('t1', { families: [fam('f1'), fam('f2'), fam('f3')], values: [] });
      await e.disableTable('t1');
      w.stopClears = true;
      await expect(e.restoreSnapshot('s1')).rejects.toThrow('interrupted');
      expect(procedures(e)).toEqual(['RestoreSnapshotProcedure RUNNABLE RESTORE_SNAPSHOT_UPDATE_META t1']);

      const e2 = await reopen();
      expect(e2.getTable('t1')!.families.map((f) => f.name)).toEqual(['f1', 'f2']);
      await e2.enableTable('t1');
      expect(await get(e2, 't1', 'zz')).toEqual([]);
      expect(await get(e2, 't1', 'r001')).toEqual(['f1:a@10=v1', 'f2:b@10=w1']);
      expect(e2.procedures()).toEqual([]);
      expect(await rawStores(inner!)).toEqual([`2/1=${ROWS}`, `2/2=${ROWS}`]);
    });

    suite.needs('native snapshots', (c) => c.snapshots)('clone_snapshot stopped during its copy: no table, and the copied cells cleared', async () => {
      const { e, w } = await start();
      await table(e);
      await e.snapshot('t1', 's1', {});
      w.stopCopies = true;
      await expect(e.cloneSnapshot('s1', 't2')).rejects.toThrow('interrupted');
      expect(e.getTable('t2')).toBeUndefined();
      // the rollback ran at once
      expect(e.procedures()).toEqual([]);
      expect(await rawStores(inner!)).toEqual([`1/1=${ROWS}`, `1/2=${ROWS}`]);

      w.stopClears = true;
      await expect(e.cloneSnapshot('s1', 't2')).rejects.toThrow('interrupted');
      expect(procedures(e)).toEqual(['CloneSnapshotProcedure RUNNABLE CLONE_SNAPSHOT_WRITE_FS_LAYOUT t2']);
      const e2 = await reopen();
      expect(e2.getTable('t2')).toBeUndefined();
      expect(e2.procedures()).toEqual([]);
      expect(await rawStores(inner!)).toEqual([`1/1=${ROWS}`, `1/2=${ROWS}`]);
      await e2.cloneSnapshot('s1', 't2');
      expect((await scan(e2, 't2')).length).toBe(ROWS);
    });

    suite.needs('native snapshots', (c) => c.snapshots)('snapshot stopped during its copy: no snapshot, and the copied cells cleared', async () => {
      const { e, w } = await start();
      await table(e);
      await e.snapshot('t1', 's1', {});
      expect(await rawSnapshots(inner!)).toEqual([`1=${2 * ROWS}`]);
      w.stopCopies = true;
      await expect(e.snapshot('t1', 's2', {})).rejects.toThrow('interrupted');
      // the rollback ran at once
      expect(e.listSnapshots().map((s) => s.name)).toEqual(['s1']);
      expect(e.procedures()).toEqual([]);
      expect(await rawSnapshots(inner!)).toEqual([`1=${2 * ROWS}`]);

      await e.disableTable('t1');
      w.stopClears = true; // the immediate rollback fails too: the next open does it
      await expect(e.snapshot('t1', 's2', {})).rejects.toThrow('interrupted');
      expect(e.listSnapshots().map((s) => s.name)).toEqual(['s1']);
      expect(procedures(e)).toEqual(['SnapshotProcedure RUNNABLE SNAPSHOT_SNAPSHOT_CLOSED_REGIONS t1']);
      expect(await rawSnapshots(inner!)).toEqual([`1=${2 * ROWS}`, `3=${2 * ROWS}`]);

      const e2 = await reopen();
      expect(e2.listSnapshots().map((s) => s.name)).toEqual(['s1']);
      expect(e2.procedures()).toEqual([]);
      expect(await rawSnapshots(inner!)).toEqual([`1=${2 * ROWS}`]);
      await e2.snapshot('t1', 's2', {});
      expect(await rawSnapshots(inner!)).toEqual([`1=${2 * ROWS}`, `4=${2 * ROWS}`]);
      await e2.cloneSnapshot('s2', 't2');
      expect(await get(e2, 't2', 'r001')).toEqual(['f1:a@10=v1', 'f2:b@10=w1']);
    });

    suite.needs('native snapshots', (c) => c.snapshots)('delete_snapshot stopped before its clearing: the snapshot is gone at once; the next open clears its copy', async () => {
      const { e, w } = await start();
      await table(e);
      await e.snapshot('t1', 's1', {});
      await e.snapshot('t1', 's2', {});
      w.stopClears = true;
      await expect(e.deleteSnapshot('s1')).rejects.toThrow('interrupted');
      expect(e.listSnapshots().map((s) => s.name)).toEqual(['s2']);
      expect(procedures(e)).toEqual(['DeleteSnapshotProcedure RUNNABLE DELETE_SNAPSHOT_CLEAR_FS_LAYOUT t1']);
      expect(await rawSnapshots(inner!)).toEqual([`1=${2 * ROWS}`, `2=${2 * ROWS}`]);

      const e2 = await reopen();
      expect(e2.listSnapshots().map((s) => s.name)).toEqual(['s2']);
      expect(e2.procedures()).toEqual([]);
      expect(await rawSnapshots(inner!)).toEqual([`2=${2 * ROWS}`]);
      await expect(e2.cloneSnapshot('s1', 't2')).rejects.toThrow("Snapshot 's1' doesn't exist");
      // uninterrupted: no procedure left, no copy left
      await e2.deleteSnapshot('s2');
      expect(e2.listSnapshots()).toEqual([]);
      expect(e2.procedures()).toEqual([]);
      expect(await rawSnapshots(inner!)).toEqual([]);
    });

    atomic('uninterrupted, each DDL leaves no procedure and no cell of an id it retired', async () => {
      const { e } = await start();
      await table(e);
      await e.modifyTable('t1', { families: [fam('f2')], values: [] });
      expect(await rawStores(inner!)).toEqual([`1/2=${ROWS}`]);
      await e.truncateTable('t1', true);
      expect(await rawStores(inner!)).toEqual([]);
      await put(e, 't1', 'a', 'f2:q', 'v', 1);
      expect(await rawStores(inner!)).toEqual(['2/2=1']);
      await e.disableTable('t1');
      await e.dropTable('t1');
      expect(await rawStores(inner!)).toEqual([]);
      expect(e.procedures()).toEqual([]);
    });
  });
}
