/**
 * The rest of Kernel: the private methods a bare name resolves to in JRuby
 * 9.3 (Ruby 2.6) when it is neither a local variable nor a shell command
 * (HBase's commands are singleton methods of the workspace receiver, so they
 * shadow Kernel's). `drop test` calls Kernel#test with no arguments and fails
 * on its arity, as in HBase. The ones hsh answers are the evaluator's
 * callFunction cases; the others fail as Ruby would on their arity, else
 * with NotImplementedError — those that would reach the host (run a program,
 * open or load a file, read the terminal, trap a signal) are refused outright.
 */
import { Buffer } from 'node:buffer';
import { ExitRequest, ShellError, type SourceLocation } from '../errors.js';
import { RHash, RRange, RSymbol, type Value, isString, rubyClass, truthy } from '../ruby/values.js';
import { toS } from '../ruby/coerce.js';
import { putsLines } from '../ruby/operators.js';
import { type RandomState, kernelRand } from '../ruby/random.js';
import { kernelFloat, kernelInteger } from '../ruby/number-parse.js';
import { kernelRational } from '../ruby/rational.js';
import { inspect } from '../ruby/inspect.js';
import { sprintf } from '../ruby/sprintf.js';
import { LIBRARIES } from '../ruby/digest.js';
import type { Maybe } from './scope.js';

interface KernelMethod {
  /** Ruby's arity: fewest and most arguments (Infinity: a rest parameter). */
  min: number;
  max: number;
  /** It acts on the machine hsh runs on. */
  host?: true;
}

const any = { min: 0, max: Infinity };
const host = (min: number, max: number): KernelMethod => ({ min, max, host: true });

/** Kernel's private methods (and IRB's few extras), with their arities in Ruby 2.6. */
const KERNEL: Record<string, KernelMethod> = {
  // answered by the evaluator
  exit: { min: 0, max: 1 },
  'exit!': { min: 0, max: 1 },
  quit: { min: 0, max: 1 },
  abort: { min: 0, max: 1 },
  puts: any,
  print: any,
  p: any,
  pp: any,
  printf: any,
  warn: any,
  format: any,
  sprintf: any,
  sleep: { min: 0, max: 1 },
  rand: { min: 0, max: 1 },
  loop: { min: 0, max: 0 },
  String: { min: 1, max: 1 },
  // and `exception: false` (its hash is not counted)
  Integer: { min: 1, max: 2 },
  Float: { min: 1, max: 1 },
  Hash: { min: 1, max: 1 },
  'block_given?': { min: 0, max: 0 },
  'iterator?': { min: 0, max: 0 },
  local_variables: { min: 0, max: 0 },
  __method__: { min: 0, max: 0 },
  __callee__: { min: 0, max: 0 },
  srand: { min: 0, max: 1 },
  binding: { min: 0, max: 0 },
  // Ruby hsh's evaluator does not run
  Array: { min: 1, max: 1 },
  Complex: { min: 1, max: 2 },
  Rational: { min: 1, max: 2 },
  eval: { min: 1, max: 4 },
  lambda: { min: 0, max: 0 },
  proc: { min: 0, max: 0 },
  catch: { min: 0, max: 1 },
  throw: { min: 1, max: 2 },
  caller: { min: 0, max: 2 },
  caller_locations: { min: 0, max: 2 },
  global_variables: { min: 0, max: 0 },
  putc: { min: 1, max: 1 },
  set_trace_func: { min: 1, max: 1 },
  trace_var: { min: 1, max: 2 },
  untrace_var: { min: 1, max: 2 },
  at_exit: { min: 0, max: 0 },
  // the host: programs, files, the terminal, signals
  test: host(2, 3),
  open: host(1, Infinity),
  system: host(1, Infinity),
  exec: host(1, Infinity),
  spawn: host(1, Infinity),
  '`': host(1, 1),
  fork: host(0, 0),
  syscall: host(1, Infinity),
  trap: host(1, 2),
  load: host(1, 2),
  require: host(1, 1),
  require_relative: host(1, 1),
  autoload: host(2, 2),
  'autoload?': host(1, 1),
  gets: host(0, 2),
  readline: host(0, 2),
  readlines: host(0, 2),
  select: host(1, 4),
  __dir__: host(0, 0),
};

export function isKernelMethod(name: string): boolean {
  return Object.hasOwn(KERNEL, name);
}

