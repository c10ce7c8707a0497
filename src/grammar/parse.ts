/**
 * The public parsing API.
 *
 * `statements()` lexes a script once and feeds each statement's tokens to a
 * FRESH nearley parser (nearley's cost grows with the input it holds; one
 * statement at a time keeps it linear), yielding statements lazily so a
 * script runs statement by statement and stops at the first error.
 * `parse()` does the same for a whole text and reports the three outcomes the
 * REPL needs: a program, an incomplete input (continuation prompt), an error.
 *
 * Locations are 1-based line/column of the original source (a statement
 * keeps its line numbers in the script); `offset` is 0-based.
 */
import nearley from 'nearley';
import { ShellError } from '../errors.js';
import type { Expr, Loc, Program } from './ast.js';
import compiled from './generated/hbase.js';
import type { LexState } from './lex-state.js';
import { checkChains, finish, NestingError, type Tok } from './nodes.js';
import {
  describe,
  formatAt,
  lexSource,
  locAt,
  nestingError,
  Splitter,
  syntaxError,
  type IncompleteChunk,
  type LiteralSpan,
  type OpenKind,
  type ParseWarning,
  type TokenChunk,
} from './stream.js';

export type { ParseWarning, OpenKind } from './stream.js';

export type ParseOutcome =
  | { kind: 'ok'; program: Program; warnings: ParseWarning[] }
  | {
      kind: 'incomplete';
      /** What is open, for the REPL prompt. */
      open: OpenKind;
      quote?: "'" | '"';
    }
  | { kind: 'error'; error: ShellError };

export type StatementChunk =
  | {
      kind: 'ok';
      stmt: Expr;
      /** The statement's text, from its first token to the end of its last. */
      source: string;
      /** Where the statement starts. */
      loc: Loc;
      /** `//` comment lines before it (and, for the last statement, after it). */
      warnings: ParseWarning[];
      /**
       * A `;` ends it and another statement follows on the same line (`a = 1; b = 2; a + b`):
       * IRB reads a line as one input and echoes the value of its last statement only.
       */
      moreOnLine?: true;
    }
  | { kind: 'error'; error: ShellError }
  | {
      kind: 'incomplete';
      open: OpenKind;
      quote?: "'" | '"';
      /** Where the unfinished statement starts. */
      loc: Loc;
      /** Its text, to the end of the input. */
      source: string;
      /** INCOMPLETE_INPUT with a located message, for runners where end of input is final. */
      error: ShellError;
    };

export interface ParseOptions {
  /**
   * Names already known as local variables (the REPL passes the session's).
   * Only affects Ruby's `x -1` rule: for a local `x` it is `x - 1`.
   */
  locals?: Iterable<string>;
  /**
   * `statements()` goes on after a statement that does not parse, at the next
   * one (--keep-going). A statement is split from the next before it is
   * parsed, so its error leaves the rest of the script as it was; an error
   * found while splitting (an unterminated literal, a stray `end`) still ends it.
   */
  recover?: boolean;
}

/** The grammar from its own start symbol (`Stmt`). Exported for the grammar tests. */
export const grammar = nearley.Grammar.fromCompiled(compiled as unknown as nearley.CompiledRules);
/** Same rules, starting at `LeadCmd`: for statements that begin with a command name and have no `do`, modifier (`if` … `rescue`) or `and`/`or`. */
const commandGrammar = nearley.Grammar.fromCompiled({ ...(compiled as unknown as nearley.CompiledRules), ParserStart: 'LeadCmd' });

/** The start symbol for a statement's tokens: a pure command skips predicting every other statement form. */
export function grammarFor(tokens: Tok[]): nearley.Grammar {
  const t = tokens[0].type;
  if (t !== 'cmdlit' && t !== 'cmdname') return grammar;
  for (let i = 1; i < tokens.length; i++) {
    const u = tokens[i].type;
    if (u === 'kw_do' || u === 'kw_do_arg' || u === 'modifier' || u === 'andor' || u === 'rescue_mod') return grammar;
  }
  return commandGrammar;
}

/** Feeds a token array to nearley (nearley calls reset/next; the text argument is unused). */
class TokenFeed {
  private i = 0;
  constructor(private readonly tokens: Tok[]) {}
  reset(): void {}
  next(): Tok | undefined {
    return this.tokens[this.i++];
  }
  save(): undefined {
    return undefined;
  }
  formatError(): string {
    return '';
  }
  has(): boolean {
    return true;
  }
}

function cheapReport(): string {
  return 'syntax error';
}

/**
 * Runs a fresh nearley parser over one statement's tokens and returns every
 * parse (exactly one unless the grammar is ambiguous). Throws a located
 * PARSE_ERROR on an unexpected token.
 */
