import { defineCommand, none, optionalValue } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "set_peer_tableCFs 'id' [, {'ns:t' => ['cf']}]";

const help = `  Set the replicable table-cf config for the specified peer.

  Can't set a table to table-cfs config if it's namespace already was in
  namespaces config of this peer.

  Examples:

    # set table-cfs config is null, then the namespaces config decide which
    # table to be replicated.
    hbase> set_peer_tableCFs '1'
    # set table / table-cf to be replicable for a peer, for a table without
    # an explicit column-family list, all replicable column-families (with
    # replication_scope == 1) will be replicated
    hbase> set_peer_tableCFs '2',
      { "ns1:table1" => [],
      "ns2:table2" => ["cf1", "cf2"],
      "ns3:table3" => ["cfA", "cfB"]}

`;

export const set_peer_tableCFs = defineCommand({
  name: 'set_peer_tableCFs',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), optionalValue('peer_table_cfs')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.setPeerTableCFs(id, x);
    return none;
  },
});
