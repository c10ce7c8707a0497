import { describe, expect, it } from 'vitest';
import { error, out, shell, text } from '../ddl/helpers.js';

describe('create_namespace, describe_namespace (NamespaceDescriptor, admin_test.rb)', () => {
  it('#89 silent create; DESCRIPTION with sorted properties and the quota line', async () => {
    const sh = await shell();
    expect(await out(sh, "create_namespace 'ns'")).toBe('');
    expect(await out(sh, "describe_namespace 'ns'")).toBe(text('DESCRIPTION', "{NAME => 'ns'}", 'Quota is disabled'));
    expect(await out(sh, "create_namespace 'ns1', {'PROPERTY_NAME' => 'PROPERTY_VALUE', 'a' => 1, 'gone' => nil}")).toBe('');
    expect(await out(sh, "describe_namespace 'ns1'")).toBe(
      text('DESCRIPTION', "{NAME => 'ns1', PROPERTY_NAME => 'PROPERTY_VALUE', a => '1'}", 'Quota is disabled'),
    );
  });

  it('errors', async () => {
    const sh = await shell("create_namespace 'ns1'");
    expect(await out(sh, "create_namespace 'ns1'")).toBe(error('org.apache.hadoop.hbase.NamespaceExistException: Namespace ns1 already exists', 'create_namespace'));
    expect(await out(sh, 'create_namespace 123')).toBe(error('Namespace name must be of type String', 'create_namespace'));
    expect(await out(sh, "create_namespace 'ns2', 'x'")).toBe(error('String of "x" is not of Hash or String type', 'create_namespace'));
    expect(await out(sh, "create_namespace 'ns-1'")).toBe(
      error("Illegal character <-> at 2. Namespaces may only contain 'alphanumeric characters' from any language and digits: ns-1", 'create_namespace'),
    );
    expect(await out(sh, "describe_namespace 'ns9'")).toBe(error('Unknown namespace ns9!', 'describe_namespace'));
    expect(await out(sh, 'create_namespace')).toBe(error('wrong number of arguments (given 0, expected 1+)', 'create_namespace'));
  });

  it('a name that is not a String (drop, describe, list_namespace_tables pass it to Java unchecked)', async () => {
    const sh = await shell();
    for (const cmd of ['describe_namespace', 'drop_namespace', 'list_namespace_tables']) {
      for (const arg of ['1', '({})', ':ns', "['a', 'b']", 'true']) {
        const header = cmd === 'list_namespace_tables' ? 'TABLE\n' : '';
        expect(await out(sh, `${cmd} ${arg}`)).toBe(header + error('Namespace name must be of type String', cmd));
      }
    }
    // Ruby reads `{}` right after a method name as its block: no argument at all
    expect(await out(sh, 'describe_namespace {}')).toBe(error('wrong number of arguments (given 0, expected 1)', 'describe_namespace'));
    expect(await out(sh, 'describe_namespace nil')).toBe(error('Namespace name must be of type String', 'describe_namespace'));
    expect(await out(sh, 'drop_namespace nil')).toBe(error('Namespace name must be of type String', 'drop_namespace'));
    // admin.rb's own nil check
    expect(await out(sh, 'list_namespace_tables nil')).toBe('TABLE\n' + error('Failed to find namespace named ', 'list_namespace_tables'));
  });

  it('a table in an unknown namespace', async () => {
    const sh = await shell();
    expect(await out(sh, "create 'ns9:t', 'f'")).toBe(error('Unknown namespace ns9!', 'create'));
  });
});

describe('alter_namespace', () => {
  it('set and unset properties', async () => {
    const sh = await shell("create_namespace 'ns1', {'k1' => 'v1'}");
    expect(await out(sh, "alter_namespace 'ns1', {METHOD => 'set', 'PROPERTY_NAME' => 'PROPERTY_VALUE', 'k1' => 'v2'}")).toBe('');
    expect(await out(sh, "describe_namespace 'ns1'")).toBe(
      text('DESCRIPTION', "{NAME => 'ns1', PROPERTY_NAME => 'PROPERTY_VALUE', k1 => 'v2'}", 'Quota is disabled'),
    );
    expect(await out(sh, "alter_namespace 'ns1', {METHOD => 'unset', NAME => 'PROPERTY_NAME'}")).toBe('');
    expect(await out(sh, "describe_namespace 'ns1'")).toBe(text('DESCRIPTION', "{NAME => 'ns1', k1 => 'v2'}", 'Quota is disabled'));
  });

  it('errors', async () => {
    const sh = await shell("create_namespace 'ns1'");
    expect(await out(sh, "alter_namespace 'ns1', {METHOD => 'drop'}")).toBe(error('Unknown method drop', 'alter_namespace'));
    expect(await out(sh, "alter_namespace 'ns1', {'k' => 'v'}")).toBe(error('Unknown method ', 'alter_namespace'));
    expect(await out(sh, "alter_namespace 'ns1', 'x'")).toBe(error('String of "x" is not of Hash type', 'alter_namespace'));
    expect(await out(sh, "alter_namespace 'ns9', {METHOD => 'set', 'k' => 'v'}")).toBe(error('Unknown namespace ns9!', 'alter_namespace'));
    expect(await out(sh, "alter_namespace 1, {METHOD => 'set', 'k' => 'v'}")).toBe(error('Namespace name must be of type String', 'alter_namespace'));
  });
});

