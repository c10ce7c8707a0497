/**
 * AST builders for the grammar's postprocessors, and the parser token type.
 *
 * nearley re-runs a postprocessor every time its rule completes, which for a
 * list happens once per prefix. So every builder here is O(1): lists are
 * cons cells (`Cons`), never copied, and `finish()` turns them into arrays
 * once, on the one tree that survives.
 */
import type { AssignOp, AttrAssign, Begin, Block, ClassDef, Def, ModuleDef, Mlhs, MlhsItem, Signature, VarAssign, Call, Expr, HashLit, If, IndexAssign, Loc, MethodOperator, RescueClause, When } from './ast.js';

/** A token as the parser sees it (built by stream.ts from moo's raw tokens). */
export interface Tok {
  /** Parser token type (`ident`, `str`, `comma`, `uminus`, …). */
  type: string;
  /** Source text (strings: the whole literal, joined literals: the first). */
  text: string;
  /** `lit`: its node; ident/cname/label: the name; operators: the operator; range: exclusive. */
  value: unknown;
  loc: Loc;
  /** End offset (exclusive) in the source. */
  end: number;
}

/** A cons cell: lists grow at the end by pointing back to their prefix. */
export class Cons<T> {
  constructor(
    readonly prev: Cons<T> | null,
    readonly item: T,
  ) {}
}

export type List<T> = Cons<T> | null;

export function toArray<T>(list: List<T> | T[]): T[] {
  if (Array.isArray(list)) return list;
  let n = 0;
  for (let c = list; c !== null; c = c.prev) n++;
  const out = new Array<T>(n);
  for (let c = list; c !== null; c = c.prev) out[--n] = c.item;
  return out;
}

type Entry = { key: Expr; value: Expr };

// ---- builders (all O(1)) ----

export const one = <T>(item: T): Cons<T> => new Cons(null, item);
export const snoc = <T>(list: List<T>, item: T): Cons<T> => new Cons(list, item);

export function ident(t: Tok): Expr {
  const name = t.value as string;
  if (name === 'yield') return { type: 'yield', args: [], loc: t.loc };
  if (name === 'super') return { type: 'super', args: null, block: null, loc: t.loc };
  return { type: 'ident', name, loc: t.loc };
}

/** `[a, b]`; without an opening token (`x, y = 1, 2`'s right side) at its first item. */
export function array(open: Tok | null, items: List<Expr>): Expr {
  let loc = open?.loc;
  if (!loc) for (let c = items; c !== null; c = c.prev) loc = c.item.loc;
  return { type: 'array', items: items as never, loc: loc! };
}

export function hash(loc: Loc, entries: List<Entry>, braces: boolean): HashLit {
  return { type: 'hash', entries: entries as never, braces, loc };
}

export function pair(key: Expr, value: Expr): Entry {
  return { key, value };
}
export function labelPair(label: Tok, value: Expr): Entry {
  return { key: { type: 'sym', name: label.value as string, loc: label.loc }, value };
}

/** Argument list `a, b, K => v, …`: positional args then the braceless trailing hash. */
export function argsWithHash(args: List<Expr>, entries: Cons<Entry>): Cons<Expr> {
  // The loc (the first key's) is filled in by finish(): finding it here would walk the list.
  return snoc(args, hash(null as never, entries, false) as Expr);
}

/** `recv.name`, `recv&.name` (the dot token's value is `&.`), `name …`. */
export function call(receiver: Expr | null, name: Tok, args: List<Expr>, parens: boolean, dot?: Tok): Call {
  const n = name.value as string;
  if (receiver === null && (n === 'yield' || n === 'super' || n === 'defined?')) return keywordCall(n, name.loc, args) as Call;
  const c: Call = { type: 'call', receiver, name: n, args: args as never, block: null, parens, loc: name.loc };
  if (dot && dot.value === '&.') c.safe = true;
  return c;
}

/** `yield a`, `super(a)`, `defined?(x)`: keywords with arguments, read as calls by the grammar. */
function keywordCall(name: string, loc: Loc, args: List<Expr>): Expr {
  if (name === 'yield') return { type: 'yield', args: (args ?? []) as never, loc };
  if (name === 'super') return { type: 'super', args: (args ?? []) as never, block: null, loc };
  // defined? takes one expression
  return { type: 'defined', expr: args === null ? { type: 'nil', loc } : args.item, loc };
}

