/**
 * Column-family specifications, as admin.rb's `cfd(arg, tdb)` builds them
 * (admin.rb's `cfd`, ColumnFamilyDescriptorBuilder): a bare name is a family with every default; a hash with
 * NAME starts from the table's existing family of that name (or the
 * defaults) and changes only the attributes it lists, in the order the shell
 * applies them — so `VERSIONS` is checked against the family's current
 * MIN_VERSIONS before a MIN_VERSIONS in the same hash is applied.
 *
 * Used by create and alter (and clone_table_schema copies the result).
 */
import type { FamilyDescriptor } from '../engine/types.js';
import { RHash, type Value, isString, rubyClass } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { argumentError } from './errors.js';
import { FOREVER, blockSize, illegalArgument, jBoolean, jEnum, ttlSeconds } from './java.js';
import { javaBytes, javaInt, javaLong, rubyToS } from '../ruby/coerce.js';
import { validateFamilyName } from './names.js';
import { ValueMap, applyPairs } from './value-map.js';
import { Options } from '../ruby/options.js';
import { ShellError } from '../errors.js';

/**
 * ColumnFamilyDescriptorBuilder's DEFAULT_VALUES, materialised in every new
 * family (no two of them share a HashMap bucket, so their relative order
 * does not change how describe prints them).
 */
export const DEFAULT_FAMILY_VALUES: ReadonlyArray<readonly [string, string]> = [
  ['INDEX_BLOCK_ENCODING', 'NONE'],
  ['VERSIONS', '1'],
  ['KEEP_DELETED_CELLS', 'FALSE'],
  ['DATA_BLOCK_ENCODING', 'NONE'],
  ['TTL', String(FOREVER)],
  ['MIN_VERSIONS', '0'],
  ['REPLICATION_SCOPE', '0'],
  ['BLOOMFILTER', 'ROW'],
  ['IN_MEMORY', 'false'],
  ['COMPRESSION', 'NONE'],
  ['BLOCKCACHE', 'true'],
  ['BLOCKSIZE', '65536'],
];

export const BLOOM_TYPES = ['NONE', 'ROW', 'ROWCOL', 'ROWPREFIX_FIXED_LENGTH'] as const;
/** Compression.Algorithm, in declaration order (the order the error message lists them). */
export const COMPRESSIONS = ['LZO', 'GZ', 'NONE', 'SNAPPY', 'LZ4', 'BZIP2', 'ZSTD', 'LZMA', 'BROTLI'] as const;
export const DATA_BLOCK_ENCODINGS = ['NONE', 'PREFIX', 'DIFF', 'FAST_DIFF', 'ROW_INDEX_V1'] as const;
export const MEMORY_COMPACTION_POLICIES = ['NONE', 'BASIC', 'EAGER', 'ADAPTIVE'] as const;
export const MOB_PARTITION_POLICIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export const KEEP_DELETED = ['FALSE', 'TRUE', 'TTL'] as const;

/** Every key a family hash understands (for completion and "did you mean"). */
export const FAMILY_KEYS = [
  'NAME',
  'BLOCKCACHE',
  'REPLICATION_SCOPE',
  'CACHE_DATA_ON_WRITE',
  'CACHE_INDEX_ON_WRITE',
  'CACHE_BLOOMS_ON_WRITE',
  'EVICT_BLOCKS_ON_CLOSE',
  'IN_MEMORY',
  'IN_MEMORY_COMPACTION',
  'TTL',
  'DATA_BLOCK_ENCODING',
  'BLOCKSIZE',
  'VERSIONS',
  'MIN_VERSIONS',
  'KEEP_DELETED_CELLS',
  'COMPRESS_TAGS',
  'PREFETCH_BLOCKS_ON_OPEN',
  'IS_MOB',
  'MOB_THRESHOLD',
  'NEW_VERSION_BEHAVIOR',
  'BLOOMFILTER',
  'COMPRESSION',
  'ENCRYPTION',
  'ENCRYPTION_KEY',
  'COMPRESSION_COMPACT',
  'COMPRESSION_COMPACT_MAJOR',
  'COMPRESSION_COMPACT_MINOR',
  'STORAGE_POLICY',
  'MOB_COMPACT_PARTITION_POLICY',
  'METADATA',
  'CONFIGURATION',
  'DFS_REPLICATION',
] as const;

