import { visibilityDisabled } from '../../hbase/index.js';
import { defineCommand, value } from '../define.js';

export const usage = "get_auths 'user'";

const help = `Get the visibility labels set for a particular user or group
Syntax : get_auths 'user'

For example:

    hbase> get_auths 'user1'
    hbase> get_auths '@group1'
`;

/** Without the VisibilityController coprocessor (a standalone 2.6's default) visibility_labels_admin refuses. */
export const get_auths = defineCommand({
  name: 'get_auths',
  group: 'visibility labels',
  usage,
  help,
  args: [value('user')],
  async run() {
    throw visibilityDisabled();
  },
});
