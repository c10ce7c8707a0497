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
import type { BinOp, Block, Call, Def, Expr, ForLoop, IndexAssign, Loc, While } from '../grammar/ast.js';
import { ShellError, ExitRequest } from '../errors.js';
import { RHash, RRange, RSymbol, RTime, TableRef, type Value, isString, rubyClass, str, truthy } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { toInteger, toS } from '../ruby/coerce.js';
import { objectConstants, shellConstant, SCOPED_CONSTANTS } from './constants.js';
import { closestName } from './suggest.js';
import { checkKernelArity, isKernelMethod, kernelUnavailable } from './kernel.js';
import { monotonicMs } from './clock.js';
// PACE_EVERY: loop iterations between looks at the clock (most iterations pay one decrement)
import { HeapCheck, PACE_EVERY } from './heap.js';
import { sprintf } from '../ruby/sprintf.js';
import { noMethod } from '../ruby/raise.js';
import { appendString, binop, flatten } from '../ruby/operators.js';
import { allocString } from '../ruby/memory.js';
import { bytesMethod } from '../ruby/java.js';
import { send } from '../ruby/object.js';
import { Runtime } from '../ruby/runtime.js';
import { rubyTimeToS } from '../format/time.js';
import type { RubyBlock } from '../ruby/enumerable.js';
import { type BlockFn, Frame, type Maybe, Scope } from './scope.js';
import { javaFilter } from '../hbase/index.js';
import { LIBRARIES, isLibraryModule, libraryMethod } from '../ruby/digest.js';

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
}

/** A long computation lets the event loop run (a Ctrl-C keypress, a signal) at least this often (ms). */
const PACE_MS = 20;

function interrupted(): ShellError {
  return new ShellError('INTERRUPTED', 'Interrupted');
}

const JAVA_ROOTS = new Set(['org', 'java', 'javax', 'com', 'Java', 'JavaImports']);
const JAVA_CLASSES = new Set(['HTable', 'HBaseAdmin', 'HBaseConfiguration', 'Put', 'Get', 'Scan', 'Delete', 'Connection', 'ConnectionFactory', 'TableName']);

const RUBY_DEPRECATED: Record<string, Value> = { TRUE: true, FALSE: false, NIL: null };

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
  'String',
  'Integer',
  'format',
  'sprintf',
  'block_given?',
  'iterator?',
  'local_variables',
  '__method__',
  '__callee__',
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

