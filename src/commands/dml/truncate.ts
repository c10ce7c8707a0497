import { defineCommand, tableName } from '../define.js';
import { truncateTable } from '../ddl/common.js';

export const usage = "truncate 't1'";

const help = `Disables, drops and recreates the specified table.
`;

/** Empties the table, drops its pre-splits (one region) and leaves it ENABLED. */
export const truncate = defineCommand({
  name: 'truncate',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  run: (ctx, [table]) => truncateTable(ctx, table, false),
});
