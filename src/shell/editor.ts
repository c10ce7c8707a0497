/**
 * The line editor of the prompt: node's readline, taught to draw the line
 * itself (syntax colouring, a greyed argument hint, continuation prompts
 * inside a recalled multi-line statement), to complete with Tab from the
 * store, to search history with Ctrl-R, and to hold keys typed while a
 * statement runs (they are replayed at the next prompt, as a terminal's
 * type-ahead). Ctrl-C is handed to the REPL.
 *
 * readline's documented API has no hook for drawing the line; it does route
 * every redraw through `_refreshLine`, every keypress through `_ttyWrite`,
 * Tab through `_tabComplete` and cursor geometry through `getCursorPos` (the
 * underscore names are kept by node for compatibility), which is what this
 * module overrides on its own instance.
 */
import type { Interface } from 'node:readline';
import type { Palette } from './highlight.js';
import { commonPrefix, type Completion } from './completer.js';

export interface Key {
  sequence?: string;
  name?: string;
  ctrl?: boolean;
  meta?: boolean;
  shift?: boolean;
}

/** The readline internals the editor overrides or reads. */
export interface ReadlineInternals extends Interface {
  line: string;
  cursor: number;
  history: string[];
  historyIndex: number;
  prevRows: number;
  readonly columns: number;
  terminal: boolean;
  closed: boolean;
  input: NodeJS.ReadableStream & { setRawMode?(mode: boolean): void; isRaw?: boolean; isTTY?: boolean };
  output: NodeJS.WritableStream;
  _refreshLine(): void;
  _insertString(c: string): void;
  _ttyWrite(s: string | undefined, key: Key | undefined): void;
  _tabComplete(lastKeypressWasTab: boolean): void;
  _addHistory(): string;
  _writeToOutput(s: string): void;
  _getDisplayPos(s: string): { cols: number; rows: number };
  _setRawMode(mode: boolean): boolean;
  /** False while node feeds it all but the last key of a chunk (its paste path appends at the end of the line). */
  isCompletionEnabled: boolean;
}

export interface EditorHooks {
  palette: Palette;
  /** The earlier lines of the statement being typed, each ending with a newline ('' when none). */
  context(): string;
  highlight(context: string, line: string): string;
  /** The hint after the line ('' for none). */
  hint(context: string, line: string): string;
  /** The prompt shown before the `index`-th (1-based) extra line of a multi-line line; `before` is the text above it. */
  linePrompt(index: number, before: string): string;
  complete(context: string, before: string): Promise<Completion | undefined>;
  /** Ctrl-C (not during a question). */
  interrupt(): void;
  /** A statement is running: keys wait. */
  busy(): boolean;
}

interface Search {
  query: string;
  /** Index into rl.history (newest first) of the match shown, -1 for none. */
  index: number;
  failed: boolean;
  saved: { line: string; cursor: number };
}

const CSI = '\x1b[';
const MAX_LISTED = 200;

export class Editor {
  private readonly orig: { ttyWrite: ReadlineInternals['_ttyWrite'] };
  private queue: Array<[string | undefined, Key | undefined]> = [];
  private search: Search | undefined;
  private questionActive: AbortController | undefined;
  private completing = false;
  private lastKeyWasTab = false;
  /** No hint after the line being submitted (Enter until the next prompt). */
  private submitted = false;
  private muted = 0;
  private renderScheduled = false;

