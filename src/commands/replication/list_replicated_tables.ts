import { defineCommand, optionalString } from '../define.js';

export const usage = "list_replicated_tables ['regex']";

const help = `List all the tables and column families replicated from this cluster

  hbase> list_replicated_tables
  hbase> list_replicated_tables 'abc.*'
`;

export const list_replicated_tables = defineCommand({
  name: 'list_replicated_tables',
  group: 'replication',
  usage,
  help,
  args: [optionalString('regex')],
  async run(ctx, [regex = '.*']) {
    const rows = (await ctx.hbase.replication.listReplicatedTables(regex)).map(([name, type]) => [name, type]);
    return { outputs: [{ kind: 'table', header: ['TABLE:COLUMNFAMILY', 'ReplicationType'], rows, footer: rows.length, widths: [32] }] };
  },
});
