// Filter pushdown never changes an answer: every filter of a corpus, under several reads
// (versions, time ranges, columns, gets, counts), gives on Bigtable (its emulator, started by
// test/global-setup.ts) exactly what LevelDB gives, on a table with stored versions beyond
// VERSIONS, a TTL, TTL with MIN_VERSIONS, deletes, binary keys, qualifiers and values. And the
// pushdown happens: fewer cells leave the server.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend, RawRow, RowReader } from '../../src/engine/backend.js';
import { openBigtableBackend } from '../../src/engine/backends/bigtable/index.js';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { openEngine } from '../../src/engine/index.js';
import type { Engine, ScanSpec } from '../../src/engine/types.js';
import { parseFilterString } from '../../src/filter/index.js';
import { B, TestClock, del, fam, put, showRow } from './helpers.js';

const emulator = process.env.BIGTABLE_EMULATOR_HOST;
if (!emulator) throw new Error('BIGTABLE_EMULATOR_HOST is not set: test/global-setup.ts starts the emulator');

// Near the real time: the emulator collects garbage by its own clock (its GC may remove expired
// cells or versions beyond VERSIONS at any moment, which the engine hides anyway).
const NOW = BigInt(Date.now());
const MIN = 60_000n;
const T = 't';

/** Cells that left the backend, counted under every read. */
function counting(backend: Backend): { backend: Backend; cells: { n: number } } {
  const cells = { n: 0 };
  const wrapped = Object.create(backend) as Backend;
  wrapped.rows = (...args: Parameters<Backend['rows']>): RowReader => {
    const reader = backend.rows(...args);
    return {
      next: async (): Promise<readonly RawRow[]> => {
        const rows = await reader.next();
        for (const r of rows) cells.n += r.length;
        return rows;
      },
      seek: (row) => reader.seek(row),
      close: () => reader.close(),
    };
  };
  return { backend: wrapped, cells };
}

async function fill(e: Engine): Promise<void> {
  await e.createTable(
    T,
    {
      families: [fam('f', { VERSIONS: 3 }), fam('g'), fam('m', { VERSIONS: 3, TTL: 3600, MIN_VERSIONS: 1 }), fam('t', { VERSIONS: 2, TTL: 3600 })],
      values: [],
    },
    [],
  );
  const rows = ['\x00a', 'a1', 'a2', 'ab', 'b', 'b\xff', 'c'];
  const quals = ['', 'a', 'ab', 'b', '\xff\x00'];
  const values = ['1', 'x', '\x82', '', 'xy'];
  let k = 0;
  for (const row of rows) {
    for (const [qi, q] of quals.entries()) {
      if ((k + qi) % 3 === 2) continue;
      // versions: more than g's VERSIONS => 1 and f's 3 where k allows, newest first below
      for (let v = 0; v < 1 + ((k + qi) % 5); v++) {
        await put(e, T, row, `f:${q}`, values[(k + qi + v) % values.length], NOW - BigInt(v + 1) * MIN);
        await put(e, T, row, `g:${q}`, values[(k + 2 * qi + v) % values.length], NOW - BigInt(v + 2) * MIN);
      }
    }
    // t: a fresh version and an expired one (TTL 1 h); m keeps one expired version (MIN_VERSIONS 1)
    await put(e, T, row, 't:a', values[k % values.length], NOW - 200n * MIN);
    if (k % 2 === 0) await put(e, T, row, 't:a', values[(k + 1) % values.length], NOW - 10n * MIN);
    await put(e, T, row, 'm:b', values[(k + 3) % values.length], NOW - 300n * MIN);
    await put(e, T, row, 'm:b', values[(k + 4) % values.length], NOW - 250n * MIN);
    if (k % 3 === 0) await put(e, T, row, 'm:b', values[k % values.length], NOW - 5n * MIN);
    k++;
  }
  // deletes: a column, and one version (Bigtable removes the cells; LevelDB masks them: the same answer)
  await del(e, T, 'a2', 'DeleteColumn', 'f:a');
  await del(e, T, 'ab', 'Delete', 'f:b', NOW - 2n * MIN);
  await del(e, T, 'b', 'DeleteFamily', 'g:');
}

