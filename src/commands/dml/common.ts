/**
 * What the data commands share: opening a table the way HBase's client does
 * (`Unknown table t1!`, `Table t1 is disabled!`), the shell's column-spec
 * rules (reference §3.3), the client-side checks HBase makes before a
 * mutation leaves the client (row length, timestamps, KeyValue size), the
 * converters of get/scan, and FILTER compilation.
 *
 * Everything here validates; nothing here writes.
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../../errors.js';
import type { ColumnSelector, Engine, ReadFilter, TableDescriptor } from '../../engine/types.js';
import type { Output, ValueConverter } from '../../format/output.js';
import { BYTES_CONVERTER_METHODS } from '../../format/bytes.js';
import { RHash, TableRef, type Value, isString, rubyClass, truthy } from '../../ruby/values.js';
import { inspect } from '../../ruby/inspect.js';
import { javaLong, toS } from '../../ruby/coerce.js';
import { NameDecoder, argumentError, lines, type CommandContext, type CommandResult } from '../define.js';
import { checkChangeable, findTable } from '../ddl/common.js';
import { META_TABLE_NAME } from '../../engine/meta.js';

export const LATEST_TIMESTAMP = 9223372036854775807n;
/** hbase.client.keyvalue.maxsize */
const MAX_KEYVALUE_SIZE = 10485760;
const MAX_ROW_LENGTH = 32767;

// ---------------------------------------------------------------- tables

/** The abort signal the session gives every command (Ctrl-C ends a scan). */
export function signalOf(ctx: CommandContext): AbortSignal | undefined {
  return (ctx as CommandContext & { signal?: AbortSignal }).signal;
}

/** How HBase names the table in `Table … is disabled!`: the object when called as `t.put …` (a real quirk). */
export function tableArg(ctx: CommandContext, name: string): string {
  return ctx.via ? inspect(ctx.via) : name;
}

export function unknownTable(name: string): ShellError {
  return new ShellError('TABLE_NOT_FOUND', `Unknown table ${name}!`, { rubyClass: 'RuntimeError' });
}

export function tableDisabled(ctx: CommandContext, name: string): ShellError {
  return new ShellError('TABLE_DISABLED', `Table ${tableArg(ctx, name)} is disabled!`);
}

/**
 * The table's descriptor, or `Unknown table t1!`. The name is checked first,
 * with TableName.valueOf's messages; the catalog tables of namespace `hbase`
 * exist even when the engine keeps none (see ddl's findTable).
 */
export function describeTable(engine: Engine, name: string): TableDescriptor {
  // An existing table's name is legal: the fast path of every put in a script.
  const desc = engine.getTable(name) ?? findTable(engine, name);
  if (!desc) throw unknownTable(name);
  return desc;
}

/**
 * A catalog table the engine does not keep: it reads as empty and cannot be
 * written. `hbase:meta` is not one of them for reads: the engine serves it
 * as a read-only virtual table (engine/meta.ts).
 */
export function emulated(engine: Engine, name: string): boolean {
  return engine.getTable(name) === undefined && findTable(engine, name)?.name.nameAsString !== META_TABLE_NAME;
}

/**
 * table.rb's to_string intercepts two hbase:meta columns before any
 * converter: `info:regioninfo` prints RegionInfo.toString (the engine keeps
 * that text as the value) and `info:serverstartcode` prints Bytes.toLong.
 */
export function withMetaConverters(desc: TableDescriptor | undefined, converters: Map<string, ValueConverter>): Map<string, ValueConverter> {
  if (desc?.name.nameAsString !== META_TABLE_NAME) return converters;
  const out = new Map(converters);
  out.set('info:regioninfo', { kind: 'toString' });
  out.set('info:serverstartcode', { kind: 'bytesMethod', method: 'toLong' });
  return out;
}

/** Engines of settled `ctx.engine()` promises (the session hands out one promise, opened once). */
const settled = new WeakMap<Promise<Engine>, Engine>();

/** The context's engine: at once when its promise has settled before, else awaited (and remembered). */
export function contextEngine(ctx: CommandContext): Engine | Promise<Engine> {
  const p = ctx.engine();
  const engine = settled.get(p);
  if (engine !== undefined) return engine;
  return p.then((e) => {
    settled.set(p, e);
    return e;
  });
}

/** The descriptor of a table data commands may write: it exists and is enabled (else openTable's errors). */
export function writableTable(ctx: CommandContext, engine: Engine, name: string): TableDescriptor {
  const desc = describeTable(engine, name);
  if (desc.state !== 'ENABLED') throw tableDisabled(ctx, name);
  checkChangeable(desc);
  return desc;
}

