import { visibilityDisabled } from '../../hbase/index.js';
import { defineCommand, optionalValue } from '../define.js';

export const usage = "list_labels ['regex']";

const help = `List the visibility labels defined in the system.
Optional regular expression parameter could be used to filter the labels being returned.
Syntax : list_labels

For example:

    hbase> list_labels 'secret.*'
    hbase> list_labels
`;

/** Without the VisibilityController coprocessor (a standalone 2.6's default) visibility_labels_admin refuses. */
export const list_labels = defineCommand({
  name: 'list_labels',
  group: 'visibility labels',
  usage,
  help,
  args: [optionalValue('regex')],
  async run() {
    throw visibilityDisabled();
  },
});
