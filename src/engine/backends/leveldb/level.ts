/**
 * The LevelDB store: the only module that imports `classic-level`
 * (persistent, the default) or `memory-level` (`memory: true`). Everything above it sees a
 * narrow, byte-oriented interface: get / getMany, chained batches, iterators
 * with gte/gt/lt/lte bounds, reverse, `nextv` with a raised
 * highWaterMarkBytes and an abort signal, key-only iterators, range clear,
 * close. Keys and values are Buffers.
 *
 * Performance notes (performance.md): chained batches are ~2x the array form
 * and ~20x an awaited put per cell; `nextv` with the default 16 KiB
 * highWaterMarkBytes returns ~274 entries per call and costs about a quarter
 * of scan speed, so iterators here default to 256 KiB.
 */
import { Buffer } from 'node:buffer';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { ShellError, interrupted } from '../../../errors.js';

export interface StoreRange {
  gt?: Buffer;
  gte?: Buffer;
  lt?: Buffer;
  lte?: Buffer;
}

export interface StoreIteratorOptions extends StoreRange {
  reverse?: boolean;
  /** Default -1 (no limit). */
  limit?: number;
  signal?: AbortSignal;
  /** Default 256 KiB. */
  highWaterMarkBytes?: number;
}

export interface StoreIterator {
  /** Up to `size` entries; an empty array at the end. */
  nextv(size: number): Promise<Array<[Buffer, Buffer]>>;
  seek(target: Buffer): void;
  close(): Promise<void>;
}

export interface StoreKeyIterator {
  nextv(size: number): Promise<Buffer[]>;
  seek(target: Buffer): void;
  close(): Promise<void>;
}

export interface StoreBatch {
  put(key: Buffer, value: Buffer): void;
  del(key: Buffer): void;
  readonly length: number;
  /** Commits atomically and closes the batch. */
  write(): Promise<void>;
  /** Discards the batch. */
  close(): Promise<void>;
}

export interface Store {
  readonly location: string | undefined;
  readonly persistent: boolean;
  get(key: Buffer): Promise<Buffer | undefined>;
  getMany(keys: Buffer[]): Promise<Array<Buffer | undefined>>;
  batch(): StoreBatch;
  iterator(options: StoreIteratorOptions): StoreIterator;
  keyIterator(options: StoreIteratorOptions): StoreKeyIterator;
  clear(range: StoreRange): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Directory of the persistent store (created, recursively, if missing). */
  location?: string;
  memory?: boolean;
}

export const DEFAULT_HIGH_WATER_MARK_BYTES = 256 * 1024;

const ENCODINGS = { keyEncoding: 'buffer', valueEncoding: 'buffer' } as const;

/** The subset of abstract-level's API the store uses (both backends provide it). */
interface LevelIterator<T> {
  nextv(size: number): Promise<T[]>;
  seek(target: Buffer): void;
  close(): Promise<void>;
}
interface LevelBatch {
  put(key: Buffer, value: Buffer): unknown;
  del(key: Buffer): unknown;
  readonly length: number;
  write(): Promise<void>;
  close(): Promise<void>;
}
interface LevelDb {
  open(): Promise<void>;
  close(): Promise<void>;
  get(key: Buffer): Promise<Buffer | undefined>;
  getMany(keys: Buffer[]): Promise<Array<Buffer | undefined>>;
  batch(): LevelBatch;
  iterator(options: object): LevelIterator<[Buffer, Buffer]>;
  keys(options: object): LevelIterator<Buffer>;
  clear(options: object): Promise<void>;
  readonly supports: { signals?: { iterators?: boolean } };
}

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : undefined;
}

