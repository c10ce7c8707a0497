import { defineCommand, rows, tableName } from '../define.js';

export const usage = "is_enabled 't1'";

export const help = `Is named table enabled? For example:
  hbase> is_enabled 't1'
  hbase> is_enabled 'ns1:t1'
`;

/** Prints and returns true / false; a missing table is `Unknown table t1!`. */
export const is_enabled = defineCommand({
  name: 'is_enabled',
  group: 'ddl',
  usage,
  help,
  args: [tableName()],
  async run(ctx, [name]) {
    const answer = (await ctx.hbase.admin.state(name)) === 'ENABLED';
    return { outputs: [rows(String(answer))], value: answer };
  },
});
