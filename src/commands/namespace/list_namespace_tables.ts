import { str } from '../../ruby/values.js';
import { defineCommand, value } from '../define.js';
import { headerThenError, sortForList, systemTablesOf } from '../ddl/common.js';
import { anyNamespaceName, requireNamespace } from './common.js';

export const usage = "list_namespace_tables 'ns1'";

export const help = `List all tables that are members of the namespace.
Examples:

  hbase> list_namespace_tables 'ns1'
`;

/** Header `TABLE`, the table qualifiers (no `ns:` prefix), `N row(s)`; returns the qualifiers. Errors come after the header. */
export const list_namespace_tables = defineCommand({
  name: 'list_namespace_tables',
  group: 'namespace',
  usage,
  help,
  args: [value('namespace')],
  async run(ctx, [nameArg]) {
    const engine = await ctx.engine();
    // The TABLE header is printed before admin.rb looks the namespace up: errors follow it.
    let name: string;
    try {
      name = anyNamespaceName('namespace', 'Failed to find namespace named ').parse(nameArg);
      requireNamespace(engine, name);
    } catch (e) {
      return headerThenError('TABLE', e);
    }
    const tables = name === 'hbase' ? systemTablesOf(engine) : engine.listTables().filter((t) => t.name.namespace === name);
    const names = sortForList(tables).map((t) => t.name.qualifier);
    return {
      outputs: [{ kind: 'table', header: ['TABLE'], rows: names.map((n) => [n]), footer: names.length }],
      value: names.map(str),
    };
  },
});