/** The corpus: each pushed filter with its operators and comparators, lists, and filters that are not pushed. */
const FILTERS = [
  "ValueFilter(=, 'binary:x')",
  "ValueFilter(!=, 'binary:x')",
  "ValueFilter(<, 'binary:x')",
  "ValueFilter(<=, 'binary:x')",
  "ValueFilter(>, 'binary:1')",
  "ValueFilter(>=, 'binary:\x82')",
  "ValueFilter(=, 'binaryprefix:x')",
  "ValueFilter(>, 'binaryprefix:x')",
  "ValueFilter(<=, 'binaryprefix:x')",
  "ValueFilter(!=, 'binaryprefix:')",
  "ValueFilter(=, 'binary:')",
  "ValueFilter(=, 'regexstring:^x')",
  "ValueFilter(=, 'substring:Y')",
  "QualifierFilter(=, 'binary:a')",
  "QualifierFilter(!=, 'binary:a')",
  "QualifierFilter(>, 'binary:a')",
  "QualifierFilter(<=, 'binaryprefix:a')",
  "QualifierFilter(>=, 'binary:\xff')",
  "FamilyFilter(=, 'binary:g')",
  "FamilyFilter(<, 'binary:m')",
  "FamilyFilter(=, 'binaryprefix:t')",
  "FamilyFilter(=, 'regexstring:[fm]')",
  "ColumnPrefixFilter('a')",
  "ColumnPrefixFilter('\xff')",
  "ColumnPrefixFilter('')",
  "MultipleColumnPrefixFilter('a', 'ab', 'b')",
  "MultipleColumnPrefixFilter('b', '\xff')",
  "ColumnRangeFilter('a', true, 'b', false)",
  "ColumnRangeFilter('a', false, 'b', true)",
  "ColumnRangeFilter('', true, 'ab', true)",
  "ColumnRangeFilter('ab', true, '', false)",
  `TimestampsFilter(${NOW - MIN}, ${NOW - 2n * MIN})`,
  `TimestampsFilter(${NOW - 300n * MIN}, ${NOW - 250n * MIN}, ${NOW - 200n * MIN})`,
  'TimestampsFilter()',
  "RowFilter(=, 'binary:b')",
  "RowFilter(>=, 'binary:a2')",
  "RowFilter(!=, 'binaryprefix:a')",
  "RowFilter(=, 'regexstring:^a')",
  "PrefixFilter('a')",
  "PrefixFilter('b\xff')",
  "PrefixFilter('')",
  "InclusiveStopFilter('ab')",
  'KeyOnlyFilter()',
  'KeyOnlyFilter(true)',
  "KeyOnlyFilter() AND QualifierFilter(=, 'binary:a')",
  "PrefixFilter('a') AND ValueFilter(=, 'binary:x')",
  "ValueFilter(=, 'binary:x') OR ValueFilter(=, 'binary:1')",
  "ValueFilter(=, 'binary:x') OR QualifierFilter(=, 'binary:b')",
  "(QualifierFilter(=, 'binary:a') OR ValueFilter(=, 'binary:\x82')) AND FamilyFilter(!=, 'binary:g')",
  `TimestampsFilter(${NOW - MIN}, ${NOW - 5n * MIN}) AND ValueFilter(!=, 'binary:1')`,
  "RowFilter(<, 'binary:b') AND (ColumnPrefixFilter('a') OR ColumnRangeFilter('b', true, 'c', false))",
  "PrefixFilter('a') OR PrefixFilter('c')",
  "InclusiveStopFilter('b') AND RowFilter(>, 'binary:a1') AND ValueFilter(<, 'binary:y')",
  // stateful: nothing that removes cells is pushed
  'FirstKeyOnlyFilter()',
  'KeyOnlyFilter() AND FirstKeyOnlyFilter()',
  "PrefixFilter('a') AND PageFilter(2)",
  "QualifierFilter(>, 'binary:') AND ColumnCountGetFilter(2)",
  "ColumnPaginationFilter(2, 1) AND ValueFilter(!=, 'binary:1')",
  "SKIP ValueFilter(!=, 'binary:1')",
  "WHILE RowFilter(<, 'binary:b') AND PrefixFilter('a')",
  "SingleColumnValueFilter('f', 'a', =, 'binary:x')",
  "SingleColumnValueExcludeFilter('f', 'ab', !=, 'binary:1', true, false)",
  "DependentColumnFilter('f', 'a', false, =, 'binary:x')",
  "ColumnValueFilter('f', 'b', >=, 'binary:x')",
];

