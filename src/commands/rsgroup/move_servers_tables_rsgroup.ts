import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "move_servers_tables_rsgroup 'dest', ['server:port', …], ['table', …]";

const help = `Reassign RegionServers and Tables from one group to another.

Example:

  hbase> move_servers_tables_rsgroup 'dest',['server1:port','server2:port'],['table1','table2']

`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const move_servers_tables_rsgroup = defineCommand({
  name: 'move_servers_tables_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('dest'), value('servers'), value('tables')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
