import { defineCommand, lines, string } from '../define.js';

export const usage = "regioninfo 'REGIONNAME' | 'ENCODED_REGIONNAME'";

const help = `Return RegionInfo. Takes Region name or an encoded Region name
(Of use when all you have is an encoded Region name).

Examples:
Below we pass first encoded region name and then full region name.

  hbase(main):002:0>  regioninfo '1588230740'
  {ENCODED => 1588230740, NAME => 'hbase:meta,,1', STARTKEY => '', ENDKEY => ''}
  hbase(main):002:0>  regioninfo 'hbase:meta,,1'
  {ENCODED => 1588230740, NAME => 'hbase:meta,,1', STARTKEY => '', ENDKEY => ''}

`;

/** regioninfo.rb `puts` RegionInfo.toString of the region the server holds. */
export const regioninfo = defineCommand({
  name: 'regioninfo',
  group: 'tools',
  usage,
  help,
  args: [string('regionname')],
  async run(ctx, [region]) {
    return { outputs: [lines(await ctx.hbase.admin.regionInfo(region))] };
  },
});