/** A table data commands may write: it exists and is enabled. */
export async function openTable(ctx: CommandContext, name: string): Promise<{ engine: Engine; desc: TableDescriptor }> {
  const engine = await contextEngine(ctx);
  return { engine, desc: writableTable(ctx, engine, name) };
}

/**
 * `_deleteall_internal` (delete and deleteall) on hbase:meta first gets the
 * row and raises `Row Not Found` when it has no cells (HBASE-5837's read
 * check); other tables are not looked at here.
 */
export async function checkMetaRow(ctx: CommandContext, table: string, row: Uint8Array): Promise<void> {
  const engine = await ctx.engine();
  if (findTable(engine, table)?.name.nameAsString !== META_TABLE_NAME) return;
  const cells = await engine.get(META_TABLE_NAME, row, {});
  if (cells.length === 0) throw argumentError('Row Not Found');
}

/** A table data commands may read: it exists and is enabled (`empty`: an emulated catalog table). */
export async function openForRead(ctx: CommandContext, name: string): Promise<{ engine: Engine; desc: TableDescriptor; empty: boolean }> {
  const engine = await ctx.engine();
  const desc = describeTable(engine, name);
  if (desc.state !== 'ENABLED') throw tableDisabled(ctx, name);
  return { engine, desc, empty: emulated(engine, name) };
}

/** `Unknown column family! Valid column names: f1:*, f2:*` (a batch call naming a family the table lacks). */
export function unknownFamily(desc: TableDescriptor): ShellError {
  const valid = desc.families.map((f) => `${f.name}:*`).join(', ');
  return new ShellError('NO_SUCH_FAMILY', `Unknown column family! Valid column names: ${valid}`);
}

// ---------------------------------------------------------------- client-side checks

/** Mutation/Get constructors: `Row length is 0`, `Row length 40000 is > 32767`. */
export function checkRow(row: Uint8Array): void {
  if (row.length === 0) throw new ShellError('ILLEGAL_ROW', 'Row length is 0', { rubyClass: 'ArgumentError' });
  if (row.length > MAX_ROW_LENGTH) {
    throw new ShellError('ILLEGAL_ROW', `Row length ${row.length} is > ${MAX_ROW_LENGTH}`, { rubyClass: 'ArgumentError' });
  }
}

/** Put/Delete timestamps: `Timestamp cannot be negative. ts=-1`. */
export function checkTimestamp(ts: bigint): bigint {
  if (ts < 0n) throw new ShellError('ILLEGAL_TIMESTAMP', `Timestamp cannot be negative. ts=${ts}`, { rubyClass: 'ArgumentError' });
  return ts;
}

/** validatePut: a cell (key + value) larger than hbase.client.keyvalue.maxsize. */
export function checkKeyValueSize(row: Uint8Array, family: string, qualifier: Uint8Array, value: Uint8Array): void {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: the family is measured only when that bound could matter
  if (8 + 2 + row.length + 1 + 3 * family.length + qualifier.length + 8 + 1 + value.length <= MAX_KEYVALUE_SIZE) return;
  const keyLength = 2 + row.length + 1 + Buffer.byteLength(family, 'utf8') + qualifier.length + 8 + 1;
  if (8 + keyLength + value.length > MAX_KEYVALUE_SIZE) {
    throw new ShellError('KEYVALUE_TOO_LARGE', 'KeyValue size too large', { rubyClass: 'ArgumentError' });
  }
}

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

// ---------------------------------------------------------------- columns

/**
 * A write-side column (put, delete, deleteall, incr, append, get_counter):
 * split at the FIRST colon; `'f'` has no qualifier (null), `'f:'` the empty one.
 */
export function writeColumn(column: Value): { family: string; qualifier: Buffer | null } {
  const bytes = toS(column);
  const n = bytes.length;
  // a short column is scanned here (indexOf is a native call); its family decoded once per script
  let i = -1;
  if (n <= 64) {
    for (let k = 0; k < n; k++) {
      if (bytes[k] === 0x3a) {
        i = k;
        break;
      }
    }
  } else i = bytes.indexOf(0x3a);
  if (i < 0) return { family: families.decode(bytes), qualifier: null };
  return { family: families.decode(bytes, 0, i), qualifier: bytes.subarray(i + 1) };
}

const families = new NameDecoder();

