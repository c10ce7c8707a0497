import { defineCommand, none, optionalValue } from '../define.js';
import { peerIdArg } from './common.js';

export const usage = "update_peer_config 'id', DATA => {…}, CONFIG => {…}";

const help = `A peer can either be another HBase cluster or a custom replication endpoint. In either case an id
must be specified to identify the peer. This command does not interrupt processing on an enabled replication peer.

Two optional arguments are DATA and CONFIG which can be specified to set different values for either
the peer_data or configuration for a custom replication endpoint. Any existing values not updated by this command
are left unchanged.

CLUSTER_KEY, REPLICATION_ENDPOINT, and TABLE_CFs cannot be updated with this command.
To update TABLE_CFs, see the append_peer_tableCFs and remove_peer_tableCFs commands.

  hbase> update_peer_config '1', DATA => { "key1" => 1 }
  hbase> update_peer_config '2', CONFIG => { "config1" => "value1", "config2" => "value2" }
  hbase> update_peer_config '3', DATA => { "key1" => 1 }, CONFIG => { "config1" => "value1", "config2" => "value2" },

`;

export const update_peer_config = defineCommand({
  name: 'update_peer_config',
  group: 'replication',
  usage,
  help,
  args: [peerIdArg(), optionalValue('args')],
  async run(ctx, [id, args]) {
    await ctx.hbase.replication.updatePeerConfig(id, args ?? undefined);
    return none;
  },
});
