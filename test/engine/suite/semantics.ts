/** Each data-model rule of HBase's read path (ScanQueryMatcher and its trackers) as its own test, at engine level. */
import { afterEach, describe, expect, it } from 'vitest';
import type { Cell, Engine, FilterFactory, Mutation, ReadSpec, RowFilter } from '../../../src/engine/types.js';
import { B, TestClock, del, fam, get, put, rejects, scan, show, type TestEngine } from '../helpers.js';
import type { Suite } from './target.js';

export function semanticsSuite(suite: Suite): void {
  let te: TestEngine;
  afterEach(async () => {
    await te?.close();
  });

  async function table(families = [fam('f', { VERSIONS: 5 })], clock?: TestClock, splits: Buffer[] = []) {
    te = await suite.open({ clock });
    await te.engine.createTable('t', { families, values: [] }, splits);
    return te.engine;
  }

  const ALL = { maxVersions: 100 };
  const RAW = { raw: true, maxVersions: 100 };

  /** A fake filter: per-row callbacks, stateful across one read. */
  function fakeFilter(o: { rowKey?: (row: string) => boolean; row?: (row: string, cells: Cell[]) => Cell[] | null; doneAfterRows?: number }): FilterFactory & { seen: Cell[][] } {
    const seen: Cell[][] = [];
    return {
      text: 'fake',
      seen,
      create(): RowFilter {
        let rows = 0;
        return {
          filterRowKey: o.rowKey ? (row) => o.rowKey!(Buffer.from(row).toString('latin1')) : undefined,
          filterRow(row, cells) {
            seen.push(cells);
            const out = o.row ? o.row(Buffer.from(row).toString('latin1'), cells) : cells;
            if (out && out.length) rows++;
            return out;
          },
          done: () => o.doneAfterRows !== undefined && rows >= o.doneAfterRows,
        };
      },
    };
  }

  describe('§6.1 cells and ordering', () => {
    it('row (unsigned bytes), family, qualifier ascending; timestamp descending', async () => {
      const e = await table([fam('b', { VERSIONS: 5 }), fam('a', { VERSIONS: 5 })]);
      await put(e, 't', '\xff', 'a:q', 'high');
      await put(e, 't', 'r', 'b:q', 'b1', 1);
      await put(e, 't', 'r', 'a:z', 'az', 1);
      await put(e, 't', 'r', 'a:\x11', 'a11', 1);
      await put(e, 't', 'r', 'a:z', 'az2', 2);
      await put(e, 't', 'r\x00', 'a:q', 'prefixed');
      await put(e, 't', 'R', 'a:q', 'upper', 3);
      const rows = await scan(e, 't', ALL);
      expect(rows.map((r) => r.split(' ')[0])).toEqual(['R', 'r', 'r\x00', '\xff']);
      expect(rows[1]).toBe('r a:\x11@1=a11 a:z@2=az2 a:z@1=az b:q@1=b1');
    });

    suite.markers('markers sort before puts at the same coordinates and timestamp (type code descending)', async () => {
      const e = await table();
      await put(e, 't', 'r', 'f:q', 'v', 5);
      await del(e, 't', 'r', 'Delete', 'f:q', 5);
      await del(e, 't', 'r', 'DeleteColumn', 'f:q', 5);
      await del(e, 't', 'r', 'DeleteFamily', 'f', 5);
      await del(e, 't', 'r', 'DeleteFamilyVersion', 'f', 5);
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:@5/DeleteFamily', 'f:@5/DeleteFamilyVersion', 'f:q@5/DeleteColumn', 'f:q@5/Delete', 'f:q@5=v']);
    });

    suite.markers('two puts with the same coordinates and timestamp: the later write wins and counts once', async () => {
      const e = await table();
      await put(e, 't', 'r', 'f:q', 'first', 7);
      await put(e, 't', 'r', 'f:q', 'second', 7);
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:q@7=second']);
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:q@7=second']);
    });
  });

  describe('§6.2 versions', () => {
    it('a put without a timestamp takes the clock (once per mutation); with one, exactly that', async () => {
      const e = await table(undefined, new TestClock(500n, 0n));
      te.clock.readings = 0;
      await e.mutateRow('t', B('r'), [
        { kind: 'put', family: 'f', qualifier: B('a'), value: B('1') },
        { kind: 'put', family: 'f', qualifier: B('b'), value: B('2') },
        { kind: 'put', family: 'f', qualifier: B('c'), value: B('3'), timestamp: 0n },
      ]);
      expect(await get(e, 't', 'r')).toEqual(['f:a@500=1', 'f:b@500=2', 'f:c@0=3']);
      expect(te.clock.readings).toBe(1);
      await rejects(put(e, 't', 'r', 'f:q', 'v', -1), 'ILLEGAL_TIMESTAMP', 'Timestamp cannot be negative. ts=-1');
      // HConstants.LATEST_TIMESTAMP means now, as the region server reads it
      await put(e, 't', 'r2', 'f:q', 'latest', 0x7fffffffffffffffn);
      expect(await get(e, 't', 'r2')).toEqual(['f:q@500=latest']);
    });

    suite.markers('reads return 1 version by default, at most VERSIONS, and never more than the family VERSIONS (not raw)', async () => {
      const e = await table([fam('f', { VERSIONS: 3 })]);
      for (let ts = 1; ts <= 5; ts++) await put(e, 't', 'r', 'f:q', `v${ts}`, ts);
      expect(await get(e, 't', 'r')).toEqual(['f:q@5=v5']);
      expect(await get(e, 't', 'r', { maxVersions: 2 })).toEqual(['f:q@5=v5', 'f:q@4=v4']);
      expect(await get(e, 't', 'r', { maxVersions: 10 })).toEqual(['f:q@5=v5', 'f:q@4=v4', 'f:q@3=v3']);
      expect(await get(e, 't', 'r', { raw: true, maxVersions: 10 })).toHaveLength(5);
      expect(await get(e, 't', 'r', { raw: true, maxVersions: 4 })).toHaveLength(4);
    });

    it('deleted versions do not count toward VERSIONS: deleting the newest brings back an older one', async () => {
      const e = await table([fam('f', { VERSIONS: 3 })]);
      for (let ts = 1; ts <= 4; ts++) await put(e, 't', 'r', 'f:q', `t${ts}`, ts);
      expect(await get(e, 't', 'r', { maxVersions: 3 })).toEqual(['f:q@4=t4', 'f:q@3=t3', 'f:q@2=t2']);
      await del(e, 't', 'r', 'Delete', 'f:q', 4);
      expect(await get(e, 't', 'r', { maxVersions: 3 })).toEqual(['f:q@3=t3', 'f:q@2=t2', 'f:q@1=t1']);
    });

    it('with a filter, VERSIONS applies to what the filter accepts among the newest family-VERSIONS cells', async () => {
      const e = await table([fam('f', { VERSIONS: 3 })]);
      await put(e, 't', 'r', 'f:q', 'match', 1);
      await put(e, 't', 'r', 'f:q', 'match', 2);
      await put(e, 't', 'r', 'f:q', 'other', 3);
      await put(e, 't', 'r', 'f:q', 'other', 4);
      const valueIs = (v: string) => fakeFilter({ row: (_, cells) => cells.filter((c) => Buffer.from(c.value).toString() === v) });
      const f1 = valueIs('match');
      expect(await get(e, 't', 'r', { filter: f1 })).toEqual(['f:q@2=match']);
      // candidates were capped at the family's VERSIONS (3), newest first
      expect(f1.seen[0].map(show)).toEqual(['f:q@4=other', 'f:q@3=other', 'f:q@2=match']);
      expect(await get(e, 't', 'r', { filter: valueIs('match'), maxVersions: 3 })).toEqual(['f:q@2=match']);
    });

    suite.markers('a RAW read with a filter checks every version (getTrackers: Integer.MAX_VALUE); VERSIONS caps what the filter accepts', async () => {
      const e = await table([fam('f', { VERSIONS: 1 })]);
      await put(e, 't', 'r', 'f:q', 'match', 1);
      await put(e, 't', 'r', 'f:q', 'other', 2);
      await put(e, 't', 'r', 'f:q', 'other', 3);
      const valueIs = (v: string) => fakeFilter({ row: (_, cells) => cells.filter((c) => Buffer.from(c.value).toString() === v) });
      const f = valueIs('match');
      // beyond both the read's VERSIONS (1) and the family's (1): the filter still sees the oldest version
      expect(await get(e, 't', 'r', { raw: true, filter: f })).toEqual(['f:q@1=match']);
      expect(f.seen[0].map(show)).toEqual(['f:q@3=other', 'f:q@2=other', 'f:q@1=match']);
      expect(await get(e, 't', 'r', { raw: true, filter: valueIs('other') })).toEqual(['f:q@3=other']);
      // without RAW the family's VERSIONS still bounds the candidates
      expect(await get(e, 't', 'r', { filter: valueIs('match') })).toEqual([]);
    });
  });

  describe('§6.3 deletes', () => {
    async function fixture() {
      const e = await table([fam('f', { VERSIONS: 5 }), fam('g', { VERSIONS: 5 })]);
      for (const ts of [1, 2, 3]) {
        await put(e, 't', 'r', 'f:a', `a${ts}`, ts);
        await put(e, 't', 'r', 'f:b', `b${ts}`, ts);
        await put(e, 't', 'r', 'g:a', `g${ts}`, ts);
      }
      return e;
    }

    it('Delete masks exactly the version with its timestamp', async () => {
      const e = await fixture();
      await del(e, 't', 'r', 'Delete', 'f:a', 2);
      expect(await get(e, 't', 'r', { ...ALL, columns: [{ family: 'f', qualifier: B('a') }] })).toEqual(['f:a@3=a3', 'f:a@1=a1']);
    });

    it('DeleteColumn masks every version of its column with ts ≤ its own', async () => {
      const e = await fixture();
      await del(e, 't', 'r', 'DeleteColumn', 'f:a', 2);
      expect(await get(e, 't', 'r', { ...ALL, columns: [{ family: 'f', qualifier: null }] })).toEqual(['f:a@3=a3', 'f:b@3=b3', 'f:b@2=b2', 'f:b@1=b1']);
    });

    it('DeleteFamily masks every cell of its family in the row with ts ≤ its own', async () => {
      const e = await fixture();
      await del(e, 't', 'r', 'DeleteFamily', 'f', 2);
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:a@3=a3', 'f:b@3=b3', 'g:a@3=g3', 'g:a@2=g2', 'g:a@1=g1']);
    });

    it('DeleteFamilyVersion masks every cell of its family in the row with exactly its ts', async () => {
      const e = await fixture();
      await del(e, 't', 'r', 'DeleteFamilyVersion', 'f', 2);
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:a@3=a3', 'f:a@1=a1', 'f:b@3=b3', 'f:b@1=b1', 'g:a@3=g3', 'g:a@2=g2', 'g:a@1=g1']);
    });

    suite.markers('markers mask regardless of write order: a later put with an older-or-equal timestamp stays invisible', async () => {
      const e = await table();
      await del(e, 't', 'r', 'DeleteColumn', 'f:q', 10);
      await put(e, 't', 'r', 'f:q', 'late', 10);
      await put(e, 't', 'r', 'f:q', 'older', 3);
      expect(await get(e, 't', 'r')).toEqual([]);
      await put(e, 't', 'r', 'f:q', 'newer', 11);
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:q@11=newer']);
    });

    suite.markers('a marker with a future timestamp masks everything up to that time', async () => {
      const e = await table(undefined, new TestClock(1000n));
      await del(e, 't', 'r', 'DeleteFamily', 'f', 5000);
      await put(e, 't', 'r', 'f:q', 'now');
      expect(await get(e, 't', 'r')).toEqual([]);
    });

    suite.markers('Delete without a timestamp takes the newest visible version; with none, now', async () => {
      const e = await table(undefined, new TestClock(1000n, 0n));
      await put(e, 't', 'r', 'f:q', 'v1', 10);
      await put(e, 't', 'r', 'f:q', 'v2', 20);
      await del(e, 't', 'r', 'Delete', 'f:q');
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:q@10=v1']);
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:q@20/Delete', 'f:q@20=v2', 'f:q@10=v1']);
      await del(e, 't', 'r', 'Delete', 'f:none');
      expect((await get(e, 't', 'r', RAW))[0]).toBe('f:none@1000/Delete');
    });

    it('two latest-Deletes of one column in one mutation take the two newest visible versions', async () => {
      const e = await table();
      for (const ts of [1, 2, 3]) await put(e, 't', 'r', 'f:q', `v${ts}`, ts);
      await e.mutateRow('t', B('r'), [
        { kind: 'delete', type: 'Delete', family: 'f', qualifier: B('q') },
        { kind: 'delete', type: 'Delete', family: 'f', qualifier: B('q') },
      ]);
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:q@1=v1']);
    });

    suite.markers('DeleteColumn / DeleteFamily / DeleteFamilyVersion without a timestamp are at now; a DeleteFamilyVersion at now deletes nothing', async () => {
      const e = await table(undefined, new TestClock(1000n, 0n));
      await put(e, 't', 'r', 'f:q', 'v', 10);
      await del(e, 't', 'r', 'DeleteFamilyVersion', 'f');
      expect(await get(e, 't', 'r')).toEqual(['f:q@10=v']);
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:@1000/DeleteFamilyVersion', 'f:q@10=v']);
      await del(e, 't', 'r', 'DeleteColumn', 'f:q');
      expect(await get(e, 't', 'r')).toEqual([]);
    });

    it("the empty qualifier ('f:') is a column of its own", async () => {
      const e = await table();
      await put(e, 't', 'r', 'f:', 'empty', 1);
      await put(e, 't', 'r', 'f:q', 'q', 1);
      await del(e, 't', 'r', 'Delete', 'f:', 1);
      expect(await get(e, 't', 'r')).toEqual(['f:q@1=q']);
    });

    suite.markers('a row delete is a DeleteFamily per family; a put in the same millisecond is masked', async () => {
      const e = await table([fam('f'), fam('g')], new TestClock(100n, 0n));
      await put(e, 't', 'r', 'f:a', 'x');
      await put(e, 't', 'r', 'g:a', 'y');
      await e.mutateRow('t', B('r'), [
        { kind: 'delete', type: 'DeleteFamily', family: 'f', qualifier: B('') },
        { kind: 'delete', type: 'DeleteFamily', family: 'g', qualifier: B('') },
      ]);
      await put(e, 't', 'r', 'f:a', 'same ms');
      expect(await get(e, 't', 'r')).toEqual([]);
    });

    it('deleting from a family the table lacks is NoSuchColumnFamilyException; nothing of the row is written', async () => {
      const e = await table(undefined, new TestClock(1715000000000n, 0n));
      await rejects(
        e.mutateRow('t', B('r'), [
          { kind: 'put', family: 'f', qualifier: B('q'), value: B('v') },
          { kind: 'delete', type: 'DeleteColumn', family: 'nope', qualifier: B('q') },
        ]),
        'NO_SUCH_FAMILY',
        /^org\.apache\.hadoop\.hbase\.regionserver\.NoSuchColumnFamilyException: Column family nope does not exist in region t,,1715000000000\.[0-9a-f]{32}\. in table 't', .*\{NAME => 'f', VERSIONS => '5'/,
      );
      expect(await scan(e, 't')).toEqual([]);
    });

    // 40,000 of them in linear time (the marker lists were scanned per put: they took ~10 s): bench/limits.bench.mjs
    suite.markers('a row with thousands of Delete and DeleteFamilyVersion markers reads what they leave', async () => {
      te = await suite.open({ coalesce: true });
      const e = te.engine;
      await e.createTable('t', { families: [fam('f', { VERSIONS: 1_000_000 })], values: [] }, []);
      const N = 4_000;
      for (let i = 1; i <= N; i++) {
        const muts: Mutation[] = [{ kind: 'put', family: 'f', qualifier: B('q'), value: B('v'), timestamp: BigInt(i) }];
        if (i % 2 === 0) muts.push({ kind: 'delete', type: 'Delete', family: 'f', qualifier: B('q'), timestamp: BigInt(i) });
        if (i % 3 === 0) muts.push({ kind: 'delete', type: 'DeleteFamilyVersion', family: 'f', qualifier: B(''), timestamp: BigInt(i) });
        muts.push({ kind: 'delete', type: 'DeleteFamilyVersion', family: 'f', qualifier: B(''), timestamp: BigInt(N + i) });
        await e.mutateRow('t', B('r'), muts);
      }
      await e.flushWrites();
      const cells = await e.get('t', B('r'), { maxVersions: 1_000_000 });
      let visible = 0;
      for (let i = 1; i <= N; i++) if (i % 2 === 1 && i % 3 !== 0) visible++;
      expect(cells.length).toBe(visible);
      expect(cells.every((c) => c.timestamp % 2n === 1n && c.timestamp % 3n !== 0n)).toBe(true);
    }, 30_000);
  });

  describe('§6.4 RAW scans', () => {
    suite.markers('markers and masked cells are returned; extra versions too; markers do not count as versions', async () => {
      const e = await table([fam('f', { VERSIONS: 2 })]);
      for (const ts of [1, 2, 3, 4]) await put(e, 't', 'r', 'f:q', `v${ts}`, ts);
      await del(e, 't', 'r', 'Delete', 'f:q', 4);
      await del(e, 't', 'r', 'Delete', 'f:q', 3);
      expect(await get(e, 't', 'r', { raw: true, maxVersions: 2 })).toEqual(['f:q@4/Delete', 'f:q@4=v4', 'f:q@3/Delete', 'f:q@3=v3']);
      expect(await get(e, 't', 'r', { raw: true, maxVersions: 10 })).toHaveLength(6);
      expect(await get(e, 't', 'r', { maxVersions: 10 })).toEqual(['f:q@2=v2', 'f:q@1=v1']);
    });

    suite.markers('RAW with named qualifiers (ExplicitColumnTracker): markers count as versions; a put behind its same-timestamp marker is skipped', async () => {
      const e = await table([fam('f', { VERSIONS: 5 })]);
      for (const ts of [1, 2, 3]) await put(e, 't', 'r', 'f:q', `v${ts}`, ts);
      await del(e, 't', 'r', 'Delete', 'f:q', 3);
      await del(e, 't', 'r', 'DeleteColumn', 'f:q', 2);
      await del(e, 't', 'r', 'DeleteFamily', 'f', 1);
      // the whole family: every entry, markers not counted
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:@1/DeleteFamily', 'f:q@3/Delete', 'f:q@3=v3', 'f:q@2/DeleteColumn', 'f:q@2=v2', 'f:q@1=v1']);
      const q = { ...RAW, columns: [{ family: 'f', qualifier: B('q') }] };
      expect(await get(e, 't', 'r', q)).toEqual(['f:q@3/Delete', 'f:q@2/DeleteColumn', 'f:q@1=v1']);
      expect(await scan(e, 't', q)).toEqual(['r f:q@3/Delete f:q@2/DeleteColumn f:q@1=v1']);
      expect(await get(e, 't', 'r', { ...q, maxVersions: 2 })).toEqual(['f:q@3/Delete', 'f:q@2/DeleteColumn']);
      // the empty qualifier named: the family markers live there
      expect(await get(e, 't', 'r', { ...RAW, columns: [{ family: 'f', qualifier: B('') }] })).toEqual(['f:@1/DeleteFamily']);
    });

    suite.markers('family-TTL-expired cells are returned by raw scans until a compaction drops them (StoreScanner: oldestUnexpiredTS 0)', async () => {
      const clock = new TestClock(100_000n, 0n);
      const e = await table([fam('f', { VERSIONS: 5, TTL: 10 }), fam('g', { VERSIONS: 5, TTL: 10, MIN_VERSIONS: 1 })], clock);
      await put(e, 't', 'r', 'f:q', 'old', 80_000);
      await put(e, 't', 'r', 'f:q', 'new', 95_000);
      await del(e, 't', 'r', 'Delete', 'f:q', 70_000);
      await put(e, 't', 'r', 'g:q', 'g1', 10);
      await put(e, 't', 'r', 'g:q', 'g2', 20);
      await put(e, 't', 'x', 'f:q', 'gone', 1);
      const both = ['f:q@95000=new', 'f:q@80000=old', 'f:q@70000/Delete', 'g:q@20=g2', 'g:q@10=g1'];
      expect(await get(e, 't', 'r', RAW)).toEqual(both);
      expect(await scan(e, 't', RAW)).toEqual([`r ${both.join(' ')}`, 'x f:q@1=gone']);
      // the read's VERSIONS still bounds a raw read (the column ends at the version past it, before the older marker);
      // a named column (ExplicitColumnTracker) is not expired either
      expect(await get(e, 't', 'r', { raw: true, maxVersions: 1 })).toEqual(['f:q@95000=new', 'g:q@20=g2']);
      expect(await get(e, 't', 'r', { ...RAW, columns: [{ family: 'g', qualifier: B('q') }] })).toEqual(['g:q@20=g2', 'g:q@10=g1']);
      // a non-raw read expires them (MIN_VERSIONS 1 keeps g's newest)
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:q@95000=new', 'g:q@20=g2']);
      expect(await scan(e, 't', ALL)).toEqual(['r f:q@95000=new g:q@20=g2']);
      await e.compact('t', { major: true });
      expect(await scan(e, 't', RAW)).toEqual(['r f:q@95000=new g:q@20=g2']);
    });

    suite.cellTtl('a raw scan still skips a put past its own TTL (ScanQueryMatcher.preCheck: isCellTTLExpired)', async () => {
      const clock = new TestClock(100_000n, 0n);
      const e = await table([fam('f', { VERSIONS: 5, TTL: 10 })], clock);
      await put(e, 't', 'r', 'f:a', 'cell-ttl', 95_000, 1000);
      await put(e, 't', 'r', 'f:b', 'family-ttl', 80_000);
      await put(e, 't', 'r', 'f:c', 'both', 80_000, 60_000);
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:b@80000=family-ttl', 'f:c@80000=both']);
      expect(await get(e, 't', 'r', ALL)).toEqual([]);
    });

    suite.markers('table_test.rb raw scan: normal 2 → RAW 5; after a delete normal 1 → RAW 6', async () => {
      const e = await table([fam('x', { VERSIONS: 5 })]);
      await put(e, 't', '1', 'x:a', '1');
      for (let i = 0; i < 4; i++) await put(e, 't', '2', 'x:raw1', '11');
      const cells = async (spec = {}) => (await scan(e, 't', spec)).reduce((n, r) => n + r.split(' ').length - 1, 0);
      expect(await cells()).toBe(2);
      expect(await cells({ raw: true, maxVersions: 10 })).toBe(5);
      await del(e, 't', '1', 'Delete', 'x:a');
      expect(await cells()).toBe(1);
      expect(await cells({ raw: true, maxVersions: 10 })).toBe(6);
    });
  });

  describe('§6.2 NEW_VERSION_BEHAVIOR: the cases of HBase\'s TestNewVersionBehaviorFromClientSide', () => {
    // createTable(): one family f, VERSIONS 3, NEW_VERSION_BEHAVIOR true; `value` everywhere
    const nvb = async () => table([fam('f', { VERSIONS: 3, NEW_VERSION_BEHAVIOR: 'true' })]);
    const puts = async (e: Engine, column: string, ...timestamps: number[]) => {
      for (const ts of timestamps) await put(e, 't', 'r1', column, 'value', ts);
    };
    const stamps = async (e: Engine, spec: ReadSpec = { maxVersions: 3 }) => (await e.get('t', B('r1'), spec)).map((c) => Number(c.timestamp));
    /** Each read twice, around a flush, as the HBase test does (hsh's flush changes no result). */
    const twice = async (e: Engine, expected: number[], spec?: ReadSpec) => {
      expect(await stamps(e, spec)).toEqual(expected);
      await e.flush('t');
      expect(await stamps(e, spec)).toEqual(expected);
    };

    suite.sequenceIds('testPutAndDeleteVersions: a put older than a DeleteColumn but written after it is visible', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002, 1000003, 1000004);
      await del(e, 't', 'r1', 'DeleteColumn', 'f:col1', 2000000);
      await puts(e, 'f:col1', 1000000);
      await twice(e, [1000000]);
    });

    suite.sequenceIds('testPutMasked: a deleted version still counts toward VERSIONS (the default behaviour returns 1000001 too)', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002, 1000003, 1000004);
      await del(e, 't', 'r1', 'Delete', 'f:col1', 1000003);
      await twice(e, [1000004, 1000002]);
      await te.close();
      const old = await table([fam('f', { VERSIONS: 3 })]);
      await puts(old, 'f:col1', 1000001, 1000002, 1000003, 1000004);
      await del(old, 't', 'r1', 'Delete', 'f:col1', 1000003);
      expect(await stamps(old)).toEqual([1000004, 1000002, 1000001]);
    });

    suite.sequenceIds('testPutMasked2: a put written after the Delete of its version is visible', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002);
      await del(e, 't', 'r1', 'Delete', 'f:col1', 1000003);
      await puts(e, 'f:col1', 1000003, 1000004);
      await twice(e, [1000004, 1000003, 1000002]);
    });

    suite.sequenceIds('testPutMaskedAndUserMaxVersion: VERSIONS 1 after the two newest versions are deleted', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002, 1000003, 1000004);
      await del(e, 't', 'r1', 'Delete', 'f:col1', 1000004);
      await del(e, 't', 'r1', 'Delete', 'f:col1', 1000003);
      await twice(e, [1000002], { maxVersions: 1 });
    });

    suite.sequenceIds('testSameTs: puts at one timestamp are one version', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002, 1000003, 1000003, 1000003, 1000004);
      await twice(e, [1000004, 1000003, 1000002]);
    });

    suite.sequenceIds('testSameTsAndDelete: a Delete masks every put of its version written before it', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002, 1000003, 1000003, 1000003, 1000003);
      await del(e, 't', 'r1', 'Delete', 'f:col1', 1000003);
      await puts(e, 'f:col1', 1000004);
      await twice(e, [1000004, 1000002, 1000001]);
    });

    suite.sequenceIds('testDeleteFamily: DeleteFamily and DeleteFamilyVersion mask only what was written before them', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002);
      await puts(e, 'f:col2', 1000002);
      await puts(e, 'f:col3', 1000001);
      await del(e, 't', 'r1', 'DeleteFamily', 'f', 2000000);
      await puts(e, 'f:col3', 1500002);
      await puts(e, 'f:col2', 1500001);
      await puts(e, 'f:col1', 1500001, 1500002);
      await e.flush('t');
      expect(await stamps(e)).toEqual([1500002, 1500001, 1500001, 1500002]);
      await del(e, 't', 'r1', 'DeleteFamilyVersion', 'f', 1500001);
      expect(await stamps(e)).toEqual([1500002, 1500002]);
      await puts(e, 'f:col1', 1000001, 1000002);
      await puts(e, 'f:col2', 1000002);
      await puts(e, 'f:col3', 1000001);
      await e.flush('t');
      expect(await get(e, 't', 'r1', { maxVersions: 3 })).toEqual([
        'f:col1@1500002=value',
        'f:col1@1000002=value',
        'f:col1@1000001=value',
        'f:col2@1000002=value',
        'f:col3@1500002=value',
        'f:col3@1000001=value',
      ]);
    });

    suite.sequenceIds('testTimeRange: the newest VERSIONS versions, outside the time range, mask the older ones inside it', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002, 1000003, 1000004, 1000005, 1000006, 1000007, 1000008);
      await twice(e, [], { maxVersions: 3, timeRange: { min: 0n, max: 1000005n } });
    });

    suite.sequenceIds('testExplicitColum: a named column, VERSIONS 3 of 4', async () => {
      const e = await nvb();
      for (const column of ['f:col1', 'f:col2', 'f:col3']) for (let i = 0; i < 4; i++) await put(e, 't', 'r1', column, 'value');
      const col2 = { maxVersions: 3, columns: [{ family: 'f', qualifier: B('col2') }] };
      expect(await e.get('t', B('r1'), col2)).toHaveLength(3);
      await e.flush('t');
      expect(await e.get('t', B('r1'), col2)).toHaveLength(3);
    });

    suite.sequenceIds('testRawScanAndMajorCompaction: RAW shows all 6; a major compaction keeps only 1000002', async () => {
      const e = await nvb();
      await puts(e, 'f:col1', 1000001, 1000002, 1000003, 1000004);
      await del(e, 't', 'r1', 'Delete', 'f:col1', 1000004);
      await del(e, 't', 'r1', 'Delete', 'f:col1', 1000003);
      const raw = { raw: true, maxVersions: 0x7fffffff };
      expect(await scan(e, 't', raw)).toEqual(['r1 f:col1@1000004/Delete f:col1@1000004=value f:col1@1000003/Delete f:col1@1000003=value f:col1@1000002=value f:col1@1000001=value']);
      await e.flush('t');
      expect(await scan(e, 't', raw)).toHaveLength(1);
      await e.compact('t', { major: true });
      expect(await scan(e, 't', raw)).toEqual(['r1 f:col1@1000002=value']);
    });
  });

  describe('§6.5 KEEP_DELETED_CELLS', () => {
    async function deleted(kdc: string, clock = new TestClock(1000n, 0n), ttl = 2147483647) {
      const e = await table([fam('f', { VERSIONS: 5, KEEP_DELETED_CELLS: kdc, TTL: ttl })], clock);
      await put(e, 't', 'r', 'f:q', 'v', 10);
      await del(e, 't', 'r', 'DeleteColumn', 'f:q', 20);
      return e;
    }

    suite.markers('FALSE: a marker applies to every read whose range starts at or before it, even time travel', async () => {
      const e = await deleted('FALSE');
      expect(await get(e, 't', 'r')).toEqual([]);
      expect(await get(e, 't', 'r', { timeRange: { min: 0n, max: 15n } })).toEqual([]);
      // a range that starts after the marker does not apply it (and holds no cell either)
      expect(await get(e, 't', 'r', { timeRange: { min: 21n, max: 100n } })).toEqual([]);
    });

    suite.markers('TRUE: a read whose range ends at or before the marker sees the deleted cell; deleted cells survive major compaction', async () => {
      const e = await deleted('TRUE');
      expect(await get(e, 't', 'r')).toEqual([]);
      expect(await get(e, 't', 'r', { timeRange: { min: 0n, max: 20n } })).toEqual(['f:q@10=v']);
      expect(await get(e, 't', 'r', { timeRange: { min: 0n, max: 21n } })).toEqual([]);
      expect(await get(e, 't', 'r', { timeRange: { min: 10n, max: 11n } })).toEqual(['f:q@10=v']);
      await e.compact('t', { major: true });
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:q@20/DeleteColumn', 'f:q@10=v']);
      expect(await get(e, 't', 'r', { timeRange: { min: 0n, max: 20n } })).toEqual(['f:q@10=v']);
    });

    suite.markers('TTL: like TRUE, but deleted cells and markers are purged once older than the TTL', async () => {
      const clock = new TestClock(1000n, 0n);
      const e = await deleted('TTL', clock, 100);
      await e.compact('t', { major: true });
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:q@20/DeleteColumn', 'f:q@10=v']);
      expect(await get(e, 't', 'r', { timeRange: { min: 0n, max: 20n } })).toEqual(['f:q@10=v']);
      clock.set(200_000n);
      await e.compact('t', { major: true });
      expect(await get(e, 't', 'r', RAW)).toEqual([]);
    });

    suite.markers('FALSE: major compaction removes markers and masked cells', async () => {
      const e = await deleted('FALSE');
      await e.compact('t', { major: true });
      expect(await get(e, 't', 'r', RAW)).toEqual([]);
      await put(e, 't', 'r', 'f:q', 'old ts, after compaction', 5);
      expect(await get(e, 't', 'r')).toEqual(['f:q@5=old ts, after compaction']);
    });
  });

  describe('§6.6 TTL and MIN_VERSIONS', () => {
    it('family TTL in seconds: a cell is expired when ts < now − TTL×1000, even written with an old timestamp', async () => {
      const clock = new TestClock(100_000n, 0n);
      const e = await table([fam('f', { TTL: 10 })], clock);
      await put(e, 't', 'r', 'f:a', 'fresh');
      await put(e, 't', 'r', 'f:b', 'born old', 89_999);
      await put(e, 't', 'r', 'f:c', 'edge', 90_000);
      expect(await get(e, 't', 'r')).toEqual(['f:a@100000=fresh', 'f:c@90000=edge']);
      clock.set(110_001n);
      expect(await get(e, 't', 'r')).toEqual([]);
    });

    it('MIN_VERSIONS keeps the newest N versions visible when expired', async () => {
      const clock = new TestClock(100_000n, 0n);
      const e = await table([fam('f', { TTL: 10, VERSIONS: 5, MIN_VERSIONS: 2 })], clock);
      for (const ts of [10, 20, 30, 95_000]) await put(e, 't', 'r', 'f:q', `v${ts}`, ts);
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:q@95000=v95000', 'f:q@30=v30']);
      clock.set(1_000_000n);
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:q@95000=v95000', 'f:q@30=v30']);
    });

    it('named qualifiers (ExplicitColumnTracker) also return the first expired version beyond MIN_VERSIONS', async () => {
      const clock = new TestClock(100_000n, 0n);
      const e = await table([fam('f', { TTL: 10, VERSIONS: 5, MIN_VERSIONS: 1 })], clock);
      for (const ts of [10, 20, 30, 95_000]) await put(e, 't', 'r', 'f:q', `v${ts}`, ts);
      // the whole family (ScanWildcardColumnTracker): the expired version beyond MIN_VERSIONS ends the column unseen
      expect(await get(e, 't', 'r', ALL)).toEqual(['f:q@95000=v95000']);
      // f:q named: checkVersions includes it and then ends the column (count >= minVersions && isExpired)
      const q = { ...ALL, columns: [{ family: 'f', qualifier: B('q') }] };
      expect(await get(e, 't', 'r', q)).toEqual(['f:q@95000=v95000', 'f:q@30=v30']);
      expect(await scan(e, 't', q)).toEqual(['r f:q@95000=v95000 f:q@30=v30']);
      // VERSIONS still bounds it
      expect(await get(e, 't', 'r', { ...q, maxVersions: 1 })).toEqual(['f:q@95000=v95000']);
    });

    suite.cellTtl('per-cell TTL in ms: visible at once, gone once ts + ttl < now; it cannot outlive the family TTL', async () => {
      const clock = new TestClock(10_000n, 0n);
      const e = await table([fam('f', { TTL: 5 })], clock);
      await put(e, 't', 'r', 'f:a', 'foo', undefined, 1000);
      await put(e, 't', 'r', 'f:b', 'long', undefined, 60_000);
      expect(await get(e, 't', 'r')).toEqual(['f:a@10000=foo', 'f:b@10000=long']);
      clock.set(12_000n);
      expect(await get(e, 't', 'r')).toEqual(['f:b@10000=long']);
      clock.set(15_001n);
      expect(await get(e, 't', 'r')).toEqual([]);
    });

    suite.cellTtl('compaction purges expired cells', async () => {
      const clock = new TestClock(10_000n, 0n);
      const e = await table([fam('f', { VERSIONS: 3 })], clock);
      await put(e, 't', 'r', 'f:a', 'short', undefined, 10);
      await put(e, 't', 'r', 'f:b', 'stays');
      clock.set(20_000n);
      await e.compact('t', { major: false });
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:b@10000=stays']);
    });
  });

  describe('§6.7 counters and append', () => {
    it('increment: 8-byte big-endian signed, missing starts at 0, negative amounts, ts = max(old+1, now)', async () => {
      const clock = new TestClock(1000n, 0n);
      const e = await table([fam('f')], clock);
      expect(await e.increment('t', B('r'), 'f', B('c'), 5n)).toBe(5n);
      expect(await e.increment('t', B('r'), 'f', B('c'), -8n)).toBe(-3n);
      const cells = await e.get('t', B('r'), {});
      expect(Buffer.from(cells[0].value).toString('hex')).toBe('fffffffffffffffd');
      expect(cells[0].timestamp).toBe(1001n);
      clock.set(5000n);
      await e.increment('t', B('r'), 'f', B('c'), 1n);
      expect((await e.get('t', B('r'), {}))[0].timestamp).toBe(5000n);
      await put(e, 't', 'r', 'f:text', '5');
      await rejects(e.increment('t', B('r'), 'f', B('text'), 1n), 'NOT_A_COUNTER', "org.apache.hadoop.hbase.DoNotRetryIOException: Field is not a long, it's 1 bytes wide");
    });

    it('append concatenates to the newest value (missing creates it) with the same timestamp rule', async () => {
      const clock = new TestClock(1000n, 0n);
      const e = await table([fam('f')], clock);
      expect(Buffer.from(await e.append('t', B('r'), 'f', B(''), B('123'))).toString()).toBe('123');
      expect(Buffer.from(await e.append('t', B('r'), 'f', B(''), B('321'))).toString()).toBe('123321');
      expect(await get(e, 't', 'r')).toEqual(['f:@1001=123321']);
    });

    suite.cellTtl("increment and append without a TTL carry the current cell's per-cell TTL forward (reckonDelta); with one, it replaces it", async () => {
      const clock = new TestClock(1000n, 0n);
      const e = await table([fam('f')], clock);
      const one = Buffer.alloc(8);
      one.writeBigInt64BE(1n);
      await e.mutateRow('t', B('r'), [{ kind: 'put', family: 'f', qualifier: B('c'), value: one, ttlMs: 500 }]);
      await put(e, 't', 'r', 'f:s', 'a', undefined, 500);
      clock.set(1400n);
      expect(await e.increment('t', B('r'), 'f', B('c'), 1n)).toBe(2n);
      expect(Buffer.from(await e.append('t', B('r'), 'f', B('s'), B('b'))).toString()).toBe('ab');
      // the new cells (ts 1400) keep TTL 500 ms: visible at 1900, gone after it
      clock.set(1900n);
      expect(await get(e, 't', 'r')).toEqual(['f:c@1400=\x00\x00\x00\x00\x00\x00\x00\x02', 'f:s@1400=ab']);
      clock.set(1901n);
      expect(await get(e, 't', 'r')).toEqual([]);
      // a TTL on the mutation replaces the carried one
      await e.mutateRow('t', B('r'), [{ kind: 'put', family: 'f', qualifier: B('c'), value: one, ttlMs: 100 }]);
      await e.increment('t', B('r'), 'f', B('c'), 1n, 10_000);
      clock.set(5000n);
      expect(await get(e, 't', 'r')).toEqual(['f:c@1902=\x00\x00\x00\x00\x00\x00\x00\x02']);
    });
  });

  describe('READONLY tables (HRegion.checkReadOnly)', () => {
    it('put, delete, increment and append fail with "region is read only"; reads work; READONLY false re-allows writes', async () => {
      te = await suite.open({});
      const e = te.engine;
      await e.createTable('t', { families: [fam('f')], values: [['READONLY', 'true']] }, []);
      const msg = 'org.apache.hadoop.hbase.DoNotRetryIOException: region is read only';
      await rejects(put(e, 't', 'r', 'f:a', '1'), 'CONSTRAINT', msg);
      await rejects(del(e, 't', 'r', 'DeleteColumn', 'f:a'), 'CONSTRAINT', msg);
      // checked before the families: an unknown family still reports read-only
      await rejects(put(e, 't', 'r', 'nope:a', '1'), 'CONSTRAINT', msg);
      await rejects(e.increment('t', B('r'), 'f', B('c'), 1n), 'CONSTRAINT', msg);
      await rejects(e.append('t', B('r'), 'f', B('c'), B('x')), 'CONSTRAINT', msg);
      expect(await get(e, 't', 'r')).toEqual([]);
      await e.modifyTable('t', { families: [fam('f')], values: [['READONLY', 'FALSE']] });
      await put(e, 't', 'r', 'f:a', '1', 5);
      expect(await get(e, 't', 'r')).toEqual(['f:a@5=1']);
    });
  });

  describe('§6.8 reads', () => {
    async function rows() {
      const e = await table([fam('f', { VERSIONS: 5 }), fam('g')]);
      for (const r of ['a', 'b', 'c', 'd']) {
        await put(e, 't', r, 'f:q', `${r}1`, 1);
        await put(e, 't', r, 'f:q', `${r}2`, 2);
        await put(e, 't', r, 'g:', `${r}g`, 3);
      }
      return e;
    }

    it('TIMERANGE is [min, max); a TIMESTAMP t is [t, t+1); versions are counted inside the range', async () => {
      const e = await rows();
      expect(await get(e, 't', 'a', { timeRange: { min: 1n, max: 2n }, ...{ maxVersions: 5 } })).toEqual(['f:q@1=a1']);
      expect(await get(e, 't', 'a', { timeRange: { min: 0n, max: 3n } })).toEqual(['f:q@2=a2']);
      expect(await get(e, 't', 'a', { timeRange: { min: 0n, max: 1n } })).toEqual([]);
    });

    suite.reversed('STARTROW inclusive, STOPROW exclusive; REVERSED walks down from STARTROW to above STOPROW; LIMIT', async () => {
      const e = await rows();
      const keys = async (spec: object) => (await scan(e, 't', spec)).map((r) => r.split(' ')[0]);
      expect(await keys({ startRow: B('b'), stopRow: B('d') })).toEqual(['b', 'c']);
      expect(await keys({ startRow: B('bb') })).toEqual(['c', 'd']);
      expect(await keys({ reversed: true })).toEqual(['d', 'c', 'b', 'a']);
      expect(await keys({ reversed: true, startRow: B('c'), stopRow: B('a') })).toEqual(['c', 'b']);
      expect(await keys({ reversed: true, startRow: B('bz') })).toEqual(['b', 'a']);
      expect(await keys({ limit: 2 })).toEqual(['a', 'b']);
      expect(await keys({ reversed: true, limit: 1 })).toEqual(['d']);
      expect(await keys({ startRow: B('c'), stopRow: B('b') })).toEqual([]);
    });

    suite.reversed('a reversed scan returns each row in HBase cell order', async () => {
      const e = await rows();
      expect((await scan(e, 't', { reversed: true, maxVersions: 5, stopRow: B('c') }))[0]).toBe('d f:q@2=d2 f:q@1=d1 g:@3=dg');
    });

    it("COLUMNS: 'f' the family, 'f:q' one column, 'f:' the empty qualifier; addColumn after addFamily narrows", async () => {
      const e = await rows();
      expect(await get(e, 't', 'a', { columns: [{ family: 'g', qualifier: null }] })).toEqual(['g:@3=ag']);
      expect(await get(e, 't', 'a', { columns: [{ family: 'g', qualifier: B('') }] })).toEqual(['g:@3=ag']);
      expect(await get(e, 't', 'a', { columns: [{ family: 'f', qualifier: B('') }] })).toEqual([]);
      expect(await get(e, 't', 'a', { columns: [{ family: 'f', qualifier: B('q') }, { family: 'g', qualifier: null }] })).toEqual(['f:q@2=a2', 'g:@3=ag']);
      expect(await get(e, 't', 'a', { columns: [{ family: 'f', qualifier: null }, { family: 'f', qualifier: B('zz') }] })).toEqual([]);
      expect(await get(e, 't', 'a', { columns: [{ family: 'f', qualifier: B('zz') }, { family: 'f', qualifier: null }] })).toEqual(['f:q@2=a2']);
      await rejects(get(e, 't', 'a', { columns: [{ family: 'nope', qualifier: null }] }), 'NO_SUCH_FAMILY', /Column family nope does not exist in region/);
    });

    it('rows with no visible cells are dropped', async () => {
      const e = await rows();
      await e.mutateRow('t', B('b'), [
        { kind: 'delete', type: 'DeleteFamily', family: 'f', qualifier: B(''), timestamp: 10n },
        { kind: 'delete', type: 'DeleteFamily', family: 'g', qualifier: B(''), timestamp: 10n },
      ]);
      expect((await scan(e, 't')).map((r) => r.split(' ')[0])).toEqual(['a', 'c', 'd']);
    });
  });

  describe('write-path checks', () => {
    it('row length, KeyValue size, and nothing written on bad input', async () => {
      const e = await table();
      await rejects(put(e, 't', '', 'f:q', 'v'), 'ILLEGAL_ROW', 'Row length is 0');
      await rejects(put(e, 't', 'x'.repeat(40000), 'f:q', 'v'), 'ILLEGAL_ROW', 'Row length 40000 is > 32767');
      await rejects(e.mutateRow('t', B('r'), [{ kind: 'put', family: 'f', qualifier: B('q'), value: Buffer.alloc(10485760) }]), 'KEYVALUE_TOO_LARGE', 'KeyValue size too large');
      await put(e, 't', 'x'.repeat(32767), 'f:q', 'v');
      await rejects(
        e.mutateRow('t', B('r'), [
          { kind: 'put', family: 'f', qualifier: B('ok'), value: B('v') },
          { kind: 'put', family: 'f', qualifier: B('bad'), value: B('v'), timestamp: -5n },
        ]),
        'ILLEGAL_TIMESTAMP',
        'Timestamp cannot be negative. ts=-5',
      );
      expect(await get(e, 't', 'r')).toEqual([]);
    });

    suite.needs('family names beyond Bigtable ids (64 characters)', (c) => c.name !== 'bigtable')('a family longer than 127 bytes can be created but holds no data: Family > 127 (KeyValue.checkParameters)', async () => {
      const long = 'f'.repeat(128);
      const e = await table([fam(long), fam('g')]);
      const q = B('q');
      await rejects(e.mutateRow('t', B('r'), [{ kind: 'put', family: long, qualifier: q, value: B('v') }]), 'ARGUMENT_ERROR', 'Family > 127');
      await rejects(e.mutateRow('t', B('r'), [{ kind: 'delete', type: 'DeleteFamily', family: long, qualifier: B('') }]), 'ARGUMENT_ERROR', 'Family > 127');
      // the whole row's mutation fails before anything is written
      await rejects(
        e.mutateRow('t', B('r'), [
          { kind: 'put', family: 'g', qualifier: q, value: B('v') },
          { kind: 'delete', type: 'DeleteColumn', family: long, qualifier: q },
        ]),
        'ARGUMENT_ERROR',
        'Family > 127',
      );
      await rejects(e.increment('t', B('r'), long, q, 1n), 'ARGUMENT_ERROR', 'Family > 127');
      await rejects(e.append('t', B('r'), long, q, B('x')), 'ARGUMENT_ERROR', 'Family > 127');
      expect(await scan(e, 't', RAW)).toEqual([]);
      // 127 bytes is fine
      const e2 = (await te.close(), await table([fam('f'.repeat(127))]));
      await put(e2, 't', 'r', `${'f'.repeat(127)}:q`, 'v', 1);
      expect(await get(e2, 't', 'r')).toEqual([`${'f'.repeat(127)}:q@1=v`]);
    });
  });

  describe('filters through RowFilter', () => {
    async function abc() {
      const e = await table([fam('f'), fam('g')]);
      for (const r of ['a', 'b', 'c', 'd']) {
        await put(e, 't', r, 'f:q', `v${r}`, 1);
        await put(e, 't', r, 'g:q', `w${r}`, 1);
      }
      return e;
    }

    it('filterRowKey drops rows unread; filterRow transforms or drops; done() ends the scan', async () => {
      const e = await abc();
      const f = fakeFilter({
        rowKey: (r) => r === 'b',
        row: (r, cells) => (r === 'c' ? null : cells.map((c) => ({ ...c, value: Buffer.alloc(0) }))),
      });
      expect(await scan(e, 't', { filter: f })).toEqual(['a f:q@1= g:q@1=', 'd f:q@1= g:q@1=']);
      expect(f.seen.map((cells) => Buffer.from(cells[0].row).toString())).toEqual(['a', 'c', 'd']);
      expect(await scan(e, 't', { filter: fakeFilter({ doneAfterRows: 2 }) })).toHaveLength(2);
    });

    it('metrics: rows scanned and filtered, cells examined, bytes, regions', async () => {
      const e = await abc();
      const s = e.scan('t', { filter: fakeFilter({ rowKey: (r) => r === 'b' }) });
      const out = [];
      for await (const r of s) out.push(r);
      expect(out).toHaveLength(3);
      expect(s.metrics).toMatchObject({ ROWS_SCANNED: 4, ROWS_FILTERED: 1, CELLS_EXAMINED: 8, REGIONS_SCANNED: 1, RPC_CALLS: 1 });
      // 3 rows × 2 cells × (1 row + 1 family + 1 qualifier + 2 value + 24)
      expect(s.metrics.BYTES_IN_RESULTS).toBe(3 * 2 * 29);
    });
  });

  describe('scanner mechanics', () => {
    it('keyOnly (count): the rows that have a visible cell, without their cells', async () => {
      const e = await table([fam('f'), fam('g')]);
      await put(e, 't', 'a', 'g:q', 'v');
      await put(e, 't', 'b', 'f:q', 'v');
      await put(e, 't', 'b', 'g:q', 'v');
      await put(e, 't', 'c', 'f:q', 'v', 5);
      await del(e, 't', 'c', 'DeleteFamily', 'f:', 6);
      const rows: Array<[string, number]> = [];
      for await (const r of e.scan('t', { keyOnly: true })) rows.push([Buffer.from(r.row).toString('latin1'), r.cells.length]);
      expect(rows).toEqual([
        ['a', 0],
        ['b', 0],
      ]);
    });

    suite.regions('gets see every change made since the previous get (cached get iterators are renewed)', async () => {
      const e = await table([fam('f', { VERSIONS: 3 }), fam('g')]);
      await put(e, 't', 'r', 'f:q', 'v1', 1);
      expect(await get(e, 't', 'r')).toEqual(['f:q@1=v1']);
      await put(e, 't', 'r', 'f:q', 'v2', 2);
      expect(await get(e, 't', 'r')).toEqual(['f:q@2=v2']);
      await del(e, 't', 'r', 'Delete', 'f:q', 2);
      expect(await get(e, 't', 'r')).toEqual(['f:q@1=v1']);
      await e.compact('t', { major: true });
      expect(await get(e, 't', 'r', RAW)).toEqual(['f:q@1=v1']);
      await e.modifyTable('t', { families: [fam('g')], values: [] });
      await e.modifyTable('t', { families: [fam('f'), fam('g')], values: [] });
      expect(await get(e, 't', 'r')).toEqual([]);
      await put(e, 't', 'r', 'f:q', 'v3', 3);
      await put(e, 't', 's', 'f:q', 'next row', 3);
      expect(await get(e, 't', 'r')).toEqual(['f:q@3=v3']);
      await e.truncateTable('t', false);
      expect(await get(e, 't', 'r')).toEqual([]);
      expect(await get(e, 't', 's')).toEqual([]);
      // a get of a missing row does not run into the next row
      await put(e, 't', 'b', 'f:q', 'b', 1);
      expect(await get(e, 't', 'a')).toEqual([]);
      await del(e, 't', 'b', 'DeleteColumn', 'f:q', 5);
      await put(e, 't', 'c', 'f:q', 'c', 1);
      expect(await get(e, 't', 'b')).toEqual([]);
    });

    it('a read naming one family touches only that store', async () => {
      const e = await table([fam('f'), fam('g')]);
      for (let i = 0; i < 10; i++) await put(e, 't', `r${i}`, 'g:q', 'v');
      await put(e, 't', 'r0', 'f:q', 'v');
      const s = e.scan('t', { columns: [{ family: 'f', qualifier: null }] });
      for await (const r of s) void r;
      expect(s.metrics.CELLS_EXAMINED).toBe(1);
    });

    it('an aborted signal ends a scan with INTERRUPTED', async () => {
      const e = await table();
      for (let i = 0; i < 5000; i++) await put(e, 't', `r${String(i).padStart(5, '0')}`, 'f:q', 'v');
      const ac = new AbortController();
      let n = 0;
      await rejects(async () => {
        for await (const r of e.scan('t', { signal: ac.signal })) {
          void r;
          if (++n === 10) ac.abort();
        }
      }, 'INTERRUPTED', 'Interrupted');
      expect(n).toBe(10);
    });

    suite.bulk('a scan whose filter rejects every row still lets a timer abort it (memory-level reads on nextTick)', async () => {
      te = await suite.open({ coalesce: true });
      const e = te.engine;
      await e.createTable('t', { families: [fam('f')], values: [] }, []);
      for (let i = 0; i < 200_000; i++) await e.mutateRow('t', B(`r${String(i).padStart(7, '0')}`), [{ kind: 'put', family: 'f', qualifier: B('q'), value: B('v') }]);
      await e.flushWrites();
      const none = fakeFilter({ row: () => null });
      const ac = new AbortController();
      let aborted = -1;
      const timer = setTimeout(() => {
        aborted = 0;
        ac.abort();
      }, 5);
      let rows = 0;
      try {
        await rejects(async () => {
          for await (const _ of e.scan('t', { filter: none, signal: ac.signal })) rows++;
        }, 'INTERRUPTED');
      } finally {
        clearTimeout(timer);
      }
      // the timer ran while the scan was reading, not after it had walked all 200k rows
      expect(aborted).toBe(0);
      expect(rows).toBe(0);
      expect(none.seen.length).toBeLessThan(200_000);
    }, 30_000);

    suite.needs('native snapshots', (c) => c.snapshots)('coalesced writes: reads, DDL, flushWrites and close see every acknowledged write', async () => {
      te = await suite.open({ coalesce: true });
      const e = te.engine;
      await e.createTable('t', { families: [fam('f')], values: [] }, []);
      for (let i = 0; i < 10; i++) await put(e, 't', `r${i}`, 'f:q', 'v');
      expect(await scan(e, 't')).toHaveLength(10);
      await put(e, 't', 'late', 'f:q', 'v');
      await e.snapshot('t', 's', {});
      await e.cloneSnapshot('s', 'c');
      expect(await scan(e, 'c')).toHaveLength(11);
    });

    it('regions: a scan across split points counts the regions it visits', async () => {
      const e = await table([fam('f')], undefined, [B('b'), B('c')]);
      for (const r of ['a', 'b', 'c', 'd']) await put(e, 't', r, 'f:q', 'v');
      const s = e.scan('t', {});
      for await (const r of s) void r;
      expect(s.metrics.REGIONS_SCANNED).toBe(3);
      const l = e.scan('t', { limit: 1 });
      for await (const r of l) void r;
      expect(l.metrics.REGIONS_SCANNED).toBe(1);
    });
  });
}
