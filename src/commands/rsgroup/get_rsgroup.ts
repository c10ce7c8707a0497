import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "get_rsgroup 'group'";

const help = `Get a RegionServer group's information.

Example:

  hbase> get_rsgroup 'default'

`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const get_rsgroup = defineCommand({
  name: 'get_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('group_name')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
