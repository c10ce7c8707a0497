import { RHash, type Value, truthy } from '../../ruby/values.js';
import { argumentError, defineCommand, rest, string, tableName } from '../define.js';
import { findTable } from '../ddl/common.js';
import { javaLong } from '../../ruby/coerce.js';

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
    const ttls: Array<number | undefined> = [];
    for (const arg of args) {
      if (!(arg instanceof RHash)) throw argumentError('Arguments should be a Hash');
      const ttl = arg.get('TTL');
      ttls.push(truthy(ttl) ? Number(javaLong(ttl)) : undefined);
      if (truthy(arg.get('MAX_FILESIZE'))) javaLong(arg.get('MAX_FILESIZE')!);
    }
    const engine = await ctx.engine();
    // TableName.valueOf checks the name here; whether the table exists is the master's check (engine.snapshot).
    findTable(engine, table);
    const progress = (n: number) => ctx.progress(`snapshot '${name}': ${n.toLocaleString('en-US')} cells`);
    if (args.length === 0) {
      await engine.snapshot(table, name, { progress });
      return { outputs: [] };
    }
    for (const ttl of ttls) await engine.snapshot(table, name, ttl === undefined || ttl < 0 ? { progress } : { ttl, progress });
    return { outputs: [], value: args as Value[] };
  },
});
