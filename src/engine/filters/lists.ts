/**
 * FilterList: FilterListWithAND (MUST_PASS_ALL) and FilterListWithOR
 * (MUST_PASS_ONE) of HBase 2.x, including their ReturnCode merge tables,
 * AND's short-circuit once a sub-filter stops including (HBASE-20565), OR's
 * per-sub-filter memory of its previous ReturnCode (HBASE-17678/18368), the
 * order-dependent filterRow loops, and seek-hint merging (max for AND, min
 * for OR).
 */
import type { Cell } from '../types.js';
import { bytesEqual } from '../../bytes.js';
import { Filter, RC, compareCellToHint, compareHints, isInclude, type Hint, type ReturnCode } from './filter.js';

abstract class FilterListBase extends Filter {
  constructor(protected readonly filters: Filter[]) {
    super();
  }
  override filterRowCells(cells: Cell[]): void {
    for (const f of this.filters) f.filterRowCells(cells);
  }
  override hasFilterRow(): boolean {
    return this.filters.some((f) => f.hasFilterRow());
  }
}

const { INCLUDE, INCLUDE_AND_NEXT_COL: INC_COL, INCLUDE_AND_SEEK_NEXT_ROW: INC_ROW, SKIP, NEXT_COL, NEXT_ROW, SEEK_NEXT_USING_HINT: HINT } = RC;

/** FilterListWithAND.mergeReturnCode: the maximal step. */
function mergeAnd(rc: ReturnCode, local: ReturnCode): ReturnCode {
  if (rc === HINT) return HINT;
  switch (local) {
    case HINT:
      return HINT;
    case INCLUDE:
      return rc;
    case INC_COL:
      if (rc === INCLUDE || rc === INC_COL) return INC_COL;
      if (rc === INC_ROW) return INC_ROW;
      if (rc === SKIP || rc === NEXT_COL) return NEXT_COL;
      return NEXT_ROW;
    case INC_ROW:
      if (rc === INCLUDE || rc === INC_COL || rc === INC_ROW) return INC_ROW;
      return NEXT_ROW;
    case SKIP:
      if (rc === INCLUDE || rc === SKIP) return SKIP;
      if (rc === INC_COL || rc === NEXT_COL) return NEXT_COL;
      return NEXT_ROW;
    case NEXT_COL:
      if (rc === INC_ROW || rc === NEXT_ROW) return NEXT_ROW;
      return NEXT_COL;
    case NEXT_ROW:
      return NEXT_ROW;
  }
}

export class FilterListWithAND extends FilterListBase {
  private seekHintFilters: Filter[] = [];

  filterCell(c: Cell): ReturnCode {
    const filters = this.filters;
    if (filters.length === 0) return INCLUDE;
    let rc: ReturnCode = INCLUDE;
    this.seekHintFilters = [];
    for (const f of filters) {
      if (f.filterAllRemaining()) return NEXT_ROW;
      const local = f.filterCell(c);
      if (local === HINT) this.seekHintFilters.push(f);
      rc = mergeAnd(rc, local);
      // Only while the merged code still includes is the cell passed on (HBASE-20565).
      if (!isInclude(rc)) return rc;
    }
    return this.seekHintFilters.length > 0 ? HINT : rc;
  }
  override transformCell(c: Cell): Cell {
    let t = c;
    for (const f of this.filters) t = f.transformCell(t);
    return t;
  }
  override reset(): void {
    for (const f of this.filters) f.reset();
    this.seekHintFilters = [];
  }
  override filterRowKey(row: Uint8Array): boolean {
    let drop = false;
    // Every sub-filter sees the row key (PrefixFilter & co. track the row change there).
    for (const f of this.filters) if (f.filterAllRemaining() || f.filterRowKey(row)) drop = true;
    return drop;
  }
  override filterAllRemaining(): boolean {
    return this.filters.some((f) => f.filterAllRemaining());
  }
  override filterRow(): boolean {
    for (const f of this.filters) if (f.filterRow()) return true;
    return false;
  }
  override getNextCellHint(c: Cell): Hint | null {
    let max: Hint | null = null;
    for (const f of this.seekHintFilters) {
      if (f.filterAllRemaining()) continue;
      const h = f.getNextCellHint(c);
      if (h === null) continue;
      if (max === null || compareHints(max, h) < 0) max = h;
    }
    return max;
  }
}

