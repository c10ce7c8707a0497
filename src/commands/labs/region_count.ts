import { defineCommand, tableName } from '../define.js';

export const region_count = defineCommand({
  name: 'region_count',
  group: 'labs',
  usage: "n = region_count 't1'",
  help: `hsh only. Return the number of regions of a table as an Integer, printing
nothing: the split keys plus one, the figure get_splits prints as "Total
number of splits". Works on a disabled table (region boundaries live in meta).

  hbase> n = region_count 't1'
  hbase> assert_equal 4, region_count('t1'), 'Q2 pre-split into four regions'
  hbase> t.region_count
`,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [table]) {
    const splits = await ctx.hbase.table(table, ctx.via).splits();
    return { outputs: [], value: BigInt(splits.length + 1) };
  },
});
