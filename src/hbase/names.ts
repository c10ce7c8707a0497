/**
 * Name rules with HBase's own messages (reference §4, §2.12), checked on the
 * client before anything is sent — TableName.valueOf, the namespace rules,
 * ColumnFamilyDescriptorBuilder.isLegalColumnFamilyName. The client checks
 * names here first so that errors come in the order HBase reports them
 * (table name, then families, then the master's checks). And the per-session
 * decoder of the names a script repeats in every statement.
 */
import { ShellError } from '../errors.js';

export interface ParsedTableName {
  namespace: string;
  qualifier: string;
  /** `t1` for the default namespace, else `ns:q` (what HBase prints). */
  nameAsString: string;
}

function illegalName(message: string): ShellError {
  return new ShellError('ILLEGAL_NAME', message, { rubyClass: 'ArgumentError' });
}

/** Character.isLetterOrDigit on one UTF-16 code unit. */
function isLetterOrDigit(c: string): boolean {
  return /[\p{L}\p{Nd}]/u.test(c);
}

export function validateNamespaceName(ns: string): void {
  if (ns.length === 0) throw illegalName('Namespace name must not be empty');
  if (ns === 'zookeeper') throw illegalName("Tables may not be named 'zookeeper'");
  for (let i = 0; i < ns.length; i++) {
    const c = ns[i];
    if (isLetterOrDigit(c) || c === '_') continue;
    throw illegalName(`Illegal character <${c}> at ${i}. Namespaces may only contain 'alphanumeric characters' from any language and digits: ${ns}`);
  }
}

export function validateQualifier(q: string): void {
  if (q.length === 0) throw illegalName('Table qualifier must not be empty');
  if (q === 'zookeeper') throw illegalName("Tables may not be named 'zookeeper'");
  const first = Buffer.from(q, 'utf8')[0];
  if (first === 0x2e || first === 0x2d) {
    throw illegalName(
      `Illegal first character <${first}> at 0. User-space table qualifiers can only start with 'alphanumeric characters' from any language: ${q}`,
    );
  }
  for (let i = 0; i < q.length; i++) {
    const c = q[i];
    if (isLetterOrDigit(c) || c === '_' || c === '-' || c === '.') continue;
    throw illegalName(
      `Illegal character code:${c.charCodeAt(0)}, <${c}> at ${i}. User-space table qualifiers may only contain 'alphanumeric characters' and digits: ${q}`,
    );
  }
}

/** TableName.valueOf(String): split at the first `:`, then the qualifier and namespace rules. */
export function parseTableName(name: string): ParsedTableName {
  const i = name.indexOf(':');
  const namespace = i < 0 ? 'default' : name.slice(0, i);
  const qualifier = i < 0 ? name : name.slice(i + 1);
  if (qualifier === '-ROOT-') throw illegalName('-ROOT- has been deprecated.');
  if (qualifier === '.META.') throw illegalName('.META. no longer exists. The table has been renamed to hbase:meta');
  validateNamespaceName(namespace);
  validateQualifier(qualifier);
  return { namespace, qualifier, nameAsString: namespace === 'default' ? qualifier : `${namespace}:${qualifier}` };
}

/** isLegalColumnFamilyName: the byte is printed as a signed decimal (`Illegal character <58>`). */
export function validateFamilyName(bytes: Uint8Array): string {
  const text = Buffer.from(bytes).toString('utf8');
  if (bytes.length === 0) throw illegalName('Column Family name can not be empty');
  if (bytes[0] === 0x2e) throw illegalName(`Column Family names cannot start with a period: ${text}`);
  for (const b of bytes) {
    if (b < 0x20 || b === 0x7f || b === 0x3a || b === 0x5c || b === 0x2f) {
      throw illegalName(`Illegal character <${b}>. Column Family names cannot contain control characters or colons: ${text}`);
    }
  }
  if (text === 'recovered.edits') throw illegalName('Column Family name cannot be: recovered.edits');
  return text;
}

// ---------------------------------------------------------------- decoding

/** Names up to this many bytes are remembered by a NameDecoder. */
const SHORT_NAME = 64;

/**
 * `bytes.toString('utf8', start, end)` for names; the last short name decoded
 * is remembered (by a copy of its bytes), so a script naming the same table
 * (or family) in every statement decodes it once. One per session (the
 * HBase client holds them), never shared between sessions.
 */
export class NameDecoder {
  private bytes: Uint8Array | undefined;
  private name = '';

  decode(bytes: Buffer, start = 0, end = bytes.length): string {
    const n = end - start;
    if (n > SHORT_NAME) return bytes.toString('utf8', start, end);
    const last = this.bytes;
    if (last !== undefined && last.length === n) {
      let i = 0;
      while (i < n && last[i] === bytes[start + i]) i++;
      if (i === n) return this.name;
    }
    const s = bytes.toString('utf8', start, end);
    this.bytes = new Uint8Array(bytes.subarray(start, end));
    this.name = s;
    return s;
  }
}
