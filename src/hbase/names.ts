/**
 * Name checks the client makes before anything is sent — TableName.valueOf,
 * the namespace rules, ColumnFamilyDescriptorBuilder.isLegalColumnFamilyName —
 * so that errors come in the order HBase reports them (table name, then
 * families, then the master's checks). The rules themselves are the engine's
 * (src/engine/names.ts). And the per-session decoder of the names a script
 * repeats in every statement.
 */
import { validateFamilyName as familyNameRule, validateNamespaceName, validateTableName } from '../engine/index.js';
import type { TableName } from '../engine/types.js';

export { validateNamespaceName };

/** A table's name as TableName.valueOf parses it. */
export type ParsedTableName = TableName;

/** TableName.valueOf(String): the engine's rules (src/engine/names.ts), the one copy of them. */
export function parseTableName(name: string): ParsedTableName {
  return validateTableName(name);
}

/** isLegalColumnFamilyName over a family's bytes (the rule reads their UTF-8 text's bytes); returns the text. */
export function validateFamilyName(bytes: Uint8Array): string {
  return familyNameRule(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), bytes);
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
