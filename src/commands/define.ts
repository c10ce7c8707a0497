/**
 * defineCommand and the argument-schema combinators. A command declares its
 * arguments once; `invoke` checks arity (with Ruby's wording) and parses
 * every argument before `run` sees them, so no command touches the engine
 * with arguments it has not validated.
 */
import { Buffer } from 'node:buffer';
import { ShellError } from '../errors.js';
import type { Output } from '../format/output.js';
import type { Clock, HBase } from '../hbase/index.js';
import { argumentError } from '../hbase/errors.js';
import { RHash, TableRef, type Value, isString, rubyClass } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { toS } from '../ruby/coerce.js';

export { argumentError };

export type GroupName =
  | 'general'
  | 'ddl'
  | 'namespace'
  | 'dml'
  | 'tools'
  | 'replication'
  | 'snapshots'
  | 'configuration'
  | 'quotas'
  | 'security'
  | 'procedures'
  | 'visibility labels'
  | 'rsgroup'
  | 'storefiletracker'
  | 'hsh'
  | 'labs'
  | 'shell';

/** The session's display options, which set_format and debug change for the statements that follow. */
export interface DisplaySettings {
  epochTimestamps: boolean;
  debug: boolean;
  /** Output format for the next statements (read by the session's renderer). */
  format?: 'classic' | 'json' | 'table' | 'csv' | 'tsv';
  /** Cells one `column: value` per line. */
  vertical?: boolean;
  /**
   * HBase's Durability in the words of its enum (read by the store at each
   * commit): SYNC_WAL, the default, acknowledges a write once it is in
   * LevelDB's log; FSYNC_WAL once the log is fsynced (`--sync`, `set_durability`).
   */
  durability?: 'SYNC_WAL' | 'FSYNC_WAL';
  /** Print `Took N.NNNN seconds` lines (--no-timing, the `timing` command). */
  timing: boolean;
}

export interface CommandContext {
  /** The session's HBase client: `admin`, `table(name)`; the engine opens on first use (nothing heavy at startup). */
  readonly hbase: HBase;
  readonly clock: Clock;
  /** Asks a y/n question (drop_all & co.); honours --yes; refuses when it cannot ask. */
  confirm(lines: string[], question: string): Promise<boolean>;
  /** A line on stderr (deprecation notices, warnings). */
  warn(text: string): void;
  readonly registry: Registry;
  /** Set when the command was called through a table reference (`t.put …`). */
  readonly via?: TableRef;
  readonly options: { interactive: boolean; epochTimestamps: boolean };
  /** Reads a file relative to the working directory (SPLITS_FILE). */
  readFile(path: string): Promise<string | undefined>;
  /**
   * Writes a file relative to the working directory (dump, export_csv), replacing
   * it, as the chunks come; refused outside --sandbox's folders and inside a store's.
   */
  writeFile(path: string, chunks: AsyncIterable<string | Uint8Array>): Promise<void>;
  /**
   * `load 'file'`: runs the file's statements in this session, as IRB's
   * Kernel#load does (relative to the working directory; --sandbox confines it).
   */
  load(path: string): Promise<void>;
  /**
   * `capture 'file'`: from the next statement on, a copy of what is printed
   * goes to the file too (replaced); `capture` without one stops. Says so on stdout.
   */
  capture(path: string | undefined): Promise<void>;
  /**
   * The path to open for a file a script names (import_tsv, export_csv):
   * itself, or under --sandbox its real path once the sandbox allows it
   * (Errno::EACCES otherwise): the same check as readFile's.
   */
  filePath(path: string, mode: 'read' | 'write'): string;
  /** Aborted when the user interrupts the command (Ctrl-C at the prompt). */
  readonly signal?: AbortSignal;
  /**
   * Shows how far a long operation has got (`major_compact 't1': 150,000 cells`) on a
   * transient status line at the prompt; cleared when the command ends. A no-op in scripts.
   */
  progress(text: string): void;
  /** The session's display settings, which set_format changes for the statements that follow. */
  readonly settings: DisplaySettings;
  /**
   * The statements typed at the prompt, oldest first (a statement typed over
   * several lines is one entry); outside a prompt, those of the history file.
   */
  history(): readonly string[];
  /**
   * hsh's lab assertions: counts one in the session (a failed one makes a
   * script run exit 1) and returns its line, `PASS  label` or
   * `FAIL  label: detail` (no label: `line N` of the assertion).
   */
  assertion(passed: boolean, label: string | undefined, detail: string): string;
  /**
   * The block the command was called with (`assert_raises 'x' do … end`), run
   * with its errors caught and not printed: the error it raised, if any.
   */
  readonly block?: () => Promise<BlockOutcome>;
  /** A new Java object's identity hash, `0x54c37dab` (stable under --clock): for the objects a command returns as HBase's does. */
  identityHash(): string;
}

