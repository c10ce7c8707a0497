/**
 * The session: evaluates statements, invokes commands, renders their
 * outputs, prints `Took` and `=>` lines — and is the one place errors are
 * caught. Interactive sessions print the ERROR block and go on; script runs
 * stop at the first failed statement (unless keep-going) and the runner maps
 * the outcome to an exit status.
 */
import { performance } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';
import { ShellError, ExitRequest, isShellError } from '../errors.js';
import type { Loc } from '../grammar/ast.js';
import type { StatementChunk } from '../grammar/parse.js';
import type { Engine } from '../engine/types.js';
import type { Command, CommandContext, DisplaySettings, Registry } from '../commands/define.js';
import type { Backend } from '../engine/backend.js';
import type { HBase } from '../hbase/client.js';
import { translateHBaseException } from '../hbase/errors.js';
import type { Output } from '../format/output.js';
import { renderClassic, tookLine, errorBlock } from '../format/classic.js';
import { renderVertical } from '../format/vertical.js';
import { JsonStatementWriter, toJsonValue, type JsonValue } from '../format/json.js';
import { Evaluator, type EvalHost } from './evaluator.js';
import type { ShellClock } from './clock.js';
import type { ShellIO } from './io.js';
import { RHash, TableRef, type Value, str } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { rubyToS, toS } from '../ruby/coerce.js';
import { History, historyPath, historySize } from './history.js';
import type { FileAccess } from './files.js';
import { live } from './live.js';

export interface SessionOptions extends DisplaySettings {
  /** Opens the storage backend the CLI chose, on the first command that needs the engine. */
  openBackend(): Promise<Backend>;
  clock: ShellClock;
  /** Print `Took N.NNNN seconds` lines. */
  timing: boolean;
  epochTimestamps: boolean;
  /** A person at a prompt: errors never end anything. */
  interactive: boolean;
  /** Script runs: go on after a failed statement (exit 1 at the end). */
  keepGoing: boolean;
  /** Answer y to confirmations. */
  yes: boolean;
  /**
   * `-n`: as `hbase shell -n`, a failed command re-raises instead of printing
   * the ERROR block; after its Took line the run ends with
   * `ERROR <RubyClass>: <message>`.
   */
  reraise?: boolean;
  debug: boolean;
  /** Which files commands may open (--sandbox); any file when absent. */
  files?: FileAccess;
  // From DisplaySettings: format (classic when absent) and vertical, read at each statement.
}

/** Thrown past loops to end the statement once a command has failed (and, unless re-raised under -n, been reported). */
class CommandFailed extends Error {
  constructor(
    readonly error: ShellError,
    readonly reported: boolean,
  ) {
    super(error.message);
  }
}

export type StatementStatus = 'ok' | 'failed' | 'parse-error' | 'store-error' | 'interrupted' | { exit: number };

export class Session {
  readonly evaluator: Evaluator;
  /** The session's HBase client (the admin, the tables, the session's caches), loaded with the first command. */
  private client: HBase | undefined;
  private enginePromise: Promise<Engine> | undefined;
  /** Aborts the running command (Ctrl-C in the REPL). */
  private abort: AbortController | undefined;
  /** At the prompt: aborts the running statement (its loops, sleeps and commands). */
  private statementAbort: AbortController | undefined;
  /**
   * Script runs: one signal for the whole run (SIGINT, SIGTERM), so that a
   * statement pays nothing for it; `stopping` is the same, read between statements.
   */
  private readonly runAbort = new AbortController();
  private stopping = false;
  /** In --format json, the object of the statement being run. */
  private json: JsonStatementWriter | undefined;

  constructor(
    readonly io: ShellIO,
    readonly registry: Registry,
    readonly options: SessionOptions,
  ) {
    this.baseContext = this.makeBaseContext();
    this.evaluator = new Evaluator(this.host());
  }

  /** The session's HBase client, loaded on first use. */
  async hbase(): Promise<HBase> {
    if (this.client === undefined) {
      const { HBase } = await import('../hbase/client.js');
      this.client ??= new HBase(() => this.engine());
    }
    return this.client;
  }

  engine(): Promise<Engine> {
    if (!this.enginePromise) {
      this.enginePromise = import('../engine/index.js').then(async (m) =>
        m.openEngine({
          backend: await this.options.openBackend(),
          clock: this.options.clock,
          coalesceWrites: !this.options.interactive,
        }),
      );
      // A failed open is retried by the next command rather than cached.
      this.enginePromise.catch(() => (this.enginePromise = undefined));
    }
    return this.enginePromise;
  }

