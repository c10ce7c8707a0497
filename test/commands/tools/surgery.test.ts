import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLevelBackend } from '../../../src/engine/backends/leveldb/index.js';
import { testShell } from '../../helpers/shell.js';
import { error, out, shell, text } from '../dml/helpers.js';

/** Three regions of t1 ([, g), [g, p), [p, )) with one row in each. */
const T3 = "create 't1', 'f1', SPLITS => ['g', 'p']\nput 't1', 'a', 'f1:q', '1'\nput 't1', 'h', 'f1:q', '2'\nput 't1', 'q', 'f1:q', '3'";

async function regions(sh: Awaited<ReturnType<typeof shell>>, table = 't1') {
  return (await sh.session.engine()).regions(table);
}

const splits = (sh: Awaited<ReturnType<typeof shell>>) => out(sh, "get_splits 't1'");

describe('merge_region', () => {
  it('merges two adjacent regions (encoded or full names, or an array): one region, the same rows', async () => {
    const sh = await shell(T3);
    const [a, b, c] = await regions(sh);
    expect(await out(sh, `merge_region '${a.encodedName}', '${b.regionName}'`)).toBe('');
    expect(await splits(sh)).toBe(text('Total number of splits = 2', 'p', '=> ["p"]'));
    const [m, c2] = await regions(sh);
    expect(c2.encodedName).toBe(c.encodedName);
    expect(m.startKey.length).toBe(0);
    expect(Buffer.from(m.endKey).toString()).toBe('p');
    expect(m.rowCount).toBe(2);
    expect(await out(sh, `merge_region ['${c2.encodedName}', '${m.encodedName}']`)).toBe('');
    expect(await splits(sh)).toBe(text('Total number of splits = 1', '', '=> []'));
    expect(await out(sh, "count 't1'")).toBe(text('3 row(s)', '=> 3'));
  });

  it('regions that are not next to each other: refused, unless forced', async () => {
    const sh = await shell(T3);
    const [a, , c] = await regions(sh);
    expect(await out(sh, `merge_region '${a.encodedName}', '${c.encodedName}'`)).toBe(
      error(
        `org.apache.hadoop.hbase.exceptions.MergeRegionException: Unable to merge non-adjacent or non-overlapping regions '${a.encodedName}', '${c.encodedName}' when force=false`,
        'merge_region',
      ),
    );
    expect((await regions(sh)).length).toBe(3);
    expect(await out(sh, `merge_region '${a.encodedName}', '${c.encodedName}', true`)).toBe('');
    expect(await splits(sh)).toBe(text('Total number of splits = 1', '', '=> []'));
  });

  it('argument and name errors in HBase words', async () => {
    const sh = await shell(T3);
    const [a] = await regions(sh);
    expect(await out(sh, `merge_region '${a.encodedName}'`)).toBe(error('Must pass at least 2 regions to merge', 'merge_region'));
    expect(await out(sh, 'merge_region')).toBe(error('Must pass at least 2 regions to merge', 'merge_region'));
    expect(await out(sh, `merge_region '${a.encodedName}', '${a.encodedName}'`)).toBe(
      error('org.apache.hadoop.hbase.exceptions.MergeRegionException: Duplicate regions specified; cannot merge a region to itself. Passed in 2 but only 1 unique.', 'merge_region'),
    );
    expect(await out(sh, `merge_region '${a.encodedName}', 'nosuch'`)).toBe(
      error('org.apache.hadoop.hbase.UnknownRegionException: Invalid region name or encoded region name: nosuch', 'merge_region'),
    );
    expect(await out(sh, `merge_region '${a.encodedName}', 5`)).toBe(error('Type of 5 is Integer, but expected String', 'merge_region'));
    expect((await regions(sh)).length).toBe(3);
  });

  it('regions of two tables: refused', async () => {
    const sh = await shell(T3, "create 't2', 'f'");
    const [a] = await regions(sh);
    const [b] = await regions(sh, 't2');
    expect(await out(sh, `merge_region '${a.encodedName}', '${b.encodedName}'`)).toBe(
      error('java.lang.IllegalArgumentException: Cannot merge regions from two different tables t1 and t2', 'merge_region'),
    );
  });
});

