import { defineCommand, string } from '../define.js';

export const usage = "delete_snapshot 'snapshotName'";

const help = `Delete a specified snapshot. Examples:

  hbase> delete_snapshot 'snapshotName',
`;

export const delete_snapshot = defineCommand({
  name: 'delete_snapshot',
  group: 'snapshots',
  usage,
  help,
  args: [string('snapshot', 'Snapshot name must be of type String')],
  async run(ctx, [name]) {
    await ctx.hbase.admin.deleteSnapshot(name);
  },
});
