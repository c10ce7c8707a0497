import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "append_peer_exclude_namespaces 'id', ['ns1', …]";

const help = `Append the namespaces which not replicated for the specified peer.

Note:
  1. The replicate_all flag need to be true when append exclude namespaces.
  2. Append a exclude namespace in the peer config means that all tables in this
     namespace will not be replicated to the peer cluster. If peer config
     already has a exclude table, then not allow append this table's namespace
     as a exclude namespace.

Examples:

    # append ns1,ns2 to be not replicable for peer '2'.
    hbase> append_peer_exclude_namespaces '2', ["ns1", "ns2"]

`;

export const append_peer_exclude_namespaces = defineCommand({
  name: 'append_peer_exclude_namespaces',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('namespaces')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.appendPeerNamespaces(id, x, true);
    return none;
  },
});
