import { defineCommand, lines } from '../define.js';
import { stringTableName } from './common.js';

export const usage = "alter_status 't1'";

export const help = `Get the status of the alter command. Indicates the number of regions of the
table that have received the updated schema
Pass table name.

hbase> alter_status 't1'
hbase> alter_status 'ns1:t1'
`;

/** `N/N regions updated.` then `Done.` (a one-server cluster reopens every region at once). */
export const alter_status = defineCommand({
  name: 'alter_status',
  group: 'ddl',
  usage,
  help,
  args: [stringTableName()],
  async run(ctx, [name]) {
    return { outputs: [lines(...(await ctx.hbase.admin.alterStatus(name)))] };
  },
});
