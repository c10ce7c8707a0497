import { defineCommand, string } from '../define.js';

export const usage = "assign 'REGIONNAME' | 'ENCODED_REGIONNAME'";

const help = `Assign a region. It could be executed only when region in expected state(CLOSED, OFFLINE).
Use with caution. For experts only.
Examples:

  hbase> assign 'REGIONNAME'
  hbase> assign 'ENCODED_REGIONNAME'
`;

/** admin.rb assign: opens a region unassign closed (an open one is in an unexpected state). */
export const assign = defineCommand({
  name: 'assign',
  group: 'tools',
  usage,
  help,
  args: [string('region_name')],
  async run(ctx, [region]) {
    await ctx.hbase.admin.assign(region);
  },
});
