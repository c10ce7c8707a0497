/**
 * A small virtual terminal for tests: interprets what the REPL writes
 * (printable text with auto-wrap, CR, LF as a tty with ONLCR shows it,
 * cursor movement, erase, SGR colours) into a screen, so tests assert the
 * text a person would see — and its colours — rather than escape codes.
 */
export interface Cell {
  ch: string;
  /** SGR state when the character was written ('' = default). */
  sgr: string;
}

export class VirtualTerminal {
  /** Every row ever written (the screen is the last `rows` of them). */
  private lines: Cell[][] = [[]];
  row = 0;
  col = 0;
  private wrapPending = false;
  private sgr: string[] = [];
  private rest = '';

  constructor(
    readonly columns = 80,
    readonly rows = 24,
  ) {}

  write(data: string): void {
    const s = this.rest + data;
    this.rest = '';
    let i = 0;
    while (i < s.length) {
      const c = s[i];
      if (c === '\x1b') {
        const m = /^\x1b\[([0-9;?]*)([A-Za-z@])/.exec(s.slice(i));
        if (!m) {
          if (s.length - i < 16 && /^\x1b(\[[0-9;?]*)?$/.test(s.slice(i))) {
            this.rest = s.slice(i);
            return;
          }
          i++;
          continue;
        }
        this.csi(m[1], m[2]);
        i += m[0].length;
        continue;
      }
      if (c === '\r') {
        this.col = 0;
        this.wrapPending = false;
      } else if (c === '\n') {
        this.lineFeed();
        this.col = 0;
      } else if (c === '\x07') {
        // bell
      } else if (c === '\b') {
        this.col = Math.max(0, this.col - 1);
        this.wrapPending = false;
      } else if (c >= ' ' || c === '\t') {
        this.put(c === '\t' ? ' ' : c);
      }
      i++;
    }
  }

  private lineFeed(): void {
    this.row++;
    while (this.lines.length <= this.row) this.lines.push([]);
    this.wrapPending = false;
  }

  private put(ch: string): void {
    if (this.wrapPending) {
      this.lineFeed();
      this.col = 0;
    }
    const line = this.line(this.row);
    while (line.length < this.col) line.push({ ch: ' ', sgr: '' });
    line[this.col] = { ch, sgr: this.sgr.join(';') };
    if (this.col === this.columns - 1) this.wrapPending = true;
    else this.col++;
  }

  private line(r: number): Cell[] {
    while (this.lines.length <= r) this.lines.push([]);
    return this.lines[r];
  }

  private get top(): number {
    return Math.max(0, this.lines.length - this.rows);
  }

  private csi(params: string, cmd: string): void {
    const nums = params.split(';').map((p) => (p === '' ? NaN : Number(p)));
    const n = Number.isNaN(nums[0]) ? 1 : nums[0];
    switch (cmd) {
      case 'A':
        this.row = Math.max(this.top, this.row - n);
        this.wrapPending = false;
        break;
      case 'B':
        this.row += n;
        this.line(this.row);
        this.wrapPending = false;
        break;
      case 'C':
        this.col = Math.min(this.columns - 1, this.col + n);
        this.wrapPending = false;
        break;
      case 'D':
        this.col = Math.max(0, this.col - n);
        this.wrapPending = false;
        break;
      case 'G':
        this.col = Math.min(this.columns - 1, Math.max(0, n - 1));
        this.wrapPending = false;
        break;
      case 'H': {
        const r = Number.isNaN(nums[0]) ? 1 : nums[0];
        const c = Number.isNaN(nums[1]) ? 1 : nums[1];
        this.row = this.top + r - 1;
        this.line(this.row);
        this.col = c - 1;
        this.wrapPending = false;
        break;
      }
      case 'J': {
        const mode = Number.isNaN(nums[0]) ? 0 : nums[0];
        if (mode === 0) {
          this.line(this.row).length = Math.min(this.line(this.row).length, this.col);
          this.lines.length = this.row + 1;
        } else if (mode === 2) {
          for (let r = this.top; r < this.lines.length; r++) this.lines[r] = [];
        }
        break;
      }
      case 'K': {
        const mode = Number.isNaN(nums[0]) ? 0 : nums[0];
        const line = this.line(this.row);
        if (mode === 0) line.length = Math.min(line.length, this.col);
        else if (mode === 2) line.length = 0;
        else for (let c = 0; c <= this.col && c < line.length; c++) line[c] = { ch: ' ', sgr: '' };
        break;
      }
      case 'm': {
        if (params === '' || params === '0') {
          this.sgr = [];
          break;
        }
        for (const p of params.split(';')) {
          const v = Number(p);
          if (v === 0) this.sgr = [];
          else if (v === 39) this.sgr = this.sgr.filter((x) => !isFg(x));
          else if (v === 22) this.sgr = this.sgr.filter((x) => x !== '1' && x !== '2');
          else {
            if (isFg(p)) this.sgr = this.sgr.filter((x) => !isFg(x));
            this.sgr.push(p);
          }
        }
        break;
      }
      default:
        break;
    }
  }

  /** The visible screen's text, trailing blanks and blank rows trimmed. */
  screen(): string {
    return this.text(this.top);
  }

  /** Every row ever written (scrollback included). */
  all(): string {
    return this.text(0);
  }

  private text(from: number): string {
    const out = this.lines.slice(from).map((l) => l.map((c) => c.ch).join('').replace(/\s+$/, ''));
    while (out.length && out[out.length - 1] === '') out.pop();
    return out.join('\n');
  }

  /** The rows of the screen as text (not trimmed at the end). */
  screenLines(): string[] {
    return this.lines.slice(this.top).map((l) => l.map((c) => c.ch).join('').replace(/\s+$/, ''));
  }

  /** The row the cursor is on (screen text). */
  cursorLine(): string {
    return this.line(this.row).map((c) => c.ch).join('').replace(/\s+$/, '');
  }

  /** SGR state of the first character of `needle` on the screen row containing it. */
  styleOf(needle: string): string | undefined {
    for (let r = this.lines.length - 1; r >= 0; r--) {
      const text = this.lines[r].map((c) => c.ch).join('');
      const at = text.indexOf(needle);
      if (at >= 0) return this.lines[r][at].sgr;
    }
    return undefined;
  }
}

function isFg(p: string): boolean {
  const v = Number(p);
  return (v >= 30 && v <= 37) || (v >= 90 && v <= 97) || p.startsWith('38');
}
