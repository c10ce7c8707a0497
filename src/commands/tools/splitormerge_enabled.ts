import { splitOrMerge } from '../../hbase/index.js';
import { defineCommand, rows, string } from '../define.js';

export const usage = "splitormerge_enabled 'SPLIT' | 'MERGE'";

const help = `Query the switch's state. You can set switch type, 'SPLIT' or 'MERGE'
Examples:

  hbase> splitormerge_enabled 'SPLIT'
`;

export const splitormerge_enabled = defineCommand({
  name: 'splitormerge_enabled',
  group: 'tools',
  usage,
  help,
  args: [string('switch_type')],
  async run(ctx, [type]) {
    return { outputs: [rows(String(await ctx.hbase.admin.switchState(splitOrMerge(type))))] };
  },
});
