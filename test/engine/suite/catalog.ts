import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { computeSplits, defaultFamilyValues, openEngine, validateFamilyName, validateNamespaceName, validateTableName } from '../../../src/engine/index.js';
import { B, TestClock, fam, get, put, rejects, scan, type TestEngine } from '../helpers.js';
import type { Suite } from './target.js';

export function catalogSuite(suite: Suite): void {
  let te: TestEngine;
  afterEach(async () => {
    await te?.close();
  });

  const hexKeys = (keys: Uint8Array[]) => keys.map((k) => Buffer.from(k).toString('latin1'));

  describe('names (TableName, NamespaceDescriptor, ColumnFamilyDescriptorBuilder)', () => {
    it('table names: namespace split at the first colon, default normalised', () => {
      expect(validateTableName('t1')).toEqual({ namespace: 'default', qualifier: 't1', nameAsString: 't1' });
      expect(validateTableName('default:t1')).toEqual({ namespace: 'default', qualifier: 't1', nameAsString: 't1' });
      expect(validateTableName('ns1:t.1-x_')).toEqual({ namespace: 'ns1', qualifier: 't.1-x_', nameAsString: 'ns1:t.1-x_' });
      expect(validateTableName('日本:表')).toMatchObject({ namespace: '日本', qualifier: '表' });
    });

    it("HBase's messages for illegal table names", async () => {
      const msg = (n: string) => {
        try {
          validateTableName(n);
          return 'ok';
        } catch (e) {
          expect((e as { code: string }).code).toBe('ILLEGAL_NAME');
          return (e as Error).message;
        }
      };
      expect(msg('my table')).toBe("Illegal character code:32, < > at 2. User-space table qualifiers may only contain 'alphanumeric characters' and digits: my table");
      expect(msg('-t')).toBe("Illegal first character <45> at 0. User-space table qualifiers can only start with 'alphanumeric characters' from any language: -t");
      expect(msg('.t')).toBe("Illegal first character <46> at 0. User-space table qualifiers can only start with 'alphanumeric characters' from any language: .t");
      expect(msg('ns:')).toBe('Table qualifier must not be empty');
      expect(msg('')).toBe('Table qualifier must not be empty');
      expect(msg('a-b:t')).toBe("Illegal character <-> at 1. Namespaces may only contain 'alphanumeric characters' from any language and digits: a-b");
      expect(msg('a:b:c')).toBe("Illegal character code:58, <:> at 1. User-space table qualifiers may only contain 'alphanumeric characters' and digits: b:c");
      expect(msg('zookeeper')).toBe("Tables may not be named 'zookeeper'");
      expect(msg('zookeeper:t')).toBe("Tables may not be named 'zookeeper'");
      expect(msg('.META.')).toBe('.META. no longer exists. The table has been renamed to hbase:meta');
      expect(msg('-ROOT-')).toBe('-ROOT- has been deprecated.');
      expect(msg(':t')).toBe('Namespace name must not be empty');
    });

    it('namespace and family names', () => {
      expect(() => validateNamespaceName('ns-1')).toThrow("Illegal character <-> at 2. Namespaces may only contain 'alphanumeric characters' from any language and digits: ns-1");
      expect(() => validateNamespaceName('')).toThrow('Namespace name must not be empty');
      expect(validateNamespaceName('ns_1')).toBe('ns_1');
      expect(() => validateFamilyName('a:b')).toThrow('Illegal character <58>. Column Family names cannot contain control characters or colons: a:b');
      expect(() => validateFamilyName('a\\b')).toThrow('Illegal character <92>.');
      expect(() => validateFamilyName('a/b')).toThrow('Illegal character <47>.');
      expect(() => validateFamilyName('a\nb')).toThrow('Illegal character <10>.');
      expect(() => validateFamilyName('.f')).toThrow('Column Family names cannot start with a period: .f');
      expect(() => validateFamilyName('')).toThrow('Column Family name can not be empty');
      expect(() => validateFamilyName('recovered.edits')).toThrow('Column Family name cannot be: recovered.edits');
      expect(validateFamilyName('f 1-é')).toBe('f 1-é');
    });
  });

  describe('splits (admin.rb create: SPLITS, NUMREGIONS)', () => {
    it('HexStringSplit', () => {
      expect(hexKeys(computeSplits(4, 'HexStringSplit'))).toEqual(['40000000', '80000000', 'c0000000']);
      expect(hexKeys(computeSplits(10, 'HexStringSplit'))).toEqual(['19999999', '33333332', '4ccccccb', '66666664', '7ffffffd', '99999996', 'b333332f', 'ccccccc8', 'e6666661']);
    });
    it('DecimalStringSplit', () => {
      expect(hexKeys(computeSplits(4, 'DecimalStringSplit'))).toEqual(['25000000', '50000000', '75000000']);
      expect(hexKeys(computeSplits(3, 'DecimalStringSplit'))).toEqual(['33333333', '66666666']);
    });
    it('UniformSplit', () => {
      expect(computeSplits(4, 'UniformSplit').map((k) => Buffer.from(k).toString('hex'))).toEqual(['4000000000000000', '8000000000000000', 'c000000000000000']);
    });
  });

  describe('namespaces', () => {
    it('default and hbase are predefined, listed sorted, and cannot be dropped', async () => {
      te = await suite.open();
      const e = te.engine;
      expect(e.listNamespaces().map((n) => n.name)).toEqual(['default', 'hbase']);
      await e.createNamespace('ns1', [['k', 'v']]);
      await e.createNamespace('a', []);
      expect(e.listNamespaces().map((n) => n.name)).toEqual(['a', 'default', 'hbase', 'ns1']);
      expect(e.getNamespace('ns1')).toEqual({ name: 'ns1', properties: [['k', 'v']] });
      await rejects(e.dropNamespace('default'), 'CONSTRAINT', 'org.apache.hadoop.hbase.constraint.ConstraintException: Reserved namespace default cannot be removed.');
      await rejects(e.dropNamespace('hbase'), 'CONSTRAINT', 'org.apache.hadoop.hbase.constraint.ConstraintException: Reserved namespace hbase cannot be removed.');
      await rejects(e.createNamespace('ns1', []), 'NAMESPACE_EXISTS', 'org.apache.hadoop.hbase.NamespaceExistException: Namespace ns1 already exists');
      await rejects(e.dropNamespace('ns9'), 'NAMESPACE_NOT_FOUND', 'org.apache.hadoop.hbase.NamespaceNotFoundException: ns9');
      await rejects(e.createNamespace('ns-1', []), 'ILLEGAL_NAME', /Illegal character <-> at 2/);
    });

    it('drop requires an empty namespace; alter sets and unsets properties in order', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createNamespace('ns1', [['a', '1']]);
      await e.createTable('ns1:t1', { families: [fam('f')], values: [] }, []);
      await e.createTable('ns1:t2', { families: [fam('f')], values: [] }, []);
      await rejects(e.dropNamespace('ns1'), 'CONSTRAINT', 'org.apache.hadoop.hbase.constraint.ConstraintException: Only empty namespaces can be removed. Namespace ns1 has 2 tables');
      await e.alterNamespace('ns1', [['b', '2'], ['a', '3']], []);
      expect(e.getNamespace('ns1')!.properties).toEqual([['a', '3'], ['b', '2']]);
      await e.alterNamespace('ns1', [], ['a']);
      expect(e.getNamespace('ns1')!.properties).toEqual([['b', '2']]);
      await rejects(e.alterNamespace('nope', [], []), 'NAMESPACE_NOT_FOUND', 'org.apache.hadoop.hbase.NamespaceNotFoundException: nope');
      for (const t of ['ns1:t1', 'ns1:t2']) {
        await e.disableTable(t);
        await e.dropTable(t);
      }
      await e.dropNamespace('ns1');
      expect(e.getNamespace('ns1')).toBeUndefined();
    });

    it('hbase.namespace.quota.maxtables is enforced on create', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createNamespace('q', [['hbase.namespace.quota.maxtables', '2']]);
      await e.createTable('q:t1', { families: [fam('f')], values: [] }, []);
      await e.createTable('q:t2', { families: [fam('f')], values: [] }, []);
      await rejects(
        e.createTable('q:t3', { families: [fam('f')], values: [] }, []),
        'QUOTA_EXCEEDED',
        'org.apache.hadoop.hbase.quotas.QuotaExceededException: The table q:t3 cannot be created as it would exceed maximum number of tables allowed  in the namespace.  The total number of tables permitted is 2',
      );
      await rejects(e.createNamespace('z', [['hbase.namespace.quota.maxtables', '0']]), 'CONSTRAINT', /The max tables quota for z is less than or equal to zero\./);
      await e.createNamespace('r', [['hbase.namespace.quota.maxregions', '3']]);
      await rejects(e.createTable('r:t', { families: [fam('f')], values: [] }, [B('a'), B('b'), B('c')]), 'QUOTA_EXCEEDED', /is not allowed to have 4 regions/);
    });
  });

  describe('tables', () => {
    it('create: ids, sorted families with the 12 default attributes, file tracker stamp, ENABLED', async () => {
      te = await suite.open();
      const e = te.engine;
      const d = await e.createTable('t1', { families: [fam('b', { VERSIONS: 3 }), fam('a')], values: [['MAX_FILESIZE', '12345678']] }, []);
      expect(d.name).toEqual({ namespace: 'default', qualifier: 't1', nameAsString: 't1' });
      expect(d.state).toBe('ENABLED');
      expect(d.families.map((f) => f.name)).toEqual(['a', 'b']);
      expect(d.families[0].values).toEqual(defaultFamilyValues());
      expect(d.families[1].values[0]).toEqual(['VERSIONS', '3']);
      expect(d.families[1].values).toHaveLength(12);
      expect(d.values).toEqual([
        ['MAX_FILESIZE', '12345678'],
        ['hbase.store.file-tracker.impl', 'DEFAULT'],
      ]);
      expect(d.splits).toEqual([]);
      expect(e.getTable('default:t1')).toBe(e.getTable('t1'));
      expect(e.getTable('nope')).toBeUndefined();
      expect(e.getTable('bad name')).toBeUndefined();
    });

    it('defaultFamilyValues: ColumnFamilyDescriptorBuilder order', () => {
      expect(defaultFamilyValues()).toEqual([
        ['VERSIONS', '1'],
        ['MIN_VERSIONS', '0'],
        ['TTL', '2147483647'],
        ['KEEP_DELETED_CELLS', 'FALSE'],
        ['BLOCKSIZE', '65536'],
        ['BLOOMFILTER', 'ROW'],
        ['COMPRESSION', 'NONE'],
        ['IN_MEMORY', 'false'],
        ['BLOCKCACHE', 'true'],
        ['DATA_BLOCK_ENCODING', 'NONE'],
        ['INDEX_BLOCK_ENCODING', 'NONE'],
        ['REPLICATION_SCOPE', '0'],
      ]);
    });

    it('create errors: exists, unknown namespace, names, sanity checks', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createTable('t1', { families: [fam('f')], values: [] }, []);
      await rejects(e.createTable('t1', { families: [fam('f')], values: [] }, []), 'TABLE_EXISTS', 'org.apache.hadoop.hbase.TableExistsException: t1');
      await rejects(e.createTable('default:t1', { families: [fam('f')], values: [] }, []), 'TABLE_EXISTS', 'org.apache.hadoop.hbase.TableExistsException: t1');
      await rejects(e.createTable('ns9:t1', { families: [fam('f')], values: [] }, []), 'NAMESPACE_NOT_FOUND', 'org.apache.hadoop.hbase.NamespaceNotFoundException: ns9');
      await rejects(e.createTable('my table', { families: [fam('f')], values: [] }, []), 'ILLEGAL_NAME');
      await rejects(e.createTable('t2', { families: [fam('a:b')], values: [] }, []), 'ILLEGAL_NAME', /Illegal character <58>/);
      const sfx = ' Set hbase.table.sanity.checks to false at conf or table descriptor if you want to bypass sanity checks';
      const dnr = 'org.apache.hadoop.hbase.DoNotRetryIOException: ';
      await rejects(e.createTable('t2', { families: [fam('f', { VERSIONS: 0 })], values: [] }, []), 'ILLEGAL_ATTRIBUTE', 'Maximum versions must be positive');
      await rejects(e.createTable('t2', { families: [fam('f1', { TTL: 0 })], values: [] }, []), 'SANITY_CHECK', `${dnr}TTL for column family f1 must be positive.${sfx}`);
      await rejects(e.createTable('t2', { families: [fam('f1', { BLOCKSIZE: 100 })], values: [] }, []), 'SANITY_CHECK', `${dnr}Block size for column family f1  must be between 1K and 16MB.${sfx}`);
      await rejects(e.createTable('t2', { families: [fam('f1', { MIN_VERSIONS: -1 })], values: [] }, []), 'SANITY_CHECK', `${dnr}Min versions for column family f1  must be positive.${sfx}`);
      await rejects(
        e.createTable('t2', { families: [fam('f1', { VERSIONS: 1, MIN_VERSIONS: 2 })], values: [] }, []),
        'SANITY_CHECK',
        `${dnr}Min versions for column family f1 must be less than the Max versions.${sfx}`,
      );
      await rejects(e.createTable('t2', { families: [], values: [] }, []), 'SANITY_CHECK', `${dnr}Table should have at least one column family.${sfx}`);
      await rejects(
        e.createTable('t2', { families: [fam('f')], values: [['MAX_FILESIZE', '1024']] }, []),
        'SANITY_CHECK',
        `${dnr}MAX_FILESIZE for table descriptor or "hbase.hregion.max.filesize" (1024) is too small, which might cause over splitting into unmanageable number of regions.${sfx}`,
      );
      // the table value turns the sanity checks off
      await e.createTable('t3', { families: [fam('f', { TTL: 0 })], values: [['hbase.table.sanity.checks', 'false']] }, []);
    });

    it('lookups and state errors use the name as given', async () => {
      te = await suite.open();
      const e = te.engine;
      await rejects(e.mutateRow('nope', B('r'), []), 'TABLE_NOT_FOUND', 'org.apache.hadoop.hbase.TableNotFoundException: nope');
      await rejects(e.get('default:nope', B('r'), {}), 'TABLE_NOT_FOUND', 'org.apache.hadoop.hbase.TableNotFoundException: default:nope');
      await e.createTable('t1', { families: [fam('f')], values: [] }, []);
      await e.disableTable('t1');
      await e.disableTable('t1'); // silent no-op
      expect(e.getTable('t1')!.state).toBe('DISABLED');
      await rejects(put(e, 't1', 'r', 'f:q', 'v'), 'TABLE_DISABLED', 'org.apache.hadoop.hbase.TableNotEnabledException: t1');
      await rejects(async () => e.scan('default:t1', {}), 'TABLE_DISABLED', 'org.apache.hadoop.hbase.TableNotEnabledException: default:t1');
      await e.enableTable('t1');
      await e.enableTable('t1');
      await rejects(e.dropTable('t1'), 'TABLE_ENABLED', 'org.apache.hadoop.hbase.TableNotDisabledException: t1');
    });

    it('list: user tables only, sorted as namespace:qualifier', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createNamespace('zz', []);
      await e.createNamespace('aa', []);
      for (const t of ['zz:x', 't2', 'aa:y', 't1', 'hbase:sys']) await e.createTable(t, { families: [fam('f')], values: [] }, []);
      expect(e.listTables().map((t) => t.name.nameAsString)).toEqual(['aa:y', 't1', 't2', 'zz:x']);
    });

    it('drop and recreate: the new table sees none of the old data', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createTable('t1', { families: [fam('f')], values: [] }, []);
      await put(e, 't1', 'r', 'f:q', 'old');
      await e.disableTable('t1');
      await e.dropTable('t1');
      expect(e.getTable('t1')).toBeUndefined();
      await e.createTable('t1', { families: [fam('f')], values: [] }, []);
      expect(await scan(e, 't1')).toEqual([]);
    });

    it('modifyTable: a removed family is cleared, a new family gets a new id, attributes change', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createTable('t1', { families: [fam('a'), fam('b')], values: [] }, []);
      await put(e, 't1', 'r', 'a:q', 'va', 10);
      await put(e, 't1', 'r', 'b:q', 'vb', 10);
      await e.modifyTable('t1', { families: [fam('a', { VERSIONS: 5 })], values: [['X', 'y']] });
      expect(e.getTable('t1')!.families.map((f) => f.name)).toEqual(['a']);
      expect(e.getTable('t1')!.values).toEqual([['X', 'y']]);
      await rejects(get(e, 't1', 'r', { columns: [{ family: 'b', qualifier: null }] }), 'NO_SUCH_FAMILY');
      await e.modifyTable('t1', { families: [fam('a', { VERSIONS: 5 }), fam('b')], values: [] });
      expect(await get(e, 't1', 'r')).toEqual(['a:q@10=va']);
      await rejects(e.modifyTable('t1', { families: [fam('a', { VERSIONS: -1 })], values: [] }), 'ILLEGAL_ATTRIBUTE', 'Maximum versions must be positive');
      await rejects(e.modifyTable('t1', { families: [], values: [] }), 'SANITY_CHECK', /Table should have at least one column family\./);
    });

    it('truncate clears data, drops splits (preserve keeps them), ends ENABLED', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createTable('t1', { families: [fam('f')], values: [] }, [B('m')]);
      await put(e, 't1', 'a', 'f:q', 'v');
      await put(e, 't1', 'z', 'f:q', 'v');
      await e.truncateTable('t1', true);
      expect(await scan(e, 't1')).toEqual([]);
      expect(hexKeys(e.getTable('t1')!.splits)).toEqual(['m']);
      await put(e, 't1', 'a', 'f:q', 'v');
      await e.disableTable('t1');
      await e.truncateTable('t1', false);
      expect(e.getTable('t1')!.state).toBe('ENABLED');
      expect(e.getTable('t1')!.splits).toEqual([]);
      expect(await scan(e, 't1')).toEqual([]);
    });

    suite.needs('persistence', (c) => c.persistent)('the catalog persists across opens', async () => {
      const durable = suite.target.durable!;
      const t = durable.place();
      const clock = new TestClock();
      let e = await openEngine({ backend: await durable.open(t.id), clock });
      await e.createNamespace('ns1', [['p', 'q']]);
      await e.createTable('ns1:t1', { families: [fam('f', { VERSIONS: 3 }), fam('g')], values: [] }, [B('k')]);
      await put(e, 'ns1:t1', 'r', 'f:a', 'v1', 5);
      await e.get('ns1:t1', B('r'), {});
      // snapshots persist too, where the backend has them
      const snapshots = suite.target.capabilities.snapshots;
      if (snapshots) await e.snapshot('ns1:t1', 's1', {});
      await e.close();
      e = await openEngine({ backend: await durable.open(t.id), clock });
      expect(e.getNamespace('ns1')).toEqual({ name: 'ns1', properties: [['p', 'q']] });
      const d = e.getTable('ns1:t1')!;
      expect(d.families.map((f) => f.name)).toEqual(['f', 'g']);
      expect(hexKeys(d.splits)).toEqual(['k']);
      expect(await get(e, 'ns1:t1', 'r')).toEqual(['f:a@5=v1']);
      expect(e.listSnapshots().map((s) => s.name)).toEqual(snapshots ? ['s1'] : []);
      const rs = await e.regions('ns1:t1');
      expect(rs[1].readRequests + rs[0].readRequests).toBe(2);
      expect(rs[1].writeRequests).toBe(1);
      await e.close();
      t.remove();
    });
  });

  describe('regions', () => {
    it('one RegionInfo per region: names with md5 encoded names, server, keys, counters, rows and bytes', async () => {
      te = await suite.open({ clock: new TestClock(1715000000000n) });
      const e = te.engine;
      await e.createTable('t1', { families: [fam('f'), fam('g')], values: [] }, [B('m')]);
      await put(e, 't1', 'a', 'f:q', 'v');
      await put(e, 't1', 'a', 'g:q', 'v');
      await put(e, 't1', 'b', 'f:q', 'v');
      await put(e, 't1', 'x', 'f:q', 'v');
      await e.get('t1', B('x'), {});
      await scan(e, 't1');
      const rs = await e.regions('t1');
      expect(rs).toHaveLength(2);
      const md5 = (s: string) => createHash('md5').update(s).digest('hex');
      expect(rs[0].encodedName).toBe(md5('t1,,1715000000000'));
      expect(rs[0].regionName).toBe(`t1,,1715000000000.${md5('t1,,1715000000000')}.`);
      expect(rs[1].regionName).toBe(`t1,m,1715000000000.${md5('t1,m,1715000000000')}.`);
      expect(rs[0].server).toBe('localhost,16020,1715000000000');
      expect([Buffer.from(rs[0].startKey).toString(), Buffer.from(rs[0].endKey).toString(), Buffer.from(rs[1].startKey).toString(), Buffer.from(rs[1].endKey).toString()]).toEqual([
        '',
        'm',
        'm',
        '',
      ]);
      expect(rs.map((r) => r.rowCount)).toEqual([2, 1]);
      expect(rs.map((r) => r.writeRequests)).toEqual([3, 1]);
      expect(rs.map((r) => r.readRequests)).toEqual([2, 2]);
      expect(rs[0].sizeBytes).toBeGreaterThan(rs[1].sizeBytes);
    });

    it('binary start keys print as toStringBinary; namespace tables keep their namespace', async () => {
      te = await suite.open({ clock: new TestClock(5n) });
      await te.engine.createNamespace('ns', []);
      await te.engine.createTable('ns:t', { families: [fam('f')], values: [] }, [Buffer.from([0, 0x5c, 0x41])]);
      const rs = await te.engine.regions('ns:t');
      expect(rs[1].regionName).toMatch(/^ns:t,\\x00\\x5CA,5\.[0-9a-f]{32}\.$/);
      const md5 = createHash('md5').update(Buffer.concat([Buffer.from('ns:t,'), Buffer.from([0, 0x5c, 0x41]), Buffer.from(',5')])).digest('hex');
      expect(rs[1].encodedName).toBe(md5);
    });

    suite.regions('split: at a given key, or at the middle row of the largest region; daughters get a new region id', async () => {
      te = await suite.open({ clock: new TestClock(1000n) });
      const e = te.engine;
      await e.createTable('t1', { families: [fam('f')], values: [] }, []);
      for (const r of ['a', 'b', 'c', 'd', 'e', 'f']) await put(e, 't1', r, 'f:q', 'v');
      await e.split('t1');
      expect(hexKeys(e.getTable('t1')!.splits)).toEqual(['d']);
      await e.split('t1', B('b'));
      expect(hexKeys(e.getTable('t1')!.splits)).toEqual(['b', 'd']);
      await rejects(e.split('t1', B('b')), 'ARGUMENT_ERROR', 'org.apache.hadoop.hbase.DoNotRetryIOException: Split row is equal to startkey: b');
      const rs = await e.regions('t1');
      expect(rs.map((r) => r.rowCount)).toEqual([1, 2, 3]);
      expect(rs[0].regionName).not.toContain(',1000.');
      expect(await scan(e, 't1')).toHaveLength(6);
    });

    suite.regions('merge: adjacent regions become one with a new region id; the rows stay', async () => {
      te = await suite.open({ clock: new TestClock(1000n) });
      const e = te.engine;
      await e.createTable('t1', { families: [fam('f')], values: [] }, [B('b'), B('d'), B('f')]);
      for (const r of ['a', 'b', 'c', 'd', 'e', 'f']) await put(e, 't1', r, 'f:q', 'v');
      const before = await e.regions('t1');
      await e.mergeRegions('t1', 1, 2);
      expect(hexKeys(e.getTable('t1')!.splits)).toEqual(['b', 'f']);
      const after = await e.regions('t1');
      expect(after.map((r) => r.rowCount)).toEqual([1, 4, 1]);
      expect(after[0].regionName).toBe(before[0].regionName);
      expect(after[1].regionName).not.toBe(before[1].regionName);
      expect(after[2].regionName).toBe(before[3].regionName);
      await e.mergeRegions('t1', 0, 2);
      expect(e.getTable('t1')!.splits).toEqual([]);
      expect(await scan(e, 't1')).toHaveLength(6);
    });

    suite.regions('truncate one region: its cells go (markers too), the others and the region names stay', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createTable('t1', { families: [fam('f'), fam('g')], values: [] }, [B('c')]);
      for (const r of ['a', 'b', 'c', 'd']) {
        await put(e, 't1', r, 'f:q', 'v');
        await put(e, 't1', r, 'g:q', 'w');
      }
      const before = (await e.regions('t1')).map((r) => r.regionName);
      await e.truncateRegion('t1', 0);
      expect((await scan(e, 't1')).map((r) => r.split(' ')[0])).toEqual(['c', 'd']);
      expect((await e.regions('t1')).map((r) => r.regionName)).toEqual(before);
      expect((await e.regions('t1')).map((r) => r.rowCount)).toEqual([0, 2]);
      expect(await get(e, 't1', 'a', { raw: true, maxVersions: 10 })).toEqual([]);
    });

    it('master switches: on by default (decommissioned off); setSwitch returns the previous state', async () => {
      te = await suite.open();
      expect(te.engine.switchState('balancer')).toBe(true);
      expect(await te.engine.setSwitch('balancer', false)).toBe(true);
      expect(await te.engine.setSwitch('balancer', false)).toBe(false);
      expect(te.engine.switchState('decommissioned')).toBe(false);
    });
  });

  describe('snapshots', () => {
    suite.needs('native snapshots', (c) => c.snapshots)('snapshot, clone, restore (also of a dropped table), delete, list', async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createTable('rt', { families: [fam('f1'), fam('f2')], values: [] }, []);
      await put(e, 'rt', 'r', 'f1:a', 'one', 10);
      await put(e, 'rt', 'r', 'f2:b', 'two', 10);
      await e.snapshot('rt', 's', {});
      await rejects(e.snapshot('rt', 's', {}), 'SNAPSHOT_EXISTS', "org.apache.hadoop.hbase.snapshot.SnapshotExistsException: Snapshot 's' already stored on the filesystem.");
      await put(e, 'rt', 'r', 'f1:a', 'changed', 20);
      await e.modifyTable('rt', { families: [fam('f2')], values: [] });
      await rejects(e.restoreSnapshot('s'), 'TABLE_ENABLED', 'org.apache.hadoop.hbase.TableNotDisabledException: rt');
      await e.cloneSnapshot('s', 'copy');
      expect(e.getTable('copy')!.families.map((f) => f.name)).toEqual(['f1', 'f2']);
      expect(await get(e, 'copy', 'r')).toEqual(['f1:a@10=one', 'f2:b@10=two']);
      await rejects(e.cloneSnapshot('s', 'copy'), 'TABLE_EXISTS', 'org.apache.hadoop.hbase.TableExistsException: copy');
      await e.disableTable('rt');
      await e.restoreSnapshot('s');
      expect(e.getTable('rt')!.state).toBe('DISABLED');
      await e.enableTable('rt');
      expect(await get(e, 'rt', 'r')).toEqual(['f1:a@10=one', 'f2:b@10=two']);
      await e.disableTable('rt');
      await e.dropTable('rt');
      await e.restoreSnapshot('s');
      expect(e.getTable('rt')!.state).toBe('ENABLED');
      expect(await get(e, 'rt', 'r')).toEqual(['f1:a@10=one', 'f2:b@10=two']);
      // a clone is independent of its source and of the snapshot
      await put(e, 'copy', 'r', 'f1:a', 'x', 30);
      expect(await get(e, 'rt', 'r')).toEqual(['f1:a@10=one', 'f2:b@10=two']);
      await e.snapshot('copy', 'a_first', { ttl: 60 });
      expect(e.listSnapshots().map((s) => [s.name, s.table.nameAsString, s.ttl])).toEqual([
        ['a_first', 'copy', 60],
        ['s', 'rt', 0],
      ]);
      await e.deleteSnapshot('s');
      expect(e.listSnapshots().map((s) => s.name)).toEqual(['a_first']);
      await rejects(e.deleteSnapshot('s'), 'SNAPSHOT_NOT_FOUND', "org.apache.hadoop.hbase.snapshot.SnapshotDoesNotExistException: Snapshot 's' doesn't exist on the filesystem");
      await rejects(e.restoreSnapshot('s'), 'SNAPSHOT_NOT_FOUND', "org.apache.hadoop.hbase.snapshot.SnapshotDoesNotExistException: Snapshot 's' doesn't exist on the filesystem");
    });

    it("snapshot names: TableName's rule with the Snapshot wording; the table name is converted first", async () => {
      te = await suite.open();
      const e = te.engine;
      await e.createTable('t', { families: [fam('f')], values: [] }, []);
      // Java's `isSnapshot ? "Snapshot" : "Table" + " qualifier must not be empty"`
      await rejects(e.snapshot('t', '', {}), 'ILLEGAL_NAME', 'Snapshot');
      await rejects(e.snapshot('t', '.s', {}), 'ILLEGAL_NAME', "Illegal first character <46> at 0. Snapshot qualifiers can only start with 'alphanumeric characters' from any language: .s");
      await rejects(e.snapshot('t', 'a b', {}), 'ILLEGAL_NAME', "Illegal character code:32, < > at 1. Snapshot qualifiers may only contain 'alphanumeric characters' and digits: a b");
      // admin.rb's TableName.valueOf(table) runs before the snapshot name is checked
      await rejects(e.snapshot('bad name', '', {}), 'ILLEGAL_NAME', "Illegal character code:32, < > at 3. User-space table qualifiers may only contain 'alphanumeric characters' and digits: bad name");
      expect(e.listSnapshots()).toEqual([]);
    });
  });
}