/** What running a command's block came to: its value, or the error that ended it. */
export interface BlockOutcome {
  value: Value;
  error?: ShellError;
}

/**
 * What a command gives the session. A command that prints nothing and
 * returns nil may resolve to nothing instead (put: the engine's own write
 * promise is handed back as it is, without a promise per put).
 */
export interface CommandResult {
  outputs: Output[];
  /** IRB's `=> value` (nil: no line). A thunk is read after the outputs are rendered (count). */
  value?: Value | (() => Value);
}

export interface Arg<T> {
  readonly label: string;
  readonly optional?: boolean;
  /** Receives undefined when an optional argument is absent; `ctx` is the calling session's. */
  parse(v: Value | undefined, ctx: CommandContext): T;
}

export interface RestArg<T> {
  readonly label: string;
  readonly rest: true;
  parse(vs: Value[]): T;
}

type AnyArg = Arg<unknown> | RestArg<unknown>;
type Parsed<A extends readonly AnyArg[]> = { [K in keyof A]: A[K] extends Arg<infer T> ? T : A[K] extends RestArg<infer R> ? R : never };

export interface Command {
  readonly name: string;
  readonly group: GroupName;
  /** One-line usage shown as the REPL's argument hint. */
  readonly usage: string;
  /** The help text, HBase's own where HBase has one. Example lines start with `hbase> `. */
  readonly help: string;
  readonly aliases?: readonly string[];
  /** Table reference methods route here with the table name prepended (`t.put` → put). */
  readonly tableMethod?: boolean;
  /** Hash keys the command understands, for completion and "did you mean". */
  readonly optionKeys?: readonly string[];
  /**
   * A plain method of the HBase shell's IRB session (`help`, `tools`,
   * `debug`), not a shell command: it does not go through `command_safe`,
   * so no `Took N.NNNN seconds` line follows its output.
   */
  readonly plain?: boolean;
  invoke(ctx: CommandContext, args: Value[]): Promise<CommandResult | void>;
}

export function defineCommand<const A extends readonly AnyArg[]>(spec: {
  name: string;
  group: GroupName;
  usage: string;
  help: string;
  aliases?: readonly string[];
  tableMethod?: boolean;
  optionKeys?: readonly string[];
  plain?: boolean;
  args: A;
  run(ctx: CommandContext, args: Parsed<A>): Promise<CommandResult | void>;
}): Command {
  const required = spec.args.filter((a) => !('rest' in a) && !(a as Arg<unknown>).optional).length;
  const hasRest = spec.args.some((a) => 'rest' in a);
  const max = hasRest ? Infinity : spec.args.length;
  const specArgs: readonly AnyArg[] = spec.args;
  const isRest = specArgs.map((a) => 'rest' in a);
  return {
    name: spec.name,
    group: spec.group,
    usage: spec.usage,
    help: spec.help,
    aliases: spec.aliases,
    tableMethod: spec.tableMethod,
    optionKeys: spec.optionKeys,
    plain: spec.plain,
    // Not async: the run's own promise is returned as it is (a script of puts calls this 100k times).
    invoke(ctx, args) {
      try {
        if (args.length < required || args.length > max) {
          const expected = hasRest ? `${required}+` : required === max ? `${required}` : `${required}..${max}`;
          throw new ShellError('WRONG_ARITY', `wrong number of arguments (given ${args.length}, expected ${expected})`);
        }
        const parsed: unknown[] = new Array(specArgs.length);
        let i = 0;
        for (let k = 0; k < specArgs.length; k++) {
          const a = specArgs[k];
          if (isRest[k]) {
            parsed[k] = (a as RestArg<unknown>).parse(args.slice(i));
            i = args.length;
          } else {
            parsed[k] = (a as Arg<unknown>).parse(args[i], ctx);
            i++;
          }
        }
        return spec.run(ctx, parsed as Parsed<A>);
      } catch (e) {
        return Promise.reject(e);
      }
    },
  };
}

