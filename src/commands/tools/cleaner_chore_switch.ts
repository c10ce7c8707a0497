import { switchArgument } from '../../hbase/index.js';
import { defineCommand, rows, value } from '../define.js';

export const usage = 'cleaner_chore_switch true|false';

const help = `Enable/Disable Cleaner chore. Returns previous Cleaner chore state.
Examples:

  hbase> cleaner_chore_switch true
  hbase> cleaner_chore_switch false
`;

/** Prints the previous state (cleaner_chore_switch.rb returns nothing). */
export const cleaner_chore_switch = defineCommand({
  name: 'cleaner_chore_switch',
  group: 'tools',
  usage,
  help,
  args: [value('enableDisable')],
  async run(ctx, [on]) {
    const previous = await ctx.hbase.admin.setSwitch('cleaner_chore', switchArgument(on));
    return { outputs: [rows(`${previous}`)] };
  },
});
