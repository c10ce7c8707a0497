import { ALTER_KEYS } from '../../hbase/index.js';
import { defineCommand, rest } from '../define.js';
import { runAlter, stringTableName } from './common.js';

export const usage = "alter_async 't1', {NAME => 'f1', VERSIONS => 5} | 'delete' => 'f1' | {METHOD => 'table_att', MAX_FILESIZE => '134217728'}, ...";

export const help = `Alter column family schema, does not wait for all regions to receive the
schema changes. Pass table name and a dictionary specifying new column
family schema. Dictionaries are described on the main help command output.
Dictionary must include name of column family to alter. For example,

To change or add the 'f1' column family in table 't1' from defaults
to instead keep a maximum of 5 cell VERSIONS, do:

  hbase> alter_async 't1', NAME => 'f1', VERSIONS => 5

To delete the 'f1' column family in table 'ns1:t1', do:

  hbase> alter_async 'ns1:t1', NAME => 'f1', METHOD => 'delete'

or a shorter version:

  hbase> alter_async 'ns1:t1', 'delete' => 'f1'

You can also change table-scope attributes like MAX_FILESIZE,
MEMSTORE_FLUSHSIZE, and READONLY.

For example, to change the max size of a family to 128MB, do:

  hbase> alter 't1', METHOD => 'table_att', MAX_FILESIZE => '134217728'

There could be more than one alteration in one command:

  hbase> alter 't1', {NAME => 'f1'}, {NAME => 'f2', METHOD => 'delete'}

To check if all the regions have been updated, use alter_status <table_name>
`;

/** alter without waiting: the same changes, and nothing printed but the specs' notices. */
export const alter_async = defineCommand({
  name: 'alter_async',
  group: 'ddl',
  usage,
  help,
  optionKeys: ALTER_KEYS,
  args: [stringTableName(), rest('specs')],
  run: (ctx, [name, specs]) => runAlter(ctx, name, specs, false),
});
