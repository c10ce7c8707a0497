import { defineCommand } from '../define.js';

export const usage = 'rit';

const help = `List all regions in transition.
Examples:
  hbase> rit
`;

/** ClusterMetrics.getRegionStatesInTransition: every region operation of hsh completes in its command, so none. */
export const rit = defineCommand({
  name: 'rit',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    await ctx.hbase.admin.servers();
    return { outputs: [{ kind: 'table', header: [], rows: [], footer: 0 }] };
  },
});
