import { defineCommand, none, value } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "append_peer_tableCFs 'id', {'ns:t' => ['cf']}";

const help = `Append a replicable table-cf config for the specified peer
Examples:

  # append a table / table-cf to be replicable for a peer
  hbase> append_peer_tableCFs '2',  { "ns1:table4" => ["cfA", "cfB"]}

`;

export const append_peer_tableCFs = defineCommand({
  name: 'append_peer_tableCFs',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), value('table_cfs')],
  async run(ctx, [id, x]) {
    await ctx.hbase.replication.appendPeerTableCFs(id, x);
    return none;
  },
});