/** FilterListWithOR.mergeReturnCode: the minimal step. `rc` null = no sub-filter answered yet. */
function mergeOr(rc: ReturnCode | null, local: ReturnCode): ReturnCode {
  if (rc === null) return local;
  switch (local) {
    case INCLUDE:
      return INCLUDE;
    case INC_COL:
      if (rc === INCLUDE || rc === SKIP || rc === HINT) return INCLUDE;
      return INC_COL;
    case INC_ROW:
      if (rc === INCLUDE || rc === SKIP || rc === HINT) return INCLUDE;
      if (rc === INC_COL || rc === NEXT_COL) return INC_COL;
      return INC_ROW;
    case SKIP:
      if (rc === INCLUDE || rc === INC_COL || rc === INC_ROW) return INCLUDE;
      return SKIP;
    case NEXT_COL:
      if (rc === INCLUDE) return INCLUDE;
      if (rc === NEXT_COL || rc === NEXT_ROW) return NEXT_COL;
      if (rc === INC_COL || rc === INC_ROW) return INC_COL;
      return SKIP;
    case NEXT_ROW:
      if (rc === SKIP || rc === HINT) return SKIP;
      return rc; // INCLUDE, INC_COL, INC_ROW, NEXT_COL, NEXT_ROW
    case HINT:
      if (rc === INCLUDE || rc === INC_COL || rc === INC_ROW) return INCLUDE;
      if (rc === SKIP || rc === NEXT_COL || rc === NEXT_ROW) return SKIP;
      return HINT;
  }
}

export class FilterListWithOR extends FilterListBase {
  private readonly prevRC: (ReturnCode | null)[];
  private readonly prevCell: (Cell | null)[];
  private readonly included: boolean[];

  constructor(filters: Filter[]) {
    super(filters);
    this.prevRC = filters.map(() => null);
    this.prevCell = filters.map(() => null);
    this.included = filters.map(() => false);
  }

  /** What a sub-filter would answer for `c`, known from its previous answer without asking it (null: ask it). */
  private fromPrevious(f: Filter, c: Cell, prevCell: Cell | null, prevCode: ReturnCode | null): ReturnCode | null {
    if (prevCell === null || prevCode === null) return null;
    switch (prevCode) {
      case INCLUDE:
      case SKIP:
        return null;
      case HINT: {
        const h = f.getNextCellHint(prevCell);
        return h !== null && compareCellToHint(c, h) < 0 ? HINT : null;
      }
      case NEXT_COL:
      case INC_COL:
        return prevCell.family === c.family && bytesEqual(prevCell.qualifier, c.qualifier) ? NEXT_COL : null;
      case NEXT_ROW:
      case INC_ROW:
        return prevCell.family === c.family ? NEXT_ROW : null;
    }
  }

  filterCell(c: Cell): ReturnCode {
    const filters = this.filters;
    if (filters.length === 0) return INCLUDE;
    let rc: ReturnCode | null = null;
    for (let i = 0; i < filters.length; i++) {
      const f = filters[i];
      this.included[i] = false;
      if (f.filterAllRemaining()) continue;
      let local = this.fromPrevious(f, c, this.prevCell[i], this.prevRC[i]);
      if (local === null) local = f.filterCell(c);
      this.prevRC[i] = local;
      this.prevCell[i] = local === INCLUDE || local === SKIP ? null : c;
      rc = mergeOr(rc, local);
      if (isInclude(local)) this.included[i] = true;
    }
    return rc ?? SKIP;
  }
  override transformCell(c: Cell): Cell {
    let t = c;
    for (let i = 0; i < this.filters.length; i++) if (this.included[i]) t = this.filters[i].transformCell(t);
    return t;
  }
  override reset(): void {
    for (let i = 0; i < this.filters.length; i++) {
      this.filters[i].reset();
      this.included[i] = false;
      this.prevRC[i] = null;
      this.prevCell[i] = null;
    }
  }
  override filterRowKey(row: Uint8Array): boolean {
    if (this.filters.length === 0) return false;
    let drop = true;
    for (const f of this.filters) if (!f.filterAllRemaining() && !f.filterRowKey(row)) drop = false;
    return drop;
  }
  override filterAllRemaining(): boolean {
    if (this.filters.length === 0) return false;
    return this.filters.every((f) => f.filterAllRemaining());
  }
  override filterRow(): boolean {
    if (this.filters.length === 0) return false;
    for (const f of this.filters) if (!f.filterRow()) return false;
    return true;
  }
  override getNextCellHint(c: Cell): Hint | null {
    let min: Hint | null = null;
    for (const f of this.filters) {
      if (f.filterAllRemaining()) continue;
      const h = f.getNextCellHint(c);
      if (h === null) return null; // one sub-filter without a hint: no hint at all
      if (min === null || compareHints(min, h) > 0) min = h;
    }
    return min;
  }
}
