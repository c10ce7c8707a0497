import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "rename_rsgroup 'old', 'new'";

const help = `Rename a RegionServer group.
  hbase> rename_rsgroup 'old_rsgroup_name', 'new_rsgroup_name'
`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const rename_rsgroup = defineCommand({
  name: 'rename_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('oldname'), value('newname')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
