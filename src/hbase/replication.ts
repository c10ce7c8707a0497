/**
 * The shell's Hbase::RepAdmin (hbase-shell's replication_admin.rb, 2.x):
 * replication peers as a standalone master keeps them — replication is on
 * by default in 2.x, so peers can be added, changed and listed even though
 * nothing is shipped anywhere. Each method checks its arguments as
 * replication_admin.rb does, then asks the engine (ReplicationPeerManager),
 * which persists the peer in the store's catalog.
 */
import type { Engine, ReplicationPeer, ReplicationPeerConfig, TableDescriptor } from '../engine/types.js';
import { RHash, type Value, isString, str } from '../ruby/values.js';
import { rubyToS } from '../ruby/coerce.js';
import { doNotRetryIO, replicationPeerNotFound, tableNotFound } from '../engine/errors.js';
import type { AdminIO } from './admin.js';
import type { HBase } from './client.js';
import { argumentError } from './errors.js';
import { javaWholeMatch } from './regex.js';
import { lookupTable } from './system-tables.js';
import { sortForList } from './tables.js';

/** The endpoints a standalone server can instantiate (ReplicationPeerManager.checkPeerConfig loads the class). */
const KNOWN_ENDPOINTS = new Set([
  'org.apache.hadoop.hbase.replication.regionserver.HBaseInterClusterReplicationEndpoint',
  'org.apache.hadoop.hbase.replication.VerifyWALEntriesReplicationEndpoint',
]);

type TableCFs = Array<[string, string[]]>;

export function emptyPeerConfig(): ReplicationPeerConfig {
  return { replicateAll: true, bandwidth: 0, serial: false, configuration: [], peerData: [] };
}

/** ReplicationPeerConfigUtil.convertToString: `t1;ns:t2:cf1,cf2` (null when there is no map). */
export function tableCFsString(tableCFs: TableCFs | undefined): string | undefined {
  if (tableCFs === undefined) return undefined;
  return tableCFs.map(([t, cfs]) => (cfs.length === 0 ? t : `${t}:${cfs.join(',')}`)).join(';');
}

/** `show_peer_namespaces`: the namespaces joined with `;` (nil when unset). */
export function namespacesString(namespaces: string[] | undefined): string | undefined {
  return namespaces === undefined ? undefined : namespaces.join(';');
}

/** TableName.valueOf(key).getNameAsString: `default:t1` is `t1`. */
function tableKey(name: string): string {
  return name.startsWith('default:') ? name.slice('default:'.length) : name;
}

function stringArray(v: Value, what: string): string[] {
  if (!Array.isArray(v)) throw argumentError(`${what} must be an Array`);
  return v.map((x) => rubyToS(x));
}

/** A `{ "table1" => [], "ns2:table2" => ["cf1"] }` Hash as the Java map the shell builds. */
function tableCFsArg(v: Value | undefined): TableCFs | undefined {
  if (v === undefined || v === null) return undefined;
  if (!(v instanceof RHash)) throw argumentError('TABLE_CFS must be a Hash');
  const out: TableCFs = [];
  for (const [k, cfs] of v.entries) {
    const families = cfs === null ? [] : Array.isArray(cfs) ? cfs.map((c) => rubyToS(c)) : [rubyToS(cfs)];
    out.push([tableKey(rubyToS(k)), families]);
  }
  return out;
}

function stringPairs(v: Value | undefined): Array<[string, string]> {
  if (v === undefined || v === null) return [];
  if (!(v instanceof RHash)) throw argumentError('CONFIG and DATA must be Hashes');
  return v.entries.map(([k, x]) => [rubyToS(k), rubyToS(x)]);
}

