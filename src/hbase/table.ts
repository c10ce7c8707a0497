/**
 * One table as the shell's Hbase::Table (hbase-shell's table.rb) uses it:
 * put, get, scan, count, delete, deleteall, incr, append, get_counter,
 * get_splits, get_all_columns — their arguments as table.rb reads them, the
 * client's checks, and the one way a table is opened:
 *
 * - `descriptor`: the table exists (else `Unknown table t1!`), the catalog
 *   tables of namespace `hbase` included (system-tables.ts);
 * - `enabled`: and is enabled (else `Table t1 is disabled!`), as HTable's
 *   calls find out;
 * - `writable`: and is not a catalog table the engine does not keep.
 *
 * get and scan print their header before table.rb parses their options or
 * the server is asked anything, so their argument errors, a missing table
 * and a disabled one are raised from the row stream, after the header;
 * an illegal table name (TableName.valueOf) fails before it.
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../errors.js';
import type { Engine, Mutation, ReadFilter, RowPuts, RowResult, ScanMetrics, Scanner, TableDescriptor } from '../engine/types.js';
import { fromLongBytes, toStringBinary } from '../bytes.js';
import { RHash, type TableRef, type Value, isString, rubyClass } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { toS } from '../ruby/coerce.js';
import { Options } from '../ruby/options.js';
import { truthy } from '../ruby/values.js';
import { javaBytes, javaLong, javaInt, rubyInt } from '../ruby/coerce.js';
import type { HBase } from './client.js';
import { argumentError, tableDisabled, unknownFamily, unknownTable } from './errors.js';
import { compileFilterString, countFilter } from './filter.js';
import { checkRow, deleteMutations, deleteTimestamp, isRowDelete, operationTtl, optionsHash, putMutation, writeColumn } from './mutation.js';
import {
  type ColumnConverter,
  type GetPlan,
  type GlobalFormatter,
  type ScanPlan,
  clientScanMetrics,
  globalFormatter,
  planGet,
  planScan,
  prefixStopRow,
} from './scan-spec.js';
import { META_TABLE_NAME, checkChangeable, lookupTable, readsEmpty } from './system-tables.js';
import { type StoreCells, type StoreCellsSpec, storeCells } from './store-cells.js';

/** How the cells of a get or scan are shown (the renderer's CellRenderOptions). */
export interface CellOptions {
  formatter: GlobalFormatter;
  columnConverters: Map<string, ColumnConverter>;
  /** MAXLENGTH. */
  maxLength?: number;
}

/** A get's or scan's rows, pulled by the renderer, and how to show them. */
export interface CellsRead {
  /** The rows, one at a time (get) or in the engine's batches (scan). */
  rows: AsyncIterable<RowResult | readonly RowResult[]>;
  options: CellOptions;
  /** scan ALL_METRICS / METRICS: the metrics to print and where to read them once the scan ended. */
  metrics?: { select: string[] | 'all'; read: () => ScanMetrics };
}

/** count's row keys (raising Ruby's ZeroDivisionError at the first row for INTERVAL 0) and its INTERVAL. */
export interface CountRead {
  /** The counted rows' keys, in the engine's batches. */
  rows: AsyncIterable<Uint8Array | readonly Uint8Array[]>;
  interval: number;
}

const EMPTY = Buffer.alloc(0);

/** Lazily raises `error` once a renderer starts pulling rows: HBase prints the header first. */
async function* failing<T>(error: unknown): AsyncGenerator<T> {
  throw error;
}

export class Table {
  constructor(
    private readonly hbase: HBase,
    readonly name: string,
    /** The reference the command was called on (`t.put …`), if any. */
    readonly via: TableRef | undefined,
  ) {}

  // ---------------------------------------------------------------- opening

  /** The table's descriptor, or `Unknown table t1!` (illegal names fail with TableName.valueOf's messages). */
  descriptor(engine: Engine): TableDescriptor {
    const desc = lookupTable(engine, this.name);
    if (desc === undefined) throw unknownTable(this.name);
    return desc;
  }

  /** An existing, enabled table. */
  enabled(engine: Engine): TableDescriptor {
    return this.checkEnabled(this.descriptor(engine));
  }

