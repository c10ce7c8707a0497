// Filter pushdown on Bigtable (src/engine/backends/bigtable/pushdown.ts): the RowFilter and row
// ranges a FILTER becomes. Results are checked against LevelDB in test/engine/bigtable-pushdown.test.ts;
// here, that the pushdown happens, and what it leaves to the engine.
import { describe, expect, it } from 'vitest';
import { comparatorSet, intersect, prefixSuccessor, pushdown, type Interval, type PushedStore } from '../../../src/engine/backends/bigtable/pushdown.js';
import { parseFilter } from '../../../src/filter/index.js';

const NO_TIME_MAX = 1n << 63n;
const hint = (text: string, tmin = 0n, tmax = NO_TIME_MAX) => ({ node: parseFilter(Buffer.from(text, 'latin1')), tmin, tmax });
const f = (family: string, filterVersions?: number): PushedStore => ({ family, ...(filterVersions !== undefined ? { filterVersions } : {}) });
const B = (s: string) => Buffer.from(s, 'latin1');

/** The RowFilter as plain JSON, Buffers as latin-1 strings. */
function show(x: unknown): unknown {
  if (x === undefined) return undefined;
  return JSON.parse(JSON.stringify(x, (_k, v) => (v && v.type === 'Buffer' && Array.isArray(v.data) ? Buffer.from(v.data).toString('latin1') : v)));
}
const push = (text: string, stores: PushedStore[] = [f('f', 1)], all = true, tmin?: bigint, tmax?: bigint) => {
  const p = pushdown(hint(text, tmin, tmax), stores, all, false);
  return { ...p, filter: show(p.filter), rows: show(p.rows) };
};
const range = (lo?: [string, boolean], hi?: [string, boolean]): Interval => ({
  ...(lo ? { lo: { key: B(lo[0]), inclusive: lo[1] } } : {}),
  ...(hi ? { hi: { key: B(hi[0]), inclusive: hi[1] } } : {}),
});

describe('byte intervals', () => {
  it('the prefix successor increments the last byte below 0xff; all 0xff has none', () => {
    expect(prefixSuccessor(B('ab'))).toEqual(B('ac'));
    expect(prefixSuccessor(B('a\xff\xff'))).toEqual(B('b'));
    expect(prefixSuccessor(B('\xff'))).toBeUndefined();
    expect(prefixSuccessor(B(''))).toBeUndefined();
  });

  it('binary comparisons: the data is the left operand, as CompareFilter compares', () => {
    const v = { type: 'binary' as const, value: B('m') };
    expect(comparatorSet('LESS', v)).toEqual([range(undefined, ['m', false])]);
    expect(comparatorSet('LESS_OR_EQUAL', v)).toEqual([range(undefined, ['m', true])]);
    expect(comparatorSet('EQUAL', v)).toEqual([range(['m', true], ['m', true])]);
    expect(comparatorSet('NOT_EQUAL', v)).toEqual([range(undefined, ['m', false]), range(['m', false])]);
    expect(comparatorSet('GREATER_OR_EQUAL', v)).toEqual([range(['m', true])]);
    expect(comparatorSet('GREATER', v)).toEqual([range(['m', false])]);
  });

  it('binaryprefix compares the first len(v) bytes: ≤ is below the successor, > from it', () => {
    const v = { type: 'binaryprefix' as const, value: B('ab') };
    expect(comparatorSet('EQUAL', v)).toEqual([range(['ab', true], ['ac', false])]);
    expect(comparatorSet('LESS', v)).toEqual([range(undefined, ['ab', false])]);
    expect(comparatorSet('LESS_OR_EQUAL', v)).toEqual([range(undefined, ['ac', false])]);
    expect(comparatorSet('GREATER', v)).toEqual([range(['ac', true])]);
    expect(comparatorSet('NOT_EQUAL', v)).toEqual([range(undefined, ['ab', false]), range(['ac', true])]);
    expect(comparatorSet('GREATER', { type: 'binaryprefix', value: B('\xff') })).toEqual([]);
  });

  it('regex and substring comparators are not byte orders: not pushed', () => {
    expect(comparatorSet('EQUAL', { type: 'substring', value: B('a') })).toBeUndefined();
  });

  it('intersections keep the tighter bound, exclusive on a tie', () => {
    expect(intersect([range(['a', true], ['m', true])], [range(['m', false])])).toEqual([]);
    expect(intersect([range(['a', true], ['m', true])], [range(['c', false], ['m', false])])).toEqual([range(['c', false], ['m', false])]);
  });
});

