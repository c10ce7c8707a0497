import { Buffer } from 'node:buffer';
import { ShellError } from '../../errors.js';
import { RHash, type Value, rubyClass, truthy } from '../../ruby/values.js';
import { inspect } from '../../ruby/inspect.js';
import { toS, javaLong } from '../../ruby/coerce.js';
import type { Engine, Mutation } from '../../engine/types.js';
import { defineCommand, none, optionalValue, tableName, value, type CommandContext, type CommandResult } from '../define.js';
import { LATEST_TIMESTAMP, checkAttributes, checkKeyValueSize, checkRow, checkTimestamp, contextEngine, writableTable, writeColumn } from './common.js';

const EMPTY = Buffer.alloc(0);

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
    else if (key === 'TTL' && truthy(v)) ttl = Number(javaLong(v));
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
  // Not async (invoke turns a throw into a rejection): a put of a script is validated and
  // encoded without an await once the engine is open.
  run(ctx, parsed) {
    const table = parsed[0];
    const row = toS(parsed[1]);
    checkRow(row);
    const { family, qualifier } = writeColumn(parsed[2]);
    const cell = toS(parsed[3]);
    const timestampArg = parsed[4];
    const argsArg = parsed[5];
    // No options hash object for the common put without one.
    const args = argsArg === undefined || argsArg === null ? undefined : optionsHash(argsArg);
    let ttlMs = args !== undefined && args.size > 0 ? operationTtl(args, ['ATTRIBUTES', 'VISIBILITY', 'TTL']) : undefined;
    let timestamp: bigint | undefined;
    if (timestampArg instanceof RHash) {
      // A hash in the timestamp slot: options without a timestamp (only these three keys count).
      const ttl = operationTtl(timestampArg, ['ATTRIBUTES', 'VISIBILITY', 'TTL']);
      if (ttl !== undefined) ttlMs = ttl;
    } else if (truthy(timestampArg)) {
      timestamp = checkTimestamp(javaLong(timestampArg));
      if (timestamp === LATEST_TIMESTAMP) timestamp = undefined; // HConstants.LATEST_TIMESTAMP: the server's now
    }
    const q = qualifier ?? EMPTY;
    checkKeyValueSize(row, family, q, cell);
    const mutation: Mutation = { kind: 'put', family, qualifier: q, value: cell, timestamp, ttlMs };
    // openTable's checks, without its awaits and objects once the engine is open (every put of a script but the first)
    const opened = contextEngine(ctx);
    if (opened instanceof Promise) return opened.then((engine) => write(ctx, engine, table, row, mutation));
    return write(ctx, opened, table, row, mutation);
  },
});

function write(ctx: CommandContext, engine: Engine, table: string, row: Buffer, mutation: Mutation): Promise<CommandResult> {
  writableTable(ctx, engine, table);
  const written = engine.mutateRow(table, row, [mutation]);
  // A coalesced put returns a promise already seen fulfilled (the engine's shared one): a settled
  // promise never changes, so the result is the shared fulfilled one, without a promise per put.
  if (fulfilled.has(written)) return DONE;
  return written.then(() => {
    fulfilled.add(written);
    return none;
  });
}

/** Promises mutateRow returned that have been seen fulfilled. */
const fulfilled = new WeakSet<Promise<void>>();
const DONE: Promise<CommandResult> = Promise.resolve(none);
