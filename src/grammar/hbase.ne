# The HBase shell language: the Ruby subset the README's tour lists.
#
# Compiled by `npm run build:grammar` into generated/hbase.ts (committed; a
# test fails when it is stale). The parser is fed the tokens of ONE statement
# by stream.ts, which has already
#   - turned every literal into one `lit` token carrying its node: strings
#     (decoded, adjacent ones joined, `#{}` parsed), numbers (a `-` right
#     before one folded in), true/false/nil, symbols, constants, `A::B`,
#     and the empty `[]` and `{}`;
#   - classified operators: `addop` (+ -), `mulop` (* / %), `range` (.. ...),
#     `assign` (= and the op-assignments), `uminus` (prefix minus), `eqop`
#     (== != <=>), `relop` (< > <= >=), `shiftop` (<<), `andand` (&&),
#     `oror` (||), `bang` (prefix !), `qmark`/`colon` (the ternary), `andor`
#     (the keywords and/or);
#   - classified `if`/`unless`/`while`/`until` after a value as a `modifier`
#     (its value is the keyword), elsewhere as the block keyword, as Ruby's
#     lexer does; turned a block's `then` (and a `while`'s `do`) into `sep`;
#   - classified by context: `cmdname` (a name in command position followed
#     by an argument: `put 't'`, `t.scan LIMIT => 1`), `pcomma` (a comma
#     before a `key => value` pair), `commalit` / `cmdlit` (a comma / command
#     name before an argument that is a lone literal: `put 't1', 'r1'` — so
#     that the parser does not predict a whole expression for it, which is
#     what makes 100k-line put scripts fast), `cname` (a name directly
#     followed by `(`), `lpc`
#     (its parenthesis) or `parens0` (its empty `()`), `lparen` (any other
#     `(`), `lblock` (a block's `{`: `|` follows, or a call precedes and no
#     `=>` opens it) or `lbrace` (a hash), `lbrack_idx`
#     (`[` right after a value: indexing);
#   - dropped a trailing comma before a closing bracket, and newlines inside
#     brackets or after an operator or comma; turned the remaining newlines,
#     `;` and a `for`'s `do` into single `sep` tokens (never leading, never
#     doubled, never right after `do`, `else`, `|params|` or `{`), and put one
#     (of no width) between a def's `)` and a body on the same line.
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

# ---- statements, by Ruby precedence: modifiers < and/or < not < the rest ----

Stmt -> ExprStmt                                    {% id %}
  | Stmt %modifier ExprStmt                         {% (d) => N.modifier(d[0], d[1], d[2]) %}
  | Stmt %rescue_mod ExprStmt                       {% (d) => N.rescueModifier(d[0], d[1], d[2]) %}

# Ruby's `expr`: `and`/`or` (one precedence, left), `not`, over a simple statement.
ExprStmt -> NotStmt                                 {% id %}
  | ExprStmt %andor NotStmt                         {% (d) => N.logic(d[0], d[1], d[2]) %}

NotStmt -> Simple                                   {% id %}
  | %kw_not NotStmt                                 {% (d) => N.not(d[0], d[1]) %}