  constructor(
    readonly rl: ReadlineInternals,
    private readonly hooks: EditorHooks,
  ) {
    this.orig = { ttyWrite: rl._ttyWrite.bind(rl) };
    if (!rl.terminal) return;
    rl._ttyWrite = (s, key) => this.key(s, key ?? {});
    rl._refreshLine = () => this.render();
    const write = rl._writeToOutput.bind(rl);
    rl._writeToOutput = (text: string) => {
      if (!this.muted) write(text);
    };
    const insert = rl._insertString.bind(rl);
    rl._insertString = (c: string) => {
      // readline writes a typed character straight to the terminal when it can; colour needs the whole line redrawn.
      // Keys that arrive in one chunk (a paste, fast typing over ssh, tmux send-keys) are marked by node as
      // "completion disabled", and node then appends them at the END of the line whatever the cursor: text
      // typed after moving left landed at the end, its last key at the cursor (`)`, Left, `puts(12` gave
      // `)puts(21`). Inserting at the cursor takes node's general path; its redraw waits for the whole chunk.
      const refresh = rl._refreshLine;
      const enabled = rl.isCompletionEnabled;
      this.muted++;
      rl._refreshLine = () => this.scheduleRender();
      rl.isCompletionEnabled = rl.cursor < rl.line.length;
      try {
        insert(c);
      } finally {
        rl.isCompletionEnabled = enabled;
        rl._refreshLine = refresh;
        this.muted--;
      }
      this.scheduleRender();
    };
    rl.getCursorPos = () => this.cursorPos();
    rl._tabComplete = () => {
      void this.tab();
    };
    // History is the REPL's: one entry per statement, added when the statement is complete.
    rl._addHistory = () => {
      rl.historyIndex = -1;
      return rl.line;
    };
  }

  // ------------------------------------------------------------ keys

  private key(s: string | undefined, key: Key): void {
    if (this.questionActive) {
      if (key.ctrl && key.name === 'c') {
        this.flushRender();
        this.rl.output.write('^C');
        this.questionActive.abort();
        return;
      }
      if (key.ctrl && key.name === 'd' && this.rl.line === '') {
        // End of input for the question (Ruby's gets → nil, admin.rb's 'n'): the answer is no, the shell stays.
        this.flushRender();
        this.questionActive.abort();
        return;
      }
      if (!isPrintable(s, key)) this.flushRender();
      this.orig.ttyWrite(s, key);
      return;
    }
    if (key.ctrl && key.name === 'c') {
      this.flushRender();
      if (this.search) this.endSearch(false);
      this.hooks.interrupt();
      return;
    }
    if (key.ctrl && key.name === 'z') {
      // Suspend (readline's SIGTSTP) even while a statement runs.
      this.orig.ttyWrite(s, key);
      return;
    }
    if (this.hooks.busy() || this.completing) {
      this.queue.push([s, key]);
      return;
    }
    const wasTab = this.lastKeyWasTab;
    this.lastKeyWasTab = key.name === 'tab' && !key.ctrl && !key.meta;
    if (this.search) {
      this.searchKey(s, key);
      return;
    }
    if (key.ctrl && key.name === 'r') {
      this.startSearch();
      return;
    }
    if (!isPrintable(s, key)) this.flushRender();
    if ((key.name === 'return' || key.name === 'enter') && !key.ctrl && !key.meta) {
      this.submitted = true;
      this.render();
    }
    void wasTab;
    this.orig.ttyWrite(s, key);
  }

  /** Replays the keys typed while a statement ran. */
  drain(): void {
    while (this.queue.length && !this.hooks.busy() && !this.completing) {
      const [s, key] = this.queue.shift()!;
      this.key(s, key ?? {});
    }
  }

  /** Forgets keys typed ahead (after `exit`, or Ctrl-C while a statement ran). */
  dropQueued(): void {
    this.queue = [];
  }

  // ------------------------------------------------------------ drawing

  /** Shows the prompt (already set with rl.setPrompt) and an empty line. */
  prompt(): void {
    this.submitted = false;
    this.rl.prompt();
  }

  private scheduleRender(): void {
    if (this.renderScheduled) return;
    this.renderScheduled = true;
    queueMicrotask(() => {
      if (this.renderScheduled) this.render();
    });
  }

  private flushRender(): void {
    if (this.renderScheduled) this.render();
  }

