/**
 * Ruby's modules and classes as values (`RModule`, `RClass`): a name, a
 * method table, constants, included modules and, for a class, its
 * superclass; class methods live in the singleton class. Method lookup walks
 * the ancestors as MRI's `rb_mod_ancestors` orders them: the class, its
 * included modules (last included first), then the superclass's.
 *
 * A method-table entry is one callable shape, whether a builtin function or
 * the evaluator's user method (`def`): `call(self, args, block, loc)`.
 * Nothing here is module-global: every class belongs to one session's
 * Runtime (runtime.ts), which makes the builtin ones and the user's.
 */
import type { SourceLocation as Loc } from '../errors.js';
import type { Value } from './values.js';
import type { RubyBlock } from './enumerable.js';

/** A method of a method table: a builtin function or a user's `def`. */
export interface RubyMethod {
  call(self: Value, args: Value[], block: RubyBlock | null, loc: Loc): Value | Promise<Value>;
  /** Ruby's `Method#arity` (-n-1 for n required and a rest); for `respond_to?`, `method(:x).arity`. */
  readonly arity?: number;
  /** `private` (Kernel's functions, `initialize`, methods after `private`): not callable with an explicit receiver. */
  readonly visibility?: 'public' | 'private' | 'protected';
  /** Ruby's own (Kernel#inspect, Exception#initialize …), not a user's `def`: method_missing and a NoMethodError's receiver consult only a user's. */
  readonly builtin?: boolean;
}

/** A builtin method from a plain function. */
export function builtin(fn: RubyMethod['call'], arity = -1, visibility: RubyMethod['visibility'] = 'public'): RubyMethod {
  return { call: fn, arity, visibility, builtin: true };
}

/** What every module reaches of its session's Runtime (runtime.ts): the identity hashes objects are named by. */
export interface ObjectSpace {
  /** A new identity hash, `0x…` (the session's IdentityHashes). */
  identity(): string;
  /** Where class methods end: every class's singleton class inherits Class's methods, a module's Module's. */
  readonly classClass: RClass;
  readonly moduleClass: RClass;
  /** `v.is_a?(mod)` (Module#===: `grep(Integer)`, `all?(String)`). */
  isA(v: Value, mod: RModule): boolean;
}

/** `module M … end`: methods and constants that classes include. */
export class RModule {
  /** Instance methods defined here (own ones only; `undef` stores null to stop the lookup). */
  readonly methods = new Map<string, RubyMethod | null>();
  readonly constants = new Map<string, Value>();
  /** Modules included here, in `include` order (lookup reads them last first). */
  readonly includes: RModule[] = [];
  /** The module's own instance variables (`@items = []` in a class body, `class << self; attr_reader :items`). */
  readonly ivars = new Map<string, Value>();
  /** Class variables (`@@x`) of this module or class. */
  readonly classVars = new Map<string, Value>();
  /** What a `def` in the body gets after a bare `private` / `protected` / `module_function` (the evaluator reads it). */
  defaultVisibility: 'public' | 'private' | 'protected' | 'module_function' = 'public';

  /** One of Ruby's own (String, Comparable, ArgumentError…): a user's method on it is a reopening (Runtime.patchedBuiltins). */
  builtin = false;

  /** The singleton class, made on first use (`def self.x`, `extend`, class methods). */
  private meta: RClass | undefined;

  constructor(
    /** `Foo`, `Hbase::Table`, `Errno::ENOENT`; null for an anonymous `Module.new`. */
    public name: string | null,
    /** The session's Runtime, as classes and their objects need it. */
    readonly space: ObjectSpace,
    /** The module or class this one was defined in (for `A::B` names and constant lookup). */
    readonly lexicalParent: RModule | null = null,
  ) {}

  get isClass(): boolean {
    return false;
  }

  /** This module, then what it includes (last included first), transitively: `Module#ancestors`. */
  ancestors(): RModule[] {
    const out: RModule[] = [this];
    for (let i = this.includes.length - 1; i >= 0; i--) {
      for (const m of this.includes[i].ancestors()) if (!out.includes(m)) out.push(m);
    }
    return out;
  }

