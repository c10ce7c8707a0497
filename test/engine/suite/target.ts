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
  /** Cases that write hundreds of thousands of cells run on this backend (false: a networked store, kept to small data). */
  bulk?: boolean;
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
  /** Cases about HBase's stored delete markers (masking later puts, RAW, KEEP_DELETED_CELLS). */
  get markers(): typeof it {
    return this.needs('stored delete markers', (c) => c.markers === 'stored');
  }

  /** NEW_VERSION_BEHAVIOR: markers kept as cells, ordered against puts by sequence id. */
  get sequenceIds(): typeof it {
    return this.needs('sequence ids', (c) => c.sequenceIds && c.markers === 'stored');
  }

  get cellTtl(): typeof it {
    return this.needs('per-cell TTLs', (c) => c.cellTtl);
  }

  get reversed(): typeof it {
    return this.needs('reversed scans', (c) => c.reversedScans);
  }

  /** Split, merge and compactions of the engine's own regions. */
  get regions(): typeof it {
    return this.needs('region operations', (c) => c.regionOperations);
  }

  /** Cases that write hundreds of thousands of cells. */
  get bulk(): typeof it {
    return this.needs('bulk data (200,000-row cases)', () => this.target.bulk !== false);
  }

  needs(what: string, has: (c: Capabilities) => boolean): typeof it {
    if (has(this.target.capabilities)) return it;
    const reason = `skipped on ${this.target.name}: no ${what}`;
    console.log(`engine suite: ${reason}`);
    return ((name: string, ...rest: unknown[]) => it.skip(`${name} (${reason})`, ...(rest as []))) as unknown as typeof it;
  }
}
