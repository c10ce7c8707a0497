/**
 * HBase's server-side Filter contract, reproduced: the region scanner asks
 * filterRowKey once per row, filterCell per cell (whose ReturnCode also
 * decides which cells the filter sees next: NEXT_COL skips the column's
 * other versions, NEXT_ROW the rest of the row in this family's store, a
 * hint seeks forward), transformCell per included cell, then
 * filterRowCells / filterRow per row, reset between rows, and
 * filterAllRemaining to end the scan. scan.ts drives it the way
 * RegionScannerImpl, StoreScanner and UserScanQueryMatcher do.
 */
import type { Cell } from '../types.js';
import { compareBytes } from '../../bytes.js';

/** Filter.ReturnCode. */
export const RC = {
  INCLUDE: 0,
  INCLUDE_AND_NEXT_COL: 1,
  INCLUDE_AND_SEEK_NEXT_ROW: 2,
  SKIP: 3,
  NEXT_COL: 4,
  NEXT_ROW: 5,
  SEEK_NEXT_USING_HINT: 6,
} as const;
export type ReturnCode = (typeof RC)[keyof typeof RC];

export function isInclude(rc: ReturnCode): boolean {
  return rc === RC.INCLUDE || rc === RC.INCLUDE_AND_NEXT_COL || rc === RC.INCLUDE_AND_SEEK_NEXT_ROW;
}

/**
 * A seek hint. Every hint the parseable filters give is
 * PrivateCellUtil.createFirstOnRowCol(cell, qualifier): the current row and
 * family, the given qualifier, before every real version of that column.
 */
export interface Hint {
  family: Uint8Array;
  qualifier: Uint8Array;
}

const encoder = new TextEncoder();

/** A family name's bytes (as HBase compares them). */
export function familyBytes(family: string): Uint8Array {
  return encoder.encode(family);
}

/**
 * Unsigned order of a family name's UTF-8 bytes against `bytes`, without
 * encoding the name (filters compare a family per cell).
 */
export function compareFamily(family: string, bytes: Uint8Array): number {
  let j = 0;
  for (let i = 0; i < family.length; i++) {
    const cp = family.codePointAt(i)!;
    if (cp > 0xffff) i++;
    // the code point's UTF-8 bytes, compared one by one
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let k = 0; k < n; k++) {
      const b = n === 1 ? cp : k === 0 ? (0xf0 << (4 - n)) & 0xff | (cp >> (6 * (n - 1))) : 0x80 | ((cp >> (6 * (n - 1 - k))) & 0x3f);
      if (j >= bytes.length) return 1;
      const d = b - bytes[j++];
      if (d !== 0) return d;
    }
  }
  return j - bytes.length;
}

/** CellComparator order of a cell against a first-on-row-col hint in the same row (< 0: the cell comes first). */
export function compareCellToHint(c: Cell, h: Hint): number {
  const f = compareFamily(c.family, h.family);
  if (f !== 0) return f;
  const q = compareBytes(c.qualifier, h.qualifier);
  return q !== 0 ? q : 1;
}

export function compareHints(a: Hint, b: Hint): number {
  const f = compareBytes(a.family, b.family);
  return f !== 0 ? f : compareBytes(a.qualifier, b.qualifier);
}

/** FilterBase's defaults. */
export abstract class Filter {
  reset(): void {}
  filterRowKey(_row: Uint8Array): boolean {
    return false;
  }
  filterAllRemaining(): boolean {
    return false;
  }
  abstract filterCell(c: Cell): ReturnCode;
  transformCell(c: Cell): Cell {
    return c;
  }
  /** May remove cells from the list (in place). */
  filterRowCells(_cells: Cell[]): void {}
  hasFilterRow(): boolean {
    return false;
  }
  filterRow(): boolean {
    return false;
  }
  getNextCellHint(_c: Cell): Hint | null {
    return null;
  }
}
