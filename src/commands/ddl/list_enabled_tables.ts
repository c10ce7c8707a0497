import { str } from '../../ruby/values.js';
import { defineCommand } from '../define.js';

export const usage = 'list_enabled_tables';

export const help = `List all enabled tables
Examples:
hbase> list_enabled_tables
`;

export const list_enabled_tables = defineCommand({
  name: 'list_enabled_tables',
  group: 'ddl',
  usage,
  help,
  args: [],
  async run(ctx) {
    const names = await ctx.hbase.admin.listInState('ENABLED');
    return {
      outputs: [{ kind: 'table', header: ['TABLE'], rows: names.map((n) => [n]), footer: names.length }],
      value: names.map(str),
    };
  },
});
