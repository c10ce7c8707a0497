import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "add_rsgroup 'group'";

const help = `Create a new region server group.

Example:

  hbase> add_rsgroup 'my_group'
`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const add_rsgroup = defineCommand({
  name: 'add_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('group_name')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
