/**
 * The ddl group in the registry: the commands HBase lists, table-reference
 * methods, HBase's help texts (minimum indentation 0, as HBase's commands_test.rb asserts)
 * with `hbase> ` examples that parse (test/commands/help-examples.test.ts runs them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { parse } from '../../../src/grammar/parse.js';
import { helpExamples } from '../../helpers/help-examples.js';

// Commands load lazily; their help texts are read below.
beforeAll(() => registry.loadAll());

const EXPECTED = [
  'alter',
  'alter_async',
  'alter_status',
  'clone_table_schema',
  'create',
  'describe',
  'disable',
  'disable_all',
  'drop',
  'drop_all',
  'enable',
  'enable_all',
  'exists',
  'get_table',
  'is_disabled',
  'is_enabled',
  'list',
  'list_disabled_tables',
  'list_enabled_tables',
  'list_regions',
  'locate_region',
  'show_filters',
];

describe('registry: ddl', () => {
  const group = registry.groups().find((g) => g.name === 'ddl')!;

  it('lists exactly these commands; desc is an alias of describe', () => {
    expect(group.commands.map((c) => c.name)).toEqual(EXPECTED);
    expect(registry.get('desc')).toBe(registry.get('describe'));
  });

  it('table-reference methods', () => {
    for (const name of ['describe', 'disable', 'enable', 'drop']) expect(registry.get(name)?.tableMethod, name).toBe(true);
    for (const name of ['create', 'alter', 'list', 'exists']) expect(registry.get(name)?.tableMethod, name).toBeFalsy();
  });

  it('help texts: minimum indentation 0, at least one example, every example parses; usage names the command', () => {
    for (const c of group.commands) {
      const indents = c.help
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => /^ */.exec(l)![0].length);
      expect(Math.min(...indents), c.name).toBe(0);
      expect(c.usage.startsWith(c.name), c.name).toBe(true);
      const list = helpExamples(c.name, c.help);
      expect(list.length, c.name).toBeGreaterThan(0);
      for (const e of list) expect(parse(e).kind, `${c.name}: ${e}`).toBe('ok');
    }
  });
});
