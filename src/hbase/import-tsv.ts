/**
 * ImportTsv without MapReduce: HBase's `org.apache.hadoop.hbase.mapreduce.ImportTsv`
 * (its TsvParser, its option checks and its TsvImporterMapper's Puts), run in
 * this process by `hsh importtsv` and the `import_tsv` command.
 *
 * - Columns (`importtsv.columns`) as TsvParser reads them: comma-separated,
 *   trimmed; `HBASE_ROW_KEY` (exactly one), `HBASE_TS_KEY`,
 *   `HBASE_ATTRIBUTES_KEY`, `HBASE_CELL_VISIBILITY`, `HBASE_CELL_TTL`, and
 *   `family` or `family:qualifier` for every other column.
 * - A line as TsvParser checks it: `No delimiter`, `Excessive columns`,
 *   `No row key`, `No timestamp`, `Invalid timestamp x`, …, and the Put's own
 *   IllegalArgumentExceptions (`Row length is 0`). Bad lines are skipped by
 *   default (the mapper's `importtsv.skip.bad.lines` defaults to true) and
 *   each is reported with its file and line; with skipping off the first one
 *   ends the import (rows before it stay written, as a failed job leaves them).
 * - One timestamp for the whole import (`importtsv.timestamp`, default the
 *   time it starts), unless the line has an HBASE_TS_KEY.
 *
 * - Beyond ImportTsv: a header line (`import_tsv`'s HEADER, `hsh importtsv`'s
 *   importtsv.skip.header) is skipped, and without columns given it names
 *   them (headerColumns); a first line that looks like one while skipping
 *   is off is imported, as ImportTsv would, and reported (`headerRow`).
 *
 * Beyond ImportTsv (which does no quoting): a field may be quoted as in CSV
 * (RFC 4180: separators, `""` and newlines inside quotes). A line without a
 * quote character is split at the separator byte, as TsvParser splits it;
 * a record with one goes through csv-parse (loaded only then), which is
 * about eight times slower than the split. Each row is one Put: its cells
 * are written together (Engine.putRows), never half of them.
 */
import { Buffer } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ShellError, interrupted } from '../errors.js';
import { LATEST_TIMESTAMP, MAX_KEYVALUE_SIZE } from '../engine/index.js';
import type { Mutation, RowPuts } from '../engine/types.js';
import type { Table } from './table.js';

export const ROWKEY_COLUMN_SPEC = 'HBASE_ROW_KEY';
export const TIMESTAMPKEY_COLUMN_SPEC = 'HBASE_TS_KEY';
export const ATTRIBUTES_COLUMN_SPEC = 'HBASE_ATTRIBUTES_KEY';
export const CELL_VISIBILITY_COLUMN_SPEC = 'HBASE_CELL_VISIBILITY';
export const CELL_TTL_COLUMN_SPEC = 'HBASE_CELL_TTL';
export const COLUMNS_CONF_KEY = 'importtsv.columns';
export const DEFAULT_SEPARATOR = '\t';

/** TsvParser's column layout: which field is what. */
export interface TsvColumns {
  count: number;
  rowKey: number;
  timestamp: number;
  attributes: number;
  visibility: number;
  ttl: number;
  /** The family of each data column (undefined for the special ones). */
  families: Array<string | undefined>;
  qualifiers: Buffer[];
}

/** What ImportTsv's `usage(...)` reports before a job starts (hsh importtsv prints the usage text after it). */
export function usageError(message: string): ShellError {
  return new ShellError('ARGUMENT_ERROR', message);
}

/**
 * TsvParser's constructor and ImportTsv.run's checks of the column names, with
 * their messages.
 */
