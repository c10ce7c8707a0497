import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "update_rsgroup_config 'groupName'";

const help = `Reload a subset of configuration on all servers in the rsgroup.  See
http://hbase.apache.org/book.html#dyn_config for more details. Here is how
you would run the command in the hbase shell:
  hbase> update_rsgroup_config 'groupName'
`;

export const update_rsgroup_config = defineCommand({
  name: 'update_rsgroup_config',
  group: 'configuration',
  usage,
  help,
  args: [value('groupName')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
