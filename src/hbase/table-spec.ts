/**
 * Table descriptors as create and alter build them (admin.rb's `create` and `alter`, TableDescriptorBuilder):
 * the table attributes of admin.rb's `update_tdb_from_arg`, coprocessor
 * specs stored as `coprocessor$N`, and the master's sanity checks
 * (TableDescriptorChecker), so that a bad descriptor is refused with
 * HBase's message before anything is written.
 */
import { ShellError } from '../errors.js';
import type { FamilyDescriptor, TableDescriptor, TableSpec } from '../engine/types.js';
import { RHash, type Value, isString, truthy } from '../ruby/values.js';
import { argumentError } from './errors.js';
import { type FamilyDraft, descriptorOf, draftOf } from './family-spec.js';
import { illegalArgument, jBoolean, jEnum, longSize } from './java.js';
import { javaInt, javaLong, rubyToS } from '../ruby/coerce.js';
import { ValueMap, applyPairs } from './value-map.js';
import { Options } from '../ruby/options.js';

export const DURABILITIES = ['USE_DEFAULT', 'SKIP_WAL', 'ASYNC_WAL', 'SYNC_WAL', 'FSYNC_WAL'] as const;

/** Table attribute keys `update_tdb_from_arg` understands (create and alter). */
export const TABLE_KEYS = [
  'OWNER',
  'MAX_FILESIZE',
  'READONLY',
  'COMPACTION_ENABLED',
  'SPLIT_ENABLED',
  'MERGE_ENABLED',
  'NORMALIZATION_ENABLED',
  'NORMALIZER_TARGET_REGION_COUNT',
  'NORMALIZER_TARGET_REGION_SIZE',
  'NORMALIZER_TARGET_REGION_SIZE_MB',
  'MEMSTORE_FLUSHSIZE',
  'DURABILITY',
  'PRIORITY',
  'FLUSH_POLICY',
  'REGION_MEMSTORE_REPLICATION',
  'SPLIT_POLICY',
  'REGION_REPLICATION',
  'ERASURE_CODING_POLICY',
  'METADATA',
  'CONFIGURATION',
] as const;

/** Coprocessor.PRIORITY_USER */
const PRIORITY_USER = 1073741823;

/** A table descriptor being built: families in order of definition, values in insertion order. */
export class TableDraft {
  constructor(
    readonly families: FamilyDraft[] = [],
    readonly values: ValueMap = new ValueMap(),
  ) {}

  static of(desc: TableDescriptor): TableDraft {
    return new TableDraft(desc.families.map(draftOf), new ValueMap(desc.values));
  }

  family(name: string): FamilyDraft | undefined {
    return this.families.find((f) => f.name === name);
  }

  /** setColumnFamily / modifyColumnFamily: replaces a family of the same name in place. */
  putFamily(family: FamilyDraft): void {
    const at = this.families.findIndex((f) => f.name === family.name);
    if (at >= 0) this.families[at] = family;
    else this.families.push(family);
  }

  removeFamily(name: string): void {
    const at = this.families.findIndex((f) => f.name === name);
    if (at >= 0) this.families.splice(at, 1);
  }

  spec(): TableSpec {
    const families: FamilyDescriptor[] = this.families.map(descriptorOf);
    families.sort((a, b) => Buffer.compare(Buffer.from(a.name, 'utf8'), Buffer.from(b.name, 'utf8')));
    return { families, values: this.values.entries.map(([k, v]) => [k, v]) };
  }
}

/**
 * `update_tdb_from_arg(tdb, arg)`: every table attribute the hash names, in
 * the shell's order. Leaves unknown keys in `spec` for the caller to report.
 */
