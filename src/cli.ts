/**
 * hsh [options] [script.hsh ...]: picks the REPL, script files, -e
 * statements or statements on stdin, and maps the outcome to an exit status.
 */
import { Command, Option, CommanderError } from 'commander';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { registry } from './commands/index.js';
import { Session, type SessionOptions } from './shell/execute.js';
import { runScript, EXIT } from './shell/batch.js';
import { LogicalClock, SystemClock } from './shell/clock.js';
import { processIO, type ShellIO } from './shell/io.js';
import { describeAddress, type BigtableAddress } from './engine/backends/bigtable/address.js';
import { isShellError } from './errors.js';
import { FileAccess, readTextFile } from './shell/files.js';

const pkg = createRequire(import.meta.url)('../package.json') as { version: string };
export const VERSION = pkg.version;

/** `--sandbox`'s limits when none are given (src/shell/limits.ts enforces them). */
const SANDBOX_DEFAULTS = { timeLimitS: 60, memoryLimitMb: 1024 };

export interface CliOptions {
  execute?: string[];
  nonInteractive?: boolean;
  interactive?: boolean;
  data: string;
  memory?: boolean;
  bigtable?: string;
  clock?: string;
  timing: boolean;
  epochTimestamps?: boolean;
  format: 'classic' | 'json' | 'table' | 'csv' | 'tsv';
  debug?: boolean;
  keepGoing?: boolean;
  echo?: boolean;
  yes?: boolean;
  color: boolean;
  pager: boolean;
  vertical?: boolean;
  sync?: boolean;
  sandbox?: boolean;
  timeLimit?: string;
  memoryLimit?: string;
  fresh?: boolean;
}

