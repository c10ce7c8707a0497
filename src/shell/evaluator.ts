/**
 * Runs the AST: variables, interpolation, ranges, conditionals, loops and
 * blocks (with break/next), the Kernel functions (`puts`, `format`, `sleep`,
 * …), and calls into the command layer through the EvalHost. It only walks
 * the tree: operators and the methods of core values are Ruby's (src/ruby/),
 * which get a block as a function that runs it here. It knows no command:
 * the host says what is a command.
 */
// Imported, not the global: Node's global Buffer is a getter, read for every string literal.
import { Buffer } from 'node:buffer';
import type { AttrAssign, Begin, BinOp, Block, Call, Case, ClassDef, Def, Defined, Expr, ForLoop, If, IndexAssign, Loc, MlhsItem, ModuleDef, OpCall, RegexLit, SingletonClass, Super, VarAssign, While } from '../grammar/ast.js';
import { ShellError } from '../errors.js';
import { RHash, RRange, RSymbol, RTime, TableRef, type Value, isString, rubyClass, rubyEqual, str, truthy } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { toS } from '../ruby/coerce.js';
import { objectConstants, shellConstant, SCOPED_CONSTANTS } from './constants.js';
import { closestName } from './suggest.js';
import { RRational } from '../ruby/rational.js';
import { Kernel, type KernelIO, checkKernelArity, isKernelMethod, kernelUnavailable } from './kernel.js';
import { standardStreams } from './ruby-io.js';
import { environment } from './ruby-env.js';
import { monotonicMs } from './clock.js';
// PACE_EVERY: loop iterations between looks at the clock (most iterations pay one decrement)
import { HeapCheck, PACE_EVERY } from './heap.js';
import { backtraceLine, noMethod, receiverName } from '../ruby/raise.js';
import { appendString, binop } from '../ruby/operators.js';
import { makeRange } from '../ruby/range.js';
import { allocString } from '../ruby/memory.js';
import { bytesMethod } from '../ruby/java.js';
import { checkChange, fcall, findMethod, inspectValue, send, toSValue } from '../ruby/object.js';
import { hashGet, hashSet } from '../ruby/hash.js';
import { Runtime } from '../ruby/runtime.js';
import { zoneOffsetMs } from '../format/time.js';
import { type RubyBlock, ensuring } from '../ruby/enumerable.js';
import { type BlockFn, type Cref, Frame, type Maybe, Scope } from './scope.js';
import { RObject } from '../ruby/objects.js';
import { RClass, RModule, type RubyMethod } from '../ruby/classes.js';
import { RException } from '../ruby/exception.js';
import { RProc, defineProcMethods } from '../ruby/proc.js';
import { setIvar, singletonClass } from '../ruby/object-methods.js';
import { checkFrozen, isFrozen } from '../ruby/freeze.js';
import { stringBang } from '../ruby/string.js';
import { arity, bind, zsuperArgs } from './signature.js';
import { javaFilter } from '../hbase/index.js';
import { JAVA_CLASSES, JAVA_ROOTS, javaError, javaPathOf } from './java.js';
import { isLibraryModule, libraryMethod } from '../ruby/digest.js';
import { RRegexp, grepMatch, matchDataIndex, matchDataMethod, regexpLiteral, regexpMethod, regexpToS } from '../ruby/regexp.js';
import { stringRegexpMethod } from '../ruby/string-regexp.js';
import { classInstaller } from './class-methods.js';
import { makeBinding } from './binding.js';

export interface EvalHost {
  isCommand(name: string): boolean;
  commandNames(): string[];
  /** `block`: the call's block (`assert_raises 'x' do … end`), run here when the command yields to it. */
  callCommand(name: string, args: Value[], loc: Loc, block?: () => Promise<Value>): Promise<Value>;
  callTableMethod(ref: TableRef, method: string, args: Value[], loc: Loc): Promise<Value>;
  /** A line on stderr (warnings). */
  warn(text: string): void;
  /** A line on stdout (puts/print/p). */
  print(text: string): Promise<void>;
  /** Text as it is, no newline added (`print`); hosts without it get a line. */
  write?(text: string): Promise<void>;
  now(): bigint;
  /** Waits ms milliseconds; ends early once the signal fires. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * How the top-level object is named in a NameError: HBase 2.6 evaluates in
   * an HBaseReceiver's binding (shell.rb get_workspace), `#<HBaseReceiver:0x…>`;
   * plain Ruby's `main:Object` for a host without one.
   */
  mainObject?(): string;
  /** Kernel#rand's source, a float in [0, 1) (reproducible under --clock); Math.random without one. */
  random?(): number;
  /** Its class, the scope a bare constant is looked up in (`uninitialized constant HBaseReceiver::X`). */
  readonly mainClass?: string;
  /** A new Java object's identity hash (`0x54c37dab`), for the Java objects a script makes. */
  identityHash?(): string;
  /** The environment ENV reads; the process's without one. */
  env?(): Record<string, string | undefined>;
}

/** A long computation lets the event loop run (a Ctrl-C keypress, a signal) at least this often (ms). */
const PACE_MS = 20;

function interrupted(): ShellError {
  return new ShellError('INTERRUPTED', 'Interrupted');
}

const RUBY_DEPRECATED: Record<string, Value> = { TRUE: true, FALSE: false, NIL: null };

/** The globals Ruby defines before any script runs (`defined?($stdout)`). */
const PREDEFINED_GLOBALS = new Set(['$stdout', '$stderr', '$stdin', '$0', '$PROGRAM_NAME', '$VERBOSE', '$DEBUG', '$,', '$/', '$;', '$LOAD_PATH', '$:', '$LOADED_FEATURES', '$"', '$*', '$$']);

/** String's methods that change the receiver, besides the `!` ones (string.ts's stringBang). */
const STRING_CHANGERS = new Set(['replace', 'insert', 'prepend', 'concat', 'clear', 'setbyte']);

