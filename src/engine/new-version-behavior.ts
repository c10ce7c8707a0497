/**
 * HBase's NewVersionBehaviorTracker (HBASE-15968), the delete and column tracker of a family
 * with NEW_VERSION_BEHAVIOR true (ScanQueryMatcher.getTrackers; not for RAW reads): a marker
 * masks only the puts written before it (a smaller sequence id), and deleted versions count
 * toward VERSIONS: a put is VERSION_MASKED once `maxVersions` newer puts were counted in one
 * of the segments its id falls in between version deletes.
 *
 * Ported as HBase keeps it: per row a map of family-level nodes (one per DeleteFamily, by the
 * marker's sequence id, plus the node of id +∞), copied per column into the column's map,
 * which DeleteColumn markers extend. Each node keeps, per timestamp, the ids of the Delete /
 * DeleteFamilyVersion markers of that version, and per version-delete id the ids of the puts
 * counted before it (`mvccCountingMap`). Sequence ids are numbers; Long.MAX_VALUE is Infinity.
 */
import { Buffer } from 'node:buffer';
import { CODE_DELETE, CODE_DELETE_COLUMN, CODE_DELETE_FAMILY, CODE_DELETE_FAMILY_VERSION, CODE_PUT } from './backend.js';

/** DeleteTracker.DeleteResult, as far as this tracker answers it. */
export const DeleteResult = { NotDeleted: 0, ColumnDeleted: 1, VersionDeleted: 2, VersionMasked: 3 } as const;
export type DeleteResult = (typeof DeleteResult)[keyof typeof DeleteResult];

/** A sorted map of numbers (ascending keys), enough of Java's TreeMap for the tracker. */
class SortedMap<V> {
  readonly keys: number[] = [];
  private readonly values = new Map<number, V>();

  get(k: number): V | undefined {
    return this.values.get(k);
  }

  put(k: number, v: V): void {
    if (!this.values.has(k)) this.keys.splice(lowerBound(this.keys, k), 0, k);
    this.values.set(k, v);
  }

  /** The entry of the smallest key ≥ k. */
  ceiling(k: number): V | undefined {
    const i = lowerBound(this.keys, k);
    return i < this.keys.length ? this.values.get(this.keys[i]) : undefined;
  }

  /** Keys in [from, to], ascending. */
  range(from: number, to: number): number[] {
    const out: number[] = [];
    for (let i = lowerBound(this.keys, from); i < this.keys.length && this.keys[i] <= to; i++) out.push(this.keys[i]);
    return out;
  }

  get size(): number {
    return this.keys.length;
  }
}

/** Index of the first element ≥ k. */
function lowerBound(a: readonly number[], k: number): number {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < k) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A sorted set of numbers. */
class SortedSet {
  constructor(readonly items: number[] = []) {}

  add(k: number): void {
    const i = lowerBound(this.items, k);
    if (this.items[i] !== k) this.items.splice(i, 0, k);
  }

  /** The smallest element ≥ k, or undefined. */
  ceiling(k: number): number | undefined {
    const i = lowerBound(this.items, k);
    return i < this.items.length ? this.items[i] : undefined;
  }

  /** The elements < k. */
  headSet(k: number): SortedSet {
    return new SortedSet(this.items.slice(0, lowerBound(this.items, k)));
  }

  copy(): SortedSet {
    return new SortedSet(this.items.slice());
  }

  get size(): number {
    return this.items.length;
  }
}

/** DeleteVersionsNode: what happens before this node's id and after the previous node's. */
class DeleteVersionsNode {
  /** Per timestamp, the ids of the version deletes of it. */
  readonly deletes = new Map<bigint, SortedSet>();
  /** Per version-delete id, the ids of the visible puts counted before its effect. */
  readonly counting = new SortedMap<SortedSet>();

  constructor(
    readonly ts: bigint,
    readonly mvcc: number,
  ) {
    this.counting.put(Infinity, new SortedSet());
  }

  addVersionDelete(ts: bigint, seq: number): void {
    let set = this.deletes.get(ts);
    if (set === undefined) this.deletes.set(ts, (set = new SortedSet()));
    set.add(seq);
    // the puts older than this delete may be masked by it; those after it are not copied
    this.counting.put(seq, this.counting.ceiling(seq)!.headSet(seq));
  }

