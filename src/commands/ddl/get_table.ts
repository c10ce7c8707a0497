import { parseTableName } from '../../hbase/index.js';
import { TableRef } from '../../ruby/values.js';
import { defineCommand, rest, tableName } from '../define.js';

export const usage = "get_table 't1'";

export const help = `Get the given table name and return it as an actual object to
be manipulated by the user. See table.help for more information
on how to use the table.
Eg.

  hbase> t1 = get_table 't1'
  hbase> t1 = get_table 'ns1:t1'

returns the table named 't1' as a table object. You can then do

  hbase> t1.help

which will then print the help for that table.
`;

/** A table reference (`=> Hbase::Table - t1`, `default:` dropped); the name is checked, the table's existence is not. */
export const get_table = defineCommand({
  name: 'get_table',
  group: 'ddl',
  usage,
  help,
  args: [tableName(), rest('ignored')],
  async run(_ctx, [name]) {
    // Hbase::Table's @name is TableName#getNameAsString: `default:t1` is `t1`.
    return { outputs: [], value: new TableRef(parseTableName(name).nameAsString) };
  },
});
