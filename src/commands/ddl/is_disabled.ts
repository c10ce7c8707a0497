import { defineCommand, rows, tableName } from '../define.js';

export const usage = "is_disabled 't1'";

export const help = `Is named table disabled? For example:
  hbase> is_disabled 't1'
  hbase> is_disabled 'ns1:t1'
`;

/** Prints and returns true / false; a missing table is `Unknown table t1!`. */
export const is_disabled = defineCommand({
  name: 'is_disabled',
  group: 'ddl',
  usage,
  help,
  args: [tableName()],
  async run(ctx, [name]) {
    const answer = (await ctx.hbase.admin.state(name)) === 'DISABLED';
    return { outputs: [rows(String(answer))], value: answer };
  },
});
