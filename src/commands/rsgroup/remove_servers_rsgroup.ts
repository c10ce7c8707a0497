import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "remove_servers_rsgroup ['server:port', …]";

const help = `Remove decommissioned servers from rsgroup.
Dead/recovering/live servers will be disallowed.
Example:
  hbase> remove_servers_rsgroup ['server1:port','server2:port']
`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const remove_servers_rsgroup = defineCommand({
  name: 'remove_servers_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('servers')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
