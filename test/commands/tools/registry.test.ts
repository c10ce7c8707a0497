/**
 * The tools and procedures groups in the registry: exactly the commands
 * HBase 2.6's shell.rb registers (53 tools, hlog_roll an alias of
 * wal_roll; list_locks and list_procedures), help texts of minimum
 * indentation 0, and every `hbase> ` example either running without an
 * internal or arity error or one the real shell refuses as well (Ruby it
 * cannot parse: `...` placeholders, `=>` annotations after the statement).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { parse } from '../../../src/grammar/parse.js';
import { testShell } from '../../helpers/shell.js';
import { examples as promptExamples } from '../ddl/helpers.js';

/** `hbase> ` examples; a help without any (split, truncate_region) lists indented `name …` lines. */
function examples(name: string, help: string): string[] {
  const prompted = promptExamples(help, parse);
  if (prompted.length > 0 || /hbase>/.test(help)) return prompted;
  return help
    .split('\n')
    .filter((l) => new RegExp(`^\\s+${name} `).test(l))
    .map((l) => l.trim());
}

beforeAll(() => registry.loadAll());

const TOOLS = `assign balance_switch balancer balancer_enabled catalogjanitor_enabled catalogjanitor_run catalogjanitor_switch
cleaner_chore_enabled cleaner_chore_run cleaner_chore_switch clear_block_cache clear_compaction_queues clear_deadservers
clear_slowlog_responses close_region compact compact_rs compaction_state compaction_switch decommission_regionservers flush
flush_master_store get_balancer_decisions get_balancer_rejections get_largelog_responses get_slowlog_responses hbck_chore_run
is_in_maintenance_mode list_deadservers list_decommissioned_regionservers list_liveservers list_unknownservers major_compact
merge_region move normalize normalizer_enabled normalizer_switch recommission_regionserver regioninfo rit
snapshot_cleanup_enabled snapshot_cleanup_switch split splitormerge_enabled splitormerge_switch stop_master stop_regionserver
trace truncate_region unassign wal_roll zk_dump`.split(/\s+/);

const SETUP = "create 't1', 'f1', 'c1'\ncreate 'ns1:t1', 'f1'\ncreate 'my_table', 'f'".replace("create 'ns1:t1'", "create_namespace 'ns1'\ncreate 'ns1:t1'");

/** Examples the real shell cannot run either: not Ruby as written. */
const NOT_RUBY = /\.\.\.|=> (get|clears|Retrieve)|compaction_switch (true|false) '/;

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

  for (const name of [...TOOLS, 'list_locks', 'list_procedures']) {
    it(`every example of ${name} runs without an internal or arity error, or is not Ruby in HBase either`, async () => {
      for (const e of examples(name, registry.get(name)!.help)) {
        if (parse(e).kind !== 'ok') {
          expect(e, `${name}: ${e}`).toMatch(NOT_RUBY);
          continue;
        }
        const sh = await testShell({ answers: ['n'] });
        try {
          expect((await sh.run(SETUP)).stdout, 'setup').not.toContain('ERROR');
          const r = await sh.run(e);
          expect(r.stdout, e).not.toMatch(/internal error|wrong number of arguments|syntax error/);
          expect(r.stderr, e).not.toMatch(/internal error/);
        } finally {
          await sh.close();
        }
      }
    });
  }
});
