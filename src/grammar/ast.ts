/**
 * The AST of the HBase shell language (the Ruby subset the README's tour lists).
 *
 * Every statement is an expression; the grammar knows no command names. A
 * bare lower-case word is an `ident` (a variable or a no-argument command,
 * decided by the evaluator); `name arg, …` and `name(…)` are `call`s with a
 * null receiver; `recv.name …` is a call with a receiver. Strings are bytes:
 * literal text is UTF-8, escapes contribute raw bytes (as in Ruby).
 *
 * Syntax with no node of its own (lowered by the parser):
 *   `%w[a b]` / `%W[a#{x}]` → `array` of `str`/`interp`; `%i[a b]` → `array` of `sym` (`%I` may hold `dsym`);
 *   `%q(…)` → `str`; `%Q(…)`, `%(…)` → `str`/`interp`; heredocs (`<<EOS`, `<<-EOS`, `<<~EOS`, `<<'EOS'`,
 *   `<<"EOS"`) → `str`/`interp` (squiggly indentation already removed); `?a` → `str`;
 *   `__FILE__` → `str`, `__LINE__` → `int`; `(1..)` → `range` to `nil`; `x.()` → `call` named `call`;
 *   `a.+(b)` → `call` named `+`; `proc {}`, `lambda {}`, `loop do … end`, `raise …`, `block_given?`,
 *   `alias_method`, `attr_accessor`, `__method__` → `call`/`ident`; `x += 1` and `x op= v` → `assign` of `binop`/`op`;
 *   `return a, b` → `return` of an `array`; `def`/`do` bodies with `rescue`/`ensure` → one `begin`;
 *   `stmt rescue v` → `begin` with `modifier`.
 */
import type { SourceLocation } from '../errors.js';
import type { BinaryOperator } from '../ruby/operators.js';

export type { BinaryOperator };

export type Loc = SourceLocation;

export interface Program {
  type: 'program';
  body: Expr[];
}

export type Expr =
  | StrLit
  | InterpStr
  | IntLit
  | FloatLit
  | BoolLit
  | NilLit
  | SymLit
  | ConstRef
  | ScopedConst
  | ArrayLit
  | HashLit
  | Ident
  | Call
  | Assign
  | BinOp
  | Neg
  | RangeExpr
  | ForLoop
  | Logic
  | Not
  | If
  | While
  | Jump
  | Def
  | Index
  | IndexAssign
  | OpAssign
  // ---- issue 22's Ruby (shapes first; see each interface) ----
  | OpCall
  | Unary
  | Splat
  | DoubleSplat
  | RegexLit
  | DSym
  | GlobalVar
  | InstVar
  | ClassVar
  | SelfRef
  | Colon2
  | VarAssign
  | AttrAssign
  | MultiAssign
  | Case
  | Begin
  | Retry
  | Redo
  | Defined
  | ClassDef
  | SingletonClass
  | ModuleDef
  | Lambda
  | Yield
  | Super
  | Alias
  | Undef
  | Mlhs;

/** A string with no interpolation: single-quoted, or double-quoted without `#{}`. Adjacent literals are already joined. */
export interface StrLit {
  type: 'str';
  bytes: Uint8Array;
  loc: Loc;
}

/** A double-quoted string with `#{expr}` parts; literal parts are bytes. */
export interface InterpStr {
  type: 'interp';
  parts: Array<Uint8Array | Expr>;
  loc: Loc;
}

/** Integers are exact: bigint always (`9223372036854775807`, `0x1F`, `1_000`). */
export interface IntLit {
  type: 'int';
  value: bigint;
  loc: Loc;
}

export interface FloatLit {
  type: 'float';
  value: number;
  loc: Loc;
}

export interface BoolLit {
  type: 'bool';
  value: boolean;
  loc: Loc;
}

export interface NilLit {
  type: 'nil';
  loc: Loc;
}