/** The globals that read the running method's last match (`$~` and its parts). */
const MATCH_GLOBALS = /^\$(?:~|&|`|'|[1-9]\d*)$/;

/** The receiverless names callFunction answers itself (Kernel); any other is a command or a NameError. */
const KERNEL_FUNCTIONS = new Set([
  'exit',
  'exit!',
  'quit',
  'abort',
  'puts',
  'loop',
  'print',
  'p',
  'pp',
  'printf',
  'warn',
  'sleep',
  'rand',
  'srand',
  'String',
  'Integer',
  'Float',
  'format',
  'sprintf',
  'block_given?',
  'iterator?',
  'local_variables',
  '__method__',
  '__callee__',
  'Array',
  'catch',
  'throw',
]);

/** A string literal's value: a view, not a copy — shell strings are never changed in place (every operation makes new bytes). */
function literalBytes(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** `break [v]` unwinding to its loop or to the call that received its block. Not an Error: no stack to capture. */
class BreakSignal {
  constructor(
    readonly value: Value,
    readonly loc: Loc,
  ) {}
}

/** `return [v]` unwinding to the method (`def`) whose frame it was written in. */
class ReturnSignal {
  constructor(
    readonly value: Value,
    readonly loc: Loc,
    readonly frame: Frame,
  ) {}
}

/** How deep `def` methods may call each other (Ruby: SystemStackError past its stack). */
const MAX_CALL_DEPTH = 2000;

/** `def` calls deep, those run synchronously on one stack (deeper()). */
const STACK_HOP = 64;

/** The script-level functions of labs, answered by Kernel unless a `def` of the same name overrides them (before a command of the name). */
const LAB_FUNCTIONS = new Set(['abort', 'require']);

/** `next [v]` unwinding to its loop iteration or block call. */
class NextSignal {
  constructor(
    readonly value: Value,
    readonly loc: Loc,
  ) {}
}

/** `a.then(f)` when a is a promise, else f(a) now: the sync-first step from one value to the next. */
function then<T, U>(v: Maybe<T>, f: (t: T) => Maybe<U>): Maybe<U> {
  return v instanceof Promise ? v.then(f) : f(v);
}

/** Runs f; hands what it throws (now, or later through its promise) to onError. */
function guard<T>(f: () => Maybe<T>, onError: (x: unknown) => Maybe<T>): Maybe<T> {
  let r: Maybe<T>;
  try {
    r = f();
  } catch (x) {
    return onError(x);
  }
  return r instanceof Promise ? r.catch(onError) : r;
}

/** `next [v]` ends the block call or loop iteration with its value. */
function onNext(x: unknown): Value {
  if (x instanceof NextSignal) return x.value;
  throw x;
}

/** `break [v]` ends the loop, or the call that received the block, with its value. */
function onBreak(x: unknown): Value {
  if (x instanceof BreakSignal) return x.value;
  throw x;
}

/**
 * Runs `step` until it answers false: synchronously while each step does,
 * then awaiting from the first step that went async.
 */
function drive(step: () => Maybe<boolean>): Maybe<void> {
  for (;;) {
    const r = step();
    if (r instanceof Promise) return r.then((go) => (go ? driveAsync(step) : undefined));
    if (!r) return undefined;
  }
}

async function driveAsync(step: () => Maybe<boolean>): Promise<void> {
  for (;;) {
    const r = step();
    if (!(r instanceof Promise ? await r : r)) return;
  }
}

export class Evaluator {
  /** The top level's locals (the REPL's completion and the parser's locals read them). */
  readonly variables = new Map<string, Value>();
  /** The session's Ruby object space: classes, and the identity hashes objects are named by. */
  readonly runtime: Runtime;
  /** The top level: self is the workspace's receiver (HBase's HBaseReceiver), whose class `def` adds to. */
  private readonly top: Scope;
  /** The tags of the `catch` blocks running, innermost last (`throw` checks them first). */
  private readonly catching: Value[] = [];
  /** `$name` globals (`$~` and `$1`… are frame-local in Ruby; here they are the session's, set by the last match). */
  private readonly globals = new Map<string, Value>();
  /** The running statement's interrupt (Ctrl-C at the prompt, SIGINT in a script). */
  private signal: AbortSignal | undefined;
  /** The signal has fired: a plain field, read on every loop iteration (AbortSignal's `aborted` getter costs measurably more). */
  private aborted = false;
  private paceCountdown = PACE_EVERY;
  private lastPause = 0;
  /** Names the script gave methods with `def` (they shadow the shell's commands, as today). */
  private readonly methods = new Set<string>();
  /** The Proc each block handed to a method became (`&blk`), and where each block came from. */
  private readonly procs = new WeakMap<BlockFn, RProc>();
  private readonly blockSources = new WeakMap<BlockFn, { block: Block; outer: Scope }>();
  private callDepth = 0;
  /** Regexp literals without `#{}`, compiled once. */
  private readonly regexps = new WeakMap<RegexLit, RRegexp>();
  /** Kernel's functions (output, exit, sleep, rand, conversions, format, require). */
  private readonly kernel: Kernel;

  /** Stops the run before V8's heap limit (heap.ts); none in a limited run. */
  private readonly heap: HeapCheck | undefined;

  constructor(
    private readonly host: EvalHost,
    options: { heapCheck: boolean } = { heapCheck: true },
  ) {
    this.heap = options.heapCheck ? new HeapCheck() : undefined;
    const io: KernelIO = {
      print: (t) => host.print(t),
      write: (t) => (host.write ? host.write(t) : host.print(t)),
      warn: (t) => host.warn(t),
      sleep: async (ms) => {
        await host.sleep(ms, this.signal);
        if (this.aborted) throw interrupted();
      },
      random: () => this.runtime.random,
      toS: (v) => toSValue(this.runtime, v, NIL.loc),
      inspect: (v) => inspectValue(this.runtime, v, NIL.loc),
    };
    this.kernel = new Kernel(io);
    // One local zone for the session's Time values (the host's TZ, as JRuby's default zone).
    const zone = { offsetMs: (ms: number) => zoneOffsetMs(ms) };
    this.runtime = new Runtime({
      identity: () => this.host.identityHash?.() ?? '0x00000000',
      entropy: () => host.random?.() ?? Math.random(),
      install: classInstaller(() => this.runtime, { now: () => host.now(), zone }),
    });
    const rt = this.runtime;
    const { stdout, stderr } = standardStreams(rt, io);
    this.globals.set('$stdout', stdout).set('$stderr', stderr);
    rt.objectClass.constants.set('ENV', environment(rt, () => host.env?.() ?? process.env));
    const mainClass = host.mainClass ? rt.define(host.mainClass, rt.objectClass) : rt.objectClass;
    const main = new MainObject(mainClass, () => host.mainObject?.() ?? 'main');
    rt.hooks = {
      instanceExec: (self, block, args, definee, loc, blk, strict) => this.instanceExec(self, block as BlockFn, args, definee, loc, (blk ?? null) as BlockFn | null, strict),
      blockOf: (v) => (v instanceof RProc ? v.block : undefined),
      isFunction: (name) => isKernelMethod(name) || KERNEL_FUNCTIONS.has(name),
      callFunction: (name, args, block, loc) => this.callFunction(name, args, block as BlockFn | null, loc, true, this.top),
    };
    // HBase's shell evaluates in HBaseReceiver#get_binding: constants and classes the user
    // defines at the top are that class's (`HBaseReceiver::Foo`), as its `def`s are its methods.
    this.top = new Scope(null, new Frame(main, mainClass, host.mainClass ? { module: mainClass, parent: null } : null), this.variables);
    // The running method's `$~` (a block shares its method's): swapped on method entry, restored on exit.
    rt.matchSlot = this.top.frame.match;
  }

  /**
   * Now and then (every PACE_MS of work, looked at every PACE_EVERY calls) lets the
   * event loop run, so that a keypress or a signal can be read while a loop computes:
   * a promise then, else undefined (no await, no microtask for most callers).
   */
  pace(): Promise<void> | undefined {
    if (--this.paceCountdown > 0) return undefined;
    return this.pause();
  }

  private pause(): Promise<void> | undefined {
    // a heap nearing its limit is looked at more often (heap.ts)
    this.paceCountdown = this.heap?.every ?? PACE_EVERY;
    if (monotonicMs() - this.lastPause < PACE_MS) return undefined;
    return new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.lastPause = monotonicMs();
    });
  }

  /**
   * At each loop iteration, once the countdown ran out or the statement was
   * interrupted (callers test `--this.paceCountdown <= 0 || this.aborted` inline):
   * an interrupted statement ends here (writes already made stay made). A
   * promise only when the event loop is let run (callers await it then).
   */
  private checkpoint(): Promise<void> | undefined {
    if (this.aborted) throw interrupted();
    if (this.paceCountdown > 0) return undefined;
    this.heap?.check();
    const pause = this.pause();
    return pause?.then(() => {
      if (this.aborted) throw interrupted();
    });
  }

  /** Follows the statement's signal (a script run has one for all its statements: this runs once). */
  private follow(signal: AbortSignal | undefined): void {
    this.signal = signal;
    this.aborted = signal?.aborted ?? false;
    signal?.addEventListener(
      'abort',
      () => {
        if (this.signal === signal) this.aborted = true;
      },
      { once: true },
    );
  }

  /**
   * Runs one top-level statement; `signal` interrupts it at the next loop iteration or sleep.
   * A `break`/`next` outside any loop or block is Ruby's SyntaxError under eval.
   */
  async evaluate(e: Expr, signal?: AbortSignal): Promise<Value> {
    if (signal !== this.signal) this.follow(signal);
    this.heap?.checkStatement();
    try {
      // A statement that is a command call (`put 't1', 'r1', …`, most of a script): what
      // ev → call → dispatch → callFunction would do, without their frames.
      if (e.type === 'call' && e.receiver === null && e.block === null && !KERNEL_FUNCTIONS.has(e.name) && !(e.args.length === 0 && this.variables.has(e.name)) && !this.methods.has(e.name) && this.host.isCommand(e.name)) {
        return await this.host.callCommand(e.name, this.literalArgs(e.args) ?? (await this.args(e.args, this.top)), e.loc);
      }
      return await this.ev(e, this.top);
    } catch (x) {
      if (x instanceof ReturnSignal) throw new ShellError('RUNTIME_ERROR', 'unexpected return', { loc: x.loc, rubyClass: 'LocalJumpError' });
      if (x instanceof ThrowSignal) throw new ShellError('ARGUMENT_ERROR', `uncaught throw ${inspect(x.tag)}`, { loc: x.loc, rubyClass: 'UncaughtThrowError' });
      if (x instanceof BreakSignal || x instanceof NextSignal) {
        const what = x instanceof BreakSignal ? 'break' : 'next';
        throw new ShellError('PARSE_ERROR', `Can't escape from eval with ${what}`, { loc: x.loc });
      }
      throw x;
    }
  }

  /**
   * One node's value: now when nothing waited, else a promise of it. The commonest nodes here,
   * in a function that makes no closure (V8 then allocates no context for each call: a loop's
   * iteration makes a dozen of these calls); the others in evNode.
   */
  private ev(e: Expr, s: Scope): Maybe<Value> {
    switch (e.type) {
      case 'str':
        return literalBytes(e.bytes);
      case 'interp':
        return this.interp(e.parts, e.loc, s);
      case 'int':
        return e.value;
      case 'ident': {
        const v = s.get(e.name);
        if (v !== undefined) return v;
        return this.callFunction(e.name, [], null, e.loc, false, s);
      }
      case 'assign': {
        const v = e.value;
        if (v.type === 'binop' && v.left.type === 'ident' && v.left.loc === e.loc) {
          // `x += v` (nodes.assign shares the name's location): an unassigned x is nil, as Ruby declares it while parsing.
          const left = s.get(e.name) ?? null;
          const r = this.ev(v.right, s);
          if (r instanceof Promise) return this.opStoreLater(e.name, v, left, r, s);
          return this.store(e.name, binop(v.op, left, r, v.loc), s);
        }
        const value = this.ev(v, s);
        if (value instanceof Promise) return this.storeLater(e.name, value, s);
        return this.store(e.name, value, s);
      }
      case 'call':
        return this.call(e, s);
      case 'binop': {
        const l = this.ev(e.left, s);
        if (l instanceof Promise) return this.binopLater(e, l, undefined, s);
        const r = this.ev(e.right, s);
        if (r instanceof Promise) return this.binopLater(e, l, r, s);
        return this.binop(e, l, r, s);
      }
      case 'logic': {
        const and = e.op === '&&' || e.op === 'and';
        const left = this.ev(e.left, s);
        if (left instanceof Promise) return this.logicLater(e.right, and, left, s);
        return truthy(left) !== and ? left : this.ev(e.right, s);
      }
      case 'index': {
        const recv = this.ev(e.receiver, s);
        const args = recv instanceof Promise ? undefined : this.args(e.args, s);
        if (recv instanceof Promise || args instanceof Promise) return this.indexLater(e.args, recv, args, e.loc, s);
        return this.index(recv, args!, e.loc);
      }
      case 'indexassign':
        return this.indexAssign(e, s);
    }
    return this.evNode(e, s);
  }

  private async storeLater(name: string, pending: Promise<Value>, s: Scope): Promise<Value> {
    return this.store(name, await pending, s);
  }

  private async opStoreLater(name: string, op: BinOp, left: Value, right: Promise<Value>, s: Scope): Promise<Value> {
    return this.store(name, binop(op.op, left, await right, op.loc), s);
  }

  /** `l op r` once an operand waited (`right` undefined: not evaluated yet). */
  private async binopLater(e: BinOp, left: Maybe<Value>, right: Promise<Value> | undefined, s: Scope): Promise<Value> {
    const l = await left;
    const r = await (right ?? this.ev(e.right, s));
    return this.binop(e, l, r, s);
  }

  private async logicLater(right: Expr, and: boolean, left: Promise<Value>, s: Scope): Promise<Value> {
    const l = await left;
    return truthy(l) !== and ? l : this.ev(right, s);
  }

  /** `recv[args]` once the receiver or the arguments waited (`args` undefined: not evaluated yet). */
  private async indexLater(exprs: Expr[], recv: Maybe<Value>, args: Maybe<Value[]> | undefined, loc: Loc, s: Scope): Promise<Value> {
    const r = await recv;
    const a = await (args ?? this.args(exprs, s));
    return this.index(r, a, loc);
  }

  /** The nodes ev leaves to here. */
  private evNode(e: Expr, s: Scope): Maybe<Value> {
    switch (e.type) {
      case 'float':
        return e.value;
      case 'bool':
        return e.value;
      case 'nil':
        return null;
      case 'sym':
        return new RSymbol(e.name);
      case 'const':
        return this.constant(e.name, e.loc, s);
      case 'scoped': {
        const key = e.path.join('::');
        const ruby = this.scopedConstant(e.path, e.top === true, s);
        if (ruby !== undefined) return ruby;
        const v = SCOPED_CONSTANTS[key];
        if (v !== undefined) return v;
        if (JAVA_ROOTS.has(e.path[0])) throw javaError(key, e.loc);
        const first = e.top === true ? this.runtime.constant(e.path[0]) : this.lookupConstant(e.path[0], s);
        throw this.runtime.missingConstant(e.path, first, e.top === true ? null : (s.frame.cref?.module.name ?? this.host.mainClass ?? null), e.loc);
      }
      case 'array':
        return this.list(e.items, s);
      case 'hash': {
        const exprs: Expr[] = [];
        for (const { key, value } of e.entries) exprs.push(key.type === 'dsplat' ? NIL : key, value);
        return then(this.list(exprs, s), (kv) => {
          const h = new RHash();
          for (let i = 0; i < kv.length; i += 2) {
            // `**h`: its entries merged in order
            if (e.entries[i / 2].key.type === 'dsplat') {
              const other = kv[i + 1];
              if (other instanceof RHash) for (const [k, v] of other.entries) h.set(k, v);
              else if (other !== null) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(other)} into Hash`, { loc: e.loc });
            } else h.set(kv[i], kv[i + 1]);
          }
          return h;
        });
      }
      case 'not':
        return then(this.ev(e.operand, s), (v) => !truthy(v));
      case 'if': {
        const c = this.ev(e.cond, s);
        if (c instanceof Promise) return c.then((cv) => this.branch(e, cv, s));
        return this.branch(e, c, s);
      }
      case 'while':
        return this.whileLoop(e, s);
      case 'break':
        return then(e.value ? this.ev(e.value, s) : null, (v) => {
          throw new BreakSignal(v, e.loc);
        });
      case 'next':
        return then(e.value ? this.ev(e.value, s) : null, (v) => {
          throw new NextSignal(v, e.loc);
        });
      case 'return':
        return then(e.value ? this.ev(e.value, s) : null, (v) => {
          throw new ReturnSignal(v, e.loc, s.frame);
        });
      case 'def':
        return this.def(e, s);
      case 'opassign': {
        const current = s.get(e.name) ?? null;
        if (truthy(current) === (e.op === '||')) return current;
        return then(this.ev(e.value, s), (value) => this.store(e.name, value, s));
      }
      case 'neg':
        return then(this.ev(e.operand, s), (v) => {
          if (typeof v === 'bigint') return -v;
          if (typeof v === 'number') return -v;
          if (v instanceof RRational) return new RRational(-v.num, v.den);
          return this.method(v, '-@', [], null, e.loc);
        });
      case 'range':
        return then(this.ev(e.from, s), (from) =>
          then(this.ev(e.to, s), (to) => makeRange(from, to, e.exclusive, e.loc)),
        );
      case 'for':
        return then(this.ev(e.iterable, s), (iterable) => this.forLoop(e, iterable, s));
      case 'op':
        if (e.op === '=~' && e.left.type === 'regex' && e.left.parts.every((p) => typeof p === 'string')) return this.namedMatch(e, s);
        return then(this.ev(e.left, s), (l) => then(this.ev(e.right, s), (r) => this.operator(e.op, l, r, e.loc, s)));
      case 'unary':
        return then(this.ev(e.operand, s), (v) => this.method(v, e.op, [], null, e.loc));
      case 'self':
        return s.frame.self;
      case 'gvar':
        return MATCH_GLOBALS.test(e.name) ? this.matchGlobal(e.name, e.loc) : this.global(e.name);
      case 'ivar':
        return this.ivars(s.frame.self)?.get(e.name) ?? null;
      case 'cvar': {
        const base = this.cvarBase(s);
        const holder = base.ancestors().find((m) => m.classVars.has(e.name));
        if (!holder) throw new ShellError('NAME_ERROR', `uninitialized class variable ${e.name} in ${base.inspectWith(inspect)}`, { loc: e.loc, rubyClass: 'NameError' });
        return holder.classVars.get(e.name)!;
      }
      case 'varassign':
        return this.varAssign(e, s);
      case 'attrassign':
        return this.attrAssign(e, s);
      case 'masgn':
        return then(this.ev(e.value, s), (v) => {
          const values = e.value.type === 'array' ? (v as Value[]) : toAry(v);
          return then(this.destructure(e.targets.items, values, s), () => v);
        });
      case 'case':
        return this.caseWhen(e, s);
      case 'begin':
        return this.begin(e, s);
      case 'retry':
        throw new RetrySignal(e.loc);
      case 'defined':
        return this.defined(e, s);
      case 'class':
        return this.classDef(e, s);
      case 'module':
        return this.moduleDef(e, s);
      case 'sclass':
        return this.singletonClass(e, s);
      case 'lambda':
        return this.makeProc(e.block, s, true);
      case 'yield':
        return then(this.args(e.args, s), (args) => {
          const block = s.frame.block;
          if (!block) throw new ShellError('RUNTIME_ERROR', 'yield called out of block', { loc: e.loc, rubyClass: 'LocalJumpError' });
          return block(args);
        });
      case 'super':
        return this.zuper(e, s);
      case 'alias': {
        const m = s.frame.definee.findMethod(e.from);
        if (!m) throw new ShellError('NAME_ERROR', `undefined method \`${e.from}' for class \`${s.frame.definee.inspectWith(inspect)}'`, { loc: e.loc });
        s.frame.definee.defineMethod(e.to, m);
        this.methods.add(e.to);
        return null;
      }
      case 'dsym':
        return then(this.interp(e.parts, e.loc, s), (v) => new RSymbol(toS(v).toString('utf8')));
      case 'regex':
        return this.regexp(e, s);
      default:
        // issue 22's syntax (ast.ts) the parser accepts before the evaluator runs it
        throw new ShellError('NOT_IMPLEMENTED', `${e.type} is not supported yet`, { loc: e.loc, rubyClass: 'NotImplementedError' });
    }
  }

  /** A user object's own `to_s`/`inspect` (when its class defines one and it answers at once), else undefined. */
  /** `inspect` as IRB's echo prints it: a user's own inspect too. */
  inspect(v: Value): Maybe<string> {
    return inspectValue(this.runtime, v, NIL.loc);
  }

  /** The branch an `if` takes. */
  private branch(e: If, c: Value, s: Scope): Maybe<Value> {
    if (truthy(c) !== e.negate) {
      if (e.else !== null) this.declare(e.else, s);
      return this.body(e.then, s);
    }
    this.declare(e.then, s);
    return e.else === null ? null : this.body(e.else, s);
  }

  /** `"a#{b}c"`: the parts' `to_s` joined. */
  private interp(parts: Array<Uint8Array | Expr>, loc: Loc, s: Scope): Maybe<Value> {
    // an Integer's digits stay a JS string until copied into the result (no Buffer of their own)
    const out: Array<Uint8Array | string> = [];
    let bytes = 0;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      let part: Uint8Array | string;
      if (p instanceof Uint8Array) part = p;
      else {
        const v = this.ev(p, s);
        if (v instanceof Promise) return this.interpRest(parts, loc, s, this.asBytes(out), bytes, i, v);
        if (typeof v === 'bigint') part = String(v);
        else {
          const t = toSValue(this.runtime, v, loc);
          if (t instanceof Promise) return this.interpRest(parts, loc, s, this.asBytes(out), bytes, i, t);
          part = t;
        }
      }
      out.push(part);
      allocString((bytes += part.length), loc);
    }
    const joined = Buffer.allocUnsafe(bytes);
    let at = 0;
    for (const part of out) {
      if (typeof part === 'string') for (let i = 0; i < part.length; i++) joined[at++] = part.charCodeAt(i);
      else if (part.length > 32) {
        joined.set(part, at);
        at += part.length;
      } else for (let i = 0; i < part.length; i++) joined[at++] = part[i]; // cheaper than set's call for a few bytes
    }
    return joined;
  }

  /** interp's parts so far as bytes (an Integer's digits are kept as a JS string until the end). */
  private asBytes(out: Array<Uint8Array | string>): Uint8Array[] {
    return out.map((x) => (typeof x === 'string' ? Buffer.from(x, 'latin1') : x));
  }

  private async interpRest(parts: Array<Uint8Array | Expr>, loc: Loc, s: Scope, out: Uint8Array[], bytes: number, i: number, pending: Promise<Value>): Promise<Value> {
    let part: Uint8Array = await toSValue(this.runtime, await pending, loc);
    for (;;) {
      out.push(part);
      allocString((bytes += part.length), loc);
      if (++i >= parts.length) return Buffer.concat(out, bytes);
      const p = parts[i];
      part = p instanceof Uint8Array ? p : await toSValue(this.runtime, await this.ev(p, s), loc);
    }
  }

  private binop(e: BinOp, left: Value, right: Value, s: Scope): Maybe<Value> {
    // An Integer's operators are binop's alone (the cases below are objects' and strings').
    if (typeof left === 'bigint') return binop(e.op, left, right, e.loc);
    // A user's object answers its own operators (`<=>`, `==`, Comparable's `>`).
    if (left instanceof RObject || left instanceof RModule) return this.method(left, e.op, [right], null, e.loc);
    // Time's arithmetic and comparisons are its own methods (time.ts); send falls back to binop for the rest.
    if (left instanceof RTime) return this.method(left, e.op, [right], null, e.loc);
    // `s << 'ab' << 'cd'`: the chain's first operand is where the string lives
    let target = e.left;
    while (target.type === 'binop' && target.op === '<<') target = target.left;
    if (e.op === '<<' && isString(left) && ((target.type === 'ident' && s.has(target.name)) || target.type === 'ivar' || target.type === 'gvar' || target.type === 'cvar')) {
      // Ruby appends in place; strings here are immutable bytes, so the variable takes the longer string.
      checkFrozen(left, 'String', e.loc);
      const out = appendString(left, right, e.loc);
      if (target.type === 'ident') s.set(target.name, out);
      else this.storeVar(target, out, s, e.loc);
      return out;
    }
    return binop(e.op, left, right, e.loc);
  }

  /** `while c … end` / `until c … end`: iterations run synchronously until one waits. */
  private whileLoop(e: While, s: Scope): Maybe<Value> {
    this.declare(e.body, s);
    const bodyStep = (): Maybe<boolean> => then(guard(() => this.body(e.body, s), onNext), () => true);
    const step = (): Maybe<boolean> => {
      if (--this.paceCountdown <= 0 || this.aborted) {
        const p = this.checkpoint();
        if (p) return p.then(() => cond());
      }
      return cond();
    };
    const cond = (): Maybe<boolean> => then(this.ev(e.cond, s), (c) => (truthy(c) === e.negate ? false : bodyStep()));
    // `begin … end while c`: the body runs once before the first test.
    return guard(() => then(e.postTest ? bodyStep() : true, () => then(drive(step), () => null)), onBreak);
  }

  /** `for x in items … end`: x is a local of the enclosing scope (a `for` opens none). */
  private forLoop(e: ForLoop, iterable: Value, s: Scope): Maybe<Value> {
    const items = iterate(iterable, e.loc);
    const run = (): Maybe<boolean> => {
      const next = items.next();
      if (next.done) return false;
      const bound = e.targets ? this.destructure(e.targets.items, toAry(next.value), s) : s.set(e.variable, next.value);
      return then(bound, () => then(guard(() => this.body(e.body, s), onNext), () => true));
    };
    const step = (): Maybe<boolean> => {
      if (--this.paceCountdown <= 0 || this.aborted) {
        const p = this.checkpoint();
        if (p) return p.then(run);
      }
      return run();
    };
    return guard(() => then(drive(step), () => iterable), onBreak);
  }

  /** `a[i] = v`, `h[k] += v`, `h[k] ||= v`: Ruby evaluates the receiver and index once. */
  private indexAssign(e: IndexAssign, s: Scope): Maybe<Value> {
    // no closure here, as in ev: the waiting paths are async methods of their own
    const recv = this.ev(e.receiver, s);
    const args = recv instanceof Promise ? undefined : this.args(e.args, s);
    if (recv instanceof Promise || args instanceof Promise) return this.indexAssignLater(e, recv, args, s);
    return this.indexAssignTo(e, recv, args!, s);
  }

  private async indexAssignLater(e: IndexAssign, recv: Maybe<Value>, args: Maybe<Value[]> | undefined, s: Scope): Promise<Value> {
    const r = await recv;
    return this.indexAssignTo(e, r, await (args ?? this.args(e.args, s)), s);
  }

  private indexAssignTo(e: IndexAssign, recv: Value, args: Value[], s: Scope): Maybe<Value> {
    if (e.op === null) {
      const v = this.ev(e.value, s);
      return v instanceof Promise ? this.indexSetLater(e, recv, args, v, s) : this.indexSet(e, recv, args, v, s);
    }
    return this.indexOpAssign(e, e.op, recv, args, s);
  }

  private async indexSetLater(e: IndexAssign, recv: Value, args: Value[], value: Promise<Value>, s: Scope): Promise<Value> {
    return this.indexSet(e, recv, args, await value, s);
  }

  /** `h[k] op= v`, `h[k] ||= v`, `h[k] &&= v`. */
  private indexOpAssign(e: IndexAssign, op: NonNullable<IndexAssign['op']>, recv: Value, args: Value[], s: Scope): Maybe<Value> {
    const assign = (value: Value): Maybe<Value> => this.indexSet(e, recv, args, value, s);
    return then(this.index(recv, args, e.loc), (current) => {
      if (op === '||' || op === '&&') {
        if (truthy(current) === (op === '||')) return current;
        return then(this.ev(e.value, s), assign);
      }
      return then(this.ev(e.value, s), (v) => then(this.operator(op, current, v, e.loc, s), assign));
    });
  }

  /** `recv[args]`: a Hash's (no class reopened) straight from hash.ts, the rest through send. */
  private index(recv: Value, args: Value[], loc: Loc): Maybe<Value> {
    if (recv instanceof RHash && args.length === 1 && !this.runtime.patchedBuiltins) return hashGet(recv, args[0]);
    return this.method(recv, '[]', args, null, loc);
  }

  /**
   * `recv[args] = value`, answering value: a Hash's (no class reopened) straight from RHash; a String's new
   * bytes go back where it came from, as `s.concat(t)`'s (changeString); the rest through send.
   */
  private indexSet(e: IndexAssign, recv: Value, args: Value[], value: Value, s: Scope): Maybe<Value> {
    const loc = e.loc;
    if (recv instanceof RHash && args.length === 1 && !this.runtime.patchedBuiltins) {
      checkChange(recv, '[]=', loc);
      return hashSet(recv, args[0], value, loc);
    }
    if (isString(recv)) return then(this.changeString({ type: 'call', receiver: e.receiver, name: '[]=', args: [], block: null, parens: false, loc }, recv, [...args, value], s, null), () => value);
    return then(this.method(recv, '[]=', [...args, value], null, loc), () => value);
  }

  /** Statements in order, the last one's value. */
  private body(stmts: Expr[], s: Scope): Maybe<Value> {
    let last: Value = null;
    for (let i = 0; i < stmts.length; i++) {
      const v = this.ev(stmts[i], s);
      if (v instanceof Promise) return this.bodyRest(stmts, s, i, v);
      last = v;
    }
    return last;
  }

  private async bodyRest(stmts: Expr[], s: Scope, i: number, pending: Promise<Value>): Promise<Value> {
    let last = await pending;
    for (i++; i < stmts.length; i++) last = await this.ev(stmts[i], s);
    return last;
  }

  private constant(name: string, loc: Loc, s: Scope): Value {
    // A constant the script defined (`TABLE = 'events'` is HBaseReceiver::TABLE) is found lexically before HBaseConstants' of its name.
    for (let c = s.frame.cref; c; c = c.parent) {
      const own = c.module.constants.get(name);
      if (own !== undefined) return own;
    }
    const v = shellConstant(name);
    if (v !== undefined) return str(v);
    const ruby = this.lookupConstant(name, s);
    if (ruby !== undefined) return ruby;
    // Ruby 2.x (HBase 2.6's JRuby 9.3) still has the deprecated TRUE, FALSE and NIL.
    if (name in RUBY_DEPRECATED) {
      this.host.warn(`warning: constant ::${name} is deprecated`);
      return RUBY_DEPRECATED[name];
    }
    if (JAVA_CLASSES.has(name)) throw javaError(name, loc);
    const guess = closestName(name, ['VERSIONS', 'NAME', 'COLUMNS', 'COLUMN', 'FILTER', 'LIMIT', 'STARTROW', 'STOPROW', 'TIMERANGE', 'TIMESTAMP', 'TTL', 'RAW', 'REVERSED']);
    const inner = s.frame.cref?.module.name;
    const scope = inner ? `${inner}::` : this.host.mainClass ? `${this.host.mainClass}::` : '';
    throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${scope}${name}${guess ? `\nDid you mean?  ${guess}` : ''}`, { loc });
  }

  private store(name: string, value: Value, s: Scope): Value {
    // HBase's shell (HBASE-28660) keeps a command's name out of the top-level binding's locals; a method's or
    // block's own locals (a block at top level included) are not the binding's, so they shadow commands as in Ruby.
    if (s === this.top && this.host.isCommand(name)) {
      this.host.warn(`WARN: '${name}' is a reserved HBase command. Local variable assignment ignored.`);
      return null;
    }
    s.set(name, value);
    return value;
  }

  /**
   * Ruby declares a local when it parses its assignment, run or not:
   * after `y = 1 if false`, `y` is nil. Declares the assignments of a
   * skipped branch or loop body (not inside blocks, which have their own scope).
   */
  private declare(stmts: Expr[], s: Scope): void {
    for (const e of stmts) {
      switch (e.type) {
        case 'assign':
        case 'opassign':
          if (s !== this.top || !this.host.isCommand(e.name)) s.declare(e.name);
          this.declare([e.value], s);
          break;
        case 'if':
          this.declare(e.then, s);
          if (e.else) this.declare(e.else, s);
          break;
        case 'while':
        case 'for':
          this.declare(e.body, s);
          break;
        case 'logic':
          this.declare([e.left, e.right], s);
          break;
      }
    }
  }

  /** The arguments when all are string or integer literals (no evaluation needed), else undefined. */
  private literalArgs(exprs: Expr[]): Value[] | undefined {
    const out: Value[] = [];
    for (const a of exprs) {
      if (a.type === 'str') out.push(literalBytes(a.bytes));
      else if (a.type === 'int') out.push(a.value);
      else return undefined;
    }
    return out;
  }

  /** Expressions evaluated left to right into an array. */
  private list(exprs: Expr[], s: Scope): Maybe<Value[]> {
    const out: Value[] = [];
    for (let i = 0; i < exprs.length; i++) {
      const a = exprs[i];
      if (a.type === 'splat') return this.listRest(exprs, s, out, i);
      const v = a.type === 'str' ? literalBytes(a.bytes) : a.type === 'int' ? a.value : this.ev(a, s);
      if (v instanceof Promise) return this.listRest(exprs, s, out, i, v);
      out.push(v);
    }
    return out;
  }

  /** The rest of a list from `i` (a splat there, or `pending` its value), spreading `*x` items. */
  private async listRest(exprs: Expr[], s: Scope, out: Value[], i: number, pending?: Promise<Value>): Promise<Value[]> {
    if (pending) {
      out.push(await pending);
      i++;
    }
    for (; i < exprs.length; i++) {
      const a = exprs[i];
      if (a.type === 'splat') out.push(...toSplat(a.value ? await this.ev(a.value, s) : null));
      else out.push(await this.ev(a, s));
    }
    return out;
  }

  private args(exprs: Expr[], s: Scope): Maybe<Value[]> {
    return this.list(exprs, s);
  }

  private call(c: Call, s: Scope): Maybe<Value> {
    // the closures in methods of their own: none is made (nor a context allocated) for a call without a block
    if (c.blockArg) return this.callWithBlockArg(c, s);
    if (c.block === null) return this.dispatch(c, s, null);
    return this.callWithBlock(c, c.block, s);
  }

  private callWithBlockArg(c: Call, s: Scope): Maybe<Value> {
    return then(this.ev(c.blockArg!, s), (b) => this.dispatch(c, s, this.toBlock(b, c.loc)));
  }

  private callWithBlock(c: Call, literal: Block, s: Scope): Maybe<Value> {
    // `break` in a block ends the method that yielded to it, with the break's value.
    const block = this.blockFn(literal, s);
    return guard(() => this.dispatch(c, s, block), onBreak);
  }

  /** A block yielded to from another method: it reads and sets its own method's `$~`. */
  private runInMatchFrame(run: BlockFn, values: Value[], match: Frame['match']): Maybe<Value> {
    const callerMatch = this.runtime.matchSlot;
    this.runtime.matchSlot = match;
    return ensuring(() => run(values), () => void (this.runtime.matchSlot = callerMatch));
  }

  private async afterPause(pause: Promise<void>, run: BlockFn, values: Value[]): Promise<Value> {
    await pause;
    return run(values);
  }

  /** A block call with a signature (defaults, splats, keywords): bound, then run (a method of its own: run makes no closure). */
  private bindAndRun(block: Block, values: Value[], scope: Scope): Maybe<Value> {
    return then(bind(block.signature!, block.params, values, false, scope, null, this.evalIn, block.loc), () => guard(() => this.body(block.body, scope), onNext));
  }

  /** `&x`: a Proc's block, a Symbol's `to_proc` (`&:upcase`), nil for none. */
  private toBlock(v: Value, loc: Loc): BlockFn | null {
    if (v === null) return null;
    if (v instanceof RProc) return v.block;
    if (v instanceof RSymbol) return (values) => this.method(values[0] ?? null, v.name, values.slice(1), null, loc);
    throw new ShellError('TYPE_ERROR', `wrong argument type ${rubyClass(v)} (expected Proc)`, { loc });
  }

  /** A block literal as a function: a new scope inside the one it was written in, per call. */
  private blockFn(block: Block, outer: Scope): BlockFn {
    const run = (values: Value[]): Maybe<Value> => {
      const scope = outer.child();
      const params = block.params;
      if (block.signature) return this.bindAndRun(block, values, scope);
      // Ruby's block arity: one array yielded to several parameters is spread over them (`each do |k, v|`).
      const args = params.length > 1 && values.length === 1 && Array.isArray(values[0]) ? values[0] : values;
      for (let i = 0; i < params.length; i++) scope.own(params[i], args[i] ?? null);
      // guard(), inline: no closure per call
      let r: Maybe<Value>;
      try {
        r = this.body(block.body, scope);
      } catch (x) {
        return onNext(x);
      }
      return r instanceof Promise ? r.catch(onNext) : r;
    };
    const match = outer.frame.match;
    // inFrame and fn make no closure (no context allocated per block call): the rarer paths are methods
    const inFrame = (values: Value[]): Maybe<Value> => (this.runtime.matchSlot === match ? run(values) : this.runInMatchFrame(run, values, match));
    const fn: BlockFn = (values) => {
      // Every block call is a loop iteration (loop, each, times, map, …).
      if (--this.paceCountdown <= 0 || this.aborted) {
        const p = this.checkpoint();
        if (p) return this.afterPause(p, inFrame, values);
      }
      return inFrame(values);
    };
    this.blockSources.set(fn, { block, outer });
    return fn;
  }

  private dispatch(c: Call, s: Scope, block: BlockFn | null): Maybe<Value> {
    if (c.receiver === null) {
      if (c.args.length === 0 && c.block === null) {
        const v = s.get(c.name);
        if (v !== undefined) return v;
      }
      if ((c.name === 'lambda' || c.name === 'proc') && c.args.length === 0 && !this.methods.has(c.name)) {
        if (c.block) return this.makeProc(c.block, s, c.name === 'lambda');
        // `lambda(&pr)` is pr itself
        if (c.blockArg) return this.ev(c.blockArg, s);
      }
      const args = this.args(c.args, s);
      if (args instanceof Promise) return args.then((a) => this.callFunction(c.name, a, block, c.loc, c.parens, s));
      return this.callFunction(c.name, args, block, c.loc, c.parens, s);
    }
    const receiver = c.receiver;
    if (receiver.type === 'const' && receiver.name === 'Object' && c.name === 'constants' && c.args.length === 0 && !c.block) {
      // help's footer: "Type 'Object.constants' to see a (messy) list of all constants in the environment."
      return objectConstants().map((n) => new RSymbol(n));
    }
    const javaPath = javaPathOf(c, (name) => s.has(name), (name) => this.lookupConstant(name, s) !== undefined);
    if (javaPath) {
      // The filters scan's FILTER takes as Java objects (scan's help shows ColumnPaginationFilter.new(1, 0)).
      return then(this.args(c.args, s), (args) => {
        const filter = javaFilter(javaPath, args, () => this.host.identityHash?.() ?? '0x00000000');
        if (filter) return filter;
        throw javaError(javaPath, c.loc);
      });
    }
    const library = receiver.type === 'const' ? receiver.name : receiver.type === 'scoped' ? receiver.path.join('::') : '';
    // `Digest::MD5.new` makes an object of the class (digest.ts's installDigest)
    if (isLibraryModule(library) && c.name !== 'new') return then(this.args(c.args, s), (args) => libraryMethod(library, c.name, args, c.loc));
    if (receiver.type === 'const' && receiver.name === 'Bytes') return then(this.args(c.args, s), (args) => bytesMethod(c.name, args, c.loc));
    const recv = this.ev(receiver, s);
    if (recv instanceof Promise) return recv.then((r) => this.send(c, r, s, block));
    return this.send(c, recv, s, block);
  }

  /** `recv.name(args)` once the receiver is known. */
  private send(c: Call, recv: Value, s: Scope, block: BlockFn | null): Maybe<Value> {
    if (c.safe && recv === null) return null;
    if (isString(recv) && (c.name.endsWith('!') || STRING_CHANGERS.has(c.name))) return then(this.args(c.args, s), (a) => this.changeString(c, recv, a, s, block));
    const args = this.args(c.args, s);
    if (args instanceof Promise) return args.then((a) => this.method(recv, c.name, a, block, c.loc, s.frame.self));
    return this.method(recv, c.name, args, block, c.loc, s.frame.self);
  }

  /**
   * A String method that changes its receiver (`s.strip!`, `s.insert(1, "x")`,
   * `@buf.concat(t)`, `s.sub!(/a/, "b")`): strings are immutable bytes here, so
   * the new bytes go back where the receiver came from (a local, an instance,
   * global or class variable); the call answers the method's value.
   */
  private changeString(c: Call, recv: Buffer, args: Value[], s: Scope, block: BlockFn | null): Maybe<Value> {
    const put = (value: Buffer): void => {
      if (value === recv) return;
      const r = c.receiver!;
      if (r.type === 'ident' && s.has(r.name)) s.set(r.name, value);
      else if (r.type === 'ivar' || r.type === 'gvar' || r.type === 'cvar') this.storeVar(r, value, s, c.loc);
    };
    if (c.name === 'sub!' || c.name === 'gsub!') {
      checkFrozen(recv, 'String', c.loc);
      return then(this.method(recv, c.name.slice(0, -1), args, block, c.loc), (v) => {
        if (!isString(v) || v.equals(recv)) return null;
        put(v);
        return v;
      });
    }
    const changed = stringBang(recv, c.name, args, isFrozen(recv), c.loc);
    if (!changed) return this.method(recv, c.name, args, block, c.loc);
    put(changed.value);
    return changed.result;
  }

  /** A receiverless call: a shell command, or one of the Kernel functions labs use. */
  private callFunction(name: string, args: Value[], block: BlockFn | null, loc: Loc, parens: boolean, s: Scope): Maybe<Value> {
    const self = s.frame.self;
    if (this.methods.has(name)) {
      const m = findMethod(this.runtime, self, name);
      if (m && !m.builtin) return this.deeper(() => m.call(self, args, block as RubyBlock | null, loc));
    }
    if (name === 'raise' || name === 'fail') return this.raise(args, loc, s);
    if (LAB_FUNCTIONS.has(name)) return this.kernel.call(name, args, loc)!;
    // Every case here is in KERNEL_FUNCTIONS (evaluate's shortcut to commands skips those names).
    // A shell command shadows Kernel's method of its name (none does today).
    const kernel = isKernelMethod(name) && !this.host.isCommand(name);
    if (kernel) checkKernelArity(name, args, loc);
    switch (name) {
      case 'block_given?':
      case 'iterator?':
        return s.frame.block !== null;
      case 'local_variables':
        return s.localNames().map((v) => new RSymbol(v));
      case 'binding':
        return makeBinding(this.runtime, s);
      case '__method__':
      case '__callee__':
        return s.frame.method === null ? null : new RSymbol(s.frame.method);
      case 'loop':
        if (block) return this.loop(block);
        break;
      case 'catch':
        if (block) return this.catchTag(args.length ? args[0] : new RObject(this.runtime.objectClass), block);
        break;
      case 'throw':
        // Ruby raises UncaughtThrowError where the throw is, when no catch waits for its tag (a rescue may take it).
        if (!this.catching.some((t) => t === (args[0] ?? null) || rubyEqual(t, args[0] ?? null))) throw new ShellError('ARGUMENT_ERROR', `uncaught throw ${inspect(args[0] ?? null)}`, { loc, rubyClass: 'UncaughtThrowError' });
        throw new ThrowSignal(args[0] ?? null, args[1] ?? null, loc);
    }
    if (kernel || KERNEL_FUNCTIONS.has(name)) {
      const out = this.kernel.call(name, args, loc);
      if (out !== undefined) return out;
    }
    if (this.host.isCommand(name)) return this.host.callCommand(name, args, loc, block ? async () => block([]) : undefined);
    if (kernel) {
      if ((name === 'lambda' || name === 'proc') && !block) throw new ShellError('ARGUMENT_ERROR', 'tried to create Proc object without a block', { loc });
      throw kernelUnavailable(name, loc);
    }
    if (JAVA_ROOTS.has(name)) throw javaError(name, loc);
    // A builtin method of self (a class body's `attr_accessor`, an object's own methods).
    if (findMethod(this.runtime, self, name) || this.runtime.coreResponds(self, name)) return fcall(self, name, args, block as RubyBlock | null, loc, this.runtime);
    const guess = closestName(name, [...this.host.commandNames(), ...s.localNames()]);
    // Ruby: a bare word may be a variable (NameError); with arguments it can only be a method (NoMethodError).
    const variable = args.length === 0 && !parens && !block;
    const what = variable ? 'local variable or method' : 'method';
    const selfName = self instanceof MainObject ? (this.host.mainObject?.() ?? 'main:Object') : receiverName(self);
    throw new ShellError('NAME_ERROR', `undefined ${what} \`${name}' for ${selfName}${guess ? `\nDid you mean?  ${guess}` : ''}`, {
      loc,
      rubyClass: variable ? 'NameError' : 'NoMethodError',
    });
  }

  /** `loop { }`: until a `break`, or a StopIteration (its `result`, nil here). */
  private loop(block: BlockFn): Maybe<Value> {
    const step = (): Maybe<boolean> => then(block([]), () => true);
    return guard(
      () => then(drive(step), () => null),
      (x) => {
        if (x instanceof BreakSignal) return x.value;
        const exc = this.runtime.exceptionOf(x);
        if (exc && exc.realClass.name === 'StopIteration') return null;
        throw x;
      },
    );
  }

  /** `catch(tag) { |tag| … throw tag, v … }`: v, or the block's value. */
  private catchTag(tag: Value, block: BlockFn): Maybe<Value> {
    this.catching.push(tag);
    const done = (): void => void this.catching.splice(this.catching.lastIndexOf(tag), 1);
    return guard(
      () => ensuring(() => block([tag]), done),
      (x) => {
        if (x instanceof ThrowSignal && (x.tag === tag || rubyEqual(x.tag, tag))) return x.value;
        throw x;
      },
    );
  }

  /** Runs a block with another self (`instance_exec`, `define_method`, `Class.new { }`, Struct bodies); `def` inside goes to definee. */
  private instanceExec(self: Value, block: BlockFn, args: Value[], definee: RModule | null, loc: Loc, blk: BlockFn | null = null, strict = false): Maybe<Value> {
    const src = this.blockSources.get(block);
    if (!src) return block(args);
    const { block: b, outer } = src;
    const f = outer.frame;
    const target = definee ?? (self instanceof RModule ? self : this.singletonOf(self, loc));
    const frame = new Frame(self, target, definee ? { module: definee, parent: f.cref } : f.cref, f.method, blk ?? f.block, args, f.owner);
    const scope = new Scope(outer, frame);
    return guard(() => then(bind(b.signature, b.params, args, strict, scope, blk ? this.procOf(blk) : null, this.evalIn, strict ? loc : b.loc), () => this.body(b.body, scope)), (x) => {
      if (x instanceof NextSignal || (x instanceof ReturnSignal && x.frame === frame)) return x.value;
      throw x;
    });
  }

  /** Evaluates an expression in a scope (a default parameter value). */
  private readonly evalIn = (e: Expr, s: Scope): Maybe<Value> => this.ev(e, s);

  /** `def name … end` (or `def obj.name`): a method of the class being defined, or of obj's singleton class. */
  private def(e: Def, s: Scope): Maybe<Value> {
    return then(e.singleton ? this.ev(e.singleton, s) : null, (obj) => {
      const owner = e.singleton ? this.singletonOf(obj, e.loc, e.name) : s.frame.definee;
      const method = this.userMethod(e, owner, s.frame.cref);
      const visibility = e.singleton ? 'public' : owner.defaultVisibility;
      if (visibility === 'module_function') {
        // a private instance method and a public singleton one
        this.runtime.defineMethod(owner, e.name, { ...method, visibility: 'private' });
        this.runtime.defineMethod(owner.singleton(), e.name, method);
      } else this.runtime.defineMethod(owner, e.name, e.name === 'initialize' || visibility === 'public' ? method : { ...method, visibility });
      this.methods.add(e.name);
      // Ruby 2.1+: `def` is an expression whose value is the method's name as a symbol.
      return new RSymbol(e.name);
    });
  }

  /** A `def` as a method-table entry. */
  private userMethod(m: Def, owner: RModule, cref: Cref | null): RubyMethod {
    return {
      call: (self, args, block, loc) => this.invoke(m, owner, cref, self, args, block as BlockFn | null, loc),
      arity: arity(m.signature, m.params, true),
      visibility: m.name === 'initialize' ? 'private' : 'public',
      builtin: false,
    };
  }

  /** The singleton class of obj (`def self.x`, `class << self`), made on first use. */
  private singletonOf(obj: Value, loc: Loc, method?: string): RClass {
    try {
      return singletonClass(this.runtime, obj);
    } catch (x) {
      // `def n.bad` names the method: `can't define singleton method "bad" for Integer`.
      if (x instanceof ShellError && !x.loc) throw new ShellError(x.code, method ? `${x.message} method "${method}" for ${rubyClass(obj)}` : x.message, { loc, rubyClass: x.rubyClass });
      throw x;
    }
  }

  /**
   * Runs a `def` method: a new frame (self, the block, `return`'s target), and a
   * scope that sees none of the caller's locals (Ruby's method scope).
   */
  private invoke(m: Def, owner: RModule, cref: Cref | null, self: Value, args: Value[], block: BlockFn | null, loc: Loc): Maybe<Value> {
    if (this.callDepth >= MAX_CALL_DEPTH) throw stackTooDeep(loc);
    const frame = new Frame(self, self instanceof RModule && owner.isClass && (owner as RClass).attached === self ? self : owner, cref, m.name, block, args, owner, { signature: m.signature, names: m.params });
    const scope = new Scope(null, frame);
    const blockValue = block ? this.procOf(block) : null;
    this.callDepth++;
    const callerMatch = this.runtime.matchSlot;
    this.runtime.matchSlot = frame.match;
    const done = (): void => {
      this.callDepth--;
      this.runtime.matchSlot = callerMatch;
    };
    const onJump = (x: unknown): Value => {
      if (x instanceof ReturnSignal && x.frame === frame) return x.value;
      // JRuby turns the JVM's StackOverflowError into SystemStackError; V8's is a RangeError.
      if (x instanceof RangeError && x.message.includes('call stack')) throw stackTooDeep(loc);
      if (x instanceof BreakSignal || x instanceof NextSignal) {
        throw new ShellError('PARSE_ERROR', `Invalid ${x instanceof BreakSignal ? 'break' : 'next'}`, { loc: x.loc, rubyClass: 'SyntaxError' });
      }
      throw x;
    };
    return ensuring(() => guard(() => then(bind(m.signature, m.params, args, true, scope, blockValue, this.evalIn, loc), () => this.body(m.body, scope)), onJump), done);
  }

  /** `proc { }`, `lambda { }`, `->(x) { }`: a lambda binds strictly and `return` leaves it. */
  private makeProc(block: Block, s: Scope, lambda: boolean): RProc {
    const cls = this.runtime.cls('Proc');
    defineProcMethods(cls);
    const where = `(hbase):${block.loc.line}`;
    if (!lambda) return new RProc(cls, this.blockFn(block, s), false, arity(block.signature, block.params, false), where);
    const body = (args: Value[], blk: RubyBlock | null): Maybe<Value> => {
      const f = s.frame;
      const frame = new Frame(f.self, f.definee, f.cref, f.method, f.block, args, f.owner);
      const scope = new Scope(s, frame);
      const onJump = (x: unknown): Value => {
        if ((x instanceof ReturnSignal && x.frame === frame) || x instanceof NextSignal || x instanceof BreakSignal) return x.value;
        throw x;
      };
      return guard(() => then(bind(block.signature, block.params, args, true, scope, blk ? this.procOf(blk) : null, this.evalIn, block.loc), () => this.body(block.body, scope)), onJump);
    };
    return new RProc(cls, body, true, arity(block.signature, block.params, true), where);
  }

  /** A block handed to a method, as the Proc a `&blk` parameter receives. */
  private procOf(fn: BlockFn): RProc {
    const own = this.procs.get(fn);
    if (own) return own;
    const src = this.blockSources.get(fn);
    const cls = this.runtime.cls('Proc');
    defineProcMethods(cls);
    const p = src ? new RProc(cls, fn, false, arity(src.block.signature, src.block.params, false), `(hbase):${src.block.loc.line}`) : new RProc(cls, fn, false, -1, '(hbase)');
    this.procs.set(fn, p);
    return p;
  }

  /** `raise`, `raise 'msg'`, `raise Cls[, msg]`, `raise exc`: the exception, its backtrace, thrown. */
  private raise(args: Value[], loc: Loc, s: Scope): Maybe<never> {
    const rt = this.runtime;
    if (args.length > 3) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 0..3)`, { loc });
    const [what, message] = args;
    let exc: RException;
    if (what === undefined) {
      // A bare `raise` re-raises `$!`; outside a rescue, RuntimeError "unhandled exception".
      const current = this.globals.get('$!');
      exc = current instanceof RException ? current : rt.newException('RuntimeError', str('unhandled exception'));
    } else if (isString(what)) {
      if (args.length > 1) throw new ShellError('TYPE_ERROR', 'exception class/object expected', { loc });
      exc = rt.newException('RuntimeError', what);
    } else if (what instanceof RClass && what.allocation === 'exception') {
      // `raise Cls, msg` is `Cls.new(msg)`: a user's initialize runs (its default message, its fields).
      const init = what.findMethod('initialize');
      if (init && !init.builtin) return then(send(what, 'new', message === undefined ? [] : [message], null, loc, rt), (e) => this.raise([e], loc, s));
      exc = rt.newException(what, message ?? null);
    } else if (what instanceof RException) {
      exc = what;
      if (message !== undefined) exc.message = message;
    } else throw new ShellError('TYPE_ERROR', 'exception class/object expected', { loc });
    exc.backtrace ??= [backtraceLine('(hbase)', loc.line, s.frame.method ?? 'evaluate')];
    if (exc.cause === null && this.globals.get('$!') instanceof RException && this.globals.get('$!') !== exc) exc.cause = this.globals.get('$!')!;
    throw rt.raise(exc, loc);
  }

  /**
   * A regexp literal: compiled once when it has no `#{}` (or has the `o` flag), else
   * each time from its parts (a Regexp interpolated as its `to_s`, `(?-mix:…)`).
   */
  private regexp(e: RegexLit, s: Scope): Maybe<Value> {
    const cached = this.regexps.get(e);
    if (cached) return cached;
    const parts: Maybe<string>[] = e.parts.map((p) => (typeof p === 'string' ? p : then(this.ev(p, s), (v) => (v instanceof RRegexp ? regexpToS(v) : toS(v).toString('utf8')))));
    const make = (texts: string[]): RRegexp => {
      const re = regexpLiteral(texts.join(''), e.flags, e.loc);
      if (e.flags.includes('o') || e.parts.every((p) => typeof p === 'string')) this.regexps.set(e, re);
      return re;
    };
    return parts.some((p) => p instanceof Promise) ? Promise.all(parts).then(make) : make(parts as string[]);
  }

  /** `l =~ r`: a Regexp's or a String's own match (recorded in `$~`), else the operand's `=~` method. */
  private matchOp(l: Value, r: Value, loc: Loc): Maybe<Value> {
    if (l instanceof RRegexp) return regexpMethod(l, '=~', [r], this.runtime.matchSlot, loc)!;
    if (isString(l)) return stringRegexpMethod(l, '=~', [r], null, this.runtime.matchSlot, loc)!;
    return this.method(l, '=~', [r], null, loc);
  }

  /** `/(?<year>\d+)/ =~ s`: a literal on the left assigns a local per group name (nil when no match). */
  private namedMatch(e: OpCall, s: Scope): Maybe<Value> {
    return then(this.ev(e.left, s), (re) =>
      then(this.ev(e.right, s), (r) => {
        const at = this.matchOp(re, r, e.loc);
        const m = this.runtime.matchSlot.lastMatch;
        for (const [name] of (re as RRegexp).program().names) this.store(name, m ? m.byName(name, e.loc) : null, s);
        return at;
      }),
    );
  }

  /** `$~`, `$1`…`$9`, `$&`, `` $` ``, `$'`: the running method's last match. */
  private matchGlobal(name: string, loc: Loc): Value {
    const m = this.runtime.matchSlot.lastMatch;
    if (name === '$~') return m;
    if (m === null) return null;
    if (name === '$&') return matchDataIndex(m, 0n, loc);
    if (name === '$`') return matchDataMethod(m, 'pre_match', [], loc)!;
    if (name === "$'") return matchDataMethod(m, 'post_match', [], loc)!;
    return matchDataIndex(m, BigInt(name.slice(1)), loc);
  }

  /** `$name`: nil when never assigned (`$!` is the exception being rescued). */
  private global(name: string): Value {
    return this.globals.get(name) ?? null;
  }

  /** Where `@x` lives for self: an object's own, a class's or module's; none for core values. */
  private ivars(self: Value): Map<string, Value> | undefined {
    return self instanceof RObject || self instanceof RModule ? self.ivars : undefined;
  }

  /** `$g = v`, `@a ||= []`, `FOO = 1`, `@n += 1`. */
  private varAssign(e: VarAssign, s: Scope): Maybe<Value> {
    const t = e.target;
    const current = (): Maybe<Value> => (t.type === 'gvar' ? this.global(t.name) : t.type === 'ivar' ? (this.ivars(s.frame.self)?.get(t.name) ?? null) : this.ev(t, s));
    if (t.type === 'cvar' && (e.op === '||' || e.op === '&&')) {
      const defined = this.cvarBase(s).ancestors().some((m) => m.classVars.has(t.name));
      return then(defined ? current() : null, (c) => (truthy(c) === (e.op === '||') ? c : then(this.ev(e.value, s), store)));
    }
    const store = (v: Value): Value => this.storeVar(t, v, s, e.loc);
    if (e.op === null) return then(this.ev(e.value, s), store);
    const op = e.op;
    if (op === '||' || op === '&&') {
      const defined = t.type === 'const' ? this.lookupConstant(t.name, s) !== undefined : true;
      return then(defined ? current() : null, (c) => (truthy(c) === (op === '||') ? c : then(this.ev(e.value, s), store)));
    }
    return then(current(), (c) => then(this.ev(e.value, s), (v) => then(this.operator(op, c, v, e.loc, s), store)));
  }

  /** Where `@@x` is looked up: the class body's or method's class (a singleton's attached class), Object at the top. */
  private cvarBase(s: Scope): RModule {
    let m = s.frame.cref?.module ?? this.runtime.objectClass;
    if (m instanceof RClass && m.attached instanceof RModule) m = m.attached;
    return m;
  }

  /** Assigns a global, instance variable or constant. */
  private storeVar(t: VarAssign['target'], v: Value, s: Scope, loc: Loc): Value {
    if (t.type === 'gvar') this.globals.set(t.name, v);
    else if (t.type === 'ivar') {
      const self = s.frame.self;
      setIvar(this.runtime, self, t.name, v, loc);
    } else if (t.type === 'cvar') {
      const base = this.cvarBase(s);
      (base.ancestors().find((m) => m.classVars.has(t.name)) ?? base).classVars.set(t.name, v);
    } else if (t.type === 'const') this.setConstant(s.frame.cref?.module ?? this.runtime.objectClass, t.name, v);
    else if (t.type === 'scoped') {
      const home = t.path.length > 1 ? this.scopedConstant(t.path.slice(0, -1), t.top === true, s) : this.runtime.objectClass;
      if (!(home instanceof RModule)) throw new ShellError('TYPE_ERROR', `${t.path.slice(0, -1).join('::')} is not a class/module`, { loc });
      this.setConstant(home, t.path[t.path.length - 1], v);
    }
    return v;
  }

  private setConstant(home: RModule, name: string, v: Value): void {
    home.constants.set(name, v);
    // `Foo = Class.new`: an anonymous module takes the name of its first constant.
    if (v instanceof RModule && v.name === null) v.name = home === this.runtime.objectClass ? name : `${home.name}::${name}`;
  }

  /** `obj.attr = v` (its value is v), `obj.n += 1`, `obj.x ||= v`. */
  private attrAssign(e: AttrAssign, s: Scope): Maybe<Value> {
    return then(this.ev(e.receiver, s), (recv) => {
      if (e.safe && recv === null) return null;
      const store = (v: Value): Maybe<Value> => then(this.method(recv, `${e.name}=`, [v], null, e.loc, s.frame.self), () => v);
      if (e.op === null) return then(this.ev(e.value, s), store);
      const op = e.op;
      return then(this.method(recv, e.name, [], null, e.loc), (c) => {
        if (op === '||' || op === '&&') return truthy(c) === (op === '||') ? c : then(this.ev(e.value, s), store);
        return then(this.ev(e.value, s), (v) => then(this.operator(op, c, v, e.loc, s), store));
      });
    });
  }

  /** `l op r` for an operator that is a method of l (`a ** b`, `a & b`, `x =~ re`, `a === b`). */
  private operator(op: string, l: Value, r: Value, loc: Loc, s: Scope): Maybe<Value> {
    if (op === '=~') return this.matchOp(l, r, loc);
    if (op === '!~') return then(this.matchOp(l, r, loc), (m) => !truthy(m));
    if (op === '===') return this.caseEq(l, r, loc);
    if (BINOPS.has(op) && !(l instanceof RObject)) return this.binop({ type: 'binop', op: op as BinOp['op'], left: NIL, right: NIL, loc }, l, r, s);
    return this.method(l, op, [r], null, loc);
  }

  /** `pattern === value`, as `case`/`when` and `rescue` test: classes by is_a?, ranges by cover, else `==` or the pattern's own `===`. */
  private caseEq(pattern: Value, v: Value, loc: Loc): Maybe<Value> {
    const grep = grepMatch(pattern, v, this.runtime.matchSlot, loc);
    if (grep !== undefined) return grep;
    if (pattern instanceof RModule) {
      const own = findMethod(this.runtime, pattern, '===');
      if (!own || own.builtin) return this.runtime.isA(v, pattern);
    }
    if (pattern instanceof RRange) {
      const { from, to, exclusive } = pattern;
      if ((typeof v === 'bigint' || typeof v === 'number') && (typeof from === 'bigint' || typeof from === 'number') && (typeof to === 'bigint' || typeof to === 'number')) {
        return from <= v && (exclusive ? v < to : v <= to);
      }
      return this.method(pattern, '===', [v], null, loc);
    }
    if (pattern instanceof RObject) return this.method(pattern, '===', [v], null, loc);
    if (pattern === null || typeof pattern !== 'object' || isString(pattern) || pattern instanceof RSymbol || Array.isArray(pattern) || pattern instanceof RHash) return rubyEqual(pattern, v);
    return this.method(pattern, '===', [v], null, loc);
  }

  /** `a, (b, *c), d = values`: each target assigned in order, a splat taking what the others leave. */
  private destructure(targets: MlhsItem[], values: Value[], s: Scope): Maybe<void> {
    const splatAt = targets.findIndex((t) => t.type === 'splat');
    const after = splatAt < 0 ? 0 : targets.length - splatAt - 1;
    const steps: Array<() => Maybe<unknown>> = targets.map((t, k) => () => {
      let v: Value;
      if (t.type === 'splat') v = values.slice(k, Math.max(k, values.length - after));
      else if (splatAt >= 0 && k > splatAt) v = values[values.length - (targets.length - k)] ?? null;
      else v = values[k] ?? null;
      return this.assignTarget(t.type === 'splat' ? t.value : t, v, s);
    });
    const run = (i: number): Maybe<void> => {
      for (; i < steps.length; i++) {
        const r = steps[i]();
        if (r instanceof Promise) return r.then(() => run(i + 1));
      }
      return undefined;
    };
    return run(0);
  }

  /** One target of a multiple assignment, a `rescue => e` or a `for`. */
  private assignTarget(t: Expr | null, v: Value, s: Scope): Maybe<unknown> {
    if (t === null) return undefined;
    switch (t.type) {
      case 'ident':
        return this.store(t.name, v, s);
      case 'mlhs':
        return this.destructure(t.items, toAry(v), s);
      case 'index':
        return then(this.ev(t.receiver, s), (recv) => then(this.args(t.args, s), (args) => this.method(recv, '[]=', [...args, v], null, t.loc)));
      case 'call':
        if (t.receiver === null) return this.store(t.name, v, s);
        return then(this.ev(t.receiver, s), (recv) => this.method(recv, `${t.name}=`, [v], null, t.loc));
      case 'gvar':
      case 'ivar':
      case 'cvar':
      case 'const':
      case 'scoped':
        return this.storeVar(t, v, s, t.loc);
    }
    throw new ShellError('NOT_IMPLEMENTED', `${t.type} is not supported as an assignment target`, { loc: t.loc, rubyClass: 'NotImplementedError' });
  }

  /** `case x when a, *b then … else … end`: each test by `===` (truthiness without a subject). */
  private caseWhen(e: Case, s: Scope): Maybe<Value> {
    return then(e.subject ? this.ev(e.subject, s) : null, (subject) => {
      const tests: Array<{ test: Expr; body: Expr[] }> = [];
      for (const w of e.whens) for (const test of w.tests) tests.push({ test, body: w.body });
      const next = (i: number): Maybe<Value> => {
        if (i >= tests.length) return e.else ? this.body(e.else, s) : null;
        const { test, body } = tests[i];
        const candidates: Maybe<Value[]> = test.type === 'splat' ? then(test.value ? this.ev(test.value, s) : null, toSplat) : then(this.ev(test, s), (v) => [v]);
        return then(candidates, (vs) => {
          const tryOne = (k: number): Maybe<Value> => {
            if (k >= vs.length) return next(i + 1);
            const hit = e.subject ? this.caseEq(vs[k], subject, test.loc) : vs[k];
            return then(hit, (h) => (truthy(h) ? this.body(body, s) : tryOne(k + 1)));
          };
          return tryOne(0);
        });
      };
      return next(0);
    });
  }

  /** `begin … rescue … else … ensure … end`, the `rescue` modifier, `retry`. */
  private begin(e: Begin, s: Scope): Maybe<Value> {
    const run = (): Maybe<Value> => {
      let inElse = false;
      const onError = (x: unknown): Maybe<Value> => {
        if (inElse || e.rescues.length === 0) throw x;
        const exc = this.runtime.exceptionOf(x);
        if (!exc) throw x;
        return then(this.matchRescue(e, exc, s), (clause) => {
          if (!clause) throw x;
          const saved = this.globals.get('$!') ?? null;
          this.globals.set('$!', exc);
          const body = (): Maybe<Value> =>
            guard(
              () => then(this.assignTarget(clause.variable, exc, s), () => this.body(clause.body, s)),
              (y) => {
                if (y instanceof RetrySignal) return run();
                throw y;
              },
            );
          return ensure(body, () => void this.globals.set('$!', saved));
        });
      };
      return guard(
        () =>
          then(this.body(e.body, s), (v) => {
            if (!e.elseBody) return v;
            inElse = true;
            return this.body(e.elseBody, s);
          }),
        onError,
      );
    };
    const ensureBody = e.ensure;
    return ensureBody ? ensure(run, () => this.body(ensureBody, s)) : run();
  }

  /** The first rescue clause whose classes (StandardError when none) match the exception. */
  private matchRescue(e: Begin, exc: RException, s: Scope): Maybe<Begin['rescues'][number] | undefined> {
    const next = (i: number): Maybe<Begin['rescues'][number] | undefined> => {
      if (i >= e.rescues.length) return undefined;
      const clause = e.rescues[i];
      return then(clause.classes.length ? this.list(clause.classes, s) : [this.runtime.cls('StandardError')], (classes) => {
        for (const c of classes) {
          if (!(c instanceof RModule)) throw new ShellError('TYPE_ERROR', 'class or module required for rescue clause', { loc: clause.loc });
          if (this.runtime.rescues(c, exc)) return clause;
        }
        return next(i + 1);
      });
    };
    return next(0);
  }

  /** `defined?(x)`: what x is, as Ruby names it, or nil; never raises. */
  private defined(e: Defined, s: Scope): Maybe<Value> {
    const x = e.expr;
    const answer = (text: string | null): Value => (text === null ? null : str(text));
    switch (x.type) {
      case 'ident':
        if (s.has(x.name)) return answer('local-variable');
        return answer(this.respondsHere(x.name, s) ? 'method' : null);
      case 'gvar':
        return answer(this.globals.has(x.name) || PREDEFINED_GLOBALS.has(x.name) ? 'global-variable' : null);
      case 'ivar':
        return answer(this.ivars(s.frame.self)?.has(x.name) ? 'instance-variable' : null);
      case 'const':
        return answer(shellConstant(x.name) !== undefined || this.lookupConstant(x.name, s) !== undefined ? 'constant' : null);
      case 'scoped':
        return answer(this.scopedConstant(x.path, x.top === true, s) !== undefined || SCOPED_CONSTANTS[x.path.join('::')] !== undefined ? 'constant' : null);
      case 'self':
        return answer('self');
      case 'nil':
      case 'bool':
        return answer('expression');
      case 'assign':
      case 'opassign':
      case 'varassign':
      case 'attrassign':
      case 'masgn':
      case 'indexassign':
        return answer('assignment');
      case 'binop':
      case 'op':
      case 'index':
        // an operator or `a[i]` is a method call
        return answer('method');
      case 'yield':
        return answer(s.frame.block ? 'yield' : null);
      case 'super':
        return answer(s.frame.method && s.frame.owner && this.superMethod(s.frame) ? 'super' : null);
      case 'call': {
        if (x.receiver === null) return answer(this.respondsHere(x.name, s) ? 'method' : null);
        return guard(
          () => then(this.ev(x.receiver!, s), (recv) => then(this.method(recv, 'respond_to?', [new RSymbol(x.name)], null, x.loc), (r) => answer(truthy(r) ? 'method' : null))),
          () => null,
        );
      }
    }
    return answer('expression');
  }

  /** Would a receiverless call of name find something (a user method, a command, Kernel's)? */
  private respondsHere(name: string, s: Scope): boolean {
    return Boolean(findMethod(this.runtime, s.frame.self, name)) || this.host.isCommand(name) || KERNEL_FUNCTIONS.has(name) || isKernelMethod(name);
  }

  /** `class Foo [< Bar] … end`: a new class, or the existing one reopened; the body runs with self the class. */
  private classDef(e: ClassDef, s: Scope): Maybe<Value> {
    return then(e.superclass ? this.ev(e.superclass, s) : null, (sup) => {
      const { home, name } = this.home(e.path, s);
      let cls = home.constants.get(name) ?? (home === this.runtime.objectClass ? this.runtime.constant(name) : undefined);
      if (cls !== undefined) {
        if (!(cls instanceof RClass)) throw new ShellError('TYPE_ERROR', `${name} is not a class`, { loc: e.loc });
        if (sup !== null && cls.superclass !== sup) throw new ShellError('TYPE_ERROR', `superclass mismatch for class ${name}`, { loc: e.loc });
      } else {
        if (sup !== null && !(sup instanceof RClass)) throw new ShellError('TYPE_ERROR', `superclass must be a Class (${rubyClass(sup)} given)`, { loc: e.loc });
        cls = this.runtime.define(name, sup ?? this.runtime.objectClass, undefined, home === this.runtime.objectClass ? undefined : home);
      }
      return this.moduleBody(cls as RClass, e.body, s);
    });
  }

  /** `module M … end`. */
  private moduleDef(e: ModuleDef, s: Scope): Maybe<Value> {
    const { home, name } = this.home(e.path, s);
    let mod = home.constants.get(name) ?? (home === this.runtime.objectClass ? this.runtime.constant(name) : undefined);
    if (mod !== undefined) {
      if (!(mod instanceof RModule) || mod.isClass) throw new ShellError('TYPE_ERROR', `${name} is not a module`, { loc: e.loc });
    } else {
      mod = this.runtime.defineModule(name, home === this.runtime.objectClass ? undefined : home);
    }
    return this.moduleBody(mod as RModule, e.body, s);
  }

  /** `class << obj … end`: the body runs in obj's singleton class. */
  private singletonClass(e: SingletonClass, s: Scope): Maybe<Value> {
    return then(this.ev(e.target, s), (obj) => this.moduleBody(this.singletonOf(obj, e.loc), e.body, s));
  }

  /** A class or module body: a new scope (no outer locals), self and the `def` target the module, constants looked up in it first. */
  private moduleBody(mod: RModule, body: Expr[], s: Scope): Maybe<Value> {
    const frame = new Frame(mod, mod, { module: mod, parent: s.frame.cref });
    // Each class body starts public (`private` alone applies to the defs after it, up to the body's end).
    mod.defaultVisibility = 'public';
    return ensure(
      () => this.body(body, new Scope(null, frame)),
      () => void (mod.defaultVisibility = 'public'),
    );
  }

  /** Where `class A::B` / `class B` puts its constant. */
  private home(path: ClassDef['path'], s: Scope): { home: RModule; name: string } {
    if (path.type === 'const') return { home: s.frame.cref?.module ?? this.runtime.objectClass, name: path.name };
    const outer = path.path.length > 1 ? this.scopedConstant(path.path.slice(0, -1), path.top === true, s) : this.runtime.objectClass;
    if (!(outer instanceof RModule)) throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${path.path.slice(0, -1).join('::')}`, { loc: path.loc });
    return { home: outer, name: path.path[path.path.length - 1] };
  }

  /** A constant by Ruby's rules: the lexical nesting, then the innermost module's ancestors, then Object (and the builtin classes). */
  private lookupConstant(name: string, s: Scope): Value | undefined {
    for (let c = s.frame.cref; c; c = c.parent) {
      const v = c.module.constants.get(name);
      if (v !== undefined) return v;
    }
    const inner = s.frame.cref?.module;
    if (inner) {
      for (const m of inner.ancestors()) {
        const v = m.constants.get(name);
        if (v !== undefined) return v;
      }
    }
    return this.runtime.constant(name);
  }

  /** `A::B::C` (or `::A`): undefined when the first part is no Ruby constant (the shell's Java-ish ones are then tried). */
  private scopedConstant(path: string[], top: boolean, s: Scope): Value | undefined {
    let at = top ? this.runtime.constant(path[0]) : this.lookupConstant(path[0], s);
    for (let i = 1; i < path.length && at !== undefined; i++) {
      if (!(at instanceof RModule)) return undefined;
      const mod: RModule = at;
      at = mod.constants.get(path[i]) ?? (mod.name !== null ? this.runtime.builtin(`${mod.name}::${path[i]}`) : undefined);
    }
    return at;
  }

  /** The method `super` calls: the next one named like the running method past its owner in self's ancestors. */
  private superMethod(f: Frame): RubyMethod | undefined {
    if (!f.method || !f.owner) return undefined;
    const ancestors = this.runtime.classOf(f.self).ancestors();
    for (let i = ancestors.indexOf(f.owner) + 1; i > 0 && i < ancestors.length; i++) {
      const m = ancestors[i].methods.get(f.method);
      if (m) return m;
    }
    return undefined;
  }

  /** `super` (the method's own arguments and block), `super()`, `super(a, &b)`. */
  private zuper(e: Super, s: Scope): Maybe<Value> {
    const f = s.frame;
    if (!f.method) throw new ShellError('RUNTIME_ERROR', 'super called outside of method', { loc: e.loc });
    const m = this.superMethod(f);
    return then(e.args === null ? (f.params ? zsuperArgs(f.params.signature, f.params.names, f.args, s) : f.args) : this.args(e.args, s), (args) =>
      then(e.blockArg ? this.ev(e.blockArg, s) : null, (b) => {
        const block = e.block ? this.blockFn(e.block, s) : e.blockArg ? this.toBlock(b, e.loc) : f.block;
        if (!m) throw new ShellError('NAME_ERROR', `super: no superclass method \`${f.method}' for ${receiverName(f.self)}`, { loc: e.loc, rubyClass: 'NoMethodError' });
        return m.call(f.self, args, block as RubyBlock | null, e.loc);
      }),
    );
  }

  private method(recv: Value, name: string, args: Value[], block: BlockFn | null, loc: Loc, caller?: Value): Maybe<Value> {
    if (recv instanceof TableRef) return this.host.callTableMethod(recv, name, args, loc);
    if ((recv instanceof RObject || recv instanceof RModule) && this.callDepth % STACK_HOP === STACK_HOP - 1) return this.sendLater(recv, name, args, block, loc, caller);
    return send(recv, name, args, block as RubyBlock | null, loc, this.runtime, caller);
  }

  /** send on a fresh stack (see deeper; an async method: method() makes no closure). */
  private async sendLater(recv: Value, name: string, args: Value[], block: BlockFn | null, loc: Loc, caller?: Value): Promise<Value> {
    await undefined;
    return send(recv, name, args, block as RubyBlock | null, loc, this.runtime, caller);
  }

  /**
   * A call that may run a user's method, from where a promise is as good as a value: every
   * STACK_HOP levels of `def` calls it continues on a fresh stack (a microtask). V8's stack
   * holds only some 400 levels of a method calling itself synchronously (a few dozen frames
   * each); JRuby's goes to MAX_CALL_DEPTH's order.
   */
  private deeper(f: () => Maybe<Value>): Maybe<Value> {
    if (this.callDepth % STACK_HOP !== STACK_HOP - 1) return f();
    return Promise.resolve().then(f);
  }
}

