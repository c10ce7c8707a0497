import type { Value } from '../../ruby/values.js';
import { defineCommand, rest, string, tableName } from '../define.js';

export const usage = "snapshot 't1', 'snapshotName' [, {TTL => seconds, SKIP_FLUSH => true, MAX_FILESIZE => n}]";

const help = `Take a snapshot of specified table. Examples:

  hbase> snapshot 'sourceTable', 'snapshotName'
  hbase> snapshot 'namespace:sourceTable', 'snapshotName', {SKIP_FLUSH => true, MAX_FILESIZE => 21474836480}
  hbase> snapshot 'sourceTable', 'snapshotName', {TTL => 86400}
`;

/**
 * Takes a snapshot (enabled or disabled table). With option hashes HBase takes
 * one snapshot per hash and the command returns the hashes (Ruby's
 * `args.each` returns its receiver): `=> [{"SKIP_FLUSH"=>true}]`.
 */
export const snapshot = defineCommand({
  name: 'snapshot',
  group: 'snapshots',
  usage,
  help,
  tableMethod: true,
  optionKeys: ['TTL', 'SKIP_FLUSH', 'MAX_FILESIZE'],
  args: [tableName(), string('snapshot', 'Snapshot name must be of type String'), rest('args')],
  async run(ctx, [table, name, args]) {
    await ctx.hbase.admin.snapshot(table, name, args, (n) => ctx.progress(`snapshot '${name}': ${n.toLocaleString('en-US')} cells`));
    return args.length === 0 ? { outputs: [] } : { outputs: [], value: args as Value[] };
  },
});