export function applyTableAttributes(spec: Options, values: ValueMap, warn: (text: string) => void): void {
  const setBool = (key: string) => {
    if (spec.has(key)) values.set(key, String(jBoolean(spec.take(key))));
  };
  if (spec.has('OWNER')) values.set('OWNER', rubyToS(spec.take('OWNER')));
  if (spec.has('MAX_FILESIZE')) values.set('MAX_FILESIZE', String(longSize(spec.take('MAX_FILESIZE'))));
  setBool('READONLY');
  setBool('COMPACTION_ENABLED');
  setBool('SPLIT_ENABLED');
  setBool('MERGE_ENABLED');
  setBool('NORMALIZATION_ENABLED');
  if (spec.has('NORMALIZER_TARGET_REGION_COUNT')) {
    values.set('NORMALIZER_TARGET_REGION_COUNT', String(javaInt(spec.take('NORMALIZER_TARGET_REGION_COUNT'), 'valueOf')));
  }
  if (spec.has('NORMALIZER_TARGET_REGION_SIZE')) {
    warn(
      'Use of NORMALIZER_TARGET_REGION_SIZE has been deprecated and will be removed in future version, please use NORMALIZER_TARGET_REGION_SIZE_MB instead',
    );
    values.set('NORMALIZER_TARGET_REGION_SIZE_MB', String(javaLong(spec.take('NORMALIZER_TARGET_REGION_SIZE'), 'valueOf')));
  }
  if (spec.has('NORMALIZER_TARGET_REGION_SIZE_MB')) {
    values.set('NORMALIZER_TARGET_REGION_SIZE_MB', String(javaLong(spec.take('NORMALIZER_TARGET_REGION_SIZE_MB'), 'valueOf')));
  }
  if (spec.has('MEMSTORE_FLUSHSIZE')) values.set('MEMSTORE_FLUSHSIZE', String(longSize(spec.take('MEMSTORE_FLUSHSIZE'))));
  if (spec.has('DURABILITY')) {
    values.set('DURABILITY', jEnum(spec.take('DURABILITY'), 'org.apache.hadoop.hbase.client.Durability', DURABILITIES));
  }
  if (spec.has('PRIORITY')) values.set('PRIORITY', String(javaInt(spec.take('PRIORITY'), 'valueOf')));
  if (spec.has('FLUSH_POLICY')) values.set('FLUSH_POLICY', nullableText(spec.take('FLUSH_POLICY')));
  setBool('REGION_MEMSTORE_REPLICATION');
  if (spec.has('SPLIT_POLICY')) values.set('SPLIT_POLICY', nullableText(spec.take('SPLIT_POLICY')));
  if (spec.has('REGION_REPLICATION')) values.set('REGION_REPLICATION', String(javaInt(spec.take('REGION_REPLICATION'), 'valueOf')));
  // `ERASURE_CODING_POLICY => nil` removes it (setValue with null).
  if (spec.has('ERASURE_CODING_POLICY')) values.set('ERASURE_CODING_POLICY', nullableText(spec.take('ERASURE_CODING_POLICY')));
  if (truthy(spec.get('METADATA'))) applyPairs(values, spec.take('METADATA'), 'METADATA');
  if (truthy(spec.get('CONFIGURATION'))) applyPairs(values, spec.take('CONFIGURATION'), 'CONFIGURATION');
}

function nullableText(v: Value): string | null {
  return v === null ? null : rubyToS(v);
}

// ---------------------------------------------------------------- coprocessors

const CP_KEY = /^coprocessor\$([0-9]+)$/i;
const CP_VALUE = /^([^|]*)\|([^|]+)\|[\s]*([\d]*)[\s]*(\|.*)?$/;

interface Coprocessor {
  className: string;
  jarPath?: string;
  priority: number;
  /** Sorted by key (a TreeMap in HBase). */
  properties: Array<[string, string]>;
}

function ioError(message: string): ShellError {
  return new ShellError('ILLEGAL_ATTRIBUTE', message, { rubyClass: 'RuntimeError' });
}

