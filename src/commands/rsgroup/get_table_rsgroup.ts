import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "get_table_rsgroup 'table'";

const help = `Get the group name the given table is a member of.

  hbase> get_table_rsgroup 'myTable'
`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const get_table_rsgroup = defineCommand({
  name: 'get_table_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('table')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
