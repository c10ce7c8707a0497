/**
 * The filter-string parser: `parseFilter(bytes)` → the FilterNode AST
 * (ast.ts), or a ShellError FILTER_SYNTAX with HBase's
 * exact message (ParseFilter's IllegalArgumentException texts).
 *
 * Two passes over the tokens of lexer.ts:
 *
 * 1. HBase's own acceptance check. ParseFilter is a shunting-yard over an
 *    operator stack and a filter stack; which inputs it rejects, and with
 *    which message, is a property of that algorithm (`A AND ` → "an AND
 *    needs two filters", `A)` → "Mismatched parenthesis", `A B` → "Incorrect
 *    Filter String"). `StackCheck` replays exactly those stack moves, counting
 *    filters instead of building them, interleaved with lexing, so lexical
 *    and structural errors surface in HBase's order. Its quirks come along:
 *    - a `(` still open at the end is closed implicitly;
 *    - a `)` that has to reduce more than one operator inside a parenthesis
 *      pops one operator too many and never applies it: `(A OR B AND C)` and
 *      `(A AND SKIP B)` fail ("Mismatched parenthesis", or
 *      java.util.EmptyStackException without any open `(`), and in
 *      `(A OR WHILE SKIP B)` the WHILE silently disappears (A OR SKIP B).
 *
 * 2. The nearley grammar (filter.ne) builds the tree, exactly one parse, from
 *    the tokens as ParseFilter applies them: the SKIP/WHILE it loses are
 *    removed, empty `()` pairs (pushed and popped without effect) dropped,
 *    open parentheses closed. An input that passes pass 1 but is not an
 *    infix expression — operators lacking an operand that ParseFilter's
 *    stacks accept anyway, such as `A() B() AND ` or `A() SKIP ` — is rejected
 *    as "Incorrect Filter String".
 */
import nearley from 'nearley';
import type { FilterNode } from './ast.js';
import { FilterLexer, FilterTokenFeed, filterSyntaxError, type FilterToken } from './lexer.js';
import compiled, { finishFilterTree } from './generated/filter.js';

/** The grammar (exported for the grammar tests). */
export const filterGrammar = nearley.Grammar.fromCompiled(compiled as unknown as nearley.CompiledRules);

type StackOp = 'lparen' | 'kw_and' | 'kw_or' | 'kw_skip' | 'kw_while';

const PRECEDENCE: Record<Exclude<StackOp, 'lparen'>, number> = { kw_skip: 1, kw_while: 1, kw_and: 2, kw_or: 3 };

const NEEDS: Record<Exclude<StackOp, 'lparen'>, string> = {
  kw_or: 'Incorrect input string - an OR needs two filters',
  kw_and: 'Incorrect input string - an AND needs two filters',
  kw_skip: 'Incorrect input string - a SKIP wraps a filter',
  kw_while: 'Incorrect input string - a WHILE wraps a filter',
};

type OpToken = FilterToken & { type: StackOp };

/** ParseFilter.parseFilterString's two stacks, with the filter stack reduced to its size. */
class StackCheck {
  private readonly ops: OpToken[] = [];
  private filters = 0;
  /** SKIP/WHILE tokens the `)` quirk pops and throws away without applying them. */
  readonly discarded = new Set<FilterToken>();

  feed(t: FilterToken): void {
    const ops = this.ops;
    switch (t.type) {
      case 'filter':
        this.filters++;
        return;
      case 'lparen':
        ops.push(t as OpToken);
        return;
      case 'kw_or':
      case 'kw_and':
      case 'kw_skip':
      case 'kw_while': {
        // reduce(): pop operators of strictly higher priority (lower number) down to a `(`.
        for (;;) {
          const top = ops[ops.length - 1];
          if (top === undefined || top.type === 'lparen' || PRECEDENCE[top.type] >= PRECEDENCE[t.type]) break;
          this.popArguments();
        }
        ops.push(t as OpToken);
        return;
      }
      case 'rparen': {
        if (ops.length === 0) throw filterSyntaxError('Mismatched parenthesis');
        let top = ops[ops.length - 1];
        if (top.type === 'lparen') {
          ops.pop();
          return;
        }
        while (top.type !== 'lparen') {
          this.popArguments();
          if (ops.length === 0) throw filterSyntaxError('Mismatched parenthesis');
          // HBase pops the next operator and, unless it is a `(`, never applies it (the quirk
          // described above). A lost AND/OR always leads to an error later; a lost SKIP/WHILE
          // silently disappears from the filter, so the grammar must not see it either.
          top = ops.pop()!;
          if (top.type === 'kw_skip' || top.type === 'kw_while') this.discarded.add(top);
        }
        return;
      }
    }
  }