Simple -> Expr                                      {% id %}
  | Command                                         {% id %}
  | BlockCall                                       {% id %}
  | %ident %assign Simple                           {% (d) => N.assign(d[0], d[1], d[2]) %}
  | %ident %assign MrhsArray                        {% (d, _l, reject) => d[1].value === null ? N.assign(d[0], d[1], d[2]) : reject %}
  | %variable %assign MrhsArray                     {% (d, _l, reject) => (d[1].value === null ? N.varAssign(d[0].value, d[1], d[2]) : undefined) ?? reject %}
  | %constlhs %assign MrhsArray                     {% (d, _l, reject) => (d[1].value === null ? N.varAssign(d[0].value, d[1], d[2]) : undefined) ?? reject %}
  | %variable %assign Simple                        {% (d, _l, reject) => N.varAssign(d[0].value, d[1], d[2]) ?? reject %}
  | %constlhs %assign Simple                        {% (d, _l, reject) => N.varAssign(d[0].value, d[1], d[2]) ?? reject %}
  | Primary %dot %ident %assign Simple              {% (d) => N.attrAssign(d[0], d[1], d[2], d[3], d[4]) %}
  | MlhsList %assign Mrhs                           {% (d, _l, reject) => d[1].value === null ? N.masgn(d[0], d[2]) : reject %}
  | %star MlhsTarget %assign Mrhs                   {% (d, _l, reject) => d[2].value === null ? N.masgn(N.one(N.splat(d[0], d[1])), d[3]) : reject %}
  | %kw_break MultiArgs                             {% (d) => N.jump(d[0], N.array(d[0], d[1])) %}
  | %kw_next MultiArgs                              {% (d) => N.jump(d[0], N.array(d[0], d[1])) %}
  | %kw_return MultiArgs                            {% (d) => N.jump(d[0], N.array(d[0], d[1])) %}
  | %kw_return %star Expr                           {% (d) => N.jump(d[0], N.array(d[0], N.one(N.splat(d[1], d[2])))) %}
  | %kw_alias MethodRef MethodRef                   {% (d) => N.alias(d[0], d[1], d[2]) %}
  | %kw_undef MethodRefs                            {% (d) => N.undef(d[0], d[1]) %}
  | Primary %lbrack_idx Args %rbrack %assign Simple {% (d, _l, reject) => N.INDEX_ASSIGN_OPS.has(d[4].value) ? N.indexAssign(d[0], d[1], d[2], d[4], d[5]) : reject %}
  | %kw_break                                       {% (d) => N.jump(d[0], null) %}
  | %kw_break Expr                                  {% (d) => N.jump(d[0], d[1]) %}
  | %kw_next                                        {% (d) => N.jump(d[0], null) %}
  | %kw_next Expr                                   {% (d) => N.jump(d[0], d[1]) %}
  | %kw_return                                      {% (d) => N.jump(d[0], null) %}
  | %kw_return Expr                                 {% (d) => N.jump(d[0], d[1]) %}
  | %kw_retry                                       {% (d) => N.bare(d[0]) %}
  | %kw_redo                                        {% (d) => N.bare(d[0]) %}

# `alias new old`, `undef a, :b`: names, symbols or globals.
MethodRef -> %ident                                 {% (d) => d[0].value %}
  | %lit                                            {% (d, _l, reject) => (d[0].value.type === 'sym' ? d[0].value.name : reject) %}
  | %variable                                       {% (d, _l, reject) => (d[0].value.type === 'gvar' ? d[0].value.name : reject) %}

MethodRefs -> MethodRef                             {% (d) => N.one(d[0]) %}
  | MethodRefs %comma MethodRef                     {% (d) => N.snoc(d[0], d[2]) %}
  | MethodRefs %commalit MethodRef                  {% (d) => N.snoc(d[0], d[2]) %}

# Two or more values (`return a, b` returns an Array); a lone literal after its comma is a `commalit` (stream.ts).
MultiArgs -> Arg %comma Arg                         {% (d) => N.snoc(N.one(d[0]), d[2]) %}
  | Arg %commalit %lit                              {% (d) => N.snoc(N.one(d[0]), d[2].value) %}
  | MultiArgs %comma Arg                            {% (d) => N.snoc(d[0], d[2]) %}
  | MultiArgs %commalit %lit                        {% (d) => N.snoc(d[0], d[2].value) %}

# `a, b = …`, `a, *b = …`, `(a, b), c = …`, `a, = …`, `*a = …`.
MlhsList -> MlhsItem %comma MlhsItem                {% (d) => N.snoc(N.one(d[0]), d[2]) %}
  | MlhsList %comma MlhsItem                        {% (d) => N.snoc(d[0], d[2]) %}
  | MlhsItem %comma                                 {% (d) => N.one(d[0]) %}

MlhsItem -> MlhsTarget                              {% id %}
  | %star MlhsTarget                                {% (d) => N.splat(d[0], d[1]) %}
  | %star                                           {% (d) => N.splat(d[0], null) %}
  | %lparen MlhsList %rparen                        {% (d) => N.mlhs(d[0], d[1]) %}

MlhsTarget -> %ident                                {% (d) => N.ident(d[0]) %}
  | %variable                                       {% (d, _l, reject) => (d[0].value.type === 'self' ? reject : d[0].value) %}
  | Primary %lbrack_idx Args %rbrack                {% (d) => N.index(d[0], d[1], d[2]) %}
  | Primary %dot %ident                             {% (d) => N.call(d[0], d[2], null, false, d[1]) %}

