import { defineCommand, optionalHash, string, tableName } from '../define.js';

export const usage = "clone_snapshot 'snapshotName', 'newTable' [, {RESTORE_ACL => true}]";

const help = `Create a new table by cloning the snapshot content.
There're no copies of data involved.
And writing on the newly created table will not influence the snapshot data.

Examples:
  hbase> clone_snapshot 'snapshotName', 'tableName'
  hbase> clone_snapshot 'snapshotName', 'namespace:tableName'

Following command will restore all acl from origin snapshot table into the
newly created table.

  hbase> clone_snapshot 'snapshotName', 'namespace:tableName', {RESTORE_ACL=>true}
`;

/** A new table with the snapshot's descriptor, regions and data. */
export const clone_snapshot = defineCommand({
  name: 'clone_snapshot',
  group: 'snapshots',
  usage,
  help,
  optionKeys: ['RESTORE_ACL', 'CLONE_SFT'],
  args: [string('snapshot', 'Snapshot name must be of type String'), tableName(), optionalHash('args', 'Arguments should be a Hash')],
  async run(ctx, [name, table]) {
    await ctx.hbase.admin.cloneSnapshot(name, table, (n) => ctx.progress(`clone_snapshot '${name}': ${n.toLocaleString('en-US')} cells`));
  },
});
