/**
 * HBase's shell messages for what goes wrong between the shell and the
 * cluster, worded once:
 *
 * - the branches of `translate_hbase_exceptions` (hbase-shell's
 *   shell/commands.rb), which turn the client's and the master's exceptions
 *   into `raise "…"` RuntimeErrors naming the command's first argument:
 *   TableNotFoundException → `Unknown table t1!`, TableNotEnabledException →
 *   `Table t1 is disabled!`, NamespaceNotFoundException → `Unknown namespace
 *   ns1!`, SnapshotDoesNotExistException → `Unknown snapshot s1!`,
 *   TableExistsException → `Table already exists: t1!`,
 *   NoSuchColumnFamilyException → `Unknown column family! Valid column
 *   names: f1:*, f2:*`;
 * - the commands' own `handle_exceptions` (clone_snapshot's `Unknown
 *   namespace: ns1!`);
 * - the ArgumentErrors admin.rb and table.rb raise before calling Java
 *   (`Table t1 does not exist.`, `Can't find a table: t1`, `Table t1 is
 *   enabled. Disable it first.`);
 * - the remote exceptions the shell prints as their first line
 *   (`org.apache.hadoop.hbase.constraint.ConstraintException: …`).
 *
 * The engine raises the server's exceptions (engine/errors.ts: a Java class
 * and its message); translateHBaseException turns the ones the shell
 * translates into these words, once, for every command, as
 * `translate_hbase_exceptions` wraps every command. Neither the commands
 * nor the shell word any of these messages themselves.
 */
import { ShellError } from '../errors.js';
import {
  NAMESPACE_NOT_FOUND_EXCEPTION,
  SNAPSHOT_DOES_NOT_EXIST_EXCEPTION,
  ServerException,
  TABLE_EXISTS_EXCEPTION,
  TABLE_NOT_DISABLED_EXCEPTION,
  TABLE_NOT_ENABLED_EXCEPTION,
  TABLE_NOT_FOUND_EXCEPTION,
} from '../engine/errors.js';
import type { TableDescriptor } from '../engine/types.js';

/**
 * shell/commands.rb `translate_hbase_exceptions(*args)`: the server's
 * exceptions the shell words itself, naming the command's first argument
 * (`firstArg`, as Ruby interpolates it) where HBase does; anything else as
 * it came.
 */
export function translateHBaseException(e: unknown, firstArg: string): unknown {
  if (!(e instanceof ServerException)) return e;
  const words = e.detail.split(' ');
  switch (e.javaClass) {
    case TABLE_NOT_FOUND_EXCEPTION:
      return unknownTable(words.length === 1 ? words[0] : firstArg);
    case TABLE_NOT_ENABLED_EXCEPTION:
      return tableDisabled(firstArg);
    case TABLE_NOT_DISABLED_EXCEPTION:
      return tableShouldBeDisabled(e.detail);
    case NAMESPACE_NOT_FOUND_EXCEPTION:
      return new ShellError('NAMESPACE_NOT_FOUND', `Unknown namespace ${e.detail}!`, { rubyClass: 'RuntimeError' });
    case SNAPSHOT_DOES_NOT_EXIST_EXCEPTION:
      return unknownSnapshot(firstArg);
    case TABLE_EXISTS_EXCEPTION:
      return tableAlreadyExists(words.length === 1 ? words[0] : firstArg);
    default:
      return e;
  }
}

/** `raise(ArgumentError, …)` in admin.rb and table.rb. */
export function argumentError(message: string): ShellError {
  return new ShellError('ARGUMENT_ERROR', message);
}

/** A bare `raise "…"` of the shell's Ruby: a RuntimeError. */
export function runtimeError(message: string): ShellError {
  return new ShellError('ARGUMENT_ERROR', message, { rubyClass: 'RuntimeError' });
}

// ---------------------------------------------------------------- tables

/** TableNotFoundException: `Unknown table t1!`. */
export function unknownTable(name: string): ShellError {
  return new ShellError('TABLE_NOT_FOUND', `Unknown table ${name}!`, { rubyClass: 'RuntimeError' });
}

/** admin.rb's own existence check (enable, disable, drop, describe): `Table t1 does not exist.` */
export function tableDoesNotExist(name: string): ShellError {
  return new ShellError('TABLE_NOT_FOUND', `Table ${name} does not exist.`, { rubyClass: 'ArgumentError' });
}

/** admin.rb alter / alter_status: `Can't find a table: t1`. */
export function cantFindTable(name: string): ShellError {
  return argumentError(`Can't find a table: ${name}`);
}

