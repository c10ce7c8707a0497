import { defineCommand, none } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "remove_peer 'id'";

const help = `Stops the specified replication stream and deletes all the meta
information kept about it. Examples:

  hbase> remove_peer '1'
`;

export const remove_peer = defineCommand({
  name: 'remove_peer',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg()],
  async run(ctx, [id]) {
    await ctx.hbase.replication.removePeer(id);
    return none;
  },
});
