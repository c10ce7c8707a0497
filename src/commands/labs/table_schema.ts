import { Buffer } from 'node:buffer';
import type { FamilyDescriptor } from '../../engine/types.js';
import { defineCommand, tableName } from '../define.js';
import { FAMILY_RESERVED_KEYS, familyAttributeOrder, sortedFamilies, tableAttributeGroups } from '../../format/describe.js';
import { RHash, type Value } from '../../ruby/values.js';

/** Attributes the shell takes as numbers (admin.rb's `cfd` and `update_tdb_from_arg`: JInteger/JLong). */
const INTEGERS: ReadonlySet<string> = new Set([
  'VERSIONS',
  'MIN_VERSIONS',
  'TTL',
  'BLOCKSIZE',
  'REPLICATION_SCOPE',
  'MOB_THRESHOLD',
  'MAX_FILESIZE',
  'MEMSTORE_FLUSHSIZE',
  'REGION_REPLICATION',
  'PRIORITY',
]);

/** Attributes the shell takes as booleans (JBoolean.valueOf). */
const BOOLEANS: ReadonlySet<string> = new Set(['IN_MEMORY', 'BLOCKCACHE', 'IS_MOB', 'READONLY', 'IS_META']);

const text = (s: string): Buffer => Buffer.from(s, 'utf8');

/**
 * A reserved attribute's value as the shell would have been given it: an
 * Integer, true/false, or else the String describe shows (an enum such as
 * BLOOMFILTER 'ROW'). A stored value that does not read as its type stays a String.
 */
function typed(key: string, value: string): Value {
  if (INTEGERS.has(key) && /^-?\d+$/.test(value)) return BigInt(value);
  if (BOOLEANS.has(key) && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return text(value);
}

/** `{'k' => 'v', …}`: metadata stays Strings, as the descriptor holds it. */
function metadataHash(pairs: ReadonlyArray<readonly [string, string]>): RHash {
  return new RHash(pairs.map(([k, v]) => [text(k), text(v)]));
}

/** A family as describe prints it: NAME, its reserved attributes typed (describe's order), METADATA. */
function familyHash(family: FamilyDescriptor): RHash {
  const hash = new RHash([[text('NAME'), text(family.name)]]);
  const metadata: Array<[string, string]> = [];
  for (const [key, value] of familyAttributeOrder(family)) {
    if (FAMILY_RESERVED_KEYS.has(key)) hash.set(text(key), typed(key, value));
    else metadata.push([key, value]);
  }
  hash.set(text('METADATA'), metadataHash(metadata));
  return hash;
}

export const table_schema = defineCommand({
  name: 'table_schema',
  group: 'labs',
  usage: "schema = table_schema 't1'",
  help: `hsh only. Return a table's schema, what describe prints, as a Ruby Hash a
script can test, printing nothing (describe returns nil, as in HBase):

  {'NAME' => 't1', 'STATE' => 'ENABLED',
   'TABLE_ATTRIBUTES' => {'MAX_FILESIZE' => 134217728, 'METADATA' => {'k' => 'v'}},
   'FAMILIES' => {'f1' => {'NAME' => 'f1', 'VERSIONS' => 3, 'TTL' => 86400,
     'BLOOMFILTER' => 'ROW', 'IN_MEMORY' => false, …, 'METADATA' => {}}}}

Keys as describe prints them. Values as the shell takes them in create and
alter: Integers for VERSIONS, MIN_VERSIONS, TTL (seconds; FOREVER is
2147483647), BLOCKSIZE, REPLICATION_SCOPE, MOB_THRESHOLD, MAX_FILESIZE,
MEMSTORE_FLUSHSIZE, REGION_REPLICATION and PRIORITY; true or false for
IN_MEMORY, BLOCKCACHE, IS_MOB and READONLY; Strings for the rest
(BLOOMFILTER 'ROW', COMPRESSION 'NONE', KEEP_DELETED_CELLS 'FALSE', 'TRUE' or
'TTL', DURABILITY, …). Every other key (METADATA, CONFIGURATION,
COMPACTION_ENABLED, …) is a String in its METADATA Hash, which is there,
maybe empty, for the table and each family.

  hbase> schema = table_schema 't1'
  hbase> assert_equal 3, table_schema('t1')['FAMILIES']['f1']['VERSIONS'], 'Q1 three versions'
  hbase> assert_equal ['f1', 'f2'], table_schema('t1')['FAMILIES'].keys, 'Q1 two families'
  hbase> t.table_schema
`,
  tableMethod: true,
  args: [tableName()],
  async run(ctx, [name]) {
    const table = await ctx.hbase.admin.describe(name);
    const { reserved, metadata } = tableAttributeGroups(table.values);
    const attributes = new RHash(reserved.map(([k, v]) => [text(k), typed(k, v)]));
    attributes.set(text('METADATA'), metadataHash(metadata));
    const families = new RHash(sortedFamilies(table).map((f) => [text(f.name), familyHash(f)]));
    const schema = new RHash([
      [text('NAME'), text(table.name.nameAsString)],
      [text('STATE'), text(table.state)],
      [text('TABLE_ATTRIBUTES'), attributes],
      [text('FAMILIES'), families],
    ]);
    return { outputs: [], value: schema };
  },
});
