/**
 * Where a statement's output goes at the prompt. Lines are decorated
 * (colour for errors, warnings, `Took`) and written to the terminal — except
 * that, with a pager, the first screenful is held back: output longer than
 * the screen goes through the pager (`$PAGER`, else `less -R` when present),
 * shorter output (or output still trickling in after a second, like count's
 * progress lines) is written directly. Quitting the pager early (q, or
 * Ctrl-C, which closes it) drops the rest of the statement's output and tells
 * the REPL, which stops a statement that has only read (a long scan stops
 * instead of filling a pipe) and lets one that writes run to its end.
 */
import { Writable } from 'node:stream';
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export interface PagerSpec {
  command: string;
  env: NodeJS.ProcessEnv;
}

/** The pager to use: `$PAGER` when set (empty: none), else `less -R` when `less` is on the PATH. */
export function pagerSpec(env: NodeJS.ProcessEnv): PagerSpec | undefined {
  const pagerEnv = { ...env, LESS: env.LESS ?? 'FRX', LV: env.LV ?? '-c' };
  if (env.PAGER !== undefined) {
    const cmd = env.PAGER.trim();
    return cmd === '' || cmd === 'cat' ? undefined : { command: cmd, env: pagerEnv };
  }
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, 'less'), constants.X_OK);
      return { command: 'less -R', env: pagerEnv };
    } catch {
      // not here
    }
  }
  return undefined;
}

export interface RouterOptions {
  /** The terminal. */
  output: NodeJS.WritableStream;
  /** Decorates one line (no newline). */
  decorate(line: string): string;
  /** Called when a statement begins (the decorator's state resets). */
  reset?(): void;
  /** A `Did you mean?  x` line to add after this ERROR line (unless the statement prints its own). */
  suggest?(line: string): string | undefined;
  pager?: PagerSpec;
  rows(): number;
  columns(): number;
  /** Output still below a screenful after this long is written directly (ms). */
  holdMs?: number;
  spawnPager?(spec: PagerSpec): ChildProcess;
  /** The pager takes the terminal: stop reading keys, leave raw mode. */
  onPagerStart?(): void;
  onPagerEnd?(): void;
  /** The pager was quit before the statement ended (its output from here on is dropped, and counted). */
  onPagerQuit?(): void;
}

type Mode = 'direct' | 'holding' | 'paging' | 'discard';

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

export class OutputRouter extends Writable {
  private mode: Mode = 'direct';
  private held: string[] = [];
  private heldRows = 0;
  private partial = '';
  /** How much of `partial` is already on the screen (`print '.'` in a loop shows its dots as they come). */
  private partialShown = 0;
  /** A suggestion waiting for the line after its ERROR line. */
  private suggestion: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private child: ChildProcess | undefined;
  private childExit: Promise<void> | undefined;
  /** The pager was quit while the statement was still writing. */
  quitEarly = false;
  /** Lines of the statement's output dropped after the pager was quit. */
  droppedLines = 0;
  /** endStatement() is waiting for the pager to be quit: the statement itself has ended. */
  private ending = false;
  /**
   * A copy of what went to the pager, while it is small: a pager that cannot be run ($PAGER naming
   * no program: the shell exits 127) has shown none of it, and it goes to the screen instead.
   */
  private sent: string[] | undefined;
  private sentLength = 0;
  /** Lines seen since the statement began (undecorated), for the REPL's checks. */
  readonly seen: string[] = [];

  constructor(private readonly opts: RouterOptions) {
    super({ decodeStrings: false });
  }

  /** A statement begins: with a pager (and `page` not false), hold output until it is known to fit the screen. */
  beginStatement(options: { page?: boolean } = {}): void {
    this.opts.reset?.();
    this.seen.length = 0;
    this.quitEarly = false;
    this.droppedLines = 0;
    this.suggestion = undefined;
    if (this.opts.pager && this.opts.rows() > 2 && options.page !== false) {
      this.mode = 'holding';
      this.held = [];
      this.heldRows = 0;
      this.timer = setTimeout(() => this.release(), this.opts.holdMs ?? 1000);
      this.timer.unref?.();
    } else this.mode = 'direct';
  }