  copy(): DeleteVersionsNode {
    const node = new DeleteVersionsNode(this.ts, this.mvcc);
    for (const [ts, set] of this.deletes) node.deletes.set(ts, set.copy());
    for (const k of this.counting.keys) node.counting.put(k, this.counting.get(k)!.copy());
    return node;
  }
}

const NO_TS = -(2n ** 63n);

export class NewVersionBehaviorTracker {
  private delColMap = new SortedMap<DeleteVersionsNode>();
  private delFamMap = new SortedMap<DeleteVersionsNode>();
  private lastQualifier: Buffer | null = null;
  private lastTs = NO_TS;
  private lastMvcc = 0;
  private lastType = 0;

  constructor(
    /** The family's VERSIONS (maxVersions: not the read's). */
    private readonly maxVersions: number,
  ) {
    this.reset();
  }

  /** A new row. */
  reset(): void {
    this.delColMap = new SortedMap();
    this.delFamMap = new SortedMap();
    this.lastQualifier = null;
    this.lastTs = NO_TS;
    this.lastMvcc = 0;
    this.lastType = 0;
    this.delFamMap.put(Infinity, new DeleteVersionsNode(NO_TS, Infinity));
  }

  /** prepare: a new column copies the family's nodes; a put repeating the last put's timestamp answers that put's id. */
  private prepare(qualifier: Buffer, ts: bigint, type: number, seq: number): number {
    if (this.qualifierChanged(qualifier, type)) {
      this.delColMap = new SortedMap();
      for (const k of this.delFamMap.keys) this.delColMap.put(k, this.delFamMap.get(k)!.copy());
    } else if (!isDelete(this.lastType) && this.lastType === type && this.lastTs === ts) {
      return this.lastMvcc;
    }
    this.lastQualifier = qualifier;
    this.lastTs = ts;
    this.lastMvcc = seq;
    this.lastType = type;
    return Infinity;
  }

  private qualifierChanged(qualifier: Buffer, type: number): boolean {
    // the empty qualifier's column markers, first in the row
    if (this.delColMap.size === 0 && this.lastQualifier === null && qualifier.length === 0 && (type === CODE_DELETE_COLUMN || type === CODE_DELETE)) return true;
    // PrivateCellUtil.matchingQualifier against no qualifier matches an empty one
    if (this.lastQualifier === null) return qualifier.length !== 0;
    return !this.lastQualifier.equals(qualifier);
  }

  /** DeleteTracker.add: a marker the read applies. */
  add(qualifier: Buffer, ts: bigint, type: number, seq: number): void {
    this.prepare(qualifier, ts, type, seq);
    switch (type) {
      case CODE_DELETE_FAMILY:
        this.delFamMap.put(seq, new DeleteVersionsNode(ts, seq));
        break;
      case CODE_DELETE_FAMILY_VERSION:
        this.delFamMap.ceiling(seq)!.addVersionDelete(ts, seq);
        break;
      case CODE_DELETE_COLUMN:
        this.delColMap.put(seq, new DeleteVersionsNode(ts, seq));
        break;
      case CODE_DELETE:
        this.delColMap.ceiling(seq)!.addVersionDelete(ts, seq);
        break;
    }
  }

  /** DeleteTracker.isDeleted for a put (not idempotent: it counts the put where it is visible). */
  isDeleted(qualifier: Buffer, ts: bigint, seq: number): DeleteResult {
    const duplicate = this.prepare(qualifier, ts, CODE_PUT, seq);
    for (const key of this.delColMap.range(seq, Infinity)) {
      const node = this.delColMap.get(key)!;
      const deleteMvcc = node.deletes.get(ts)?.ceiling(seq) ?? Infinity;
      for (const segment of node.counting.range(seq, Math.min(duplicate, deleteMvcc))) {
        const counted = node.counting.get(segment)!;
        if (counted.size >= this.maxVersions) return DeleteResult.VersionMasked;
        counted.add(seq);
      }
      if (deleteMvcc < Infinity) return DeleteResult.VersionDeleted;
      if (ts <= node.ts) return DeleteResult.ColumnDeleted;
    }
    return duplicate < Infinity ? DeleteResult.VersionMasked : DeleteResult.NotDeleted;
  }
}

function isDelete(type: number): boolean {
  return type === CODE_DELETE || type === CODE_DELETE_COLUMN || type === CODE_DELETE_FAMILY || type === CODE_DELETE_FAMILY_VERSION;
}
