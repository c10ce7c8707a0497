/**
 * Hbase::Table's option handling (hbase-shell's table.rb): `_hash_to_scan`
 * (scan and count options → a Scan), `_get_internal`'s arguments (→ a Get),
 * the column specs both share with their `:converter` suffixes
 * (`set_converter`), FORMATTER / FORMATTER_CLASS, TIMESTAMP / TIMERANGE as
 * TimeRange checks them, and the client's scan metrics map. The result is
 * the engine's ReadSpec / ScanSpec, plus what the renderer needs.
 *
 * Argument errors use JRuby's and Java's wording, in the order table.rb
 * meets them.
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../errors.js';
import type { ColumnSelector, ScanMetrics, ScanSpec } from '../engine/types.js';
import { BYTES_CONVERTER_METHODS } from '../bytes.js';
import { RHash, type Value, isString } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { toS } from '../ruby/coerce.js';
import { Options } from '../ruby/options.js';
import { truthy } from '../ruby/values.js';
import { javaBytes, javaLong, javaInt, rubyInt } from '../ruby/coerce.js';
import { argumentError } from './errors.js';
import { LATEST_TIMESTAMP, checkAttributes, checkAuthorizations } from './mutation.js';

/**
 * How one column's values are shown (table.rb's `@converters`): a Bytes
 * method, or the global FORMATTER's toString / toStringBinary. The same
 * shape as the renderer's ValueConverter (src/format/output.ts).
 */
export type ColumnConverter = { kind: 'toStringBinary' } | { kind: 'toString' } | { kind: 'bytesMethod'; method: string };

/** FORMATTER: how row keys, column names and values without a column converter are shown. */
export type GlobalFormatter = 'toStringBinary' | 'toString';

/** The public static methods of org.apache.hadoop.hbase.util.Bytes a column converter may name. */
export const BYTES_METHODS: ReadonlySet<string> = new Set(BYTES_CONVERTER_METHODS);

const BYTES_CLASS = 'org.apache.hadoop.hbase.util.Bytes';

/** A converter as the renderer takes it, from a Bytes method name. */
export function converterFor(method: string): ColumnConverter {
  if (method === 'toStringBinary') return { kind: 'toStringBinary' };
  if (method === 'toString') return { kind: 'toString' };
  return { kind: 'bytesMethod', method };
}

/** `c(org.apache.hadoop.hbase.util.Bytes).toInt` or a bare Bytes method name, else undefined. */
function parseConverter(spec: string): ColumnConverter | undefined {
  const m = /^c\((.+)\)\.(.+)$/s.exec(spec);
  if (m) {
    if (m[1] !== BYTES_CLASS && m[1] !== 'Bytes') {
      throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${m[1]} (hsh converts with ${BYTES_CLASS} only)`, { rubyClass: 'NameError' });
    }
    if (!BYTES_METHODS.has(m[2])) {
      throw new ShellError('NAME_ERROR', `undefined method \`${m[2]}' for class \`${BYTES_CLASS}'`, { rubyClass: 'NameError' });
    }
    return converterFor(m[2]);
  }
  return BYTES_METHODS.has(spec) ? converterFor(spec) : undefined;
}

export interface ReadColumns {
  selectors: ColumnSelector[];
  /** `family:qualifier` (qualifier latin1) → converter, for the renderer. */
  converters: Map<string, ColumnConverter>;
}

/**
 * get/scan column specs (table.rb's `parse_column_name`): `'f'` is the whole family, `'f:'`
 * the empty qualifier, `'f:q'` one column; a trailing `:<converter>` naming a
 * Bytes method or `c(Class).method` is stripped and becomes that column's
 * value converter (`'x:foo:bar:c2:toLong'` → column `x:foo:bar:c2`).
 */
export function readColumns(columns: Value[]): ReadColumns {
  const selectors: ColumnSelector[] = [];
  const converters = new Map<string, ColumnConverter>();
  for (const c of columns) {
    const bytes = toS(c);
    const i = bytes.indexOf(0x3a);
    if (i < 0) {
      selectors.push({ family: bytes.toString('utf8'), qualifier: null });
      continue;
    }
    const family = bytes.subarray(0, i).toString('utf8');
    let qualifier = Buffer.from(bytes.subarray(i + 1));
    const j = qualifier.lastIndexOf(0x3a);
    if (j >= 0) {
      const converter = parseConverter(qualifier.subarray(j + 1).toString('latin1'));
      if (converter) {
        qualifier = Buffer.from(qualifier.subarray(0, j));
        converters.set(`${family}:${qualifier.toString('latin1')}`, converter);
      }
    }
    selectors.push({ family, qualifier });
  }
  return { selectors, converters };
}

