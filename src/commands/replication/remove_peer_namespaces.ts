import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "remove_peer_namespaces 'id', ['ns1', …]";

const help = `  Remove some namespaces from the namespaces config for the specified peer.

  Examples:

    # remove ns1 from the replicable namespaces for peer '2'.
    hbase> remove_peer_namespaces '2', ["ns1"]

`;

export const remove_peer_namespaces = defineCommand({
  name: 'remove_peer_namespaces',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('namespaces')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.removePeerNamespaces(id, x);
    return none;
  },
});
