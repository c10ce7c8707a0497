/**
 * One session's Ruby object space: the builtin classes (made on first use,
 * so a session that never names one pays nothing for it), the user's
 * classes and modules as constants of Object, `classOf` for every value, and
 * the conversion of a thrown error into the exception object `rescue` binds.
 * The session makes one Runtime and hands it to the evaluator and to `send`
 * (object.ts); nothing of it is module-global.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value, isString, javaProxyName, rubyClass } from './values.js';
import { inspect } from './inspect.js';
import { type Allocation, type ObjectSpace, RClass, RModule, type RubyMethod, builtin } from './classes.js';
import { RObject } from './objects.js';
import { ERRNO, EXCEPTION_TREE, RException, carried, thrown } from './exception.js';
import { RStruct, installStruct } from './struct.js';
import { installKernel } from './object-methods.js';
import { installModule } from './module-methods.js';
import { installException } from './exception-methods.js';
import { installComparable } from './comparable.js';
import { RProc, defineProcMethods } from './proc.js';
import { send } from './object.js';
import { coreMethodNames } from './core-methods.js';
import type { RubyBlock } from './enumerable.js';
import type { MatchFrame } from './match-data.js';
import { RandomState } from './random.js';
import { REGEXP_CONSTANTS, regexpClassMethod } from './regexp.js';

interface BuiltinSpec {
  superclass?: string;
  module?: true;
  includes?: string[];
  allocation?: Allocation;
}

/** Ruby 2.6's core classes and modules hsh's values belong to (JRuby 9.3's ancestors), besides the exceptions. */
const BUILTINS: Record<string, BuiltinSpec> = {
  Comparable: { module: true },
  Enumerable: { module: true },
  Math: { module: true },
  Process: { module: true },
  Errno: { module: true },
  Hbase: { module: true },
  // JRuby's Java module (`include Java` names it; its packages stay java.ts's refusals).
  Java: { module: true },
  // The classes of core values: `new` is theirs to define (install), never an RObject's allocation.
  NilClass: { allocation: 'none' },
  TrueClass: { allocation: 'none' },
  FalseClass: { allocation: 'none' },
  Numeric: { includes: ['Comparable'] },
  Integer: { superclass: 'Numeric', allocation: 'none' },
  Float: { superclass: 'Numeric', allocation: 'none' },
  Rational: { superclass: 'Numeric', allocation: 'none' },
  String: { includes: ['Comparable'], allocation: 'none' },
  Symbol: { includes: ['Comparable'], allocation: 'none' },
  Array: { includes: ['Enumerable'], allocation: 'none' },
  Hash: { includes: ['Enumerable'], allocation: 'none' },
  Range: { includes: ['Enumerable'], allocation: 'none' },
  Struct: { includes: ['Enumerable'], allocation: 'struct' },
  Enumerator: { includes: ['Enumerable'], allocation: 'none' },
  'Enumerator::Lazy': { superclass: 'Enumerator' },
  'Enumerator::ArithmeticSequence': { superclass: 'Enumerator' },
  Proc: { allocation: 'none' },
  Method: { allocation: 'none' },
  UnboundMethod: { allocation: 'none' },
  Binding: { allocation: 'none' },
  Time: { includes: ['Comparable'], allocation: 'none' },
  Regexp: { allocation: 'none' },
  MatchData: { allocation: 'none' },
  Random: { allocation: 'none' },
  Encoding: { allocation: 'none' },
  Set: { includes: ['Enumerable'] },
  Digest: { module: true },
  'Digest::MD5': {},
  'Digest::SHA1': {},
  'Digest::SHA256': {},
  IO: { includes: ['Enumerable'], allocation: 'none' },
  File: { superclass: 'IO' },
  Dir: { includes: ['Enumerable'], allocation: 'none' },
  'Hbase::Table': { allocation: 'none' },
};

