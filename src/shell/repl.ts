/**
 * The interactive shell: `hbase:001:0> `.
 *
 * Lines are read with node's readline (see editor.ts for what the prompt
 * adds to it), gathered until parse() says the statement is complete — the
 * prompt turns to `hbase:002:0* ` inside an open bracket or after a trailing
 * comma, `hbase:002:0' ` inside an open string — then run statement by
 * statement through the session, which prints output, ERROR blocks and
 * `Took` lines. Errors never end the session; Ctrl-C cancels the line or
 * interrupts the running statement; Ctrl-D or `exit` leaves.
 *
 * Everything the prompt touches is injected (input, output, environment,
 * history file, pager), so tests drive it on plain streams.
 */
import { createInterface } from 'node:readline';
import { createRequire } from 'node:module';
import { parse, statements, type StatementChunk } from '../grammar/parse.js';
import type { Expr } from '../grammar/ast.js';
import type { Registry } from '../commands/define.js';
import type { Engine } from '../engine/types.js';
import { BufferedWriter, type ShellIO } from './io.js';
import type { SessionOptions, StatementStatus } from './execute.js';
import { TableRef, type Value } from '../ruby/values.js';
import { ansiPalette, highlightLine, OutputDecorator, plainPalette, wantColor, type Palette } from './highlight.js';
import { argumentHint } from './hint.js';
import { Completer } from './completer.js';
import { History, historyPath, historySize } from './history.js';
import { OutputRouter, pagerSpec, type PagerSpec } from './pager.js';
import { Editor, type ReadlineInternals } from './editor.js';
import { continuationMark, promptText } from './tokens.js';
import { lintOptionKeys } from './lint.js';

export { lintOptionKeys };
import { live } from './live.js';

/** What the REPL needs of a session (execute.ts's Session has all of it). */
export interface ReplSession {
  readonly io: ShellIO;
  readonly registry: Registry;
  readonly options: SessionOptions;
  readonly evaluator: { readonly variables: Map<string, Value> };
  engine(): Promise<Engine>;
  interrupt(): boolean;
  runStatement(chunk: StatementChunk): Promise<StatementStatus>;
  /** Rows written so far (the engine's writeRequestCount): how far a stopped statement got. */
  writeRequestCount?(): number;
}

export interface ReplOptions {
  /** --color (default on); colour still needs a terminal and no NO_COLOR. */
  color: boolean;
  /** --pager (default on); paging still needs a terminal and a pager. */
  pager: boolean;
  /** hsh's version for the banner (default: package.json). */
  version?: string;
  /** A networked backend the banner names (`bigtable project/instance`); the embedded store goes unnamed. */
  backend?: string;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
  /** Treat input/output as a terminal (default: both are TTYs). */
  terminal?: boolean;
  env?: NodeJS.ProcessEnv;
  /** History file; null for none (default $HSH_HISTORY or ~/.hsh/history). */
  historyFile?: string | null;
  historySize?: number;
  /** The pager; null for none (default $PAGER, else `less -R`). */
  pagerSpec?: PagerSpec | null;
  /** Spawns the pager (tests). */
  spawnPager?: ConstructorParameters<typeof OutputRouter>[0]['spawnPager'];
  /** Output below a screenful still arriving after this long goes straight to the screen (ms). */
  pagerHoldMs?: number;
  /** Called with the exit status when the prompt ends. */
  exit?: (status: number) => void;
  /** Print the banner (default true). */
  banner?: boolean;
  /** Open the store in the background once the prompt is up (default true). */
  warmUp?: boolean;
  /** Listen for SIGINT on the process while a pager has the terminal (default: when input is process.stdin). */
  handleSignals?: boolean;
}

