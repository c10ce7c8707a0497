/**
 * Regions as the admin sees them: list_regions' and locate_region's
 * lookups, RegionInfo's and HRegionLocation's printed forms, and the admin
 * tools that take a table or a region (admin.rb flush, compact,
 * major_compact, split): HBase tries a region name (`t1,startKey,ts.encoded.`
 * or the 32-hex encoded name) first, then a table, then (flush only) a
 * region server `host,port,startcode`.
 */
import { Buffer } from 'node:buffer';
import type { Engine, Progress, RegionInfo, TableDescriptor } from '../engine/types.js';
import { compareBytes, toStringBinary } from '../bytes.js';
import { doNotRetry, runtimeError, tableDisabled, unknownTable } from './errors.js';
import { lookupTable } from './system-tables.js';
import { OPEN_SEQNUM } from '../engine/meta.js';
import { ShellError } from '../errors.js';

// ---------------------------------------------------------------- printed forms

/** ServerName `host,port,startcode` → HRegionLocation.getHostnamePort `host:port`. */
export function hostnamePort(server: string): string {
  const parts = server.split(',');
  return parts.length >= 2 ? `${parts[0]}:${parts[1]}` : server;
}

/** RegionInfo.getRegionNameAsString: `t1,<start key>,<ts>.<encoded>.` with the key binary-escaped. */
export function regionNameAsString(region: RegionInfo): string {
  const first = region.regionName.indexOf(',');
  const last = region.regionName.lastIndexOf(',');
  if (first < 0 || last <= first) return region.regionName;
  return `${region.regionName.slice(0, first)},${toStringBinary(region.startKey)}${region.regionName.slice(last)}`;
}

/** RegionInfo.toString. */
export function regionInfoString(region: RegionInfo): string {
  return `{ENCODED => ${region.encodedName}, NAME => '${regionNameAsString(region)}', STARTKEY => '${toStringBinary(region.startKey)}', ENDKEY => '${toStringBinary(region.endKey)}'}`;
}

/** HRegionLocation.toString: `region=<name>, hostname=<host,port,startcode>, seqNum=<open sequence id>`. */
export function regionLocationString(region: RegionInfo): string {
  return `region=${regionNameAsString(region)}, hostname=${region.server}, seqNum=${OPEN_SEQNUM}`;
}

function contains(region: RegionInfo, row: Uint8Array): boolean {
  return compareBytes(region.startKey, row) <= 0 && (region.endKey.length === 0 || compareBytes(row, region.endKey) < 0);
}

// ---------------------------------------------------------------- lookups

/** list_regions: the regions of an enabled table (`Table t1 must be enabled.`). */
export async function listRegions(engine: Engine, name: string): Promise<RegionInfo[]> {
  const desc = lookupTable(engine, name);
  if (!desc) throw unknownTable(name);
  if (desc.state !== 'ENABLED') throw runtimeError(`Table ${name} must be enabled.`);
  return engine.regions(name);
}

/** locate_region: the region holding the row key (the first region when none does). */
export async function locateRegion(engine: Engine, name: string, key: Uint8Array): Promise<RegionInfo | undefined> {
  if (!lookupTable(engine, name)) throw unknownTable(name);
  const regions = await engine.regions(name);
  return regions.find((r) => contains(r, key)) ?? regions[0];
}

// ---------------------------------------------------------------- tool targets

export type Target = { kind: 'table'; table: string; desc: TableDescriptor; region?: RegionInfo } | { kind: 'server' };

const SERVER_NAME = /^[^,]+,\d+,\d+$/;

function regionMatches(r: RegionInfo, name: string): boolean {
  return r.regionName === name || r.regionName === `${name}.` || r.encodedName === name;
}

/** A region by its full or encoded name: its table, its RegionInfo and its index in the table's regions. */
export async function findRegion(engine: Engine, name: string): Promise<{ desc: TableDescriptor; region: RegionInfo; index: number } | undefined> {
  const comma = name.indexOf(',');
  const candidates: TableDescriptor[] = [];
  if (comma > 0) {
    const desc = engine.getTable(name.slice(0, comma));
    if (desc) candidates.push(desc);
  } else if (/^[0-9a-f]{32}$/.test(name)) {
    candidates.push(...engine.listTables());
  }
  for (const desc of candidates) {
    const regions = await engine.regions(desc.name.nameAsString);
    const index = regions.findIndex((r) => regionMatches(r, name));
    if (index >= 0) return { desc, region: regions[index], index };
  }
  return undefined;
}

/**
 * Resolves a table, region or (when allowed) server name; anything else is
 * `Unknown table <name>!`. Only tables the engine keeps are candidates (the
 * catalog tables shown by system-tables.ts have no regions to flush,
 * compact or split), and a name that is not a legal table name is tried as
 * a region or server name rather than refused.
 */
export async function resolveTarget(engine: Engine, name: string, allowServer: boolean): Promise<Target> {
  let desc: TableDescriptor | undefined;
  try {
    desc = engine.getTable(name);
  } catch {
    desc = undefined; // not a legal table name: maybe a region or server name
  }
  if (desc) return { kind: 'table', table: name, desc };
  const found = await findRegion(engine, name);
  if (found) return { kind: 'table', table: found.desc.name.nameAsString, desc: found.desc, region: found.region };
  if (allowServer && SERVER_NAME.test(name)) return { kind: 'server' };
  throw unknownTable(name);
}