/** `f.()`, `f.(1)`: `call`. */
export function callCall(receiver: Expr, dot: Tok, args: List<Expr>): Expr {
  const c: Call = { type: 'call', receiver, name: 'call', args: args as never, block: null, parens: true, loc: dot.loc };
  if (dot.value === '&.') c.safe = true;
  return c;
}

/** `::Foo`, `::A::B`: looked up from the top level. */
export function topConst(colon: Tok, c: Expr): Expr | undefined {
  if (c.type === 'const') return { type: 'scoped', path: [c.name], top: true, loc: colon.loc };
  if (c.type === 'scoped' && !c.top) return { type: 'scoped', path: c.path, top: true, loc: colon.loc };
  return undefined;
}

/** `a, b = …`: the targets, and the right side (one value, or an Array of several). */
export function masgn(targets: List<Expr>, value: Expr): Expr {
  let loc: Loc | undefined;
  for (let c = targets; c !== null; c = c.prev) loc = c.item.loc;
  return { type: 'masgn', targets: { type: 'mlhs', items: targets as never, loc: loc! }, value, loc: loc! };
}

/** `(a, b)` among multiple-assignment targets. */
export function mlhs(open: Tok, items: List<MlhsItem>): Expr {
  return { type: 'mlhs', items: items as never, loc: open.loc };
}

export function alias(kw: Tok, to: string, from: string): Expr {
  return { type: 'alias', to, from, loc: kw.loc };
}

export function undef(kw: Tok, names: List<string>): Expr {
  return { type: 'undef', names: names as never, loc: kw.loc };
}

export function classDef(kw: Tok, path: Expr, superclass: Expr | null, body: List<Expr>): Expr {
  return { type: 'class', path: path as ClassDef['path'], superclass, body: (locate(body, kw.loc) ?? []) as never, loc: kw.loc };
}

export function sclass(kw: Tok, target: Expr, body: List<Expr>): Expr {
  return { type: 'sclass', target, body: (locate(body, kw.loc) ?? []) as never, loc: kw.loc };
}

export function moduleDef(kw: Tok, path: Expr, body: List<Expr>): Expr {
  return { type: 'module', path: path as ModuleDef['path'], body: (locate(body, kw.loc) ?? []) as never, loc: kw.loc };
}

/** `->(params) { body }`: the body token pair is [its opening token, its statements]. */
export function lambda(arrow: Tok, params: List<ParamItem>, body: [Tok, List<Expr>]): Expr {
  const b = block(body[0], params, body[1]);
  // `-> {}`: an empty body (finish() converts a call's block body, not a lambda's)
  if (b.body === null) b.body = [];
  return { type: 'lambda', block: b, loc: arrow.loc };
}

/**
 * `&blk` / `&:sym` as the last argument: carried in the argument list as this
 * marker until finish() moves it to the call's `blockArg`.
 */
interface BlockPass {
  type: 'blockpass';
  value: Expr;
  loc: Loc;
}

export function blockPass(amp: Tok, value: Expr): Expr {
  return { type: 'blockpass', value, loc: amp.loc } as BlockPass as unknown as Expr;
}

/** `*x` in arguments and array literals. */
export function splat(star: Tok, value: Expr | null): Expr {
  return { type: 'splat', value, loc: star.loc };
}

/** `**h` in a hash or the trailing hash of a call: an entry whose key is the double splat. */
export function dsplatPair(star: Tok, value: Expr): Entry {
  return { key: { type: 'dsplat', value, loc: star.loc }, value };
}

/** `~x`, `+x`. */
export function unary(op: Tok, operand: Expr): Expr {
  return { type: 'unary', op: op.value === '~' ? '~' : '+@', operand, loc: op.loc };
}

/** Attaches a block to a call (or turns a bare identifier into a call with a block). */
export function withBlock(target: Expr, block: Block): Call {
  if (target.type === 'super') return { ...target, block } as unknown as Call;
  if (target.type === 'ident') {
    return { type: 'call', receiver: null, name: target.name, args: [], block, parens: false, loc: target.loc };
  }
  const c = target as Call;
  return { type: 'call', receiver: c.receiver, name: c.name, args: c.args, block, parens: c.parens, loc: c.loc };
}

export function block(open: Tok, params: List<ParamItem>, body: List<Expr>): Block {
  const b: Block = { params: [], body: locate(body, open.loc) as never, loc: open.loc };
  return Object.assign(b, signatureOf(params));
}