export interface Registry {
  get(name: string): Command | undefined;
  all(): Command[];
  groups(): Array<{ name: GroupName; title: string; comment?: string; commands: Command[]; hshOnly?: boolean }>;
  /** Loads every command's definition (help and usage texts) when commands load lazily. */
  loadAll?(): Promise<void>;
}

export const none: CommandResult = { outputs: [] };

export function lines(...text: string[]): Output {
  return { kind: 'lines', lines: text };
}

/** One-column formatter rows (`formatter.row([s])`): padded to the terminal's width, as HBase pads them. */
export function rows(...text: string[]): Output {
  return { kind: 'lines', lines: text, formatterRows: true };
}

// ---------------------------------------------------------------- combinators

/** A table name: a String (else `Table name must be of type String`). */
export function tableName(label = 'table', message = 'Table name must be of type String'): Arg<string> {
  return {
    label,
    parse(v, ctx) {
      if (v instanceof TableRef) return v.name;
      if (!isString(v ?? null)) throw argumentError(message);
      // The session's decoder: a script naming the same table in every statement decodes it once.
      return ctx.hbase.tableNames.decode(v as Buffer);
    },
  };
}

/** Any value converted with Ruby's to_s, as bytes (row keys, values: `put 't', 1, 'f:c', 5`). */
export function bytes(label: string): Arg<Buffer> {
  return { label, parse: (v) => toS(v ?? null) };
}

export function optionalBytes(label: string): Arg<Buffer | undefined> {
  return { label, optional: true, parse: (v) => (v === undefined || v === null ? undefined : toS(v)) };
}

export function string(label: string, message?: string): Arg<string> {
  return {
    label,
    parse(v) {
      if (!isString(v ?? null)) throw argumentError(message ?? `${label} must be of type String`);
      return (v as Buffer).toString('utf8');
    },
  };
}

export function optionalString(label: string, message?: string): Arg<string | undefined> {
  return {
    label,
    optional: true,
    parse(v) {
      if (v === undefined || v === null) return undefined;
      if (!isString(v)) throw argumentError(message ?? `${label} must be of type String`);
      return v.toString('utf8');
    },
  };
}

/** Any value as text (to_s), or undefined when absent or nil. */
export function optionalText(label: string): Arg<string | undefined> {
  return { label, optional: true, parse: (v) => (v === undefined || v === null ? undefined : toS(v).toString('utf8')) };
}

export function optionalHash(label = 'options', message = 'Arguments should be a Hash'): Arg<RHash> {
  return {
    label,
    optional: true,
    parse(v) {
      if (v === undefined || v === null) return new RHash();
      if (!(v instanceof RHash)) throw argumentError(message);
      return v;
    },
  };
}

export function optionalValue(label: string): Arg<Value | undefined> {
  return { label, optional: true, parse: (v) => v };
}

export function value(label: string): Arg<Value> {
  return { label, parse: (v) => v ?? null };
}

export function rest(label: string): RestArg<Value[]> {
  return { label, rest: true, parse: (vs) => vs };
}

// ---------------------------------------------------------------- value helpers

/** A Java long from an Integer argument (timestamps, amounts); strings of digits are accepted as the shell's to_java does. */
export function toLong(v: Value, what: string): bigint {
  if (typeof v === 'bigint') {
    if (v > 9223372036854775807n || v < -9223372036854775808n) throw argumentError(`${what} out of range for a Java long: ${v}`);
    return v;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return BigInt(Math.trunc(v));
  if (isString(v) && /^-?\d+$/.test(v.toString('latin1'))) return BigInt(v.toString('latin1'));
  throw argumentError(`${what} must be an Integer, not ${rubyClass(v)} ${inspect(v)}`);
}

/** `'family:qualifier'` split at the first colon; no colon = empty qualifier (writes). */
export function splitColumn(column: Buffer): { family: string; qualifier: Buffer } {
  const i = column.indexOf(0x3a);
  if (i < 0) return { family: column.toString('utf8'), qualifier: Buffer.alloc(0) };
  return { family: column.subarray(0, i).toString('utf8'), qualifier: column.subarray(i + 1) };
}

export function hashString(h: RHash, key: string): string | undefined {
  const v = h.get(key);
  if (v === undefined || v === null) return undefined;
  return toS(v).toString('utf8');
}