/** The public static methods of org.apache.hadoop.hbase.util.Bytes a column converter may name. */
export const BYTES_METHODS: ReadonlySet<string> = new Set(BYTES_CONVERTER_METHODS);

const BYTES_CLASS = 'org.apache.hadoop.hbase.util.Bytes';

/** A converter as the renderer takes it, from a Bytes method name. */
export function converterFor(method: string): ValueConverter {
  if (method === 'toStringBinary') return { kind: 'toStringBinary' };
  if (method === 'toString') return { kind: 'toString' };
  return { kind: 'bytesMethod', method };
}

/** `c(org.apache.hadoop.hbase.util.Bytes).toInt` or a bare Bytes method name, else undefined. */
function parseConverter(spec: string): ValueConverter | undefined {
  const m = /^c\((.+)\)\.(.+)$/s.exec(spec);
  if (m) {
    if (m[1] !== BYTES_CLASS && m[1] !== 'Bytes') {
      throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${m[1]} (hsh converts with ${BYTES_CLASS} only)`, { rubyClass: 'NameError' });
    }
    if (!BYTES_METHODS.has(m[2])) {
      throw new ShellError('NAME_ERROR', `undefined method \`${m[2]}' for class \`${BYTES_CLASS}'`, { rubyClass: 'NameError' });
    }
    return converterFor(m[2]);
  }
  return BYTES_METHODS.has(spec) ? converterFor(spec) : undefined;
}

export interface ReadColumns {
  selectors: ColumnSelector[];
  /** `family:qualifier` (qualifier latin1) → converter, for the renderer. */
  converters: Map<string, ValueConverter>;
}

/**
 * get/scan column specs (reference §3.3): `'f'` is the whole family, `'f:'`
 * the empty qualifier, `'f:q'` one column; a trailing `:<converter>` naming a
 * Bytes method or `c(Class).method` is stripped and becomes that column's
 * value converter (`'x:foo:bar:c2:toLong'` → column `x:foo:bar:c2`).
 */
export function readColumns(columns: Value[]): ReadColumns {
  const selectors: ColumnSelector[] = [];
  const converters = new Map<string, ValueConverter>();
  for (const c of columns) {
    const bytes = toS(c);
    const i = bytes.indexOf(0x3a);
    if (i < 0) {
      selectors.push({ family: bytes.toString('utf8'), qualifier: null });
      continue;
    }
    const family = bytes.subarray(0, i).toString('utf8');
    let qualifier = Buffer.from(bytes.subarray(i + 1));
    const j = qualifier.lastIndexOf(0x3a);
    if (j >= 0) {
      const converter = parseConverter(qualifier.subarray(j + 1).toString('latin1'));
      if (converter) {
        qualifier = Buffer.from(qualifier.subarray(0, j));
        converters.set(`${family}:${qualifier.toString('latin1')}`, converter);
      }
    }
    selectors.push({ family, qualifier });
  }
  return { selectors, converters };
}