/**
 * A Ruby symbol: `:foo`, or the key of a label-style hash entry (`{NAME: 'f1'}`
 * is `{:NAME => 'f1'}`). The HBase shell does not recognise symbol keys
 * (`get 't','r', {:foo => :bar}` is an ArgumentError, as table_test.rb asserts), so the
 * evaluator must keep them distinct from strings. `name` is without the colon.
 */
export interface SymLit {
  type: 'sym';
  name: string;
  loc: Loc;
}

/** A bare capitalised identifier not followed by `(`: `NAME`, `VERSIONS`, `FOREVER`, `Bytes`, `Time`. */
export interface ConstRef {
  type: 'const';
  name: string;
  loc: Loc;
}

/** `Long::MAX_VALUE`, `Java::Foo::Bar`: the path segments. */
export interface ScopedConst {
  type: 'scoped';
  path: string[];
  loc: Loc;
  /** `::Foo`, `::Foo::Bar`: looked up from Object. */
  top?: boolean;
}

export interface ArrayLit {
  type: 'array';
  items: Expr[];
  loc: Loc;
}

/** `{K => v}`, a braceless trailing hash argument, or the design card's `<K => v>`. A `**h` entry has a `dsplat` key. */
export interface HashLit {
  type: 'hash';
  entries: Array<{ key: Expr; value: Expr }>;
  /** false when written without braces as trailing call arguments. */
  braces: boolean;
  loc: Loc;
}

/** A bare lower-case word: a variable, or a command called with no arguments. */
export interface Ident {
  type: 'ident';
  name: string;
  loc: Loc;
}

/** `{ |i| … }` block or `do |i| … end`. */
export interface Block {
  /** Every parameter name, in order (destructured ones flattened): the block's own locals. */
  params: string[];
  body: Expr[];
  loc: Loc;
  /** Present when the parameters are more than plain required names (`|a, b = 1, *r, k:, &blk|`, `|a, (b, c)|`, `|a; t|`). */
  signature?: Signature;
}

/**
 * A parameter list beyond plain names, in Ruby's order:
 * `required, optional = v, *rest, post, key:, key: v, **kwrest, &block`.
 * A `def` binds it as a method, a block as a proc (missing → nil, extra dropped, one Array splatted).
 */
export interface Signature {
  /** Required leading params; an `Mlhs` destructures (`|a, (b, c)|`, blocks only). */
  required: Array<string | Mlhs>;
  /** `a = 1`: the default is evaluated at call time, in the method's scope, left to right. */
  optional: Array<{ name: string; value: Expr }>;
  /** `*rest` (name), bare `*` (''), or none (null). */
  rest: string | null;
  /** Required params after the rest (`def f(a, *r, z)`). */
  post: Array<string | Mlhs>;
  /** `k:` (value null: required) and `k: 1`. */
  keywords: Array<{ name: string; value: Expr | null }>;
  /** `**opts` (name), bare `**` (''), or none. */
  kwrest: string | null;
  /** `&blk`, or none. */
  block: string | null;
  /** Block-locals after `;` (`|a; t|`): fresh nils shadowing outer variables. */
  locals: string[];
}

/**
 * A method call. `receiver` is null for a command call (`put 't', …`,
 * `String(x)`, `exit 1`); otherwise it is the object (`t.put …`,
 * `(1..3).each do |i| … end`, `x.to_s`, `Bytes.toBytes(x)`, `Time.now`).
 * A call with no receiver, no args and no parens never appears: that is an `ident`.
 */
export interface Call {
  type: 'call';
  receiver: Expr | null;
  name: string;
  args: Expr[];
  block: Block | null;
  /** true when written `name(…)`. */
  parens: boolean;
  loc: Loc;
  /** `recv&.name`: nil (and no argument evaluated) when the receiver is nil. */
  safe?: boolean;
  /** `&blk`, `&:sym`, `&method(:f)`: the block argument (its to_proc); never together with `block`. */
  blockArg?: Expr;
}

export interface Assign {
  type: 'assign';
  name: string;
  value: Expr;
  loc: Loc;
}

