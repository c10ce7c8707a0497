/**
 * Regions as a one-server cluster shows them. A table's regions are its
 * split keys: region i covers [splits[i-1], splits[i]) (open ends first and
 * last). Each region has a region id (the time it was created: the table's
 * creation, a truncate, or the split that made it), from which HBase builds
 * its name:
 *
 *   <tableName>,<startKey>,<regionId>.<md5hex(<tableName>,<startKey>,<regionId>)>.
 *
 * (RegionInfo.createRegionName, new format; the string form is
 * Bytes.toStringBinary of those bytes). The server is `localhost,16020,<startcode>`.
 */
import { Buffer } from 'node:buffer';
import { compareBytes, digestOf, toStringBinary } from '../bytes.js';

export const SERVER_HOST = 'localhost';
export const SERVER_PORT = 16020;

export function serverName(startcode: bigint): string {
  return `${SERVER_HOST},${SERVER_PORT},${startcode}`;
}

export interface RegionName {
  regionName: string;
  encodedName: string;
}

/** `nameAsString` is TableName.getNameAsString (`t1` for the default namespace). */
export function regionName(nameAsString: string, startKey: Uint8Array, regionId: bigint): RegionName {
  const prefix = Buffer.concat([Buffer.from(`${nameAsString},`, 'utf8'), Buffer.from(startKey), Buffer.from(`,${regionId}`, 'latin1')]);
  const encodedName = digestOf('md5', prefix).toString('hex');
  const full = Buffer.concat([prefix, Buffer.from(`.${encodedName}.`, 'latin1')]);
  return { regionName: toStringBinary(full), encodedName };
}

/** Index of the region holding `row` (binary search over the split keys). */
export function regionIndex(splits: ReadonlyArray<Uint8Array>, row: Uint8Array): number {
  let lo = 0;
  let hi = splits.length;
  // first split key > row
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareBytes(splits[mid], row) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Per-region request counters (in memory; persisted lazily by the catalog). */
export class RegionCounters {
  reads: number[];
  writes: number[];
  dirty = false;

  constructor(regions: number, reads?: number[], writes?: number[]) {
    this.reads = reads && reads.length === regions ? reads : new Array(regions).fill(0);
    this.writes = writes && writes.length === regions ? writes : new Array(regions).fill(0);
  }

  read(i: number, n = 1): void {
    this.reads[i] += n;
    this.dirty = true;
  }

  write(i: number, n = 1): void {
    this.writes[i] += n;
    this.dirty = true;
  }

  /** After region i is split in two: both daughters start from zero, as new regions do. */
  split(i: number): void {
    this.reads.splice(i, 1, 0, 0);
    this.writes.splice(i, 1, 0, 0);
    this.dirty = true;
  }

  /** After regions i … i+n-1 are merged into one: the merged region starts from zero, as a new region does. */
  merge(i: number, n: number): void {
    this.reads.splice(i, n, 0);
    this.writes.splice(i, n, 0);
    this.dirty = true;
  }

  reset(regions: number): void {
    this.reads = new Array(regions).fill(0);
    this.writes = new Array(regions).fill(0);
    this.dirty = true;
  }
}
