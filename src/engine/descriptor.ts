/**
 * Descriptors: the family attribute map's defaults and typed accessors, the
 * master's checks on create/modify (ColumnFamilyDescriptorBuilder's
 * `Maximum versions must be positive`, TableDescriptorChecker's sanity
 * checks with their exact DoNotRetryIOException texts), and pre-split keys
 * (RegionSplitter's algorithms, Bytes.toBytesBinary, as admin.rb's `create`).
 */
import { ShellError } from '../errors.js';
import type { FamilyDescriptor, TableSpec } from './types.js';

export const FOREVER = 2147483647;

/** HConstants.LATEST_TIMESTAMP = Long.MAX_VALUE. */
export const LATEST_TIMESTAMP = 0x7fffffffffffffffn;

/**
 * The 12 keys every family descriptor holds, with their defaults, in the
 * order ColumnFamilyDescriptorBuilder's constructor sets them.
 */
export function defaultFamilyValues(): Array<[string, string]> {
  return [
    ['VERSIONS', '1'],
    ['MIN_VERSIONS', '0'],
    ['TTL', String(FOREVER)],
    ['KEEP_DELETED_CELLS', 'FALSE'],
    ['BLOCKSIZE', '65536'],
    ['BLOOMFILTER', 'ROW'],
    ['COMPRESSION', 'NONE'],
    ['IN_MEMORY', 'false'],
    ['BLOCKCACHE', 'true'],
    ['DATA_BLOCK_ENCODING', 'NONE'],
    ['INDEX_BLOCK_ENCODING', 'NONE'],
    ['REPLICATION_SCOPE', '0'],
  ];
}

/** A family descriptor with the default attribute map, `overrides` applied (existing keys keep their place). */
export function familyDescriptor(name: string, overrides: Record<string, string> = {}): FamilyDescriptor {
  const values = defaultFamilyValues();
  for (const [k, v] of Object.entries(overrides)) {
    const e = values.find(([key]) => key === k);
    if (e) e[1] = v;
    else values.push([k, v]);
  }
  return { name, values };
}

/** TableDescriptorBuilder (HBase 2.5+): new tables carry the store file tracker implementation. */
export const FILE_TRACKER_KEY = 'hbase.store.file-tracker.impl';
export const FILE_TRACKER_DEFAULT = 'DEFAULT';

export type KeepDeletedCells = 'FALSE' | 'TRUE' | 'TTL';

function lookup(values: ReadonlyArray<readonly [string, string]>, key: string): string | undefined {
  for (const [k, v] of values) if (k === key) return v;
  return undefined;
}

function intValue(values: ReadonlyArray<readonly [string, string]>, key: string, dflt: number): number {
  const v = lookup(values, key);
  if (v === undefined || v.trim() === '') return dflt;
  const n = Number(v.trim());
  return Number.isFinite(n) ? Math.trunc(n) : dflt;
}

type Described = FamilyDescriptor | { values: ReadonlyArray<readonly [string, string]> };

/** VERSIONS (max versions). */
export function familyVersions(f: Described): number {
  return intValue(f.values, 'VERSIONS', 1);
}

export function familyMinVersions(f: Described): number {
  return intValue(f.values, 'MIN_VERSIONS', 0);
}

/** TTL in seconds (FOREVER = 2147483647). */
export function familyTtl(f: Described): number {
  return intValue(f.values, 'TTL', FOREVER);
}

/** NEW_VERSION_BEHAVIOR (HBASE-15968): ColumnFamilyDescriptor.isNewVersionBehavior. */
export function familyNewVersionBehavior(f: Described): boolean {
  return (lookup(f.values, 'NEW_VERSION_BEHAVIOR') ?? 'false').toLowerCase() === 'true';
}

export function familyKeepDeletedCells(f: Described): KeepDeletedCells {
  const v = (lookup(f.values, 'KEEP_DELETED_CELLS') ?? 'FALSE').toUpperCase();
  return v === 'TRUE' ? 'TRUE' : v === 'TTL' ? 'TTL' : 'FALSE';
}

// ---------------------------------------------------------------- checks

const SANITY_SUFFIX = ' Set hbase.table.sanity.checks to false at conf or table descriptor if you want to bypass sanity checks';

export function sanityError(message: string): ShellError {
  return new ShellError('SANITY_CHECK', `org.apache.hadoop.hbase.DoNotRetryIOException: ${message}${SANITY_SUFFIX}`, { rubyClass: 'RuntimeError' });
}

/** Configuration.getBoolean: only `true`/`false` (any case) count; anything else is the default. */
function sanityChecksOn(values: ReadonlyArray<readonly [string, string]>): boolean {
  const v = lookup(values, 'hbase.table.sanity.checks');
  return v === undefined || v.trim().toLowerCase() !== 'false';
}

