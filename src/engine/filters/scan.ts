/**
 * Drives a Filter tree over the rows of one read the way HBase's region
 * scanner does (RegionScannerImpl.nextInternal, StoreScanner.next,
 * UserScanQueryMatcher), behind the engine's RowFilter contract:
 *
 * per row
 *   1. filterRowKey(row). True: the row is dropped; if the filter is then
 *      done (filterAllRemaining) the scan ends, otherwise HBase's nextRow()
 *      still feeds the row's cells through filterCell (results discarded)
 *      before reset — which only matters for filters whose filterCell can
 *      end the scan (WHILE, ColumnCountGetFilter); for those the row is read.
 *   2. The cells, in HBase order: before each, a done filter ends the scan
 *      (DONE_SCAN: the rest of the row is not read, the row keeps what it
 *      has); filterCell's ReturnCode picks the next cell (SKIP: the next one;
 *      NEXT_COL: the next column; NEXT_ROW: the next family — NEXT_ROW ends
 *      the row only within one family's store; a hint: the first cell at or
 *      after it); included cells are transformed; plain INCLUDEs count
 *      against the read's VERSIONS per column (the version limit applies to
 *      what the filter accepts, as in UserScanQueryMatcher).
 *   3. filterRowCells, then filterRow (only for a non-empty row), decide the
 *      row. An empty row is never returned.
 *   4. reset; the scan ends once the filter is done.
 */
import type { Cell, RowFilter } from '../types.js';
import { bytesEqual } from '../../bytes.js';
import { Filter, RC, compareCellToHint } from './filter.js';

function nextColumn(cells: Cell[], i: number): number {
  const c = cells[i];
  let j = i + 1;
  while (j < cells.length && cells[j].family === c.family && bytesEqual(cells[j].qualifier, c.qualifier)) j++;
  return j;
}

function nextFamily(cells: Cell[], i: number): number {
  const family = cells[i].family;
  let j = i + 1;
  while (j < cells.length && cells[j].family === family) j++;
  return j;
}

type Pending = 'none' | 'accepted' | 'rejected';

export class FilterScan implements RowFilter {
  private scanDone = false;
  private pending: Pending = 'none';

  constructor(
    private readonly top: Filter,
    private readonly versions: number,
    /** The tree holds a filter whose filterCell can end the scan: rows rejected by key are read too. */
    private readonly readRejectedRows: boolean,
  ) {}

  done(): boolean {
    return this.scanDone || this.top.filterAllRemaining();
  }

  filterRowKey(row: Uint8Array): boolean {
    // A row whose key was checked but whose cells never came (the engine had none to give).
    if (this.pending !== 'none') this.endRow();
    if (this.scanDone) return true;
    if (!this.top.filterRowKey(row)) {
      this.pending = 'accepted';
      return false;
    }
    if (this.top.filterAllRemaining()) {
      this.scanDone = true;
      this.top.reset();
      return true;
    }
    if (this.readRejectedRows) {
      this.pending = 'rejected';
      return false;
    }
    this.top.reset();
    return true;
  }

  filterRow(row: Uint8Array, cells: Cell[]): Cell[] | null {
    if (this.pending === 'none' && this.filterRowKey(row)) return null;
    const rejected = this.pending === 'rejected';
    if (rejected) {
      this.cellPass(cells, null);
      this.endRow();
      return null;
    }
    const results: Cell[] = [];
    this.cellPass(cells, results);
    let exclude = results.length === 0;
    if (this.top.hasFilterRow()) {
      // FilterWrapper.filterRowCellsWithRet: filterRow only when cells remain.
      this.top.filterRowCells(results);
      if (results.length > 0 && this.top.filterRow()) exclude = true;
    } else if (!exclude) {
      exclude = this.top.filterRow();
    }
    this.endRow();
    return exclude || results.length === 0 ? null : results;
  }

  private endRow(): void {
    // A filter that is done after the row's last cell would end the scan at the next cell read.
    if (this.top.filterAllRemaining()) this.scanDone = true;
    this.top.reset();
    this.pending = 'none';
  }

  /** The cells of one row through filterCell; included (transformed) cells go to `out`. */
  private cellPass(cells: Cell[], out: Cell[] | null): void {
    const top = this.top;
    let colFamily: string | null = null;
    let colQualifier: Uint8Array | null = null;
    let versions = 0;
    let i = 0;
    while (i < cells.length) {
      if (top.filterAllRemaining()) {
        this.scanDone = true; // DONE_SCAN
        return;
      }
      const c = cells[i];
      const rc = top.filterCell(c);
      switch (rc) {
        case RC.SKIP:
          i++;
          break;
        case RC.NEXT_COL:
          i = nextColumn(cells, i);
          break;
        case RC.NEXT_ROW:
          i = nextFamily(cells, i);
          break;
        case RC.SEEK_NEXT_USING_HINT: {
          const hint = top.getNextCellHint(c);
          i++;
          if (hint !== null && compareCellToHint(c, hint) < 0) {
            while (i < cells.length && compareCellToHint(cells[i], hint) < 0) i++;
          }
          break;
        }
        case RC.INCLUDE:
          if (colFamily !== c.family || colQualifier === null || !bytesEqual(colQualifier, c.qualifier)) {
            colFamily = c.family;
            colQualifier = c.qualifier;
            versions = 0;
          }
          if (++versions > this.versions) {
            i = nextColumn(cells, i);
            break;
          }
          if (out) out.push(top.transformCell(c));
          i++;
          break;
        case RC.INCLUDE_AND_NEXT_COL:
          if (out) out.push(top.transformCell(c));
          i = nextColumn(cells, i);
          break;
        case RC.INCLUDE_AND_SEEK_NEXT_ROW:
          if (out) out.push(top.transformCell(c));
          i = nextFamily(cells, i);
          break;
      }
    }
  }
}
