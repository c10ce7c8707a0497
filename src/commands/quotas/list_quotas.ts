import { unknownTable } from '../../hbase/index.js';
import { defineCommand, optionalValue } from '../define.js';
import { headerThenError } from '../header.js';

export const usage = 'list_quotas [USER => …, TABLE => …, NAMESPACE => …]';

const help = `List the quota settings added to the system.
You can filter the result based on USER, TABLE, or NAMESPACE.

For example:

    hbase> list_quotas
    hbase> list_quotas USER => 'bob.*'
    hbase> list_quotas USER => 'bob.*', TABLE => 't1'
    hbase> list_quotas USER => 'bob.*', NAMESPACE => 'ns.*'
    hbase> list_quotas TABLE => 'myTable'
    hbase> list_quotas NAMESPACE => 'ns.*'
`;

/** The header, then the scan of hbase:quota, which a 2.6 master creates only with hbase.quota.enabled. */
export const list_quotas = defineCommand({
  name: 'list_quotas',
  group: 'quotas',
  usage,
  help,
  args: [optionalValue('args')],
  async run() {
    return headerThenError(['OWNER', 'QUOTAS'], unknownTable('hbase:quota'));
  },
});
