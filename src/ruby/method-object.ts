/**
 * Method and UnboundMethod (`obj.method(:x)`, `Foo.instance_method(:x)`),
 * as JRuby 9.3 has them: a Method calls its method on its receiver (a
 * private one too), answers `arity`, `name`, `owner`, `receiver`, and is a
 * block where a Proc is (`map(&m)`, `to_proc`, `>>`); `unbind` and `bind`
 * move it between objects of its owner. JRuby's inspect:
 * `#<Method: HBaseReceiver#dbl>`, `#<Method: Foo.bar>` for a class's own
 * method, `#<UnboundMethod: Foo#add>`.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value } from './values.js';
import { RObject } from './objects.js';
import { RClass, RModule, type RubyMethod, builtin } from './classes.js';
import { RProc, defineProcMethods } from './proc.js';
import { fcall } from './object.js';
import { inspect } from './inspect.js';
import type { Runtime } from './runtime.js';
import { coreMethodNames } from './core-methods.js';

/** A method bound to its receiver: a lambda over the method. */
export class RMethod extends RProc {
  constructor(
    rt: Runtime,
    readonly receiver: Value,
    readonly name: string,
    readonly owner: RModule,
    /** The table's method; undefined for a core value's own (then called by name). */
    readonly method: RubyMethod | undefined,
    arity: number,
  ) {
    super(rt.cls('Method'), (args, block) => (method ? method.call(receiver, args, block, NOWHERE) : fcall(receiver, name, args, block, NOWHERE, rt)), true, arity, '');
  }

  override inspectWith(): string {
    return `#<Method: ${methodPath(this.owner, this.receiver, this.name)}>`;
  }
}

/** A method taken from a module, to be bound to one of its objects. */
export class RUnboundMethod extends RObject {
  constructor(
    cls: RClass,
    readonly name: string,
    readonly owner: RModule,
    readonly method: RubyMethod | undefined,
    readonly arity: number,
  ) {
    super(cls);
  }

  override inspectWith(): string {
    return `#<UnboundMethod: ${this.owner.inspectWith(inspect)}#${this.name}>`;
  }

  override toS(): string {
    return this.inspectWith();
  }
}

const NOWHERE: Loc = { line: 0, col: 0, offset: 0 };

/** `Foo.bar` for a class's own method, `Foo#bar` for an instance's. */
function methodPath(owner: RModule, receiver: Value, name: string): string {
  if (owner instanceof RClass && owner.attached !== undefined && owner.attached === receiver && receiver instanceof RModule) return `${receiver.inspectWith(inspect)}.${name}`;
  return `${owner.inspectWith(inspect)}#${name}`;
}

/** The module among `cls`'s ancestors whose table holds `name`. */
export function ownerOf(cls: RModule, name: string): RModule | undefined {
  return cls.ancestors().find((m) => m.methods.get(name));
}

/** `obj.method(:name)`: NameError when the object has no such method (a private one is found too). */
export function methodObject(rt: Runtime, self: Value, name: string, loc: Loc): RMethod {
  const cls = rt.classOf(self);
  const m = cls.findMethod(name);
  const owner = m ? (ownerOf(cls, name) ?? cls) : rt.classOfValue(self);
  if (!m && !rt.coreResponds(self, name)) {
    // Kernel's functions the evaluator runs (`method(:puts)`, `&method(:p)`): private methods every object has.
    const hooks = rt.hooks;
    if (hooks?.isFunction?.(name) && hooks.callFunction) {
      install(rt);
      const call = hooks.callFunction;
      const kernelFn: RubyMethod = { call: (_self, args, block, at) => call(name, args, block, at), arity: -1 };
      return new RMethod(rt, self, name, rt.kernel, kernelFn, -1);
    }
    throw undefinedFor(rt, self, name, loc);
  }
  install(rt);
  return new RMethod(rt, self, name, owner, m && !(m.builtin && !(self instanceof RObject || self instanceof RModule)) ? m : undefined, m?.arity ?? -1);
}

/** `Foo.instance_method(:name)`. */
export function instanceMethod(rt: Runtime, mod: RModule, name: string, loc: Loc): RUnboundMethod {
  const m = mod.findMethod(name);
  // A core class's own method (Hash#fetch): not in a table, called by name once bound.
  if (!m && mod.builtin && mod.name !== null && coreMethodNames(mod.name).has(name)) {
    install(rt);
    return new RUnboundMethod(rt.cls('UnboundMethod'), name, mod, undefined, -1);
  }
  if (!m) throw new ShellError('NAME_ERROR', `undefined method \`${name}' for ${mod.isClass ? 'class' : 'module'} \`${mod.inspectWith(inspect)}'`, { loc, rubyClass: 'NameError' });
  install(rt);
  return new RUnboundMethod(rt.cls('UnboundMethod'), name, ownerOf(mod, name) ?? mod, m, m.arity ?? -1);
}

function undefinedFor(rt: Runtime, self: Value, name: string, loc: Loc): ShellError {
  const cls = rt.classOfValue(self);
  const what = self instanceof RModule ? `\`${self.inspectWith(inspect)}'` : `\`${cls.inspectWith(inspect)}'`;
  return new ShellError('NAME_ERROR', `undefined method \`${name}' for ${self instanceof RModule ? (self.isClass ? 'class' : 'module') : 'class'} ${what}`, { loc, rubyClass: 'NameError' });
}

/** Method's and UnboundMethod's tables, once per session. */
function install(rt: Runtime): void {
  const method = rt.cls('Method');
  if (method.methods.has('unbind')) return;
  defineProcMethods(method, rt);
  method.defineMethod('name', builtin((self) => new RSymbol((self as RMethod).name), 0));
  method.defineMethod('owner', builtin((self) => (self as RMethod).owner, 0));
  method.defineMethod('receiver', builtin((self) => (self as RMethod).receiver, 0));
  method.defineMethod('to_proc', builtin((self) => { const m = self as RMethod; return new RProc(rt.cls('Proc'), m.body, true, m.arity, '(hbase)'); }, 0));
  method.defineMethod('unbind', builtin((self) => { const m = self as RMethod; return new RUnboundMethod(rt.cls('UnboundMethod'), m.name, m.owner, m.method, m.arity); }, 0));
  const unbound = rt.cls('UnboundMethod');
  unbound.defineMethod('name', builtin((self) => new RSymbol((self as RUnboundMethod).name), 0));
  unbound.defineMethod('owner', builtin((self) => (self as RUnboundMethod).owner, 0));
  unbound.defineMethod('arity', builtin((self) => BigInt((self as RUnboundMethod).arity), 0));
  unbound.defineMethod('bind', builtin((self, [obj], _b, loc) => bindTo(rt, self as RUnboundMethod, obj ?? null, loc), 1));
}

/** `um.bind(obj)`: TypeError unless obj is of the method's owner. */
function bindTo(rt: Runtime, um: RUnboundMethod, obj: Value, loc: Loc): RMethod {
  if (!rt.isA(obj, um.owner)) throw new ShellError('TYPE_ERROR', `bind argument must be an instance of ${um.owner.inspectWith(inspect)}`, { loc });
  return new RMethod(rt, obj, um.name, um.owner, um.method, um.arity);
}
