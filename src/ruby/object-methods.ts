/**
 * Kernel's public methods, the ones every object has (Ruby 2.6, with JRuby
 * 9.3's wording): `class`, `is_a?`, `respond_to?`, `send`, `==`, `dup`,
 * `freeze`, the instance-variable methods, `tap`, `then`, `inspect`, … They
 * sit in Kernel's method table, found after a value's own class methods, so
 * a user's class may override any of them and `super` reaches them.
 */
import { isBinary, markBinary } from '../bytes.js';
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RSymbol, type Value, isString, rubyEqual, eql, str, truthy } from './values.js';
import { inspect } from './inspect.js';
import { toS } from './coerce.js';
import { checkArity, methodName, noMethod, receiverName } from './raise.js';
import { RObject } from './objects.js';
import { RClass, RModule, type RubyMethod, builtin } from './classes.js';
import { checkFrozen, freeze, isFrozen } from './freeze.js';
import { andThen, callBlock, fcall, inspectValue, send } from './object.js';
import type { RubyBlock } from './enumerable.js';
import type { Runtime } from './runtime.js';
import { methodObject } from './method-object.js';
import { REnumerator } from './enumerator.js';

type Fn = (rt: Runtime, self: Value, args: Value[], block: RubyBlock | null, loc: Loc) => Value | Promise<Value>;

/** Each method with its arity (min, max). */
const KERNEL: Record<string, [Fn, number, number]> = {
  class: [(rt, self) => rt.classOfValue(self), 0, 0],
  singleton_class: [(rt, self) => singletonClass(rt, self), 0, 0],
  frozen: [(_rt, self) => isFrozen(self), 0, 0],
  'frozen?': [(_rt, self) => isFrozen(self), 0, 0],
  freeze: [(_rt, self) => freeze(self), 0, 0],
  'nil?': [(_rt, self) => self === null, 0, 0],
  itself: [(_rt, self) => self, 0, 0],
  '==': [(_rt, self, [o]) => self === o || rubyEqual(self, o), 1, 1],
  'equal?': [(_rt, self, [o]) => self === o, 1, 1],
  'eql?': [(_rt, self, [o]) => (self instanceof RObject ? self === o : eql(self, o)), 1, 1],
  '!=': [(rt, self, [o], _b, loc) => andThen(send(self, '==', [o], null, loc, rt), (v) => !truthy(v)), 1, 1],
  '!': [(_rt, self) => !truthy(self), 0, 0],
  '===': [(rt, self, [o], _b, loc) => self === o || andThen(send(self, '==', [o], null, loc, rt), truthy), 1, 1],
  '=~': [() => null, 1, 1],
  '<=>': [(rt, self, [o], _b, loc) => (self === o ? 0n : andThen(send(self, '==', [o], null, loc, rt), (v) => (truthy(v) ? 0n : null))), 1, 1],
  hash: [(rt, self) => rt.hashOf(self), 0, 0],
  object_id: [(rt, self) => rt.objectId(self), 0, 0],
  __id__: [(rt, self) => rt.objectId(self), 0, 0],
  to_s: [(_rt, self) => toS(self), 0, 0],
  inspect: [(rt, self, _a, _b, loc) => andThen(inspectValue(rt, self, loc), str), 0, 0],
  'is_a?': [(rt, self, [m]) => rt.isA(self, moduleArg(m)), 1, 1],
  'kind_of?': [(rt, self, [m]) => rt.isA(self, moduleArg(m)), 1, 1],
  'instance_of?': [(rt, self, [m]) => rt.classOfValue(self) === moduleArg(m), 1, 1],
  'respond_to?': [(rt, self, args, _b, loc) => respondTo(rt, self, args, loc), 1, 2],
  send: [(rt, self, args, block, loc) => fcall(self, sendName(args[0], loc), args.slice(1), block, loc, rt), 1, Infinity],
  __send__: [(rt, self, args, block, loc) => fcall(self, sendName(args[0], loc), args.slice(1), block, loc, rt), 1, Infinity],
  public_send: [(rt, self, args, block, loc) => send(self, sendName(args[0], loc), args.slice(1), block, loc, rt), 1, Infinity],
  tap: [(_rt, self, _a, block, loc) => andThen(callBlock(block, [self], loc), () => self), 0, 0],
  then: [(_rt, self, _a, block, loc) => callBlock(block, [self], loc), 0, 0],
  yield_self: [(_rt, self, _a, block, loc) => callBlock(block, [self], loc), 0, 0],
  dup: [(rt, self) => copy(rt, self, false), 0, 0],
  clone: [(rt, self, args) => copy(rt, self, cloneKeepsFrozen(args)), 0, 1],
  instance_variables: [(_rt, self) => [...(ivarsOf(self)?.keys() ?? [])].map((k) => new RSymbol(k)), 0, 0],
  instance_variable_get: [(_rt, self, [n], _b, loc) => ivarsOf(self)?.get(ivarName(n, loc)) ?? (ivarName(n, loc), null), 1, 1],
  instance_variable_set: [(rt, self, [n, v], _b, loc) => setIvar(rt, self, ivarName(n, loc), v, loc), 2, 2],
  'instance_variable_defined?': [(_rt, self, [n], _b, loc) => ivarsOf(self)?.has(ivarName(n, loc)) ?? false, 1, 1],
  extend: [(rt, self, mods) => extend(rt, self, mods), 1, Infinity],
  define_singleton_method: [(rt, self, args, block, loc) => defineSingleton(rt, self, args, block, loc), 1, 2],
  singleton_methods: [(rt, self) => singletonMethods(rt, self), 0, 1],
  // BasicObject#method_missing: the NoMethodError every failed call ends in.
  method_missing: [(_rt, self, [n], _b, loc) => Promise.reject(noMethod(methodName(n, loc), receiverName(self), loc)), 1, Infinity],
  'respond_to_missing?': [() => false, 2, 2],
  method: [(rt, self, [n], _b, loc) => methodObject(rt, self, methodName(n, loc), loc), 1, 1],
  public_method: [(rt, self, [n], _b, loc) => publicMethod(rt, self, methodName(n, loc), loc), 1, 1],
  methods: [(rt, self) => methodList(rt, self, (v) => v !== 'private'), 0, 1],
  public_methods: [(rt, self) => methodList(rt, self, (v) => v === 'public'), 0, 1],
  private_methods: [(rt, self) => methodList(rt, self, (v) => v === 'private', false), 0, 1],
  protected_methods: [(rt, self) => methodList(rt, self, (v) => v === 'protected', false), 0, 1],
  instance_eval: [(rt, self, args, block, loc) => instanceEval(rt, self, [self], block, args.length, loc), 0, 3],
  instance_exec: [(rt, self, args, block, loc) => instanceEval(rt, self, args, block, 0, loc), 0, Infinity],
  enum_for: [(rt, self, args, _b, loc) => enumFor(rt, self, args, loc), 0, Infinity],
  to_enum: [(rt, self, args, _b, loc) => enumFor(rt, self, args, loc), 0, Infinity],
};

