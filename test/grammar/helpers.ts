/**
 * Grammar test helpers: an S-expression rendering of the AST, and a strict
 * parse that runs nearley directly on every statement and fails unless it
 * yields exactly one parse — from the start symbol parse.ts picks AND from
 * the general `Stmt` start — and agrees with the public parse().
 */
import nearley from 'nearley';
import { expect } from 'vitest';
import type { Block, Expr, Mlhs, RescueClause, Signature } from '../../src/grammar/ast.js';
import { finish, type Tok } from '../../src/grammar/nodes.js';
import { debug, grammar, grammarFor, literalCommand, parse, parseStatement } from '../../src/grammar/parse.js';
import { lexSource, Splitter } from '../../src/grammar/stream.js';

debug.strictAmbiguity = true; // `#{…}` parses (run inside the splitter) throw on ambiguity

/** Bytes as a double-quoted Ruby literal: printable ASCII as is, the rest `\xHH`. */
export function bytesLit(b: Uint8Array): string {
  let s = '"';
  for (const c of b) {
    if (c === 0x22) s += '\\"';
    else if (c === 0x5c) s += '\\\\';
    else if (c >= 0x20 && c < 0x7f) s += String.fromCharCode(c);
    else s += '\\x' + c.toString(16).toUpperCase().padStart(2, '0');
  }
  return s + '"';
}

function block(b: Block): string {
  const params = b.signature ? signature(b.signature) : b.params.join(',');
  return `{|${params}|${b.body.map((s) => ' ' + sexp(s)).join('')}}`;
}

/** A parameter list as written, comma-joined without spaces: `a,b=1,*r,z,k:,j:2,**o,&blk;t`. */
function signature(g: Signature): string {
  const target = (t: string | Mlhs): string => (typeof t === 'string' ? t : sexp(t));
  const parts = [
    ...g.required.map(target),
    ...g.optional.map((o) => `${o.name}=${sexp(o.value)}`),
    ...(g.rest === null ? [] : ['*' + g.rest]),
    ...g.post.map(target),
    ...g.keywords.map((k) => `${k.name}:${k.value ? sexp(k.value) : ''}`),
    ...(g.kwrest === null ? [] : ['**' + g.kwrest]),
    ...(g.block === null ? [] : ['&' + g.block]),
  ];
  return parts.join(',') + (g.locals.length ? ';' + g.locals.join(',') : '');
}

function rescue(r: RescueClause): string {
  const head = [...r.classes.map(sexp), ...(r.variable ? ['=> ' + sexp(r.variable)] : [])].join(' ');
  return `(rescue [${head}] ${stmts(r.body)})`;
}

/**
 * Compact rendering: `"str"`, `(interp "r" i)`, `5`, `0.8`, `true`, `nil`,
 * `:sym`, `NAME`, `Long::MAX_VALUE`, `[a b]`, `{K=>v k=>v}` (braces),
 * `(hash K=>v)` (braceless), `x`, `(put "t" 1)` (command), `(String() x)`
 * (parens), `(.put t "r")` / `(.toBytes() Bytes x)` (receiver), blocks
 * appended as `{|i| stmt…}`, `(= x 1)`, `(+ a b)`, `(-@ x)`, `(.. a b)`,
 * `(... a b)`, `(for i iter stmt…)`, `(&& a b)`, `(and a b)`, `(! x)`,
 * `(not x)`, `(if c [then…] [else…])` (no else: no second list; elsif: an if
 * alone in the else list), `(unless …)`, `(if-mod c [stmt])`, `(?: c [a] [b])`,
 * `(while c stmt…)`, `(until-mod c stmt)`, `break`, `(next v)`, `([] a i)`,
 * `([]= a i v)`, `([]+= a i v)`, `(||= x v)`, `(def name (a b) stmt…)`, `(return v)`.
 */
