import type { Clock } from '../engine/types.js';

/**
 * Milliseconds on a monotonic clock, for `Took` lines and pacing: what
 * `performance.now()` gives, without loading node:perf_hooks at start-up.
 */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

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
    return wait(ms, signal);
  }
}

/** Node's timers take at most 2^31 − 1 ms (a longer delay fires after 1 ms): longer waits go in steps. */
const MAX_TIMER_MS = 0x7fffffff;

/**
 * Waits `ms` (Infinity: until the signal fires; JRuby's sleep of a huge
 * interval is a Long.MAX_VALUE-millisecond sleep) or until the signal fires.
 */
async function wait(ms: number, signal?: AbortSignal): Promise<void> {
  let left = ms;
  while (left > 0 && !signal?.aborted) {
    const step = Math.min(left, MAX_TIMER_MS);
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, step);
      signal?.addEventListener('abort', done, { once: true });
    });
    left -= step;
  }
}

/** The largest timestamp HBase keeps (Long.MAX_VALUE). */
const MAX_TIME = 0x7fffffffffffffffn;

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
    const step = Number.isFinite(ms) ? BigInt(Math.round(ms)) : undefined;
    // A sleep past the end of time never ends (until interrupted): the clock stays a valid timestamp.
    if (step === undefined || this.next + step > MAX_TIME) return wait(Infinity, signal);
    this.next += step;
  }
}

export type ShellClock = SystemClock | LogicalClock;
