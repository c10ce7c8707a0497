import { defineCommand, optionalHash } from '../define.js';

export const usage = 'list_quota_table_sizes';

const help = `Lists the sizes of the tables in HBase as collected
for the purpose of implementing filesystem utilization
quotas. This information is extracted from the HBase
Master and drives future quota actions in the cluster.

For example:

    hbase> list_quota_table_sizes
`;

/** The master collects no region sizes with quotas off: an empty listing. */
export const list_quota_table_sizes = defineCommand({
  name: 'list_quota_table_sizes',
  group: 'quotas',
  usage,
  help,
  args: [optionalHash('args')],
  async run() {
    return { outputs: [{ kind: 'table', header: ['TABLE', 'SIZE'], rows: [], footer: 0 }] };
  },
});