function packageVersion(): string {
  try {
    return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

export function banner(version: string, palette: Palette, backend?: string): string {
  return [
    palette.command(`hsh ${version} — HBase 2.6 shell language`),
    ...(backend ? [`Backend: ${backend}`] : []),
    'Use "help" to get list of supported commands.',
    'Use "exit" or Ctrl-D to quit this interactive shell.',
    'Tab completes names, Up/Down and Ctrl-R recall history.',
    'For Reference, please visit: https://hbase.apache.org/docs/shell',
    '',
  ].join('\n') + '\n';
}

export { promptText };

export async function startRepl(session: ReplSession, options: ReplOptions): Promise<number> {
  const repl = new Repl(session, options);
  const status = await repl.run();
  options.exit?.(status);
  return status;
}

class Repl {
  private readonly input: NodeJS.ReadableStream;
  private readonly output: NodeJS.WritableStream & { columns?: number; rows?: number; isTTY?: boolean };
  private readonly env: NodeJS.ProcessEnv;
  private readonly terminal: boolean;
  private readonly palette: Palette;
  private readonly history: History;
  private readonly completer: Completer;
  private readonly router: OutputRouter;
  private rl!: ReadlineInternals;
  private editor!: Editor;
  /** The input line number of the next line (IRB's %n). */
  private lineNo = 1;
  /** Earlier lines of an incomplete statement. */
  private buffer = '';
  private running = false;
  private readonly lineQueue: string[] = [];
  private interruptRequested = false;
  /** The session's writeRequestCount when the running statement began. */
  private writesBefore = 0;
  /** The pager was quit while the statement was writing rows: it runs to its end, its output dropped. */
  private keptWriting = false;
  private closed = false;
  private finished = false;
  private exitStatus = 0;
  private resolveRun!: (status: number) => void;
  private readonly cleanups: Array<() => void> = [];

  constructor(
    private readonly session: ReplSession,
    private readonly options: ReplOptions,
  ) {
    this.input = options.input ?? process.stdin;
    this.output = (options.output ?? process.stdout) as Repl['output'];
    this.env = options.env ?? process.env;
    // A dumb terminal gets plain line input: no redraws, no colour.
    const terminal = (this.terminal = options.terminal ?? Boolean((this.input as { isTTY?: boolean }).isTTY && this.output.isTTY && this.env.TERM !== 'dumb'));
    this.palette = wantColor(options.color, terminal, this.env) ? ansiPalette : plainPalette;
    this.history = new History(options.historyFile === undefined ? historyPath(this.env) : options.historyFile, options.historySize ?? historySize(this.env)).load();
    this.completer = new Completer({
      registry: session.registry,
      variables: () => session.evaluator.variables,
      engine: () => session.engine(),
    });
    const decorator = new OutputDecorator(this.palette);
    const spec = !options.pager || !terminal ? undefined : options.pagerSpec === undefined ? pagerSpec(this.env) : options.pagerSpec ?? undefined;
    this.router = new OutputRouter({
      output: this.output,
      decorate: (line) => decorator.line(line),
      reset: () => decorator.reset(),
      suggest: (line) => this.completer.cache.suggestFor(line),
      pager: spec,
      rows: () => this.output.rows ?? 24,
      columns: () => this.output.columns ?? 80,
      holdMs: options.pagerHoldMs,
      spawnPager: options.spawnPager,
      onPagerStart: () => {
        this.rl.pause();
        this.rl._setRawMode(false);
      },
      onPagerEnd: () => {
        if (this.rl.closed) return;
        this.rl._setRawMode(true);
        this.rl.resume();
      },
      onPagerQuit: () => {
        // Quitting the pager means "enough output", not "undo": a statement that has written rows
        // goes on to its end (HBase's shell has no pager to stop it), its output dropped and counted.
        if (this.interruptRequested) return;
        if (this.statementWrites() > 0) this.keptWriting = true;
        else this.session.interrupt();
      },
    });
    this.setupIO(terminal);
  }

  /** The session prints through the router from now on; confirmations are asked at this prompt. */
  private setupIO(terminal: boolean): void {
    const io = this.session.io;
    const previous = { stdout: io.stdout, stderr: io.stderr, readLine: io.readLine, columns: io.columns };
    void previous.stdout.flush();
    io.stdout = new BufferedWriter(this.router);
    // After scripts (-i) the engine coalesces: output still waits for its writes.
    io.stdout.gate = previous.stdout.gate;
    io.stderr = (line: string) => {
      void io.stdout.flush();
      this.router.writeLine(line);
    };
    io.readLine = async (question: string) => {
      await io.stdout.flush();
      this.router.release();
      return this.editor.question(question);
    };
    if (terminal && this.output.columns) io.columns = this.output.columns;
    const previousProgress = io.progress;
    if (terminal) {
      // Long commands' progress: one line, rewritten in place, gone when the command ends.
      let shown = false;
      io.progress = (text) => {
        if (text === null && !shown) return;
        const width = Math.max(10, (this.output.columns || 80) - 1);
        this.output.write('\r\x1b[2K' + (text === null ? '' : this.palette.dim(text.slice(0, width))));
        shown = text !== null;
      };
    }
    this.cleanups.push(() => {
      io.stdout = previous.stdout;
      io.stderr = previous.stderr;
      io.readLine = previous.readLine;
      io.columns = previous.columns;
      io.progress = previousProgress;
    });
    live.history = this.history;
    this.cleanups.push(() => {
      if (live.history === this.history) live.history = undefined;
    });
  }

  run(): Promise<number> {
    const terminal = this.terminal;
    const rl = createInterface({
      input: this.input,
      output: this.output,
      terminal,
      completer: () => [[], ''],
      historySize: this.history.max,
      removeHistoryDuplicates: false,
      tabSize: 2,
      prompt: promptText(1, 0, '>'),
    }) as unknown as ReadlineInternals;
    this.rl = rl;
    rl.history = this.history.newestFirst();
    const session = this.session;
    const isTableVar = (name: string) => session.evaluator.variables.get(name) instanceof TableRef;
    const isCommand = (name: string) => session.registry.get(name) !== undefined || name === 'exit' || name === 'quit';
    this.editor = new Editor(rl, {
      palette: this.palette,
      context: () => this.buffer,
      highlight: (context, line) => highlightLine(context, line, this.palette, isCommand, session.evaluator.variables.keys()),
      // Without colour a hint cannot be told from what was typed (nor by a screen reader): none is shown.
      hint: (context, line) => (this.palette.enabled ? argumentHint(context + line, session.registry, isTableVar) : ''),
      linePrompt: (index, before) => {
        const { mark, depth } = continuationMark(before, session.evaluator.variables.keys());
        return promptText(this.lineNo + index, depth, mark);
      },
      complete: (context, before) => this.completer.complete(context, before),
      interrupt: () => this.onCtrlC(),
      busy: () => this.running,
    });

    const done = new Promise<number>((resolve) => (this.resolveRun = resolve));
    rl.on('line', (text: string) => this.onLine(text));
    rl.on('close', () => this.onClose());
    // Back from Ctrl-Z (fg): readline pauses its input on SIGCONT and leaves the resuming to its owner.
    // Left paused, nothing kept the event loop alive and hsh quietly ended (status 0) just after fg.
    rl.on('SIGCONT', () => {
      if (!this.finished && !rl.closed) rl.resume();
    });
    const onResize = () => {
      if (this.output.columns) session.io.columns = this.output.columns;
    };
    this.output.on?.('resize', onResize);
    this.cleanups.push(() => this.output.off?.('resize', onResize));
    if (this.options.handleSignals ?? this.input === process.stdin) {
      // A pager has the terminal in cooked mode: Ctrl-C arrives as a signal.
      const onSigint = () => {
        if (this.running) this.onCtrlC();
      };
      process.on('SIGINT', onSigint);
      this.cleanups.push(() => process.off('SIGINT', onSigint));
    }

    if (this.options.banner ?? true) this.output.write(banner(this.options.version ?? packageVersion(), this.palette, this.options.backend));
    this.showPrompt();
    if (this.options.warmUp ?? true) {
      // Open the store while the user reads the prompt: the first command and Tab are then instant.
      // Command definitions load too, for the argument hints and option-key completion.
      const t = setTimeout(() => {
        this.session.engine().then(
          () => this.completer.cache.warm(),
          (e: unknown) => this.storeNotice(e),
        );
        void this.session.registry.loadAll?.();
      }, 0);
      t.unref?.();
    }
    return done;
  }

  private showPrompt(): void {
    if (this.closed) return;
    let prompt: string;
    if (this.buffer === '') prompt = promptText(this.lineNo, 0, '>');
    else {
      const { mark, depth } = continuationMark(this.buffer + '\n', this.session.evaluator.variables.keys());
      prompt = promptText(this.lineNo, depth, mark);
    }
    this.rl.setPrompt(prompt);
    this.editor.prompt();
  }

  private onLine(text: string): void {
    if (this.finished) return;
    if (this.running) {
      // Without a terminal readline hands over lines as they arrive: they wait their turn.
      this.lineQueue.push(text);
      return;
    }
    this.lineNo += text.split('\n').length;
    const source = this.buffer === '' ? text : this.buffer + '\n' + text;
    if (source.trim() === '') {
      this.buffer = '';
      this.showPrompt();
      return;
    }
    let outcome: ReturnType<typeof parse>;
    try {
      outcome = parse(source, { locals: this.session.evaluator.variables.keys() });
    } catch {
      outcome = { kind: 'ok', program: { type: 'program', body: [] }, warnings: [] };
    }
    if (outcome.kind === 'incomplete') {
      const wasContinued = this.buffer !== '';
      this.buffer = source;
      // `exit` typed to leave from inside an unfinished statement is part of that statement (as in IRB): say how out.
      if (wasContinued && /^\s*(exit|quit)\s*$/.test(text) && continuationMark(source + '\n', this.session.evaluator.variables.keys()).mark === '*') {
        this.writeLine(this.palette.dim('(exit is inside the unfinished statement: Ctrl-C abandons it, Ctrl-D leaves)'));
      }
      this.showPrompt();
      return;
    }
    this.buffer = '';
    if (this.history.add(source)) {
      const entry = this.history.entries[this.history.entries.length - 1];
      this.rl.history.unshift(entry);
      if (this.rl.history.length > this.history.max) this.rl.history.length = this.history.max;
    }
    void this.runSource(source, outcome.kind === 'ok' ? outcome.program.body : []);
  }

  private async runSource(source: string, program: Expr[]): Promise<void> {
    this.running = true;
    this.interruptRequested = false;
    try {
      // "Did you mean" reads table and family names synchronously from the open store.
      if (!this.completer.cache.engineNow) await this.completer.cache.warm();
      await this.session.registry.loadAll?.(); // option keys for the lint below
      for (const warning of lintOptionKeys(program, this.session.registry)) this.router.writeLine(`WARN: ${warning}`);
      for (const chunk of statements(source, { locals: this.session.evaluator.variables.keys() })) {
        if (this.interruptRequested) {
          // Ctrl-C before this statement began (while the store opened, or between statements of one line): it does not run.
          this.writeLine(this.palette.warning('Interrupted'));
          this.editor.dropQueued();
          this.lineQueue.length = 0;
          break;
        }
        // count's INTERVAL progress lines are for watching, not for paging; a loop's per-command
        // output (a Took line per put) streams as HBase prints it, so its writes never wait on a pager.
        this.router.beginStatement({ page: !(chunk.kind === 'ok' && (isCount(chunk.stmt) || hasLoop(chunk.stmt))) });
        this.writesBefore = this.session.writeRequestCount?.() ?? 0;
        this.keptWriting = false;
        let status: StatementStatus;
        try {
          status = await this.session.runStatement(chunk);
        } catch (e) {
          // runStatement catches everything; a throw here is a bug, and still must not lose the prompt.
          this.router.writeLine(`ERROR: internal error: ${e instanceof Error ? e.message : String(e)} (a bug in hsh)`);
          status = 'failed';
        }
        await this.session.io.stdout.flush();
        const pagerQuit = this.router.quitEarly;
        const sawInterrupted = this.router.seen.some((l) => /^(ERROR: )?Interrupted\b/.test(l));
        await this.router.endStatement();
        this.completer.cache.invalidate();
        if (typeof status === 'object') {
          this.finish(status.exit);
          return;
        }
        const writes = this.statementWrites();
        if (status === 'interrupted' || this.interruptRequested) {
          // Quitting the pager stops a reading statement quietly; a Ctrl-C (in the pager too) says so,
          // and how many rows the statement wrote before it stopped.
          if ((this.interruptRequested || !pagerQuit) && !sawInterrupted) this.writeLine(this.palette.warning(interruptedLine(writes)));
          this.editor.dropQueued();
          this.lineQueue.length = 0;
          break;
        }
        if (pagerQuit && this.keptWriting) this.writeLine(this.palette.dim(droppedOutputLine(this.router.droppedLines, writes)));
        if (chunk.kind !== 'ok') break;
      }
    } catch (e) {
      this.writeLine(`ERROR: internal error: ${e instanceof Error ? e.message : String(e)} (a bug in hsh)`);
    } finally {
      this.running = false;
    }
    const next = this.lineQueue.shift();
    if (this.closed && next === undefined) {
      this.finish(this.exitStatus);
      return;
    }
    this.showPrompt();
    if (next !== undefined) this.onLine(next);
    else this.editor.drain();
  }

  /**
   * The store cannot be opened at startup (a data directory held by another
   * hsh process): say so above the prompt at once rather than at the first
   * command. The prompt stays: the next command tries again.
   */
  private storeNotice(e: unknown): void {
    if (this.finished || this.running) return;
    const code = (e as { code?: unknown } | null)?.code;
    if (code !== 'STORE_LOCKED' && code !== 'STORE_IO') return;
    const message = e instanceof Error ? e.message : String(e);
    this.editor.above(this.palette.warning(`WARN: ${message}`));
  }

  private writeLine(text: string): void {
    this.output.write(text + '\n');
  }

  /** Rows the running (or just ended) statement has written. */
  private statementWrites(): number {
    return (this.session.writeRequestCount?.() ?? 0) - this.writesBefore;
  }

  /** Ctrl-C: leave the pager; interrupt the running statement, or abandon the line being typed. */
  private onCtrlC(): void {
    if (this.finished) return;
    // A statement's whole output in the pager: Ctrl-C leaves it as q does (nothing left to interrupt).
    if (this.router.closePager() === 'ended') return;
    if (this.running) {
      this.interruptRequested = true;
      this.session.interrupt();
      return;
    }
    const wasEmpty = this.rl.line === '' && this.buffer === '';
    this.editor.abandonLine(wasEmpty ? this.palette.dim('(To exit, type exit or press Ctrl-D)') : undefined);
    this.buffer = '';
    this.showPrompt();
  }

  /** Ctrl-D on an empty line, or the end of the input. */
  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.finished) return;
    this.output.write('\n');
    if (!this.running) this.finish(0);
    // else: runSource finishes when the statement ends.
  }

  private finish(status: number): void {
    if (this.finished) return;
    this.finished = true;
    this.exitStatus = status;
    this.editor.dropQueued();
    if (!this.rl.closed) {
      this.closed = true;
      this.rl.close();
    }
    for (const c of this.cleanups.splice(0).reverse()) c();
    this.resolveRun(status);
  }
}