export function tsvColumns(names: readonly string[] | undefined): TsvColumns {
  if (names === undefined || names.length === 0) throw usageError(`No columns specified. Please specify with -D${COLUMNS_CONF_KEY}=...`);
  const cols = names.map((n) => n.trim());
  const count = (spec: string) => cols.filter((c) => c === spec).length;
  if (count(ROWKEY_COLUMN_SPEC) !== 1) throw usageError(`Must specify exactly one column as ${ROWKEY_COLUMN_SPEC}`);
  if (count(TIMESTAMPKEY_COLUMN_SPEC) > 1) throw usageError(`Must specify at most one column as ${TIMESTAMPKEY_COLUMN_SPEC}`);
  if (count(ATTRIBUTES_COLUMN_SPEC) > 1) throw usageError(`Must specify at most one column as ${ATTRIBUTES_COLUMN_SPEC}`);
  if (cols.length - (1 + count(TIMESTAMPKEY_COLUMN_SPEC) + count(ATTRIBUTES_COLUMN_SPEC)) < 1) {
    throw usageError('One or more columns in addition to the row key and timestamp(optional) are required');
  }
  const layout: TsvColumns = { count: cols.length, rowKey: -1, timestamp: -1, attributes: -1, visibility: -1, ttl: -1, families: [], qualifiers: [] };
  cols.forEach((c, i) => {
    layout.families.push(undefined);
    layout.qualifiers.push(EMPTY);
    switch (c) {
      case ROWKEY_COLUMN_SPEC:
        layout.rowKey = i;
        return;
      case TIMESTAMPKEY_COLUMN_SPEC:
        layout.timestamp = i;
        return;
      case ATTRIBUTES_COLUMN_SPEC:
        layout.attributes = i;
        return;
      case CELL_VISIBILITY_COLUMN_SPEC:
        layout.visibility = i;
        return;
      case CELL_TTL_COLUMN_SPEC:
        layout.ttl = i;
        return;
    }
    const colon = c.indexOf(':');
    layout.families[i] = colon < 0 ? c : c.slice(0, colon);
    layout.qualifiers[i] = colon < 0 ? EMPTY : Buffer.from(c.slice(colon + 1), 'utf8');
  });
  return layout;
}

/** ImportTsv.getColumnFamilies: the families the columns name, in the order first named. */
export function columnFamilies(columns: TsvColumns): string[] {
  return [...new Set(columns.families.filter((f): f is string => f !== undefined))];
}

/** A separator as TsvParser takes it: one byte. */
export function separatorByte(text: string): number {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length !== 1) throw usageError('TsvParser only supports single-byte separators');
  if (bytes[0] === QUOTE || bytes[0] === LF || bytes[0] === CR) throw usageError(`${JSON.stringify(text)} cannot separate fields: it quotes or ends them`);
  return bytes[0];
}

export interface ImportTsvSpec {
  /** undefined: the first line of each file names them (HEADER). */
  columns: TsvColumns | undefined;
  separator: number;
  /** The first line of each file is a header (its column names, when `columns` is undefined). */
  header: boolean;
  skipBadLines: boolean;
  skipEmptyColumns: boolean;
  /** The timestamp of every cell without an HBASE_TS_KEY. */
  timestamp: bigint;
  /** importtsv.dry.run: every line checked, nothing written. */
  dryRun?: boolean;
  /**
   * hsh only (import_tsv's SKIP, importtsv.skip.lines): the first file's first this many lines
   * are not imported (a header among them still names the columns): a stopped import is
   * resumed past the lines it wrote.
   */
  skipLines?: number;
}

export interface ImportFile {
  /** As the user named it (messages). */
  name: string;
  /** The path to open (checked against --sandbox by the caller). */
  path: string;
  /** Its size in bytes (progress). */
  size: number;
}

export interface ImportEvents {
  /** A skipped bad line: `Bad line at data.csv:4: Excessive columns`, and the line's fields as read (importtsv.log.bad.lines). */
  badLine(text: string, fields: string): void;
  /** A file's first line looks like a header (it names columns) and is imported as a row, as ImportTsv would. */
  headerRow?(file: string, line: number): void;
  /** Bytes read so far of the total and rows imported, after each chunk. */
  progress?(done: number, total: number, rows: number): void;
  signal?: AbortSignal;
  /** The import was stopped by an error (thrown after this): how far its writes got. */
  stopped?(reached: ImportReached): void;
}

/** How far a stopped import got: the rows in the store, and the file and line of the last of them. */
export interface ImportReached {
  rows: number;
  /** The file (as named) and line (1-based, of the whole file) of the last row written; line 0: none of that file. */
  file: string;
  line: number;
  /** The same position as the first file's line, for SKIP (undefined when the import stopped past its first file). */
  skip: number | undefined;
}

export interface ImportCounts {
  /** Records read (lines, or several lines for a quoted field holding newlines), headers excluded. */
  records: number;
  rows: number;
  cells: number;
  badLines: number;
}

/**
 * What a stopped import says of how far it got, with how to resume it: `skip(n)` words the
 * skip option as the caller takes it (`SKIP => 32769`, `-Dimporttsv.skip.lines=32769`).
 */
