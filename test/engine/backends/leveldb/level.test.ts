/** One contract suite for the store, run against both backends. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STORE_FORMAT, openStore, type Store } from '../../../../src/engine/backends/leveldb/level.js';
import { FORMAT_KEY } from '../../../../src/engine/backends/leveldb/keys.js';
import { ShellError } from '../../../../src/errors.js';
import { tempDir } from '../../helpers.js';

const K = (s: string) => Buffer.from(s);
const keys = (entries: Array<[Buffer, Buffer]>) => entries.map(([k]) => k.toString());

const backends: Array<[string, () => Promise<{ store: Store; cleanup(): void }>]> = [
  [
    'classic-level',
    async () => {
      const t = tempDir();
      const store = await openStore({ location: join(t.dir, 'data') });
      // the contract is the keyspace's: the store's own format record (tested below) is set aside
      expect((await store.get(FORMAT_KEY))?.toString()).toBe(String(STORE_FORMAT));
      await store.clear({ gte: FORMAT_KEY, lte: FORMAT_KEY });
      return { store, cleanup: t.remove };
    },
  ],
  ['memory-level', async () => ({ store: await openStore({ memory: true }), cleanup: () => {} })],
];

for (const [name, make] of backends) {
  describe(`store contract: ${name}`, () => {
    let store: Store;
    let cleanup: () => void;
    beforeEach(async () => {
      ({ store, cleanup } = await make());
      const b = store.batch();
      for (const k of ['a', 'b', 'c', 'd', 'e']) b.put(K(k), K(k.toUpperCase()));
      await b.write();
    });
    afterEach(async () => {
      await store.close();
      cleanup();
    });

    it('get and getMany', async () => {
      expect((await store.get(K('c')))?.toString()).toBe('C');
      expect(await store.get(K('zz'))).toBeUndefined();
      expect((await store.getMany([K('a'), K('x'), K('e')])).map((v) => v?.toString())).toEqual(['A', undefined, 'E']);
    });

    it('chained batch: puts and dels commit atomically; length counts operations; close discards', async () => {
      const b = store.batch();
      b.put(K('f'), K('F'));
      b.del(K('a'));
      expect(b.length).toBe(2);
      expect(await store.get(K('f'))).toBeUndefined();
      await b.write();
      expect((await store.get(K('f')))?.toString()).toBe('F');
      expect(await store.get(K('a'))).toBeUndefined();
      const c = store.batch();
      c.put(K('g'), K('G'));
      await c.close();
      expect(await store.get(K('g'))).toBeUndefined();
    });

    it('iterator bounds gte/gt/lt/lte, reverse, limit, nextv until empty', async () => {
      const all = async (o: Parameters<Store['iterator']>[0], size = 2) => {
        const it = store.iterator(o);
        const out: Array<[Buffer, Buffer]> = [];
        for (;;) {
          const batch = await it.nextv(size);
          if (batch.length === 0) break;
          out.push(...batch);
        }
        await it.close();
        return keys(out);
      };
      expect(await all({ gte: K('b'), lt: K('d') })).toEqual(['b', 'c']);
      expect(await all({ gt: K('b'), lte: K('d') })).toEqual(['c', 'd']);
      expect(await all({ gte: K('b'), lt: K('e'), reverse: true })).toEqual(['d', 'c', 'b']);
      expect(await all({ limit: 3 })).toEqual(['a', 'b', 'c']);
      expect(await all({}, 1000)).toEqual(['a', 'b', 'c', 'd', 'e']);
      const it = store.iterator({});
      expect((await it.nextv(2)).map(([k, v]) => `${k}${v}`)).toEqual(['aA', 'bB']);
      it.seek(K('d'));
      expect(keys(await it.nextv(10))).toEqual(['d', 'e']);
      await it.close();
    });

    it('key iterator: keys only', async () => {
      const it = store.keyIterator({ gte: K('c') });
      expect((await it.nextv(10)).map(String)).toEqual(['c', 'd', 'e']);
      expect(await it.nextv(10)).toEqual([]);
      await it.close();
    });

    it('nextv returns large batches with the raised highWaterMarkBytes', async () => {
      const b = store.batch();
      for (let i = 0; i < 3000; i++) b.put(K(`x${String(i).padStart(5, '0')}`), Buffer.alloc(40, 1));
      await b.write();
      const it = store.iterator({ gte: K('x') });
      expect((await it.nextv(1000)).length).toBe(1000);
      await it.close();
    });

    it('an aborted signal ends reads with INTERRUPTED', async () => {
      const ac = new AbortController();
      const it = store.iterator({ signal: ac.signal });
      expect((await it.nextv(1)).length).toBe(1);
      ac.abort();
      await expect(it.nextv(1)).rejects.toMatchObject({ code: 'INTERRUPTED', message: 'Interrupted' });
      await it.close();
    });

    it('range clear', async () => {
      await store.clear({ gte: K('b'), lt: K('d') });
      const it = store.keyIterator({});
      expect((await it.nextv(10)).map(String)).toEqual(['a', 'd', 'e']);
      await it.close();
    });

    it('store failures are ShellErrors (STORE_IO)', async () => {
      const other = await make();
      await other.store.close();
      await expect(other.store.get(K('a'))).rejects.toMatchObject({ code: 'STORE_IO' });
      other.cleanup();
    });

    it('iterators read a snapshot: writes after creation are not seen', async () => {
      const it = store.iterator({});
      const first = await it.nextv(1);
      const b = store.batch();
      b.put(K('bb'), K('X'));
      await b.write();
      expect(keys([...first, ...(await it.nextv(10))])).toEqual(['a', 'b', 'c', 'd', 'e']);
      await it.close();
    });
  });
}

describe('classic-level specifics', () => {
  it('creates the directory recursively and persists across opens', async () => {
    const t = tempDir();
    const loc = join(t.dir, 'deep', 'er', 'data');
    const s1 = await openStore({ location: loc });
    expect(existsSync(loc)).toBe(true);
    const b = s1.batch();
    b.put(K('k'), K('v'));
    await b.write();
    await s1.close();
    const s2 = await openStore({ location: loc });
    expect((await s2.get(K('k')))?.toString()).toBe('v');
    await s2.close();
    t.remove();
  });

  it('a directory held by another opener is STORE_LOCKED with the hsh message', async () => {
    const t = tempDir();
    const s1 = await openStore({ location: t.dir });
    let err: unknown;
    try {
      await openStore({ location: t.dir });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ShellError);
    expect(err).toMatchObject({ code: 'STORE_LOCKED', message: `data directory ${t.dir} is in use by another hsh process` });
    await s1.close();
    t.remove();
  });
});
