import { describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { error, out, shell } from '../dml/helpers.js';

describe('rsgroup without the RSGroupAdminEndpoint', () => {
  it('every rsgroup command fails as RSGroupAdminClient does', async () => {
    const sh = await shell();
    const group = registry.groups().find((g) => g.name === 'rsgroup')!;
    expect(group.commands.length).toBe(17);
    // each with the arguments its shell.rb command takes
    const twoArgs = new Set(['move_servers_rsgroup', 'move_tables_rsgroup', 'move_namespaces_rsgroup', 'rename_rsgroup', 'alter_rsgroup_config']);
    const threeArgs = new Set(['move_servers_tables_rsgroup', 'move_servers_namespaces_rsgroup']);
    for (const c of group.commands) {
      const args = threeArgs.has(c.name) ? "'g', ['s:1'], ['t']" : twoArgs.has(c.name) ? "'g', ['x']" : "'default'";
      expect(await out(sh, `${c.name} ${args}`), c.name).toBe(
        error('org.apache.hadoop.hbase.exceptions.UnknownProtocolException: No registered Master Coprocessor Endpoint found for RSGroupAdminService', c.name),
      );
    }
    expect(await out(sh, 'add_rsgroup')).toBe(error('wrong number of arguments (given 0, expected 1)', 'add_rsgroup'));
    expect(await out(sh, "rename_rsgroup 'a'")).toBe(error('wrong number of arguments (given 1, expected 2)', 'rename_rsgroup'));
  });
});
