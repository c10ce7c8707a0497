import { toStringBinary } from '../../bytes.js';
import { defineCommand, lines, optionalValue, tableName, value } from '../define.js';

export const usage = "append 't1', 'r1', 'f1:c1', 'value' [, {ATTRIBUTES => {...}, VISIBILITY => '...', TTL => ms}]";

const help = `Appends a cell 'value' at specified table/row/column coordinates.

  hbase> append 't1', 'r1', 'c1', 'value', ATTRIBUTES=>{'mykey'=>'myvalue'}
  hbase> append 't1', 'r1', 'c1', 'value', {VISIBILITY=>'PRIVATE|SECRET'}

The same commands also can be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding command would be:

  hbase> t.append 'r1', 'c1', 'value', ATTRIBUTES=>{'mykey'=>'myvalue'}
  hbase> t.append 'r1', 'c1', 'value', {VISIBILITY=>'PRIVATE|SECRET'}
`;

/** Concatenates to the newest value (a missing cell is created) and prints the whole new value. */
export const append = defineCommand({
  name: 'append',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: ['ATTRIBUTES', 'VISIBILITY', 'TTL'],
  args: [tableName(), value('row'), value('column'), value('value'), optionalValue('args')],
  async run(ctx, [table, row, column, suffix, args]) {
    const result = await ctx.hbase.table(table, ctx.via).append(row, column, suffix, args);
    return { outputs: [lines(`CURRENT VALUE = ${toStringBinary(result)}`)] };
  },
});
