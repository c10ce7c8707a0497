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
import type { Block, Call, Def, Expr, IndexAssign, Loc } from '../grammar/ast.js';
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
import { zoneOffsetMs } from '../format/time.js';
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

/** `return [v]` unwinding to the method (`def`) that runs it. */
class ReturnSignal {
  constructor(
    readonly value: Value,
    readonly loc: Loc,
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

export class Evaluator {
  readonly variables = new Map<string, Value>();
  /** The running statement's interrupt (Ctrl-C at the prompt, SIGINT in a script). */
  private signal: AbortSignal | undefined;
  /** The signal has fired: a plain field, read on every loop iteration (AbortSignal's `aborted` getter costs measurably more). */
  private aborted = false;
  private paceCountdown = PACE_EVERY;
  private lastPause = 0;
  /** The script's `def` methods. */
  private readonly methods = new Map<string, Def>();
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
      // ev → call → dispatch → callFunction would do, without their four async frames
      // (a script of puts spent a quarter of its shell time in them).
      if (e.type === 'call' && e.receiver === null && e.block === null && !KERNEL_FUNCTIONS.has(e.name) && !(e.args.length === 0 && this.variables.has(e.name)) && !this.methods.has(e.name) && this.host.isCommand(e.name)) {
        return await this.host.callCommand(e.name, this.literalArgs(e.args) ?? (await this.args(e.args)), e.loc);
      }
      return await this.ev(e);
    } catch (x) {
      if (x instanceof ReturnSignal) throw new ShellError('RUNTIME_ERROR', 'unexpected return', { loc: x.loc, rubyClass: 'LocalJumpError' });
      if (x instanceof BreakSignal || x instanceof NextSignal) {
        const what = x instanceof BreakSignal ? 'break' : 'next';
        throw new ShellError('PARSE_ERROR', `Can't escape from eval with ${what}`, { loc: x.loc });
      }
      throw x;
    }
  }