describe('truncate_region', () => {
  it('empties that region only; its name and the other regions stay', async () => {
    const sh = await shell(T3, "put 't1', 'i', 'f1:q', '4'");
    const before = await regions(sh);
    expect(await out(sh, `truncate_region '${before[1].regionName}'`)).toBe('');
    expect(await out(sh, "scan 't1'")).toBe(text('ROW  COLUMN+CELL', ' a column=f1:q, timestamp=NOW, value=1', ' q column=f1:q, timestamp=NOW, value=3', '2 row(s)'));
    expect((await regions(sh)).map((r) => r.regionName)).toEqual(before.map((r) => r.regionName));
    expect(await out(sh, "put 't1', 'h', 'f1:q', 'again'\nget 't1', 'h'")).toBe(text('COLUMN  CELL', ' f1:q timestamp=NOW, value=again', '1 row(s)'));
  });

  it('unknown region, disabled table', async () => {
    const sh = await shell(T3);
    const [a] = await regions(sh);
    expect(await out(sh, "truncate_region 'nosuch'")).toBe(
      error('org.apache.hadoop.hbase.UnknownRegionException: Invalid region name or encoded region name: nosuch', 'truncate_region'),
    );
    await sh.run("disable 't1'");
    expect(await out(sh, `truncate_region '${a.encodedName}'`)).toBe(error('Table t1 is disabled!', 'truncate_region'));
  });
});

describe('assign, unassign, move, close_region, regioninfo', () => {
  it('unassign closes an open region, assign opens a closed one; move and close_region change nothing', async () => {
    const sh = await shell(T3);
    const [a] = await regions(sh);
    const state = (st: string) =>
      `org.apache.hadoop.hbase.client.DoNotRetryRegionException: Unexpected state for state=${st}, location=${st === 'OPEN' ? 'localhost,16020,1700000000000' : 'null'}, table=t1, region=${a.encodedName}`;
    expect(await out(sh, `assign '${a.regionName}'`)).toBe(error(state('OPEN'), 'assign'));
    expect(await out(sh, `unassign '${a.encodedName}'`)).toBe('');
    expect(await out(sh, `unassign '${a.regionName}', true`)).toBe(error(state('CLOSED'), 'unassign'));
    expect(await out(sh, `assign '${a.encodedName}'`)).toBe('');
    expect(await out(sh, `unassign '${a.regionName}', true`)).toBe('');
    expect(await out(sh, `assign '${a.regionName}'`)).toBe('');
    for (const s of [`move '${a.encodedName}'`, `move '${a.encodedName}', '${a.server}'`]) expect(await out(sh, s), s).toBe('');
    expect(await out(sh, `close_region '${a.regionName}'`)).toBe(text("DEPRECATED!!! Use 'unassign' command instead."));
    expect(await out(sh, "get 't1', 'a'")).toBe(text('COLUMN  CELL', ' f1:q timestamp=NOW, value=1', '1 row(s)'));
    expect(await out(sh, "assign 'nosuch'")).toBe(error('org.apache.hadoop.hbase.UnknownRegionException: Invalid region name or encoded region name: nosuch', 'assign'));
    expect(await out(sh, "move 'nosuch'")).toBe(error('org.apache.hadoop.hbase.UnknownRegionException: Invalid region name or encoded region name: nosuch', 'move'));
    expect(await out(sh, 'assign')).toBe(error('wrong number of arguments (given 0, expected 1)', 'assign'));
  });

  it('regioninfo prints RegionInfo.toString', async () => {
    const sh = await shell(T3);
    const [, b] = await regions(sh);
    expect(await out(sh, `regioninfo '${b.encodedName}'`)).toBe(
      text(`{ENCODED => ${b.encodedName}, NAME => '${b.regionName}', STARTKEY => 'g', ENDKEY => 'p'}`),
    );
    expect(await out(sh, "regioninfo '1588230740'")).toBe(text("{ENCODED => 1588230740, NAME => 'hbase:meta,,1', STARTKEY => '', ENDKEY => ''}"));
  });
});

