import { defineCommand, lines, optionalValue, tableName, value } from '../define.js';

export const usage = "incr 't1', 'r1', 'f1:c1' [, amount = 1] [, {ATTRIBUTES => {...}, VISIBILITY => '...', TTL => ms}]";

const help = `Increments a cell 'value' at specified table/row/column coordinates.
To increment a cell value in table 'ns1:t1' or 't1' at row 'r1' under column
'c1' by 1 (can be omitted) or 10 do:

  hbase> incr 'ns1:t1', 'r1', 'c1'
  hbase> incr 't1', 'r1', 'c1'
  hbase> incr 't1', 'r1', 'c1', 1
  hbase> incr 't1', 'r1', 'c1', 10
  hbase> incr 't1', 'r1', 'c1', 10, {ATTRIBUTES=>{'mykey'=>'myvalue'}}
  hbase> incr 't1', 'r1', 'c1', {ATTRIBUTES=>{'mykey'=>'myvalue'}}
  hbase> incr 't1', 'r1', 'c1', 10, {VISIBILITY=>'PRIVATE|SECRET'}

The same commands also can be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding command would be:

  hbase> t.incr 'r1', 'c1'
  hbase> t.incr 'r1', 'c1', 1
  hbase> t.incr 'r1', 'c1', 10, {ATTRIBUTES=>{'mykey'=>'myvalue'}}
  hbase> t.incr 'r1', 'c1', 10, {VISIBILITY=>'PRIVATE|SECRET'}
`;

/** The cell is an 8-byte big-endian signed long; a missing cell starts at 0. */
export const incr = defineCommand({
  name: 'incr',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: ['ATTRIBUTES', 'VISIBILITY', 'TTL'],
  args: [tableName(), value('row'), value('column'), optionalValue('value'), optionalValue('args')],
  async run(ctx, [table, row, column, amount, args]) {
    const result = await ctx.hbase.table(table, ctx.via).incr(row, column, amount, args);
    return { outputs: [lines(`COUNTER VALUE = ${result}`)] };
  },
});