function mergeTableCFs(base: TableCFs | undefined, add: TableCFs): TableCFs {
  const out = new Map<string, string[]>((base ?? []).map(([t, c]) => [t, [...c]]));
  for (const [t, cfs] of add) {
    const cur = out.get(t);
    // ReplicationPeerConfigUtil.appendTableCFsToReplicationPeerConfig: an empty list means every family
    if (cur === undefined || cfs.length === 0 || cur.length === 0) out.set(t, cur !== undefined && cur.length === 0 ? [] : [...cfs]);
    else out.set(t, [...new Set([...cur, ...cfs])]);
  }
  return [...out.entries()];
}

/** ReplicationPeerConfigUtil.removeTableCFsFromReplicationPeerConfig, with its refusals (an empty list: every family). */
function removeTableCFs(id: string, base: TableCFs | undefined, remove: TableCFs, config: 'table-cfs' | 'exclude-table-cfs'): TableCFs {
  const out = new Map<string, string[]>((base ?? []).map(([t, c]) => [t, [...c]]));
  for (const [t, cfs] of remove) {
    const cur = out.get(t);
    if (cur === undefined) throw argumentError(`No table: ${t} in ${config} config of peer: ${id}`);
    if (cfs.length === 0 && cur.length === 0) out.delete(t);
    else if (cur.length === 0) throw argumentError(`Cannot remove cf of table: ${t} which doesn't specify cfs from ${config} config in peer: ${id}`);
    else if (cfs.length === 0) throw argumentError(`Cannot remove table: ${t} which has specified cfs from ${config} config in peer: ${id}`);
    else {
      const left = cur.filter((c) => !cfs.includes(c));
      if (left.length === 0) out.delete(t);
      else out.set(t, left);
    }
  }
  return [...out.entries()];
}

export class ReplicationAdmin {
  constructor(private readonly hbase: HBase) {}

  private engine(): Promise<Engine> {
    return this.hbase.connect();
  }

  /** add_peer(id, args = {}, peer_tableCFs = nil). */
  async addPeer(id: string, args: Value | undefined, peerTableCFs: Value | undefined): Promise<void> {
    if (!(args instanceof RHash)) throw argumentError('args must be a Hash');
    if (peerTableCFs !== undefined && peerTableCFs !== null) throw argumentError('peer_tableCFs should be specified as TABLE_CFS in args');
    const endpoint = args.get('ENDPOINT_CLASSNAME');
    const clusterKey = args.get('CLUSTER_KEY');
    if ((endpoint === undefined || endpoint === null) && (clusterKey === undefined || clusterKey === null)) {
      throw argumentError('Either ENDPOINT_CLASSNAME or CLUSTER_KEY must be specified.');
    }
    const config = emptyPeerConfig();
    if (clusterKey !== undefined && clusterKey !== null) config.clusterKey = rubyToS(clusterKey);
    if (endpoint !== undefined && endpoint !== null) config.endpoint = rubyToS(endpoint);
    config.configuration = stringPairs(args.get('CONFIG'));
    config.peerData = stringPairs(args.get('DATA'));
    const namespaces = args.get('NAMESPACES');
    if (namespaces !== undefined && namespaces !== null) {
      config.namespaces = stringArray(namespaces, 'NAMESPACES');
      config.replicateAll = false;
    }
    const tableCFs = tableCFsArg(args.get('TABLE_CFS'));
    if (tableCFs !== undefined) {
      config.tableCFs = tableCFs;
      config.replicateAll = false;
    }
    const serial = args.get('SERIAL');
    if (serial !== undefined && serial !== null) config.serial = serial === true;
    const state = args.get('STATE');
    // replication_admin.rb: enabled unless STATE is 'DISABLED'
    const enabled = state === undefined || state === null || rubyToS(state) !== 'DISABLED';
    checkPeerConfig(config);
    await (await this.engine()).addReplicationPeer({ id, enabled, config });
  }

  async removePeer(id: string): Promise<void> {
    await (await this.engine()).removeReplicationPeer(id);
  }

