/**
 * Binding a call's arguments to a parameter list, as Ruby 2.6 (JRuby 9.3)
 * does: a method or lambda strictly (ArgumentError in JRuby's words), a
 * proc or block leniently (missing ones nil, extra ones dropped, one Array
 * spread over several parameters). Order: required, optional (defaults
 * evaluated left to right in the new scope, so one may use an earlier
 * parameter), `*rest`, post-required, keywords (a trailing Hash of Symbol
 * keys), `**opts`, `&blk`.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import type { Expr, Mlhs, Signature } from '../grammar/ast.js';
import { RHash, RSymbol, type Value } from '../ruby/values.js';
import type { Maybe, Scope } from './scope.js';

/** Evaluates a default value in the scope being bound. */
export type EvalIn = (e: Expr, s: Scope) => Maybe<Value>;

/** Ruby's `arity`: n required, or -(n+1) when some are optional (for a proc, only a rest makes it negative). */
export function arity(sig: Signature | undefined, params: string[], lambda: boolean): number {
  if (!sig) return params.length;
  const required = sig.required.length + sig.post.length + (sig.keywords.some((k) => k.value === null) ? 1 : 0);
  const optional = sig.optional.length > 0 || (sig.keywords.length > 0 && !sig.keywords.some((k) => k.value === null)) || sig.kwrest !== null;
  if (sig.rest !== null || (lambda && optional)) return -(required + 1);
  return required;
}

