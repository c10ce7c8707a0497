/**
 * Java's identity hash codes as JRuby prints them (`#<HBaseReceiver:0x54c37dab>`,
 * `#<Java::OrgApacheHadoopHbase::HRegionLocation:0x6a0c2e1b>`): System.identityHashCode,
 * a 31-bit number in lower-case hex without padding. Each object the session shows
 * gets its own. Under `--clock` (a reproducible run) the numbers come from a fixed
 * sequence, so transcripts stay diffable; otherwise they are random, as the JVM's are.
 */
export class IdentityHashes {
  private state: number;

  constructor(private readonly reproducible: boolean) {
    this.state = 0x2f1a_7c3d;
  }

  /** A new object's identity hash, as `0x…`. */
  next(): string {
    return `0x${this.nextCode().toString(16)}`;
  }

  private nextCode(): number {
    if (!this.reproducible) return 1 + Math.floor(Math.random() * 0x7fff_ffff);
    this.state = xorshift32(this.state);
    // Java's non-negative 31 bits.
    return this.state & 0x7fff_ffff || 1;
  }
}

/** Kernel#rand's numbers: Math.random, or under `--clock` a fixed sequence (the same run, the same numbers). */
export class SessionRandom {
  private state = 0x5eed_1234;

  constructor(private readonly reproducible: boolean) {}

  /** A float in [0, 1). */
  next(): number {
    if (!this.reproducible) return Math.random();
    this.state = xorshift32(this.state);
    return this.state / 0x1_0000_0000;
  }
}

/** Marsaglia's xorshift32: never 0 from a non-zero state. */
function xorshift32(state: number): number {
  let x = state;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  return x >>> 0;
}
