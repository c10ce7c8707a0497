import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "move_servers_namespaces_rsgroup 'dest', ['server:port', …], ['ns', …]";

const help = `
Example:
hbase> move_servers_namespaces_rsgroup 'dest',['server1:port','server2:port'],['ns1','ns2']

`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const move_servers_namespaces_rsgroup = defineCommand({
  name: 'move_servers_namespaces_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('dest'), value('servers'), value('namespaces')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
