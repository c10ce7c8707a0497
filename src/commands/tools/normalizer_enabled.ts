import { defineCommand, rows } from '../define.js';

export const usage = 'normalizer_enabled';

const help = `Query the state of region normalizer.
Examples:

  hbase> normalizer_enabled
`;

/** The region normalizer's state (printed only). */
export const normalizer_enabled = defineCommand({
  name: 'normalizer_enabled',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    const state = await ctx.hbase.admin.switchState('normalizer');
    return { outputs: [rows(String(state))] };
  },
});
