import { defineCommand } from '../define.js';

export const usage = 'list_liveservers';

const help = `List all live region servers in hbase
Examples:
hbase> list_liveservers
`;

/** The one region server. */
export const list_liveservers = defineCommand({
  name: 'list_liveservers',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    const servers: string[] = [(await ctx.hbase.admin.servers()).regionServer];
    return { outputs: [{ kind: 'table', header: ['SERVERNAME'], rows: servers.map((s) => [s]), footer: servers.length }] };
  },
});
