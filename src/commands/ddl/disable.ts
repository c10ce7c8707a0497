import { defineCommand, tableName } from '../define.js';

export const usage = "disable 't1'";

export const help = `Start disable of named table:
  hbase> disable 't1'
  hbase> disable 'ns1:t1'
`;

/** Silent; a table that is already disabled is left as it is. */
export const disable = defineCommand({
  name: 'disable',
  group: 'ddl',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [name]) {
    await ctx.hbase.admin.disable(name);
  },
});
