import { rubyToS } from '../../ruby/coerce.js';
import { defineCommand, lines, value } from '../define.js';

export const usage = "enable_all 'regex'";

export const help = `Enable all of the tables matching the given regex:

hbase> enable_all 't.*'
hbase> enable_all 'ns:t.*'
hbase> enable_all 'ns:.*'
`;

/** Lists the matching tables, asks `Enable the above N tables (y/n)?`, then prints `N tables successfully enabled`. */
export const enable_all = defineCommand({
  name: 'enable_all',
  group: 'ddl',
  usage,
  help,
  args: [value('regex')],
  async run(ctx, [regex]) {
    const out = await ctx.hbase.admin.bulk(rubyToS(regex), 'enable', (lines, question) => ctx.confirm(lines, question));
    return { outputs: out.length ? [lines(...out)] : [] };
  },
});