describe('what a FILTER becomes on Bigtable', () => {
  it('column tests: qualifier ranges per family read, no versions chain', () => {
    expect(push(`ColumnPrefixFilter('ab')`, [f('f', 1), f('g', 1)]).filter).toEqual({
      interleave: {
        filters: [
          { columnRangeFilter: { familyName: 'f', startQualifierClosed: 'ab', endQualifierOpen: 'ac' } },
          { columnRangeFilter: { familyName: 'g', startQualifierClosed: 'ab', endQualifierOpen: 'ac' } },
        ],
      },
    });
    expect(push(`ColumnRangeFilter('a', false, 'c', true)`).filter).toEqual({ columnRangeFilter: { familyName: 'f', startQualifierOpen: 'a', endQualifierClosed: 'c' } });
  });

  it('QualifierFilter passes the empty qualifier whatever it compares, as HBase', () => {
    expect(push(`QualifierFilter(=, 'binary:q')`).filter).toEqual({
      interleave: {
        filters: [
          { columnRangeFilter: { familyName: 'f', startQualifierClosed: 'q', endQualifierClosed: 'q' } },
          { columnRangeFilter: { familyName: 'f', endQualifierClosed: '' } },
        ],
      },
    });
  });

  it('FamilyFilter is decided against the families read', () => {
    expect(push(`FamilyFilter(>=, 'binary:g')`, [f('f', 1), f('g', 1)]).filter).toEqual({ familyNameRegexFilter: 'g' });
    expect(push(`FamilyFilter(!=, 'binary:x')`, [f('f', 1), f('g', 1)]).filter).toBeUndefined();
  });

  it('a value test keeps the matcher`s versions first: time range, cells per column, then the test', () => {
    expect(push(`ValueFilter(=, 'binary:v')`, [f('f', 3)], true, 5n, 9n).filter).toEqual({
      chain: {
        filters: [
          { timestampRangeFilter: { startTimestampMicros: '5000', endTimestampMicros: '9000' } },
          { cellsPerColumnLimitFilter: 3 },
          { valueRangeFilter: { startValueClosed: 'v', endValueClosed: 'v' } },
        ],
      },
    });
  });

  it('per family: a family whose versions the matcher picks otherwise (TTL with MIN_VERSIONS) gets only the column tests', () => {
    expect(push(`ColumnRangeFilter('a', true, '', false) AND TimestampsFilter(7, 9)`, [f('f', 2), f('g')], false).filter).toEqual({
      interleave: {
        filters: [
          {
            chain: {
              filters: [
                { familyNameRegexFilter: 'f' },
                { cellsPerColumnLimitFilter: 2 },
                { columnRangeFilter: { familyName: 'f', startQualifierClosed: 'a' } },
                {
                  interleave: {
                    filters: [
                      { timestampRangeFilter: { startTimestampMicros: '7000', endTimestampMicros: '8000' } },
                      { timestampRangeFilter: { startTimestampMicros: '9000', endTimestampMicros: '10000' } },
                    ],
                  },
                },
              ],
            },
          },
          { chain: { filters: [{ familyNameRegexFilter: 'g' }, { columnRangeFilter: { familyName: 'g', startQualifierClosed: 'a' } }] } },
        ],
      },
    });
  });

  it('OR becomes an interleave (the reader drops repeats); an OR with a test that cannot be pushed pushes nothing', () => {
    const p = push(`ValueFilter(=, 'binary:a') OR ValueFilter(<, 'binary:b')`);
    expect(p.dedupe).toBe(true);
    expect(p.filter).toEqual({
      chain: {
        filters: [
          { cellsPerColumnLimitFilter: 1 },
          { interleave: { filters: [{ valueRangeFilter: { startValueClosed: 'a', endValueClosed: 'a' } }, { valueRangeFilter: { endValueOpen: 'b' } }] } },
        ],
      },
    });
    expect(push(`ValueFilter(=, 'binary:a') OR ValueFilter(=, 'regexstring:b.')`).filter).toBeUndefined();
  });

  it('row tests on the AND path narrow the rows read; inside an OR they are left to the engine', () => {
    expect(push(`PrefixFilter('r1') AND RowFilter(!=, 'binary:r15')`).rows).toEqual(
      show([range(['r1', true], ['r15', false]), range(['r15', false], ['r2', false])]),
    );
    expect(push(`InclusiveStopFilter('k')`).rows).toEqual(show([range(undefined, ['k', true])]));
    expect(push(`PrefixFilter('a') OR QualifierFilter(=, 'binary:q')`).rows).toBeUndefined();
  });

  it('a stateful filter anywhere pushes nothing that removes cells: it counts what the others reject', () => {
    for (const text of [
      `QualifierFilter(=, 'binary:a') AND ColumnCountGetFilter(1)`,
      `PrefixFilter('a') AND PageFilter(1)`,
      `WHILE RowFilter(>=, 'binary:b') AND PrefixFilter('c')`,
      `SKIP QualifierFilter(=, 'binary:a')`,
      `FirstKeyOnlyFilter() AND ValueFilter(=, 'binary:a')`,
    ]) {
      const p = push(text);
      expect([text, p.filter, p.rows]).toEqual([text, undefined, undefined]);
    }
  });

  it('KeyOnlyFilter strips values on the server unless a filter reads them (or lenAsVal wants their length)', () => {
    expect(push(`KeyOnlyFilter() AND FirstKeyOnlyFilter()`).strip).toBe(true);
    expect(push(`KeyOnlyFilter() AND QualifierFilter(=, 'binary:a')`).strip).toBe(true);
    expect(push(`KeyOnlyFilter() AND ValueFilter(=, 'binary:a')`).strip).toBe(false);
    expect(push(`KeyOnlyFilter(true)`).strip).toBe(false);
    expect(push(`KeyOnlyFilter() OR QualifierFilter(=, 'binary:a')`).strip).toBe(false);
  });

  it('without a filter: only the families read', () => {
    expect(show(pushdown(undefined, [f('f')], false, false).filter)).toEqual({ familyNameRegexFilter: 'f' });
    expect(pushdown(undefined, [f('f')], true, false).filter).toBeUndefined();
  });
});
