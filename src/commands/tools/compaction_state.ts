import { str } from '../../ruby/values.js';
import { defineCommand, rows, tableName } from '../define.js';

export const usage = "compaction_state 't1'";

const help = `Gets compaction status (MAJOR, MAJOR_AND_MINOR, MINOR, NONE) for a table:
hbase> compaction_state 'ns1:t1'
hbase> compaction_state 't1'
`;

/** Admin.getCompactionState: hsh compacts within the command that asks, so a table is never compacting (NONE). */
export const compaction_state = defineCommand({
  name: 'compaction_state',
  group: 'tools',
  usage,
  help,
  args: [tableName('table_name')],
  async run(ctx, [table]) {
    const state = await ctx.hbase.admin.compactionState(table);
    return { outputs: [rows(state)], value: str(state) };
  },
});
