import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "get_namespace_rsgroup 'namespace'";

const help = `Get the group name the given NameSpace is a member of.

Example:

  hbase> get_namespace_rsgroup 'namespace_name'

`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const get_namespace_rsgroup = defineCommand({
  name: 'get_namespace_rsgroup',
  group: 'rsgroup',
  usage,
  help,
  args: [value('namespace_name')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
