/**
 * The tools and procedures groups in the registry: exactly the commands
 * HBase 2.6's shell.rb registers (53 tools, hlog_roll an alias of
 * wal_roll; list_locks and list_procedures), help texts of minimum
 * indentation 0, and the examples of helps without `hbase> ` lines
 * (test/commands/help-examples.test.ts runs them all).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { helpExamples as examples } from '../../helpers/help-examples.js';

beforeAll(() => registry.loadAll());

const TOOLS = `assign balance_switch balancer balancer_enabled catalogjanitor_enabled catalogjanitor_run catalogjanitor_switch
cleaner_chore_enabled cleaner_chore_run cleaner_chore_switch clear_block_cache clear_compaction_queues clear_deadservers
clear_slowlog_responses close_region compact compact_rs compaction_state compaction_switch decommission_regionservers flush
flush_master_store get_balancer_decisions get_balancer_rejections get_largelog_responses get_slowlog_responses hbck_chore_run
is_in_maintenance_mode list_deadservers list_decommissioned_regionservers list_liveservers list_unknownservers major_compact
merge_region move normalize normalizer_enabled normalizer_switch recommission_regionserver regioninfo rit
snapshot_cleanup_enabled snapshot_cleanup_switch split splitormerge_enabled splitormerge_switch stop_master stop_regionserver
trace truncate_region unassign wal_roll zk_dump`.split(/\s+/);

describe('registry: tools and procedures', () => {
  const tools = registry.groups().find((g) => g.name === 'tools')!;
  const procedures = registry.groups().find((g) => g.name === 'procedures')!;

  it('lists exactly the commands of HBase 2.6; hlog_roll is an alias of wal_roll', () => {
    expect(tools.commands.map((c) => c.name)).toEqual(TOOLS);
    expect(tools.commands.length).toBe(53);
    expect(procedures.title).toBe('PROCEDURES & LOCKS MANAGEMENT');
    expect(procedures.commands.map((c) => c.name)).toEqual(['list_locks', 'list_procedures']);
    expect(registry.get('hlog_roll')).toBe(registry.get('wal_roll'));
    const order = registry.groups().map((g) => g.name);
    expect(order.indexOf('procedures')).toBeGreaterThan(order.indexOf('snapshots'));
  });

  it('help texts: minimum indentation 0; usage names the command', () => {
    for (const c of [...tools.commands, ...procedures.commands]) {
      const indents = c.help
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => /^ */.exec(l)![0].length);
      expect(Math.min(...indents), c.name).toBe(0);
      expect(c.usage.startsWith(c.name), c.name).toBe(true);
    }
  });

  it('split and truncate_region list their examples without a prompt', () => {
    expect(examples('split', registry.get('split')!.help)).toContain("split 'TABLENAME', 'splitKey'");
    expect(examples('truncate_region', registry.get('truncate_region')!.help)).toEqual(["truncate_region 'REGIONNAME'", "truncate_region 'ENCODED_REGIONNAME'"]);
  });
});
