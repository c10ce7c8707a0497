/**
 * `dump`'s statements (hsh only): the shell text that, run on an empty
 * store, rebuilds a table as its descriptor and a RAW scan of every version
 * show it. Plain HBase shell syntax, nothing hsh-only, so the file also runs
 * in `hbase shell`:
 *
 * - `create_namespace 'ns', {'k' => 'v'}`;
 * - `create` with every family attribute the descriptor holds (the keys
 *   admin.rb's `cfd` reads, the rest as METADATA) and every table attribute
 *   (`update_tdb_from_arg`'s keys, the rest as METADATA), and SPLITS;
 * - one `put` per cell version at its timestamp;
 * - one delete statement per marker at its timestamp, the one table.rb's
 *   `_createdelete_internal` maps onto exactly that marker type:
 *   Delete → `delete 't', r, 'f:q', ts`; DeleteColumn → `deleteall 't', r,
 *   'f:q', ts`; DeleteFamily → `deleteall 't', r, 'f', ts`;
 *   DeleteFamilyVersion → `delete 't', r, 'f', ts`.
 *
 * Bytes (rows, qualifiers, values, split keys) are double-quoted Ruby
 * strings: printable ASCII as it is, every other byte as `\xNN`, so binary
 * data round-trips exactly (a double-quoted literal's escapes are bytes).
 */
import type { Cell, FamilyDescriptor, NamespaceDescriptor, TableDescriptor } from '../engine/types.js';
import { FAMILY_KEYS } from './family-spec.js';
import { TABLE_KEYS } from './table-spec.js';

const HEX = '0123456789ABCDEF';

/** A double-quoted Ruby string of exactly these bytes: `"r\x00\xFF"`. */
export function rubyBytes(bytes: Uint8Array): string {
  let s = '"';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x22 || b === 0x5c) s += '\\' + String.fromCharCode(b);
    // `#{`, `#@`, `#$` would interpolate.
    else if (b === 0x23 && (bytes[i + 1] === 0x7b || bytes[i + 1] === 0x40 || bytes[i + 1] === 0x24)) s += '\\#';
    else if (b >= 0x20 && b < 0x7f) s += String.fromCharCode(b);
    else s += '\\x' + HEX[b >> 4] + HEX[b & 15];
  }
  return s + '"';
}

/** A name or attribute text: single-quoted when that needs no escape, else as its UTF-8 bytes in double quotes. */
export function rubyText(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text) && !/['\\]/.test(text)) return `'${text}'`;
  return rubyBytes(Buffer.from(text, 'utf8'));
}

function pairs(entries: ReadonlyArray<readonly [string, string]>): string {
  return `{${entries.map(([k, v]) => `${rubyText(k)} => ${rubyText(v)}`).join(', ')}}`;
}

/** `create_namespace 'ns'` with its properties. */
export function createNamespaceStatement(ns: NamespaceDescriptor): string {
  return ns.properties.length ? `create_namespace ${rubyText(ns.name)}, ${pairs(ns.properties)}` : `create_namespace ${rubyText(ns.name)}`;
}

/**
 * The family keys admin.rb's `cfd` sets from a hash of their name (ENCRYPTION_KEY only
 * beside ENCRYPTION); any other stored key is user metadata (CONFIGURATION pairs are
 * stored the same way).
 */
const FAMILY_ATTRIBUTES: ReadonlySet<string> = new Set(FAMILY_KEYS.filter((k) => !['NAME', 'ENCRYPTION_KEY', 'METADATA', 'CONFIGURATION'].includes(k)));

/**
 * `update_tdb_from_arg`'s table keys. READONLY apart: set after the data, or the puts would be
 * refused. NORMALIZER_TARGET_REGION_SIZE apart: create stores it under its _MB name, so a
 * stored key of that name replays as METADATA.
 */
const TABLE_ATTRIBUTES: ReadonlySet<string> = new Set(
  TABLE_KEYS.filter((k) => !['READONLY', 'NORMALIZER_TARGET_REGION_SIZE', 'METADATA', 'CONFIGURATION'].includes(k)),
);