/** `TableDescriptorBuilder.toCoprocessorDescriptor(spec)`: `'[jar]|class|[priority]|[k1=v1,k2=v2]'`. */
function coprocessorFromSpecString(specText: string): Coprocessor {
  const m = CP_VALUE.exec(specText);
  const className = m?.[2].trim() ?? '';
  if (!m || className === '') throw argumentError(`Coprocessor value doesn't match spec: ${specText}`);
  const path = m[1].trim();
  const priorityText = m[3].trim();
  const priority = priorityText === '' ? PRIORITY_USER : javaInt(Buffer.from(priorityText), 'valueOf');
  const properties = new Map<string, string>();
  let cfg = m[4];
  if (cfg !== undefined && cfg.trim() !== '|') {
    cfg = cfg.slice(cfg.indexOf('|') + 1);
    for (const p of cfg.matchAll(/([^=,]+)=([^,]+),?/g)) properties.set(p[1], p[2]);
  }
  return { className, jarPath: path === '' ? undefined : path, priority, properties: sortedPairs(properties) };
}

function coprocessorFromHash(hash: RHash): Coprocessor {
  const className = hash.get('CLASSNAME');
  if (className === undefined || className === null) throw argumentError('CLASSNAME must be provided in spec');
  const jar = hash.get('JAR_PATH');
  const priority = hash.get('PRIORITY');
  const props = hash.get('PROPERTIES');
  const properties = new Map<string, string>();
  if (props instanceof RHash) for (const [k, v] of props.entries) properties.set(rubyToS(k), rubyToS(v));
  return {
    className: rubyToS(className),
    jarPath: jar === undefined || jar === null ? undefined : rubyToS(jar),
    priority: priority === undefined || priority === null ? PRIORITY_USER : javaInt(priority, 'valueOf'),
    properties: sortedPairs(properties),
  };
}