  /**
   * Interrupts the running statement, if any (the REPL's Ctrl-C): at a loop
   * iteration, a sleep, or inside a command that reads its signal. In a script
   * run (a signal), it stops the run: no statement begins after this.
   */
  interrupt(): boolean {
    if (!this.options.interactive) {
      this.stopping = true;
      this.runAbort.abort();
      return true;
    }
    const running = Boolean(this.abort || this.statementAbort);
    this.statementAbort?.abort();
    this.abort?.abort();
    return running;
  }

  /** A script run was interrupted (interrupt() outside the prompt): the runner starts no further statement. */
  get interrupted(): boolean {
    return this.stopping;
  }

  async close(): Promise<void> {
    await this.io.stdout.flush();
    if (this.enginePromise) {
      const engine = await this.enginePromise.catch(() => undefined);
      await engine?.close();
    }
  }

  /** Runs one parsed statement (or reports its parse error). */
  async runStatement(chunk: StatementChunk): Promise<StatementStatus> {
    const isJson = this.options.format === 'json';
    // Read only for took_ms.
    const start = isJson ? performance.now() : 0;
    const json = isJson ? (this.json = new JsonStatementWriter(this.io.stdout)) : undefined;
    json?.begin({ statement: chunk.kind === 'ok' ? chunk.source : undefined });
    try {
      if (chunk.kind !== 'ok') {
        // End of input is final here: an unfinished statement is reported where the input ended.
        const error = chunk.error;
        await this.printError(error, undefined);
        return 'parse-error';
      }
      for (const w of chunk.warnings) this.io.stderr(`WARN: ${w.message}`);
      // The statement's value and errors (inline: one async frame fewer per statement).
      try {
        // At the prompt each statement has its own signal (Ctrl-C); a script run has one for the run.
        const signal = this.options.interactive ? (this.statementAbort = new AbortController()).signal : this.runAbort.signal;
        const value = await this.evaluator.evaluate(chunk.stmt, signal);
        if (value !== null) {
          if (this.json) this.json.setValue(jsonOf(value));
          else await this.io.stdout.write(`=> ${inspect(value)}\n`);
        }
        return 'ok';
      } catch (e) {
        if (e instanceof ExitRequest) return { exit: e.status };
        if (e instanceof CommandFailed) {
          if (!e.reported) await this.printError(e.error, undefined);
          return statusOf(e.error);
        }
        const error = this.asShellError(e);
        await this.printError(error, undefined);
        return statusOf(error);
      }
    } finally {
      this.statementAbort = undefined;
      if (json) {
        this.json = undefined;
        await json.end(this.options.timing ? performance.now() - start : undefined);
      }
      if (this.options.interactive) {
        // At a prompt every acknowledged write reaches the store before the next prompt.
        if (this.enginePromise) await (await this.enginePromise.catch(() => undefined))?.flushWrites();
        await this.io.stdout.flush();
      }
    }
  }

  private asShellError(e: unknown): ShellError {
    if (isShellError(e)) return e;
    const err = e instanceof Error ? e : new Error(String(e));
    if (this.options.debug && err.stack) this.io.stderr(err.stack);
    return new ShellError('INTERNAL', `internal error: ${err.message} (a bug in hsh${this.options.debug ? '' : '; --debug shows the stack'})`, { cause: err });
  }

  private async printError(error: ShellError, command: string | undefined): Promise<void> {
    if (this.json) return this.json.fail(error);
    // An interrupted command is reported by the prompt (`Interrupted`), not as an error.
    if (error.code === 'INTERRUPTED') return;
    if (this.options.reraise && !this.options.interactive) {
      await this.io.stdout.write(`ERROR ${error.rubyClass}: ${error.message}\n`);
      return;
    }
    // A store that cannot be opened is not a usage problem: no `help` hint.
    const block = errorBlock(error.message, error.code === 'STORE_LOCKED' || error.code === 'STORE_IO' ? undefined : command);
    await this.io.stdout.write(block.map((line: string) => line + '\n').join(''));
  }