describe('switches', () => {
  it('balancer: ran, or not while switched off; balance_switch prints and returns the previous state', async () => {
    const sh = await shell();
    expect(await out(sh, 'balancer')).toBe(text('Balancer ran', 'Moves calculated: 0, moves executed: 0', '=> true'));
    expect(await out(sh, 'balance_switch false')).toBe(text('Previous balancer state : true', '=> "true"'));
    expect(await out(sh, 'balancer_enabled')).toBe(text('false', '=> false'));
    expect(await out(sh, 'balancer')).toBe(text('Balancer did not run. See logs for details.', '=> false'));
    expect(await out(sh, "balancer 'dry_run'")).toBe(text('Balancer ran', 'Moves calculated: 0, moves executed: 0', '=> true'));
    expect(await out(sh, "balancer 'a', 'b', 'c'")).toBe(error('Illegal arguments ["a", "b", "c"]. Expected between 0 and 2 arguments, but got 3.', 'balancer'));
    expect(await out(sh, 'balancer 1')).toBe(error('Illegal argument in index 0: 1. All arguments must be strings, but got Integer.', 'balancer'));
    expect(await out(sh, 'balance_switch true')).toBe(text('Previous balancer state : false', '=> "false"'));
  });

  it('the other master switches print their previous state; *_enabled the current one', async () => {
    const sh = await shell();
    for (const [name, enabled] of [
      ['normalizer_switch', 'normalizer_enabled'],
      ['catalogjanitor_switch', 'catalogjanitor_enabled'],
      ['cleaner_chore_switch', 'cleaner_chore_enabled'],
    ]) {
      expect(await out(sh, `${name} false`), name).toBe(text('true'));
      expect(await out(sh, enabled), enabled).toBe(text('false'));
      expect(await out(sh, `${name} 'true'`), name).toBe(text('false'));
      expect(await out(sh, enabled), enabled).toBe(text('true'));
    }
    expect(await out(sh, 'snapshot_cleanup_switch false')).toBe(text('Previous snapshot cleanup state : true', '=> "true"'));
    expect(await out(sh, 'snapshot_cleanup_enabled')).toBe(text('false', '=> false'));
    expect(await out(sh, 'normalize')).toBe(text('true', '=> true'));
    await sh.run('normalizer_switch false');
    expect(await out(sh, "normalize TABLE_NAME => 't1'")).toBe(text('false', '=> false'));
    expect(await out(sh, 'normalize 5')).toBe(error('Integer of 5 is not of Hash or String type', 'normalize'));
  });

  it('split and merge switches refuse splits and merges while off', async () => {
    const sh = await shell(T3);
    const [a, b] = await regions(sh);
    expect(await out(sh, "splitormerge_switch 'SPLIT', false")).toBe(text('true'));
    expect(await out(sh, "splitormerge_enabled 'SPLIT'")).toBe(text('false'));
    expect(await out(sh, "split 't1', 'c'")).toBe(error(`java.io.IOException: Split region ${a.regionName} failed due to split switch off`, 'split'));
    expect(await out(sh, "splitormerge_switch 'MERGE', false")).toBe(text('true'));
    const merge = await out(sh, `merge_region '${a.encodedName}', '${b.encodedName}'`);
    expect(merge).toContain('ERROR: java.io.IOException: Merge of [{ENCODED => ');
    expect(merge).toContain('failed because merge switch is off');
    expect((await regions(sh)).length).toBe(3);
    expect(await out(sh, "splitormerge_switch 'BOTH', true")).toBe(error('only SPLIT or MERGE accepted for type!', 'splitormerge_switch'));
  });

  it('survive a restart of the store (the catalog keeps them); the compaction switch does not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-switches-'));
    try {
      const open = () => testShell({ openBackend: () => openLevelBackend({ location: dir }) });
      const first = await open();
      await first.run("balance_switch false\nsplitormerge_switch 'MERGE', false\ncompaction_switch false");
      await first.close();
      const second = await open();
      expect((await second.run("balancer_enabled\nsplitormerge_enabled 'MERGE'")).stdout).toBe(text('false', '=> false', 'false'));
      expect((await second.run('compaction_switch true')).stdout).toContain(' true\n');
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compaction_switch: a PREV_STATE row per server; compactions change nothing while off', async () => {
    const sh = await shell("create 'V', {NAME => 'x', VERSIONS => 1}", "put 'V', 'r', 'x:a', 'v1', 1\nput 'V', 'r', 'x:a', 'v2', 2");
    const raw = "scan 'V', {RAW => true, VERSIONS => 5}";
    expect(await out(sh, 'compaction_switch false')).toBe(text("['SERVER'  'PREV_STATE']", ' localhost,16020,1700000000000 true', '1 row(s)'));
    await sh.run("major_compact 'V'");
    expect((await out(sh, raw)).split('\n').length).toBe(5);
    expect(await out(sh, 'compaction_switch true')).toBe(text("['SERVER'  'PREV_STATE']", ' localhost,16020,1700000000000 false', '1 row(s)'));
    await sh.run("compact_rs 'localhost,16020', true");
    expect((await out(sh, raw)).split('\n').length).toBe(4);
    expect(await out(sh, "compaction_switch 'test'")).toBe(error('compaction_switch first argument only accepts "true" or "false"', 'compaction_switch'));
    expect(await out(sh, "compaction_state 'V'")).toBe(text('NONE', '=> "NONE"'));
    expect(await out(sh, "compaction_state 'nosuch'")).toBe(error('Unknown table nosuch!', 'compaction_state'));
  });
});

