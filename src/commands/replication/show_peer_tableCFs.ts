import { str } from '../../ruby/values.js';
import { tableCFsString } from '../../hbase/index.js';
import { defineCommand, lines } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "show_peer_tableCFs 'id'";

const help = `  Show replicable table-cf config for the specified peer.

    hbase> show_peer_tableCFs '2'
`;

export const show_peer_tableCFs = defineCommand({
  name: 'show_peer_tableCFs',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg()],
  async run(ctx, [id]) {
    const text = tableCFsString((await ctx.hbase.replication.getPeerConfig(id)).tableCFs);
    return { outputs: [lines(text ?? '')], value: text === undefined ? null : str(text) };
  },
});
