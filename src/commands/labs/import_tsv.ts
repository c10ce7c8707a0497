import { defineCommand, lines, optionalHash, string, tableName, argumentError, toLong } from '../define.js';
import { DEFAULT_SEPARATOR, importTsv, inputFiles, separatorByte, stoppedText, tsvColumns, type ImportTsvSpec } from '../../hbase/import-tsv.js';
import { RHash, isString, truthy, type Value } from '../../ruby/values.js';
import { toS } from '../../ruby/coerce.js';

const KEYS = ['COLUMNS', 'SEPARATOR', 'HEADER', 'SKIP_BAD_LINES', 'SKIP_EMPTY_COLUMNS', 'TIMESTAMP', 'SKIP'];

/** COLUMNS as a String (`'HBASE_ROW_KEY,cf:a'`, split at commas as importtsv.columns is) or an Array of names. */
function columnNames(v: Value | undefined): string[] | undefined {
  if (v === undefined || v === null) return undefined;
  if (Array.isArray(v)) return v.map((c) => toS(c).toString('utf8'));
  if (isString(v)) return v.toString('utf8').split(',');
  throw argumentError('COLUMNS must be a String or an Array');
}

/** The options hash as ImportTsv's -D options (importtsv.columns, .separator, .skip.bad.lines, .skip.empty.columns, .timestamp). */
export function importSpec(options: RHash, now: bigint): ImportTsvSpec {
  for (const [k] of options.entries) {
    const key = isString(k) ? k.toString('latin1') : toS(k).toString('utf8');
    if (!KEYS.includes(key)) throw argumentError(`Unknown import_tsv option ${key}; use ${KEYS.join(', ')}`);
  }
  const names = columnNames(options.get('COLUMNS'));
  const header = truthy(options.get('HEADER') ?? false);
  const sep = options.get('SEPARATOR');
  const ts = options.get('TIMESTAMP');
  return {
    // with HEADER and no COLUMNS, each file's header line names the columns
    columns: names === undefined && header ? undefined : tsvColumns(names),
    separator: separatorByte(sep === undefined || sep === null ? DEFAULT_SEPARATOR : toS(sep).toString('utf8')),
    header,
    // TsvImporterMapper: importtsv.skip.bad.lines defaults to true
    skipBadLines: truthy(options.get('SKIP_BAD_LINES') ?? true),
    skipEmptyColumns: truthy(options.get('SKIP_EMPTY_COLUMNS') ?? false),
    timestamp: ts === undefined || ts === null ? now : toLong(ts, 'TIMESTAMP'),
    skipLines: skipLines(options.get('SKIP')),
  };
}

/** SKIP => n: a count of lines, 0 or more. */
function skipLines(v: Value | undefined): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'bigint' || v < 0n) throw argumentError('SKIP must be a number of lines, 0 or more');
  return Number(v);
}

export const import_tsv = defineCommand({
  name: 'import_tsv',
  group: 'labs',
  usage: "import_tsv 't1', 'data.csv', {COLUMNS => 'HBASE_ROW_KEY,f1:a,f1:b', SEPARATOR => ',', HEADER => true}",
  help: `hsh only. Import a file of separated values into an existing table, as
HBase's ImportTsv tool does (hsh importtsv runs it from the command line):
each line is one row, its fields the COLUMNS in order. COLUMNS names one
field HBASE_ROW_KEY (the row key); the others are 'family' or
'family:qualifier', or HBASE_TS_KEY (the cells' timestamp, epoch ms),
HBASE_CELL_TTL (a per-cell TTL in ms), HBASE_ATTRIBUTES_KEY and
HBASE_CELL_VISIBILITY (read and not used). Options:

  COLUMNS            'HBASE_ROW_KEY,f1:a' or an Array (importtsv.columns)
  SEPARATOR          one character; default TAB (importtsv.separator)
  HEADER             true: the first line of the file is a header, skipped;
                     without COLUMNS, it names the columns: the one named
                     HBASE_ROW_KEY, or else the first, is the row key, and
                     every other one is 'family:qualifier' (a bare name
                     such as 'name' is refused, naming the field)
  SKIP_BAD_LINES     default true: a bad line is reported on stderr with its
                     file and line and skipped; false: it ends the import,
                     the rows before it stay written
  SKIP_EMPTY_COLUMNS true: an empty field writes no cell
  TIMESTAMP          the timestamp of every cell (default: now, one for all)
  SKIP               hsh only: the file's first SKIP lines are not imported
                     (a header line among them still names the columns)

An import stopped by an error (a full disk, a bad line with SKIP_BAD_LINES
false, Ctrl-C) says on stderr how many rows it wrote and the line of the
file the last of them came from: SKIP => that line resumes after it.

Without HEADER, a first line that looks like a header (a field such as
'f1:a' of a family the import writes, HBASE_ROW_KEY, or its own column's
qualifier: 'a' under 'f1:a') is imported as a row, as ImportTsv does, with
a warning on stderr naming the file and line.
Fields may be quoted as in CSV ("a,b", "say ""hi""", newlines inside quotes).
Each row's cells are written together or not at all. A directory imports
its files in name order. Under --sandbox, only files in the data directory
and the script's folder. Prints the rows and cells written; returns the
number of rows.

  hbase> import_tsv 't1', 'people.tsv', {COLUMNS => 'HBASE_ROW_KEY,info:name,info:age'}
  hbase> import_tsv 't1', 'people.csv', {COLUMNS => 'HBASE_ROW_KEY,info:name', SEPARATOR => ','}
  hbase> import_tsv 't1', 'export.csv', {SEPARATOR => ',', HEADER => true}
  hbase> import_tsv 't1', 'people.csv', {SEPARATOR => ',', HEADER => true}
  hbase> import_tsv 't1', 'events.csv', {COLUMNS => 'HBASE_ROW_KEY,HBASE_TS_KEY,e:type', SEPARATOR => ','}
`,
  optionKeys: KEYS,
  args: [tableName(), string('file', 'File name must be of type String'), optionalHash('options')],
  async run(ctx, [table, file, options]) {
    const spec = importSpec(options, ctx.clock.now());
    const files = await inputFiles([file], (path) => ctx.filePath(path, 'read'));
    const counts = await importTsv(ctx.hbase.table(table, ctx.via), files, spec, {
      badLine: (text) => ctx.warn(text),
      headerRow: (name, line) => ctx.warn(`WARN: ${name}:${line} looks like a header (it names columns) and was imported as a row; HEADER => true skips it`),
      progress: (done, total) => ctx.progress(`import_tsv '${table}': ${total > 0 ? Math.floor((done * 100) / total) : 100}%`),
      signal: ctx.signal,
      stopped: (reached) => ctx.warn(stoppedText(reached, (n) => `SKIP => ${n}`)),
    });
    const out = [`Imported ${counts.rows} row(s), ${counts.cells} cell(s) from ${file}`];
    if (counts.badLines > 0) out.push(`Skipped ${counts.badLines} bad line(s)`);
    return { outputs: [lines(...out)], value: BigInt(counts.rows) };
  },
});
