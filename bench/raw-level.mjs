// The raw classic-level reference the engine benches share: chained batches of 1000 puts.

/** Writes rows 0…n-1 (`rowKey(i)` → `value(i)`) in chained batches of 1000; answers the milliseconds taken. */
export async function rawPuts(db, n, rowKey, value) {
  const t0 = performance.now();
  let batch = db.batch();
  for (let i = 0; i < n; i++) {
    batch.put(rowKey(i), value(i));
    if (batch.length >= 1000) {
      await batch.write();
      batch = db.batch();
    }
  }
  await batch.write();
  return performance.now() - t0;
}
