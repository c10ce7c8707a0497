/**
 * The AST of the HBase shell language (the Ruby subset the README's tour lists).
 *
 * Every statement is an expression; the grammar knows no command names. A
 * bare lower-case word is an `ident` (a variable or a no-argument command,
 * decided by the evaluator); `name arg, …` and `name(…)` are `call`s with a
 * null receiver; `recv.name …` is a call with a receiver. Strings are bytes:
 * literal text is UTF-8, escapes contribute raw bytes (as in Ruby).
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
  | OpAssign;

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
}

export interface ArrayLit {
  type: 'array';
  items: Expr[];
  loc: Loc;
}

/** `{K => v}`, a braceless trailing hash argument, or the design card's `<K => v>`. */
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

/** `|i|` block or `do |i| … end`. */
export interface Block {
  params: string[];
  body: Expr[];
  loc: Loc;
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

/** `a..b` (exclusive false) or `a...b` (exclusive true). */
export interface RangeExpr {
  type: 'range';
  from: Expr;
  to: Expr;
  exclusive: boolean;
  loc: Loc;
}

/** `for i in a..b [do] … end`. */
export interface ForLoop {
  type: 'for';
  variable: string;
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

/** `while c [do] … end`, `until c … end`, `stmt while c`, `stmt until c`. */
export interface While {
  type: 'while';
  modifier: boolean;
  negate: boolean;
  cond: Expr;
  body: Expr[];
  loc: Loc;
}

/** `break [v]` / `next [v]` / `return [v]`. */
export interface Jump {
  type: 'break' | 'next' | 'return';
  value: Expr | null;
  loc: Loc;
}

/** `def name(a, b) … end`: a method of the script (its value is the symbol `:name`). */
export interface Def {
  type: 'def';
  name: string;
  params: string[];
  body: Expr[];
  loc: Loc;
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
  op: null | '+' | '-' | '*' | '/' | '%' | '||' | '&&';
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
