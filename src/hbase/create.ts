/**
 * admin.rb `create(table_name, *args)`: families and table options in
 * argument order (a family given twice is replaced, with a notice), then
 * the client's checks (at least one family, split keys), then the master's
 * (namespace, TableDescriptorChecker's sanity checks, existence). Nothing is
 * written unless every check passes.
 */
import { Buffer } from 'node:buffer';
import { RHash, type Value, isString, rubyClass, truthy } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { javaInt, rubyToS } from '../ruby/coerce.js';
import { Options } from '../ruby/options.js';
import type { AdminIO } from './admin.js';
import type { HBase } from './client.js';
import { argumentError, tableAlreadyExists, unknownNamespace } from './errors.js';
import { FAMILY_KEYS, familyFromSpec } from './family-spec.js';
import { type ParsedTableName, parseTableName } from './names.js';
import { checkSplitKeys, splitLines, splitsFromAlgorithm, splitsFromArray } from './splits.js';
import { lookupTable } from './system-tables.js';
import { TABLE_KEYS, TableDraft, applyTableAttributes, sanityCheck } from './table-spec.js';

/** Every key create understands (completion and "did you mean"). */
export const CREATE_KEYS = [...new Set([...FAMILY_KEYS, ...TABLE_KEYS, 'METHOD', 'SPLITS', 'SPLITS_FILE', 'NUMREGIONS', 'SPLITALGO'])];

/** Ruby's `args.flatten.compact`. */
export function flattenCompact(values: Value[]): Value[] {
  const out: Value[] = [];
  const visit = (v: Value) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null) out.push(v);
  };
  values.forEach(visit);
  return out;
}

/** Creates the table; notices go to `io.printed`. Returns the new table's name (TableName#getNameAsString). */
export async function createTable(hbase: HBase, name: string, specs: Value[], io: AdminIO): Promise<ParsedTableName> {
  const parsed = parseTableName(name);
  const notices = io.printed;
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
      const text = await io.readFile(path);
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
    applyTableAttributes(spec, draft.values, (text) => io.warn(text));
    for (const key of spec.leftovers()) notices.push(`An argument ignored (unknown or overridden): ${key}`);
  }

  if (!hasColumns) throw argumentError('Table must have at least one column family');
  const splitKeys = splits ? checkSplitKeys(splits) : [];

  const engine = await hbase.connect();
  if (!engine.getNamespace(parsed.namespace)) throw unknownNamespace(name);
  const tableSpec = draft.spec();
  sanityCheck(tableSpec);
  if (lookupTable(engine, name)) throw tableAlreadyExists(name);
  await engine.createTable(name, tableSpec, splitKeys);
  return parsed;
}
