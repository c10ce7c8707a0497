import { truthy } from '../../ruby/values.js';
import { defineCommand, optionalValue, string } from '../define.js';

export const usage = "compact_rs 'SERVER_NAME' [, true]";

const help = `Compact all regions on passed regionserver.
Examples:
Compact all regions on a regionserver:
hbase> compact_rs 'host187.example.com,60020'
or
hbase> compact_rs 'host187.example.com,60020,1289493121758'
Major compact all regions on a regionserver:
hbase> compact_rs 'host187.example.com,60020,1289493121758', true
`;

/** admin.rb compact_regionserver: every region of the one server (a major compaction with true). */
export const compact_rs = defineCommand({
  name: 'compact_rs',
  group: 'tools',
  usage,
  help,
  args: [string('regionserver'), optionalValue('major')],
  async run(ctx, [, major]) {
    await ctx.hbase.admin.compactRegionServer(truthy(major ?? false));
  },
});
