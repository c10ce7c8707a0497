import { defineCommand, lines, tableName, value } from '../define.js';

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
  async run(ctx, [table, row, column]) {
    const counter = await ctx.hbase.table(table, ctx.via).getCounter(row, column, ctx.signal);
    return { outputs: [lines(counter === undefined ? 'No counter found at specified coordinates' : `COUNTER VALUE = ${counter}`)] };
  },
});
