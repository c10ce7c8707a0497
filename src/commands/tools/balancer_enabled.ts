import { defineCommand, rows } from '../define.js';

export const usage = 'balancer_enabled';

const help = `Query the balancer's state.
Examples:

  hbase> balancer_enabled
`;

/** The balancer's state, printed and returned. */
export const balancer_enabled = defineCommand({
  name: 'balancer_enabled',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    const state = await ctx.hbase.admin.switchState('balancer');
    return { outputs: [rows(String(state))], value: state };
  },
});
