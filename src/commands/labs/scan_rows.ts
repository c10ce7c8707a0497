import { defineCommand, optionalValue, tableName } from '../define.js';
import { SCAN_KEYS } from '../../hbase/index.js';
import { collectRows } from './common.js';

export const scan_rows = defineCommand({
  name: 'scan_rows',
  group: 'labs',
  usage: "rows = scan_rows 't1' [, {STARTROW => 'a', STOPROW => 'z', LIMIT => 10, COLUMNS => [...], FILTER => \"…\", REVERSED => true}]",
  help: `hsh only. Return the rows a scan reads as an Array of [row, cells] pairs, in
scan order, each cells a Hash of 'family:qualifier' => value (the newest
version of each column), printing nothing. Takes scan's options. 'scan'
itself prints as HBase does and returns nothing.

  hbase> rows = scan_rows 't1', {LIMIT => 2}
  hbase> rows.length
  hbase> rows.map { |row, cells| row }
  hbase> rows.each do |row, cells| puts "#{row} #{cells['f1:a']}" end
  hbase> assert_equal ['r1', 'r2'], scan_rows('t1').map { |r, c| r }, 'Q3'
  hbase> t.scan_rows STARTROW => 'r2'
`,
  tableMethod: true,
  optionKeys: SCAN_KEYS,
  args: [tableName(), optionalValue('args')],
  async run(ctx, [table, args]) {
    const read = await ctx.hbase.table(table, ctx.via).scan(args, ctx.signal);
    return { outputs: [], value: await collectRows(read.rows) };
  },
});
