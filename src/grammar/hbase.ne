# The HBase shell language: the Ruby subset of reference §3.
#
# Compiled by `npm run build:grammar` into generated/hbase.ts (committed; a
# test fails when it is stale). The parser is fed the tokens of ONE statement
# by stream.ts, which has already
#   - decoded and joined string literals (a `str` token carries its node),
#   - folded `-`/`+` directly before a number into the literal,
#   - classified by context: `-` as `minus` (binary) or `uminus` (prefix),
#     `(` as `lpc` (call parens, no space after a name) or `lparen`,
#     `{` as `lblock` (followed by `|`) or `lbrace` (hash), `[` after a value
#     with no space as `lbrack_idx` (indexing: no rule, a syntax error),
#   - dropped newlines inside brackets and after a trailing operator or comma,
#     and turned the remaining newlines and `;` into single `sep` tokens
#     (never leading, never doubled, never right after `do`, `|params|`, `{`).
# So every rule below is unambiguous: each input has exactly one parse.
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
  | %ident %assign Stmt                             {% (d) => N.assign(d[0], d[2]) %}
  | %ident %opassign Stmt                           {% (d) => N.opAssign(d[0], d[1], d[2]) %}
  | %kw_for %ident %kw_in Expr ForSep Body %kw_end  {% (d) => N.forLoop(d[0], d[1], d[3], d[5]) %}

ForSep -> %kw_do | %sep

# `name arg, …` and `recv.name arg, …` (no parentheses).
Command -> %ident ArgList                           {% (d) => N.call(null, d[0], d[1], false) %}
  | Primary %dot Method ArgList                     {% (d) => N.call(d[0], d[2], d[3], false) %}

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
  | Args %comma Pairs                               {% (d) => N.argsWithHash(d[0], d[2]) %}
  | Pairs                                           {% (d) => N.argsWithHash(null, d[0]) %}

Args -> Expr                                        {% (d) => N.one(d[0]) %}
  | Args %comma Expr                                {% (d) => N.snoc(d[0], d[2]) %}

Pairs -> Pair                                       {% (d) => N.one(d[0]) %}
  | Pairs %comma Pair                               {% (d) => N.snoc(d[0], d[2]) %}

Pair -> Expr %arrow Expr                            {% (d) => N.pair(d[0], d[2]) %}
  | %label Expr                                     {% (d) => N.labelPair(d[0], d[1]) %}

ParenArgs -> %lpc %rparen                           {% () => null %}
  | %lpc ArgList %rparen                            {% (d) => d[1] %}
  | %lpc ArgList %comma %rparen                     {% (d) => d[1] %}

# ---- expressions, by Ruby precedence: range < + - < * / % < unary minus < call ----

Expr -> Sum                                         {% id %}
  | Sum %dot2 Sum                                   {% (d) => N.range(d[0], d[1], d[2], false) %}
  | Sum %dot3 Sum                                   {% (d) => N.range(d[0], d[1], d[2], true) %}

Sum -> Prod                                         {% id %}
  | Sum %plus Prod                                  {% (d) => N.binop(d[0], d[1], d[2]) %}
  | Sum %minus Prod                                 {% (d) => N.binop(d[0], d[1], d[2]) %}

Prod -> Unary                                       {% id %}
  | Prod %star Unary                                {% (d) => N.binop(d[0], d[1], d[2]) %}
  | Prod %slash Unary                               {% (d) => N.binop(d[0], d[1], d[2]) %}
  | Prod %percent Unary                             {% (d) => N.binop(d[0], d[1], d[2]) %}

Unary -> Primary                                    {% id %}
  | %uminus Unary                                   {% (d) => N.neg(d[0], d[1]) %}
  | %uplus Unary                                    {% (d) => d[1] %}

Primary -> Atom                                     {% id %}
  | CallP                                           {% id %}
  | CallP BraceBlock                                {% (d) => N.withBlock(d[0], d[1]) %}

# A name, or a call written with parentheses or a receiver.
CallP -> %ident                                     {% (d) => N.ident(d[0]) %}
  | %ident ParenArgs                                {% (d) => N.call(null, d[0], d[1], true) %}
  | %constant ParenArgs                                {% (d) => N.call(null, d[0], d[1], true) %}
  | Primary %dot Method                             {% (d) => N.call(d[0], d[2], null, false) %}
  | Primary %dot Method ParenArgs                   {% (d) => N.call(d[0], d[2], d[3], true) %}

Method -> %ident                                    {% id %}
  | %constant                                          {% id %}

Atom -> %str                                        {% (d) => d[0].value %}
  | %int                                            {% (d) => N.intLit(d[0]) %}
  | %float                                          {% (d) => N.floatLit(d[0]) %}
  | %kw_true                                        {% (d) => N.boolLit(d[0], true) %}
  | %kw_false                                       {% (d) => N.boolLit(d[0], false) %}
  | %kw_nil                                         {% (d) => N.nilLit(d[0]) %}
  | %sym                                            {% (d) => N.symLit(d[0]) %}
  | %constant                                          {% (d) => N.constRef(d[0]) %}
  | Scoped                                          {% id %}
  | %lbrack %rbrack                                 {% (d) => N.array(d[0], null) %}
  | %lbrack ArgList %rbrack                         {% (d) => N.array(d[0], d[1]) %}
  | %lbrack ArgList %comma %rbrack                  {% (d) => N.array(d[0], d[1]) %}
  | %lbrace %rbrace                                 {% (d) => N.hash(d[0].loc, null, true) %}
  | %lbrace Pairs %rbrace                           {% (d) => N.hash(d[0].loc, d[1], true) %}
  | %lbrace Pairs %comma %rbrace                    {% (d) => N.hash(d[0].loc, d[1], true) %}
  | %langle Pairs %rangle                           {% (d) => N.hash(d[0].loc, d[1], true) %}
  | %langle Pairs %comma %rangle                    {% (d) => N.hash(d[0].loc, d[1], true) %}
  | %lparen Stmt %rparen                            {% (d) => d[1] %}

Scoped -> %constant %colon2 %constant                     {% (d) => N.scoped(d[0], d[2]) %}
  | Scoped %colon2 %constant                           {% (d) => N.scopedMore(d[0], d[2]) %}
