/**
 * Name rules with HBase's exact messages (the ones Java code throws):
 * TableName.valueOf / isLegalNamespaceName /
 * isLegalTableQualifierName and ColumnFamilyDescriptorBuilder's
 * isLegalColumnFamilyName. Java iterates the name as UTF-16 chars; so does
 * JavaScript, so `charAt(i)` and the indices printed agree.
 */
import { ShellError } from '../errors.js';
import type { TableName } from './types.js';

export const DEFAULT_NAMESPACE = 'default';
export const SYSTEM_NAMESPACE = 'hbase';
const DISALLOWED_TABLE_NAME = 'zookeeper';
const OLD_ROOT_STR = '-ROOT-';
const OLD_META_STR = '.META.';
const RECOVERED_EDITS_DIR = 'recovered.edits';

function illegal(message: string): ShellError {
  return new ShellError('ILLEGAL_NAME', message, { rubyClass: 'ArgumentError' });
}

/** Character.isAlphabetic for one UTF-16 unit (a lone surrogate is not alphabetic). */
function isAlphabetic(c: string): boolean {
  return /^\p{Alphabetic}$/u.test(c);
}

/** Character.isDigit: general category Nd. */
function isDigit(c: string): boolean {
  return /^\p{Nd}$/u.test(c);
}

/** Fast path for the common case: ASCII letters, digits, `_` (and `-` `.` where allowed). */
const ASCII_NAMESPACE = /^[A-Za-z0-9_]+$/;
const ASCII_QUALIFIER = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** TableName.isLegalNamespaceName. */
export function validateNamespaceName(name: string): string {
  if (name.length === 0) throw illegal('Namespace name must not be empty');
  if (name === DISALLOWED_TABLE_NAME) throw illegal(`Tables may not be named '${DISALLOWED_TABLE_NAME}'`);
  if (ASCII_NAMESPACE.test(name)) return name;
  for (let i = 0; i < name.length; i++) {
    const c = name.charAt(i);
    if (isAlphabetic(c) || isDigit(c) || c === '_') continue;
    throw illegal(`Illegal character <${c}> at ${i}. Namespaces may only contain 'alphanumeric characters' from any language and digits: ${name}`);
  }
  return name;
}

/** TableName.isLegalTableQualifierName (snapshot names use the same rule with "Snapshot" wording). */
export function validateQualifier(qualifier: string, isSnapshot = false): string {
  // Java: `isSnapshot ? "Snapshot" : "Table" + " qualifier must not be empty"` — the concatenation binds
  // to "Table" only, so an empty snapshot name fails with the bare word `Snapshot`.
  if (qualifier.length === 0) throw illegal(isSnapshot ? 'Snapshot' : 'Table qualifier must not be empty');
  if (qualifier === DISALLOWED_TABLE_NAME) throw illegal(`Tables may not be named '${DISALLOWED_TABLE_NAME}'`);
  if (ASCII_QUALIFIER.test(qualifier)) return qualifier;
  const first = Buffer.from(qualifier, 'utf8')[0];
  if (first === 0x2e || first === 0x2d) {
    throw illegal(
      `Illegal first character <${first}> at 0. ${isSnapshot ? 'Snapshot' : 'User-space table'} qualifiers can only start with 'alphanumeric characters' from any language: ${qualifier}`,
    );
  }
  for (let i = 0; i < qualifier.length; i++) {
    const c = qualifier.charAt(i);
    if (isAlphabetic(c) || isDigit(c) || c === '_' || c === '-' || c === '.') continue;
    throw illegal(
      `Illegal character code:${c.charCodeAt(0)}, <${c}> at ${i}. ${isSnapshot ? 'Snapshot' : 'User-space table'} qualifiers may only contain 'alphanumeric characters' and digits: ${qualifier}`,
    );
  }
  return qualifier;
}

/**
 * TableName.valueOf(String): split at the FIRST `:`; `.META.` / `-ROOT-`
 * refused; the namespace checked, then the qualifier. `default:t1` → `t1`.
 */
export function validateTableName(name: string): TableName {
  return parseTableName(name);
}

function parseTableName(name: string): TableName {
  const colon = name.indexOf(':');
  const namespace = colon < 0 ? DEFAULT_NAMESPACE : name.slice(0, colon);
  const qualifier = colon < 0 ? name : name.slice(colon + 1);
  if (qualifier === OLD_ROOT_STR) throw illegal(`${OLD_ROOT_STR} has been deprecated.`);
  if (qualifier === OLD_META_STR) throw illegal(`${OLD_META_STR} no longer exists. The table has been renamed to hbase:meta`);
  validateNamespaceName(namespace);
  validateQualifier(qualifier);
  return { namespace, qualifier, nameAsString: namespace === DEFAULT_NAMESPACE ? qualifier : `${namespace}:${qualifier}` };
}

/** validateTableName, or undefined for an illegal name (lookups). */
export function tryTableName(name: string): TableName | undefined {
  try {
    return validateTableName(name);
  } catch {
    return undefined;
  }
}

/** ClientSnapshotDescriptionUtils: a snapshot name is a legal table qualifier ("Snapshot" wording). */
export function validateSnapshotName(name: string): string {
  return validateQualifier(name, true);
}

/** ColumnFamilyDescriptorBuilder.isLegalColumnFamilyName, over the UTF-8 bytes (given when the caller has them). */
export function validateFamilyName(name: string, b: Uint8Array = Buffer.from(name, 'utf8')): string {
  if (b.length === 0) throw illegal('Column Family name can not be empty');
  if (b[0] === 0x2e) throw illegal(`Column Family names cannot start with a period: ${name}`);
  for (let i = 0; i < b.length; i++) {
    const c = b[i];
    if (c < 0x20 || c === 0x7f || c === 0x3a || c === 0x5c || c === 0x2f) {
      throw illegal(`Illegal character <${c}>. Column Family names cannot contain control characters or colons: ${name}`);
    }
  }
  if (name === RECOVERED_EDITS_DIR) throw illegal(`Column Family name cannot be: ${RECOVERED_EDITS_DIR}`);
  return name;
}
