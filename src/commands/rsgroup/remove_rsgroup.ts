import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "remove_rsgroup 'group'";

const help = `Remove a RegionServer group.

  hbase> remove_rsgroup 'my_group'

`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const remove_rsgroup = defineCommand({
  name: 'remove_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('group_name')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