function sortedPairs(m: Map<string, string>): Array<[string, string]> {
  return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function coprocessorClassOf(value: string): string | undefined {
  return CP_VALUE.exec(value)?.[2].trim();
}

function hasCoprocessor(values: ValueMap, className: string): boolean {
  return values.entries.some(([k, v]) => CP_KEY.test(k) && coprocessorClassOf(v) === className);
}

/** `tdb.setCoprocessor(cp)`: refuses a class already present, stores `coprocessor$<max+1>`. */
function setCoprocessor(values: ValueMap, cp: Coprocessor): void {
  if (hasCoprocessor(values, cp.className)) throw ioError(`Coprocessor ${cp.className} already exists.`);
  if (cp.priority < 0) throw ioError(`Priority must be bigger than or equal with zero, current:${cp.priority}`);
  const kv: string[] = [];
  for (const [k, v] of cp.properties) {
    if (!/^[^=,]+$/.test(k)) throw ioError(`Illegal parameter key = ${k}`);
    if (!/^[^,]+$/.test(v)) throw ioError(`Illegal parameter (${k}) value = ${v}`);
    kv.push(`${k}=${v}`);
  }
  let max = 0;
  for (const [k] of values.entries) {
    const m = CP_KEY.exec(k);
    if (m) max = Math.max(max, Number(m[1]));
  }
  values.set(`coprocessor$${max + 1}`, `${cp.jarPath ?? ''}|${cp.className}|${cp.priority}|${kv.join(',')}`);
}

/** The `coprocessor` keys of a table_att hash (any key matching /coprocessor/i), set in order. Returns the keys used. */
export function applyCoprocessors(spec: Options, values: ValueMap): void {
  for (const [k, v] of spec.hash.entries) {
    if (!isString(k)) continue;
    const key = k.toString('latin1');
    if (!spec.has(key) || !/coprocessor/i.test(key.trim())) continue;
    let cp: Coprocessor;
    if (isString(v)) cp = coprocessorFromSpecString(v.toString('utf8').trim());
    else if (v instanceof RHash) cp = coprocessorFromHash(v);
    else throw argumentError('coprocessor must be provided as a String or Hash');
    setCoprocessor(values, cp);
    spec.take(key);
  }
}

/** `tdb.removeCoprocessor(className)`. */
export function removeCoprocessor(values: ValueMap, className: string): void {
  const entry = values.entries.find(([k, v]) => CP_KEY.test(k) && coprocessorClassOf(v) === className.trim());
  if (!entry) throw illegalArgument(`coprocessor with class name ${className} was not found in the table attribute`);
  values.remove(entry[0]);
}

// ---------------------------------------------------------------- the master's sanity checks

const SANITY_SUFFIX = ' Set hbase.table.sanity.checks to false at conf or table descriptor if you want to bypass sanity checks';

function sanity(message: string): ShellError {
  return new ShellError('SANITY_CHECK', `org.apache.hadoop.hbase.DoNotRetryIOException: ${message}${SANITY_SUFFIX}`, {
    rubyClass: 'RuntimeError',
  });
}

function numberOf(values: ReadonlyArray<readonly [string, string]>, key: string): number | undefined {
  const v = values.find(([k]) => k === key)?.[1];
  return v === undefined ? undefined : Number(v);
}

/**
 * TableDescriptorChecker.sanityCheck as the master runs it on create and
 * alter; a table value `hbase.table.sanity.checks` other
 * than true turns the checks off, as in HBase.
 */
export function sanityCheck(spec: TableSpec): void {
  const tableSwitch = spec.values.find(([k]) => k === 'hbase.table.sanity.checks')?.[1];
  if (tableSwitch !== undefined && tableSwitch.toLowerCase() !== 'true') return;

  const maxFileSize = numberOf(spec.values, 'MAX_FILESIZE');
  if (maxFileSize !== undefined && maxFileSize >= 0 && maxFileSize < 2 * 1024 * 1024) {
    throw sanity(
      `MAX_FILESIZE for table descriptor or "hbase.hregion.max.filesize" (${maxFileSize}) is too small, which might cause over splitting into unmanageable number of regions.`,
    );
  }
  const flushSize = numberOf(spec.values, 'MEMSTORE_FLUSHSIZE');
  if (flushSize !== undefined && flushSize >= 0 && flushSize < 1024 * 1024) {
    throw sanity(
      `MEMSTORE_FLUSHSIZE for table descriptor or "hbase.hregion.memstore.flush.size" (${flushSize}) is too small, which might cause very frequent flushing.`,
    );
  }
  if (spec.families.length === 0) throw sanity('Table should have at least one column family.');
  const replication = numberOf(spec.values, 'REGION_REPLICATION');
  if (replication !== undefined && replication < 1) throw sanity('Table region replication should be at least one.');
  for (const f of spec.families) {
    const scope = numberOf(f.values, 'REPLICATION_SCOPE') ?? 0;
    if (scope < 0 || scope > 2) throw sanity(`Replication scope for column family ${f.name} is ${scope} which is invalid.`);
  }
  for (const f of spec.families) {
    const ttl = numberOf(f.values, 'TTL') ?? 2147483647;
    if (ttl <= 0) throw sanity(`TTL for column family ${f.name} must be positive.`);
    const block = numberOf(f.values, 'BLOCKSIZE') ?? 65536;
    if (block < 1024 || block > 16 * 1024 * 1024) throw sanity(`Block size for column family ${f.name}  must be between 1K and 16MB.`);
    const min = numberOf(f.values, 'MIN_VERSIONS') ?? 0;
    const max = numberOf(f.values, 'VERSIONS') ?? 1;
    if (min < 0) throw sanity(`Min versions for column family ${f.name}  must be positive.`);
    if (min > max) throw sanity(`Min versions for column family ${f.name} must be less than the Max versions.`);
    const dfs = numberOf(f.values, 'DFS_REPLICATION') ?? 0;
    if (dfs < 0) throw sanity(`HFile Replication for column family ${f.name}  must be greater than zero.`);
  }
}