  /** enable_peer / disable_peer: ReplicationPeerManager.preEnablePeer / preDisablePeer. */
  async setPeerState(id: string, enabled: boolean): Promise<void> {
    await (await this.engine()).updateReplicationPeer(id, (peer) => {
      if (peer.enabled === enabled) throw doNotRetryIO(`Replication peer ${id} has already been ${enabled ? 'enabled' : 'disabled'}`);
      return { ...peer, enabled };
    });
  }

  async listPeers(): Promise<ReplicationPeer[]> {
    return (await this.engine()).replicationPeers();
  }

  /** Admin.getReplicationPeerConfig: ReplicationPeerNotFoundException for an unknown id. */
  async getPeerConfig(id: string): Promise<ReplicationPeerConfig> {
    const found = (await this.engine()).replicationPeers().find((p) => p.id === id);
    if (found === undefined) throw replicationPeerNotFound(id);
    return found.config;
  }

  /** Any change of the peer's config (updateReplicationPeerConfig), checked as the master checks a new config. */
  async updateConfig(id: string, change: (config: ReplicationPeerConfig) => ReplicationPeerConfig): Promise<void> {
    await (await this.engine()).updateReplicationPeer(id, (peer) => {
      const config = change({ ...peer.config });
      checkPeerConfig(config);
      return { ...peer, config };
    });
  }

  setPeerTableCFs(id: string, tableCFs: Value | undefined, exclude = false): Promise<void> {
    const map = tableCFsArg(tableCFs);
    return this.updateConfig(id, (c) => (exclude ? { ...c, excludeTableCFs: map } : { ...c, tableCFs: map }));
  }

  appendPeerTableCFs(id: string, tableCFs: Value, exclude = false): Promise<void> {
    const add = tableCFsArg(tableCFs) ?? [];
    return this.updateConfig(id, (c) => (exclude ? { ...c, excludeTableCFs: mergeTableCFs(c.excludeTableCFs, add) } : { ...c, tableCFs: mergeTableCFs(c.tableCFs, add) }));
  }

  removePeerTableCFs(id: string, tableCFs: Value, exclude = false): Promise<void> {
    const remove = tableCFsArg(tableCFs) ?? [];
    return this.updateConfig(id, (c) =>
      exclude
        ? { ...c, excludeTableCFs: removeTableCFs(id, c.excludeTableCFs, remove, 'exclude-table-cfs') }
        : { ...c, tableCFs: removeTableCFs(id, c.tableCFs, remove, 'table-cfs') },
    );
  }

  setPeerNamespaces(id: string, namespaces: Value, exclude = false): Promise<void> {
    const list = namespaces === null ? undefined : stringArray(namespaces, 'namespaces');
    return this.updateConfig(id, (c) => (exclude ? { ...c, excludeNamespaces: list } : { ...c, namespaces: list }));
  }

  appendPeerNamespaces(id: string, namespaces: Value, exclude = false): Promise<void> {
    const add = stringArray(namespaces, 'namespaces');
    return this.updateConfig(id, (c) => {
      const cur = (exclude ? c.excludeNamespaces : c.namespaces) ?? [];
      const next = [...new Set([...cur, ...add])];
      return exclude ? { ...c, excludeNamespaces: next } : { ...c, namespaces: next };
    });
  }

  removePeerNamespaces(id: string, namespaces: Value, exclude = false): Promise<void> {
    const remove = stringArray(namespaces, 'namespaces');
    return this.updateConfig(id, (c) => {
      const cur = exclude ? c.excludeNamespaces : c.namespaces;
      const next = cur === undefined ? undefined : cur.filter((n) => !remove.includes(n));
      return exclude ? { ...c, excludeNamespaces: next } : { ...c, namespaces: next };
    });
  }

  setPeerBandwidth(id: string, bandwidth: number): Promise<void> {
    return this.updateConfig(id, (c) => ({ ...c, bandwidth }));
  }

  setPeerReplicateAll(id: string, replicateAll: boolean): Promise<void> {
    return this.updateConfig(id, (c) => ({ ...c, replicateAll }));
  }