  private async ev(e: Expr): Promise<Value> {
    switch (e.type) {
      case 'str':
        return literalBytes(e.bytes);
      case 'interp': {
        const parts: Uint8Array[] = [];
        let bytes = 0;
        for (const p of e.parts) {
          const part = p instanceof Uint8Array ? p : toS(await this.ev(p));
          parts.push(part);
          allocString((bytes += part.length), e.loc);
        }
        return Buffer.concat(parts);
      }
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
      case 'array': {
        const out: Value[] = [];
        for (const item of e.items) out.push(await this.ev(item));
        return out;
      }
      case 'hash': {
        const entries: Array<[Value, Value]> = [];
        for (const { key, value } of e.entries) entries.push([await this.ev(key), await this.ev(value)]);
        return new RHash(entries);
      }
      case 'ident':
        return this.identifier(e.name, e.loc);
      case 'assign': {
        const v = e.value;
        if (v.type === 'binop' && v.left.type === 'ident' && v.left.loc === e.loc) {
          // `x += v` (nodes.assign shares the name's location): an unassigned x is nil, as Ruby declares it while parsing.
          const left = this.variables.has(e.name) ? this.variables.get(e.name)! : null;
          return this.store(e.name, binop(v.op, left, await this.ev(v.right), v.loc));
        }
        return this.assign(e.name, v, e.loc);
      }
      case 'call':
        return this.call(e);
      case 'binop': {
        const left = await this.ev(e.left);
        const right = await this.ev(e.right);
        if (e.op === '<<' && isString(left) && e.left.type === 'ident' && this.variables.has(e.left.name)) {
          // Ruby appends in place; strings here are immutable bytes, so the variable takes the longer string.
          const out = appendString(left, right, e.loc);
          this.variables.set(e.left.name, out);
          return out;
        }
        return binop(e.op, left, right, e.loc);
      }
      case 'logic': {
        const left = await this.ev(e.left);
        const and = e.op === '&&' || e.op === 'and';
        if (truthy(left) !== and) return left;
        return this.ev(e.right);
      }
      case 'not':
        return !truthy(await this.ev(e.operand));
      case 'if': {
        const c = truthy(await this.ev(e.cond));
        if (c !== e.negate) {
          if (e.else !== null) this.declare(e.else);
          return this.body(e.then);
        }
        this.declare(e.then);
        return e.else === null ? null : this.body(e.else);
      }
      case 'while':
        this.declare(e.body);
        try {
          for (;;) {
            if (--this.paceCountdown <= 0 || this.aborted) await this.checkpoint();
            if (truthy(await this.ev(e.cond)) === e.negate) break;
            try {
              await this.body(e.body);
            } catch (x) {
              if (!(x instanceof NextSignal)) throw x;
            }
          }
        } catch (x) {
          if (x instanceof BreakSignal) return x.value;
          throw x;
        }
        return null;
      case 'break':
        throw new BreakSignal(e.value ? await this.ev(e.value) : null, e.loc);
      case 'next':
        throw new NextSignal(e.value ? await this.ev(e.value) : null, e.loc);
      case 'return':
        throw new ReturnSignal(e.value ? await this.ev(e.value) : null, e.loc);
      case 'def':
        // Ruby 2.1+: `def` is an expression whose value is the method's name as a symbol.
        this.methods.set(e.name, e);
        return new RSymbol(e.name);
      case 'index': {
        const recv = await this.ev(e.receiver);
        return this.method(recv, '[]', await this.args(e.args), null, e.loc);
      }
      case 'indexassign':
        return this.indexAssign(e);
      case 'opassign': {
        const current = this.variables.has(e.name) ? this.variables.get(e.name)! : null;
        if (truthy(current) === (e.op === '||')) return current;
        return this.assign(e.name, e.value, e.loc);
      }
      case 'neg': {
        const v = await this.ev(e.operand);
        if (typeof v === 'bigint') return -v;
        if (typeof v === 'number') return -v;
        throw new ShellError('NAME_ERROR', `undefined method \`-@' for ${inspect(v)}:${rubyClass(v)}`, { loc: e.loc });
      }
      case 'range': {
        const from = await this.ev(e.from);
        const to = await this.ev(e.to);
        if (typeof from !== 'bigint' || typeof to !== 'bigint') {
          throw new ShellError('TYPE_ERROR', 'bad value for range', { loc: e.loc });
        }
        return new RRange(from, to, e.exclusive);
      }
      case 'for': {
        const iterable = await this.ev(e.iterable);
        try {
          for (const item of iterate(iterable, e.loc)) {
            if (--this.paceCountdown <= 0 || this.aborted) await this.checkpoint();
            this.variables.set(e.variable, item);
            try {
              await this.body(e.body);
            } catch (x) {
              if (!(x instanceof NextSignal)) throw x;
            }
          }
        } catch (x) {
          if (x instanceof BreakSignal) return x.value;
          throw x;
        }
        return iterable;
      }
    }
  }

  /** `a[i] = v`, `h[k] += v`, `h[k] ||= v`: Ruby evaluates the receiver and index once. */
  private async indexAssign(e: IndexAssign): Promise<Value> {
    const recv = await this.ev(e.receiver);
    const args = await this.args(e.args);
    let value: Value;
    if (e.op === null) value = await this.ev(e.value);
    else {
      const current = await this.method(recv, '[]', args, null, e.loc);
      if (e.op === '||' || e.op === '&&') {
        if (truthy(current) === (e.op === '||')) return current;
        value = await this.ev(e.value);
      } else value = binop(e.op, current, await this.ev(e.value), e.loc);
    }
    await this.method(recv, '[]=', [...args, value], null, e.loc);
    return value;
  }