  private currentPrompt(): string {
    if (this.search) {
      const s = this.search;
      return `(${s.failed ? 'failed ' : ''}reverse-i-search)\`${s.query}': `;
    }
    return this.rl.getPrompt();
  }

  /** The line as shown: extra lines of a multi-line line get their own prompts. */
  private displayLine(text: string, coloured: boolean): string {
    const context = this.hooks.context();
    let parts = text.split('\n');
    const prompts = parts.map((_, i) => (i === 0 ? this.currentPrompt() : this.hooks.linePrompt(i, context + parts.slice(0, i).join('\n') + '\n')));
    // A tab (pasted) is shown as the spaces to the next tab stop: the terminal's stops are 8 apart, and the
    // cursor arithmetic must see the same columns as the screen (readline counted it as 2: the cursor was left behind).
    if (text.includes('\t')) parts = parts.map((line, i) => this.expandTabs(prompts[i], line));
    const expanded = parts.join('\n');
    const shown = coloured && !this.questionActive ? this.hooks.highlight(context, expanded).split('\n') : parts;
    if (parts.length === 1) return shown[0];
    let out = shown[0];
    for (let i = 1; i < parts.length; i++) out += '\n' + prompts[i] + (shown[i] ?? parts[i]);
    return out;
  }

  private expandTabs(prompt: string, line: string): string {
    if (!line.includes('\t')) return line;
    let out = '';
    for (const ch of line) {
      if (ch === '\t') out += ' '.repeat(8 - (this.rl._getDisplayPos(prompt + out).cols % 8));
      else out += ch;
    }
    return out;
  }

  private cursorPos(): { cols: number; rows: number } {
    const rl = this.rl;
    return rl._getDisplayPos(this.currentPrompt() + this.displayLine(rl.line.slice(0, rl.cursor), false));
  }

  render(): void {
    this.renderScheduled = false;
    if (this.muted) return;
    const rl = this.rl;
    if (rl.closed) return;
    const prompt = this.currentPrompt();
    const plain = prompt + this.displayLine(rl.line, false);
    const shown = prompt + this.displayLine(rl.line, true);
    const end = rl._getDisplayPos(plain);
    const cur = this.cursorPos();
    let hint = '';
    if (!this.submitted && !this.search && !this.questionActive && rl.line.trim() !== '') {
      hint = this.hooks.hint(this.hooks.context(), rl.line).replace(/\n.*$/s, '');
      const room = rl.columns - end.cols - 1;
      if (room < 4) hint = '';
      else if (hint.length > room) hint = hint.slice(0, room - 1) + '…';
    }
    let out = '';
    if (rl.prevRows > 0) out += `${CSI}${rl.prevRows}A`;
    out += `\r${CSI}0J` + shown;
    if (hint) out += this.hooks.palette.hint(hint);
    else if (end.cols === 0) out += ' '; // make the terminal allocate the next row
    out += `${CSI}${cur.cols + 1}G`;
    if (end.rows - cur.rows > 0) out += `${CSI}${end.rows - cur.rows}A`;
    rl.prevRows = cur.rows;
    rl.output.write(out);
  }

  /** Moves below the whole input and starts a fresh row (before writing something of our own). */
  private moveBelow(): void {
    const rl = this.rl;
    const end = rl._getDisplayPos(this.currentPrompt() + this.displayLine(rl.line, false));
    const cur = this.cursorPos();
    let out = '';
    if (end.rows > cur.rows) out += `${CSI}${end.rows - cur.rows}B`;
    out += `${CSI}${end.cols + 1}G${CSI}0K`;
    rl.output.write(out);
  }

  /** Writes a line of text above the input being typed, then draws the input again below it. */
  above(text: string): void {
    const rl = this.rl;
    if (rl.closed) return;
    if (!rl.terminal) {
      rl.output.write(text + '\n');
      return;
    }
    this.flushRender();
    let out = '';
    if (rl.prevRows > 0) out += `${CSI}${rl.prevRows}A`;
    out += `\r${CSI}0J` + text + '\r\n';
    rl.output.write(out);
    rl.prevRows = 0;
    this.render();
  }

