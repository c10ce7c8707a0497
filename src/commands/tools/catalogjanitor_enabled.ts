import { defineCommand, rows } from '../define.js';

export const usage = 'catalogjanitor_enabled';

const help = `Query for the CatalogJanitor state (enabled/disabled?)
Examples:

  hbase> catalogjanitor_enabled
`;

/** The CatalogJanitor's state (printed only). */
export const catalogjanitor_enabled = defineCommand({
  name: 'catalogjanitor_enabled',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    const state = await ctx.hbase.admin.switchState('catalogjanitor');
    return { outputs: [rows(String(state))] };
  },
});
