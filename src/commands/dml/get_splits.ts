import { Buffer } from 'node:buffer';
import { toStringBinary } from '../../bytes.js';
import { defineCommand, lines, tableName } from '../define.js';

export const usage = "get_splits 't1'";

const help = `Get the splits of the named table:
  hbase> get_splits 't1'
  hbase> get_splits 'ns1:t1'

The same commands also can be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding command would be:

  hbase> t.get_splits
`;

/**
 * `Total number of splits = <regions>` then each split key, binary-escaped
 * (an empty list prints one blank line, as Ruby's `puts []` does); returns the
 * keys as that escaped text. Works on disabled tables (region boundaries live in meta).
 */
export const get_splits = defineCommand({
  name: 'get_splits',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [table]) {
    const keys = (await ctx.hbase.table(table, ctx.via).splits()).map((k) => toStringBinary(k));
    const out = [`Total number of splits = ${keys.length + 1}`, ...(keys.length ? keys : [''])];
    return { outputs: [lines(...out)], value: keys.map((k) => Buffer.from(k, 'latin1')) };
  },
});