/** `for k, v in h`: `variable` is the first name. */
export function forTargets(kw: Tok, targets: List<MlhsItem>, iterable: Expr, body: List<Expr>): Expr {
  let first: MlhsItem | undefined;
  for (let c = targets; c !== null; c = c.prev) first = c.item;
  const variable = first && first.type === 'ident' ? first.name : '';
  return { type: 'for', variable, targets: { type: 'mlhs', items: targets as never, loc: kw.loc }, iterable, body: body as never, loc: kw.loc };
}

export function forLoop(kw: Tok, variable: Tok, iterable: Expr, body: List<Expr>): Expr {
  return { type: 'for', variable: variable.value as string, iterable, body: body as never, loc: kw.loc };
}

/** `x = v`; `x += v` (the assign token's value is the operator) is `x = x + v`; `x ||= v` is its own node. */
export function assign(name: Tok, op: Tok, value: Expr): Expr {
  if (op.value === '||' || op.value === '&&') return { type: 'opassign', name: name.value as string, op: op.value, value, loc: name.loc };
  if (op.value !== null) {
    const left: Expr = { type: 'ident', name: name.value as string, loc: name.loc };
    value = operation(op.value as string, left, value, op.loc);
  }
  return { type: 'assign', name: name.value as string, value, loc: name.loc };
}

const METHOD_OPERATORS = new Set(['**', '&', '|', '^', '>>', '=~', '!~', '===']);

/** A binary operator node: today's `binop`, or `op` for the operators it does not know. */
function operation(op: string, left: Expr, right: Expr, loc: Loc): Expr {
  if (METHOD_OPERATORS.has(op)) return { type: 'op', op: op as MethodOperator, left, right, loc };
  return { type: 'binop', op: op as '+', left, right, loc };
}

export function binop(left: Expr, op: Tok, right: Expr): Expr {
  return operation(op.value as string, left, right, op.loc);
}

export function neg(op: Tok, operand: Expr): Expr {
  return { type: 'neg', operand, loc: op.loc };
}

/** `a && b`, `a and b` …: the operator token's value is its text. */
export function logic(left: Expr, op: Tok, right: Expr): Expr {
  return { type: 'logic', op: op.value as '&&', left, right, loc: op.loc };
}

/** `!x` (the bang token) or `not x` (the keyword). */
export function not(op: Tok, operand: Expr): Expr {
  return { type: 'not', operand, keyword: op.type === 'kw_not', loc: op.loc };
}

/** `if`/`unless`/`elsif` … `end`; `tail` is the else branch (an elsif: the nested if, as a one-statement list). */
export function ifBlock(kw: Tok, cond: Expr, body: List<Expr>, tail: List<Expr> | null): Expr {
  return { type: 'if', form: 'block', negate: kw.type === 'kw_unless', cond, then: body as never, else: tail as never, loc: kw.loc };
}

/** `elsif c … [else …]`: an if alone in the enclosing else branch. */
export function elsif(kw: Tok, cond: Expr, body: List<Expr>, tail: List<Expr> | null): List<Expr> {
  return one(ifBlock(kw, cond, body, tail));
}

/** `else …`: an empty else branch is still an else (nil), distinct from none. */
export function elseBody(body: List<Expr>): List<Expr> | Expr[] {
  return body === null ? [] : body;
}

/** `c ? a : b`. */
export function ternary(cond: Expr, q: Tok, a: Expr, b: Expr): Expr {
  return { type: 'if', form: 'ternary', negate: false, cond, then: one(a) as never, else: one(b) as never, loc: q.loc };
}

/** `stmt if c`, `stmt unless c`, `stmt while c`, `stmt until c` (the modifier token's value is the keyword). */
export function modifier(stmt: Expr, kw: Tok, cond: Expr): Expr {
  const negate = kw.value === 'unless' || kw.value === 'until';
  if (kw.value === 'if' || kw.value === 'unless') {
    return { type: 'if', form: 'modifier', negate, cond, then: one(stmt) as never, else: null, loc: kw.loc };
  }
  // `begin … end while c`: the body runs before the first test (Ruby's do-while)
  if (stmt.type === 'begin' && !stmt.modifier) return { type: 'while', modifier: true, postTest: true, negate, cond, body: one(stmt) as never, loc: kw.loc };
  return { type: 'while', modifier: true, negate, cond, body: one(stmt) as never, loc: kw.loc };
}

