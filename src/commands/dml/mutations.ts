/**
 * The Delete a delete/deleteall call builds (Hbase::Table#_createdelete_internal),
 * as engine mutations: the exact marker mapping of reference §6.3.
 */
import type { Mutation, TableDescriptor } from '../../engine/types.js';
import { RHash, type Value, isString } from '../../ruby/values.js';
import { toS, javaLong } from '../../ruby/coerce.js';
import { LATEST_TIMESTAMP, checkTimestamp, writeColumn } from './common.js';

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
 * delete (allVersions false): `f:q` → Delete, `f` → DeleteFamilyVersion;
 * deleteall (allVersions true): `f:q` → DeleteColumn, `f` → DeleteFamily;
 * no column (or `''`): DeleteFamily on every family of the table.
 * `timestamp` undefined is HConstants.LATEST_TIMESTAMP, resolved by the server.
 */
export function deleteMutations(desc: TableDescriptor, column: Value | undefined, timestamp: bigint | undefined, allVersions: boolean): Mutation[] {
  if (isRowDelete(column)) {
    return desc.families.map((f) => ({ kind: 'delete', type: 'DeleteFamily', family: f.name, qualifier: Buffer.alloc(0), timestamp }));
  }
  const { family, qualifier } = writeColumn(toS(column!));
  if (qualifier) return [{ kind: 'delete', type: allVersions ? 'DeleteColumn' : 'Delete', family, qualifier, timestamp }];
  return [{ kind: 'delete', type: allVersions ? 'DeleteFamily' : 'DeleteFamilyVersion', family, qualifier: Buffer.alloc(0), timestamp }];
}
