import { defineCommand, string, tableName } from '../define.js';
import { findTable, unknownTable } from './common.js';
import { str } from '../../ruby/values.js';
import type { RegionInfo } from '../../engine/types.js';
import { compareBytes, toStringBinary } from '../../bytes.js';
import { rubyToBytesBinary } from '../../ruby/java.js';

export const usage = "locate_region 'tableName', 'key0'";

export const help = `Locate the region given a table name and a row-key

  hbase> locate_region 'tableName', 'key0'
`;

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

/** The region holding a row key (parsed with Bytes.toBytesBinary): a `HOST  REGION` table with one row. */
export const locate_region = defineCommand({
  name: 'locate_region',
  group: 'ddl',
  usage,
  help,
  args: [tableName(), string('row_key', 'row_key must be of type String')],
  async run(ctx, [name, rowKey]) {
    const key = rubyToBytesBinary(str(rowKey));
    const engine = await ctx.engine();
    if (!findTable(engine, name)) throw unknownTable(name);
    const regions = await engine.regions(name);
    const region =
      regions.find((r) => compareBytes(r.startKey, key) <= 0 && (r.endKey.length === 0 || compareBytes(key, r.endKey) < 0)) ?? regions[0];
    const rows = region ? [[hostnamePort(region.server), regionInfoString(region)]] : [];
    return { outputs: [{ kind: 'table', header: ['HOST', 'REGION'], rows, footer: 1 }] };
  },
});
