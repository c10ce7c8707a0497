# The HBase shell language: the Ruby subset of reference §3.
#
# Compiled by `npm run build:grammar` into generated/hbase.ts (committed; a
# test fails when it is stale). The parser is fed the tokens of ONE statement
# by stream.ts, which has already
#   - turned every literal into one `lit` token carrying its node: strings
#     (decoded, adjacent ones joined, `#{}` parsed), numbers (a `-` right
#     before one folded in), true/false/nil, symbols, constants, `A::B`,
#     and the empty `[]` and `{}`;
#   - classified operators: `addop` (+ -), `mulop` (* / %), `range` (.. ...),
#     `assign` (= and the op-assignments), `uminus` (prefix minus);
#   - classified by context: `cmdname` (a name in command position followed
#     by an argument: `put 't'`, `t.scan LIMIT => 1`), `pcomma` (a comma
#     before a `key => value` pair), `commalit` / `cmdlit` (a comma / command
#     name before an argument that is a lone literal: `put 't1', 'r1'` — so
#     that the parser does not predict a whole expression for it, which is
#     what makes 100k-line put scripts fast), `cname` (a name directly
#     followed by `(`), `lpc`
#     (its parenthesis) or `parens0` (its empty `()`), `lparen` (any other
#     `(`), `lblock` (`{` followed by `|`) or `lbrace` (a hash), `lbrack_idx`
#     (`[` right after a value: indexing, which has no rule — a syntax error);
#   - dropped a trailing comma before a closing bracket, and newlines inside
#     brackets or after an operator or comma; turned the remaining newlines,
#     `;` and a `for`'s `do` into single `sep` tokens (never leading, never
#     doubled, never right after `do`, `|params|` or `{`).
# So each rule below has one job and every input has exactly one parse.
#
# The grammar knows no command names. Postprocessors are O(1): lists are cons
# cells (nodes.ts) turned into arrays once by finish() on the final tree.

@preprocessor typescript
@{%
import { lexer } from '../lexer.js';
import * as N from '../nodes.js';
%}
@lexer lexer

# ---- statements ----

Stmt -> Expr                                        {% id %}
  | Command                                         {% id %}
  | BlockCall                                       {% id %}
  | %ident %assign Stmt                             {% (d) => N.assign(d[0], d[1], d[2]) %}
  | %kw_for %ident %kw_in Expr %sep Body %kw_end    {% (d) => N.forLoop(d[0], d[1], d[3], d[5]) %}

# `name arg, …` and `recv.name arg, …` (no parentheses).
Command -> LeadCmd                                  {% id %}
  | Primary %dot %cmdname ArgList                   {% (d) => N.call(d[0], d[2], d[3], false) %}
  | Primary %dot %cmdlit LitArgList                 {% (d) => N.call(d[0], d[2], d[3], false) %}

# A statement that starts with a command name and has no `do` is parsed from
# here directly (parse.ts picks the start symbol): most script lines are one.
LeadCmd -> %cmdname ArgList                         {% (d) => N.call(null, d[0], d[1], false) %}
  | %cmdlit LitArgList                              {% (d) => N.call(null, d[0], d[1], false) %}

# `do … end` binds to the whole command (Ruby's rule) or to a call without arguments.
BlockCall -> Command DoBlock                        {% (d) => N.withBlock(d[0], d[1]) %}
  | CallP DoBlock                                   {% (d) => N.withBlock(d[0], d[1]) %}

DoBlock -> %kw_do Body %kw_end                      {% (d) => N.block(d[0], null, d[1]) %}
  | %kw_do Params Body %kw_end                      {% (d) => N.block(d[0], d[1], d[2]) %}

BraceBlock -> %lblock Params Body %rbrace           {% (d) => N.block(d[0], d[1], d[2]) %}

Params -> %pipe ParamList %pipe                     {% (d) => d[1] %}

ParamList -> %ident                                 {% (d) => N.one(d[0].value) %}
  | ParamList %comma %ident                         {% (d) => N.snoc(d[0], d[2].value) %}

Body -> null                                        {% () => null %}
  | Stmts                                           {% id %}
  | Stmts %sep                                      {% id %}

Stmts -> Stmt                                       {% (d) => N.one(d[0]) %}
  | Stmts %sep Stmt                                 {% (d) => N.snoc(d[0], d[2]) %}

# ---- arguments: positional, then an optional braceless trailing hash ----

ArgList -> Args                                     {% id %}
  | Args %pcomma Pairs                              {% (d) => N.argsWithHash(d[0], d[2]) %}
  | Pairs                                           {% (d) => N.argsWithHash(null, d[0]) %}

Args -> Expr                                        {% (d) => N.one(d[0]) %}
  | Args %comma Expr                                {% (d) => N.snoc(d[0], d[2]) %}
  | Args %commalit %lit                             {% (d) => N.snoc(d[0], d[2].value) %}

# The same, when the first argument is a lone literal (after a `cmdlit`).
LitArgList -> LitArgs                               {% id %}
  | LitArgs %pcomma Pairs                           {% (d) => N.argsWithHash(d[0], d[2]) %}

LitArgs -> %lit                                     {% (d) => N.one(d[0].value) %}
  | LitArgs %comma Expr                             {% (d) => N.snoc(d[0], d[2]) %}
  | LitArgs %commalit %lit                          {% (d) => N.snoc(d[0], d[2].value) %}

Pairs -> Pair                                       {% (d) => N.one(d[0]) %}
  | Pairs %pcomma Pair                              {% (d) => N.snoc(d[0], d[2]) %}

Pair -> Expr %arrow Expr                            {% (d) => N.pair(d[0], d[2]) %}
  | %label Expr                                     {% (d) => N.labelPair(d[0], d[1]) %}

ParenArgs -> %parens0                               {% () => null %}
  | %lpc ArgList %rparen                            {% (d) => d[1] %}

# ---- expressions, by Ruby precedence: range < + - < * / % < unary minus < call ----

Expr -> Sum                                         {% id %}
  | Sum %range Sum                                  {% (d) => N.range(d[0], d[1], d[2]) %}

Sum -> Prod                                         {% id %}
  | Sum %addop Prod                                 {% (d) => N.binop(d[0], d[1], d[2]) %}

Prod -> Unary                                       {% id %}
  | Prod %mulop Unary                               {% (d) => N.binop(d[0], d[1], d[2]) %}

Unary -> Primary                                    {% id %}
  | %uminus Unary                                   {% (d) => N.neg(d[0], d[1]) %}

Primary -> %lit                                     {% (d) => d[0].value %}
  | %lbrack ArgList %rbrack                         {% (d) => N.array(d[0], d[1]) %}
  | %lbrace Pairs %rbrace                           {% (d) => N.hash(d[0].loc, d[1], true) %}
  | %langle Pairs %rangle                           {% (d) => N.hash(d[0].loc, d[1], true) %}
  | %lparen Stmt %rparen                            {% (d) => d[1] %}
  | CallP                                           {% id %}
  | CallP BraceBlock                                {% (d) => N.withBlock(d[0], d[1]) %}

# A name, or a call written with parentheses or a receiver.
CallP -> %ident                                     {% (d) => N.ident(d[0]) %}
  | %cname ParenArgs                                {% (d) => N.call(null, d[0], d[1], true) %}
  | Primary %dot %ident                             {% (d) => N.call(d[0], d[2], null, false) %}
  | Primary %dot %cname ParenArgs                   {% (d) => N.call(d[0], d[2], d[3], true) %}
