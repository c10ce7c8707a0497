import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "get_server_rsgroup 'server:port'";

const help = `Get the group name the given region server is a member of.

  hbase> get_server_rsgroup 'server1:port1'
`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const get_server_rsgroup = defineCommand({
  name: 'get_server_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('server')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
