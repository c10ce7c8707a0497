/**
 * Colour at the prompt: syntax colouring of the line being typed, the greyed
 * argument hint, and the decoration of what statements print (ERROR blocks
 * with their caret, `Took` lines, warnings). Only ever used on a terminal
 * with colour allowed (not with --no-color, NO_COLOR or TERM=dumb); every
 * escape sequence hsh's prompt writes comes from the palette below.
 *
 */
import { createStyles, plainStyles, styleBars, type Styles } from '../format/style.js';
import { scan, significant, type Token } from './tokens.js';

/** The prompt's colours: format/style.ts's semantic styles (the one chalk module). */
export type Palette = Styles;

export const ansiPalette: Palette = createStyles(true);
export const plainPalette: Palette = plainStyles;

/** Colour is used only on a terminal, never with --no-color, NO_COLOR or TERM=dumb. */
export function wantColor(requested: boolean, isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  return requested && isTTY && !env.NO_COLOR && env.TERM !== 'dumb';
}

/**
 * Colours `line`, the last line of `context + line` (context holds the
 * earlier lines of a statement still being typed, so that a string opened
 * on an earlier line is coloured as a string). The result has the same
 * visible text as `line`.
 */
export function highlightLine(context: string, line: string, palette: Palette, isCommand: (name: string) => boolean, locals?: Iterable<string>): string {
  if (!palette.enabled || line === '') return line;
  const text = context + line;
  const offset = context.length;
  // the session's locals, as the parser has them: `x /2` divides a local `x`, begins a regexp after a method
  const tokens = scan(text, locals);
  const starts = commandPositions(tokens);
  let out = '';
  for (const t of tokens) {
    if (t.end <= offset) continue;
    const piece = text.slice(Math.max(t.start, offset), t.end);
    out += colour(t, piece, palette, starts.has(t.start) && isCommand(t.text));
  }
  return out;
}

function colour(t: Token, piece: string, p: Palette, command: boolean): string {
  switch (t.type) {
    case 'string':
      return piece.split('\n').map(p.string).join('\n');
    case 'number':
      return p.number(piece);
    case 'const':
      return p.constant(piece);
    case 'label':
      return p.constant(piece);
    case 'symbol':
      return p.symbol(piece);
    case 'keyword':
      return p.keyword(piece);
    case 'arrow':
      return p.arrow(piece);
    case 'comment':
      return p.comment(piece);
    case 'ident':
      return command ? p.command(piece) : piece;
    default:
      return piece;
  }
}

/** Offsets of identifiers in command position (the first word of a statement, or after `var =`). */
function commandPositions(tokens: Token[]): Set<number> {
  const out = new Set<number>();
  let atStart = true;
  let depth = 0;
  let last: Token | undefined;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    if (!significant(t)) continue;
    if (t.type === 'nl') {
      const continues = last && (last.type === 'comma' || last.type === 'op' || last.type === 'arrow' || last.type === 'dot');
      if (depth === 0 && !continues) atStart = true;
      continue;
    }
    if (atStart && t.type === 'ident') {
      out.add(t.start);
      atStart = false;
    } else if (t.type === 'semi' || (t.type === 'keyword' && t.text === 'do')) atStart = true;
    else if (t.type === 'op' && t.text === '=' && last?.type === 'ident') atStart = true;
    else if (t.type === 'op' && t.text === '|' && last?.type === 'ident') atStart = true;
    else atStart = false;
    if (t.type === 'open') depth++;
    else if (t.type === 'close') depth = Math.max(0, depth - 1);
    last = t;
  }
  return out;
}

/**
 * Decorates what statements print, line by line: the ERROR line and its
 * caret in red, `Did you mean?` suggestions, warnings, and `Took` lines greyed.
 * Stateful across lines: the lines after `ERROR:` (or IRB's `Traceback`) up to
 * the blank line that ends the message are part of the error (source line, caret).
 */
const TRACEBACK = 'Traceback (most recent call last):';

export class OutputDecorator {
  private inError = false;
  /** The next line is the `Class (message)` line of an IRB report. */
  private classLine = false;

  constructor(private readonly palette: Palette) {}

  line(text: string): string {
    const p = this.palette;
    if (!p.enabled) return text;
    if (text.startsWith('ERROR: ') || text.startsWith('ERROR ') || text === TRACEBACK) {
      this.inError = true;
      this.classLine = text === TRACEBACK;
      return p.error(text);
    }
    if (this.classLine) {
      // IRB's `NameError (message)` line after its Traceback line.
      this.classLine = false;
      return p.error(text);
    }
    if (this.inError) {
      if (text === '' || text.startsWith('For usage try')) {
        this.inError = false;
        return text;
      }
      if (/^\s*\^[\^~]*\s*$/.test(text)) return p.caret(text);
      if (text.startsWith('Did you mean?')) return p.suggestion(text);
      return text;
    }
    if (/^Took \d+\.\d+ seconds$/.test(text)) return p.dim(text);
    if (text.startsWith('  [')) return styleBars(text, p); // region_heat's bars
    if (text.startsWith('WARN: ') || text === 'Interrupted') return p.warning(text);
    if (text.startsWith('Did you mean?')) return p.suggestion(text);
    return text;
  }

  reset(): void {
    this.inError = false;
    this.classLine = false;
  }
}
