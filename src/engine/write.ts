/**
 * The write path. `mutateRow` validates everything first (row length,
 * timestamps, KeyValue size, table state, families) and only then encodes
 * the row's cells into ONE chained batch, so a row's mutations are atomic and
 * bad input writes nothing (DESIGN "Errors"). The marker mapping of
 * reference §6.3 is resolved here: a `Delete` without a timestamp takes the
 * timestamp of the newest visible version of its column (now when there is
 * none); every other marker and put without a timestamp takes `now`, read
 * once per mutation from the clock.
 *
 * With coalescing (script mode), consecutive rows go into one pending
 * chained batch, committed when it reaches COALESCE_OPS operations or
 * COALESCE_BYTES bytes, and before any read, DDL, flushWrites() or close():
 * nothing a later statement can observe is ever left unwritten. Commits are
 * chained, so batches reach the backend in the order they were made.
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../errors.js';
import { LATEST_TIMESTAMP } from './descriptor.js';
import type { Mutation } from './types.js';
import type { Backend, WriteBatch } from './backend.js';

export const MAX_ROW_LENGTH = 32767;
/** hbase.client.keyvalue.maxsize */
export const MAX_KEYVALUE_SIZE = 10485760;
export const COALESCE_OPS = 4096;
export const COALESCE_BYTES = 4 * 1024 * 1024;

const RESOLVED: Promise<void> = Promise.resolve();

export function checkRow(row: Uint8Array): void {
  if (row.length === 0) throw new ShellError('ILLEGAL_ROW', 'Row length is 0', { rubyClass: 'ArgumentError' });
  if (row.length > MAX_ROW_LENGTH) {
    throw new ShellError('ILLEGAL_ROW', `Row length ${row.length} is > ${MAX_ROW_LENGTH}`, { rubyClass: 'ArgumentError' });
  }
}

export function checkTimestamp(ts: bigint): void {
  if (ts < 0n) throw new ShellError('ILLEGAL_TIMESTAMP', `Timestamp cannot be negative. ts=${ts}`, { rubyClass: 'ArgumentError' });
  if (ts > LATEST_TIMESTAMP) throw new ShellError('ILLEGAL_TIMESTAMP', `Timestamp out of range for a Java long. ts=${ts}`, { rubyClass: 'ArgumentError' });
}

/** KeyValue.checkParameters: a cell's family length is one signed byte (a longer family can be created but holds no data). */
export function checkFamilyLength(familyBytes: number): void {
  if (familyBytes > 127) throw new ShellError('ARGUMENT_ERROR', 'Family > 127', { rubyClass: 'ArgumentError' });
}

/** KeyValue's serialized size: 8 + key (2 + row + 1 + family + qualifier + 8 + 1) + value. */
export function checkKeyValueSize(row: Uint8Array, familyBytes: number, qualifier: Uint8Array, value: Uint8Array): void {
  if (8 + 12 + row.length + familyBytes + qualifier.length + value.length > MAX_KEYVALUE_SIZE) {
    throw new ShellError('KEYVALUE_TOO_LARGE', 'KeyValue size too large', { rubyClass: 'ArgumentError' });
  }
}

/** Commits batches, optionally coalescing consecutive ones. */
export class Writer {
  private pending: WriteBatch | undefined;
  private pendingOps = 0;
  private pendingBytes = 0;
  private chain: Promise<void> = Promise.resolve();
  private inflight = 0;
  private failure: unknown;

  constructor(
    private readonly backend: Backend,
    readonly coalesce: boolean,
    private readonly maxOps = COALESCE_OPS,
    private readonly maxBytes = COALESCE_BYTES,
  ) {}

  /** The batch one row's operations go into: the pending one when coalescing, else a fresh one. */
  batch(): WriteBatch {
    if (!this.coalesce) return this.backend.batch();
    return (this.pending ??= this.backend.batch());
  }

