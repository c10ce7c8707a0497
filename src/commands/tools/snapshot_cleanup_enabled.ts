import { defineCommand, rows } from '../define.js';

export const usage = 'snapshot_cleanup_enabled';

const help = `Query the snapshot auto-cleanup state.
Examples:

  hbase> snapshot_cleanup_enabled
`;

/** The snapshot auto-cleanup state, printed and returned. */
export const snapshot_cleanup_enabled = defineCommand({
  name: 'snapshot_cleanup_enabled',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    const state = await ctx.hbase.admin.switchState('snapshot_cleanup');
    return { outputs: [rows(String(state))], value: state };
  },
});