# `x = 1, 2`, `x = *a`, `x = *a, b`: one target, several values (or a splat): an Array.
MrhsArray -> MultiArgs                              {% (d) => N.array(null, d[0]) %}
  | %star Expr                                      {% (d) => N.array(null, N.one(N.splat(d[0], d[1]))) %}

# The right side: one value (to_ary'd), or several (an Array).
Mrhs -> Arg                                         {% id %}
  | MultiArgs                                       {% (d) => N.array(null, d[0]) %}

# `name arg, …` and `recv.name arg, …` (no parentheses).
Command -> LeadCmd                                  {% id %}
  | Primary %dot %cmdname CmdArgs                   {% (d) => N.call(d[0], d[2], d[3], false, d[1]) %}
  | Primary %dot %cmdlit LitArgList                 {% (d) => N.call(d[0], d[2], d[3], false, d[1]) %}

# A statement that starts with a command name and has no `do`, modifier or
# `and`/`or` is parsed from here directly (parse.ts picks the start symbol):
# most script lines are one.
LeadCmd -> %cmdname CmdArgs                         {% (d) => N.call(null, d[0], d[1], false) %}
  | %cmdlit LitArgList                              {% (d) => N.call(null, d[0], d[1], false) %}

# A command's arguments, or one command as its only argument (`puts count 't'`).
CmdArgs -> ArgList                                  {% id %}
  | Command                                         {% (d) => N.one(d[0]) %}

# `do … end` binds to the whole command (Ruby's rule) or to a call without arguments.
BlockCall -> Command DoBlock                        {% (d) => N.withBlock(d[0], d[1]) %}
  | CallP DoBlock                                   {% (d) => N.withBlock(d[0], d[1]) %}
  | BlockCall %dot %ident                           {% (d) => N.call(d[0], d[2], null, false, d[1]) %}
  | BlockCall %dot %cname ParenArgs                 {% (d) => N.call(d[0], d[2], d[3], true, d[1]) %}
  | BlockCall %dot %ident Block                     {% (d) => N.withBlock(N.call(d[0], d[2], null, false, d[1]), d[3]) %}
  | BlockCall %dot %cname ParenArgs Block           {% (d) => N.withBlock(N.call(d[0], d[2], d[3], true, d[1]), d[4]) %}
  | BlockCall %dot %cmdname CmdArgs                 {% (d) => N.call(d[0], d[2], d[3], false, d[1]) %}
  | BlockCall %dot %cmdlit LitArgList               {% (d) => N.call(d[0], d[2], d[3], false, d[1]) %}
  | BlockCall %dot %cmdname CmdArgs DoBlock         {% (d) => N.withBlock(N.call(d[0], d[2], d[3], false, d[1]), d[4]) %}

# MRI's `block_call call_op2 operation2 opt_paren_args brace_block`: `end.map do … end`, `end.map { … }`.
Block -> DoBlock                                    {% id %}
  | BraceBlock                                      {% id %}

DoBlock -> %kw_do BodyR %kw_end                     {% (d) => N.block(d[0], null, d[1]) %}
  | %kw_do Params BodyR %kw_end                     {% (d) => N.block(d[0], d[1], d[2]) %}

# `f(x.map do … end)`: inside a call's parentheses or brackets, `do` binds to the call before it (stream.ts's `kw_do_arg`).
DoArgBlock -> %kw_do_arg BodyR %kw_end              {% (d) => N.block(d[0], null, d[1]) %}
  | %kw_do_arg Params BodyR %kw_end                 {% (d) => N.block(d[0], d[1], d[2]) %}

BraceBlock -> %lblock Params Body %rbrace           {% (d) => N.block(d[0], d[1], d[2]) %}
  | %lblock Body %rbrace                            {% (d) => N.block(d[0], null, d[1]) %}

Params -> %pipe ParamList %pipe                     {% (d) => d[1] %}
  | %pipe ParamList %sep Names %pipe                {% (d) => N.snoc(d[1], N.blockLocals(d[3])) %}
  | %pipe ParamList %comma %pipe                    {% (d) => d[1] %}

# `|a; t, u|`: block-local names.
Names -> %ident                                     {% (d) => N.one(d[0].value) %}
  | Names %comma %ident                             {% (d) => N.snoc(d[0], d[2].value) %}

# A plain name is a string; every other kind of parameter a descriptor (nodes.ts Param).
ParamList -> Param                                  {% (d) => N.one(d[0]) %}
  | ParamList %comma Param                          {% (d) => N.snoc(d[0], d[2]) %}
  | ParamList %pcomma Param                         {% (d) => N.snoc(d[0], d[2]) %}

