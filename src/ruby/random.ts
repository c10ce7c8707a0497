/**
 * Ruby's Random: the Mersenne Twister MT19937 seeded as MRI's rand_init
 * (init_genrand for a seed of one 32-bit word, else init_by_array over its
 * words), which JRuby 9.3 ports, so
 * that `Random.new(42).rand(100)` and `srand(1234); rand` give JRuby's
 * numbers: floats by genrand_res53, integers below a limit by
 * limited_rand / limited_big_rand (masked words, retried above the limit),
 * `bytes` as little-endian words.
 *
 * No module state: the interpreter holds its default generator (`srand`,
 * Kernel#rand, Random.rand) in a `RandomState`, and each `Random.new` is a
 * `RubyRandom` value.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RRange, type Value, isString } from './values.js';
import { inspect } from './inspect.js';
import { convName } from './raise.js';
import { markBinary } from '../bytes.js';

const N = 624;
const M = 397;

/** MT19937 (Matsumoto and Nishimura's reference generator). */
class MersenneTwister {
  private readonly mt = new Uint32Array(N);
  private mti = N + 1;

  initGenrand(s: number): void {
    this.mt[0] = s >>> 0;
    for (let i = 1; i < N; i++) {
      const prev = this.mt[i - 1] ^ (this.mt[i - 1] >>> 30);
      this.mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
    this.mti = N;
  }

  initByArray(key: Uint32Array): void {
    this.initGenrand(19650218);
    const mt = this.mt;
    let i = 1;
    let j = 0;
    for (let k = Math.max(N, key.length); k > 0; k--) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = ((mt[i] ^ Math.imul(prev, 1664525)) + key[j] + j) >>> 0;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
      if (j >= key.length) j = 0;
    }
    for (let k = N - 1; k > 0; k--) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = ((mt[i] ^ Math.imul(prev, 1566083941)) - i) >>> 0;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  private generate(): void {
    const mt = this.mt;
    const mag = (y: number) => (y & 1 ? 0x9908b0df : 0);
    let kk = 0;
    for (; kk < N - M; kk++) {
      const y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
      mt[kk] = mt[kk + M] ^ (y >>> 1) ^ mag(y);
    }
    for (; kk < N - 1; kk++) {
      const y = (mt[kk] & 0x80000000) | (mt[kk + 1] & 0x7fffffff);
      mt[kk] = mt[kk + (M - N)] ^ (y >>> 1) ^ mag(y);
    }
    const y = (mt[N - 1] & 0x80000000) | (mt[0] & 0x7fffffff);
    mt[N - 1] = mt[M - 1] ^ (y >>> 1) ^ mag(y);
    this.mti = 0;
  }

  /** A uniform 32-bit unsigned integer. */
  int32(): number {
    if (this.mti >= N) this.generate();
    let y = this.mt[this.mti++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** genrand_res53: a float in [0, 1) with 53 random bits. */
  real(): number {
    const a = this.int32() >>> 5;
    const b = this.int32() >>> 6;
    return (a * 67108864 + b) * (1 / 9007199254740992);
  }
}

/** The smallest all-ones mask covering x. */
function makeMask(x: number): number {
  x |= x >>> 1;
  x |= x >>> 2;
  x |= x >>> 4;
  x |= x >>> 8;
  x |= x >>> 16;
  return x >>> 0;
}

/** A generator and the seed it was made from: Ruby's Random object. */
export class RubyRandom {
  private readonly mt = new MersenneTwister();

  /** `identity`: the `0x…` its inspect shows (the session's identity hash; Random.new passes one). */
  constructor(
    readonly seed: bigint,
    readonly identity = '0x00000000',
  ) {
    // rand_init: the seed's magnitude as 32-bit words, least significant first
    let abs = seed < 0n ? -seed : seed;
    const words: number[] = [];
    while (abs > 0n) {
      words.push(Number(abs & 0xffffffffn));
      abs >>= 32n;
    }
    if (words.length === 0) words.push(0);
    if (words.length === 1) this.mt.initGenrand(words[0]);
    else this.mt.initByArray(Uint32Array.from(words)); // all the words (JRuby keeps a top word of 1, which MRI drops)
  }

  /** A float in [0, 1). */
  float(): number {
    return this.mt.real();
  }

  /** An Integer in [0, limit] (limited_big_rand: words from the most significant, masked, retried above the limit). */
  private upTo(limit: bigint): bigint {
    if (limit === 0n) return 0n;
    const words: number[] = [];
    for (let x = limit; x > 0n; x >>= 32n) words.push(Number(x & 0xffffffffn));
    for (;;) {
      let mask = 0;
      let boundary = true;
      let out = 0n;
      let retry = false;
      for (let i = words.length - 1; i >= 0; i--) {
        const lim = words[i];
        mask = mask ? 0xffffffff : makeMask(lim);
        let r = 0;
        if (mask) {
          r = (this.mt.int32() & mask) >>> 0;
          if (boundary) {
            if (lim < r) {
              retry = true;
              break;
            }
            if (r < lim) boundary = false;
          }
        }
        out = (out << 32n) | BigInt(r);
      }
      if (!retry) return out;
    }
  }

  /** An Integer in [0, n). */
  below(n: bigint): bigint {
    return this.upTo(n - 1n);
  }

  /** `bytes(n)`: n bytes, from 32-bit words in little-endian order. */
  bytes(n: number): Buffer {
    const out = Buffer.alloc(n);
    let i = 0;
    for (; i + 4 <= n; i += 4) out.writeUInt32LE(this.mt.int32(), i);
    if (i < n) {
      const w = this.mt.int32();
      for (let k = 0; i < n; i++, k++) out[i] = (w >>> (8 * k)) & 0xff;
    }
    return markBinary(out);
  }
}

const invalid = (v: Value, loc?: Loc): ShellError => new ShellError('ARGUMENT_ERROR', `invalid argument - ${v === null ? '' : inspect(v)}`, { loc });

/** rand_range: a member of an Integer or Float range; undefined when the range is empty. */
function randRange(rng: RubyRandom, r: RRange, loc?: Loc): Value | undefined {
  const { from, to } = r;
  if (typeof from === 'bigint' && typeof to === 'bigint') {
    const span = to - from + (r.exclusive ? 0n : 1n);
    if (span <= 0n) return undefined;
    return from + rng.below(span);
  }
  if ((typeof from === 'bigint' || typeof from === 'number') && (typeof to === 'bigint' || typeof to === 'number')) {
    return randFloatRange(rng, Number(from), Number(to), r.exclusive);
  }
  throw new ShellError('TYPE_ERROR', `no implicit conversion of Range into Integer`, { loc });
}

/** A Float range (`rand(1.0..2.0)`): `from + float × (to - from)`; undefined when empty. */
export function randFloatRange(rng: RubyRandom, from: number, to: number, exclusive: boolean): number | undefined {
  const span = to - from;
  if (span > 0) return from + rng.float() * span;
  if (span === 0 && !exclusive) return from;
  return undefined;
}

/** `Random#rand(max)` and `Random.rand(max)`: strict, ArgumentError `invalid argument - -5` for an empty choice. */
export function randomRand(rng: RubyRandom, max: Value | undefined, loc?: Loc): Value {
  if (max === undefined) return rng.float();
  if (max instanceof RRange) {
    const v = randRange(rng, max, loc);
    if (v === undefined) throw invalid(max, loc);
    return v;
  }
  if (typeof max === 'number') {
    if (!(max > 0) || !Number.isFinite(max)) throw invalid(max, loc);
    return rng.float() * max;
  }
  if (typeof max === 'bigint') {
    if (max <= 0n) throw invalid(max, loc);
    return rng.below(max);
  }
  if (max === null) throw invalid(max, loc);
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(max)} into Integer`, { loc });
}

/** `Kernel#rand(max = 0)`: a Float below 1 for nil/0, an Integer below |max| (a Float max cut to an Integer). */
export function kernelRand(rng: RubyRandom, max: Value | undefined, loc?: Loc): Value {
  if (max === undefined || max === null || max === false) return rng.float();
  if (max instanceof RRange) {
    const v = randRange(rng, max, loc);
    if (v === undefined) throw invalid(max, loc);
    return v;
  }
  let n: bigint;
  if (typeof max === 'bigint') n = max;
  else if (typeof max === 'number' && Number.isFinite(max)) n = BigInt(Math.trunc(max));
  else throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(max)} into Integer`, { loc });
  if (n < 0n) n = -n;
  return n === 0n ? rng.float() : rng.below(n);
}

/** A seed argument (`Random.new(seed)`, `srand(seed)`): an Integer (a Float cut toward zero). */
export function seedArg(v: Value, loc?: Loc): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return BigInt(Math.trunc(v));
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${isString(v) ? 'String' : convName(v)} into Integer`, { loc });
}

/**
 * A fresh seed (Random.new_seed): 128 random bits from `source` (a float in
 * [0, 1): Math.random, or the session's reproducible source under --clock).
 */
export function newSeed(source: () => number): bigint {
  let seed = 0n;
  for (let i = 0; i < 4; i++) seed = (seed << 32n) | BigInt(Math.floor(source() * 0x100000000));
  return seed;
}

/** The interpreter's default generator: what `srand`, `Kernel#rand` and `Random.rand` use. */
export class RandomState {
  private current: RubyRandom | undefined;

  constructor(private readonly source: () => number) {}

  /** The generator, seeded on first use as Ruby's is at start-up. */
  get generator(): RubyRandom {
    return (this.current ??= new RubyRandom(newSeed(this.source)));
  }

  /** `srand(seed = Random.new_seed)`: reseeds, answers the previous seed. */
  srand(seed: Value | undefined, loc?: Loc): bigint {
    const previous = this.generator.seed;
    this.current = new RubyRandom(seed === undefined ? newSeed(this.source) : seedArg(seed, loc));
    return previous;
  }

  newSeed(): bigint {
    return newSeed(this.source);
  }
}

/** `Random#…` methods; undefined for an unknown one. */
export function randomMethod(rng: RubyRandom, name: string, args: Value[], loc?: Loc): Value | undefined {
  switch (name) {
    case 'rand':
      return randomRand(rng, args[0], loc);
    case 'bytes': {
      const n = seedArg(args[0] ?? null, loc);
      if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative string size (or size too big)', { loc });
      return rng.bytes(Number(n));
    }
    case 'seed':
      return rng.seed;
  }
  return undefined;
}