  private async render(output: Output): Promise<void> {
    const options = { width: this.io.columns, epochTimestamps: this.options.epochTimestamps };
    if (this.json) return this.json.add(output);
    if (this.options.format === 'table') {
      const { renderTable } = await import('../format/table.js');
      return renderTable(output, this.io.stdout, options);
    }
    if (this.options.vertical) return renderVertical(output, this.io.stdout, options);
    return renderClassic(output, this.io.stdout, options);
  }

  private async took(start: number, error?: ShellError): Promise<void> {
    // JSON reports took_ms per statement; an interrupted command prints no Took line.
    if (this.json || error?.code === 'INTERRUPTED') return;
    if (this.options.timing) await this.io.stdout.write(tookLine((performance.now() - start) / 1000, this.io.columns) + '\n');
  }

  /**
   * Invokes a command: validate, run, render, `Took`; on failure the ERROR block.
   * `loc` (the statement's call) is given to an error leaving without one.
   */
  async invoke(command: Command, args: Value[], via?: TableRef, loc?: Loc): Promise<Value> {
    try {
      // Read only for the Took line.
      const start = this.options.timing ? performance.now() : 0;
      // Only a prompt has a controller per command: an AbortController per statement would
      // cost a script of puts a tenth of its time. A script's commands get no signal at all
      // (a scan given one is 3-4% slower): SIGINT lets the running command finish.
      this.abort = this.options.interactive ? new AbortController() : undefined;
      // hbase/ loads with the first command, not at startup.
      if (this.client === undefined) await this.hbase();
      const ctx = via || this.abort ? this.context(via, this.abort?.signal) : this.baseContext;
      this.json?.setCommand(command.name);
      try {
        // A command already loaded is called directly, not through the registry's loader (two async frames fewer).
        // One that prints nothing and returns nil may resolve to nothing (put).
        const result = await ((command as { definition?: Command }).definition ?? command).invoke(ctx, args);
        if (result !== undefined) for (const output of result.outputs) await this.render(output);
        // help, tools, debug: plain IRB methods in HBase (hirb.rb), outside command_safe's timer.
        if (this.options.timing && !command.plain) await this.took(start);
        const value = typeof result?.value === 'function' ? result.value() : result?.value;
        return value ?? null;
      } catch (e) {
        if (e instanceof ExitRequest || e instanceof CommandFailed) throw e;
        // HBase's command_safe: the server's exceptions in the shell's words, naming the first argument
        const error = this.asShellError(translateHBaseException(e, via ? inspect(via) : args.length ? rubyToS(args[0]) : ''));
        const reraise = Boolean(this.options.reraise) && !this.options.interactive;
        if (!reraise) await this.printError(error, command.name);
        if (this.options.timing && !command.plain) await this.took(start, error);
        if (this.options.interactive && error.code !== 'INTERRUPTED') return null;
        throw new CommandFailed(error, !reraise);
      } finally {
        this.abort = undefined;
        this.io.progress?.(null);
      }
    } catch (e) {
      if (loc) rethrowAt(e, loc);
      throw e;
    }
  }

  /** A command's context: the session's, with the table reference and abort signal of this call. */
  private context(via: TableRef | undefined, signal: AbortSignal | undefined): CommandContext {
    return { ...this.baseContext, via, signal };
  }

  /** What every command sees of the session, built once (read live: set_format changes the settings). */
  private readonly baseContext: CommandContext;

  private makeBaseContext(): CommandContext {
    const options = this.options;
    const session = this;
    return {
      settings: options,
      get hbase() {
        return session.client!;
      },
      clock: options.clock,
      // The prompt's statements; outside a prompt, those of the history file.
      history: () => (live.history ?? new History(options.files?.check(historyPath(), 'read') ?? historyPath(), historySize()).load()).entries,
      registry: this.registry,
      options: {
        get interactive() {
          return options.interactive;
        },
        get epochTimestamps() {
          return options.epochTimestamps;
        },
      },
      warn: (text) => this.io.stderr(text),
      progress: (text) => this.io.progress?.(text),
      readFile: async (path) => readFile(options.files?.check(path, 'read') ?? path, 'utf8').catch(() => undefined),
      // As admin.rb: `puts "\n<question>"`, then the answer is read (`gets`) on the next line.
      confirm: async (lines, question) => {
        if (this.json) {
          if (!this.options.yes) throw new ShellError('CONFIRMATION_REQUIRED', `${question.replace(/\s*\(y\/n\)\?$/, '')}: --format json cannot ask; run with --yes to answer y`);
          await this.json.add({ kind: 'lines', lines: [...lines, question] });
          return true;
        }
        for (const l of [...lines, question]) await this.io.stdout.write(l + '\n');
        if (this.options.yes) return true;
        await this.io.stdout.flush();
        const answer = this.io.readLine ? await this.io.readLine('') : null;
        if (answer === null) {
          throw new ShellError('CONFIRMATION_REQUIRED', `${question.replace(/\s*\(y\/n\)\?$/, '')}: no answer can be read here; run with --yes to answer y`);
        }
        return /^y/i.test(answer.trim());
      },
    };
  }

