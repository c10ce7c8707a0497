import { switchArgument } from '../../hbase/index.js';
import { defineCommand, rows, value } from '../define.js';

export const usage = 'normalizer_switch true|false';

const help = `Enable/Disable region normalizer. Returns previous normalizer state.
When normalizer is enabled, it handles all tables with 'NORMALIZATION_ENABLED' => true.
Examples:

  hbase> normalizer_switch true
  hbase> normalizer_switch false
`;

/** Prints the previous state (normalizer_switch.rb returns nothing). */
export const normalizer_switch = defineCommand({
  name: 'normalizer_switch',
  group: 'tools',
  usage,
  help,
  args: [value('enableDisable')],
  async run(ctx, [on]) {
    const previous = await ctx.hbase.admin.setSwitch('normalizer', switchArgument(on));
    return { outputs: [rows(`${previous}`)] };
  },
});
