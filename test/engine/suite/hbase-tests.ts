/**
 * The data-model behaviours HBase's own shell tests assert (reference
 * §8.1–§8.4), restated at engine level: the shell's marker mapping is
 * spelled out as the mutations the commands send; filters are the real
 * compiled filter language.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileFilter, factoryFromNode } from '../../filter/helpers.js';
import type { Engine, FilterFactory, Mutation, ScanSpec } from '../../../src/engine/types.js';
import { B, TestClock, del, fam, get, put, rejects, scan, type TestEngine } from '../helpers.js';
import type { Suite } from './target.js';

export function hbaseTestsSuite(suite: Suite): void {
  const T = 'hbase_shell_tests_table';
  let te: TestEngine;
  let e: Engine;

  /** Fixture F0: create 'T', {NAME => 'x', VERSIONS => 5}, 'y'. */
  async function f0(): Promise<void> {
    te = await suite.open({ clock: new TestClock(1_700_000_000_000n) });
    e = te.engine;
    await e.createTable(T, { families: [fam('x', { VERSIONS: 5 }), fam('y')], values: [] }, []);
  }

  afterEach(async () => {
    await te?.close();
  });

  /** `deleteall 't', row` = DeleteFamily at now for every family. */
  function rowDelete(ts?: bigint): Mutation[] {
    return ['x', 'y'].map((family) => ({ kind: 'delete' as const, type: 'DeleteFamily' as const, family, qualifier: B(''), timestamp: ts }));
  }

  const filter = (s: string): FilterFactory => compileFilter(Buffer.from(s, 'latin1'));

  async function count(spec: ScanSpec = {}): Promise<number> {
    let n = 0;
    for await (const r of e.scan(T, { ...spec, keyOnly: true })) if (r) n++;
    return n;
  }

  describe('§8.1 put / delete / deleteall / append / incr (fixture F1)', () => {
    beforeEach(async () => {
      await f0();
      await put(e, T, '102', 'x:a', '2', 1212);
      await put(e, T, '103', 'x:a', '3', 1214);
      await put(e, T, '104', 'x:a', '5');
      await put(e, T, '104', 'x:b', '6');
      await put(e, T, '105', 'x:a', '3');
      await put(e, T, '105', 'x:a', '4');
      await put(e, T, '106', 'x:a', '3', 1588765900000);
      await put(e, T, '106', 'x:b', '4', 1588765900010);
      await put(e, T, '111', 'x:a', '5');
      await put(e, T, '111', 'x:b', '6');
      await put(e, T, '112', 'x:a', '5');
    });

    it('#1–#5 puts with and without timestamps', async () => {
      await put(e, T, '123', 'x:a', '1');
      await put(e, T, '123', 'x:a', '2', 1700000000);
      await put(e, T, '123', 'x:a', '3');
      await put(e, T, '123', 'x:a', '4');
      expect((await get(e, T, '123', { maxVersions: 5 })).map((c) => c.replace(/@\d+/, ''))).toEqual(['x:a=4', 'x:a=3', 'x:a=1', 'x:a=2']);
    });

    it('#6 #7 delete with a timestamp removes that version', async () => {
      await del(e, T, '102', 'Delete', 'x:a', 1212);
      expect(await get(e, T, '102', { columns: [{ family: 'x', qualifier: B('a') }] })).toEqual([]);
      expect(await get(e, T, '103', { columns: [{ family: 'x', qualifier: B('a') }] })).toHaveLength(1);
      await del(e, T, '103', 'Delete', 'x:a', 1214);
      expect(await get(e, T, '103', { columns: [{ family: 'x', qualifier: B('a') }] })).toEqual([]);
    });

    suite.markers('#8 the four marker types as RAW shows them', async () => {
      await del(e, T, '104', 'DeleteColumn', 'x:a', 1212);
      await del(e, T, '104', 'Delete', 'x:a', 1212);
      await del(e, T, '104', 'DeleteFamily', 'x', 1212);
      await del(e, T, '104', 'DeleteFamilyVersion', 'x', 1212);
      const row = (await scan(e, T, { raw: true, maxVersions: 10, startRow: B('104'), stopRow: B('105') }))[0];
      expect(row.replace(/@17\d+/g, '@NOW')).toBe(
        '104 x:@1212/DeleteFamily x:@1212/DeleteFamilyVersion x:a@NOW=5 x:a@1212/DeleteColumn x:a@1212/Delete x:b@NOW=6',
      );
    });

    it('#9 #11 deleteall of a row', async () => {
      await e.mutateRow(T, B('104'), rowDelete());
      expect(await get(e, T, '104', { columns: [{ family: 'x', qualifier: B('a') }, { family: 'x', qualifier: B('b') }] })).toEqual([]);
      await e.mutateRow(T, B('105'), rowDelete());
      expect(await get(e, T, '105', { columns: [{ family: 'x', qualifier: B('a') }] })).toEqual([]);
    });

    it("#10 deleteall 'T','106','',ts: DeleteFamily at ts for every family; a newer cell survives", async () => {
      await e.mutateRow(T, B('106'), rowDelete(1588765900005n));
      expect(await get(e, T, '106', { columns: [{ family: 'x', qualifier: B('a') }] })).toEqual([]);
      expect(await get(e, T, '106', { columns: [{ family: 'x', qualifier: B('b') }] })).toEqual(['x:b@1588765900010=4']);
    });

    it('#12 deleteall by row prefix: a keys-only scan of the prefix, then a row delete each', async () => {
      const rows: Buffer[] = [];
      for await (const r of e.scan(T, { startRow: B('11'), stopRow: B('12'), keyOnly: true })) rows.push(Buffer.from(r.row));
      expect(rows.map(String)).toEqual(['111', '112']);
      for (const r of rows) await e.mutateRow(T, r, rowDelete());
      expect((await scan(e, T)).map((r) => r.split(' ')[0])).toEqual(['102', '103', '104', '105', '106']);
    });

    it('#14 #15 append; family without a qualifier is the empty qualifier', async () => {
      await e.append(T, B('123'), 'x', B('cnt2'), B('123'));
      expect(Buffer.from(await e.append(T, B('123'), 'x', B('cnt2'), B('123'))).toString()).toBe('123123');
      await e.append(T, B('1001'), 'x', B(''), B('123'));
      expect(Buffer.from(await e.append(T, B('1001'), 'x', B(''), B('321'))).toString()).toBe('123321');
    });

    it('#16 #17 #18 incr and the counter read back', async () => {
      expect(await e.increment(T, B('1010'), 'x', B(''), 123n)).toBe(123n);
      expect(await e.increment(T, B('1010'), 'x', B(''), 123n)).toBe(246n);
      expect(await e.increment(T, B('12345'), 'x', B('cnt'), 1n)).toBe(1n);
      expect(await e.get(T, B('12345'), { columns: [{ family: 'x', qualifier: B('qqqq') }] })).toEqual([]);
    });

    it('#19–#21 qualifiers containing colons', async () => {
      await e.mutateRow(T, B('123'), rowDelete());
      await put(e, T, '123', 'x:foo:bar:c1', '\x00\x00\x00\x00\x00\x00\x00\x01');
      await put(e, T, '123', 'x:foo:bar:c2', '\x00\x00\x00\x00\x00\x00\x00\x02');
      expect((await get(e, T, '123')).map((c) => c.split('@')[0])).toEqual(['x:foo:bar:c1', 'x:foo:bar:c2']);
      expect(await e.increment(T, B('123'), 'x', B('foo:bar:c2'), 10n)).toBe(12n);
      await del(e, T, '123', 'Delete', 'x:foo:bar:c1');
      expect((await get(e, T, '123')).map((c) => c.split('@')[0])).toEqual(['x:foo:bar:c2']);
      await e.append(T, B('123'), 'x', B('foo:bar:c1'), B('123'));
      expect(Buffer.from(await e.append(T, B('123'), 'x', B('foo:bar:c1'), B('123'))).toString()).toBe('123123');
    });
  });

  /** Fixture F2 on F0. */
  async function f2(): Promise<void> {
    await f0();
    await put(e, T, '1', 'x:a', '1');
    await put(e, T, '1', 'x:b', '2', 12345678);
    await put(e, T, '1', 'x:\x11', '\x00\x00\x03\x99');
    await put(e, T, '2', 'x:a', '11');
    await put(e, T, '2', 'x:b', '12', 12345678);
    await put(e, T, '3', 'x:a', '21');
    await put(e, T, '3', 'x:b', '22', 12345678);
  }

  const cols = (...cs: string[]) => cs.map((c) => ({ family: c.split(':')[0], qualifier: B(c.slice(c.indexOf(':') + 1)) }));
  const names = (cells: string[]) => cells.map((c) => c.split('@')[0]);

  describe('§8.2 count (fixture F2)', () => {
    beforeEach(f2);

    it('#22 #24 #25 count, STARTROW, STOPROW', async () => {
      expect(await count()).toBe(3);
      expect(await count({ startRow: B('4') })).toBe(0);
      expect(await count({ stopRow: B('0') })).toBe(0);
    });

    it('#26 COLUMNS', async () => {
      await put(e, T, '4', 'x:c', '31');
      expect(await count({ columns: cols('x:c') })).toBe(1);
    });

    it("#27 FILTER => \"ValueFilter(=, 'binary:11')\" (the user's filter and FirstKeyOnlyFilter in one MUST_PASS_ALL list)", async () => {
      const user = compileFilter(Buffer.from("ValueFilter(=, 'binary:11')"));
      const f = factoryFromNode({ type: 'FilterList', operator: 'MUST_PASS_ALL', filters: [user.node, { type: 'FirstKeyOnlyFilter' }] }, user.text);
      // row 2's first cell is x:a = 11
      expect(await count({ filter: f })).toBe(1);
    });
  });

  describe('§8.3 get (fixture F2)', () => {
    beforeEach(f2);

    it('#28 #30 cells in order: x:\\x11 before x:a', async () => {
      expect(names(await get(e, T, '1'))).toEqual(['x:\x11', 'x:a', 'x:b']);
    });

    it('#31–#34 #41–#43 columns', async () => {
      expect(names(await get(e, T, '1', { columns: cols('x:a') }))).toEqual(['x:a']);
      expect(names(await get(e, T, '1', { columns: cols('x:\x11', 'x:a', 'x:b') }))).toEqual(['x:\x11', 'x:a', 'x:b']);
      expect(names(await get(e, T, '1', { columns: cols('x:a', 'x:b') }))).toEqual(['x:a', 'x:b']);
      expect(names(await get(e, T, '1', { columns: cols('x:b') }))).toEqual(['x:b']);
    });

    it('#36 the binary value', async () => {
      expect(await get(e, T, '1', { columns: cols('x:\x11') })).toEqual([expect.stringMatching(/^x:\x11@\d+=\x00\x00\x03\x99$/)]);
    });

    it('#37 #38 TIMESTAMP', async () => {
      expect(names(await get(e, T, '1', { timeRange: { min: 12345678n, max: 12345679n } }))).toEqual(['x:b']);
      expect(await get(e, T, '1', { timeRange: { min: 1234n, max: 1235n } })).toEqual([]);
    });

    it('#44 #62 binary values come back byte for byte', async () => {
      await put(e, T, '1', 'x:c', '\x00\x00\x04\x00');
      await put(e, T, '1', 'x:d', '\x00\x00\x00\x62');
      await put(e, T, '1', 'x:\x11', '\x00\x00\x02\xC8');
      const cells = await e.get(T, B('1'), { columns: cols('x:c', 'x:d', 'x:\x11') });
      expect(cells.map((c) => Buffer.from(c.value).readInt32BE(0))).toEqual([712, 1024, 98]);
    });

    it('#45 ValueFilter', async () => {
      await put(e, T, '1', 'x:v', 'thisvalue');
      expect(names(await get(e, T, '1', { filter: filter("ValueFilter(=, 'binary:thisvalue')") }))).toEqual(['x:v']);
      expect(await get(e, T, '1', { filter: filter("ValueFilter(=, 'binary:thatvalue')") })).toEqual([]);
    });
  });

  describe('§8.4 scan (fixture F2)', () => {
    beforeEach(f2);
    const keys = async (spec: ScanSpec) => (await scan(e, T, spec)).map((r) => r.split(' ')[0]);

    it('#47–#53 rows, STARTROW, STOPROW, prefix, LIMIT', async () => {
      const rows = await scan(e, T);
      expect(rows.map((r) => r.split(' ')[0])).toEqual(['1', '2', '3']);
      expect(await keys({ startRow: B('2') })).toEqual(['2', '3']);
      expect(await keys({ stopRow: B('2') })).toEqual(['1']);
      expect(await keys({ startRow: B('1'), stopRow: B('2') })).toEqual(['1']);
      expect(await keys({ startRow: B('2'), stopRow: B('3') })).toEqual(['2']);
      expect(await keys({ limit: 1 })).toEqual(['1']);
    });

    suite.reversed('#54 REVERSED', async () => {
      expect(await keys({ reversed: true })).toEqual(['3', '2', '1']);
    });

    it('#55 #56 TIMESTAMP and TIMERANGE', async () => {
      const rows = await scan(e, T, { timeRange: { min: 12345678n, max: 12345679n } });
      expect(rows.map((r) => r.replace(/@\d+/g, ''))).toEqual(['1 x:b=2', '2 x:b=12', '3 x:b=22']);
      expect(await scan(e, T, { timeRange: { min: 0n, max: 1n } })).toEqual([]);
    });

    it('#57 COLUMNS', async () => {
      expect((await scan(e, T, { columns: cols('x:a') })).map((r) => r.replace(/@\d+=\d+/g, ''))).toEqual(['1 x:a', '2 x:a', '3 x:a']);
    });

    it('#62 #63 #64 filters', async () => {
      await put(e, T, '1', 'x:v', 'thisvalue');
      expect((await scan(e, T, { filter: filter("ValueFilter(=, 'binary:thisvalue')") })).map((r) => r.split('@')[0])).toEqual(['1 x:v']);
      expect(await scan(e, T, { filter: filter("ValueFilter(=, 'binary:thatvalue')") })).toEqual([]);
      await put(e, T, '4', 'x:a', '\x82');
      expect(await keys({ filter: filter("SingleColumnValueFilter('x', 'a', >=, 'binary:\x82', true, true)") })).toEqual(['4']);
    });

    suite.cellTtl('#67 per-cell TTL of 1000 ms: visible at once, gone after 2 s', async () => {
      await put(e, T, 'ttlTest', 'x:a', 'foo', undefined, 1000);
      expect(await get(e, T, 'ttlTest', { columns: cols('x:a') })).toHaveLength(1);
      te.clock.advance(2000);
      expect(await get(e, T, 'ttlTest', { columns: cols('x:a') })).toEqual([]);
    });

    it('#71 region replicas are not regions', async () => {
      await e.createTable('tableWithRegionReplicas', { families: [fam('f1')], values: [['REGION_REPLICATION', '3']] }, [B('10')]);
      expect(await e.regions('tableWithRegionReplicas')).toHaveLength(2);
    });

    it('#68 #70 split keys; #72 a disabled table refuses reads', async () => {
      await e.createTable('table_with_splits', { families: [fam('f1')], values: [] }, ['10', '20', '30', '40'].map(B));
      expect(e.getTable('table_with_splits')!.splits.map((k) => Buffer.from(k).toString())).toEqual(['10', '20', '30', '40']);
      expect(await e.regions('table_with_splits')).toHaveLength(5);
      expect(e.getTable(T)!.splits).toEqual([]);
      await e.disableTable(T);
      await rejects(async () => e.scan(T, {}), 'TABLE_DISABLED', `org.apache.hadoop.hbase.TableNotEnabledException: ${T}`);
    });
  });

  describe('§6.2 major compaction changes query results (the demonstration)', () => {
    suite.regions('versions beyond VERSIONS and deleted cells vanish; a time-travel read sees the difference', async () => {
      te = await suite.open();
      e = te.engine;
      await e.createTable('t', { families: [fam('f', { VERSIONS: 2 })], values: [] }, []);
      for (const ts of [1, 2, 3]) await put(e, 't', 'r', 'f:q', `v${ts}`, ts);
      expect(await get(e, 't', 'r', { timeRange: { min: 0n, max: 2n } })).toEqual(['f:q@1=v1']);
      await del(e, 't', 'r', 'Delete', 'f:q', 3);
      expect(await get(e, 't', 'r', { maxVersions: 2 })).toEqual(['f:q@2=v2', 'f:q@1=v1']);
      await e.compact('t', { major: true });
      expect(await get(e, 't', 'r', { maxVersions: 2 })).toEqual(['f:q@2=v2', 'f:q@1=v1']);
      expect(await get(e, 't', 'r', { raw: true, maxVersions: 10 })).toEqual(['f:q@2=v2', 'f:q@1=v1']);
      await e.modifyTable('t', { families: [fam('f', { VERSIONS: 1 })], values: [] });
      await e.compact('t', { major: true });
      await e.modifyTable('t', { families: [fam('f', { VERSIONS: 5 })], values: [] });
      expect(await get(e, 't', 'r', { maxVersions: 5 })).toEqual(['f:q@2=v2']);
      expect(await get(e, 't', 'r', { timeRange: { min: 0n, max: 2n } })).toEqual([]);
    });
  });
}
