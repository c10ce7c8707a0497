import type { ReadFilter, RowResult, ScanMetrics, ScanSpec, Scanner } from '../../engine/types.js';
import type { CellRenderOptions, Output } from '../../format/output.js';
import { RHash, type Value, isString, truthy } from '../../ruby/values.js';
import { toS, javaBytes, javaInt, rubyInt } from '../../ruby/coerce.js';
import { argumentError, defineCommand, optionalValue, tableName } from '../define.js';
import {
  checkAttributes,
  checkAuthorizations,
  checkConsistency,
  compileFilterString,
  emulated,
  withMetaConverters,
  failing,
  globalFormatter,
  preflight,
  readColumns,
  readable,
  signalOf,
  timeRange,
  timestampRange,
} from './common.js';
import { Options } from '../../ruby/options.js';

export const usage = "scan 't1' [, {COLUMNS => [...], STARTROW => 'r1', STOPROW => 'r9', ROWPREFIXFILTER => 'p', LIMIT => n, FILTER => \"…\", VERSIONS => n, RAW => true, REVERSED => true, …}]";

const help = `Scan a table; pass table name and optionally a dictionary of scanner
specifications.  Scanner specifications may include one or more of:
TIMERANGE, FILTER, LIMIT, STARTROW, STOPROW, ROWPREFIXFILTER, TIMESTAMP,
MAXLENGTH or COLUMNS, CACHE or RAW, VERSIONS, ALL_METRICS or METRICS

If no columns are specified, all columns will be scanned.
To scan all members of a column family, leave the qualifier empty as in
'col_family'.

The filter can be specified in two ways:
1. Using a filterString - more information on this is available in the
Filter Language document attached to the HBASE-4176 JIRA
2. Using the entire package name of the filter.

If you wish to see metrics regarding the execution of the scan, the
ALL_METRICS boolean should be set to true. Alternatively, if you would
prefer to see only a subset of the metrics, the METRICS array can be
defined to include the names of only the metrics you care about.

Some examples:

  hbase> scan 'hbase:meta'
  hbase> scan 'hbase:meta', {COLUMNS => 'info:regioninfo'}
  hbase> scan 'ns1:t1', {COLUMNS => ['c1', 'c2'], LIMIT => 10, STARTROW => 'xyz'}
  hbase> scan 't1', {COLUMNS => ['c1', 'c2'], LIMIT => 10, STARTROW => 'xyz'}
  hbase> scan 't1', {COLUMNS => 'c1', TIMERANGE => [1303668804000, 1303668904000]}
  hbase> scan 't1', {REVERSED => true}
  hbase> scan 't1', {ALL_METRICS => true}
  hbase> scan 't1', {METRICS => ['RPC_RETRIES', 'ROWS_FILTERED']}
  hbase> scan 't1', {ROWPREFIXFILTER => 'row2', FILTER => "
    (QualifierFilter (>=, 'binary:xyz')) AND (TimestampsFilter ( 123, 456))"}
  hbase> scan 't1', {FILTER =>
    org.apache.hadoop.hbase.filter.ColumnPaginationFilter.new(1, 0)}
  hbase> scan 't1', {CONSISTENCY => 'TIMELINE'}
For setting the Operation Attributes
  hbase> scan 't1', { COLUMNS => ['c1', 'c2'], ATTRIBUTES => {'mykey' => 'myvalue'}}
  hbase> scan 't1', { COLUMNS => ['c1', 'c2'], AUTHORIZATIONS => ['PRIVATE','SECRET']}
For experts, there is an additional option -- CACHE_BLOCKS -- which
switches block caching for the scanner on (true) or off (false).  By
default it is enabled.  Examples:

  hbase> scan 't1', {COLUMNS => ['c1', 'c2'], CACHE_BLOCKS => false}

Also for experts, there is an advanced option -- RAW -- which instructs the
scanner to return all cells (including delete markers and uncollected deleted
cells). This option cannot be combined with requesting specific COLUMNS.
Disabled by default.  Example:

  hbase> scan 't1', {RAW => true, VERSIONS => 10}

Besides the default 'toStringBinary' format, 'scan' supports custom formatting
by column.  A user can define a FORMATTER by adding it to the column name in
the scan specification.  The FORMATTER can be stipulated:

 1. either as a org.apache.hadoop.hbase.util.Bytes method name (e.g, toInt, toString)
 2. or as a custom class followed by method name: e.g. 'c(MyFormatterClass).format'.

Example formatting cf:qualifier1 and cf:qualifier2 both as Integers:
  hbase> scan 't1', {COLUMNS => ['cf:qualifier1:toInt',
    'cf:qualifier2:c(org.apache.hadoop.hbase.util.Bytes).toInt'] }

Note that you can specify a FORMATTER by column only (cf:qualifier). You can set a
formatter for all columns (including, all key parts) using the "FORMATTER"
and "FORMATTER_CLASS" options. The default "FORMATTER_CLASS" is
"org.apache.hadoop.hbase.util.Bytes".

  hbase> scan 't1', {FORMATTER => 'toString'}
  hbase> scan 't1', {FORMATTER_CLASS => 'org.apache.hadoop.hbase.util.Bytes', FORMATTER => 'toString'}

Scan can also be used directly from a table, by first getting a reference to a
table, like such:

  hbase> t = get_table 't'
  hbase> t.scan

Note in the above situation, you can still provide all the filtering, columns,
options, etc as described above.

`;

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
  converters: CellRenderOptions['columnConverters'];
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

/** Hbase::Table#_hash_to_scan, step for step (defaults of reference §1.2 scan). */
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
  // The renderer prints every key of the object it is given.
  return metrics as unknown as ScanMetrics;
}

export const scan = defineCommand({
  name: 'scan',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: SCAN_KEYS,
  args: [tableName(), optionalValue('args')],
  async run(ctx, [table, argsArg]) {
    const { engine, desc } = await preflight(ctx, table);
    // The ROW/COLUMN+CELL header is printed before the arguments are parsed: errors follow it.
    let plan: ScanPlan | undefined;
    let error: unknown;
    let options: CellRenderOptions = { formatter: 'toStringBinary', columnConverters: new Map() };
    try {
      const args = argsArg === undefined ? new RHash() : argsArg;
      if (!(args instanceof RHash)) throw argumentError('Args should be a Hash');
      const parsed = planScan(args);
      const o = new Options(args);
      const maxLength = truthy(o.get('MAXLENGTH')) ? javaInt(o.get('MAXLENGTH')!) : undefined;
      options = {
        formatter: globalFormatter(o.get('FORMATTER'), o.get('FORMATTER_CLASS')),
        columnConverters: withMetaConverters(desc, parsed.converters),
        maxLength,
      };
      plan = parsed;
    } catch (e) {
      error = e;
    }
    const signal = signalOf(ctx);
    let scanner: Scanner | undefined;
    async function* rows(p: ScanPlan): AsyncGenerator<RowResult> {
      let filter: ReadFilter | undefined;
      if (p.filter !== undefined) filter = await compileFilterString(p.filter);
      readable(ctx, table, desc);
      if (emulated(engine, table)) return;
      scanner = engine.scan(table, { ...p.spec, filter, signal });
      yield* scanner;
    }
    const output: Output = {
      kind: 'cells',
      layout: 'scan',
      rows: plan ? rows(plan) : failing<RowResult>(error),
      options,
    };
    if (plan?.metrics) {
      output.metrics = {
        select: plan.metrics,
        read: () => clientScanMetrics(scanner?.metrics),
      };
    }
    return { outputs: [output] };
  },
});
