/**
 * The prompt's view of the parser's lexer (no scanner of its own): tokens as
 * colour classes, to colour a line, find the word under the cursor, tell which
 * command and argument it belongs to — on any prefix of any input, never
 * throwing; and the prompt's nesting depth and continuation mark, which are
 * the parser's (`continuationMark`).
 */
import type moo from 'moo';
import { newLexer } from '../grammar/lexer.js';
import { openness } from '../grammar/parse.js';

export type TokenType =
  | 'ws'
  | 'nl'
  | 'comment'
  | 'string'
  | 'number'
  | 'const'
  | 'ident'
  | 'keyword'
  | 'symbol'
  | 'label'
  | 'arrow'
  | 'open'
  | 'close'
  | 'comma'
  | 'semi'
  | 'dot'
  | 'op'
  | 'other';

export interface Token {
  type: TokenType;
  text: string;
  start: number;
  end: number;
  /** Strings: the quote character. */
  quote?: '"' | "'";
  /** Strings: true when the closing quote is missing (the input ends inside it). */
  unterminated?: boolean;
}

/**
 * The text's tokens, for colouring and completion: the parser's own lexer. The moo
 * lexer (grammar/lexer.ts) gives the raw tokens, mapped here to colour classes; what
 * `/ % << ?` begin (a regexp, a `%w[…]` list, a heredoc, `?a`, or an operator) is the
 * Splitter's answer from Ruby's lexer states (grammar/lex-state.ts), read from
 * grammar/parse.ts `openness`, each such literal one string token; so is a literal left
 * open at the end. `locals`: the names the parser knows as local variables (`x /2` divides).
 */
export function scan(text: string, locals?: Iterable<string>): Token[] {
  const out: Token[] = [];
  const n = text.length;
  const push = (type: TokenType, start: number, end: number, extra: Partial<Token> = {}) => {
    out.push({ type, text: text.slice(start, end), start, end, ...extra });
  };
  const view = openness(text, locals ? { locals } : undefined);
  // two heredocs on a line: both markers come before both bodies
  const literals = view.literals.slice().sort((a, b) => a.start - b.start);
  // a regexp, `%` literal or heredoc left open (an open quote the raw lexer sees itself)
  const openAt = view.openAt !== undefined && text[view.openAt] !== "'" && text[view.openAt] !== '"' ? view.openAt : n;
  let next = 0;
  let pos = 0;
  while (pos < n) {
    if (pos >= openAt) {
      push('string', pos, n, { unterminated: true });
      break;
    }
    while (next < literals.length && literals[next].start < pos) next++;
    const literal = literals[next];
    if (literal && literal.start === pos) {
      const end = Math.max(pos + 1, Math.min(literal.end, n));
      push('string', pos, end, { unterminated: false });
      pos = end;
      continue;
    }
    const stop = Math.min(literal ? literal.start : n, openAt);
    rawTokens(text, pos, stop, push);
    pos = stop;
  }
  return out;
}

type Push = (type: TokenType, start: number, end: number, extra?: Partial<Token>) => void;

/** The raw lexer's tokens of `text[from, to)` as colour classes; a double-quoted string (with its `#{…}`) is one token. */
function rawTokens(text: string, from: number, to: number, push: Push): void {
  const lx = newLexer() as moo.Lexer & { stack: string[] };
  lx.reset(text.slice(from, to));
  let dq = -1;
  for (let t = lx.next(); t !== undefined; t = lx.next()) {
    const start = from + t.offset;
    const end = start + t.text.length;
    if (dq >= 0) {
      if (lx.stack.length === 0) {
        push('string', dq, end, { quote: '"', unterminated: false });
        dq = -1;
      }
      continue;
    }
    if (t.type === 'dq_open') {
      dq = start;
      continue;
    }
    if (t.type === 'sq' || t.type === 'sq_open') push('string', start, end, { quote: "'", unterminated: t.type === 'sq_open' });
    else push(colourClass(t.type!, t.text), start, end);
  }
  if (dq >= 0) push('string', dq, to, { quote: '"', unterminated: true });
}

/** A raw token type (grammar/lexer.ts) as the prompt's colour class. */
function colourClass(type: string, text: string): TokenType {
  switch (type) {
    case 'ws':
    case 'nl':
    case 'comment':
      return type;
    case 'slash_comment':
    case 'embdoc':
    case 'embdoc_open':
    case 'data_end':
      return 'comment';
    case 'int':
    case 'float':
      return 'number';
    case 'label':
      return 'label';
    case 'sym':
      return 'symbol';
    case 'const':
      return 'const';
    case 'ident':
    case 'kw_other':
    case 'gvar':
    case 'ivar':
    case 'cvar':
      return 'ident';
    case '(':
    case '[':
    case '{':
      return 'open';
    case ')':
    case ']':
    case '}':
      return 'close';
    case ',':
      return 'comma';
    case ';':
      return 'semi';
    case '.':
      return 'dot';
    case '=>':
      return 'arrow';
    case 'punct':
      return '!?&^~'.includes(text) ? 'op' : 'other';
    case 'bad':
      return 'other';
    default:
      return type.startsWith('kw_') ? 'keyword' : 'op';
  }
}

