/**
 * The pure parts of the ddl commands: Java conversions, name rules, Java
 * regexes, split algorithms, family and table specs, sanity checks — each
 * with HBase's exact message.
 */
import { describe, expect, it } from 'vitest';
import { RHash, str, type Value } from '../../../src/ruby/values.js';
import { humanIntervalToSeconds, humanSizeToBytes, jBoolean, ttlSeconds } from '../../../src/hbase/java.js';
import { javaInt, javaLong } from '../../../src/ruby/coerce.js';
import { rubyToBytesBinary } from '../../../src/ruby/java.js';
import { toStringBinary } from '../../../src/bytes.js';
import { parseTableName, validateFamilyName, validateNamespaceName } from '../../../src/hbase/names.js';
import { javaWholeMatch } from '../../../src/hbase/regex.js';
import { checkSplitKeys, computeSplits, splitLines, splitsFromAlgorithm } from '../../../src/hbase/splits.js';
import { DEFAULT_FAMILY_VALUES, familyFromSpec, newFamily } from '../../../src/hbase/family-spec.js';
import { ValueMap } from '../../../src/hbase/value-map.js';
import { Options } from '../../../src/ruby/options.js';
import { TableDraft, applyCoprocessors, applyTableAttributes, removeCoprocessor, sanityCheck } from '../../../src/hbase/table-spec.js';

function hash(entries: Record<string, Value>): RHash {
  return new RHash(Object.entries(entries).map(([k, v]) => [str(k), v]));
}

function s(text: string): Buffer {
  return str(text);
}

