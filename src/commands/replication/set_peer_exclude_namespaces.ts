import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "set_peer_exclude_namespaces 'id', ['ns1', …]";

const help = `Set the namespaces which not replicated for the specified peer.

Note:
1. The replicate_all flag need to be true when set exclude namespaces.
2. Set a exclude namespace in the peer config means that all tables in this
   namespace will not be replicated to the peer cluster. If peer config
   already has a exclude table, then not allow set this table's namespace
   as a exclude namespace.

Examples:

  # set exclude namespaces config to null
  hbase> set_peer_exclude_namespaces '1', []
  # set namespaces which not replicated for a peer.
  # set a exclude namespace in the peer config means that all tables in this
  # namespace will not be replicated.
  hbase> set_peer_exclude_namespaces '2', ["ns1", "ns2"]

`;

export const set_peer_exclude_namespaces = defineCommand({
  name: 'set_peer_exclude_namespaces',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('exclude_namespaces')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.setPeerNamespaces(id, x, true);
    return none;
  },
});
