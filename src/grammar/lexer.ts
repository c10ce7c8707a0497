/**
 * The moo lexer of the HBase shell language (the Ruby subset the README's tour lists).
 *
 * It produces RAW tokens; `stream.ts` turns them into the parser's tokens
 * (decoding strings to bytes, joining adjacent literals, classifying `-`, `(`,
 * `[`, `{`, `|` by context, and splitting statements). Everything moo can
 * decide from the text alone is decided here.
 *
 * States:
 *   main    top level
 *   dq      inside a double-quoted string: text, `#{` (push interp), `"` (pop)
 *   interp  inside `#{…}`: main's rules, but `}` pops back to the string and
 *           `{` pushes `brace`, so that nested braces balance
 *   brace   a `{` nested inside an interpolation: `}` pops
 *
 * Raw token types (besides the punctuation, whose type is its own text):
 *   nl ws comment slash_comment embdoc embdoc_open data_end sq sq_open dq_open dq_text
 *   dq_close interp_open interp_close float int label sym ident const punct bad
 *   and the keyword types kw_for kw_in kw_do kw_end kw_true kw_false kw_nil kw_if
 *   kw_unless kw_while kw_until kw_then kw_else kw_elsif kw_and kw_or kw_not
 *   gvar ivar cvar kw_self kw_class kw_module kw_alias kw_undef kw_name kw_break kw_next kw_def kw_return kw_case kw_when kw_begin kw_rescue kw_ensure kw_retry kw_redo kw_other
 */
import moo from 'moo';

/** Ruby keywords. All but `kw_other` have a grammar rule; the rest are reserved (a syntax error names them). */
export const KEYWORDS: Record<string, string[]> = {
  kw_for: ['for'],
  kw_in: ['in'],
  kw_do: ['do'],
  kw_end: ['end'],
  kw_true: ['true'],
  kw_false: ['false'],
  kw_nil: ['nil'],
  kw_if: ['if'],
  kw_unless: ['unless'],
  kw_while: ['while'],
  kw_until: ['until'],
  kw_then: ['then'],
  kw_else: ['else'],
  kw_elsif: ['elsif'],
  kw_and: ['and'],
  kw_or: ['or'],
  kw_not: ['not'],
  kw_break: ['break'],
  kw_next: ['next'],
  kw_def: ['def'],
  kw_return: ['return'],
  kw_case: ['case'],
  kw_when: ['when'],
  kw_begin: ['begin'],
  kw_rescue: ['rescue'],
  kw_ensure: ['ensure'],
  kw_retry: ['retry'],
  kw_redo: ['redo'],
  kw_self: ['self'],
  kw_class: ['class'],
  kw_module: ['module'],
  kw_alias: ['alias'],
  kw_undef: ['undef'],
  // read as method names by stream.ts, built into their own nodes by nodes.ts
  kw_name: ['yield', 'super', 'defined?'],
  kw_other: ['__FILE__', '__LINE__'],
};

/** Punctuation, longest first (moo tries rules in order). The token type is the text. */
export const PUNCTUATION = [
  '**=', '<<=', '>>=', '===', '<=>', '||=', '&&=', '...', '**', '=>', '=~', '!~', '&.', '|=', '&=', '^=', '->', '::', '==', '!=', '+=', '-=', '*=', '/=', '%=', '..', '<=', '>=', '&&', '||', '<<', '>>',
  '=', '.', '+', '-', '*', '/', '%', ',', ';', '(', ')', '[', ']', '|', '<', '>',
];

/**
 * One-character punctuation that begins no other token: first among the
 * rules, moo matches them from a lookup table instead of its combined regex
 * (a `put` line has three commas).
 */
const UNAMBIGUOUS = [',', ';', '(', ')', '[', ']'];