Param -> %ident                                     {% (d) => d[0].value %}
  | %ident %assign Expr                             {% (d, _l, reject) => d[1].value === null ? N.param('optional', d[0], d[2]) : reject %}
  | %star %ident                                    {% (d) => N.param('rest', d[1], null) %}
  | %star                                           {% (d) => N.param('rest', null, null) %}
  | %dstar %ident                                   {% (d) => N.param('kwrest', d[1], null) %}
  | %dstar                                          {% (d) => N.param('kwrest', null, null) %}
  | %amper %ident                                   {% (d) => N.param('block', d[1], null) %}
  | %label                                          {% (d) => N.param('keyword', d[0], null) %}
  | %label Expr                                     {% (d) => N.param('keyword', d[0], d[1]) %}
  | %lparen ParamList %rparen                       {% (d) => N.param('mlhs', d[0], d[1]) %}

Body -> null                                        {% () => null %}
  | Stmts                                           {% id %}
  | Stmts %sep                                      {% id %}

Stmts -> Stmt                                       {% (d) => N.one(d[0]) %}
  | Stmts %sep Stmt                                 {% (d) => N.snoc(d[0], d[2]) %}

# A `def`, `do` or `begin` body: statements, then any `rescue` clauses, `else`, `ensure` (one `begin` node when there are any).
BodyR -> Body                                       {% id %}
  | Body Rescues ElseTail EnsureTail                {% (d) => N.beginBody(d[0], d[1], d[2], d[3]) %}
  | Body EnsureClause                               {% (d) => N.beginBody(d[0], null, null, d[1]) %}

Rescues -> Rescue                                   {% (d) => N.one(d[0]) %}
  | Rescues Rescue                                  {% (d) => N.snoc(d[0], d[1]) %}

Rescue -> %kw_rescue %sep Body                      {% (d) => N.rescueClause(d[0], null, null, d[2]) %}
  | %kw_rescue Args %sep Body                       {% (d) => N.rescueClause(d[0], d[1], null, d[3]) %}
  | %kw_rescue %arrow Target %sep Body              {% (d) => N.rescueClause(d[0], null, d[2], d[4]) %}
  | %kw_rescue Args %arrow Target %sep Body         {% (d) => N.rescueClause(d[0], d[1], d[3], d[5]) %}

# Where `rescue => e` puts the exception.
Target -> %ident                                    {% (d) => N.ident(d[0]) %}

EnsureTail -> null                                  {% () => null %}
  | EnsureClause                                    {% id %}

EnsureClause -> %kw_ensure Body                     {% (d) => N.elseBody(d[1]) %}

# ---- compound statements (Ruby's primaries: they have values) ----

Begin -> %kw_begin BodyR %kw_end                    {% (d) => N.beginBlock(d[0], d[1]) %}

Case -> %kw_case ExprStmt %sep Whens ElseTail %kw_end {% (d) => N.caseExpr(d[0], d[1], d[3], d[4]) %}
  | %kw_case %sep Whens ElseTail %kw_end            {% (d) => N.caseExpr(d[0], null, d[2], d[3]) %}
  | %kw_case ExprStmt Whens ElseTail %kw_end        {% (d) => N.caseExpr(d[0], d[1], d[2], d[3]) %}

Whens -> When                                       {% (d) => N.one(d[0]) %}
  | Whens When                                      {% (d) => N.snoc(d[0], d[1]) %}

When -> %kw_when Args %sep Body                     {% (d) => N.when(d[0], d[1], d[3]) %}

For -> %kw_for %ident %kw_in Expr %sep Body %kw_end {% (d) => N.forLoop(d[0], d[1], d[3], d[5]) %}
  | %kw_for MlhsList %kw_in Expr %sep Body %kw_end  {% (d) => N.forTargets(d[0], d[1], d[3], d[5]) %}

# `class Foo [< Bar]`, `class << self`, `module M`.
ClassDef -> %kw_class ConstPath %sep BodyR %kw_end  {% (d) => N.classDef(d[0], d[1], null, d[3]) %}
  | %kw_class ConstPath %relop Expr %sep BodyR %kw_end {% (d, _l, reject) => d[2].value === '<' ? N.classDef(d[0], d[1], d[3], d[5]) : reject %}
  | %kw_class %shiftop Expr %sep BodyR %kw_end      {% (d) => N.sclass(d[0], d[2], d[4]) %}
  | %kw_module ConstPath %sep BodyR %kw_end         {% (d) => N.moduleDef(d[0], d[1], d[3]) %}

