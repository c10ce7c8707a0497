import { defineCommand, tableName } from '../define.js';
import { truncateTable } from '../ddl/common.js';

export const usage = "truncate_preserve 't1'";

const help = `Disables, drops and recreates the specified table while still maintaing the previous region boundaries.
`;

/** Like truncate, but keeps the region boundaries (get_splits is unchanged). */
export const truncate_preserve = defineCommand({
  name: 'truncate_preserve',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  run: (ctx, [table]) => truncateTable(ctx, table, true),
});