export function parseAll(tokens: Tok[], source: string): unknown[] {
  const parser = new nearley.Parser(grammarFor(tokens));
  const p = parser as unknown as { lexer: TokenFeed; reportError: () => string; reportLexerError: () => string };
  p.lexer = new TokenFeed(tokens);
  p.reportError = cheapReport; // nearley's own report walks the whole chart: skip it
  p.reportLexerError = cheapReport;
  try {
    parser.feed('');
  } catch (e) {
    const token = (e as { token?: Tok }).token;
    if (token && token.loc) {
      const err = syntaxError(source, token.loc, describe(token));
      // `list // note`: `//` is a comment only at the start of a line
      const o = token.loc.offset;
      if (token.text === '/' && (source[o + 1] === '/' || source[o - 1] === '/')) {
        const nl = err.message.indexOf('\n');
        err.message = err.message.slice(0, nl) + " — comments start with '#'" + err.message.slice(nl);
      }
      throw err;
    }
    throw e;
  }
  return parser.results;
}

/**
 * A command whose arguments are all lone literals (`put 't1', 'r1', 'f:c', 'v'`, most lines of
 * a data script): the lexer marks it `cmdlit lit (commalit lit)*`, which the grammar has exactly
 * one parse for (LeadCmd → %cmdlit LitArgList, LitArgs of %lit), built here as nearley's
 * postprocessors build it, without running the Earley parser (half a statement's parsing time).
 * Undefined for any other statement; finish() is the caller's. The grammar tests check it
 * against nearley's parse.
 */
export function literalCommand(tokens: readonly Tok[]): Expr | undefined {
  const n = tokens.length;
  if (n === 0 || n % 2 !== 0 || tokens[0].type !== 'cmdlit') return undefined;
  const args: Expr[] = [];
  for (let i = 1; i < n; i += 2) {
    if (tokens[i].type !== 'lit' || (i > 1 && tokens[i - 1].type !== 'commalit')) return undefined;
    args.push(tokens[i].value as Expr);
  }
  return { type: 'call', receiver: null, name: tokens[0].value as string, args, block: null, parens: false, loc: tokens[0].loc };
}

/** Set by the grammar tests: an ambiguous parse throws instead of taking the first. */
export const debug = { strictAmbiguity: false };

/**
 * Parses one statement's tokens (also used for `#{…}`). When the tokens end
 * before a complete statement, `end` says why: the lexical error that cut the
 * statement short, or where the input ended. Exported for the grammar tests.
 */
export function parseStatement(tokens: Tok[], source: string, end: ShellError | Loc | (() => Loc), depth = 0): Expr {
  const tree = literalCommand(tokens) ?? parseTree(tokens, source, end);
  try {
    return finish(tree, depth);
  } catch (e) {
    if (e instanceof NestingError) throw nestingError(source, e.loc);
    throw e;
  }
}

/** nearley's one parse of a statement's tokens (any statement literalCommand does not build). */
function parseTree(tokens: Tok[], source: string, end: ShellError | Loc | (() => Loc)): Expr {
  try {
    checkChains(tokens);
  } catch (e) {
    if (e instanceof NestingError) throw nestingError(source, e.loc);
    throw e;
  }
  const results = parseAll(tokens, source);
  if (results.length === 0) {
    if (end instanceof ShellError) throw end;
    throw syntaxError(source, typeof end === 'function' ? end() : end, 'end-of-input');
  }
  if (results.length > 1 && debug.strictAmbiguity) {
    throw new Error(`ambiguous grammar: ${results.length} parses at line ${tokens[0].loc.line}`);
  }
  return results[0] as Expr;
}

