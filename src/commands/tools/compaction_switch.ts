import { argumentError, defineCommand, rest, value } from '../define.js';

export const usage = "compaction_switch true|false [, 'SERVER_NAME', ...]";

const help = `Turn the compaction on or off on regionservers. Disabling compactions will also interrupt
any currently ongoing compactions. This state is ephemeral. The setting will be lost on
restart of the server. Compaction can also be enabled/disabled by modifying configuration
hbase.regionserver.compaction.enabled in hbase-site.xml.
Examples:
  To enable compactions on all region servers
  hbase> compaction_switch true
  To disable compactions on all region servers
  hbase> compaction_switch false
  To enable compactions on specific region servers
  hbase> compaction_switch true 'server2','server1'
  To disable compactions on specific region servers
  hbase> compaction_switch false 'server2','server1'
NOTE: A server name is its host, port plus startcode. For example:
host187.example.com,60020,1289493121758
`;

/**
 * The region server's compaction switch (kept in memory: lost when the
 * session ends, as a server restart loses it): its previous state under
 * compaction_switch.rb's quirky header, `%w(['SERVER' 'PREV_STATE'])`.
 * While it is off, compact and major_compact change nothing.
 */
export const compaction_switch = defineCommand({
  name: 'compaction_switch',
  group: 'tools',
  usage,
  help,
  args: [value('enable_disable'), rest('server')],
  async run(ctx, [on]) {
    if (on !== true && on !== false) throw argumentError('compaction_switch first argument only accepts "true" or "false"');
    const { regionServer } = await ctx.hbase.admin.servers();
    const previous = await ctx.hbase.admin.setSwitch('compaction', on);
    return { outputs: [{ kind: 'table', header: ["['SERVER'", "'PREV_STATE']"], rows: [[regionServer, String(previous)]], footer: 1 }] };
  },
});