const READS: Array<[string, ScanSpec]> = [
  ['scan', {}],
  ['VERSIONS => 3', { maxVersions: 3 }],
  // within each family's VERSIONS newest: an older version HBase still returns before a major compaction
  // may already be gone from Bigtable (its GC ran), a documented difference, not the pushdown's
  ['TIMERANGE', { timeRange: { min: NOW - 3n * MIN, max: NOW - MIN }, maxVersions: 3 }],
  ['COLUMNS f, m', { columns: [{ family: 'f', qualifier: null }, { family: 'm', qualifier: null }], maxVersions: 2 }],
  ['COLUMNS f:a, t:a, m:b', { columns: [{ family: 'f', qualifier: B('a') }, { family: 't', qualifier: B('a') }, { family: 'm', qualifier: B('b') }], maxVersions: 3 }],
  ['STARTROW a2, LIMIT 3', { startRow: B('a2'), limit: 3 }],
];

describe('filter pushdown on bigtable (emulator) answers as LevelDB does', () => {
  let level: Engine;
  let bigtable: Engine;
  let sent: { n: number };

  beforeAll(async () => {
    level = await openEngine({ backend: await openLevelBackend({ memory: true }), clock: new TestClock(NOW, 0n) });
    const c = counting(await openBigtableBackend({ project: 'hsh-test', instance: `i-${randomUUID()}`, emulator: emulator! }));
    sent = c.cells;
    bigtable = await openEngine({ backend: c.backend, clock: new TestClock(NOW, 0n) });
    await fill(level);
    await fill(bigtable);
  }, 60_000);

  afterAll(async () => {
    await level?.close();
    await bigtable?.close();
  });

  const scanBoth = async (spec: ScanSpec) => {
    const out: string[][] = [];
    for (const e of [level, bigtable]) {
      const rows: string[] = [];
      for await (const r of e.scan(T, spec)) rows.push(showRow(r));
      out.push(rows);
    }
    return out;
  };

  it('every filter of the corpus, under every read', async () => {
    let compared = 0;
    for (const text of FILTERS) {
      const filter = parseFilterString(B(text));
      for (const [name, spec] of READS) {
        const [expected, actual] = await scanBoth({ ...spec, filter });
        expect({ filter: text, read: name, rows: actual }).toEqual({ filter: text, read: name, rows: expected });
        compared++;
      }
    }
    expect(compared).toBe(FILTERS.length * READS.length);
  }, 120_000);

  it('gets and counts with a filter', async () => {
    for (const text of FILTERS) {
      const filter = parseFilterString(B(text));
      for (const row of ['a1', 'b\xff', 'zz']) {
        const [expected, actual] = await Promise.all(
          [level, bigtable].map(async (e) => (await e.get(T, B(row), { filter, maxVersions: 3 })).map((c) => `${c.family}:${c.qualifier}@${c.timestamp}`)),
        );
        expect({ filter: text, row, cells: actual }).toEqual({ filter: text, row, cells: expected });
      }
      const [expected, actual] = await scanBoth({ filter, keyOnly: true });
      expect({ filter: text, count: actual.length }).toEqual({ filter: text, count: expected.length });
    }
  }, 120_000);

  it('the server leaves out what the filter rejects: fewer cells arrive', async () => {
    const cellsFor = async (spec: ScanSpec) => {
      const before = sent.n;
      const rows = [];
      for await (const r of bigtable.scan(T, spec)) rows.push(r);
      return { rows: rows.length, cells: sent.n - before };
    };
    const all = await cellsFor({ maxVersions: 3 });
    const value = await cellsFor({ maxVersions: 3, filter: parseFilterString(B("ValueFilter(=, 'binary:\x82')")) });
    const prefix = await cellsFor({ maxVersions: 3, filter: parseFilterString(B("PrefixFilter('b') AND ColumnPrefixFilter('a')")) });
    const stateful = await cellsFor({ maxVersions: 3, filter: parseFilterString(B("ValueFilter(=, 'binary:\x82') AND PageFilter(100)")) });
    // 171 before the emulator's GC collects versions beyond VERSIONS and expired cells, 99 after
    // (it runs at a moment of its own: a loaded machine sees either)
    expect(all.cells).toBeGreaterThan(80);
    // only matching cells among each column's newest VERSIONS leave the server: 33 of 171, 32 of 99
    expect(value.rows).toBeGreaterThan(0);
    expect(value.cells).toBeLessThan(all.cells / 2);
    expect(prefix.cells).toBeLessThan(all.cells / 4);
    // with a stateful filter, every cell arrives and the engine decides
    expect(stateful.cells).toBe(all.cells);
  });
});
