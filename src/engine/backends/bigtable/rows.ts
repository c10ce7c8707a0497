/**
 * Reads: a ReadRows stream merged from its chunks into rows (the protocol of
 * google.bigtable.v2.ReadRowsResponse.CellChunk: a row's cells arrive in
 * chunks, a value may span several, `commitRow` ends a row, `resetRow`
 * discards it), each row a RawRow in HBase KeyValue order. Bigtable leaves
 * the order of families within a row unspecified (data.proto), so a row's
 * cells are put in the order of the stores asked for; within a family they
 * arrive by qualifier, then newest first.
 */
import { Buffer } from 'node:buffer';
import { CODE_PUT, type RawRow, type RowRange, type RowReader, type RowsOptions, type StoreRead } from '../../backend.js';
import { interrupted } from '../../../errors.js';
import { storeError, type BigtableClient, type ServerStream } from './client.js';
import { intersect, pushdown, type Interval, type Pushdown } from './pushdown.js';
import type { BigtableStoreRef } from './store.js';
import { decodeReadRows, type CellChunk } from './wire.js';

/** Rows handed to the engine per next(); the stream pauses while this many wait. */
const BATCH = 256;
const EMPTY = Buffer.alloc(0);

/** One row's cells: columns of parallel arrays, in HBase order once committed. */
export class BigtableRow implements RawRow {
  readonly stores: number[] = [];
  readonly qualifiers: Buffer[] = [];
  readonly timestamps: bigint[] = [];
  readonly values: Buffer[] = [];
  private bytes = 0;

  constructor(readonly row: Buffer) {}

  get length(): number {
    return this.stores.length;
  }

  add(store: number, qualifier: Buffer, timestamp: bigint, value: Buffer, familyBytes: number): void {
    this.stores.push(store);
    this.qualifiers.push(qualifier);
    this.timestamps.push(timestamp);
    this.values.push(value);
    // KeyValue's serialized size, as region sizes count it
    this.bytes += 8 + 12 + this.row.length + familyBytes + qualifier.length + value.length;
  }

  /** The same cell as the last one added (an interleave returns a cell once per branch that keeps it). */
  repeats(store: number, qualifier: Buffer, timestamp: bigint): boolean {
    const n = this.stores.length - 1;
    return n >= 0 && this.stores[n] === store && this.timestamps[n] === timestamp && this.qualifiers[n].equals(qualifier);
  }

  /** Families in the order the stores were asked for (stable: a family's own cells keep their order). */
  order(): void {
    const s = this.stores;
    let sorted = true;
    for (let i = 1; i < s.length && sorted; i++) if (s[i] < s[i - 1]) sorted = false;
    if (sorted) return;
    const idx = s.map((_, i) => i).sort((a, b) => s[a] - s[b] || a - b);
    const permute = <T>(a: T[]) => {
      const copy = idx.map((i) => a[i]);
      for (let i = 0; i < copy.length; i++) a[i] = copy[i];
    };
    permute(this.stores);
    permute(this.qualifiers);
    permute(this.timestamps);
    permute(this.values);
  }

  store(i: number): number {
    return this.stores[i];
  }
  qualifier(i: number): Buffer {
    return this.qualifiers[i];
  }
  sameColumn(i: number, j: number): boolean {
    return this.stores[i] === this.stores[j] && this.qualifiers[i].equals(this.qualifiers[j]);
  }
  timestamp(i: number): bigint {
    return this.timestamps[i];
  }
  typeCode(): number {
    return CODE_PUT;
  }
  value(i: number): Buffer {
    return this.values[i];
  }
  ttl(): number {
    return -1;
  }
  seqId(): number {
    return 0;
  }
  storedBytes(): number {
    return this.bytes;
  }
}

/** Bigtable's microseconds (ms granularity) as HBase's milliseconds. */
function millis(micros: number | bigint): bigint {
  return typeof micros === 'bigint' ? micros / 1000n : BigInt(Math.floor(micros / 1000));
}

/** An interval of rows as a RowRange message. */
function rowRange(i: Interval): object {
  const r: Record<string, Buffer> = {};
  if (i.lo) r[i.lo.inclusive ? 'startKeyClosed' : 'startKeyOpen'] = i.lo.key;
  if (i.hi) r[i.hi.inclusive ? 'endKeyClosed' : 'endKeyOpen'] = i.hi.key;
  return r;
}

function chainWith(filter: object | undefined, last: object): object {
  return filter ? { chain: { filters: [filter, last] } } : last;
}

export interface ReadTarget {
  client: BigtableClient;
  /** The table's full path. */
  table: string;
  /** Every family the table has: a read of all of them needs no family filter. */
  familyCount: number;
  /** Whether the server reads in descending order (learnt once per backend: the emulator refuses). */
  reversal: { server?: boolean };
}

export class BigtableRowReader implements RowReader {
  private stream: ServerStream | undefined;
  private ready: BigtableRow[] = [];
  private ended = false;
  private failure: unknown;
  private wake: (() => void) | undefined;
  private readonly storeOf = new Map<string, number>();
  private readonly familyBytes: number[];
  private readonly pushed: Pushdown;

