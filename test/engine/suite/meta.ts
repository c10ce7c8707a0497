/** hbase:meta as a read-only virtual table (src/engine/meta.ts) and the engine's read path over it. */
import { describe, expect, it } from 'vitest';
import { compareMetaRows, getMeta, metaRows, regionInfoText, scanMeta, tableStateBytes } from '../../../src/engine/meta.js';
import { regionName } from '../../../src/engine/regions.js';
import { compileFilter } from '../../filter/helpers.js';
import type { RowResult, TableName } from '../../../src/engine/types.js';
import { B, TestClock, fam, show } from '../helpers.js';
import type { Suite } from './target.js';

export function metaSuite(suite: Suite): void {
  const tn = (nameAsString: string): TableName => {
    const [ns, q] = nameAsString.includes(':') ? nameAsString.split(':') : ['default', nameAsString];
    return { namespace: ns, qualifier: q, nameAsString };
  };

  const rowText = (r: RowResult): string => Buffer.from(r.row).toString('latin1');

  async function collect(it: AsyncIterable<RowResult>): Promise<RowResult[]> {
    const out: RowResult[] = [];
    for await (const r of it) out.push(r);
    return out;
  }

  describe('meta rows', () => {
    const t1 = { name: tn('t1'), state: 'ENABLED' as const, createdAt: 1000n, splits: [], regionIds: [1000n] };
    const rows = metaRows([t1], 500n);
    const { regionName: rn, encodedName } = regionName('t1', B(''), 1000n);

    it('a table-state row and one row per region, with the info columns in qualifier order', () => {
      expect(rows.map(rowText)).toEqual(['t1', rn]);
      expect(rows[0].cells.map(show)).toEqual(['table:state@1000=\x08\x00']);
      expect(rows[1].cells.map((c) => `${c.family}:${Buffer.from(c.qualifier).toString('latin1')}`)).toEqual([
        'info:regioninfo',
        'info:seqnumDuringOpen',
        'info:server',
        'info:serverstartcode',
        'info:sn',
        'info:state',
      ]);
      const v = (q: string) => rows[1].cells.find((c) => Buffer.from(c.qualifier).toString() === q)!.value;
      expect(Buffer.from(v('regioninfo')).toString()).toBe(`{ENCODED => ${encodedName}, NAME => '${rn}', STARTKEY => '', ENDKEY => ''}`);
      expect(Buffer.from(v('server')).toString()).toBe('localhost:16020');
      expect(Buffer.from(v('sn')).toString()).toBe('localhost,16020,500');
      expect(Buffer.from(v('state')).toString()).toBe('OPEN');
      expect(Buffer.from(v('serverstartcode')).readBigInt64BE()).toBe(500n);
      expect(Buffer.from(v('seqnumDuringOpen')).readBigInt64BE()).toBe(2n);
      expect(rows[1].cells.every((c) => c.timestamp === 1000n && c.type === 'Put')).toBe(true);
    });

    it('table state is the TableState protobuf: \\x08\\x00 enabled, \\x08\\x01 disabled', () => {
      expect([...tableStateBytes('ENABLED')]).toEqual([8, 0]);
      expect([...tableStateBytes('DISABLED')]).toEqual([8, 1]);
      const d = metaRows([{ ...t1, state: 'DISABLED' }], 500n);
      expect(d[0].cells.map(show)).toEqual(['table:state@1000=\x08\x01']);
      expect(Buffer.from(d[1].cells[5].value).toString()).toBe('CLOSED');
    });

    it('RegionInfo.toString escapes keys with toStringBinary', () => {
      expect(regionInfoText('e', 't,\\x00,1.e.', B('\x00'), B('a\\'))).toBe("{ENCODED => e, NAME => 't,\\x00,1.e.', STARTKEY => '\\x00', ENDKEY => 'a\\x5C'}");
    });

    it('orders rows as MetaCellComparator: table, then start key (the empty key first, even before \\x00), state row first', () => {
      const t = { name: tn('t'), state: 'ENABLED' as const, createdAt: 1n, splits: [B('\x00z'), B('g')], regionIds: [1n, 1n, 1n] };
      const u = { name: tn('t0'), state: 'ENABLED' as const, createdAt: 1n, splits: [], regionIds: [1n] };
      const r = metaRows([u, t], 1n).map(rowText);
      expect(r[0]).toBe('t');
      expect(r[1].startsWith('t,,1.')).toBe(true);
      expect(r[2].startsWith('t,\x00z,1.')).toBe(true);
      expect(r[3].startsWith('t,g,1.')).toBe(true);
      expect(r[4]).toBe('t0');
      expect(compareMetaRows(B('t'), B('t,,1.x.'))).toBeLessThan(0);
      expect(compareMetaRows(B('t,,1.x.'), B('t,\x00,1.x.'))).toBeLessThan(0);
    });

    it('get: one row, column selection, unknown families refused', () => {
      expect(getMeta(rows, B('t1'), {}).map(show)).toEqual(['table:state@1000=\x08\x00']);
      expect(getMeta(rows, B(rn), { columns: [{ family: 'info', qualifier: B('sn') }] }).map(show)).toEqual(['info:sn@1000=localhost,16020,500']);
      expect(getMeta(rows, B('nope'), {})).toEqual([]);
      expect(() => getMeta(rows, B('t1'), { columns: [{ family: 'x', qualifier: null }] })).toThrow(/Column family x does not exist/);
    });

    it('scan: range, reversed, limit, time range, filter, metrics', async () => {
      expect((await collect(scanMeta(rows, {}))).map(rowText)).toEqual(['t1', rn]);
      expect((await collect(scanMeta(rows, { reversed: true }))).map(rowText)).toEqual([rn, 't1']);
      expect((await collect(scanMeta(rows, { startRow: B('t1,') }))).map(rowText)).toEqual([rn]);
      expect((await collect(scanMeta(rows, { stopRow: B('t1,') }))).map(rowText)).toEqual(['t1']);
      expect((await collect(scanMeta(rows, { limit: 1 }))).map(rowText)).toEqual(['t1']);
      expect(await collect(scanMeta(rows, { timeRange: { min: 0n, max: 1000n } }))).toEqual([]);
      const filtered = await collect(scanMeta(rows, { filter: compileFilter(B("QualifierFilter(=, 'binary:state')")) }));
      expect(filtered.map((r) => r.cells.map(show).join(' '))).toEqual(['table:state@1000=\x08\x00', 'info:state@1000=OPEN']);
      const s = scanMeta(rows, { columns: [{ family: 'info', qualifier: null }] });
      expect((await collect(s)).map(rowText)).toEqual([rn]);
      expect(s.metrics.ROWS_SCANNED).toBe(2);
      expect(s.metrics.ROWS_FILTERED).toBe(1);
    });
  });

  describe('the engine serves hbase:meta', () => {
    it('lists every user table region, follows splits, state changes and drops', async () => {
      const clock = new TestClock(1_700_000_000_000n);
      const { engine, close } = await suite.open({ clock });
      try {
        await engine.createTable('a', { families: [fam('f')], values: [] }, [B('m')]);
        await engine.createNamespace('ns', []);
        await engine.createTable('ns:b', { families: [fam('f')], values: [] }, []);
        const rows = await collect(engine.scan('hbase:meta', {}));
        expect(rows.map(rowText).map((r) => r.replace(/\.[0-9a-f]{32}\.$/, '.<enc>.'))).toEqual([
          'a',
          'a,,1700000000000.<enc>.',
          'a,m,1700000000000.<enc>.',
          'ns:b',
          'ns:b,,1700000000001.<enc>.',
        ]);
        const regions = await engine.regions('a');
        expect(rows[1].cells[0].value.toString()).toContain(`NAME => '${regions[0].regionName}'`);
        expect(Buffer.from(rows[1].cells[4].value).toString()).toBe(regions[0].server);

        await engine.disableTable('ns:b');
        expect((await engine.get('hbase:meta', B('ns:b'), {})).map(show)).toEqual(['table:state@1700000000001=\x08\x01']);
        await engine.dropTable('ns:b');
        expect((await collect(engine.scan('hbase:meta', {}))).length).toBe(3);
        expect(await engine.get('hbase:meta', B('ns:b'), {})).toEqual([]);
      } finally {
        await close();
      }
    });
  });
}
