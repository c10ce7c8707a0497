/**
 * The filter-string lexer: HBase's ParseFilter lexical rules,
 * byte for byte, over the filter string's BYTES.
 *
 * Scanning left to right, at each byte:
 * - `(` → lparen; space and tab are skipped;
 * - `OR` / `AND` are keywords only when preceded by a space or `)` and
 *   followed by a space or `(`; `SKIP` / `WHILE` only at the start or after a
 *   space, `(` or `)`, and followed by a space or `(` (upper case only; a tab
 *   does not count as a space here, as in ParseFilter);
 * - `)` → rparen;
 * - anything else starts a simple expression `Name(args…)`, which extends to
 *   the first `)` outside single quotes (`''` inside a quoted run is an
 *   escaped quote). It becomes ONE `filter` token carrying its leaf node:
 *   the name (up to the first `(` or space), the arguments (quoted with `''`
 *   escaping, or bare up to a space, `,` or `)`), the registered-name check
 *   and the filter's own argument checks all happen here, in ParseFilter's
 *   order, so errors surface in the same order as in HBase.
 *
 * Errors are ShellError FILTER_SYNTAX with ParseFilter's exact messages.
 */
import { ShellError } from '../errors.js';
import { buildLeaf, isFilterName, type RawArg } from './args.js';
import type { FilterNode } from './ast.js';
import { toUtf8String } from '../bytes.js';

export type FilterTokenType = 'lparen' | 'rparen' | 'kw_and' | 'kw_or' | 'kw_skip' | 'kw_while' | 'filter';

export interface FilterToken {
  type: FilterTokenType;
  /** The token's text: the keyword, the parenthesis, or the whole simple expression (UTF-8 decoded). */
  value: string;
  /** Byte offset in the filter string. */
  offset: number;
  /** `filter` tokens: the leaf built from the simple expression. */
  node?: FilterNode;
}

const LPAREN = 0x28;
const RPAREN = 0x29;
const SPACE = 0x20;
const TAB = 0x09;
const COMMA = 0x2c;
const QUOTE = 0x27;

export function filterSyntaxError(message: string): ShellError {
  return new ShellError('FILTER_SYNTAX', message);
}

function isKeywordAt(b: Uint8Array, i: number, word: string): boolean {
  if (i + word.length > b.length) return false;
  for (let k = 0; k < word.length; k++) if (b[i + k] !== word.charCodeAt(k)) return false;
  return true;
}

/** ParseFilter.checkForOr / checkForAnd: preceded by space or `)`, followed by space or `(`. */
function binaryKeyword(b: Uint8Array, i: number, word: string): boolean {
  if (i === 0 || !isKeywordAt(b, i, word)) return false;
  const before = b[i - 1];
  const after = b[i + word.length];
  return (before === SPACE || before === RPAREN) && (after === SPACE || after === LPAREN);
}

/** ParseFilter.checkForSkip / checkForWhile: at the start or after space, `(` or `)`; followed by space or `(`. */
function unaryKeyword(b: Uint8Array, i: number, word: string): boolean {
  if (!isKeywordAt(b, i, word)) return false;
  const after = b[i + word.length];
  if (after !== SPACE && after !== LPAREN) return false;
  if (i === 0) return true;
  const before = b[i - 1];
  return before === SPACE || before === RPAREN || before === LPAREN;
}

/** ParseFilter.isQuoteUnescaped. */
function quoteUnescaped(b: Uint8Array, i: number, end: number): boolean {
  return i === end - 1 || b[i + 1] !== QUOTE;
}

/**
 * ParseFilter.extractFilterSimpleExpression: the end (exclusive) of the
 * simple expression starting at `start`: just past the first `)` outside quotes.
 */
function simpleExpressionEnd(b: Uint8Array, start: number): number {
  let quotes = 0;
  for (let i = start; i < b.length; i++) {
    if (b[i] === QUOTE) {
      if (quoteUnescaped(b, i, b.length)) quotes++;
      else i++; // skip the escaped second quote
    }
    if (b[i] === RPAREN && quotes % 2 === 0) return i + 1;
  }
  throw filterSyntaxError('Incorrect Filter String');
}

/** ParseFilter.createUnescapdArgument: the content between the quotes at `open` and `close`, `''` → `'`. */
function unescapeQuoted(b: Uint8Array, open: number, close: number): Uint8Array {
  const out: number[] = [];
  for (let i = open + 1; i <= close - 1; i++) {
    if (b[i] === QUOTE && i !== close - 1 && b[i + 1] === QUOTE) {
      out.push(QUOTE);
      i++;
    } else out.push(b[i]);
  }
  return Uint8Array.from(out);
}