/** After a statement: blanks, `;`, then a statement's first character on the same line (not a comment). */
const MORE_ON_LINE = /^[ \t]*;[ \t;]*[^ \t;\r\n#]/;

function chunkToStatement(chunk: TokenChunk, source: string): StatementChunk {
  try {
    if (chunk.tokens.length === 0) throw chunk.lexError!;
    const last = chunk.tokens[chunk.tokens.length - 1];
    const stmt = parseStatement(chunk.tokens, source, chunk.lexError ?? (() => locAt(source, last.end)));
    if (chunk.lexError) throw chunk.lexError;
    if (chunk.unbalanced) throw syntaxError(source, chunk.unbalanced.loc, describe(chunk.unbalanced));
    const out: StatementChunk = { kind: 'ok', stmt, source: source.slice(chunk.start, chunk.end), loc: chunk.loc, warnings: chunk.warnings };
    if (MORE_ON_LINE.test(source.slice(chunk.end, chunk.end + 200))) out.moreOnLine = true;
    return out;
  } catch (e) {
    if (e instanceof ShellError) return { kind: 'error', error: e };
    throw e;
  }
}

function splitter(source: string, options?: ParseOptions): Splitter {
  return new Splitter(lexSource(source), source, parseStatement, options?.locals);
}

/**
 * Splits a script into statements (one lex pass) and parses each with a fresh
 * parser, lazily. Stops after the first `error` or `incomplete` chunk (after
 * an error in one statement, goes on with `recover`).
 */
export function* statements(source: string, options?: ParseOptions): Generator<StatementChunk> {
  const sp = splitter(source, options);
  for (;;) {
    let chunk: TokenChunk | IncompleteChunk | undefined;
    try {
      chunk = sp.next();
    } catch (e) {
      if (!(e instanceof ShellError)) throw e;
      yield { kind: 'error', error: e };
      return;
    }
    if (chunk === undefined) return;
    if (chunk.kind === 'incomplete') {
      yield chunk;
      return;
    }
    const out = chunkToStatement(chunk, source);
    yield out;
    // A lexical error (a bad escape, a bad number) stops the lexer where it stands, maybe inside
    // a string: what follows cannot be split into statements, so even `recover` ends there.
    if (out.kind === 'error' && (!options?.recover || chunk.lexError)) return;
  }
}

/** Parses a whole text (REPL buffer, `-e`). */
export function parse(source: string, options?: ParseOptions): ParseOutcome {
  const sp = splitter(source, options);
  const body: Expr[] = [];
  const warnings: ParseWarning[] = [];
  for (;;) {
    let chunk: TokenChunk | IncompleteChunk | undefined;
    try {
      chunk = sp.next();
    } catch (e) {
      if (!(e instanceof ShellError)) throw e;
      return { kind: 'error', error: e };
    }
    if (chunk === undefined) break;
    if (chunk.kind === 'incomplete') {
      return chunk.quote ? { kind: 'incomplete', open: chunk.open, quote: chunk.quote } : { kind: 'incomplete', open: chunk.open };
    }
    const out = chunkToStatement(chunk, source);
    if (out.kind === 'error') return out;
    if (out.kind === 'ok') {
      body.push(out.stmt);
      for (const w of out.warnings) warnings.push(w);
    }
  }
  for (const w of sp.warnings) warnings.push(w);
  return { kind: 'ok', program: { type: 'program', body }, warnings };
}

/** What a text leaves open where it ends, as the prompt shows it. */
export interface Openness {
  /** What is open (null: nothing, the text is complete or an error ends it). */
  open: OpenKind | null;
  /** IRB's `%l`: what an open literal waits for (`'` `"` `/` `]` …), else `*`. */
  mark: string;
  /** Brackets and blocks open: IRB's `%i`. */
  depth: number;
  /** Where the literal left open begins, when one is. */
  openAt?: number;
  /** The literals the lexer states made of `/ % << ?` (regexps, `%w[…]`, heredocs, `?a`), in order. */
  literals: LiteralSpan[];
}

/**
 * The prompt's view of a text: the same Splitter (lexer states and all) that
 * `parse` runs, without building statements, so the prompt's continuation and
 * nesting are the parser's verdict by construction.
 */
export function openness(source: string, options?: ParseOptions): Openness {
  const sp = splitter(source, options);
  const literals: LiteralSpan[] = [];
  sp.literalSpans = literals;
  try {
    for (let chunk = sp.next(); chunk !== undefined; chunk = sp.next()) {
      if (chunk.kind === 'incomplete') {
        const out: Openness = { open: chunk.open, mark: chunk.mark, depth: chunk.depth, literals };
        if (chunk.openAt !== undefined) out.openAt = chunk.openAt;
        return out;
      }
      // a lexical error stops the Splitter where it stands: nothing after it is known
      if (chunk.lexError) break;
    }
  } catch (e) {
    if (!(e instanceof ShellError)) throw e;
  }
  return { open: null, mark: '*', depth: 0, literals };
}

/** A parser token with the lexer state (lex-state.ts) it was read in. */
export interface StatedToken {
  type: string;
  text: string;
  start: number;
  end: number;
  state: LexState;
}

/**
 * The token stream of a text as the parser reads it, each token with Ruby's lexer
 * state before it (MRI's EXPR_BEG, EXPR_END, EXPR_CMDARG …): the one lexer, for tests
 * and tools. Stops where the text ends incomplete or a lexical error stands.
 */
export function lexStates(source: string, options?: ParseOptions): StatedToken[] {
  const sp = splitter(source, options);
  const states: Array<{ tok: Tok; state: LexState }> = [];
  sp.tokenStates = states;
  try {
    for (let chunk = sp.next(); chunk !== undefined && chunk.kind === 'tokens' && !chunk.lexError; chunk = sp.next());
  } catch (e) {
    if (!(e instanceof ShellError)) throw e;
  }
  // the separator of no width before a one-line def's body (`def f(x) x end`) spells no character
  return states.filter(({ tok }) => tok.text !== '').map(({ tok, state }) => ({ type: tok.type, text: tok.text, start: tok.loc.offset, end: tok.end, state }));
}

export { formatAt };
