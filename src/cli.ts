/**
 * hsh [options] [script.hsh ...]: picks the REPL, script files, -e
 * statements or statements on stdin, and maps the outcome to an exit status.
 */
import { Command, Option, CommanderError } from 'commander';
import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { registry } from './commands/index.js';
import { Session, type SessionOptions } from './shell/execute.js';
import { runScript, EXIT } from './shell/batch.js';
import { LogicalClock, SystemClock } from './shell/clock.js';
import { processIO, type ShellIO } from './shell/io.js';
import { FileAccess } from './shell/files.js';
import { inLimitedWorker, onStopRequest, runLimited, SANDBOX_DEFAULTS } from './shell/limits.js';

const pkg = createRequire(import.meta.url)('../package.json') as { version: string };
export const VERSION = pkg.version;

export interface CliOptions {
  execute?: string[];
  nonInteractive?: boolean;
  interactive?: boolean;
  data: string;
  memory?: boolean;
  clock?: string;
  timing: boolean;
  epochTimestamps?: boolean;
  format: 'classic' | 'json' | 'table';
  debug?: boolean;
  keepGoing?: boolean;
  echo?: boolean;
  yes?: boolean;
  color: boolean;
  pager: boolean;
  vertical?: boolean;
  sandbox?: boolean;
  timeLimit?: string;
  memoryLimit?: string;
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
    .option('--clock <epoch-ms>', 'a logical clock starting at this instant, +1 ms per reading (deterministic timestamps)')
    .option('--no-timing', "omit the 'Took N.NNNN seconds' lines")
    .option('--epoch-timestamps', 'print timestamps as epoch milliseconds (hbase.shell.timestamp.format.epoch=true)')
    .addOption(new Option('--format <format>', 'output format').choices(['classic', 'json', 'table']).default('classic'))
    .option('--keep-going', 'in scripts, run on after a failed statement (exit 1 at the end)')
    .option('--echo', 'print each statement after its prompt, as a transcript')
    .option('--yes', "answer 'y' to confirmations (drop_all, …)")
    .option('--no-color', 'no colour (also NO_COLOR)')
    .option('--no-pager', 'never page long results')
    .option('--vertical', 'show cells one per line')
    .option('--debug', 'show stack traces of internal errors')
    .option('--sandbox', "for untrusted scripts: files only in the data directory and the scripts' folders, time and memory limits")
    .option('--time-limit <seconds>', `stop the run after this many seconds (--sandbox: ${SANDBOX_DEFAULTS.timeLimitS})`)
    .option('--memory-limit <MB>', `stop the run past this much memory (--sandbox: ${SANDBOX_DEFAULTS.memoryLimitMb})`)
    .version(`hsh ${VERSION} — HBase 2.6 shell language`, '-v, --version');
}

export async function main(argv: string[], io: ShellIO = processIO()): Promise<number> {
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
  const limits = runLimits(opts);
  if (limits && !inLimitedWorker()) {
    // the run goes to a worker thread this one can stop (src/shell/limits.ts)
    process.exitCode = await runLimited(argv[1], argv.slice(2), limits, scripts.length === 0 && !opts.execute, io.stderr);
    return process.exitCode;
  }
  const status = await run(opts, scripts, io);
  await io.stdout.flush();
  process.exitCode = status;
  return status;
}

async function run(opts: CliOptions, scripts: string[], io: ShellIO): Promise<number> {
  const clock = opts.clock !== undefined ? new LogicalClock(parseClock(opts.clock)) : new SystemClock();
  const stdinIsTTY = Boolean(process.stdin.isTTY);
  const wantsRepl = (scripts.length === 0 && !opts.execute && stdinIsTTY && !opts.nonInteractive) || (opts.interactive && stdinIsTTY);
  const sessionOptions: SessionOptions = {
    // The storage backend: each is loaded only when chosen (src/engine/backends/).
    openBackend: () => import('./engine/backends/leveldb/index.js').then((m) => m.openLevelBackend(opts.memory ? { memory: true } : { location: opts.data })),
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
    files: opts.sandbox ? new FileAccess([...(opts.memory ? [] : [opts.data]), ...scripts.map((f) => dirname(resolve(f)))]) : undefined,
  };
  const session = new Session(io, registry, sessionOptions);
  onStopRequest(() => session.interrupt());
  // From the first script statement until the store is closed after the last (the prompt has its own).
  let stopOnSignal: (() => void) | undefined;
  try {
    const scriptOptions = { echo: Boolean(opts.echo), keepGoing: Boolean(opts.keepGoing) };
    let status: number = EXIT.ok;
    const sources: string[] = [];
    for (const file of scripts) {
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) {
        io.stderr(`hsh: cannot read script ${file}`);
        return EXIT.usage;
      }
      sources.push(text);
    }
    for (const e of opts.execute ?? []) sources.push(e);
    if (sources.length === 0 && !wantsRepl) sources.push(await readStdin());
    if (sources.length > 0) stopOnSignal = scriptSignals(session);
    for (const source of sources) {
      const outcome = await runScript(session, source, scriptOptions);
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
      stopOnSignal = undefined;
      const { startRepl } = await import('./shell/repl.js');
      sessionOptions.interactive = true;
      return await startRepl(session, { color: opts.color && !process.env.NO_COLOR, pager: opts.pager });
    }
    return status;
  } finally {
    await session.close();
    stopOnSignal?.();
  }
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
