import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "set_peer_namespaces 'id', ['ns1', …]";

const help = `  Set the replicable namespaces config for the specified peer.

  1. The replicate_all flag need to be false when set the replicable namespaces.
  2. Set a namespace in the peer config means that all tables in this namespace
     will be replicated to the peer cluster. If peer config already has a table,
     then not allow set this table's namespace to the peer config.

  Examples:

    # set namespaces config is null, then the table-cfs config decide
    # which table to be replicated.
    hbase> set_peer_namespaces '1', []
    # set namespaces to be replicable for a peer.
    # set a namespace in the peer config means that all tables in this
    # namespace (with replication_scope != 0 ) will be replicated.
    hbase> set_peer_namespaces '2', ["ns1", "ns2"]

`;

export const set_peer_namespaces = defineCommand({
  name: 'set_peer_namespaces',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('namespaces')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.setPeerNamespaces(id, x);
    return none;
  },
});
