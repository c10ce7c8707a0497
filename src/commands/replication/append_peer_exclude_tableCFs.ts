import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "append_peer_exclude_tableCFs 'id', {'ns:t' => ['cf']}";

const help = `Append table-cfs config to the specified peer' exclude table-cfs to make them non-replicable
Examples:

  # append tables / table-cfs to peers' exclude table-cfs
  hbase> append_peer_exclude_tableCFs '2', { "table1" => [], "ns2:table2" => ["cfA", "cfB"]}
`;

export const append_peer_exclude_tableCFs = defineCommand({
  name: 'append_peer_exclude_tableCFs',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('table_cfs')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.appendPeerTableCFs(id, x, true);
    return none;
  },
});
