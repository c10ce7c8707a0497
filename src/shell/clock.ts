import type { Clock } from '../engine/types.js';

/** Wall-clock milliseconds. */
export class SystemClock implements Clock {
  private lastMs = -1;
  private last = 0n;
  now(): bigint {
    // Many writes share a millisecond: one bigint for each.
    const ms = Date.now();
    if (ms !== this.lastMs) {
      this.lastMs = ms;
      this.last = BigInt(ms);
    }
    return this.last;
  }
  /** `sleep n` really waits — until the signal fires (Ctrl-C), if it does first. */
  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
    });
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
  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    void signal;
    this.next += BigInt(Math.round(ms));
  }
}

export type ShellClock = SystemClock | LogicalClock;
