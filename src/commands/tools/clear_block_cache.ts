import { str } from '../../ruby/values.js';
import { defineCommand, rows, tableName } from '../define.js';

export const usage = "clear_block_cache 'TABLENAME'";

const help = `Clear all the blocks corresponding to this table from BlockCache. For expert-admins.
Calling this API will drop all the cached blocks specific to a table from BlockCache.
This can significantly impact the query performance as the subsequent queries will
have to retrieve the blocks from underlying filesystem.
For example:

  hbase> clear_block_cache 'TABLENAME'
`;

/** Admin.clearBlockCache's CacheEvictionStats: hsh keeps no block cache of its own, so nothing is evicted. */
export const clear_block_cache = defineCommand({
  name: 'clear_block_cache',
  group: 'tools',
  usage,
  help,
  args: [tableName('table_name')],
  async run(ctx, [table]) {
    await ctx.hbase.admin.requireTable(table);
    const stats = 'CacheEvictionStats{evictedBlocks=0, maxCacheSize=0, failedRegionsSize=0, failedRegions=}';
    return { outputs: [rows(stats)], value: str(stats) };
  },
});