export function whileLoop(kw: Tok, cond: Expr, body: List<Expr>): Expr {
  return { type: 'while', modifier: false, negate: kw.type === 'kw_until', cond, body: body as never, loc: kw.loc };
}

export function jump(kw: Tok, value: Expr | null): Expr {
  return { type: kw.type === 'kw_break' ? 'break' : kw.type === 'kw_return' ? 'return' : 'next', value, loc: kw.loc };
}

/** `def [recv.]name`: the keyword, the singleton's object, the name. */
export type DefHead = [Tok, Expr | null, Tok];

export function defHead(kw: Tok, singleton: Expr | null, name: Tok): DefHead {
  return [kw, singleton, name];
}

export function def(head: DefHead, params: List<ParamItem>, body: List<Expr>): Expr {
  const [kw, singleton, name] = head;
  const node: Def = { type: 'def', name: name.value as string, params: [], body: locate(body, kw.loc) as never, loc: kw.loc };
  Object.assign(node, signatureOf(params));
  if (singleton) node.singleton = singleton;
  return node;
}

/** A parameter other than a plain name (a plain name is its string). */
export interface Param {
  kind: 'optional' | 'rest' | 'kwrest' | 'block' | 'keyword' | 'mlhs' | 'locals';
  name: string;
  value: Expr | null;
  items?: List<ParamItem>;
  names?: List<string>;
  loc?: Loc;
}

export type ParamItem = string | Param;

export function param(kind: Param['kind'], name: Tok | null, value: Expr | List<ParamItem> | null): Param {
  if (kind === 'mlhs') return { kind, name: '', value: null, items: value as List<ParamItem>, loc: name!.loc };
  const text = name === null ? '' : String(name.value);
  return { kind, name: text, value: value as Expr | null };
}

/** `|a; t, u|`: the block-locals, as the last item of the parameter list. */
export function blockLocals(names: List<string>): Param {
  return { kind: 'locals', name: '', value: null, names: names as never };
}

/**
 * A parameter list as `params` (every name, in order) and, when it has more than plain
 * names, the `signature`. O(n) in the parameters: run when a `def` or block completes.
 */
function signatureOf(list: List<ParamItem>): { params: string[]; signature?: Signature } {
  const items = toArray(list);
  const names: string[] = [];
  if (items.every((p) => typeof p === 'string')) return { params: items as string[] };
  const sig: Signature = { required: [], optional: [], rest: null, post: [], keywords: [], kwrest: null, block: null, locals: [] };
  const target = (p: ParamItem): string | Mlhs => {
    if (typeof p === 'string') {
      names.push(p);
      return p;
    }
    return mlhsParam(p, names);
  };
  for (const p of items) {
    if (typeof p === 'string' || p.kind === 'mlhs') {
      (sig.rest === null && sig.optional.length === 0 ? sig.required : sig.post).push(target(p));
      continue;
    }
    if (p.kind === 'locals') {
      sig.locals = toArray(p.names ?? null);
      continue;
    }
    if (p.name) names.push(p.name);
    if (p.kind === 'optional') sig.optional.push({ name: p.name, value: p.value! });
    else if (p.kind === 'rest') sig.rest = p.name;
    else if (p.kind === 'kwrest') sig.kwrest = p.name;
    else if (p.kind === 'block') sig.block = p.name;
    else sig.keywords.push({ name: p.name, value: p.value });
  }
  return { params: names, signature: sig };
}

/** `(b, *c)` in block parameters: a nested target list of local names. */
function mlhsParam(p: Param, names: string[]): Mlhs {
  const items: MlhsItem[] = [];
  const loc = p.loc!;
  for (const q of toArray(p.items ?? null)) {
    if (typeof q === 'string') {
      names.push(q);
      items.push({ type: 'ident', name: q, loc });
    } else if (q.kind === 'mlhs') items.push(mlhsParam(q, names));
    else if (q.kind === 'rest') {
      if (q.name) names.push(q.name);
      items.push({ type: 'splat', value: q.name ? { type: 'ident', name: q.name, loc } : null, loc });
    }
  }
  return { type: 'mlhs', items, loc };
}

export function index(receiver: Expr, open: Tok, args: List<Expr>): Expr {
  return { type: 'index', receiver, args: args as never, loc: open.loc };
}

