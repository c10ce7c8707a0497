/**
 * Module's and Class's methods (Ruby 2.6, JRuby 9.3's wording): `new`,
 * `name`, `===` (what `case`/`when` and `rescue` match by), the
 * comparisons of the class tree, `ancestors`, `superclass`, `include`,
 * `attr_accessor` and friends, `define_method`, `alias_method`, visibility,
 * and the constants. In Module's and Class's method tables, so a user's
 * class method may override them.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value, str, truthy } from './values.js';
import { checkArity, methodName, receiverName } from './raise.js';
import { RObject } from './objects.js';
import { RClass, RModule, type RubyMethod, builtin } from './classes.js';
import { andThen, callBlock, fcall } from './object.js';
import { ivarsOf, method, setIvar } from './object-methods.js';
import type { RubyBlock } from './enumerable.js';
import type { Runtime } from './runtime.js';
import { instanceMethod } from './method-object.js';

type Fn = (rt: Runtime, self: RModule, args: Value[], block: RubyBlock | null, loc: Loc) => Value | Promise<Value>;

const MODULE: Record<string, [Fn, number, number]> = {
  name: [(_rt, self) => (self.name === null ? null : str(self.name)), 0, 0],
  to_s: [(_rt, self) => str(self.inspectWith(inspectName)), 0, 0],
  inspect: [(_rt, self) => str(self.inspectWith(inspectName)), 0, 0],
  '===': [(rt, self, [v]) => rt.isA(v, self), 1, 1],
  '<': [(_rt, self, [o]) => (self === o ? false : below(self, moduleArg(o))), 1, 1],
  '<=': [(_rt, self, [o]) => (self === o ? true : below(self, moduleArg(o))), 1, 1],
  '>': [(_rt, self, [o]) => (self === o ? false : below(moduleArg(o), self)), 1, 1],
  '>=': [(_rt, self, [o]) => (self === o ? true : below(moduleArg(o), self)), 1, 1],
  '<=>': [(_rt, self, [o]) => (!(o instanceof RModule) ? null : self === o ? 0n : below(self, o) === true ? -1n : below(o, self) === true ? 1n : null), 1, 1],
  ancestors: [(_rt, self) => self.ancestors(), 0, 0],
  include: [(rt, self, mods) => include(rt, self, mods), 1, Infinity],
  'include?': [(_rt, self, [m]) => self !== moduleArg(m) && self.ancestors().includes(m as RModule) && !(m as RModule).isClass, 1, 1],
  included_modules: [(_rt, self) => self.ancestors().filter((m) => !m.isClass), 0, 0],
  instance_methods: [(_rt, self, [all]) => methodNames(self, all ?? true, (m) => m.visibility !== 'private'), 0, 1],
  public_instance_methods: [(_rt, self, [all]) => methodNames(self, all ?? true, (m) => (m.visibility ?? 'public') === 'public'), 0, 1],
  private_instance_methods: [(_rt, self, [all]) => methodNames(self, all ?? true, (m) => m.visibility === 'private'), 0, 1],
  protected_instance_methods: [(_rt, self, [all]) => methodNames(self, all ?? true, (m) => m.visibility === 'protected'), 0, 1],
  instance_method: [(rt, self, [n], _b, loc) => instanceMethod(rt, self, methodName(n, loc), loc), 1, 1],
  public_instance_method: [(rt, self, [n], _b, loc) => instanceMethod(rt, self, methodName(n, loc), loc), 1, 1],
  'method_defined?': [(_rt, self, [n], _b, loc) => visibilityOf(self, n, loc) !== undefined && visibilityOf(self, n, loc) !== 'private', 1, 1],
  'public_method_defined?': [(_rt, self, [n], _b, loc) => visibilityOf(self, n, loc) === 'public', 1, 1],
  'private_method_defined?': [(_rt, self, [n], _b, loc) => visibilityOf(self, n, loc) === 'private', 1, 1],
  'protected_method_defined?': [(_rt, self, [n], _b, loc) => visibilityOf(self, n, loc) === 'protected', 1, 1],
  attr_accessor: [(rt, self, names, _b, loc) => attr(rt, self, names, true, true, loc), 0, Infinity],
  attr_reader: [(rt, self, names, _b, loc) => attr(rt, self, names, true, false, loc), 0, Infinity],
  attr: [(rt, self, names, _b, loc) => attr(rt, self, names, true, false, loc), 0, Infinity],
  attr_writer: [(rt, self, names, _b, loc) => attr(rt, self, names, false, true, loc), 0, Infinity],
  define_method: [(rt, self, args, block, loc) => defineMethod(rt, self, args, block, loc), 1, 2],
  alias_method: [(rt, self, [to, from], _b, loc) => alias(rt, self, methodName(to, loc), methodName(from, loc), loc), 2, 2],
  remove_method: [(_rt, self, names, _b, loc) => remove(self, names, loc, false), 0, Infinity],
  undef_method: [(_rt, self, names, _b, loc) => remove(self, names, loc, true), 0, Infinity],
  public: [(rt, self, names, _b, loc) => visibility(rt, self, names, 'public', loc), 0, Infinity],
  private: [(rt, self, names, _b, loc) => visibility(rt, self, names, 'private', loc), 0, Infinity],
  protected: [(rt, self, names, _b, loc) => visibility(rt, self, names, 'protected', loc), 0, Infinity],
  private_class_method: [(rt, self, names, _b, loc) => visibility(rt, self.singleton(), names, 'private', loc, true), 0, Infinity],
  public_class_method: [(rt, self, names, _b, loc) => visibility(rt, self.singleton(), names, 'public', loc, true), 0, Infinity],
  class_variable_get: [(_rt, self, [n], _b, loc) => classVariable(self, n, loc), 1, 1],
  class_variable_set: [(_rt, self, [n, v], _b, loc) => (self.classVars.set(cvarName(n, loc), v), v), 2, 2],
  'class_variable_defined?': [(_rt, self, [n], _b, loc) => cvarHolder(self, cvarName(n, loc)) !== undefined, 1, 1],
  class_variables: [(_rt, self) => [...new Set(self.ancestors().flatMap((m) => [...m.classVars.keys()]))].map((k) => new RSymbol(k)), 0, 1],
  module_function: [(rt, self, names, _b, loc) => moduleFunction(rt, self, names, loc), 0, Infinity],
  const_get: [(rt, self, [n], _b, loc) => constGet(rt, self, methodName(n, loc), loc), 1, 2],
  const_set: [(_rt, self, [n, v], _b, loc) => (self.constants.set(methodName(n, loc), v), v), 2, 2],
  'const_defined?': [(rt, self, [n], _b, loc) => rt.constant(methodName(n, loc), self) !== undefined, 1, 2],
  constants: [(_rt, self) => [...self.constants.keys()].map((k) => new RSymbol(k)), 0, 1],
  class_eval: [(rt, self, _a, block, loc) => classExec(rt, self, block, loc), 0, 0],
  module_eval: [(rt, self, _a, block, loc) => classExec(rt, self, block, loc), 0, 0],
  class_exec: [(rt, self, _a, block, loc) => classExec(rt, self, block, loc), 0, Infinity],
  module_exec: [(rt, self, _a, block, loc) => classExec(rt, self, block, loc), 0, Infinity],
};

const CLASS: Record<string, [Fn, number, number]> = {
  new: [(rt, self, args, block, loc) => newObject(rt, self as RClass, args, block, loc), 0, Infinity],
  allocate: [(rt, self, _a, _b, loc) => allocate(rt, self as RClass, loc), 0, 0],
  superclass: [(_rt, self) => superclassOf(self as RClass), 0, 0],
};

/** Module's and Class's tables; `Class.new` and `Module.new` on their singleton classes. */
export function installModule(rt: Runtime, moduleClass: RClass, classClass: RClass): void {
  for (const [name, [fn, min, max]] of Object.entries(MODULE)) moduleClass.defineMethod(name, method(rt, name, fn as never, min, max));
  for (const [name, [fn, min, max]] of Object.entries(CLASS)) classClass.defineMethod(name, method(rt, name, fn as never, min, max));
  classClass.singleton().defineMethod(
    'new',
    method(rt, 'new', ((r: Runtime, _self: RModule, args: Value[], block: RubyBlock | null, loc: Loc) => newClass(r, args[0], block, loc)) as never, 0, 1),
  );
  moduleClass.singleton().defineMethod(
    'new',
    method(rt, 'new', ((r: Runtime, _self: RModule, _args: Value[], block: RubyBlock | null, loc: Loc) => body(r, new RModule(null, r), block, loc)) as never, 0, 0),
  );
}

