import { JavaObject } from '../../ruby/values.js';
import { defineCommand } from '../define.js';
import { PEER_CONFIG_CLASS, peerConfigRows, peerIdArg } from './common.js';

export const usage = "get_peer_config 'id'";

const help = `          Outputs the cluster key, replication endpoint class (if present), and any replication configuration parameters
`;

export const get_peer_config = defineCommand({
  name: 'get_peer_config',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg()],
  async run(ctx, [id]) {
    const config = await ctx.hbase.replication.getPeerConfig(id);
    return { outputs: [{ kind: 'table', header: [], rows: peerConfigRows(config) }], value: new JavaObject(PEER_CONFIG_CLASS, ctx.identityHash(), '') };
  },
});
