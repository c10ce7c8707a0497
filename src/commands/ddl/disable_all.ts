import { rubyToS } from '../../ruby/coerce.js';
import { defineCommand, lines, value } from '../define.js';

export const usage = "disable_all 'regex'";

export const help = `Disable all of tables matching the given regex:

hbase> disable_all 't.*'
hbase> disable_all 'ns:t.*'
hbase> disable_all 'ns:.*'
`;

/** Lists the matching tables, asks `Disable the above N tables (y/n)?`, then prints `N tables successfully disabled`. */
export const disable_all = defineCommand({
  name: 'disable_all',
  group: 'ddl',
  usage,
  help,
  args: [value('regex')],
  async run(ctx, [regex]) {
    const out = await ctx.hbase.admin.bulk(rubyToS(regex), 'disable', (lines, question) => ctx.confirm(lines, question));
    return { outputs: out.length ? [lines(...out)] : [] };
  },
});