/** The top level's self: HBase's workspace receiver, named as the host names it (`#<HBaseReceiver:0x…>`; plain Ruby's `main`). */
class MainObject extends RObject {
  constructor(
    cls: RClass,
    private readonly text: () => string,
  ) {
    super(cls);
  }

  override inspectWith(): string {
    return this.text().replace(/:Object$/, '');
  }

  override toS(): string {
    return this.inspectWith();
  }
}

/** `throw tag, value` unwinding to its `catch`. */
class ThrowSignal {
  constructor(
    readonly tag: Value,
    readonly value: Value,
    readonly loc: Loc,
  ) {}
}

/** `retry` unwinding to its begin. */
class RetrySignal {
  constructor(readonly loc: Loc) {}
}

const NIL: Expr = { type: 'nil', loc: { line: 0, col: 0, offset: 0 } };

/** The operators binop (operators.ts) answers for core values. */
const BINOPS = new Set(['+', '-', '*', '/', '%', '<<', '==', '!=', '<', '>', '<=', '>=', '<=>']);

/** `*x`: an Array's items, a Range's, a Hash's pairs, nothing for nil, else x alone. */
function toSplat(v: Value): Value[] {
  if (Array.isArray(v)) return v;
  if (v === null) return [];
  if (v instanceof RRange) return [...v.values()];
  if (v instanceof RHash) return v.entries.map(([k, x]) => [k, x]);
  return [v];
}

