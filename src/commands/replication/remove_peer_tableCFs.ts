import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "remove_peer_tableCFs 'id', {'ns:t' => ['cf']}";

const help = `Remove a table / table-cf from the table-cfs config for the specified peer
Examples:

  # Remove a table / table-cf from the replicable table-cfs for a peer
  hbase> remove_peer_tableCFs '2',  { "ns1:table1" => []}
  hbase> remove_peer_tableCFs '2',  { "ns1:table1" => ["cf1"]}

`;

export const remove_peer_tableCFs = defineCommand({
  name: 'remove_peer_tableCFs',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('table_cfs')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.removePeerTableCFs(id, x);
    return none;
  },
});
