import { Buffer } from 'node:buffer';
import { defineCommand, tableName } from '../define.js';
import { markBinary } from '../../bytes.js';

export const split_keys = defineCommand({
  name: 'split_keys',
  group: 'labs',
  usage: "keys = split_keys 't1'",
  help: `hsh only. Return a table's split keys, ascending, as an Array of Strings of
the keys' own bytes ([] for a table of one region), printing nothing.
get_splits prints them and returns them as Bytes.toStringBinary text (a
byte 0x00 as the four characters \\x00), as HBase's does; split_keys returns
the bytes themselves, equal to the keys given in SPLITS.

  hbase> keys = split_keys 't1'
  hbase> assert_equal ['10', '20', '30'], split_keys('t1'), 'Q2 split points'
  hbase> t.split_keys
`,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [table]) {
    const splits = await ctx.hbase.table(table, ctx.via).splits();
    return { outputs: [], value: splits.map((k) => markBinary(Buffer.from(k))) };
  },
});