ConstPath -> %lit                                   {% (d, _l, reject) => (d[0].value.type === 'const' || d[0].value.type === 'scoped' ? d[0].value : reject) %}
  | %colon2 %lit                                    {% (d, _l, reject) => N.topConst(d[0], d[1].value) ?? reject %}

# `->(x) { … }`, `-> x do … end`, `-> { … }`.
Lambda -> %lambda LambdaBody                        {% (d) => N.lambda(d[0], null, d[1]) %}
  | %lambda %lparen %rparen LambdaBody              {% (d) => N.lambda(d[0], null, d[3]) %}
  | %lambda %lparen ParamList %rparen LambdaBody    {% (d) => N.lambda(d[0], d[2], d[4]) %}
  | %lambda BareParams LambdaBody                   {% (d) => N.lambda(d[0], d[1], d[2]) %}

# `-> x, y { … }`: parameters without parentheses start with a name.
BareParams -> %ident                                {% (d) => N.one(d[0].value) %}
  | BareParams %comma Param                         {% (d) => N.snoc(d[0], d[2]) %}

LambdaBody -> %lblock Body %rbrace                  {% (d) => [d[0], d[1]] %}
  | %kw_do BodyR %kw_end                            {% (d) => [d[0], d[1]] %}
  | %kw_do_arg BodyR %kw_end                        {% (d) => [d[0], d[1]] %}

# The condition ends at a `sep` (a newline, `;` or `then`).
If -> %kw_if ExprStmt %sep Body IfTail %kw_end      {% (d) => N.ifBlock(d[0], d[1], d[3], d[4]) %}
  | %kw_unless ExprStmt %sep Body ElseTail %kw_end  {% (d) => N.ifBlock(d[0], d[1], d[3], d[4]) %}

IfTail -> ElseTail                                  {% id %}
  | %kw_elsif ExprStmt %sep Body IfTail             {% (d) => N.elsif(d[0], d[1], d[3], d[4]) %}

ElseTail -> null                                    {% () => null %}
  | %kw_else Body                                   {% (d) => N.elseBody(d[1]) %}

# `def name`, `def name()`, `def name(a, b)`, `def name a, b`: the header ends at a `sep`; the Splitter
# emits one at the parameters' `)` (`def f(x) x * 2 end`, `def f(a, b) end`).
Def -> DefHead %sep BodyR %kw_end                   {% (d) => N.def(d[0], null, d[2]) %}
  | DefHead ParamList %sep BodyR %kw_end            {% (d) => N.def(d[0], d[1], d[3]) %}
  | DefHeadP %parens0 %sep BodyR %kw_end            {% (d) => N.def(d[0], null, d[3]) %}
  | DefHeadP %lpc ParamList %rparen %sep BodyR %kw_end {% (d) => N.def(d[0], d[2], d[5]) %}

# `def name` / `def self.name` (any object: `def obj.name`); the name may be `x=`, `==`, `[]`, `+@` … (stream.ts).
DefHead -> %kw_def %ident                           {% (d) => N.defHead(d[0], null, d[1]) %}
  | %kw_def Primary %dot %ident                     {% (d) => N.defHead(d[0], d[1], d[3]) %}

# The same, directly followed by `(`.
DefHeadP -> %kw_def %cname                          {% (d) => N.defHead(d[0], null, d[1]) %}
  | %kw_def Primary %dot %cname                     {% (d) => N.defHead(d[0], d[1], d[3]) %}

# The condition ends at a `sep` (a newline, `;` or `do`).
While -> %kw_while ExprStmt %sep Body %kw_end       {% (d) => N.whileLoop(d[0], d[1], d[3]) %}
  | %kw_until ExprStmt %sep Body %kw_end            {% (d) => N.whileLoop(d[0], d[1], d[3]) %}

# ---- arguments: positional, then an optional braceless trailing hash ----

