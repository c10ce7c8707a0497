import { toS } from '../../ruby/coerce.js';
import { defineCommand, optionalValue, tableName } from '../define.js';

export const usage = "split 't1' | 'REGIONNAME' | 'ENCODED_REGIONNAME' [, 'splitKey']";

const help = `Split entire table or pass a region to split individual region.  With the
second parameter, you can specify an explicit split key for the region.
Examples:
    split 'TABLENAME'
    split 'REGIONNAME'
    split 'ENCODED_REGIONNAME'
    split 'TABLENAME', 'splitKey'
    split 'REGIONNAME', 'splitKey'
    split 'ENCODED_REGIONNAME', 'splitKey'
`;

/**
 * split 'TABLE' splits every region of the table at its middle row, as
 * Admin.split(TableName) does; split 'REGION' only that region; with a key,
 * the region holding it is cut there (see src/hbase/regions.ts). The key is
 * taken as its raw bytes (not `\\xHH`-decoded).
 */
export const split = defineCommand({
  name: 'split',
  group: 'tools',
  usage,
  help,
  args: [tableName('name'), optionalValue('splitKey')],
  async run(ctx, [name, key]) {
    await ctx.hbase.admin.split(name, key === undefined || key === null ? undefined : toS(key));
  },
});
