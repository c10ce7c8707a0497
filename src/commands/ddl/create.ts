import { CREATE_KEYS } from '../../hbase/index.js';
import { TableRef } from '../../ruby/values.js';
import { defineCommand, lines, rest } from '../define.js';
import { adminIO, stringTableName, withNotices } from './common.js';

export const usage = "create 't1', 'f1' | {NAME => 'f1', VERSIONS => 5}, ... [, {SPLITS => ['10', '20'] | NUMREGIONS => 4, SPLITALGO => 'HexStringSplit', MAX_FILESIZE => …}]";

export const help = `Creates a table. Pass a table name, and a set of column family
specifications (at least one), and, optionally, table configuration.
Column specification can be a simple string (name), or a dictionary
(dictionaries are described below in main help output), necessarily
including NAME attribute.
Examples:

Create a table with namespace=ns1 and table qualifier=t1
  hbase> create 'ns1:t1', {NAME => 'f1', VERSIONS => 5}

Create a table with namespace=default and table qualifier=t1
  hbase> create 't1', {NAME => 'f1'}, {NAME => 'f2'}, {NAME => 'f3'}
  hbase> # The above in shorthand would be the following:
  hbase> create 't1', 'f1', 'f2', 'f3'
  hbase> create 't1', {NAME => 'f1', VERSIONS => 1, TTL => 2592000, BLOCKCACHE => true}
  hbase> create 't1', {NAME => 'f1', CONFIGURATION => {'hbase.hstore.blockingStoreFiles' => '10'}}

Table configuration options can be put at the end.
Examples:

  hbase> create 'ns1:t1', 'f1', SPLITS => ['10', '20', '30', '40']
  hbase> create 't1', 'f1', SPLITS => ['10', '20', '30', '40']
  hbase> create 't1', 'f1', SPLITS_FILE => 'splits.txt', OWNER => 'johndoe'
  hbase> create 't1', {NAME => 'f1', VERSIONS => 5}, METADATA => { 'mykey' => 'myvalue' }
  hbase> # Optionally pre-split the table into NUMREGIONS, using
  hbase> # SPLITALGO ("HexStringSplit", "UniformSplit" or classname)
  hbase> create 't1', 'f1', {NUMREGIONS => 15, SPLITALGO => 'HexStringSplit'}
  hbase> create 't1', 'f1', {NUMREGIONS => 15, SPLITALGO => 'HexStringSplit', REGION_REPLICATION => 2, CONFIGURATION => {'hbase.hregion.scan.loadColumnFamiliesOnDemand' => 'true'}}
  hbase> create 't1', {NAME => 'f1', DFS_REPLICATION => 1}

You can also keep around a reference to the created table:

  hbase> t1 = create 't1', 'f1'

Which gives you a reference to the table named 't1', on which you can then
call methods.
`;

/**
 * admin.rb `create`: prints its notices (a family given twice, an ignored
 * argument) before any later error, then `Created table t1`; returns the
 * table reference.
 */
export const create = defineCommand({
  name: 'create',
  group: 'ddl',
  usage,
  help,
  optionKeys: CREATE_KEYS,
  args: [stringTableName(), rest('families and options')],
  async run(ctx, [name, specs]) {
    const io = adminIO(ctx);
    return withNotices(io.printed, async () => {
      const created = await ctx.hbase.admin.create(name, specs, io);
      // `Created table` echoes the name as typed; the returned Hbase::Table carries
      // TableName#getNameAsString, which drops `default:` (`=> Hbase::Table - t1`).
      return { outputs: [lines(...io.printed, `Created table ${name}`)], value: new TableRef(created.nameAsString) };
    });
  },
});
