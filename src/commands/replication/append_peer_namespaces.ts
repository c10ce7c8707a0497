import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "append_peer_namespaces 'id', ['ns1', …]";

const help = `  Append some namespaces to be replicable for the specified peer.

  Set a namespace in the peer config means that all tables in this
  namespace (with replication_scope != 0 ) will be replicated.

  Examples:

    # append ns1,ns2 to be replicable for peer '2'.
    hbase> append_peer_namespaces '2', ["ns1", "ns2"]

`;

export const append_peer_namespaces = defineCommand({
  name: 'append_peer_namespaces',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('namespaces')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.appendPeerNamespaces(id, x);
    return none;
  },
});
