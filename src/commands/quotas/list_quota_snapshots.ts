import { unknownTable } from '../../hbase/index.js';
import { defineCommand, optionalValue } from '../define.js';
import { headerThenError } from '../header.js';

export const usage = 'list_quota_snapshots [{TABLE => …, NAMESPACE => …, REGIONSERVER => …}]';

const help = `Lists the current space quota snapshots with optional selection criteria.
Snapshots encapsulate relevant information to space quotas such as space
use, configured limits, and quota violation details. This command is
useful for understanding the current state of a cluster with space quotas.

By default, this command will read all snapshots stored in the system from
the hbase:quota table. A table name or namespace can be provided to filter
the snapshots returned. RegionServers maintain a copy of snapshots, refreshing
at a regular interval; by providing a RegionServer option, snapshots will
be retreived from that RegionServer instead of the quota table.

For example:

    hbase> list_quota_snapshots
    hbase> list_quota_snapshots({TABLE => 'table1'})
    hbase> list_quota_snapshots({NAMESPACE => 'org1'})
    hbase> list_quota_snapshots({REGIONSERVER => 'server1.domain,16020,1483482894742'})
    hbase> list_quota_snapshots({NAMESPACE => 'org1', REGIONSERVER => 'server1.domain,16020,1483482894742'})
`;

/** The header, then the snapshots read from hbase:quota, which does not exist with quotas off. */
export const list_quota_snapshots = defineCommand({
  name: 'list_quota_snapshots',
  group: 'quotas',
  usage,
  help,
  args: [optionalValue('args')],
  async run() {
    return headerThenError(['TABLE', 'USAGE', 'LIMIT', 'IN_VIOLATION', 'POLICY'], unknownTable('hbase:quota'));
  },
});
