import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "remove_peer_exclude_tableCFs 'id', {'ns:t' => ['cf']}";

const help = `Remove table-cfs config from the specified peer' exclude table-cfs to make them replicable
Examples:

  # remove tables / table-cfs from peer' exclude table-cfs
  hbase> remove_peer_exclude_tableCFs '2', { "table1" => [], "ns2:table2" => ["cfA", "cfB"]}
`;

export const remove_peer_exclude_tableCFs = defineCommand({
  name: 'remove_peer_exclude_tableCFs',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('table_cfs')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.removePeerTableCFs(id, x, true);
    return none;
  },
});
