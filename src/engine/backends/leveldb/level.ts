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
import { accessSync, constants, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ShellError, interrupted } from '../../../errors.js';
import { corruption } from './keys.js';

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
  /** Read at each commit: fsync LevelDB's log before the write is acknowledged (`--sync`). */
  sync?: () => boolean;
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
  write(options?: { sync: boolean }): Promise<void>;
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
  const { message } = rootCause(e);
  // LevelDB keeps a failed background write (a full disk, corruption) and fails every later write with it.
  if (/^Corruption:/.test(message)) return corruption(message, e);
  return new ShellError('STORE_IO', `store error: ${message}`, { cause: e });
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
  constructor(
    private readonly b: LevelBatch,
    private readonly sync: (() => boolean) | undefined,
  ) {}

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
    return mapped(this.sync?.() ? this.b.write(SYNC) : this.b.write());
  }

  close(): Promise<void> {
    return mapped(this.b.close());
  }
}

const SYNC = { sync: true } as const;

class LevelStore implements Store {
  private closed = false;
  private readonly signals: boolean;

  constructor(
    private readonly db: LevelDb,
    readonly location: string | undefined,
    readonly persistent: boolean,
    private readonly sync?: () => boolean,
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
    return new LevelStoreBatch(this.db.batch(), this.sync);
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

/** LevelDB's own files in a data directory (db/filename.cc): a directory holding one is a store. */
const LEVELDB_FILE = /^(CURRENT|LOCK|LOG|LOG\.old|MANIFEST-\d+|\d+\.(log|ldb|sst|dbtmp))$/;

function repairHint(dir: string): string {
  return `'hsh repair --data ${dir}' rebuilds the store from its table and log files`;
}

/** The innermost message of an error and its causes (classic-level wraps LevelDB's status in LEVEL_DATABASE_NOT_OPEN). */
function rootCause(e: unknown): { code: string | undefined; message: string } {
  let cur = e;
  for (let depth = 0; depth < 5 && (cur as { cause?: unknown })?.cause; depth++) cur = (cur as { cause?: unknown }).cause;
  return { code: errorCode(cur), message: cur instanceof Error ? cur.message : String(cur) };
}

/**
 * An existing store is opened, never created anew: without CURRENT (or the
 * MANIFEST it names) LevelDB would start an empty store and delete the old
 * table files. Returns whether the directory holds a store.
 */
function checkExistingStore(dir: string): boolean {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    throw new ShellError('STORE_IO', `cannot read data directory ${dir}: ${(e as Error).message}`, { cause: e });
  }
  if (!names.some((n) => LEVELDB_FILE.test(n))) return false;
  if (!names.includes('CURRENT')) {
    throw new ShellError('STORE_IO', `data directory ${dir} is damaged: its CURRENT file is missing; ${repairHint(dir)}`);
  }
  let manifest: string;
  try {
    manifest = readFileSync(join(dir, 'CURRENT'), 'latin1');
  } catch (e) {
    throw new ShellError('STORE_IO', `data directory ${dir} is damaged: its CURRENT file cannot be read (${(e as Error).message}); ${repairHint(dir)}`, { cause: e });
  }
  const name = manifest.endsWith('\n') ? manifest.slice(0, -1) : manifest;
  if (!/^MANIFEST-\d+$/.test(name)) {
    throw new ShellError('STORE_IO', `data directory ${dir} is damaged: its CURRENT file does not name a MANIFEST; ${repairHint(dir)}`);
  }
  try {
    accessSync(join(dir, name), constants.R_OK);
  } catch (e) {
    throw new ShellError('STORE_IO', `data directory ${dir} is damaged: ${name} (named by CURRENT) ${names.includes(name) ? 'cannot be read' : 'is missing'}; ${repairHint(dir)}`, {
      cause: e,
    });
  }
  return true;
}

/** Why a persistent store did not open, in LevelDB's words, with what to do. */
function openError(e: unknown, dir: string): ShellError {
  if (isLocked(e)) return new ShellError('STORE_LOCKED', `data directory ${dir} is in use by another hsh process`, { cause: e });
  const { code, message } = rootCause(e);
  if (code === 'LEVEL_CORRUPTION' || /^Corruption:/.test(message)) {
    return new ShellError('STORE_IO', `data directory ${dir} is damaged: ${message}; ${repairHint(dir)}`, { cause: e });
  }
  return new ShellError('STORE_IO', `cannot open data directory ${dir}: ${message}`, { cause: e });
}

/**
 * Runs `fn` with umask 077: what hsh creates of a store is its owner's alone
 * (directories 0700, files 0600). A worker thread cannot set the umask (the
 * --sandbox run's main thread sets it for the whole process, limits.ts).
 */
async function privately<T>(fn: () => Promise<T>): Promise<T> {
  let old: number;
  try {
    old = process.umask(0o077);
  } catch {
    return fn(); // a worker thread may not set it: its main thread did (src/shell/limits.ts)
  }
  try {
    return await fn();
  } finally {
    process.umask(old);
  }
}

/**
 * Opens the store. A persistent store's directory is created (0700) if
 * missing or empty; an existing store must have its CURRENT and MANIFEST (an
 * error naming the file otherwise); a directory held by another process
 * (LEVEL_LOCKED, possibly wrapped in LEVEL_DATABASE_NOT_OPEN) is STORE_LOCKED;
 * any other failure names LevelDB's cause.
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
  const { ClassicLevel } = await import('classic-level');
  return privately(async () => {
    let exists: boolean;
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      exists = checkExistingStore(dir);
    } catch (e) {
      if (e instanceof ShellError) throw e;
      throw new ShellError('STORE_IO', `cannot create data directory ${dir}: ${(e as Error).message}`, { cause: e });
    }
    const db = new ClassicLevel<Buffer, Buffer>(dir, { ...ENCODINGS, createIfMissing: !exists }) as unknown as LevelDb;
    try {
      await db.open();
    } catch (e) {
      throw openError(e, options.location!);
    }
    return new LevelStore(db, dir, true, options.sync);
  });
}

/**
 * LevelDB's RepairDB (ClassicLevel.repair): rebuilds the MANIFEST and CURRENT
 * from the table and log files it finds, keeping every entry it can read.
 * The directory must exist (repair never creates a store).
 */
export async function repairStore(location: string): Promise<string[]> {
  const dir = resolve(location);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    throw new ShellError('STORE_IO', `cannot read data directory ${dir}: ${(e as Error).message}`, { cause: e });
  }
  if (!names.some((n) => LEVELDB_FILE.test(n))) throw new ShellError('STORE_IO', `data directory ${dir} holds no store to repair`);
  // RepairDB moves what it cannot use (unreadable table files, old MANIFESTs) to lost/.
  const lost = join(dir, 'lost');
  const before = new Set(listLost(lost));
  const { ClassicLevel } = await import('classic-level');
  await privately(async () => {
    try {
      await ClassicLevel.repair(dir);
    } catch (e) {
      if (isLocked(e)) throw new ShellError('STORE_LOCKED', `data directory ${location} is in use by another hsh process`, { cause: e });
      throw new ShellError('STORE_IO', `cannot repair data directory ${location}: ${rootCause(e).message}`, { cause: e });
    }
  });
  // (It archives every log there too once converted, and the old MANIFEST: only table files are lost data.)
  return listLost(lost).filter((n) => !before.has(n) && /\.(ldb|sst)$/.test(n));
}

function listLost(lost: string): string[] {
  try {
    return readdirSync(lost).sort();
  } catch {
    return []; // none yet
  }
}