/**
 * `enum_for(:each_row, n)` / `to_enum`: an Enumerator that calls the method
 * (`each` by default, a private one too) with its block when it iterates.
 */
function enumFor(rt: Runtime, self: Value, args: Value[], loc: Loc): REnumerator {
  const name = args.length ? methodName(args[0], loc) : 'each';
  const rest = args.slice(1);
  return new REnumerator(self, name, rest, (yielder) => fcall(self, name, rest, yielder, loc, rt));
}

/** Kernel's (and BasicObject#initialize's) methods, as the Runtime puts them in their tables. */
export function installKernel(rt: Runtime, kernel: RModule, basicObject: RClass): void {
  for (const [name, [fn, min, max]] of Object.entries(KERNEL)) kernel.defineMethod(name, method(rt, name, fn, min, max));
  basicObject.defineMethod(
    'initialize',
    builtin((_self, args, _b, loc) => (checkArity(args.length, 0, 0, loc, 'initialize'), null), 0, 'private'),
  );
  for (const name of ['respond_to_missing?', 'method_missing']) kernel.defineMethod(name, { ...kernel.methods.get(name)!, visibility: 'private' });
}

/** A builtin method from a table entry: its arity checked as JRuby does, then run. */
export function method(rt: Runtime, name: string, fn: Fn, min: number, max: number, visibility: RubyMethod['visibility'] = 'public'): RubyMethod {
  return builtin(
    (self, args, block, loc) => {
      checkArity(args.length, min, max, loc, CALLING.has(name) ? name : undefined);
      return fn(rt, self, args, block, loc);
    },
    max === Infinity ? -min - 1 : min === max ? min : -min - 1,
    visibility,
  );
}

