import { defineCommand, optionalValue, tableName, value } from '../define.js';

export const usage = "delete 't1', 'r1', 'f1:c1' [, ts] [, {VISIBILITY => '...'}]";

const help = `Put a delete cell value at specified table/row/column and optionally
timestamp coordinates.  Deletes must match the deleted cell's
coordinates exactly.  When scanning, a delete cell suppresses older
versions. To delete a cell from  't1' at row 'r1' under column 'c1'
marked with the time 'ts1', do:

  hbase> delete 'ns1:t1', 'r1', 'c1', ts1
  hbase> delete 't1', 'r1', 'c1', ts1
  hbase> delete 't1', 'r1', 'c1', ts1, {VISIBILITY=>'PRIVATE|SECRET'}

The same command can also be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding command would be:

  hbase> t.delete 'r1', 'c1',  ts1
  hbase> t.delete 'r1', 'c1',  ts1, {VISIBILITY=>'PRIVATE|SECRET'}
`;

/**
 * Deletes ONE version (HBase ≥ 2.0): `'f:q'` writes a Delete marker at the
 * newest visible version (or at ts), `'f'` a DeleteFamilyVersion at now (or ts).
 */
export const del = defineCommand({
  name: 'delete',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: ['VISIBILITY'],
  args: [tableName(), value('row'), value('column'), optionalValue('timestamp'), optionalValue('args')],
  async run(ctx, [table, row, column, timestamp, args]) {
    await ctx.hbase.table(table, ctx.via).delete(row, column, timestamp, args);
  },
});
