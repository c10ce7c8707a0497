/**
 * One session's Ruby object space: the builtin classes (made on first use,
 * so a session that never names one pays nothing for it), the user's
 * classes and modules as constants of Object, `classOf` for every value, and
 * the conversion of a thrown error into the exception object `rescue` binds.
 * The session makes one Runtime and hands it to the evaluator and to `send`
 * (object.ts); nothing of it is module-global.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, isString, javaProxyName, rubyClass } from './values.js';
import { type Allocation, type ObjectSpace, RClass, RModule } from './classes.js';
import { RObject } from './objects.js';
import { ERRNO, EXCEPTION_TREE, RException, carried, thrown } from './exception.js';

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
  NilClass: {},
  TrueClass: {},
  FalseClass: {},
  Numeric: { includes: ['Comparable'] },
  Integer: { superclass: 'Numeric' },
  Float: { superclass: 'Numeric' },
  String: { includes: ['Comparable'] },
  Symbol: { includes: ['Comparable'] },
  Array: { includes: ['Enumerable'] },
  Hash: { includes: ['Enumerable'] },
  Range: { includes: ['Enumerable'] },
  Struct: { includes: ['Enumerable'], allocation: 'struct' },
  Enumerator: { includes: ['Enumerable'] },
  Proc: {},
  Method: {},
  Time: { includes: ['Comparable'] },
  Regexp: {},
  MatchData: {},
  Random: {},
  Encoding: {},
  IO: { includes: ['Enumerable'] },
  File: { superclass: 'IO' },
  Dir: { includes: ['Enumerable'] },
  'Hbase::Table': {},
};

export interface RuntimeOptions {
  /** A new identity hash `0x…` (the session's IdentityHashes: fixed under --clock). */
  identity: () => string;
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

  constructor(private readonly options: RuntimeOptions) {
    this.basicObject = new RClass('BasicObject', this, null);
    this.objectClass = new RClass('Object', this, this.basicObject);
    this.kernel = new RModule('Kernel', this);
    this.objectClass.include(this.kernel);
    this.moduleClass = new RClass('Module', this, this.objectClass, null, 'none');
    this.classClass = new RClass('Class', this, this.moduleClass, null, 'none');
    for (const m of [this.basicObject, this.objectClass, this.kernel, this.moduleClass, this.classClass]) this.objectClass.constants.set(m.name!, m);
  }

  identity(): string {
    return this.options.identity();
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

  /** A builtin class or module by its full name (`String`, `ArgumentError`, `Errno::ENOENT`), made on first use. */
  builtin(name: string): RModule | undefined {
    const made = this.lookupMade(name);
    if (made) return made;
    const errno = /^Errno::(\w+)$/.exec(name);
    if (errno && ERRNO[errno[1]] !== undefined) return this.define(name, this.cls('SystemCallError'), 'exception');
    const exc = EXCEPTION_TREE.find(([n]) => n === name);
    if (exc) return this.define(name, this.cls(exc[1]), 'exception');
    const spec = BUILTINS[name];
    if (!spec) return undefined;
    const m = spec.module ? this.defineModule(name) : this.define(name, this.cls(spec.superclass ?? 'Object'), spec.allocation);
    for (const inc of spec.includes ?? []) m.include(this.module(inc));
    return m;
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
    if (v instanceof RModule) return v.hasSingleton ? v.singleton() : v.isClass ? this.classClass : this.moduleClass;
    const name = rubyClass(v);
    return name.startsWith('Java::') ? this.javaClass(name) : this.cls(name);
  }

  /** `obj.class`: the class past any singleton class. */
  classOfValue(v: Value): RClass {
    if (v instanceof RObject) return v.realClass;
    if (v instanceof RModule) return v.isClass ? this.classClass : this.moduleClass;
    return this.classOf(v);
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

  /** `cls.allocate`: an object of the kind its builtin ancestor makes. */
  allocate(cls: RClass): RObject {
    return cls.allocation === 'exception' ? new RException(cls) : new RObject(cls);
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