  /** `include M`: a module already among the ancestors is not added again. */
  include(m: RModule): void {
    if (!this.ancestors().includes(m)) this.includes.push(m);
  }

  /** The method `name` as an instance of this module finds it (null: undefined by `undef_method`), or undefined. */
  findMethod(name: string): RubyMethod | undefined {
    return this.lookup(name) ?? undefined;
  }

  /** Own methods, then the included modules' (last included first); null stops at an `undef`. Walks without allocating. */
  protected lookup(name: string): RubyMethod | null | undefined {
    const own = this.methods.get(name);
    if (own !== undefined) return own;
    for (let i = this.includes.length - 1; i >= 0; i--) {
      const found = this.includes[i].lookup(name);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  defineMethod(name: string, method: RubyMethod): void {
    this.methods.set(name, method);
  }

  /** The singleton class: `def self.x` lands here; for a class its superclass is the superclass's. */
  singleton(): RClass {
    if (!this.meta) {
      // Foo's singleton class inherits Object's; at the top (BasicObject's, a module's) Class or Module.
      const sup = this instanceof RClass && this.superclass ? this.superclass.singleton() : this.isClass ? this.space.classClass : this.space.moduleClass;
      this.meta = new RClass(null, this.space, sup, null);
      this.meta.attached = this;
    }
    return this.meta;
  }

  /** Has a singleton class been made (then class methods may be found there). */
  get hasSingleton(): boolean {
    return this.meta !== undefined;
  }

  /** A class method (`Foo.bar`, `def self.bar`), searched through the singleton classes. */
  findClassMethod(name: string): RubyMethod | undefined {
    return this.singleton().findMethod(name);
  }

  /** `Module#inspect`: `Foo`, `A::B`; an anonymous one `#<Module:0x…>`, a singleton class `#<Class:Foo>`. */
  inspectWith(inspect: (v: Value) => string): string {
    if (this.name !== null) return this.name;
    if (this instanceof RClass && this.attached !== undefined) return `#<Class:${inspect(this.attached)}>`;
    return `#<${this.isClass ? 'Class' : 'Module'}:${(this.identityText ??= this.space.identity())}>`;
  }

  private identityText: string | undefined;
}

/**
 * The kind of object `new` allocates for a class: what its builtin ancestor
 * makes (an Exception's object carries message, backtrace and cause; a
 * Struct's carries its members' values).
 */
export type Allocation = 'object' | 'exception' | 'struct' | 'none';

/** `class Foo < Bar … end`. */
export class RClass extends RModule {
  /** The object a singleton class belongs to (`Foo` for Foo's class methods). */
  attached: Value | undefined;

  constructor(
    name: string | null,
    space: ObjectSpace,
    /** Null only for BasicObject (and singleton classes at the top). */
    public superclass: RClass | null,
    lexicalParent: RModule | null = null,
    /** What `allocate` makes; inherited when not given. */
    allocation?: Allocation,
  ) {
    super(name, space, lexicalParent);
    this.allocation = allocation ?? superclass?.allocation ?? 'object';
  }

  readonly allocation: Allocation;
  /** A Struct class's members and whether `new` takes keywords (`Struct.new(:a, keyword_init: true)`); subclasses find their superclass's. */
  struct: { members: string[]; keywordInit: boolean } | undefined;

  override get isClass(): boolean {
    return true;
  }

  /** The class, its modules, then the superclass's ancestors: `Class#ancestors`. */
  override ancestors(): RModule[] {
    const out = super.ancestors();
    if (this.superclass) for (const m of this.superclass.ancestors()) if (!out.includes(m)) out.push(m);
    return out;
  }

  protected override lookup(name: string): RubyMethod | null | undefined {
    for (let c: RClass | null = this; c; c = c.superclass) {
      const found = c.lookupHere(name);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** This class's own methods and its modules', not the superclass's. */
  private lookupHere(name: string): RubyMethod | null | undefined {
    return super.lookup(name);
  }

  /** `self <= other`: this class is other or inherits it (or includes it, for a module). */
  inherits(other: RModule): boolean {
    for (let c: RClass | null = this; c; c = c.superclass) {
      if (c === other) return true;
      if (!other.isClass && c.ancestors().includes(other)) return true;
    }
    return false;
  }
}