/** FORMATTER / FORMATTER_CLASS: the global formatter for rows, columns and values. */
export function globalFormatter(formatter: Value | undefined, formatterClass: Value | undefined): GlobalFormatter {
  if (truthy(formatterClass)) {
    const cls = toS(formatterClass).toString('utf8');
    if (cls !== BYTES_CLASS) {
      throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${cls} (hsh formats with ${BYTES_CLASS} only)`, { rubyClass: 'NameError' });
    }
  }
  if (!truthy(formatter)) return 'toStringBinary';
  const method = toS(formatter).toString('utf8');
  if (method === 'toString' || method === 'toStringBinary') return method;
  if (BYTES_METHODS.has(method)) {
    throw argumentError(`FORMATTER => '${method}' would apply to row keys and column names too; hsh supports 'toString' and 'toStringBinary' there (use 'f:q:${method}' for one column)`);
  }
  throw new ShellError('NAME_ERROR', `undefined method \`${method}' for class \`${BYTES_CLASS}'`, { rubyClass: 'NameError' });
}

// ---------------------------------------------------------------- time ranges

export interface TimeRange {
  min: bigint;
  max: bigint;
}

/** `TIMESTAMP => t` ≡ [t, t+1) (TimeRange.at: `invalid ts:<t>`). */
export function timestampRange(v: Value): TimeRange {
  const ts = javaLong(v);
  if (ts < 0n || ts === LATEST_TIMESTAMP) throw argumentError(`invalid ts:${ts}`);
  return { min: ts, max: ts + 1n };
}

/** `TIMERANGE => [min, max]`: half-open, checked as HBase's TimeRange constructor does. */
export function timeRange(v: Value): TimeRange {
  if (!Array.isArray(v) || v.length < 2) {
    throw argumentError(`TIMERANGE must be an Array of two timestamps [min, max], not ${inspect(v)}`);
  }
  const min = javaLong(v[0]);
  const max = javaLong(v[1]);
  if (min < 0n || max < 0n) throw argumentError(`Timestamp cannot be negative. minStamp:${min}, maxStamp:${max}`);
  if (max < min) throw argumentError('maxStamp is smaller than minStamp');
  return { min, max };
}

const CONSISTENCIES = ['STRONG', 'TIMELINE'];

/** CONSISTENCY => 'TIMELINE': Consistency.valueOf. */
export function checkConsistency(v: Value | undefined): void {
  if (!truthy(v)) return;
  const name = toS(v).toString('utf8');
  if (!CONSISTENCIES.includes(name)) throw argumentError(`No enum constant org.apache.hadoop.hbase.client.Consistency.${name}`);
}

/** A get, fully parsed (everything `_get_internal` decides before calling the server). */
export interface GetPlan {
  columns: ColumnSelector[];
  converters: Map<string, ColumnConverter>;
  timeRange?: TimeRange;
  maxVersions: number;
  filter?: Value;
  maxLength?: number;
  formatter: GlobalFormatter;
}

function flatten(v: Value[], out: Value[] = []): Value[] {
  for (const x of v) {
    if (Array.isArray(x)) flatten(x, out);
    else if (x !== null) out.push(x);
  }
  return out;
}

/** Get.readVersions: `versions must be positive`. */
function versions(v: Value | undefined): number {
  if (!truthy(v)) return 1;
  const n = javaInt(v);
  if (n <= 0) throw new ShellError('ARGUMENT_ERROR', 'versions must be positive', { rubyClass: 'RuntimeError' });
  return n;
}

/** Hbase::Table#_get_internal's argument handling, step for step (get.rb's forms). */
export function planGet(extras: Value[]): GetPlan {
  let args: Options;
  if (extras[0] instanceof RHash) {
    args = new Options(extras[0]); // a leading hash: every further argument is ignored
  } else {
    args = new Options(new RHash([[Buffer.from('COLUMNS'), flatten(extras)]]));
  }
  const plan: GetPlan = { columns: [], converters: new Map(), maxVersions: 1, formatter: 'toStringBinary' };
  if (truthy(args.get('MAXLENGTH'))) plan.maxLength = javaInt(args.take('MAXLENGTH', 'first')!);
  if (truthy(args.get('FILTER'))) plan.filter = args.take('FILTER', 'first');
  const attributes = args.get('ATTRIBUTES');
  const authorizations = args.get('AUTHORIZATIONS');
  if (truthy(args.get('CONSISTENCY'))) checkConsistency(args.take('CONSISTENCY', 'first'));
  if (truthy(args.get('REGION_REPLICA_ID'))) args.take('REGION_REPLICA_ID', 'first');
  const formatter = args.take('FORMATTER', 'first');
  const formatterClass = args.take('FORMATTER_CLASS', 'first');
  if (!args.empty) {
    let columns = args.get('COLUMN');
    if (!truthy(columns)) columns = args.get('COLUMNS');
    const vers = args.get('VERSIONS');
    if (truthy(columns)) {
      if (Buffer.isBuffer(columns)) columns = [columns];
      if (!Array.isArray(columns)) throw argumentError(`Failed parse column argument type ${args.inspect()}, Hash`);
      const parsed = readColumns(columns.map((c) => toS(c)));
      plan.columns = parsed.selectors;
      plan.converters = parsed.converters;
      plan.maxVersions = versions(vers);
      if (truthy(args.get('TIMESTAMP'))) plan.timeRange = timestampRange(args.get('TIMESTAMP')!);
      if (truthy(args.get('TIMERANGE'))) plan.timeRange = timeRange(args.get('TIMERANGE')!);
    } else {
      if (truthy(attributes)) checkAttributes(attributes);
      else if (truthy(authorizations)) checkAuthorizations(authorizations);
      else if (!truthy(args.get('TIMESTAMP')) && !truthy(args.get('TIMERANGE'))) {
        throw argumentError(`Failed parse of ${args.inspect()}, Hash`);
      }
      plan.maxVersions = versions(vers);
      if (truthy(args.get('TIMESTAMP'))) plan.timeRange = timestampRange(args.get('TIMESTAMP')!);
      if (truthy(args.get('TIMERANGE'))) plan.timeRange = timeRange(args.get('TIMERANGE')!);
    }
    checkAttributes(attributes);
    checkAuthorizations(authorizations);
  }
  plan.formatter = globalFormatter(formatter, formatterClass);
  return plan;
}

/** Every option key `_hash_to_scan` and `_scan_internal` read (unknown keys are ignored, as HBase does). */
export const SCAN_KEYS = [
  'STARTROW',
  'STOPROW',
  'ROWPREFIXFILTER',
  'COLUMNS',
  'COLUMN',
  'LIMIT',
  'TIMESTAMP',
  'TIMERANGE',
  'VERSIONS',
  'FILTER',
  'REVERSED',
  'RAW',
  'CACHE',
  'CACHE_BLOCKS',
  'MAXLENGTH',
  'FORMATTER',
  'FORMATTER_CLASS',
  'ALL_METRICS',
  'METRICS',
  'ATTRIBUTES',
  'AUTHORIZATIONS',
  'CONSISTENCY',
  'REGION_REPLICA_ID',
  'ISOLATION_LEVEL',
  'READ_TYPE',
  'ALLOW_PARTIAL_RESULTS',
  'BATCH',
  'MAX_RESULT_SIZE',
] as const;

const ISOLATION_LEVELS = ['READ_COMMITTED', 'READ_UNCOMMITTED'];
const READ_TYPES = ['DEFAULT', 'STREAM', 'PREAD'];

/** A scan as `_hash_to_scan` builds it, minus the filter object (compiled when the scan runs). */
export interface ScanPlan {
  spec: Omit<ScanSpec, 'filter' | 'signal'>;
  filter?: Value;
  metrics?: string[] | 'all';
  /** Per-column value converters (`'f:q:toInt'`). */
  converters: Map<string, ColumnConverter>;
}

/** Scan.setRowPrefixFilter's stop row: the prefix with trailing 0xFF bytes dropped and its last byte incremented (none: open end). */
export function prefixStopRow(prefix: Uint8Array): Uint8Array | undefined {
  let end = prefix.length;
  while (end > 0 && prefix[end - 1] === 0xff) end--;
  if (end === 0) return undefined;
  const stop = Buffer.from(prefix.subarray(0, end));
  stop[end - 1]++;
  return stop;
}

function enumValue(v: Value | undefined, enumClass: string, allowed: string[]): void {
  if (!truthy(v)) return;
  const name = toS(v).toString('utf8');
  if (!allowed.includes(name)) throw argumentError(`No enum constant ${enumClass}.${name}`);
}

/** Hbase::Table#_hash_to_scan, step for step (with scan.rb's defaults). */
export function planScan(args: RHash): ScanPlan {
  const plan: ScanPlan = { spec: {}, converters: new Map() };
  if (args.size === 0) return plan;
  const o = new Options(args);
  const allMetrics = o.get('ALL_METRICS');
  const metrics = o.get('METRICS');
  if (truthy(allMetrics) || (metrics !== undefined && metrics !== null)) {
    if (Array.isArray(metrics)) plan.metrics = metrics.map((m) => toS(m).toString('utf8'));
    else if (metrics !== undefined && metrics !== null) plan.metrics = [toS(metrics).toString('utf8')];
    else plan.metrics = 'all';
  }
  const startRow = o.get('STARTROW');
  const stopRow = o.get('STOPROW');
  const prefix = o.get('ROWPREFIXFILTER');
  const timestamp = o.get('TIMESTAMP');
  let columns = o.get('COLUMNS');
  if (!truthy(columns)) columns = o.get('COLUMN');
  if (!truthy(columns)) columns = [];
  const cache = o.get('CACHE');
  const reversed = o.get('REVERSED');
  const versionsArg = o.get('VERSIONS');
  const range = o.get('TIMERANGE');
  const raw = o.get('RAW');
  const limitArg = o.get('LIMIT');
  if (isString(columns)) columns = [columns];
  if (!Array.isArray(columns)) throw argumentError('COLUMNS must be specified as a String or an Array');

  if (truthy(startRow)) {
    const start = javaBytes(startRow);
    if (start.length) plan.spec.startRow = start;
  }
  if (truthy(stopRow)) {
    const stop = javaBytes(stopRow);
    if (stop.length) plan.spec.stopRow = stop;
  }
  if (truthy(prefix)) {
    // This overwrites any STARTROW/STOPROW.
    const p = javaBytes(prefix);
    plan.spec.startRow = p.length ? p : undefined;
    plan.spec.stopRow = prefixStopRow(p);
  }
  const parsed = readColumns(columns);
  if (parsed.selectors.length) plan.spec.columns = parsed.selectors;
  if (truthy(o.get('FILTER'))) plan.filter = o.get('FILTER');
  if (truthy(timestamp)) plan.spec.timeRange = timestampRange(timestamp);
  // Ruby compares these with Integers in this order: `cache > 0`, `versions > 1`, `limit > 0`.
  if (truthy(cache)) rubyInt(cache, 0);
  plan.spec.reversed = truthy(reversed);
  const versions = truthy(versionsArg) ? rubyInt(versionsArg, 1) : 1;
  if (versions > 1) plan.spec.maxVersions = versions;
  if (truthy(range)) plan.spec.timeRange = timeRange(range);
  plan.spec.raw = truthy(raw);
  const limit = truthy(limitArg) ? rubyInt(limitArg, 0) : -1;
  if (limit > 0) plan.spec.limit = limit;
  checkAttributes(o.get('ATTRIBUTES'));
  checkAuthorizations(o.get('AUTHORIZATIONS'));
  checkConsistency(o.get('CONSISTENCY'));
  enumValue(o.get('ISOLATION_LEVEL'), 'org.apache.hadoop.hbase.client.IsolationLevel', ISOLATION_LEVELS);
  enumValue(o.get('READ_TYPE'), 'org.apache.hadoop.hbase.client.Scan.ReadType', READ_TYPES);
  if (truthy(o.get('BATCH'))) rubyInt(o.get('BATCH')!, 0);
  if (truthy(o.get('MAX_RESULT_SIZE'))) rubyInt(o.get('MAX_RESULT_SIZE')!, 0);
  plan.converters = parsed.converters;
  return plan;
}

/**
 * The metrics map a 2.6 client reports (ScanMetrics + ServerSideScanMetrics:
 * Scan#getScanMetrics.getMetricsMap), from the engine's figures. A
 * one-server store in one process has no remote calls, retries, region moves
 * or HFile block reads; the engine's CELLS_EXAMINED is not an HBase metric.
 */
export function clientScanMetrics(m: ScanMetrics | undefined): ScanMetrics {
  const metrics = {
    BLOCK_BYTES_SCANNED: 0,
    BYTES_IN_REMOTE_RESULTS: 0,
    BYTES_IN_RESULTS: m?.BYTES_IN_RESULTS ?? 0,
    FS_READ_TIME: 0,
    MILLIS_BETWEEN_NEXTS: 0,
    NOT_SERVING_REGION_EXCEPTION: 0,
    REGIONS_SCANNED: m?.REGIONS_SCANNED ?? 0,
    REMOTE_RPC_CALLS: 0,
    REMOTE_RPC_RETRIES: 0,
    ROWS_FILTERED: m?.ROWS_FILTERED ?? 0,
    ROWS_SCANNED: m?.ROWS_SCANNED ?? 0,
    RPC_CALLS: m?.RPC_CALLS ?? 0,
    RPC_RETRIES: 0,
  };
  // The renderer prints every key of the object it is truthy.
  return metrics as unknown as ScanMetrics;
}
