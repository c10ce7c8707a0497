import { defineCommand, tableName } from '../define.js';

export const usage = "enable 't1'";

export const help = `Start enable of named table:
  hbase> enable 't1'
  hbase> enable 'ns1:t1'
`;

/** Silent; a table that is already enabled is left as it is. */
export const enable = defineCommand({
  name: 'enable',
  group: 'ddl',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [name]) {
    await ctx.hbase.admin.enable(name);
  },
});