  end(): void {
    while (this.ops.length > 0) this.popArguments();
    if (this.filters !== 1) throw filterSyntaxError('Incorrect Filter String');
  }

  /** ParseFilter.popArguments: pops an operator and its operands, pushes the result. */
  private popArguments(): void {
    const ops = this.ops;
    const top = ops[ops.length - 1];
    if (top === undefined) throw filterSyntaxError('java.util.EmptyStackException');
    switch (top.type) {
      case 'kw_or':
      case 'kw_and':
        while (ops.length > 0 && ops[ops.length - 1].type === top.type) {
          if (this.filters === 0) throw filterSyntaxError(NEEDS[top.type]);
          this.filters--;
          ops.pop();
        }
        if (this.filters === 0) throw filterSyntaxError(NEEDS[top.type]);
        return; // popped n+1 filters, pushed one list
      case 'kw_skip':
      case 'kw_while':
        if (this.filters === 0) throw filterSyntaxError(NEEDS[top.type]);
        ops.pop();
        return;
      case 'lparen':
        if (this.filters === 0) throw filterSyntaxError('Incorrect Filter String');
        ops.pop();
        return;
    }
  }
}

/**
 * Lexes the filter string, checks it as ParseFilter would (throwing its
 * error), and returns the tokens the grammar parses: the SKIP/WHILE tokens
 * ParseFilter loses dropped, empty `()` pairs dropped, open parentheses
 * closed at the end.
 */
export function filterTokens(text: Uint8Array): FilterToken[] {
  const lexer = new FilterLexer(text);
  const check = new StackCheck();
  const all: FilterToken[] = [];
  for (let t = lexer.next(); t !== undefined; t = lexer.next()) {
    check.feed(t);
    all.push(t);
  }
  check.end();
  const out: FilterToken[] = [];
  let open = 0;
  for (const t of all) {
    if (check.discarded.has(t)) continue;
    if (t.type === 'rparen' && out.length > 0 && out[out.length - 1].type === 'lparen') {
      out.pop();
      open--;
      continue;
    }
    if (t.type === 'lparen') open++;
    else if (t.type === 'rparen') open--;
    out.push(t);
  }
  for (; open > 0; open--) {
    // Closing an open `(` with nothing after it leaves an empty pair: drop it as well.
    if (out[out.length - 1].type === 'lparen') out.pop();
    else out.push({ type: 'rparen', value: ')', offset: text.length });
  }
  return out;
}

function cheapReport(): string {
  return 'syntax error';
}

/**
 * Every nearley parse of a token list, as public ASTs (exactly one for any
 * well-formed input; none when the tokens do not form an expression).
 * Exported for the tests.
 */
export function filterParsesOf(tokens: FilterToken[]): FilterNode[] {
  const parser = new nearley.Parser(filterGrammar);
  const p = parser as unknown as { lexer: FilterTokenFeed; reportError: () => string; reportLexerError: () => string };
  p.lexer = new FilterTokenFeed(tokens);
  p.reportError = cheapReport; // nearley's own report walks the whole chart
  p.reportLexerError = cheapReport;
  try {
    parser.feed('');
  } catch {
    return [];
  }
  return parser.results.map((r) => finishFilterTree(r));
}

/** Every parse of a filter string (after HBase's checks). Exported for the tests. */
export function filterParses(text: Uint8Array): FilterNode[] {
  return filterParsesOf(filterTokens(text));
}

/** Parses a FILTER string's bytes into its AST; throws ShellError FILTER_SYNTAX with HBase's message. */
export function parseFilter(text: Uint8Array): FilterNode {
  const results = filterParses(text);
  if (results.length === 0) throw filterSyntaxError('Incorrect Filter String');
  if (results.length > 1) throw new Error(`filter grammar is ambiguous (${results.length} parses)`);
  return results[0];
}
