/**
 * The read path: a scanner over the family stores of one table and a
 * matcher that decides per cell, as HBase's UserScanQueryMatcher /
 * RawScanQueryMatcher do (reference §6):
 *
 * - one iterator per family store read (a read naming one family opens only
 *   that store); rows are merged k-way by their escaped key bytes, which
 *   order exactly as the rows do (keys.ts);
 * - per row and family, in key order (qualifier ascending, timestamp
 *   descending, type descending), the matcher:
 *     1. drops cells expired by the family TTL when MIN_VERSIONS is 0
 *        (markers too), and puts expired by their per-cell TTL;
 *     2. non-raw: records delete markers — KEEP_DELETED_CELLS FALSE: every
 *        marker with ts ≥ the time range's min; TRUE/TTL: only markers inside
 *        the time range (§6.5) — and drops the puts they mask, whatever the
 *        write order; deleted versions are not counted;
 *     3. drops puts outside [min, max) and columns not selected;
 *     4. counts versions per column: beyond the cap the column ends; beyond
 *        MIN_VERSIONS an expired cell ends it. The cap is min(read VERSIONS,
 *        family VERSIONS) (raw: the read's VERSIONS, unlimited with a filter;
 *        markers are not counted). Qualifiers named for a family follow
 *        ExplicitColumnTracker instead (explicitVersion below).
 * - with a filter: filterRowKey first, then filterRow over the row's
 *   candidates (capped at the family's VERSIONS), then the read's VERSIONS
 *   applied to what the filter kept; the scan ends when done().
 * - rows with no cells are dropped; LIMIT counts returned rows.
 *
 * Memory stays flat: iterators are read with nextv in batches bounded by
 * highWaterMarkBytes, one row at a time is held per store.
 */
import { ShellError } from '../errors.js';
import type { FamilyEntry, TableEntry } from './catalog.js';
import { interrupted, type Store, type StoreIterator, type StoreKeyIterator } from './store.js';
import {
  CODE_DELETE,
  CODE_DELETE_COLUMN,
  CODE_DELETE_FAMILY,
  CODE_DELETE_FAMILY_VERSION,
  CODE_PUT,
  PREFIX_LENGTH,
  TYPE_BY_CODE,
  VALUE_TTL,
  escapedEnd,
  rowLimitKey,
  rowStartKey,
  unescape,
} from './keys.js';
import { regionIndex } from './regions.js';
import type { Cell, CellType, Clock, ColumnSelector, ReadSpec, RowFilter, RowResult, ScanMetrics, Scanner, ScanSpec } from './types.js';
import { loadFilter } from './filters/load.js';

const U64_MAX = 0xffffffffffffffffn;
const EMPTY: Buffer = Buffer.alloc(0);
const NO_TIME_MAX = 0x7fffffffffffffffn + 1n;
const BATCH = 1000;
/** Rows per chunk handed to the consumer. */
const CHUNK = 256;

export function emptyMetrics(): ScanMetrics {
  return { ROWS_SCANNED: 0, ROWS_FILTERED: 0, CELLS_EXAMINED: 0, BYTES_IN_RESULTS: 0, REGIONS_SCANNED: 0, RPC_CALLS: 0 };
}

// ---------------------------------------------------------------- plans

export interface FamilyPlan {
  fam: FamilyEntry;
  /** Selected qualifiers (latin1), or null for the whole family. */
  qualifiers: Set<string> | null;
}

export interface ReadPlan {
  table: TableEntry;
  families: FamilyPlan[];
  tmin: bigint;
  tmax: bigint;
  versions: number;
  raw: boolean;
  filter?: ReadSpec['filter'];
  keyOnly: boolean;
  signal?: AbortSignal;
}

export function noSuchFamily(table: TableEntry, family: string, row: Uint8Array | undefined, describe: (t: TableEntry, row: Uint8Array | undefined) => string): ShellError {
  return new ShellError(
    'NO_SUCH_FAMILY',
    `org.apache.hadoop.hbase.regionserver.NoSuchColumnFamilyException: Column family ${family} does not exist in region ${describe(table, row)}`,
    { rubyClass: 'RuntimeError' },
  );
}