  /** An existing, enabled table the client may write to. */
  writable(engine: Engine): TableDescriptor {
    const desc = this.enabled(engine);
    checkChangeable(engine, desc);
    return desc;
  }

  private checkEnabled(desc: TableDescriptor | undefined): TableDescriptor {
    if (desc === undefined) throw unknownTable(this.name);
    // translate_hbase_exceptions names `args.first`: the reference object itself for `t.put …` (a real quirk).
    if (desc.state !== 'ENABLED') throw tableDisabled(this.via ? inspect(this.via) : this.name);
    return desc;
  }

  // ---------------------------------------------------------------- writes

  /**
   * Hbase::Table#put. Not async: once the engine is open, a put of a script
   * is checked, encoded and handed to the engine without an await, and the
   * engine's own promise is returned as it is (no promise per put).
   */
  put(rowArg: Value, column: Value, value: Value, timestamp: Value | undefined, args: Value | undefined): Promise<void> {
    const row = toS(rowArg);
    const mutation = putMutation(row, column, value, timestamp, args, this.hbase.familyNames);
    const engine = this.hbase.connected;
    if (engine === undefined) return this.hbase.connect().then((e) => this.mutate(e, row, mutation));
    return this.mutate(engine, row, mutation);
  }

  private mutate(engine: Engine, row: Buffer, mutation: Mutation): Promise<void> {
    this.writable(engine);
    return engine.mutateRow(this.name, row, [mutation]);
  }

  /** The descriptor of an existing, enabled table the client may write to (an import checks its families first). */
  async writableDescriptor(): Promise<TableDescriptor> {
    return this.writable(await this.hbase.connect());
  }

  /**
   * Rows of puts written together (import_tsv, hsh importtsv): the table
   * must exist, be enabled and writable; each row's cells commit atomically.
   */
  async putRows(rows: readonly RowPuts[]): Promise<void> {
    if (rows.length === 0) return;
    const engine = this.hbase.connected ?? (await this.hbase.connect());
    this.writable(engine);
    return engine.putRows(this.name, rows);
  }

  /**
   * Settles once every write this client added so far is in the store (rejects if one of
   * them was lost); the pending batch is not committed by asking (an import's progress).
   */
  acknowledged(): Promise<void> {
    return this.hbase.connected?.unacknowledgedWrites() ?? Promise.resolve();
  }

  /** Commits what is pending now (an import that stops says how far it got only of what is written). */
  async flushWrites(): Promise<void> {
    await this.hbase.connected?.flushWrites();
  }

  /** Hbase::Table#delete: one version (HBase ≥ 2.0), a Delete or DeleteFamilyVersion marker. */
  async delete(rowArg: Value, column: Value, timestampArg: Value | undefined, argsArg: Value | undefined): Promise<void> {
    const row = toS(rowArg);
    checkRow(row);
    const engine = await this.hbase.connect();
    await this.checkMetaRow(engine, row);
    const timestamp = deleteTimestamp(timestampArg);
    optionsHash(argsArg);
    const desc = this.writable(engine);
    await engine.mutateRow(this.name, row, deleteMutations(desc, column, timestamp, false, this.hbase.familyNames));
  }

  /** Hbase::Table#deleteall: a row (DeleteColumn / DeleteFamily markers), or every row of a ROWPREFIXFILTER. */
  async deleteall(rowArg: Value, column: Value | undefined, timestampArg: Value | undefined, argsArg: Value | undefined, signal?: AbortSignal): Promise<void> {
    const timestamp = deleteTimestamp(timestampArg);
    optionsHash(argsArg);
    if (rowArg instanceof RHash) {
      if (this.name === META_TABLE_NAME && rowArg.get('ROWPREFIXFILTER') !== undefined) {
        throw argumentError('deleteall with ROWPREFIXFILTER in hbase:meta is not allowed.');
      }
      const engine = await this.hbase.connect();
      await this.deleteByPrefix(engine, this.writable(engine), rowArg, column, timestamp, signal);
      return;
    }
    const row = toS(rowArg);
    checkRow(row);
    const engine = await this.hbase.connect();
    await this.checkMetaRow(engine, row);
    const desc = this.writable(engine);
    await engine.mutateRow(this.name, row, deleteMutations(desc, column, timestamp, true, this.hbase.familyNames));
  }

