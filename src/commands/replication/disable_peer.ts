import { defineCommand, none } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "disable_peer 'id'";

const help = `Stops the replication stream to the specified cluster, but still
keeps track of new edits to replicate.

Examples:

  hbase> disable_peer '1'
`;

export const disable_peer = defineCommand({
  name: 'disable_peer',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg()],
  async run(ctx, [id]) {
    await ctx.hbase.replication.setPeerState(id, false);
    return none;
  },
});
