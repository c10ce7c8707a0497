import { javaLong } from '../../ruby/coerce.js';
import { defineCommand, none, optionalValue } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "set_peer_bandwidth 'id' [, bytes]";

const help = `Set the replication source per node bandwidth for the specified peer.
Examples:

  # set bandwidth=2MB per regionserver for a peer
  hbase> set_peer_bandwidth '1', 2097152
  # unset bandwidth for a peer to use the default bandwidth configured in server-side
  hbase> set_peer_bandwidth '1'

`;

export const set_peer_bandwidth = defineCommand({
  name: 'set_peer_bandwidth',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), optionalValue('bandwidth')],
  async run(ctx, [id, bandwidth]) {
    await ctx.hbase.replication.setPeerBandwidth(id, bandwidth === undefined || bandwidth === null ? 0 : Number(javaLong(bandwidth)));
    return none;
  },
});
