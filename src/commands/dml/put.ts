import { defineCommand, optionalValue, tableName, value } from '../define.js';

export const usage = "put 't1', 'r1', 'f1:c1', 'value' [, ts] [, {ATTRIBUTES => {...}, VISIBILITY => '...', TTL => ms}]";

const help = `Put a cell 'value' at specified table/row/column and optionally
timestamp coordinates.  To put a cell value into table 'ns1:t1' or 't1'
at row 'r1' under column 'c1' marked with the time 'ts1', do:

  hbase> put 'ns1:t1', 'r1', 'c1', 'value'
  hbase> put 't1', 'r1', 'c1', 'value'
  hbase> put 't1', 'r1', 'c1', 'value', ts1
  hbase> put 't1', 'r1', 'c1', 'value', {ATTRIBUTES=>{'mykey'=>'myvalue'}}
  hbase> put 't1', 'r1', 'c1', 'value', ts1, {ATTRIBUTES=>{'mykey'=>'myvalue'}}
  hbase> put 't1', 'r1', 'c1', 'value', ts1, {VISIBILITY=>'PRIVATE|SECRET'}

The same commands also can be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding command would be:

  hbase> t.put 'r1', 'c1', 'value', ts1, {ATTRIBUTES=>{'mykey'=>'myvalue'}}
`;

export const put = defineCommand({
  name: 'put',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: ['ATTRIBUTES', 'VISIBILITY', 'TTL'],
  args: [tableName(), value('row'), value('column'), value('value'), optionalValue('timestamp'), optionalValue('args')],
  // Not async, and no destructuring (a script of puts calls this 100k times): the engine's own
  // promise is returned as it is (put prints nothing and returns nil).
  run: (ctx, a) => ctx.hbase.table(a[0], ctx.via).put(a[1], a[2], a[3], a[4], a[5]),
});
