/**
 * The descriptor strings of `describe` and `describe_namespace` (reference
 * §2.7, §2.8, Appendix A), as HBase 2.5+/2.6 builds them:
 *
 * - a column family: `ColumnFamilyDescriptor.toString()` — `{NAME => 'f1'`,
 *   then every reserved key in the order the descriptor's `HashMap<Bytes,
 *   Bytes>` iterates, `KEY => 'value'`, then the other keys in the same order
 *   as `METADATA => {'k' => 'v', …}`; values through `Bytes.toStringBinary`
 *   and PrettyPrinter (TTL, BLOCKSIZE humanised);
 * - the table attributes: `TableDescriptor.toStringTableAttributes()` —
 *   reserved keys (and `coprocessor$N`) sorted by bytes, then the others,
 *   sorted, as a quoted METADATA map (MAX_FILESIZE, MEMSTORE_FLUSHSIZE
 *   humanised);
 * - a namespace: `NamespaceDescriptor.toString()` — properties sorted (a
 *   TreeMap), unquoted keys.
 *
 * HashMap order. The descriptor describe prints is a copy made by
 * `ColumnFamilyDescriptorBuilder.build()` (the copy constructor's
 * `values.putAll(source)`), so the table's capacity is what `putAll` into an
 * empty HashMap picks on Java 8–17: `tableSizeFor((int)(size / 0.75f + 1))`
 * — 32 for 12 to 23 entries, 64 for 24 to 47 — not what incremental puts
 * would give (16 for the 12 defaults, which would put BLOOMFILTER first).
 * Keys hash with `Bytes.hashCode` over their UTF-8 bytes as signed bytes,
 * spread `h ^ (h >>> 16)`; iteration is by bucket, then insertion order
 * (the source map's iteration order, which within one bucket of the larger
 * copy is its insertion order: the 12 defaults first, then the rest as
 * given). A bucket reaching 9 entries below capacity 64 doubles the table,
 * as `treeifyBin` does; tree bins (9+ keys in one bucket at capacity ≥ 64)
 * are iterated as lists (their root-first reordering is not simulated).
 */
import type { FamilyDescriptor, NamespaceDescriptor, TableDescriptor } from '../engine/types.js';
import { toStringBinary } from '../bytes.js';
import { prettyFormat, type PrettyUnit } from './humanize.js';

// ---------------------------------------------------------------- Java HashMap

/** `Bytes.hashCode(byte[])`: h = 1; h = 31·h + b over signed bytes, int32. */
export function bytesHashCode(bytes: Uint8Array): number {
  let h = 1;
  for (let i = 0; i < bytes.length; i++) h = (Math.imul(31, h) + ((bytes[i] << 24) >> 24)) | 0;
  return h;
}

/** `HashMap.hash`: the hash code spread with its high half. */
export function spreadHash(h: number): number {
  return (h ^ (h >>> 16)) | 0;
}

/** The bucket of a key (a string, hashed over its UTF-8 bytes) at a power-of-two capacity. */
export function hashBucket(key: string, capacity: number): number {
  return spreadHash(bytesHashCode(Buffer.from(key, 'utf8'))) & (capacity - 1);
}

/** `HashMap.tableSizeFor`. */
function tableSizeFor(c: number): number {
  let n = 1;
  while (n < c) n *= 2;
  return Math.min(Math.max(n, 1), 1 << 30);
}

/** The capacity `putAll` of `size` entries into an empty `new HashMap<>()` picks (Java 8–17). */
export function putAllCapacity(size: number): number {
  const ft = Math.fround(Math.fround(size / 0.75) + 1);
  return tableSizeFor(Math.trunc(ft));
}

const TREEIFY_THRESHOLD = 8;
const MIN_TREEIFY_CAPACITY = 64;

/**
 * Iteration order of a Java HashMap filled by `putAll` from a map that
 * iterates `entries` in the given order (distinct keys). Returns the
 * entries reordered and the final capacity.
 */
