import { defineCommand, none } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "enable_peer 'id'";

const help = `Restarts the replication to the specified peer cluster,
continuing from where it was disabled.

Examples:

  hbase> enable_peer '1'
`;

export const enable_peer = defineCommand({
  name: 'enable_peer',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg()],
  async run(ctx, [id]) {
    await ctx.hbase.replication.setPeerState(id, true);
    return none;
  },
});