export function sexp(e: Expr): string {
  switch (e.type) {
    case 'str':
      return bytesLit(e.bytes);
    case 'interp':
      return `(interp ${e.parts.map((p) => (p instanceof Uint8Array ? bytesLit(p) : sexp(p))).join(' ')})`;
    case 'int':
      return e.value.toString();
    case 'float':
      return Number.isInteger(e.value) ? e.value.toFixed(1) : String(e.value);
    case 'bool':
      return String(e.value);
    case 'nil':
      return 'nil';
    case 'sym':
      return ':' + e.name;
    case 'const':
      return e.name;
    case 'scoped':
      return (e.top ? '::' : '') + e.path.join('::');
    case 'array':
      return `[${e.items.map(sexp).join(' ')}]`;
    case 'hash': {
      const inner = e.entries.map((x) => (x.key.type === 'dsplat' ? sexp(x.key) : `${sexp(x.key)}=>${sexp(x.value)}`)).join(' ');
      return e.braces ? `{${inner}}` : `(hash ${inner})`;
    }
    case 'ident':
      return e.name;
    case 'call': {
      const head = (e.receiver ? (e.safe ? '&.' : '.') : '') + e.name + (e.parens ? '()' : '');
      const parts = [head];
      if (e.receiver) parts.push(sexp(e.receiver));
      for (const a of e.args) parts.push(sexp(a));
      if (e.blockArg) parts.push('&' + sexp(e.blockArg));
      if (e.block) parts.push(block(e.block));
      return `(${parts.join(' ')})`;
    }
    case 'assign':
      return `(= ${e.name} ${sexp(e.value)})`;
    case 'binop':
      return `(${e.op} ${sexp(e.left)} ${sexp(e.right)})`;
    case 'neg':
      return `(-@ ${sexp(e.operand)})`;
    case 'range':
      return `(${e.exclusive ? '...' : '..'} ${sexp(e.from)} ${sexp(e.to)})`;
    case 'for':
      return `(for ${e.targets ? sexp(e.targets) : e.variable} ${sexp(e.iterable)}${e.body.map((s) => ' ' + sexp(s)).join('')})`;
    case 'logic':
      return `(${e.op} ${sexp(e.left)} ${sexp(e.right)})`;
    case 'not':
      return `(${e.keyword ? 'not' : '!'} ${sexp(e.operand)})`;
    case 'if': {
      const head = e.form === 'ternary' ? '?:' : (e.negate ? 'unless' : 'if') + (e.form === 'modifier' ? '-mod' : '');
      return `(${head} ${sexp(e.cond)} ${stmts(e.then)}${e.else === null ? '' : ' ' + stmts(e.else)})`;
    }
    case 'while':
      return `(${e.negate ? 'until' : 'while'}${e.postTest ? '-post' : e.modifier ? '-mod' : ''} ${sexp(e.cond)}${e.body.map((s) => ' ' + sexp(s)).join('')})`;
    case 'break':
    case 'next':
    case 'return':
      return e.value ? `(${e.type} ${sexp(e.value)})` : e.type;
    case 'def': {
      const name = (e.singleton ? sexp(e.singleton) + '.' : '') + e.name;
      const params = e.signature ? signature(e.signature) : e.params.join(' ');
      return `(def ${name} (${params})${e.body.map((x) => ' ' + sexp(x)).join('')})`;
    }
    case 'index':
      return `([] ${sexp(e.receiver)}${e.args.map((a) => ' ' + sexp(a)).join('')})`;
    case 'indexassign':
      return `([]${e.op ?? ''}= ${sexp(e.receiver)}${e.args.map((a) => ' ' + sexp(a)).join('')} ${sexp(e.value)})`;
    case 'opassign':
      return `(${e.op}= ${e.name} ${sexp(e.value)})`;
    case 'op':
      return `(${e.op} ${sexp(e.left)} ${sexp(e.right)})`;
    case 'unary':
      return `(${e.op} ${sexp(e.operand)})`;
    case 'splat':
      return e.value ? `*${sexp(e.value)}` : '*';
    case 'dsplat':
      return `**${sexp(e.value)}`;
    case 'regex':
      return `/${e.parts.map((p) => (typeof p === 'string' ? p : `#{${sexp(p)}}`)).join('')}/${e.flags}`;
    case 'dsym':
      return `(dsym ${e.parts.map((p) => (p instanceof Uint8Array ? bytesLit(p) : sexp(p))).join(' ')})`;
    case 'gvar':
    case 'ivar':
    case 'cvar':
      return e.name;
    case 'self':
      return 'self';
    case 'colon2':
      return `(:: ${sexp(e.scope)} ${e.name})`;
    case 'varassign':
    case 'attrassign': {
      const target = e.type === 'varassign' ? sexp(e.target) : `${e.safe ? '&.' : '.'}${e.name} ${sexp(e.receiver)}`;
      return `(${e.op ?? ''}= ${target} ${sexp(e.value)})`;
    }
    case 'mlhs':
      return `(${e.items.map(sexp).join(' ')})`;
    case 'masgn':
      return `(masgn ${sexp(e.targets)} ${sexp(e.value)})`;
    case 'case': {
      const whens = e.whens.map((w) => ` (when [${w.tests.map(sexp).join(' ')}] ${stmts(w.body)})`).join('');
      return `(case ${e.subject ? sexp(e.subject) : '_'}${whens}${e.else ? ' (else ' + stmts(e.else) + ')' : ''})`;
    }
    case 'begin': {
      const parts = [`(${e.modifier ? 'rescue-mod' : 'begin'} ${stmts(e.body)}`, ...e.rescues.map(rescue)];
      if (e.elseBody) parts.push(`(else ${stmts(e.elseBody)})`);
      if (e.ensure) parts.push(`(ensure ${stmts(e.ensure)})`);
      return parts.join(' ') + ')';
    }
    case 'retry':
    case 'redo':
      return e.type;
    case 'defined':
      return `(defined? ${sexp(e.expr)})`;
    case 'class':
      return `(class ${sexp(e.path)} ${e.superclass ? sexp(e.superclass) : '_'} ${stmts(e.body)})`;
    case 'sclass':
      return `(sclass ${sexp(e.target)} ${stmts(e.body)})`;
    case 'module':
      return `(module ${sexp(e.path)} ${stmts(e.body)})`;
    case 'lambda':
      return `(-> ${block(e.block)})`;
    case 'yield':
      return `(yield${e.args.map((a) => ' ' + sexp(a)).join('')})`;
    case 'super': {
      const parts = [e.args === null ? 'zsuper' : 'super()', ...(e.args ?? []).map(sexp)];
      if (e.blockArg) parts.push('&' + sexp(e.blockArg));
      if (e.block) parts.push(block(e.block));
      return `(${parts.join(' ')})`;
    }
    case 'alias':
      return `(alias ${e.to} ${e.from})`;
    case 'undef':
      return `(undef ${e.names.join(' ')})`;
  }
}

