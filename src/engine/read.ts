/**
 * The read path: a scanner over the family stores of one table and a
 * matcher that decides per cell, as HBase's UserScanQueryMatcher /
 * RawScanQueryMatcher do:
 *
 * - the backend returns the rows of the stores read (a read naming one
 *   family reads only that store), each row's cells in KeyValue order;
 * - per row and family, in key order (qualifier ascending, timestamp
 *   descending, type descending), the matcher:
 *     1. drops cells expired by the family TTL when MIN_VERSIONS is 0
 *        (markers too; not in a raw read, whose oldest unexpired timestamp
 *        is 0), and puts expired by their per-cell TTL;
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
 * Memory stays flat: the backend hands rows over in bounded batches, and
 * the scanner keeps nothing of a batch it has passed on.
 */
import { Buffer } from 'node:buffer';
import { ShellError, interrupted } from '../errors.js';
import {
  CODE_DELETE,
  CODE_DELETE_COLUMN,
  CODE_DELETE_FAMILY,
  CODE_DELETE_FAMILY_VERSION,
  CODE_PUT,
  TYPE_BY_CODE,
  putTtlExpired,
  type Backend,
  type FilterHint,
  type RawRow,
  type RowRange,
  type RowReader,
  type StoreRead,
} from './backend.js';
import type { FamilyEntry, TableEntry } from './catalog.js';
import { regionIndex } from './regions.js';
import { DeleteResult, NewVersionBehaviorTracker } from './new-version-behavior.js';
import type { Cell, CellType, Clock, ColumnSelector, ReadSpec, RowFilter, RowResult, ScanMetrics, Scanner, ScanSpec } from './types.js';
import { loadFilter } from './filters/load.js';

