import { splitOrMerge, switchArgument } from '../../hbase/index.js';
import { defineCommand, rows, string, value } from '../define.js';

export const usage = "splitormerge_switch 'SPLIT' | 'MERGE', true|false";

const help = `Enable/Disable one switch. You can set switch type 'SPLIT' or 'MERGE'. Returns previous split state.
Examples:

  hbase> splitormerge_switch 'SPLIT', true
  hbase> splitormerge_switch 'SPLIT', false
`;

/** SplitOrMergeStateStore: prints the switch's previous state; a split or merge is refused while its switch is off. */
export const splitormerge_switch = defineCommand({
  name: 'splitormerge_switch',
  group: 'tools',
  usage,
  help,
  args: [string('switch_type'), value('enabled')],
  async run(ctx, [type, on]) {
    const previous = await ctx.hbase.admin.setSwitch(splitOrMerge(type), switchArgument(on));
    return { outputs: [rows(String(previous))] };
  },
});
