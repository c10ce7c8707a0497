import { JavaObject } from '../../ruby/values.js';
import { namespacesString, tableCFsString } from '../../hbase/index.js';
import { defineCommand } from '../define.js';

export const usage = 'list_peers';

const help = `  List all replication peer clusters.

  If replicate_all flag is false, the namespaces and table-cfs in peer config
  will be replicated to peer cluster.

  If replicate_all flag is true, all user tables will be replicate to peer
  cluster, except that the namespaces and table-cfs in peer config.

  hbase> list_peers
`;

const PEER_DESCRIPTION_CLASS = 'org.apache.hadoop.hbase.replication.ReplicationPeerDescription';

/** One row per peer: the exclude lists when replicate_all is on, the include lists otherwise (list_peers.rb, 2.x). */
export const list_peers = defineCommand({
  name: 'list_peers',
  group: 'replication',
  usage,
  help,
  args: [],
  async run(ctx) {
    const peers = await ctx.hbase.replication.listPeers();
    const rows = peers.map(({ id, enabled, config: c }) => [
      id,
      c.clusterKey ?? '',
      c.endpoint ?? '',
      enabled ? 'ENABLED' : 'DISABLED',
      String(c.replicateAll),
      (c.replicateAll ? namespacesString(c.excludeNamespaces) : namespacesString(c.namespaces)) ?? '',
      (c.replicateAll ? tableCFsString(c.excludeTableCFs) : tableCFsString(c.tableCFs)) ?? '',
      String(c.bandwidth),
      String(c.serial),
    ]);
    const header = ['PEER_ID', 'CLUSTER_KEY', 'ENDPOINT_CLASSNAME', 'STATE', 'REPLICATE_ALL', 'NAMESPACES', 'TABLE_CFS', 'BANDWIDTH', 'SERIAL'];
    // list_peers returns the java.util.List of ReplicationPeerDescription
    const items = peers.map(() => new JavaObject(PEER_DESCRIPTION_CLASS, ctx.identityHash(), ''));
    const value = new JavaObject('java.util.ArrayList', '', '', items);
    return { outputs: [{ kind: 'table', header, rows, footer: rows.length }], value };
  },
});