/** `a[i] = v`, `a[i] += v`, `a[i] ||= v`. */
/** The operators `a[i] op= v` runs (IndexAssign['op']): `=` and every `op=`. */
export const INDEX_ASSIGN_OPS = new Set<string | null>([null, '+', '-', '*', '/', '%', '**', '<<', '>>', '&', '|', '^', '||', '&&'] satisfies Array<AssignOp | null>);

export function indexAssign(receiver: Expr, open: Tok, args: List<Expr>, op: Tok, value: Expr): Expr {
  return { type: 'indexassign', receiver, args: args as never, op: op.value as IndexAssign['op'], value, loc: open.loc };
}

/** `$g = v`, `@a ||= v`, `FOO = 1`, `A::B = 2`; undefined for any other target (the rule is rejected). */
export function varAssign(target: Expr, op: Tok, value: Expr): Expr | undefined {
  if (target.type === 'self' || !['gvar', 'ivar', 'cvar', 'const', 'scoped'].includes(target.type)) return undefined;
  return { type: 'varassign', target: target as VarAssign['target'], op: op.value as AssignOp | null, value, loc: target.loc };
}

/** `obj.name = v`, `obj.name += v`, `obj&.name ||= v`. */
export function attrAssign(receiver: Expr, dot: Tok, name: Tok, op: Tok, value: Expr): Expr {
  const node: AttrAssign = { type: 'attrassign', receiver, name: name.value as string, op: op.value as AssignOp | null, value, loc: name.loc };
  if (dot.value === '&.') node.safe = true;
  return node;
}

/** `retry`, `redo`. */
export function bare(kw: Tok): Expr {
  return { type: kw.type === 'kw_retry' ? 'retry' : 'redo', loc: kw.loc };
}

/** `rescue [Classes] [=> e]` … */
export function rescueClause(kw: Tok, classes: List<Expr>, variable: Expr | null, body: List<Expr>): RescueClause {
  return { classes: (classes ?? []) as never, variable: variable as RescueClause['variable'], body: (body ?? []) as never, loc: kw.loc };
}

/**
 * A body with rescue clauses, `else` or `ensure`: one `begin` node as the only statement of
 * the body. Its location is left empty: `begin … end` takes its own (beginBlock), a `def`'s or
 * block's gets the keyword's (locate).
 */
export function beginBody(body: List<Expr>, rescues: List<RescueClause>, elseBody: List<Expr> | Expr[] | null, ensure: List<Expr> | Expr[] | null): List<Expr> {
  const node: Begin = {
    type: 'begin', body: (body ?? []) as never, rescues: (rescues ?? []) as never, elseBody: elseBody as never, ensure: ensure as never,
    loc: null as never,
  };
  return one(node as Expr);
}

/** A `def`'s or block's body: a `begin` from beginBody gets `loc` (the same for every parse that reaches it). */
function locate(body: List<Expr>, loc: Loc): List<Expr> {
  if (body !== null && body.prev === null && body.item.type === 'begin' && !body.item.loc) body.item.loc = loc;
  return body;
}

/** `begin … end`: its body as a `begin` node (one already, when it has clauses). */
export function beginBlock(kw: Tok, body: List<Expr>): Expr {
  if (body !== null && body.prev === null && body.item.type === 'begin' && !(body.item as Begin).loc) {
    const b = body.item as Begin;
    return { ...b, loc: kw.loc };
  }
  return { type: 'begin', body: (body ?? []) as never, rescues: [], elseBody: null, ensure: null, loc: kw.loc };
}

/**
 * `stmt rescue v`. An assignment keeps its target: `x = Integer(s) rescue 0` is
 * `x = (Integer(s) rescue 0)`, as Ruby reads it.
 */
const ASSIGNMENTS = new Set(['assign', 'opassign', 'indexassign', 'varassign', 'attrassign', 'masgn']);

export function rescueModifier(stmt: Expr, kw: Tok, value: Expr): Expr {
  const wrap = (e: Expr): Expr => ({
    type: 'begin', body: [e], rescues: [{ classes: [], variable: null, body: [value], loc: kw.loc }], elseBody: null, ensure: null,
    modifier: true, loc: kw.loc,
  });
  // `x = v rescue d`, `o.a = v rescue d`, `a, b = v rescue d`: the rescue is the value's (Ruby's arg_rhs / command_rhs)
  if (ASSIGNMENTS.has(stmt.type)) return { ...stmt, value: wrap((stmt as { value: Expr }).value) } as Expr;
  return wrap(stmt);
}