  private async body(stmts: Expr[]): Promise<Value> {
    let last: Value = null;
    for (const s of stmts) last = await this.ev(s);
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

  private async identifier(name: string, loc: Loc): Promise<Value> {
    if (this.variables.has(name)) return this.variables.get(name)!;
    return this.callFunction(name, [], null, loc, false);
  }

  private async assign(name: string, valueExpr: Expr, loc: Loc): Promise<Value> {
    void loc;
    return this.store(name, await this.ev(valueExpr));
  }

  private store(name: string, value: Value): Value {
    if (this.host.isCommand(name)) {
      this.host.warn(`WARN: '${name}' is a reserved HBase command. Local variable assignment ignored.`);
      return null;
    }
    this.variables.set(name, value);
    return value;
  }

  /**
   * Ruby declares a local when it parses its assignment, run or not:
   * after `y = 1 if false`, `y` is nil. Declares the assignments of a
   * skipped branch or loop body (not inside blocks, which have their own scope).
   */
  private declare(stmts: Expr[]): void {
    for (const s of stmts) {
      switch (s.type) {
        case 'assign':
        case 'opassign':
          if (!this.variables.has(s.name) && !this.host.isCommand(s.name)) this.variables.set(s.name, null);
          this.declare([s.value]);
          break;
        case 'if':
          this.declare(s.then);
          if (s.else) this.declare(s.else);
          break;
        case 'while':
        case 'for':
          this.declare(s.body);
          break;
        case 'logic':
          this.declare([s.left, s.right]);
          break;
      }
    }
  }

  /** The arguments when all are string or integer literals (no await needed), else undefined. */
  private literalArgs(exprs: Expr[]): Value[] | undefined {
    const out: Value[] = [];
    for (const a of exprs) {
      if (a.type === 'str') out.push(literalBytes(a.bytes));
      else if (a.type === 'int') out.push(a.value);
      else return undefined;
    }
    return out;
  }

  private async args(exprs: Expr[]): Promise<Value[]> {
    const out: Value[] = [];
    // Literals need no await: a script of puts spends a fifth of its evaluation in these microtasks.
    for (const a of exprs) out.push(a.type === 'str' ? literalBytes(a.bytes) : a.type === 'int' ? a.value : await this.ev(a));
    return out;
  }

  private async call(c: Call): Promise<Value> {
    if (c.block === null) return this.dispatch(c);
    try {
      return await this.dispatch(c);
    } catch (x) {
      // `break` in a block ends the method that yielded to it, with the break's value.
      if (x instanceof BreakSignal) return x.value;
      throw x;
    }
  }

  private async dispatch(c: Call): Promise<Value> {
    if (c.receiver === null && (c.name === 'raise' || c.name === 'fail') && !this.methods.has(c.name) && c.args[0]?.type === 'const') {
      // `raise ArgumentError, 'msg'`: the class is a name here, not a value.
      const message = c.args.length > 1 ? toS(await this.ev(c.args[1])).toString('utf8') : c.args[0].name;
      throw raised(c.args[0].name, message, c.loc);
    }
    if (c.receiver === null) {
      if (this.variables.has(c.name) && c.args.length === 0 && !c.block) return this.variables.get(c.name)!;
      return this.callFunction(c.name, await this.args(c.args), c.block, c.loc, c.parens);
    }
    if (c.receiver.type === 'const' && c.receiver.name === 'Object' && c.name === 'constants' && c.args.length === 0 && !c.block) {
      // help's footer: "Type 'Object.constants' to see a (messy) list of all constants in the environment."
      return objectConstants().map((n) => new RSymbol(n));
    }
    const javaPath = javaPathOf(c, this.variables);
    if (javaPath) {
      // The filters scan's FILTER takes as Java objects (scan's help shows ColumnPaginationFilter.new(1, 0)).
      const filter = javaFilter(javaPath, await this.args(c.args), () => this.host.identityHash?.() ?? '0x00000000');
      if (filter) return filter;
      throw javaError(javaPath, c.loc);
    }
    const library = c.receiver.type === 'const' ? c.receiver.name : c.receiver.type === 'scoped' ? c.receiver.path.join('::') : '';
    if (isLibraryModule(library)) return libraryMethod(library, c.name, await this.args(c.args), c.loc);
    const recv = c.receiver.type === 'const' && (c.receiver.name === 'Bytes' || c.receiver.name === 'Time') ? c.receiver.name : await this.ev(c.receiver);
    const args = await this.args(c.args);
    if (recv === 'Bytes') return bytesMethod(c.name, args, c.loc);
    if (recv === 'Time') {
      if (c.name === 'now') return new RTime(this.host.now(), { offsetMs: (ms) => zoneOffsetMs(ms) });
      throw noMethod(c.name, 'Time', c.loc);
    }
    return this.method(recv as Value, c.name, args, c.block, c.loc);
  }

  /** A receiverless call: a shell command, or one of the Kernel functions labs use. */
  private async callFunction(name: string, args: Value[], block: Block | null, loc: Loc, parens: boolean): Promise<Value> {
    const method = this.methods.get(name);
    if (method !== undefined) return this.callMethod(method, args, loc);
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
        for (const a of args) await this.host.print(inspect(a));
        return args.length === 0 ? null : args.length === 1 ? args[0] : args;
      case 'printf':
        if (args.length === 0) return null;
        if (!isString(args[0])) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(args[0])} into String`, { loc });
        {
          const text = sprintf(args[0] as Buffer, args.slice(1), loc).toString('utf8');
          await (this.host.write ? this.host.write(text) : this.host.print(text));
        }
        return null;
      case 'warn':
        for (const a of args) for (const line of toS(a).toString('utf8').replace(/\n$/, '').split('\n')) this.host.warn(line);
        return null;
      case 'rand':
        return this.rand(args[0] ?? null, loc);
      case 'block_given?':
      case 'iterator?':
        return false;
      case 'local_variables':
        return [...this.variables.keys()].map((v) => new RSymbol(v));
      case '__method__':
      case '__callee__':
        return null;
      case 'puts':
        for (const a of args.length ? args : [str('')]) {
          // Ruby flattens arrays (an empty one prints an empty line).
          // Each element on its line: puts adds a newline only where the text does not end with one.
          const items = Array.isArray(a) ? flatten(a).map((x) => toS(x).toString('utf8')) : [toS(a).toString('utf8')];
          const text = items.length === 0 ? '\n' : items.map((s) => (s.endsWith('\n') ? s : s + '\n')).join('');
          await this.host.print(text.slice(0, -1));
        }
        return null;
      case 'loop':
        if (block) {
          try {
            for (;;) await this.yieldBlock(block, [], loc);
          } catch (x) {
            if (x instanceof BreakSignal) return x.value;
            throw x;
          }
        }
        break;
      case 'print':
        {
          const text = args.map((a) => toS(a).toString('utf8')).join('');
          await (this.host.write ? this.host.write(text) : this.host.print(text));
        }
        return null;
      case 'p':
        for (const a of args) await this.host.print(inspect(a));
        return args.length === 0 ? null : args.length === 1 ? args[0] : args;
      case 'sleep': {
        const secs = args[0];
        const ms = typeof secs === 'bigint' ? Number(secs) * 1000 : typeof secs === 'number' ? secs * 1000 : 0;
        // Kernel#sleep's interval check (RubyTime.convertTimeInterval)
        if (ms < 0) throw new ShellError('ARGUMENT_ERROR', 'time interval must not be negative', { loc });
        await this.host.sleep(ms, this.signal);
        if (this.aborted) throw interrupted();
        return typeof secs === 'bigint' ? secs : BigInt(Number.isFinite(ms) ? Math.round(ms / 1000) : 0);
      }
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
    void block;
    void parens;
    if (this.host.isCommand(name)) return this.host.callCommand(name, args, loc, block ? () => this.yieldBlock(block, [], loc) : undefined);
    if (kernel) {
      if ((name === 'lambda' || name === 'proc') && !block) throw new ShellError('ARGUMENT_ERROR', 'tried to create Proc object without a block', { loc });
      throw kernelUnavailable(name, loc);
    }
    if (JAVA_ROOTS.has(name)) throw javaError(name, loc);
    const guess = closestName(name, [...this.host.commandNames(), ...this.variables.keys()]);
    // Ruby: a bare word may be a variable (NameError); with arguments it can only be a method (NoMethodError).
    const variable = args.length === 0 && !parens && !block;
    const what = variable ? 'local variable or method' : 'method';
    const self = this.host.mainObject?.() ?? 'main:Object';
    throw new ShellError('NAME_ERROR', `undefined ${what} \`${name}' for ${self}${guess ? `\nDid you mean?  ${guess}` : ''}`, {
      loc,
      rubyClass: variable ? 'NameError' : 'NoMethodError',
    });
  }

  /** Kernel#rand: a float in [0, 1), an Integer below n, a float below a float, or a member of a range. */
  private rand(max: Value, loc: Loc): Value {
    const r = this.host.random?.() ?? Math.random();
    if (max === null || max === false || max === 0n || max === 0) return r;
    if (typeof max === 'number') return r * Math.abs(max);
    if (max instanceof RRange && typeof max.from === 'bigint' && typeof max.to === 'bigint') {
      const hi = max.exclusive ? max.to - 1n : max.to;
      if (hi < max.from) return null;
      return max.from + BigInt(Math.floor(r * Number(hi - max.from + 1n)));
    }
    const n = toInteger(max, loc, false);
    const abs = n < 0n ? -n : n;
    return BigInt(Math.floor(r * Number(abs)));
  }

  /**
   * Calls a `def` method: its parameters are its only locals (Ruby's method
   * scope: the script's variables are not seen), `return` ends it.
   */
  private async callMethod(m: Def, args: Value[], loc: Loc): Promise<Value> {
    if (args.length !== m.params.length) {
      throw new ShellError('WRONG_ARITY', `wrong number of arguments (given ${args.length}, expected ${m.params.length})`, { loc, rubyClass: 'ArgumentError' });
    }
    if (this.callDepth >= MAX_CALL_DEPTH) throw new ShellError('RUNTIME_ERROR', 'stack level too deep', { loc, rubyClass: 'SystemStackError' });
    const saved = [...this.variables];
    this.variables.clear();
    m.params.forEach((p, i) => this.variables.set(p, args[i]));
    this.callDepth++;
    try {
      return await this.body(m.body);
    } catch (x) {
      if (x instanceof ReturnSignal) return x.value;
      if (x instanceof BreakSignal || x instanceof NextSignal) {
        throw new ShellError('PARSE_ERROR', `Invalid ${x instanceof BreakSignal ? 'break' : 'next'}`, { loc: x.loc, rubyClass: 'SyntaxError' });
      }
      throw x;
    } finally {
      this.callDepth--;
      this.variables.clear();
      for (const [k, v] of saved) this.variables.set(k, v);
    }
  }

  /** `raise 'msg'`, `abort 'msg'`, `require 'digest'`: JRuby's messages and exit statuses. */
  private async labFunction(name: string, args: Value[], loc: Loc): Promise<Value> {
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

  private async yieldBlock(block: Block | null, values: Value[], loc: Loc): Promise<Value> {
    if (!block) throw new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc });
    // Every block call is a loop iteration (loop, each, times, map, …).
    if (--this.paceCountdown <= 0 || this.aborted) await this.checkpoint();
    const saved = block.params.map((p) => [p, this.variables.has(p), this.variables.get(p)] as const);
    // Ruby's block arity: one array yielded to several parameters is spread over them (`each do |k, v|`).
    const args = block.params.length > 1 && values.length === 1 && Array.isArray(values[0]) ? values[0] : values;
    block.params.forEach((p, i) => this.variables.set(p, args[i] ?? null));
    try {
      return await this.body(block.body);
    } catch (x) {
      if (x instanceof NextSignal) return x.value;
      throw x;
    } finally {
      for (const [p, had, v] of saved) {
        if (had) this.variables.set(p, v!);
        else this.variables.delete(p);
      }
    }
  }

  private method(recv: Value, name: string, args: Value[], block: Block | null, loc: Loc): Promise<Value> {
    if (recv instanceof TableRef) return this.host.callTableMethod(recv, name, args, loc);
    return send(recv, name, args, block ? (values) => this.yieldBlock(block, values, loc) : null, loc);
  }
}

/** The error a script raises: its Ruby class and message. */
function raised(rubyClass: string, message: string, loc: Loc): ShellError {
  return new ShellError('RUNTIME_ERROR', message, { loc, rubyClass });
}

function javaError(construct: string, loc: Loc): ShellError {
  return new ShellError('JAVA_UNSUPPORTED', `${construct}: hsh does not run Java; use the shell's commands and FILTER strings instead`, { loc });
}

/** `org.apache.hadoop.….new(…)` or `HTable.new`: the dotted path when the receiver chain starts at a Java root. */
function javaPathOf(c: Call, variables: Map<string, Value>): string | null {
  const names: string[] = [c.name];
  let r: Expr | null = c.receiver;
  while (r && r.type === 'call' && r.args.length === 0 && !r.block) {
    names.unshift(r.name);
    r = r.receiver;
  }
  if (!r) return null;
  if (r.type === 'ident' && JAVA_ROOTS.has(r.name) && !variables.has(r.name)) return [r.name, ...names].join('.');
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
