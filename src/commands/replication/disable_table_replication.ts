import { RHash, str } from '../../ruby/values.js';
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
    const table = await ctx.hbase.replication.table(name);
    // Admin.disableTableReplication: every family's REPLICATION_SCOPE to 0, one modify
    const specs = table.families.map((f) => new RHash([[str('NAME'), str(f.name)], [str('REPLICATION_SCOPE'), 0n]]));
    await ctx.hbase.admin.alter(name, specs, false, adminIO(ctx));
    return { outputs: [lines(`Replication of table '${name}' successfully disabled.`)] };
  },
});
