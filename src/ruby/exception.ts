/**
 * Exceptions as values: an `RException` is the object `raise` throws and
 * `rescue => e` binds (class, message, backtrace, cause), and `RubyError`
 * is the one JS error that carries it up the JS stack. RubyError is a
 * ShellError, so everything that handles errors today (the ERROR block,
 * IRB's Traceback form, `--format json`'s code) handles a raised Ruby
 * exception unchanged: its code follows the class (ArgumentError →
 * ARGUMENT_ERROR, …), its rubyClass is the class's name, its message the
 * exception's.
 */
import { ExitRequest, ShellError, type ErrorCode, type SourceLocation as Loc } from '../errors.js';
import type { Value } from './values.js';
import { RObject } from './objects.js';
import type { RClass } from './classes.js';
import { rubyToS } from './coerce.js';

export class RException extends RObject {
  /** `Exception.new(msg)`'s argument: nil means the class's name (`RuntimeError.new.message` is "RuntimeError"). */
  message: Value = null;
  /** Set when raised (`raise` fills it unless it was given); nil before. */
  backtrace: string[] | null = null;
  /** `$!` when this one was raised (`e.cause`), nil when none. */
  cause: Value = null;
  /** SystemExit#status. */
  status = 0;
  /** NameError#name and NoMethodError's receiver, when a method lookup failed. */
  name: Value = null;
  receiver: Value | undefined;

  /** `Exception#to_s` (and `message`, unless a user class defines it): the message, or the class's name when nil. */
  override toS(): string {
    return this.message === null ? (this.realClass.name ?? '') : rubyToS(this.message);
  }

  /** `Exception#inspect` (JRuby 9.3): `#<RuntimeError: msg>`, the class's name alone when the message is empty. */
  override inspectWith(inspect: (v: Value) => string): string {
    const cls = this.realClass.inspectWith(inspect);
    const text = this.toS();
    return text === '' ? cls : `#<${cls}: ${text}>`;
  }
}

/** A JS error carrying a raised Ruby exception: thrown by `raise`, caught by `rescue`. */
export class RubyError extends ShellError {
  constructor(
    readonly exception: RException,
    /** Its message as text (`Exception#message`, which a user class may define). */
    message: string,
    loc?: Loc,
  ) {
    super(codeOf(exception.realClass), message, { loc, rubyClass: exception.realClass.inspectWith(() => '') });
    this.name = 'RubyError';
  }
}

/** `raise SystemExit` / `exit` with an exception a `rescue Exception` can see: ends the run as `exit N` does. */
export class RubyExit extends ExitRequest {
  constructor(readonly exception: RException) {
    super(exception.status);
  }
}

/** The exception a JS error carries (RubyError, RubyExit), if it carries one. */
export function carried(e: unknown): RException | undefined {
  return e instanceof RubyError || e instanceof RubyExit ? e.exception : undefined;
}

/** The JS error that raises `exc`: an exit for SystemExit, else a RubyError. */
export function thrown(exc: RException, message: string, loc?: Loc): ShellError {
  return inherits(exc.realClass, 'SystemExit') ? new RubyExit(exc) : new RubyError(exc, message, loc);
}

/** ShellError's stable code for an exception of this class: the nearest builtin ancestor's. */
function codeOf(cls: RClass): ErrorCode {
  for (let c: RClass | null = cls; c; c = c.superclass) {
    const code = c.name !== null ? CODES[c.name] : undefined;
    if (code) return code;
  }
  return 'RUNTIME_ERROR';
}

const CODES: Record<string, ErrorCode> = {
  ArgumentError: 'ARGUMENT_ERROR',
  NameError: 'NAME_ERROR',
  TypeError: 'TYPE_ERROR',
  ZeroDivisionError: 'ZERO_DIVISION',
  SyntaxError: 'PARSE_ERROR',
  NotImplementedError: 'NOT_IMPLEMENTED',
  NoMemoryError: 'MEMORY_LIMIT',
  LoadError: 'FILE_ERROR',
};

function inherits(cls: RClass, name: string): boolean {
  for (let c: RClass | null = cls; c; c = c.superclass) if (c.name === name) return true;
  return false;
}

/**
 * Ruby 2.6's exception classes (JRuby 9.3's tree), each with its superclass:
 * what the Runtime makes on first use. `Errno::*` are SystemCallError's
 * subclasses with the C library's text as their default message.
 */
export const EXCEPTION_TREE: ReadonlyArray<readonly [string, string]> = [
  ['Exception', 'Object'],
  ['NoMemoryError', 'Exception'],
  ['ScriptError', 'Exception'],
  ['LoadError', 'ScriptError'],
  ['NotImplementedError', 'ScriptError'],
  ['SyntaxError', 'ScriptError'],
  ['SecurityError', 'Exception'],
  ['SignalException', 'Exception'],
  ['Interrupt', 'SignalException'],
  ['StandardError', 'Exception'],
  ['ArgumentError', 'StandardError'],
  ['UncaughtThrowError', 'ArgumentError'],
  ['EncodingError', 'StandardError'],
  ['Encoding::CompatibilityError', 'EncodingError'],
  ['Encoding::UndefinedConversionError', 'EncodingError'],
  ['FiberError', 'StandardError'],
  ['IOError', 'StandardError'],
  ['EOFError', 'IOError'],
  ['IndexError', 'StandardError'],
  ['KeyError', 'IndexError'],
  ['StopIteration', 'IndexError'],
  ['ClosedQueueError', 'StopIteration'],
  ['LocalJumpError', 'StandardError'],
  ['NameError', 'StandardError'],
  ['NoMethodError', 'NameError'],
  ['RangeError', 'StandardError'],
  ['FloatDomainError', 'RangeError'],
  ['RegexpError', 'StandardError'],
  ['RuntimeError', 'StandardError'],
  ['FrozenError', 'RuntimeError'],
  ['SystemCallError', 'StandardError'],
  ['ThreadError', 'StandardError'],
  ['TypeError', 'StandardError'],
  ['ZeroDivisionError', 'StandardError'],
  ['SystemExit', 'Exception'],
  ['SystemStackError', 'Exception'],
];

/** The Errno classes a script may name, with strerror's text (`Errno::ENOENT.new.message` is "No such file or directory"). */
export const ERRNO: Readonly<Record<string, string>> = {
  EPERM: 'Operation not permitted',
  ENOENT: 'No such file or directory',
  EIO: 'Input/output error',
  EBADF: 'Bad file descriptor',
  EACCES: 'Permission denied',
  EEXIST: 'File exists',
  ENOTDIR: 'Not a directory',
  EISDIR: 'Is a directory',
  EINVAL: 'Invalid argument',
  ENOSPC: 'No space left on device',
  EPIPE: 'Broken pipe',
  ENOTEMPTY: 'Directory not empty',
  ECONNREFUSED: 'Connection refused',
  ETIMEDOUT: 'Connection timed out',
};
