/**
 * Procs and lambdas as values (`proc { }`, `lambda { }`, `->(x) { }`, a
 * `&blk` parameter, `method(:f)`): the evaluator hands in the function that
 * runs the block's body with its arguments bound; Proc's methods are here,
 * in Proc's method table (`call`, `()`, `[]`, `yield`, `===`, `arity`,
 * `lambda?`, `to_proc`, `curry`, `parameters` left out).
 */
import type { SourceLocation as Loc } from '../errors.js';
import type { Value } from './values.js';
import { RObject } from './objects.js';
import { type RClass, builtin } from './classes.js';
import type { Maybe, RubyBlock } from './enumerable.js';
import { integerArg } from './coerce.js';

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

/** Proc's methods, put in the Proc class's table once per session. */
export function defineProcMethods(cls: RClass): void {
  if (cls.methods.has('call')) return;
  const call = builtin((self, args, block) => (self as RProc).call(args, block));
  for (const name of ['call', '()', '[]', 'yield', '===']) cls.defineMethod(name, call);
  cls.defineMethod('arity', builtin((self) => BigInt((self as RProc).arity), 0));
  cls.defineMethod('lambda?', builtin((self) => (self as RProc).lambda, 0));
  cls.defineMethod('to_proc', builtin((self) => self, 0));
  cls.defineMethod('curry', builtin((self, args, _block, loc) => curry(self as RProc, args, loc)));
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
