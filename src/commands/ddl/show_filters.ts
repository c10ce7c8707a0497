import { supportedFilters } from '../../hbase/index.js';
import { str } from '../../ruby/values.js';
import { defineCommand, rows } from '../define.js';

export const usage = 'show_filters';

export const help = `Show all the filters in hbase. Example:
  hbase> show_filters

  ColumnPrefixFilter
  TimestampsFilter
  PageFilter
  .....
  KeyOnlyFilter
`;

/**
 * The filters ParseFilter registers, one per line in HBase's (HashMap)
 * order, no footer. HBase returns ParseFilter's key set, which
 * IRB echoes as a Java object; hsh returns the names as an array
 * (`=> ["DependentColumnFilter", …]`), the same set in a form a script can use.
 */
export const show_filters = defineCommand({
  name: 'show_filters',
  group: 'ddl',
  usage,
  help,
  args: [],
  async run() {
    const names = supportedFilters();
    return { outputs: [rows(...names)], value: names.map((n) => str(n)) };
  },
});
