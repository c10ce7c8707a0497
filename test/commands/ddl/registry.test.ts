/**
 * The ddl group in the registry: the commands HBase lists, table-reference
 * methods, HBase's help texts (minimum indentation 0, as HBase's commands_test.rb asserts)
 * with `hbase> ` examples, and every example parsing and running against a
 * memory store without an internal or arity error (HBase-level errors such
 * as an existing table are fine: the examples are HBase's, not a script).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { parse } from '../../../src/grammar/parse.js';
import { testShell } from '../../helpers/shell.js';
import { examples } from './helpers.js';

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

export const SETUP = [
  "create_namespace 'ns1'",
  "create_namespace 'ns'",
  "create 't1', 'f1', 'f2', 'f3'",
  "create 'ns1:t1', 'f1'",
  "create 'ns:t1', 'f1'",
  "create 'table_name', 'f1'",
  "create 'tableName', 'f1'",
].join('\n');

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
      const list = examples(c.help, parse);
      expect(list.length, c.name).toBeGreaterThan(0);
      for (const e of list) expect(parse(e).kind, `${c.name}: ${e}`).toBe('ok');
    }
  });

  for (const name of EXPECTED) {
    it(`every example of ${name} runs without an internal or arity error`, async () => {
      for (const e of examples(registry.get(name)!.help, parse)) {
        const sh = await testShell({ answers: ['n'] });
        try {
          const setup = await sh.run(SETUP);
          expect(setup.stdout, 'setup').not.toContain('ERROR');
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
