import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAMILY, described, error, families, out, shell, text } from './helpers.js';

const SUFFIX = ' Set hbase.table.sanity.checks to false at conf or table descriptor if you want to bypass sanity checks';

describe('create (admin.rb create, admin_test.rb)', () => {
  it('prints Created table and returns the table', async () => {
    const sh = await shell();
    expect(await out(sh, "create 't1', 'f1'")).toBe(text('Created table t1', '=> Hbase::Table - t1'));
    expect(await out(sh, "t2 = create 't2', 'f1'")).toBe(text('Created table t2', '=> Hbase::Table - t2'));
    expect(await out(sh, 't2')).toBe(text('=> Hbase::Table - t2'));
  });

  it('names the table as typed: ns:t and default:t; the returned Hbase::Table carries getNameAsString (no default:)', async () => {
    const sh = await shell("create_namespace 'ns1'");
    expect(await out(sh, "create 'ns1:t1', {NAME => 'f1', VERSIONS => 5}")).toBe(text('Created table ns1:t1', '=> Hbase::Table - ns1:t1'));
    expect(await out(sh, "create 'default:t2', 'f'")).toBe(text('Created table default:t2', '=> Hbase::Table - t2'));
    expect(await out(sh, "t = get_table 'default:t2'\nt.name")).toBe(text('=> Hbase::Table - t2', '=> "t2"'));
    // `list` sorts default tables as default:<name>.
    expect(await out(sh, 'list')).toBe(text('TABLE', 't2', 'ns1:t1', '2 row(s)', '=> ["t2", "ns1:t1"]'));
  });

  it('a fresh table describes as HBase 2.6 shows it', async () => {
    const sh = await shell("create 't1', 'f1'");
    expect(await described(sh, 't1')).toBe(
      text(
        'Table t1 is ENABLED',
        "t1, {TABLE_ATTRIBUTES => {METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}",
        'COLUMN FAMILIES DESCRIPTION',
        DEFAULT_FAMILY('f1'),
        '',
        '1 row(s)',
        'Quota is disabled',
      ),
    );
  });

  it('#81 shorthand families and family hashes are the same; nested arrays and nils are flattened away', async () => {
    const sh = await shell("create 'ct', 'a', 'b'", "create 'ct2', {NAME => 'a'}, {NAME => 'b'}", "create 'ct3', ['b', ['a']], nil");
    expect(await families(sh, 'ct')).toEqual(['a', 'b']);
    expect(await families(sh, 'ct2')).toEqual(['a', 'b']);
    expect(await families(sh, 'ct3')).toEqual(['a', 'b']);
  });

  it('a family given twice is replaced, with a notice on stdout', async () => {
    const sh = await shell();
    expect(await out(sh, "create 't1', {NAME => 'f1', VERSIONS => 3}, {NAME => 'f1', TTL => 60}")).toBe(
      text("Family 'f1' already exists, the old one will be replaced", 'Created table t1', '=> Hbase::Table - t1'),
    );
    // The second hash modified the first (the shell starts from the family already defined).
    const d = await described(sh, 't1');
    expect(d).toContain("VERSIONS => '3'");
    expect(d).toContain("TTL => '60 SECONDS (1 MINUTE)'");
  });

  it('unknown keys are reported and ignored', async () => {
    const sh = await shell();
    expect(await out(sh, "create 't1', {NAME => 'f1', 'FOO' => 1, INDEX_BLOCK_ENCODING => 'NONE'}, {'BAR' => 2, MAX_FILESIZE => 134217728}")).toBe(
      text(
        'Unknown argument ignored for column family f1: FOO',
        'Unknown argument ignored for column family f1: INDEX_BLOCK_ENCODING',
        'An argument ignored (unknown or overridden): BAR',
        'Created table t1',
        '=> Hbase::Table - t1',
      ),
    );
    expect(await described(sh, 't1')).toContain("MAX_FILESIZE => '134217728 B (128MB)'");
  });

  it('#84 METHOD => table_att is accepted and ignored; any other METHOD is refused', async () => {
    const sh = await shell();
    expect(await out(sh, "create 'ct', 'a', 'b', METHOD => 'table_att'")).toBe(text('Created table ct', '=> Hbase::Table - ct'));
    expect(await families(sh, 'ct')).toEqual(['a', 'b']);
    expect(await out(sh, "create 'cu', 'a', METHOD => 'delete'")).toBe(error('table_att is currently the only supported method', 'create'));
  });

  it('#79, #80 argument errors', async () => {
    const sh = await shell();
    expect(await out(sh, "create 123, 'xxx'")).toBe(error('Table name must be of type String', 'create'));
    expect(await out(sh, "create 'ct', 123")).toBe(error('Integer of 123 is not of Hash or String type', 'create'));
    expect(await out(sh, "create 'ct', ['a', 1.5]")).toBe(error('Float of 1.5 is not of Hash or String type', 'create'));
    expect(await out(sh, "create 'ct'")).toBe(error('Table must have at least one column family', 'create'));
    expect(await out(sh, "create 'ct', {VERSIONS => '1'}")).toBe(
      text('An argument ignored (unknown or overridden): VERSIONS') + error('Table must have at least one column family', 'create'),
    );
    expect(await out(sh, 'create')).toBe(error('wrong number of arguments (given 0, expected 1+)', 'create'));
    expect(await out(sh, "create 'ct', {NAME => nil, VERSIONS => 1}")).toBe(error('Column family {"VERSIONS"=>1} must have a name', 'create'));
    expect(await out(sh, 'exists \'ct\'')).toBe(text('Table ct does not exist', '=> false'));
  });

  it('names are checked before anything else', async () => {
    const sh = await shell();
    expect(await out(sh, "create 'my table', 'f'")).toBe(
      error(
        "Illegal character code:32, < > at 2. User-space table qualifiers may only contain 'alphanumeric characters' and digits: my table",
        'create',
      ),
    );
    expect(await out(sh, "create 't1', 'a:b'")).toBe(
      error('Illegal character <58>. Column Family names cannot contain control characters or colons: a:b', 'create'),
    );
    expect(await out(sh, "create 't1', '.f'")).toBe(error('Column Family names cannot start with a period: .f', 'create'));
    expect(await out(sh, "create 'ns9:t1', 'f'")).toBe(error('Unknown namespace ns9!', 'create'));
  });

  it('a letter of any language is Character.isAlphabetic, letter numbers (Nl) included; punctuation is not', async () => {
    const sh = await shell();
    expect(await out(sh, "create 'Ⅻ_таблица', 'f'")).toBe(text('Created table Ⅻ_таблица', '=> Hbase::Table - Ⅻ_таблица'));
    expect(await out(sh, "create 't\u2030', 'f'")).toBe(
      error("Illegal character code:8240, <\u2030> at 1. User-space table qualifiers may only contain 'alphanumeric characters' and digits: t\u2030", 'create'),
    );
  });

  it('#128 an existing table', async () => {
    const sh = await shell("create 'foo', 'family_1'");
    expect(await out(sh, "create 'foo', 'family_1'")).toBe(error('Table already exists: foo!', 'create'));
  });

  it('family attribute errors (TableDescriptorChecker)', async () => {
    const sh = await shell();
    const e = async (spec: string) => out(sh, `create 't1', {NAME => 'f1', ${spec}}`);
    expect(await e("VERSIONS => 'abc'")).toBe(error('For input string: "abc"', 'create'));
    expect(await e('VERSIONS => 0')).toBe(error('Maximum versions must be positive', 'create'));
    expect(await e("BLOOMFILTER => 'FOO'")).toBe(
      error('BloomFilter type FOO is not supported. Use one of NONE ROW ROWCOL ROWPREFIX_FIXED_LENGTH', 'create'),
    );
    expect(await e("COMPRESSION => 'FOO'")).toBe(
      error('Compression FOO is not supported. Use one of LZO GZ NONE SNAPPY LZ4 BZIP2 ZSTD LZMA BROTLI', 'create'),
    );
    expect(await e('TTL => 0')).toBe(error(`org.apache.hadoop.hbase.DoNotRetryIOException: TTL for column family f1 must be positive.${SUFFIX}`, 'create'));
    expect(await e("TTL => 'soon'")).toBe(error(`org.apache.hadoop.hbase.DoNotRetryIOException: TTL for column family f1 must be positive.${SUFFIX}`, 'create'));
    expect(await e('BLOCKSIZE => 100')).toBe(
      error(`org.apache.hadoop.hbase.DoNotRetryIOException: Block size for column family f1  must be between 1K and 16MB.${SUFFIX}`, 'create'),
    );
    expect(await e('VERSIONS => 1, MIN_VERSIONS => 2')).toBe(
      error(`org.apache.hadoop.hbase.DoNotRetryIOException: Min versions for column family f1 must be less than the Max versions.${SUFFIX}`, 'create'),
    );
    expect(await out(sh, 'list')).toBe(text('TABLE', '0 row(s)', '=> []'));
  });

  it('family attributes as describe shows them', async () => {
    const sh = await shell(
      "create 't1', {NAME => 'f1', VERSIONS => 1, TTL => 2592000, BLOCKCACHE => true}",
      "create 't2', {NAME => 'f1', TTL => '1 DAY 2 HOURS', BLOCKSIZE => '128KB', KEEP_DELETED_CELLS => true, VERSIONS => '3'}",
      "create 't3', {NAME => 'f1', CONFIGURATION => {'hbase.hstore.blockingStoreFiles' => '10'}, METADATA => {'a' => 1}}",
      "create 't4', {NAME => 'f1', IS_MOB => true, MOB_THRESHOLD => 1000000, MOB_COMPACT_PARTITION_POLICY => 'weekly'}",
      "create 't5', {NAME => 'f1', DFS_REPLICATION => 1, NEW_VERSION_BEHAVIOR => true}",
    );
    expect(await described(sh, 't1')).toContain("TTL => '2592000 SECONDS (30 DAYS)'");
    const t2 = await described(sh, 't2');
    expect(t2).toContain("TTL => '93600 SECONDS (1 DAY 2 HOURS)'");
    expect(t2).toContain("BLOCKSIZE => '131072 B (128KB)'");
    expect(t2).toContain("KEEP_DELETED_CELLS => 'TRUE'");
    expect(t2).toContain("VERSIONS => '3'");
    expect(await described(sh, 't3')).toContain("METADATA => {'a' => '1', 'hbase.hstore.blockingStoreFiles' => '10'}");
    const t4 = await described(sh, 't4');
    expect(t4).toContain("IS_MOB => 'true'");
    expect(t4).toContain("MOB_THRESHOLD => '1000000'");
    expect(t4).toContain("MOB_COMPACT_PARTITION_POLICY => 'WEEKLY'");
    expect(await described(sh, 't5')).toContain("'DFS_REPLICATION' => '1'");
  });

  it('#82 cache and compaction-compression options', async () => {
    const sh = await shell(
      "create 'ct', {NAME => 'a', CACHE_BLOOMS_ON_WRITE => 'TRUE', CACHE_INDEX_ON_WRITE => 'TRUE', EVICT_BLOCKS_ON_CLOSE => 'TRUE', COMPRESSION_COMPACT => 'GZ'}",
    );
    expect(await described(sh, 'ct')).toContain(
      `${DEFAULT_FAMILY('a').slice(0, -1)}, METADATA => {'COMPRESSION_COMPACT' => 'GZ', 'EVICT_BLOCKS_ON_CLOSE' => 'true', 'CACHE_INDEX_ON_WRITE' => 'true', 'CACHE_BLOOMS_ON_WRITE' => 'true'}}`,
    );
  });

  it('#83 table attributes', async () => {
    const sh = await shell(
      "create 'ct', 'a', 'b', 'MAX_FILESIZE' => 12345678, ERASURE_CODING_POLICY => 'XOR-2-1-1024k', PRIORITY => '77', FLUSH_POLICY => 'org.apache.hadoop.hbase.regionserver.FlushAllLargeStoresPolicy', REGION_MEMSTORE_REPLICATION => 'TRUE', SPLIT_POLICY => 'org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy', COMPACTION_ENABLED => 'false', SPLIT_ENABLED => 'false', MERGE_ENABLED => 'false'",
    );
    const d = await described(sh, 'ct');
    for (const s of [
      '12345678',
      'XOR-2-1-1024k',
      "PRIORITY => '77'",
      "'COMPACTION_ENABLED' => 'false'",
      "'SPLIT_ENABLED' => 'false'",
      "'MERGE_ENABLED' => 'false'",
      "'REGION_MEMSTORE_REPLICATION' => 'true'",
      'org.apache.hadoop.hbase.regionserver.FlushAllLargeStoresPolicy',
      'org.apache.hadoop.hbase.regionserver.ConstantSizeRegionSplitPolicy',
    ]) {
      expect(d).toContain(s);
    }
  });

  it('#86 unquoted booleans', async () => {
    const sh = await shell("create 'ct', {NAME => 'a', BLOCKCACHE => false}, COMPACTION_ENABLED => false, SPLIT_ENABLED => false, MERGE_ENABLED => false");
    const d = await described(sh, 'ct');
    for (const s of ["BLOCKCACHE => 'false'", "'COMPACTION_ENABLED' => 'false'", "'SPLIT_ENABLED' => 'false'", "'MERGE_ENABLED' => 'false'"]) {
      expect(d).toContain(s);
    }
  });

  it('table METADATA and CONFIGURATION are plain values', async () => {
    const sh = await shell("create 't1', {NAME => 'f1', VERSIONS => 5}, METADATA => {'mykey' => 'myvalue'}, CONFIGURATION => {'hbase.x' => 1}");
    expect(await described(sh, 't1')).toContain("'hbase.x' => '1'");
    expect(await described(sh, 't1')).toContain("'mykey' => 'myvalue'");
  });

  it('#68 SPLITS (through toBytesBinary)', async () => {
    const sh = await shell("create 'table_with_splits', 'f1', SPLITS => ['10', '20', '30', '40']", "create 'bin', 'f1', SPLITS => ['\\x00', 'b']");
    expect(await out(sh, "get_splits 'table_with_splits'")).toBe(
      text('Total number of splits = 5', '10', '20', '30', '40', '=> ["10", "20", "30", "40"]'),
    );
    expect(await out(sh, "get_splits 'bin'")).toBe(text('Total number of splits = 3', '\\x00', 'b', '=> ["\\\\x00", "b"]'));
    expect(await out(sh, "create 'dup', 'f1', SPLITS => ['a', 'a']")).toBe(error('All split keys must be unique, found duplicate: a, a', 'create'));
    expect(await out(sh, "create 'empty', 'f1', SPLITS => ['a', '']")).toBe(error('Empty split key must not be passed in the split keys.', 'create'));
  });

  it('#69 SPLITS_FILE', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-ddl-'));
    const file = join(dir, 'splits.txt');
    writeFileSync(file, '10\n20\n30\n40\n');
    const sh = await shell();
    expect(await out(sh, `create 't1', 'f1', SPLITS_FILE => '${file}'`)).toBe(text('Created table t1', '=> Hbase::Table - t1'));
    expect(await out(sh, "get_splits 't1'")).toBe(text('Total number of splits = 5', '10', '20', '30', '40', '=> ["10", "20", "30", "40"]'));
    expect(await described(sh, 't1')).toContain(`'SPLITS_FILE' => '${file}'`);
    expect(await out(sh, "create 't2', 'f1', SPLITS_FILE => 'splits.txt'")).toBe(error("Splits file splits.txt doesn't exist", 'create'));
  });

  it('#85 NUMREGIONS and SPLITALGO', async () => {
    const sh = await shell("create 'ct', 'a', 'b', {NUMREGIONS => 10, SPLITALGO => 'HexStringSplit'}");
    expect(await out(sh, "get_splits 'ct'")).toContain('Total number of splits = 10');
    expect(await out(sh, "create 'c1', 'f1', {NUMREGIONS => 4}")).toBe(error('Split algorithm must be specified', 'create'));
    expect(await out(sh, "create 'c1', 'f1', {SPLITALGO => 'HexStringSplit'}")).toBe(error('Number of regions must be specified', 'create'));
    expect(await out(sh, "create 'c1', 'f1', {NUMREGIONS => 1, SPLITALGO => 'HexStringSplit'}")).toBe(
      error('Number of regions must be greater than 1', 'create'),
    );
    expect(await out(sh, "create 'c1', 'f1', {NUMREGIONS => 4, SPLITALGO => 'Nope'}")).toBe(error("Couldn't load split class Nope", 'create'));
    expect(await out(sh, "create 'c2', 'f1', {NUMREGIONS => 4, SPLITALGO => 'DecimalStringSplit'}\nget_splits 'c2'")).toBe(
      text('Created table c2', '=> Hbase::Table - c2', 'Total number of splits = 4', '25000000', '50000000', '75000000', '=> ["25000000", "50000000", "75000000"]'),
    );
  });

  it('#71 REGION_REPLICATION in its own hash', async () => {
    const sh = await shell("create 'tableWithRegionReplicas', 'f1', {REGION_REPLICATION => 3}, SPLITS => ['10']");
    expect(await out(sh, "get_splits 'tableWithRegionReplicas'")).toBe(text('Total number of splits = 2', '10', '=> ["10"]'));
    expect(await described(sh, 'tableWithRegionReplicas')).toContain("REGION_REPLICATION => '3'");
  });

  it('NORMALIZER_TARGET_REGION_SIZE is deprecated (stderr)', async () => {
    const sh = await shell();
    const r = await sh.run("create 't1', 'f1', NORMALIZER_TARGET_REGION_SIZE => 234");
    expect(r.stdout).toBe(text('Created table t1', '=> Hbase::Table - t1'));
    expect(r.stderr).toBe(
      text(
        'Use of NORMALIZER_TARGET_REGION_SIZE has been deprecated and will be removed in future version, please use NORMALIZER_TARGET_REGION_SIZE_MB instead',
      ),
    );
    expect(await described(sh, 't1')).toContain("'NORMALIZER_TARGET_REGION_SIZE_MB' => '234'");
  });
});
