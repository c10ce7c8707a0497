// The engine conformance suite on Cloud Bigtable, on its emulator (started for the run by
// test/global-setup.ts): every case on a fresh instance of its own. Then what differs on
// Bigtable: deletes remove what exists, and each thing it cannot do is refused, changing nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openBigtableBackend } from '../../src/engine/backends/bigtable/index.js';
import { openEngine } from '../../src/engine/index.js';
import { B, TestClock, del, fam, get, put, rejects, scan } from './helpers.js';
import { engineSuite } from './suite/index.js';

const emulator = process.env.BIGTABLE_EMULATOR_HOST;
if (!emulator) throw new Error('BIGTABLE_EMULATOR_HOST is not set: test/global-setup.ts starts the emulator');
const open = (instance = `i-${randomUUID()}`) => openBigtableBackend({ project: 'hsh-test', instance, emulator });

const probe = await open();
await probe.close();

engineSuite({
  name: 'bigtable (emulator)',
  capabilities: probe.capabilities,
  modelShare: 0.02,
  bulk: false,
  backend: async () => ({ backend: await open(), cleanup: () => {} }),
  durable: {
    place: () => ({ id: `i-${randomUUID()}`, remove: () => {} }),
    open: (id) => open(id),
  },
});

describe('engine on bigtable (emulator): what differs from HBase', () => {
  const withEngine = async (body: (e: Awaited<ReturnType<typeof openEngine>>, instance: string) => Promise<void>) => {
    const instance = `i-${randomUUID()}`;
    const e = await openEngine({ backend: await open(instance), clock: new TestClock(1_700_000_000_000n) });
    try {
      await body(e, instance);
    } finally {
      await e.close();
    }
  };

  it('a delete removes the cells that exist: a later put with an older timestamp is visible (HBase would mask it)', async () => {
    await withEngine(async (e) => {
      await e.createTable('t', { families: [fam('f', { VERSIONS: 3 })], values: [] }, []);
      await put(e, 't', 'r', 'f:q', 'v5', 5);
      await put(e, 't', 'r', 'f:q', 'v7', 7);
      await del(e, 't', 'r', 'DeleteColumn', 'f:q', 6);
      expect(await get(e, 't', 'r', { maxVersions: 3 })).toEqual(['f:q@7=v7']);
      await put(e, 't', 'r', 'f:q', 'late', 4);
      expect(await get(e, 't', 'r', { maxVersions: 3 })).toEqual(['f:q@7=v7', 'f:q@4=late']);
      await del(e, 't', 'r', 'Delete', 'f:q', 7);
      await del(e, 't', 'r', 'DeleteFamily', 'f:', 100);
      expect(await get(e, 't', 'r', { maxVersions: 3 })).toEqual([]);
    });
  });

  it('each thing Bigtable cannot do is refused with its reason, and changes nothing', async () => {
    await withEngine(async (e) => {
      await e.createTable('t', { families: [fam('f')], values: [] }, []);
      await put(e, 't', 'r', 'f:q', 'v', 5);
      await rejects(() => e.scan('t', { raw: true }), 'UNSUPPORTED', 'RAW scans are not supported on the bigtable backend: a delete removes the cells it names and leaves no marker to show');
      await rejects(put(e, 't', 'r2', 'f:q', 'v', undefined, 1000), 'UNSUPPORTED', 'Per-cell TTLs are not supported on the bigtable backend: a cell cannot carry its own TTL; set TTL on the family');
      await rejects(put(e, 't', 'r3', 'f:q', 'v', 9223372036854776n), 'UNSUPPORTED', 'Timestamps above 9223372036854775 are not supported on the bigtable backend: the store keeps microseconds in a signed 64-bit integer');
      await rejects(e.createTable('k', { families: [fam('f', { KEEP_DELETED_CELLS: 'TRUE' })], values: [] }, []), 'UNSUPPORTED', 'KEEP_DELETED_CELLS families are not supported on the bigtable backend: a delete removes the cells it names at once');
      await rejects(e.createTable('bad', { families: [fam('f#1')], values: [] }, []), 'ILLEGAL_NAME', "Family 'f#1' cannot be kept on the bigtable backend: Bigtable family ids are letters, digits, '_', '-' and '.'");
      await rejects(e.split('t', B('m')), 'UNSUPPORTED', 'Splits are not supported on the bigtable backend: the store splits, merges and compacts its tablets itself');
      await rejects(e.compact('t', { major: true }), 'UNSUPPORTED', 'Compactions are not supported on the bigtable backend: the store splits, merges and compacts its tablets itself');
      await rejects(e.mergeRegions('t', 0, 1), 'UNSUPPORTED', 'Merges are not supported on the bigtable backend: the store splits, merges and compacts its tablets itself');
      await rejects(e.truncateRegion('t', 0), 'UNSUPPORTED', 'Region truncations are not supported on the bigtable backend: the store splits, merges and compacts its tablets itself');
      await rejects(e.snapshot('t', 's', {}), 'UNSUPPORTED', 'snapshots are not supported on the bigtable backend');
      expect(e.listTables().map((t) => t.name.nameAsString)).toEqual(['t']);
      expect(await scan(e, 't')).toEqual(['r f:q@5=v']);
    });
  });

  it('two clients of one instance share the catalog; a table made by another Bigtable client is adopted with its rules', async () => {
    const instance = `i-${randomUUID()}`;
    const first = await openEngine({ backend: await open(instance), clock: new TestClock(1_700_000_000_000n) });
    await first.createNamespace('ns', []);
    await first.createTable('ns:t', { families: [fam('f', { VERSIONS: 2, TTL: 3600, MIN_VERSIONS: 1 })], values: [] }, []);
    await first.disableTable('ns:t');
    await first.close();
    // a table hsh's catalog does not know, as `cbt createtable` leaves it
    const raw = await open(instance);
    await raw.layTable!({ id: 0, name: 'other', families: [{ id: 1, name: 'cf', versions: 4, minVersions: 0, ttlSeconds: -1 }], splits: [] });
    await raw.close();
    const second = await openEngine({ backend: await open(instance), clock: new TestClock(1_700_000_000_000n) });
    try {
      expect(second.listTables().map((t) => `${t.name.nameAsString} ${t.state}`)).toEqual(['other ENABLED', 'ns:t DISABLED']);
      const other = second.getTable('other')!;
      expect(other.families.map((f) => [f.name, f.values.find(([k]) => k === 'VERSIONS')![1]])).toEqual([['cf', '4']]);
      const nst = second.getTable('ns:t')!;
      const f = nst.families[0].values;
      expect(['VERSIONS', 'TTL', 'MIN_VERSIONS'].map((k) => f.find(([key]) => key === k)![1])).toEqual(['2', '3600', '1']);
    } finally {
      await second.close();
    }
  });
});
