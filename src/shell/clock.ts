import type { Clock } from '../engine/types.js';

/** Wall-clock milliseconds. */
export class SystemClock implements Clock {
  now(): bigint {
    return BigInt(Date.now());
  }
  /** `sleep n` really waits. */
  async sleep(ms: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

/**
 * `--clock <epoch-ms>`: a logical clock that starts at the given instant and
 * advances one millisecond per reading, so a script's timestamps are the same
 * on every run. `sleep n` advances it by n seconds without waiting.
 */
export class LogicalClock implements Clock {
  private next: bigint;
  constructor(start: bigint) {
    this.next = start;
  }
  now(): bigint {
    return this.next++;
  }
  async sleep(ms: number): Promise<void> {
    this.next += BigInt(Math.round(ms));
  }
}

export type ShellClock = SystemClock | LogicalClock;
