import { defineCommand, optionalHash, string } from '../define.js';

export const usage = "restore_snapshot 'snapshotName' [, {RESTORE_ACL => true}]";

const help = `Restore a specified snapshot.
The restore will replace the content of the original table,
bringing back the content to the snapshot state.
The table must be disabled.

Examples:
  hbase> restore_snapshot 'snapshotName'

Following command will restore all acl from snapshot table into the table.

  hbase> restore_snapshot 'snapshotName', {RESTORE_ACL=>true}
`;

/**
 * Brings the snapshot's table back to the snapshot: the table must be disabled
 * (`Table t1 should be disabled!`); a dropped table is recreated (a clone).
 */
export const restore_snapshot = defineCommand({
  name: 'restore_snapshot',
  group: 'snapshots',
  usage,
  help,
  optionKeys: ['RESTORE_ACL'],
  args: [string('snapshot', 'Snapshot name must be of type String'), optionalHash('args', 'Arguments should be a Hash')],
  async run(ctx, [name]) {
    await ctx.hbase.admin.restoreSnapshot(name, (n) => ctx.progress(`restore_snapshot '${name}': ${n.toLocaleString('en-US')} cells`));
  },
});