export function stoppedText(r: ImportReached, skip: (lines: number) => string): string {
  if (r.rows === 0) return 'Stopped with no row written';
  const where = `Stopped after writing ${r.rows} row(s), through line ${r.line} of ${r.file}`;
  if (r.skip !== undefined) return `${where}; ${skip(r.skip)} resumes after that line`;
  return `${where}; the files from ${r.file} on with ${skip(r.line)} resume after that line`;
}

const EMPTY = Buffer.alloc(0);
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
/** Rows per putRows call: a row is a few cells, and the engine coalesces batches itself. */
const CHUNK_ROWS = 128;
const READ_CHUNK = 1 << 20;

class BadLine extends Error {}

/** Long.parseLong. */
function parseLong(text: string): bigint | undefined {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  const n = BigInt(text);
  return n > LATEST_TIMESTAMP || n < -LATEST_TIMESTAMP - 1n ? undefined : n;
}

/** The special column names TsvParser knows besides HBASE_ROW_KEY. */
const SPECIAL_COLUMNS: ReadonlySet<string> = new Set([TIMESTAMPKEY_COLUMN_SPEC, ATTRIBUTES_COLUMN_SPEC, CELL_VISIBILITY_COLUMN_SPEC, CELL_TTL_COLUMN_SPEC]);
/** `family:qualifier` with a family (the qualifier may be empty). */
const FAMILY_QUALIFIER = /^[^:]+:/;

/**
 * hsh's rule for a header that names the columns (HEADER without COLUMNS):
 * the field named HBASE_ROW_KEY is the row key, or else the first field is
 * (a CSV's `id`); every other field is `family:qualifier` or one of
 * TsvParser's special names. A bare name (`name`) is refused rather than
 * read as a family: in a CSV header it is almost always a plain column name.
 * `family` is one of the table's, for the message's example.
 */
function headerColumns(fields: readonly Buffer[], where: string, family: string): TsvColumns {
  const names = fields.map((f) => f.toString('utf8').trim());
  if (!names.includes(ROWKEY_COLUMN_SPEC)) names[0] = ROWKEY_COLUMN_SPEC;
  for (const name of names) {
    if (name === ROWKEY_COLUMN_SPEC || SPECIAL_COLUMNS.has(name) || FAMILY_QUALIFIER.test(name)) continue;
    throw usageError(
      `Header field ${JSON.stringify(name)} at ${where} is not family:qualifier (e.g. ${family}:${name || 'name'}): a header names the row key column ${ROWKEY_COLUMN_SPEC} or puts it first, and every other column family:qualifier`,
    );
  }
  return tsvColumns(names);
}

/**
 * Whether a file's first line, imported as data, names columns instead: a
 * field is a special column name or `family:qualifier` of a family the import
 * writes (so a value such as `12:30` is not taken for one), or each of two or
 * more qualified columns holds its own qualifier (`name,city` under
 * `info:name,info:city`, a CSV's plain header; one value equal to its
 * column's qualifier is more likely data).
 */
function looksLikeHeader(fields: readonly Buffer[], columns: TsvColumns): boolean {
  const families = new Set(columnFamilies(columns));
  const named = fields.some((f) => {
    const text = f.toString('utf8').trim();
    if (text === ROWKEY_COLUMN_SPEC || SPECIAL_COLUMNS.has(text)) return true;
    const colon = text.indexOf(':');
    return colon > 0 && families.has(text.slice(0, colon));
  });
  if (named) return true;
  const qualified = fields.flatMap((f, i) => (columns.families[i] !== undefined && columns.qualifiers[i].length > 0 ? [columns.qualifiers[i].equals(f)] : []));
  return qualified.length >= 2 && qualified.every(Boolean);
}

/**
 * The files to read for the paths given: a file itself, a directory its
 * files in name order without the hidden ones (`_` or `.` first, as
 * FileInputFormat's hidden-file filter), as ImportTsv reads an input
 * directory. `check` opens a path (the --sandbox check).
 */
