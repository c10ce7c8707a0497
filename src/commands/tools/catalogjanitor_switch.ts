import { switchArgument } from '../../hbase/index.js';
import { defineCommand, rows, value } from '../define.js';

export const usage = 'catalogjanitor_switch true|false';

const help = `Enable/Disable CatalogJanitor. Returns previous CatalogJanitor state.
Examples:

  hbase> catalogjanitor_switch true
  hbase> catalogjanitor_switch false
`;

/** Prints the previous state (catalogjanitor_switch.rb returns nothing). */
export const catalogjanitor_switch = defineCommand({
  name: 'catalogjanitor_switch',
  group: 'tools',
  usage,
  help,
  args: [value('enableDisable')],
  async run(ctx, [on]) {
    const previous = await ctx.hbase.admin.setSwitch('catalogjanitor', switchArgument(on));
    return { outputs: [rows(`${previous}`)] };
  },
});
