/**
 * Filters are per region, as on a cluster: each region scans with its own
 * copy of the Scan's filter. PageFilter(n) returns up to n rows per region;
 * a filter that is done (PageFilter full, WHILE failed) ends its region, and
 * ends the scan only when that region returned nothing or no region is left
 * (RSRpcServices: isFilterDone() && results.isEmpty()).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { compileFilter } from '../../src/engine/filters/index.js';
import type { Engine, ScanSpec } from '../../src/engine/types.js';
import { B, TestClock, fam, memoryEngine, put, type TestEngine } from './helpers.js';

let te: TestEngine;
let e: Engine;

afterEach(async () => {
  await te?.close();
});

async function table(splits: string[], rows: string[]): Promise<void> {
  te = await memoryEngine({ clock: new TestClock(1_700_000_000_000n) });
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
  it('PageFilter(n) returns up to n rows from each region', async () => {
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
