import { supportedFilters } from '../../hbase/index.js';
import { JavaObject, str } from '../../ruby/values.js';
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
 * order, no footer. It returns what `getSupportedFilters.each` returns, the
 * HashMap's key set, which IRB echoes as JRuby 9.3 inspects a Java
 * collection (`=> #<Java::JavaUtil::HashMap::KeySet: ["DependentColumnFilter", …]>`);
 * a script can enumerate it (each, map, size, include?).
 */
export const show_filters = defineCommand({
  name: 'show_filters',
  group: 'ddl',
  usage,
  help,
  args: [],
  async run() {
    const names = supportedFilters();
    return { outputs: [rows(...names)], value: JavaObject.collection('java.util.HashMap$KeySet', names.map((n) => str(n)), (v) => String(v)) };
  },
});