/**
 * The families a read touches, in family order, with their qualifier sets.
 * Scan.addFamily / addColumn semantics in the order given: a family
 * selector replaces any qualifiers; a qualifier after a family selector
 * narrows the family to that qualifier (HBase's computeIfAbsent on a null
 * entry).
 */
export function planFamilies(table: TableEntry, columns: ColumnSelector[] | undefined, missing: (family: string) => Error): FamilyPlan[] {
  if (!columns || columns.length === 0) return table.families.map((fam) => ({ fam, qualifiers: null }));
  const sel = new Map<string, Set<string> | null>();
  for (const c of columns) {
    if (!table.byName.has(c.family)) throw missing(c.family);
    if (c.qualifier === null) {
      sel.set(c.family, null);
    } else {
      const q = Buffer.from(c.qualifier.buffer, c.qualifier.byteOffset, c.qualifier.byteLength).toString('latin1');
      const cur = sel.get(c.family);
      if (cur) cur.add(q);
      else sel.set(c.family, new Set([q]));
    }
  }
  return table.families.filter((f) => sel.has(f.name)).map((fam) => ({ fam, qualifiers: sel.get(fam.name) ?? null }));
}

// ---------------------------------------------------------------- the matcher

/** Lazily read "now" (the clock is read at most once per read, and only when a TTL needs it). */
export class Now {
  private value: bigint | undefined;
  constructor(private readonly clock: Clock) {}
  get(): bigint {
    if (this.value === undefined) this.value = this.clock.now();
    return this.value;
  }
}

/**
 * Decides, per row of one family store, which cells a read returns. Feed
 * the row's entries in key order (reset first); visible cells are pushed to
 * `out` in HBase order.
 */
export class FamilyMatcher {
  private readonly raw: boolean;
  private readonly tmin: bigint;
  private readonly tmax: bigint;
  private readonly minVersions: number;
  private readonly hasTtl: boolean;
  private readonly keepDeleted: boolean;
  private readonly qualifiers: Set<string> | null;
  private readonly famName: string;
  private readonly famLen: number;
  private oldestCache: bigint | undefined;

  // row state
  private row: Buffer = EMPTY;
  private familyTs = -1n;
  /** DeleteFamilyVersion and Delete timestamps: sets, so a row with many markers stays linear. */
  private readonly dfv = new Set<bigint>();
  // column state
  private colKey: Buffer | undefined;
  private colStart = 0;
  private colEnd = 0;
  private colQualifier: Buffer = EMPTY;
  private colSelected = true;
  private dcTs = -1n;
  private readonly dts = new Set<bigint>();
  private count = 0;
  private colDone = false;
  /** ExplicitColumnTracker's latestTSOfCurrentColumn: the timestamp of the last version included without ending the column. */
  private prevTs = -1n;
  /** Qualifiers were named for this family: HBase tracks its columns with ExplicitColumnTracker. */
  private readonly explicit: boolean;

  /** Cells emitted since reset. */
  emitted = 0;
  bytes = 0;

  constructor(
    readonly plan: FamilyPlan,
    options: { raw: boolean; tmin: bigint; tmax: bigint },
    /** Versions kept per column. */
    private readonly cap: number,
    private readonly now: Now,
    private readonly keyOnly: boolean,
  ) {
    const fam = plan.fam;
    this.raw = options.raw;
    this.tmin = options.tmin;
    this.tmax = options.tmax;
    this.minVersions = fam.minVersions;
    this.hasTtl = fam.ttlMs >= 0n;
    this.keepDeleted = fam.keepDeleted !== 'FALSE';
    this.qualifiers = plan.qualifiers;
    this.explicit = plan.qualifiers !== null;
    this.famName = fam.name;
    this.famLen = fam.nameBytes.length;
  }

  /** The oldest unexpired timestamp under the family TTL. */
  private oldest(): bigint {
    if (this.oldestCache === undefined) this.oldestCache = this.now.get() - this.plan.fam.ttlMs;
    return this.oldestCache;
  }

