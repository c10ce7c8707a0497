import { RHash } from '../../ruby/values.js';
import { toS, javaLong } from '../../ruby/coerce.js';
import { defineCommand, lines, optionalValue, tableName, value } from '../define.js';
import { checkRow, openTable, writeColumn } from './common.js';
import { operationTtl, optionsHash } from './put.js';

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
  async run(ctx, [table, rowArg, column, amountArg, argsArg]) {
    const row = toS(rowArg);
    checkRow(row);
    const { family, qualifier } = writeColumn(column);
    // A hash in the amount slot means "by 1" (its keys are not used).
    const amount = amountArg === undefined || amountArg === null || amountArg instanceof RHash ? 1n : javaLong(amountArg);
    const args = optionsHash(argsArg);
    const ttlMs = args.size > 0 ? operationTtl(args) : undefined;
    const { engine } = await openTable(ctx, table);
    const result = await engine.increment(table, row, family, qualifier ?? Buffer.alloc(0), amount, ttlMs);
    return { outputs: [lines(`COUNTER VALUE = ${result}`)] };
  },
});
