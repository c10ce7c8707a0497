import { JavaObject } from '../../ruby/values.js';
import { defineCommand } from '../define.js';
import { peerConfigRows } from './common.js';

export const usage = 'list_peer_configs';

const help = `          No-argument method that outputs the replication peer configuration for each peer defined on this cluster.
`;

export const list_peer_configs = defineCommand({
  name: 'list_peer_configs',
  group: 'replication',
  usage,
  help,
  args: [],
  async run(ctx) {
    const peers = await ctx.hbase.replication.listPeers();
    const rows = peers.flatMap((p) => [['PeerId', p.id], ...peerConfigRows(p.config), [' ']]);
    // the java.util.Map of peer id to ReplicationPeerConfig
    const value = new JavaObject('java.util.HashMap', ctx.identityHash(), '');
    return { outputs: [{ kind: 'table', header: [], rows }], value };
  },
});
