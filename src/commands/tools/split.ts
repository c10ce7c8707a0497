import { defineCommand, none, optionalValue, tableName } from '../define.js';
import { ShellError } from '../../errors.js';
import { toS } from '../../ruby/coerce.js';
import type { Engine, RegionInfo } from '../../engine/types.js';
import { tableDisabled } from '../dml/common.js';
import { regionInfoString } from '../ddl/locate_region.js';
import { resolveTarget } from './target.js';
import { compareBytes, toStringBinary } from '../../bytes.js';

export const usage = "split 't1' | 'REGIONNAME' | 'ENCODED_REGIONNAME' [, 'splitKey']";

const help = `Split entire table or pass a region to split individual region.  With the
second parameter, you can specify an explicit split key for the region.
Examples:
    split 'TABLENAME'
    split 'REGIONNAME'
    split 'ENCODED_REGIONNAME'
    split 'TABLENAME', 'splitKey'
    split 'REGIONNAME', 'splitKey'
    split 'ENCODED_REGIONNAME', 'splitKey'
`;

function contains(region: RegionInfo, row: Uint8Array): boolean {
  return compareBytes(region.startKey, row) <= 0 && (region.endKey.length === 0 || compareBytes(row, region.endKey) < 0);
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
export const split = defineCommand({
  name: 'split',
  group: 'tools',
  usage,
  help,
  args: [tableName('name'), optionalValue('splitKey')],
  async run(ctx, [name, keyArg]) {
    const key = keyArg === undefined || keyArg === null ? undefined : toS(keyArg);
    const engine = await ctx.engine();
    const target = await resolveTarget(engine, name, false);
    if (target.kind !== 'table') return none;
    if (target.desc.state !== 'ENABLED') throw tableDisabled(ctx, name);
    if (key !== undefined) {
      // HBaseAdmin.splitRegionAsync refuses a key equal to the region's start key before
      // asking the master (a client-side IOException: its bare message); an empty key is
      // the first region's start key.
      const region = target.region ?? (await engine.regions(target.table)).find((r) => contains(r, key));
      if (region && Buffer.from(region.startKey).equals(Buffer.from(key))) {
        throw new ShellError('ARGUMENT_ERROR', 'should not give a splitkey which equals to startkey!', { rubyClass: 'RuntimeError' });
      }
    }
    if (key !== undefined && key.length > 0) {
      if (target.region && !contains(target.region, key)) {
        throw new ShellError(
          'ARGUMENT_ERROR',
          `org.apache.hadoop.hbase.DoNotRetryIOException: Split row is not inside region key range splitKey:${toStringBinary(key)} region: ${regionInfoString(target.region)}`,
          { rubyClass: 'RuntimeError' },
        );
      }
      await engine.split(target.table, key);
      return none;
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
      throw new ShellError(
        'ARGUMENT_ERROR',
        'org.apache.hadoop.hbase.DoNotRetryIOException: Region not splittable because bestSplitPoint = null, maybe table is too small for auto split. For force split, try specifying split row',
        { rubyClass: 'RuntimeError' },
      );
    }
    return none;
  },
});
