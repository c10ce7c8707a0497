/**
 * Exception's methods (Ruby 2.6, JRuby 9.3's texts): `new(msg = nil)` and
 * `exception`, `message` (which calls `to_s`, so a user's `to_s` or
 * `message` is what is printed), `inspect`, `backtrace`, `set_backtrace`,
 * `cause`, `full_message`, `==`; NameError#name, NoMethodError#receiver,
 * SystemExit#status. In the tables of Exception and those subclasses, so a
 * user's `def initialize(msg = "default"); super; end` reaches them.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, isString, rubyEqual, str } from './values.js';
import { inspect } from './inspect.js';
import { rubyToS } from './coerce.js';
import { type RClass, RModule } from './classes.js';
import { ERRNO, RException, thrown } from './exception.js';
import { andThen, fcall } from './object.js';
import { method } from './object-methods.js';
import type { RubyBlock } from './enumerable.js';
import type { Runtime } from './runtime.js';

type Fn = (rt: Runtime, self: RException, args: Value[], block: RubyBlock | null, loc: Loc) => Value | Promise<Value>;

const EXCEPTION: Record<string, [Fn, number, number]> = {
  initialize: [(_rt, self, [msg]) => ((self.message = msg ?? null), null), 0, 1],
  exception: [(rt, self, args) => (args.length === 0 ? self : withMessage(rt, self, args[0])), 0, 1],
  to_s: [(_rt, self) => str(self.toS()), 0, 0],
  message: [(rt, self, _a, _b, loc) => fcall(self, 'to_s', [], null, loc, rt), 0, 0],
  inspect: [(rt, self, _a, _b, loc) => andThen(fcall(self, 'to_s', [], null, loc, rt), (t) => str(inspectException(self, rubyToS(t)))), 0, 0],
  backtrace: [(_rt, self) => (self.backtrace ? self.backtrace.map(str) : null), 0, 0],
  set_backtrace: [(_rt, self, [bt], _b, loc) => setBacktrace(self, bt, loc), 1, 1],
  cause: [(_rt, self) => self.cause, 0, 0],
  full_message: [(rt, self, _a, _b, loc) => andThen(fcall(self, 'message', [], null, loc, rt), (m) => str(fullMessage(self, rubyToS(m)))), 0, 1],
  '==': [(_rt, self, [o]) => self === o || (o instanceof RException && o.realClass === self.realClass && rubyEqual(self.message, o.message)), 1, 1],
};

/** The methods of a builtin exception class, as the Runtime makes it (Exception's; a few subclasses' own). */
export function installException(rt: Runtime, cls: RClass): void {
  const table = cls.name === 'Exception' ? EXCEPTION : SUBCLASS[cls.name ?? ''];
  for (const [name, [fn, min, max]] of Object.entries(table ?? {})) {
    cls.defineMethod(name, method(rt, name, fn as never, min, max, name === 'initialize' ? 'private' : 'public'));
  }
  // `Cls.exception(msg)` is `Cls.new(msg)` (what `raise Cls, msg` calls).
  if (cls.name === 'Exception') cls.singleton().defineMethod('exception', classNew(rt));
}

function classNew(rt: Runtime) {
  return method(rt, 'exception', ((r: Runtime, self: RModule, args: Value[], block: RubyBlock | null, loc: Loc) => fcall(self, 'new', args, block, loc, r)) as never, 0, Infinity);
}

const SUBCLASS: Record<string, Record<string, [Fn, number, number]>> = {
  NameError: {
    initialize: [(_rt, self, [msg, name]) => ((self.message = msg ?? null), (self.name = name ?? null), null), 0, 2],
    name: [(_rt, self) => self.name, 0, 0],
    receiver: [(_rt, self, _a, _b, loc) => receiverOf(self, loc), 0, 0],
  },
  SystemExit: {
    initialize: [(_rt, self, args) => initExit(self, args), 0, 2],
    status: [(_rt, self) => BigInt(self.status), 0, 0],
    'success?': [(_rt, self) => self.status === 0, 0, 0],
  },
  SystemCallError: {
    // Errno::ENOENT.new('x'): "No such file or directory - x".
    initialize: [(_rt, self, [msg]) => initErrno(self, msg ?? null), 0, 1],
    errno: [() => null, 0, 0],
  },
};

function receiverOf(self: RException, loc: Loc): Value {
  if (self.receiver === undefined) throw new ShellError('ARGUMENT_ERROR', 'no receiver is available', { loc });
  return self.receiver;
}

