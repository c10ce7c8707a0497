/**
 * What the ddl commands share: looking tables up the way admin.rb does (with
 * its three different "missing table" messages), the system tables of
 * namespace `hbase`, `list`'s regex matching and order, and the lines
 * alter_status prints.
 */
import { ShellError } from '../../errors.js';
import type { Engine, TableDescriptor } from '../../engine/types.js';
import { DEFAULT_FAMILY_VALUES } from './family-spec.js';
import { type Value, isString } from '../../ruby/values.js';
import { type Arg, type CommandResult, argumentError, lines } from '../define.js';
import { parseTableName } from './names.js';
import { javaWholeMatch } from './regex.js';

/** `Table t1 does not exist.` (admin.rb tableExists: enable, disable, drop, describe). */
export function tableDoesNotExist(name: string): ShellError {
  return new ShellError('TABLE_NOT_FOUND', `Table ${name} does not exist.`, { rubyClass: 'ArgumentError' });
}

/** `Unknown table t1!` (TableNotFoundException through translate_hbase_exceptions). */
export function unknownTable(name: string): ShellError {
  return new ShellError('TABLE_NOT_FOUND', `Unknown table ${name}!`, { rubyClass: 'RuntimeError' });
}

/** `Table already exists: t1!` (TableExistsException; names the command's FIRST argument). */
export function tableAlreadyExists(firstArg: string): ShellError {
  return new ShellError('TABLE_EXISTS', `Table already exists: ${firstArg}!`, { rubyClass: 'RuntimeError' });
}

/** `Unknown namespace ns9!` (NamespaceNotFoundException: `args.first.split(':')[0]`). */
export function unknownNamespace(firstArg: string): ShellError {
  return new ShellError('NAMESPACE_NOT_FOUND', `Unknown namespace ${firstArg.split(':')[0]}!`, { rubyClass: 'RuntimeError' });
}

// ---------------------------------------------------------------- system tables

function systemFamily(name: string, overrides: Record<string, string>): { name: string; values: Array<[string, string]> } {
  return { name, values: DEFAULT_FAMILY_VALUES.map(([k, v]) => [k, overrides[k] ?? v]) };
}

/**
 * The catalog tables a 2.6 cluster shows in namespace `hbase`, used when the
 * engine keeps none of its own: `exists 'hbase:meta'` is true,
 * `list_namespace_tables 'hbase'` is not empty, `describe 'hbase:meta'` works.
 */
function systemTables(createdAt: bigint): TableDescriptor[] {
  const catalog = { VERSIONS: '3', IN_MEMORY: 'true', BLOCKSIZE: '8192', BLOOMFILTER: 'ROWCOL', DATA_BLOCK_ENCODING: 'ROW_INDEX_V1' };
  return [
    {
      name: { namespace: 'hbase', qualifier: 'meta', nameAsString: 'hbase:meta' },
      state: 'ENABLED',
      families: [
        systemFamily('info', catalog),
        systemFamily('rep_barrier', { ...catalog, VERSIONS: '2147483647', BLOCKSIZE: '65536' }),
        systemFamily('table', catalog),
      ],
      values: [
        ['IS_META', 'true'],
        ['coprocessor$1', '|org.apache.hadoop.hbase.coprocessor.MultiRowMutationEndpoint|536870911|'],
      ],
      splits: [],
      createdAt,
    },
    {
      name: { namespace: 'hbase', qualifier: 'namespace', nameAsString: 'hbase:namespace' },
      state: 'ENABLED',
      families: [systemFamily('info', { VERSIONS: '10', IN_MEMORY: 'true', BLOCKSIZE: '8192' })],
      values: [],
      splits: [],
      createdAt,
    },
  ];
}

const EMULATED = new WeakSet<TableDescriptor>();

function emulated(): TableDescriptor[] {
  const tables = systemTables(0n);
  for (const t of tables) EMULATED.add(t);
  return tables;
}

/** The tables of namespace `hbase`: the engine's own, or the emulated catalog tables. */
export function systemTablesOf(engine: Engine): TableDescriptor[] {
  return emulated().map((t) => engine.getTable(t.name.nameAsString) ?? t);
}

/**
 * A table's descriptor, or undefined when it does not exist. The name is
 * checked first with TableName.valueOf's messages.
 */