ArgList -> Args                                     {% id %}
  | Args %pcomma Pairs                              {% (d) => N.argsWithHash(d[0], d[2]) %}
  | Pairs                                           {% (d) => N.argsWithHash(null, d[0]) %}
  | BlockArg                                        {% (d) => N.one(d[0]) %}
  | Args %comma BlockArg                            {% (d) => N.snoc(d[0], d[2]) %}
  | Args %pcomma Pairs %comma BlockArg              {% (d) => N.snoc(N.argsWithHash(d[0], d[2]), d[4]) %}
  | Pairs %comma BlockArg                           {% (d) => N.snoc(N.argsWithHash(null, d[0]), d[2]) %}

# `&blk`, `&:sym`: the block argument, always last.
BlockArg -> %amper Expr                             {% (d) => N.blockPass(d[0], d[1]) %}

Args -> Arg                                         {% (d) => N.one(d[0]) %}
  | Args %comma Arg                                 {% (d) => N.snoc(d[0], d[2]) %}
  | Args %commalit %lit                             {% (d) => N.snoc(d[0], d[2].value) %}

# The same, when the first argument is a lone literal (after a `cmdlit`).
LitArgList -> LitArgs                               {% id %}
  | LitArgs %pcomma Pairs                           {% (d) => N.argsWithHash(d[0], d[2]) %}
  | LitArgs %comma BlockArg                         {% (d) => N.snoc(d[0], d[2]) %}
  | LitArgs %pcomma Pairs %comma BlockArg           {% (d) => N.snoc(N.argsWithHash(d[0], d[2]), d[4]) %}

LitArgs -> %lit                                     {% (d) => N.one(d[0].value) %}
  | LitArgs %comma Expr                             {% (d) => N.snoc(d[0], d[2]) %}
  | LitArgs %commalit %lit                          {% (d) => N.snoc(d[0], d[2].value) %}

Pairs -> Pair                                       {% (d) => N.one(d[0]) %}
  | Pairs %pcomma Pair                              {% (d) => N.snoc(d[0], d[2]) %}

Pair -> Expr %arrow Expr                            {% (d) => N.pair(d[0], d[2]) %}
  | %label Expr                                     {% (d) => N.labelPair(d[0], d[1]) %}
  | %dstar Expr                                     {% (d) => N.dsplatPair(d[0], d[1]) %}

# A positional argument or array item: an expression, `*splat`, or an assignment (`f(x = 1)`, `p(o.v = 5)`).
Arg -> Expr                                         {% id %}
  | %star Expr                                      {% (d) => N.splat(d[0], d[1]) %}
  | ArgAsgn                                         {% id %}

# Ruby's `arg: lhs '=' arg_rhs` (right-associative): an assignment where a value stands.
ArgAsgn -> %ident %assign ArgRhs                    {% (d) => N.assign(d[0], d[1], d[2]) %}
  | %variable %assign ArgRhs                        {% (d, _l, reject) => N.varAssign(d[0].value, d[1], d[2]) ?? reject %}
  | %constlhs %assign ArgRhs                        {% (d, _l, reject) => N.varAssign(d[0].value, d[1], d[2]) ?? reject %}
  | Primary %dot %ident %assign ArgRhs              {% (d) => N.attrAssign(d[0], d[1], d[2], d[3], d[4]) %}
  | Primary %lbrack_idx Args %rbrack %assign ArgRhs {% (d, _l, reject) => N.INDEX_ASSIGN_OPS.has(d[4].value) ? N.indexAssign(d[0], d[1], d[2], d[4], d[5]) : reject %}

ArgRhs -> Expr                                      {% id %}
  | ArgAsgn                                         {% id %}

# `()`, `(args)`, or one command (`f(a.map &:x)`, `f(s.split /,/)`), as Ruby allows.
ParenArgs -> %parens0                               {% () => null %}
  | %lpc ArgList %rparen                            {% (d) => d[1] %}
  | %lpc Command %rparen                            {% (d) => N.one(d[1]) %}

# ---- expressions, by Ruby precedence (lowest first):
#      defined? < ?: < .. ... < || < && < == != <=> === =~ !~ (non-associative) < < > <= >=
#      < | ^ < & < << >> < + - < * / % < unary minus < ** (right) < ! ~ < call / index

Expr -> RangeE                                      {% id %}
  | RangeE %qmark Expr %colon Expr                  {% (d) => N.ternary(d[0], d[1], d[2], d[4]) %}
  | %kw_defined Expr                                {% (d) => N.call(null, d[0], N.one(d[1]), false) %}

RangeE -> OrOr                                      {% id %}
  | OrOr %range OrOr                                {% (d) => N.range(d[0], d[1], d[2]) %}
  | OrOr %range                                     {% (d) => N.range(d[0], d[1], null) %}