/** What a Ctrl-C'd statement reports: `Interrupted`, and how many rows it wrote first. */
export function interruptedLine(writes: number): string {
  return writes > 0 ? `Interrupted after ${writes} ${writes === 1 ? 'write' : 'writes'}; the rest of the statement did not run` : 'Interrupted';
}

/** After the pager was quit under a writing statement, which ran to its end. */
export function droppedOutputLine(lines: number, writes: number): string {
  const output = lines > 0 ? `: ${lines} more ${lines === 1 ? 'line' : 'lines'} of output not shown` : '';
  return `(the pager was quit${output}; the statement ran to its end, all its ${writes} ${writes === 1 ? 'write' : 'writes'} made)`;
}

/**
 * A statement that loops: `for`, `while`/`until`, or a call with a block
 * (`(1..n).each { … }`, `5000.times do … end`). A `def` only defines.
 */
export function hasLoop(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasLoop);
  if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) return false;
  const e = node as { type?: unknown; block?: unknown };
  if (e.type === 'for' || e.type === 'while' || (e.type === 'call' && e.block)) return true;
  if (e.type === 'def') return false;
  return Object.values(e).some((v) => typeof v === 'object' && hasLoop(v));
}

/** `count 't'`, `t.count`, `n = count 't'`. */
function isCount(e: Expr): boolean {
  if (e.type === 'assign') return isCount(e.value);
  return e.type === 'call' && e.name === 'count';
}
