import { inspect } from '../../ruby/inspect.js';
import { isString, rubyClass, type Value } from '../../ruby/values.js';
import { argumentError, defineCommand, rest } from '../define.js';

export const usage = "merge_region 'REGIONNAME', 'REGIONNAME' [, ...] [, true]";

const help = `Merge multiple (2 or more) regions. Passing 'true' as the optional third parameter will force
a merge ('force' merges regardless else merge will fail unless passed
adjacent regions. 'force' is for expert use only).

You can pass the encoded region name or the full region name.  The encoded
region name is the hash suffix on region names: e.g. if the region name were
TestTable,0094429456,1289497600452.527db22f95c8a9e0116f0cc13c680396. then
the encoded region name portion is 527db22f95c8a9e0116f0cc13c680396

You can either pass the list of regions as comma separated values or as an
array of regions as shown:

Examples:

  hbase> merge_region 'FULL_REGIONNAME', 'FULL_REGIONNAME'
  hbase> merge_region 'FULL_REGIONNAME', 'FULL_REGIONNAME', 'FULL_REGIONNAME', ...
  hbase> merge_region 'FULL_REGIONNAME', 'FULL_REGIONNAME', 'FULL_REGIONNAME', ..., true

  hbase> merge_region ['FULL_REGIONNAME', 'FULL_REGIONNAME']
  hbase> merge_region ['FULL_REGIONNAME', 'FULL_REGIONNAME', 'FULL_REGIONNAME', ...]
  hbase> merge_region ['FULL_REGIONNAME', 'FULL_REGIONNAME', 'FULL_REGIONNAME', ...], true

  hbase> merge_region 'ENCODED_REGIONNAME', 'ENCODED_REGIONNAME'
  hbase> merge_region 'ENCODED_REGIONNAME', 'ENCODED_REGIONNAME', 'ENCODED_REGIONNAME', ...
  hbase> merge_region 'ENCODED_REGIONNAME', 'ENCODED_REGIONNAME', 'ENCODED_REGIONNAME', ..., true

  hbase> merge_region ['ENCODED_REGIONNAME', 'ENCODED_REGIONNAME']
  hbase> merge_region ['ENCODED_REGIONNAME', 'ENCODED_REGIONNAME', 'ENCODED_REGIONNAME', ...]
  hbase> merge_region ['ENCODED_REGIONNAME', 'ENCODED_REGIONNAME', 'ENCODED_REGIONNAME', ...], true
`;

/** `args.flatten.compact`. */
function flatten(args: Value[]): Value[] {
  return args.flatMap((a) => (Array.isArray(a) ? flatten(a) : [a])).filter((a) => a !== null);
}

/**
 * merge_region.rb: the arguments flattened, a trailing true/false (after at
 * least two regions) is `force`; then admin.rb's check that every region is
 * a String, and the master's MergeTableRegionsProcedure.
 */
export const merge_region = defineCommand({
  name: 'merge_region',
  group: 'tools',
  usage,
  help,
  args: [rest('regions')],
  async run(ctx, [given]) {
    let args = flatten(given);
    if (args.length <= 1) throw argumentError('Must pass at least 2 regions to merge');
    let force = false;
    const last = args[args.length - 1];
    if (args.length > 2 && (last === true || last === false)) {
      force = last;
      args = args.slice(0, -1);
    }
    const names = args.map((a) => {
      if (!isString(a)) throw argumentError(`Type of ${inspect(a)} is ${rubyClass(a)}, but expected String`);
      return a.toString('utf8');
    });
    await ctx.hbase.admin.mergeRegions(names, force);
  },
});
