import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "remove_peer_exclude_namespaces 'id', ['ns1', …]";

const help = `Remove the namespaces which not replicated for the specified peer.

Note:
  1. The replicate_all flag need to be true when remove exclude namespaces.
  2. Remove a exclude namespace in the peer config means that all tables in this
     namespace will be replicated to the peer cluster.

Examples:

    # remove ns1 from the not replicable namespaces for peer '2'.
    hbase> remove_peer_exclude_namespaces '2', ["ns1", "ns2"]

`;

export const remove_peer_exclude_namespaces = defineCommand({
  name: 'remove_peer_exclude_namespaces',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('namespaces')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.removePeerNamespaces(id, x, true);
    return none;
  },
});
