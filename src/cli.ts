/**
 * hsh [options] [script.hsh ...]: picks the REPL, script files, -e
 * statements or statements on stdin, and maps the outcome to an exit status;
 * hsh test|importtsv|repair|status [options] …: the subcommands.
 */
import { Command, Option, CommanderError } from 'commander';
import { availableParallelism, homedir } from 'node:os';
import type * as Tty from 'node:tty';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { registry } from './commands/index.js';
import { Session, type SessionOptions } from './shell/execute.js';
import { runScript, EXIT } from './shell/batch.js';
import { LogicalClock, SystemClock } from './shell/clock.js';
import { processIO, type ShellIO } from './shell/io.js';
import { describeAddress, type BigtableAddress } from './engine/backends/bigtable/address.js';
import { isShellError } from './errors.js';
import { builtin } from './bytes.js';
import { FileAccess, readTextFile } from './shell/files.js';
import type { Backend } from './engine/backend.js';
import type { LabReportKind } from './shell/lab-test.js';

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

/** `--data`'s default, for the shell and the subcommands. */
const defaultData = (): string => process.env.HSH_DATA || join(homedir(), '.hsh', 'data');

/** The shell's options and arguments (the default action) and the subcommands; `exit` is given the run's status. */
function program(argv: string[], io: ShellIO, exit: (status: number) => void): Command {
  const hsh = new Command('hsh')
    .description('The Apache HBase shell language on an embedded store: run statements at a prompt, from script files, -e or stdin.')
    .usage('[options] [script.hsh ...]')
    .argument('[scripts...]', 'script files to run, in order')
    .option('-e, --execute <statements>', 'run these statements (repeatable)', (v: string, prev: string[] = []) => [...prev, v])
    .option('-n, --non-interactive', 'as hbase shell -n: a failing command ends the run with ERROR <RubyClass>: <message>; never prompt')
    .option('-i, --interactive', 'after the scripts, stay at the prompt')
    .option('--data <dir>', 'data directory of the store', defaultData())
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
    .option('--sandbox', "for untrusted scripts: files only in the data directory and the scripts' folders, time and memory limits")
    .option('--fresh', 'start on an empty store: drop every table, snapshot and namespace of the data directory first (an hsh store only)')
    .option('--time-limit <seconds>', `stop the run after this many seconds (--sandbox: ${SANDBOX_DEFAULTS.timeLimitS})`)
    .option('--memory-limit <MB>', `stop the run past this much memory (--sandbox: ${SANDBOX_DEFAULTS.memoryLimitMb})`)
    .version(`hsh ${VERSION} — HBase 2.6 shell language`, '-v, --version')
    .exitOverride()
    // A subcommand is hsh's first argument and takes its own options after it (`hsh repair --data DIR`).
    .enablePositionalOptions()
    .helpCommand(false)
    .configureHelp({ subcommandTerm: (sub) => `${sub.name()} ${sub.usage()}` })
    .addHelpText('after', `\nA script file named like a command runs as ./NAME (hsh ./test).\nhsh COMMAND --help shows a command's options.`)
    .hook('preSubcommand', (_hsh, sub) => {
      // `hsh --memory test`: what came before the name was meant for the shell (and once ran a script file named test).
      if (argv[2] !== sub.name()) {
        hsh.error(`error: '${sub.name()}' is a command: it comes first, before its own options (hsh ${sub.name()} --help); a script file named ${sub.name()} runs as ./${sub.name()}`, {
          exitCode: EXIT.usage,
        });
      }
    })
    .action(async (scripts: string[], opts: CliOptions) => exit(await shell(opts, scripts, argv, io)));
  // Built only when an argument may need them (a run of the shell starts without five more commands).
  if (argv.slice(2).some((a) => SUBCOMMANDS.has(a) || a === '-h' || a === '--help')) subcommands(hsh, io, exit);
  return hsh;
}

/** The names subcommands() declares. */
const SUBCOMMANDS = new Set(['test', 'lab-worker', 'importtsv', 'repair', 'status']);

/**
 * The subcommands, `hsh NAME [options] …`. Each declares its options here, so
 * `hsh --help` and `hsh NAME --help` load nothing more, and loads its module
 * only when it runs. A new subcommand is one more block.
 */
