/**
 * What the admin tools accept as their first argument: HBase tries a region
 * name (`t1,startKey,ts.encoded.` or the 32-hex encoded name) first, then a
 * table, then (flush only) a region server `host,port,startcode`.
 */
import type { Engine, RegionInfo, TableDescriptor } from '../../engine/types.js';
import { unknownTable } from '../dml/common.js';

export type Target =
  | { kind: 'table'; table: string; desc: TableDescriptor; region?: RegionInfo }
  | { kind: 'server' };

const SERVER_NAME = /^[^,]+,\d+,\d+$/;

function regionMatches(r: RegionInfo, name: string): boolean {
  return r.regionName === name || r.regionName === `${name}.` || r.encodedName === name;
}

async function findRegion(engine: Engine, name: string): Promise<{ desc: TableDescriptor; region: RegionInfo } | undefined> {
  const comma = name.indexOf(',');
  const candidates: TableDescriptor[] = [];
  if (comma > 0) {
    const desc = engine.getTable(name.slice(0, comma));
    if (desc) candidates.push(desc);
  } else if (/^[0-9a-f]{32}$/.test(name)) {
    candidates.push(...engine.listTables());
  }
  for (const desc of candidates) {
    for (const region of await engine.regions(desc.name.nameAsString)) {
      if (regionMatches(region, name)) return { desc, region };
    }
  }
  return undefined;
}

/** Resolves a table, region or (when allowed) server name; anything else is `Unknown table <name>!`. */
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
