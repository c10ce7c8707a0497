import { defineCommand, tableName } from '../define.js';

export const usage = "describe 't1'";

export const help = `Describe the named table. For example:
  hbase> describe 't1'
  hbase> describe 'ns1:t1'

Alternatively, you can use the abbreviated 'desc' for the same thing.
  hbase> desc 't1'
  hbase> desc 'ns1:t1'
`;

/** The renderer prints the descriptor (admin.rb's `describe`); `hbase:meta` has no quota section. */
export const describe = defineCommand({
  name: 'describe',
  group: 'ddl',
  usage,
  help,
  aliases: ['desc'],
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [name]) {
    const table = await ctx.hbase.admin.describe(name);
    return { outputs: [{ kind: 'describe', nameAsTyped: name, table, quotaLine: name !== 'hbase:meta' }] };
  },
});
