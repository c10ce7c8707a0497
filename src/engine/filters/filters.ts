/**
 * The 19 filters of the filter language, SkipFilter and WhileMatchFilter,
 * each as its HBase 2.x class behaves (hbase-client …/filter/*.java):
 * the same ReturnCodes, the same state and the same reset rules.
 */
import type { Cell } from '../types.js';
import type * as A from '../../filter/index.js';
import { bytesEqual, compareBytes } from '../../bytes.js';
import { filterOut, startsWith, type CompiledComparator } from './comparators.js';
import { Filter, RC, compareFamily, familyBytes, type Hint, type ReturnCode } from './filter.js';

const EMPTY = new Uint8Array(0);

function matchingColumn(c: Cell, family: Uint8Array, qualifier: Uint8Array): boolean {
  return compareFamily(c.family, family) === 0 && bytesEqual(c.qualifier, qualifier);
}

function firstOnRowCol(c: Cell, qualifier: Uint8Array): Hint {
  return { family: familyBytes(c.family), qualifier };
}

export class KeyOnlyFilter extends Filter {
  constructor(private readonly lenAsVal: boolean) {
    super();
  }
  filterCell(): ReturnCode {
    return RC.INCLUDE;
  }
  override transformCell(c: Cell): Cell {
    let value = EMPTY;
    if (this.lenAsVal) {
      const n = c.value.length;
      value = Uint8Array.of((n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
    }
    return { ...c, value };
  }
}

export class FirstKeyOnlyFilter extends Filter {
  private foundKV = false;
  override reset(): void {
    this.foundKV = false;
  }
  filterCell(): ReturnCode {
    if (this.foundKV) return RC.NEXT_ROW;
    this.foundKV = true;
    return RC.INCLUDE;
  }
}

export class PrefixFilter extends Filter {
  private passedPrefix = false;
  private filterRowFlag = true;
  constructor(
    private readonly prefix: Uint8Array,
    private readonly reversed: boolean,
  ) {
    super();
  }
  override filterRowKey(row: Uint8Array): boolean {
    if (this.filterAllRemaining()) return true;
    if (row.length < this.prefix.length) return true;
    const cmp = compareBytes(row, this.prefix, this.prefix.length, this.prefix.length);
    if ((!this.reversed && cmp > 0) || (this.reversed && cmp < 0)) this.passedPrefix = true;
    this.filterRowFlag = cmp !== 0;
    return this.filterRowFlag;
  }
  filterCell(): ReturnCode {
    return this.filterRowFlag ? RC.NEXT_ROW : RC.INCLUDE;
  }
  override filterRow(): boolean {
    return this.filterRowFlag;
  }
  override reset(): void {
    this.filterRowFlag = true;
  }
  override filterAllRemaining(): boolean {
    return this.passedPrefix;
  }
}

export class ColumnPrefixFilter extends Filter {
  constructor(private readonly prefix: Uint8Array) {
    super();
  }
  filterCell(c: Cell): ReturnCode {
    const q = c.qualifier;
    const p = this.prefix;
    if (q.length < p.length) {
      return compareBytes(q, p) <= 0 ? RC.SEEK_NEXT_USING_HINT : RC.NEXT_ROW;
    }
    const cmp = compareBytes(q, p, p.length, p.length);
    if (cmp < 0) return RC.SEEK_NEXT_USING_HINT;
    return cmp > 0 ? RC.NEXT_ROW : RC.INCLUDE;
  }
  override getNextCellHint(c: Cell): Hint {
    return firstOnRowCol(c, this.prefix);
  }
}

export class MultipleColumnPrefixFilter extends Filter {
  private readonly sorted: Uint8Array[];
  private hint: Uint8Array = EMPTY;
  constructor(prefixes: Uint8Array[]) {
    super();
    this.sorted = [...prefixes].sort((a, b) => compareBytes(a, b));
  }
  filterCell(c: Cell): ReturnCode {
    const sorted = this.sorted;
    if (sorted.length === 0) return RC.INCLUDE;
    const q = c.qualifier;
    // headSet(qualifier, inclusive): the prefixes <= qualifier (binary search, as the TreeSet does).
    let n = 0;
    let hi = sorted.length;
    while (n < hi) {
      const mid = (n + hi) >>> 1;
      if (compareBytes(sorted[mid], q) <= 0) n = mid + 1;
      else hi = mid;
    }
    if (n > 0) {
      const largest = sorted[n - 1];
      if (startsWith(q, largest)) return RC.INCLUDE;
      if (n === sorted.length) return RC.NEXT_ROW;
      this.hint = sorted[n];
      return RC.SEEK_NEXT_USING_HINT;
    }
    this.hint = sorted[0];
    return RC.SEEK_NEXT_USING_HINT;
  }
  override getNextCellHint(c: Cell): Hint {
    return firstOnRowCol(c, this.hint);
  }
}

export class ColumnCountGetFilter extends Filter {
  private count = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override filterRowKey(): boolean {
    return this.filterAllRemaining();
  }
  override filterAllRemaining(): boolean {
    return this.count > this.limit;
  }
  filterCell(): ReturnCode {
    this.count++;
    return this.filterAllRemaining() ? RC.NEXT_COL : RC.INCLUDE_AND_NEXT_COL;
  }
  override reset(): void {
    this.count = 0;
  }
}

export class PageFilter extends Filter {
  private rowsAccepted = 0;
  private readonly pageSize: number;
  constructor(pageSize: bigint) {
    super();
    this.pageSize = Number(pageSize);
  }
  override filterRowKey(): boolean {
    return this.filterAllRemaining();
  }
  filterCell(): ReturnCode {
    return RC.INCLUDE;
  }
  override filterAllRemaining(): boolean {
    return this.rowsAccepted >= this.pageSize;
  }
  override filterRow(): boolean {
    this.rowsAccepted++;
    return this.rowsAccepted > this.pageSize;
  }
  override hasFilterRow(): boolean {
    return true;
  }
}

export class ColumnPaginationFilter extends Filter {
  private count = 0;
  /** Java int arithmetic: offset + limit may overflow. */
  private readonly end: number;
  constructor(
    limit: number,
    private readonly offset: number,
  ) {
    super();
    this.end = (offset + limit) | 0;
  }
  filterCell(): ReturnCode {
    if (this.count >= this.end) return RC.NEXT_ROW;
    const code = this.count < this.offset ? RC.NEXT_COL : RC.INCLUDE_AND_NEXT_COL;
    this.count++;
    return code;
  }
  override reset(): void {
    this.count = 0;
  }
}

export class InclusiveStopFilter extends Filter {
  private done = false;
  constructor(
    private readonly stopRow: Uint8Array,
    private readonly reversed: boolean,
  ) {
    super();
  }
  filterCell(): ReturnCode {
    return this.done ? RC.NEXT_ROW : RC.INCLUDE;
  }
  override filterRowKey(row: Uint8Array): boolean {
    if (this.filterAllRemaining()) return true;
    const cmp = compareBytes(row, this.stopRow);
    this.done = this.reversed ? cmp < 0 : cmp > 0;
    return this.done;
  }
  override filterAllRemaining(): boolean {
    return this.done;
  }
}

export class TimestampsFilter extends Filter {
  private readonly timestamps: Set<bigint>;
  private readonly min: bigint;
  constructor(timestamps: bigint[]) {
    super();
    this.timestamps = new Set(timestamps);
    let min = (1n << 63n) - 1n;
    for (const t of timestamps) if (t < min) min = t;
    this.min = min;
  }
  filterCell(c: Cell): ReturnCode {
    if (this.timestamps.has(c.timestamp)) return RC.INCLUDE;
    if (c.timestamp < this.min) return RC.NEXT_COL;
    return RC.SKIP; // canHint is false for filters built by the parser
  }
}

export class RowFilter extends Filter {
  private filterOutRow = false;
  constructor(
    private readonly op: A.CompareOp,
    private readonly cmp: CompiledComparator,
  ) {
    super();
  }
  override reset(): void {
    this.filterOutRow = false;
  }
  filterCell(): ReturnCode {
    return this.filterOutRow ? RC.NEXT_ROW : RC.INCLUDE;
  }
  override filterRowKey(row: Uint8Array): boolean {
    if (filterOut(this.op, this.cmp(row))) this.filterOutRow = true;
    return this.filterOutRow;
  }
  override filterRow(): boolean {
    return this.filterOutRow;
  }
}

export class FamilyFilter extends Filter {
  constructor(
    private readonly op: A.CompareOp,
    private readonly cmp: CompiledComparator,
  ) {
    super();
  }
  /** The last family's bytes (a scan sees few families: no encoding per cell). */
  private family = '';
  private familyBytes: Uint8Array = new Uint8Array(0);

  filterCell(c: Cell): ReturnCode {
    if (c.family !== this.family) {
      this.family = c.family;
      this.familyBytes = familyBytes(c.family);
    }
    const f = this.familyBytes;
    if (f.length > 0 && filterOut(this.op, this.cmp(f))) return RC.NEXT_ROW;
    return RC.INCLUDE;
  }
}

export class QualifierFilter extends Filter {
  constructor(
    private readonly op: A.CompareOp,
    private readonly cmp: CompiledComparator,
  ) {
    super();
  }
  filterCell(c: Cell): ReturnCode {
    // An empty qualifier always passes (QualifierFilter checks qualifierLength > 0).
    if (c.qualifier.length > 0 && filterOut(this.op, this.cmp(c.qualifier))) return RC.SKIP;
    return RC.INCLUDE;
  }
}

export class ValueFilter extends Filter {
  constructor(
    private readonly op: A.CompareOp,
    private readonly cmp: CompiledComparator,
  ) {
    super();
  }
  filterCell(c: Cell): ReturnCode {
    return filterOut(this.op, this.cmp(c.value)) ? RC.SKIP : RC.INCLUDE;
  }
}

export class ColumnRangeFilter extends Filter {
  constructor(private readonly n: A.ColumnRangeFilter) {
    super();
  }
  filterCell(c: Cell): ReturnCode {
    const { minColumn, maxColumn } = this.n;
    const cmpMin = minColumn === null ? 1 : compareBytes(c.qualifier, minColumn);
    if (cmpMin < 0) return RC.SEEK_NEXT_USING_HINT;
    if (!this.n.minColumnInclusive && cmpMin === 0) return RC.NEXT_COL;
    if (maxColumn === null) return RC.INCLUDE;
    const cmpMax = compareBytes(c.qualifier, maxColumn);
    if ((this.n.maxColumnInclusive && cmpMax <= 0) || (!this.n.maxColumnInclusive && cmpMax < 0)) return RC.INCLUDE;
    return RC.NEXT_ROW;
  }
  override getNextCellHint(c: Cell): Hint {
    return firstOnRowCol(c, this.n.minColumn ?? EMPTY);
  }
}

export class SingleColumnValueFilter extends Filter {
  protected foundColumn = false;
  protected matchedColumn = false;
  constructor(
    protected readonly n: A.SingleColumnValueFilter,
    private readonly cmp: CompiledComparator,
  ) {
    super();
  }
  filterCell(c: Cell): ReturnCode {
    if (this.matchedColumn) return RC.INCLUDE; // found and matched: every cell passes
    if (this.n.latestVersionOnly && this.foundColumn) return RC.NEXT_ROW; // found, did not match
    if (!matchingColumn(c, this.n.family, this.n.qualifier)) return RC.INCLUDE;
    this.foundColumn = true;
    if (filterOut(this.n.op, this.cmp(c.value))) return this.n.latestVersionOnly ? RC.NEXT_ROW : RC.INCLUDE;
    this.matchedColumn = true;
    return RC.INCLUDE;
  }
  override filterRow(): boolean {
    return this.foundColumn ? !this.matchedColumn : this.n.filterIfMissing;
  }
  override hasFilterRow(): boolean {
    return true;
  }
  override reset(): void {
    this.foundColumn = false;
    this.matchedColumn = false;
  }
}

export class SingleColumnValueExcludeFilter extends SingleColumnValueFilter {
  override filterRowCells(cells: Cell[]): void {
    let k = 0;
    for (const c of cells) if (!matchingColumn(c, this.n.family, this.n.qualifier)) cells[k++] = c;
    cells.length = k;
  }
}

export class DependentColumnFilter extends Filter {
  private readonly stamps = new Set<bigint>();
  constructor(
    private readonly n: A.DependentColumnFilter,
    private readonly cmp: CompiledComparator | null,
  ) {
    super();
  }
  filterCell(c: Cell): ReturnCode {
    if (!matchingColumn(c, this.n.family, this.n.qualifier)) return RC.INCLUDE; // decided in filterRowCells
    if (this.cmp !== null && this.n.op !== null && filterOut(this.n.op, this.cmp(c.value))) return RC.SKIP;
    this.stamps.add(c.timestamp);
    return this.n.dropDependentColumn ? RC.SKIP : RC.INCLUDE;
  }
  override filterRowCells(cells: Cell[]): void {
    let k = 0;
    for (const c of cells) if (this.stamps.has(c.timestamp)) cells[k++] = c;
    cells.length = k;
  }
  override hasFilterRow(): boolean {
    return true;
  }
  override reset(): void {
    this.stamps.clear();
  }
}

export class ColumnValueFilter extends Filter {
  private columnFound = false;
  constructor(
    private readonly n: A.ColumnValueFilter,
    private readonly cmp: CompiledComparator,
  ) {
    super();
  }
  override reset(): void {
    this.columnFound = false;
  }
  filterCell(c: Cell): ReturnCode {
    if (!matchingColumn(c, this.n.family, this.n.qualifier)) return this.columnFound ? RC.NEXT_ROW : RC.NEXT_COL;
    this.columnFound = true;
    return filterOut(this.n.op, this.cmp(c.value)) ? RC.SKIP : RC.INCLUDE;
  }
}

export class SkipFilter extends Filter {
  private filterRowFlag = false;
  constructor(private readonly inner: Filter) {
    super();
  }
  override reset(): void {
    this.inner.reset();
    this.filterRowFlag = false;
  }
  filterCell(c: Cell): ReturnCode {
    const rc = this.inner.filterCell(c);
    this.filterRowFlag = this.filterRowFlag || rc !== RC.INCLUDE;
    return rc;
  }
  override transformCell(c: Cell): Cell {
    return this.inner.transformCell(c);
  }
  override filterRow(): boolean {
    return this.filterRowFlag;
  }
  override hasFilterRow(): boolean {
    return true;
  }
}

export class WhileMatchFilter extends Filter {
  private far = false;
  constructor(private readonly inner: Filter) {
    super();
  }
  override reset(): void {
    this.inner.reset();
  }
  override filterAllRemaining(): boolean {
    return this.far || this.inner.filterAllRemaining();
  }
  override filterRowKey(row: Uint8Array): boolean {
    if (this.filterAllRemaining()) return true;
    const value = this.inner.filterRowKey(row);
    this.far = this.far || value;
    return value;
  }
  filterCell(c: Cell): ReturnCode {
    const rc = this.inner.filterCell(c);
    this.far = this.far || rc !== RC.INCLUDE;
    return rc;
  }
  override transformCell(c: Cell): Cell {
    return this.inner.transformCell(c);
  }
  override filterRow(): boolean {
    const filterRow = this.inner.filterRow();
    this.far = this.far || filterRow;
    return filterRow;
  }
  override hasFilterRow(): boolean {
    return true;
  }
}