export function findTable(engine: Engine, name: string): TableDescriptor | undefined {
  const parsed = parseTableName(name);
  const found = engine.getTable(name);
  if (found) return found;
  if (parsed.namespace === 'hbase') return emulated().find((t) => t.name.qualifier === parsed.qualifier);
  return undefined;
}

export function isSystemTable(desc: TableDescriptor): boolean {
  return desc.name.namespace === 'hbase';
}

/** Refuses to change an emulated catalog table (the engine has no such table to change). */
export function checkChangeable(desc: TableDescriptor): void {
  if (EMULATED.has(desc)) {
    throw new ShellError('CONSTRAINT', `org.apache.hadoop.hbase.constraint.ConstraintException: ${desc.name.nameAsString} is a system table; hsh does not change it`, {
      rubyClass: 'RuntimeError',
    });
  }
}

// ---------------------------------------------------------------- list

/** `namespace:qualifier` as `list` sorts (default tables sort as `default:<q>`), by unsigned bytes. */
function listKey(t: TableDescriptor): Buffer {
  return Buffer.from(`${t.name.namespace}:${t.name.qualifier}`, 'utf8');
}

export function sortForList(tables: TableDescriptor[]): TableDescriptor[] {
  return [...tables].sort((a, b) => Buffer.compare(listKey(a), listKey(b)));
}

/**
 * Admin.listTableNames(Pattern): user tables whose name matches the whole
 * regex; a default-namespace table also matches as `default:<name>`.
 */
export function matchTables(engine: Engine, regex: string): TableDescriptor[] {
  const re = javaWholeMatch(regex);
  const tables = engine.listTables().filter((t) => !isSystemTable(t));
  return sortForList(
    tables.filter((t) => re.test(t.name.nameAsString) || (t.name.namespace === 'default' && re.test(`default:${t.name.qualifier}`))),
  );
}

// ---------------------------------------------------------------- alter_status

/**
 * What alter_status prints for a one-server cluster: every region of an
 * enabled table has the new schema at once (`N/N regions updated.`); the
 * regions of a disabled table are closed and count as not updated.
 */
export function regionStatusLines(desc: TableDescriptor): string[] {
  const total = desc.splits.length + 1;
  const updated = desc.state === 'ENABLED' ? total : 0;
  return [`${updated}/${total} regions updated.`, 'Done.'];
}

// ---------------------------------------------------------------- arguments

/** A table name that must be a Ruby String (create, alter, alter_status: `is_a?(String)`). */
export function stringTableName(label = 'table'): Arg<string> {
  return {
    label,
    parse(v) {
      if (!isString(v ?? null)) throw argumentError('Table name must be of type String');
      return (v as Buffer).toString('utf8');
    },
  };
}

/** Ruby's `args.flatten.compact`. */
export function flattenCompact(values: Value[]): Value[] {
  const out: Value[] = [];
  const visit = (v: Value) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (v !== null) out.push(v);
  };
  values.forEach(visit);
  return out;
}

// ---------------------------------------------------------------- output then error

/**
 * The shell `puts` notices while it works through the arguments, so a later
 * error comes after them (`An argument ignored …` then `ERROR: Table must
 * have at least one column family`). The printed lines go first; the error
 * travels as an empty row stream that fails when the renderer reads it, so
 * the session reports it after the lines (the same device dml uses).
 */
export function linesThenError(printed: string[], error: unknown): CommandResult {
  async function* failing(): AsyncGenerator<Uint8Array> {
    throw error;
  }
  return { outputs: [lines(...printed), { kind: 'count', rows: failing(), interval: 1000, onTotal: () => {} }] };
}

/**
 * The listing commands (list, list_namespace, list_namespace_tables) print
 * their header (`formatter.header(['TABLE'])`) before they ask the admin for
 * anything, so an error (a bad regex, an unknown namespace) comes after it.
 */
export function headerThenError(header: string, error: unknown): CommandResult {
  async function* failing(): AsyncGenerator<Uint8Array> {
    throw error;
  }
  return {
    outputs: [
      { kind: 'lines', lines: [header], formatterRows: true },
      { kind: 'count', rows: failing(), interval: 1000, onTotal: () => {} },
    ],
  };
}

/** Runs `body`; if it fails after notices were printed, the notices still come first. */
export async function withNotices(notices: string[], body: () => Promise<CommandResult>): Promise<CommandResult> {
  try {
    return await body();
  } catch (e) {
    if (notices.length === 0) throw e;
    return linesThenError([...notices], e);
  }
}
