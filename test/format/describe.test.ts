import { describe, expect, it } from 'vitest';
import {
  bytesHashCode,
  familyDescriptorString,
  hashBucket,
  javaHashMapOrder,
  namespaceDescriptorString,
  putAllCapacity,
  tableAttributesString,
} from '../../src/format/describe.js';
import type { FamilyDescriptor } from '../../src/engine/types.js';
import { DEFAULTS } from './helpers.js';

const family = (name: string, ...extra: Array<[string, string]>): FamilyDescriptor => ({ name, values: [...DEFAULTS, ...extra] });

const DEFAULT_F1 =
  "{NAME => 'f1', INDEX_BLOCK_ENCODING => 'NONE', VERSIONS => '1', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'NONE', TTL => 'FOREVER', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '65536 B (64KB)'}";

describe('Java HashMap order of family attributes (ColumnFamilyDescriptor.toString)', () => {
  it('Bytes.hashCode over signed bytes', () => {
    expect(bytesHashCode(Buffer.from(''))).toBe(1);
    expect(bytesHashCode(Buffer.from('a'))).toBe(31 + 97);
    expect(bytesHashCode(Buffer.from([0xff]))).toBe(31 - 1);
  });

  it('the bucket numbers at capacity 32 listed in the reference', () => {
    const listed =
      'INDEX_BLOCK_ENCODING 2, MOB_THRESHOLD 2, COMPRESSION_COMPACT 2, VERSIONS 4, EVICT_BLOCKS_ON_CLOSE 5, KEEP_DELETED_CELLS 8, NEW_VERSION_BEHAVIOR 8, COMPRESS_TAGS 8, CACHE_DATA_ON_WRITE 8, DATA_BLOCK_ENCODING 9, IN_MEMORY_COMPACTION 9, TTL 10, MIN_VERSIONS 11, ENCRYPTION_KEY 13, REPLICATION_SCOPE 14, BLOOMFILTER 17, CACHE_INDEX_ON_WRITE 17, IN_MEMORY 20, PREFETCH_BLOCKS_ON_OPEN 23, CACHE_BLOOMS_ON_WRITE 23, IS_MOB 25, COMPRESSION 26, BLOCKCACHE 27, DFS_REPLICATION 27, BLOCKSIZE 29, MOB_COMPACT_PARTITION_POLICY 30, COMPRESSION_COMPACT_MAJOR 30, COMPRESSION_COMPACT_MINOR 30, STORAGE_POLICY 0, ENCRYPTION 1';
    for (const entry of listed.split(', ')) {
      const [key, bucket] = entry.split(' ');
      expect(hashBucket(key, 32), key).toBe(Number(bucket));
    }
  });

  it("putAll's capacity (Java 8–17): 32 for the 12 defaults, 64 from 24 entries", () => {
    expect(putAllCapacity(11)).toBe(16);
    expect(putAllCapacity(12)).toBe(32);
    expect(putAllCapacity(23)).toBe(32);
    expect(putAllCapacity(24)).toBe(64);
    expect(putAllCapacity(47)).toBe(64);
    expect(putAllCapacity(48)).toBe(128);
  });

  it('the default order does not depend on the insertion order of the defaults', () => {
    const expected = 'INDEX_BLOCK_ENCODING VERSIONS KEEP_DELETED_CELLS DATA_BLOCK_ENCODING TTL MIN_VERSIONS REPLICATION_SCOPE BLOOMFILTER IN_MEMORY COMPRESSION BLOCKCACHE BLOCKSIZE';
    expect(javaHashMapOrder(DEFAULTS).order.map(([k]) => k).join(' ')).toBe(expected);
    expect(javaHashMapOrder([...DEFAULTS].reverse()).order.map(([k]) => k).join(' ')).toBe(expected);
    expect(javaHashMapOrder([...DEFAULTS].sort()).order.map(([k]) => k).join(' ')).toBe(expected);
  });

  it('ties keep insertion order; a crowded bucket doubles the table below 64', () => {
    // 'Aa' and 'BB' hash alike in Java; keys differing so they collide: same bucket at every capacity
    const same = ['Aa', 'BB'];
    expect(bytesHashCode(Buffer.from(same[0]))).toBe(bytesHashCode(Buffer.from(same[1])));
    const order = javaHashMapOrder([...DEFAULTS, ['BB', '1'], ['Aa', '2']]).order.map(([k]) => k);
    expect(order.filter((k) => k === 'Aa' || k === 'BB')).toEqual(['BB', 'Aa']);
    // 9 keys with one hash in a 21-entry map (capacity 32): treeifyBin doubles the table to 64
    const colliding: Array<[string, string]> = [];
    for (const a of same) for (const c of same) for (const d of same) for (const e of same) colliding.push([a + c + d + e, '']);
    expect(new Set(colliding.map(([k]) => bytesHashCode(Buffer.from(k)))).size).toBe(1);
    expect(javaHashMapOrder([...DEFAULTS, ...colliding.slice(0, 8)]).capacity).toBe(32);
    expect(javaHashMapOrder([...DEFAULTS, ...colliding.slice(0, 9)]).capacity).toBe(64);
    expect(javaHashMapOrder([...DEFAULTS, ...colliding]).capacity).toBe(64);
    // within the bucket, insertion order
    const got = javaHashMapOrder([...DEFAULTS, ...colliding]).order.map(([k]) => k).filter((k) => /^(Aa|BB)+$/.test(k));
    expect(got).toEqual(colliding.map(([k]) => k));
  });
});