function inspectName(v: Value): string {
  return v instanceof RModule ? v.inspectWith(inspectName) : receiverName(v);
}

function moduleArg(m: Value): RModule {
  if (m instanceof RModule) return m;
  throw new ShellError('TYPE_ERROR', 'compared with non class/module');
}

/** `a < b`: true when a descends from (or includes) b, false when b descends from a, nil when unrelated. */
function below(a: RModule, b: RModule): boolean | null {
  if (a.ancestors().includes(b)) return true;
  if (b.ancestors().includes(a)) return false;
  return null;
}

function include(rt: Runtime, self: RModule, mods: Value[]): Value | Promise<Value> {
  let hooks: Value | Promise<Value> = null;
  for (const m of mods.slice().reverse()) {
    if (!(m instanceof RModule) || m.isClass) throw new ShellError('TYPE_ERROR', `wrong argument type ${m instanceof RModule ? 'Class' : rt.classOfValue(m).name} (expected Module)`);
    self.include(m);
    if (self.builtin && !m.builtin) rt.patchedBuiltins = true;
    // Module#included: the module's own hook (`def self.included(base); base.extend(ClassMethods); end`).
    const hook = m.hasSingleton ? m.singleton().findMethod('included') : undefined;
    if (hook && !hook.builtin) hooks = andThen(hooks, () => hook.call(m, [self], null, NOWHERE));
  }
  return andThen(hooks, () => self);
}

