import { str } from '../../ruby/values.js';
import { defineCommand, value } from '../define.js';
import { headerThenError } from '../ddl/common.js';
import { anyNamespaceName } from './common.js';

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
    await ctx.hbase.connect(); // a store that cannot be opened fails before the header
    // The TABLE header is printed before admin.rb looks the namespace up: errors follow it.
    let names: string[];
    try {
      names = await ctx.hbase.admin.namespaceTables(anyNamespaceName('namespace', 'Failed to find namespace named ').parse(nameArg, ctx));
    } catch (e) {
      return headerThenError('TABLE', e);
    }
    return {
      outputs: [{ kind: 'table', header: ['TABLE'], rows: names.map((n) => [n]), footer: names.length }],
      value: names.map(str),
    };
  },
});
