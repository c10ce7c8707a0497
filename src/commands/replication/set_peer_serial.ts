import { truthy } from '../../ruby/values.js';
import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "set_peer_serial 'id', true|false";

const help = `Set the serial flag to true or false for the specified peer.

If serial flag is true, then all logs of user tables (REPLICATION_SCOPE != 0) will be
replicated to peer cluster serially, which means that each segment of log for replicated
table will be pushed to peer cluster in order of their log sequence id.

If serial flag is false, then the source cluster won't ensure that the logs of replicated
table will be pushed to peer cluster serially.

Examples:

  # set serial flag to true
  hbase> set_peer_serial '1', true
  # set serial flag to false
  hbase> set_peer_serial '1', false
`;

export const set_peer_serial = defineCommand({
  name: 'set_peer_serial',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('serial')],
  async run(ctx, [id, flag]) {
    await ctx.hbase.replication.setPeerSerial(id, truthy(flag));
    return none;
  },
});
