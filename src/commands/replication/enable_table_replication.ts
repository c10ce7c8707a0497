import { RHash, str } from '../../ruby/values.js';
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
    const table = await ctx.hbase.replication.table(name);
    // Admin.enableTableReplication: every family's REPLICATION_SCOPE to 1, one modify
    const specs = table.families.map((f) => new RHash([[str('NAME'), str(f.name)], [str('REPLICATION_SCOPE'), 1n]]));
    await ctx.hbase.admin.alter(name, specs, false, adminIO(ctx));
    return { outputs: [lines(`The replication of table '${name}' successfully enabled`)] };
  },
});
