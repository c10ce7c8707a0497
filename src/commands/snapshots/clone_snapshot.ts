import { ShellError } from '../../errors.js';
import { defineCommand, none, optionalHash, string, tableName } from '../define.js';
import { findSnapshot } from './listing.js';

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
    const engine = await ctx.engine();
    if (engine.getTable(table)) throw new ShellError('TABLE_EXISTS', `Table already exists: ${table}!`, { rubyClass: 'RuntimeError' });
    findSnapshot(engine, name);
    const colon = table.indexOf(':');
    if (colon >= 0) {
      const ns = table.slice(0, colon);
      if (!engine.getNamespace(ns)) throw new ShellError('NAMESPACE_NOT_FOUND', `Unknown namespace: ${ns}!`, { rubyClass: 'RuntimeError' });
    }
    await engine.cloneSnapshot(name, table, { progress: (n) => ctx.progress(`clone_snapshot '${name}': ${n.toLocaleString('en-US')} cells`) });
    return none;
  },
});