/** Ruby's arity check, before the method runs: `wrong number of arguments (given 0, expected 2..3)`. */
export function checkKernelArity(name: string, args: Value[], loc: SourceLocation): void {
  const keywords = (name === 'Integer' || name === 'Float') && args.length > 1 && args[args.length - 1] instanceof RHash;
  const given = args.length - (keywords ? 1 : 0);
  const m = KERNEL[name];
  if (!m || (given >= m.min && given <= m.max)) return;
  const expected = m.max === Infinity ? `${m.min}+` : m.min === m.max ? `${m.min}` : `${m.min}..${m.max}`;
  throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${given}, expected ${expected})`, { loc });
}

/** A Kernel method hsh does not run: NotImplementedError, as JRuby raises for what its platform lacks. */
export function kernelUnavailable(name: string, loc: SourceLocation): ShellError {
  const why = KERNEL[name]?.host ? 'it would reach the host (hsh runs no programs and opens no files)' : "it is outside hsh's Ruby";
  return new ShellError('NOT_IMPLEMENTED', `${name}() is not available in hsh: ${why}`, { loc, rubyClass: 'NotImplementedError' });
}

/** What Kernel's functions reach of the session: its output, its clock's sleep, its random source. */
export interface KernelIO {
  /** A line on stdout. */
  print(text: string): Promise<void>;
  /** Text as it is, no newline added. */
  write(text: string): Promise<void>;
  /** A line on stderr. */
  warn(text: string): void;
  /** Waits (ends early, by throwing, when the statement is interrupted). */
  sleep(ms: number): Promise<void>;
  /** The session's default generator (`rand`, `srand`; runtime.ts's Runtime.random). */
  random(): RandomState;
  /** `to_s` and `inspect` of a value, a user's own where its class defines them (which may still be running). */
  toS(v: Value): Maybe<Buffer>;
  inspect(v: Value): Maybe<string>;
}

/**
 * Kernel's functions that need no frame of the evaluator's (those that do —
 * `block_given?`, `loop`, `raise`, `catch`/`throw`, `lambda`, `binding` —
 * are the evaluator's): output, exit, sleep, rand, the conversion functions,
 * format and require, with Ruby 2.6's arities checked first.
 */
export class Kernel {
  /** The libraries `require` has loaded. */
  private readonly required = new Set<string>();

  constructor(private readonly io: KernelIO) {}

  /** `name(*args)` when Kernel answers it here, else undefined. */
  call(name: string, args: Value[], loc: SourceLocation): Maybe<Value> | undefined {
    switch (name) {
      case 'exit':
      case 'exit!':
      case 'quit': {
        const status = args[0];
        throw new ExitRequest(typeof status === 'bigint' ? Number(status) : status === false ? 1 : 0);
      }
      case 'abort':
        // The message to stderr, then exit status 1.
        if (args.length) this.io.warn(toS(args[0]).toString('utf8'));
        throw new ExitRequest(1);
      case 'pp':
      case 'p':
        return then(all(args.map((a) => this.io.inspect(a))), (texts) => then(this.lines(texts), () => (args.length === 0 ? null : args.length === 1 ? args[0] : args)));
      case 'printf':
        if (args.length === 0) return null;
        if (!isString(args[0])) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(args[0])} into String`, { loc });
        return then(this.io.write(sprintf(args[0], args.slice(1), loc).toString('utf8')), () => null);
      case 'warn':
        for (const a of args) for (const line of toS(a).toString('utf8').replace(/\n$/, '').split('\n')) this.io.warn(line);
        return null;
      case 'puts':
        // one print per argument (its lines together); an empty array prints none
        if (args.length === 0) return then(this.io.print(''), () => null);
        return then(all(args.map((a) => this.userToS(a, []))), (values) =>
          then(this.lines(values.flatMap((v) => {
            const lines = putsLines([v]);
            return lines.length ? [lines.map((b) => b.toString('utf8')).join('\n')] : [];
          })), () => null));
      case 'print':
        return then(all(args.map((a) => this.io.toS(a))), (texts) => then(this.io.write(texts.map((t) => t.toString('utf8')).join('')), () => null));
      case 'sleep':
        return this.sleep(args[0], loc);
      case 'rand':
        return kernelRand(this.io.random().generator, args[0], loc);
      case 'srand':
        return this.io.random().srand(args[0], loc);
      case 'String':
        return toS(args[0] ?? null);
      case 'Integer': {
        const [plain, exception] = exceptionOption(args, loc);
        return kernelInteger(plain[0] ?? null, plain[1], exception, loc);
      }
      case 'Float': {
        const [plain, exception] = exceptionOption(args, loc);
        return kernelFloat(plain[0] ?? null, exception, loc);
      }
      case 'Rational':
        return kernelRational(args, loc);
      case 'Array':
        return toArray(args[0] ?? null);
      case 'Hash':
        return toHash(args[0] ?? null, loc);
      case 'format':
      case 'sprintf':
        if (args.length === 0) throw new ShellError('ARGUMENT_ERROR', 'too few arguments', { loc });
        if (!isString(args[0] ?? null)) throw new ShellError('TYPE_ERROR', 'no implicit conversion into String', { loc });
        return sprintf(args[0] as Buffer, args.slice(1), loc);
      case 'require':
        return this.require(args[0] ?? null, loc);
    }
    return undefined;
  }

  /** What `puts` prints of a value: a user object's own `to_s`, through arrays (a recursive one stays itself). */
  private userToS(v: Value, open: Value[][]): Maybe<Value> {
    if (Array.isArray(v)) return open.includes(v) ? v : all(v.map((x) => this.userToS(x, [...open, v])));
    return v !== null && typeof v === 'object' && !isString(v) ? this.io.toS(v) : v;
  }

  /** Lines on stdout, one print each, in order. */
  private lines(lines: string[]): Maybe<void> {
    let chain: Promise<void> | undefined;
    for (const line of lines) chain = chain ? chain.then(() => this.io.print(line)) : this.io.print(line);
    return chain;
  }

  private async sleep(secs: Value | undefined, loc: SourceLocation): Promise<Value> {
    const ms = typeof secs === 'bigint' ? Number(secs) * 1000 : typeof secs === 'number' ? secs * 1000 : 0;
    // Kernel#sleep's interval check (RubyTime.convertTimeInterval)
    if (ms < 0) throw new ShellError('ARGUMENT_ERROR', 'time interval must not be negative', { loc });
    await this.io.sleep(ms);
    return typeof secs === 'bigint' ? secs : BigInt(Number.isFinite(ms) ? Math.round(ms / 1000) : 0);
  }

  /** `require 'digest'`: true once, then false; only the shell's own libraries (no gems, no files). */
  private require(name: Value, loc: SourceLocation): Value {
    const lib = toS(name).toString('utf8');
    // HBase's shell runs on JRuby with Java already loaded (hirb.rb's `include Java`).
    if (lib === 'java') return false;
    if (!LIBRARIES.has(lib)) throw new ShellError('RUNTIME_ERROR', `cannot load such file -- ${lib}`, { loc, rubyClass: 'LoadError' });
    if (this.required.has(lib)) return false;
    this.required.add(lib);
    return true;
  }
}