/**
 * TableNotEnabledException: `Table t1 is disabled!`, naming the command's
 * first argument — the Hbase::Table object itself when the command was
 * called on a reference (`t.put …` prints `Table #<Hbase::Table:…> is disabled!`).
 */
export function tableDisabled(firstArg: string): ShellError {
  return new ShellError('TABLE_DISABLED', `Table ${firstArg} is disabled!`);
}

/** admin.rb drop: `Table t1 is enabled. Disable it first.` */
export function tableEnabled(name: string): ShellError {
  return new ShellError('TABLE_ENABLED', `Table ${name} is enabled. Disable it first.`, { rubyClass: 'ArgumentError' });
}

/** restore_snapshot onto an enabled table: `Table t1 should be disabled!` (TableNotDisabledException). */
export function tableShouldBeDisabled(name: string): ShellError {
  return new ShellError('TABLE_ENABLED', `Table ${name} should be disabled!`, { rubyClass: 'RuntimeError' });
}

/** TableExistsException: `Table already exists: t1!` (its one-word message, else the first argument). */
export function tableAlreadyExists(name: string): ShellError {
  return new ShellError('TABLE_EXISTS', `Table already exists: ${name}!`, { rubyClass: 'RuntimeError' });
}

/** NoSuchColumnFamilyException in a batch: `Unknown column family! Valid column names: f1:*, f2:*`. */
export function unknownFamily(desc: TableDescriptor): ShellError {
  const valid = desc.families.map((f) => `${f.name}:*`).join(', ');
  return new ShellError('NO_SUCH_FAMILY', `Unknown column family! Valid column names: ${valid}`);
}

/** A client-side `DoNotRetryIOException` from the master, printed as its first line. */
export function doNotRetry(message: string): ShellError {
  return new ShellError('ARGUMENT_ERROR', `org.apache.hadoop.hbase.DoNotRetryIOException: ${message}`, { rubyClass: 'RuntimeError' });
}

/** The master's ConstraintException, printed as its first line. */
export function constraint(message: string): ShellError {
  return new ShellError('CONSTRAINT', `org.apache.hadoop.hbase.constraint.ConstraintException: ${message}`, { rubyClass: 'RuntimeError' });
}

// ---------------------------------------------------------------- namespaces

/** NamespaceNotFoundException: `Unknown namespace ns1!`, from `args.first.split(':')[0]`. */
export function unknownNamespace(firstArg: string): ShellError {
  return new ShellError('NAMESPACE_NOT_FOUND', `Unknown namespace ${firstArg.split(':')[0]}!`, { rubyClass: 'RuntimeError' });
}

/** clone_snapshot.rb's handle_exceptions: `Unknown namespace: ns1!` (with a colon). */
export function cloneUnknownNamespace(namespace: string): ShellError {
  return new ShellError('NAMESPACE_NOT_FOUND', `Unknown namespace: ${namespace}!`, { rubyClass: 'RuntimeError' });
}

/** NamespaceExistException, printed as its first line. */
export function namespaceExists(name: string): ShellError {
  return new ShellError('NAMESPACE_EXISTS', `org.apache.hadoop.hbase.NamespaceExistException: Namespace ${name} already exists`, {
    rubyClass: 'RuntimeError',
  });
}

// ---------------------------------------------------------------- snapshots

/** SnapshotDoesNotExistException: `Unknown snapshot s1!`. */
export function unknownSnapshot(name: string): ShellError {
  return new ShellError('SNAPSHOT_NOT_FOUND', `Unknown snapshot ${name}!`, { rubyClass: 'RuntimeError' });
}

// ---------------------------------------------------------------- features a standalone 2.6 has off

/** security.rb security_available?: no AccessController, so no AUTHORIZATION capability. */
export function securityDisabled(): ShellError {
  return argumentError('DISABLED: Security features are not available');
}

/** visibility_labels.rb visibility_feature_available?: no VisibilityController, so no CELL_VISIBILITY capability. */
export function visibilityDisabled(): ShellError {
  return argumentError('DISABLED: Visibility labels feature is not available');
}

/** MasterQuotaManager.checkQuotaSupport with hbase.quota.enabled=false (the default). */
export function quotaSupportDisabled(): ShellError {
  return doNotRetry('java.lang.UnsupportedOperationException: quota support disabled');
}

/**
 * RSGroupAdminClient without the RSGroupAdminEndpoint coprocessor on the
 * master (branch-2's shell.rb group comment): every rsgroup call fails so.
 */
export function rsgroupEndpointMissing(): ShellError {
  return new ShellError(
    'UNSUPPORTED',
    'org.apache.hadoop.hbase.exceptions.UnknownProtocolException: No registered Master Coprocessor Endpoint found for RSGroupAdminService',
    { rubyClass: 'RuntimeError' },
  );
}
