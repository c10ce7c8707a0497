import { TableRef } from '../../ruby/values.js';
import { toS } from '../../ruby/coerce.js';
import { defineCommand, rows, value } from '../define.js';

export const usage = "exists 't1'";

export const help = `Does the named table exist?
  hbase> exists 't1'
  hbase> exists 'ns1:t1'
`;

/**
 * Prints `Table t1 does exist` / `Table t1 does not exist` (a formatter row);
 * returns true / false. exists.rb passes `table.to_s`, so any value names a
 * table (`exists 1` asks about table `1`).
 */
export const exists = defineCommand({
  name: 'exists',
  group: 'ddl',
  usage,
  help,
  args: [value('table')],
  async run(ctx, [table]) {
    const name = table instanceof TableRef ? table.name : toS(table).toString('utf8');
    const found = await ctx.hbase.admin.exists(name);
    return { outputs: [rows(`Table ${name} ${found ? 'does exist' : 'does not exist'}`)], value: found };
  },
});
