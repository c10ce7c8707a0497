import { toS } from '../../ruby/coerce.js';
import { defineCommand, lines, optionalValue, tableName, value } from '../define.js';
import { checkRow, openTable, writeColumn } from './common.js';
import { operationTtl, optionsHash } from './put.js';
import { toStringBinary } from '../../bytes.js';

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
  async run(ctx, [table, rowArg, column, valueArg, argsArg]) {
    const row = toS(rowArg);
    checkRow(row);
    const { family, qualifier } = writeColumn(column);
    const suffix = toS(valueArg);
    const args = optionsHash(argsArg);
    const ttlMs = args.size > 0 ? operationTtl(args) : undefined;
    const { engine } = await openTable(ctx, table);
    const result = await engine.append(table, row, family, qualifier ?? Buffer.alloc(0), suffix, ttlMs);
    return { outputs: [lines(`CURRENT VALUE = ${toStringBinary(result)}`)] };
  },
});
