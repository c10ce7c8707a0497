/**
 * Reading rows: one LevelDB iterator per family store, read in nextv
 * batches, merged k-way by row. Rows of different stores compare by their
 * escaped key bytes from offset 7 (keys.ts: the escaped row always starts
 * there), so the merge never decodes a row it does not return.
 *
 * A row is a LevelRow: arrays of the stored keys and values, reused from
 * one next() to the next, with accessors that parse a key's fields in place
 * (LevelDB's ParsedInternalKey, without the copy).
 */
import { Buffer } from 'node:buffer';
import { interrupted } from '../../../errors.js';
import type { RawRow, RowReader, RowsOptions, StoreRead } from '../../backend.js';
import { PREFIX_LENGTH, cellFieldsEnd, escapedEnd, rowLimitKey, rowStartKey, unescape, valueBytes, valueSeqId, valueTtl } from './keys.js';
import type { LevelStoreRef } from './index.js';
import type { Store, StoreIterator, StoreKeyIterator } from './level.js';

const U64_MAX = 0xffffffffffffffffn;
const EMPTY: Buffer = Buffer.alloc(0);
/** Largest nextv size. */
const BATCH = 1000;
/** Rows handed out per next(). */
const ROWS_PER_NEXT = 256;
/**
 * Stored entries handed out per next(), whatever the rows' width: a next()'s rows are all
 * alive until the caller is done with them, and 256 rows of 100 cells (25,600 entries)
 * outlived V8's scavenges, were promoted and piled up as old garbage (a 10k x 100 count:
 * 2.3x the time of a 1M x 1 one, 95 MB more RSS).
 */
const ENTRIES_PER_NEXT = 1024;

// ---------------------------------------------------------------- byte helpers

/** Whether key `k` belongs to the row whose escaped form (terminator included) is ref[7 .. refEnd). */
function sameRow(k: Buffer, ref: Buffer, refEnd: number): boolean {
  if (k.length < refEnd) return false;
  for (let i = refEnd - 1; i >= PREFIX_LENGTH; i--) if (k[i] !== ref[i]) return false;
  return true;
}

/** Compares the escaped rows a[7 .. ae) and b[7 .. be) (unsigned bytes). */
function compareRows(a: Buffer, ae: number, b: Buffer, be: number): number {
  const n = Math.min(ae, be);
  for (let i = PREFIX_LENGTH; i < n; i++) {
    const d = a[i] - b[i];
    if (d !== 0) return d;
  }
  return ae - be;
}

function asBuf(b: Uint8Array): Buffer {
  return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
}

// ---------------------------------------------------------------- field reuse

/** Qualifiers remembered per read: most tables repeat a few column names row after row. */
const RECENT_QUALIFIERS = 16;

/**
 * Field values a read hands out again when the bytes repeat: a recent
 * qualifier's Buffer (a view costs more than comparing a few bytes, and a
 * renderer can then cache its text by identity) and the last timestamp (a
 * script's puts share their milliseconds).
 */
class RepeatedFields {
  private readonly qualifiers: Buffer[] = [];
  private next = 0;
  private tsKey: Buffer | undefined;
  private tsOffset = 0;
  private ts = 0n;

  qualifier(key: Buffer, start: number, end: number): Buffer {
    const n = end - 2 - start;
    const recent = this.qualifiers;
    for (let r = 0; r < recent.length; r++) {
      const q = recent[r];
      if (q.length !== n) continue;
      let k = 0;
      while (k < n && q[k] === key[start + k]) k++;
      if (k === n) return q;
    }
    const q = unescape(key, start, end);
    if (q.length !== n) return q; // escaped zero bytes: rare, not remembered
    recent[this.next] = q;
    this.next = (this.next + 1) % RECENT_QUALIFIERS;
    return q;
  }

  timestamp(key: Buffer, off: number): bigint {
    const last = this.tsKey;
    if (last !== undefined) {
      const lo = this.tsOffset;
      let k = 0;
      while (k < 8 && last[lo + k] === key[off + k]) k++;
      if (k === 8) return this.ts;
    }
    this.tsKey = key;
    this.tsOffset = off;
    return (this.ts = U64_MAX - key.readBigUInt64BE(off));
  }
}

