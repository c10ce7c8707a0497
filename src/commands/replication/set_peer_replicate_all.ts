import { truthy } from '../../ruby/values.js';
import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "set_peer_replicate_all 'id', true|false";

const help = `  Set the replicate_all flag to true or false for the specified peer.

  If replicate_all flag is true, then all user tables (REPLICATION_SCOPE != 0)
  will be replicate to peer cluster.

  If replicate_all flag is false, then all user tables cannot be replicate to
  peer cluster. Then you can use 'set_peer_namespaces' or 'append_peer_namespaces'
  to set which namespaces will be replicated to peer cluster. And you can use
  'set_peer_tableCFs' or 'append_peer_tableCFs' to set which tables will be
  replicated to peer cluster.

  Notice: When you want to change a peer's replicate_all flag from false to true,
          you need clean the peer's NAMESPACES and TABLECFS config firstly.

  Examples:

    # set replicate_all flag to true
    hbase> set_peer_replicate_all '1', true
    # set replicate_all flag to false
    hbase> set_peer_replicate_all '1', false
`;

export const set_peer_replicate_all = defineCommand({
  name: 'set_peer_replicate_all',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('replicate_all')],
  async run(ctx, [id, flag]) {
    await ctx.hbase.replication.setPeerReplicateAll(id, truthy(flag));
    return none;
  },
});