/** FORMATTER / FORMATTER_CLASS: the global formatter for rows, columns and values. */
export function globalFormatter(formatter: Value | undefined, formatterClass: Value | undefined): 'toStringBinary' | 'toString' {
  if (truthy(formatterClass)) {
    const cls = toS(formatterClass).toString('utf8');
    if (cls !== BYTES_CLASS) {
      throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${cls} (hsh formats with ${BYTES_CLASS} only)`, { rubyClass: 'NameError' });
    }
  }
  if (!truthy(formatter)) return 'toStringBinary';
  const method = toS(formatter).toString('utf8');
  if (method === 'toString' || method === 'toStringBinary') return method;
  if (BYTES_METHODS.has(method)) {
    throw argumentError(`FORMATTER => '${method}' would apply to row keys and column names too; hsh supports 'toString' and 'toStringBinary' there (use 'f:q:${method}' for one column)`);
  }
  throw new ShellError('NAME_ERROR', `undefined method \`${method}' for class \`${BYTES_CLASS}'`, { rubyClass: 'NameError' });
}

// ---------------------------------------------------------------- time ranges

export interface TimeRange {
  min: bigint;
  max: bigint;
}

/** `TIMESTAMP => t` ≡ [t, t+1) (TimeRange.at: `invalid ts:<t>`). */
export function timestampRange(v: Value): TimeRange {
  const ts = javaLong(v);
  if (ts < 0n || ts === LATEST_TIMESTAMP) throw argumentError(`invalid ts:${ts}`);
  return { min: ts, max: ts + 1n };
}

/** `TIMERANGE => [min, max]`: half-open, checked as HBase's TimeRange constructor does. */
export function timeRange(v: Value): TimeRange {
  if (!Array.isArray(v) || v.length < 2) {
    throw argumentError(`TIMERANGE must be an Array of two timestamps [min, max], not ${inspect(v)}`);
  }
  const min = javaLong(v[0]);
  const max = javaLong(v[1]);
  if (min < 0n || max < 0n) throw argumentError(`Timestamp cannot be negative. minStamp:${min}, maxStamp:${max}`);
  if (max < min) throw argumentError('maxStamp is smaller than minStamp');
  return { min, max };
}

// ---------------------------------------------------------------- filters

/** FILTER => "…": the filter string parsed (reference §7; src/filter loads on first use) for the read's spec. */
export async function compileFilterString(v: Value): Promise<ReadFilter> {
  if (!isString(v)) {
    throw new ShellError(
      'TYPE_ERROR',
      `cannot convert instance of class ${rubyClass(v)} to class org.apache.hadoop.hbase.filter.Filter (FILTER takes a filter string)`,
      { rubyClass: 'TypeError' },
    );
  }
  const { parseFilterString } = await import('../../filter/index.js');
  return parseFilterString(v);
}

/**
 * count's filter: the user's, then FirstKeyOnlyFilter, in one MUST_PASS_ALL
 * list (Hbase::Table#_count_internal). Every filter of the list sees every
 * cell, so a row counts only when its FIRST cell passes the user's filter.
 */
export async function countFilter(v: Value): Promise<ReadFilter> {
  const user = await compileFilterString(v);
  return { node: { type: 'FilterList', operator: 'MUST_PASS_ALL', filters: [user.node, { type: 'FirstKeyOnlyFilter' }] }, text: user.text };
}

const CONSISTENCIES = ['STRONG', 'TIMELINE'];

/** CONSISTENCY => 'TIMELINE': Consistency.valueOf. */
export function checkConsistency(v: Value | undefined): void {
  if (!truthy(v)) return;
  const name = toS(v).toString('utf8');
  if (!CONSISTENCIES.includes(name)) throw argumentError(`No enum constant org.apache.hadoop.hbase.client.Consistency.${name}`);
}

/** The name a command echoes for its table: a reference's name, else the string as typed. */
export function nameOf(v: Value): string {
  if (v instanceof TableRef) return v.name;
  return toS(v).toString('utf8');
}

/** Lazily raises `error` once a renderer starts pulling rows: HBase prints the header first. */
export async function* failing<T>(error: unknown): AsyncGenerator<T> {
  throw error;
}

/**
 * What `table(name)` does before a read command prints its header: the engine
 * validates the name (illegal names fail here, before any output); whether
 * the table exists is found out later, by the read itself.
 */
export async function preflight(ctx: CommandContext, name: string): Promise<{ engine: Engine; desc: TableDescriptor | undefined }> {
  const engine = await ctx.engine();
  return { engine, desc: engine.getTable(name) ?? findTable(engine, name) };
}

/** The read-time checks of a table found by `preflight`. */
export function readable(ctx: CommandContext, name: string, desc: TableDescriptor | undefined): TableDescriptor {
  if (!desc) throw unknownTable(name);
  if (desc.state !== 'ENABLED') throw tableDisabled(ctx, name);
  return desc;
}

/**
 * An output that renders nothing and then fails: for commands that print a
 * line and only then discover an error (`Truncating 't9' table …` followed by
 * `ERROR: Unknown table t9!`). It is an empty count stream, whose classic
 * rendering prints nothing before its first row.
 */
export function failAfter(error: unknown): Output {
  return { kind: 'count', rows: failing<Uint8Array>(error), interval: 1000, onTotal: () => {} };
}

/**
 * Hbase::Admin#truncate / #truncate_preserve: the first line is printed before
 * the table is even looked up, so a missing table's error follows it.
 */
export async function truncateTable(ctx: CommandContext, table: string, preserveSplits: boolean): Promise<CommandResult> {
  const outputs: Output[] = [lines(`Truncating '${table}' table (it may take a while):`)];
  try {
    const engine = await ctx.engine();
    const desc = describeTable(engine, table);
    checkChangeable(desc);
    if (desc.state === 'ENABLED') outputs.push(lines('Disabling table...'));
    outputs.push(lines('Truncating table...'));
    await engine.truncateTable(table, preserveSplits);
  } catch (e) {
    outputs.push(failAfter(e));
  }
  return { outputs };
}
