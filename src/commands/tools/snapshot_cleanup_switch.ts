import { str } from '../../ruby/values.js';
import { switchArgument } from '../../hbase/index.js';
import { defineCommand, rows, value } from '../define.js';

export const usage = 'snapshot_cleanup_switch true|false';

const help = `Enable/Disable snapshot auto-cleanup based on snapshot TTL.
Returns previous snapshot auto-cleanup switch state.
Examples:

  hbase> snapshot_cleanup_switch true
  hbase> snapshot_cleanup_switch false
`;

/** The previous state, printed and returned as a String (snapshot_cleanup_switch.rb's `prev_state`). */
export const snapshot_cleanup_switch = defineCommand({
  name: 'snapshot_cleanup_switch',
  group: 'tools',
  usage,
  help,
  args: [value('enableDisable')],
  async run(ctx, [on]) {
    const previous = await ctx.hbase.admin.setSwitch('snapshot_cleanup', switchArgument(on));
    return { outputs: [rows(`Previous snapshot cleanup state : ${previous}`)], value: str(String(previous)) };
  },
});
