/**
 * What the ddl and admin commands share: a table name that must be a Ruby
 * String, and the shell's way of printing lines before an error it meets
 * later (create's and alter's notices, a listing's header, truncate's first
 * line).
 */
import type { Output } from '../../format/output.js';
import type { AdminIO } from '../../hbase/index.js';
import { type Value, isString } from '../../ruby/values.js';
import { type Arg, type CommandContext, type CommandResult, argumentError, lines } from '../define.js';

// ---------------------------------------------------------------- arguments

/** A table name that must be a Ruby String (create, alter, alter_status: `is_a?(String)`). */
export function stringTableName(label = 'table'): Arg<string> {
  return {
    label,
    parse(v) {
      if (!isString(v ?? null)) throw argumentError('Table name must be of type String');
      return (v as Buffer).toString('utf8');
    },
  };
}

// ---------------------------------------------------------------- output then error

/**
 * The shell `puts` notices while it works through the arguments, so a later
 * error comes after them (`An argument ignored …` then `ERROR: Table must
 * have at least one column family`). The printed lines go first; the error
 * travels as an empty row stream that fails when the renderer reads it, so
 * the session reports it after the lines (the same device dml uses).
 */
export function linesThenError(printed: string[], error: unknown): CommandResult {
  async function* failing(): AsyncGenerator<Uint8Array> {
    throw error;
  }
  return { outputs: [lines(...printed), { kind: 'count', rows: failing(), interval: 1000, onTotal: () => {} }] };
}

/**
 * The listing commands (list, list_namespace, list_namespace_tables) print
 * their header (`formatter.header(['TABLE'])`) before they ask the admin for
 * anything, so an error (a bad regex, an unknown namespace) comes after it.
 */
export function headerThenError(header: string, error: unknown): CommandResult {
  async function* failing(): AsyncGenerator<Uint8Array> {
    throw error;
  }
  return {
    outputs: [
      { kind: 'lines', lines: [header], formatterRows: true },
      { kind: 'count', rows: failing(), interval: 1000, onTotal: () => {} },
    ],
  };
}

/** Runs `body`; if it fails after notices were printed, the notices still come first. */
export async function withNotices(notices: string[], body: () => Promise<CommandResult>): Promise<CommandResult> {
  try {
    return await body();
  } catch (e) {
    if (notices.length === 0) throw e;
    return linesThenError([...notices], e);
  }
}

/** What admin.rb prints and reads while it works, for one command. */
export function adminIO(ctx: CommandContext): AdminIO {
  return { printed: [], warn: (text) => ctx.warn(text), readFile: (path) => ctx.readFile(path) };
}

/** alter / alter_async: the specs' notices (and alter's progress lines), printed before a later error. */
export function runAlter(ctx: CommandContext, name: string, specs: Value[], wait: boolean): Promise<CommandResult> {
  const io = adminIO(ctx);
  return withNotices(io.printed, async () => {
    await ctx.hbase.admin.alter(name, specs, wait, io);
    return { outputs: io.printed.length ? [lines(...io.printed)] : [] };
  });
}

/**
 * Hbase::Admin#truncate / #truncate_preserve print `Truncating 't1' table (it
 * may take a while):` before the table is even looked up, so a missing
 * table's error follows it.
 */
export async function truncateTable(ctx: CommandContext, table: string, preserveSplits: boolean): Promise<CommandResult> {
  const printed: string[] = [];
  try {
    await ctx.hbase.admin.truncate(table, preserveSplits, printed);
  } catch (e) {
    return linesThenError(printed, e);
  }
  return { outputs: printed.map((line): Output => lines(line)) };
}
