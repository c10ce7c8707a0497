import { adminIO } from '../ddl/common.js';
import { defineCommand, lines, tableName } from '../define.js';

export const usage = "disable_table_replication 'table_name'";

const help = `Disable a table's replication switch.

Examples:

  hbase> disable_table_replication 'table_name'
`;

export const disable_table_replication = defineCommand({
  name: 'disable_table_replication',
  group: 'replication',
  usage,
  help,
  args: [tableName('table_name')],
  async run(ctx, [name]) {
    await ctx.hbase.replication.setTableReplication(name, false, adminIO(ctx));
    return { outputs: [lines(`Replication of table '${name}' successfully disabled.`)] };
  },
});
