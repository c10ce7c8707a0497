import { defineCommand, none, optionalValue, tableName } from '../define.js';
import { findTable, tableAlreadyExists, unknownNamespace, unknownTable } from './common.js';
import { parseTableName } from './names.js';

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

/**
 * Admin.cloneTableSchema: the source's descriptor (and, by default, its
 * split keys) under a new name, empty. The client raises
 * TableNotFoundException(source) and TableExistsException(target), whose
 * messages are the bare table name, so the shell's exception translation
 * takes its one-word branch and names that table (`Unknown table src!`,
 * `Table already exists: dst!` — the branch §8.7 test 127 shows for
 * clone_snapshot). The master's NamespaceNotFoundException is translated
 * with the FIRST argument (`Unknown namespace src!`).
 */
export const clone_table_schema = defineCommand({
  name: 'clone_table_schema',
  group: 'ddl',
  usage,
  help,
  args: [tableName(), tableName('new_table'), optionalValue('preserve_splits')],
  async run(ctx, [source, target, preserve]) {
    parseTableName(source);
    const targetName = parseTableName(target);
    const engine = await ctx.engine();
    const desc = findTable(engine, source);
    if (!desc) throw unknownTable(source);
    if (findTable(engine, target)) throw tableAlreadyExists(target);
    if (!engine.getNamespace(targetName.namespace)) throw unknownNamespace(source);
    const preserveSplits = preserve === undefined || (preserve !== null && preserve !== false);
    await engine.createTable(
      target,
      { families: desc.families.map((f) => ({ name: f.name, values: f.values.map(([k, v]) => [k, v]) })), values: desc.values.map(([k, v]) => [k, v]) },
      preserveSplits ? desc.splits : [],
    );
    return none;
  },
});
