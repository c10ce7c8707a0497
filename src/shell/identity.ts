/**
 * Java's identity hash codes as JRuby prints them (`#<HBaseReceiver:0x54c37dab>`,
 * `#<Java::OrgApacheHadoopHbase::HRegionLocation:0x6a0c2e1b>`): System.identityHashCode,
 * a 31-bit number in lower-case hex without padding. Each object the session shows
 * gets its own. Under `--clock` (a reproducible run) the numbers come from a fixed
 * sequence, so transcripts stay diffable; otherwise they are random, as the JVM's are.
 */
import { randomInt } from 'node:crypto';

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
    if (!this.reproducible) return randomInt(1, 0x8000_0000);
    // xorshift32, kept to Java's non-negative 31 bits (zero never comes out of it).
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return this.state & 0x7fff_ffff || 1;
  }
}
