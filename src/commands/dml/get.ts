import { ShellError } from '../../errors.js';
import type { ColumnSelector, ReadFilter, RowResult } from '../../engine/types.js';
import type { CellRenderOptions, ValueConverter } from '../../format/output.js';
import { RHash, type Value, truthy } from '../../ruby/values.js';
import { toS, javaInt } from '../../ruby/coerce.js';
import { argumentError, defineCommand, rest, tableName, value } from '../define.js';
import {
  type TimeRange,
  checkAttributes,
  checkAuthorizations,
  checkConsistency,
  checkRow,
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

export const usage = "get 't1', 'r1' [, 'f1:c1', … | {COLUMN => …, TIMESTAMP => ts, TIMERANGE => [t1, t2], VERSIONS => n, FILTER => \"…\", FORMATTER => 'toString'}]";

const help = `Get row or cell contents; pass table name, row, and optionally
a dictionary of column(s), timestamp, timerange and versions. Examples:

  hbase> get 'ns1:t1', 'r1'
  hbase> get 't1', 'r1'
  hbase> get 't1', 'r1', {TIMERANGE => [ts1, ts2]}
  hbase> get 't1', 'r1', {COLUMN => 'c1'}
  hbase> get 't1', 'r1', {COLUMN => ['c1', 'c2', 'c3']}
  hbase> get 't1', 'r1', {COLUMN => 'c1', TIMESTAMP => ts1}
  hbase> get 't1', 'r1', {COLUMN => 'c1', TIMERANGE => [ts1, ts2], VERSIONS => 4}
  hbase> get 't1', 'r1', {COLUMN => 'c1', TIMESTAMP => ts1, VERSIONS => 4}
  hbase> get 't1', 'r1', {FILTER => "ValueFilter(=, 'binary:abc')"}
  hbase> get 't1', 'r1', 'c1'
  hbase> get 't1', 'r1', 'c1', 'c2'
  hbase> get 't1', 'r1', ['c1', 'c2']
  hbase> get 't1', 'r1', {COLUMN => 'c1', ATTRIBUTES => {'mykey'=>'myvalue'}}
  hbase> get 't1', 'r1', {COLUMN => 'c1', AUTHORIZATIONS => ['PRIVATE','SECRET']}
  hbase> get 't1', 'r1', {CONSISTENCY => 'TIMELINE'}
  hbase> get 't1', 'r1', {CONSISTENCY => 'TIMELINE', REGION_REPLICA_ID => 1}

Besides the default 'toStringBinary' format, 'get' also supports custom formatting by
column.  A user can define a FORMATTER by adding it to the column name in the get
specification.  The FORMATTER can be stipulated:

 1. either as a org.apache.hadoop.hbase.util.Bytes method name (e.g, toInt, toString)
 2. or as a custom class followed by method name: e.g. 'c(MyFormatterClass).format'.

Example formatting cf:qualifier1 and cf:qualifier2 both as Integers:
  hbase> get 't1', 'r1' {COLUMN => ['cf:qualifier1:toInt',
    'cf:qualifier2:c(org.apache.hadoop.hbase.util.Bytes).toInt'] }

Note that you can specify a FORMATTER by column only (cf:qualifier). You can set a
formatter for all columns (including, all key parts) using the "FORMATTER"
and "FORMATTER_CLASS" options. The default "FORMATTER_CLASS" is
"org.apache.hadoop.hbase.util.Bytes".

  hbase> get 't1', 'r1', {FORMATTER => 'toString'}
  hbase> get 't1', 'r1', {FORMATTER_CLASS => 'org.apache.hadoop.hbase.util.Bytes', FORMATTER => 'toString'}

The same commands also can be run on a reference to a table (obtained via get_table or
create_table). Suppose you had a reference t to table 't1', the corresponding commands
would be:

  hbase> t.get 'r1'
  hbase> t.get 'r1', {TIMERANGE => [ts1, ts2]}
  hbase> t.get 'r1', {COLUMN => 'c1'}
  hbase> t.get 'r1', {COLUMN => ['c1', 'c2', 'c3']}
  hbase> t.get 'r1', {COLUMN => 'c1', TIMESTAMP => ts1}
  hbase> t.get 'r1', {COLUMN => 'c1', TIMERANGE => [ts1, ts2], VERSIONS => 4}
  hbase> t.get 'r1', {COLUMN => 'c1', TIMESTAMP => ts1, VERSIONS => 4}
  hbase> t.get 'r1', {FILTER => "ValueFilter(=, 'binary:abc')"}
  hbase> t.get 'r1', 'c1'
  hbase> t.get 'r1', 'c1', 'c2'
  hbase> t.get 'r1', ['c1', 'c2']
  hbase> t.get 'r1', {CONSISTENCY => 'TIMELINE'}
  hbase> t.get 'r1', {CONSISTENCY => 'TIMELINE', REGION_REPLICA_ID => 1}
`;

/** A get, fully parsed (everything `_get_internal` decides before calling the server). */
export interface GetPlan {
  columns: ColumnSelector[];
  converters: Map<string, ValueConverter>;
  timeRange?: TimeRange;
  maxVersions: number;
  filter?: Value;
  maxLength?: number;
  formatter: CellRenderOptions['formatter'];
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

/** Hbase::Table#_get_internal's argument handling, step for step (reference §1.2 get, §9 #2). */
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

export const get = defineCommand({
  name: 'get',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: [
    'COLUMN',
    'COLUMNS',
    'TIMESTAMP',
    'TIMERANGE',
    'VERSIONS',
    'FILTER',
    'MAXLENGTH',
    'ATTRIBUTES',
    'AUTHORIZATIONS',
    'CONSISTENCY',
    'REGION_REPLICA_ID',
    'FORMATTER',
    'FORMATTER_CLASS',
  ],
  args: [tableName(), value('row'), rest('columns')],
  async run(ctx, [table, rowArg, extras]) {
    const { engine, desc } = await preflight(ctx, table);
    const row = toS(rowArg);
    // HBase prints the COLUMN/CELL header before it parses the arguments: errors follow the header.
    let plan: GetPlan | undefined;
    let error: unknown;
    try {
      checkRow(row);
      plan = planGet(extras);
    } catch (e) {
      error = e;
    }
    const options: CellRenderOptions = {
      formatter: plan?.formatter ?? 'toStringBinary',
      columnConverters: withMetaConverters(desc, plan?.converters ?? new Map()),
      maxLength: plan?.maxLength,
    };
    const signal = signalOf(ctx);
    async function* rows(p: GetPlan): AsyncGenerator<RowResult> {
      let filter: ReadFilter | undefined;
      if (p.filter !== undefined) filter = await compileFilterString(p.filter);
      readable(ctx, table, desc);
      if (emulated(engine, table)) return;
      const cells = await engine.get(table, row, {
        columns: p.columns.length ? p.columns : undefined,
        timeRange: p.timeRange,
        maxVersions: p.maxVersions,
        filter,
        signal,
      });
      if (cells.length) yield { row, cells };
    }
    return {
      outputs: [{ kind: 'cells', layout: 'get', rows: plan ? rows(plan) : failing<RowResult>(error), options }],
    };
  },
});