OrOr -> AndAnd                                      {% id %}
  | OrOr %oror AndAnd                               {% (d) => N.logic(d[0], d[1], d[2]) %}

AndAnd -> Eq                                        {% id %}
  | AndAnd %andand Eq                               {% (d) => N.logic(d[0], d[1], d[2]) %}

Eq -> Cmp                                           {% id %}
  | Cmp %eqop Cmp                                   {% (d) => N.binop(d[0], d[1], d[2]) %}

Cmp -> BitOr                                        {% id %}
  | Cmp %relop BitOr                                {% (d) => N.binop(d[0], d[1], d[2]) %}

BitOr -> BitAnd                                     {% id %}
  | BitOr %bitor BitAnd                             {% (d) => N.binop(d[0], d[1], d[2]) %}

BitAnd -> Shift                                     {% id %}
  | BitAnd %bitand Shift                            {% (d) => N.binop(d[0], d[1], d[2]) %}

Shift -> Sum                                        {% id %}
  | Shift %shiftop Sum                              {% (d) => N.binop(d[0], d[1], d[2]) %}

Sum -> Prod                                         {% id %}
  | Sum %addop Prod                                 {% (d) => N.binop(d[0], d[1], d[2]) %}

Prod -> Unary                                       {% id %}
  | Prod %mulop Unary                               {% (d) => N.binop(d[0], d[1], d[2]) %}

Unary -> Pow                                        {% id %}
  | %uminus Unary                                   {% (d) => N.neg(d[0], d[1]) %}

# `2 ** -1`, `2 ** 3 ** 2` (right-associative).
Pow -> Bang                                         {% id %}
  | Bang %pow Unary                                 {% (d) => N.binop(d[0], d[1], d[2]) %}

Bang -> Primary                                     {% id %}
  | %bang Bang                                      {% (d) => N.not(d[0], d[1]) %}
  | %bang %uminus Bang                              {% (d) => N.not(d[0], N.neg(d[1], d[2])) %}
  | %tilde Bang                                     {% (d) => N.unary(d[0], d[1]) %}

Primary -> %lit                                     {% (d) => d[0].value %}
  | %variable                                            {% (d) => d[0].value %}
  | %lbrack Args %rbrack                            {% (d) => N.array(d[0], d[1]) %}
  | %lbrack Args %pcomma Pairs %rbrack              {% (d) => N.array(d[0], N.argsWithHash(d[1], d[3])) %}
  | %lbrack Pairs %rbrack                           {% (d) => N.array(d[0], N.argsWithHash(null, d[1])) %}
  | %lbrace Pairs %rbrace                           {% (d) => N.hash(d[0].loc, d[1], true) %}
  | %langle Pairs %rangle                           {% (d) => N.hash(d[0].loc, d[1], true) %}
  | %lparen Stmt %rparen                            {% (d) => d[1] %}
  | Primary %lbrack_idx Args %rbrack                {% (d) => N.index(d[0], d[1], d[2]) %}
  | CallP                                           {% id %}
  | CallP BraceBlock                                {% (d) => N.withBlock(d[0], d[1]) %}
  | CallP DoArgBlock                                {% (d) => N.withBlock(d[0], d[1]) %}
  | For                                             {% id %}
  | If                                              {% id %}
  | While                                           {% id %}
  | Def                                             {% id %}
  | Case                                            {% id %}
  | ClassDef                                        {% id %}
  | Lambda                                          {% id %}
  | %colon2 %lit                                    {% (d, _l, reject) => N.topConst(d[0], d[1].value) ?? reject %}
  | Primary %dot %lparen %rparen                    {% (d) => N.callCall(d[0], d[1], null) %}
  | Primary %dot %lparen ArgList %rparen            {% (d) => N.callCall(d[0], d[1], d[3]) %}
  | Begin                                           {% id %}

# A name, or a call written with parentheses or a receiver.
CallP -> %ident                                     {% (d) => N.ident(d[0]) %}
  | %cname ParenArgs                                {% (d) => N.call(null, d[0], d[1], true) %}
  | Primary %dot %ident                             {% (d) => N.call(d[0], d[2], null, false, d[1]) %}
  | Primary %dot %cname ParenArgs                   {% (d) => N.call(d[0], d[2], d[3], true, d[1]) %}