/** A branch or body: `[stmt …]`. */
function stmts(body: Expr[]): string {
  return `[${body.map(sexp).join(' ')}]`;
}

/** Runs a fresh nearley parser directly over one statement's tokens. */
export function nearleyResults(g: nearley.Grammar, tokens: Tok[]): unknown[] {
  const parser = new nearley.Parser(g);
  let i = 0;
  (parser as unknown as { lexer: unknown }).lexer = {
    reset() {},
    next: () => tokens[i++],
    save() {},
    formatError: () => '',
    has: () => true,
  };
  parser.feed('');
  return parser.results;
}

/**
 * Parses `source` statement by statement with nearley directly, asserting
 * exactly one parse per statement from both start symbols, and returns the
 * statements' S-expressions joined by ' ; '. Also checks that the public
 * parse() produces the same program.
 */
export function parseStrict(source: string): string {
  const sp = new Splitter(lexSource(source), source, parseStatement);
  const out: string[] = [];
  for (let chunk = sp.next(); chunk !== undefined; chunk = sp.next()) {
    if (chunk.kind !== 'tokens') throw new Error(`incomplete (${chunk.open}): ${source}`);
    if (chunk.lexError) throw chunk.lexError;
    expect(chunk.unbalanced, `unbalanced closer in ${JSON.stringify(source)}`).toBeUndefined();
    const chosen = nearleyResults(grammarFor(chunk.tokens), chunk.tokens);
    expect(chosen.length, `parses of ${JSON.stringify(source)}`).toBe(1);
    const general = grammarFor(chunk.tokens) === grammar ? chosen : nearleyResults(grammar, chunk.tokens);
    expect(general.length, `parses of ${JSON.stringify(source)} from Stmt`).toBe(1);
    const text = sexp(finish(chosen[0] as Expr));
    if (general !== chosen) expect(sexp(finish(general[0] as Expr))).toBe(text);
    // parse() builds these without nearley: the same tree, locations included
    const literal = literalCommand(chunk.tokens);
    if (literal) expect(finish(literal), `literal command ${JSON.stringify(source)}`).toStrictEqual(chosen[0]);
    out.push(text);
  }
  const joined = out.join(' ; ');
  const viaApi = parse(source);
  if (viaApi.kind !== 'ok') throw viaApi.kind === 'error' ? viaApi.error : new Error(`incomplete: ${source}`);
  expect(viaApi.program.body.map(sexp).join(' ; ')).toBe(joined);
  return joined;
}

/** The tokens of each statement of `source`, as the parser receives them. */
export function statementTokens(source: string): Tok[][] {
  const sp = new Splitter(lexSource(source), source, parseStatement);
  const out: Tok[][] = [];
  for (let chunk = sp.next(); chunk !== undefined; chunk = sp.next()) {
    if (chunk.kind !== 'tokens') throw new Error(`incomplete (${chunk.open}): ${source}`);
    out.push(chunk.tokens);
  }
  return out;
}

/** The error message of a source that must fail to parse. */
export function parseError(source: string): string {
  const r = parse(source);
  if (r.kind !== 'error') throw new Error(`expected an error, got ${r.kind} for ${JSON.stringify(source)}`);
  return r.error.message;
}