  constructor(
    private readonly target: ReadTarget,
    stores: readonly StoreRead[],
    private range: RowRange,
    private readonly options: RowsOptions,
    /** A reversed read's rows, read in ascending order for the caller to reverse (reversed.ts). */
    private readonly ascending = false,
  ) {
    stores.forEach((s, i) => this.storeOf.set((s.store as BigtableStoreRef).familyName, i));
    this.familyBytes = stores.map((s) => Buffer.byteLength((s.store as BigtableStoreRef).familyName));
    const reads = stores.map((s) => ({ family: (s.store as BigtableStoreRef).familyName, filterVersions: s.filterVersions }));
    this.pushed = pushdown(options.filter, reads, stores.length >= target.familyCount, options.reversed === true);
    if (stores.length > 0 && stores.every((s) => s.keysOnly)) this.pushed.strip = true;
    options.signal?.addEventListener('abort', this.onAbort, { once: true });
    this.start();
  }

  private onAbort = () => {
    this.stop();
    this.ended = true;
    this.wake?.();
  };

  /** The ReadRows request, or undefined when the filter keeps no row of the range. */
  private request(): { tableName: string } | undefined {
    const r = this.range;
    const bound = (b: Uint8Array | undefined, inclusive: boolean) => (b ? { key: Buffer.from(b), inclusive } : undefined);
    const range: Interval = { lo: r.gt ? bound(r.gt, false) : r.gte && r.gte.length ? bound(r.gte, true) : undefined, hi: r.lt ? bound(r.lt, false) : bound(r.lte, true) };
    const ranges = this.pushed.rows ? intersect([range], this.pushed.rows) : [range];
    if (ranges.length === 0) return undefined;
    const req: { tableName: string; [field: string]: unknown } = { tableName: this.target.table, rows: { rowRanges: ranges.map(rowRange) } };
    if (this.options.get && r.gte && r.lte && Buffer.compare(Buffer.from(r.gte), Buffer.from(r.lte)) === 0) req.rows = { rowKeys: [Buffer.from(r.gte)] };
    if (this.options.reversed && !this.ascending) req.reversed = true;
    const filter = this.pushed.strip ? chainWith(this.pushed.filter, { stripValueTransformer: true }) : this.pushed.filter;
    if (filter) req.filter = filter;
    return req;
  }

  private start(): void {
    if (this.stream || this.ended) return;
    let row: BigtableRow | undefined;
    let family: string | undefined;
    let qualifier: Buffer = EMPTY;
    let micros: number | bigint = 0;
    let parts: Buffer[] = [];
    const request = this.request();
    if (!request) {
      this.ended = true;
      return;
    }
    const dedupe = this.pushed.dedupe;
    const stream = this.target.client.stream('ReadRows', request, decodeReadRows);
    this.stream = stream;
    stream.on('data', (chunks: CellChunk[]) => {
      for (const c of chunks) {
        if (c.resetRow) {
          row = undefined;
          parts = [];
          continue;
        }
        if (!row) row = new BigtableRow(c.rowKey ?? EMPTY);
        if (c.familyName !== undefined) family = c.familyName;
        if (c.qualifier !== undefined) qualifier = c.qualifier;
        if (parts.length === 0) micros = c.timestampMicros;
        if (c.value && c.value.length) parts.push(c.value);
        if (!(c.valueSize > 0)) {
          const store = this.storeOf.get(family!);
          if (store !== undefined && !(dedupe && row.repeats(store, qualifier, millis(micros)))) {
            const value = parts.length === 0 ? EMPTY : parts.length === 1 ? parts[0] : Buffer.concat(parts);
            row.add(store, qualifier, millis(micros), value, this.familyBytes[store]);
          }
          parts = [];
        }
        if (c.commitRow) {
          row.order();
          this.ready.push(row);
          row = undefined;
        }
      }
      if (this.ready.length >= BATCH) stream.pause();
      this.wake?.();
    });
    stream.on('error', (e: { code?: number }) => {
      if (this.stream !== stream) return;
      this.failure = storeError(e, 'read');
      this.ended = true;
      this.wake?.();
    });
    stream.on('end', () => {
      if (this.stream !== stream) return;
      this.ended = true;
      this.wake?.();
    });
  }

  private stop(): void {
    const s = this.stream;
    this.stream = undefined;
    if (!s) return;
    s.removeAllListeners('data');
    s.on('error', () => undefined);
    s.cancel?.();
    s.destroy();
  }

  async next(): Promise<readonly BigtableRow[]> {
    if (this.options.signal?.aborted) throw interrupted();
    while (this.ready.length === 0 && !this.ended) {
      this.stream?.resume();
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
    if (this.failure) throw this.failure;
    if (this.options.signal?.aborted) throw interrupted();
    const out = this.ready.length <= BATCH ? this.ready : this.ready.slice(0, BATCH);
    this.ready = this.ready.length <= BATCH ? [] : this.ready.slice(BATCH);
    if (this.ready.length < BATCH) this.stream?.resume();
    return out;
  }

  async seek(row: Uint8Array): Promise<void> {
    this.stop();
    this.ready = [];
    this.ended = false;
    this.failure = undefined;
    const { gt, gte, lt, lte } = this.range;
    this.range = this.options.reversed && !this.ascending ? { lt: row, ...(gt ? { gt } : {}), ...(gte ? { gte } : {}) } : { gte: row, ...(lt ? { lt } : {}), ...(lte ? { lte } : {}) };
    this.start();
  }

  async close(): Promise<void> {
    this.options.signal?.removeEventListener('abort', this.onAbort);
    this.stop();
    this.ended = true;
  }
}
