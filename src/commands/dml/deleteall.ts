import { ShellError } from '../../errors.js';
import type { Engine, TableDescriptor } from '../../engine/types.js';
import type { ShellClock } from '../../shell/clock.js';
import { RHash, type Value, truthy } from '../../ruby/values.js';
import { toS, javaBytes, rubyInt } from '../../ruby/coerce.js';
import { argumentError, defineCommand, none, optionalValue, tableName, value } from '../define.js';
import { checkMetaRow, checkRow, openTable, signalOf, unknownFamily, writeColumn } from './common.js';
import { deleteMutations, deleteTimestamp, isRowDelete } from './mutations.js';
import { optionsHash } from './put.js';
import { prefixStopRow } from './scan.js';
import { toStringBinary } from '../../bytes.js';

export const usage = "deleteall 't1', 'r1' | {ROWPREFIXFILTER => 'p' [, CACHE => 100]} [, 'f1:c1' [, ts]] [, {VISIBILITY => '...'}]";

const help = `Delete all cells in a given row; pass a table name, row, and optionally
a column and timestamp. Deleteall also support deleting a row range using a
row key prefix. Examples:

  hbase> deleteall 'ns1:t1', 'r1'
  hbase> deleteall 't1', 'r1'
  hbase> deleteall 't1', 'r1', 'c1'
  hbase> deleteall 't1', 'r1', 'c1', ts1
  hbase> deleteall 't1', 'r1', 'c1', ts1, {VISIBILITY=>'PRIVATE|SECRET'}

ROWPREFIXFILTER can be used to delete row ranges
  hbase> deleteall 't1', {ROWPREFIXFILTER => 'prefix'}
  hbase> deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1'        //delete certain column family in the row ranges
  hbase> deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1', ts1
  hbase> deleteall 't1', {ROWPREFIXFILTER => 'prefix'}, 'c1', ts1, {VISIBILITY=>'PRIVATE|SECRET'}

CACHE can be used to specify how many deletes batched to be sent to server at one time, default is 100
  hbase> deleteall 't1', {ROWPREFIXFILTER => 'prefix', CACHE => 100}


The same commands also can be run on a table reference. Suppose you had a reference
t to table 't1', the corresponding command would be:

  hbase> t.deleteall 'r1', 'c1', ts1, {VISIBILITY=>'PRIVATE|SECRET'}
  hbase> t.deleteall {ROWPREFIXFILTER => 'prefix', CACHE => 100}, 'c1', ts1, {VISIBILITY=>'PRIVATE|SECRET'}
`;

/** Does the column name a family the table has? (A row delete names them all.) */
function familyKnown(desc: TableDescriptor, column: Value | undefined): boolean {
  if (isRowDelete(column)) return true;
  const { family } = writeColumn(toS(column!));
  return desc.families.some((f) => f.name === family);
}

/**
 * `deleteall 't', {ROWPREFIXFILTER => 'p'}`: scans the rows starting with p and
 * deletes each in batches of CACHE (default 100). As in HBase, each row key is
 * round-tripped through its toStringBinary text, so a key holding bytes outside
 * printable ASCII (or a backslash) is NOT the row that gets the markers.
 */
async function deleteByPrefix(
  engine: Engine,
  table: string,
  desc: TableDescriptor,
  spec: RHash,
  column: Value | undefined,
  timestamp: bigint | undefined,
  signal: AbortSignal | undefined,
  clock: ShellClock,
): Promise<void> {
  const cacheArg = spec.get('CACHE');
  // `list.size >= cache`: a cache that is not a number fails there, at the first row found.
  const cache = (): number => (truthy(cacheArg) ? rubyInt(cacheArg, 'left', '>=') : 100);
  const prefixArg = spec.get('ROWPREFIXFILTER');
  if (prefixArg === undefined || prefixArg === null) {
    throw new ShellError('NAME_ERROR', "undefined method `to_java_bytes' for nil:NilClass", { rubyClass: 'NoMethodError' });
  }
  const prefix = javaBytes(prefixArg);
  const known = familyKnown(desc, column);
  const scanner = engine.scan(table, {
    startRow: prefix.length ? prefix : undefined,
    stopRow: prefixStopRow(prefix),
    keyOnly: true,
    signal,
  });
  let batch: Buffer[] = [];
  const send = async () => {
    if (!batch.length) return;
    // A batch naming a family the table lacks fails whole, before anything is written.
    if (!known) throw unknownFamily(desc);
    // One Table#delete(List) call: the region server stamps the whole batch with one `now`.
    const ts = timestamp ?? clock.now();
    for (const row of batch) await engine.mutateRow(table, row, deleteMutations(desc, column, ts, true));
    batch = [];
  };
  for await (const r of scanner) {
    const key = Buffer.from(toStringBinary(r.row), 'latin1');
    checkRow(key);
    batch.push(key);
    if (batch.length >= cache()) await send();
  }
  await send();
}

export const deleteall = defineCommand({
  name: 'deleteall',
  group: 'dml',
  usage,
  help,
  tableMethod: true,
  optionKeys: ['ROWPREFIXFILTER', 'CACHE', 'VISIBILITY'],
  args: [tableName(), value('row'), optionalValue('column'), optionalValue('timestamp'), optionalValue('args')],
  async run(ctx, [table, rowArg, column, timestampArg, argsArg]) {
    const timestamp = deleteTimestamp(timestampArg);
    optionsHash(argsArg);
    if (rowArg instanceof RHash) {
      if (table === 'hbase:meta' && rowArg.get('ROWPREFIXFILTER') !== undefined) {
        throw argumentError('deleteall with ROWPREFIXFILTER in hbase:meta is not allowed.');
      }
      const { engine, desc } = await openTable(ctx, table);
      await deleteByPrefix(engine, table, desc, rowArg, column, timestamp, signalOf(ctx), ctx.clock);
      return none;
    }
    const row = toS(rowArg);
    checkRow(row);
    await checkMetaRow(ctx, table, row);
    const { engine, desc } = await openTable(ctx, table);
    await engine.mutateRow(table, row, deleteMutations(desc, column, timestamp, true));
    return none;
  },
});
