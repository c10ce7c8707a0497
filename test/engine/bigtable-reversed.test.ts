// Reversed scans on Bigtable's emulator, which refuses ReadRowsRequest.reversed: the backend
// reads the range in segments cut at the sample row keys, each reversed (reversed.ts). The
// answers are LevelDB's, over a table big enough for many segments, with row bounds, limits,
// filters (pushed down or not) and region seeks.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBigtableBackend } from '../../src/engine/backends/bigtable/index.js';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { openEngine } from '../../src/engine/index.js';
import type { Engine, ScanSpec } from '../../src/engine/types.js';
import { parseFilterString } from '../../src/filter/index.js';
import { B, TestClock, fam, showRow } from './helpers.js';

const emulator = process.env.BIGTABLE_EMULATOR_HOST;
if (!emulator) throw new Error('BIGTABLE_EMULATOR_HOST is not set: test/global-setup.ts starts the emulator');

const ROWS = 3000;
const key = (i: number) => `r${String(i).padStart(5, '0')}`;

async function fill(e: Engine): Promise<void> {
  await e.createTable('t', { families: [fam('f', { VERSIONS: 2 }), fam('g')], values: [] }, [B(key(1000)), B(key(2000))]);
  const writes: Promise<void>[] = [];
  for (let i = 0; i < ROWS; i++) {
    const cells = [{ kind: 'put' as const, family: 'f', qualifier: B('a'), value: B(String(i % 7)), timestamp: 10n }];
    if (i % 3 === 0) cells.push({ kind: 'put', family: 'f', qualifier: B('a'), value: B('new'), timestamp: 20n });
    if (i % 5 === 0) cells.push({ kind: 'put', family: 'g', qualifier: B('b'), value: B('g'), timestamp: 10n });
    writes.push(e.mutateRow('t', B(key(i)), cells));
  }
  await Promise.all(writes);
  await e.flushWrites();
}

describe('reversed scans on bigtable (emulator) answer as LevelDB does', () => {
  let level: Engine;
  let bigtable: Engine;

  beforeAll(async () => {
    level = await openEngine({ backend: await openLevelBackend({ memory: true }), clock: new TestClock(1_000_000n, 0n), coalesceWrites: true });
    bigtable = await openEngine({
      backend: await openBigtableBackend({ project: 'hsh-test', instance: `i-${randomUUID()}`, emulator: emulator! }),
      clock: new TestClock(1_000_000n, 0n),
      coalesceWrites: true,
    });
    await fill(level);
    await fill(bigtable);
  }, 120_000);

  afterAll(async () => {
    await level?.close();
    await bigtable?.close();
  });

  const both = async (spec: ScanSpec) =>
    Promise.all(
      [level, bigtable].map(async (e) => {
        const rows: string[] = [];
        for await (const r of e.scan('t', { ...spec, reversed: true })) rows.push(showRow(r));
        return rows;
      }),
    );

  const READS: Array<[string, ScanSpec]> = [
    ['the whole table', {}],
    ['STARTROW (the highest row) and STOPROW', { startRow: B(key(2500)), stopRow: B(key(400)) }],
    ['a start between rows, VERSIONS 2', { startRow: B('r01234x'), maxVersions: 2 }],
    ['LIMIT', { limit: 5 }],
    ['a pushed filter', { filter: parseFilterString(B("ValueFilter(=, 'binary:new') AND InclusiveStopFilter('r02000')")) }],
    ['PrefixFilter', { filter: parseFilterString(B("PrefixFilter('r015')")) }],
    ['PageFilter: each region stops at its page and the scan seeks to the next', { filter: parseFilterString(B('PageFilter(3)')) }],
    ['a family', { columns: [{ family: 'g', qualifier: null }] }],
  ];

  for (const [name, spec] of READS) {
    it(name, async () => {
      const [expected, actual] = await both(spec);
      expect(actual.length).toBe(expected.length);
      expect(actual).toEqual(expected);
    });
  }

  it('the whole table, highest row first, lowest last', async () => {
    const [, rows] = await both({});
    expect(rows.length).toBe(ROWS);
    expect(rows[0].startsWith(`${key(ROWS - 1)} `)).toBe(true);
    expect(rows.at(-1)!.startsWith(`${key(0)} `)).toBe(true);
  });
});