function initExit(self: RException, args: Value[]): Value {
  let rest = args;
  const first = args[0];
  if (typeof first === 'bigint' || typeof first === 'boolean') {
    self.status = first === true ? 0 : first === false ? 1 : Number(first);
    rest = args.slice(1);
  }
  self.message = rest[0] ?? null;
  return null;
}

function initErrno(self: RException, msg: Value): Value {
  const errno = /^Errno::(\w+)$/.exec(self.realClass.name ?? '');
  const base = errno ? ERRNO[errno[1]] : 'unknown error';
  self.message = str(base + (msg === null ? '' : ` - ${rubyToS(msg)}`));
  return null;
}

/** `e.exception('other')`: a copy with that message (`raise e, 'other'`). */
function withMessage(rt: Runtime, self: RException, msg: Value): Value {
  const copy = rt.allocate(self.realClass) as RException;
  rt.copyFields(self, copy);
  for (const [k, v] of self.ivars) copy.ivars.set(k, v);
  copy.message = msg;
  return copy;
}

/** JRuby 9.3: `#<RuntimeError: msg>`, the class's name alone when the text is empty. */
function inspectException(self: RException, text: string): string {
  const cls = self.realClass.inspectWith(inspect);
  return text === '' ? cls : `#<${cls}: ${text}>`;
}

function setBacktrace(self: RException, bt: Value, loc: Loc): Value {
  if (bt === null) self.backtrace = null;
  else if (isString(bt)) self.backtrace = [bt.toString('utf8')];
  else if (Array.isArray(bt) && bt.every(isString)) self.backtrace = bt.map((b) => (b as Buffer).toString('utf8'));
  else throw new ShellError('TYPE_ERROR', 'backtrace must be Array of String', { loc });
  return bt;
}

/**
 * `full_message` (JRuby 9.3, no terminal): `file:1:in `m': msg (Class)`, the
 * message's further lines, then each further frame as `\tfrom file:2:in `<main>'`,
 * ending in a newline. Without a backtrace the place is line 0 of the
 * statement's file (`(hbase)` at the prompt); an empty message is `unhandled exception`.
 */
export function fullMessage(self: RException, message: string, file = '(hbase)'): string {
  const [first, ...rest] = self.backtrace ?? [`${file}:0`];
  const [line1, ...more] = message.split('\n');
  const text = message === '' ? 'unhandled exception' : `${line1} (${self.realClass.name})`;
  return [`${first}: ${text}`, ...more, ...rest.map((f) => `\tfrom ${f}`)].join('\n') + '\n';
}

/**
 * Kernel#raise: `raise` (re-raises `$!`, else RuntimeError `unhandled
 * exception`), `raise "msg"` (RuntimeError), `raise Cls` / `raise Cls, msg`
 * / `raise obj` / `raise obj, msg` (through the argument's `exception`
 * method), `raise Cls, msg, backtrace`. The exception's backtrace is the
 * given one, else `backtrace` (the evaluator's frames, raise.ts
 * backtraceLine); its cause is `$!` (`current`) unless it is that one.
 */
export async function raiseException(rt: Runtime, args: Value[], current: RException | null, backtrace: string[], loc: Loc): Promise<never> {
  if (args.length > 3) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 0..3)`, { loc });
  let exc: RException;
  if (args.length === 0) exc = current ?? rt.newException('RuntimeError', str('unhandled exception'));
  else if (isString(args[0]) && args.length === 1) exc = rt.newException('RuntimeError', args[0]);
  else {
    const target = args[0];
    if (!rt.classOf(target).findMethod('exception')) throw new ShellError('TYPE_ERROR', 'exception class/object expected', { loc });
    const made = await fcall(target, 'exception', args.slice(1, 2), null, loc, rt);
    if (!(made instanceof RException)) throw new ShellError('TYPE_ERROR', 'exception object expected', { loc });
    exc = made;
    if (args.length === 3) setBacktrace(exc, args[2], loc);
  }
  exc.backtrace ??= backtrace;
  if (current && current !== exc && exc.cause === null) exc.cause = current;
  const message = await fcall(exc, 'message', [], null, loc, rt);
  throw thrown(exc, rubyToS(message), loc);
}

/**
 * Does `rescue A, B, *list => e` catch `exc`: each class or module by
 * `Runtime.rescues` (`===`, and a Java exception for StandardError);
 * StandardError when none is named. TypeError for anything else in the list.
 */
export function rescueMatches(rt: Runtime, classes: Value[], exc: RException, loc: Loc): boolean {
  if (classes.length === 0) return rt.rescues(rt.cls('StandardError'), exc);
  return classes.some((c) => {
    if (!(c instanceof RModule)) throw new ShellError('TYPE_ERROR', 'class or module required for rescue clause', { loc });
    return rt.rescues(c, exc);
  });
}