function message(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

describe('Java conversions', () => {
  it('JInteger.valueOf / JLong.valueOf', () => {
    expect(javaInt(5n, 'valueOf')).toBe(5);
    expect(javaInt(s('12'), 'valueOf')).toBe(12);
    expect(javaInt(s('-3'), 'valueOf')).toBe(-3);
    expect(message(() => javaInt(s('abc'), 'valueOf'))).toBe('For input string: "abc"');
    expect(message(() => javaInt(s(' 5'), 'valueOf'))).toBe('For input string: " 5"');
    expect(message(() => javaInt(s(''), 'valueOf'))).toBe('For input string: ""');
    expect(message(() => javaInt(s('2147483648'), 'valueOf'))).toBe('For input string: "2147483648"');
    expect(javaLong(s('2147483648'), 'valueOf')).toBe(2147483648n);
  });

  it('JBoolean.valueOf', () => {
    expect(jBoolean(true)).toBe(true);
    expect(jBoolean(s('TRUE'))).toBe(true);
    expect(jBoolean(s('yes'))).toBe(false);
    expect(jBoolean(null)).toBe(false);
  });

  it('Bytes.rubyToBytesBinary: upper-case \\xHH only; a bogus escape drops the backslash', () => {
    expect([...rubyToBytesBinary(s('a\\x00b'))]).toEqual([0x61, 0, 0x62]);
    expect([...rubyToBytesBinary(s('\\xFF'))]).toEqual([0xff]);
    expect(rubyToBytesBinary(s('\\xff')).toString('latin1')).toBe('xff');
    expect([...rubyToBytesBinary(s('é'))]).toEqual([0xe9]);
    expect(message(() => rubyToBytesBinary(s('ab\\x')))).toBe('index 4, length 4');
    expect(toStringBinary(Buffer.from([0x41, 0x5c, 0x00, 0xff, 0x7e]))).toBe('A\\x5C\\x00\\xFF~');
  });

  it('human-readable TTLs (PrettyPrinter)', () => {
    expect(humanIntervalToSeconds('FOREVER')).toBe(2147483647n);
    expect(humanIntervalToSeconds('forever')).toBe(2147483647n);
    expect(humanIntervalToSeconds('86400')).toBe(86400n);
    expect(humanIntervalToSeconds('1 DAY 2 HOURS 30 MINUTES 5 SECONDS')).toBe(95405n);
    expect(humanIntervalToSeconds('86400 SECONDS (1 DAY)')).toBe(86400n);
    expect(humanIntervalToSeconds('2 days')).toBe(172800n);
    expect(humanIntervalToSeconds('1 SECOND')).toBe(1n);
    expect(humanIntervalToSeconds('abc')).toBe(0n);
    expect(message(() => humanIntervalToSeconds('100 SECONDS (1 DAY)'))).toBe(
      'Malformed TTL string: TTL values in seconds and human readableformat do not match',
    );
    expect(ttlSeconds(2592000n)).toBe(2592000);
    expect(ttlSeconds(s('FOREVER'))).toBe(2147483647);
  });

  it('human-readable sizes (PrettyPrinter)', () => {
    expect(humanSizeToBytes('65536')).toBe(65536n);
    expect(humanSizeToBytes('64KB')).toBe(65536n);
    expect(humanSizeToBytes('1MB')).toBe(1048576n);
    expect(humanSizeToBytes('1 MB')).toBe(1048576n);
    expect(humanSizeToBytes('65536 B (64KB)')).toBe(65536n);
    expect(humanSizeToBytes('10GB')).toBe(10737418240n);
    expect(humanSizeToBytes('12345678 B (11MB 792KB 334B)')).toBe(12345678n);
    expect(humanSizeToBytes('lots')).toBe(0n);
  });
});

describe('names (TableName, ColumnFamilyDescriptorBuilder)', () => {
  it('table names', () => {
    expect(parseTableName('t1')).toEqual({ namespace: 'default', qualifier: 't1', nameAsString: 't1' });
    expect(parseTableName('default:t1')).toEqual({ namespace: 'default', qualifier: 't1', nameAsString: 't1' });
    expect(parseTableName('ns1:t1')).toEqual({ namespace: 'ns1', qualifier: 't1', nameAsString: 'ns1:t1' });
    expect(parseTableName('NOT.EXISTS').qualifier).toBe('NOT.EXISTS');
    expect(message(() => parseTableName('my table'))).toBe(
      "Illegal character code:32, < > at 2. User-space table qualifiers may only contain 'alphanumeric characters' and digits: my table",
    );
    expect(message(() => parseTableName('-t'))).toBe(
      "Illegal first character <45> at 0. User-space table qualifiers can only start with 'alphanumeric characters' from any language: -t",
    );
    expect(message(() => parseTableName('ns:'))).toBe('Table qualifier must not be empty');
    expect(message(() => parseTableName(''))).toBe('Table qualifier must not be empty');
    expect(message(() => parseTableName('a-b:t'))).toBe(
      "Illegal character <-> at 1. Namespaces may only contain 'alphanumeric characters' from any language and digits: a-b",
    );
    expect(message(() => parseTableName('a:b:c'))).toBe(
      "Illegal character code:58, <:> at 1. User-space table qualifiers may only contain 'alphanumeric characters' and digits: b:c",
    );
    expect(message(() => parseTableName('zookeeper'))).toBe("Tables may not be named 'zookeeper'");
    expect(message(() => parseTableName('.META.'))).toBe('.META. no longer exists. The table has been renamed to hbase:meta');
    expect(message(() => parseTableName('-ROOT-'))).toBe('-ROOT- has been deprecated.');
    expect(message(() => validateNamespaceName('ns-1'))).toBe(
      "Illegal character <-> at 2. Namespaces may only contain 'alphanumeric characters' from any language and digits: ns-1",
    );
  });

  it('family names', () => {
    expect(validateFamilyName(s('f 1-é'))).toBe('f 1-é');
    expect(message(() => validateFamilyName(s('a:b')))).toBe(
      'Illegal character <58>. Column Family names cannot contain control characters or colons: a:b',
    );
    expect(message(() => validateFamilyName(s('a/b')))).toContain('Illegal character <47>.');
    expect(message(() => validateFamilyName(s('a\\b')))).toContain('Illegal character <92>.');
    expect(message(() => validateFamilyName(s('a\tb')))).toContain('Illegal character <9>.');
    expect(message(() => validateFamilyName(s('.f')))).toBe('Column Family names cannot start with a period: .f');
    expect(message(() => validateFamilyName(s('')))).toBe('Column Family name can not be empty');
    expect(message(() => validateFamilyName(s('recovered.edits')))).toBe('Column Family name cannot be: recovered.edits');
  });
});

describe('Java regexes matched against whole names', () => {
  it('anchors, Java-only syntax', () => {
    expect(javaWholeMatch('t.*').test('t1')).toBe(true);
    expect(javaWholeMatch('t').test('t1')).toBe(false);
    expect(javaWholeMatch('ns:.*').test('ns:t')).toBe(true);
    expect(javaWholeMatch('\\Qa.b\\E').test('a.b')).toBe(true);
    expect(javaWholeMatch('\\Qa.b\\E').test('axb')).toBe(false);
    expect(javaWholeMatch('t.*+').test('t11')).toBe(true);
    expect(javaWholeMatch('(?i)T1').test('t1')).toBe(true);
    expect(javaWholeMatch('a|b').test('b')).toBe(true);
  });

  it("PatternSyntaxException's messages", () => {
    expect(message(() => javaWholeMatch('*'))).toBe("Dangling meta character '*' near index 0\n*\n^");
    expect(message(() => javaWholeMatch('a(b'))).toBe('Unclosed group near index 3\na(b');
    expect(message(() => javaWholeMatch('[ab'))).toBe('Unclosed character class near index 2\n[ab\n  ^');
    expect(message(() => javaWholeMatch('ab)'))).toBe("Unmatched closing ')' near index 1\nab)\n ^");
  });
});

describe('pre-splitting (admin.rb create)', () => {
  const text = (keys: Buffer[]) => keys.map((k) => toStringBinary(k));
  it('HexStringSplit, DecimalStringSplit, UniformSplit', () => {
    expect(text(computeSplits(4, 'HexStringSplit'))).toEqual(['40000000', '80000000', 'c0000000']);
    expect(text(computeSplits(10, 'HexStringSplit'))).toEqual([
      '19999999',
      '33333332',
      '4ccccccb',
      '66666664',
      '7ffffffd',
      '99999996',
      'b333332f',
      'ccccccc8',
      'e6666661',
    ]);
    expect(text(computeSplits(4, 'DecimalStringSplit'))).toEqual(['25000000', '50000000', '75000000']);
    expect(text(computeSplits(4, 'UniformSplit'))).toEqual([
      '@\\x00\\x00\\x00\\x00\\x00\\x00\\x00',
      '\\x80\\x00\\x00\\x00\\x00\\x00\\x00\\x00',
      '\\xC0\\x00\\x00\\x00\\x00\\x00\\x00\\x00',
    ]);
  });

  it("create's NUMREGIONS / SPLITALGO checks", () => {
    expect(message(() => splitsFromAlgorithm(undefined, s('HexStringSplit')))).toBe('Number of regions must be specified');
    expect(message(() => splitsFromAlgorithm(4n, undefined))).toBe('Split algorithm must be specified');
    expect(message(() => splitsFromAlgorithm(1n, s('HexStringSplit')))).toBe('Number of regions must be greater than 1');
    expect(message(() => splitsFromAlgorithm(4n, s('Nope')))).toBe("Couldn't load split class Nope");
    expect(splitsFromAlgorithm(2n, s('org.apache.hadoop.hbase.util.RegionSplitter$HexStringSplit'))).toHaveLength(1);
  });

  it('split keys: file lines, sorting, empty and duplicate keys', () => {
    expect(text(splitLines('10\n20\r\n30\n'))).toEqual(['10', '20', '30']);
    expect(text(checkSplitKeys([s('b'), s('a')]))).toEqual(['a', 'b']);
    expect(message(() => checkSplitKeys([s('a'), s('')]))).toBe('Empty split key must not be passed in the split keys.');
    expect(message(() => checkSplitKeys([s('a'), s('a')]))).toBe('All split keys must be unique, found duplicate: a, a');
  });
});

describe('family specs (admin.rb cfd)', () => {
  const family = (h: RHash, existing?: ValueMap) => {
    const notices: string[] = [];
    const f = familyFromSpec(h, () => (existing ? { name: 'f1', values: existing } : undefined), notices);
    return { values: Object.fromEntries(f.values.entries), notices, order: f.values.entries.map(([k]) => k) };
  };

  it('a bare name has every default', () => {
    expect(newFamily(s('f1')).values.entries).toEqual(DEFAULT_FAMILY_VALUES.map(([k, v]) => [k, v]));
  });

  it('attributes as HBase stores them', () => {
    const { values, notices } = family(
      hash({
        NAME: s('f1'),
        VERSIONS: s('5'),
        TTL: s('1 DAY'),
        BLOCKSIZE: s('64KB'),
        KEEP_DELETED_CELLS: true,
        BLOOMFILTER: s('rowcol'),
        COMPRESSION: s('gz'),
        BLOCKCACHE: s('FALSE'),
        IN_MEMORY: true,
        IS_MOB: true,
        MOB_THRESHOLD: 1000000n,
        MOB_COMPACT_PARTITION_POLICY: s('weekly'),
        DFS_REPLICATION: 1n,
        CACHE_BLOOMS_ON_WRITE: s('TRUE'),
        COMPRESSION_COMPACT: s('GZ'),
        IN_MEMORY_COMPACTION: s('BASIC'),
        METADATA: hash({ mykey: s('myvalue'), n: 1n }),
        CONFIGURATION: hash({ 'hbase.hstore.blockingStoreFiles': s('10') }),
        FOO: 1n,
      }),
    );
    expect(values).toMatchObject({
      VERSIONS: '5',
      TTL: '86400',
      BLOCKSIZE: '65536',
      KEEP_DELETED_CELLS: 'TRUE',
      BLOOMFILTER: 'ROWCOL',
      COMPRESSION: 'GZ',
      BLOCKCACHE: 'false',
      IN_MEMORY: 'true',
      IS_MOB: 'true',
      MOB_THRESHOLD: '1000000',
      MOB_COMPACT_PARTITION_POLICY: 'WEEKLY',
      DFS_REPLICATION: '1',
      CACHE_BLOOMS_ON_WRITE: 'true',
      COMPRESSION_COMPACT: 'GZ',
      IN_MEMORY_COMPACTION: 'BASIC',
      mykey: 'myvalue',
      n: '1',
      'hbase.hstore.blockingStoreFiles': '10',
    });
    expect(notices).toEqual(['Unknown argument ignored for column family f1: FOO']);
  });

  it('errors with HBase wording', () => {
    const e = (h: Record<string, Value>) => message(() => family(hash({ NAME: s('f1'), ...h })));
    expect(e({ VERSIONS: s('abc') })).toBe('For input string: "abc"');
    expect(e({ VERSIONS: 0n })).toBe('Maximum versions must be positive');
    expect(e({ BLOOMFILTER: s('FOO') })).toBe('BloomFilter type FOO is not supported. Use one of NONE ROW ROWCOL ROWPREFIX_FIXED_LENGTH');
    expect(e({ COMPRESSION: s('foo') })).toBe('Compression FOO is not supported. Use one of LZO GZ NONE SNAPPY LZ4 BZIP2 ZSTD LZMA BROTLI');
    expect(e({ COMPRESSION_COMPACT_MAJOR: s('x') })).toBe('Compression X is not supported. Use one of LZO GZ NONE SNAPPY LZ4 BZIP2 ZSTD LZMA BROTLI');
    expect(e({ KEEP_DELETED_CELLS: s('maybe') })).toBe('No enum constant org.apache.hadoop.hbase.KeepDeletedCells.MAYBE');
    expect(e({ DATA_BLOCK_ENCODING: s('fast_diff') })).toBe('No enum constant org.apache.hadoop.hbase.io.encoding.DataBlockEncoding.fast_diff');
    expect(e({ IN_MEMORY_COMPACTION: s('FOO') })).toBe('No enum constant org.apache.hadoop.hbase.MemoryCompactionPolicy.FOO');
    expect(e({ MOB_COMPACT_PARTITION_POLICY: s('hourly') })).toBe(
      'MOB_COMPACT_PARTITION_POLICY HOURLY is not supported. Use one of DAILY WEEKLY MONTHLY',
    );
    expect(e({ DFS_REPLICATION: -1n })).toBe('DFS replication factor cannot be less than 1 if explicitly set.');
    expect(e({ METADATA: s('x') })).toBe('METADATA must be a Hash type');
    expect(e({ CONFIGURATION: 1n })).toBe('CONFIGURATION must be a Hash type');
    expect(message(() => family(hash({ NAME: null, VERSIONS: 1n })))).toBe('Column family {"VERSIONS"=>1} must have a name');
    expect(message(() => family(hash({ NAME: s('a:b') })))).toBe(
      'Illegal character <58>. Column Family names cannot contain control characters or colons: a:b',
    );
  });

  it('an existing family changes only the listed attributes; VERSIONS is checked against its MIN_VERSIONS first', () => {
    const existing = new ValueMap(DEFAULT_FAMILY_VALUES);
    existing.set('MIN_VERSIONS', '2');
    existing.set('VERSIONS', '3');
    existing.set('mykey', 'v');
    expect(message(() => family(hash({ NAME: s('f1'), VERSIONS: 1n, MIN_VERSIONS: 0n }), existing))).toBe(
      'Set MaxVersion to 1 while minVersion is 2. Maximum versions must be >= minimum versions ',
    );
    const { values, order } = family(hash({ NAME: s('f1'), MIN_VERSIONS: 0n, METADATA: hash({ mykey: s('') }) }), existing);
    expect(values.MIN_VERSIONS).toBe('0');
    expect(values.VERSIONS).toBe('3');
    expect(values.mykey).toBeUndefined();
    expect(order).toEqual(DEFAULT_FAMILY_VALUES.map(([k]) => k));
  });
});

describe('table attributes, coprocessors, sanity checks (TableDescriptorBuilder, TableDescriptorChecker)', () => {
  const attrs = (h: Record<string, Value>, start: Array<[string, string]> = []) => {
    const values = new ValueMap(start);
    const spec = new Options(hash(h));
    const warnings: string[] = [];
    applyTableAttributes(spec, values, (t) => warnings.push(t));
    applyCoprocessors(spec, values);
    return { values: Object.fromEntries(values.entries), leftovers: spec.leftovers(), warnings };
  };

  it('update_tdb_from_arg', () => {
    const r = attrs({
      MAX_FILESIZE: 12345678n,
      MEMSTORE_FLUSHSIZE: s('128MB'),
      READONLY: s('false'),
      COMPACTION_ENABLED: false,
      REGION_MEMSTORE_REPLICATION: s('TRUE'),
      PRIORITY: s('77'),
      DURABILITY: s('ASYNC_WAL'),
      NORMALIZER_TARGET_REGION_SIZE: 234n,
      ERASURE_CODING_POLICY: s('XOR-2-1-1024k'),
      METADATA: hash({ TestAttr1: 1n }),
      CONFIGURATION: hash({ TestConf: 1n }),
      OTHER: 1n,
    });
    expect(r.values).toEqual({
      MAX_FILESIZE: '12345678',
      MEMSTORE_FLUSHSIZE: '134217728',
      READONLY: 'false',
      COMPACTION_ENABLED: 'false',
      REGION_MEMSTORE_REPLICATION: 'true',
      PRIORITY: '77',
      DURABILITY: 'ASYNC_WAL',
      NORMALIZER_TARGET_REGION_SIZE_MB: '234',
      ERASURE_CODING_POLICY: 'XOR-2-1-1024k',
      TestAttr1: '1',
      TestConf: '1',
    });
    expect(r.leftovers).toEqual(['OTHER']);
    expect(r.warnings).toEqual([
      'Use of NORMALIZER_TARGET_REGION_SIZE has been deprecated and will be removed in future version, please use NORMALIZER_TARGET_REGION_SIZE_MB instead',
    ]);
    expect(attrs({ ERASURE_CODING_POLICY: null }, [['ERASURE_CODING_POLICY', 'x']]).values).toEqual({});
    expect(attrs({ METADATA: hash({ a: s('') }) }, [['a', '1']]).values).toEqual({});
    expect(message(() => attrs({ DURABILITY: s('NOPE') }))).toBe('No enum constant org.apache.hadoop.hbase.client.Durability.NOPE');
  });

  it('coprocessors are stored as coprocessor$N', () => {
    const r = attrs({ coprocessor: s('|org.apache.hadoop.hbase.coprocessor.SimpleRegionObserver|12|arg1=1,arg2=2') });
    expect(r.values).toEqual({ coprocessor$1: '|org.apache.hadoop.hbase.coprocessor.SimpleRegionObserver|12|arg1=1,arg2=2' });
    const r2 = attrs(
      { COPROCESSOR: hash({ CLASSNAME: s('a.B'), PRIORITY: 15n, PROPERTIES: hash({ arg2: 9n, arg1: 4n }), JAR_PATH: s('hdfs:///foo.jar') }) },
      Object.entries(r.values),
    );
    expect(r2.values.coprocessor$2).toBe('hdfs:///foo.jar|a.B|15|arg1=4,arg2=9');
    expect(attrs({ coprocessor: s('|a.C||') }).values.coprocessor$1).toBe('|a.C|1073741823|');
    expect(message(() => attrs({ coprocessor: s('nope') }))).toBe("Coprocessor value doesn't match spec: nope");
    expect(message(() => attrs({ coprocessor: s('|a.B|1|') }, Object.entries(r2.values)))).toBe('Coprocessor a.B already exists.');
    const values = new ValueMap(Object.entries(r2.values));
    removeCoprocessor(values, 'a.B');
    expect(values.entries.map(([k]) => k)).toEqual(['coprocessor$1']);
    expect(message(() => removeCoprocessor(values, 'a.B'))).toBe('coprocessor with class name a.B was not found in the table attribute');
  });

  it("the master's sanity checks", () => {
    const table = (fam: Record<string, string>, values: Array<[string, string]> = []) => {
      const draft = new TableDraft([], new ValueMap(values));
      const f = newFamily(s('f1'));
      for (const [k, v] of Object.entries(fam)) f.values.set(k, v);
      draft.putFamily(f);
      return draft.spec();
    };
    const suffix = ' Set hbase.table.sanity.checks to false at conf or table descriptor if you want to bypass sanity checks';
    const e = (fam: Record<string, string>, values: Array<[string, string]> = []) => message(() => sanityCheck(table(fam, values)));
    expect(e({ TTL: '0' })).toBe(`org.apache.hadoop.hbase.DoNotRetryIOException: TTL for column family f1 must be positive.${suffix}`);
    expect(e({ BLOCKSIZE: '100' })).toBe(
      `org.apache.hadoop.hbase.DoNotRetryIOException: Block size for column family f1  must be between 1K and 16MB.${suffix}`,
    );
    expect(e({ MIN_VERSIONS: '3' })).toBe(
      `org.apache.hadoop.hbase.DoNotRetryIOException: Min versions for column family f1 must be less than the Max versions.${suffix}`,
    );
    expect(e({}, [['MAX_FILESIZE', '1024']])).toBe(
      `org.apache.hadoop.hbase.DoNotRetryIOException: MAX_FILESIZE for table descriptor or "hbase.hregion.max.filesize" (1024) is too small, which might cause over splitting into unmanageable number of regions.${suffix}`,
    );
    expect(e({}, [['MEMSTORE_FLUSHSIZE', '1024']])).toBe(
      `org.apache.hadoop.hbase.DoNotRetryIOException: MEMSTORE_FLUSHSIZE for table descriptor or "hbase.hregion.memstore.flush.size" (1024) is too small, which might cause very frequent flushing.${suffix}`,
    );
    expect(e({}, [['REGION_REPLICATION', '0']])).toBe(
      `org.apache.hadoop.hbase.DoNotRetryIOException: Table region replication should be at least one.${suffix}`,
    );
    expect(() => sanityCheck(table({ TTL: '0' }, [['hbase.table.sanity.checks', 'false']]))).not.toThrow();
    expect(message(() => sanityCheck({ families: [], values: [] }))).toBe(
      `org.apache.hadoop.hbase.DoNotRetryIOException: Table should have at least one column family.${suffix}`,
    );
  });
});
