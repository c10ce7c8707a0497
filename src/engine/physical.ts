/**
 * Deletes on a backend without stored markers (`markers: 'physical'`): the
 * cells a marker would mask in HBase's ScanQueryMatcher, taken from the
 * row's stored cells at the time of the delete. What is written later is
 * not masked — the documented difference from HBase's markers.
 */
import { bytesEqual } from '../bytes.js';
import type { Cell, CellType } from './types.js';

export class PhysicalDeletes {
  constructor(private readonly stored: readonly Cell[]) {}

  /** The stored cells a marker of this type, column and timestamp masks. */
  masked(type: CellType, family: string, qualifier: Uint8Array, timestamp: bigint): Cell[] {
    return this.stored.filter((c) => {
      if (c.type !== 'Put' || c.family !== family) return false;
      switch (type) {
        case 'Delete':
          return c.timestamp === timestamp && bytesEqual(c.qualifier, qualifier);
        case 'DeleteColumn':
          return c.timestamp <= timestamp && bytesEqual(c.qualifier, qualifier);
        case 'DeleteFamily':
          return c.timestamp <= timestamp;
        case 'DeleteFamilyVersion':
          return c.timestamp === timestamp;
        default:
          return false;
      }
    });
  }
}