/**
 * `Integer(v, base, exception: false)`, `Float(v, exception: false)`: the
 * arguments before the keywords, and whether a failure raises (the default).
 */
function exceptionOption(args: Value[], loc: SourceLocation): [Value[], boolean] {
  const last = args[args.length - 1];
  if (args.length < 2 || !(last instanceof RHash)) return [args, true];
  for (const [k] of last.entries) {
    if (!(k instanceof RSymbol) || k.name !== 'exception') throw new ShellError('ARGUMENT_ERROR', `unknown keyword: ${inspect(k)}`, { loc });
  }
  const v = last.lookup(new RSymbol('exception'));
  return [args.slice(0, -1), v === undefined || truthy(v)];
}

/** Kernel#Array: nil → [], an Array itself, a Range's or Hash's elements, anything else wrapped. */
function toArray(v: Value): Value[] {
  if (v === null) return [];
  if (Array.isArray(v)) return v;
  if (v instanceof RRange) return [...v.values()];
  if (v instanceof RHash) return v.entries.map(([k, x]) => [k, x]);
  return [v];
}

/** Kernel#Hash: nil and [] → {}, a Hash itself, anything else TypeError (`can't convert Integer into Hash`). */
function toHash(v: Value, loc: SourceLocation): Value {
  if (v === null || (Array.isArray(v) && v.length === 0)) return new RHash();
  if (v instanceof RHash) return v;
  throw new ShellError('TYPE_ERROR', `can't convert ${rubyClass(v)} into Hash`, { loc });
}

function then<T, U = Value>(v: Maybe<T>, f: (t: T) => Maybe<U>): Maybe<U> {
  return v instanceof Promise ? v.then(f) : f(v);
}

/** Values some of which may still be coming, once all are there. */
export function all<T>(values: Maybe<T>[]): Maybe<T[]> {
  return values.some((v) => v instanceof Promise) ? Promise.all(values) : (values as T[]);
}
