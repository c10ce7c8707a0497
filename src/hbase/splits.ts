/**
 * Pre-splitting (admin.rb's `create`): SPLITS through Bytes.rubyToBytesBinary,
 * SPLITS_FILE one key per line, NUMREGIONS + SPLITALGO with RegionSplitter's
 * HexStringSplit, DecimalStringSplit and UniformSplit, and the client's
 * checks on the resulting keys (sorted, no empty key, no duplicates).
 */
import { ShellError } from '../errors.js';
import { type Value, isString, rubyClass } from '../ruby/values.js';
import { inspect } from '../ruby/inspect.js';
import { argumentError } from './errors.js';
import { compareBytes, toStringBinary } from '../bytes.js';
import { javaInt } from '../ruby/coerce.js';
import { rubyToBytesBinary } from '../ruby/java.js';

/**
 * The most regions hsh keeps for one table. HBase itself has no count limit
 * at create (admin.rb and RegionSplitter compute any NUMREGIONS); only the
 * CreateTableRequest's size (hbase.ipc.max.request.size, 256 MiB) bounds it,
 * at ~27 million regions, far past what one process holds: 10,000 regions
 * create in well under a second, a million takes 16 s and 650 MB.
 */
export const MAX_REGIONS = 10_000;

function checkRegionCount(regions: number | bigint): void {
  if (regions > MAX_REGIONS) {
    throw argumentError(`A table of ${regions} regions is more than hsh holds (at most ${MAX_REGIONS} per table)`);
  }
}

/** `SPLITS => [...]`: each key through rubyToBytesBinary. */
export function splitsFromArray(v: Value): Buffer[] {
  if (!Array.isArray(v)) {
    throw new ShellError('NAME_ERROR', `undefined method \`each' for ${inspect(v)}:${rubyClass(v)}`, { rubyClass: 'NoMethodError' });
  }
  return v.map((s) => rubyToBytesBinary(s));
}

/** Lines of a SPLITS_FILE, chomped as Ruby's File.foreach + chomp does. */
export function splitLines(text: string): Buffer[] {
  const lines = text.split(/(?<=\n)/).filter((l) => l.length > 0);
  return lines.map((l) => rubyToBytesBinary(Buffer.from(l.replace(/\r?\n$|\r$/, ''), 'utf8')));
}

const BUILTIN: Record<string, 'HexStringSplit' | 'DecimalStringSplit' | 'UniformSplit'> = {
  HexStringSplit: 'HexStringSplit',
  DecimalStringSplit: 'DecimalStringSplit',
  UniformSplit: 'UniformSplit',
  'org.apache.hadoop.hbase.util.RegionSplitter$HexStringSplit': 'HexStringSplit',
  'org.apache.hadoop.hbase.util.RegionSplitter$DecimalStringSplit': 'DecimalStringSplit',
  'org.apache.hadoop.hbase.util.RegionSplitter$UniformSplit': 'UniformSplit',
};

/** `NUMREGIONS`/`SPLITALGO` as create checks them, then `split_algo.split(n)`. */
export function splitsFromAlgorithm(numRegions: Value | undefined, algorithm: Value | undefined): Buffer[] {
  if (numRegions === undefined) throw argumentError('Number of regions must be specified');
  if (algorithm === undefined) throw argumentError('Split algorithm must be specified');
  if (typeof numRegions === 'bigint' || typeof numRegions === 'number') {
    if (!(numRegions > 1)) throw argumentError('Number of regions must be greater than 1');
  } else if (numRegions === null) {
    throw new ShellError('NAME_ERROR', "undefined method `>' for nil:NilClass", { rubyClass: 'NoMethodError' });
  } else {
    throw argumentError(`comparison of ${rubyClass(numRegions)} with 1 failed`);
  }
  const n = javaInt(numRegions, 'valueOf');
  checkRegionCount(n);
  const name = isString(algorithm) ? algorithm.toString('utf8') : inspect(algorithm);
  const algo = BUILTIN[name];
  if (!algo) throw new ShellError('ARGUMENT_ERROR', `Couldn't load split class ${name}`, { rubyClass: 'RuntimeError' });
  return computeSplits(n, algo);
}

/** RegionSplitter's algorithms: n regions, n−1 keys. */
export function computeSplits(n: number, algo: 'HexStringSplit' | 'DecimalStringSplit' | 'UniformSplit'): Buffer[] {
  const out: Buffer[] = [];
  if (algo === 'UniformSplit') {
    const interval = (1n << 64n) / BigInt(n);
    for (let i = 1; i < n; i++) {
      const b = Buffer.alloc(8);
      b.writeBigUInt64BE(interval * BigInt(i));
      out.push(b);
    }
    return out;
  }
  const radix = algo === 'HexStringSplit' ? 16 : 10;
  const range = radix === 16 ? 0x100000000n : 100000000n;
  if (BigInt(n) > range) {
    throw new ShellError('ARGUMENT_ERROR', `split granularity (${n}) is greater than the range (${range})`, { rubyClass: 'RuntimeError' });
  }
  const size = range / BigInt(n);
  for (let i = 1; i < n; i++) out.push(Buffer.from((size * BigInt(i)).toString(radix).padStart(8, '0'), 'latin1'));
  return out;
}

/** Admin.createTable's checks on split keys: sorted, none empty, none repeated. */
export function checkSplitKeys(keys: Buffer[]): Buffer[] {
  checkRegionCount(keys.length + 1);
  const sorted = [...keys].sort(compareBytes);
  let last: Buffer | undefined;
  for (const key of sorted) {
    if (key.length === 0) throw argumentError('Empty split key must not be passed in the split keys.');
    if (last && compareBytes(key, last) === 0) {
      throw argumentError(`All split keys must be unique, found duplicate: ${toStringBinary(key)}, ${toStringBinary(last)}`);
    }
    last = key;
  }
  return sorted;
}
