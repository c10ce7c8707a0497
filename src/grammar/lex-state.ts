/**
 * Ruby's lexer states (MRI parse.y's `enum lex_state_e`), as hsh's grammar
 * distinguishes them, and the one place that decides, from the state, what an
 * ambiguous character means: whether `/ % << ? * & - + ** :: ! ~` begin an
 * operand (a regexp, a `%w[…]` literal, a heredoc, `?a`, a splat, a block
 * pass, a negative number, a top-level constant …) or are binary operators.
 *
 * The Splitter (stream.ts) computes the state before each raw token from the
 * token it emitted last; the prompt (shell/tokens.ts) reads the Splitter's
 * verdicts rather than deciding again.
 *
 *   EXPR_BEG     an operand is expected (statement start, after an operator,
 *                `(`, `,`, a keyword such as `if`/`return`, a def's parameters)
 *   EXPR_END     a value has just ended (a literal, a local variable, `)`,
 *                `]`, `}`, `end`, `retry`, `redo`, a method name that is not in
 *                command position)
 *   EXPR_CMDARG  right after a command-position name that is not a local
 *                variable (`foo`, `t.scan` at a statement's start): with a
 *                space before and none after, `foo -1` is `foo(-1)`, `p /x/`
 *                a regexp, `foo [1]` an array argument (MRI's EXPR_CMDARG /
 *                EXPR_ARG with `space_seen`)
 *   EXPR_ARG     right after a method's name that is not in command position nor
 *                a local variable (`s.split`, `x` in `p x`): with a space before
 *                and none after, `&`, `/` and `%` begin its first argument
 *                (`p a.map &:to_s`, `puts s.split /,/`), as MRI's IS_SPCARG
 *   EXPR_DOT     after `.` / `&.`: the next word is a method name
 *   EXPR_FNAME   after `def`: the next token is the method's name
 *   EXPR_CLASS   after `class`: `class << self` is not a heredoc
 *
 * Where hsh deviates from MRI (silently, where MRI warns "ambiguous first
 * argument"): in EXPR_ARG, `-`, `+`, `*`, `[`, `<<` and `?` stay binary (only
 * a name in command position makes them begin an argument), so `x -1` in
 * `put 't', x -1` is `x - 1`.
 */

export type LexState = 'EXPR_BEG' | 'EXPR_END' | 'EXPR_CMDARG' | 'EXPR_ARG' | 'EXPR_DOT' | 'EXPR_FNAME' | 'EXPR_CLASS';

/** Token types (the parser's) that end a value: after them the state is EXPR_END. */
export const VALUE_END: ReadonlySet<string> = new Set(['lit', 'variable', 'ident', 'rparen', 'parens0', 'rbrack', 'rbrace', 'rangle', 'kw_end', 'kw_retry', 'kw_redo']);

/**
 * The state after the parser token of type `last` (undefined: nothing yet).
 * `command`: that token is a name in command position that is not a local variable;
 * `method`: it is a method's name elsewhere (not a local variable).
 */
export function stateAfter(last: string | undefined, command: boolean, method = false): LexState {
  if (last === undefined) return 'EXPR_BEG';
  if (command) return 'EXPR_CMDARG';
  if (method) return 'EXPR_ARG';
  if (VALUE_END.has(last)) return 'EXPR_END';
  if (last === 'dot') return 'EXPR_DOT';
  if (last === 'kw_def') return 'EXPR_FNAME';
  if (last === 'kw_class') return 'EXPR_CLASS';
  return 'EXPR_BEG';
}

/** Does a value end here (a following `-` is binary, `[` indexes, `?` is the ternary's)? */
export function valueEnded(state: LexState): boolean {
  return state === 'EXPR_END' || state === 'EXPR_CMDARG' || state === 'EXPR_ARG';
}

/**
 * MRI's `IS_BEG() || IS_SPCARG(c)`: does the ambiguous character here begin an
 * operand? `spaceBefore`: blanks, a comment or a newline precede it;
 * `spaceAfter`: a blank (or the end of input) follows it.
 */
export function beginsOperand(state: LexState, spaceBefore: boolean, spaceAfter: boolean): boolean {
  if (!valueEnded(state)) return true;
  return state === 'EXPR_CMDARG' && spaceBefore && !spaceAfter;
}

/** Does `&` (a block pass), `/` (a regexp) or `%` (a `%w[…]` …) begin an operand here? EXPR_ARG too, with a space before and none after. */
export function beginsArgument(state: LexState, spaceBefore: boolean, spaceAfter: boolean): boolean {
  return beginsOperand(state, spaceBefore, spaceAfter) || (state === 'EXPR_ARG' && spaceBefore && !spaceAfter);
}

/** MRI's `[` rule: after a command name and a space, `[` opens an array argument (whatever follows); after a value it indexes. */
export function bracketBeginsArray(state: LexState, spaceBefore: boolean): boolean {
  if (!valueEnded(state)) return true;
  return state === 'EXPR_CMDARG' && spaceBefore;
}

/** `<<` begins a heredoc where an operand may begin, except in `class << self`. */
export function beginsHeredoc(state: LexState, spaceBefore: boolean, spaceAfter: boolean): boolean {
  return state !== 'EXPR_CLASS' && beginsOperand(state, spaceBefore, spaceAfter);
}
