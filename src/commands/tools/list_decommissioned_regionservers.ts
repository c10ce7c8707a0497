import { defineCommand } from '../define.js';

export const usage = 'list_decommissioned_regionservers';

const help = `List region servers marked as decommissioned, which can not be assigned regions.
`;

/** The one region server, while decommission_regionservers has marked it. */
export const list_decommissioned_regionservers = defineCommand({
  name: 'list_decommissioned_regionservers',
  group: 'tools',
  usage,
  help,
  args: [],
  async run(ctx) {
    const { regionServer } = await ctx.hbase.admin.servers();
    const servers = (await ctx.hbase.admin.switchState('decommissioned')) ? [regionServer] : [];
    return { outputs: [{ kind: 'table', header: ['DECOMMISSIONED REGION SERVERS'], rows: servers.map((s) => [s]), footer: servers.length }] };
  },
});