  /**
   * `_deleteall_internal` (delete and deleteall) on hbase:meta first gets the
   * row and raises `Row Not Found` when it has no cells (HBASE-5837's read
   * check); other tables are not looked at here.
   */
  private async checkMetaRow(engine: Engine, row: Uint8Array): Promise<void> {
    if (lookupTable(engine, this.name)?.name.nameAsString !== META_TABLE_NAME) return;
    const cells = await engine.get(META_TABLE_NAME, row, {});
    if (cells.length === 0) throw argumentError('Row Not Found');
  }

  /**
   * `deleteall 't', {ROWPREFIXFILTER => 'p'}`: scans the rows starting with p and
   * deletes each in batches of CACHE (default 100). As in HBase, each row key is
   * round-tripped through its toStringBinary text, so a key holding bytes outside
   * printable ASCII (or a backslash) is NOT the row that gets the markers.
   */
  private async deleteByPrefix(
    engine: Engine,
    desc: TableDescriptor,
    spec: RHash,
    column: Value | undefined,
    timestamp: bigint | undefined,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const cacheArg = spec.get('CACHE');
    // `list.size >= cache`: a cache that is not a number fails there, at the first row found.
    const cache = (): number => (truthy(cacheArg) ? rubyInt(cacheArg, 'left', '>=') : 100);
    const prefixArg = spec.get('ROWPREFIXFILTER');
    if (prefixArg === undefined || prefixArg === null) {
      throw new ShellError('NAME_ERROR', "undefined method `to_java_bytes' for nil:NilClass", { rubyClass: 'NoMethodError' });
    }
    const prefix = javaBytes(prefixArg);
    const known = isRowDelete(column) || desc.families.some((f) => f.name === writeColumn(toS(column!)).family);
    const scanner = engine.scan(this.name, {
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
      const ts = timestamp ?? engine.clock.now();
      // the markers do not depend on the row: built once a batch
      const mutations = deleteMutations(desc, column, ts, true, this.hbase.familyNames);
      for (const row of batch) await engine.mutateRow(this.name, row, mutations);
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

  /** Hbase::Table#incr: the cell is an 8-byte big-endian signed long; a missing cell starts at 0. Returns the new value. */
  async incr(rowArg: Value, column: Value, amountArg: Value | undefined, argsArg: Value | undefined): Promise<bigint> {
    const row = toS(rowArg);
    checkRow(row);
    const { family, qualifier } = writeColumn(column, this.hbase.familyNames);
    // A hash in the amount slot means "by 1" (its keys are not used).
    const amount = amountArg === undefined || amountArg === null || amountArg instanceof RHash ? 1n : javaLong(amountArg);
    const args = optionsHash(argsArg);
    const ttlMs = args.size > 0 ? operationTtl(args) : undefined;
    const engine = await this.hbase.connect();
    this.writable(engine);
    return engine.increment(this.name, row, family, qualifier ?? EMPTY, amount, ttlMs);
  }

  /** Hbase::Table#append: concatenates to the newest value (a missing cell is created); returns the whole new value. */
  async append(rowArg: Value, column: Value, valueArg: Value, argsArg: Value | undefined): Promise<Uint8Array> {
    const row = toS(rowArg);
    checkRow(row);
    const { family, qualifier } = writeColumn(column, this.hbase.familyNames);
    const suffix = toS(valueArg);
    const args = optionsHash(argsArg);
    const ttlMs = args.size > 0 ? operationTtl(args) : undefined;
    const engine = await this.hbase.connect();
    this.writable(engine);
    return engine.append(this.name, row, family, qualifier ?? EMPTY, suffix, ttlMs);
  }

  // ---------------------------------------------------------------- reads

  /** Hbase::Table#_get_counter_internal: Bytes.toLong of the newest version, or undefined when there is none. */
  async getCounter(rowArg: Value, column: Value, signal?: AbortSignal): Promise<bigint | undefined> {
    const row = toS(rowArg);
    checkRow(row);
    const { family, qualifier } = writeColumn(column, this.hbase.familyNames);
    const engine = await this.hbase.connect();
    if (readsEmpty(engine, this.enabled(engine))) return undefined;
    const cells = await engine.get(this.name, row, { columns: [{ family, qualifier: qualifier ?? EMPTY }], maxVersions: 1, signal });
    if (cells.length === 0) return undefined;
    const v = cells[0].value;
    if (v.length !== 8) throw new ShellError('NOT_A_COUNTER', `Wrong length: ${v.length}, expected 8`, { rubyClass: 'ArgumentError' });
    return fromLongBytes(v);
  }

  /** Hbase::Table#_get_internal: the row's cells as the get's options select them. */
  async get(rowArg: Value, extras: Value[], signal?: AbortSignal): Promise<CellsRead> {
    const engine = await this.hbase.connect();
    const desc = lookupTable(engine, this.name);
    const row = toS(rowArg);
    let plan: GetPlan | undefined;
    let error: unknown;
    try {
      checkRow(row);
      plan = planGet(extras);
    } catch (e) {
      error = e;
    }
    const options: CellOptions = {
      formatter: plan?.formatter ?? 'toStringBinary',
      columnConverters: withMetaConverters(desc, plan?.converters ?? new Map()),
      maxLength: plan?.maxLength,
    };
    return { rows: plan ? this.getRows(engine, desc, row, plan, signal) : failing<RowResult>(error), options };
  }

  private async *getRows(engine: Engine, desc: TableDescriptor | undefined, row: Buffer, p: GetPlan, signal: AbortSignal | undefined): AsyncGenerator<RowResult> {
    let filter: ReadFilter | undefined;
    if (p.filter !== undefined) filter = await compileFilterString(p.filter);
    if (readsEmpty(engine, this.checkEnabled(desc))) return;
    const cells = await engine.get(this.name, row, {
      columns: p.columns.length ? p.columns : undefined,
      timeRange: p.timeRange,
      maxVersions: p.maxVersions,
      filter,
      signal,
    });
    if (cells.length) yield { row, cells };
  }

  /** Hbase::Table#_scan_internal: the rows `_hash_to_scan`'s Scan selects. */
  async scan(argsArg: Value | undefined, signal?: AbortSignal): Promise<CellsRead> {
    const engine = await this.hbase.connect();
    const desc = lookupTable(engine, this.name);
    let plan: ScanPlan | undefined;
    let error: unknown;
    let options: CellOptions = { formatter: 'toStringBinary', columnConverters: new Map() };
    try {
      const args = argsArg === undefined ? new RHash() : argsArg;
      if (!(args instanceof RHash)) throw argumentError('Args should be a Hash');
      const parsed = planScan(args);
      const o = new Options(args);
      const maxLength = truthy(o.get('MAXLENGTH')) ? javaInt(o.get('MAXLENGTH')!) : undefined;
      options = {
        formatter: globalFormatter(o.get('FORMATTER'), o.get('FORMATTER_CLASS')),
        columnConverters: withMetaConverters(desc, parsed.converters),
        maxLength,
      };
      plan = parsed;
    } catch (e) {
      error = e;
    }
    const scan: { scanner?: Scanner } = {};
    const result: CellsRead = { rows: plan ? this.scanRows(engine, desc, plan, scan, signal) : failing<RowResult>(error), options };
    if (plan?.metrics) result.metrics = { select: plan.metrics, read: () => clientScanMetrics(scan.scanner?.metrics) };
    return result;
  }

  /** The scan's rows in the engine's batches (no promise per row: a scan of a million rows prints at the store's pace). */
  private async *scanRows(engine: Engine, desc: TableDescriptor | undefined, p: ScanPlan, scan: { scanner?: Scanner }, signal: AbortSignal | undefined): AsyncGenerator<readonly RowResult[]> {
    let filter: ReadFilter | undefined;
    if (p.filter !== undefined) filter = await compileFilterString(p.filter);
    if (readsEmpty(engine, this.checkEnabled(desc))) return;
    scan.scanner = engine.scan(this.name, { ...p.spec, filter, signal });
    yield* scan.scanner.batches();
  }

  /**
   * Hbase::Table#_count_internal: count's options merged over its defaults
   * (INTERVAL 1000, CACHE 10, CACHE_BLOCKS false), a key-only scan with the
   * user's filter and FirstKeyOnlyFilter. `count 't1', 100000` is the old
   * INTERVAL form.
   */
  async count(paramsArg: Value | undefined, signal?: AbortSignal): Promise<CountRead> {
    let params: RHash;
    if (paramsArg === undefined) params = new RHash();
    else if (typeof paramsArg === 'bigint') params = new RHash([[Buffer.from('INTERVAL'), paramsArg]]);
    else if (paramsArg instanceof RHash) params = paramsArg;
    else throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(paramsArg)} into Hash`, { rubyClass: 'TypeError' });

    const cacheBlocks = new Options(params).get('CACHE_BLOCKS');
    if (isString(cacheBlocks)) {
      const word = cacheBlocks.toString('utf8').toLowerCase();
      if (word !== 'true' && word !== 'false') {
        throw argumentError("Expected CACHE_BLOCKS value to be a boolean or the string 'true' or 'false'");
      }
    }
    const merged = new RHash([
      [Buffer.from('INTERVAL'), 1000n],
      [Buffer.from('CACHE'), 10n],
      [Buffer.from('CACHE_BLOCKS'), false],
    ]);
    for (const [k, v] of params.entries) merged.set(k, v);
    const plan = planScan(merged);
    const interval = toI(merged.get('INTERVAL'));
    let filter: ReadFilter | undefined;
    if (plan.filter !== undefined) filter = await countFilter(plan.filter);
    const engine = await this.hbase.connect();
    const empty = readsEmpty(engine, this.enabled(engine));
    const batches: AsyncIterable<readonly RowResult[]> = empty ? (async function* () {})() : engine.scan(this.name, { ...plan.spec, filter, keyOnly: true, signal }).batches();
    async function* rows(): AsyncGenerator<Uint8Array[]> {
      for await (const batch of batches) {
        // `count % interval` with INTERVAL 0: Ruby's ZeroDivisionError at the first row.
        if (interval === 0 && batch.length > 0) throw new ShellError('ZERO_DIVISION', 'divided by 0', { rubyClass: 'ZeroDivisionError' });
        yield batch.map((r) => r.row);
      }
    }
    return { rows: rows(), interval };
  }

  /** hsh's list_cells: the KeyValues the table's stores hold (store-cells.ts). */
  async storeCells(spec: StoreCellsSpec): Promise<StoreCells> {
    return storeCells(await this.hbase.connect(), this.name, spec);
  }

  /** get_splits: the table's split keys (a disabled table's too: region boundaries live in meta). */
  async splits(): Promise<Uint8Array[]> {
    return this.descriptor(await this.hbase.connect()).splits;
  }

  /**
   * hsh's dump: every cell and delete marker the table holds, as a RAW scan of
   * all versions (Integer.MAX_VALUE, Scan#readAllVersions) reads them — a disabled
   * table's too, which HBase's clients cannot read: dump recreates it disabled.
   */
  async rawRows(signal?: AbortSignal): Promise<{ table: TableDescriptor; rows: AsyncIterable<readonly RowResult[]> }> {
    const engine = await this.hbase.connect();
    const table = this.descriptor(engine);
    if (table.name.namespace === 'hbase') throw argumentError(`${table.name.nameAsString} is a system table: dump reads user tables`);
    return { table, rows: engine.scan(this.name, { raw: true, maxVersions: 2147483647, offline: true, signal }).batches() };
  }

  /** Hbase::Table#get_all_columns: `f1:`, `f2:` … */
  async allColumns(): Promise<string[]> {
    return this.descriptor(await this.hbase.connect()).families.map((f) => `${f.name}:`);
  }
}

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

/**
 * table.rb's to_string intercepts two hbase:meta columns before any
 * converter: `info:regioninfo` prints RegionInfo.toString (the engine keeps
 * that text as the value) and `info:serverstartcode` prints Bytes.toLong.
 */
function withMetaConverters(desc: TableDescriptor | undefined, converters: Map<string, ColumnConverter>): Map<string, ColumnConverter> {
  if (desc?.name.nameAsString !== META_TABLE_NAME) return converters;
  const out = new Map(converters);
  out.set('info:regioninfo', { kind: 'toString' });
  out.set('info:serverstartcode', { kind: 'bytesMethod', method: 'toLong' });
  return out;
}
