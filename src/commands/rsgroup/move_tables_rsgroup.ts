import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "move_tables_rsgroup 'dest', ['table', …]";

const help = `Reassign tables from one group to another.

  hbase> move_tables_rsgroup 'dest',['table1','table2']
`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const move_tables_rsgroup = defineCommand({
  name: 'move_tables_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('dest'), value('tables')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
