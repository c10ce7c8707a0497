/**
 * From moo's raw tokens to the parser's tokens, one statement at a time.
 *
 * One pass over the raw tokens:
 *   - decodes literals (strings to bytes, integers to bigint), joins adjacent
 *     string literals, parses `#{…}` interpolations recursively;
 *   - classifies context-dependent punctuation (see hbase.ne's header);
 *   - tracks open brackets, blocks (`do … end`, `for … end`, `{ |x| … }`) and
 *     trailing operators, to decide where a statement ends and whether the
 *     input is incomplete;
 *   - collects `//` comment-line warnings.
 *
 * Ruby's `foo -1` rule (what Ruby's parser does): a `-`
 * or `+` (also `<` before a `=>` on the line, `::`, `*`, `<<` before a name)
 * with a space before it and none after it, right after an identifier in
 * COMMAND POSITION — the first word of a statement, of a block body, after
 * `=` or `(`, a command's first argument (`puts count 't'`), or a method name
 * after `.` in a chain that starts there — begins that identifier's first
 * argument: `foo -1` is `foo(-1)`, `t.scan -1` is `t.scan(-1)` (a `*` or
 * `<<` there would be Ruby's splat or heredoc: a syntax error here).
 * Everywhere else it is the binary operator:
 * `foo - 1`, `foo-1`, `put 't', x -1` (x - 1), and also `i -1` when `i` is a
 * known local variable (assigned earlier in the text, a `for` variable or a
 * block parameter, or passed in by the caller), as in Ruby. Likewise `[`
 * after such a name and a space starts an array argument (`foo [1]`); right
 * after a value (`foo[1]`, `x [1]` for a local x) it would index, which the
 * index (`a[1]`, `h['k']`).
 *
 * `if`/`unless`/`while`/`until` right after a value (or after `break`/`next`)
 * are modifiers (`put 't', i if i.even?`); anywhere else they open a block
 * that `end` closes, whose condition ends at a newline, `;`, `then` (if,
 * unless, elsif) or `do` (while, until) — as Ruby's lexer decides.
 *
 * Other choices where the reference is silent:
 *   - `{` is a block when `|params|` follow (`each { |i| … }`), or after a
 *     call when no `=>` / `label:` opens its content (`3.times { p 1 }`);
 *     otherwise it is a hash, so `t.scan {LIMIT => 1}` passes a hash (Ruby
 *     would read a block there and fail).
 *   - `<K => v>` (the design card's hash) opens only where a value is
 *     expected, or as a command's first argument when a `=>` follows on
 *     the line (`foo <NAME => 'f'>`); otherwise `<` is a comparison
 *     (`t.count <5`).
 *   - `c ? x: y`: a label (`x:`) while a `?` waits for its `:` at the same
 *     bracket level is the name and the ternary's colon.
 *   - `-` directly before a number is part of the literal (`-5`, `-1.to_s`
 *     is `(-1).to_s`, as in Ruby); `- 5` and `-x` are a `neg` node. A unary
 *     `+` is dropped.
 *   - a trailing comma before a closing bracket is allowed (`[1, 2,]`).
 *   - a newline continues the statement after `,` `=>` `=` `+=` an operator
 *     `.` `..` `in` or a `label:`, inside brackets, and before a line that
 *     starts with `.` (a method chain, as Ruby reads it); `;` always separates.
 *   - `//` starts a comment only at the beginning of a line (after blanks).
 */
import type moo from 'moo';
import { ShellError } from '../errors.js';
import type { Expr, Loc, StrLit, InterpStr } from './ast.js';
import { advance, closerOf, closingDelimiter, interpolationEnd, PERCENT_KINDS, splitWords } from './delimited.js';
import { beginsArgument, beginsHeredoc, beginsOperand, bracketBeginsArray, stateAfter, valueEnded, type LexState } from './lex-state.js';
import { newLexer, type RawToken } from './lexer.js';
import { literalLine } from './literal-line.js';
import { MAX_NESTING, type Tok } from './nodes.js';
import { decodeDouble, decodeSingle, LiteralError, parseFloatLiteral, parseInteger, utf8 } from './strings.js';

export interface ParseWarning {
  message: string;
  loc: Loc;
}

export type OpenKind = 'string' | 'bracket' | 'block' | 'continuation';

/** One statement's tokens, ready for a parser. */
export interface TokenChunk {
  kind: 'tokens';
  tokens: Tok[];
  /** Offsets of the statement's first token and the end of its last. */
  start: number;
  end: number;
  loc: Loc;
  warnings: ParseWarning[];
  /** A lexical error that ended the statement early (after its tokens). */
  lexError?: ShellError;
  /** A closer that matched no opener ended the statement here (the parser reports it). */
  unbalanced?: Tok;
}

export interface IncompleteChunk {
  kind: 'incomplete';
  open: OpenKind;
  quote?: "'" | '"';
  /** Where the unfinished statement starts. */
  loc: Loc;
  source: string;
  /** INCOMPLETE_INPUT, for runners that treat end of input as an error. */
  error: ShellError;
  /** Brackets and blocks open where the input ends: IRB's `%i`, the prompt's nesting depth. */
  depth: number;
  /** Where the literal left open (a string, regexp, heredoc …) begins, when one is. */
  openAt?: number;
  /**
   * IRB's `%l`, the continuation prompt's mark: what the open literal waits for (`'` `"` for
   * strings and heredocs, `/` for a regexp, `]` for `%w[`), else `*`.
   */
  mark: string;
}

export type Chunk = TokenChunk | IncompleteChunk;

/** A literal read from the text (offsets: its first character, just past its last). */
export interface LiteralSpan {
  start: number;
  end: number;
}

/** Parses the tokens of one interpolation (`#{…}`); provided by parse.ts to avoid a cycle. */
export type StatementParser = (tokens: Tok[], source: string, end: ShellError | Loc | (() => Loc), depth?: number) => Expr;

// ---- contexts ----

const PAREN = 1;
const BRACKET = 2;
const HASH = 3;
const ANGLE = 4;
const PARAMS = 5;
const LBLOCK = 6;
const DO = 7;
const FOR = 8;
const IF = 9;
const WHILE = 10;
/** `def name(params) … end`. */
const DEF = 11;
/** `case [subject] when … end`: `header` while in the subject or a `when`'s list. */
const CASE = 12;
/** `begin … [rescue …] [ensure …] end`. */
const BEGIN = 13;
/** `class … end`, `module … end`. */
const CLASS = 14;

interface Frame {
  kind: number;
  /** FOR, IF, WHILE: still in the header (`for i in expr`, `if cond`), before `do`/`then` or a separator. */
  header: boolean;
  /** The command-position chain flag to restore when the frame closes. */
  chain: boolean;
  /** Index in the statement's tokens of the last comma at this level (-1: none). */
  comma: number;
  /** `?`s at this level still waiting for their `:`. */
  ternary: number;
  /** IF: index of the `sep` that ended the header at a line break (a `then` may still follow: `if x\nthen y end`). */
  headerSep: number;
  /** PAREN: a call's parentheses (`f(`), not a grouping `(`. */
  args?: boolean;
}

/** Token types after which a newline does not end the statement. */
const CONTINUATION = new Set([
  'comma', 'pcomma', 'commalit', 'arrow', 'assign', 'dot', 'range', 'addop', 'mulop', 'uminus', 'kw_in', 'label', 'langle',
  'eqop', 'relop', 'shiftop', 'andand', 'oror', 'bang', 'qmark', 'colon', 'andor', 'kw_not', 'modifier',
  'pow', 'bitand', 'bitor', 'tilde', 'star', 'dstar', 'amper', 'rescue_mod', 'kw_defined',
  'kw_if', 'kw_unless', 'kw_while', 'kw_until', 'kw_elsif', 'kw_when',
]);

/** Tokens that can begin a command's first argument (the name before them becomes `cmdname`). */
const ARG_START = new Set([
  'lit', 'variable', 'lambda', 'colon2', 'ident', 'cname', 'lbrack', 'lbrace', 'langle', 'lparen', 'uminus', 'label', 'bang', 'tilde', 'star', 'dstar', 'amper',
  'kw_def', 'kw_begin', 'kw_case', 'kw_defined',
]);

/** Tokens after which the literal before them is a whole argument (`put 't1', …`). */
const LIT_ARG_END = new Set(['comma', 'pcomma', 'sep', 'rparen', 'rbrack', 'kw_do', 'kw_do_arg', 'kw_end', 'rbrace', 'modifier', 'andor', 'kw_else', 'kw_elsif']);

/** After these, the next token starts a statement or a condition (command position). */
const STMT_START = new Set([
  'sep', 'kw_do', 'kw_do_arg', 'lblock', 'assign', 'lparen', 'kw_else', 'kw_if', 'kw_unless', 'kw_while', 'kw_until', 'kw_elsif', 'modifier', 'andor', 'kw_not',
  'kw_begin', 'kw_ensure', 'rescue_mod', 'lpc',
]);

/** Block keywords and the frame each opens. */
const BLOCK_KEYWORDS: Record<string, number> = { kw_if: IF, kw_unless: IF, kw_while: WHILE, kw_until: WHILE, kw_case: CASE };

/** Raw punctuation with a fixed parser type; the value is the operator (or null). */
const SIMPLE: Record<string, [string, unknown]> = {
  '...': ['range', true], '..': ['range', false], '=>': ['arrow', null], '::': ['colon2', null], '.': ['dot', null],
  ',': ['comma', null], '*': ['mulop', '*'], '/': ['mulop', '/'], '%': ['mulop', '%'], '=': ['assign', null],
  '+=': ['assign', '+'], '-=': ['assign', '-'], '*=': ['assign', '*'], '/=': ['assign', '/'], '%=': ['assign', '%'],
  '||=': ['assign', '||'], '&&=': ['assign', '&&'], '==': ['eqop', '=='], '!=': ['eqop', '!='], '<=>': ['eqop', '<=>'],
  '<=': ['relop', '<='], '>=': ['relop', '>='], '&&': ['andand', '&&'], '||': ['oror', '||'],
  '**=': ['assign', '**'], '<<=': ['assign', '<<'], '>>=': ['assign', '>>'], '|=': ['assign', '|'], '&=': ['assign', '&'],
  '^=': ['assign', '^'], '===': ['eqop', '==='], '=~': ['eqop', '=~'], '!~': ['eqop', '!~'],
};