/** The right side of a multiple assignment with one value: an Array spread, else the value alone (`to_ary`). */
function toAry(v: Value): Value[] {
  return Array.isArray(v) ? v : [v];
}

/** Runs f, then g whatever f did (Ruby's `ensure`); an error in g replaces f's outcome. */
function ensure(f: () => Maybe<Value>, g: () => Maybe<unknown>): Maybe<Value> {
  let r: Maybe<Value>;
  try {
    r = f();
  } catch (x) {
    return then(g(), () => {
      throw x;
    });
  }
  if (r instanceof Promise) {
    return r.then(
      (v) => then(g(), () => v),
      (x: unknown) =>
        then(g(), () => {
          throw x;
        }),
    );
  }
  const value = r;
  return then(g(), () => value);
}

function stackTooDeep(loc: Loc): ShellError {
  return new ShellError('RUNTIME_ERROR', 'stack level too deep', { loc, rubyClass: 'SystemStackError' });
}

function* iterate(v: Value, loc: Loc): Generator<Value> {
  if (v instanceof RRange) return yield* v.values();
  if (Array.isArray(v)) return yield* v;
  if (v instanceof RHash) return yield* v.entries.map(([k, x]) => [k, x]);
  throw noMethod('each', `${inspect(v)}:${rubyClass(v)}`, loc);
}
