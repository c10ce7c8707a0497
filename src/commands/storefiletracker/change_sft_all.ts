import { rubyToS } from '../../ruby/coerce.js';
import { argumentError, defineCommand, lines, none, rest } from '../define.js';
import { modifyTableSft } from './common.js';

export const usage = "change_sft_all 'regex', 'FILE'";

const help = `Change all of the tables's sft matching the given regex:

  hbase> change_sft_all 't.*','FILE'
  hbase> change_sft_all 'ns:.*','FILE'
  hbase> change_sft_all 'ns:t.*','FILE'
`;

/** The matching tables, a y/n question, then one modify_table_sft each (change_sft_all.rb). */
export const change_sft_all = defineCommand({
  name: 'change_sft_all',
  group: 'storefiletracker',
  usage,
  help,
  args: [rest('args')],
  async run(ctx, [args]) {
    if (args.length !== 2) throw argumentError('Argument length should be two.');
    const regex = rubyToS(args[0]);
    const tables = await ctx.hbase.admin.list(regex);
    if (tables.length === 0) return { outputs: [lines(`No tables matched the regex ${regex}`)] };
    const names = tables;
    if (!(await ctx.confirm([...names, ''], `Change the above ${names.length} tables's sft (y/n)?`))) return none;
    for (const name of names) await modifyTableSft(ctx, name, rubyToS(args[1]));
    return none;
  },
});