/**
 * The checks a master makes on create and modify: each family's VERSIONS
 * (ColumnFamilyDescriptorBuilder.setMaxVersions), then
 * TableDescriptorChecker.sanityCheck in its order. With the table value
 * `hbase.table.sanity.checks` = false the sanity checks only warn in HBase;
 * here they are skipped.
 */
export function checkTableSpec(spec: TableSpec): void {
  for (const f of spec.families) {
    const v = lookup(f.values, 'VERSIONS');
    if (v !== undefined && intValue(f.values, 'VERSIONS', 1) <= 0) {
      throw new ShellError('ILLEGAL_ATTRIBUTE', 'Maximum versions must be positive', { rubyClass: 'ArgumentError' });
    }
  }
  if (!sanityChecksOn(spec.values)) return;

  const maxFileSize = intValue(spec.values, 'MAX_FILESIZE', -1);
  if (lookup(spec.values, 'MAX_FILESIZE') !== undefined && maxFileSize >= 0 && maxFileSize < 2 * 1024 * 1024) {
    throw sanityError(
      `MAX_FILESIZE for table descriptor or "hbase.hregion.max.filesize" (${maxFileSize}) is too small, which might cause over splitting into unmanageable number of regions.`,
    );
  }
  const flushSize = intValue(spec.values, 'MEMSTORE_FLUSHSIZE', -1);
  if (lookup(spec.values, 'MEMSTORE_FLUSHSIZE') !== undefined && flushSize >= 0 && flushSize < 1024 * 1024) {
    throw sanityError(
      `MEMSTORE_FLUSHSIZE for table descriptor or "hbase.hregion.memstore.flush.size" (${flushSize}) is too small, which might cause very frequent flushing.`,
    );
  }
  if (spec.families.length === 0) throw sanityError('Table should have at least one column family.');
  if (intValue(spec.values, 'REGION_REPLICATION', 1) < 1) throw sanityError('Table region replication should be at least one.');
  for (const f of spec.families) {
    const scope = intValue(f.values, 'REPLICATION_SCOPE', 0);
    if (scope < 0 || scope > 2) throw sanityError(`Replication scope for column family ${f.name} is ${scope} which is invalid.`);
  }
  for (const f of spec.families) {
    if (familyTtl(f) <= 0) throw sanityError(`TTL for column family ${f.name} must be positive.`);
    const block = intValue(f.values, 'BLOCKSIZE', 65536);
    if (block < 1024 || block > 16 * 1024 * 1024) throw sanityError(`Block size for column family ${f.name}  must be between 1K and 16MB.`);
    const min = familyMinVersions(f);
    if (min < 0) throw sanityError(`Min versions for column family ${f.name}  must be positive.`);
    if (min > familyVersions(f)) throw sanityError(`Min versions for column family ${f.name} must be less than the Max versions.`);
    if (intValue(f.values, 'DFS_REPLICATION', 0) < 0) throw sanityError(`HFile Replication for column family ${f.name}  must be greater than zero.`);
  }
}

// ---------------------------------------------------------------- splits

/**
 * RegionSplitter's algorithms: `numRegions` regions, numRegions − 1 keys.
 * HexStringSplit: i × ⌊2^32 / n⌋ as 8 lower-case hex digits; DecimalStringSplit
 * the same over 10^8 in 8 decimal digits; UniformSplit: i × ⌊2^64 / n⌋ as 8
 * big-endian bytes.
 */
export function computeSplits(numRegions: number, algo: 'HexStringSplit' | 'DecimalStringSplit' | 'UniformSplit'): Uint8Array[] {
  const n = BigInt(Math.trunc(numRegions));
  const out: Uint8Array[] = [];
  if (n < 2n) return out;
  if (algo === 'UniformSplit') {
    const interval = (1n << 64n) / n;
    for (let i = 1n; i < n; i++) {
      const b = Buffer.alloc(8);
      b.writeBigUInt64BE(interval * i);
      out.push(b);
    }
    return out;
  }
  const radix = algo === 'HexStringSplit' ? 16 : 10;
  const range = radix === 16 ? 0x100000000n : 100000000n;
  if (n > range) {
    throw new ShellError('ARGUMENT_ERROR', `split granularity (${n}) is greater than the range (${range})`, { rubyClass: 'RuntimeError' });
  }
  const size = range / n;
  for (let i = 1n; i < n; i++) out.push(Buffer.from((size * i).toString(radix).padStart(8, '0'), 'latin1'));
  return out;
}