function common(): moo.Rules {
  const rules: moo.Rules = {};
  for (const p of UNAMBIGUOUS) rules[p] = p;
  Object.assign(rules, {
    nl: { match: /\r?\n/, lineBreaks: true },
    // `=begin … =end` at line start (Ruby's embedded documents); an unterminated one eats the rest.
    embdoc: { match: /^=begin(?=[ \t\r\n]|$)[^]*?^=end(?=[ \t\r\n]|$)[^\n]*/, lineBreaks: true },
    embdoc_open: { match: /^=begin(?=[ \t\r\n]|$)[^]*/, lineBreaks: true },
    // A line that is just `__END__` ends the program: the rest of the file is data (Ruby's DATA).
    data_end: { match: /^__END__(?=\r?\n|$)[^]*/, lineBreaks: true },
    // `//` comment lines: not Ruby, accepted with a warning (design card). Before `ws`: it owns its indentation.
    slash_comment: /^[ \t]*\/\/[^\n]*/,
    ws: { match: /(?:[ \t\r\f\v\uFEFF]|\\\r?\n)+/, lineBreaks: true },
    comment: /#[^\n]*/,
    // Strings are written as "unrolled loops" (a run of plain characters, then escape + run …):
    // V8 walks a one-character class without backtracking state, where an alternation per
    // character overflowed its backtrack stack on a literal of ~9 MB. Any cell-sized literal lexes.
    sq: { match: /'[^'\\]*(?:\\[^][^'\\]*)*'/, lineBreaks: true },
    sq_open: { match: /'[^'\\]*(?:\\[^][^'\\]*)*\\?/, lineBreaks: true },
    dq_open: { match: '"', push: 'dq' },
    // No leading-zero integer part (`08.5` is a bad octal, `00.5` is 0 then `.5`), `_` between digits anywhere.
    float: /(?:0|[1-9](?:_?\d)*)(?:\.\d(?:_?\d)*(?:[eE][+-]?\d(?:_?\d)*)?|[eE][+-]?\d(?:_?\d)*)/,
    int: /0[xX][0-9a-fA-F]+(?:_[0-9a-fA-F]+)*|0[bB][01]+(?:_[01]+)*|0[oO][0-7]+(?:_[0-7]+)*|0[dD]\d+(?:_\d+)*|\d+(?:_\d+)*/,
    label: /[A-Za-z_][A-Za-z0-9_]*[?!]?:(?!:)/,
    sym: /:[A-Za-z_][A-Za-z0-9_]*[?!=]?/,
    ident: { match: /[a-z_][A-Za-z0-9_]*[?!]?/, type: moo.keywords(KEYWORDS) },
    const: /[A-Z][A-Za-z0-9_]*/,
  });
  for (const p of PUNCTUATION) if (!UNAMBIGUOUS.includes(p)) rules[p] = p;
  // `$x`, `$~`, `$1`, `$!` (Ruby's special globals), `@x`, `@@x`
  rules.gvar = /\$(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[~!@&`'+*$?:"<>,./\\;_])/;
  rules.cvar = /@@[A-Za-z_][A-Za-z0-9_]*/;
  rules.ivar = /@[A-Za-z_][A-Za-z0-9_]*/;
  rules.punct = /[!?&^~@$`\\:]/;
  // Anything else (control characters, non-ASCII outside strings): one code point.
  rules.bad = { match: /[\uD800-\uDBFF][\uDC00-\uDFFF]|[^]/, lineBreaks: true };
  return rules;
}

function withBraces(open: moo.Rule, close: moo.Rule): moo.Rules {
  // `::` must stay ahead of `sym`, so braces go first and the rest keep their order.
  return { '{': open, '}': close, ...common() };
}

/** The lexer. Reset it with the source; it starts in `main`. */
export const lexer = moo.states({
  main: withBraces({ match: '{' }, { match: '}' }),
  dq: {
    dq_close: { match: '"', pop: 1 },
    interp_open: { match: '#{', push: 'interp' },
    // Text up to the next quote or interpolation; a trailing lone backslash (end of input) is text too.
    dq_text: { match: /(?:[^"\\#]|\\[^]?|#(?!\{))[^"\\#]*(?:(?:\\[^]?|#(?!\{))[^"\\#]*)*/, lineBreaks: true },
  },
  interp: { '{': { match: '{', push: 'brace' }, interp_close: { match: '}', pop: 1 }, ...common() },
  brace: withBraces({ match: '{', push: 'brace' }, { match: '}', pop: 1 }),
});

/** Never reset, so its state stays `main`: moo's clone() starts a new lexer in the state of the original. */
const pristine = (lexer as moo.Lexer & { clone(): moo.Lexer }).clone();

/** A fresh lexer of its own (generators may interleave; the exported `lexer` may be mid-string). */
export function newLexer(): moo.Lexer {
  return (pristine as moo.Lexer & { clone(): moo.Lexer }).clone();
}

export type RawToken = moo.Token;
