/**
 * The heap check: a run whose memory nears V8's heap limit is stopped with
 * NoMemoryError before V8 aborts the process (`FATAL ERROR: Reached heap
 * limit`, exit 134, every pending output lost). The evaluator asks at each
 * top-level statement and, inside loops and blocks, when its pace countdown
 * runs out (evaluator.ts). A look costs one `process.memoryUsage()` (some
 * 10 µs: it reads the RSS from /proc; node:v8's cheaper getHeapStatistics
 * costs 17 ms to load); in a loop it is taken at each ask (every PACE_EVERY
 * iterations) once LOOP_LOOK_MS passed or the growth rate says so, more often
 * as the heap nears its limit at the rate it grows, and at least every
 * MAX_SKIP iterations; between top-level statements at most every LOOK_MS.
 * Nothing is loaded at start-up: V8's limit is read (node:v8) only once the
 * run holds more than FLOOR. A limited run (--sandbox, --memory-limit) has no
 * check: its worker's heap limit and the watching thread already end it
 * cleanly (limits.ts).
 */
import type * as V8 from 'node:v8';
import { ShellError } from '../errors.js';
import { builtin } from '../bytes.js';
import { monotonicMs } from './clock.js';

/** How often a top-level statement looks at the heap, at most (ms). */
const LOOK_MS = 20;
/** Loop iterations between asks, at most: the evaluator's pace countdown, which the heap check shortens. */
export const PACE_EVERY = 64;
/** Loop iterations between looks at most, and how old a look may be (ms) for an ask to skip the next. */
const MAX_SKIP = 4096;
const LOOP_LOOK_MS = 4;
/** How much of the last growth rate a look keeps when it sees less (halves over ~7 looks). */
const RATE_DECAY = 0.9;
/** Below this much held, the limit is not even read (every V8 heap limit is far above it). */
const FLOOR = 32 * 1024 * 1024;
/** The share of the old generation's limit past which a run stops (garbage not yet collected counts too; V8 aborts with "ineffective mark-compacts" from ~80% on a loaded machine). */
const STOP_AT = 0.75;
/**
 * The young generation V8 counts in its heap limit, on 64-bit builds 3 semi-spaces of 16 MiB
 * (Heap::YoungGenerationSizeFromSemiSpaceSize): --max-old-space-size=100 reports a 148 MB limit.
 */
const YOUNG_GENERATION = 48 * 1024 * 1024;

export class HeapCheck {
  private nextLook = 0;
  /** V8's old-generation limit, once read. */
  private limit: number | undefined;
  private last = { heap: 0, buffers: 0 };
  /** Growth per iteration (bytes), decaying from the highest seen. */
  private rates = { heap: 1, buffers: 1 };
  /** Loop iterations counted since the last look, and when it was (monotonicMs). */
  private sinceLook = 0;
  private lookedAt = 0;
  /** Loop iterations the last look's growth rate allows before the next look (0: look at the next chance). */
  private budget = 0;
  /**
   * Loop iterations until the evaluator asks again: fewer as the heap nears the stop at the rate it grew
   * (a loop that adds 800 KB an iteration passes a 100 MB limit within 64 of them).
   */
  every = PACE_EVERY;

  /**
   * At a top-level statement: a look at most every LOOK_MS (a script of 100k puts would
   * otherwise pay 100k looks); a statement that allocates much loops, and loops look each time.
   */
  checkStatement(): void {
    const now = monotonicMs();
    if (this.budget >= PACE_EVERY && now < this.nextLook) return;
    this.nextLook = now + LOOK_MS;
    this.look(now);
  }

  /**
   * In a loop, each time the pace countdown runs out: throws the run's stop (NoMemoryError, code MEMORY_LIMIT)
   * when the heap nears its limit. A look is skipped while the last one's rate allows the iterations run
   * since and it is less than LOOP_LOOK_MS old: no loop allocates more than a few MB in that time.
   */
  check(): void {
    this.sinceLook += this.every;
    const now = monotonicMs();
    if (this.sinceLook < this.budget && now - this.lookedAt < LOOP_LOOK_MS) {
      this.every = Math.min(PACE_EVERY, this.budget - this.sinceLook);
      return;
    }
    this.look(now);
  }

  private look(now: number): void {
    // At most every PACE_EVERY iterations while the heap grows fast: a loop of 800 KB an iteration
    // passes the floor and a 100 MB limit within two such spans, sooner than any clock would say.
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    // growth per iteration, over-estimated when a statement's look counted none: on the safe side
    const iterations = Math.max(1, this.sinceLook);
    // A collection between two looks hides a loop's growth (the heap shrank): the rate decays from the
    // highest one seen rather than falling to nothing, so a loop that keeps what it allocates is not lost sight of.
    const heapRate = (this.rates.heap = Math.max(1, (heapUsed - this.last.heap) / iterations, this.rates.heap * RATE_DECAY));
    const bufferRate = (this.rates.buffers = Math.max(1, (arrayBuffers - this.last.buffers) / iterations, this.rates.buffers * RATE_DECAY));
    this.last = { heap: heapUsed, buffers: arrayBuffers };
    this.sinceLook = 0;
    this.lookedAt = now;
    if (heapUsed + arrayBuffers < FLOOR) {
      // below the floor the limit is not read, but a fast-growing loop looks again before it passes the floor
      this.pace((FLOOR - heapUsed - arrayBuffers) / Math.max(heapRate, bufferRate) / 2);
      return;
    }
    this.limit ??= heapSizeLimit();
    const stop = this.limit * STOP_AT;
    // Buffers live outside V8's heap and never abort it, but a run may hold no more of them than of heap.
    if (heapUsed > stop || arrayBuffers > this.limit) throw heapLimitReached(heapUsed + arrayBuffers, this.limit);
    this.pace(Math.min((stop - heapUsed) / heapRate, (this.limit - arrayBuffers) / bufferRate) / 2);
  }

  /** The iterations until the next look (`until`, at most MAX_SKIP), asked again after at most PACE_EVERY. */
  private pace(until: number): void {
    this.budget = Math.max(1, Math.min(MAX_SKIP, Math.floor(until)));
    this.every = Math.min(PACE_EVERY, this.budget);
  }
}

/** V8's limit for its old generation, where a run's values live (node:v8 loaded now). */
function heapSizeLimit(): number {
  const limit = builtin<typeof V8>('node:v8').getHeapStatistics().heap_size_limit;
  return Math.max(limit - YOUNG_GENERATION, limit / 2);
}

function heapLimitReached(used: number, limit: number): ShellError {
  const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
  return new ShellError('MEMORY_LIMIT', `failed to allocate memory (the run holds ${mb(used)}; V8's heap limit is ${mb(limit)})`, { rubyClass: 'NoMemoryError' });
}