describe('family descriptor strings (Appendix A)', () => {
  it('the default family', () => {
    expect(familyDescriptorString(family('f1'))).toBe(DEFAULT_F1);
  });

  it('with MOB', () => {
    expect(familyDescriptorString(family('f', ['IS_MOB', 'true'], ['MOB_THRESHOLD', '102400']))).toBe(
      "{NAME => 'f', INDEX_BLOCK_ENCODING => 'NONE', MOB_THRESHOLD => '102400', VERSIONS => '1', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'NONE', TTL => 'FOREVER', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', IS_MOB => 'true', COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '65536 B (64KB)'}",
    );
  });

  it('with NEW_VERSION_BEHAVIOR, and the four options of test 82, in METADATA', () => {
    expect(familyDescriptorString(family('f1', ['NEW_VERSION_BEHAVIOR', 'true']))).toBe(DEFAULT_F1.slice(0, -1) + ", METADATA => {'NEW_VERSION_BEHAVIOR' => 'true'}}");
    const t82 = family('a', ['CACHE_BLOOMS_ON_WRITE', 'true'], ['CACHE_INDEX_ON_WRITE', 'true'], ['EVICT_BLOCKS_ON_CLOSE', 'true'], ['COMPRESSION_COMPACT', 'GZ']);
    expect(familyDescriptorString(t82)).toBe(
      DEFAULT_F1.replace("'f1'", "'a'").slice(0, -1) +
        ", METADATA => {'COMPRESSION_COMPACT' => 'GZ', 'EVICT_BLOCKS_ON_CLOSE' => 'true', 'CACHE_INDEX_ON_WRITE' => 'true', 'CACHE_BLOOMS_ON_WRITE' => 'true'}}",
    );
  });

  it('humanised TTL and BLOCKSIZE, other values as set; non-ASCII values through toStringBinary', () => {
    const f = { name: 'x', values: DEFAULTS.map(([k, v]): [string, string] => [k, k === 'TTL' ? '86400' : k === 'VERSIONS' ? '5' : k === 'BLOCKSIZE' ? '1024' : v]) };
    const s = familyDescriptorString(f);
    expect(s).toContain("VERSIONS => '5'");
    expect(s).toContain("TTL => '86400 SECONDS (1 DAY)'");
    expect(s).toContain("BLOCKSIZE => '1024 B (1KB)'");
    expect(familyDescriptorString(family('f', ['k', 'é']))).toContain("METADATA => {'k' => '\\xC3\\xA9'}");
    expect(familyDescriptorString(family('f', ['TTL', '30']))).toContain("TTL => '30 SECONDS'");
  });
});

describe('table attributes (TableDescriptor.toStringCustomizedValues)', () => {
  it('empty without attributes; the 2.5+ file-tracker METADATA; reserved keys first, sorted, humanised', () => {
    expect(tableAttributesString([])).toBe('');
    expect(tableAttributesString([['hbase.store.file-tracker.impl', 'DEFAULT']])).toBe(
      ", {TABLE_ATTRIBUTES => {METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}",
    );
    expect(tableAttributesString([['hbase.store.file-tracker.impl', 'DEFAULT'], ['MAX_FILESIZE', '134217728']])).toBe(
      ", {TABLE_ATTRIBUTES => {MAX_FILESIZE => '134217728 B (128MB)', METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}",
    );
    expect(
      tableAttributesString([
        ['hbase.store.file-tracker.impl', 'DEFAULT'],
        ['READONLY', 'true'],
        ['MEMSTORE_FLUSHSIZE', '12345678'],
        ['COMPACTION_ENABLED', 'false'],
        ['coprocessor$1', '|org.Foo|1001|'],
        ['DURABILITY', 'ASYNC_WAL'],
        ['REGION_MEMSTORE_REPLICATION', 'true'],
        ['IS_META', 'false'],
      ]),
    ).toBe(
      ", {TABLE_ATTRIBUTES => {DURABILITY => 'ASYNC_WAL', MEMSTORE_FLUSHSIZE => '12345678 B (11MB 792KB 334B)', READONLY => 'true', coprocessor$1 => '|org.Foo|1001|', METADATA => {'COMPACTION_ENABLED' => 'false', 'REGION_MEMSTORE_REPLICATION' => 'true', 'hbase.store.file-tracker.impl' => 'DEFAULT'}}}",
    );
    expect(tableAttributesString([['MAX_FILESIZE', '12345678']])).toBe(", {TABLE_ATTRIBUTES => {MAX_FILESIZE => '12345678 B (11MB 792KB 334B)'}}");
    expect(tableAttributesString([['IS_META', 'true']])).toBe(", {TABLE_ATTRIBUTES => {IS_META => 'true'}}");
  });
});

describe('namespace descriptor (NamespaceDescriptor.toString)', () => {
  it('NAME then the properties sorted, keys bare', () => {
    expect(namespaceDescriptorString({ name: 'ns1', properties: [['PROPERTY_NAME', 'PROPERTY_VALUE']] })).toBe("{NAME => 'ns1', PROPERTY_NAME => 'PROPERTY_VALUE'}");
    expect(namespaceDescriptorString({ name: 'ns', properties: [] })).toBe("{NAME => 'ns'}");
    expect(namespaceDescriptorString({ name: 'ns1', properties: [['a', '1'], ['PROPERTY_NAME', 'PROPERTY_VALUE']] })).toBe(
      "{NAME => 'ns1', PROPERTY_NAME => 'PROPERTY_VALUE', a => '1'}",
    );
  });
});