/** ParseFilter.getFilterArguments over the simple expression e (which ends with `)`). */
function filterArguments(e: Uint8Array): RawArg[] {
  const open = e.indexOf(LPAREN);
  if (open < 0) throw filterSyntaxError('Incorrect argument list');
  const args: RawArg[] = [];
  for (let i = open + 1; i < e.length; i++) {
    const c = e[i];
    if (c === SPACE || c === COMMA || c === RPAREN) continue;
    if (c === QUOTE) {
      const start = i;
      for (let j = start + 1; j < e.length; j++) {
        if (e[j] === QUOTE) {
          if (quoteUnescaped(e, j, e.length)) {
            args.push({ quoted: true, bytes: unescapeQuoted(e, start, j) });
            // ParseFilter sets i = j + 1 and its loop then increments again:
            // the byte right after a closing quote is always skipped.
            i = j + 1;
            break;
          }
          j++; // jump over the escaped second quote
        } else if (j === e.length - 1) {
          throw filterSyntaxError('Incorrect argument list');
        }
      }
    } else {
      const start = i;
      for (let j = start; j < e.length; j++) {
        const d = e[j];
        if (d === SPACE || d === COMMA || d === RPAREN) {
          args.push({ quoted: false, bytes: e.slice(start, j) });
          i = j;
          break;
        } else if (j === e.length - 1) {
          throw filterSyntaxError('Incorrect argument list');
        }
      }
    }
  }
  return args;
}

/** ParseFilter.parseSimpleFilterExpression: name, arguments, registry, the filter's own checks. */
function simpleExpression(e: Uint8Array): FilterNode {
  let nameEnd = 0;
  for (let i = 0; i < e.length; i++) {
    if (e[i] === LPAREN || e[i] === SPACE) {
      nameEnd = i;
      break;
    }
  }
  if (nameEnd === 0) throw filterSyntaxError('Incorrect Filter Name');
  const name = toUtf8String(e.subarray(0, nameEnd));
  const args = filterArguments(e);
  if (!isFilterName(name)) throw filterSyntaxError(`Filter Name ${name} not supported`);
  const node = buildLeaf(name, args);
  if (node === null) throw filterSyntaxError(`Incorrect filter string ${toUtf8String(e)}`);
  return node;
}

/** Produces the tokens of one filter string, one at a time (errors are thrown when reached). */
export class FilterLexer {
  private i = 0;
  constructor(private readonly b: Uint8Array) {}

  next(): FilterToken | undefined {
    const b = this.b;
    while (this.i < b.length) {
      const i = this.i;
      const c = b[i];
      if (c === LPAREN) {
        this.i++;
        return { type: 'lparen', value: '(', offset: i };
      }
      if (c === SPACE || c === TAB) {
        this.i++;
        continue;
      }
      if (binaryKeyword(b, i, 'OR')) {
        this.i += 2;
        return { type: 'kw_or', value: 'OR', offset: i };
      }
      if (binaryKeyword(b, i, 'AND')) {
        this.i += 3;
        return { type: 'kw_and', value: 'AND', offset: i };
      }
      if (unaryKeyword(b, i, 'SKIP')) {
        this.i += 4;
        return { type: 'kw_skip', value: 'SKIP', offset: i };
      }
      if (unaryKeyword(b, i, 'WHILE')) {
        this.i += 5;
        return { type: 'kw_while', value: 'WHILE', offset: i };
      }
      if (c === RPAREN) {
        this.i++;
        return { type: 'rparen', value: ')', offset: i };
      }
      const end = simpleExpressionEnd(b, i);
      const e = b.subarray(i, end);
      const node = simpleExpression(e);
      this.i = end;
      return { type: 'filter', value: toUtf8String(e), offset: i, node };
    }
    return undefined;
  }
}

/** Every token of a filter string (throws the first lexical error). */
export function lexFilter(b: Uint8Array): FilterToken[] {
  const lexer = new FilterLexer(b);
  const out: FilterToken[] = [];
  for (let t = lexer.next(); t !== undefined; t = lexer.next()) out.push(t);
  return out;
}

const TOKEN_TYPES: ReadonlySet<string> = new Set<FilterTokenType>(['lparen', 'rparen', 'kw_and', 'kw_or', 'kw_skip', 'kw_while', 'filter']);

/**
 * The lexer object the compiled grammar refers to (`@lexer filterLexer`):
 * nearley is fed an already-lexed token array (parse.ts replaces the
 * parser's lexer with a fresh feed per parse); `has` tells nearleyc's output
 * which `%name`s are token types.
 */
export class FilterTokenFeed {
  private i = 0;
  constructor(private readonly tokens: readonly FilterToken[]) {}
  reset(): void {}
  next(): FilterToken | undefined {
    return this.tokens[this.i++];
  }
  save(): undefined {
    return undefined;
  }
  formatError(): string {
    return '';
  }
  has(type: string): boolean {
    return TOKEN_TYPES.has(type);
  }
}

export const filterLexer = new FilterTokenFeed([]);
