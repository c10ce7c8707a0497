import { defineCommand, none, string } from '../define.js';
import { findSnapshot } from './listing.js';

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
    const engine = await ctx.engine();
    findSnapshot(engine, name);
    await engine.deleteSnapshot(name);
    return none;
  },
});
