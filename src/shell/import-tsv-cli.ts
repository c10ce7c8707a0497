/**
 * `hsh importtsv -Dimporttsv.columns=HBASE_ROW_KEY,cf:a [-D…] TABLE FILE…`:
 * HBase's `hbase org.apache.hadoop.hbase.mapreduce.ImportTsv` with its -D
 * options, on the store in --data (src/hbase/import-tsv.ts does the work).
 * Options that only mean something to a MapReduce job are refused by name.
 *
 * Exit status: 0 the import ran (bad lines skipped, each reported on stderr,
 * as the mapper's importtsv.skip.bad.lines=true default does); 1 the import
 * failed (a bad line with importtsv.skip.bad.lines=false — the rows before it
 * stay written, as a failed job leaves them —, an unknown table, a family
 * the table lacks, an unreadable file); 2 usage (ImportTsv's own checks,
 * printed with its usage text); 3 the store failed.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { isShellError } from '../errors.js';
import { HBase } from '../hbase/index.js';
import { DEFAULT_SEPARATOR, importTsv, inputFiles, separatorByte, stoppedText, tsvColumns, usageError, type ImportTsvSpec } from '../hbase/import-tsv.js';
import { EXIT } from './batch.js';
import { LogicalClock, SystemClock } from './clock.js';
import type { ShellIO } from './io.js';
import type { Backend } from '../engine/backend.js';

const KNOWN = [
  'importtsv.columns',
  'importtsv.separator',
  'importtsv.skip.bad.lines',
  'importtsv.skip.empty.columns',
  'importtsv.timestamp',
  'importtsv.log.bad.lines',
  'importtsv.dry.run',
  // hsh only: the first line of each file is a header (without importtsv.columns, it names them)
  'importtsv.skip.header',
  'importtsv.skip.lines',
  // bulk output's table creation and family check: nothing to do when writing to the table
  'create.table',
  'no.strict',
];

/** Options only a MapReduce job reads: refused by name, with why. */
function mapReduceOnly(key: string): string | undefined {
  if (key === 'importtsv.bulk.output') return 'HFiles for a bulk load are a MapReduce output; hsh writes the rows to the table directly';
  if (key === 'importtsv.mapper.class') return 'a user-defined Mapper runs in a MapReduce job';
  if (key === 'credentials_location') return 'credentials of a parent MapReduce job';
  if (key.startsWith('mapreduce.') || key.startsWith('mapred.') || key.startsWith('yarn.')) return 'a MapReduce job setting';
  return undefined;
}

export const USAGE = `Usage: hsh importtsv -Dimporttsv.columns=a,b,c [--data <dir>] <tablename> <file|dir>...

Imports the given files (a directory: its files) of TSV data into the specified table.

The column names of the TSV data must be specified using the -Dimporttsv.columns
option. This option takes the form of comma-separated column names, where each
column name is either a simple column family, or a columnfamily:qualifier. The special
column name HBASE_ROW_KEY is used to designate that this column should be used
as the row key for each imported record. You must specify exactly one column
to be the row key, and you must specify a column name for every column that exists in the
input data. Another special column HBASE_TS_KEY designates that this column should be
used as timestamp for each record. Unlike HBASE_ROW_KEY, HBASE_TS_KEY is optional.
You must specify at most one column as timestamp key for each imported record.
Record with invalid timestamps (blank, non-numeric) will be treated as bad record.
Note: if you use this option, then 'importtsv.timestamp' option will be ignored.

Other special columns that can be specified are HBASE_CELL_TTL and HBASE_CELL_VISIBILITY.
HBASE_CELL_TTL designates that this column will be used as a Cell's Time To Live (TTL)
attribute, in milliseconds. HBASE_CELL_VISIBILITY designates that this column contains the
visibility label expression (hsh keeps no labels: read and not used).
HBASE_ATTRIBUTES_KEY can be used to specify Operation Attributes per record (read and not used).

Fields may be quoted as in CSV ("a,b", "say ""hi""", line breaks inside quotes).
The target table must already exist. Each row's cells are written together.

Other options that may be specified with -D include:
  -Dimporttsv.dry.run=true - Dry run mode. Every line is checked, nothing is written.
  -Dimporttsv.skip.bad.lines=false - fail if encountering an invalid line
  -Dimporttsv.log.bad.lines=true - logs invalid lines to stderr
  -Dimporttsv.skip.empty.columns=false - If true then skip empty columns
  '-Dimporttsv.separator=|' - eg separate on pipes instead of tabs
  -Dimporttsv.timestamp=currentTimeAsLong - use the specified timestamp for the import

hsh only:
  -Dimporttsv.skip.header=true - the first line of each file is a header, skipped. Without
  -Dimporttsv.columns it names the columns: the field HBASE_ROW_KEY, or else the first field,
  is the row key; every other field is columnfamily:qualifier. A first line that looks like a
  header while this is off is imported as a row, with a warning naming the file and line.
  -Dimporttsv.skip.lines=N - the first file's first N lines are not imported; an import
  stopped by an error says which N resumes it.

Refused (they need MapReduce): -Dimporttsv.bulk.output, -Dimporttsv.mapper.class, -Dmapreduce.*

hsh options:
  --data <dir>        data directory of the store (default $HSH_DATA or ~/.hsh/data)
  --clock <epoch-ms>  a logical clock (the import's timestamp when importtsv.timestamp is not given)
Exit status: 0 imported (bad lines skipped), 1 failed, 2 usage, 3 store error.`;