  /** Ends the line being typed with `^C` and forgets it. */
  abandonLine(note?: string): void {
    const rl = this.rl;
    this.flushRender();
    this.submitted = true;
    this.render();
    this.moveBelow();
    rl.output.write('^C\r\n' + (note ? note + '\r\n' : ''));
    rl.line = '';
    rl.cursor = 0;
    rl.prevRows = 0;
    rl.historyIndex = -1;
  }

  // ------------------------------------------------------------ completion

  private async tab(): Promise<void> {
    const rl = this.rl;
    const before = rl.line.slice(0, rl.cursor);
    const lastLine = before.slice(before.lastIndexOf('\n') + 1);
    const context = this.hooks.context() + before.slice(0, before.length - lastLine.length);
    this.completing = true;
    let result: Completion | undefined;
    try {
      result = await this.hooks.complete(context, lastLine);
    } catch {
      result = undefined;
    } finally {
      this.completing = false;
    }
    if (result && rl.line.slice(0, rl.cursor) === before && !rl.closed) this.applyCompletion(result, before.length - lastLine.length);
    this.drain();
  }

  private applyCompletion(c: Completion, lineOffset: number): void {
    const { candidates, typed, closeQuote } = c;
    if (candidates.length === 0) return;
    const from = lineOffset + c.from;
    if (candidates.length === 1) {
      let insert = candidates[0].insert;
      if (closeQuote && candidates[0].final && insert.indexOf(closeQuote, 1) < 0) insert += closeQuote;
      // Completing inside a line: a closing quote or space already after the cursor is not doubled.
      const after = this.rl.line.slice(this.rl.cursor);
      const last = insert.slice(-1);
      if ((last === ' ' || last === "'" || last === '"') && after.startsWith(last) && insert.length > 1) {
        this.replace(from, insert.slice(0, -1));
        this.rl.cursor += 1;
        this.render();
        return;
      }
      this.replace(from, insert);
      return;
    }
    const prefix = commonPrefix(candidates.map((x) => x.insert));
    if (prefix !== typed && prefix.length >= typed.length && prefix.length > 0) {
      this.replace(from, prefix);
      return;
    }
    this.list(candidates.map((x) => x.display));
  }

  private replace(from: number, text: string): void {
    const rl = this.rl;
    rl.line = rl.line.slice(0, from) + text + rl.line.slice(rl.cursor);
    rl.cursor = from + text.length;
    this.render();
  }

  /** Lists candidates in columns under the input, then draws the prompt again. */
  private list(names: string[]): void {
    const rl = this.rl;
    const shown = [...new Set(names)];
    const more = shown.length > MAX_LISTED ? shown.length - MAX_LISTED : 0;
    if (more) shown.length = MAX_LISTED;
    const columns = Number.isFinite(rl.columns) ? rl.columns : 80;
    const grid = layout(shown, columns);
    let out = '';
    for (let r = 0; r < grid.rows; r++) {
      let line = '';
      for (let c = 0; c < grid.widths.length; c++) {
        const name = shown[c * grid.rows + r];
        if (name === undefined) continue;
        const isLast = c === grid.widths.length - 1 || shown[(c + 1) * grid.rows + r] === undefined;
        line += isLast ? name : name.padEnd(grid.widths[c]);
      }
      out += line + '\r\n';
    }
    if (more) out += this.hooks.palette.dim(`… and ${more} more`) + '\r\n';
    this.submitted = true;
    this.render();
    this.moveBelow();
    rl.output.write('\r\n' + out);
    this.submitted = false;
    rl.prevRows = 0;
    this.render();
  }

  // ------------------------------------------------------------ Ctrl-R

  private startSearch(): void {
    const rl = this.rl;
    this.search = { query: '', index: -1, failed: false, saved: { line: rl.line, cursor: rl.cursor } };
    this.render();
  }

