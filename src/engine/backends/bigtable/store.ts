/** A family store: HBase's ids, and the Bigtable table and family that keep its cells. */
import type { StoreRef } from '../../backend.js';

export class BigtableStoreRef implements StoreRef {
  constructor(
    readonly table: number,
    readonly family: number,
    /** The table's Bigtable id. */
    readonly tableId: string,
    readonly familyName: string,
  ) {}
}