export async function inputFiles(paths: readonly string[], check: (path: string) => string): Promise<ImportFile[]> {
  const files: ImportFile[] = [];
  for (const name of paths) {
    const path = check(name);
    const st = await stat(path).catch(() => undefined);
    if (st === undefined) throw new ShellError('ARGUMENT_ERROR', `Input path does not exist: ${name}`);
    if (!st.isDirectory()) {
      files.push({ name, path, size: st.size });
      continue;
    }
    const entries = (await readdir(path, { withFileTypes: true })).filter((e) => e.isFile() && !/^[_.]/.test(e.name)).map((e) => e.name);
    entries.sort();
    for (const e of entries) {
      const child = check(join(name, e));
      files.push({ name: join(name, e), path: child, size: (await stat(child)).size });
    }
  }
  return files;
}

/** Imports every file into `table`, in order; returns the counts. Throws on the first bad line when not skipping. */
export async function importTsv(table: Table, files: readonly ImportFile[], spec: ImportTsvSpec, events: ImportEvents): Promise<ImportCounts> {
  const desc = await table.writableDescriptor();
  // loaded with the first import, from node_modules (outside the bundle hsh starts from, which
  // runs as CommonJS in a vm.Script, where import() has no loader: require there)
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle's require, as said above
  const csv = (typeof require === 'function' ? require(CSV_PARSE) : await import(CSV_PARSE)) as CsvModule;
  const checkFamilies = (columns: TsvColumns) => {
    const known = new Set(desc.families.map((f) => f.name));
    const missing = columnFamilies(columns).filter((f) => !known.has(f));
    // ImportTsv.createSubmittableJob: NoSuchColumnFamilyException
    if (missing.length > 0) throw new ShellError('NO_SUCH_FAMILY', `Column families: [${missing.join(', ')}] do not exist.`);
  };
  if (spec.columns) checkFamilies(spec.columns);
  const counts: ImportCounts = { records: 0, rows: 0, cells: 0, badLines: 0 };
  const total = files.reduce((n, f) => n + f.size, 0);
  let done = 0;
  const sepBytes = Buffer.from([spec.separator]);
  // Rows go to the engine in small groups as they are parsed (it coalesces them into its
  // batches; a group is short-lived garbage), and the writes of each chunk read are awaited.
  let chunk: RowPuts[] = [];
  let writes: Array<Promise<void>> = [];
  // Where the rows read so far end, and where the rows known to be in the store end: each
  // group of rows added is a checkpoint, reached once the store acknowledges its writes.
  const at = { file: 0, line: 0 };
  let reached = { rows: 0, file: 0, line: 0 };
  // every checkpoint so far settled (acknowledgements settle in order: only the chain is kept)
  let checkpoints: Promise<unknown> = Promise.resolve();
  const flush = () => {
    if (chunk.length === 0) return;
    const rows = chunk;
    chunk = [];
    if (spec.dryRun) return;
    const p = table.putRows(rows);
    p.catch(() => undefined);
    writes.push(p);
    // asked now: the acknowledgement of exactly the rows added so far (putRows adds them at once)
    const mark = { rows: counts.rows, ...at };
    const ack = Promise.all([p, table.acknowledged()]).then(() => {
      if (mark.rows > reached.rows) reached = mark;
    });
    checkpoints = Promise.allSettled([checkpoints, ack]);
  };
  const settle = async () => {
    const w = writes;
    writes = [];
    await Promise.all(w);
  };
  try {
    await importFiles();
    // the counts are printed once the rows are in the store (a commit that fails at the end is a stop too)
    flush();
    await settle();
    await table.flushWrites();
  } catch (e) {
    // the rows before a failing line stay written, as a failed job leaves them
    flush();
    await settle().catch(() => undefined);
    await table.flushWrites().catch(() => undefined);
    await checkpoints;
    const file = files[reached.file];
    // an import refused before its first record (a bad header, a missing file) has no position to tell
    if (counts.records > 0) events.stopped?.({ rows: reached.rows, file: file?.name ?? '', line: reached.line, skip: reached.file === 0 ? reached.line : undefined });
    throw e;
  }
  return counts;

  async function importFiles(): Promise<void> {
    for (const [index, file] of files.entries()) {
      const skip = index === 0 ? spec.skipLines ?? 0 : 0;
      let columns = spec.columns;
      let needHeader = spec.header;
      const bad = (line: number, message: string, fields?: Buffer[]) => {
        const text = `Bad line at ${file.name}:${line}: ${message}`;
        if (!spec.skipBadLines) throw new ShellError('BAD_LINE', text);
        counts.badLines++;
        events.badLine(text, fields ? Buffer.concat(fields.flatMap((f, i) => (i > 0 ? [sepBytes, f] : [f]))).toString('utf8') : '');
      };
      const record = (fields: Buffer[], line: number) => {
        if (needHeader) {
          needHeader = false;
          if (columns === undefined) {
            columns = headerColumns(fields, `${file.name}:${line}`, desc.families[0]?.name ?? 'family');
            checkFamilies(columns);
          }
          return;
        }
        if (line <= skip) return;
        if (line === 1 && !spec.header && looksLikeHeader(fields, columns!)) events.headerRow?.(file.name, line);
        counts.records++;
        try {
          const row = toRow(fields, columns!, spec);
          if (row.mutations.length === 0) return;
          chunk.push(row);
          counts.rows++;
          at.file = index;
          at.line = line;
          counts.cells += row.mutations.length;
          if (chunk.length >= CHUNK_ROWS) flush();
        } catch (e) {
          if (!(e instanceof BadLine)) throw e;
          bad(line, e.message, fields);
        }
      };
      const reader = new RecordReader(csv, spec.separator, record, bad);
      for await (const data of createReadStream(file.path, { highWaterMark: READ_CHUNK })) {
        if (events.signal?.aborted) throw interrupted();
        reader.push(data as Buffer);
        await settle();
        done += (data as Buffer).length;
        events.progress?.(done, total, counts.rows);
      }
      reader.end();
      if (needHeader && columns === undefined) throw usageError(`${file.name} has no header line to name the columns`);
    }
  }
}