/** Arithmetic, `<<`, comparisons (`== != < > <= >= <=>`): all method calls on the left operand in Ruby. */
export interface BinOp {
  type: 'binop';
  op: BinaryOperator;
  left: Expr;
  right: Expr;
  loc: Loc;
}

export interface Neg {
  type: 'neg';
  operand: Expr;
  loc: Loc;
}

/** `a..b` (exclusive false) or `a...b` (exclusive true). An endless `(1..)` has `to` a `nil` node (Ruby 2.6's `1..nil`); beginless ranges are a syntax error in JRuby 9.3. */
export interface RangeExpr {
  type: 'range';
  from: Expr;
  to: Expr;
  exclusive: boolean;
  loc: Loc;
}

/** `for i in a..b [do] … end`; `for k, v in h` has `targets` (and `variable` is its first name). */
export interface ForLoop {
  type: 'for';
  variable: string;
  targets?: Mlhs;
  iterable: Expr;
  body: Expr[];
  loc: Loc;
}

/** `a && b`, `a || b`, `a and b`, `a or b`: short-circuit, the value of the operand that decided. */
export interface Logic {
  type: 'logic';
  op: '&&' | '||' | 'and' | 'or';
  left: Expr;
  right: Expr;
  loc: Loc;
}

/** `!x` or `not x`. */
export interface Not {
  type: 'not';
  operand: Expr;
  /** true for the keyword `not`. */
  keyword: boolean;
  loc: Loc;
}

/**
 * `if c [then] … [elsif …] [else …] end`, `unless c … end`, `stmt if c`,
 * `stmt unless c`, `c ? a : b`. An `elsif` is an `if` alone in the else branch.
 */
export interface If {
  type: 'if';
  form: 'block' | 'modifier' | 'ternary';
  /** `unless`: the branches run when the condition is falsy. */
  negate: boolean;
  cond: Expr;
  then: Expr[];
  /** null when there is no `else` (the value is then nil). */
  else: Expr[] | null;
  loc: Loc;
}

/** `while c [do] … end`, `until c … end`, `stmt while c`, `stmt until c`; `begin … end while c` has `postTest` (body runs first). */
export interface While {
  type: 'while';
  modifier: boolean;
  postTest?: boolean;
  negate: boolean;
  cond: Expr;
  body: Expr[];
  loc: Loc;
}

/** `break [v]` / `next [v]` / `return [v]`; `return a, b` / `*a` carry an `array` value (Ruby returns the Array). */
export interface Jump {
  type: 'break' | 'next' | 'return';
  value: Expr | null;
  loc: Loc;
}

/**
 * `def name(a, b) … end`: a method of the script (its value is the symbol `:name`).
 * `name` may be a setter (`x=`), an operator (`<=>`, `==`, `[]`, `[]=`, `+`, `-@`, `!`) or end in `?`/`!`.
 * A body with `rescue`/`else`/`ensure` is one `begin` node.
 */
export interface Def {
  type: 'def';
  name: string;
  /** Every parameter name, in order. */
  params: string[];
  body: Expr[];
  loc: Loc;
  /** Present when the parameters are more than plain required names. */
  signature?: Signature;
  /** `def self.x` (a `self` node) or `def obj.x`: a singleton method of that object. */
  singleton?: Expr;
}

/** `a[i]`, `a[i, n]`, `h['k']`: the method `[]` on the receiver. */
export interface Index {
  type: 'index';
  receiver: Expr;
  args: Expr[];
  loc: Loc;
}

/** `a[i] = v` (op null), `h[k] += v`, `h[k] ||= v`. */
export interface IndexAssign {
  type: 'indexassign';
  receiver: Expr;
  args: Expr[];
  op: null | AssignOp;
  value: Expr;
  loc: Loc;
}

/** `x ||= v`, `x &&= v` (`x += v` is the assignment `x = x + v`). */
export interface OpAssign {
  type: 'opassign';
  name: string;
  op: '||' | '&&';
  value: Expr;
  loc: Loc;
}

// ---- issue 22's Ruby ----