export function javaHashMapOrder<T>(given: ReadonlyArray<readonly [string, T]>): { order: Array<[string, T]>; capacity: number } {
  const entries = distinct(given);
  const hashes = entries.map(([k]) => spreadHash(bytesHashCode(Buffer.from(k, 'utf8'))));
  let capacity = putAllCapacity(entries.length);
  // Insert one by one to find the treeifyBin resizes.
  const counts = new Map<number, number>();
  for (let i = 0; i < entries.length; i++) {
    const b = hashes[i] & (capacity - 1);
    const existing = counts.get(b) ?? 0;
    counts.set(b, existing + 1);
    if (existing >= TREEIFY_THRESHOLD && capacity < MIN_TREEIFY_CAPACITY) {
      capacity *= 2;
      counts.clear();
      for (let j = 0; j <= i; j++) {
        const bj = hashes[j] & (capacity - 1);
        counts.set(bj, (counts.get(bj) ?? 0) + 1);
      }
    }
  }
  const index = entries.map((_, i) => i);
  index.sort((a, b) => (hashes[a] & (capacity - 1)) - (hashes[b] & (capacity - 1)) || a - b);
  return { order: index.map((i) => [entries[i][0], entries[i][1]]), capacity };
}

/** A map's entries from a list that may repeat a key: first position, last value (as `put` does). */
export function distinct<T>(entries: ReadonlyArray<readonly [string, T]>): Array<[string, T]> {
  const at = new Map<string, number>();
  const out: Array<[string, T]> = [];
  for (const [k, v] of entries) {
    const i = at.get(k);
    if (i === undefined) {
      at.set(k, out.length);
      out.push([k, v]);
    } else out[i] = [k, v];
  }
  return out;
}

// ---------------------------------------------------------------- families

/** ColumnFamilyDescriptorBuilder's RESERVED_KEYWORDS (printed bare; the rest go to METADATA). */
export const FAMILY_RESERVED_KEYS: ReadonlySet<string> = new Set([
  'BLOOMFILTER',
  'REPLICATION_SCOPE',
  'VERSIONS',
  'MIN_VERSIONS',
  'COMPRESSION',
  'TTL',
  'BLOCKSIZE',
  'IN_MEMORY',
  'BLOCKCACHE',
  'KEEP_DELETED_CELLS',
  'DATA_BLOCK_ENCODING',
  'INDEX_BLOCK_ENCODING',
  'ENCRYPTION',
  'ENCRYPTION_KEY',
  'ENCRYPTION_KEY_NAMESPACE',
  'IS_MOB',
  'MOB_THRESHOLD',
  'MOB_COMPACT_PARTITION_POLICY',
]);

function familyUnit(key: string): PrettyUnit {
  if (key === 'TTL') return 'TIME_INTERVAL';
  if (key === 'BLOCKSIZE') return 'BYTE';
  return 'NONE';
}

/** A value as the descriptor prints it: `Bytes.toStringBinary(Bytes.toBytes(value))`, then PrettyPrinter. */
function valueText(value: string, unit: PrettyUnit): string {
  return prettyFormat(toStringBinary(Buffer.from(value, 'utf8')), unit);
}

/** The family's attributes in the order describe prints them (Java HashMap order). */
export function familyAttributeOrder(family: FamilyDescriptor): Array<[string, string]> {
  return javaHashMapOrder(family.values).order;
}

/** `ColumnFamilyDescriptor.toString()`: `{NAME => 'f1', VERSIONS => '1', …, METADATA => {…}}`. */
export function familyDescriptorString(family: FamilyDescriptor): string {
  const order = familyAttributeOrder(family);
  let s = `{NAME => '${family.name}'`;
  let metadata = '';
  for (const [key, value] of order) {
    const text = valueText(value, familyUnit(key));
    if (FAMILY_RESERVED_KEYS.has(key)) s += `, ${key} => '${text}'`;
    else metadata += `${metadata ? ', ' : ''}'${key}' => '${text}'`;
  }
  if (order.some(([key]) => !FAMILY_RESERVED_KEYS.has(key))) s += `, METADATA => {${metadata}}`;
  return s + '}';
}

