import { defineCommand } from '../define.js';

export const usage = 'list_locks';

const help = `List all locks in hbase. Examples:

  hbase> list_locks
`;

/**
 * list_locks.rb prints each lock the master's procedure scheduler holds.
 * hsh's procedures run to completion inside their command and release
 * their table and region locks before the next one starts: none is held.
 */
export const list_locks = defineCommand({
  name: 'list_locks',
  group: 'procedures',
  usage,
  help,
  args: [],
  async run(ctx) {
    await ctx.hbase.admin.listProcedures();
  },
});