export function wrongArity(given: number, min: number, max: number, loc: Loc): ShellError {
  const expected = max === Infinity ? `${min}+` : min === max ? `${min}` : `${min}..${max}`;
  return new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${given}, expected ${expected})`, { loc });
}

/** A Hash whose keys are all Symbols: what Ruby 2.6 takes as keyword arguments. */
function keywordHash(v: Value | undefined): v is RHash {
  return v instanceof RHash && v.entries.every(([k]) => k instanceof RSymbol);
}

/**
 * Binds `args` into `scope`. `strict`: a method's or lambda's rules. `blockValue` is what a `&blk` parameter gets.
 */
export function bind(sig: Signature | undefined, params: string[], args: Value[], strict: boolean, scope: Scope, blockValue: Value, evalIn: EvalIn, loc: Loc): Maybe<void> {
  if (!sig) {
    if (strict) {
      if (args.length !== params.length) throw wrongArity(args.length, params.length, params.length, loc);
    } else if (params.length > 1 && args.length === 1 && Array.isArray(args[0])) args = args[0];
    for (let i = 0; i < params.length; i++) scope.own(params[i], args[i] ?? null);
    return undefined;
  }
  for (const name of sig.locals) scope.own(name, null);
  const leading = sig.required.length;
  const post = sig.post.length;
  const optional = sig.optional.length;
  if (!strict && args.length === 1 && Array.isArray(args[0]) && leading + post + optional + (sig.rest !== null ? 1 : 0) > 1) args = args[0];
  let kw: RHash | null = null;
  if ((sig.keywords.length > 0 || sig.kwrest !== null) && args.length > leading + post && keywordHash(args[args.length - 1])) {
    kw = args[args.length - 1] as RHash;
    args = args.slice(0, -1);
  }
  const min = leading + post;
  if (strict && (args.length < min || (sig.rest === null && args.length > min + optional))) {
    throw wrongArity(args.length + (kw && sig.keywords.length === 0 && sig.kwrest === null ? 1 : 0), min, sig.rest === null ? min + optional : Infinity, loc);
  }
  // How many optionals get an argument (left to right), and what the rest takes.
  const filled = Math.max(0, Math.min(optional, args.length - min));
  const restCount = Math.max(0, args.length - min - filled);
  let i = 0;
  for (const p of sig.required) target(p, args[i++] ?? null, scope);
  const optionalArgs = args.slice(i, i + filled);
  i += filled;
  const rest = args.slice(i, i + restCount);
  i += restCount;
  for (const p of sig.post) target(p, args[i++] ?? null, scope);
  if (sig.rest) scope.own(sig.rest, rest);
  const steps: Array<() => Maybe<void>> = [];
  sig.optional.forEach((o, k) => {
    steps.push(() => (k < filled ? scope.own(o.name, optionalArgs[k]) : then(evalIn(o.value, scope), (v) => scope.own(o.name, v))));
  });
  if (sig.keywords.length > 0 || sig.kwrest !== null) steps.push(...keywordSteps(sig, kw, strict, scope, evalIn, loc));
  if (sig.block) scope.own(sig.block, blockValue);
  return run(steps, 0);
}

function keywordSteps(sig: Signature, kw: RHash | null, strict: boolean, scope: Scope, evalIn: EvalIn, loc: Loc): Array<() => Maybe<void>> {
  const given = kw ? kw.entries.map(([k, v]) => [(k as RSymbol).name, v] as const) : [];
  const steps: Array<() => Maybe<void>> = [];
  const known = new Set(sig.keywords.map((k) => k.name));
  const missing = sig.keywords.filter((k) => k.value === null && !given.some(([n]) => n === k.name));
  // JRuby 9.3 names the first missing keyword only, without a colon.
  if (missing.length && strict) throw new ShellError('ARGUMENT_ERROR', `missing keyword: ${missing[0].name}`, { loc });
  const unknown = given.filter(([n]) => !known.has(n));
  if (unknown.length && sig.kwrest === null && strict) {
    throw new ShellError('ARGUMENT_ERROR', `unknown keyword${unknown.length > 1 ? 's' : ''}: ${unknown.map(([n]) => n).join(', ')}`, { loc });
  }
  for (const k of sig.keywords) {
    const hit = given.find(([n]) => n === k.name);
    steps.push(() => (hit ? scope.own(k.name, hit[1]) : k.value === null ? scope.own(k.name, null) : then(evalIn(k.value, scope), (v) => scope.own(k.name, v))));
  }
  if (sig.kwrest) {
    const name = sig.kwrest;
    steps.push(() => scope.own(name, new RHash(unknown.map(([n, v]) => [new RSymbol(n), v]))));
  }
  return steps;
}

/** A destructuring target of a block's parameters: `|a, (b, c)|`. */
function target(p: string | Mlhs, v: Value, scope: Scope): void {
  if (typeof p === 'string') {
    scope.own(p, v);
    return;
  }
  const items = Array.isArray(v) ? v : [v];
  const splatAt = p.items.findIndex((t) => t.type === 'splat');
  const after = splatAt < 0 ? 0 : p.items.length - splatAt - 1;
  p.items.forEach((t, k) => {
    if (t.type === 'splat') {
      if (t.value && t.value.type === 'ident') scope.own(t.value.name, items.slice(k, items.length - after));
      return;
    }
    const value = splatAt >= 0 && k > splatAt ? (items[items.length - (p.items.length - k)] ?? null) : (items[k] ?? null);
    if (t.type === 'ident') scope.own(t.name, value);
    else if (t.type === 'mlhs') target(t, value, scope);
  });
}

function then<T>(v: Maybe<T>, f: (t: T) => Maybe<void>): Maybe<void> {
  return v instanceof Promise ? v.then(f) : f(v);
}

function run(steps: Array<() => Maybe<void>>, from: number): Maybe<void> {
  for (let i = from; i < steps.length; i++) {
    const r = steps[i]();
    if (r instanceof Promise) return r.then(() => run(steps, i + 1));
  }
  return undefined;
}

/**
 * What a bare `super` passes: the current values of the running method's
 * parameters (a default a caller left out, a reassigned one), as Ruby's
 * zsuper reads them; the original arguments where a parameter has no name to
 * read (a destructuring one, an anonymous `*` or `**`).
 */
export function zsuperArgs(sig: Signature | undefined, names: string[], original: Value[], scope: Scope): Value[] {
  const read = (name: string): Value => scope.get(name) ?? null;
  if (!sig) return names.map(read);
  if ([...sig.required, ...sig.post].some((p) => typeof p !== 'string') || sig.rest === '' || sig.kwrest === '') return original;
  const out: Value[] = [...(sig.required as string[]).map(read), ...sig.optional.map((o) => read(o.name))];
  if (sig.rest !== null) {
    const rest = read(sig.rest);
    if (Array.isArray(rest)) out.push(...rest);
  }
  out.push(...(sig.post as string[]).map(read));
  if (sig.keywords.length > 0 || sig.kwrest !== null) {
    const kw = new RHash(sig.keywords.map((k) => [new RSymbol(k.name), read(k.name)] as [Value, Value]));
    const more = sig.kwrest !== null ? read(sig.kwrest) : null;
    if (more instanceof RHash) for (const [k, v] of more.entries) kw.set(k, v);
    if (kw.size > 0) out.push(kw);
  }
  return out;
}
