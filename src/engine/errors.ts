/**
 * The server's exceptions that HBase's shell translates into its own words
 * (`translate_hbase_exceptions`, done once in hbase/errors.ts): the engine
 * raises them as the master and region server do, a Java class and its
 * message; a stable code says which. Untranslated, one prints as HBase
 * prints any remote exception: `org.apache.hadoop.hbase.TableNotFoundException: t1`.
 */
import { ShellError, type ErrorCode } from '../errors.js';
import type { Backend } from './backend.js';

export class ServerException extends ShellError {
  constructor(
    code: ErrorCode,
    /** The Java exception's class, as the shell tests for it. */
    readonly javaClass: string,
    /** The exception's own message. */
    readonly detail: string,
  ) {
    super(code, `${javaClass}: ${detail}`, { rubyClass: 'RuntimeError' });
  }
}

export const TABLE_NOT_FOUND_EXCEPTION = 'org.apache.hadoop.hbase.TableNotFoundException';
export const TABLE_NOT_ENABLED_EXCEPTION = 'org.apache.hadoop.hbase.TableNotEnabledException';
export const TABLE_NOT_DISABLED_EXCEPTION = 'org.apache.hadoop.hbase.TableNotDisabledException';
export const TABLE_EXISTS_EXCEPTION = 'org.apache.hadoop.hbase.TableExistsException';
export const NAMESPACE_NOT_FOUND_EXCEPTION = 'org.apache.hadoop.hbase.NamespaceNotFoundException';
export const SNAPSHOT_DOES_NOT_EXIST_EXCEPTION = 'org.apache.hadoop.hbase.snapshot.SnapshotDoesNotExistException';

/** TableNotFoundException(tableName). */
export function tableNotFound(name: string): ServerException {
  return new ServerException('TABLE_NOT_FOUND', TABLE_NOT_FOUND_EXCEPTION, name);
}

/** TableNotEnabledException: data access to a disabled table. */
export function tableNotEnabled(name: string): ServerException {
  return new ServerException('TABLE_DISABLED', TABLE_NOT_ENABLED_EXCEPTION, name);
}

/** TableNotDisabledException: drop or restore of an enabled table. */
export function tableNotDisabled(name: string): ServerException {
  return new ServerException('TABLE_ENABLED', TABLE_NOT_DISABLED_EXCEPTION, name);
}

/** TableExistsException(tableName). */
export function tableExists(name: string): ServerException {
  return new ServerException('TABLE_EXISTS', TABLE_EXISTS_EXCEPTION, name);
}

/** NamespaceNotFoundException(namespace). */
export function namespaceNotFound(namespace: string): ServerException {
  return new ServerException('NAMESPACE_NOT_FOUND', NAMESPACE_NOT_FOUND_EXCEPTION, namespace);
}

/** SnapshotDoesNotExistException, as SnapshotManager words it. */
export function snapshotNotFound(name: string): ServerException {
  return new ServerException('SNAPSHOT_NOT_FOUND', SNAPSHOT_DOES_NOT_EXIST_EXCEPTION, `Snapshot '${name}' doesn't exist on the filesystem`);
}

export const REPLICATION_PEER_NOT_FOUND_EXCEPTION = 'org.apache.hadoop.hbase.ReplicationPeerNotFoundException';
export const DO_NOT_RETRY_IO_EXCEPTION = 'org.apache.hadoop.hbase.DoNotRetryIOException';

/** ReplicationPeerManager.checkPeerExists: ReplicationPeerNotFoundException(peerId). */
export function replicationPeerNotFound(id: string): ServerException {
  return new ServerException('RUNTIME_ERROR', REPLICATION_PEER_NOT_FOUND_EXCEPTION, `Replication peer ${id} does not exist`);
}

/** A DoNotRetryIOException the master raises with its own message. */
export function doNotRetryIO(message: string): ServerException {
  return new ServerException('ARGUMENT_ERROR', DO_NOT_RETRY_IO_EXCEPTION, message);
}

/** What a backend cannot do (its Capabilities): one clear refusal each, with the reason where there is one. */
export function unsupported(backend: Backend, what: string, why?: string): ShellError {
  const reason = why ? `: ${why}` : '';
  return new ShellError('UNSUPPORTED', `${what} are not supported on the ${backend.capabilities.name} backend${reason}`, { rubyClass: 'RuntimeError' });
}