function subcommands(hsh: Command, io: ShellIO, exit: (status: number) => void): void {
  const test = new LabTestCommand('test')
    .copyInheritedSettings(hsh)
    .description(
      'Grade lab scripts, each in its own worker on its own store, sandboxed and time- and memory-limited, and report their assertions and scores: N passed, M failed.',
    )
    .usage('[options] FILE...')
    .argument('<files...>', 'lab scripts or submissions')
    .option('--data <dir>', 'a template store: each file gets its own copy (with --trust: run every file on this store itself)')
    .option('--setup <file>', "the instructor's script run before each submission, in its store")
    .option('--checks <file>', "the instructor's checks, run after each submission with the lab functions restored: only their assertions count")
    .option('--files <file>', "a lab file copied into each submission's working directory (repeatable)", (v: string, prev: string[] = []) => [...prev, v])
    .option('--trust', "no isolation: run the files in this process, one after the other, with no sandbox or limits (an instructor's own scripts)")
    .option('--time-limit <seconds>', `stop a submission after this many seconds (default ${SANDBOX_DEFAULTS.timeLimitS})`)
    .option('--memory-limit <MB>', `stop a submission past this much memory (default ${SANDBOX_DEFAULTS.memoryLimitMb})`)
    .option('--jobs <n>', 'grade this many submissions at once (default: the number of CPUs)')
    .option('--clock <epoch-ms>', 'a logical clock starting at this instant for each file')
    .option('--report <kind> <file>', "also write a report: 'junit' (JUnit XML), 'json' or 'csv' (a gradebook) (repeatable)")
    .action(async (files: string[], opts: LabTestCliOptions) => {
      const start = opts.clock !== undefined ? parseClock(opts.clock) : undefined;
      // As for a run: a logical clock prints its timestamps in UTC.
      if (start !== undefined) process.env.TZ = 'UTC';
      const limits = runLimits({ ...opts, sandbox: true } as CliOptions)!;
      const { runLabTests } = await import('./shell/lab-test.js');
      const status = await runLabTests({
        files,
        setup: opts.setup,
        checks: opts.checks,
        labFiles: opts.files ?? [],
        data: opts.data,
        trust: Boolean(opts.trust),
        limits: { timeLimitS: limits.timeLimitS!, memoryLimitMb: limits.memoryLimitMb! },
        jobs: opts.jobs !== undefined ? positiveInteger(opts.jobs, '--jobs') : availableParallelism(),
        clock: opts.clock,
        registry,
        openBackend,
        clockFor: () => (start !== undefined ? new LogicalClock(start) : new SystemClock()),
        io,
        reports: test.reports,
        entry: process.argv[1],
      });
      exit(await flushed(status, io));
    });
  hsh.addCommand(test);

  // One submission of `hsh test`, in its own process (src/shell/lab-pool.ts starts it).
  const worker = new Command('lab-worker').action(async () => {
    const unexpected = lastResort(io, false);
    try {
      const { labWorker } = await import('./shell/lab-worker.js');
      exit(await labWorker({ registry, openBackend }, (job) => (job.clock !== undefined ? new LogicalClock(parseClock(job.clock)) : new SystemClock())));
    } catch (e) {
      exit(unexpected(e));
    }
  });
  hsh.addCommand(worker, { hidden: true });

  hsh
    .command('importtsv')
    .description("Import TSV/CSV files into an existing table as HBase's ImportTsv, with its -D options")
    .usage('-Dk=v… TABLE FILE…')
    // Every argument goes to ImportTsv's own parser (Hadoop's -Dkey=value forms), which prints its usage for --help.
    .argument('[arguments...]')
    .helpOption(false)
    .allowUnknownOption()
    .passThroughOptions()
    .action(async (args: string[]) => {
      const { importTsvMain } = await import('./shell/import-tsv-cli.js');
      exit(await flushed(await importTsvMain(args, io, (dir) => openBackend({ data: dir })), io));
    });

  hsh
    .command('repair')
    .description("Repair a damaged store under its lock: its files backed up to lost/, damaged blocks left out, LevelDB's RepairDB, then the catalog checked against the stored cells.")
    .option('--data <dir>', 'data directory of the store', defaultData())
    .option('--remove-orphans', 'remove cells of tables and snapshots the catalog does not know (kept otherwise)')
    .action(async (opts: { data: string; removeOrphans?: boolean }) => {
      const { repairCommand } = await import('./shell/store-cli.js');
      exit(await repairCommand(opts, io, storeFiles));
    });

  hsh
    .command('status')
    .description("Show a store's health: its format version, whether a process holds it, its size, the recovery warnings kept and its last repair.")
    .option('--data <dir>', 'data directory of the store', defaultData())
    .action(async (opts: { data: string }) => {
      const { statusCommand } = await import('./shell/store-cli.js');
      exit(await statusCommand(opts, io, storeFiles));
    });
}

/**
 * `hsh test`'s `--report KIND FILE` takes two values, which a commander
 * option cannot: the pairs are taken out before commander reads the rest.
 */
