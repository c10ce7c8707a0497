import { RHash, TableRef, isString, rubyClass, truthy } from '../../ruby/values.js';
import { inspect } from '../../ruby/inspect.js';
import { argumentError, defineCommand, lines, rest } from '../define.js';
import { findTable, flattenCompact, stringTableName, tableAlreadyExists, unknownNamespace, withNotices } from './common.js';
import { FAMILY_KEYS, familyFromSpec } from './family-spec.js';
import { parseTableName } from './names.js';
import { checkSplitKeys, splitLines, splitsFromAlgorithm, splitsFromArray } from './splits.js';
import { TABLE_KEYS, TableDraft, applyTableAttributes, sanityCheck } from './table-spec.js';
import { javaInt, rubyToS } from '../../ruby/coerce.js';
import { Options } from '../../ruby/options.js';

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
 * admin.rb `create`: families and table options in argument order (a family
 * given twice is replaced, with a notice), then the client's checks, then
 * the master's (namespace, sanity checks, existence). Nothing is written
 * unless every check passes.
 */
export const create = defineCommand({
  name: 'create',
  group: 'ddl',
  usage,
  help,
  optionKeys: [...new Set([...FAMILY_KEYS, ...TABLE_KEYS, 'METHOD', 'SPLITS', 'SPLITS_FILE', 'NUMREGIONS', 'SPLITALGO'])],
  args: [stringTableName(), rest('families and options')],
  async run(ctx, [name, specs]) {
    const parsed = parseTableName(name);
    const notices: string[] = [];
    return withNotices(notices, async () => {
      const draft = new TableDraft();
      let hasColumns = false;
      let splits: Buffer[] | undefined;

      for (const arg of flattenCompact(specs)) {
        if (!isString(arg) && !(arg instanceof RHash)) {
          throw argumentError(`${rubyClass(arg)} of ${inspect(arg)} is not of Hash or String type`);
        }
        if (isString(arg) || arg.has('NAME')) {
          const family = familyFromSpec(arg, (n) => draft.family(n), notices);
          if (draft.family(family.name)) notices.push(`Family '${family.name}' already exists, the old one will be replaced`);
          draft.putFamily(family);
          hasColumns = true;
          continue;
        }

        const spec = new Options(arg);
        if (spec.has('REGION_REPLICATION')) draft.values.set('REGION_REPLICATION', String(javaInt(spec.take('REGION_REPLICATION'), 'valueOf')));
        const method = spec.take('METHOD');
        if (truthy(method) && !(isString(method) && method.toString('utf8') === 'table_att')) {
          throw argumentError('table_att is currently the only supported method');
        }
        if (spec.has('SPLITS_FILE')) {
          // The file's lines replace any SPLITS of the same hash.
          const path = rubyToS(spec.take('SPLITS_FILE'));
          const text = await ctx.readFile(path);
          if (text === undefined) throw argumentError(`Splits file ${path} doesn't exist`);
          spec.take('SPLITS');
          splits = splitLines(text);
          draft.values.set('SPLITS_FILE', path);
        } else if (spec.has('SPLITS')) {
          splits = splitsFromArray(spec.take('SPLITS'));
        } else if (spec.has('NUMREGIONS') || spec.has('SPLITALGO')) {
          const n = spec.has('NUMREGIONS') ? spec.get('NUMREGIONS') : undefined;
          const algo = spec.has('SPLITALGO') ? spec.get('SPLITALGO') : undefined;
          splits = splitsFromAlgorithm(n, algo);
          spec.take('NUMREGIONS');
          spec.take('SPLITALGO');
        }
        applyTableAttributes(spec, draft.values, (text) => ctx.warn(text));
        for (const key of spec.leftovers()) notices.push(`An argument ignored (unknown or overridden): ${key}`);
      }

      if (!hasColumns) throw argumentError('Table must have at least one column family');
      const splitKeys = splits ? checkSplitKeys(splits) : [];

      const engine = await ctx.engine();
      if (!engine.getNamespace(parsed.namespace)) throw unknownNamespace(name);
      const tableSpec = draft.spec();
      sanityCheck(tableSpec);
      if (findTable(engine, name)) throw tableAlreadyExists(name);
      await engine.createTable(name, tableSpec, splitKeys);
      // `Created table` echoes the name as typed; the returned Hbase::Table carries
      // TableName#getNameAsString, which drops `default:` (`=> Hbase::Table - t1`).
      return { outputs: [lines(...notices, `Created table ${name}`)], value: new TableRef(parsed.nameAsString) };
    });
  },
});