/** What may follow `:` in a symbol besides a word (the lexer's `sym`) or a quote: operators, `@iv`, `@@cv`, `$g`. */
const SYMBOL_NAME = /^(?:\[\]=?|<=>|===?|=~|!=|!~|\*\*|[+\-!~]@?|[<>]=?|<<|>>|[*/%&|^]|@@?[A-Za-z_][A-Za-z0-9_]*|\$(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[~!@&`'+*$?:"<>,./\\;_]))/;

/** Pasted look-alikes and their ASCII spelling. */
const LOOKALIKES: Record<string, string> = {
  '\u21d2': '=>', '\u2192': '=>', '\u27f9': '=>', '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u2033': '"',
  '\u00ab': '"', '\u00bb': '"', '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u2032': "'", '\u00b4': "'",
  '\u2013': '-', '\u2014': '-', '\u2212': '-', '\u2010': '-', '\u2011': '-', '\u00a0': ' ', '\u2007': ' ',
  '\u202f': ' ', '\u3000': ' ', '\u200b': '', '\uff0c': ',', '\uff1a': ':', '\uff1b': ';', '\uff08': '(',
  '\uff09': ')', '\uff3b': '[', '\uff3d': ']', '\uff5b': '{', '\uff5d': '}', '\uff1d': '=', '\u2026': '...',
};

// ---- raw token sources ----

export interface RawSource {
  next(): RawToken | undefined;
  /** Goes on at `offset`, the start of line `line` (literal-line.ts read the text before it); sources of the whole text only. */
  skipTo?(offset: number, line: number): void;
  /** Goes on at the first token at or after `offset` (line `line`, column `col` there): a literal read from the text ended there. */
  skipPast?(offset: number, line: number, col: number): void;
}

/** Moves a moo lexer to `offset` (line, col there): moo keeps its position in these three fields. */
function moveLexer(lexer: moo.Lexer, offset: number, line: number, col: number): void {
  const lx = lexer as unknown as { index: number; line: number; col: number };
  lx.index = offset;
  lx.line = line;
  lx.col = col;
}

/** The lexer over a whole text (its own clone: generators may interleave). */
class TextSource implements RawSource {
  private readonly lexer = newLexer();

  constructor(source: string) {
    this.lexer.reset(source);
  }

  next(): RawToken | undefined {
    return this.lexer.next();
  }

  skipTo(offset: number, line: number): void {
    this.skipPast(offset, line, 1);
  }

  skipPast(offset: number, line: number, col: number): void {
    if ((this.lexer as unknown as { index: number }).index <= offset) moveLexer(this.lexer, offset, line, col);
  }
}

/** The raw tokens of `source` from `offset` (line, col there) up to the token at `end` (a `#{…}`'s closing brace), and that token. */
function lexBetween(source: string, offset: number, end: number, line: number, col: number): { inner: RawToken[]; close: RawToken } {
  const lexer = newLexer();
  lexer.reset(source);
  moveLexer(lexer, offset, line, col);
  const inner: RawToken[] = [];
  for (let t = lexer.next(); t !== undefined; t = lexer.next()) {
    if (t.offset >= end) return { inner, close: t };
    inner.push(t);
  }
  const at = advance(source.slice(offset, end), line, col);
  return { inner, close: { type: '}', text: '}', value: '}', offset: end, lineBreaks: 0, line: at.line, col: at.col, toString: () => '}' } };
}

export function lexSource(source: string): RawSource {
  return new TextSource(source);
}

class ArraySource implements RawSource {
  private i = 0;
  constructor(private readonly tokens: RawToken[]) {}
  next(): RawToken | undefined {
    return this.tokens[this.i++];
  }

  skipPast(offset: number): void {
    while (this.i < this.tokens.length && this.tokens[this.i].offset < offset) this.i++;
  }
}

// ---- errors ----

/** `<message> at line L, column C` + the source line + a caret under the column. */
export function formatAt(source: string, loc: Loc, message: string): string {
  let start = source.lastIndexOf('\n', loc.offset - 1) + 1;
  if (loc.offset > source.length) start = source.lastIndexOf('\n') + 1;
  let end = source.indexOf('\n', start);
  if (end < 0) end = source.length;
  let line = source.slice(start, end);
  if (line.endsWith('\r')) line = line.slice(0, -1);
  let pad = '';
  const before = line.slice(0, Math.max(0, loc.col - 1));
  for (const ch of before) pad += ch === '\t' ? '\t' : ' ';
  return `${message} at line ${loc.line}, column ${loc.col}\n${line}\n${pad}^`;
}

/** A statement nested deeper than MAX_NESTING levels (Ruby: SystemStackError). */
export function nestingError(source: string, loc: Loc): ShellError {
  return new ShellError('PARSE_ERROR', formatAt(source, loc, `stack level too deep: expressions nested more than ${MAX_NESTING} levels`), { loc });
}

export function syntaxError(source: string, loc: Loc, what: string): ShellError {
  // Ruby's backticks (Kernel#`) run a program on the host: refused, as system and exec are.
  const hint = what === "'`'" ? ' — backticks run a program on the host; hsh runs none' : '';
  return new ShellError('PARSE_ERROR', formatAt(source, loc, `syntax error, unexpected ${what}${hint}`), { loc });
}

/** How an error message names a token. */
export function describe(t: Tok): string {
  switch (t.type) {
    case 'lit':
      switch ((t.value as Expr).type) {
        case 'str':
        case 'interp':
          return 'string literal';
        case 'int':
          return 'integer literal';
        case 'float':
          return 'float literal';
        case 'sym':
          return `symbol '${t.text}'`;
        case 'const':
        case 'scoped':
          return `constant '${t.text}'`;
        default:
          return `'${t.text}'`;
      }
    case 'ident':
    case 'cname':
    case 'cmdname':
    case 'cmdlit':
      return `identifier '${t.text}'`;
    case 'label':
      return `label '${t.text}'`;
    case 'sep':
      return t.text === ';' ? "';'" : t.text === '\n' ? 'newline' : `'${t.text}'`;
    default:
      return `'${t.text}'`;
  }
}

/** Location of an arbitrary offset (errors only: linear scan). */
export function locAt(source: string, offset: number): Loc {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i >= 0 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, col: offset - lineStart + 1, offset };
}

function codePointName(ch: string): string {
  return 'U+' + ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
}

function rawLoc(t: RawToken): Loc {
  return { line: t.line, col: t.col, offset: t.offset };
}

/** Location of `index` inside a raw token's text (which may span lines). */
function locInside(t: RawToken, index: number): Loc {
  let line = t.line;
  let col = t.col;
  for (let i = 0; i < index; i++) {
    if (t.text.charCodeAt(i) === 10) {
      line++;
      col = 1;
    } else col++;
  }
  return { line, col, offset: t.offset + index };
}

/** `%q(…)`'s text: a backslash escapes only a backslash and the delimiters. */
function unescapeDelimiters(body: string, open: string, close: string): string {
  return body.replace(/\\([\s\S])/g, (all, c: string) => (c === '\\' || c === open || c === close ? c : all));
}

/** Literal parts as a string node: `str` when no part is an expression, else `interp`. */
function stringNode(parts: Array<Uint8Array | Expr>, loc: Loc): StrLit | InterpStr {
  const joined: Array<Uint8Array | Expr> = [];
  for (const p of parts) {
    const last = joined[joined.length - 1];
    if (p instanceof Uint8Array && last instanceof Uint8Array) joined[joined.length - 1] = concatBytes(last, p);
    else joined.push(p);
  }
  if (joined.every((p) => p instanceof Uint8Array)) return { type: 'str', bytes: (joined[0] as Uint8Array | undefined) ?? Buffer.alloc(0), loc };
  return { type: 'interp', parts: joined, loc };
}

function concatBytes(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  return Buffer.concat([a, b]);
}

/** `'a' "b#{x}"`: the node of two adjacent literals. */
function joinStrings(a: StrLit | InterpStr, b: StrLit | InterpStr): StrLit | InterpStr {
  if (a.type === 'str' && b.type === 'str') return { type: 'str', bytes: concatBytes(a.bytes, b.bytes), loc: a.loc };
  const parts: Array<Uint8Array | Expr> = a.type === 'str' ? [a.bytes] : a.parts.slice();
  for (const p of b.type === 'str' ? [b.bytes] : b.parts) {
    const last = parts[parts.length - 1];
    if (p instanceof Uint8Array && last instanceof Uint8Array) parts[parts.length - 1] = concatBytes(last, p);
    else parts.push(p);
  }
  return { type: 'interp', parts, loc: a.loc };
}

const INCOMPLETE_EXPECT: Record<number, string> = {
  [PAREN]: "')'", [BRACKET]: "']'", [HASH]: "'}'", [ANGLE]: "'>'", [PARAMS]: "'|'", [LBLOCK]: "'}'", [DO]: "'end'",
  [FOR]: "'end'", [IF]: "'end'", [WHILE]: "'end'", [DEF]: "'end'", [CASE]: "'end'", [BEGIN]: "'end'", [CLASS]: "'end'",
};

/**
 * The lexer matched the well-formed start of a number; the character right
 * after it (`next`, a char code) may show that JRuby's lexer, which reads on
 * through `_`, `e` and a radix letter, fails there. Its messages: `1_`,
 * `1__0`, `1e`, `1.5e+` → "Trailing '_' in number." (sic, also for a
 * dangling exponent); `0x` → "Hexadecimal number without hex-digits.";
 * `0b2`, `0d` → "Binary number without digits."; `0o`, `0_` → "Illegal octal
 * digit.".
 */
function malformedNumber(text: string, next: number): string | null {
  if (text === '0') {
    if (next === 0x78 || next === 0x58) return 'Hexadecimal number without hex-digits.';
    if (next === 0x62 || next === 0x42 || next === 0x64 || next === 0x44) return 'Binary number without digits.';
    if (next === 0x6f || next === 0x4f || next === 0x5f) return 'Illegal octal digit.';
  }
  if (next === 0x5f) return "Trailing '_' in number.";
  // a decimal literal (not 0x…, 0b…, 0o…, 0d…, nor octal 017) without an exponent, then `e`
  if ((next === 0x65 || next === 0x45) && /^(?:0|[1-9][\d_]*)(?:\.[\d_]+)?$/.test(text)) return "Trailing '_' in number.";
  return null;
}

// ---- the splitter ----

function isTrivia(type: string | undefined): boolean {
  return type === 'ws' || type === 'nl' || type === 'comment';
}

export class Splitter {
  private readonly pending: RawToken[] = [];
  private cur: Tok[] = [];
  private stack: Frame[] = [];
  /** Whitespace, a comment or a newline since the last raw token. */
  private space = true;
  /** The last emitted token is a string literal and only blanks followed it (adjacent literals join). */
  private strOpen = false;
  /** The statement's leading chain (`a.b.c`) is in command position. */
  private chain = false;
  /** The last emitted token was an identifier in command position (and not a local variable). */
  private lastCmd = false;
  /** The last emitted token was an identifier in command position (local or not). */
  private lastCmdName = false;
  /** Index of the last comma at the statement's top level (-1: none). */
  private comma = -1;
  /** `?`s at the statement's top level still waiting for their `:`. */
  private pendingTernary = 0;
  /** In a `rescue` clause's class list, where `=> e` names the exception (not a hash pair). */
  private rescueHead = false;
  /** Right after `def` (or `def self.`): the next token is the method's name, whatever it spells. */
  private defName = false;
  /** After `alias`: how many of its two names are still to come (either may be an operator: `alias eql? ==`). */
  private aliasNames = 0;
  /** Where the bodies of the heredocs opened on the current line end (-1: none): the lexer jumps there at the line's end. */
  private heredocAfter = -1;
  private lexError: ShellError | undefined;
  private forceEnd = false;
  /** Right after the `)` of a `def name(params)` (afterDefParams). */
  private defParams = false;
  private incomplete: IncompleteChunk | undefined;
  /** `//` warnings not yet attached to a statement. */
  warnings: ParseWarning[] = [];
  /**
   * When set, collects where the literals this Splitter read from the text itself begin and end
   * (regexps, `%w[…]` and other `%` literals, `?a`, heredoc markers and bodies): what the lexer
   * state made of `/ % << ?`, for the prompt's highlighting and completion (shell/tokens.ts).
   */
  literalSpans?: LiteralSpan[];
  /** When set, collects each token emitted with the lexer state it was read in (`lexStates` in parse.ts). */
  tokenStates?: Array<{ tok: Tok; state: LexState }>;
  readonly locals: Set<string>;

  constructor(
    private readonly raw: RawSource,
    private readonly source: string,
    private readonly parseInterp: StatementParser,
    locals?: Iterable<string>,
    private readonly nested = false,
    /** How many `#{…}` enclose this splitter's text (they count toward MAX_NESTING). */
    private readonly depth = 0,
  ) {
    this.locals = new Set(locals);
  }

  private nextRaw(): RawToken | undefined {
    if (this.pending.length) return this.pending.pop();
    return this.raw.next();
  }

  private peekRaw(): RawToken | undefined {
    if (this.pending.length) return this.pending[this.pending.length - 1];
    const t = this.raw.next();
    if (t) this.pending.push(t);
    return t;
  }

  private unread(tokens: RawToken[]): void {
    for (let i = tokens.length - 1; i >= 0; i--) this.pending.push(tokens[i]);
  }

  /** The next statement, or undefined at the end of the input. */
  next(): Chunk | undefined {
    if (this.incomplete) return undefined;
    this.cur = [];
    this.stack = [];
    this.space = true;
    this.strOpen = false;
    this.chain = false;
    this.lastCmd = false;
    this.lastCmdName = false;
    this.comma = -1;
    this.pendingTernary = 0;
    this.rescueHead = false;
    this.defName = false;
    this.aliasNames = 0;
    this.lexError = undefined;
    this.forceEnd = false;
    this.defParams = false;
    if (this.pending.length === 1 && this.raw.skipTo && !this.tokenStates) {
      const line = literalLine(this.source, this.pending[0], this.locals);
      if (line) {
        this.pending.pop();
        this.cur = line.tokens;
        this.raw.skipTo(line.end, this.cur[0].loc.line + 1);
        return this.finishChunk();
      }
    }
    for (;;) {
      const t = this.nextRaw();
      if (t === undefined) return this.endOfInput();
      if (this.step(t)) break;
      if (this.incomplete) return this.incomplete;
      if (this.forceEnd) break;
    }
    return this.finishChunk();
  }

  private finishChunk(): TokenChunk {
    const tokens = this.cur;
    const first = tokens[0];
    const last = tokens[tokens.length - 1];
    const loc = first ? first.loc : this.lexError!.loc!;
    const end = last ? last.end : loc.offset;
    if (last && last.type === 'lit') this.litArg();
    // Look past trailing blank lines and comments, so that `//` lines after the last statement attach to it.
    if (!this.nested && !this.forceEnd) this.skipTrivia();
    let warnings: ParseWarning[] = [];
    if (this.warnings.length) {
      const atEnd = this.peekRaw() === undefined;
      warnings = this.warnings.filter((w) => w.loc.offset < end || atEnd);
      this.warnings = this.warnings.filter((w) => !warnings.includes(w));
    }
    const chunk: TokenChunk = { kind: 'tokens', tokens, start: loc.offset, end, loc, warnings };
    if (this.lexError) chunk.lexError = this.lexError;
    else if (this.forceEnd) chunk.unbalanced = last;
    return chunk;
  }

  private skipTrivia(): void {
    for (;;) {
      const t = this.peekRaw();
      if (t === undefined) return;
      switch (t.type) {
        case 'ws':
        case 'nl':
        case 'comment':
        case 'embdoc':
        case 'data_end':
        case ';':
          this.nextRaw();
          break;
        case 'slash_comment':
          this.nextRaw();
          this.slashWarning(t);
          break;
        default:
          return;
      }
    }
  }

  private slashWarning(t: RawToken): void {
    const at = t.text.indexOf('//');
    this.warnings.push({
      message: "'//' is not a comment in the HBase shell (Ruby uses '#'); line ignored",
      loc: locInside(t, at),
    });
  }

  private endOfInput(): Chunk | undefined {
    const cur = this.cur;
    if (cur.length === 0) return undefined;
    const last = cur[cur.length - 1];
    const top = this.stack[this.stack.length - 1];
    if (top) {
      const open = top.kind >= LBLOCK || top.kind === PARAMS ? 'block' : 'bracket';
      return this.makeIncomplete(open, undefined, `syntax error, unexpected end-of-input, expecting ${INCOMPLETE_EXPECT[top.kind]}`);
    }
    if (CONTINUATION.has(last.type) || this.ternary(0) > 0) return this.makeIncomplete('continuation', undefined, 'syntax error, unexpected end-of-input');
    return this.finishChunk();
  }

  /** Open brackets and blocks (a block's `|params|` are part of it, not a level of their own). */
  private openFrames(): number {
    let n = 0;
    for (const f of this.stack) if (f.kind !== PARAMS) n++;
    return n;
  }

  private makeIncomplete(open: OpenKind, quote: "'" | '"' | undefined, message: string, at?: Loc): IncompleteChunk {
    const cur = this.cur;
    const first = cur[0];
    let n = cur.length - 1;
    while (n > 0 && cur[n].type === 'sep') n--;
    const last = cur[n];
    const startOffset = first ? first.loc.offset : at!.offset;
    const where = at ?? locAt(this.source, last.end);
    const chunk: IncompleteChunk = {
      kind: 'incomplete',
      open,
      loc: first ? first.loc : at!,
      source: this.source.slice(startOffset),
      error: new ShellError('INCOMPLETE_INPUT', formatAt(this.source, where, message), { loc: where }),
      depth: this.openFrames(),
      mark: quote ?? '*',
    };
    if (quote) chunk.quote = quote;
    if (open === 'string' && at) chunk.openAt = at.offset;
    this.incomplete = chunk;
    return chunk;
  }

  private emit(type: string, text: string, value: unknown, loc: Loc, end: number): Tok {
    const state = this.tokenStates ? this.lexState() : undefined;
    const cur = this.cur;
    const prevType = cur.length ? cur[cur.length - 1].type : undefined;
    let cmd = false;
    let local = false;
    if (
      prevType === undefined ||
      STMT_START.has(prevType) ||
      (prevType === 'pipe' && this.top() !== PARAMS) ||
      // `puts count 't'`, `p 10.fdiv 4`: a command's first argument may be a command too (Ruby's `command_args: command`)
      (this.lastCmd && (type === 'ident' || type === 'lit'))
    ) {
      this.chain = true;
      cmd = type === 'ident';
      local = cmd && this.locals.has(text);
    } else if (prevType === 'dot') {
      cmd = type === 'ident' && this.chain;
    } else if (type !== 'dot' && type !== 'lpc' && type !== 'parens0' && type !== 'rparen') {
      this.chain = false;
    }
    // `put 't'`: a command-position name followed by an argument is a command name.
    if (this.lastCmdName && ARG_START.has(type)) cur[cur.length - 1].type = 'cmdname';
    else if (prevType === 'lit' && LIT_ARG_END.has(type)) this.litArg();
    this.lastCmd = cmd && !local;
    this.lastCmdName = cmd;
    const tok: Tok = { type, text, value, loc, end };
    cur.push(tok);
    if (state) this.tokenStates!.push({ tok, state });
    this.strOpen = false;
    this.space = false;
    return tok;
  }

  /** The last token is a literal that is a whole argument: retype the comma or command name before it. */
  private litArg(): void {
    const cur = this.cur;
    if (cur.length < 2) return;
    const before = cur[cur.length - 2];
    if (before.type === 'comma') before.type = 'commalit';
    else if (before.type === 'cmdname') before.type = 'cmdlit';
  }

  private emitRaw(type: string, value: unknown, t: RawToken): Tok {
    return this.emit(type, t.text, value, rawLoc(t), t.offset + t.text.length);
  }

  /** In `def name(…)`'s parentheses: the names there are the method's locals. */
  private inDefParams(): boolean {
    const n = this.stack.length;
    return n >= 2 && this.stack[n - 1].kind === PAREN && this.stack[n - 2].kind === DEF && this.stack[n - 2].header;
  }

  private top(): number {
    const f = this.stack[this.stack.length - 1];
    return f ? f.kind : 0;
  }

  private push(kind: number): void {
    this.stack.push({ kind, header: kind === FOR || kind === IF || kind === WHILE || kind === DEF || kind === CASE, chain: this.chain, comma: -1, ternary: 0, headerSep: -1 });
  }

  /** Records a comma at the current level. */
  private markComma(): void {
    const f = this.stack[this.stack.length - 1];
    if (f) f.comma = this.cur.length - 1;
    else this.comma = this.cur.length - 1;
  }

  /** A `key => value` pair begins after the last comma at this level: that comma is a `pcomma`. */
  private pairComma(index: number): void {
    const f = this.stack[this.stack.length - 1];
    const at = index >= 0 ? index : f ? f.comma : this.comma;
    if (at >= 0 && this.cur[at].type === 'comma') this.cur[at].type = 'pcomma';
  }

  /** Pops `a`/`b` if on top; otherwise the statement ends at this token (the parser reports it). */
  private close(a: number, b = a): void {
    const f = this.stack[this.stack.length - 1];
    if (f && (f.kind === a || f.kind === b)) {
      this.stack.pop();
      this.chain = f.chain;
    } else this.forceEnd = true;
  }

  private lastType(): string | undefined {
    const cur = this.cur;
    return cur.length ? cur[cur.length - 1].type : undefined;
  }

  /** Ruby's lexer state before the next raw token (lex-state.ts), from the token emitted last. */
  lexState(): LexState {
    const cur = this.cur;
    const last = cur[cur.length - 1];
    // a method's name: after a dot, or a name that is not a local variable
    const method = last !== undefined && last.type === 'ident' && ((cur.length > 1 && cur[cur.length - 2].type === 'dot') || !this.locals.has(last.text));
    return stateAfter(last?.type, this.lastCmd, method);
  }

  /** Does a blank (or the end of input) follow the raw token? */
  private spaceAfter(raw: RawToken): boolean {
    const after = this.source.charCodeAt(raw.offset + raw.text.length);
    return after === 32 || after === 9 || after === 10 || after === 13 || Number.isNaN(after);
  }

  /** Does the ambiguous raw token (`-` `/` `%` `*` `?` …) begin an operand here? The lexer state decides. */
  private operand(raw: RawToken): boolean {
    return beginsOperand(this.lexState(), this.space, this.spaceAfter(raw));
  }

  /** `foo -1`: a `-`/`+`/`<` here begins the first argument of the command-position name before it. */
  private argStart(raw: RawToken): boolean {
    return this.lexState() === 'EXPR_CMDARG' && this.operand(raw);
  }

  private valueEnd(): boolean {
    return valueEnded(this.lexState());
  }

  /** Is the next non-blank raw token of type `type`? Consumes through it when `take`. */
  private nextIs(type: string, take: boolean): RawToken | undefined {
    const skipped: RawToken[] = [];
    for (;;) {
      const n = this.nextRaw();
      if (n === undefined) break;
      if (n.type === type) {
        if (take) return n;
        skipped.push(n);
        this.unread(skipped);
        return n;
      }
      skipped.push(n);
      if (!isTrivia(n.type)) break;
    }
    this.unread(skipped);
    return undefined;
  }

  /** After a newline: is the next line's first token (past blanks) a single `.`? Consumes nothing. */
  private nextLineStartsWithDot(): boolean {
    const skipped: RawToken[] = [];
    let t = this.nextRaw();
    while (t !== undefined && t.type === 'ws') {
      skipped.push(t);
      t = this.nextRaw();
    }
    if (t !== undefined) skipped.push(t);
    this.unread(skipped);
    return t !== undefined && t.type === '.';
  }

  /**
   * After a call, is the `{` just read a hash (`t.scan {LIMIT => 1}`) rather
   * than a block (`3.times { puts 'hi' }`)? A hash when its first `=>` or
   * `label:` comes before any `,` `;` or the closing `}` at its own level.
   * Consumes nothing.
   */
  private braceIsHash(): boolean {
    return this.hashAhead((type) => (type === '=>' || type === 'label' ? true : type === ',' || type === ';' ? false : undefined));
  }

  /**
   * `foo <NAME => 'f'>` vs `t.count <5`: after a command name, is the `<`
   * just read an angle hash? Only when a `=>` follows at its own level before
   * a `>`, `,`, `;` or the end of the line. Consumes nothing.
   */
  private angleIsHash(): boolean {
    return this.hashAhead((type) =>
      type === '=>' ? true : type === '>' || type === '>>' || type === ',' || type === ';' || type === 'nl' ? false : undefined,
    );
  }

  /**
   * Reads ahead, at the level of the bracket just opened, until `decide` says
   * hash (true) or not (false) for a token there, or that level closes (not a
   * hash); then puts back everything it read.
   */
  private hashAhead(decide: (type: string) => boolean | undefined): boolean {
    const seen: RawToken[] = [];
    let depth = 0;
    let hash = false;
    for (;;) {
      const t = this.nextRaw();
      if (t === undefined) break;
      seen.push(t);
      const type = t.type!;
      if (type === '(' || type === '[' || type === '{' || type === 'dq_open' || type === 'interp_open') depth++;
      else if (type === ')' || type === ']' || type === '}' || type === 'dq_close' || type === 'interp_close') {
        if (--depth < 0) break; // its own closer (or an unbalanced one)
      } else if (depth === 0) {
        const verdict = decide(type);
        if (verdict !== undefined) {
          hash = verdict;
          break;
        }
      }
    }
    this.unread(seen);
    return hash;
  }

  /** A closing bracket: drops a trailing comma before it, then pops its context. */
  private closer(t: RawToken, type: string, a: number, b = a): void {
    const last = this.lastType();
    if (last === 'comma' || last === 'pcomma' || last === 'commalit') this.cur.pop();
    this.emitRaw(type, null, t);
    this.close(a, b);
  }

  /** Separator: a newline or ';'. Returns true when the statement ends here. */
  private separator(raw: RawToken, semicolon: boolean): boolean {
    const top = this.top();
    const last = this.lastType();
    if (top === PAREN || top === BRACKET || top === HASH || top === ANGLE || top === PARAMS) {
      if (semicolon) this.emitRaw('sep', null, raw);
      return false;
    }
    if (last === undefined) return false;
    // A `?` waiting for its `:` continues the line too (Ruby allows a newline before the `:`).
    if (CONTINUATION.has(last) || (!semicolon && this.ternary(0) > 0)) {
      if (semicolon) this.emitRaw('sep', null, raw);
      return false;
    }
    if (last === 'sep' || last === 'kw_do' || last === 'kw_do_arg' || last === 'kw_else' || last === 'kw_begin' || last === 'kw_ensure' || last === 'lblock' || (last === 'pipe' && top !== PARAMS)) return false;
    // `t\n  .scan`: a next line that starts with `.` (not `..`) continues the chain, as in Ruby.
    if (!semicolon && this.nextLineStartsWithDot()) return false;
    if (top === 0) return true;
    const f = this.stack[this.stack.length - 1];
    if (f.header && f.kind === IF) f.headerSep = this.cur.length;
    f.header = false;
    this.rescueHead = false;
    f.comma = -1;
    this.emitRaw('sep', null, raw);
    return false;
  }

  /** A name: `cname` when `(` follows directly (a call with parentheses). */
  private name(t: RawToken): void {
    const type = this.source.charCodeAt(t.offset + t.text.length) === 40 ? 'cname' : 'ident';
    this.emitRaw(type, t.text, t);
  }

  private lit(node: Expr, t: RawToken, end = t.offset + t.text.length, text = t.text): void {
    this.emit('lit', text, node, node.loc, end);
  }

  /**
   * The name after `def`: a word (`x`, `x=` before `(`, `empty?`), an operator (`==`, `<=>`,
   * `[]`, `[]=`, `+`, `-@`, `!` …), or `self.`/`obj.` then one of those. Emitted as an `ident`,
   * or a `cname` when `(` follows.
   */
  private methodName(t: RawToken): boolean {
    const type = t.type!;
    if (type === 'ws') return false;
    const src = this.source;
    if (type === 'kw_self' || type === 'const' || (type === 'ident' && src.charAt(t.offset + t.text.length) === '.')) {
      // the singleton's object: `def self.x`, `def obj.x`
      if (src.charAt(t.offset + t.text.length) === '.') {
        if (type === 'kw_self') this.emitRaw('variable', { type: 'self', loc: rawLoc(t) }, t);
        else if (type === 'const') this.lit({ type: 'const', name: t.text, loc: rawLoc(t) }, t);
        else this.emitRaw('ident', t.text, t);
        this.emitRaw('dot', null, this.nextRaw()!);
        return true;
      }
    }
    this.defName = false;
    return this.operatorName(t);
  }

  /**
   * A method's name where one must stand (after `def`, `alias`): a word (`x`, `x=` before `(`,
   * `empty?`) or an operator (`==`, `<=>`, `[]`, `[]=`, `+`, `-@`, `!` …), emitted as an
   * `ident`, or a `cname` when `(` follows. False for any other token.
   */
  private operatorName(t: RawToken): boolean {
    const src = this.source;
    let name = t.text;
    let end = t.offset + t.text.length;
    if (/^[A-Za-z_]/.test(name)) {
      // `def x=(v)`: a setter
      if (src.charAt(end) === '=' && src.charAt(end + 1) === '(' && !name.endsWith('?') && !name.endsWith('!')) {
        name += '=';
        end++;
      }
    } else if (name === '[') {
      if (src.charAt(end) !== ']') return false;
      end++;
      name = '[]';
      if (src.charAt(end) === '=' && src.charAt(end + 1) === '(') {
        end++;
        name = '[]=';
      }
    } else if ((name === '+' || name === '-' || name === '!' || name === '~') && src.charAt(end) === '@') {
      end++;
      name += '@';
    } else if (!/^(?:===?|=~|<=>|[<>]=?|<<|>>|\*\*?|[+\-/%&|^!~]|!=|!~)$/.test(name)) return false;
    const typeOut = src.charAt(end) === '(' ? 'cname' : 'ident';
    this.emit(typeOut, name, name, rawLoc(t), end);
    this.skipPast(end, t);
    return true;
  }

  /** Handles one raw token; true when the statement ends (before this token). */
  private step(t: RawToken): boolean {
    const type = t.type!;
    if (this.defParams) this.afterDefParams(t);
    if (this.defName && this.methodName(t)) return false;
    // `a.+(b)`, `x.==(y)`, `a.!`, `h.[](k)`: an operator's name after a dot is a method name
    if (type !== '(' && type !== 'ident' && type !== 'const' && !isTrivia(type) && this.lastType() === 'dot' && this.operatorName(t)) return false;
    if (this.aliasNames > 0 && !isTrivia(type)) {
      // `alias eql? ==`: each of the two names may be an operator's
      this.aliasNames--;
      if (type !== 'ident' && type !== 'const' && this.operatorName(t)) return false;
    }
    switch (type) {
      case 'ws':
        this.space = true;
        return false;
      case 'nl':
        this.space = true;
        this.strOpen = false;
        if (this.heredocAfter >= 0) {
          // the heredoc bodies below this line were read already
          const end = this.heredocAfter;
          this.heredocAfter = -1;
          this.skipPast(end, t);
        }
        return this.separator(t, false);
      case 'sq': {
        const bytes = decodeSingle(t.text, 1, t.text.length - 1);
        const node: StrLit = { type: 'str', bytes, loc: rawLoc(t) };
        if (!this.stringLabel(node, t.offset + t.text.length)) this.string(node, t, t.offset + t.text.length);
        return false;
      }
      case ',':
        this.emitRaw('comma', null, t);
        this.markComma();
        return false;
      case 'ident':
        if (this.lastType() === 'dot') this.name(t);
        else {
          if (this.top() === PARAMS || this.inDefParams()) this.locals.add(t.text);
          this.name(t);
        }
        return false;
      case 'const':
        this.constant(t);
        return false;
      case 'comment':
      case 'embdoc':
      case 'data_end':
        this.space = true;
        this.strOpen = false;
        return false;
      case 'slash_comment':
        this.space = true;
        this.strOpen = false;
        if (!this.nested) this.slashWarning(t);
        return false;
      case ';':
        this.space = true;
        this.strOpen = false;
        return this.separator(t, true);
      case 'embdoc_open':
        this.makeIncomplete('continuation', undefined, 'embedded document meets end of file', rawLoc(t));
        return false;
      case 'sq_open':
        this.makeIncomplete('string', "'", 'unterminated string meets end of file', rawLoc(t));
        return false;
      case 'dq_open':
        this.doubleQuoted(t);
        return false;
      case 'int':
      case 'float':
        this.number(t, type, false, t);
        return false;
      case 'label':
        if (this.ternary(0) > 0) {
          // `c ? x: y`: the name, then the ternary's colon.
          const name = t.text.slice(0, -1);
          this.emit(this.source.charCodeAt(t.offset + name.length) === 40 ? 'cname' : 'ident', name, name, rawLoc(t), t.offset + name.length);
          this.emit('colon', ':', null, locInside(t, name.length), t.offset + t.text.length);
          this.ternary(-1);
          return false;
        }
        if (this.lastType() === 'comma') this.pairComma(this.cur.length - 1);
        this.emitRaw('label', t.text.slice(0, -1), t);
        return false;
      case 'sym':
        if (this.ternary(0) > 0 && this.valueEnd()) {
          // `c ? a :b`: the ternary's colon, then the name.
          this.emit('colon', ':', null, rawLoc(t), t.offset + 1);
          this.ternary(-1);
          const name = t.text.slice(1);
          const type = /^[A-Z]/.test(name) ? 'const' : 'ident';
          this.unread([{ ...t, type, text: name, value: name, offset: t.offset + 1, col: t.col + 1 }]);
          return false;
        }
        this.lit({ type: 'sym', name: t.text.slice(1), loc: rawLoc(t) }, t);
        return false;
      case 'kw_true':
      case 'kw_false':
      case 'kw_nil':
        if (this.lastType() === 'dot') this.name(t);
        else if (type === 'kw_nil') this.lit({ type: 'nil', loc: rawLoc(t) }, t);
        else this.lit({ type: 'bool', value: type === 'kw_true', loc: rawLoc(t) }, t);
        return false;
      case 'kw_def':
        if (this.lastType() === 'dot') this.name(t);
        else {
          // `def name(params)`: the header ends at its line's end (or `;`), the body at its `end`.
          this.emitRaw('kw_def', null, t);
          this.push(DEF);
          this.defName = true;
        }
        return false;
      case 'kw_other':
        if (this.lastType() === 'dot') this.name(t);
        else if (t.text === '__LINE__') this.lit({ type: 'int', value: BigInt(t.line), loc: rawLoc(t) }, t);
        // the name IRB evaluates the shell's input under (HBase's hirb.rb): Proc#inspect shows it too
        else this.string({ type: 'str', bytes: utf8('(hbase)'), loc: rawLoc(t) }, t, t.offset + t.text.length);
        return false;
      case 'kw_break':
      case 'kw_next':
      case 'kw_return':
      case 'kw_not':
      case 'kw_else':
        if (this.lastType() === 'dot') this.name(t);
        else this.emitRaw(type, null, t);
        return false;
      case 'kw_and':
      case 'kw_or':
        if (this.lastType() === 'dot') this.name(t);
        else this.emitRaw('andor', t.text, t);
        return false;
      case 'gvar':
      case 'ivar':
      case 'cvar':
        this.emitRaw('variable', { type: type, name: t.text, loc: rawLoc(t) }, t);
        return false;
      case 'kw_self':
        if (this.lastType() === 'dot') this.name(t);
        else this.emitRaw('variable', { type: 'self', loc: rawLoc(t) }, t);
        return false;
      case 'kw_name':
        // `defined? x` (no parenthesis right after): Ruby's operator on an argument, wherever one stands (`p(defined? x)`)
        if (t.text === 'defined?' && this.lastType() !== 'dot' && this.source.charAt(t.offset + t.text.length) !== '(') this.emitRaw('kw_defined', t.text, t);
        else this.name(t);
        return false;
      case 'kw_class':
      case 'kw_module':
        if (this.lastType() === 'dot') this.name(t);
        else {
          this.emitRaw(type, null, t);
          this.push(CLASS);
        }
        return false;
      case 'kw_alias':
        if (this.lastType() === 'dot') this.name(t);
        else {
          this.emitRaw(type, null, t);
          this.aliasNames = 2;
        }
        return false;
      case 'kw_undef':
      case 'kw_retry':
      case 'kw_redo':
        if (this.lastType() === 'dot') this.name(t);
        else this.emitRaw(type, null, t);
        return false;
      case 'kw_begin':
        if (this.lastType() === 'dot') this.name(t);
        else {
          this.emitRaw('kw_begin', null, t);
          this.push(BEGIN);
        }
        return false;
      case 'kw_when':
      case 'kw_rescue':
      case 'kw_ensure':
        this.clause(t, type);
        return false;
      case 'kw_case':
        if (this.lastType() === 'dot') this.name(t);
        else {
          this.emitRaw('kw_case', null, t);
          this.push(CASE);
        }
        return false;
      case 'kw_if':
      case 'kw_unless':
      case 'kw_while':
      case 'kw_until': {
        const last = this.lastType();
        if (last === 'dot') this.name(t);
        else if (this.valueEnd() || last === 'kw_break' || last === 'kw_next' || last === 'kw_return') this.emitRaw('modifier', t.text, t);
        else {
          this.emitRaw(type, null, t);
          this.push(BLOCK_KEYWORDS[type]);
        }
        return false;
      }
      case 'kw_elsif': {
        if (this.lastType() === 'dot') {
          this.name(t);
          return false;
        }
        this.emitRaw('kw_elsif', null, t);
        const f = this.stack[this.stack.length - 1];
        if (f && f.kind === IF) {
          f.header = true;
          f.headerSep = -1;
        }
        return false;
      }
      case 'kw_then': {
        if (this.lastType() === 'dot') {
          this.name(t);
          return false;
        }
        const f = this.stack[this.stack.length - 1];
        if (f && (f.kind === IF || f.kind === CASE || this.rescueHead) && f.header) this.headerEnd(f, t);
        else if (!(f && f.kind === IF && f.headerSep === this.cur.length - 1)) this.emitRaw('kw_then', null, t);
        return false;
      }
      case 'kw_in':
        if (this.lastType() === 'dot') this.name(t);
        else {
          if (this.lastType() === 'ident') this.locals.add(this.cur[this.cur.length - 1].text);
          this.emitRaw('kw_in', null, t);
        }
        return false;
      case 'kw_for':
        if (this.lastType() === 'dot') this.name(t);
        else {
          this.emitRaw('kw_for', null, t);
          this.push(FOR);
        }
        return false;
      case 'kw_do': {
        if (this.lastType() === 'dot') {
          this.name(t);
          return false;
        }
        const f = this.stack[this.stack.length - 1];
        if (f && (f.kind === FOR || f.kind === WHILE) && f.header) {
          // A `for`'s or `while`'s `do` ends its header, as a newline would.
          this.headerEnd(f, t);
        } else {
          // inside a call's parentheses, brackets or a hash, `do` binds to the call before it (`f(x.map do … end)`)
          const inArgs = f !== undefined && ((f.kind === PAREN && f.args === true) || f.kind === BRACKET || f.kind === HASH);
          this.openBlock(inArgs ? 'kw_do_arg' : 'kw_do', t, DO);
        }
        return false;
      }
      case 'kw_end':
        if (this.lastType() === 'dot') {
          this.name(t);
          return false;
        }
        this.emitRaw('kw_end', null, t);
        this.closeEnd();
        return false;
      case '-':
      case '+': {
        if (!this.operand(t)) {
          this.emitRaw('addop', type, t);
          return false;
        }
        const next = this.peekRaw();
        if (next && (next.type === 'int' || next.type === 'float') && next.offset === t.offset + 1) {
          this.nextRaw();
          this.number(next, next.type, type === '-', t);
        } else if (type === '-') this.emitRaw('uminus', null, t);
        // a unary `+` before anything else is a call of `+@` (String's unfrozen copy), as `~` is of `~`
        else this.emitRaw('tilde', '+', t);
        return false;
      }
      case '(': {
        if (this.lastType() === 'cname') {
          const close = this.nextIs(')', true);
          if (close) {
            const f = this.stack[this.stack.length - 1];
            this.emit('parens0', '()', null, rawLoc(t), close.offset + 1);
            if (f && f.kind === DEF && f.header) this.defParams = true;
            return false;
          }
          this.emitRaw('lpc', null, t);
          this.push(PAREN);
          this.stack[this.stack.length - 1].args = true;
          return false;
        }
        this.emitRaw('lparen', null, t);
        this.push(PAREN);
        return false;
      }
      case ')': {
        const params = this.inDefParams();
        this.closer(t, 'rparen', PAREN);
        if (params) this.defParams = true;
        return false;
      }
      case '[': {
        if (!bracketBeginsArray(this.lexState(), this.space)) {
          this.emitRaw('lbrack_idx', null, t);
        } else {
          const close = this.nextIs(']', true);
          if (close) {
            this.lit({ type: 'array', items: [], loc: rawLoc(t) }, t, close.offset + 1, '[]');
            return false;
          }
          this.emitRaw('lbrack', null, t);
        }
        this.push(BRACKET);
        return false;
      }
      case ']':
        this.closer(t, 'rbrack', BRACKET);
        return false;
      case '{': {
        if (this.nextIs('|', false)) {
          this.openBlock('lblock', t, LBLOCK);
          return false;
        }
        const last = this.lastType();
        const afterCall = last === 'ident' || last === 'parens0' || last === 'rparen' || last === 'lambda';
        // `{}` is an empty hash, except after a call (`proc {}`, `->() {}`), where it is an empty block
        const close = afterCall ? undefined : this.nextIs('}', true);
        if (close) {
          this.lit({ type: 'hash', entries: [], braces: true, loc: rawLoc(t) }, t, close.offset + 1, '{}');
          return false;
        }
        if (afterCall && !this.braceIsHash()) {
          // `3.times { puts 'hi' }`: a block without parameters after a call
          this.openBlock('lblock', t, LBLOCK);
          return false;
        }
        this.emitRaw('lbrace', null, t);
        this.push(HASH);
        return false;
      }
      case '}':
        this.closer(t, 'rbrace', HASH, LBLOCK);
        return false;
      case '<':
        if (this.valueEnd() && !(this.argStart(t) && this.angleIsHash())) this.emitRaw('relop', '<', t);
        else {
          this.emitRaw('langle', null, t);
          this.push(ANGLE);
        }
        return false;
      case '>':
        if (this.top() === ANGLE) this.closer(t, 'rangle', ANGLE);
        else this.emitRaw('relop', '>', t);
        return false;
      case '>>':
        if (this.top() === ANGLE) {
          // `<K => <'a' => 'b'>>`: two closing angle brackets, as two `>`
          this.step({ ...t, type: '>', text: '>', value: '>' });
          this.step({ ...t, type: '>', text: '>', value: '>', offset: t.offset + 1, col: t.col + 1 });
        } else this.emitRaw(this.valueEnd() ? 'shiftop' : 'other', '>>', t);
        return false;
      case '**':
        if (!this.operand(t)) this.power(t);
        else {
          // `f(**opts)`, `{**h}`: a double splat begins a hash pair
          this.pairComma(-1);
          this.emitRaw('dstar', null, t);
        }
        return false;
      case '&.':
        this.emitRaw('dot', '&.', t);
        return false;
      case '->':
        this.emitRaw('lambda', null, t);
        return false;
      case '%':
      case '/': {
        if (this.operand(t) && this.delimitedLiteral(t)) return false;
        // `puts s.split /,\s*/`, `p x.include? %w[a]`: the first argument of the method named before (EXPR_ARG)
        const name = this.cur[this.cur.length - 1];
        if (beginsArgument(this.lexState(), this.space, this.spaceAfter(t)) && this.delimitedLiteral(t)) {
          if (this.cur[this.cur.length - 2] === name) name.type = this.lastType() === 'lit' ? 'cmdlit' : 'cmdname';
          return false;
        }
        this.emitRaw('mulop', type, t);
        return false;
      }
      case '<<':
        if (beginsHeredoc(this.lexState(), this.space, this.spaceAfter(t)) && this.heredoc(t)) return false;
        this.emitRaw(
          (this.valueEnd() && !(this.argStart(t) && /[A-Za-z_'"`~-]/.test(this.source.charAt(t.offset + 2)))) || this.lastType() === 'kw_class' ? 'shiftop' : 'other',
          '<<',
          t,
        );
        return false;
      case '*':
        this.emitRaw(this.operand(t) ? 'star' : 'mulop', '*', t);
        return false;
      case 'punct':
        this.punct(t);
        return false;
      case '|': {
        const last = this.lastType();
        const opens = last === 'kw_do' || last === 'kw_do_arg' || last === 'lblock';
        if (this.top() !== PARAMS && !opens && this.valueEnd()) {
          this.emitRaw('bitor', '|', t);
          return false;
        }
        this.emitRaw('pipe', null, t);
        if (opens) this.push(PARAMS);
        else if (this.top() === PARAMS) this.close(PARAMS);
        return false;
      }
      case 'bad':
        this.badCharacter(t);
        return false;
      case '::':
        // `expr::Name` (`org.apache.hadoop.hbase.HConstants::LATEST_TIMESTAMP`): a member of a
        // value, read as `expr.Name` (a constant path `A::B` never gets here: constant() took it).
        this.emitRaw(this.operand(t) ? 'colon2' : 'dot', null, t);
        return false;
      case '.': {
        const after = this.source.charCodeAt(t.offset + 1);
        if (after >= 0x30 && after <= 0x39) {
          this.lexFail(rawLoc(t), 'no .<digit> floating literal anymore; put 0 before dot');
          return false;
        }
        this.emitRaw('dot', null, t);
        return false;
      }
      default: {
        const simple = SIMPLE[type];
        if (simple === undefined) throw new Error(`unhandled raw token type ${type}`);
        const n = this.cur.length;
        if (simple[0] === 'assign' && this.lastType() === 'ident' && !(n > 1 && this.cur[n - 2].type === 'dot')) this.assignedNames();
        else if (simple[0] === 'assign' && this.lastType() === 'lit' && (n === 1 || this.cur[n - 2].type !== 'dot')) {
          // `FOO = 1`, `A::B = 2`: a constant as the target
          const k = (this.cur[n - 1].value as Expr).type;
          if (k === 'const' || k === 'scoped') {
            this.cur[n - 1].type = 'constlhs';
            // MRI's parser refuses a constant assigned in a method body (`def f; X = 1; end`)
            if (this.stack.some((f) => f.kind === DEF)) {
              this.lexFail(this.cur[n - 1].loc, 'dynamic constant assignment');
              return false;
            }
          }
        } else if (simple[0] === 'arrow' && !this.rescueHead) this.pairComma(-1);
        this.emitRaw(simple[0], simple[1], t);
        return false;
      }
    }
  }

  /** `!` (prefix not), `?` and `:` (the ternary); anything else is a syntax error. */
  private punct(t: RawToken): void {
    const ch = t.text;
    const value = this.valueEnd();
    const operand = this.operand(t);
    if (ch === '?' && operand && this.charLiteral(t)) return;
    if (ch === '!' && operand) this.emitRaw('bang', null, t);
    else if (ch === '~' && operand) this.emitRaw('tilde', '~', t);
    else if (ch === '&' && operand) this.emitRaw('amper', null, t);
    else if (ch === '&' && beginsArgument(this.lexState(), this.space, this.spaceAfter(t))) {
      // `p a.map &:to_s` (EXPR_ARG): the block argument of the method named before
      this.emitRaw('amper', null, t);
      this.cur[this.cur.length - 2].type = 'cmdname';
    } else if ((ch === '&' || ch === '^') && value) this.emitRaw(ch === '&' ? 'bitand' : 'bitor', ch, t);
    else if (ch === '?' && value) {
      this.emitRaw('qmark', null, t);
      this.ternary(1);
    } else if (ch === ':' && !(this.ternary(0) > 0 && value) && this.lexState() !== 'EXPR_END' && this.symbol(t)) return;
    else if (ch === ':' && this.ternary(0) > 0) {
      this.emitRaw('colon', null, t);
      this.ternary(-1);
    } else this.emitRaw('other', null, t);
  }

  /**
   * A symbol that the lexer's `sym` rule does not match: `:"a b"`, `:"r#{i}"`, `:'x'`, an
   * operator's (`:+`, `:[]=`, `:<=>`, `:-@`), `:@iv`, `:@@cv`, `:$g`. False when the `:` starts none.
   */
  private symbol(t: RawToken): boolean {
    const src = this.source;
    const at = t.offset + 1;
    const c = src.charAt(at);
    const loc = rawLoc(t);
    let node: Expr;
    let end: number;
    if (c === '"' || c === "'") {
      const close = closingDelimiter(src, at, c === '"');
      if (close < 0) {
        this.makeIncomplete('string', c, 'unterminated quoted string meets end of file', loc);
        return true;
      }
      end = close + 1;
      if (c === "'") node = { type: 'sym', name: Buffer.from(decodeSingle(src, at + 1, close)).toString('utf8'), loc };
      else {
        const parts = this.interpolated(t, at + 1, close, false);
        if (parts === undefined) return true;
        const str = stringNode(parts as Array<Uint8Array | Expr>, loc);
        node = str.type === 'str' ? { type: 'sym', name: Buffer.from(str.bytes).toString('utf8'), loc } : { type: 'dsym', parts: str.parts, loc };
      }
    } else {
      const m = SYMBOL_NAME.exec(src.slice(at, at + 80));
      if (!m) return false;
      end = at + m[0].length;
      node = { type: 'sym', name: m[0], loc };
    }
    this.lit(node, t, end, src.slice(t.offset, end));
    this.literalSpans?.push({ start: t.offset, end });
    this.skipPast(end, t);
    return true;
  }

  /**
   * `'a b': 1`, `"k#{i}": v`: a string directly followed by `:` (not `::`) where a hash key or
   * keyword argument may begin is a symbol key, as Ruby's label (`:"a b" => 1`). True when the
   * `:` was taken (a `label` token, or the `dsym` and `=>` for an interpolated one).
   */
  private stringLabel(node: StrLit | InterpStr, end: number): boolean {
    const src = this.source;
    if (src.charAt(end) !== ':' || src.charAt(end + 1) === ':' || this.strOpen) return false;
    const prev = this.lastType();
    if (!(prev === 'lbrace' || prev === 'lparen' || prev === 'lpc' || prev === 'comma' || prev === 'pcomma' || prev === 'lbrack' || prev === 'pipe' || (prev === 'ident' && this.lastCmdName))) return false;
    const colon = this.peekRaw();
    if (!colon || colon.offset !== end || colon.text !== ':') return false;
    this.nextRaw();
    const loc = node.loc;
    if (prev === 'comma') this.pairComma(this.cur.length - 1);
    if (node.type === 'str') {
      const name = Buffer.from(node.bytes).toString('utf8');
      this.emit('label', src.slice(loc.offset, end + 1), name, loc, end + 1);
    } else {
      this.emit('lit', src.slice(loc.offset, end), { type: 'dsym', parts: node.parts, loc }, loc, end);
      this.pairComma(-1);
      this.emit('arrow', ':', null, locInside(colon, 0), end + 1);
    }
    return true;
  }

  /**
   * `a ** b`. Ruby reads `-2 ** 2` as `-(2 ** 2)` (the minus of a numeric literal binds looser
   * than `**`): a negative literal just before is split back into a minus and the number.
   */
  private power(t: RawToken): void {
    const last = this.cur[this.cur.length - 1];
    const node = last.value as Expr;
    if (last.type === 'lit' && last.text.startsWith('-') && (node.type === 'int' || node.type === 'float')) {
      this.cur.pop();
      const positive: Expr = node.type === 'int' ? { ...node, value: -node.value } : { ...node, value: -node.value };
      const minusLoc = last.loc;
      const numLoc: Loc = { line: minusLoc.line, col: minusLoc.col + 1, offset: minusLoc.offset + 1 };
      positive.loc = numLoc;
      this.emit('uminus', '-', null, minusLoc, minusLoc.offset + 1);
      this.emit('lit', last.text.slice(1), positive, numLoc, last.end);
    }
    this.emitRaw('pow', '**', t);
  }

  /** Moves past text that a literal read from the source took (pending tokens inside it are dropped). */
  private skipPast(end: number, from: RawToken): void {
    while (this.pending.length && this.pending[this.pending.length - 1].offset < end) this.pending.pop();
    const at = advance(this.source.slice(from.offset, end), from.line, from.col);
    this.raw.skipPast?.(end, at.line, at.col);
  }

  /** Location of `offset` inside the text that starts at raw token `from`. */
  private locFrom(from: RawToken, offset: number): Loc {
    const at = advance(this.source.slice(from.offset, offset), from.line, from.col);
    return { line: at.line, col: at.col, offset };
  }

  /** `?a`, `?\n`: a one-character string (Ruby's character literal). False when `?` is not one. */
  private charLiteral(t: RawToken): boolean {
    const src = this.source;
    const at = t.offset + 1;
    const c = src.codePointAt(at);
    if (c === undefined || /\s/.test(String.fromCodePoint(c))) return false;
    let end = at + (c > 0xffff ? 2 : 1);
    if (c === 0x5c) end = at + 2;
    if (/[A-Za-z0-9_]/.test(src.charAt(end)) && c !== 0x5c) return false;
    let bytes: Uint8Array;
    try {
      bytes = decodeDouble(src.slice(at, end));
    } catch (e) {
      if (!(e instanceof LiteralError)) throw e;
      return false;
    }
    this.string({ type: 'str', bytes, loc: rawLoc(t) }, t, end);
    this.literalSpans?.push({ start: t.offset, end });
    this.skipPast(end, t);
    return true;
  }

  /**
   * `%w[…]`, `%i[…]`, `%q(…)`, `%Q{…}`, `%(…)`, `%r{…}`, `/…/`: read from the text (delimited.ts).
   * False when the `%` starts none (then it is the operator).
   */
  private delimitedLiteral(t: RawToken): boolean {
    const src = this.source;
    let kind = '/';
    let open = t.offset;
    // `//` then a blank or the line's end is not an empty regexp: it is the `//` comment of
    // other languages, reported as such (`x.split(//)` stays a regexp)
    if (t.text === '/') {
      const o = src.charAt(t.offset - 1) === '/' ? t.offset - 1 : t.offset;
      if (src.charAt(o + 1) === '/' && /^(?:[ \t\r\n]|$)/.test(src.charAt(o + 2))) return false;
    }
    if (t.text === '%') {
      const k = src.charAt(t.offset + 1);
      if (k !== '' && PERCENT_KINDS.includes(k) && /[^A-Za-z0-9\s]/.test(src.charAt(t.offset + 2))) {
        kind = k;
        open = t.offset + 2;
      } else if (/[([{<|!]/.test(k)) {
        kind = 'Q';
        open = t.offset + 1;
      } else return false;
    }
    const interpolating = 'WIQr/'.includes(kind);
    const close = closingDelimiter(src, open, interpolating);
    const loc = rawLoc(t);
    if (close < 0) {
      const what = kind === '/' || kind === 'r' ? 'regexp' : kind === 'w' || kind === 'W' || kind === 'i' || kind === 'I' ? 'list' : 'string';
      this.makeIncomplete('string', undefined, `unterminated ${what} meets end of file`, loc).mark = kind === '/' ? '/' : closerOf(src.charAt(open));
      return true;
    }
    let end = close + 1;
    let node: Expr | undefined;
    if (kind === '/' || kind === 'r') {
      const m = /^[a-z]*/.exec(src.slice(end))![0];
      const bad = m.replace(/[imxounse]/g, '');
      if (bad) {
        this.lexFail(this.locFrom(t, end + m.indexOf(bad[0])), `unknown regexp option - ${bad}`);
        return true;
      }
      end += m.length;
      const parts = this.interpolated(t, open + 1, close, true);
      if (parts === undefined) return true;
      node = { type: 'regex', parts: parts as Array<string | Expr>, flags: m.replace(/[unse]/g, ''), loc };
    } else if (kind === 'q') {
      node = { type: 'str', bytes: utf8(unescapeDelimiters(src.slice(open + 1, close), src[open], src[close])), loc };
    } else if (kind === 's') {
      node = { type: 'sym', name: unescapeDelimiters(src.slice(open + 1, close), src[open], src[close]), loc };
    } else if (kind === 'Q') {
      const parts = this.interpolated(t, open + 1, close, false);
      if (parts === undefined) return true;
      node = stringNode(parts as Array<Uint8Array | Expr>, loc);
    } else {
      const items: Expr[] = [];
      for (const w of splitWords(src.slice(open + 1, close), open + 1, src[open])) {
        const wloc = this.locFrom(t, w.start);
        let item: Expr;
        if (kind === 'w') item = { type: 'str', bytes: utf8(w.text), loc: wloc };
        else if (kind === 'i') item = { type: 'sym', name: w.text, loc: wloc };
        else {
          // %W / %I: each word as a double-quoted string (its escapes and `#{}`)
          const parts = this.interpolated(t, w.start, w.end, false);
          if (parts === undefined) return true;
          const str = stringNode(parts as Array<Uint8Array | Expr>, wloc);
          if (kind === 'W') item = str;
          else if (str.type === 'str') item = { type: 'sym', name: Buffer.from(str.bytes).toString('utf8'), loc: wloc };
          else item = { type: 'dsym', parts: str.parts, loc: wloc };
        }
        items.push(item);
      }
      node = { type: 'array', items, loc };
    }
    const text = src.slice(t.offset, end);
    if (node.type === 'str' || node.type === 'interp') this.string(node, t, end);
    else this.emit('lit', text, node, loc, end);
    this.literalSpans?.push({ start: t.offset, end });
    this.skipPast(end, t);
    return true;
  }

  /**
   * The parts of interpolating literal text `source[from, to)`:
   * literal runs (raw text for a regexp, decoded bytes otherwise) and `#{…}` expressions.
   * Undefined after an error (recorded).
   */
  private interpolated(t: RawToken, from: number, to: number, raw: boolean): Array<Uint8Array | string | Expr> | undefined {
    const src = this.source;
    const parts: Array<Uint8Array | string | Expr> = [];
    let run = from;
    const flush = (until: number): boolean => {
      if (until <= run) return true;
      const piece = src.slice(run, until);
      if (raw) parts.push(piece);
      else {
        try {
          parts.push(decodeDouble(piece));
        } catch (e) {
          if (!(e instanceof LiteralError)) throw e;
          this.lexFail(this.locFrom(t, run + e.index), e.message);
          return false;
        }
      }
      return true;
    };
    for (let i = from; i < to; i++) {
      const c = src.charAt(i);
      if (c === '\\') {
        i++;
        continue;
      }
      if (c !== '#' || src.charAt(i + 1) !== '{') continue;
      if (!flush(i)) return undefined;
      const end = interpolationEnd(this.source, i + 2);
      const start = this.locFrom(t, i + 2);
      const { inner, close } = lexBetween(this.source, i + 2, end, start.line, start.col);
      const expr = this.interpolation(inner, close);
      if (expr === undefined) return undefined;
      if (expr !== null) parts.push(expr);
      i = end;
      run = end + 1;
    }
    if (!flush(to)) return undefined;
    return parts;
  }

  /**
   * A heredoc: `<<ID`, `<<-ID` (indented terminator), `<<~ID` (indentation removed), with
   * `'ID'` (no escapes or interpolation) or `"ID"`. Its body is the lines after the current
   * one (after the previous heredoc's on the same line), up to the terminator line. False
   * when `<<` does not start one.
   */
  private heredoc(t: RawToken): boolean {
    const src = this.source;
    const m = /^<<([~-]?)(["'`]?)([A-Za-z_][A-Za-z0-9_]*)\2/.exec(src.slice(t.offset, t.offset + 80));
    if (!m || m[2] === '`') return false;
    const [marker, mode, quote, id] = m;
    const markerEnd = t.offset + marker.length;
    let start = this.heredocAfter;
    if (start < 0) {
      const nl = src.indexOf('\n', markerEnd);
      start = nl < 0 ? src.length : nl + 1;
    }
    // the terminator: a line that is ID (after blanks with `-` or `~`)
    const lines: Array<[number, number]> = [];
    let at = start;
    let after = -1;
    while (at < src.length) {
      let lineEnd = src.indexOf('\n', at);
      if (lineEnd < 0) lineEnd = src.length;
      let text = src.slice(at, lineEnd);
      if (text.endsWith('\r')) text = text.slice(0, -1);
      if ((mode ? text.trimStart() : text) === id) {
        after = Math.min(lineEnd + 1, src.length);
        break;
      }
      lines.push([at, Math.min(lineEnd + 1, src.length)]);
      at = lineEnd + 1;
    }
    if (after < 0) {
      this.makeIncomplete('string', undefined, `can't find string "${id}" anywhere before EOF`, rawLoc(t)).mark = quote === "'" ? "'" : '"';
      return true;
    }
    let indent = 0;
    if (mode === '~') {
      indent = Infinity;
      for (const [a, b] of lines) {
        const text = src.slice(a, b);
        if (text.trim() === '') continue;
        indent = Math.min(indent, /^[ \t]*/.exec(text)![0].length);
      }
      if (indent === Infinity) indent = 0;
    }
    const parts: Array<Uint8Array | Expr> = [];
    for (const [a, b] of lines) {
      let from = a;
      while (from < a + indent && from < b && (src[from] === ' ' || src[from] === '\t')) from++;
      if (quote === "'") parts.push(utf8(src, from, b));
      else {
        const more = this.interpolated(t, from, b, false);
        if (more === undefined) return true;
        for (const p of more) parts.push(p as Uint8Array | Expr);
      }
    }
    this.heredocAfter = after;
    this.string(stringNode(parts, rawLoc(t)), t, markerEnd);
    this.literalSpans?.push({ start: t.offset, end: markerEnd }, { start, end: after });
    this.skipPast(markerEnd, t);
    return true;
  }

  /** `x = …`, `a, (b, *c) = …`: the names before the `=` become locals. */
  private assignedNames(): void {
    const cur = this.cur;
    for (let i = cur.length - 1; i >= 0; i--) {
      const type = cur[i].type;
      if (type === 'ident') this.locals.add(cur[i].text);
      else if (type !== 'comma' && type !== 'star' && type !== 'lparen' && type !== 'rparen') break;
    }
  }

  /** Adjusts the count of `?`s waiting for their `:` at this level; returns it. */
  private ternary(delta: number): number {
    const f = this.stack[this.stack.length - 1];
    if (f) return (f.ternary += delta);
    return (this.pendingTernary += delta);
  }

  /**
   * `when` (its list is a header, as an `elsif`'s condition), `rescue` (a clause, or after a
   * value the modifier `stmt rescue v`), `ensure`.
   */
  private clause(t: RawToken, type: string): void {
    if (this.lastType() === 'dot') {
      this.name(t);
      return;
    }
    if (type === 'kw_rescue' && this.valueEnd()) {
      this.emitRaw('rescue_mod', null, t);
      return;
    }
    this.emitRaw(type, null, t);
    const f = this.stack[this.stack.length - 1];
    if (f && type !== 'kw_ensure') {
      f.header = true;
      f.headerSep = -1;
      this.rescueHead = type === 'kw_rescue';
    }
  }

  /**
   * The first raw token after a `def name(params)`'s `)`: the header ends there, as MRI's
   * `f_arglist: '(' f_args rparen` sets EXPR_BEG, so a body on the same line begins a statement
   * (`def f(x) [x] end`, `def f() raise E, 'm' end`, `def f(a, b) end`): it gets a separator of
   * no width before it. A line break or `;` is the separator itself. `=` (Ruby 3's endless def)
   * is reported where it stands, as JRuby 9.3 does.
   */
  private afterDefParams(t: RawToken): void {
    const type = t.type!;
    if (isTrivia(type) && type !== 'nl') return;
    this.defParams = false;
    const f = this.stack[this.stack.length - 1];
    if (type === 'nl' || type === ';' || !f || f.kind !== DEF || !f.header) return;
    if (type === '=') {
      this.forceEnd = true;
      return;
    }
    this.rescueHead = false;
    f.header = false;
    f.comma = -1;
    this.emit('sep', '', null, rawLoc(t), t.offset);
  }

  /**
   * A block's `do` or `{`: after its `end` or `}` the chain of calls before it goes on, so a
   * call there may be a command (`x.map do … end.join ','`, MRI's `block_command`).
   */
  private openBlock(type: string, t: RawToken, kind: number): void {
    const chain = this.chain;
    this.emitRaw(type, null, t);
    this.push(kind);
    this.stack[this.stack.length - 1].chain = chain;
  }

  /** `then` / a `for`'s or `while`'s `do`: the header ends, as a newline would. */
  private headerEnd(f: Frame, t: RawToken): void {
    this.rescueHead = false;
    f.header = false;
    f.comma = -1;
    if (this.lastType() !== 'sep') this.emitRaw('sep', null, t);
  }

  /** `end`: closes the innermost `do`, `for`, `if`/`unless` or `while`/`until`. */
  private closeEnd(): void {
    const f = this.stack[this.stack.length - 1];
    if (f && (f.kind === DO || f.kind === FOR || f.kind === IF || f.kind === WHILE || f.kind === DEF || f.kind === CASE || f.kind === BEGIN || f.kind === CLASS)) {
      this.stack.pop();
      this.chain = f.chain;
    } else this.forceEnd = true;
  }

  /** A capitalised name: a method after `.`, a call `Foo(…)`, `A::B::C`, or a constant. */
  private constant(t: RawToken): void {
    if (this.lastType() === 'dot') {
      this.name(t);
      return;
    }
    if (this.source.charCodeAt(t.offset + t.text.length) === 40) {
      this.emitRaw('cname', t.text, t);
      return;
    }
    if ((t.text === 'BEGIN' || t.text === 'END') && (this.lastType() === undefined || this.lastType() === 'sep') && this.nextIs('{', false)) {
      // Ruby's `BEGIN { … }` / `END { … }` run around a whole program, which a shell's statements are not (as at_exit)
      const loc = rawLoc(t);
      this.lexError = new ShellError('NOT_IMPLEMENTED', `${t.text} { … } is not available in hsh: it is outside hsh's Ruby`, { loc, rubyClass: 'NotImplementedError' });
      this.forceEnd = true;
      return;
    }
    const path = [t.text];
    let end = t.offset + t.text.length;
    for (;;) {
      const sep = this.peekRaw();
      if (!sep || sep.type !== '::' || sep.offset !== end) break;
      this.nextRaw();
      const name = this.nextRaw();
      if (!name || name.type !== 'const' || name.offset !== end + 2) {
        this.unread(name ? [sep, name] : [sep]);
        break;
      }
      path.push(name.text);
      end = name.offset + name.text.length;
    }
    const loc = rawLoc(t);
    if (path.length === 1) this.lit({ type: 'const', name: t.text, loc }, t);
    else this.emit('lit', this.source.slice(t.offset, end), { type: 'scoped', path, loc }, loc, end);
  }

  private number(t: RawToken, type: string, negative: boolean, start: RawToken): void {
    const end = t.offset + t.text.length;
    const bad = malformedNumber(t.text, this.source.charCodeAt(end));
    if (bad) {
      this.lexFail(locInside(t, t.text.length), bad);
      return;
    }
    const text = start === t ? t.text : this.source.slice(start.offset, end);
    const loc = rawLoc(start);
    if (type === 'float') {
      const v = parseFloatLiteral(t.text);
      this.emit('lit', text, { type: 'float', value: negative ? -v : v, loc }, loc, end);
      return;
    }
    let v: bigint;
    try {
      v = parseInteger(t.text);
    } catch (e) {
      if (!(e instanceof LiteralError)) throw e;
      this.lexFail(locInside(t, e.index), e.message);
      return;
    }
    this.emit('lit', text, { type: 'int', value: negative ? -v : v, loc }, loc, end);
  }

  private string(node: StrLit | InterpStr, raw: RawToken, end: number): void {
    if (this.strOpen) {
      const prev = this.cur[this.cur.length - 1];
      prev.value = joinStrings(prev.value as StrLit | InterpStr, node);
      prev.end = end;
    } else {
      this.emit('lit', raw.text, node, node.loc, end);
    }
    this.strOpen = true;
  }

  private doubleQuoted(open: RawToken): void {
    const parts: Array<Uint8Array | Expr> = [];
    let interp = false;
    for (;;) {
      const t = this.nextRaw();
      if (t === undefined) {
        this.makeIncomplete('string', '"', 'unterminated string meets end of file', rawLoc(open));
        return;
      }
      if (t.type === 'dq_close') {
        const loc = rawLoc(open);
        let node: StrLit | InterpStr;
        if (!interp) node = { type: 'str', bytes: parts.length ? (parts[0] as Uint8Array) : Buffer.alloc(0), loc };
        else node = { type: 'interp', parts, loc };
        if (!this.stringLabel(node, t.offset + 1)) this.string(node, open, t.offset + 1);
        return;
      }
      if (t.type === 'dq_text') {
        let bytes: Uint8Array;
        try {
          bytes = decodeDouble(t.text);
        } catch (e) {
          if (!(e instanceof LiteralError)) throw e;
          this.lexFail(locInside(t, e.index), e.message);
          return;
        }
        const last = parts[parts.length - 1];
        if (last instanceof Uint8Array) parts[parts.length - 1] = concatBytes(last, bytes);
        else parts.push(bytes);
        continue;
      }
      // interp_open: collect the raw tokens up to the matching interp_close.
      interp = true;
      if (this.depth >= MAX_NESTING) {
        this.lexError = nestingError(this.source, rawLoc(t));
        this.forceEnd = true;
        return;
      }
      const inner: RawToken[] = [];
      let depth = 1;
      let close: RawToken | undefined;
      for (;;) {
        const u = this.nextRaw();
        if (u === undefined) {
          this.makeIncomplete('string', '"', 'unterminated string meets end of file', rawLoc(open));
          return;
        }
        if (u.type === 'interp_open') depth++;
        else if (u.type === 'interp_close' && --depth === 0) {
          close = u;
          break;
        }
        inner.push(u);
      }
      const expr = this.interpolation(inner, close);
      if (expr === undefined) return; // error recorded
      if (expr !== null) parts.push(expr);
    }
  }

  /** Parses `#{…}`: a fresh splitter over the collected tokens, then the parser. Null when empty. */
  private interpolation(inner: RawToken[], close: RawToken): Expr | null | undefined {
    const depth = this.depth + 1;
    const sub = new Splitter(new ArraySource(inner), this.source, this.parseInterp, this.locals, true, depth);
    try {
      const chunk = sub.next();
      if (chunk === undefined) return null;
      if (chunk.kind === 'incomplete') throw syntaxError(this.source, rawLoc(close), "'}'");
      if (chunk.lexError && chunk.tokens.length === 0) throw chunk.lexError;
      const expr = this.parseInterp(chunk.tokens, this.source, chunk.lexError ?? rawLoc(close), depth);
      if (chunk.lexError) throw chunk.lexError;
      if (chunk.unbalanced) throw syntaxError(this.source, chunk.unbalanced.loc, describe(chunk.unbalanced));
      const more = sub.next();
      if (more !== undefined) {
        const first = more.kind === 'tokens' ? more.tokens[0] : undefined;
        throw first ? syntaxError(this.source, first.loc, describe(first)) : syntaxError(this.source, rawLoc(close), "'}'");
      }
      for (const l of sub.locals) this.locals.add(l);
      return expr;
    } catch (e) {
      if (!(e instanceof ShellError)) throw e;
      this.lexError = e;
      this.forceEnd = true;
      return undefined;
    }
  }

  private badCharacter(t: RawToken): void {
    const ch = t.text;
    const suggestion = LOOKALIKES[ch];
    const shown = /[\x00-\x1f\x7f]/.test(ch) ? JSON.stringify(ch).slice(1, -1) : ch;
    const loc = rawLoc(t);
    let text = formatAt(this.source, loc, `syntax error, unexpected character '${shown}' (${codePointName(ch)})`);
    if (suggestion !== undefined) {
      const hint = suggestion === '' ? ' — an invisible character: delete it' : ` — did you mean '${suggestion}'?`;
      const nl = text.indexOf('\n');
      text = text.slice(0, nl) + hint + text.slice(nl);
    }
    this.lexError = new ShellError('PARSE_ERROR', text, { loc });
    this.forceEnd = true;
  }

  private lexFail(loc: Loc, message: string): void {
    this.lexError = new ShellError('PARSE_ERROR', formatAt(this.source, loc, message), { loc });
    this.forceEnd = true;
  }
}
