import { rubyToS } from '../../ruby/coerce.js';
import { defineCommand, lines, value } from '../define.js';

export const usage = "drop_all 'regex'";

export const help = `Drop all of the tables matching the given regex:

hbase> drop_all 't.*'
hbase> drop_all 'ns:t.*'
hbase> drop_all 'ns:.*'
`;

/** Lists the matching tables, asks `Drop the above N tables (y/n)?`, then prints `N tables successfully dropped`. */
export const drop_all = defineCommand({
  name: 'drop_all',
  group: 'ddl',
  usage,
  help,
  args: [value('regex')],
  async run(ctx, [regex]) {
    const out = await ctx.hbase.admin.bulk(rubyToS(regex), 'drop', (lines, question) => ctx.confirm(lines, question));
    return { outputs: out.length ? [lines(...out)] : [] };
  },
});