  setPeerSerial(id: string, serial: boolean): Promise<void> {
    return this.updateConfig(id, (c) => ({ ...c, serial }));
  }

  /** update_peer_config: DATA and CONFIG merged into the peer's. */
  updatePeerConfig(id: string, args: Value | undefined): Promise<void> {
    if (args !== undefined && !(args instanceof RHash)) throw argumentError('args must be a Hash');
    const h = args ?? new RHash();
    const config = stringPairs(h.get('CONFIG'));
    const data = stringPairs(h.get('DATA'));
    return this.updateConfig(id, (c) => ({ ...c, configuration: merge(c.configuration, config), peerData: merge(c.peerData, data) }));
  }

  /**
   * Admin.listReplicatedTableCFs: the families with REPLICATION_SCOPE ≠ 0 of
   * the tables matching `regex` (whole-name match), as `table:family` and
   * GLOBAL (scope 1) or unknown.
   */
  async listReplicatedTables(regex: string): Promise<Array<[string, string]>> {
    const pattern = javaWholeMatch(regex);
    const engine = await this.engine();
    const out: Array<[string, string]> = [];
    for (const t of sortForList(engine.listTables())) {
      if (!pattern.test(t.name.nameAsString)) continue;
      for (const f of t.families) {
        const scope = f.values.find(([k]) => k === 'REPLICATION_SCOPE')?.[1] ?? '0';
        if (scope !== '0') out.push([`${t.name.nameAsString}:${f.name}`, scope === '1' ? 'GLOBAL' : 'unknown']);
      }
    }
    return out;
  }

  /**
   * Admin.enableTableReplication / disableTableReplication: every family's
   * REPLICATION_SCOPE to 1 or 0, in one modify (TableNotFoundException first).
   */
  async setTableReplication(name: string, enabled: boolean, io: AdminIO): Promise<void> {
    const t: TableDescriptor | undefined = lookupTable(await this.engine(), name);
    if (t === undefined) throw tableNotFound(name);
    const scope = enabled ? 1n : 0n;
    const specs = t.families.map((f) => new RHash([[str('NAME'), str(f.name)], [str('REPLICATION_SCOPE'), scope]]));
    await this.hbase.admin.alter(name, specs, false, io);
  }
}

function merge(base: Array<[string, string]>, add: Array<[string, string]>): Array<[string, string]> {
  const m = new Map(base);
  for (const [k, v] of add) m.set(k, v);
  return [...m.entries()];
}

/** ReplicationPeerManager.checkPeerConfig: the cluster key, the endpoint class, replicate_all against the lists. */
function checkPeerConfig(config: ReplicationPeerConfig): void {
  if (config.endpoint !== undefined && !KNOWN_ENDPOINTS.has(config.endpoint)) {
    throw doNotRetryIO(`Can not instantiate configured replication endpoint class=${config.endpoint}`);
  }
  if (config.clusterKey !== undefined && config.endpoint === undefined) {
    // ZKConfig.validateClusterKey: quorum:port:/znode
    const parts = config.clusterKey.split(':');
    if (parts.length < 3 || !/^\d+$/.test(parts[1]) || !parts[2].startsWith('/')) throw doNotRetryIO(`Invalid cluster key: ${config.clusterKey}`);
  }
  if (config.replicateAll) {
    if ((config.namespaces?.length ?? 0) > 0 || (config.tableCFs?.length ?? 0) > 0) {
      throw doNotRetryIO('Need clean namespaces or table-cfs config firstly when you want replicate all cluster');
    }
  } else if ((config.excludeNamespaces?.length ?? 0) > 0 || (config.excludeTableCFs?.length ?? 0) > 0) {
    throw doNotRetryIO('Need clean exclude-namespaces or exclude-table-cfs config firstly when replicate_all flag is false');
  }
}

/** The peer's id as the commands take it (`'1'`; the shell passes it to Java as a String). */
export function peerId(v: Value): string {
  if (!isString(v)) return rubyToS(v);
  return v.toString('utf8');
}
