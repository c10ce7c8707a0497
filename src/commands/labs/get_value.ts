import { Buffer } from 'node:buffer';
import { defineCommand, optionalHash, tableName, value } from '../define.js';
import { RHash } from '../../ruby/values.js';
import { collectRows } from './common.js';

export const get_value = defineCommand({
  name: 'get_value',
  group: 'labs',
  usage: "value = get_value 't1', 'r1', 'f1:c1' [, {TIMESTAMP => ts, TIMERANGE => [t1, t2], FILTER => \"…\"}]",
  help: `hsh only. Return one cell's value as a String a script can test (nil when the
cell has none), printing nothing: the newest version, or the one a TIMESTAMP,
TIMERANGE or FILTER selects (get's options). 'get' itself prints as HBase does
and returns nothing.

  hbase> v = get_value 't1', 'r1', 'f1:c1'
  hbase> assert_equal 'value1', get_value('t1', 'r1', 'f1:c1'), 'Q1'
  hbase> get_value 't1', 'r1', 'f1:c1', {TIMESTAMP => 1700000000000}
  hbase> t.get_value 'r1', 'f1:c1'
`,
  tableMethod: true,
  args: [tableName(), value('row'), value('column'), optionalHash('options')],
  async run(ctx, [table, row, column, options]) {
    const spec = new RHash([[Buffer.from('COLUMN'), column], ...options.without('COLUMN', 'COLUMNS').entries]);
    const read = await ctx.hbase.table(table, ctx.via).get(row, [spec], ctx.signal);
    const rows = await collectRows(read.rows);
    const cells = rows[0]?.[1];
    return { outputs: [], value: cells && cells.size > 0 ? cells.entries[0][1] : null };
  },
});