  private find(from: number): void {
    const s = this.search!;
    const rl = this.rl;
    if (s.query === '') {
      s.failed = false;
      return;
    }
    for (let i = Math.max(0, from); i < rl.history.length; i++) {
      const at = rl.history[i].lastIndexOf(s.query);
      if (at >= 0) {
        s.index = i;
        s.failed = false;
        rl.line = rl.history[i];
        rl.cursor = at;
        return;
      }
    }
    s.failed = true;
  }

  private searchKey(s: string | undefined, key: Key): void {
    const search = this.search!;
    if (key.ctrl && key.name === 'r') {
      this.find(search.index + 1);
      this.render();
      return;
    }
    if ((key.ctrl && key.name === 'g') || key.name === 'escape') {
      this.endSearch(false);
      return;
    }
    if (key.name === 'backspace' || (key.ctrl && key.name === 'h')) {
      search.query = search.query.slice(0, -1);
      if (search.query === '') {
        search.index = -1;
        search.failed = false;
        this.rl.line = search.saved.line;
        this.rl.cursor = search.saved.cursor;
      } else this.find(0);
      this.render();
      return;
    }
    if (s && !key.ctrl && !key.meta && key.name !== 'return' && key.name !== 'enter' && key.name !== 'tab' && s >= ' ' && !s.startsWith('\x1b')) {
      search.query += s;
      this.find(Math.max(search.index, 0));
      this.render();
      return;
    }
    // Anything else takes the match as the line and does what it does there (Enter runs it).
    this.endSearch(true);
    this.key(s, key);
  }

  private endSearch(accept: boolean): void {
    const search = this.search!;
    this.search = undefined;
    const rl = this.rl;
    if (!accept || search.index < 0) {
      rl.line = search.saved.line;
      rl.cursor = search.saved.cursor;
    }
    rl.historyIndex = -1;
    this.render();
  }

  // ------------------------------------------------------------ questions

  /** Asks a y/n question (confirmations); null when the prompt is closed. */
  question(text: string): Promise<string | null> {
    const rl = this.rl;
    if (rl.closed) return Promise.resolve(null);
    const abort = new AbortController();
    this.questionActive = abort;
    return new Promise<string | null>((resolve) => {
      const done = (answer: string | null) => {
        this.questionActive = undefined;
        rl.off('close', onClose);
        resolve(answer);
      };
      const onClose = () => done(null);
      rl.once('close', onClose);
      abort.signal.addEventListener('abort', () => done('n'));
      rl.question(text === '' || text.endsWith(' ') ? text : text + ' ', { signal: abort.signal }, (answer) => done(answer));
      // Keys typed ahead (a pasted `drop_all 't.*'` and its `y`) answer the question first.
      while (this.queue.length && this.questionActive === abort) {
        const [s, key] = this.queue.shift()!;
        this.key(s, key ?? {});
      }
    });
  }
}

/** Column-major layout as `ls` prints names: as many columns as fit, each as wide as its longest name plus two. */
function layout(names: string[], columns: number): { rows: number; widths: number[] } {
  for (let cols = Math.min(names.length, Math.max(1, Math.floor(columns / 3))); cols > 1; cols--) {
    const rows = Math.ceil(names.length / cols);
    if (Math.ceil(names.length / rows) !== cols) continue;
    const widths: number[] = [];
    for (let c = 0; c < cols; c++) widths.push(Math.max(...names.slice(c * rows, (c + 1) * rows).map((n) => n.length)) + 2);
    if (widths.reduce((a, b) => a + b, 0) - 2 <= columns) return { rows, widths };
  }
  return { rows: names.length, widths: [0] };
}

/** A key that readline inserts as text (its redraw may wait for the rest of a pasted chunk). */
function isPrintable(s: string | undefined, key: Key): boolean {
  return s !== undefined && s.length === 1 && s >= ' ' && !key.ctrl && !key.meta;
}
