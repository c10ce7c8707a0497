import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "show_rsgroup_config 'group'";

const help = `Show the configuration of a special RSGroup.
Example:

    hbase> show_rsgroup_config 'group'

`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const show_rsgroup_config = defineCommand({
  name: 'show_rsgroup_config',
  group: 'rsgroup',
  usage,
  help,
  args: [value('group')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
