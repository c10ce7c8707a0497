/**
 * The session: evaluates statements, invokes commands, renders their
 * outputs, prints `Took` and `=>` lines — and is the one place errors are
 * caught. Interactive sessions print the ERROR block and go on; script runs
 * stop at the first failed statement (unless keep-going) and the runner maps
 * the outcome to an exit status.
 */
import { ShellError, ExitRequest, isShellError } from '../errors.js';
import type { Loc } from '../grammar/ast.js';
import type { StatementChunk } from '../grammar/parse.js';
import type { Engine } from '../engine/types.js';
import type { BlockOutcome, Command, CommandContext, DisplaySettings, Registry } from '../commands/define.js';
import type { Backend } from '../engine/backend.js';
import type { HBase } from '../hbase/client.js';
import { translateHBaseException } from '../hbase/errors.js';
import type { Output } from '../format/output.js';
import { renderClassic, tookLine, errorBlock, irbReport } from '../format/classic.js';
import { renderVertical } from '../format/vertical.js';
import { JsonStatementWriter, toJsonValue, type JsonValue } from '../format/json.js';
import { Evaluator, type EvalHost } from './evaluator.js';
import { LogicalClock, monotonicMs, type ShellClock } from './clock.js';
import { IdentityHashes, SessionRandom } from './identity.js';
import { symbolKeyWarnings, typoFix } from './typos.js';
import type { OutputGate, ShellIO } from './io.js';
import { RHash, TableRef, type Value, str } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { rubyToS, toS } from '../ruby/coerce.js';
import { History, historyPath, historySize } from './history.js';
import { readTextFile, type FileAccess, fileError, guardStore, writeTextFile } from './files.js';
import { closeSync, openSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { live } from './live.js';
import { AssertionTally, type LabListener } from './lab.js';

export interface SessionOptions extends DisplaySettings {
  /** Opens the storage backend the CLI chose, on the first command that needs the engine. */
  openBackend(): Promise<Backend>;
  clock: ShellClock;
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
  /** `hsh test`: hears of every assertion and of every statement that failed. */
  lab?: LabListener;
  /** Which files commands may open (--sandbox); any file when absent. */
  files?: FileAccess;
  /** The folder a relative file name is found in (`export_csv 't1', 't1.csv'`); process.cwd() when absent. */
  cwd?: string;
  /** The store's data directory (none in memory or on Bigtable): no command writes a file in it. */
  dataDirectory?: string;
  /** The run is limited (limits.ts): its worker's heap limit ends it, not the evaluator's heap check (heap.ts). */
  limited?: boolean;
  // From DisplaySettings: format (classic when absent), vertical and timing, read at each statement.
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
  /** The engine once open (read synchronously by writeRequestCount). */
  private openedEngine: Engine | undefined;
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
  /** The assertions made so far (a failed one makes a script run exit 1). */
  readonly assertions = new AssertionTally();
  /** Inside assert_raises blocks: errors are the block's outcome, not printed. */
  private quiet = 0;
  /** Where the last command was called (an assertion without a label is named by it). */
  private callLoc: Loc | undefined;
  /** The running script's file and the `# Q3: …` question its statements answer (set by the script runner). */
  where: { file?: string; question?: string } = {};
  /** In --format json: the statement's text and when its current object began. */
  private jsonStatement: { source?: string; start: number } = { start: 0 };
  /** A commit the output waited for failed (outside any write of a statement): reported once, then the run stops. */
  private storeError: ShellError | undefined;
  /** The identity hashes of the Java objects the session shows (`#<…:0x54c37dab>`). */
  readonly identities: IdentityHashes;
  /** The workspace receiver's (one per session, as IRB's). */
  private mainIdentity: string | undefined;
  private readonly random: SessionRandom;
  /** The text of the statement being run, for the typo hint of its error. */
  private statementSource: string | undefined;

  constructor(
    readonly io: ShellIO,
    readonly registry: Registry,
    readonly options: SessionOptions,
  ) {
    this.identities = new IdentityHashes(options.clock instanceof LogicalClock);
    this.random = new SessionRandom(options.clock instanceof LogicalClock);
    this.baseContext = this.makeBaseContext();
    this.evaluator = new Evaluator(this.host(), { heapCheck: !options.limited });
  }

  /** `capture 'file'`: where a copy of the output goes. */
  private capturing: { path: string; fd: number } | undefined;
  /** The files `load` is running, innermost last, and the line each is at (an error names it). */
  private loading: Array<{ file: string; line: number }> = [];

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
      const coalesceWrites = !this.options.interactive;
      this.enginePromise = import('../engine/index.js').then(async (m) => {
        const engine = await m.openEngine({ backend: await this.options.openBackend(), clock: this.options.clock, coalesceWrites });
        // Group commit: a statement's output waits until the writes it reports are in the store.
        if (coalesceWrites) this.io.stdout.gate = this.outputGate(engine);
        this.openedEngine = engine;
        return engine;
      });
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

  /** Rows this session has written so far (the prompt tells how far an interrupted statement got). */
  writeRequestCount(): number {
    return this.openedEngine?.writeRequestCount ?? 0;
  }

  /** A script run was interrupted (interrupt() outside the prompt): the runner starts no further statement. */
  get interrupted(): boolean {
    return this.stopping;
  }

  private outputGate(engine: Engine): OutputGate {
    return {
      pending: () => engine.unacknowledgedWrites(),
      commit: () =>
        engine.flushWrites().catch((e: unknown) => {
          this.storeError ??= this.asShellError(e);
        }),
    };
  }

  /**
   * Writes what is pending, prints what waited for it, closes the store.
   * Throws the store error that lost writes here (not yet reported by a
   * statement): the run then ends with status 3.
   */
  async close(): Promise<void> {
    await this.io.stdout.flush();
    this.endCapture();
    let error: unknown = this.storeError;
    this.storeError = undefined;
    if (this.enginePromise) {
      const engine = await this.enginePromise.catch(() => undefined);
      try {
        await engine?.close();
      } catch (e) {
        error ??= this.asShellError(e);
      }
    }
    if (error !== undefined) throw error;
  }

  /** Runs one parsed statement (or reports its parse error). */
  async runStatement(chunk: StatementChunk): Promise<StatementStatus> {
    const isJson = this.options.format === 'json';
    const json = isJson ? (this.json = new JsonStatementWriter(this.io.stdout)) : undefined;
    if (json) {
      // Read only for took_ms.
      this.jsonStatement = { source: chunk.kind === 'ok' ? chunk.source : undefined, start: monotonicMs() };
      json.begin(this.jsonInfo(chunk.kind === 'ok' ? chunk.loc.line : chunk.error.loc?.line));
    }
    this.statementSource = undefined;
    try {
      if (chunk.kind !== 'ok') {
        // End of input is final here: an unfinished statement is reported where the input ended.
        const error = chunk.error;
        await this.printError(error, undefined);
        return 'parse-error';
      }
      for (const w of chunk.warnings) this.io.stderr(`WARN: ${w.message}`);
      for (const w of symbolKeyWarnings(chunk.source)) this.io.stderr(w);
      this.statementSource = chunk.source;
      // The statement's value and errors (inline: one async frame fewer per statement).
      try {
        // At the prompt each statement has its own signal (Ctrl-C); a script run has one for the run.
        const signal = this.options.interactive ? (this.statementAbort = new AbortController()).signal : this.runAbort.signal;
        const value = await this.evaluator.evaluate(chunk.stmt, signal);
        if (this.storeError) {
          // Writes were lost while this statement ran (its output waited for them): it is not acknowledged.
          const error = this.storeError;
          this.storeError = undefined;
          await this.printError(error, undefined);
          return 'store-error';
        }
        if (value !== null) {
          if (this.json) this.json.setValue(jsonOf(value));
          // IRB echoes a line's last value only (`a = 1; b = 2; a + b` prints `=> 3`)
          else if (!chunk.moreOnLine) await this.io.stdout.write(`=> ${await this.evaluator.inspect(value)}\n`);
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
        if (error.code === 'MEMORY_LIMIT') this.io.stderr(`hsh: the run was stopped near the heap limit, in the statement at line ${chunk.loc.line}: ${chunk.source.split('\n')[0]}`);
        return statusOf(error);
      }
    } finally {
      this.statementAbort = undefined;
      if (json) {
        this.json = undefined;
        await json.end(this.options.timing ? monotonicMs() - this.jsonStatement.start : undefined);
      }
      if (this.options.interactive) {
        // At a prompt every acknowledged write reaches the store before the next prompt.
        if (this.enginePromise) await (await this.enginePromise.catch(() => undefined))?.flushWrites();
        await this.io.stdout.flush();
      }
    }
  }

  /** A JSON object's place: the statement, the file, the line, the question. */
  private jsonInfo(line: number | undefined): { statement?: string; file?: string; line?: number; question?: string } {
    return { statement: this.jsonStatement.source, file: this.where.file, line, question: this.where.question };
  }

  /**
   * In --format json, one object per executed command: a command (in a loop, in a
   * block, an argument of another) ends the statement's object when it already
   * holds a command or output, and begins the next, at the command's line.
   */
  private async jsonCommand(name: string, loc: Loc | undefined): Promise<void> {
    const json = this.json!;
    if (json.used) {
      await json.end(this.options.timing ? monotonicMs() - this.jsonStatement.start : undefined);
      this.jsonStatement.start = monotonicMs();
      json.begin(this.jsonInfo(loc?.line));
    } else if (loc) json.setLine(loc.line);
    json.setCommand(name);
  }

  private asShellError(e: unknown): ShellError {
    if (isShellError(e)) return e;
    const err = e instanceof Error ? e : new Error(String(e));
    if (this.options.debug && err.stack) this.io.stderr(err.stack);
    return new ShellError('INTERNAL', `internal error: ${err.message} (a bug in hsh${this.options.debug ? '' : '; --debug shows the stack'})`, { cause: err });
  }

  private async printError(error: ShellError, command: string | undefined): Promise<void> {
    if (error.code !== 'INTERRUPTED') this.options.lab?.error(error, error.loc?.line ?? this.callLoc?.line, this.where.question);
    if (this.json) return this.json.fail(error);
    // An interrupted command is reported by the prompt (`Interrupted`), not as an error.
    if (error.code === 'INTERRUPTED') return;
    if (this.options.reraise && !this.options.interactive) {
      await this.io.stdout.write(`ERROR ${error.rubyClass}: ${error.message}\n`);
      return;
    }
    const message = this.withTypoHint(error);
    if (command === undefined && isRubyLevel(error)) {
      // Not a command's error (command_safe prints those): the statement's own Ruby failed.
      // hirb.rb's eval_input reports a SyntaxError or NameError itself (HBASE-26880, HBASE-27726);
      // any other exception it re-raises, and in a script Shell.exception_handler prints
      // `ERROR <Class>: <message>` and ends the run. At the prompt hsh reports that one as IRB
      // would rather than end the session.
      const irb = this.options.interactive || IRB_REPORTED.has(error.rubyClass);
      const lines = irb ? irbReport(error.rubyClass, message) : [`ERROR ${error.rubyClass}: ${message}`];
      await this.io.stdout.write(lines.map((line) => line + '\n').join(''));
      return;
    }
    // A store that cannot be opened is not a usage problem: no `help` hint.
    const block = errorBlock(message, error.code === 'STORE_LOCKED' || error.code === 'STORE_IO' ? undefined : command);
    const at = this.loading[this.loading.length - 1];
    // Inside `load`: which file and line the error came from, before the block's closing blank line.
    if (at) block.splice(block.length - 1, 0, `(in ${at.file}, line ${at.line})`);
    await this.io.stdout.write(block.map((line: string) => line + '\n').join(''));
  }

  /**
   * The path a command may open a file by: File.open's ArgumentError for a NUL byte in it, then
   * resolved against the session's working directory, then --sandbox's check, then, for
   * writing, the store's (guardStore).
   */
  private openPath(path: string, mode: 'read' | 'write'): string {
    if (path.includes('\0')) throw new ShellError('ARGUMENT_ERROR', 'string contains null byte', { rubyClass: 'ArgumentError' });
    const resolved = this.options.cwd === undefined ? path : resolve(this.options.cwd, path);
    const target = this.options.files?.check(resolved, mode, path) ?? resolved;
    if (mode === 'write') guardStore(resolved, this.options.dataDirectory, path);
    return target;
  }

  /**
   * `load 'file'`: as IRB's Kernel#load, the whole file is parsed first (a
   * syntax error runs none of it, and names the file), then run statement by
   * statement in this session, printing what its commands print but not the
   * statements' values. At the prompt a failed command is reported and the
   * file goes on, as the HBase shell's command_safe does; in a script it ends
   * the load and the script (unless --keep-going). Errors name the file and line.
   */
  private async loadFile(path: string): Promise<void> {
    const target = this.openPath(path, 'read');
    const source = await readTextFile(target);
    if (source === undefined) throw new ShellError('FILE_ERROR', `cannot load such file -- ${path}`, { rubyClass: 'LoadError' });
    const { parse } = await import('../grammar/parse.js');
    const parsed = parse(source, { locals: this.evaluator.variables.keys() });
    if (parsed.kind === 'incomplete') throw new ShellError('PARSE_ERROR', `${path}: unexpected end-of-file (an unfinished statement)`, { rubyClass: 'SyntaxError' });
    if (parsed.kind === 'error') {
      const line = parsed.error.loc?.line;
      throw new ShellError('PARSE_ERROR', `${path}${line ? `:${line}` : ''}: ${parsed.error.message}`, { rubyClass: 'SyntaxError' });
    }
    for (const w of parsed.warnings) this.io.stderr(`WARN: ${path}: ${w.message}`);
    const signal = this.statementAbort?.signal ?? (this.options.interactive ? undefined : this.runAbort.signal);
    const at = { file: path, line: 0 };
    this.loading.push(at);
    try {
      for (const stmt of parsed.program.body) {
        at.line = stmt.loc.line;
        try {
          await this.evaluator.evaluate(stmt, signal);
        } catch (e) {
          if (e instanceof ExitRequest || e instanceof CommandFailed) throw e;
          const error = this.asShellError(e);
          if (error.code === 'INTERRUPTED') throw error;
          // The statement's own Ruby failed: the load ends here, naming where.
          throw new ShellError(error.code, `${path}:${error.loc?.line ?? at.line}: ${error.message}`, { rubyClass: error.rubyClass, cause: error });
        }
      }
    } finally {
      this.loading.pop();
    }
  }

  /** `capture 'file'` starts (or moves) the copy of the output; `capture` ends it. */
  private async capture(path: string | undefined): Promise<void> {
    // What earlier statements printed is not part of the copy.
    await this.io.stdout.flush();
    const previous = this.endCapture();
    if (path === undefined) {
      await this.io.stdout.write(previous ? `Stopped capture. Output saved to '${previous}'.\n` : 'Not capturing output.\n');
      return;
    }
    const target = this.openPath(path, 'write');
    let fd: number;
    try {
      fd = openSync(target, 'w', 0o600);
    } catch (e) {
      throw fileError(e, path);
    }
    await this.io.stdout.write(`Now capturing output to '${path}'.\n`);
    await this.io.stdout.flush();
    this.capturing = { path, fd };
    // one call per type: writeSync's overloads take a string or bytes, not the union
    this.io.stdout.copy = (chunk) => void (typeof chunk === 'string' ? writeSync(fd, chunk) : writeSync(fd, chunk));
  }

  /** Stops the copy: the file it went to, if any. */
  private endCapture(): string | undefined {
    const c = this.capturing;
    if (c === undefined) return undefined;
    this.capturing = undefined;
    this.io.stdout.copy = undefined;
    closeSync(c.fd);
    return c.path;
  }

  /** The error's message, and the statement as it was probably meant when it holds a common typo (typos.ts). */
  private withTypoHint(error: ShellError): string {
    if (error.message.includes('\nDid you mean?')) return error.message;
    // A parse error's message quotes the line it is on.
    const source = this.statementSource ?? (error.code === 'PARSE_ERROR' ? error.message.split('\n')[1] : undefined);
    const fix = source === undefined ? undefined : typoFix(source, (name) => this.registry.get(name) !== undefined);
    return fix === undefined ? error.message : `${error.message}\nDid you mean?  ${fix}`;
  }

  private async render(output: Output): Promise<void> {
    const options = { width: this.io.columns, epochTimestamps: this.options.epochTimestamps };
    if (this.json) return this.json.add(output);
    if (this.options.format === 'table') {
      const { renderTable } = await import('../format/table.js');
      return renderTable(output, this.io.stdout, options);
    }
    if (this.options.format === 'csv' || this.options.format === 'tsv') {
      const { renderCsv } = await import('../format/csv.js');
      return renderCsv(output, this.io.stdout, options, this.options.format === 'csv' ? ',' : '\t');
    }
    if (this.options.vertical) return renderVertical(output, this.io.stdout, options);
    return renderClassic(output, this.io.stdout, options);
  }

  private async took(start: number, error?: ShellError): Promise<void> {
    // JSON reports took_ms per statement; an interrupted command prints no Took line.
    // JSON, CSV and TSV are for programs: no Took lines among the data.
    if (this.json || error?.code === 'INTERRUPTED' || this.options.format === 'csv' || this.options.format === 'tsv') return;
    if (this.options.timing) await this.io.stdout.write(tookLine((monotonicMs() - start) / 1000, this.io.columns) + '\n');
  }

  /**
   * Invokes a command: validate, run, render, `Took`; on failure the ERROR block.
   * `loc` (the statement's call) is given to an error leaving without one.
   */
  async invoke(command: Command, args: Value[], via?: TableRef, loc?: Loc, block?: () => Promise<Value>): Promise<Value> {
    if (loc) this.callLoc = loc;
    try {
      // Read only for the Took line.
      const start = this.options.timing ? monotonicMs() : 0;
      // Only a prompt has a controller per command: an AbortController per statement would
      // cost a script of puts a tenth of its time. A script's commands get no signal at all
      // (a scan given one is 3-4% slower): SIGINT lets the running command finish.
      this.abort = this.options.interactive ? new AbortController() : undefined;
      // hbase/ loads with the first command, not at startup.
      if (this.client === undefined) await this.hbase();
      const ctx = via || this.abort || block ? this.context(via, this.abort?.signal, block) : this.baseContext;
      if (this.json) await this.jsonCommand(command.name, loc);
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
        // In an assert_raises block the error is the block's outcome: not printed, and it ends the block even at the prompt.
        const quiet = this.quiet > 0;
        if (!reraise && !quiet) await this.printError(error, command.name);
        if (this.options.timing && !command.plain) await this.took(start, error);
        if (this.options.interactive && !quiet && error.code !== 'INTERRUPTED') return null;
        throw new CommandFailed(error, !reraise && !quiet);
      } finally {
        this.abort = undefined;
        this.io.progress?.(null);
      }
    } catch (e) {
      if (loc) rethrowAt(e, loc);
      throw e;
    }
  }

  /** A command's context: the session's, with the table reference, abort signal and block of this call. */
  private context(via: TableRef | undefined, signal: AbortSignal | undefined, block?: () => Promise<Value>): CommandContext {
    return { ...this.baseContext, via, signal, block: block && (() => this.runQuietly(block)) };
  }

  /** Runs a command's block (assert_raises) with its errors caught, not printed: they are what the command checks. */
  private async runQuietly(block: () => Promise<Value>): Promise<BlockOutcome> {
    this.quiet++;
    try {
      return { value: await block() };
    } catch (e) {
      if (e instanceof ExitRequest) throw e;
      const error = e instanceof CommandFailed ? e.error : this.asShellError(e);
      if (error.code === 'INTERRUPTED' || error.code === 'MEMORY_LIMIT') throw error;
      return { value: null, error };
    } finally {
      this.quiet--;
    }
  }

  /** An assertion's line, counted (and heard by `hsh test`). */
  private assertion(passed: boolean, label: string | undefined, detail: string): string {
    const line = this.callLoc?.line;
    const record = { passed, label: label ?? `line ${line ?? '?'}`, detail: passed ? undefined : detail, line, question: this.where.question };
    this.options.lab?.assertion(record);
    return this.assertions.record(record);
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
      assertion: (passed, label, detail) => this.assertion(passed, label, detail),
      progress: (text) => this.io.progress?.(text),
      readFile: async (path) => readTextFile(this.openPath(path, 'read')),
      writeFile: (path, chunks) => writeTextFile(this.openPath(path, 'write'), chunks, path),
      load: (path) => this.loadFile(path),
      capture: (path) => this.capture(path),
      filePath: (path, mode) => this.openPath(path, mode),
      identityHash: () => this.identities.next(),
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
      callCommand: (name, args, loc, block) => this.invoke(this.registry.get(name)!, args, undefined, loc, block),
      callTableMethod: (ref, method, args, loc) => this.tableMethod(ref, method, args, loc),
      warn: (text) => this.io.stderr(text),
      print: (text) => this.printLine(text),
      write: async (text) => {
        if (this.json) await this.json.add({ kind: 'lines', lines: text.replace(/\n$/, '').split('\n') });
        else await this.io.stdout.write(text);
      },
      // --sandbox (a graded file): ENV is empty, so no file sees the grader's environment
      env: () => (this.options.files ? {} : process.env),
      now: () => this.options.clock.now(),
      mainObject: () => `#<${MAIN_CLASS}:${(this.mainIdentity ??= this.identities.next())}>`,
      mainClass: MAIN_CLASS,
      random: () => this.random.next(),
      identityHash: () => this.identities.next(),
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
      throw new ShellError('NAME_ERROR', `undefined method \`${method}' for ${inspect(ref)}:Hbase::Table`, { loc, rubyClass: 'NoMethodError' });
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

/** The class of the object IRB evaluates in: shell.rb's get_workspace binds an HBaseReceiver. */
const MAIN_CLASS = 'HBaseReceiver';

/** The exceptions hirb.rb's eval_input reports itself in every mode but `-n`. */
const IRB_REPORTED = new Set(['SyntaxError', 'NameError', 'NoMethodError']);

/** Ruby's own exceptions, as opposed to hsh's refusals and failures of the store or of hsh itself. */
function isRubyLevel(error: ShellError): boolean {
  switch (error.code) {
    case 'INTERNAL':
    case 'JAVA_UNSUPPORTED':
    case 'UNSUPPORTED':
    case 'STORE_LOCKED':
    case 'STORE_IO':
    case 'CONFIRMATION_REQUIRED':
      return false;
    default:
      return true;
  }
}

function statusOf(error: ShellError): StatementStatus {
  // a run that cannot go on: exit 3, also under --keep-going
  if (error.code === 'STORE_LOCKED' || error.code === 'STORE_IO' || error.code === 'MEMORY_LIMIT') return 'store-error';
  if (error.code === 'INTERRUPTED') return 'interrupted';
  if (error.code === 'PARSE_ERROR' || error.code === 'INCOMPLETE_INPUT') return 'parse-error';
  return 'failed';
}

export { RHash };