export interface RuntimeOptions {
  /** A new identity hash `0x…` (the session's IdentityHashes: fixed under --clock). */
  identity: () => string;
  /**
   * Called as each builtin class or module is made: where the core library's
   * class methods go in (`Array.new`, `Hash.new(0)`, `Time.at`, `Math.sqrt`),
   * as singleton methods of the class.
   */
  install?: (name: string, m: RModule) => void;
  /** Floats in [0, 1) that seed the default generator (Math.random; the session's reproducible source under --clock). */
  entropy?: () => number;
}

/**
 * What only the evaluator can do, handed in once it exists: run a block
 * with another self (`define_method`, `Struct.new { … }`, `Class.new { … }`
 * bodies: `instance_exec`/`class_exec`), and turn a Proc value into a block.
 */
export interface EvalHooks {
  /** Runs `block` with `self` as self (and `definee` receiving any `def`), passing `args`. */
  instanceExec(self: Value, block: RubyBlock, args: Value[], definee: RModule | null, loc: Loc, blk?: RubyBlock | null, strict?: boolean): Value | Promise<Value>;
  /** The block a Proc value (`&prc`, `define_method(:x, prc)`) calls; undefined for any other value. */
  blockOf(v: Value): RubyBlock | undefined;
  /** Is `name` a Kernel function the evaluator answers (`puts`, `p`, `format`): `method(:puts)` takes one. */
  isFunction?(name: string): boolean;
  /** Calls such a function, as on the top level. */
  callFunction?(name: string, args: Value[], block: RubyBlock | null, loc: Loc): Value | Promise<Value>;
}

export class Runtime implements ObjectSpace {
  readonly basicObject: RClass;
  readonly objectClass: RClass;
  readonly moduleClass: RClass;
  readonly classClass: RClass;
  readonly kernel: RModule;
  /** Set once a user defines a method on a builtin class or module: `send` then looks in their tables first. */
  patchedBuiltins = false;
  /** Java exception proxies (`Java::OrgApacheHadoopHbase::NamespaceExistException`): `rescue => e` catches them, as JRuby's does. */
  private readonly javaClasses = new Map<string, RClass>();
  /** The exception each rescued ShellError became, so `raise` re-raises the same object. */
  private readonly converted = new WeakMap<ShellError, RException>();
  /** `object_id`s handed out (Ruby's are small integers, by first use). */
  private readonly ids = new WeakMap<object, bigint>();
  private nextId = 8n;
  private readonly symbolIds = new Map<string, bigint>();
  /** Ruby 2.6's method names of each core class, for respond_to? (core-methods.ts), read on first use. */
  private readonly coreNames = new Map<string, Set<string>>();
  /** The evaluator's, once it is there (define_method and Struct bodies need it). */
  hooks: EvalHooks | undefined;
  /**
   * `$~` of the running method: Ruby keeps it per method frame (a block
   * shares its method's). The evaluator swaps in a fresh slot on method
   * entry and restores the caller's on exit; `send` hands the current one to
   * the methods that match (`=~`, `sub`, `scan`, `Regexp#match`).
   */
  matchSlot: MatchFrame = { lastMatch: null };
  private randomState: RandomState | undefined;
  /** The singleton classes of core values (`def s.shout` on a String), made on first need. */
  private valueSingletons: WeakMap<object, RClass> | undefined;

  constructor(private readonly options: RuntimeOptions) {
    this.basicObject = new RClass('BasicObject', this, null);
    this.objectClass = new RClass('Object', this, this.basicObject);
    this.kernel = new RModule('Kernel', this);
    this.objectClass.include(this.kernel);
    this.moduleClass = new RClass('Module', this, this.objectClass, null, 'none');
    this.classClass = new RClass('Class', this, this.moduleClass, null, 'none');
    for (const m of [this.basicObject, this.objectClass, this.kernel, this.moduleClass, this.classClass]) {
      m.builtin = true;
      this.objectClass.constants.set(m.name!, m);
    }
    installKernel(this, this.kernel, this.basicObject);
    installModule(this, this.moduleClass, this.classClass);
  }

  identity(): string {
    return this.options.identity();
  }

  /** The default generator `rand`, `srand`, `Random.rand`, `shuffle` and `sample` share, seeded on first use. */
  get random(): RandomState {
    return (this.randomState ??= new RandomState(this.options.entropy ?? Math.random));
  }

