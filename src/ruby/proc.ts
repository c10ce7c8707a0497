/**
 * Procs and lambdas as values (`proc { }`, `lambda { }`, `->(x) { }`, a
 * `&blk` parameter, `method(:f)`): the evaluator hands in the function that
 * runs the block's body with its arguments bound; Proc's methods are here,
 * in Proc's method table (`call`, `()`, `[]`, `yield`, `===`, `arity`,
 * `lambda?`, `to_proc`, `curry`, `parameters` left out).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import type { Value } from './values.js';
import { RObject } from './objects.js';
import { type RClass, builtin } from './classes.js';
import type { Maybe, RubyBlock } from './enumerable.js';
import { integerArg } from './coerce.js';
import { send } from './object.js';
import type { Runtime } from './runtime.js';

export type ProcBody = (args: Value[], block: RubyBlock | null) => Maybe<Value>;

export class RProc extends RObject {
  constructor(
    cls: RClass,
    readonly body: ProcBody,
    readonly lambda: boolean,
    readonly arity: number,
    /** Where it was written, `(hbase):1` (JRuby's `#<Proc:0x…@file:line>`). */
    readonly where: string,
  ) {
    super(cls);
  }

  call(args: Value[], block: RubyBlock | null = null): Maybe<Value> {
    return this.body(args, block);
  }

  /** The proc as a block a core method yields to. */
  get block(): RubyBlock {
    return (values) => this.body(values, null);
  }

  override inspectWith(): string {
    return `#<Proc:${this.identityHash}@${this.where}${this.lambda ? ' (lambda)' : ''}>`;
  }

  override toS(): string {
    return this.inspectWith();
  }
}

/** Proc's methods (and Method's, which calls like one), put in the class's table once per session. */
export function defineProcMethods(cls: RClass, rt?: Runtime): void {
  if (cls.methods.has('call')) return;
  const call = builtin((self, args, block) => (self as RProc).call(args, block));
  for (const name of ['call', '()', '[]', 'yield', '===']) cls.defineMethod(name, call);
  cls.defineMethod('arity', builtin((self) => BigInt((self as RProc).arity), 0));
  cls.defineMethod('lambda?', builtin((self) => (self as RProc).lambda, 0));
  cls.defineMethod('to_proc', builtin((self) => self, 0));
  cls.defineMethod('curry', builtin((self, args, _block, loc) => curry(self as RProc, args, loc)));
  if (!rt) return;
  // `f >> g` is g(f(x)), `f << g` is f(g(x)); g is anything with `call` (a Method, a Proc).
  cls.defineMethod('>>', builtin((self, [g], _b, loc) => compose(rt, self as RProc, g ?? null, true, loc), 1));
  cls.defineMethod('<<', builtin((self, [g], _b, loc) => compose(rt, self as RProc, g ?? null, false, loc), 1));
}

/**
 * `f >> g` / `f << g` (Ruby 2.6's Proc#>> and #<<): a lambda when f is one
 * (or a Method), written where JRuby's own proc.rb defines them.
 */
function compose(rt: Runtime, f: RProc, g: Value, forward: boolean, loc: Loc): RProc {
  if (!(g instanceof RProc) && !rt.classOf(g).findMethod('call')) {
    throw new ShellError('TYPE_ERROR', `callable object is expected`, { loc });
  }
  const callG = (args: Value[]): Maybe<Value> => send(g, 'call', args, null, loc, rt);
  const body = forward
    ? (args: Value[], block: RubyBlock | null) => then(f.call(args, block), (v) => callG([v]))
    : (args: Value[], block: RubyBlock | null) => then(callG(args), (v) => f.call([v], block));
  return new RProc(rt.cls('Proc'), body, f.lambda, f.lambda ? f.arity : -1, `uri:classloader:/jruby/kernel/proc.rb:${forward ? 47 : 37}`);
}

function then(v: Maybe<Value>, f: (v: Value) => Maybe<Value>): Maybe<Value> {
  return v instanceof Promise ? v.then(f) : f(v);
}

/** `Proc#curry`: a lambda that gathers arguments until the arity is met. */
function curry(p: RProc, args: Value[], loc: Loc): Maybe<Value> {
  const n = args.length ? Number(integerArg(args[0], loc)) : p.arity < 0 ? -p.arity - 1 : p.arity;
  const make = (got: Value[]): RProc =>
    new RProc(p.cls, (more) => {
      const all = [...got, ...more];
      return all.length >= n ? p.call(all) : make(all);
    }, true, 1, p.where);
  return n === 0 ? p.call([]) : make([]);
}