// ---------------------------------------------------------------- tools

/**
 * flush: writes coalesced writes through to the store. The store has no
 * memstore, so a family or a region narrows nothing: the whole table is
 * flushed. A disabled table is silently skipped, as HBase 2.x's HBaseAdmin
 * does; a region server flushes every enabled table.
 */
export async function flush(engine: Engine, name: string): Promise<void> {
  const target = await resolveTarget(engine, name, true);
  if (target.kind === 'server') {
    for (const t of engine.listTables()) if (t.state === 'ENABLED') await engine.flush(t.name.nameAsString);
    return;
  }
  if (target.desc.state === 'ENABLED') await engine.flush(target.table);
}

/**
 * compact / major_compact of a table or region (a region compacts its
 * table: the store keeps no per-region files). MOB compaction only rewrites
 * MOB files, which hsh does not keep apart: it changes nothing.
 */
export interface CompactOptions {
  family?: string;
  major: boolean;
  /** A MOB compaction (changes nothing here). */
  mob: boolean;
  /** Told the table being compacted and the cells gone through so far. */
  progress?: (table: string, cells: number) => void;
}

export async function compact(engine: Engine, name: string, options: CompactOptions): Promise<void> {
  const target = await resolveTarget(engine, name, false);
  if (target.kind !== 'table') return;
  if (target.desc.state !== 'ENABLED') throw tableDisabled(name);
  if (options.mob) return;
  // compaction_switch false: CompactSplit.requestCompaction drops every request while compactions are off
  if (!engine.switchState('compaction')) return;
  const progress: Progress | undefined = options.progress && ((n) => options.progress!(target.table, n));
  await engine.compact(target.table, { family: options.family, major: options.major, progress });
}

/**
 * The row a split without a key cuts a region at: its middle stored row (the
 * same point the engine picks), found with a RAW key-only scan of the region.
 * None for a region of fewer than two rows: HBase's split point is the middle
 * key of the region's largest store file, and a file whose middle row is its
 * first or last row cannot be split.
 */
async function middleRow(engine: Engine, table: string, region: RegionInfo): Promise<Uint8Array | undefined> {
  if (region.rowCount < 2) return undefined;
  const index = Math.floor(region.rowCount / 2);
  let i = 0;
  const scanner = engine.scan(table, {
    startRow: region.startKey,
    stopRow: region.endKey.length ? region.endKey : undefined,
    raw: true,
    keyOnly: true,
    maxVersions: 1,
    limit: index + 1,
  });
  for await (const r of scanner) {
    if (i++ === index) return r.row;
  }
  return undefined;
}

/**
 * split 'TABLE' splits every region of the table at its middle row, as
 * Admin.split(TableName) does; split 'REGION' only that region. With a key,
 * the region holding the key (of the table, or the one named) is cut there;
 * a key outside the named region fails as SplitTableRegionProcedure does,
 * and so does a region too small to split (fewer than two rows: "Region not
 * splittable because bestSplitPoint = null"), after the regions before it
 * were split. The key is taken as its raw bytes (not `\\xHH`-decoded).
 */
export async function split(engine: Engine, name: string, key: Uint8Array | undefined): Promise<void> {
  const target = await resolveTarget(engine, name, false);
  if (target.kind !== 'table') return;
  if (target.desc.state !== 'ENABLED') throw tableDisabled(name);
  if (!engine.switchState('split')) {
    const region = target.region ?? (await engine.regions(target.table))[0];
    throw new ShellError('REGION_OPERATION_FAILED', `java.io.IOException: Split region ${regionNameAsString(region)} failed due to split switch off`, { rubyClass: 'RuntimeError' });
  }
  if (key !== undefined) {
    // HBaseAdmin.splitRegionAsync refuses a key equal to the region's start key before
    // asking the master (a client-side IOException: its bare message); an empty key is
    // the first region's start key.
    const region = target.region ?? (await engine.regions(target.table)).find((r) => contains(r, key));
    if (region && Buffer.from(region.startKey).equals(Buffer.from(key))) throw runtimeError('should not give a splitkey which equals to startkey!');
  }
  if (key !== undefined && key.length > 0) {
    if (target.region && !contains(target.region, key)) {
      throw doNotRetry(`Split row is not inside region key range splitKey:${toStringBinary(key)} region: ${regionInfoString(target.region)}`);
    }
    await engine.split(target.table, key);
    return;
  }
  // HBaseAdmin.split asks the master to split each region in turn; a region
  // with no split point stops the loop with SplitTableRegionProcedure's error.
  // (An empty key given for a later region is no key: the master picks the point.)
  const regions = target.region ? [target.region] : await engine.regions(target.table);
  const points: Uint8Array[] = [];
  let unsplittable = false;
  for (const region of regions) {
    const row = await middleRow(engine, target.table, region);
    if (!row) {
      unsplittable = true;
      break;
    }
    points.push(row);
  }
  for (const row of points) await engine.split(target.table, row);
  if (unsplittable) {
    throw doNotRetry('Region not splittable because bestSplitPoint = null, maybe table is too small for auto split. For force split, try specifying split row');
  }
}
