import { adminIO } from '../ddl/common.js';
import { defineCommand, lines, tableName } from '../define.js';

export const usage = "enable_table_replication 'table_name'";

const help = `Enable a table's replication switch.

Examples:

  hbase> enable_table_replication 'table_name'
`;

export const enable_table_replication = defineCommand({
  name: 'enable_table_replication',
  group: 'replication',
  usage,
  help,
  args: [tableName('table_name')],
  async run(ctx, [name]) {
    await ctx.hbase.replication.setTableReplication(name, true, adminIO(ctx));
    return { outputs: [lines(`The replication of table '${name}' successfully enabled`)] };
  },
});
