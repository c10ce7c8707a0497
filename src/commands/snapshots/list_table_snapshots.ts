import { str } from '../../ruby/values.js';
import { defineCommand } from '../define.js';
import { HEADER, tableAndTime, regexArg } from './listing.js';

export const usage = "list_table_snapshots 'tableRegex' [, 'snapshotRegex']";

const help = `List all completed snapshots matching the table name regular expression and the
snapshot name regular expression (by printing the names and relative information).
Optional snapshot name regular expression parameter could be used to filter the output
by snapshot name.

Examples:
  hbase> list_table_snapshots 'tableName'
  hbase> list_table_snapshots 'tableName.*'
  hbase> list_table_snapshots 'tableName', 'snapshotName'
  hbase> list_table_snapshots 'tableName', 'snapshotName.*'
  hbase> list_table_snapshots 'tableName.*', 'snapshotName.*'
  hbase> list_table_snapshots 'ns:tableName.*', 'snapshotName.*'
`;

export const list_table_snapshots = defineCommand({
  name: 'list_table_snapshots',
  group: 'snapshots',
  usage,
  help,
  args: [regexArg('tableRegex'), regexArg('snapshotRegex', true)],
  async run(ctx, [tableRegex, snapshotRegex = '.*']) {
    const list = await ctx.hbase.admin.listTableSnapshots(tableRegex, snapshotRegex);
    const rows = list.map((s) => [s.name, tableAndTime(s)]);
    return {
      outputs: [{ kind: 'table', header: HEADER, rows, footer: rows.length }],
      value: list.map((s) => str(s.name)),
    };
  },
});
