import { defineCommand, none, optionalValue } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "set_peer_exclude_tableCFs 'id' [, {'ns:t' => ['cf']}]";

const help = `  Set the table-cfs which not replicated for the specified peer.

  Note:
  1. The replicate_all flag need to be true when set exclude table-cfs.
  2. If peer config already has a exclude namespace, then not allow set any
     exclude table of this namespace to the peer config.

  Examples:

    # set exclude table-cfs to null
    hbase> set_peer_exclude_tableCFs '1'
    # set table / table-cf which not replicated for a peer, for a table without
    # an explicit column-family list, all column-families will not be replicated
    hbase> set_peer_exclude_tableCFs '2', { "ns1:table1" => [],
                                    "ns2:table2" => ["cf1", "cf2"],
                                    "ns3:table3" => ["cfA", "cfB"]}

`;

export const set_peer_exclude_tableCFs = defineCommand({
  name: 'set_peer_exclude_tableCFs',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), optionalValue('exclude_peer_table_cfs')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.setPeerTableCFs(id, x, true);
    return none;
  },
});