/** A family being built: its name and HBase's string map of values. */
export interface FamilyDraft {
  name: string;
  values: ValueMap;
}

export function newFamily(name: Uint8Array): FamilyDraft {
  return { name: validateFamilyName(name), values: new ValueMap(DEFAULT_FAMILY_VALUES) };
}

export function draftOf(fd: FamilyDescriptor): FamilyDraft {
  return { name: fd.name, values: new ValueMap(fd.values) };
}

export function descriptorOf(draft: FamilyDraft): FamilyDescriptor {
  return { name: draft.name, values: draft.values.entries.map(([k, v]) => [k, v]) };
}

function upcase(v: Value): string {
  if (!isString(v)) {
    throw new ShellError('NAME_ERROR', `undefined method \`upcase' for ${inspect(v)}:${rubyClass(v)}`, { rubyClass: 'NoMethodError' });
  }
  return v.toString('utf8').toUpperCase();
}

function compression(v: Value): string {
  const c = upcase(v);
  if (!(COMPRESSIONS as readonly string[]).includes(c)) {
    throw illegalArgument(`Compression ${c} is not supported. Use one of ${COMPRESSIONS.join(' ')}`);
  }
  return c;
}

function intValue(values: ValueMap, key: string, fallback: number): number {
  const v = values.get(key);
  return v === undefined ? fallback : Number(v);
}

/**
 * `cfd(arg, tdb)`: a String is a fresh family with defaults; a Hash with
 * NAME modifies `existing(name)` or a fresh family. Notices (unknown keys)
 * are appended to `notices` as the shell `puts` them.
 */
