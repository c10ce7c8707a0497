/**
 * The catalog tables of namespace `hbase`, in one place. A 2.6 cluster has
 * `hbase:meta` and `hbase:namespace` (TableDescriptorBuilder's
 * META_TABLEDESC_BUILDER, hbase:namespace's NAMESPACE_TABLEDESC). The engine
 * keeps no descriptor for either — it serves hbase:meta's rows as a
 * read-only virtual table — so the client shows the descriptors a 2.6
 * master returns: `exists 'hbase:meta'` is true, `describe` works,
 * `list_namespace_tables 'hbase'` lists both, `status` counts their regions.
 * hbase:namespace reads as empty; neither can be changed.
 *
 * A table is looked up here and nowhere else: `lookupTable` is what every
 * command's `table(name)` and admin call starts from.
 */
import type { Engine, TableDescriptor } from '../engine/types.js';
import { FILE_TRACKER_DEFAULT, FILE_TRACKER_KEY } from '../engine/descriptor.js';
import { constraint } from './errors.js';
import { DEFAULT_FAMILY_VALUES } from './family-spec.js';
import { parseTableName } from './names.js';

export const SYSTEM_NAMESPACE = 'hbase';
/** TableName.META_TABLE_NAME. */
export const META_TABLE_NAME = 'hbase:meta';

function systemFamily(name: string, overrides: Record<string, string>): { name: string; values: Array<[string, string]> } {
  return { name, values: DEFAULT_FAMILY_VALUES.map(([k, v]) => [k, overrides[k] ?? v]) };
}

/** The 2.6 descriptors, built fresh for each caller (they are rarely asked for, and a caller may copy and change one). */
function systemTables(): TableDescriptor[] {
  const catalog = { VERSIONS: '3', IN_MEMORY: 'true', BLOCKSIZE: '8192', BLOOMFILTER: 'ROWCOL', DATA_BLOCK_ENCODING: 'ROW_INDEX_V1' };
  return [
    {
      name: { namespace: SYSTEM_NAMESPACE, qualifier: 'meta', nameAsString: META_TABLE_NAME },
      state: 'ENABLED',
      families: [
        systemFamily('info', catalog),
        systemFamily('rep_barrier', { ...catalog, VERSIONS: '2147483647', BLOCKSIZE: '65536' }),
        systemFamily('table', catalog),
      ],
      values: [
        ['IS_META', 'true'],
        ['coprocessor$1', '|org.apache.hadoop.hbase.coprocessor.MultiRowMutationEndpoint|536870911|'],
        // The master writes meta's descriptor with the store file tracker it opens it with (2.5+).
        [FILE_TRACKER_KEY, FILE_TRACKER_DEFAULT],
      ],
      splits: [],
      createdAt: 0n,
    },
    {
      name: { namespace: SYSTEM_NAMESPACE, qualifier: 'namespace', nameAsString: 'hbase:namespace' },
      state: 'ENABLED',
      families: [systemFamily('info', { VERSIONS: '10', IN_MEMORY: 'true', BLOCKSIZE: '8192' })],
      values: [],
      splits: [],
      createdAt: 0n,
    },
  ];
}

/**
 * A table's descriptor, or undefined when it does not exist: the engine's
 * table, else (namespace `hbase`) the catalog table a 2.6 cluster has. A
 * name the engine does not know is checked with TableName.valueOf's
 * messages first (an existing table's name is legal: the fast path of every
 * put of a script).
 */
export function lookupTable(engine: Engine, name: string): TableDescriptor | undefined {
  const found = engine.getTable(name);
  if (found !== undefined) return found;
  const parsed = parseTableName(name);
  if (parsed.namespace !== SYSTEM_NAMESPACE) return undefined;
  return systemTables().find((t) => t.name.qualifier === parsed.qualifier);
}

/** The tables of namespace `hbase`: the engine's own, or the catalog tables shown in their place. */
export function systemTablesOf(engine: Engine): TableDescriptor[] {
  return systemTables().map((t) => engine.getTable(t.name.nameAsString) ?? t);
}

export function isSystemTable(desc: TableDescriptor): boolean {
  return desc.name.namespace === SYSTEM_NAMESPACE;
}

/** A catalog table shown by the client that the engine does not keep (nothing to read or change). */
export function isEmulated(engine: Engine, desc: TableDescriptor): boolean {
  return desc.name.namespace === SYSTEM_NAMESPACE && engine.getTable(desc.name.nameAsString) === undefined;
}

/**
 * Reads of a catalog table the engine does not keep find nothing; hbase:meta
 * is not one of them: the engine serves it as a read-only virtual table.
 */
export function readsEmpty(engine: Engine, desc: TableDescriptor): boolean {
  return desc.name.nameAsString !== META_TABLE_NAME && isEmulated(engine, desc);
}

/** Refuses to change a catalog table the engine does not keep (there is no such table to change). */
export function checkChangeable(engine: Engine, desc: TableDescriptor): void {
  // (A user table, the common case, is not in namespace hbase: one comparison.)
  if (isEmulated(engine, desc)) throw constraint(`${desc.name.nameAsString} is a system table; hsh does not change it`);
}
