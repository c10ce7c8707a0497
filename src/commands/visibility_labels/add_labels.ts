import { visibilityDisabled } from '../../hbase/index.js';
import { defineCommand, rest } from '../define.js';

export const usage = "add_labels ['label1', …]";

const help = `Add a set of visibility labels.
Syntax : add_labels [label1, label2]

For example:

    hbase> add_labels ['SECRET','PRIVATE']
`;

/** Without the VisibilityController coprocessor (a standalone 2.6's default) visibility_labels_admin refuses. */
export const add_labels = defineCommand({
  name: 'add_labels',
  group: 'visibility labels',
  usage,
  help,
  args: [rest('args')],
  async run() {
    throw visibilityDisabled();
  },
});