  /** Writes what is held and goes on writing directly (before a question, after the hold time). */
  release(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.mode !== 'holding') return;
    if (this.held.length) this.opts.output.write(this.held.join(''));
    this.held = [];
    this.mode = 'direct';
    // The unfinished last line too (undecorated: it is not known yet to be an ERROR line).
    if (this.partial.length > this.partialShown) {
      const pending = this.partialShown === 0 ? this.takeSuggestion(this.partial) : '';
      this.opts.output.write(pending + this.partial.slice(this.partialShown));
      this.partialShown = this.partial.length;
    }
  }

  /** The statement ended: write what is held, or wait for the pager to be quit. */
  async endStatement(): Promise<void> {
    if (this.partial) {
      // Output that does not end its line (`print 'abc'`) ends it here: the prompt redraws its own row from column 0.
      const rest = this.partial;
      const shown = this.partialShown;
      this.partial = '';
      this.partialShown = 0;
      await this.send((shown ? rest.slice(shown) : this.opts.decorate(rest)) + '\n');
    }
    const pending = this.takeSuggestion(undefined);
    if (pending) await this.send(pending);
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.mode === 'holding') this.release();
    if (this.child) {
      this.child.stdin?.end();
      this.ending = true;
      await this.childExit;
      this.ending = false;
      this.child = undefined;
      this.opts.onPagerEnd?.();
    }
    this.mode = 'direct';
  }

  /**
   * Ctrl-C while the pager has the terminal: the pager goes (less ignores
   * Ctrl-C, and at the end of its input waits for q). Says what the pager was
   * showing: `none` (no pager), `running` (a statement still writing into it)
   * or `ended` (a statement's whole output, being read).
   */
  closePager(): 'none' | 'running' | 'ended' {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return 'none';
    const state = this.ending ? 'ended' : 'running';
    child.kill('SIGTERM');
    return state;
  }

  /** The pending suggestion goes before `line`, unless `line` is the statement's own suggestion. */
  private takeSuggestion(line: string | undefined): string {
    const s = this.suggestion;
    this.suggestion = undefined;
    if (!s || (line !== undefined && line.startsWith('Did you mean?'))) return '';
    return this.opts.decorate(s) + '\n';
  }

  /** A line of the REPL's own (warnings, `Interrupted`) through the same path. */
  writeLine(text: string): void {
    // After the start of a line already shown, on a line of its own; the rest of that line follows on the next.
    if (this.partialShown) void this.send('\n');
    void this.send(this.opts.decorate(text) + '\n');
  }

  override _write(chunk: string | Buffer, _enc: BufferEncoding, cb: (error?: Error | null) => void): void {
    const text = this.partial + (typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    const lines = text.split('\n');
    this.partial = lines.pop()!;
    let out = '';
    for (const line of lines) {
      if (this.seen.length < 10_000) this.seen.push(line);
      if (this.partialShown) {
        out += line.slice(this.partialShown) + '\n';
        this.partialShown = 0;
      } else out += this.takeSuggestion(line) + this.opts.decorate(line) + '\n';
      if (line.startsWith('ERROR: ') && this.opts.suggest) {
        const guess = this.opts.suggest(line);
        if (guess) this.suggestion = `Did you mean?  ${guess}`;
      }
    }
    if (this.mode === 'direct' && this.partial.length > this.partialShown) {
      if (this.partialShown === 0) out += this.takeSuggestion(this.partial);
      out += this.partial.slice(this.partialShown);
      this.partialShown = this.partial.length;
    }
    if (!out) return cb();
    const done = this.send(out);
    if (done) done.then(() => cb(), cb);
    // After a large chunk, give the event loop a turn before taking more: a scan over an
    // in-memory store never waits for I/O, and Ctrl-C (a key on stdin) must still be read.
    else if (out.length >= 8192) setImmediate(cb);
    else cb();
  }

  private send(text: string): Promise<void> | undefined {
    switch (this.mode) {
      case 'direct':
        this.opts.output.write(text);
        return undefined;
      case 'discard':
        this.droppedLines += text.split('\n').length - 1;
        return undefined;
      case 'holding': {
        this.held.push(text);
        this.heldRows += rowsOf(text, this.opts.columns());
        if (this.heldRows > this.opts.rows() - 2) return this.startPager();
        return undefined;
      }
      case 'paging':
        return this.toPager(text);
    }
  }

  private startPager(): Promise<void> | undefined {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const spec = this.opts.pager!;
    // The terminal leaves raw mode before the pager starts: the pager saves the mode it finds and
    // sets its own, and a raw-mode switch after that would undo the pager's (no Ctrl-C, keys echoed).
    this.opts.onPagerStart?.();
    let child: ChildProcess;
    try {
      child = this.opts.spawnPager ? this.opts.spawnPager(spec) : spawn('/bin/sh', ['-c', shellCommand(spec.command)], { stdio: ['pipe', 'inherit', 'inherit'], env: spec.env });
    } catch {
      this.opts.onPagerEnd?.();
      this.release();
      return undefined;
    }
    this.child = child;
    this.mode = 'paging';
    this.childExit = new Promise<void>((resolve) => {
      child.once('close', (code: number | null) => {
        if (code === 126 || code === 127) {
          this.pagerFailed(`exit ${code}`);
          resolve();
          return;
        }
        this.sent = undefined;
        if (this.mode === 'paging' && !this.ending) {
          // Quit before the statement ended: drop the rest of its output; the REPL decides whether to stop it.
          this.mode = 'discard';
          this.quitEarly = true;
          this.opts.onPagerQuit?.();
        }
        resolve();
      });
      child.once('error', (e: Error) => {
        this.pagerFailed(e.message);
        resolve();
      });
    });
    child.stdin?.on('error', () => {
      // EPIPE: the pager is gone; 'close' handles it.
    });
    const text = this.held.join('');
    this.held = [];
    this.sent = [];
    this.sentLength = 0;
    return this.toPager(text);
  }

  /** The pager could not be run: say so once, show what it was sent, write directly from now on. */
  private pagerFailed(why: string): void {
    const copy = this.sent?.join('') ?? '';
    const command = this.opts.pager?.command;
    this.sent = undefined;
    this.opts.pager = undefined;
    if (this.mode !== 'paging') return;
    this.mode = 'direct';
    this.opts.output.write(this.opts.decorate(`WARN: the pager '${command}' could not be run (${why}); writing to the screen`) + '\n' + copy);
  }

  private toPager(text: string): Promise<void> | undefined {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed) return undefined;
    if (this.sent) {
      this.sent.push(text);
      this.sentLength += text.length;
      if (this.sentLength > 1 << 20) this.sent = undefined;
    }
    if (stdin.write(text)) return undefined;
    return new Promise<void>((resolve) => {
      const done = () => {
        stdin.off('drain', done);
        this.child?.off('close', done);
        resolve();
      };
      stdin.on('drain', done);
      this.child?.once('close', done);
    });
  }
}

/**
 * A plain command (`less -R`) is exec'd by the shell, so that the pager is the
 * child itself and closePager's signal reaches it (dash does not exec the
 * last command of `sh -c` on its own). Anything with shell syntax is run as written.
 */
export function shellCommand(command: string): string {
  return /^[\w@%+=:,./ -]+$/.test(command) ? `exec ${command}` : command;
}

function rowsOf(text: string, columns: number): number {
  let rows = 0;
  for (const line of text.split('\n')) {
    if (line === '' && rows > 0) continue;
    const width = line.replace(ANSI, '').length;
    rows += columns > 0 ? Math.max(1, Math.ceil(width / columns)) : 1;
  }
  return rows;
}
