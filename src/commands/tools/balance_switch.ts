import { str } from '../../ruby/values.js';
import { switchArgument } from '../../hbase/index.js';
import { defineCommand, rows, value } from '../define.js';

export const usage = 'balance_switch true|false';

const help = `Enable/Disable balancer. Returns previous balancer state.
Examples:

  hbase> balance_switch true
  hbase> balance_switch false
`;

/** The previous state, printed and returned as a String (balance_switch.rb's `prev_state`). */
export const balance_switch = defineCommand({
  name: 'balance_switch',
  group: 'tools',
  usage,
  help,
  args: [value('enableDisable')],
  async run(ctx, [on]) {
    const previous = await ctx.hbase.admin.setSwitch('balancer', switchArgument(on));
    return { outputs: [rows(`Previous balancer state : ${previous}`)], value: str(String(previous)) };
  },
});
