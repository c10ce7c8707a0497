import { rubyToS } from '../../ruby/coerce.js';
import { argumentError, defineCommand, none, rest } from '../define.js';
import { modifyFamilySft, modifyTableSft } from './common.js';

export const usage = "change_sft 't1', ['cf1',] 'FILE'";

const help = `Change table's or table column family's sft. Examples:

  hbase> change_sft 't1','FILE'
  hbase> change_sft 't2','cf1','FILE'
`;

export const change_sft = defineCommand({
  name: 'change_sft',
  group: 'storefiletracker',
  usage,
  help,
  args: [rest('args')],
  async run(ctx, [args]) {
    if (args.length === 2) await modifyTableSft(ctx, rubyToS(args[0]), rubyToS(args[1]));
    else if (args.length === 3) await modifyFamilySft(ctx, rubyToS(args[0]), rubyToS(args[1]), rubyToS(args[2]));
    else throw argumentError('Argument length should be two or three.');
    return none;
  },
});
