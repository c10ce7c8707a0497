import { str } from '../../ruby/values.js';
import { defineCommand } from '../define.js';

export const usage = 'list_disabled_tables';

export const help = `List all disabled tables
Examples:
hbase> list_disabled_tables
`;

export const list_disabled_tables = defineCommand({
  name: 'list_disabled_tables',
  group: 'ddl',
  usage,
  help,
  args: [],
  async run(ctx) {
    const names = await ctx.hbase.admin.listInState('DISABLED');
    return {
      outputs: [{ kind: 'table', header: ['TABLE'], rows: names.map((n) => [n]), footer: names.length }],
      value: names.map(str),
    };
  },
});
