import { defineCommand, tableName, value } from '../define.js';

export const counter_value = defineCommand({
  name: 'counter_value',
  group: 'labs',
  usage: "n = counter_value 't1', 'r1', 'f1:c1'",
  help: `hsh only. Return a counter cell's value as an Integer a script can test (nil
when the cell has none), printing nothing: what get_counter prints as
COUNTER VALUE, which itself returns nil as in HBase. A cell that is not an
8-byte long fails as get_counter does (Wrong length: N, expected 8).

  hbase> n = counter_value 't1', 'r1', 'c1'
  hbase> assert_equal 3, counter_value('t1', 'r1', 'c1'), 'Q1 three visits'
  hbase> t.counter_value 'r1', 'c1'
`,
  tableMethod: true,
  args: [tableName(), value('row'), value('column')],
  async run(ctx, [table, row, column]) {
    const counter = await ctx.hbase.table(table, ctx.via).getCounter(row, column, ctx.signal);
    return { outputs: [], value: counter ?? null };
  },
});
