/**
 * Reversed scans. Cloud Bigtable reads a range in descending row order
 * itself (ReadRowsRequest.reversed); the emulator refuses
 * (UNIMPLEMENTED: "Client doesn't support reverse scans yet"). Where the
 * server refuses, once per backend, the range is read in segments from its
 * top: the instance's sample row keys (SampleRowKeys: tablet boundaries in
 * production, about 1% of the keys on the emulator) cut it, each segment is
 * read in ascending order and handed over reversed, so memory holds one
 * segment, not the range.
 */
import { Buffer } from 'node:buffer';
import type { RowRange, RowReader, RowsOptions, StoreRead } from '../../backend.js';
import { interrupted } from '../../../errors.js';
import { drain, GRPC, storeError } from './client.js';
import { BigtableRowReader, type BigtableRow, type ReadTarget } from './rows.js';

/** Rows handed over per next(). */
const BATCH = 256;

interface Bound {
  key: Buffer;
  inclusive: boolean;
}

function refusedByServer(e: unknown): boolean {
  return ((e as { cause?: { code?: number } }).cause?.code ?? (e as { code?: number }).code) === GRPC.UNIMPLEMENTED;
}

export class ReversedRowReader implements RowReader {
  /** The server's own reversed read, while it is used. */
  private server: BigtableRowReader | undefined;
  private delivered = false;
  // segments: the part of the range not yet read lies below `upper`
  private upper: Bound | undefined;
  /** The range's own upper end. */
  private readonly top: Bound | undefined;
  private readonly lower: Bound | undefined;
  /** Sample keys inside the range, ascending; undefined until asked for. Kept whole: a seek may read below any of them again. */
  private samples: Buffer[] | undefined;
  private buffer: BigtableRow[] = [];
  private done = false;

  constructor(
    private readonly target: ReadTarget,
    private readonly stores: readonly StoreRead[],
    range: RowRange,
    private readonly options: RowsOptions,
  ) {
    const b = (key: Uint8Array | undefined, inclusive: boolean): Bound | undefined => (key ? { key: Buffer.from(key), inclusive } : undefined);
    this.upper = this.top = range.lt ? b(range.lt, false) : b(range.lte, true);
    this.lower = range.gt ? b(range.gt, false) : range.gte && range.gte.length ? b(range.gte, true) : undefined;
    if (target.reversal.server !== false) this.server = new BigtableRowReader(target, stores, range, options);
  }

  async next(): Promise<readonly BigtableRow[]> {
    if (this.server) {
      try {
        const rows = await this.server.next();
        this.delivered ||= rows.length > 0;
        return rows;
      } catch (e) {
        if (this.delivered || !refusedByServer(e)) throw e;
        // the server reads ascending only (the emulator): segments from now on, for this backend
        this.target.reversal.server = false;
        await this.server.close();
        this.server = undefined;
      }
    }
    while (this.buffer.length === 0 && !this.done) await this.readSegment();
    return this.buffer.splice(0, BATCH);
  }

  /** Reads the highest segment not yet read into the buffer, highest row first. */
  private async readSegment(): Promise<void> {
    if (this.options.signal?.aborted) throw interrupted();
    const samples = (this.samples ??= await this.sampleKeys());
    const upper = this.upper;
    // the highest sample key below the upper end (the samples are inside the range)
    let i = samples.length - 1;
    while (i >= 0 && upper && Buffer.compare(samples[i], upper.key) >= 0) i--;
    const from = i >= 0 ? samples[i] : undefined;
    const range: RowRange = {};
    if (from) range.gte = from;
    else if (this.lower) range[this.lower.inclusive ? 'gte' : 'gt'] = this.lower.key;
    if (upper) range[upper.inclusive ? 'lte' : 'lt'] = upper.key;
    if (!from) this.done = true;
    else this.upper = { key: from, inclusive: false };
    const reader = new BigtableRowReader(this.target, this.stores, range, this.options, true);
    const rows: BigtableRow[] = [];
    try {
      for (;;) {
        const batch = await reader.next();
        if (batch.length === 0) break;
        for (const r of batch) rows.push(r);
      }
    } finally {
      await reader.close();
    }
    this.buffer = rows.reverse();
  }

  /** The instance's sample row keys strictly inside the range, ascending. */
  private async sampleKeys(): Promise<Buffer[]> {
    const keys: Buffer[] = [];
    try {
      await drain(this.target.client.stream('SampleRowKeys', { tableName: this.target.table }), (r: { rowKey?: Uint8Array }) => {
        if (r.rowKey && r.rowKey.length) keys.push(Buffer.from(r.rowKey));
      });
    } catch (e) {
      throw storeError(e, 'read');
    }
    const inside = (k: Buffer) => (!this.lower || Buffer.compare(k, this.lower.key) > 0) && (!this.upper || Buffer.compare(k, this.upper.key) < 0);
    const sorted = keys.filter(inside).sort(Buffer.compare);
    return sorted.filter((k, i) => i === 0 || !k.equals(sorted[i - 1]));
  }

  async seek(row: Uint8Array): Promise<void> {
    if (this.server) return this.server.seek(row);
    // the last row below `row`: rows handed over are read again, so everything below `row` is unread
    const key = Buffer.from(row);
    this.buffer = [];
    this.upper = this.top && Buffer.compare(key, this.top.key) > 0 ? this.top : { key, inclusive: false };
    this.done = this.lower !== undefined && Buffer.compare(this.upper.key, this.lower.key) <= 0;
  }

  async close(): Promise<void> {
    await this.server?.close();
    this.buffer = [];
    this.done = true;
  }
}