/** `{NAME => 'f', VERSIONS => '3', …, METADATA => {…}}`: every value the family holds, as stored. */
export function familySpec(family: FamilyDescriptor): string {
  const attributes: string[] = [];
  const metadata: Array<[string, string]> = [];
  const encrypted = family.values.some(([k]) => k === 'ENCRYPTION');
  for (const [key, value] of family.values) {
    if (FAMILY_ATTRIBUTES.has(key) || (key === 'ENCRYPTION_KEY' && encrypted)) attributes.push(`${key} => ${rubyText(value)}`);
    else metadata.push([key, value]);
  }
  if (metadata.length) attributes.push(`METADATA => ${pairs(metadata)}`);
  return `{NAME => ${rubyText(family.name)}${attributes.map((a) => ', ' + a).join('')}}`;
}

/** `create 'ns:t', {NAME => …}, …, {SPLITS => […], MAX_FILESIZE => …, METADATA => {…}}`. */
export function createStatement(table: TableDescriptor): string {
  const name = rubyText(table.name.nameAsString);
  const options: string[] = [];
  if (table.splits.length) options.push(`SPLITS => [${table.splits.map(rubyBytes).join(', ')}]`);
  const metadata: Array<[string, string]> = [];
  for (const [key, value] of table.values) {
    if (key === 'READONLY') continue;
    if (TABLE_ATTRIBUTES.has(key)) options.push(`${key} => ${rubyText(value)}`);
    else metadata.push([key, value]);
  }
  if (metadata.length) options.push(`METADATA => ${pairs(metadata)}`);
  const families = table.families.map(familySpec);
  return `create ${name}, ${families.join(', ')}${options.length ? `, {${options.join(', ')}}` : ''}`;
}

/** What follows the data: READONLY (which would have refused the puts), then the table's state. */
export function closingStatements(table: TableDescriptor): string[] {
  const name = rubyText(table.name.nameAsString);
  const out: string[] = [];
  const readonly = table.values.find(([k]) => k === 'READONLY');
  if (readonly) out.push(`alter ${name}, ${'READONLY'} => ${rubyText(readonly[1])}`);
  if (table.state === 'DISABLED') out.push(`disable ${name}`);
  return out;
}

/** Comments a reader of the dump should see before replaying it. */
export function notes(table: TableDescriptor): string[] {
  const out: string[] = [];
  for (const f of table.families) {
    const ttl = f.values.find(([k]) => k === 'TTL')?.[1];
    if (ttl !== undefined && ttl !== '2147483647') {
      out.push(
        `# Family ${f.name} has TTL ${ttl} s: its cells are written with their own timestamps, so those older than the TTL when this is run are expired at once (a RAW scan returns cells past the TTL until a compaction drops them, so the dump holds those it found).`,
      );
    }
  }
  if (table.state === 'DISABLED') out.push('# The table was disabled: it is created enabled, filled, then disabled.');
  return out;
}

/** The statement that writes exactly this cell or marker (`table` already quoted). */
export function cellStatement(table: string, cell: Cell): string {
  const row = rubyBytes(cell.row);
  const ts = cell.timestamp.toString();
  const family = Buffer.from(cell.family, 'utf8');
  switch (cell.type) {
    case 'Put':
      return `put ${table}, ${row}, ${rubyBytes(column(family, cell.qualifier))}, ${rubyBytes(cell.value)}, ${ts}`;
    case 'Delete':
      return `delete ${table}, ${row}, ${rubyBytes(column(family, cell.qualifier))}, ${ts}`;
    case 'DeleteColumn':
      return `deleteall ${table}, ${row}, ${rubyBytes(column(family, cell.qualifier))}, ${ts}`;
    case 'DeleteFamily':
      return `deleteall ${table}, ${row}, ${rubyBytes(family)}, ${ts}`;
    case 'DeleteFamilyVersion':
      return `delete ${table}, ${row}, ${rubyBytes(family)}, ${ts}`;
  }
}

const COLON = Buffer.from(':');

function column(family: Uint8Array, qualifier: Uint8Array): Buffer {
  return Buffer.concat([family, COLON, qualifier]);
}