function methodNames(self: RModule, all: Value, keep: (m: RubyMethod) => boolean): Value {
  const seen = new Set<string>();
  const out: RSymbol[] = [];
  for (const mod of truthy(all) ? self.ancestors() : [self]) {
    for (const [name, m] of mod.methods) {
      if (seen.has(name)) continue;
      seen.add(name);
      if (m && keep(m)) out.push(new RSymbol(name));
    }
  }
  return out;
}

function visibilityOf(self: RModule, n: Value, loc: Loc): RubyMethod['visibility'] | undefined {
  const m = self.findMethod(methodName(n, loc));
  return m ? (m.visibility ?? 'public') : undefined;
}

/** `attr_accessor :a, :b`: readers of `@a` and writers `a=` (FrozenError on a frozen object). Ruby 2.6 returns nil. */
function attr(rt: Runtime, self: RModule, names: Value[], reader: boolean, writer: boolean, loc: Loc): Value {
  for (const n of names) {
    const name = methodName(n, loc);
    if (!/^[A-Za-z_][A-Za-z_0-9]*$/.test(name)) throw new ShellError('NAME_ERROR', `invalid attribute name \`${name}'`, { loc, rubyClass: 'NameError' });
    const ivar = `@${name}`;
    if (reader) rt.defineMethod(self, name, builtin((obj) => ivarsOf(obj)?.get(ivar) ?? null, 0));
    if (writer) rt.defineMethod(self, `${name}=`, builtin((obj, [v], _b, at) => (checkArity([v].length, 1, 1, at), setIvar(rt, obj, ivar, v ?? null, at)), 1));
  }
  return null;
}

/** `define_method(:name) { |a| … }` or `(:name, a_proc)`: the body runs with the receiver as self. */
function defineMethod(rt: Runtime, self: RModule, [n, body]: Value[], block: RubyBlock | null, loc: Loc): Value {
  const name = methodName(n, loc);
  const fn = block ?? (body !== undefined ? rt.blockOf(body) : undefined);
  if (!fn) throw new ShellError('ARGUMENT_ERROR', 'tried to create Proc object without a block', { loc });
  rt.defineMethod(self, name, rt.methodFromBlock(fn));
  return new RSymbol(name);
}

function alias(rt: Runtime, self: RModule, to: string, from: string, loc: Loc): Value {
  const m = self.findMethod(from);
  if (!m) throw undefinedMethod(self, from, loc);
  rt.defineMethod(self, to, m);
  return self;
}

function remove(self: RModule, names: Value[], loc: Loc, undef: boolean): Value {
  for (const n of names) {
    const name = methodName(n, loc);
    if (undef ? !self.findMethod(name) : !self.methods.get(name)) throw undefinedMethod(self, name, loc);
    if (undef) self.methods.set(name, null);
    else self.methods.delete(name);
  }
  return self;
}

/** NameError `undefined method `x' for class `Foo'` (remove_method, alias_method, a visibility change). */
function undefinedMethod(self: RModule, name: string, loc: Loc): ShellError {
  return new ShellError('NAME_ERROR', `undefined method \`${name}' for ${self.isClass ? 'class' : 'module'} \`${self.inspectWith(inspectName)}'`, { loc, rubyClass: 'NameError' });
}

/**
 * `private :a, :b`: those methods change visibility (a copy in this class's
 * table, as Ruby does for an inherited one). Without names the evaluator
 * applies it to the `def`s that follow in the body (`defaultVisibility`).
 */
function visibility(rt: Runtime, self: RModule, names: Value[], v: 'public' | 'private' | 'protected', loc: Loc, classMethods = false): Value {
  // Ruby 2.6 answers the module itself, with or without names (Ruby 3 answers the names)
  if (classMethods && names.length === 0) return self;
  if (names.length === 0) {
    self.defaultVisibility = v;
    return self;
  }
  for (const n of names.flat()) {
    const name = methodName(n, loc);
    const m = self.findMethod(name);
    if (!m) throw undefinedMethod(self, name, loc);
    rt.defineMethod(self, name, { ...m, visibility: v });
  }
  return self;
}

