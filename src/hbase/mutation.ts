/**
 * What the client builds and checks before a mutation leaves it, as
 * HBase's Put, Delete, Increment and Append (Mutation.java's checkRow,
 * Put/Delete's timestamp check, ConnectionUtils.validatePut's
 * hbase.client.keyvalue.maxsize) and table.rb's argument handling
 * (`parse_column_name`, `set_attributes`, `set_op_ttl`,
 * `_createdelete_internal`'s mapping of delete/deleteall onto markers).
 *
 * The messages are HBase's, word for word; the engine repeats these checks
 * on its own side (a server must not trust its clients).
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../errors.js';
import { LATEST_TIMESTAMP, MAX_KEYVALUE_SIZE, checkCellSize, checkRow } from '../engine/index.js';
import type { Mutation, TableDescriptor } from '../engine/types.js';
import { RHash, type Value, isString, rubyClass } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { toS } from '../ruby/coerce.js';
import { truthy } from '../ruby/values.js';
import { javaLong } from '../ruby/coerce.js';
import { argumentError } from './errors.js';
import type { NameDecoder } from './names.js';

export { LATEST_TIMESTAMP, checkRow };

const EMPTY = Buffer.alloc(0);

// ---------------------------------------------------------------- client-side checks
// Mutation/Get's row check (`Row length is 0`, `Row length 40000 is > 32767`) and the
// KeyValue size are the engine's own functions: the client and the server word them alike.

/** Put/Delete timestamps: `Timestamp cannot be negative. ts=-1`. */
export function checkTimestamp(ts: bigint): bigint {
  if (ts < 0n) throw new ShellError('ILLEGAL_TIMESTAMP', `Timestamp cannot be negative. ts=${ts}`, { rubyClass: 'ArgumentError' });
  return ts;
}

/** validatePut: a cell (key + value) larger than hbase.client.keyvalue.maxsize. */
export function checkKeyValueSize(row: Uint8Array, family: string, qualifier: Uint8Array, value: Uint8Array): void {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: the family is measured only when that bound could matter
  if (8 + 2 + row.length + 1 + 3 * family.length + qualifier.length + 8 + 1 + value.length <= MAX_KEYVALUE_SIZE) return;
  checkCellSize(row, Buffer.byteLength(family, 'utf8'), qualifier, value);
}

// ---------------------------------------------------------------- columns

/**
 * table.rb's `parse_column_name` for writes (put, delete, deleteall, incr,
 * append, get_counter): split at the FIRST colon; `'f'` has no qualifier
 * (null), `'f:'` the empty one. `names` remembers the family last decoded
 * (the session's decoder); without it every family is decoded afresh.
 */
export function writeColumn(column: Value, names?: NameDecoder): { family: string; qualifier: Buffer | null } {
  const bytes = toS(column);
  const n = bytes.length;
  // a short column is scanned here (indexOf is a native call)
  let i = -1;
  if (n <= 64) {
    for (let k = 0; k < n; k++) {
      if (bytes[k] === 0x3a) {
        i = k;
        break;
      }
    }
  } else i = bytes.indexOf(0x3a);
  const end = i < 0 ? n : i;
  const family = names !== undefined ? names.decode(bytes, 0, end) : bytes.toString('utf8', 0, end);
  return { family, qualifier: i < 0 ? null : bytes.subarray(i + 1) };
}

// ---------------------------------------------------------------- operation options

/** `set_attributes`: ATTRIBUTES must be a Hash. */
export function checkAttributes(v: Value | undefined): void {
  if (v === undefined || v === null) return;
  if (!(v instanceof RHash)) throw argumentError('Attributes must be a Hash type');
}

/** `set_authorizations`: AUTHORIZATIONS must be an Array. */
export function checkAuthorizations(v: Value | undefined): void {
  if (v === undefined || v === null) return;
  if (!Array.isArray(v)) throw argumentError('Authorizations must be a Array type');
}

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

const PUT_OPTIONS = ['ATTRIBUTES', 'VISIBILITY', 'TTL'];

/**
 * Hbase::Table#put's Put: the row, the column, the value, the timestamp
 * (`LATEST_TIMESTAMP` is the server's now) or an options hash in its slot,
 * and the client's checks, in HBase's order.
 */
export function putMutation(
  row: Buffer,
  column: Value,
  value: Value,
  timestampArg: Value | undefined,
  argsArg: Value | undefined,
  names: NameDecoder,
): Mutation {
  checkRow(row);
  const { family, qualifier } = writeColumn(column, names);
  const cell = toS(value);
  // No options hash object for the common put without one.
  const args = argsArg === undefined || argsArg === null ? undefined : optionsHash(argsArg);
  let ttlMs = args !== undefined && args.size > 0 ? operationTtl(args, PUT_OPTIONS) : undefined;
  let timestamp: bigint | undefined;
  if (timestampArg instanceof RHash) {
    // A hash in the timestamp slot: options without a timestamp (only these three keys count).
    const ttl = operationTtl(timestampArg, PUT_OPTIONS);
    if (ttl !== undefined) ttlMs = ttl;
  } else if (truthy(timestampArg)) {
    timestamp = checkTimestamp(javaLong(timestampArg));
    if (timestamp === LATEST_TIMESTAMP) timestamp = undefined; // HConstants.LATEST_TIMESTAMP: the server's now
  }
  const q = qualifier ?? EMPTY;
  checkKeyValueSize(row, family, q, cell);
  return { kind: 'put', family, qualifier: q, value: cell, timestamp, ttlMs };
}

// ---------------------------------------------------------------- deletes

/** The timestamp slot of delete/deleteall: an Integer, or a Hash (VISIBILITY only) meaning "latest". */
export function deleteTimestamp(v: Value | undefined): bigint | undefined {
  if (v === undefined || v === null || v instanceof RHash) return undefined;
  const ts = checkTimestamp(javaLong(v));
  return ts === LATEST_TIMESTAMP ? undefined : ts;
}

/** A column argument that means "the whole row": none, nil, or `''` (`if column != ""`). */
export function isRowDelete(column: Value | undefined): boolean {
  if (column === undefined || column === null) return true;
  return isString(column) && column.length === 0;
}

/**
 * table.rb's `_createdelete_internal`:
 * delete (allVersions false): `f:q` → Delete, `f` → DeleteFamilyVersion;
 * deleteall (allVersions true): `f:q` → DeleteColumn, `f` → DeleteFamily;
 * no column (or `''`): DeleteFamily on every family of the table.
 * `timestamp` undefined is HConstants.LATEST_TIMESTAMP, resolved by the server.
 */
export function deleteMutations(
  desc: TableDescriptor,
  column: Value | undefined,
  timestamp: bigint | undefined,
  allVersions: boolean,
  names?: NameDecoder,
): Mutation[] {
  if (isRowDelete(column)) {
    return desc.families.map((f) => ({ kind: 'delete', type: 'DeleteFamily', family: f.name, qualifier: Buffer.alloc(0), timestamp }));
  }
  const { family, qualifier } = writeColumn(toS(column!), names);
  if (qualifier) return [{ kind: 'delete', type: allVersions ? 'DeleteColumn' : 'Delete', family, qualifier, timestamp }];
  return [{ kind: 'delete', type: allVersions ? 'DeleteFamily' : 'DeleteFamilyVersion', family, qualifier: Buffer.alloc(0), timestamp }];
}
