import { defineCommand } from '../define.js';

export const usage = 'flush_master_store';

const help = `Flush master local region.
For example:

  hbase> flush_master_store
`;

/** The master's local region holds no memstore of hsh's: nothing to flush. */
export const flush_master_store = defineCommand({
  name: 'flush_master_store',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    await ctx.hbase.admin.servers();
  },
});