/** `module_function :x`: a private instance method and a public singleton one. */
function moduleFunction(rt: Runtime, self: RModule, names: Value[], loc: Loc): Value {
  if (names.length === 0) {
    self.defaultVisibility = 'module_function';
    return null;
  }
  for (const n of names) {
    const name = methodName(n, loc);
    const m = self.findMethod(name);
    if (!m) throw undefinedMethod(self, name, loc);
    self.singleton().defineMethod(name, { ...m, visibility: 'public' });
    rt.defineMethod(self, name, { ...m, visibility: 'private' });
  }
  return null;
}

const NOWHERE: Loc = { line: 0, col: 0, offset: 0 };

/** A class variable's name as Ruby allows it: `@@` then a letter or underscore. */
function cvarName(v: Value | undefined, loc: Loc): string {
  const name = methodName(v, loc);
  if (/^@@[A-Za-z_][A-Za-z_0-9]*$/.test(name)) return name;
  throw new ShellError('NAME_ERROR', `\`${name}' is not allowed as a class variable name`, { loc, rubyClass: 'NameError' });
}

/** The module among the ancestors holding a class variable. */
function cvarHolder(self: RModule, name: string): RModule | undefined {
  return self.ancestors().find((m) => m.classVars.has(name));
}

function classVariable(self: RModule, n: Value | undefined, loc: Loc): Value {
  const name = cvarName(n, loc);
  const holder = cvarHolder(self, name);
  if (!holder) throw new ShellError('NAME_ERROR', `uninitialized class variable ${name} in ${self.inspectWith(inspectName)}`, { loc, rubyClass: 'NameError' });
  return holder.classVars.get(name)!;
}

function constGet(rt: Runtime, self: RModule, name: string, loc: Loc): Value {
  const v = name.includes('::') ? rt.constant(name) : (self.constants.get(name) ?? rt.constant(name, self));
  if (v === undefined) throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${self === rt.objectClass ? '' : `${self.name}::`}${name}`, { loc, rubyClass: 'NameError' });
  return v;
}

/** `Foo.class_eval { … }`: the block with the class as self and as the definee. */
function classExec(rt: Runtime, self: RModule, block: RubyBlock | null, loc: Loc): Value | Promise<Value> {
  if (!block) throw new ShellError('ARGUMENT_ERROR', 'wrong number of arguments (given 0, expected 1..3)', { loc });
  return rt.hooks ? rt.hooks.instanceExec(self, block, [self], self, loc) : block([self]);
}

/** A class or module body given as a block (`Class.new { … }`, `Struct.new(:a) { … }`): run, then the module. */
export function body(rt: Runtime, mod: RModule, block: RubyBlock | null, loc: Loc): Value | Promise<Value> {
  if (!block) return mod;
  return andThen(rt.hooks ? rt.hooks.instanceExec(mod, block, [mod], mod, loc) : callBlock(block, [mod], loc), () => mod);
}

/** `Class.new(superclass = Object) { body }`: an anonymous class, named when first assigned to a constant. */
function newClass(rt: Runtime, sup: Value | undefined, block: RubyBlock | null, loc: Loc): Value | Promise<Value> {
  if (sup !== undefined && !(sup instanceof RClass)) throw new ShellError('TYPE_ERROR', `superclass must be a Class (${rt.classOfValue(sup).name} given)`, { loc });
  const parent = sup ?? rt.objectClass;
  if (parent === rt.classClass) throw new ShellError('TYPE_ERROR', "can't make subclass of Class", { loc });
  return body(rt, new RClass(null, rt, parent), block, loc);
}

/** `Foo.new(*args, &block)`: allocate, then the private `initialize` with the arguments; the object. */
function newObject(rt: Runtime, cls: RClass, args: Value[], block: RubyBlock | null, loc: Loc): Value | Promise<Value> {
  // Integer.new, NilClass.new: core values are not made so (String.new, Array.new … are their classes' own `new`).
  if (cls.allocation === 'none') throw new ShellError('NAME_ERROR', `undefined method \`new' for ${cls.inspectWith(inspectName)}:Class`, { loc, rubyClass: 'NoMethodError' });
  const obj = allocate(rt, cls, loc);
  return andThen(fcall(obj, 'initialize', args, block, loc, rt), () => obj);
}

function allocate(rt: Runtime, cls: RClass, loc: Loc): RObject {
  if (cls.allocation === 'none' || cls.attached !== undefined) {
    throw new ShellError('NAME_ERROR', `undefined method \`allocate' for ${cls.inspectWith(inspectName)}:Class`, { loc, rubyClass: 'NoMethodError' });
  }
  return rt.allocate(cls);
}

function superclassOf(cls: RClass): Value {
  let s = cls.superclass;
  while (s && s.attached !== undefined && cls.attached === undefined) s = s.superclass;
  return s;
}
