/**
 * The dml and snapshots groups in the registry (tools: test/commands/tools/registry.test.ts): every command has
 * HBase's help text (minimum indentation 0, as HBase's commands_test.rb asserts) with
 * examples, and every example parses but three of HBase's own
 * (test/commands/help-examples.test.ts runs them, those three repaired).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { parse } from '../../../src/grammar/parse.js';
import { helpExamples as examples, REPAIRS } from '../../helpers/help-examples.js';

// Commands load lazily; their help texts are read below.
beforeAll(() => registry.loadAll());

const GROUPS = ['dml', 'snapshots'] as const;

const EXPECTED = {
  dml: ['append', 'count', 'delete', 'deleteall', 'get', 'get_counter', 'get_splits', 'incr', 'put', 'scan', 'truncate', 'truncate_preserve'],
  snapshots: [
    'clone_snapshot',
    'delete_all_snapshot',
    'delete_snapshot',
    'delete_table_snapshots',
    'list_snapshots',
    'list_table_snapshots',
    'restore_snapshot',
    'snapshot',
  ],
};

const TABLE_METHODS = ['put', 'get', 'scan', 'count', 'delete', 'deleteall', 'incr', 'get_counter', 'append', 'get_splits', 'truncate', 'truncate_preserve', 'flush', 'snapshot'];

/** HBase's truncate and truncate_preserve help texts have no example at all. */
const NO_EXAMPLES = ['truncate', 'truncate_preserve'];

describe('registry: dml, snapshots', () => {
  it('the groups list exactly these commands', () => {
    for (const g of GROUPS) {
      const group = registry.groups().find((x) => x.name === g)!;
      expect(group.commands.map((c) => c.name)).toEqual(EXPECTED[g]);
    }
  });

  it('table-reference methods', () => {
    for (const name of TABLE_METHODS) expect(registry.get(name)?.tableMethod, name).toBe(true);
  });

  it('help texts: non-empty, minimum indentation 0, examples; a usage line', () => {
    for (const g of GROUPS) {
      for (const c of registry.groups().find((x) => x.name === g)!.commands) {
        expect(c.help.trim().length, c.name).toBeGreaterThan(0);
        const indents = c.help
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => /^ */.exec(l)![0].length);
        expect(Math.min(...indents), c.name).toBe(0);
        expect(c.usage.startsWith(c.name), c.name).toBe(true);
        if (NO_EXAMPLES.includes(c.name)) expect(examples(c.name, c.help), c.name).toEqual([]);
        else expect(examples(c.name, c.help).length, c.name).toBeGreaterThan(0);
      }
    }
    expect(registry.get('split')!.help).not.toContain('hbase>');
  });

  it('every example parses (the three broken HBase examples only once repaired)', () => {
    const broken: string[] = [];
    for (const g of GROUPS) {
      for (const c of registry.groups().find((x) => x.name === g)!.commands) {
        for (const e of examples(c.name, c.help)) {
          const r = parse(e);
          if (r.kind !== 'ok') {
            broken.push(e);
            expect(REPAIRS[e], `${c.name}: ${e}`).toBeDefined();
            expect(parse(REPAIRS[e]).kind, REPAIRS[e]).toBe('ok');
          }
        }
      }
    }
    expect(new Set(broken)).toEqual(new Set(Object.keys(REPAIRS)));
  });
});
