/**
 * Grammar test helpers: an S-expression rendering of the AST, and a strict
 * parse that runs nearley directly on every statement and fails unless it
 * yields exactly one parse — from the start symbol parse.ts picks AND from
 * the general `Stmt` start — and agrees with the public parse().
 */
import nearley from 'nearley';
import { expect } from 'vitest';
import type { Block, Expr } from '../../src/grammar/ast.js';
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
  return `{|${b.params.join(',')}|${b.body.map((s) => ' ' + sexp(s)).join('')}}`;
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
      return e.path.join('::');
    case 'array':
      return `[${e.items.map(sexp).join(' ')}]`;
    case 'hash': {
      const inner = e.entries.map((x) => `${sexp(x.key)}=>${sexp(x.value)}`).join(' ');
      return e.braces ? `{${inner}}` : `(hash ${inner})`;
    }
    case 'ident':
      return e.name;
    case 'call': {
      const head = (e.receiver ? '.' : '') + e.name + (e.parens ? '()' : '');
      const parts = [head];
      if (e.receiver) parts.push(sexp(e.receiver));
      for (const a of e.args) parts.push(sexp(a));
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
      return `(for ${e.variable} ${sexp(e.iterable)}${e.body.map((s) => ' ' + sexp(s)).join('')})`;
    case 'logic':
      return `(${e.op} ${sexp(e.left)} ${sexp(e.right)})`;
    case 'not':
      return `(${e.keyword ? 'not' : '!'} ${sexp(e.operand)})`;
    case 'if': {
      const head = e.form === 'ternary' ? '?:' : (e.negate ? 'unless' : 'if') + (e.form === 'modifier' ? '-mod' : '');
      return `(${head} ${sexp(e.cond)} ${stmts(e.then)}${e.else === null ? '' : ' ' + stmts(e.else)})`;
    }
    case 'while':
      return `(${e.negate ? 'until' : 'while'}${e.modifier ? '-mod' : ''} ${sexp(e.cond)}${e.body.map((s) => ' ' + sexp(s)).join('')})`;
    case 'break':
    case 'next':
    case 'return':
      return e.value ? `(${e.type} ${sexp(e.value)})` : e.type;
    case 'def':
      return `(def ${e.name} (${e.params.join(' ')})${e.body.map((x) => ' ' + sexp(x)).join('')})`;
    case 'index':
      return `([] ${sexp(e.receiver)}${e.args.map((a) => ' ' + sexp(a)).join('')})`;
    case 'indexassign':
      return `([]${e.op ?? ''}= ${sexp(e.receiver)}${e.args.map((a) => ' ' + sexp(a)).join('')} ${sexp(e.value)})`;
    case 'opassign':
      return `(${e.op}= ${e.name} ${sexp(e.value)})`;
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