interface Parsed {
  conf: Map<string, string>;
  args: string[];
  data: string;
  clock?: string;
  help?: boolean;
}

/** Hadoop's GenericOptionsParser forms: `-Dk=v` and `-D k=v`; hsh's `--data DIR` and `--clock MS`. */
function parseArgs(argv: readonly string[]): Parsed {
  const parsed: Parsed = { conf: new Map(), args: [], data: process.env.HSH_DATA || join(homedir(), '.hsh', 'data') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-h' || a === '--help') parsed.help = true;
    else if (a === '-D' || a.startsWith('-D')) {
      const kv = a === '-D' ? argv[++i] : a.slice(2);
      const eq = kv?.indexOf('=') ?? -1;
      if (kv === undefined || eq <= 0) throw usageError(`-D takes key=value, not '${kv ?? ''}'`);
      parsed.conf.set(kv.slice(0, eq), kv.slice(eq + 1));
    } else if (a === '--data' || a === '--clock') {
      const v = argv[++i];
      if (v === undefined) throw usageError(`${a} takes a value`);
      if (a === '--data') parsed.data = v;
      else parsed.clock = v;
    } else if (a.startsWith('--data=')) parsed.data = a.slice(7);
    else if (a.startsWith('--clock=')) parsed.clock = a.slice(8);
    else if (a.startsWith('-') && a.length > 1) throw usageError(`Unknown option ${a}`);
    else parsed.args.push(a);
  }
  return parsed;
}

/** Configuration.getBoolean: `true`/`false` in any case; anything else is the default. */
function getBoolean(conf: Map<string, string>, key: string, fallback: boolean): boolean {
  const v = conf.get(key)?.trim().toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : fallback;
}

function spec(p: Parsed, now: bigint): ImportTsvSpec {
  for (const key of p.conf.keys()) {
    const why = mapReduceOnly(key);
    if (why !== undefined) throw usageError(`-D${key} is not supported: ${why}`);
    if (!KNOWN.includes(key)) throw usageError(`-D${key} is not an ImportTsv option hsh knows (${KNOWN.filter((k) => k.startsWith('importtsv.')).join(', ')})`);
  }
  if (p.args.length < 2) throw usageError(`Wrong number of arguments: ${p.args.length}`);
  const columns = p.conf.get('importtsv.columns');
  const header = getBoolean(p.conf, 'importtsv.skip.header', false);
  const tsText = p.conf.get('importtsv.timestamp');
  if (tsText !== undefined && !/^[+-]?\d+$/.test(tsText.trim())) throw usageError(`importtsv.timestamp must be a long, not '${tsText}'`);
  const skipText = p.conf.get('importtsv.skip.lines');
  if (skipText !== undefined && !/^\d+$/.test(skipText.trim())) throw usageError(`importtsv.skip.lines must be a number of lines, not '${skipText}'`);
  return {
    // with skip.header and no importtsv.columns, each file's header line names the columns
    columns: columns === undefined && header ? undefined : tsvColumns(columns === undefined ? undefined : columns.split(',')),
    separator: separatorByte(p.conf.get('importtsv.separator') ?? DEFAULT_SEPARATOR),
    header,
    skipBadLines: getBoolean(p.conf, 'importtsv.skip.bad.lines', true),
    skipEmptyColumns: getBoolean(p.conf, 'importtsv.skip.empty.columns', false),
    timestamp: tsText !== undefined ? BigInt(tsText.trim()) : now,
    dryRun: getBoolean(p.conf, 'importtsv.dry.run', false),
    skipLines: skipText !== undefined ? Number(skipText.trim()) : undefined,
  };
}

