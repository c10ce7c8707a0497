import { rsgroupEndpointMissing } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "alter_rsgroup_config 'group', {METHOD => 'set'|'unset', …}";

const help = `Alter RSGroup configuration.
Example:
    hbase> alter_rsgroup_config 'grp1', {METHOD => 'set', 'PROPERTY_NAME' => 'PROPERTY_VALUE'}
To delete a property:
    hbase> alter_rsgroup_config 'grp1', {METHOD => 'unset', NAME=>'PROPERTY_NAME'}
`;

/** branch-2's RSGroupAdminClient needs the RSGroupAdminEndpoint coprocessor, which a standalone 2.6 does not load. */
export const alter_rsgroup_config = defineCommand({
  name: 'alter_rsgroup_config',
  group: 'rsgroup',
  usage,
  help,
  args: [value('group'), value('args')],
  async run() {
    throw rsgroupEndpointMissing();
  },
});