export function caseExpr(kw: Tok, subject: Expr | null, whens: List<When>, elseBody: List<Expr> | Expr[] | null): Expr {
  return { type: 'case', subject, whens: whens as never, else: elseBody as never, loc: kw.loc };
}

export function when(kw: Tok, tests: List<Expr>, body: List<Expr>): When {
  return { tests: tests as never, body: (body ?? []) as never, loc: kw.loc };
}

/** The range token's value is `exclusive` (`...`). */
export function range(from: Expr, op: Tok, to: Expr | null): Expr {
  // `(1..)`: Ruby 2.6's endless range is `1..nil`
  return { type: 'range', from, to: to ?? { type: 'nil', loc: op.loc }, exclusive: op.value as boolean, loc: op.loc };
}

// ---- finish: cons lists → arrays, once, on the final tree ----

/**
 * Deepest expression nesting accepted (brackets, calls, operator chains,
 * `#{}` levels). finish() and the evaluator recurse once per level: past
 * this, a statement is refused as a located parse error instead of
 * overflowing the stack (which Ruby reports as `stack level too deep`).
 */
export const MAX_NESTING = 1000;

/** Thrown by finish() at the node nested one level too deep; parse.ts locates it in the source. */
export class NestingError {
  constructor(readonly loc: Loc) {}
}

/** Binding levels of the chaining tokens, loosest first (hbase.ne's precedence table). */
const CHAIN_LEVEL: Record<string, number> = {
  andor: 0, oror: 1, andand: 2, eqop: 3, relop: 4, bitor: 5, bitand: 6, shiftop: 7, addop: 8, mulop: 9, uminus: 10, pow: 11,
  bang: 12, tilde: 12, dot: 13, lbrack_idx: 13,
};
const LEVELS = 14;
const OPENERS = new Set(['lparen', 'lbrack', 'lbrace', 'langle', 'lbrack_idx', 'lblock', 'lpc']);
const CLOSERS = new Set(['rparen', 'rbrack', 'rbrace', 'rangle']);
/** Tokens that leave a chain unbroken; any other token (`,`, `=`, `=>`, a keyword …) ends it. */
const OPERANDS = new Set(['lit', 'ident', 'cname', 'label', 'commalit', 'cmdname', 'cmdlit', 'parens']);

/**
 * Refuses, before parsing, a statement whose operator or call chain is
 * longer than MAX_NESTING: k operators of one binding level, not broken by
 * a looser one or a separator at the same bracket level, nest k deep
 * (`1 + 1 + …` is `((1 + 1) + 1) …`), which finish() would refuse only after
 * the Earley parser had spent seconds and a gigabyte on a 2 MB line. One
 * linear pass; it never refuses what finish() accepts.
 */
export function checkChains(tokens: readonly Tok[]): void {
  const stack: number[][] = [];
  let counts = new Array<number>(LEVELS).fill(0);
  for (let i = 0; i < tokens.length; i++) {
    const type = tokens[i].type;
    const level = CHAIN_LEVEL[type];
    if (level !== undefined) {
      if (++counts[level] > MAX_NESTING) throw new NestingError(tokens[i].loc);
      for (let l = level + 1; l < counts.length; l++) counts[l] = 0;
    }
    if (OPENERS.has(type)) {
      stack.push(counts);
      counts = new Array<number>(LEVELS).fill(0);
    } else if (CLOSERS.has(type)) {
      counts = stack.pop() ?? counts;
    } else if (level === undefined && !OPERANDS.has(type)) {
      counts.fill(0);
    }
  }
}

/** A node's location (a braceless hash gets its loc, its first key's, in finish()). */
function locOf(e: Expr): Loc {
  if (e.loc || e.type !== 'hash') return e.loc;
  let c = e.entries as unknown as Cons<Entry> | Entry[];
  if (Array.isArray(c)) return c[0].key.loc;
  while (c.prev !== null) c = c.prev;
  return locOf(c.item.key);
}