/** The Kernel methods JRuby 9.3 names in its arity error (`wrong number of arguments calling `instance_variable_get` …`). */
const CALLING = new Set(['instance_variable_get', 'instance_variable_set', 'instance_variable_defined?', 'initialize']);

function moduleArg(m: Value): RModule {
  if (m instanceof RModule) return m;
  throw new ShellError('TYPE_ERROR', 'class or module required');
}

/** `send`'s name: JRuby converts anything else as a String (`no implicit conversion of Integer into String`). */
function sendName(v: Value, loc: Loc): string {
  if (v instanceof RSymbol || isString(v)) return methodName(v, loc);
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${receiverName(v).replace(/^.*:/, '')} into String`, { loc });
}

/** `respond_to?(:name, include_all = false)`: a public method (a private one with include_all), else the object's `respond_to_missing?`. */
function respondTo(rt: Runtime, self: Value, [n, all]: Value[], loc: Loc): Value | Promise<Value> {
  if (!(n instanceof RSymbol) && !isString(n)) throw new ShellError('TYPE_ERROR', `${inspect(n)} is not a symbol`, { loc });
  const name = methodName(n, loc);
  const m = rt.classOf(self).findMethod(name);
  if (m && (m.visibility !== 'private' || truthy(all ?? null))) return true;
  if (!m && rt.coreResponds(self, name)) return true;
  return andThen(fcall(self, 'respond_to_missing?', [new RSymbol(name), truthy(all ?? null)], null, loc, rt), truthy);
}

/** An instance variable's name as Ruby allows it: `@` then a letter or underscore. */
function ivarName(v: Value, loc: Loc): string {
  const name = methodName(v, loc);
  if (/^@[A-Za-z_][A-Za-z_0-9]*$/.test(name)) return name;
  throw new ShellError('NAME_ERROR', `\`${name}' is not allowable as an instance variable name`, { loc, rubyClass: 'NameError' });
}

/** `@x = v` on an object (the evaluator's assignment too): FrozenError on a frozen one. */
export function setIvar(rt: Runtime, self: Value, name: string, v: Value, loc?: Loc): Value {
  if (self instanceof RModule) {
    self.ivars.set(name, v);
    return v;
  }
  if (!(self instanceof RObject)) {
    checkFrozen(self, rt.classOfValue(self).name ?? 'object', loc);
    throw new ShellError('RUNTIME_ERROR', `can't set instance variable ${name} of ${rt.classOfValue(self).name}`, { loc, rubyClass: 'RuntimeError' });
  }
  checkFrozen(self, self.realClass.name ?? 'object', loc);
  self.ivars.set(name, v);
  return v;
}

/** Where an object's (or a class's) instance variables are; none for a core value. */
export function ivarsOf(self: Value): Map<string, Value> | undefined {
  return self instanceof RObject || self instanceof RModule ? self.ivars : undefined;
}

/** `clone(freeze: false)`: the keyword hash's `freeze` value (true unless false). */
function cloneKeepsFrozen(args: Value[]): boolean {
  const opts = args[0];
  if (!(opts instanceof RHash)) return true;
  const v = opts.lookup(new RSymbol('freeze'));
  return v !== false;
}

/** `dup` / `clone`: a shallow copy (clone keeps the frozen flag and the singleton class). */
function copy(rt: Runtime, v: Value, keepFrozen: boolean): Value {
  let out: Value;
  if (v instanceof RObject) {
    const o = rt.allocate(keepFrozen ? v.cls : v.realClass);
    for (const [k, x] of v.ivars) o.ivars.set(k, x);
    rt.copyFields(v, o);
    out = o;
  } else if (isString(v)) out = isBinary(v) ? markBinary(Buffer.from(v)) : Buffer.from(v);
  else if (Array.isArray(v)) out = v.slice();
  else if (v instanceof RHash) out = new RHash(v.entries.map(([k, x]) => [k, x]));
  else return v; // immediates and the rest copy to themselves
  if (keepFrozen && isFrozen(v)) freeze(out);
  return out;
}