/** Assignment operators beyond `=`: `x op= v` is `x = x op v`, except `||=`/`&&=`, which assign only when needed. */
export type AssignOp = '+' | '-' | '*' | '/' | '%' | '**' | '<<' | '>>' | '&' | '|' | '^' | '||' | '&&';

/** Binary operators that are method calls on the left operand, beyond `binop`'s: `**`, `& | ^ >>`, `=~`, `!~` (`!(a =~ b)`), `===`. */
export type MethodOperator = '**' | '&' | '|' | '^' | '>>' | '=~' | '!~' | '===';

/** `a ** b`, `a & b`, `a | b`, `a ^ b`, `a >> b`, `s =~ /re/` (sets `$~`), `a !~ b`, `a === b`. */
export interface OpCall {
  type: 'op';
  op: MethodOperator;
  left: Expr;
  right: Expr;
  loc: Loc;
}

/** `~x` (Integer#~) and `+x` (`+@`); `-x` stays `neg`, `!x` stays `not`. */
export interface Unary {
  type: 'unary';
  op: '~' | '+@';
  operand: Expr;
  loc: Loc;
}

/** `*x` in call arguments, array literals, `when` lists, a `masgn`'s right side (`value` an expression) or left side (`value` a target, null for a bare `*`). */
export interface Splat {
  type: 'splat';
  value: Expr | null;
  loc: Loc;
}

/** `**h` merged into a hash: in a `hash` node it is an entry whose `key` is this node and whose `value` is `value` (`{**h, a: 1}`, `f(**opts)`). */
export interface DoubleSplat {
  type: 'dsplat';
  value: Expr;
  loc: Loc;
}

/**
 * `/…/flags` and `%r{…}flags`. `parts` are the source text as written (escapes kept: the
 * regexp engine reads them) and `#{}` expressions; `flags` holds any of `i m x o` in source order.
 */
export interface RegexLit {
  type: 'regex';
  parts: Array<string | Expr>;
  flags: string;
  loc: Loc;
}

/** `:"a#{x}"` (and `%I[…]` items with `#{}`): a symbol built from an interpolated string. */
export interface DSym {
  type: 'dsym';
  parts: Array<Uint8Array | Expr>;
  loc: Loc;
}

/** `$name`, `$~`, `$!`, `$1`…`$9`, `$0`, `$;` …: `name` includes the `$`. */
export interface GlobalVar {
  type: 'gvar';
  name: string;
  loc: Loc;
}

/** `@name` (name includes the `@`): nil when unset. */
export interface InstVar {
  type: 'ivar';
  name: string;
  loc: Loc;
}

/** `@@name` (name includes `@@`). */
export interface ClassVar {
  type: 'cvar';
  name: string;
  loc: Loc;
}

/** `self`. */
export interface SelfRef {
  type: 'self';
  loc: Loc;
}

/** `expr::Name` where `expr` is not a constant path (`obj.class::FOO`); `A::B` stays `scoped`, `::A` is `scoped` with `top`. */
export interface Colon2 {
  type: 'colon2';
  scope: Expr;
  name: string;
  loc: Loc;
}

/**
 * Assignment to a global, instance, class variable or constant: `$x = 1`, `@a ||= []`,
 * `FOO = 1`, `A::B = 2`, `@n += 1` (op). Locals stay `assign`/`opassign`.
 */
export interface VarAssign {
  type: 'varassign';
  target: GlobalVar | InstVar | ClassVar | ConstRef | ScopedConst;
  op: AssignOp | null;
  value: Expr;
  loc: Loc;
}

/** `obj.name = v` (calls `name=`; the value of the expression is `v`), `obj.name ||= v`, `obj.n += 1`, `obj&.name = v`. `name` is without `=`. */
export interface AttrAssign {
  type: 'attrassign';
  receiver: Expr;
  name: string;
  op: AssignOp | null;
  value: Expr;
  safe?: boolean;
  loc: Loc;
}

/** A parenthesised group of targets: `(a, b), c = …` on the left, `|a, (b, c)|` in block parameters. */
export interface Mlhs {
  type: 'mlhs';
  items: MlhsItem[];
  loc: Loc;
}