  reset(row: Buffer): void {
    this.row = row;
    this.familyTs = -1n;
    if (this.dfv.size) this.dfv.clear();
    this.colKey = undefined;
    this.emitted = 0;
    this.bytes = 0;
  }

  private newColumn(key: Buffer, rowEnd: number, qualEnd: number): void {
    this.colKey = key;
    this.colStart = rowEnd;
    this.colEnd = qualEnd;
    this.colQualifier = unescape(key, rowEnd, qualEnd);
    this.colSelected = this.qualifiers === null || this.qualifiers.has(this.colQualifier.toString('latin1'));
    this.dcTs = -1n;
    if (this.dts.size) this.dts.clear();
    this.count = 0;
    this.colDone = false;
    this.prevTs = -1n;
  }

  /**
   * One stored entry of the current row. `rowEnd` is the offset just past
   * the row's terminator in `key`; `value` is the stored value (undefined
   * when only keys were read: no cell of the store has a per-cell TTL).
   */
  feed(key: Buffer, rowEnd: number, value: Buffer | undefined, out: Cell[]): void {
    const qualEnd = escapedEnd(key, rowEnd);
    const ck = this.colKey;
    if (ck === undefined || !sameBytes(key, rowEnd, qualEnd, ck, this.colStart, this.colEnd)) this.newColumn(key, rowEnd, qualEnd);
    const ts = U64_MAX - key.readBigUInt64BE(qualEnd);
    const code = 255 - key[qualEnd + 8];

    // preCheck: family TTL (columns.isDone) and per-cell TTL
    if (this.hasTtl && this.minVersions === 0 && ts < this.oldest()) return;
    if (code === CODE_PUT && value !== undefined && value.length > 0 && value[0] === VALUE_TTL) {
      if (ts + value.readBigUInt64BE(1) < this.now.get()) return;
    }

    if (this.raw) {
      if (this.colDone) return;
      if (ts >= this.tmax) return;
      if (ts < this.tmin) {
        this.colDone = true;
        return;
      }
      if (!this.colSelected) return;
      if (this.explicit) {
        this.explicitVersion(ts, code, value, out);
        return;
      }
      if (code === CODE_PUT) this.count++;
      if (this.count > this.cap) {
        this.colDone = true;
        return;
      }
      if (this.count > this.minVersions && this.hasTtl && ts < this.oldest()) {
        this.colDone = true;
        return;
      }
      this.emit(ts, code, value, out);
      return;
    }

    if (code !== CODE_PUT) {
      const applies = this.keepDeleted ? ts >= this.tmin && ts < this.tmax : ts >= this.tmin;
      if (!applies) return;
      switch (code) {
        case CODE_DELETE_FAMILY:
          if (ts > this.familyTs) this.familyTs = ts;
          break;
        case CODE_DELETE_FAMILY_VERSION:
          this.dfv.add(ts);
          break;
        case CODE_DELETE_COLUMN:
          if (ts > this.dcTs) this.dcTs = ts;
          break;
        case CODE_DELETE:
          this.dts.add(ts);
          break;
      }
      return;
    }

    if (this.colDone) return;
    // deleted?
    if (ts <= this.familyTs || ts <= this.dcTs) return;
    if (this.dfv.size && this.dfv.has(ts)) return;
    if (this.dts.size && this.dts.has(ts)) return;
    // time range, columns
    if (ts >= this.tmax) return;
    if (ts < this.tmin) {
      this.colDone = true;
      return;
    }
    if (!this.colSelected) return;
    // versions
    if (this.explicit) {
      this.explicitVersion(ts, code, value, out);
      return;
    }
    this.count++;
    if (this.count > this.cap) {
      this.colDone = true;
      return;
    }
    if (this.count > this.minVersions && this.hasTtl && ts < this.oldest()) {
      this.colDone = true;
      return;
    }
    this.emit(ts, code, value, out);
  }