// ---------------------------------------------------------------- tables

/** TableDescriptorBuilder's RESERVED_KEYWORDS (IS_META only printed when true). */
export const TABLE_RESERVED_KEYS: ReadonlySet<string> = new Set([
  'MAX_FILESIZE',
  'READONLY',
  'MEMSTORE_FLUSHSIZE',
  'DURABILITY',
  'REGION_REPLICATION',
  'PRIORITY',
  'ERASURE_CODING_POLICY',
  'IS_META',
]);

function tableUnit(key: string): PrettyUnit {
  return key === 'MAX_FILESIZE' || key === 'MEMSTORE_FLUSHSIZE' ? 'BYTE' : 'NONE';
}

function byBytes(a: [string, string], b: [string, string]): number {
  return Buffer.compare(Buffer.from(a[0], 'utf8'), Buffer.from(b[0], 'utf8'));
}

/**
 * The table attributes as `toStringTableAttributes()` groups them: the
 * reserved keys (and `coprocessor$N`) sorted by bytes, IS_META only when
 * true; the other keys, sorted, its METADATA.
 */
export function tableAttributeGroups(values: ReadonlyArray<readonly [string, string]>): { reserved: Array<[string, string]>; metadata: Array<[string, string]> } {
  const reserved: Array<[string, string]> = [];
  const metadata: Array<[string, string]> = [];
  for (const [key, value] of distinct(values)) {
    if (!TABLE_RESERVED_KEYS.has(key) && !key.startsWith('coprocessor$')) {
      metadata.push([key, value]);
      continue;
    }
    if (key.toUpperCase() === 'IS_META' && value.toLowerCase() !== 'true') continue;
    reserved.push([key, value]);
  }
  reserved.sort(byBytes);
  metadata.sort(byBytes);
  return { reserved, metadata };
}

/**
 * `TableDescriptor.toStringTableAttributes()`: `''` without attributes, else
 * `, {TABLE_ATTRIBUTES => {MAX_FILESIZE => '…', METADATA => {'k' => 'v'}}}`.
 */
export function tableAttributesString(values: ReadonlyArray<readonly [string, string]>): string {
  const { reserved, metadata } = tableAttributeGroups(values);
  if (reserved.length === 0 && metadata.length === 0) return '';
  const parts = reserved.map(([k, v]) => `${k} => '${valueText(v, tableUnit(k))}'`);
  if (metadata.length > 0) {
    parts.push(`METADATA => {${metadata.map(([k, v]) => `'${k}' => '${valueText(v, tableUnit(k))}'`).join(', ')}}`);
  }
  return `, {TABLE_ATTRIBUTES => {${parts.join(', ')}}}`;
}

/** describe's second line: the name as typed and the table attributes. */
export function tableAttributesLine(nameAsTyped: string, table: TableDescriptor): string {
  return nameAsTyped + tableAttributesString(table.values);
}

/** Families in the order describe lists them: by name, as unsigned bytes. */
export function sortedFamilies(table: TableDescriptor): FamilyDescriptor[] {
  return [...table.families].sort((a, b) => Buffer.compare(Buffer.from(a.name, 'utf8'), Buffer.from(b.name, 'utf8')));
}

// ---------------------------------------------------------------- namespaces

/** `NamespaceDescriptor.toString()`: `{NAME => 'ns1', KEY => 'value', …}`, keys sorted (Java String order). */
export function namespaceDescriptorString(ns: NamespaceDescriptor): string {
  const props = distinct(ns.properties).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `{NAME => '${ns.name}'${props.map(([k, v]) => `, ${k} => '${v}'`).join('')}}`;
}