/** One target of a multiple assignment: a local (`ident`), `$g`/`@i`/`@@c`, a constant, `a[i]` (`index`), `o.x` (`call` without args), a group, or `*rest` (`splat`). */
export type MlhsItem = Ident | GlobalVar | InstVar | ClassVar | ConstRef | ScopedConst | Index | Call | Mlhs | Splat;

/**
 * `a, b = b, a`; `a, *b = arr`; `(a, b), c = x`; `a, b = *x`; `a, = x`. `value` is an `array`
 * node when the right side lists several values or splats, else the one expression (to_ary'd).
 * Its value is the right side (as an Array when several).
 */
export interface MultiAssign {
  type: 'masgn';
  targets: Mlhs;
  value: Expr;
  loc: Loc;
}

/** One `when a, *b [then] …` clause; `tests` may hold `splat`s; each test is `test === subject` (or truthiness without a subject). */
export interface When {
  tests: Expr[];
  body: Expr[];
  loc: Loc;
}

/** `case [subject] when … [else …] end` (no `in` patterns). */
export interface Case {
  type: 'case';
  subject: Expr | null;
  whens: When[];
  else: Expr[] | null;
  loc: Loc;
}

/** `rescue A, B => e`: no classes means StandardError; `variable` is the target (`ident`, `ivar`, `gvar`…) or null. */
export interface RescueClause {
  classes: Expr[];
  variable: MlhsItem | null;
  body: Expr[];
  loc: Loc;
}

/**
 * `begin … [rescue …]* [else …] [ensure …] end`; also a `def`/`do` block body with rescue/ensure,
 * and the `stmt rescue value` modifier (one clause with no classes and `modifier` true).
 * A plain `begin … end` has no clauses.
 */
export interface Begin {
  type: 'begin';
  body: Expr[];
  rescues: RescueClause[];
  elseBody: Expr[] | null;
  ensure: Expr[] | null;
  modifier?: boolean;
  loc: Loc;
}

/** `retry` (inside a rescue clause: run the begin body again). */
export interface Retry {
  type: 'retry';
  loc: Loc;
}

/** `redo` (run the loop or block body again without its condition). */
export interface Redo {
  type: 'redo';
  loc: Loc;
}

/** `defined?(x)` / `defined? x`: "local-variable", "method", "expression", "constant", … or nil; never raises. */
export interface Defined {
  type: 'defined';
  expr: Expr;
  loc: Loc;
}

/** `class Foo [< Bar] … end`, `class A::B …`: its value is the body's last value. */
export interface ClassDef {
  type: 'class';
  path: ConstRef | ScopedConst;
  superclass: Expr | null;
  body: Expr[];
  loc: Loc;
}

/** `class << self … end` (target a `self` node, or any object). */
export interface SingletonClass {
  type: 'sclass';
  target: Expr;
  body: Expr[];
  loc: Loc;
}

/** `module M … end`. */
export interface ModuleDef {
  type: 'module';
  path: ConstRef | ScopedConst;
  body: Expr[];
  loc: Loc;
}

/** `->(x) { … }`, `-> x do … end`, `-> { … }`: a lambda (strict arity; `return` leaves it). */
export interface Lambda {
  type: 'lambda';
  block: Block;
  loc: Loc;
}

/** `yield`, `yield a, b`, `yield(a)`: calls the method's block (LocalJumpError "no block given (yield)" without one). */
export interface Yield {
  type: 'yield';
  args: Expr[];
  loc: Loc;
}

/** `super` (args null: the method's own arguments), `super()`, `super(a)`, with an optional block or block argument. */
export interface Super {
  type: 'super';
  args: Expr[] | null;
  block: Block | null;
  blockArg?: Expr;
  loc: Loc;
}

/** `alias new old` (method names, or `$new $old` globals). `alias_method` stays a call. */
export interface Alias {
  type: 'alias';
  to: string;
  from: string;
  loc: Loc;
}

/** `undef a, b`. */
export interface Undef {
  type: 'undef';
  names: string[];
  loc: Loc;
}
