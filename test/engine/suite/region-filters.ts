/**
 * Filters are per region, as on a cluster: each region scans with its own
 * copy of the Scan's filter. PageFilter(n) returns up to n rows per region;
 * a filter that is done (PageFilter full, WHILE failed) ends its region, and
 * ends the scan only when that region returned nothing or no region is left
 * (RSRpcServices: isFilterDone() && results.isEmpty()).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { compileFilter } from '../../filter/helpers.js';
import type { Engine, ScanSpec } from '../../../src/engine/types.js';
import { B, TestClock, fam, put, type TestEngine } from '../helpers.js';
import type { Suite } from './target.js';

export function regionFiltersSuite(suite: Suite): void {
  let te: TestEngine;
  let e: Engine;

  afterEach(async () => {
    await te?.close();
  });

  async function table(splits: string[], rows: string[]): Promise<void> {
    te = await suite.open({ clock: new TestClock(1_700_000_000_000n) });
    e = te.engine;
    await e.createTable('l', { families: [fam('e')], values: [] }, splits.map(B));
    for (const r of rows) await put(e, 'l', r, 'e:q', 'v');
  }

  async function rows(filter: string, spec: ScanSpec = {}): Promise<string[]> {
    const out: string[] = [];
    for await (const r of e.scan('l', { ...spec, filter: compileFilter(Buffer.from(filter, 'latin1')) })) out.push(Buffer.from(r.row).toString('latin1'));
    return out;
  }

  describe('filters per region', () => {
    suite.reversed('PageFilter(n) returns up to n rows from each region', async () => {
      await table(['b', 'c'], ['a1', 'b1', 'c1', 'c2', 'c3']);
      expect(await rows('PageFilter(2)')).toEqual(['a1', 'b1', 'c1', 'c2']);
      expect(await rows('PageFilter(1)')).toEqual(['a1', 'b1', 'c1']);
      expect(await rows('PageFilter(1)', { reversed: true })).toEqual(['c3', 'b1', 'a1']);
    });

    it('PageFilter on one region is a page', async () => {
      await table([], ['a1', 'b1', 'c1', 'c2', 'c3']);
      expect(await rows('PageFilter(2)')).toEqual(['a1', 'b1']);
    });

    it('WHILE ends its region; the next region starts afresh when this one returned rows', async () => {
      await table(['b'], ['a1', 'a2', 'b1']);
      expect(await rows("WHILE RowFilter(!=, 'binary:a2')")).toEqual(['a1', 'b1']);
    });

    it('WHILE failing on a region first row ends the scan', async () => {
      await table(['b'], ['a1', 'a2', 'b1']);
      expect(await rows("WHILE RowFilter(!=, 'binary:a1')")).toEqual([]);
      await table(['b', 'c'], ['a1', 'b1', 'b2', 'c1']);
      expect(await rows("WHILE RowFilter(!=, 'binary:b1')")).toEqual(['a1']);
    });

    it('LIMIT stays global', async () => {
      await table(['b', 'c'], ['a1', 'b1', 'c1', 'c2', 'c3']);
      expect(await rows('PageFilter(2)', { limit: 3 })).toEqual(['a1', 'b1', 'c1']);
    });
  });

  describe('a done filter passes over the rest of its region by seeking', () => {
    suite.reversed('every family store seeks to the next region, forward and reversed, within STARTROW/STOPROW', async () => {
      te = await suite.open({ clock: new TestClock(1_700_000_000_000n) });
      e = te.engine;
      await e.createTable('l', { families: [fam('e'), fam('f'), fam('g')], values: [] }, ['b', 'c', 'd'].map(B));
      // family f has no row in region [b, c); g only in the last two regions
      for (const r of ['a1', 'a2', 'a3', 'b1', 'b2', 'c1', 'c2', 'c3', 'd1', 'd2']) await put(e, 'l', r, 'e:q', 'v');
      for (const r of ['a2', 'a3', 'c2', 'd2']) await put(e, 'l', r, 'f:q', 'v');
      for (const r of ['c3', 'd1']) await put(e, 'l', r, 'g:q', 'v');
      expect(await rows('PageFilter(2)')).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2']);
      expect(await rows('PageFilter(1)', { reversed: true })).toEqual(['d2', 'c3', 'b2', 'a3']);
      expect(await rows('PageFilter(1)', { startRow: B('a2'), stopRow: B('d1') })).toEqual(['a2', 'b1', 'c1']);
      expect(await rows('PageFilter(1)', { reversed: true, startRow: B('c2'), stopRow: B('a1') })).toEqual(['c2', 'b2', 'a3']);
      // the cells of the rows after a seek are whole (every family)
      const cells: string[] = [];
      for await (const r of e.scan('l', { filter: compileFilter(Buffer.from('PageFilter(1)')), reversed: true })) {
        cells.push(`${Buffer.from(r.row).toString()}:${r.cells.map((c) => c.family).join('')}`);
      }
      expect(cells).toEqual(['d2:ef', 'c3:eg', 'b2:e', 'a3:ef']);
    });

    suite.bulk('PageFilter(1) over a big first region costs its page, not the region', async () => {
      te = await suite.open({ clock: new TestClock(1_700_000_000_000n), coalesce: true });
      e = te.engine;
      await e.createTable('l', { families: [fam('e')], values: [] }, [B('r1')]);
      for (let i = 0; i < 200_000; i++) await e.mutateRow('l', B(`r0${String(i).padStart(6, '0')}`), [{ kind: 'put', family: 'e', qualifier: B('q'), value: B('v') }]);
      await put(e, 'l', 'r1', 'e:q', 'v');
      await e.flushWrites();
      let started = performance.now();
      let n = 0;
      for await (const _ of e.scan('l', {})) n++;
      const full = performance.now() - started;
      expect(n).toBe(200_001);
      started = performance.now();
      expect(await rows('PageFilter(1)')).toEqual(['r0000000', 'r1']);
      const page = performance.now() - started;
      // passing over the region row by row cost about as much as the full scan
      expect(page * 5).toBeLessThan(full);
    }, 30_000);
  });
}