/** The script-level functions of labs, answered here unless a `def` of the same name overrides them. */
const LAB_FUNCTIONS = new Set(['raise', 'fail', 'abort', 'require']);

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
  private readonly top = new Scope(null, new Frame(null, null), this.variables);
  /** The running statement's interrupt (Ctrl-C at the prompt, SIGINT in a script). */
  private signal: AbortSignal | undefined;
  /** The signal has fired: a plain field, read on every loop iteration (AbortSignal's `aborted` getter costs measurably more). */
  private aborted = false;
  private paceCountdown = PACE_EVERY;
  private lastPause = 0;
  /** The script's `def` methods. */
  private readonly methods = new Map<string, Def>();
  /** The session's Ruby object space: classes, and the identity hashes objects are named by. */
  readonly runtime = new Runtime({ identity: () => this.host.identityHash?.() ?? '0x00000000' });
  private callDepth = 0;
  /** The libraries `require` has loaded. */
  private readonly required = new Set<string>();

  /** Stops the run before V8's heap limit (heap.ts); none in a limited run. */
  private readonly heap: HeapCheck | undefined;

  constructor(
    private readonly host: EvalHost,
    options: { heapCheck: boolean } = { heapCheck: true },
  ) {
    this.heap = options.heapCheck ? new HeapCheck() : undefined;
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
    this.heap?.check();
    try {
      // A statement that is a command call (`put 't1', 'r1', …`, most of a script): what
      // ev → call → dispatch → callFunction would do, without their frames.
      if (e.type === 'call' && e.receiver === null && e.block === null && !KERNEL_FUNCTIONS.has(e.name) && !(e.args.length === 0 && this.variables.has(e.name)) && !this.methods.has(e.name) && this.host.isCommand(e.name)) {
        return await this.host.callCommand(e.name, this.literalArgs(e.args) ?? (await this.args(e.args, this.top)), e.loc);
      }
      return await this.ev(e, this.top);
    } catch (x) {
      if (x instanceof ReturnSignal) throw new ShellError('RUNTIME_ERROR', 'unexpected return', { loc: x.loc, rubyClass: 'LocalJumpError' });
      if (x instanceof BreakSignal || x instanceof NextSignal) {
        const what = x instanceof BreakSignal ? 'break' : 'next';
        throw new ShellError('PARSE_ERROR', `Can't escape from eval with ${what}`, { loc: x.loc });
      }
      throw x;
    }
  }

  /** One node's value: now when nothing waited, else a promise of it. */
  private ev(e: Expr, s: Scope): Maybe<Value> {
    switch (e.type) {
      case 'str':
        return literalBytes(e.bytes);
      case 'interp':
        return this.interp(e.parts, e.loc, s);
      case 'int':
        return e.value;
      case 'float':
        return e.value;
      case 'bool':
        return e.value;
      case 'nil':
        return null;
      case 'sym':
        return new RSymbol(e.name);
      case 'const':
        return this.constant(e.name, e.loc);
      case 'scoped': {
        const key = e.path.join('::');
        const v = SCOPED_CONSTANTS[key];
        if (v !== undefined) return v;
        if (JAVA_ROOTS.has(e.path[0])) throw javaError(key, e.loc);
        throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${key}`, { loc: e.loc });
      }
      case 'array':
        return this.list(e.items, s);
      case 'hash': {
        const exprs: Expr[] = [];
        for (const { key, value } of e.entries) exprs.push(key, value);
        return then(this.list(exprs, s), (kv) => {
          const entries: Array<[Value, Value]> = [];
          for (let i = 0; i < kv.length; i += 2) entries.push([kv[i], kv[i + 1]]);
          return new RHash(entries);
        });
      }
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
          return then(this.ev(v.right, s), (r) => this.store(e.name, binop(v.op, left, r, v.loc), s));
        }
        return then(this.ev(v, s), (value) => this.store(e.name, value, s));
      }
      case 'call':
        return this.call(e, s);
      case 'binop': {
        const l = this.ev(e.left, s);
        if (l instanceof Promise) return l.then((lv) => then(this.ev(e.right, s), (rv) => this.binop(e, lv, rv, s)));
        const r = this.ev(e.right, s);
        if (r instanceof Promise) return r.then((rv) => this.binop(e, l, rv, s));
        return this.binop(e, l, r, s);
      }
      case 'logic': {
        const and = e.op === '&&' || e.op === 'and';
        return then(this.ev(e.left, s), (left) => (truthy(left) !== and ? left : this.ev(e.right, s)));
      }
      case 'not':
        return then(this.ev(e.operand, s), (v) => !truthy(v));
      case 'if':
        return then(this.ev(e.cond, s), (c) => {
          if (truthy(c) !== e.negate) {
            if (e.else !== null) this.declare(e.else, s);
            return this.body(e.then, s);
          }
          this.declare(e.then, s);
          return e.else === null ? null : this.body(e.else, s);
        });
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
        // Ruby 2.1+: `def` is an expression whose value is the method's name as a symbol.
        this.methods.set(e.name, e);
        return new RSymbol(e.name);
      case 'index':
        return then(this.ev(e.receiver, s), (recv) => then(this.args(e.args, s), (args) => this.method(recv, '[]', args, null, e.loc)));
      case 'indexassign':
        return this.indexAssign(e, s);
      case 'opassign': {
        const current = s.get(e.name) ?? null;
        if (truthy(current) === (e.op === '||')) return current;
        return then(this.ev(e.value, s), (value) => this.store(e.name, value, s));
      }
      case 'neg':
        return then(this.ev(e.operand, s), (v) => {
          if (typeof v === 'bigint') return -v;
          if (typeof v === 'number') return -v;
          throw new ShellError('NAME_ERROR', `undefined method \`-@' for ${inspect(v)}:${rubyClass(v)}`, { loc: e.loc });
        });
      case 'range':
        return then(this.ev(e.from, s), (from) =>
          then(this.ev(e.to, s), (to) => {
            if (typeof from !== 'bigint' || typeof to !== 'bigint') throw new ShellError('TYPE_ERROR', 'bad value for range', { loc: e.loc });
            return new RRange(from, to, e.exclusive);
          }),
        );
      case 'for':
        return then(this.ev(e.iterable, s), (iterable) => this.forLoop(e, iterable, s));
      default:
        // issue 22's syntax (ast.ts) the parser accepts before the evaluator runs it
        throw new ShellError('NOT_IMPLEMENTED', `${e.type} is not supported yet`, { loc: e.loc, rubyClass: 'NotImplementedError' });
    }
  }

  /** `"a#{b}c"`: the parts' `to_s` joined. */
  private interp(parts: Array<Uint8Array | Expr>, loc: Loc, s: Scope): Maybe<Value> {
    const out: Uint8Array[] = [];
    let bytes = 0;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      let part: Uint8Array;
      if (p instanceof Uint8Array) part = p;
      else {
        const v = this.ev(p, s);
        if (v instanceof Promise) return this.interpRest(parts, loc, s, out, bytes, i, v);
        part = toS(v);
      }
      out.push(part);
      allocString((bytes += part.length), loc);
    }
    return Buffer.concat(out, bytes);
  }

  private async interpRest(parts: Array<Uint8Array | Expr>, loc: Loc, s: Scope, out: Uint8Array[], bytes: number, i: number, pending: Promise<Value>): Promise<Value> {
    let part: Uint8Array = toS(await pending);
    for (;;) {
      out.push(part);
      allocString((bytes += part.length), loc);
      if (++i >= parts.length) return Buffer.concat(out, bytes);
      const p = parts[i];
      part = p instanceof Uint8Array ? p : toS(await this.ev(p, s));
    }
  }

  private binop(e: BinOp, left: Value, right: Value, s: Scope): Value {
    if (e.op === '<<' && isString(left) && e.left.type === 'ident' && s.has(e.left.name)) {
      // Ruby appends in place; strings here are immutable bytes, so the variable takes the longer string.
      const out = appendString(left, right, e.loc);
      s.set(e.left.name, out);
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
    return guard(() => then(drive(step), () => null), onBreak);
  }

  /** `for x in items … end`: x is a local of the enclosing scope (a `for` opens none). */
  private forLoop(e: ForLoop, iterable: Value, s: Scope): Maybe<Value> {
    const items = iterate(iterable, e.loc);
    const run = (): Maybe<boolean> => {
      const next = items.next();
      if (next.done) return false;
      s.set(e.variable, next.value);
      return then(guard(() => this.body(e.body, s), onNext), () => true);
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
    return then(this.ev(e.receiver, s), (recv) =>
      then(this.args(e.args, s), (args) => {
        const assign = (value: Value): Maybe<Value> => then(this.method(recv, '[]=', [...args, value], null, e.loc), () => value);
        if (e.op === null) return then(this.ev(e.value, s), assign);
        const op = e.op;
        return then(this.method(recv, '[]', args, null, e.loc), (current) => {
          if (op === '||' || op === '&&') {
            if (truthy(current) === (op === '||')) return current;
            return then(this.ev(e.value, s), assign);
          }
          return then(this.ev(e.value, s), (v) => assign(binop(op, current, v, e.loc)));
        });
      }),
    );
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

  private constant(name: string, loc: Loc): Value {
    const v = shellConstant(name);
    if (v !== undefined) return str(v);
    // Ruby 2.x (HBase 2.6's JRuby 9.3) still has the deprecated TRUE, FALSE and NIL.
    if (name in RUBY_DEPRECATED) {
      this.host.warn(`warning: constant ::${name} is deprecated`);
      return RUBY_DEPRECATED[name];
    }
    if (JAVA_CLASSES.has(name)) throw javaError(name, loc);
    const guess = closestName(name, ['VERSIONS', 'NAME', 'COLUMNS', 'COLUMN', 'FILTER', 'LIMIT', 'STARTROW', 'STOPROW', 'TIMERANGE', 'TIMESTAMP', 'TTL', 'RAW', 'REVERSED']);
    const scope = this.host.mainClass ? `${this.host.mainClass}::` : '';
    throw new ShellError('UNINITIALIZED_CONSTANT', `uninitialized constant ${scope}${name}${guess ? `\nDid you mean?  ${guess}` : ''}`, { loc });
  }

  private store(name: string, value: Value, s: Scope): Value {
    if (this.host.isCommand(name)) {
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
          if (!this.host.isCommand(e.name)) s.declare(e.name);
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
      const v = a.type === 'str' ? literalBytes(a.bytes) : a.type === 'int' ? a.value : this.ev(a, s);
      if (v instanceof Promise) return this.listRest(exprs, s, out, i, v);
      out.push(v);
    }
    return out;
  }

  private async listRest(exprs: Expr[], s: Scope, out: Value[], i: number, pending: Promise<Value>): Promise<Value[]> {
    out.push(await pending);
    for (i++; i < exprs.length; i++) out.push(await this.ev(exprs[i], s));
    return out;
  }

  private args(exprs: Expr[], s: Scope): Maybe<Value[]> {
    return this.list(exprs, s);
  }

  private call(c: Call, s: Scope): Maybe<Value> {
    if (c.block === null) return this.dispatch(c, s, null);
    // `break` in a block ends the method that yielded to it, with the break's value.
    const block = this.blockFn(c.block, s);
    return guard(() => this.dispatch(c, s, block), onBreak);
  }

  /** A block literal as a function: a new scope inside the one it was written in, per call. */
  private blockFn(block: Block, outer: Scope): BlockFn {
    const run = (values: Value[]): Maybe<Value> => {
      const scope = outer.child();
      const params = block.params;
      // Ruby's block arity: one array yielded to several parameters is spread over them (`each do |k, v|`).
      const args = params.length > 1 && values.length === 1 && Array.isArray(values[0]) ? values[0] : values;
      for (let i = 0; i < params.length; i++) scope.own(params[i], args[i] ?? null);
      return guard(() => this.body(block.body, scope), onNext);
    };
    return (values) => {
      // Every block call is a loop iteration (loop, each, times, map, …).
      if (--this.paceCountdown <= 0 || this.aborted) {
        const p = this.checkpoint();
        if (p) return p.then(() => run(values));
      }
      return run(values);
    };
  }

  private dispatch(c: Call, s: Scope, block: BlockFn | null): Maybe<Value> {
    if (c.receiver === null) {
      if (c.args.length === 0 && c.block === null) {
        const v = s.get(c.name);
        if (v !== undefined) return v;
      }
      if ((c.name === 'raise' || c.name === 'fail') && !this.methods.has(c.name) && c.args[0]?.type === 'const') {
        // `raise ArgumentError, 'msg'`: the class is a name here, not a value.
        const cls = c.args[0].name;
        return then(c.args.length > 1 ? this.ev(c.args[1], s) : str(cls), (m) => {
          throw raised(cls, toS(m).toString('utf8'), c.loc);
        });
      }
      return then(this.args(c.args, s), (args) => this.callFunction(c.name, args, block, c.loc, c.parens, s));
    }
    const receiver = c.receiver;
    if (receiver.type === 'const' && receiver.name === 'Object' && c.name === 'constants' && c.args.length === 0 && !c.block) {
      // help's footer: "Type 'Object.constants' to see a (messy) list of all constants in the environment."
      return objectConstants().map((n) => new RSymbol(n));
    }
    const javaPath = javaPathOf(c, s);
    if (javaPath) {
      // The filters scan's FILTER takes as Java objects (scan's help shows ColumnPaginationFilter.new(1, 0)).
      return then(this.args(c.args, s), (args) => {
        const filter = javaFilter(javaPath, args, () => this.host.identityHash?.() ?? '0x00000000');
        if (filter) return filter;
        throw javaError(javaPath, c.loc);
      });
    }
    const library = receiver.type === 'const' ? receiver.name : receiver.type === 'scoped' ? receiver.path.join('::') : '';
    if (isLibraryModule(library)) return then(this.args(c.args, s), (args) => libraryMethod(library, c.name, args, c.loc));
    if (receiver.type === 'const' && receiver.name === 'Bytes') return then(this.args(c.args, s), (args) => bytesMethod(c.name, args, c.loc));
    if (receiver.type === 'const' && receiver.name === 'Time') {
      return then(this.args(c.args, s), () => {
        if (c.name === 'now') return new RTime(this.host.now(), rubyTimeToS);
        throw noMethod(c.name, 'Time', c.loc);
      });
    }
    return then(this.ev(receiver, s), (recv) => then(this.args(c.args, s), (args) => this.method(recv, c.name, args, block, c.loc)));
  }

  /** A receiverless call: a shell command, or one of the Kernel functions labs use. */
  private callFunction(name: string, args: Value[], block: BlockFn | null, loc: Loc, parens: boolean, s: Scope): Maybe<Value> {
    const method = this.methods.get(name);
    if (method !== undefined) return this.callMethod(method, args, block, loc);
    if (LAB_FUNCTIONS.has(name)) return this.labFunction(name, args, loc);
    // Every case here is in KERNEL_FUNCTIONS (evaluate's shortcut to commands skips those names).
    // A shell command shadows Kernel's method of its name (none does today).
    const kernel = isKernelMethod(name) && !this.host.isCommand(name);
    if (kernel) checkKernelArity(name, args.length, loc);
    switch (name) {
      case 'exit':
      case 'exit!':
      case 'quit': {
        const status = args[0];
        throw new ExitRequest(typeof status === 'bigint' ? Number(status) : status === false ? 1 : 0);
      }
      case 'abort':
        // The message to stderr, then exit status 1.
        if (args.length) this.host.warn(toS(args[0]).toString('utf8'));
        throw new ExitRequest(1);
      case 'pp':
      case 'p':
        return then(this.printEach(args.map((a) => inspect(a))), () => (args.length === 0 ? null : args.length === 1 ? args[0] : args));
      case 'printf':
        if (args.length === 0) return null;
        if (!isString(args[0])) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(args[0])} into String`, { loc });
        return then(this.write(sprintf(args[0] as Buffer, args.slice(1), loc).toString('utf8')), () => null);
      case 'warn':
        for (const a of args) for (const line of toS(a).toString('utf8').replace(/\n$/, '').split('\n')) this.host.warn(line);
        return null;
      case 'rand':
        return this.rand(args[0] ?? null, loc);
      case 'block_given?':
      case 'iterator?':
        return s.frame.block !== null;
      case 'local_variables':
        return s.names().map((v) => new RSymbol(v));
      case '__method__':
      case '__callee__':
        return s.frame.method === null ? null : new RSymbol(s.frame.method);
      case 'puts': {
        const texts: string[] = [];
        for (const a of args.length ? args : [str('')]) {
          // Ruby flattens arrays (an empty one prints an empty line).
          // Each element on its line: puts adds a newline only where the text does not end with one.
          const items = Array.isArray(a) ? flatten(a).map((x) => toS(x).toString('utf8')) : [toS(a).toString('utf8')];
          const text = items.length === 0 ? '\n' : items.map((t) => (t.endsWith('\n') ? t : t + '\n')).join('');
          texts.push(text.slice(0, -1));
        }
        return then(this.printEach(texts), () => null);
      }
      case 'loop':
        if (block) {
          const step = (): Maybe<boolean> => then(block([]), () => true);
          return guard(() => then(drive(step), () => null), onBreak);
        }
        break;
      case 'print':
        return then(this.write(args.map((a) => toS(a).toString('utf8')).join('')), () => null);
      case 'sleep':
        return this.sleep(args[0], loc);
      case 'String':
        return toS(args[0] ?? null);
      case 'Integer':
        return toInteger(args[0] ?? null, loc, true);
      case 'format':
      case 'sprintf':
        if (args.length === 0) throw new ShellError('ARGUMENT_ERROR', 'too few arguments', { loc });
        if (!isString(args[0] ?? null)) throw new ShellError('TYPE_ERROR', 'no implicit conversion into String', { loc });
        return sprintf(args[0] as Buffer, args.slice(1), loc);
    }
    if (this.host.isCommand(name)) return this.host.callCommand(name, args, loc, block ? async () => block([]) : undefined);
    if (kernel) {
      if ((name === 'lambda' || name === 'proc') && !block) throw new ShellError('ARGUMENT_ERROR', 'tried to create Proc object without a block', { loc });
      throw kernelUnavailable(name, loc);
    }
    if (JAVA_ROOTS.has(name)) throw javaError(name, loc);
    const guess = closestName(name, [...this.host.commandNames(), ...s.names()]);
    // Ruby: a bare word may be a variable (NameError); with arguments it can only be a method (NoMethodError).
    const variable = args.length === 0 && !parens && !block;
    const what = variable ? 'local variable or method' : 'method';
    const self = this.host.mainObject?.() ?? 'main:Object';
    throw new ShellError('NAME_ERROR', `undefined ${what} \`${name}' for ${self}${guess ? `\nDid you mean?  ${guess}` : ''}`, {
      loc,
      rubyClass: variable ? 'NameError' : 'NoMethodError',
    });
  }

  /** Lines on stdout, one host.print each, in order. */
  private printEach(lines: string[]): Maybe<void> {
    let chain: Promise<void> | undefined;
    for (const line of lines) chain = chain ? chain.then(() => this.host.print(line)) : this.host.print(line);
    return chain;
  }

  /** Text as it is (`print`, `printf`). */
  private write(text: string): Promise<void> {
    return this.host.write ? this.host.write(text) : this.host.print(text);
  }

  private async sleep(secs: Value | undefined, loc: Loc): Promise<Value> {
    const ms = typeof secs === 'bigint' ? Number(secs) * 1000 : typeof secs === 'number' ? secs * 1000 : 0;
    // Kernel#sleep's interval check (RubyTime.convertTimeInterval)
    if (ms < 0) throw new ShellError('ARGUMENT_ERROR', 'time interval must not be negative', { loc });
    await this.host.sleep(ms, this.signal);
    if (this.aborted) throw interrupted();
    return typeof secs === 'bigint' ? secs : BigInt(Number.isFinite(ms) ? Math.round(ms / 1000) : 0);
  }

  /** Kernel#rand: a float in [0, 1), an Integer below n, a float below a float, or a member of a range. */
  private rand(max: Value, loc: Loc): Value {
    const r = this.host.random?.() ?? Math.random();
    if (max === null || max === false || max === 0n || max === 0) return r;
    if (typeof max === 'number') return r * Math.abs(max);
    if (max instanceof RRange) {
      const hi = max.exclusive ? max.to - 1n : max.to;
      if (hi < max.from) return null;
      return max.from + BigInt(Math.floor(r * Number(hi - max.from + 1n)));
    }
    const n = toInteger(max, loc, false);
    const abs = n < 0n ? -n : n;
    return BigInt(Math.floor(r * Number(abs)));
  }

  /**
   * Calls a `def` method: a new frame, and a scope that sees none of the
   * caller's locals (Ruby's method scope); `return` ends it.
   */
  private callMethod(m: Def, args: Value[], block: BlockFn | null, loc: Loc): Maybe<Value> {
    if (args.length !== m.params.length) {
      throw new ShellError('WRONG_ARITY', `wrong number of arguments (given ${args.length}, expected ${m.params.length})`, { loc, rubyClass: 'ArgumentError' });
    }
    if (this.callDepth >= MAX_CALL_DEPTH) throw stackTooDeep(loc);
    const frame = new Frame(m.name, block, args);
    const scope = new Scope(null, frame);
    m.params.forEach((p, i) => scope.own(p, args[i]));
    this.callDepth++;
    const done = (): void => void this.callDepth--;
    const onJump = (x: unknown): Value => {
      if (x instanceof ReturnSignal && x.frame === frame) return x.value;
      // JRuby turns the JVM's StackOverflowError into SystemStackError; V8's is a RangeError.
      if (x instanceof RangeError && x.message.includes('call stack')) throw stackTooDeep(loc);
      if (x instanceof BreakSignal || x instanceof NextSignal) {
        throw new ShellError('PARSE_ERROR', `Invalid ${x instanceof BreakSignal ? 'break' : 'next'}`, { loc: x.loc, rubyClass: 'SyntaxError' });
      }
      throw x;
    };
    let r: Maybe<Value>;
    try {
      r = guard(() => this.body(m.body, scope), onJump);
    } catch (x) {
      done();
      throw x;
    }
    if (r instanceof Promise) return r.finally(done);
    done();
    return r;
  }

  /** `raise 'msg'`, `abort 'msg'`, `require 'digest'`: JRuby's messages and exit statuses. */
  private labFunction(name: string, args: Value[], loc: Loc): Value {
    switch (name) {
      case 'raise':
      case 'fail': {
        const v = args[0];
        // A bare `raise` outside a rescue: RuntimeError, "unhandled exception".
        if (v === undefined) throw raised('RuntimeError', 'unhandled exception', loc);
        if (!isString(v)) throw new ShellError('TYPE_ERROR', 'exception class/object expected', { loc });
        throw raised('RuntimeError', v.toString('utf8'), loc);
      }
      case 'abort':
        // Kernel#abort: the message on stderr, then exit status 1.
        if (args.length) this.host.warn(toS(args[0]).toString('utf8'));
        throw new ExitRequest(1);
      default: {
        const lib = toS(args[0] ?? null).toString('utf8');
        if (!LIBRARIES.has(lib)) throw new ShellError('RUNTIME_ERROR', `cannot load such file -- ${lib}`, { loc, rubyClass: 'LoadError' });
        if (this.required.has(lib)) return false;
        this.required.add(lib);
        return true;
      }
    }
  }

  private method(recv: Value, name: string, args: Value[], block: BlockFn | null, loc: Loc): Maybe<Value> {
    if (recv instanceof TableRef) return this.host.callTableMethod(recv, name, args, loc);
    return send(recv, name, args, block as RubyBlock | null, loc, this.runtime);
  }
}

/** The error a script raises: its Ruby class and message. */
function raised(rubyClass: string, message: string, loc: Loc): ShellError {
  return new ShellError('RUNTIME_ERROR', message, { loc, rubyClass });
}

function stackTooDeep(loc: Loc): ShellError {
  return new ShellError('RUNTIME_ERROR', 'stack level too deep', { loc, rubyClass: 'SystemStackError' });
}

function javaError(construct: string, loc: Loc): ShellError {
  return new ShellError('JAVA_UNSUPPORTED', `${construct}: hsh does not run Java; use the shell's commands and FILTER strings instead`, { loc });
}

/** `org.apache.hadoop.….new(…)` or `HTable.new`: the dotted path when the receiver chain starts at a Java root. */
function javaPathOf(c: Call, s: Scope): string | null {
  const names: string[] = [c.name];
  let r: Expr | null = c.receiver;
  while (r && r.type === 'call' && r.args.length === 0 && !r.block) {
    names.unshift(r.name);
    r = r.receiver;
  }
  if (!r) return null;
  if (r.type === 'ident' && JAVA_ROOTS.has(r.name) && !s.has(r.name)) return [r.name, ...names].join('.');
  if (r.type === 'const' && (JAVA_CLASSES.has(r.name) || JAVA_ROOTS.has(r.name))) return [r.name, ...names].join('.');
  if (r.type === 'scoped' && JAVA_ROOTS.has(r.path[0])) return [r.path.join('::'), ...names].join('.');
  if (r.type === 'const' && c.name === 'new' && r.name !== 'Bytes' && r.name !== 'Time') return `${r.name}.new`;
  return null;
}

function* iterate(v: Value, loc: Loc): Generator<Value> {
  if (v instanceof RRange) return yield* v.values();
  if (Array.isArray(v)) return yield* v;
  throw noMethod('each', `${inspect(v)}:${rubyClass(v)}`, loc);
}
