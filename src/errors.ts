/**
 * The one error type of hsh. A ShellError carries a stable UPPER_SNAKE `code`
 * (for programs: `--format json` prints it), the user message in HBase's exact
 * wording (commands.rb's `translate_hbase_exceptions`, ParseFilter's messages), built where the error is thrown, and an
 * optional source location. Anything thrown that is not a ShellError is a bug.
 */

export interface SourceLocation {
  /** 1-based line of the statement's source. */
  line: number;
  /** 1-based column. */
  col: number;
  /** 0-based offset into the source text. */
  offset: number;
}

/** Stable error codes. Append new ones; never rename. */
export const ERROR_CODES = [
  // language
  'PARSE_ERROR', // unexpected token (message has line:col and caret)
  'INCOMPLETE_INPUT', // open bracket or string at end of input
  'NAME_ERROR', // undefined local variable or method
  'UNINITIALIZED_CONSTANT', // unknown bare constant (VERSION)
  'TYPE_ERROR', // Ruby-level type problem (String + Integer, …)
  'ZERO_DIVISION',
  'JAVA_UNSUPPORTED', // Java interop (HTable.new, org.apache…)
  'ARGUMENT_ERROR', // wrong arguments to a command (ArgumentError)
  'WRONG_ARITY', // wrong number of arguments (given 3, expected 4..6)
  'UNKNOWN_COMMAND',
  // catalog
  'TABLE_NOT_FOUND',
  'TABLE_EXISTS',
  'TABLE_ENABLED', // drop of an enabled table, restore onto an enabled table
  'TABLE_DISABLED', // data access to a disabled table
  'TABLE_NOT_ENABLED',
  'ILLEGAL_NAME', // table, namespace or family name rules
  'NAMESPACE_NOT_FOUND',
  'NAMESPACE_EXISTS',
  'CONSTRAINT', // ConstraintException (non-empty / reserved namespace)
  'QUOTA_EXCEEDED',
  'NO_SUCH_FAMILY',
  'SANITY_CHECK', // DoNotRetryIOException from TableDescriptorChecker
  'ILLEGAL_ATTRIBUTE', // bad BLOOMFILTER, COMPRESSION, VERSIONS …
  'SNAPSHOT_NOT_FOUND',
  'SNAPSHOT_EXISTS',
  'UNKNOWN_REGION', // UnknownRegionException / NotServingRegionException: no region of that name
  'REGION_OPERATION_FAILED', // a merge or split the master refuses (MergeRegionException, a switch off)
  // data
  'ILLEGAL_ROW', // Row length is 0 / > 32767
  'KEYVALUE_TOO_LARGE',
  'ILLEGAL_TIMESTAMP',
  'NOT_A_COUNTER', // incr / get_counter on a cell that is not 8 bytes
  'FILTER_SYNTAX', // filter-language errors (§7.6)
  // shell / store
  'STORE_LOCKED', // data directory held by another hsh process
  'STORE_IO',
  'INTERRUPTED',
  'CONFIRMATION_REQUIRED', // drop_all & co. in a non-interactive run without --yes
  'EXIT', // not an error: `exit N` unwinding to the runner
  'INTERNAL', // a bug in hsh: anything thrown that was not a ShellError
  'UNSUPPORTED', // what the storage backend cannot do (its Capabilities)
  'RUNTIME_ERROR', // a script's own `raise` (its Ruby class in rubyClass), `require` of an unknown library
  'NOT_IMPLEMENTED', // a Kernel method hsh does not run (system, open, eval …): NotImplementedError
  'SANDBOX', // --sandbox: a file outside the data directory and the script's folder
  'FILE_ERROR', // a file a command opens (dump, load, capture) cannot be read or written
  'BAD_LINE', // import: a line ImportTsv rejects, with importtsv.skip.bad.lines=false
  'MEMORY_LIMIT', // the run neared V8's heap limit (NoMemoryError): stopped before V8 aborts the process
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class ShellError extends Error {
  readonly code: ErrorCode;
  loc?: SourceLocation;
  /** The Ruby class the real shell would name in `ERROR <Class>: msg` (-n script mode). */
  readonly rubyClass: string;

  constructor(code: ErrorCode, message: string, options: { loc?: SourceLocation; cause?: unknown; rubyClass?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ShellError';
    this.code = code;
    this.loc = options.loc;
    this.rubyClass = options.rubyClass ?? defaultRubyClass(code);
  }
}

function defaultRubyClass(code: ErrorCode): string {
  switch (code) {
    case 'ARGUMENT_ERROR':
    case 'WRONG_ARITY':
    case 'TABLE_NOT_FOUND':
    case 'ILLEGAL_NAME':
    case 'ILLEGAL_ATTRIBUTE':
      return 'ArgumentError';
    case 'NAME_ERROR':
    case 'UNINITIALIZED_CONSTANT':
      return 'NameError';
    case 'TYPE_ERROR':
      return 'TypeError';
    case 'ZERO_DIVISION':
      return 'ZeroDivisionError';
    case 'PARSE_ERROR':
    case 'INCOMPLETE_INPUT':
      return 'SyntaxError';
    default:
      return 'RuntimeError';
  }
}

export function isShellError(e: unknown): e is ShellError {
  return e instanceof ShellError;
}

/** `exit N`: unwinds to the runner, which ends the session with that status. */
export class ExitRequest extends ShellError {
  readonly status: number;
  constructor(status: number) {
    super('EXIT', `exit ${status}`);
    this.status = status;
  }
}

/** A read or statement stopped by its abort signal (Ctrl-C, SIGINT). */
export function interrupted(cause?: unknown): ShellError {
  return new ShellError('INTERRUPTED', 'Interrupted', cause === undefined ? {} : { cause });
}
