import { defineCommand, string } from '../define.js';

export const usage = "truncate_region 'REGIONNAME' | 'ENCODED_REGIONNAME'";

const help = `Truncate individual region.
Examples:
    truncate_region 'REGIONNAME'
    truncate_region 'ENCODED_REGIONNAME'
`;

/** TruncateRegionProcedure: every cell of the region goes; the region keeps its name and bounds. */
export const truncate_region = defineCommand({
  name: 'truncate_region',
  group: 'tools',
  usage,
  help,
  args: [string('region_name')],
  async run(ctx, [region]) {
    await ctx.hbase.admin.truncateRegion(region);
  },
});
