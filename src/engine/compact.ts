/**
 * Compaction: physically removes what no read can see any more, so that a
 * class can watch "major compactions change query results" (as HBase's
 * compaction, StoreScanner with a compaction matcher, changes them).
 * Per row and column of one store, in key order, with `now` read once:
 *
 * - puts expired by their per-cell TTL, and every cell (markers too) older
 *   than the family TTL when MIN_VERSIONS is 0, are dropped;
 * - delete markers are tracked (KEEP_DELETED_CELLS FALSE, or TTL once the
 *   marker is itself past the TTL) and the puts they mask are dropped
 *   without being counted as versions;
 * - the remaining puts are counted per column: beyond VERSIONS, or beyond
 *   MIN_VERSIONS and expired, they are dropped (with KEEP_DELETED_CELLS
 *   TRUE, deleted puts are kept and count as versions, as in HBase);
 * - major compactions also drop the markers, unless KEEP_DELETED_CELLS is
 *   TRUE (or TTL and the marker is within the TTL); minor ones keep them.
 *
 * Before a major compaction, deleted versions do not count toward VERSIONS
 * and a time-travel read can still see versions beyond VERSIONS; after it,
 * they are gone (the pre-compaction semantics of the read path, §6.2).
 */
import type { FamilyEntry } from './catalog.js';
import { DeleteResult, NewVersionBehaviorTracker } from './new-version-behavior.js';
import { CODE_DELETE, CODE_DELETE_COLUMN, CODE_DELETE_FAMILY, CODE_DELETE_FAMILY_VERSION, CODE_PUT, PROGRESS_EVERY, putTtlExpired, type Backend, type RawRow, type WriteBatch } from './backend.js';

/** Which cells of one row of one store a compaction drops (true = drop). */
export function compactionDrops(row: RawRow, fam: FamilyEntry, now: bigint, major: boolean): boolean[] {
  if (fam.newVersionBehavior) return newVersionDrops(row, fam, now, major);
  const drops: boolean[] = new Array(row.length).fill(false);
  const oldest = fam.ttlMs < 0n ? undefined : now - fam.ttlMs;
  const kdc = fam.keepDeleted;
  let familyTs = -1n;
  const dfv = new Set<bigint>();
  let col = -1;
  let dcTs = -1n;
  const dts = new Set<bigint>();
  let count = 0;
  for (let i = 0; i < row.length; i++) {
    if (col < 0 || !row.sameColumn(i, col)) {
      col = i;
      dcTs = -1n;
      if (dts.size) dts.clear();
      count = 0;
    }
    const ts = row.timestamp(i);
    const code = row.typeCode(i);
    if (code === CODE_PUT && putTtlExpired(row, i, ts, now)) {
      drops[i] = true;
      continue;
    }
    const expired = oldest !== undefined && ts < oldest;
    if (expired && fam.minVersions === 0) {
      drops[i] = true;
      continue;
    }
    if (code !== CODE_PUT) {
      const track = kdc === 'FALSE' || (kdc === 'TTL' && expired);
      if (track) {
        if (code === CODE_DELETE_FAMILY) familyTs = ts > familyTs ? ts : familyTs;
        else if (code === CODE_DELETE_FAMILY_VERSION) dfv.add(ts);
        else if (code === CODE_DELETE_COLUMN) dcTs = ts > dcTs ? ts : dcTs;
        else if (code === CODE_DELETE) dts.add(ts);
      }
      const keep = !major || kdc === 'TRUE' || (kdc === 'TTL' && !expired);
      if (!keep) drops[i] = true;
      continue;
    }
    if (ts <= familyTs || ts <= dcTs || dfv.has(ts) || dts.has(ts)) {
      drops[i] = true;
      continue;
    }
    count++;
    if (count > fam.versions || (count > fam.minVersions && expired)) drops[i] = true;
  }
  return drops;
}

/**
 * compactionDrops of a NEW_VERSION_BEHAVIOR family: the compaction matchers
 * (Minor/MajorCompactionScanQueryMatcher) with NewVersionBehaviorTracker, whose
 * isDone is never true: a marker is tracked as the family's KEEP_DELETED_CELLS
 * says and masks the puts written before it; a masked or deleted put is
 * dropped and the column goes on; checkVersions counts the rest against the
 * family's VERSIONS and MIN_VERSIONS, and its SEEK_NEXT_COL drops the rest of
 * the column.
 */
function newVersionDrops(row: RawRow, fam: FamilyEntry, now: bigint, major: boolean): boolean[] {
  const drops: boolean[] = new Array(row.length).fill(false);
  const oldest = fam.ttlMs < 0n ? undefined : now - fam.ttlMs;
  const kdc = fam.keepDeleted;
  const tracker = new NewVersionBehaviorTracker(fam.versions);
  let col = -1;
  let count = 0;
  let done = false;
  for (let i = 0; i < row.length; i++) {
    if (col < 0 || !row.sameColumn(i, col)) {
      col = i;
      count = 0;
      done = false;
    }
    if (done) {
      drops[i] = true;
      continue;
    }
    const ts = row.timestamp(i);
    const code = row.typeCode(i);
    if (code === CODE_PUT && putTtlExpired(row, i, ts, now)) {
      drops[i] = true;
      continue;
    }
    const expired = oldest !== undefined && ts < oldest;
    if (code !== CODE_PUT) {
      if (kdc === 'FALSE' || (kdc === 'TTL' && expired)) tracker.add(row.qualifier(i), ts, code, row.seqId(i));
      drops[i] = major && !(kdc === 'TRUE' || (kdc === 'TTL' && !expired));
      continue;
    }
    if (tracker.isDeleted(row.qualifier(i), ts, row.seqId(i)) !== DeleteResult.NotDeleted) {
      drops[i] = true;
      continue;
    }
    count++;
    if (expired && count >= fam.minVersions) {
      done = true;
      drops[i] = count > fam.minVersions;
      continue;
    }
    if (count >= fam.versions) {
      done = true;
      drops[i] = count > fam.versions;
    }
  }
  return drops;
}

interface Drop {
  row: Buffer;
  qualifier: Buffer;
  timestamp: bigint;
  typeCode: number;
}

/**
 * Compacts one family store: the cells to drop are deleted in batches
 * (through `commit`, which orders them after pending writes).
 */
export async function compactFamily(
  backend: Backend,
  fam: FamilyEntry,
  now: bigint,
  major: boolean,
  commit: (fill: (b: WriteBatch) => void) => Promise<void>,
  progress?: (cells: number) => void,
): Promise<number> {
  let pending: Drop[] = [];
  let dropped = 0;
  let examined = 0;
  let reported = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    const cells = pending;
    pending = [];
    await commit((b) => {
      for (const c of cells) b.deleteCell(fam.store, c.row, c.qualifier, c.timestamp, c.typeCode);
    });
  };
  const reader = backend.rows([{ store: fam.store, keysOnly: false }], {});
  try {
    for (;;) {
      const rows = await reader.next();
      if (rows.length === 0) break;
      for (const row of rows) {
        const drops = compactionDrops(row, fam, now, major);
        for (let i = 0; i < drops.length; i++) {
          if (!drops[i]) continue;
          pending.push({ row: row.row, qualifier: row.qualifier(i), timestamp: row.timestamp(i), typeCode: row.typeCode(i) });
          dropped++;
        }
        examined += row.length;
        if (progress && examined - reported >= PROGRESS_EVERY) progress((reported = examined));
      }
      if (pending.length >= 10000) await flush();
    }
  } finally {
    await reader.close();
  }
  await flush();
  return dropped;
}