  /**
   * ExplicitColumnTracker.checkVersions (qualifiers named for the family): every entry that
   * reaches it counts — delete markers too, which only a RAW read passes on — and an entry
   * with the timestamp of the previous one included is skipped (a RAW read's put behind its
   * same-timestamp marker). The version that reaches VERSIONS, or the first expired one at or
   * beyond MIN_VERSIONS, is still included and ends the column (the wildcard tracker drops
   * that expired version).
   */
  private explicitVersion(ts: bigint, code: number, value: Buffer | undefined, out: Cell[]): void {
    if (ts === this.prevTs) return;
    this.count++;
    if (this.count >= this.cap || (this.count >= this.minVersions && this.hasTtl && ts < this.oldest())) {
      this.colDone = true;
      this.prevTs = -1n;
    } else {
      this.prevTs = ts;
    }
    this.emit(ts, code, value, out);
  }

  private emit(ts: bigint, code: number, stored: Buffer | undefined, out: Cell[]): void {
    let value: Buffer = EMPTY;
    if (!this.keyOnly && stored !== undefined && code === CODE_PUT && stored.length > 1) {
      value = stored[0] === VALUE_TTL ? stored.subarray(9) : stored.subarray(1);
    }
    out.push({ row: this.row, family: this.famName, qualifier: this.colQualifier, timestamp: ts, type: TYPE_BY_CODE[code] as CellType, value });
    this.emitted++;
    this.bytes += this.row.length + this.famLen + this.colQualifier.length + value.length + 24;
  }
}

/** HBase's estimated serialized size of a cell (as the client sums BYTES_IN_RESULTS). */
export function cellSize(c: Cell): number {
  return c.row.length + Buffer.byteLength(c.family, 'utf8') + c.qualifier.length + c.value.length + 24;
}

/** Applies a VERSIONS cap per column to cells in HBase order (markers are not counted). */
export function capVersions(cells: Cell[], capOf: (family: string) => number): Cell[] {
  const out: Cell[] = [];
  let fam = '';
  let q: Uint8Array | undefined;
  let n = 0;
  let cap = 0;
  for (const c of cells) {
    if (q === undefined || c.family !== fam || Buffer.compare(c.qualifier, q) !== 0) {
      fam = c.family;
      q = c.qualifier;
      n = 0;
      cap = capOf(fam);
    }
    if (c.type === 'Put' && ++n > cap) continue;
    out.push(c);
  }
  return out;
}

// ---------------------------------------------------------------- byte helpers

/** Whether a's bytes [as, ae) equal b's [bs, be) (short fields: a JS loop beats Buffer.compare's argument checks). */
function sameBytes(a: Buffer, as: number, ae: number, b: Buffer, bs: number, be: number): boolean {
  const n = ae - as;
  if (n !== be - bs) return false;
  for (let i = n - 1; i >= 0; i--) if (a[as + i] !== b[bs + i]) return false;
  return true;
}

/** Whether key `k` belongs to the row whose escaped form (terminator included) is ref[7 .. refEnd). */
function sameRow(k: Buffer, ref: Buffer, refEnd: number): boolean {
  if (k.length < refEnd) return false;
  for (let i = refEnd - 1; i >= PREFIX_LENGTH; i--) if (k[i] !== ref[i]) return false;
  return true;
}

/** Compares the escaped rows a[7 .. ae) and b[7 .. be) (unsigned bytes). */
function compareRange(a: Buffer, ae: number, b: Buffer, be: number): number {
  const n = Math.min(ae, be);
  for (let i = PREFIX_LENGTH; i < n; i++) {
    const d = a[i] - b[i];
    if (d !== 0) return d;
  }
  return ae - be;
}

/** Rows served from chunks: a row already computed costs one resolved promise. */
class ChunkIterator implements AsyncIterator<RowResult> {
  private chunk: RowResult[] = [];
  private pos = 0;

  constructor(
    private readonly source: AsyncGenerator<RowResult[]>,
    private readonly signal: AbortSignal | undefined,
  ) {}

  next(): Promise<IteratorResult<RowResult>> {
    if (this.pos < this.chunk.length) {
      if (this.signal?.aborted) return this.abort();
      return Promise.resolve({ value: this.chunk[this.pos++], done: false });
    }
    return this.pull();
  }

  private async abort(): Promise<IteratorResult<RowResult>> {
    this.chunk = [];
    await this.source.return(undefined);
    throw interrupted();
  }