export function familyFromSpec(arg: Buffer | RHash, existing: (name: string) => FamilyDraft | undefined, notices: string[]): FamilyDraft {
  if (isString(arg)) return newFamily(arg);

  const spec = new Options(arg);
  const nameValue = spec.take('NAME');
  if (nameValue === null || nameValue === false) {
    throw argumentError(`Column family ${inspect(spec.remainingHash())} must have a name`);
  }
  const nameBytes = javaBytes(nameValue);
  const name = nameBytes.toString('utf8');
  const found = existing(name);
  const family: FamilyDraft = found ? { name: found.name, values: found.values.copy() } : newFamily(nameBytes);
  const values = family.values;
  const setBool = (key: string) => {
    if (spec.has(key)) values.set(key, String(jBoolean(spec.take(key))));
  };

  setBool('BLOCKCACHE');
  if (spec.has('REPLICATION_SCOPE')) values.set('REPLICATION_SCOPE', String(javaInt(spec.take('REPLICATION_SCOPE'), 'valueOf')));
  setBool('CACHE_DATA_ON_WRITE');
  setBool('CACHE_INDEX_ON_WRITE');
  setBool('CACHE_BLOOMS_ON_WRITE');
  setBool('EVICT_BLOCKS_ON_CLOSE');
  setBool('IN_MEMORY');
  if (spec.has('IN_MEMORY_COMPACTION')) {
    values.set(
      'IN_MEMORY_COMPACTION',
      jEnum(spec.take('IN_MEMORY_COMPACTION'), 'org.apache.hadoop.hbase.MemoryCompactionPolicy', MEMORY_COMPACTION_POLICIES),
    );
  }
  if (spec.has('TTL')) values.set('TTL', String(ttlSeconds(spec.take('TTL'))));
  if (spec.has('DATA_BLOCK_ENCODING')) {
    values.set(
      'DATA_BLOCK_ENCODING',
      jEnum(spec.take('DATA_BLOCK_ENCODING'), 'org.apache.hadoop.hbase.io.encoding.DataBlockEncoding', DATA_BLOCK_ENCODINGS),
    );
  }
  if (spec.has('BLOCKSIZE')) values.set('BLOCKSIZE', String(blockSize(spec.take('BLOCKSIZE'))));
  if (spec.has('VERSIONS')) {
    const max = javaInt(spec.take('VERSIONS'), 'valueOf');
    if (max <= 0) throw illegalArgument('Maximum versions must be positive');
    const min = intValue(values, 'MIN_VERSIONS', 0);
    if (max < min) {
      throw illegalArgument(`Set MaxVersion to ${max} while minVersion is ${min}. Maximum versions must be >= minimum versions `);
    }
    values.set('VERSIONS', String(max));
  }
  if (spec.has('MIN_VERSIONS')) values.set('MIN_VERSIONS', String(javaInt(spec.take('MIN_VERSIONS'), 'valueOf')));
  if (spec.has('KEEP_DELETED_CELLS')) {
    const kdc = rubyToS(spec.take('KEEP_DELETED_CELLS')).toUpperCase();
    values.set('KEEP_DELETED_CELLS', jEnum(Buffer.from(kdc), 'org.apache.hadoop.hbase.KeepDeletedCells', KEEP_DELETED));
  }
  setBool('COMPRESS_TAGS');
  setBool('PREFETCH_BLOCKS_ON_OPEN');
  setBool('IS_MOB');
  if (spec.has('MOB_THRESHOLD')) values.set('MOB_THRESHOLD', String(javaLong(spec.take('MOB_THRESHOLD'), 'valueOf')));
  setBool('NEW_VERSION_BEHAVIOR');
  if (spec.has('BLOOMFILTER')) {
    const bt = upcase(spec.take('BLOOMFILTER'));
    if (!(BLOOM_TYPES as readonly string[]).includes(bt)) {
      throw illegalArgument(`BloomFilter type ${bt} is not supported. Use one of ${BLOOM_TYPES.join(' ')}`);
    }
    values.set('BLOOMFILTER', bt);
  }
  if (spec.has('COMPRESSION')) values.set('COMPRESSION', compression(spec.take('COMPRESSION')));
  if (spec.has('ENCRYPTION')) {
    values.set('ENCRYPTION', upcase(spec.take('ENCRYPTION')));
    // HBase stores the key wrapped with the cluster's master key; hsh has none and keeps the text.
    if (spec.has('ENCRYPTION_KEY')) values.set('ENCRYPTION_KEY', rubyToS(spec.take('ENCRYPTION_KEY')));
  }
  for (const key of ['COMPRESSION_COMPACT', 'COMPRESSION_COMPACT_MAJOR', 'COMPRESSION_COMPACT_MINOR']) {
    if (spec.has(key)) values.set(key, compression(spec.take(key)));
  }
  if (spec.has('STORAGE_POLICY')) values.set('STORAGE_POLICY', upcase(spec.take('STORAGE_POLICY')));
  if (spec.has('MOB_COMPACT_PARTITION_POLICY')) {
    const policy = upcase(spec.take('MOB_COMPACT_PARTITION_POLICY'));
    if (!(MOB_PARTITION_POLICIES as readonly string[]).includes(policy)) {
      throw illegalArgument(`MOB_COMPACT_PARTITION_POLICY ${policy} is not supported. Use one of ${MOB_PARTITION_POLICIES.join(' ')}`);
    }
    values.set('MOB_COMPACT_PARTITION_POLICY', policy);
  }
  if (spec.get('METADATA') !== null && spec.get('METADATA') !== false) applyPairs(values, spec.take('METADATA'), 'METADATA');
  // The shell stores CONFIGURATION pairs as plain descriptor values (admin.rb's `cfd`).
  if (spec.get('CONFIGURATION') !== null && spec.get('CONFIGURATION') !== false) {
    applyPairs(values, spec.take('CONFIGURATION'), 'CONFIGURATION');
  }
  if (spec.has('DFS_REPLICATION')) {
    const replication = javaInt(spec.take('DFS_REPLICATION'), 'valueOf');
    if (replication < -32768 || replication > 32767) throw illegalArgument(`Value out of range. Value:"${replication}" Radix:10`);
    if (replication < 1 && replication !== 0) throw illegalArgument('DFS replication factor cannot be less than 1 if explicitly set.');
    values.set('DFS_REPLICATION', String(replication));
  }

  for (const key of spec.leftovers()) notices.push(`Unknown argument ignored for column family ${name}: ${key}`);
  return family;
}