  // ---------------------------------------------------------------- constants and classes

  /**
   * A constant by name from `scope` outwards to Object (`Foo`, `Errno::ENOENT`
   * as a path): the user's, else a builtin class made now; undefined when none.
   */
  constant(name: string, scope: RModule | null = null): Value | undefined {
    if (name.includes('::')) return this.path(name);
    for (let m = scope; m; m = m.lexicalParent) {
      const v = m.constants.get(name);
      if (v !== undefined) return v;
    }
    return this.objectClass.constants.get(name) ?? this.builtin(name);
  }

  /** `A::B::C` from the top. */
  private path(name: string): Value | undefined {
    let at: Value | undefined = this.objectClass;
    for (const part of name.split('::')) {
      if (!(at instanceof RModule)) return undefined;
      at = at === this.objectClass ? this.constant(part) : (at.constants.get(part) ?? this.builtin(`${at.name}::${part}`));
    }
    return at;
  }

  /**
   * The NameError of `A::B::C` not found, naming the first part missing as
   * Ruby does: `uninitialized constant HBaseReceiver::Nope` for a missing `Nope`
   * looked up lexically (under `outer`), `… Outer::Missing` past a found module;
   * a part that is no module is a TypeError (`1 is not a class/module`).
   */
  missingConstant(path: string[], first: Value | undefined, outer: string | null, loc: Loc): ShellError {
    if (first === undefined) return new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${outer ? `${outer}::` : ''}${path[0]}`, { loc, rubyClass: 'NameError' });
    let at: Value | undefined = first;
    for (let i = 1; i < path.length; i++) {
      if (!(at instanceof RModule)) return new ShellError('TYPE_ERROR', `${inspect(at ?? null)} is not a class/module`, { loc });
      const next: Value | undefined = at.constants.get(path[i]) ?? (at.name !== null ? this.builtin(`${at.name}::${path[i]}`) : undefined);
      if (next === undefined) return new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${at.inspectWith(inspect)}::${path[i]}`, { loc, rubyClass: 'NameError' });
      at = next;
    }
    return new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${path.join('::')}`, { loc, rubyClass: 'NameError' });
  }

  /** A builtin class or module by its full name (`String`, `ArgumentError`, `Errno::ENOENT`), made on first use. */
  builtin(name: string): RModule | undefined {
    const made = this.lookupMade(name);
    if (made) return made;
    const errno = /^Errno::(\w+)$/.exec(name);
    if (errno && ERRNO[errno[1]] !== undefined) return this.builtinClass(name, this.cls('SystemCallError'), 'exception');
    const exc = EXCEPTION_TREE.find(([n]) => n === name);
    if (exc) {
      const c = this.builtinClass(name, this.cls(exc[1]), 'exception');
      installException(this, c);
      this.options.install?.(name, c);
      return c;
    }
    const spec = BUILTINS[name];
    if (!spec) return undefined;
    const m = spec.module ? this.defineModule(name) : this.define(name, this.cls(spec.superclass ?? 'Object'), spec.allocation);
    for (const inc of spec.includes ?? []) m.include(this.module(inc));
    m.builtin = true;
    if (name === 'Comparable') installComparable(this, m);
    if (name === 'Struct') installStruct(this, m as RClass);
    if (name === 'Regexp') this.installRegexp(m);
    if (name === 'Proc') defineProcMethods(m as RClass, this);
    if (name === 'Symbol') this.installSymbol(m);
    this.options.install?.(name, m);
    return m;
  }

  /** Regexp's constants (IGNORECASE …) and class methods (`new`, `escape`, `union`, `last_match`: the running method's `$~`). */
  private installRegexp(regexp: RModule): void {
    for (const [k, v] of Object.entries(REGEXP_CONSTANTS)) regexp.constants.set(k, v);
    const meta = regexp.singleton();
    for (const name of ['new', 'compile', 'escape', 'quote', 'union', 'last_match']) {
      meta.defineMethod(name, builtin((_self, args, _block, loc) => regexpClassMethod(name, args, this.matchSlot, loc) ?? null));
    }
  }

  /**
   * Symbol#to_proc: a proc calling the method named on its first argument
   * (`#<Proc:0x…@upcase:0>` in JRuby, a lambda? false of arity -1); `&:sym`
   * is the evaluator's own shortcut to the same call.
   */
  private installSymbol(symbol: RModule): void {
    symbol.defineMethod(
      'to_proc',
      builtin((self, _args, _b, loc) => {
        const name = (self as RSymbol).name;
        const body = (args: Value[]): Value | Promise<Value> => {
          if (args.length === 0) throw new ShellError('ARGUMENT_ERROR', 'no receiver given', { loc });
          return send(args[0], name, args.slice(1), null, loc, this);
        };
        return new RProc(this.cls('Proc'), body, false, -1, `${name}:0`);
      }, 0),
    );
  }

  private builtinClass(name: string, superclass: RClass, allocation: Allocation): RClass {
    const c = this.define(name, superclass, allocation);
    c.builtin = true;
    return c;
  }

  /** A builtin class by name; the caller knows it exists. */
  cls(name: string): RClass {
    const c = this.builtin(name);
    if (!(c instanceof RClass)) throw new Error(`no builtin class ${name}`);
    return c;
  }

  /** A builtin module by name (`Comparable`, `Enumerable`, `Kernel`). */
  module(name: string): RModule {
    const m = this.builtin(name);
    if (!m) throw new Error(`no builtin module ${name}`);
    return m;
  }

  private lookupMade(name: string): RModule | undefined {
    const parts = name.split('::');
    let at: RModule = this.objectClass;
    for (const part of parts) {
      const next = at.constants.get(part);
      if (!(next instanceof RModule)) return undefined;
      at = next;
    }
    return at;
  }

  /** `class Name < superclass`, made as a constant of its namespace (`under`, else where the name's path says). */
  define(name: string, superclass: RClass, allocation?: Allocation, under?: RModule): RClass {
    const { home, base } = this.home(name, under);
    const c = new RClass(home === this.objectClass ? base : `${home.name}::${base}`, this, superclass, home === this.objectClass ? null : home, allocation);
    home.constants.set(base, c);
    return c;
  }

  /** `module Name`, as a constant of its namespace. */
  defineModule(name: string, under?: RModule): RModule {
    const { home, base } = this.home(name, under);
    const m = new RModule(home === this.objectClass ? base : `${home.name}::${base}`, this, home === this.objectClass ? null : home);
    home.constants.set(base, m);
    return m;
  }

  private home(name: string, under?: RModule): { home: RModule; base: string } {
    const parts = name.split('::');
    const base = parts.pop()!;
    let home = under ?? this.objectClass;
    for (const p of parts) home = home === this.objectClass ? this.module(p) : (home.constants.get(p) as RModule);
    return { home, base };
  }

  /** A Java proxy class (JRuby's `Java::OrgApacheHadoopHbase::TableNotFoundException`), outside Ruby's tree. */
  javaClass(name: string): RClass {
    let c = this.javaClasses.get(name);
    if (!c) {
      c = new RClass(name, this, this.objectClass, null, 'exception');
      this.javaClasses.set(name, c);
    }
    return c;
  }

  // ---------------------------------------------------------------- values

  /** The class method lookup starts at: an object's own (singleton) class, a class's singleton class, else the builtin class of the value. */
  classOf(v: Value): RClass {
    if (v instanceof RObject) return v.cls;
    // A class's class methods: its singleton class, which inherits its superclass's (Exception.exception reaches ArgumentError).
    if (v instanceof RModule) return v.singleton();
    if (this.valueSingletons !== undefined && v !== null && typeof v === 'object') {
      const own = this.valueSingletons.get(v);
      if (own) return own;
    }
    return this.coreClassOf(v);
  }

  /** The builtin class of a core value (String, Integer, …; a Java proxy's). */
  private coreClassOf(v: Value): RClass {
    const name = rubyClass(v);
    return name.startsWith('Java::') ? this.javaClass(name) : this.cls(name);
  }

  /** `obj.class`: the class past any singleton class. */
  classOfValue(v: Value): RClass {
    if (v instanceof RObject) return v.realClass;
    if (v instanceof RModule) return v.isClass ? this.classClass : this.moduleClass;
    return this.coreClassOf(v);
  }

  /** `v.is_a?(mod)` / `mod === v`. */
  isA(v: Value, mod: RModule): boolean {
    const cls = this.classOf(v);
    if (mod.isClass) return (cls as RClass).inherits(mod) || (v instanceof RModule && this.classOfValue(v).inherits(mod));
    return cls.ancestors().includes(mod) || (v instanceof RModule && this.classOfValue(v).ancestors().includes(mod));
  }

  /** Does `rescue mod` catch `exc`: `mod === exc`, and as in JRuby, a Java exception for StandardError and Exception too. */
  rescues(mod: RModule, exc: RException): boolean {
    if (this.isA(exc, mod)) return true;
    return this.javaClasses.get(exc.realClass.name ?? '') === exc.realClass && (mod.name === 'StandardError' || mod.name === 'Exception');
  }

  /**
   * The singleton class of a String, Array or Hash value (`def s.shout`,
   * `arr.extend(M)`): its methods come before the class's, as a user's
   * reopening of String does (patchedBuiltins).
   */
  valueSingleton(v: object): RClass {
    this.valueSingletons ??= new WeakMap();
    let meta = this.valueSingletons.get(v);
    if (!meta) {
      meta = new RClass(null, this, this.coreClassOf(v as Value), null, 'none');
      meta.attached = v as Value;
      this.valueSingletons.set(v, meta);
      this.patchedBuiltins = true;
    }
    return meta;
  }

  /** `cls.allocate`: an object of the kind its builtin ancestor makes. */
  allocate(cls: RClass): RObject {
    if (cls.allocation === 'exception') return new RException(cls);
    if (cls.allocation === 'struct') return new RStruct(cls);
    return new RObject(cls);
  }

  /** `dup`/`clone` of an exception or a struct: the fields beyond the ivars. */
  copyFields(from: RObject, to: RObject): void {
    if (from instanceof RException && to instanceof RException) {
      to.message = from.message;
      to.backtrace = from.backtrace;
      to.cause = from.cause;
      to.status = from.status;
    }
    if (from instanceof RStruct && to instanceof RStruct) to.values = from.values.slice();
  }

  /** `def` (or define_method, attr_accessor) on a module: a user's method on a builtin class makes `send` look in the tables first. */
  defineMethod(mod: RModule, name: string, m: RubyMethod): void {
    mod.defineMethod(name, m);
    if (mod.builtin && !m.builtin) this.patchedBuiltins = true;
  }

  /** A method whose body is a block run with the receiver as self (`define_method(:x) { … }`). */
  methodFromBlock(block: RubyBlock, definee: RModule | null = null): RubyMethod {
    return {
      // A method made from a block takes its arguments as a lambda does (ArgumentError on a wrong count).
      call: (self, args, blk, loc) => (this.hooks ? this.hooks.instanceExec(self, block, args, definee, loc, blk, true) : block(args)),
      arity: -1,
      visibility: 'public',
    };
  }

  /** The block of a Proc value, through the evaluator. */
  blockOf(v: Value): RubyBlock | undefined {
    return this.hooks?.blockOf(v);
  }

  /** Does a core value's class have `name` (respond_to?): the methods of Ruby 2.6 hsh answers. */
  coreResponds(v: Value, name: string): boolean {
    return this.coreMethodNames(v).has(name);
  }

  /** The public method names of a core value's class (core-methods.ts): `5.methods`. */
  coreMethodNames(v: Value): Set<string> {
    const cls = rubyClass(v);
    let names = this.coreNames.get(cls);
    if (!names) this.coreNames.set(cls, (names = coreMethodNames(cls)));
    return names;
  }

  /** `object_id`: small integers in order of first use (nil's 8, true's 20, an Integer's 2n+1, as MRI). */
  objectId(v: Value): bigint {
    if (v === null) return 8n;
    if (v === true) return 20n;
    if (v === false) return 0n;
    if (typeof v === 'bigint') return 2n * v + 1n;
    if (typeof v !== 'object') return BigInt(Math.trunc(v * 1e6)) * 2n + 2n;
    // A Symbol is one object per name (`:a.object_id == :a.object_id`), whichever RSymbol carries it.
    if (v instanceof RSymbol) return this.symbolIds.get(v.name) ?? (this.symbolIds.set(v.name, (this.nextId += 8n)), this.nextId);
    let id = this.ids.get(v);
    if (id === undefined) {
      id = this.nextId += 8n;
      this.ids.set(v, id);
    }
    return id;
  }

  /** `hash`: equal values (`eql?`) hash alike; an object by its identity. */
  hashOf(v: Value): bigint {
    if (v instanceof RObject && !(v instanceof RStruct)) return BigInt(parseInt(v.identityHash, 16));
    const text = v instanceof RStruct ? `${v.realClass.name}${inspect(v.values)}` : `${rubyClass(v)}${inspect(v)}`;
    let h = 0xcbf29ce484222325n;
    for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & 0x7fffffffffffffffn;
    return h;
  }

  /** `Cls.new(message)` for an exception class, without running a user's initialize. */
  newException(cls: RClass | string, message: Value = null): RException {
    const c = typeof cls === 'string' ? this.cls(cls) : cls;
    const e = new RException(c);
    e.message = message;
    const errno = c.name !== null ? /^Errno::(\w+)$/.exec(c.name) : null;
    // Errno::ENOENT.new('x').message is "No such file or directory - x".
    if (errno) e.message = Buffer.from(ERRNO[errno[1]] + (message === null ? '' : ` - ${isString(message) ? message.toString('utf8') : String(message)}`));
    return e;
  }

  /** A JS error raising a new exception of a builtin class: `rt.error('ArgumentError', 'wrong number …', loc)`. */
  error(cls: string, message: string, loc?: Loc): ShellError {
    const e = this.newException(cls, Buffer.from(message));
    return thrown(e, message, loc);
  }

  /** The error that raises `exc` (a RubyError, or an exit for SystemExit), its message as the exception gives it. */
  raise(exc: RException, loc?: Loc): ShellError {
    return thrown(exc, exc.toS(), loc);
  }

  /**
   * The exception object a thrown error is to `rescue`, `$!` and `ensure`:
   * a RubyError's own; a ShellError (an HBase command's, a core method's)
   * becomes one of its Ruby class with its message, once, or of the Java
   * class its message names (`org.apache.hadoop.hbase.NamespaceExistException: …`,
   * the remote exception as HBase's client rethrows it). Undefined for
   * anything else (a bug in hsh is not Ruby's to rescue).
   */
  exceptionOf(err: unknown): RException | undefined {
    const own = carried(err);
    if (own) return own;
    if (!(err instanceof ShellError) || err.code === 'INTERNAL') return undefined;
    const seen = this.converted.get(err);
    if (seen) return seen;
    const exc = this.newException(this.classForError(err), Buffer.from(err.message));
    if (err.code === 'EXIT' && 'status' in err) exc.status = Number(err.status);
    // NameError#name: the name its message quotes (`undefined local variable or method `doit' for …`).
    const named = err.code === 'NAME_ERROR' || err.code === 'UNINITIALIZED_CONSTANT' ? /`([^']+)'|constant (?:.*::)?(\w+)/.exec(err.message) : null;
    if (named) exc.name = new RSymbol(named[1] ?? named[2]);
    this.converted.set(err, exc);
    return exc;
  }

  private classForError(err: ShellError): RClass {
    if (err.code === 'INTERRUPTED') return this.cls('Interrupt');
    if (err.code === 'EXIT') return this.cls('SystemExit');
    const java = /^((?:org|java|javax)\.[\w.$]+): /.exec(err.message);
    if (java) return this.javaClass(javaProxyName(java[1]));
    const c = this.constant(err.rubyClass);
    return c instanceof RClass && c.allocation === 'exception' ? c : this.javaClass(err.rubyClass);
  }
}