  private async pull(): Promise<IteratorResult<RowResult>> {
    for (;;) {
      const r = await this.source.next();
      if (r.done) return { value: undefined, done: true };
      this.chunk = r.value;
      this.pos = 0;
      if (this.chunk.length) return { value: this.chunk[this.pos++], done: false };
    }
  }

  async return(): Promise<IteratorResult<RowResult>> {
    this.chunk = [];
    await this.source.return(undefined);
    return { value: undefined, done: true };
  }

  async throw(e?: unknown): Promise<IteratorResult<RowResult>> {
    this.chunk = [];
    await this.source.return(undefined);
    throw e;
  }
}

// ---------------------------------------------------------------- cursors

type Fetched<T> = { ok: true; value: T } | { ok: false; error: unknown };

function settle<T>(p: Promise<T>): Promise<Fetched<T>> {
  return p.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/**
 * One family store's iterator, read in nextv batches. The next batch is
 * requested as soon as one arrives (`prefetch`), so LevelDB reads it while
 * the matcher works through the current one.
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
    range: { gte?: Buffer; lt?: Buffer; gt?: Buffer; lte?: Buffer },
    readonly reverse: boolean,
    readonly keysOnly: boolean,
    signal: AbortSignal | undefined,
    /** First nextv size; it grows ×4 per read up to BATCH (a get reads a few cells and the next key). */
    private batch: number,
    private readonly prefetch: boolean,
    /** A get's cached store iterator, positioned with seek() and handed back on close. */
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

  /** Current key (pos < len). */
  key(): Buffer {
    return this.keysOnly ? this.keys[this.pos] : this.entries[this.pos][0];
  }

  value(): Buffer | undefined {
    return this.keysOnly ? undefined : this.entries[this.pos][1];
  }

  /** Repositions the iterator at `target` (forward: the first key ≥ it; reversed: the last key ≤ it), dropping what was buffered. */
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

// ---------------------------------------------------------------- the scanner

/** A cached, unbounded iterator over one family store, lent to one get at a time. */
export interface IteratorLease {
  iterator: StoreIterator;
  /** Hands the iterator back (`broken`: it failed and is closed and forgotten). */
  release(broken: boolean): void;
}

export interface ScanHooks {
  store: Store;
  /** A cached iterator for a get on this store, valid for the store's current contents, or undefined. */
  lease?(fam: FamilyEntry): IteratorLease | undefined;
  now: Now;
  /** Called once before the first read (flushes coalesced writes). */
  beforeRead(): Promise<void>;
  /** Counts a read request on the region at index i. */
  countRead(table: TableEntry, region: number, n: number): void;
}

export interface ScanOptions {
  startRow?: Uint8Array;
  stopRow?: Uint8Array;
  reversed: boolean;
  limit: number;
  /** nextv batch size. */
  batch?: number;
  /** A get: exactly the row `startRow`; one read request (unless uncounted). */
  get?: boolean;
  /** Internal reads (delete-latest, increment) count no read requests. */
  uncounted?: boolean;
}

function asBuf(b: Uint8Array): Buffer {
  return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
}

/** The key range of one store for a row range (forward: [start, stop); reversed: start inclusive high, stop exclusive low). */
function storeRange(fam: FamilyEntry, o: ScanOptions): { gte?: Buffer; lt?: Buffer } {
  if (o.get) return { gte: rowStartKey(fam.prefix, asBuf(o.startRow!)), lt: rowLimitKey(fam.prefix, asBuf(o.startRow!)) };
  const start = o.startRow && o.startRow.length ? asBuf(o.startRow) : undefined;
  const stop = o.stopRow && o.stopRow.length ? asBuf(o.stopRow) : undefined;
  if (!o.reversed) {
    return { gte: start ? rowStartKey(fam.prefix, start) : fam.prefix, lt: stop ? rowStartKey(fam.prefix, stop) : fam.limit };
  }
  return { gte: stop ? rowLimitKey(fam.prefix, stop) : fam.prefix, lt: start ? rowLimitKey(fam.prefix, start) : fam.limit };
}

/** Whether the row range is empty before any read (forward: start ≥ stop; reversed: start ≤ stop). */
function emptyRange(o: ScanOptions): boolean {
  if (!o.startRow?.length || !o.stopRow?.length) return false;
  const c = Buffer.compare(asBuf(o.startRow), asBuf(o.stopRow));
  return o.reversed ? c <= 0 : c >= 0;
}

export class TableScanner implements Scanner {
  readonly metrics: ScanMetrics = emptyMetrics();
  private started = false;

  constructor(
    private readonly plan: ReadPlan,
    private readonly options: ScanOptions,
    private readonly hooks: ScanHooks,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<RowResult> {
    if (this.started) throw new Error('a Scanner is iterated once');
    this.started = true;
    return new ChunkIterator(this.rows(), this.plan.signal);
  }

  /** The regions a range overlaps, for REGIONS_SCANNED (first and last index). */
  private regionSpan(): [number, number] {
    const splits = this.plan.table.splits;
    const o = this.options;
    const lowRow = o.reversed ? o.stopRow : o.startRow;
    const highRow = o.reversed ? o.startRow : o.stopRow;
    const lo = lowRow && lowRow.length ? regionIndex(splits, lowRow) : 0;
    let hi = splits.length;
    if (highRow && highRow.length) {
      hi = regionIndex(splits, highRow);
      // an exclusive stop equal to a region's start key does not touch that region
      if (!o.reversed && hi > 0 && Buffer.compare(asBuf(splits[hi - 1]), asBuf(highRow)) === 0) hi--;
    }
    return [lo, Math.max(lo, hi)];
  }

  /** Rows in chunks: everything computable from the buffered store batches, yielded before each store read. */
  private async *rows(): AsyncGenerator<RowResult[]> {
    const { plan, options, hooks, metrics } = this;
    const signal = plan.signal;
    if (signal?.aborted) throw interrupted();
    await hooks.beforeRead();
    if (signal?.aborted) throw interrupted();

    const table = plan.table;
    const splits = table.splits;
    const [spanLo, spanHi] = this.regionSpan();
    let lastRegion = options.reversed ? spanHi : spanLo;
    // read requests, counted per region as the scan leaves it
    const countReads = !options.get && !options.uncounted;
    let regionReads = 0;
    let exhausted = false;
    let rowsRead = 0;

    // Each region scans with its own copy of the filter, as each region server deserialises
    // the Scan's: PageFilter(n) returns up to n rows per region. A filter that is done
    // (filterAllRemaining) ends its region; it ends the whole scan only when that region
    // returned nothing (RSRpcServices: isFilterDone() && results.isEmpty()), or there is
    // no region left.
    const factory = plan.filter && (await loadFilter(plan.filter));
    const newFilter = (): RowFilter | undefined =>
      factory?.create({
        versions: plan.raw ? plan.versions : Math.min(plan.versions, Math.max(1, ...plan.families.map((f) => f.fam.versions))),
        reversed: options.reversed,
      });
    let filter = newFilter();
    let filterRegion = lastRegion;
    let regionReturned = 0;
    let passedRegion = -1;
    /** The start row of the region to seek to once a filter is done in a region that returned rows. */
    let seekRegion: Buffer | undefined;
    const lastInSpan = options.reversed ? spanLo : spanHi;
    /**
     * The filter is done in `region`: true when the scan ends, else the region's other rows are
     * passed over — the stores seek to the next region (HBase's client opens the next region's
     * scanner), so a PageFilter on a big region costs its page, not the region.
     */
    const filterDone = (region: number): boolean => {
      if (regionReturned === 0 || region === lastInSpan) return true;
      passedRegion = region;
      seekRegion = asBuf(options.reversed ? splits[region - 1] : splits[region]);
      return false;
    };
    const keyOnly = plan.keyOnly && !plan.filter;
    // ScanQueryMatcher.getTrackers: the column tracker checks the read's VERSIONS (raw), the family's
    // (with a filter) or their minimum; a raw read with a filter checks every version
    // (Integer.MAX_VALUE) and only the filter's versionsAfterFilter caps what it returns.
    const capFor = (f: FamilyPlan): number => {
      if (plan.raw) return plan.filter ? Infinity : plan.versions;
      return plan.filter ? f.fam.versions : Math.min(plan.versions, f.fam.versions);
    };
    const finalCap = new Map(plan.families.map((f) => [f.fam.name, plan.raw ? plan.versions : Math.min(plan.versions, f.fam.versions)]));
    const matchers = plan.families.map((f) => new FamilyMatcher(f, plan, capFor(f), hooks.now, keyOnly));

    const cursors: Cursor[] = [];
    // memory-level answers nextv on process.nextTick: a scan that returns nothing for a long
    // stretch (a filter rejecting every row) would never let a timer or SIGINT run. Every 20 ms
    // the scan yields to the event loop, so an abort stops it at once on both stores.
    let turn = performance.now();
    const fill = async (c: Cursor): Promise<void> => {
      await c.fill();
      if (performance.now() - turn >= 20) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        turn = performance.now();
        if (signal?.aborted) throw interrupted();
      }
    };
    try {
      if (!emptyRange(options) && plan.families.length > 0) {
        for (const f of plan.families) {
          const keysOnly = keyOnly && !f.fam.cellTtl;
          const lease = options.get ? hooks.lease?.(f.fam) : undefined;
          cursors.push(
            new Cursor(hooks.store, storeRange(f.fam, options), options.reversed, keysOnly, signal, options.batch ?? (options.get ? 4 : BATCH), !options.get, lease),
          );
        }
      }
      const n = cursors.length;
      const reversed = options.reversed;
      let returned = 0;
      let chunk: RowResult[] = [];
      // a get reads one row: its escaped form (keys.ts: prefix | esc(row)), to stop at the next row
      const getRow = options.get ? rowStartKey(plan.families[0]?.fam.prefix ?? EMPTY, asBuf(options.startRow!)) : undefined;
      // reversed scans collect a row's entries, then feed them in key order
      const rk: Buffer[] = [];
      const rv: Array<Buffer | undefined> = [];

      for (;;) {
        if (seekRegion !== undefined) {
          // forward: the first key of the next region; reversed: the last key below the passed
          // region (rowStartKey sorts before every key of that row and after every smaller row's)
          const boundary = seekRegion;
          seekRegion = undefined;
          for (let i = 0; i < n; i++) await cursors[i].seek(rowStartKey(plan.families[i].fam.prefix, boundary));
        }
        // heads
        let bestKey: Buffer | undefined;
        let bestRowEnd = 0;
        for (let i = 0; i < n; i++) {
          const c = cursors[i];
          if (c.pos >= c.len) {
            if (c.done) continue;
            if (chunk.length) {
              yield chunk;
              chunk = [];
            }
            await fill(c);
            if (c.done) continue;
          }
          const k = c.key();
          if (bestKey === undefined) {
            bestKey = k;
            bestRowEnd = escapedEnd(k, PREFIX_LENGTH);
            continue;
          }
          const kEnd = escapedEnd(k, PREFIX_LENGTH);
          const cmp = compareRange(k, kEnd, bestKey, bestRowEnd);
          if (reversed ? cmp > 0 : cmp < 0) {
            bestKey = k;
            bestRowEnd = kEnd;
          }
        }
        if (bestKey === undefined || (getRow !== undefined && !sameRow(bestKey, getRow, getRow.length))) {
          exhausted = true;
          break;
        }
        const row = unescape(bestKey, PREFIX_LENGTH, bestRowEnd);
        const region = splits.length ? regionIndex(splits, row) : 0;
        const passOver = region === passedRegion;
        if (!passOver) {
          metrics.ROWS_SCANNED++;
          rowsRead++;
          if (region !== lastRegion) {
            if (countReads && regionReads) hooks.countRead(table, lastRegion, regionReads);
            regionReads = 0;
            lastRegion = region;
          }
          regionReads++;
          if (region !== filterRegion) {
            filter = newFilter();
            filterRegion = region;
            regionReturned = 0;
          }
        }

        const skipRow = passOver || filter?.filterRowKey?.(row) === true;
        const cells: Cell[] = [];
        if (!keyOnly) for (const m of matchers) m.bytes = 0;
        let found = false;
        for (let i = 0; i < n; i++) {
          const c = cursors[i];
          if (c.pos >= c.len) continue; // exhausted or its head is another row (filled above)
          const m = matchers[i];
          m.reset(row);
          const collect = reversed && !skipRow && !(keyOnly && found);
          let fed = false;
          // consume this row's entries of store i
          for (;;) {
            if (c.pos >= c.len) {
              if (c.done) break;
              if (chunk.length) {
                yield chunk;
                chunk = [];
              }
              await fill(c);
              if (c.done) break;
            }
            const k = c.key();
            if (k !== bestKey && !sameRow(k, bestKey, bestRowEnd)) break;
            fed = true;
            if (!passOver) metrics.CELLS_EXAMINED++;
            if (!skipRow && !(keyOnly && found)) {
              if (collect) {
                rk.push(k);
                rv.push(c.value());
              } else {
                m.feed(k, bestRowEnd, c.value(), cells);
                if (keyOnly && m.emitted > 0) found = true;
              }
            }
            c.pos++;
          }
          if (collect && fed) {
            for (let j = rk.length - 1; j >= 0; j--) {
              m.feed(rk[j], bestRowEnd, rv[j], cells);
              if (keyOnly && m.emitted > 0) {
                found = true;
                break;
              }
            }
            rk.length = 0;
            rv.length = 0;
          }
        }

        if (passOver) continue;
        if (skipRow) {
          metrics.ROWS_FILTERED++;
          if (filter!.done() && filterDone(region)) break;
          continue;
        }
        let result = cells;
        if (filter && cells.length > 0) {
          const kept = filter.filterRow(row, cells);
          result = kept === null ? [] : capVersions(kept, (f) => finalCap.get(f) ?? plan.versions);
        }
        if (result.length === 0) {
          metrics.ROWS_FILTERED++;
          if (filter?.done() && filterDone(region)) break;
          continue;
        }
        if (keyOnly) {
          metrics.BYTES_IN_RESULTS += cellSize(result[0]);
          if (result.length > 1) result = [result[0]];
        } else if (result === cells) {
          for (const m of matchers) metrics.BYTES_IN_RESULTS += m.bytes;
        } else {
          for (const cell of result) metrics.BYTES_IN_RESULTS += cellSize(cell);
        }
        returned++;
        regionReturned++;
        chunk.push({ row, cells: result });
        if (returned >= options.limit) break;
        if (filter?.done() && filterDone(region)) break;
        if (chunk.length >= CHUNK) {
          yield chunk;
          chunk = [];
        }
      }
      if (chunk.length) yield chunk;
    } finally {
      const regions = rowsRead === 0 && !exhausted ? 0 : exhausted ? spanHi - spanLo + 1 : Math.abs(lastRegion - (options.reversed ? spanHi : spanLo)) + 1;
      metrics.REGIONS_SCANNED = options.get ? 1 : regions;
      metrics.RPC_CALLS = metrics.REGIONS_SCANNED;
      if (countReads && regionReads) hooks.countRead(table, lastRegion, regionReads);
      if (options.get && !options.uncounted) hooks.countRead(table, splits.length ? regionIndex(splits, options.startRow ?? EMPTY) : 0, 1);
      // a get does not wait for its iterators to close (one round trip fewer; the store closes them in order)
      const closing = Promise.all(cursors.map((c) => c.close().catch(() => undefined)));
      if (!options.get) await closing;
    }
  }
}

export function normalizeTimeRange(spec: { timeRange?: { min: bigint; max: bigint } }): { tmin: bigint; tmax: bigint } {
  if (!spec.timeRange) return { tmin: 0n, tmax: NO_TIME_MAX };
  return { tmin: spec.timeRange.min < 0n ? 0n : spec.timeRange.min, tmax: spec.timeRange.max };
}

export function scanOptionsOf(spec: ScanSpec): ScanOptions {
  return {
    startRow: spec.startRow,
    stopRow: spec.stopRow,
    reversed: spec.reversed === true,
    limit: spec.limit !== undefined && spec.limit > 0 ? spec.limit : Infinity,
  };
}