describe('drop_namespace (TableNamespaceManager)', () => {
  it('an empty namespace', async () => {
    const sh = await shell("create_namespace 'ns1'");
    expect(await out(sh, "drop_namespace 'ns1'")).toBe('');
    expect(await out(sh, "describe_namespace 'ns1'")).toBe(error('Unknown namespace ns1!', 'describe_namespace'));
  });

  it('errors', async () => {
    const sh = await shell("create_namespace 'ns1'", "create 'ns1:a', 'f'", "create 'ns1:b', 'f'");
    expect(await out(sh, "drop_namespace 'ns1'")).toBe(
      error('org.apache.hadoop.hbase.constraint.ConstraintException: Only empty namespaces can be removed. Namespace ns1 has 2 tables', 'drop_namespace'),
    );
    expect(await out(sh, "drop_namespace 'default'")).toBe(
      error('org.apache.hadoop.hbase.constraint.ConstraintException: Reserved namespace default cannot be removed.', 'drop_namespace'),
    );
    expect(await out(sh, "drop_namespace 'hbase'")).toBe(
      error('org.apache.hadoop.hbase.constraint.ConstraintException: Reserved namespace hbase cannot be removed.', 'drop_namespace'),
    );
    expect(await out(sh, "drop_namespace 'ns9'")).toBe(error('Unknown namespace ns9!', 'drop_namespace'));
  });
});

describe('list_namespace, list_namespace_tables (admin.rb, admin_test.rb)', () => {
  it('list_namespace: sorted, unanchored regex (JRuby Pattern#match = find), returns nil', async () => {
    const sh = await shell("create_namespace 'ns1'", "create_namespace 'abc'");
    expect(await out(sh, 'list_namespace')).toBe(text('NAMESPACE', 'abc', 'default', 'hbase', 'ns1', '4 row(s)'));
    expect(await out(sh, "list_namespace 'ns.*'")).toBe(text('NAMESPACE', 'ns1', '1 row(s)'));
    expect(await out(sh, "list_namespace 'ns'")).toBe(text('NAMESPACE', 'ns1', '1 row(s)'));
    // a tutorial transcript (HBase 2.x): list_namespace 'ns*' lists ns1
    expect(await out(sh, "list_namespace 'ns*'")).toBe(text('NAMESPACE', 'ns1', '1 row(s)'));
    expect(await out(sh, "list_namespace '^ns$'")).toBe(text('NAMESPACE', '0 row(s)'));
    expect(await out(sh, "list_namespace 'a'")).toBe(text('NAMESPACE', 'abc', 'default', 'hbase', '3 row(s)'));
  });

  it('#76 list_namespace_tables: qualifiers only', async () => {
    const sh = await shell("create_namespace 'ns1'", "create 'ns1:t2', 'f'", "create 'ns1:t1', 'f'", "create 't3', 'f'");
    expect(await out(sh, "list_namespace_tables 'ns1'")).toBe(text('TABLE', 't1', 't2', '2 row(s)', '=> ["t1", "t2"]'));
    expect(await out(sh, "list_namespace_tables 'default'")).toBe(text('TABLE', 't3', '1 row(s)', '=> ["t3"]'));
    expect(await out(sh, "list_namespace_tables 'hbase'")).toContain('meta');
    // the TABLE header comes first: list_namespace_tables.rb prints it before admin.rb looks the namespace up
    expect(await out(sh, "list_namespace_tables 'ns9'")).toBe('TABLE\n' + error('Unknown namespace ns9!', 'list_namespace_tables'));
    expect(await out(sh, "list_namespace '('")).toBe('NAMESPACE\n' + error('Unclosed group near index 1\n(', 'list_namespace'));
  });
});
