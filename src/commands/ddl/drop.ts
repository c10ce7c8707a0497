import { defineCommand, tableName } from '../define.js';

export const usage = "drop 't1'";

export const help = `Drop the named table. Table must first be disabled:
  hbase> drop 't1'
  hbase> drop 'ns1:t1'
`;

/** Silent; the table must be disabled (`Table t1 is enabled. Disable it first.`). */
export const drop = defineCommand({
  name: 'drop',
  group: 'ddl',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [name]) {
    await ctx.hbase.admin.drop(name);
  },
});
