import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "balance_rsgroup 'group'";

const help = `Balance a region server group

  hbase> balance_rsgroup 'my_group'
`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const balance_rsgroup = defineCommand({
  name: 'balance_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('group_name')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
