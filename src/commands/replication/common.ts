/**
 * What the replication commands share: the peer id argument (the shell hands
 * it to Java as a String) and format_peer_config (get_peer_config.rb), which
 * list_peer_configs reuses as HBase's does.
 */
import { peerId, type ReplicationPeerConfig } from '../../hbase/index.js';
import type { Arg } from '../define.js';

export function peerIdArg(label = 'id'): Arg<string> {
  return { label, parse: (v) => peerId(v ?? null) };
}

/** get_peer_config.rb format_peer_config: `Cluster Key`, `Replication Endpoint`, then each configuration entry. */
export function peerConfigRows(config: ReplicationPeerConfig): string[][] {
  const rows: string[][] = [];
  if (config.clusterKey !== undefined) rows.push(['Cluster Key', config.clusterKey]);
  if (config.endpoint !== undefined) rows.push(['Replication Endpoint', config.endpoint]);
  for (const [k, v] of config.configuration) rows.push([k, v]);
  return rows;
}

/** ReplicationPeerConfig as IRB shows the returned Java object. */
export const PEER_CONFIG_CLASS = 'org.apache.hadoop.hbase.replication.ReplicationPeerConfig';