// ---------------------------------------------------------------- rows

/** One row's stored entries, in key order per store and stores in the order read. */
export class LevelRow implements RawRow {
  row: Buffer = EMPTY;
  /** Offset just past the escaped row's terminator: the same in every key of the row. */
  rowEnd = 0;
  length = 0;
  private readonly keys: Buffer[] = [];
  private readonly values: Array<Buffer | undefined> = [];
  private readonly stores: number[] = [];
  /** Offset just past each key's escaped qualifier; -1 until asked (a count reads one key of a row). */
  private readonly qualEnds: number[] = [];

  constructor(private readonly fields: RepeatedFields) {}

  reset(key: Buffer, rowEnd: number): void {
    this.row = unescape(key, PREFIX_LENGTH, rowEnd);
    this.rowEnd = rowEnd;
    this.length = 0;
  }

  push(key: Buffer, value: Buffer | undefined, store: number): void {
    const n = this.length++;
    this.keys[n] = key;
    this.values[n] = value;
    this.stores[n] = store;
    this.qualEnds[n] = -1;
  }

  /** Reverses the entries pushed since `from` (a reversed iterator returns a row's keys backwards). */
  reverseFrom(from: number): void {
    for (let i = from, j = this.length - 1; i < j; i++, j--) {
      swap(this.keys, i, j);
      swap(this.values, i, j);
      swap(this.qualEnds, i, j);
    }
  }

  private qualEnd(i: number): number {
    const end = this.qualEnds[i];
    return end >= 0 ? end : (this.qualEnds[i] = cellFieldsEnd(this.keys[i], this.rowEnd));
  }

  store(i: number): number {
    return this.stores[i];
  }

  qualifier(i: number): Buffer {
    return this.fields.qualifier(this.keys[i], this.rowEnd, this.qualEnd(i));
  }

  sameColumn(i: number, j: number): boolean {
    if (this.stores[i] !== this.stores[j]) return false;
    const a = this.keys[i];
    const b = this.keys[j];
    const start = this.rowEnd;
    const end = this.qualEnd(i);
    if (end !== this.qualEnd(j)) return false;
    for (let k = end - 1; k >= start; k--) if (a[k] !== b[k]) return false;
    return true;
  }

  timestamp(i: number): bigint {
    return this.fields.timestamp(this.keys[i], this.qualEnd(i));
  }

  typeCode(i: number): number {
    return 255 - this.keys[i][this.qualEnd(i) + 8];
  }

  value(i: number): Buffer {
    const v = this.values[i];
    return v === undefined ? EMPTY : valueBytes(v);
  }

  ttl(i: number): number {
    const v = this.values[i];
    return v === undefined ? -1 : valueTtl(v);
  }

  seqId(i: number): number {
    const v = this.values[i];
    return v === undefined ? 0 : valueSeqId(v);
  }

  storedBytes(): number {
    let n = 0;
    for (let i = 0; i < this.length; i++) n += this.keys[i].length + (this.values[i]?.length ?? 0);
    return n;
  }
}

