/**
 * The writer's side of group commit (src/engine/write.ts): a coalesced write
 * is acknowledged only once its batch is written; a failed batch rejects the
 * acknowledgement of every write after it and discards the pending batch.
 */
import { describe, expect, it } from 'vitest';
import { Writer } from '../../src/engine/write.js';
import type { Backend, WriteBatch } from '../../src/engine/backend.js';

/** A backend whose batches record their operations and fail while `failing` is set. */
function fakeBackend() {
  const state = { written: [] as number[][], failing: false, closed: 0 };
  const backend = {
    batch(): WriteBatch {
      const ops: number[] = [];
      return {
        putCell: (_s, row) => void ops.push(row[0]),
        deleteCell: () => undefined,
        putCatalog: () => undefined,
        deleteCatalog: () => undefined,
        get length() {
          return ops.length;
        },
        write: async () => {
          await new Promise((r) => setImmediate(r));
          if (state.failing) throw new Error('IO error: No space left on device');
          state.written.push(ops);
        },
        close: async () => void state.closed++,
      } as WriteBatch;
    },
  } as unknown as Backend;
  return { state, backend };
}

const store = { table: 1, family: 1 };

function put(w: Writer, row: number): Promise<void> {
  const b = w.batch();
  b.putCell(store, Uint8Array.of(row), new Uint8Array(), 1n, 4, new Uint8Array(), -1, 0);
  return w.added(b, 1, 10);
}

describe('group commit in the writer', () => {
  it('a coalesced write is unacknowledged until its batch is written, full or flushed', async () => {
    const { state, backend } = fakeBackend();
    const w = new Writer(backend, true, 3, 1 << 20);
    expect(w.unacknowledged()).toBeUndefined();
    await put(w, 1);
    const first = w.unacknowledged()!;
    let acked = false;
    void first.then(() => (acked = true));
    await put(w, 2);
    expect(w.unacknowledged()).toBe(first);
    await put(w, 3); // the batch is full: it commits
    await first;
    expect(acked).toBe(true);
    expect(state.written).toEqual([[1, 2, 3]]);
    await put(w, 4);
    const second = w.unacknowledged()!;
    await w.flush();
    await second;
    expect(state.written).toEqual([[1, 2, 3], [4]]);
    expect(w.unacknowledged()).toBeUndefined();
  });

  it('a failed batch rejects its acknowledgement, discards the pending batch and fails the next write', async () => {
    const { state, backend } = fakeBackend();
    const w = new Writer(backend, true, 2, 1 << 20);
    state.failing = true;
    await put(w, 1);
    const lost = w.unacknowledged()!;
    await put(w, 2); // full: commits, and fails
    await put(w, 3).catch(() => undefined);
    await expect(lost).rejects.toThrow('No space left on device');
    state.failing = false;
    await expect(put(w, 4)).rejects.toThrow('write failed: IO error: No space left on device');
    await w.flush();
    expect(state.written).toEqual([]);
  });

  it('without coalescing a write is acknowledged when its promise resolves', async () => {
    const { state, backend } = fakeBackend();
    const w = new Writer(backend, false);
    await put(w, 1);
    expect(w.unacknowledged()).toBeUndefined();
    expect(state.written).toEqual([[1]]);
  });
});
