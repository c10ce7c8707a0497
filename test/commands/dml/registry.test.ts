/**
 * The dml and snapshots groups in the registry (tools: test/commands/tools/registry.test.ts): every command has
 * HBase's help text (minimum indentation 0, as HBase's commands_test.rb asserts) with
 * examples, and every example parses and runs against a memory store without
 * an internal error or an arity error (HBase-level errors — a missing table,
 * an undefined `ts1` — are fine: the examples are HBase's, not a script).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../src/commands/index.js';
import { parse } from '../../../src/grammar/parse.js';
import { testShell } from '../../helpers/shell.js';

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

/**
 * HBase's own help has three examples that are not valid Ruby (they fail in
 * the real shell too); they stay verbatim in the help and run repaired here.
 */
const REPAIRS: Record<string, string> = {
  "get 't1', 'r1' {COLUMN => ['cf:qualifier1:toInt',\n    'cf:qualifier2:c(org.apache.hadoop.hbase.util.Bytes).toInt'] }":
    "get 't1', 'r1', {COLUMN => ['cf:qualifier1:toInt',\n    'cf:qualifier2:c(org.apache.hadoop.hbase.util.Bytes).toInt'] }",
  "deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1'        //delete certain column family in the row ranges":
    "deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1'",
  "delete_snapshot 'snapshotName',": "delete_snapshot 'snapshotName'",
};

/** HBase's truncate and truncate_preserve help texts have no example at all. */
const NO_EXAMPLES = ['truncate', 'truncate_preserve'];

/** Example statements of a help text: `hbase> …` lines (with their continuation lines), else indented `name …` lines (split). */
function examples(name: string, help: string): string[] {
  const lines = help.split('\n');
  const out: string[] = [];
  const prompt = /^\s*hbase> ?(.*)$/;
  const hasPrompt = lines.some((l) => prompt.test(l));
  for (let i = 0; i < lines.length; i++) {
    let stmt: string;
    if (hasPrompt) {
      const m = prompt.exec(lines[i]);
      if (!m) continue;
      stmt = m[1];
    } else {
      if (!new RegExp(`^\\s+${name} `).test(lines[i])) continue;
      stmt = lines[i].trim();
    }
    while (parse(stmt).kind === 'incomplete' && i + 1 < lines.length && !prompt.test(lines[i + 1]) && /^\s/.test(lines[i + 1])) {
      stmt += '\n' + lines[++i];
    }
    out.push(stmt);
  }
  return out;
}

const SETUP = [
  "create_namespace 'ns1'",
  "create_namespace 'namespace'",
  "create 't1', 'c1', 'c2', 'c3', 'cf', 'f1'",
  "create 'ns1:t1', 'c1'",
  "create 'sourceTable', 'f'",
  "create 'namespace:sourceTable', 'f'",
  "create 'TABLENAME', 'FAMILYNAME'",
  "create 'tableName', 'f'",
  "create 't', 'cf'",
  "put 't1', 'r1', 'c1:q', 'v'",
  "snapshot 't1', 'snapshotName'",
  "t = get_table 't1'",
].join('\n');

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

  for (const g of GROUPS) {
    for (const name of EXPECTED[g]) {
      it(`every example of ${name} runs without an internal or arity error`, async () => {
        const command = registry.get(name)!;
        const list = examples(name, command.help).map((e) => REPAIRS[e] ?? e);
        if (NO_EXAMPLES.includes(name)) list.push(`${name} 't1'`, `${name} 'ns1:t1'`);
        for (const e of list) {
          const sh = await testShell({ answers: ['y', 'y'] });
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
  }
});
