/**
 * Walking stored rows without a matcher: compaction (one store at a time)
 * and region measurement (every store of a table, merged by row). Entries
 * come in key order; rows are grouped by their escaped key bytes.
 */
import { PREFIX_LENGTH, escapedEnd } from './keys.js';
import type { Store, StoreIterator } from './store.js';

export interface RowEntries {
  /** A key of the row (its escaped row is key[7 .. rowEnd)). */
  key: Buffer;
  rowEnd: number;
  keys: Buffer[];
  values: Buffer[];
}

/**
 * Calls `onRow` for every row of one store range, in key order, with the
 * row's entries. `onRow` may be async (compaction writes batches).
 */
export async function forEachRow(
  store: Store,
  range: { gte: Buffer; lt: Buffer },
  onRow: (row: RowEntries) => void | Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const it: StoreIterator = store.iterator({ ...range, signal });
  let cur: RowEntries | undefined;
  try {
    for (;;) {
      const batch = await it.nextv(1000);
      if (batch.length === 0) break;
      for (const [k, v] of batch) {
        if (cur && k.compare(cur.key, PREFIX_LENGTH, cur.rowEnd, PREFIX_LENGTH, cur.rowEnd) === 0) {
          cur.keys.push(k);
          cur.values.push(v);
          continue;
        }
        if (cur) await onRow(cur);
        cur = { key: k, rowEnd: escapedEnd(k, PREFIX_LENGTH), keys: [k], values: [v] };
      }
    }
    if (cur) await onRow(cur);
  } finally {
    await it.close();
  }
}

/**
 * Rows of several stores merged: `onRow(escapedRow, bytes)` once per
 * distinct row with the byte size of its entries in all stores. `escapedRow`
 * is key[7 .. rowEnd) of one of its keys.
 */
export async function forEachMergedRow(
  store: Store,
  ranges: Array<{ gte: Buffer; lt: Buffer }>,
  onRow: (key: Buffer, rowEnd: number, bytes: number) => void,
): Promise<void> {
  const its = ranges.map((r) => store.iterator(r));
  const bufs: Array<Array<[Buffer, Buffer]>> = ranges.map(() => []);
  const pos: number[] = ranges.map(() => 0);
  const done: boolean[] = ranges.map(() => false);
  try {
    for (;;) {
      let best: Buffer | undefined;
      let bestEnd = 0;
      for (let i = 0; i < its.length; i++) {
        if (pos[i] >= bufs[i].length && !done[i]) {
          bufs[i] = await its[i].nextv(1000);
          pos[i] = 0;
          if (bufs[i].length === 0) done[i] = true;
        }
        if (done[i]) continue;
        const k = bufs[i][pos[i]][0];
        const end = escapedEnd(k, PREFIX_LENGTH);
        if (!best || k.compare(best, PREFIX_LENGTH, bestEnd, PREFIX_LENGTH, end) < 0) {
          best = k;
          bestEnd = end;
        }
      }
      if (!best) break;
      let bytes = 0;
      for (let i = 0; i < its.length; i++) {
        for (;;) {
          if (pos[i] >= bufs[i].length) {
            if (done[i]) break;
            bufs[i] = await its[i].nextv(1000);
            pos[i] = 0;
            if (bufs[i].length === 0) {
              done[i] = true;
              break;
            }
          }
          const [k, v] = bufs[i][pos[i]];
          if (k.compare(best, PREFIX_LENGTH, bestEnd, PREFIX_LENGTH, bestEnd) !== 0) break;
          bytes += k.length + v.length;
          pos[i]++;
        }
      }
      onRow(best, bestEnd, bytes);
    }
  } finally {
    await Promise.all(its.map((it) => it.close()));
  }
}
