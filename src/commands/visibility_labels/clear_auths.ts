import { visibilityDisabled } from '../../hbase/index.js';
import { defineCommand, rest, value } from '../define.js';

export const usage = "clear_auths 'user', ['label1', …]";

const help = `Add a set of visibility labels for an user that has to removed
Syntax : clear_auths 'user1',[label1, label2]

For example:

    hbase> clear_auths 'user1', ['SECRET','PRIVATE']
`;

/** Without the VisibilityController coprocessor (a standalone 2.6's default) visibility_labels_admin refuses. */
export const clear_auths = defineCommand({
  name: 'clear_auths',
  group: 'visibility labels',
  usage,
  help,
  args: [value('user'), rest('auths')],
  async run() {
    throw visibilityDisabled();
  },
});