function isLocked(e: unknown): boolean {
  for (let cur: unknown = e, depth = 0; cur && depth < 5; depth++) {
    if (errorCode(cur) === 'LEVEL_LOCKED') return true;
    const message = cur instanceof Error ? cur.message : '';
    if (/\block\b/i.test(message) && /(held|unavailable|resource temporarily)/i.test(message)) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/** LEVEL_ABORTED (the signal fired during a read) becomes the shell's INTERRUPTED; any other store failure STORE_IO. */
function mapError(e: unknown): unknown {
  if (e instanceof ShellError) return e;
  const code = errorCode(e);
  if (code === 'LEVEL_ABORTED' || (e instanceof Error && e.name === 'AbortError')) return interrupted(e);
  return new ShellError('STORE_IO', `store error: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
}

function mapped<T>(p: Promise<T>): Promise<T> {
  return p.catch((e: unknown) => {
    throw mapError(e);
  });
}

function rangeOptions(o: StoreRange): Record<string, Buffer> {
  const r: Record<string, Buffer> = {};
  if (o.gt) r.gt = o.gt;
  if (o.gte) r.gte = o.gte;
  if (o.lt) r.lt = o.lt;
  if (o.lte) r.lte = o.lte;
  return r;
}

/** A chained batch (one class: every put of a script goes through the same, monomorphic, methods). */
class LevelStoreBatch implements StoreBatch {
  constructor(private readonly b: LevelBatch) {}

  put(key: Buffer, value: Buffer): void {
    this.b.put(key, value);
  }

  del(key: Buffer): void {
    this.b.del(key);
  }

  get length(): number {
    return this.b.length;
  }

  write(): Promise<void> {
    return mapped(this.b.write());
  }

  close(): Promise<void> {
    return mapped(this.b.close());
  }
}

class LevelStore implements Store {
  private closed = false;
  private readonly signals: boolean;

  constructor(
    private readonly db: LevelDb,
    readonly location: string | undefined,
    readonly persistent: boolean,
  ) {
    this.signals = db.supports.signals?.iterators === true;
  }

  get(key: Buffer): Promise<Buffer | undefined> {
    return mapped(this.db.get(key));
  }

  getMany(keys: Buffer[]): Promise<Array<Buffer | undefined>> {
    return mapped(this.db.getMany(keys));
  }

  batch(): StoreBatch {
    return new LevelStoreBatch(this.db.batch());
  }

  private options(o: StoreIteratorOptions): object {
    const options: Record<string, unknown> = {
      ...rangeOptions(o),
      reverse: o.reverse === true,
      limit: o.limit ?? -1,
      highWaterMarkBytes: o.highWaterMarkBytes ?? DEFAULT_HIGH_WATER_MARK_BYTES,
    };
    if (o.signal && this.signals) options.signal = o.signal;
    return options;
  }

  private wrap<T>(it: LevelIterator<T>, signal: AbortSignal | undefined): LevelIterator<T> {
    return {
      async nextv(size: number): Promise<T[]> {
        if (signal?.aborted) throw interrupted();
        try {
          return await it.nextv(size);
        } catch (e) {
          throw mapError(e);
        }
      },
      seek: (target: Buffer) => it.seek(target),
      close: () => it.close(),
    };
  }

  iterator(o: StoreIteratorOptions): StoreIterator {
    return this.wrap(this.db.iterator(this.options(o)), o.signal);
  }

  keyIterator(o: StoreIteratorOptions): StoreKeyIterator {
    return this.wrap(this.db.keys(this.options(o)), o.signal);
  }

  clear(range: StoreRange): Promise<void> {
    return mapped(this.db.clear(rangeOptions(range)));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.db.close();
  }
}

/**
 * Opens the store. A persistent store's directory is created if missing; a
 * directory held by another process (LEVEL_LOCKED, possibly wrapped in
 * LEVEL_DATABASE_NOT_OPEN) becomes STORE_LOCKED.
 */
export async function openStore(options: StoreOptions): Promise<Store> {
  if (options.memory) {
    const { MemoryLevel } = await import('memory-level');
    const db = new MemoryLevel<Buffer, Buffer>(ENCODINGS) as unknown as LevelDb;
    await db.open();
    return new LevelStore(db, undefined, false);
  }
  if (!options.location) throw new ShellError('STORE_IO', 'no data directory given');
  const dir = resolve(options.location);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    throw new ShellError('STORE_IO', `cannot create data directory ${dir}: ${(e as Error).message}`, { cause: e });
  }
  const { ClassicLevel } = await import('classic-level');
  const db = new ClassicLevel<Buffer, Buffer>(dir, ENCODINGS) as unknown as LevelDb;
  try {
    await db.open();
  } catch (e) {
    if (isLocked(e)) {
      throw new ShellError('STORE_LOCKED', `data directory ${options.location} is in use by another hsh process`, { cause: e });
    }
    throw new ShellError('STORE_IO', `cannot open data directory ${options.location}: ${(e as Error).message}`, { cause: e });
  }
  return new LevelStore(db, dir, true);
}