  /**
   * After a row's operations were added to `batch()`: without coalescing the
   * batch is committed before the promise resolves; with coalescing, a full
   * pending batch starts committing and the promise waits only for the batch
   * before it (two in flight at most: encoding overlaps LevelDB's write).
   */
  added(b: WriteBatch, ops: number, bytes: number): Promise<void> {
    if (this.failure !== undefined) {
      try {
        this.rethrow();
      } catch (e) {
        return Promise.reject(e);
      }
    }
    if (!this.coalesce) return this.commit(b, true);
    this.pendingOps += ops;
    this.pendingBytes += bytes;
    if (this.pendingOps < this.maxOps && this.pendingBytes < this.maxBytes) return RESOLVED;
    const previous = this.chain;
    this.pending = undefined;
    this.pendingOps = 0;
    this.pendingBytes = 0;
    void this.commit(b).catch(() => undefined);
    return previous.then(() => this.rethrow());
  }

  /** A batch committed at once, after everything pending (DDL, catalog changes). */
  async writeNow(fill: (b: WriteBatch) => void): Promise<void> {
    await this.flush();
    const b = this.backend.batch();
    fill(b);
    await this.commit(b, true);
  }

  /**
   * Commits after every earlier commit. `report`: the caller awaits the
   * returned promise and reports a failure itself; otherwise the failure is
   * kept for the next write or flush.
   */
  private commit(b: WriteBatch, report = false): Promise<void> {
    this.inflight++;
    const p = this.chain.then(() => (b.length > 0 ? b.write() : b.close()));
    this.chain = p.then(
      () => {
        this.inflight--;
      },
      (e) => {
        this.inflight--;
        if (!report) this.failure ??= e;
      },
    );
    return p;
  }

  private rethrow(): void {
    if (this.failure !== undefined) {
      const e = this.failure;
      this.failure = undefined;
      throw e instanceof ShellError ? e : new ShellError('STORE_IO', `write failed: ${(e as Error)?.message ?? e}`, { cause: e });
    }
  }

  /** Commits the pending batch and waits for every commit so far (at once when there is nothing to wait for). */
  flush(): Promise<void> {
    if (this.pending === undefined && this.inflight === 0 && this.failure === undefined) return RESOLVED;
    return this.flushAll();
  }

  private async flushAll(): Promise<void> {
    const b = this.pending;
    if (b) {
      this.pending = undefined;
      this.pendingOps = 0;
      this.pendingBytes = 0;
      this.commit(b).catch(() => undefined);
    }
    await this.chain;
    this.rethrow();
  }

  get hasPending(): boolean {
    return this.pending !== undefined;
  }
}

// ---------------------------------------------------------------- mutations

/** The client-side checks of one row's mutations: row length, timestamps, KeyValue size. */
export function checkMutations(row: Uint8Array, mutations: Mutation[]): void {
  checkRow(row);
  // Put/Delete.addColumn: the timestamp, then the KeyValue built (checkParameters) …
  for (let i = 0; i < mutations.length; i++) {
    const m = mutations[i];
    if (m.timestamp !== undefined) checkTimestamp(m.timestamp);
    // (a name of at most 42 UTF-16 units is at most 126 UTF-8 bytes: no need to measure it)
    if (m.family.length > 42) checkFamilyLength(Buffer.byteLength(m.family, 'utf8'));
  }
  // … then, once the mutation is complete, the client's validatePut (hbase.client.keyvalue.maxsize)
  for (let i = 0; i < mutations.length; i++) {
    const m = mutations[i];
    if (m.kind !== 'put') continue;
    // UTF-8 takes at most 3 bytes per UTF-16 unit: the family is measured only when that bound could matter
    if (8 + 12 + row.length + 3 * m.family.length + m.qualifier.length + m.value.length <= MAX_KEYVALUE_SIZE) continue;
    checkKeyValueSize(row, Buffer.byteLength(m.family, 'utf8'), m.qualifier, m.value);
  }
}