export const significant = (t: Token): boolean => t.type !== 'ws' && t.type !== 'comment';

/**
 * Where the statement being typed starts: after the last `;` or line break
 * that ends a statement, or at the start of a block body (`do`, `do |i|`,
 * `{ |i|`, a `for` loop's body) — never inside the brackets of an argument
 * list. Returns an index into `tokens`.
 */
export function statementStart(tokens: Token[]): number {
  interface Frame {
    kind: 'statements' | 'bracket';
    start: number;
    /** A `for`/`while` header not yet ended by `do` or a line break. */
    header?: boolean;
    /** Set on a block frame until its `|params|` (if any) are skipped. */
    params?: 'maybe' | 'inside';
  }
  const frames: Frame[] = [{ kind: 'statements', start: 0 }];
  let lastSig: Token | undefined;
  const stmtFrame = (): Frame => {
    for (let j = frames.length - 1; j >= 0; j--) if (frames[j].kind === 'statements') return frames[j];
    return frames[0];
  };
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k];
    const inner = frames[frames.length - 1];
    if (inner.params && significant(t) && t.type !== 'nl') {
      if (inner.params === 'maybe') {
        if (t.type === 'op' && t.text === '|') {
          inner.params = 'inside';
          continue;
        }
        inner.params = undefined;
      } else {
        if (t.type === 'op' && t.text === '|') {
          inner.params = undefined;
          inner.start = k + 1;
        }
        continue;
      }
    }
    switch (t.type) {
      case 'open':
        if (t.text === '{' && nextSig(tokens, k)?.text === '|') frames.push({ kind: 'statements', start: k + 1, params: 'maybe' });
        else frames.push({ kind: 'bracket', start: k + 1 });
        break;
      case 'close':
        if (frames.length > 1) frames.pop();
        break;
      case 'keyword':
        if (t.text === 'for' || t.text === 'while' || t.text === 'until') frames.push({ kind: 'statements', start: k + 1, header: true });
        else if (t.text === 'do') {
          if (inner.kind === 'statements' && inner.header) {
            inner.header = false;
            inner.start = k + 1;
          } else frames.push({ kind: 'statements', start: k + 1, params: 'maybe' });
        } else if (t.text === 'end') {
          if (frames.length > 1 && inner.kind === 'statements') frames.pop();
        } else if (t.text === 'then' || t.text === 'else' || t.text === 'begin') stmtFrame().start = k + 1;
        break;
      case 'semi':
        if (inner.kind === 'statements') {
          inner.header = false;
          inner.start = k + 1;
        }
        break;
      case 'nl': {
        const continues = lastSig !== undefined && (lastSig.type === 'comma' || lastSig.type === 'op' || lastSig.type === 'arrow' || lastSig.type === 'dot');
        if (inner.kind === 'statements' && !continues) {
          inner.header = false;
          inner.start = k + 1;
        }
        break;
      }
    }
    if (significant(t) && t.type !== 'nl') lastSig = t;
  }
  return stmtFrame().start;
}

function nextSig(tokens: Token[], k: number): Token | undefined {
  for (let j = k + 1; j < tokens.length; j++) if (significant(tokens[j]) && tokens[j].type !== 'nl') return tokens[j];
  return undefined;
}

/** `hbase:001:0> `: IRB's `%N:%03n:%i` and `>`, `*` (continuation) or the open string's quote. */
export function promptText(line: number, depth: number, mark: string): string {
  return `hbase:${String(line).padStart(3, '0')}:${depth}${mark} `;
}

/**
 * The continuation mark for `text` so far (the statement's lines, each ending with a newline):
 * what the open literal waits for (IRB's `%l`: `'` `"` `/` `]` …), else `*`; and the nesting depth.
 * The parser's own Splitter decides both (grammar/parse.ts `openness`): the prompt continues
 * exactly when the parser calls the input incomplete. `locals`: as the parser's (`x -1`).
 */
export function continuationMark(text: string, locals?: Iterable<string>): { mark: string; depth: number } {
  const { mark, depth } = openness(text, locals ? { locals } : undefined);
  return { mark, depth };
}

/**
 * A statement as the prompt shows it, each line after its prompt: the first
 * `hbase:001:0> `, the rest with the continuation prompt the prompt would have
 * shown there (`hbase:002:1* ` inside a hash, `hbase:002:0" ` inside a string).
 * For transcripts (`--echo`) that read like the interactive session.
 */
export function promptedLines(source: string, firstLine: number): string {
  const lines = source.split('\n');
  let before = '';
  return lines
    .map((l, i) => {
      const prompt = i === 0 ? promptText(firstLine, 0, '>') : (({ mark, depth }) => promptText(firstLine + i, depth, mark))(continuationMark(before));
      before += l + '\n';
      return prompt + l;
    })
    .join('\n');
}