  private host(): EvalHost {
    return {
      isCommand: (name) => this.registry.get(name) !== undefined,
      commandNames: () => this.registry.all().map((c) => c.name),
      callCommand: (name, args, loc) => this.invoke(this.registry.get(name)!, args, undefined, loc),
      callTableMethod: (ref, method, args, loc) => this.tableMethod(ref, method, args, loc),
      warn: (text) => this.io.stderr(text),
      print: (text) => this.printLine(text),
      write: async (text) => {
        if (this.json) await this.json.add({ kind: 'lines', lines: text.replace(/\n$/, '').split('\n') });
        else await this.io.stdout.write(text);
      },
      now: () => this.options.clock.now(),
      sleep: async (ms, signal) => {
        // What a script printed so far is seen before it pauses.
        await this.io.stdout.flush();
        await this.options.clock.sleep(ms, signal);
      },
    };
  }

  /** A line as `puts` writes it (in --format json, one of the statement's lines). */
  private async printLine(text: string): Promise<void> {
    if (this.json) await this.json.add({ kind: 'lines', lines: [text] });
    else await this.io.stdout.write(text + '\n');
  }

  /** `t.put …`, `t.scan …`: the same commands with the table name prepended. */
  private async tableMethod(ref: TableRef, method: string, args: Value[], loc: Loc): Promise<Value> {
    switch (method) {
      case 'name':
        return str(ref.name);
      case 'close':
        return null;
      case 'to_s':
      case 'inspect':
        return str(inspect(ref));
      case 'help': {
        // table.rb's Table#help: `@shell.help('table_help')`, or `@shell.help_command(command)`
        // for any shell command, a NoMethodError for the others answered by a plain line.
        const help = this.registry.get('help')!;
        if (args.length === 0) return this.invoke(help, [str('table_help')], ref);
        const name = toS(args[0] ?? null).toString('utf8');
        const target = this.registry.get(name);
        if (!target) {
          await this.printLine(`Command '${name}' does not exist. Please see general table help.`);
          return null;
        }
        return this.invoke(help, [str(target.name)], ref);
      }
      case 'get_all_columns':
        try {
          return (await (await this.hbase()).table(ref.name, ref).allColumns()).map((c) => str(c));
        } catch (e) {
          rethrowAt(e, loc);
        }
    }
    const command = this.registry.get(method);
    if (!command || !command.tableMethod) {
      throw new ShellError('NAME_ERROR', `undefined method \`${method}' for ${inspect(ref)}:Hbase::Table`, { loc });
    }
    return this.invoke(command, [str(ref.name), ...args], ref);
  }
}

/** A `=>` value as JSON: strings as UTF-8 text, hashes as objects, tables and ranges as IRB shows them. */
function jsonOf(value: Value): JsonValue {
  if (Array.isArray(value)) return value.map(jsonOf);
  if (value instanceof RHash) {
    const o: { [key: string]: JsonValue } = {};
    // Keys as values are written: text, or Bytes.toStringBinary when not valid UTF-8.
    for (const [k, v] of value.entries) o[String(toJsonValue(Buffer.isBuffer(k) ? k : toS(k)))] = jsonOf(v);
    return o;
  }
  if (value === null || typeof value === 'boolean' || typeof value === 'bigint' || typeof value === 'number' || Buffer.isBuffer(value)) return toJsonValue(value);
  return inspect(value);
}

function rethrowAt(e: unknown, loc: Loc): never {
  if (isShellError(e) && !e.loc) e.loc = loc;
  throw e;
}

function statusOf(error: ShellError): StatementStatus {
  if (error.code === 'STORE_LOCKED' || error.code === 'STORE_IO') return 'store-error';
  if (error.code === 'INTERRUPTED') return 'interrupted';
  if (error.code === 'PARSE_ERROR' || error.code === 'INCOMPLETE_INPUT') return 'parse-error';
  return 'failed';
}

export { RHash };
