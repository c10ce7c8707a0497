import { ShellError } from '../../errors.js';
import { toS } from '../../ruby/coerce.js';
import { fromLongBytes } from '../../bytes.js';
import { defineCommand, lines, tableName, value } from '../define.js';
import { checkRow, openForRead, signalOf, writeColumn } from './common.js';

export const usage = "get_counter 't1', 'r1', 'f1:c1'";

const help = `Return a counter cell value at specified table/row/column coordinates.
A counter cell should be managed with atomic increment functions on HBase
and the data should be binary encoded (as long value). Example:

  hbase> get_counter 'ns1:t1', 'r1', 'c1'
  hbase> get_counter 't1', 'r1', 'c1'

The same commands also can be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding command would be:

  hbase> t.get_counter 'r1', 'c1'
`;

/** Bytes.toLong of the newest version: exactly 8 bytes or `Wrong length: N, expected 8`. */
export const get_counter = defineCommand({
  name: 'get_counter',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  args: [tableName(), value('row'), value('column')],
  async run(ctx, [table, rowArg, column]) {
    const row = toS(rowArg);
    checkRow(row);
    const { family, qualifier } = writeColumn(column);
    const { engine, empty } = await openForRead(ctx, table);
    if (empty) return { outputs: [lines('No counter found at specified coordinates')] };
    const cells = await engine.get(table, row, {
      columns: [{ family, qualifier: qualifier ?? Buffer.alloc(0) }],
      maxVersions: 1,
      signal: signalOf(ctx),
    });
    if (cells.length === 0) return { outputs: [lines('No counter found at specified coordinates')] };
    const v = cells[0].value;
    if (v.length !== 8) throw new ShellError('NOT_A_COUNTER', `Wrong length: ${v.length}, expected 8`, { rubyClass: 'ArgumentError' });
    return { outputs: [lines(`COUNTER VALUE = ${fromLongBytes(v)}`)] };
  },
});