/** TsvImporterMapper.map: the Put of one line, or BadLine with TsvParser's (or the Put's) message. */
function toRow(fields: Buffer[], c: TsvColumns, spec: ImportTsvSpec): RowPuts {
  const n = fields.length;
  // TsvParser.parse
  if (n === 1) throw new BadLine('No delimiter');
  if (n > c.count) throw new BadLine('Excessive columns');
  if (n <= c.rowKey) throw new BadLine('No row key');
  if (c.timestamp >= 0 && n <= c.timestamp) throw new BadLine('No timestamp');
  if (c.attributes >= 0 && n <= c.attributes) throw new BadLine('No attributes specified');
  if (c.visibility >= 0 && n <= c.visibility) throw new BadLine('No cell visibility specified');
  if (c.ttl >= 0 && n <= c.ttl) throw new BadLine('No cell TTL specified');
  const row = fields[c.rowKey];
  // Put's checkRow (IllegalArgumentException: a bad line to the mapper)
  if (row.length === 0) throw new BadLine('Row length is 0');
  if (row.length > 32767) throw new BadLine(`Row length ${row.length} is > 32767`);
  let ts = spec.timestamp;
  if (c.timestamp >= 0) {
    const text = fields[c.timestamp].toString('utf8');
    const parsed = parseLong(text);
    if (parsed === undefined) throw new BadLine(`Invalid timestamp ${text}`);
    if (parsed < 0n) throw new BadLine(`Timestamp cannot be negative. ts=${parsed}`);
    ts = parsed;
  }
  let ttlMs: number | undefined;
  if (c.ttl >= 0) {
    // hsh reads the TTL as decimal milliseconds (Put.setTTL's unit); ImportTsv reads 8 binary bytes
    const text = fields[c.ttl].toString('utf8');
    const parsed = parseLong(text);
    if (parsed === undefined) throw new BadLine(`Invalid cell TTL ${text}`);
    if (parsed > 0n) ttlMs = Number(parsed);
  }
  const mutations: Mutation[] = [];
  for (let i = 0; i < n; i++) {
    const family = c.families[i];
    if (family === undefined) continue;
    const value = fields[i];
    if (spec.skipEmptyColumns && value.length === 0) continue;
    // validatePut: hbase.client.keyvalue.maxsize (family measured as UTF-16 units x 3 at most)
    if (8 + 2 + row.length + 1 + 3 * family.length + c.qualifiers[i].length + 8 + 1 + value.length > MAX_KEYVALUE_SIZE) {
      if (8 + 2 + row.length + 1 + Buffer.byteLength(family) + c.qualifiers[i].length + 8 + 1 + value.length > MAX_KEYVALUE_SIZE) {
        throw new BadLine('KeyValue size too large');
      }
    }
    mutations.push({ kind: 'put', family, qualifier: c.qualifiers[i], value, timestamp: ts, ttlMs });
  }
  return { row, mutations };
}

