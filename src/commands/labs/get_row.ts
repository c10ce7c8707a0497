import { defineCommand, rest, tableName, value } from '../define.js';
import { RHash } from '../../ruby/values.js';
import { collectRows } from './common.js';

export const get_row = defineCommand({
  name: 'get_row',
  group: 'labs',
  usage: "row = get_row 't1', 'r1' [, 'f1:c1', … | {COLUMN => …, TIMESTAMP => ts, TIMERANGE => [t1, t2], FILTER => \"…\"}]",
  help: `hsh only. Return a row as a Ruby Hash of 'family:qualifier' => value (the newest
version of each column; an empty Hash when the row has no cells), printing
nothing. Takes get's arguments: columns, TIMESTAMP, TIMERANGE, FILTER. 'get'
itself prints as HBase does and returns nothing.

  hbase> row = get_row 't1', 'r1'
  hbase> row['f1:c1']
  hbase> assert_equal({'f1:a' => '1', 'f1:b' => '2'}, get_row('t1', 'r1'), 'Q2')
  hbase> get_row 't1', 'r1', {COLUMN => 'f1'}
  hbase> t.get_row 'r1'
`,
  tableMethod: true,
  args: [tableName(), value('row'), rest('columns')],
  async run(ctx, [table, row, columns]) {
    const read = await ctx.hbase.table(table, ctx.via).get(row, columns, ctx.signal);
    const rows = await collectRows(read.rows);
    return { outputs: [], value: rows[0]?.[1] ?? new RHash() };
  },
});
