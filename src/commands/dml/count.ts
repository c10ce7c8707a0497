import { ShellError } from '../../errors.js';
import type { ReadFilter, RowResult } from '../../engine/types.js';
import { RHash, type Value, isString, rubyClass } from '../../ruby/values.js';
import { argumentError, defineCommand, optionalValue, tableName } from '../define.js';
import { countFilter, openForRead, signalOf } from './common.js';
import { SCAN_KEYS, planScan } from './scan.js';
import { Options } from '../../ruby/options.js';

export const usage = "count 't1' [, INTERVAL => 1000, CACHE => 10, FILTER => \"…\", COLUMNS => [...], STARTROW => 'a', STOPROW => 'z']";

const help = `Count the number of rows in a table.  Return value is the number of rows.
This operation may take a LONG time (Run '$HADOOP_HOME/bin/hadoop jar
hbase.jar rowcount' to run a counting mapreduce job). Current count is shown
every 1000 rows by default. Count interval may be optionally specified. Scan
caching is enabled on count scans by default. Default cache size is 10 rows.
If your rows are small in size, you may want to increase this
parameter. Examples:

 hbase> count 'ns1:t1'
 hbase> count 't1'
 hbase> count 't1', INTERVAL => 100000
 hbase> count 't1', CACHE => 1000
 hbase> count 't1', INTERVAL => 10, CACHE => 1000
 hbase> count 't1', FILTER => "
    (QualifierFilter (>=, 'binary:xyz')) AND (TimestampsFilter ( 123, 456))"
 hbase> count 't1', COLUMNS => ['c1', 'c2'], STARTROW => 'abc', STOPROW => 'xyz'

The same commands also can be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding commands would be:

 hbase> t.count
 hbase> t.count INTERVAL => 100000
 hbase> t.count CACHE => 1000
 hbase> t.count INTERVAL => 10, CACHE => 1000
 hbase> t.count FILTER => "
    (QualifierFilter (>=, 'binary:xyz')) AND (TimestampsFilter ( 123, 456))"
 hbase> t.count COLUMNS => ['c1', 'c2'], STARTROW => 'abc', STOPROW => 'xyz'

By default, this operation does not cause any new blocks to be read into
the RegionServer block cache. This is typically the desired action; however,
if you want to force all blocks for a table to be loaded into the block cache
on-demand, you can pass the 'CACHE_BLOCKS' option with a value of 'true'. A value
of 'false' is the default and will result in no blocks being cached. This
command can be used in conjunction with all other options.

hbase> count 'ns1:t1', CACHE_BLOCKS => true
hbase> count 'ns1:t1', CACHE_BLOCKS => 'true'
hbase> count 'ns1:t1', INTERVAL => 100000, CACHE_BLOCKS => false
`;

/** Ruby's `to_i` of the INTERVAL value. */
function toI(v: Value | undefined): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number') return Math.trunc(v);
  if (isString(v)) {
    const m = /^\s*[+-]?\d+/.exec(v.toString('latin1').replace(/_/g, ''));
    return m ? Number.parseInt(m[0], 10) : 0;
  }
  if (typeof v === 'boolean') throw new ShellError('NAME_ERROR', `undefined method \`to_i' for ${v}:${rubyClass(v)}`, { rubyClass: 'NoMethodError' });
  return 0;
}

export const count = defineCommand({
  name: 'count',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: ['INTERVAL', ...SCAN_KEYS],
  args: [tableName(), optionalValue('params')],
  async run(ctx, [table, paramsArg]) {
    let params: RHash;
    if (paramsArg === undefined) params = new RHash();
    else if (typeof paramsArg === 'bigint') params = new RHash([[Buffer.from('INTERVAL'), paramsArg]]); // the old `count 't1', 100000`
    else if (paramsArg instanceof RHash) params = paramsArg;
    else throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(paramsArg)} into Hash`, { rubyClass: 'TypeError' });

    const o = new Options(params);
    const cacheBlocks = o.get('CACHE_BLOCKS');
    if (isString(cacheBlocks)) {
      const word = cacheBlocks.toString('utf8').toLowerCase();
      if (word !== 'true' && word !== 'false') {
        throw argumentError("Expected CACHE_BLOCKS value to be a boolean or the string 'true' or 'false'");
      }
    }
    // Merge with the defaults: INTERVAL 1000, CACHE 10, CACHE_BLOCKS false.
    const merged = new RHash([
      [Buffer.from('INTERVAL'), 1000n],
      [Buffer.from('CACHE'), 10n],
      [Buffer.from('CACHE_BLOCKS'), false],
    ]);
    for (const [k, v] of params.entries) {
      const i = merged.entries.findIndex(([mk]) => isString(mk) && isString(k) && mk.equals(k));
      if (i >= 0) merged.entries[i] = [k, v];
      else merged.entries.push([k, v]);
    }
    const plan = planScan(merged);
    const interval = toI(merged.get('INTERVAL'));
    let filter: ReadFilter | undefined;
    if (plan.filter !== undefined) filter = await countFilter(plan.filter);
    const { engine, empty } = await openForRead(ctx, table);
    const scanner: AsyncIterable<RowResult> = empty ? (async function* () {})() : engine.scan(table, { ...plan.spec, filter, keyOnly: true, signal: signalOf(ctx) });

    let total = 0;
    async function* rows(): AsyncGenerator<Uint8Array> {
      let n = 0;
      for await (const r of scanner) {
        n++;
        // `count % interval` with INTERVAL 0: Ruby's ZeroDivisionError at the first row.
        if (interval === 0) throw new ShellError('ZERO_DIVISION', 'divided by 0', { rubyClass: 'ZeroDivisionError' });
        yield r.row;
      }
      total = n;
    }
    return {
      outputs: [{ kind: 'count', rows: rows(), interval, onTotal: (n) => (total = n) }],
      value: () => BigInt(total),
    };
  },
});