describe('servers and chores', () => {
  it('the one live server, no dead or unknown ones; decommissioning marks it', async () => {
    const sh = await shell("create 't', 'f'");
    expect(await out(sh, 'list_liveservers')).toBe(text('SERVERNAME', 'localhost,16020,1700000000000', '1 row(s)'));
    expect(await out(sh, 'list_deadservers')).toBe(text('SERVERNAME', '0 row(s)'));
    expect(await out(sh, 'list_unknownservers')).toBe(text('SERVERNAME', '0 row(s)'));
    expect(await out(sh, 'clear_deadservers')).toBe(text('true'));
    expect(await out(sh, "clear_deadservers 'test.server.com,16020,1574583397867'")).toBe(
      text('Some dead server clear failed', 'SERVERNAME', 'test.server.com,16020,1574583397867', '1 row(s)'),
    );
    expect(await out(sh, "decommission_regionservers 'localhost,16020'")).toBe('');
    expect(await out(sh, 'list_decommissioned_regionservers')).toBe(text('DECOMMISSIONED REGION SERVERS', 'localhost,16020,1700000000000', '1 row(s)'));
    expect(await out(sh, "recommission_regionserver 'localhost'")).toBe('');
    expect(await out(sh, 'list_decommissioned_regionservers')).toBe(text('DECOMMISSIONED REGION SERVERS', '0 row(s)'));
    expect(await out(sh, "decommission_regionservers 'other'")).toBe(error('Could not find any server(s) with specified name(s): other', 'decommission_regionservers'));
    expect(await out(sh, 'decommission_regionservers 5')).toBe(error('Integer of 5 is not of Array/String type', 'decommission_regionservers'));
    expect(await out(sh, "recommission_regionserver 'other'")).toBe(error('Could not find any server with name other', 'recommission_regionserver'));
    expect(await out(sh, 'rit')).toBe(text('0 row(s)'));
  });

  it('zk_dump shows the one-server quorum and the servers', async () => {
    const sh = await shell("create 't', 'f'");
    const dump = await out(sh, 'zk_dump');
    expect(dump.startsWith(text('HBase is rooted at /hbase', 'Active master address: ', ' localhost,16000,1700000000000', 'Backup master addresses:', 'Region server holding hbase:meta:', ' localhost,16020,1700000000000', 'Region servers:', ' localhost,16020,1700000000000'))).toBe(true);
    expect(dump).toContain(text('Quorum Server Statistics:', ' localhost:2181'));
    expect(dump).toContain('  Mode: standalone\n');
  });

  it('the chores, the logs and the other tools answer as a default standalone does', async () => {
    const sh = await shell("create 't', 'f'");
    expect(await out(sh, 'catalogjanitor_run')).toBe(text('=> 0'));
    expect(await out(sh, 'cleaner_chore_run')).toBe(text('=> true'));
    expect(await out(sh, 'hbck_chore_run')).toBe(text('=> true'));
    expect(await out(sh, 'is_in_maintenance_mode')).toBe(text('false', '=> false'));
    expect(await out(sh, 'flush_master_store')).toBe('');
    expect(await out(sh, "wal_roll 'localhost,16020,1700000000000'\nhlog_roll 'localhost,16020,1700000000000'")).toBe('');
    expect(await out(sh, "get_slowlog_responses '*'")).toBe(text('Retrieved SlowLog Responses from RegionServers', ''));
    expect(await out(sh, "get_slowlog_responses '*', 5")).toBe(error('Filter parameters are not Hash', 'get_slowlog_responses'));
    expect(await out(sh, "get_largelog_responses ['localhost,16020,1700000000000'], {'LIMIT' => 5}")).toBe(text('Retrieved LargeLog Responses from RegionServers', ''));
    // admin.rb's one get_slowlog_responses checks both commands' arguments
    expect(await out(sh, 'get_largelog_responses 5')).toBe(error('Integer of 5 is not of Array/String type', 'get_largelog_responses'));
    expect(await out(sh, "get_largelog_responses '*', 5")).toBe(error('Filter parameters are not Hash', 'get_largelog_responses'));
    expect(await out(sh, 'get_balancer_decisions')).toBe(text('Retrieved BalancerDecision Responses', ''));
    expect(await out(sh, 'get_balancer_rejections LIMIT => 10')).toBe(text('Retrieved BalancerRejection Responses', ''));
    expect(await out(sh, 'clear_slowlog_responses nil')).toBe(text('Cleared Slowlog responses from 0/1 RegionServers'));
    expect(await out(sh, "clear_block_cache 't'")).toBe(
      text('CacheEvictionStats{evictedBlocks=0, maxCacheSize=0, failedRegionsSize=0, failedRegions=}', '=> "CacheEvictionStats{evictedBlocks=0, maxCacheSize=0, failedRegionsSize=0, failedRegions=}"'),
    );
    expect(await out(sh, "clear_block_cache 'nosuch'")).toBe(error('Unknown table nosuch!', 'clear_block_cache'));
    expect(await out(sh, "clear_compaction_queues 'localhost,16020', 'long'")).toBe('');
    expect(await out(sh, "clear_compaction_queues 'localhost,16020', ['long', 'x']")).toBe(error('Unknown queue name x', 'clear_compaction_queues'));
    expect(await out(sh, "trace 'start'\ntrace 'status'\ntrace 'stop'\ntrace")).toBe(text('=> true', '=> true', '=> false', '=> false'));
  });
});
