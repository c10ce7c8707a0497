/**
 * What the engine conformance suite runs on: one backend, fresh for every
 * engine a case opens. Every backend's test file calls engineSuite() with
 * its own target (test/engine/*.test.ts).
 */
import { it } from 'vitest';
import { openEngine } from '../../../src/engine/index.js';
import type { Backend, Capabilities } from '../../../src/engine/backend.js';
import { TestClock, type TestEngine } from '../helpers.js';

export interface FreshBackend {
  backend: Backend;
  /** Removes what the backend left behind (a directory), after it is closed. */
  cleanup(): void;
}

export interface SuiteTarget {
  /** `leveldb (disk)`, `leveldb (memory)`. */
  name: string;
  capabilities: Capabilities;
  /** A new, empty backend. */
  backend(): Promise<FreshBackend>;
  /** The share of the model test's random sequences to run (1 = all 3000): each opens a backend, which costs more on disk. */
  modelShare?: number;
  /** Persistent backends: the same data opened again at a place (a directory). */
  durable?: { place(): { id: string; remove(): void }; open(id: string): Promise<Backend> };
}

/** The engine-level view of a target the suite's cases use. */
export class Suite {
  constructor(readonly target: SuiteTarget) {}

  /** An engine on a fresh backend (closing it cleans the backend up). */
  async open(options: { clock?: TestClock; coalesce?: boolean } = {}): Promise<TestEngine> {
    const clock = options.clock ?? new TestClock();
    const { backend, cleanup } = await this.target.backend();
    const engine = await openEngine({ backend, clock, coalesceWrites: options.coalesce });
    return {
      engine,
      clock,
      close: async () => {
        try {
          await engine.close();
        } finally {
          cleanup();
        }
      },
    };
  }

  /**
   * `it` for a case that needs what a backend may lack: skipped, with the
   * reason in its name, where the target's capabilities rule it out.
   */
  needs(what: string, has: (c: Capabilities) => boolean): typeof it {
    if (has(this.target.capabilities)) return it;
    const reason = `skipped on ${this.target.name}: no ${what}`;
    console.log(`engine suite: ${reason}`);
    return ((name: string, ...rest: unknown[]) => it.skip(`${name} (${reason})`, ...(rest as []))) as unknown as typeof it;
  }
}