function swap<T>(a: T[], i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

// ---------------------------------------------------------------- cursors

type Fetched<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(p: Promise<T>): Promise<Fetched<T>> {
  return p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/** A cached iterator over one whole store, lent to one get at a time (GetLeases). */
export interface IteratorLease {
  iterator: StoreIterator;
  /** Hands the iterator back (`broken`: it failed and is closed and forgotten). */
  release(broken: boolean): void;
}

/**
 * One store's iterator, read in nextv batches. The next batch is requested
 * as soon as one arrives (`prefetch`), so LevelDB reads it while the engine
 * works through the current one.
 */
class Cursor {
  keys: Buffer[] = [];
  entries: Array<[Buffer, Buffer]> = [];
  pos = 0;
  len = 0;
  done = false;
  private readonly it: StoreIterator | StoreKeyIterator;
  private ahead: Promise<Fetched<Buffer[] | Array<[Buffer, Buffer]>>> | undefined;
  private failed = false;

  constructor(
    store: Store,
    range: { gte?: Buffer; lt?: Buffer },
    readonly keysOnly: boolean,
    reverse: boolean,
    signal: AbortSignal | undefined,
    /** First nextv size; it grows ×4 per read up to BATCH (a get reads a few cells and the next key). */
    private batch: number,
    private readonly prefetch: boolean,
    private readonly lease?: IteratorLease,
  ) {
    if (lease) {
      this.it = lease.iterator;
      this.it.seek(range.gte!);
    } else {
      const options = { ...range, reverse, signal };
      this.it = keysOnly ? store.keyIterator(options) : store.iterator(options);
    }
  }

  private request(): Promise<Fetched<Buffer[] | Array<[Buffer, Buffer]>>> {
    return settle<Buffer[] | Array<[Buffer, Buffer]>>(this.it.nextv(this.batch));
  }

  async fill(): Promise<void> {
    if (this.done) return;
    const got = await (this.ahead ?? this.request());
    this.ahead = undefined;
    if (got.ok === false) {
      this.failed = true;
      throw got.error;
    }
    const batch = got.value;
    if (this.keysOnly) this.keys = batch as Buffer[];
    else this.entries = batch as Array<[Buffer, Buffer]>;
    this.len = batch.length;
    this.pos = 0;
    if (this.len === 0) this.done = true;
    else {
      const full = this.len >= this.batch;
      if (this.batch < BATCH) this.batch = Math.min(BATCH, this.batch * 4);
      if (this.prefetch && full) this.ahead = this.request();
    }
  }

  key(): Buffer {
    return this.keysOnly ? this.keys[this.pos] : this.entries[this.pos][0];
  }

  value(): Buffer | undefined {
    return this.keysOnly ? undefined : this.entries[this.pos][1];
  }

  /** Repositions the iterator at `target` (forward: the first key ≥ it; reversed: the last key < it). */
  async seek(target: Buffer): Promise<void> {
    if (this.ahead) {
      const pending = this.ahead;
      this.ahead = undefined;
      const got = await pending;
      if (got.ok === false) {
        this.failed = true;
        throw got.error;
      }
    }
    this.it.seek(target);
    this.keys = [];
    this.entries = [];
    this.pos = 0;
    this.len = 0;
    this.done = false;
  }

  async close(): Promise<void> {
    if (this.ahead) await this.ahead;
    if (this.lease) this.lease.release(this.failed);
    else await this.it.close();
  }
}

// ---------------------------------------------------------------- the reader

export interface ReaderSetup {
  store: Store;
  /** A cached iterator for a get on this store, or undefined. */
  lease(ref: LevelStoreRef): IteratorLease | undefined;
}

/** The key range of one store for a row range. */
function storeRange(ref: LevelStoreRef, range: { gt?: Uint8Array; gte?: Uint8Array; lt?: Uint8Array; lte?: Uint8Array }): { gte: Buffer; lt: Buffer } {
  const gte = range.gte?.length ? rowStartKey(ref.prefix, asBuf(range.gte)) : range.gt?.length ? rowLimitKey(ref.prefix, asBuf(range.gt)) : ref.prefix;
  const lt = range.lt?.length ? rowStartKey(ref.prefix, asBuf(range.lt)) : range.lte?.length ? rowLimitKey(ref.prefix, asBuf(range.lte)) : ref.limit;
  return { gte, lt };
}

/** Rows of several stores, merged; see RowReader. */
export class LevelRowReader implements RowReader {
  private readonly cursors: Cursor[] = [];
  private readonly refs: LevelStoreRef[];
  private readonly reversed: boolean;
  private readonly signal: AbortSignal | undefined;
  /** A get: the escaped row (store prefix | esc(row)) that ends the read at the next row. */
  private readonly getRow: Buffer | undefined;
  private readonly pool: LevelRow[] = [];
  private readonly fields = new RepeatedFields();
  private readonly out: LevelRow[] = [];
  private turn = Date.now();
  private ended = false;

  constructor(setup: ReaderSetup, stores: readonly StoreRead[], range: { gt?: Uint8Array; gte?: Uint8Array; lt?: Uint8Array; lte?: Uint8Array }, options: RowsOptions) {
    this.refs = stores.map((s) => s.store as LevelStoreRef);
    this.reversed = options.reversed === true;
    this.signal = options.signal;
    const get = options.get === true;
    this.getRow = get && this.refs.length ? rowStartKey(this.refs[0].prefix, asBuf(range.gte!)) : undefined;
    for (let i = 0; i < stores.length; i++) {
      const ref = this.refs[i];
      const keysOnly = stores[i].keysOnly;
      const lease = get && !keysOnly ? setup.lease(ref) : undefined;
      this.cursors.push(new Cursor(setup.store, storeRange(ref, range), keysOnly, this.reversed, this.signal, get ? 4 : BATCH, !get, lease));
    }
  }

  /**
   * memory-level answers nextv on process.nextTick: a read that returns nothing for a long
   * stretch would never let a timer or SIGINT run. Every 20 ms the read yields to the event
   * loop, so an abort stops it on both stores.
   */
  private async fill(c: Cursor): Promise<void> {
    await c.fill();
    if (Date.now() - this.turn >= 20) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.turn = Date.now();
      if (this.signal?.aborted) throw interrupted();
    }
  }

  private row(n: number): LevelRow {
    let r = this.pool[n];
    if (r === undefined) this.pool[n] = r = new LevelRow(this.fields);
    return r;
  }

  async next(): Promise<readonly RawRow[]> {
    const out = this.out;
    out.length = 0;
    if (this.ended) return out;
    if (this.signal?.aborted) throw interrupted();
    const cursors = this.cursors;
    const n = cursors.length;
    const reversed = this.reversed;
    let entries = 0;
    while (out.length < ROWS_PER_NEXT && entries < ENTRIES_PER_NEXT) {
      // the heads: the smallest row (largest when reversed) of every store
      let bestKey: Buffer | undefined;
      let bestEnd = 0;
      for (let i = 0; i < n; i++) {
        const c = cursors[i];
        if (c.pos >= c.len) {
          if (c.done) continue;
          // hand out the rows made so far before waiting for the store
          if (out.length) return out;
          await this.fill(c);
          if (c.done) continue;
        }
        const k = c.key();
        const kEnd = escapedEnd(k, PREFIX_LENGTH);
        if (bestKey === undefined) {
          bestKey = k;
          bestEnd = kEnd;
          continue;
        }
        const cmp = compareRows(k, kEnd, bestKey, bestEnd);
        if (reversed ? cmp > 0 : cmp < 0) {
          bestKey = k;
          bestEnd = kEnd;
        }
      }
      if (bestKey === undefined || (this.getRow !== undefined && !sameRow(bestKey, this.getRow, this.getRow.length))) {
        this.ended = true;
        return out;
      }
      const row = this.row(out.length);
      row.reset(bestKey, bestEnd);
      for (let i = 0; i < n; i++) {
        const c = cursors[i];
        const from = row.length;
        for (;;) {
          if (c.pos >= c.len) {
            if (c.done) break;
            await this.fill(c);
            if (c.done) break;
          }
          const k = c.key();
          if (k !== bestKey && !sameRow(k, bestKey, bestEnd)) break;
          row.push(k, c.value(), i);
          c.pos++;
        }
        if (reversed && row.length - from > 1) row.reverseFrom(from);
      }
      entries += row.length;
      out.push(row);
    }
    return out;
  }

  async seek(row: Uint8Array): Promise<void> {
    // forward: the first key of the row; reversed: the last key below it (rowStartKey sorts
    // before every key of that row and after every smaller row's)
    const target = asBuf(row);
    for (let i = 0; i < this.cursors.length; i++) await this.cursors[i].seek(rowStartKey(this.refs[i].prefix, target));
    this.ended = false;
  }

  async close(): Promise<void> {
    const closing = Promise.all(this.cursors.map((c) => c.close().catch(() => undefined)));
    // a get does not wait for its iterators to close (one round trip fewer; the store closes them in order)
    if (this.getRow === undefined) await closing;
  }
}
