import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "move_servers_rsgroup 'dest', ['server:port', …]";

const help = `Reassign RegionServers from one group to another. Every region of the
RegionServer will be moved to another RegionServer.

Example:

  hbase> move_servers_rsgroup 'dest',['server1:port','server2:port']

`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const move_servers_rsgroup = defineCommand({
  name: 'move_servers_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('dest'), value('servers')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