/** A progress bar on stderr, redrawn at most ten times a second; only when stderr is a terminal. */
function progressBar(): { update(done: number, total: number, rows: number): void; clear(): void } | undefined {
  if (!process.stderr.isTTY) return undefined;
  let last = 0;
  let shown = false;
  return {
    update(done, total, rows) {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      const width = 30;
      const fraction = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(fraction * width);
      process.stderr.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(fraction * 100)}%  ${rows.toLocaleString('en-US')} rows`);
      shown = true;
    },
    clear() {
      if (shown) process.stderr.write('\r\x1b[K');
    },
  };
}

/** `openStore(dir)`: the store in the data directory (cli.ts picks the backend). */
export async function importTsvMain(argv: readonly string[], io: ShellIO, openStore: (dir: string) => Promise<Backend>): Promise<number> {
  let p: Parsed;
  let s: ImportTsvSpec;
  let clock: LogicalClock | SystemClock;
  try {
    p = parseArgs(argv);
    if (p.help) {
      await io.stdout.write(USAGE + '\n');
      return EXIT.ok;
    }
    if (p.clock !== undefined && !/^\d+$/.test(p.clock)) throw usageError(`--clock takes epoch milliseconds, not '${p.clock}'`);
    clock = p.clock !== undefined ? new LogicalClock(BigInt(p.clock)) : new SystemClock();
    s = spec(p, clock.now());
  } catch (e) {
    if (!isShellError(e)) throw e;
    io.stderr(`ERROR: ${e.message}`);
    io.stderr(USAGE);
    return EXIT.usage;
  }
  const [table, ...paths] = p.args;
  const { openEngine } = await import('../engine/index.js');
  let engine: Awaited<ReturnType<typeof openEngine>> | undefined;
  const hbase = new HBase(async () => (engine = await openEngine({ backend: await openStore(p.data), clock, coalesceWrites: true })));
  const bar = progressBar();
  let status: number = EXIT.ok;
  let reported: string | undefined;
  try {
    const files = await inputFiles(paths, (path) => path);
    const logLines = getBoolean(p.conf, 'importtsv.log.bad.lines', false);
    const counts = await importTsv(hbase.table(table), files, s, {
      badLine: (text, fields) => {
        bar?.clear();
        // TsvImporterMapper prints the line itself first
        if (logLines) io.stderr(fields);
        io.stderr(text);
      },
      headerRow: (name, line) => {
        bar?.clear();
        io.stderr(`WARN: ${name}:${line} looks like a header (it names columns) and was imported as a row; -Dimporttsv.skip.header=true skips it`);
      },
      progress: bar && ((done, total, rows) => bar.update(done, total, rows)),
      stopped: (reached) => {
        bar?.clear();
        io.stderr(stoppedText(reached, (n) => `-Dimporttsv.skip.lines=${n}`));
      },
    });
    bar?.clear();
    await io.stdout.write(`${s.dryRun ? 'Checked' : 'Imported'} ${counts.rows} row(s), ${counts.cells} cell(s) from ${paths.join(', ')}\n`);
    if (counts.badLines > 0) await io.stdout.write(`Skipped ${counts.badLines} bad line(s)\n`);
  } catch (e) {
    bar?.clear();
    const store = isShellError(e) && (e.code === 'STORE_IO' || e.code === 'STORE_LOCKED');
    // ImportTsv's own words for a missing table
    const message = isShellError(e) && e.code === 'TABLE_NOT_FOUND' ? `Table '${table}' does not exist.` : e instanceof Error ? e.message : String(e);
    io.stderr(`ERROR: ${message}`);
    status = store ? EXIT.store : EXIT.failed;
    reported = message;
  }
  try {
    await engine?.close();
  } catch (e) {
    // the write that stopped the import fails the close again: said once
    const message = e instanceof Error ? e.message : String(e);
    if (message !== reported) io.stderr(`ERROR: ${message}`);
    status = EXIT.store;
  }
  await io.stdout.flush();
  return status;
}
