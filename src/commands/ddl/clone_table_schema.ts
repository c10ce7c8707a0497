import { defineCommand, optionalValue, tableName } from '../define.js';

export const usage = "clone_table_schema 'table_name', 'new_table_name' [, preserve_splits = true]";

export const help = `Create a new table by cloning the existent table schema.
There're no copies of data involved.
Just copy the table descriptor and split keys.

Passing 'false' as the optional third parameter will
not preserve split keys.
Examples:
  hbase> clone_table_schema 'table_name', 'new_table_name'
  hbase> clone_table_schema 'table_name', 'new_table_name', false
`;

/** Admin.cloneTableSchema: the source's descriptor (and, by default, its split keys) under a new name, empty. */
export const clone_table_schema = defineCommand({
  name: 'clone_table_schema',
  group: 'ddl',
  usage,
  help,
  args: [tableName(), tableName('new_table'), optionalValue('preserve_splits')],
  async run(ctx, [source, target, preserve]) {
    await ctx.hbase.admin.cloneTableSchema(source, target, preserve);
  },
});
