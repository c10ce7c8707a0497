import { defineCommand, rows } from '../define.js';

export const usage = 'cleaner_chore_enabled';

const help = `Query for the Cleaner chore state (enabled/disabled?).
Examples:

  hbase> cleaner_chore_enabled
`;

/** The cleaner chores' state (printed only). */
export const cleaner_chore_enabled = defineCommand({
  name: 'cleaner_chore_enabled',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    const state = await ctx.hbase.admin.switchState('cleaner_chore');
    return { outputs: [rows(String(state))] };
  },
});