interface LabTestCliOptions {
  data?: string;
  setup?: string;
  checks?: string;
  files?: string[];
  trust?: boolean;
  timeLimit?: string;
  memoryLimit?: string;
  jobs?: string;
  clock?: string;
}

class LabTestCommand extends Command {
  readonly reports: Array<{ kind: LabReportKind; path: string }> = [];

  override parseOptions(args: string[]): ReturnType<Command['parseOptions']> {
    const rest: string[] = [];
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '--') {
        rest.push(...args.slice(i));
        break;
      }
      if (args[i] !== '--report') {
        rest.push(args[i]);
        continue;
      }
      const kind = args[i + 1];
      const path = args[i + 2];
      if ((kind !== 'junit' && kind !== 'json' && kind !== 'csv') || path === undefined) {
        this.error("hsh test: --report takes a kind, 'junit', 'json' or 'csv', and a file", { exitCode: EXIT.usage });
      }
      this.reports.push({ kind, path });
      i += 2;
    }
    return super.parseOptions(rest);
  }
}

export async function main(argv: string[], io: ShellIO = processIO()): Promise<number> {
  let status: number = EXIT.ok;
  try {
    await program(argv, io, (s) => (status = s)).parseAsync(argv);
  } catch (e) {
    if (!(e instanceof CommanderError)) throw e;
    // --help and --version exit 0; every other refusal of the arguments is a usage error
    status = e.exitCode === 0 ? 0 : EXIT.usage;
  }
  process.exitCode = status;
  return status;
}

/** The default action: the REPL, script files, -e statements or stdin. */
async function shell(opts: CliOptions, scripts: string[], argv: string[], io: ShellIO): Promise<number> {
  // A logical clock is for output that is the same everywhere: timestamps print in UTC whatever TZ says.
  if (opts.clock !== undefined) process.env.TZ = 'UTC';
  const limits = runLimits(opts);
  // node:worker_threads is loaded only for a limited run (~2–10 ms at start-up otherwise)
  const limited = limits && (await import('./shell/limits.js'));
  if (limited && !limited.inLimitedWorker()) {
    // the run goes to a worker thread this one can stop (src/shell/limits.ts)
    return await limited.runLimited(argv[1], argv.slice(2), limits, scripts.length === 0 && !opts.execute, io.stderr);
  }
  const unexpected = lastResort(io, Boolean(opts.debug));
  try {
    const status = await run(opts, scripts, io, limited || undefined);
    await io.stdout.flush();
    return status;
  } catch (e) {
    return unexpected(e);
  }
}

async function flushed(status: number, io: ShellIO): Promise<number> {
  await io.stdout.flush();
  return status;
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
  // Asked last, and of isatty: process.stdin is a stream made on first use, and node:tty loads net (~2.5 ms) — a run of -e or scripts needs neither.
  const wantsRepl = ((scripts.length === 0 && !opts.execute && !opts.nonInteractive) || opts.interactive) && builtin<typeof Tty>('node:tty').isatty(0);
  const store = storeOf(opts, () => sessionOptions.durability);
  const sessionOptions: SessionOptions = {
    openBackend: () => openBackend(store),
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

/** Where a run's store is: a data directory, memory (nothing kept) or a Bigtable instance. */
type Store =
  | { memory: true }
  | { data: string; sync?: () => boolean }
  | { bigtable: BigtableAddress };

/**
 * The one place a backend is picked and opened, for the shell and every
 * subcommand; each is loaded only when chosen (src/engine/backends/).
 */
async function openBackend(store: Store): Promise<Backend> {
  if ('bigtable' in store) return (await import('./engine/backends/bigtable/index.js')).openBigtableBackend(store.bigtable);
  const leveldb = await import('./engine/backends/leveldb/index.js');
  return leveldb.openLevelBackend('memory' in store ? { memory: true } : { location: store.data, sync: store.sync });
}

/** `hsh repair` and `hsh status` act on a LevelDB store's files, below the backend interface. */
const storeFiles = () => import('./engine/backends/leveldb/index.js');

/** The shell's store, from its options. */
function storeOf(opts: CliOptions, durability: () => SessionOptions['durability']): Store {
  if (opts.bigtable !== undefined && !opts.memory) return { bigtable: bigtableAddress(opts.bigtable) };
  return opts.memory ? { memory: true } : { data: opts.data, sync: () => durability() === 'FSYNC_WAL' };
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

function positiveInteger(text: string, option: string): number {
  if (!/^[1-9]\d*$/.test(text)) {
    process.stderr.write(`hsh: ${option} takes a positive whole number, not '${text}'\n`);
    process.exit(EXIT.usage);
  }
  return Number(text);
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