function program(): Command {
  return new Command('hsh')
    .description('The Apache HBase shell language on an embedded store: run statements at a prompt, from script files, -e or stdin.')
    .usage('[options] [script.hsh ...]')
    .argument('[scripts...]', 'script files to run, in order')
    .option('-e, --execute <statements>', 'run these statements (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
    .option('-n, --non-interactive', 'as hbase shell -n: a failing command ends the run with ERROR <RubyClass>: <message>; never prompt')
    .option('-i, --interactive', 'after the scripts, stay at the prompt')
    .option('--data <dir>', 'data directory of the store', process.env.HSH_DATA || join(homedir(), '.hsh', 'data'))
    .option('--memory', 'use an in-memory store (nothing is kept)')
    .option('--bigtable <project/instance>', 'use a Cloud Bigtable instance (the emulator where BIGTABLE_EMULATOR_HOST is set)', process.env.HSH_BIGTABLE)
    .option('--clock <epoch-ms>', 'a logical clock starting at this instant, +1 ms per reading (deterministic timestamps)')
    .option('--no-timing', "omit the 'Took N.NNNN seconds' lines (the timing command switches them)")
    .option('--epoch-timestamps', 'print timestamps as epoch milliseconds (hbase.shell.timestamp.format.epoch=true)')
    .addOption(new Option('--format <format>', 'output format').choices(['classic', 'json', 'table', 'csv', 'tsv']).default('classic'))
    .option('--keep-going', 'in scripts, run on after a failed statement or one that does not parse (the first failure sets the exit status)')
    .option('--echo', 'print each statement after its prompt, as a transcript')
    .option('--yes', "answer 'y' to confirmations (drop_all, …)")
    .option('--no-color', 'no colour (also NO_COLOR)')
    .option('--no-pager', 'never page long results')
    .option('--vertical', 'show cells one per line')
    .option('--debug', 'show stack traces of internal errors')
    .option('--sync', "fsync LevelDB's log at each commit: acknowledged writes survive a power loss (set_durability 'FSYNC_WAL' at the prompt)")
    .addHelpText('after', "\nRepair a damaged store: hsh repair [--data <dir>] [--remove-orphans] (hsh repair --help)\nImport TSV/CSV files as HBase's ImportTsv: hsh importtsv -Dimporttsv.columns=HBASE_ROW_KEY,cf:a TABLE FILE... (hsh importtsv --help)")
    .option('--sandbox', "for untrusted scripts: files only in the data directory and the scripts' folders, time and memory limits")
    .option('--fresh', 'start on an empty store: drop every table, snapshot and namespace of the data directory first (an hsh store only)')
    .option('--time-limit <seconds>', `stop the run after this many seconds (--sandbox: ${SANDBOX_DEFAULTS.timeLimitS})`)
    .option('--memory-limit <MB>', `stop the run past this much memory (--sandbox: ${SANDBOX_DEFAULTS.memoryLimitMb})`)
    .version(`hsh ${VERSION} — HBase 2.6 shell language`, '-v, --version');
}

export async function main(argv: string[], io: ShellIO = processIO()): Promise<number> {
  if (argv[2] === 'test') return finish(await testMain(argv.slice(3), io), io);
  if (argv[2] === 'repair') return (process.exitCode = await repair(argv, io));
  if (argv[2] === 'importtsv') {
    const { importTsvMain } = await import('./shell/import-tsv-cli.js');
    const openStore = (location: string) => import('./engine/backends/leveldb/index.js').then((m) => m.openLevelBackend({ location }));
    return finish(await importTsvMain(argv.slice(3), io, openStore), io);
  }
  const cmd = program().exitOverride();
  try {
    cmd.parse(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      process.exitCode = e.exitCode === 0 ? 0 : EXIT.usage;
      return process.exitCode;
    }
    throw e;
  }
  const opts = cmd.opts<CliOptions>();
  const scripts = cmd.args;
  // A logical clock is for output that is the same everywhere: timestamps print in UTC whatever TZ says.
  if (opts.clock !== undefined) process.env.TZ = 'UTC';
  const limits = runLimits(opts);
  // node:worker_threads is loaded only for a limited run (~2–10 ms at start-up otherwise)
  const limited = limits && (await import('./shell/limits.js'));
  if (limited && !limited.inLimitedWorker()) {
    // the run goes to a worker thread this one can stop (src/shell/limits.ts)
    process.exitCode = await limited.runLimited(argv[1], argv.slice(2), limits, scripts.length === 0 && !opts.execute, io.stderr);
    return process.exitCode;
  }
  const unexpected = lastResort(io, Boolean(opts.debug));
  let status: number;
  try {
    status = await run(opts, scripts, io, limited || undefined);
    await io.stdout.flush();
  } catch (e) {
    status = unexpected(e);
  }
  process.exitCode = status;
  return status;
}

async function finish(status: number, io: ShellIO): Promise<number> {
  await io.stdout.flush();
  process.exitCode = status;
  return status;
}

/**
 * `hsh test [--data DIR] [--clock MS] [--report junit|json FILE]… FILE…`:
 * each lab script on a fresh in-memory store (or the store in DIR).
 */
async function testMain(args: string[], io: ShellIO): Promise<number> {
  const reports: Array<{ kind: 'junit' | 'json'; path: string }> = [];
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--report') rest.push(args[i]);
    else {
      const kind = args[i + 1];
      const path = args[i + 2];
      if ((kind !== 'junit' && kind !== 'json') || path === undefined) {
        io.stderr("hsh test: --report takes a kind, 'junit' or 'json', and a file");
        return EXIT.usage;
      }
      reports.push({ kind, path });
      i += 2;
    }
  }
  const cmd = new Command('hsh test')
    .description('Run lab scripts, each on a fresh in-memory store, and report their assertions: N passed, M failed.')
    .usage('[options] FILE...')
    .argument('<files...>', 'lab scripts')
    .option('--data <dir>', 'run every file on the store in this directory instead')
    .option('--clock <epoch-ms>', 'a logical clock starting at this instant for each file')
    .option('--report <kind> <file>', "also write a report: 'junit' (JUnit XML) or 'json' (repeatable)")
    .exitOverride();
  try {
    cmd.parse(rest, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : EXIT.usage;
    throw e;
  }
  const opts = cmd.opts<{ data?: string; clock?: string }>();
  const start = opts.clock !== undefined ? parseClock(opts.clock) : undefined;
  // As for a run: a logical clock prints its timestamps in UTC.
  if (start !== undefined) process.env.TZ = 'UTC';
  const { runLabTests } = await import('./shell/lab-test.js');
  return runLabTests({
    files: cmd.args,
    registry,
    openBackend: () => import('./engine/backends/leveldb/index.js').then((m) => m.openLevelBackend(opts.data !== undefined ? { location: opts.data } : { memory: true })),
    dataDirectory: opts.data,
    clock: () => (start !== undefined ? new LogicalClock(start) : new SystemClock()),
    io,
    reports,
  });
}

/**
 * What escaped every handler (a store failing in the background, a bug): one
 * line on stderr and an exit status — never a stack trace, which in the
 * one-line bundle would print the bundle's source. Store errors exit 3.
 */
function lastResort(io: ShellIO, debug: boolean): (e: unknown) => number {
  const report = (e: unknown): number => {
    if (debug && e instanceof Error && e.stack) process.stderr.write(e.stack + '\n');
    const store = isShellError(e) && (e.code === 'STORE_IO' || e.code === 'STORE_LOCKED');
    const message = e instanceof Error ? e.message : String(e);
    io.stderr(store ? `hsh: ${message}` : `hsh: internal error: ${message} (a bug in hsh${debug ? '' : '; --debug shows the stack'})`);
    return store ? EXIT.store : EXIT.failed;
  };
  const fatal = (e: unknown) => process.exit(report(e));
  process.on('uncaughtException', fatal);
  process.on('unhandledRejection', fatal);
  return report;
}

async function run(opts: CliOptions, scripts: string[], io: ShellIO, limited?: typeof import('./shell/limits.js')): Promise<number> {
  const clock = opts.clock !== undefined ? new LogicalClock(parseClock(opts.clock)) : new SystemClock();
  const stdinIsTTY = Boolean(process.stdin.isTTY);
  const wantsRepl = (scripts.length === 0 && !opts.execute && stdinIsTTY && !opts.nonInteractive) || (opts.interactive && stdinIsTTY);
  const sessionOptions: SessionOptions = {
    // The storage backend: each is loaded only when chosen (src/engine/backends/).
    openBackend: backendOf(opts, () => sessionOptions.durability),
    clock,
    timing: opts.timing,
    epochTimestamps: Boolean(opts.epochTimestamps),
    interactive: false,
    keepGoing: Boolean(opts.keepGoing),
    yes: Boolean(opts.yes),
    reraise: Boolean(opts.nonInteractive),
    debug: Boolean(opts.debug),
    format: opts.format,
    vertical: Boolean(opts.vertical),
    durability: opts.sync ? 'FSYNC_WAL' : 'SYNC_WAL',
    files: opts.sandbox ? new FileAccess([...(opts.memory ? [] : [opts.data]), ...scripts.map((f) => dirname(resolve(f)))]) : undefined,
    dataDirectory: opts.memory || opts.bigtable !== undefined ? undefined : opts.data,
    limited: limited !== undefined,
  };
  const session = new Session(io, registry, sessionOptions);
  limited?.onStopRequest(() => session.interrupt());
  if (opts.fresh) {
    const refused = await startFresh(session, opts);
    if (refused !== undefined) {
      await session.close().catch(() => undefined);
      return refused;
    }
  }
  // From the first script statement until the store is closed after the last (the prompt has its own).
  let stopOnSignal: (() => void) | undefined;
  let status: number;
  let failure: unknown;
  try {
    status = await runSources(session, sessionOptions, opts, scripts, io, Boolean(wantsRepl), (stop) => (stopOnSignal = stop));
  } catch (e) {
    // The reader of stdout went away during a statement: not an error of the run (anything else is rethrown once the store is closed).
    if (!io.stdout.broken) failure = e;
    status = EXIT.interrupted;
  }
  try {
    await session.close();
  } catch (e) {
    // Writes lost at the end (a full disk, a store error at the last commit): the statement that lost them printed nothing.
    if (status !== EXIT.store) io.stderr(`hsh: ${e instanceof Error ? e.message : String(e)}`);
    status = EXIT.store;
  } finally {
    stopOnSignal?.();
  }
  if (failure !== undefined) throw failure;
  // `hsh … | head -1`: the statements after the reader left ran no further and reported
  // nothing; every one whose output was printed is stored (its output waited for its writes).
  if (io.stdout.brokenPipe && status !== EXIT.store) {
    io.stderr('hsh: standard output was closed (EPIPE): the run stopped; every statement whose output was printed is stored');
    return EXIT.store;
  }
  return status;
}

async function runSources(
  session: Session,
  sessionOptions: SessionOptions,
  opts: CliOptions,
  scripts: string[],
  io: ShellIO,
  wantsRepl: boolean,
  onSignals: (stop: (() => void) | undefined) => void,
): Promise<number> {
  let stopOnSignal: (() => void) | undefined;
  const scriptOptions = { echo: Boolean(opts.echo), keepGoing: Boolean(opts.keepGoing) };
    let status: number = EXIT.ok;
    const sources: string[] = [];
    // The script file of each source (none for -e and stdin): JSON objects name it.
    const files: Array<string | undefined> = [];
    for (const file of scripts) {
      const text = await readTextFile(file);
      if (text === undefined) {
        io.stderr(`hsh: cannot read script ${file}`);
        return EXIT.usage;
      }
      sources.push(text);
      files.push(file);
    }
    for (const e of opts.execute ?? []) sources.push(e);
    if (sources.length === 0 && !wantsRepl) sources.push(await readStdin());
    if (sources.length > 0) onSignals((stopOnSignal = scriptSignals(session)));
    for (const [i, source] of sources.entries()) {
      const outcome = await runScript(session, source, { ...scriptOptions, file: files[i] });
      status ||= outcome.status;
      if (outcome.stopped) {
        // -i: the prompt comes after the scripts whatever happened in them; only `exit` leaves.
        if (wantsRepl && !outcome.exited) {
          // As at the prompt, an interrupted statement says so (on the line after the terminal's ^C).
          if (outcome.status === EXIT.interrupted) await io.stdout.write('\nInterrupted\n');
          break;
        }
        return outcome.status;
      }
    }
    if (wantsRepl) {
      stopOnSignal?.();
      onSignals(undefined);
      // The scripts' output (held for their writes) comes before the banner.
      await io.stdout.flush();
      const { startRepl } = await import('./shell/repl.js');
      sessionOptions.interactive = true;
      const backend = opts.bigtable !== undefined && !opts.memory ? `bigtable ${describeAddress(bigtableAddress(opts.bigtable))}` : undefined;
      return await startRepl(session, { color: opts.color && !process.env.NO_COLOR, pager: opts.pager, backend });
    }
    return status;
}

/**
 * While scripts run, SIGINT and SIGTERM interrupt the running statement (at a
 * loop iteration or a sleep; a running command finishes first) and start no
 * other; the run then ends as every run does — coalesced writes flushed, the
 * store closed — with status 130. A second signal ends the process at once
 * (a long scan need not be waited for: reads flush pending writes before they
 * begin). Returns the uninstaller.
 */
function scriptSignals(session: Session): () => void {
  let signalled = false;
  const onSignal = () => {
    if (signalled) process.exit(EXIT.interrupted);
    signalled = true;
    session.interrupt();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/** --fresh: the store emptied before the run (src/shell/fresh.ts); an exit status when it cannot be. */
async function startFresh(session: Session, opts: CliOptions): Promise<number | undefined> {
  if (opts.memory) return undefined;
  const { emptyStore, freshDirectoryProblem } = await import('./shell/fresh.js');
  const problem = opts.bigtable !== undefined ? '--fresh empties an hsh data directory; it does not act on a Bigtable instance' : freshDirectoryProblem(resolve(opts.data));
  if (problem !== undefined) {
    process.stderr.write(`hsh: ${problem}\n`);
    return EXIT.usage;
  }
  try {
    await emptyStore(await session.hbase());
  } catch (e) {
    process.stderr.write(`hsh: ${e instanceof Error ? e.message : String(e)}\n`);
    return isShellError(e) && (e.code === 'STORE_IO' || e.code === 'STORE_LOCKED') ? EXIT.store : EXIT.failed;
  }
  return undefined;
}

/** The one place a backend is picked; each is loaded only when chosen (src/engine/backends/). */
function backendOf(opts: CliOptions, durability: () => SessionOptions['durability']): SessionOptions['openBackend'] {
  if (opts.bigtable !== undefined && !opts.memory) {
    const address = bigtableAddress(opts.bigtable);
    return () => import('./engine/backends/bigtable/index.js').then((m) => m.openBigtableBackend(address));
  }
  return () =>
    import('./engine/backends/leveldb/index.js').then((m) =>
      m.openLevelBackend(opts.memory ? { memory: true } : { location: opts.data, sync: () => durability() === 'FSYNC_WAL' }),
    );
}

function bigtableAddress(text: string): BigtableAddress {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(text);
  if (!m) {
    process.stderr.write(`hsh: --bigtable takes PROJECT/INSTANCE, not '${text}'\n`);
    process.exit(EXIT.usage);
  }
  return { project: m[1], instance: m[2], emulator: process.env.BIGTABLE_EMULATOR_HOST || undefined };
}

/** The run's limits: given, or --sandbox's defaults; none without either. */
function runLimits(opts: CliOptions): { timeLimitS?: number; memoryLimitMb?: number } | undefined {
  const number = (text: string | undefined, option: string): number | undefined => {
    if (text === undefined) return undefined;
    if (!/^\d+(?:\.\d+)?$/.test(text) || Number(text) <= 0) {
      process.stderr.write(`hsh: ${option} takes a positive number, not '${text}'\n`);
      process.exit(EXIT.usage);
    }
    return Number(text);
  };
  const timeLimitS = number(opts.timeLimit, '--time-limit') ?? (opts.sandbox ? SANDBOX_DEFAULTS.timeLimitS : undefined);
  const memoryLimitMb = number(opts.memoryLimit, '--memory-limit') ?? (opts.sandbox ? SANDBOX_DEFAULTS.memoryLimitMb : undefined);
  return timeLimitS === undefined && memoryLimitMb === undefined ? undefined : { timeLimitS, memoryLimitMb };
}

function parseClock(text: string): bigint {
  if (!/^\d+$/.test(text)) {
    process.stderr.write(`hsh: --clock takes epoch milliseconds, not '${text}'\n`);
    process.exit(EXIT.usage);
  }
  return BigInt(text);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `hsh repair [--data DIR] [--remove-orphans]`: LevelDB's RepairDB, then the
 * catalog checked against the stored cells (src/engine/repair.ts), reported
 * line by line. Exit 0 repaired, 2 usage, 3 the store could not be repaired.
 */
async function repair(argv: string[], io: ShellIO): Promise<number> {
  const cmd = new Command('hsh repair')
    .description("Rebuild a damaged store with LevelDB's repair (its MANIFEST and CURRENT from the table and log files), then check the catalog against the stored cells.")
    .option('--data <dir>', 'data directory of the store', process.env.HSH_DATA || join(homedir(), '.hsh', 'data'))
    .option('--remove-orphans', 'remove cells of tables and snapshots the catalog does not know (kept otherwise)')
    .exitOverride();
  try {
    cmd.parse(argv.slice(3), { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : EXIT.usage;
    throw e;
  }
  const opts = cmd.opts<{ data: string; removeOrphans?: boolean }>();
  const out = (line: string) => io.stdout.write(line + '\n');
  try {
    const { repairLevelBackend } = await import('./engine/backends/leveldb/index.js');
    const { checkStore } = await import('./engine/repair.js');
    const { backend, lost } = await repairLevelBackend(opts.data);
    try {
      const report = await checkStore(backend, { removeOrphans: Boolean(opts.removeOrphans) });
      await out(`Repaired ${opts.data} (LevelDB RepairDB): every entry of its table and log files that could be read is kept.`);
      if (lost.length > 0) await out(`Table files that could not be read, moved to ${join(opts.data, 'lost')}: ${lost.join(', ')}`);
      for (const p of report.finished) await out(`Finished interrupted procedure ${p.id} (${p.name} of ${p.table}, at ${p.step}): what it was clearing is removed.`);
      await out(`${report.tables.length} table(s):`);
      for (const t of report.tables) await out(`  ${t.name}: ${t.cells} cell(s)`);
      await out(`${report.snapshots.length} snapshot(s):`);
      for (const sn of report.snapshots) await out(`  ${sn.name}: ${sn.cells} cell(s)`);
      const orphans = [...report.orphanTables.map((o) => ({ ...o, kind: 'table' })), ...report.orphanSnapshots.map((o) => ({ ...o, kind: 'snapshot' }))];
      if (orphans.length === 0) await out('No orphaned cells.');
      for (const o of orphans) {
        await out(`Orphaned: ${o.cells} cell(s) of ${o.kind} id ${o.id}, which the catalog does not know: ${report.removed ? 'removed' : 'kept'}`);
      }
      if (orphans.length > 0 && !report.removed) await out(`'hsh repair --data ${opts.data} --remove-orphans' removes them.`);
    } finally {
      await backend.close();
    }
    await io.stdout.flush();
    return EXIT.ok;
  } catch (e) {
    await io.stdout.flush();
    io.stderr(`hsh: ${e instanceof Error ? e.message : String(e)}`);
    return isShellError(e) && e.code === 'UNSUPPORTED' ? EXIT.failed : EXIT.store;
  }
}
