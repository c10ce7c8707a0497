/**
 * The write path. `mutateRow` validates everything first (row length,
 * timestamps, KeyValue size, table state, families) and only then encodes
 * the row's cells into ONE chained batch, so a row's mutations are atomic and
 * bad input writes nothing. The marker a delete writes (table.rb's
 * `_createdelete_internal`, HRegion's prepareDeleteTimestamps) is settled here: a `Delete` without a timestamp takes the
 * timestamp of the newest visible version of its column (now when there is
 * none); every other marker and put without a timestamp takes `now`, read
 * once per mutation from the clock.
 *
 * With coalescing (script mode), consecutive rows go into one pending
 * chained batch, committed when it reaches COALESCE_OPS operations or
 * COALESCE_BYTES bytes, and before any read, DDL, flushWrites() or close():
 * nothing a later statement can observe is ever left unwritten. Commits are
 * chained, so batches reach the backend in the order they were made.
 *
 * Group commit: a coalesced write is not acknowledged when it is added.
 * `unacknowledged()` gives a promise for every write added so far reaching
 * the backend (LevelDB's log), which the shell waits for before it prints
 * the output of the statements that made them; after a failed commit the
 * pending batch is discarded and its promise rejects, so the output of
 * statements whose writes were lost is never printed.
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
const ignore = (): void => undefined;

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(e: unknown): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(ignore);
  return { promise, resolve, reject };
}

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
  /** Settles once every commit made so far is written; rejects when one of them failed. */
  private acked: Promise<void> = RESOLVED;
  /** Settles once the pending batch is written (made on demand). */
  private pendingAck: Deferred | undefined;

  constructor(
    private readonly backend: Backend,
    readonly coalesce: boolean,
    private readonly maxOps = COALESCE_OPS,
    private readonly maxBytes = COALESCE_BYTES,
    /** Called just before a batch is written, in commit order; what it returns runs once the batch is (sequence.ts). */
    private readonly beforeWrite?: (b: WriteBatch) => (() => void) | undefined,
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
      // This row's operations went into the batch after the failure: never written.
      this.discardPending(this.failure);
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
    this.commitPending().catch(ignore);
    return previous.then(() => this.rethrow());
  }

  /**
   * Settles once every write added so far is in the backend (rejects if one
   * of them failed); undefined when there is nothing to wait for. The
   * pending batch is not committed by asking: it still fills up.
   */
  unacknowledged(): Promise<void> | undefined {
    if (this.pendingOps > 0) return (this.pendingAck ??= deferred()).promise;
    if (this.inflight > 0) return this.acked;
    return undefined;
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
  private commit(b: WriteBatch, report = false, ack?: Deferred): Promise<void> {
    this.inflight++;
    const p = this.chain.then(() => this.write(b));
    this.chain = p.then(
      () => {
        this.inflight--;
      },
      (e) => {
        this.inflight--;
        if (!report) {
          this.failure ??= e;
          // Nothing after a failed commit is written: the run stops on the error.
          this.discardPending(e);
        }
      },
    );
    const acked = this.acked.then(() => p);
    acked.catch(ignore);
    this.acked = acked;
    if (ack) acked.then(ack.resolve, ack.reject);
    return p;
  }

  private write(b: WriteBatch): Promise<void> {
    if (b.length === 0) return b.close();
    const written = this.beforeWrite?.(b);
    return written === undefined ? b.write() : b.write().then(written);
  }

  /** Commits the pending batch (settling its acknowledgement). */
  private commitPending(): Promise<void> {
    const b = this.pending!;
    const ack = this.pendingAck;
    this.pending = undefined;
    this.pendingAck = undefined;
    this.pendingOps = 0;
    this.pendingBytes = 0;
    return this.commit(b, false, ack);
  }

  private discardPending(e: unknown): void {
    const b = this.pending;
    if (b === undefined) return;
    this.pendingAck?.reject(e);
    this.pending = undefined;
    this.pendingAck = undefined;
    this.pendingOps = 0;
    this.pendingBytes = 0;
    b.close().catch(ignore);
  }

  private rethrow(): void {
    if (this.failure !== undefined) {
      const e = this.failure;
      this.failure = undefined;
      this.acked = RESOLVED;
      throw e instanceof ShellError ? e : new ShellError('STORE_IO', `write failed: ${(e as Error)?.message ?? e}`, { cause: e });
    }
  }

  /** Commits the pending batch and waits for every commit so far (at once when there is nothing to wait for). */
  flush(): Promise<void> {
    if (this.pending === undefined && this.inflight === 0 && this.failure === undefined) return RESOLVED;
    return this.flushAll();
  }

  private async flushAll(): Promise<void> {
    if (this.failure !== undefined) this.discardPending(this.failure);
    if (this.pending) this.commitPending().catch(ignore);
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