const EMPTY: Buffer = Buffer.alloc(0);
/** The cells of a keys-only read's rows. */
const NO_CELLS: Cell[] = Object.freeze([]) as unknown as Cell[];
const NO_TIME_MAX = 0x7fffffffffffffffn + 1n;

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
  private readonly cellTtl: boolean;
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
  // column state: the index in the row of the column's first cell
  private colIndex = -1;
  private colQualifier: Buffer | undefined;
  private colSelected = true;
  private dcTs = -1n;
  private readonly dts = new Set<bigint>();
  private count = 0;
  private colDone = false;
  /** ExplicitColumnTracker's latestTSOfCurrentColumn: the timestamp of the last version included without ending the column. */
  private prevTs = -1n;
  /** Qualifiers were named for this family: HBase tracks its columns with ExplicitColumnTracker. */
  private readonly explicit: boolean;
  /** No TTL of any kind, no time range, not raw, wildcard columns: a put that no marker masks is visible whatever its timestamp. */
  private readonly plain: boolean;
  /** NEW_VERSION_BEHAVIOR (not raw): its tracker replaces the delete and column tracking. */
  private readonly nvb: NewVersionBehaviorTracker | null;
  /** NewVersionBehaviorTracker's resultMaxVersions: min(the read's VERSIONS, the family's). */
  private readonly nvbCap: number;

  /** Cells emitted since reset. */
  emitted = 0;
  bytes = 0;
  /** The per-cell TTL of the last cell emitted (-1: none); read by increment and append. */
  lastTtl = -1;

  constructor(
    readonly plan: FamilyPlan,
    options: { raw: boolean; tmin: bigint; tmax: bigint; versions?: number },
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
    // StoreScanner: oldestUnexpiredTS = scan.isRaw() ? 0 : now - ttl — a RAW read's trackers never
    // expire a cell by the family TTL (a cell's own TTL is still checked, ScanQueryMatcher.preCheck)
    this.hasTtl = fam.ttlMs >= 0n && !options.raw;
    this.cellTtl = fam.cellTtl;
    this.keepDeleted = fam.keepDeleted !== 'FALSE';
    this.qualifiers = plan.qualifiers;
    this.explicit = plan.qualifiers !== null;
    this.famName = fam.name;
    this.famLen = fam.nameBytes.length;
    this.nvb = fam.newVersionBehavior && !options.raw ? new NewVersionBehaviorTracker(fam.versions) : null;
    this.nvbCap = Math.min(options.versions ?? cap, fam.versions);
    this.plain = this.nvb === null && !this.raw && !this.hasTtl && !this.cellTtl && this.tmin === 0n && this.tmax === NO_TIME_MAX && !this.explicit && cap >= 1;
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
    this.colIndex = -1;
    this.emitted = 0;
    this.bytes = 0;
    this.nvb?.reset();
  }

  private newColumn(cells: RawRow, i: number): void {
    this.colIndex = i;
    this.colQualifier = undefined;
    if (this.qualifiers !== null) {
      this.colQualifier = cells.qualifier(i);
      this.colSelected = this.qualifiers.has(this.colQualifier.toString('latin1'));
    } else {
      this.colSelected = true;
    }
    this.dcTs = -1n;
    if (this.dts.size) this.dts.clear();
    this.count = 0;
    this.colDone = false;
    this.prevTs = -1n;
  }

  /**
   * Cell i of the row (reset first; cells of this family in KeyValue order).
   * `out` null: only count what would be emitted (a keys-only read).
   */
  feed(cells: RawRow, i: number, out: Cell[] | null): void {
    if (this.colIndex < 0 || !cells.sameColumn(i, this.colIndex)) this.newColumn(cells, i);
    const code = cells.typeCode(i);
    if (this.plain && code === CODE_PUT && !this.colDone && this.colSelected && this.familyTs < 0n && this.dcTs < 0n && this.dfv.size === 0 && this.dts.size === 0) {
      // a put no marker masks, in a family without TTLs, read over all time: only the versions count
      if (++this.count > this.cap) {
        this.colDone = true;
        return;
      }
      if (out === null) this.emitted++; // a keys-only read needs no timestamp
      else this.emit(cells, i, cells.timestamp(i), code, out);
      return;
    }
    const ts = cells.timestamp(i);
    if (this.nvb !== null) {
      this.feedNewVersion(this.nvb, cells, i, ts, code, out);
      return;
    }

    // preCheck: family TTL (columns.isDone) and per-cell TTL
    if (this.hasTtl && this.minVersions === 0 && ts < this.oldest()) return;
    if (this.cellTtl && code === CODE_PUT && putTtlExpired(cells, i, ts, this.now.get())) return;

    if (this.raw) {
      if (this.colDone) return;
      if (ts >= this.tmax) return;
      if (ts < this.tmin) {
        this.colDone = true;
        return;
      }
      if (!this.colSelected) return;
      if (this.explicit) {
        this.explicitVersion(cells, i, ts, code, out);
        return;
      }
      if (code === CODE_PUT) this.count++;
      if (this.count > this.cap) {
        this.colDone = true;
        return;
      }
      this.emit(cells, i, ts, code, out);
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
      this.explicitVersion(cells, i, ts, code, out);
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
    this.emit(cells, i, ts, code, out);
  }

  /**
   * UserScanQueryMatcher.match with NewVersionBehaviorTracker as both trackers: its isDone is
   * never true (the family TTL is judged by checkVersions), a marker the read applies is added,
   * a put it masks or deletes is skipped (the column goes on: other versions may be visible),
   * then the time range, the columns and checkVersions. A SEEK_NEXT_COL ends the column.
   */
  private feedNewVersion(nvb: NewVersionBehaviorTracker, cells: RawRow, i: number, ts: bigint, code: number, out: Cell[] | null): void {
    if (this.colDone) return;
    if (this.cellTtl && code === CODE_PUT && putTtlExpired(cells, i, ts, this.now.get())) return;
    const qualifier = cells.qualifier(i);
    if (code !== CODE_PUT) {
      const applies = this.keepDeleted ? ts >= this.tmin && ts < this.tmax : ts >= this.tmin;
      if (applies) nvb.add(qualifier, ts, code, cells.seqId(i));
      return;
    }
    if (nvb.isDeleted(qualifier, ts, cells.seqId(i)) !== DeleteResult.NotDeleted) return;
    if (ts >= this.tmax) return;
    if (ts < this.tmin || !this.colSelected) {
      this.colDone = true;
      return;
    }
    // NewVersionBehaviorTracker.checkVersions
    this.count++;
    if (this.hasTtl && ts < this.oldest()) {
      if (this.count === this.minVersions) {
        this.colDone = true;
        this.emit(cells, i, ts, code, out);
        return;
      }
      if (this.count > this.minVersions) {
        this.colDone = true;
        return;
      }
    }
    if (this.count >= this.nvbCap) {
      this.colDone = true;
      if (this.count > this.nvbCap) return;
    }
    this.emit(cells, i, ts, code, out);
  }

  /**
   * ExplicitColumnTracker.checkVersions (qualifiers named for the family): every entry that
   * reaches it counts — delete markers too, which only a RAW read passes on — and an entry
   * with the timestamp of the previous one included is skipped (a RAW read's put behind its
   * same-timestamp marker). The version that reaches VERSIONS, or the first expired one at or
   * beyond MIN_VERSIONS, is still included and ends the column (the wildcard tracker drops
   * that expired version).
   */
  private explicitVersion(cells: RawRow, i: number, ts: bigint, code: number, out: Cell[] | null): void {
    if (ts === this.prevTs) return;
    this.count++;
    if (this.count >= this.cap || (this.count >= this.minVersions && this.hasTtl && ts < this.oldest())) {
      this.colDone = true;
      this.prevTs = -1n;
    } else {
      this.prevTs = ts;
    }
    this.emit(cells, i, ts, code, out);
  }

  private emit(cells: RawRow, i: number, ts: bigint, code: number, out: Cell[] | null): void {
    if (out === null) {
      this.emitted++;
      return;
    }
    const value = this.keyOnly || code !== CODE_PUT ? EMPTY : cells.value(i);
    const qualifier = (this.colQualifier ??= cells.qualifier(this.colIndex));
    out.push({ row: this.row, family: this.famName, qualifier, timestamp: ts, type: TYPE_BY_CODE[code] as CellType, value });
    if (this.cellTtl) this.lastTtl = cells.ttl(i);
    this.emitted++;
    this.bytes += this.row.length + this.famLen + qualifier.length + value.length + 24;
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

// ---------------------------------------------------------------- the scanner

export interface ScanHooks {
  backend: Backend;
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
  /** A get: exactly the row `startRow`; one read request (unless uncounted). */
  get?: boolean;
  /** Internal reads (delete-latest, increment) count no read requests. */
  uncounted?: boolean;
}

function asBuf(b: Uint8Array): Buffer {
  return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
}

/** The row range of a read: forward [start, stop); reversed, start is the inclusive high end and stop the exclusive low end. */
function rowRange(o: ScanOptions): RowRange {
  if (o.get) return { gte: o.startRow, lte: o.startRow };
  const start = o.startRow && o.startRow.length ? o.startRow : undefined;
  const stop = o.stopRow && o.stopRow.length ? o.stopRow : undefined;
  return o.reversed ? { lte: start, gt: stop } : { gte: start, lt: stop };
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
  /** The per-cell TTL of the last cell returned (-1: none), for increment and append. */
  lastTtl = -1;

  constructor(
    private readonly plan: ReadPlan,
    private readonly options: ScanOptions,
    private readonly hooks: ScanHooks,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<RowResult> {
    return new ChunkIterator(this.batches(), this.plan.signal);
  }

  batches(): AsyncGenerator<RowResult[]> {
    if (this.started) throw new Error('a Scanner is iterated once');
    this.started = true;
    return this.rows();
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

  /** Rows in chunks: one chunk per batch of rows the backend hands over. */
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

    let reader: RowReader | undefined;
    try {
      if (!emptyRange(options) && plan.families.length > 0) {
        const hint = filterHint(plan, hooks.backend);
        reader = hooks.backend.rows(
          plan.families.map((f) => {
            // per-cell TTLs and sequence ids (NEW_VERSION_BEHAVIOR) are in the values
            const read: StoreRead = { store: f.fam.store, keysOnly: keyOnly && !f.fam.cellTtl && !f.fam.newVersionBehavior };
            if (hint && candidatesAreNewest(f)) read.filterVersions = capFor(f);
            return read;
          }),
          rowRange(options),
          { reversed: options.reversed, signal, get: options.get, ...(hint ? { filter: hint } : {}) },
        );
      }
      let returned = 0;
      let ended = reader === undefined;
      scan: while (!ended) {
        const batch = await reader!.next();
        if (batch.length === 0) {
          exhausted = true;
          break;
        }
        let chunk: RowResult[] = [];
        for (let b = 0; b < batch.length; b++) {
          const cellsOfRow = batch[b];
          const row = cellsOfRow.row;
          const region = splits.length ? regionIndex(splits, row) : 0;
          if (region === passedRegion) continue;
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
          const n = cellsOfRow.length;
          metrics.CELLS_EXAMINED += n;

          if (filter?.filterRowKey?.(row) === true) {
            metrics.ROWS_FILTERED++;
            if (filter.done() && filterDone(region)) {
              ended = true;
              break;
            }
            if (seekRegion !== undefined) break;
            continue;
          }
          const cells: Cell[] = keyOnly ? NO_CELLS : [];
          for (const mm of matchers) mm.bytes = 0;
          let store = -1;
          let m: FamilyMatcher | undefined;
          for (let i = 0; i < n; i++) {
            const s = cellsOfRow.store(i);
            if (s !== store) {
              if (keyOnly && m !== undefined && m.emitted > 0) break;
              store = s;
              m = matchers[s];
              m.reset(row);
            }
            m!.feed(cellsOfRow, i, keyOnly ? null : cells);
            if (keyOnly && m!.emitted > 0) break;
          }

          let result = cells;
          if (filter && cells.length > 0) {
            const kept = filter.filterRow(row, cells);
            result = kept === null ? [] : capVersions(kept, (f) => finalCap.get(f) ?? plan.versions);
          }
          const visible = keyOnly ? m !== undefined && m.emitted > 0 : result.length > 0;
          if (!visible) {
            metrics.ROWS_FILTERED++;
            if (filter?.done() && filterDone(region)) {
              ended = true;
              break;
            }
            if (seekRegion !== undefined) break;
            continue;
          }
          if (keyOnly) {
            // the row alone: no cell is returned, none is counted
          } else if (result === cells) {
            for (const mm of matchers) metrics.BYTES_IN_RESULTS += mm.bytes;
          } else {
            for (const cell of result) metrics.BYTES_IN_RESULTS += cellSize(cell);
          }
          if (options.get && m !== undefined) this.lastTtl = m.lastTtl;
          returned++;
          regionReturned++;
          chunk.push({ row, cells: result });
          if (returned >= options.limit) {
            ended = true;
            break;
          }
          if (filter?.done() && filterDone(region)) {
            ended = true;
            break;
          }
          if (seekRegion !== undefined) break;
        }
        if (chunk.length) {
          const out = chunk;
          chunk = [];
          yield out;
        }
        if (ended) break scan;
        if (seekRegion !== undefined) {
          const boundary = seekRegion;
          seekRegion = undefined;
          await reader!.seek(boundary);
        }
      }
    } finally {
      const regions = rowsRead === 0 && !exhausted ? 0 : exhausted ? spanHi - spanLo + 1 : Math.abs(lastRegion - (options.reversed ? spanHi : spanLo)) + 1;
      metrics.REGIONS_SCANNED = options.get ? 1 : regions;
      metrics.RPC_CALLS = metrics.REGIONS_SCANNED;
      if (countReads && regionReads) hooks.countRead(table, lastRegion, regionReads);
      if (options.get && !options.uncounted) hooks.countRead(table, splits.length ? regionIndex(splits, options.startRow ?? EMPTY) : 0, 1);
      await reader?.close();
    }
  }
}

/**
 * The read's filter as a hint to the backend: a parsed one (a compiled factory has no tree
 * to look into), and only where no delete markers are stored — a marker the filter would
 * reject (a DeleteFamily's empty qualifier) must still reach the matcher to mask.
 */
function filterHint(plan: ReadPlan, backend: Backend): FilterHint | undefined {
  if (!plan.filter || !('node' in plan.filter) || backend.capabilities.markers !== 'physical') return undefined;
  return { node: plan.filter.node, tmin: plan.tmin, tmax: plan.tmax };
}

/**
 * Whether the matcher hands the filter exactly the newest cells of each column within the
 * time range, up to its cap, on a backend that stores no delete markers (a hint is given
 * only there): true without per-cell TTLs, and unless the family's TTL comes with
 * MIN_VERSIONS (then the expired versions it keeps depend on how many versions are
 * stored). A family TTL alone drops
 * expired cells, which are the oldest: the newest `cap` of the unexpired ones are still
 * the unexpired ones among the newest `cap`.
 */
function candidatesAreNewest(f: FamilyPlan): boolean {
  if (f.fam.cellTtl) return false;
  return !(f.fam.ttlMs >= 0n && f.fam.minVersions > 0);
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
    uncounted: spec.uncounted === true,
  };
}
