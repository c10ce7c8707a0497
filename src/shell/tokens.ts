/**
 * A tolerant scanner for the text being typed at the prompt. The parser
 * (grammar/parse.ts) decides what a statement means; this scanner only has to
 * colour a line, find the word under the cursor, tell which command and
 * argument it belongs to — on any prefix of any input, never throwing. The
 * prompt's nesting depth and continuation are the parser's (`continuationMark`).
 */
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

/** Ruby keywords the prompt colours as such. */
export const KEYWORDS = new Set([
  'for', 'in', 'do', 'end', 'true', 'false', 'nil', 'if', 'else', 'elsif', 'unless', 'while', 'until', 'then',
  'begin', 'rescue', 'ensure', 'def', 'class', 'module', 'return', 'and', 'or', 'not', 'case', 'when', 'yield',
  'self', 'super', 'break', 'next', 'redo', 'retry',
]);

const IDENT = /[A-Za-z_][A-Za-z0-9_]*[?!]?/y;
const NUMBER = /0[xX][0-9a-fA-F_]*|0[bB][01_]*|0[oO][0-7_]*|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?/y;
const OPERATORS = ['...', '**', '::', '==', '!=', '+=', '-=', '*=', '/=', '..', '<=', '>=', '&&', '||', '<<', '>>'];

/**
 * The text's tokens, for colouring and completion. What `/ % << ?` begin (a regexp, a
 * `%w[…]` list, a heredoc, `?a`, or an operator) is the parser's lexer's answer (its
 * lexer states, grammar/lex-state.ts): those literals come from grammar/parse.ts
 * `openness`, each one string token; so does a literal left open at the end.
 * `locals`: the names the parser knows as local variables (`x /2` divides).
 */
export function scan(text: string, locals?: Iterable<string>): Token[] {
  const out: Token[] = [];
  let i = 0;
  const n = text.length;
  const push = (type: TokenType, start: number, end: number, extra: Partial<Token> = {}) => {
    out.push({ type, text: text.slice(start, end), start, end, ...extra });
  };
  const view = openness(text, locals ? { locals } : undefined);
  // two heredocs on a line: both markers come before both bodies
  const literals = view.literals.slice().sort((a, b) => a.start - b.start);
  let next = 0;
  while (i < n) {
    const c = text[i];
    const start = i;
    while (next < literals.length && literals[next].start < i) next++;
    if (next < literals.length && literals[next].start === i) {
      i = Math.max(i + 1, Math.min(literals[next].end, n));
      push('string', start, i, { unterminated: false });
      continue;
    }
    // a regexp, `%` literal or heredoc left open (quotes: below, as for any string)
    if (i === view.openAt && c !== "'" && c !== '"') {
      i = n;
      push('string', start, i, { unterminated: true });
      continue;
    }
    if (c === '\n') {
      push('nl', i, ++i);
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || (c === '\\' && text[i + 1] === '\n')) {
      while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r' || (text[i] === '\\' && text[i + 1] === '\n'))) i += text[i] === '\\' ? 2 : 1;
      push('ws', start, i);
      continue;
    }
    if (c === '#') {
      while (i < n && text[i] !== '\n') i++;
      push('comment', start, i);
      continue;
    }
    if (c === "'" || c === '"') {
      i = endOfString(text, i);
      const closed = i - start >= 2 && text[i - 1] === c && !escapedAt(text, start, i - 1, c);
      push('string', start, i, { quote: c, unterminated: !closed });
      continue;
    }
    if (c === '=' && text[i + 1] === '>') {
      push('arrow', i, (i += 2));
      continue;
    }
    if (/[0-9]/.test(c)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      i += m ? m[0].length : 1;
      // `1..3`: the range operator is not part of the number.
      if (text.slice(start, i).endsWith('.')) i--;
      push('number', start, i);
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      IDENT.lastIndex = i;
      const m = IDENT.exec(text)!;
      i += m[0].length;
      const word = m[0];
      if (text[i] === ':' && text[i + 1] !== ':' && !/[?!]$/.test(word)) {
        push('label', start, ++i);
        continue;
      }
      if (KEYWORDS.has(word)) push('keyword', start, i);
      else if (/^[A-Z]/.test(word)) push('const', start, i);
      else push('ident', start, i);
      continue;
    }
    if (c === ':' && /[A-Za-z_]/.test(text[i + 1] ?? '')) {
      IDENT.lastIndex = i + 1;
      const m = IDENT.exec(text)!;
      i += 1 + m[0].length;
      push('symbol', start, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') {
      push('open', i, ++i);
      continue;
    }
    if (c === ')' || c === ']' || c === '}') {
      push('close', i, ++i);
      continue;
    }
    if (c === ',') {
      push('comma', i, ++i);
      continue;
    }
    if (c === ';') {
      push('semi', i, ++i);
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (op) {
      push('op', i, (i += op.length));
      continue;
    }
    if (c === '.') {
      push('dot', i, ++i);
      continue;
    }
    if ('=+-*/%<>|&!?~^'.includes(c)) {
      push('op', i, ++i);
      continue;
    }
    push('other', i, ++i);
  }
  return out;
}

function escapedAt(text: string, from: number, at: number, _quote: string): boolean {
  let k = at - 1;
  let backslashes = 0;
  while (k > from && text[k] === '\\') {
    backslashes++;
    k--;
  }
  return backslashes % 2 === 1;
}

/** The index just past a string starting at `i` (or the end of the text when it is not closed). */
function endOfString(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  let interp = 0;
  while (j < text.length) {
    const c = text[j];
    if (c === '\\') {
      j += 2;
      continue;
    }
    if (quote === '"' && interp === 0 && c === '#' && text[j + 1] === '{') {
      interp = 1;
      j += 2;
      continue;
    }
    if (interp > 0) {
      if (c === '{') interp++;
      else if (c === '}') interp--;
      else if (c === "'" || c === '"') {
        j = endOfString(text, j);
        continue;
      }
      j++;
      continue;
    }
    if (c === quote) return j + 1;
    j++;
  }
  return Math.min(j, text.length);
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