const CSV_PARSE = 'csv-parse';
type CsvModule = typeof import('csv-parse');
type CsvParser = import('csv-parse').Parser;

/**
 * Splits a file's bytes into records: a line without a quote character at
 * the separator byte (TsvParser's way), a record with one by csv-parse,
 * which keeps reading lines while a quoted field is open. Reports each
 * record with the number of its first line.
 */
class RecordReader {
  private carry: Buffer | undefined;
  private line = 0;
  private parser: CsvParser | undefined;
  /** First lines of the records handed to the parser and not yet out of it. */
  private starts: number[] = [];
  /** The next quote character at or after the current line in `quoteIn` (-1: none): found once per chunk, not once per line. */
  private quoteAt = -1;
  private quoteIn: Buffer | undefined;
  /** What the parser gave out, in order: a record's fields, or a skipped record's error. */
  private out: Array<string[] | Error> = [];

  constructor(
    private readonly csv: CsvModule,
    private readonly separator: number,
    private readonly record: (fields: Buffer[], line: number) => void,
    private readonly bad: (line: number, message: string) => void,
  ) {}

  push(data: Buffer): void {
    const buf = this.carry ? Buffer.concat([this.carry, data]) : data;
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(LF, start);
      if (nl < 0) break;
      this.onLine(buf, start, nl + 1);
      start = nl + 1;
    }
    this.carry = start < buf.length ? buf.subarray(start) : undefined;
  }

  end(): void {
    if (this.carry) this.onLine(this.carry, 0, this.carry.length);
    this.carry = undefined;
    this.closeParser();
  }

  /** One line, `end` past its newline (if it has one). */
  private onLine(buf: Buffer, start: number, end: number): void {
    this.line++;
    if (this.parser !== undefined || this.hasQuote(buf, start, end)) return this.feed(buf, start, end);
    let stop = end;
    if (stop > start && buf[stop - 1] === LF) stop--;
    if (stop > start && buf[stop - 1] === CR) stop--;
    const fields: Buffer[] = [];
    let from = start;
    const sep = this.separator;
    for (let i = start; i < stop; i++) {
      if (buf[i] === sep) {
        fields.push(buf.subarray(from, i));
        from = i + 1;
      }
    }
    fields.push(buf.subarray(from, stop));
    this.record(fields, this.line);
  }

  private hasQuote(buf: Buffer, start: number, end: number): boolean {
    if (this.quoteIn !== buf || (this.quoteAt >= 0 && this.quoteAt < start)) {
      this.quoteIn = buf;
      this.quoteAt = buf.indexOf(QUOTE, start);
    }
    return this.quoteAt >= 0 && this.quoteAt < end;
  }

  private feed(buf: Buffer, start: number, end: number): void {
    const p = (this.parser ??= this.openParser());
    if (!inQuotes(p)) this.starts.push(this.line);
    p.write(buf.subarray(start, end));
    this.drain();
    // Back to splitting once no quoted field is open (the parser is flushed to give out the record).
    if (!inQuotes(p)) this.closeParser();
  }

  private openParser(): CsvParser {
    return new this.csv.Parser({
      delimiter: String.fromCharCode(this.separator),
      quote: '"',
      encoding: 'latin1',
      record_delimiter: ['\r\n', '\n'],
      relax_quotes: true,
      relax_column_count: true,
      skip_records_with_error: true,
      // records and errors in the order the parser meets them (nothing is pushed to the stream)
      on_record: (record: string[]) => {
        this.out.push(record);
        return null;
      },
      on_skip: (e: Error | undefined) => {
        if (e) this.out.push(e);
      },
    });
  }

  private drain(): void {
    const out = this.out;
    this.out = [];
    for (const item of out) {
      const line = this.starts.shift() ?? this.line;
      if (item instanceof Error) this.bad(line, item.message);
      else this.record(item.map((f) => Buffer.from(f, 'latin1')), line);
    }
  }

  private closeParser(): void {
    if (!this.parser) return;
    this.parser.end();
    this.parser = undefined;
    this.drain();
    this.starts = [];
  }
}

/** Whether the parser is inside a quoted field (csv-parse's Parser keeps its `state` public, untyped). */
function inQuotes(p: CsvParser): boolean {
  return (p as unknown as { state: { quoting: boolean } }).state.quoting;
}
