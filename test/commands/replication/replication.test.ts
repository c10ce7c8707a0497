import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openLevelBackend } from '../../../src/engine/backends/leveldb/index.js';
import { testShell } from '../../helpers/shell.js';
import { error, out, shell, text } from '../dml/helpers.js';

const HEADER = ' PEER_ID CLUSTER_KEY ENDPOINT_CLASSNAME STATE REPLICATE_ALL NAMESPACES TABLE_CFS BANDWIDTH SERIAL';
const PEER1 = `add_peer '1', CLUSTER_KEY => "server1.cie.com:2181:/hbase"`;

describe('replication peers', () => {
  it('add_peer, list_peers, disable and enable, remove_peer', async () => {
    const sh = await shell();
    expect(await out(sh, 'list_peers')).toBe(text(HEADER, '0 row(s)', '=> #<Java::JavaUtil::ArrayList: []>'));
    expect(await out(sh, PEER1)).toBe('');
    expect(await out(sh, `add_peer '2', CLUSTER_KEY => "zk1,zk2,zk3:2182:/hbase-prod", STATE => "DISABLED", TABLE_CFS => { "table1" => [], "ns2:table2" => ["cf1", "cf2"] }`)).toBe('');
    expect(await out(sh, `add_peer '3', CLUSTER_KEY => "zk1:2181:/hbase", NAMESPACES => ["ns1", "ns2"], SERIAL => true`)).toBe('');
    const listed = await out(sh, 'list_peers');
    expect(listed).toMatch(
      new RegExp(
        '^' +
          [
            HEADER,
            ' 1 server1.cie.com:2181:/hbase  ENABLED true   0 false',
            ' 2 zk1,zk2,zk3:2182:/hbase-prod  DISABLED false  table1;ns2:table2:cf1,cf2 0 false',
            ' 3 zk1:2181:/hbase  ENABLED false ns1;ns2  0 true',
            '3 row(s)',
          ]
            .map((l) => l.replace(/[.*+?()[\]{}|^$\\]/g, '\\$&'))
            .join('\n') +
          '\n=> #<Java::JavaUtil::ArrayList: \\[(#<Java::OrgApacheHadoopHbaseReplication::ReplicationPeerDescription:0x[0-9a-f]{8}>(, )?){3}\\]>\n$',
      ),
    );
    expect(await out(sh, "disable_peer '1'")).toBe('');
    expect(await out(sh, "disable_peer '1'")).toBe(error('org.apache.hadoop.hbase.DoNotRetryIOException: Replication peer 1 has already been disabled', 'disable_peer'));
    expect(await out(sh, "enable_peer '1'")).toBe('');
    expect(await out(sh, "enable_peer '1'")).toBe(error('org.apache.hadoop.hbase.DoNotRetryIOException: Replication peer 1 has already been enabled', 'enable_peer'));
    expect(await out(sh, "remove_peer '3'")).toBe('');
    expect(await out(sh, "remove_peer '3'")).toBe(error('org.apache.hadoop.hbase.ReplicationPeerNotFoundException: Replication peer 3 does not exist', 'remove_peer'));
    expect(await out(sh, "enable_peer '3'")).toBe(error('org.apache.hadoop.hbase.ReplicationPeerNotFoundException: Replication peer 3 does not exist', 'enable_peer'));
  });

  it("add_peer's refusals: a taken id, no key or endpoint, a bad key, an unknown endpoint class, args not a Hash", async () => {
    const sh = await shell(PEER1);
    expect(await out(sh, PEER1)).toBe(error('org.apache.hadoop.hbase.DoNotRetryIOException: Replication peer 1 already exists', 'add_peer'));
    expect(await out(sh, "add_peer '2', STATE => 'ENABLED'")).toBe(error('Either ENDPOINT_CLASSNAME or CLUSTER_KEY must be specified.', 'add_peer'));
    expect(await out(sh, "add_peer '2', CLUSTER_KEY => 'nonsense'")).toBe(error('org.apache.hadoop.hbase.DoNotRetryIOException: Invalid cluster key: nonsense', 'add_peer'));
    expect(await out(sh, "add_peer '2', ENDPOINT_CLASSNAME => 'com.example.Nope'")).toBe(
      error('org.apache.hadoop.hbase.DoNotRetryIOException: Can not instantiate configured replication endpoint class=com.example.Nope', 'add_peer'),
    );
    expect(await out(sh, "add_peer '2', 'zk:2181:/hbase'")).toBe(error('args must be a Hash', 'add_peer'));
    expect(await out(sh, 'list_peers')).toContain('1 row(s)');
  });

  it('table-cfs, namespaces, bandwidth, serial, replicate_all, configuration: get_peer_config and show_peer_tableCFs show them', async () => {
    const sh = await shell(`add_peer '1', CLUSTER_KEY => "zk1:2181:/hbase", CONFIG => {'k1' => 'v1'}`);
    expect(await out(sh, `set_peer_tableCFs '1', {"t1" => []}`)).toBe(
      error('org.apache.hadoop.hbase.DoNotRetryIOException: Need clean namespaces or table-cfs config firstly when you want replicate all cluster', 'set_peer_tableCFs'),
    );
    expect(await out(sh, "set_peer_replicate_all '1', false")).toBe('');
    expect(await out(sh, `set_peer_tableCFs '1', {"ns1:t1" => ["cf1"], "default:t2" => []}`)).toBe('');
    expect(await out(sh, `append_peer_tableCFs '1', {"ns1:t1" => ["cf2"], "t3" => []}`)).toBe('');
    expect(await out(sh, "show_peer_tableCFs '1'")).toBe(text('ns1:t1:cf1,cf2;t2;t3', '=> "ns1:t1:cf1,cf2;t2;t3"'));
    expect(await out(sh, `remove_peer_tableCFs '1', {"ns1:t1" => ["cf1"], "t3" => []}`)).toBe('');
    expect(await out(sh, `remove_peer_tableCFs '1', {"t2" => ["cf1"]}`)).toBe(
      error("Cannot remove cf of table: t2 which doesn't specify cfs from table-cfs config in peer: 1", 'remove_peer_tableCFs'),
    );
    expect(await out(sh, `remove_peer_tableCFs '1', {"ns1:t1" => []}`)).toBe(
      error('Cannot remove table: ns1:t1 which has specified cfs from table-cfs config in peer: 1', 'remove_peer_tableCFs'),
    );
    expect(await out(sh, `remove_peer_tableCFs '1', {"t9" => []}`)).toBe(error('No table: t9 in table-cfs config of peer: 1', 'remove_peer_tableCFs'));
    expect(await out(sh, "set_peer_namespaces '1', ['ns2']\nappend_peer_namespaces '1', ['ns3', 'ns2']\nremove_peer_namespaces '1', ['ns2']")).toBe('');
    expect(await out(sh, "set_peer_bandwidth '1', 2097152\nset_peer_serial '1', true\nupdate_peer_config '1', CONFIG => {'k2' => 'v2'}")).toBe('');
    expect(await out(sh, 'list_peers')).toContain(' 1 zk1:2181:/hbase  ENABLED false ns3 ns1:t1:cf2;t2 2097152 true\n');
    expect(await out(sh, "get_peer_config '1'")).toMatch(/^ Cluster Key zk1:2181:\/hbase\n k1 v1\n k2 v2\n=> #<Java::OrgApacheHadoopHbaseReplication::ReplicationPeerConfig:0x[0-9a-f]{8}>\n$/);
    expect(await out(sh, "show_peer_tableCFs '9'")).toBe(error('org.apache.hadoop.hbase.ReplicationPeerNotFoundException: Replication peer 9 does not exist', 'show_peer_tableCFs'));
  });

  it('exclude lists need replicate_all', async () => {
    const sh = await shell(PEER1);
    expect(await out(sh, "set_peer_exclude_namespaces '1', ['ns1']\nappend_peer_exclude_tableCFs '1', {'t1' => []}")).toBe('');
    expect(await out(sh, 'list_peers')).toContain(' 1 server1.cie.com:2181:/hbase  ENABLED true ns1 t1 0 false\n');
    expect(await out(sh, "remove_peer_exclude_tableCFs '1', {'t2' => []}")).toBe(error('No table: t2 in exclude-table-cfs config of peer: 1', 'remove_peer_exclude_tableCFs'));
    expect(await out(sh, "set_peer_replicate_all '1', false")).toBe(
      error('org.apache.hadoop.hbase.DoNotRetryIOException: Need clean exclude-namespaces or exclude-table-cfs config firstly when replicate_all flag is false', 'set_peer_replicate_all'),
    );
  });

  it('list_peer_configs prints each peer then a blank row', async () => {
    const sh = await shell(PEER1, `add_peer '2', CLUSTER_KEY => "zk1:2181:/hbase"`);
    expect(await out(sh, 'list_peer_configs')).toMatch(/^ PeerId 1\n Cluster Key server1\.cie\.com:2181:\/hbase\n \n PeerId 2\n Cluster Key zk1:2181:\/hbase\n \n=> #<Java::JavaUtil::HashMap:0x[0-9a-f]{8}>\n$/);
  });

  it('peer_modification_enabled and peer_modification_switch', async () => {
    const sh = await shell();
    expect(await out(sh, 'peer_modification_enabled')).toBe(text('true', '=> true'));
    expect(await out(sh, 'peer_modification_switch false, true')).toBe(text('Previous peer modification state : true', '=> true'));
  });

  it('enable_table_replication and disable_table_replication set every family scope; list_replicated_tables lists them', async () => {
    const sh = await shell("create 't1', 'f1', 'f2'", "create 'u1', 'f'");
    expect(await out(sh, 'list_replicated_tables')).toBe(text('TABLE:COLUMNFAMILY  ReplicationType', '0 row(s)'));
    expect(await out(sh, "enable_table_replication 't1'")).toBe(text("The replication of table 't1' successfully enabled"));
    expect(await out(sh, "list_replicated_tables 't.*'")).toBe(text('TABLE:COLUMNFAMILY  ReplicationType', ' t1:f1 GLOBAL', ' t1:f2 GLOBAL', '2 row(s)'));
    expect(await out(sh, "disable_table_replication 't1'")).toBe(text("Replication of table 't1' successfully disabled."));
    expect(await out(sh, 'list_replicated_tables')).toBe(text('TABLE:COLUMNFAMILY  ReplicationType', '0 row(s)'));
    expect(await out(sh, "enable_table_replication 'nosuch'")).toBe(error('Unknown table nosuch!', 'enable_table_replication'));
  });

  describe('on a disk store', () => {
    const dirs: string[] = [];
    afterEach(() => {
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    });

    it('peers are kept across sessions', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'hsh-peers-'));
      dirs.push(dir);
      const first = await testShell({ openBackend: () => openLevelBackend({ location: dir }) });
      await first.run(`${PEER1}\ndisable_peer '1'\nset_peer_bandwidth '1', 1024`);
      await first.close();
      const second = await testShell({ openBackend: () => openLevelBackend({ location: dir }) });
      expect((await second.run('list_peers')).stdout).toContain(' 1 server1.cie.com:2181:/hbase  DISABLED true   1024 false\n1 row(s)\n');
      await second.close();
    });
  });
});