/** `obj.singleton_class`: made on first use; a class's is its metaclass. */
export function singletonClass(rt: Runtime, v: Value): RClass {
  if (v instanceof RModule) return v.singleton();
  // A String's, Array's or Hash's own; Integer, Float, Symbol and the like have none in Ruby.
  if (isString(v) || Array.isArray(v) || v instanceof RHash) return rt.valueSingleton(v);
  if (!(v instanceof RObject)) throw new ShellError('TYPE_ERROR', "can't define singleton", {});
  if (v.cls.attached !== v) {
    const meta = new RClass(null, rt, v.cls);
    meta.attached = v;
    v.cls = meta;
  }
  return v.cls;
}

function extend(rt: Runtime, self: Value, mods: Value[]): Value {
  const meta = singletonClass(rt, self);
  for (const m of mods.slice().reverse()) meta.include(moduleArg(m));
  return self;
}

/** `define_singleton_method(:name) { … }` / `(:name, a_proc)`: the block runs with self as the receiver (the evaluator's instanceExec). */
function defineSingleton(rt: Runtime, self: Value, [n, body]: Value[], block: RubyBlock | null, loc: Loc): Value {
  const name = methodName(n, loc);
  const fn = block ?? rt.blockOf(body ?? null);
  if (!fn) throw new ShellError('ARGUMENT_ERROR', 'tried to create Proc object without a block', { loc });
  singletonClass(rt, self).defineMethod(name, rt.methodFromBlock(fn));
  return new RSymbol(name);
}

function singletonMethods(rt: Runtime, self: Value): Value {
  const own = rt.classOf(self);
  const meta = self instanceof RModule ? (self.hasSingleton ? self.singleton() : undefined) : own.attached === self ? own : undefined;
  if (!meta) return [];
  return [...meta.methods.keys()].map((k) => new RSymbol(k));
}

/** `obj.public_method(:x)`: as `method`, but NameError for a private or protected one. */
function publicMethod(rt: Runtime, self: Value, name: string, loc: Loc): Value {
  const m = rt.classOf(self).findMethod(name);
  if (m && m.visibility !== undefined && m.visibility !== 'public') {
    const kind = m.visibility;
    throw new ShellError('NAME_ERROR', `undefined ${kind} method \`${name}' for class \`${rt.classOfValue(self).inspectWith(inspect)}'`, { loc, rubyClass: 'NameError' });
  }
  return methodObject(rt, self, name, loc);
}

/**
 * `obj.methods` and its kinds: the names in the method tables of the
 * object's ancestors (a user's, Kernel's) of that visibility, then, for a
 * core value, its class's own (core-methods.ts). Singleton and user methods first, as Ruby lists them.
 */
function methodList(rt: Runtime, self: Value, keep: (v: 'public' | 'private' | 'protected') => boolean, core = true): Value {
  const seen = new Set<string>();
  const out: RSymbol[] = [];
  const add = (name: string, visible: boolean): void => {
    if (seen.has(name)) return;
    seen.add(name);
    if (visible) out.push(new RSymbol(name));
  };
  for (const mod of rt.classOf(self).ancestors()) for (const [name, m] of mod.methods) add(name, m !== null && keep(m.visibility ?? 'public'));
  if (core && !(self instanceof RObject) && !(self instanceof RModule)) for (const name of rt.coreMethodNames(self)) add(name, true);
  return out;
}

/**
 * `obj.instance_eval { }` (the block gets the object) and `instance_exec(*args) { }`:
 * the block with the object as self; a `def` inside defines a singleton method.
 * A string to evaluate is refused, as hsh runs no `eval`.
 */
function instanceEval(rt: Runtime, self: Value, args: Value[], block: RubyBlock | null, strings: number, loc: Loc): Value | Promise<Value> {
  if (!block) {
    if (strings > 0) throw new ShellError('NOT_IMPLEMENTED', 'instance_eval of a String is not available in hsh: it evaluates no Ruby text', { loc, rubyClass: 'NotImplementedError' });
    throw new ShellError('ARGUMENT_ERROR', 'wrong number of arguments (given 0, expected 1..3)', { loc });
  }
  // A `def` inside goes to the object's singleton class (a core value's own class: it has none here).
  const definee = self instanceof RModule ? self.singleton() : self instanceof RObject ? null : rt.classOfValue(self);
  return rt.hooks ? rt.hooks.instanceExec(self, block, args, definee, loc) : block(args);
}
