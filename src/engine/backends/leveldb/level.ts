/**
 * The LevelDB store: the only module that imports `classic-level`
 * (persistent, the default) or `memory-level` (`memory: true`). Everything above it sees a
 * narrow, byte-oriented interface: get / getMany, chained batches, iterators
 * with gte/gt/lt/lte bounds, reverse, `nextv` with a raised
 * highWaterMarkBytes and an abort signal, key-only iterators, range clear,
 * close. Keys and values are Buffers.
 *
 * Performance notes (measured with bench/engine.bench.mjs's raw references): chained batches are ~2x the array form
 * and ~20x an awaited put per cell; `nextv` with the default 16 KiB
 * highWaterMarkBytes returns ~274 entries per call and costs about a quarter
 * of scan speed, so iterators here default to 256 KiB.
 */
import { Buffer } from 'node:buffer';
import { accessSync, chmodSync, constants, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ShellError, interrupted } from '../../../errors.js';
import { incompleteLogTails, journal, recoveryDrops, tailWarning } from './health.js';
import { FORMAT_KEY, corruption } from './keys.js';

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
  /** Told what recovery dropped at open (health.ts); stderr when not given. */
  warn?: (message: string) => void;
  /** The format is only read, neither refused nor upgraded (`hsh status` looks; the store is closed at once). */
  readOnlyFormat?: boolean;
}

/**
 * The store format this hsh writes, recorded under FORMAT_KEY: 1 is the
 * layout of keys.ts; 2 adds the sequence id a value's header may carry (a
 * format-1 hsh would read its bytes as the value's). A store of an older
 * format is upgraded at open by the steps of UPGRADES (a store without the
 * key is format 1: it gets the key); a newer one is refused before anything
 * is written.
 */
export const STORE_FORMAT = 2;

/**
 * UPGRADES[n] turns a store of format n into format n + 1. 1 → 2 rewrites
 * nothing: a value without a sequence id reads as id 0, older than every id
 * the store hands out (sequence.ts starts at 1).
 */
const UPGRADES: Record<number, (db: LevelDb) => Promise<void>> = { 1: async () => undefined };

export const DEFAULT_HIGH_WATER_MARK_BYTES = 256 * 1024;

const ENCODINGS = { keyEncoding: 'buffer', valueEncoding: 'buffer' } as const;

/**
 * LevelDB's open-file budget, at its floor (SanitizeOptions clips it to 64 + 10): a table
 * cache of 64 tables. LevelDB maps each table it opens whole (PosixMmapReadableFile, up to
 * 1,000 per process), and a scan touches every page of every table it passes, so each
 * cached table adds its size to the resident set until it is evicted: at the default
 * budget (1,000) a full scan's RSS grew by the store's size (+117 MB at 10M cells).
 * The price: random gets over more than 64 tables reopen tables (bench/README.md).
 */
const MAX_OPEN_FILES = 74;

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

export function isLocked(e: unknown): boolean {
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
export const LEVELDB_FILE = /^(CURRENT|LOCK|LOG|LOG\.old|MANIFEST-\d+|\d+\.(log|ldb|sst|dbtmp))$/;

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
 * What hsh creates of a store is its owner's alone (directories 0700, files
 * 0600): LevelDB creates files at open and later, in the background
 * (flushes, compactions), so the umask 077 is set for the rest of the
 * process once a store is opened. A worker thread cannot set it (the
 * --sandbox run's main thread sets it for the whole process, limits.ts).
 */
function ownerOnly(): void {
  try {
    process.umask(0o077);
  } catch {
    // a worker thread: its main thread did (src/shell/limits.ts)
  }
}

/** A store written before its modes were kept: the directory 0700 and every file 0600 (lost/ too). */
export function restrictModes(dir: string): void {
  const fix = (path: string, mode: number) => {
    try {
      if ((statSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
    } catch {
      // not the owner's to change: left as it is
    }
  };
  fix(dir, 0o700);
  const walk = (d: string) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const path = join(d, e.name);
      if (e.isDirectory()) {
        fix(path, 0o700);
        walk(path);
      } else if (e.isFile()) fix(path, 0o600);
    }
  };
  walk(dir);
}

/**
 * Opens the store. A persistent store's directory is created (0700) if
 * missing or empty; an existing store must have its CURRENT and MANIFEST (an
 * error naming the file otherwise); a directory held by another process
 * (LEVEL_LOCKED, possibly wrapped in LEVEL_DATABASE_NOT_OPEN) is STORE_LOCKED;
 * any other failure names LevelDB's cause. Once open: the modes are made the
 * owner's, the format checked (and upgraded), and what recovery dropped is
 * told to `warn` and kept in the store's journal (health.ts).
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
  ownerOnly();
  let exists: boolean;
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    exists = checkExistingStore(dir);
  } catch (e) {
    if (e instanceof ShellError) throw e;
    throw new ShellError('STORE_IO', `cannot create data directory ${dir}: ${(e as Error).message}`, { cause: e });
  }
  // read before LevelDB's recovery turns the log into a table
  const tails = exists ? incompleteLogTails(dir) : [];
  const db = new ClassicLevel<Buffer, Buffer>(dir, { ...ENCODINGS, createIfMissing: !exists, maxOpenFiles: MAX_OPEN_FILES }) as unknown as LevelDb;
  try {
    await db.open();
  } catch (e) {
    throw openError(e, options.location!);
  }
  try {
    restrictModes(dir);
    await checkFormat(db, options.location, options.readOnlyFormat === true);
  } catch (e) {
    await db.close().catch(() => undefined);
    throw mapError(e);
  }
  const warnings = [...tails.map(tailWarning), ...recoveryDrops(dir).map((l) => `LevelDB's recovery: ${l}`)];
  if (warnings.length > 0) {
    const warn = options.warn ?? ((m: string) => process.stderr.write(`hsh: warning: ${m}\n`));
    for (const w of warnings) warn(`data directory ${options.location}: ${w}`);
    journal(dir, 'open', warnings);
  }
  return new LevelStore(db, dir, true, options.sync);
}

/** The store's format (1 when none is recorded). */
export async function storeFormat(db: { get(key: Buffer): Promise<Buffer | undefined> }): Promise<number> {
  return formatOf(await db.get(FORMAT_KEY));
}

const formatOf = (recorded: Buffer | undefined): number => (recorded === undefined ? 1 : Number(recorded.toString('latin1')));

/** Whether a directory's names are a LevelDB store's (a LOCK alone is left by an open that made nothing). */
export function holdsStore(names: readonly string[]): boolean {
  return names.some((n) => LEVELDB_FILE.test(n) && n !== 'LOCK');
}

async function checkFormat(db: LevelDb, location: string, readOnly: boolean): Promise<void> {
  const recorded = await db.get(FORMAT_KEY);
  let format = formatOf(recorded);
  if (!Number.isSafeInteger(format) || format < 1) {
    throw new ShellError('STORE_IO', `data directory ${location} is damaged: its format version is not a number; ${repairHint(location)}`);
  }
  if (readOnly) return;
  if (format > STORE_FORMAT) {
    throw new ShellError(
      'STORE_IO',
      `data directory ${location} holds a store of format ${format}, written by a newer hsh; this hsh reads formats up to ${STORE_FORMAT}: use a newer hsh (nothing was written)`,
    );
  }
  if (recorded !== undefined && format === STORE_FORMAT) return;
  for (; format < STORE_FORMAT; format++) await UPGRADES[format](db);
  const b = db.batch();
  b.put(FORMAT_KEY, Buffer.from(String(STORE_FORMAT), 'latin1'));
  await b.write({ sync: true });
}
