/**
 * A statement that is a whole line of the shape `name 'a', 'b', …` — a
 * command and single-quoted literals, the shape of most lines of a data
 * script — read with one pass over its characters into the tokens the
 * Splitter would make of it (cmdlit, lit, commalit …), instead of raw token by
 * raw token through the lexer's combined regex and step(). Anything else
 * (another literal kind, a newline inside a string, `;`, a `\` line
 * continuation, a next line starting with `.`, a name that is a local
 * variable) is left to the Splitter: this reads nothing then.
 * The grammar tests check its tokens against the Splitter's on every
 * statement of their tables.
 */
import type { StrLit } from './ast.js';
import type { RawToken } from './lexer.js';
import type { Tok } from './nodes.js';
import { decodeSingle } from './strings.js';

export interface LiteralLine {
  tokens: Tok[];
  /** Offset just past the line's newline (or the end of the source). */
  end: number;
}

const SPACE = 0x20;
const TAB = 0x09;
const QUOTE = 0x27;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const HASH = 0x23;
const CR = 0x0d;
const NL = 0x0a;
const DOT = 0x2e;

const NAME = /^[a-z_][A-Za-z0-9_]*$/;

function blanks(source: string, i: number): number {
  for (let c = source.charCodeAt(i); c === SPACE || c === TAB; c = source.charCodeAt(++i));
  return i;
}

/** The end of the single-quoted literal starting at `i` (past its closing quote), or -1 (none, or it spans lines). */
function quoted(source: string, i: number): number {
  if (source.charCodeAt(i) !== QUOTE) return -1;
  for (i++; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c === NL || c === CR) return -1;
    if (c === BACKSLASH) {
      const next = source.charCodeAt(i + 1);
      if (next === NL || next === CR || i + 1 >= source.length) return -1;
      i++;
    }
  }
  return -1;
}

/**
 * The tokens of the statement that starts with the raw token `first` when
 * its line has the literal-command shape, else undefined. `first` is the
 * lexer's ident token at the start of a statement.
 */
export function literalLine(source: string, first: RawToken, locals: ReadonlySet<string>): LiteralLine | undefined {
  const name = first.text;
  // (a keyword's raw token has its own type)
  if (first.type !== 'ident' || !NAME.test(name) || locals.has(name)) return undefined;
  const line = first.line;
  const base = first.offset - (first.col - 1);
  const loc = (offset: number) => ({ line, col: offset - base + 1, offset });
  const tokens: Tok[] = [{ type: 'cmdlit', text: name, value: name, loc: loc(first.offset), end: first.offset + name.length }];
  let i = first.offset + name.length;
  const afterName = blanks(source, i);
  if (afterName === i) return undefined;
  i = afterName;
  for (;;) {
    const end = quoted(source, i);
    if (end < 0) return undefined;
    const at = loc(i);
    const text = source.slice(i, end);
    const node: StrLit = { type: 'str', bytes: decodeSingle(text, 1, text.length - 1), loc: at };
    tokens.push({ type: 'lit', text, value: node, loc: at, end });
    i = blanks(source, end);
    if (source.charCodeAt(i) !== COMMA) break;
    tokens.push({ type: 'commalit', text: ',', value: null, loc: loc(i), end: i + 1 });
    i = blanks(source, i + 1);
  }
  if (source.charCodeAt(i) === HASH) {
    const nl = source.indexOf('\n', i);
    i = nl < 0 ? source.length : nl;
  }
  if (i < source.length) {
    if (source.charCodeAt(i) === CR) i++;
    if (source.charCodeAt(i) !== NL) return undefined;
    i++;
    // `t\n  .scan`: a next line starting with `.` continues the statement
    if (source.charCodeAt(blanks(source, i)) === DOT) return undefined;
  }
  return { tokens, end: i };
}
