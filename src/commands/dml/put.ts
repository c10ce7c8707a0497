import { ShellError } from '../../errors.js';
import { RHash, type Value, inspect, rubyClass, toS } from '../../shell/values.js';
import { defineCommand, none, optionalValue, tableName, value } from '../define.js';
import { LATEST_TIMESTAMP, checkAttributes, checkKeyValueSize, checkRow, checkTimestamp, given, javaLong, openTable, writeColumn } from './common.js';

export const usage = "put 't1', 'r1', 'f1:c1', 'value' [, ts] [, {ATTRIBUTES => {...}, VISIBILITY => '...', TTL => ms}]";

const help = `Put a cell 'value' at specified table/row/column and optionally
timestamp coordinates.  To put a cell value into table 'ns1:t1' or 't1'
at row 'r1' under column 'c1' marked with the time 'ts1', do:

  hbase> put 'ns1:t1', 'r1', 'c1', 'value'
  hbase> put 't1', 'r1', 'c1', 'value'
  hbase> put 't1', 'r1', 'c1', 'value', ts1
  hbase> put 't1', 'r1', 'c1', 'value', {ATTRIBUTES=>{'mykey'=>'myvalue'}}
  hbase> put 't1', 'r1', 'c1', 'value', ts1, {ATTRIBUTES=>{'mykey'=>'myvalue'}}
  hbase> put 't1', 'r1', 'c1', 'value', ts1, {VISIBILITY=>'PRIVATE|SECRET'}

The same commands also can be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding command would be:

  hbase> t.put 'r1', 'c1', 'value', ts1, {ATTRIBUTES=>{'mykey'=>'myvalue'}}
`;

/** The operation options a put, incr or append honours: ATTRIBUTES (checked, then unused), VISIBILITY (no labels: unused), TTL (ms). */
export function operationTtl(args: RHash, only?: readonly string[]): number | undefined {
  let ttl: number | undefined;
  for (const [k, v] of args.entries) {
    const key = toS(k).toString('latin1');
    if (only && !only.includes(key)) continue;
    if (key === 'ATTRIBUTES') checkAttributes(v);
    else if (key === 'TTL' && given(v)) ttl = Number(javaLong(v, 'TTL'));
  }
  return ttl;
}

/** Ruby's `args.any?` on whatever was passed where the options hash goes. */
export function optionsHash(v: Value | undefined): RHash {
  if (v === undefined || v === null) return new RHash();
  if (v instanceof RHash) return v;
  throw new ShellError('NAME_ERROR', `undefined method \`any?' for ${inspect(v)}:${rubyClass(v)}`, { rubyClass: 'NoMethodError' });
}

export const put = defineCommand({
  name: 'put',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: ['ATTRIBUTES', 'VISIBILITY', 'TTL'],
  args: [tableName(), value('row'), value('column'), value('value'), optionalValue('timestamp'), optionalValue('args')],
  async run(ctx, [table, rowArg, columnArg, valueArg, timestampArg, argsArg]) {
    const row = toS(rowArg);
    checkRow(row);
    const { family, qualifier } = writeColumn(columnArg);
    const cell = toS(valueArg);
    // No options hash object for the common put without one.
    const args = argsArg === undefined || argsArg === null ? undefined : optionsHash(argsArg);
    let ttlMs = args !== undefined && args.size > 0 ? operationTtl(args, ['ATTRIBUTES', 'VISIBILITY', 'TTL']) : undefined;
    let timestamp: bigint | undefined;
    if (timestampArg instanceof RHash) {
      // A hash in the timestamp slot: options without a timestamp (only these three keys count).
      const ttl = operationTtl(timestampArg, ['ATTRIBUTES', 'VISIBILITY', 'TTL']);
      if (ttl !== undefined) ttlMs = ttl;
    } else if (given(timestampArg)) {
      timestamp = checkTimestamp(javaLong(timestampArg, 'timestamp'));
      if (timestamp === LATEST_TIMESTAMP) timestamp = undefined; // HConstants.LATEST_TIMESTAMP: the server's now
    }
    const q = qualifier ?? Buffer.alloc(0);
    checkKeyValueSize(row, family, q, cell);
    const { engine } = await openTable(ctx, table);
    await engine.mutateRow(table, row, [{ kind: 'put', family, qualifier: q, value: cell, timestamp, ttlMs }]);
    return none;
  },
});