/** Cons lists to arrays, recursively; `depth` is the nesting level of `e` (see MAX_NESTING). */
export function finish(e: Expr, depth = 0): Expr {
  if (depth > MAX_NESTING) throw new NestingError(locOf(e));
  const d = depth + 1;
  switch (e.type) {
    case 'scoped':
      e.path = toArray(e.path as never);
      break;
    case 'array': {
      const items = (e.items = toArray(e.items as never));
      for (let i = 0; i < items.length; i++) finish(items[i], d);
      break;
    }
    case 'hash': {
      const entries = (e.entries = toArray(e.entries as never));
      if (!e.loc) e.loc = entries[0].key.loc;
      for (let i = 0; i < entries.length; i++) {
        finish(entries[i].key, d);
        finish(entries[i].value, d);
      }
      break;
    }
    case 'call': {
      if (e.receiver) finish(e.receiver, d);
      const args = (e.args = toArray(e.args as never));
      const last = args[args.length - 1] as unknown as BlockPass | undefined;
      if (last && last.type === 'blockpass') {
        args.pop();
        e.blockArg = finish(last.value, d);
      }
      for (let i = 0; i < args.length; i++) finish(args[i], d);
      if (e.block) {
        if (e.block.signature) finishValue(e.block.signature, d);
        e.block.params = toArray(e.block.params as never);
        finishBody((e.block.body = toArray(e.block.body as never)), d);
      }
      break;
    }
    case 'assign':
      finish(e.value, d);
      break;
    case 'binop':
      finish(e.left, d);
      finish(e.right, d);
      break;
    case 'neg':
      finish(e.operand, d);
      break;
    case 'range':
      finish(e.from, d);
      finish(e.to, d);
      break;
    case 'for':
      if (e.targets) finish(e.targets, d);
      finish(e.iterable, d);
      finishBody((e.body = toArray(e.body as never)), d);
      break;
    case 'logic':
      finish(e.left, d);
      finish(e.right, d);
      break;
    case 'not':
      finish(e.operand, d);
      break;
    case 'if':
      finish(e.cond, d);
      finishBody(((e as If).then = toArray(e.then as never)), d);
      if (e.else !== null) finishBody((e.else = toArray(e.else as never)), d);
      break;
    case 'while':
      finish(e.cond, d);
      finishBody((e.body = toArray(e.body as never)), d);
      break;
    case 'def':
      if (e.signature) finishValue(e.signature, d);
      if (e.singleton) finish(e.singleton, d);
      e.params = toArray(e.params as never);
      finishBody((e.body = toArray(e.body as never)), d);
      break;
    case 'break':
    case 'next':
    case 'return':
      if (e.value) finish(e.value, d);
      break;
    case 'index':
    case 'indexassign': {
      finish(e.receiver, d);
      const args = (e.args = toArray(e.args as never));
      for (let i = 0; i < args.length; i++) finish(args[i], d);
      if (e.type === 'indexassign') finish(e.value, d);
      break;
    }
    case 'opassign':
      finish(e.value, d);
      break;
    case 'super':
      if (e.args !== null) {
        const args = (e.args = toArray(e.args as never));
        const last = args[args.length - 1] as unknown as BlockPass | undefined;
        if (last && last.type === 'blockpass') {
          args.pop();
          e.blockArg = finish(last.value, d);
        }
      }
      finishFields(e as unknown as Record<string, unknown>, d);
      break;
    case 'str':
    case 'interp':
    case 'int':
    case 'float':
    case 'bool':
    case 'nil':
    case 'sym':
    case 'const':
    case 'ident':
      // interp parts were finished when they were parsed
      break;
    default:
      finishFields(e as unknown as Record<string, unknown>, d);
      break;
  }
  return e;
}

/**
 * issue 22's nodes: every cons list among the fields (also inside clause
 * objects such as `when`, `rescue`, a signature) becomes an array, and every
 * node in them is finished. Builders give list fields a cons list or an
 * array, never null (null means "absent").
 */
function finishFields(o: Record<string, unknown>, d: number): void {
  for (const key of Object.keys(o)) {
    if (key === 'loc') continue;
    const v = o[key];
    if (v === null || typeof v !== 'object' || v instanceof Uint8Array) continue;
    if (v instanceof Cons || Array.isArray(v)) {
      const items = (o[key] = toArray(v as Cons<unknown>));
      for (const item of items) finishValue(item, d);
    } else finishValue(v, d);
  }
}

function finishValue(v: unknown, d: number): void {
  if (v === null || typeof v !== 'object' || v instanceof Uint8Array) return;
  const node = v as { type?: unknown; loc?: unknown };
  if (typeof node.type === 'string' && node.loc !== undefined) finish(v as Expr, d);
  else finishFields(v as Record<string, unknown>, d);
}

function finishBody(body: Expr[], depth: number): void {
  for (let i = 0; i < body.length; i++) finish(body[i], depth);
}
