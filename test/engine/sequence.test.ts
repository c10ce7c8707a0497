/**
 * Sequence ids (docs/PHYSICAL.md §1): one per mutation, kept in every cell's value header,
 * never handed out twice across reopens (the reservation record), and a store of format 1
 * written by hsh 0.2.0 (test/engine/fixtures/store-hsh-0.2.0, made by the .hsh beside it)
 * opens, is upgraded to format 2 without a cell lost or changed, its cells at id 0.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { FORMAT_KEY } from '../../src/engine/backends/leveldb/keys.js';
import { openStore } from '../../src/engine/backends/leveldb/level.js';
import { SEQUENCE_BLOCK } from '../../src/engine/sequence.js';
import { openEngine } from '../../src/engine/index.js';
import type { Backend } from '../../src/engine/backend.js';
import type { Engine } from '../../src/engine/types.js';
import { B, TestClock, del, fam, put, scan, tempDir } from './helpers.js';

const FIXTURE = join(__dirname, 'fixtures', 'store-hsh-0.2.0');
const TYPES: Record<number, string> = { 4: 'Put', 8: 'Delete', 10: 'DeleteFamilyVersion', 12: 'DeleteColumn', 14: 'DeleteFamily' };

/** Every stored cell of a table (each family's store, as the backend keeps it) with its sequence id. */
async function stored(backend: Backend, table: string): Promise<string[]> {
  const [namespace, qualifier] = table.includes(':') ? table.split(':') : ['default', table];
  const record = (await backend.catalog('table')).map(([, v]) => JSON.parse(v.toString('utf8'))).find((t) => t.namespace === namespace && t.qualifier === qualifier);
  const families: Array<{ name: string; id: number }> = record.families;
  const reader = backend.rows(
    families.map((f) => ({ store: backend.store(record.id, f.id, { table, family: f.name }), keysOnly: false })),
    {},
  );
  const out: string[] = [];
  try {
    for (let rows = await reader.next(); rows.length > 0; rows = await reader.next()) {
      for (const r of rows) {
        for (let i = 0; i < r.length; i++) {
          const q = r.qualifier(i).toString('latin1');
          const value = r.typeCode(i) === 4 ? `=${r.value(i).toString('latin1')}` : '';
          out.push(`${r.row.toString('latin1')} ${families[r.store(i)].name}:${q}@${r.timestamp(i)}/${TYPES[r.typeCode(i)]}${value} seq=${r.seqId(i)}`);
        }
      }
    }
  } finally {
    await reader.close();
  }
  return out;
}

const ceiling = async (backend: Backend) => (await backend.catalog('sequence')).map(([k, v]) => `${k}=${v.toString('latin1')}`);

describe('sequence ids', () => {
  const dirs: Array<{ remove(): void }> = [];
  let open: Engine | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
    for (const d of dirs.splice(0)) d.remove();
  });

  async function engineOn(location: string, coalesce = false): Promise<{ e: Engine; backend: Backend }> {
    const backend = await openLevelBackend({ location });
    open = await openEngine({ backend, clock: new TestClock(1000n, 1n), coalesceWrites: coalesce });
    return { e: open, backend };
  }

  it('one id per mutation, the same for each of its cells, in write order (coalesced too); DDL takes none', async () => {
    const d = tempDir();
    dirs.push(d);
    const { e, backend } = await engineOn(d.dir, true);
    await e.createTable('t', { families: [fam('f', { VERSIONS: 5 }), fam('g')], values: [] }, []);
    await e.mutateRow('t', B('r'), [
      { kind: 'put', family: 'f', qualifier: B('a'), value: B('1'), timestamp: 5n },
      { kind: 'put', family: 'g', qualifier: B('b'), value: B('2'), timestamp: 5n },
    ]);
    await put(e, 't', 'r', 'f:a', 'again', 5);
    await del(e, 't', 'r', 'DeleteColumn', 'f:a', 4);
    await put(e, 't', 's', 'f:a', 'ttl', 6, 60_000);
    await e.flushWrites();
    // the second put at f:a@5 replaced the first, and carries its own id
    expect(await stored(backend, 't')).toEqual(['r f:a@5/Put=again seq=2', 'r f:a@4/DeleteColumn seq=3', 'r g:b@5/Put=2 seq=1', 's f:a@6/Put=ttl seq=4']);
    // the one coalesced batch holding ids 1…4 recorded a ceiling past them
    expect(await ceiling(backend)).toEqual([`ceiling=${5 + SEQUENCE_BLOCK}`]);
    expect(await scan(e, 't', { maxVersions: 5 })).toEqual(['r f:a@5=again g:b@5=2', 's f:a@6=ttl']);
  });

  it('a reopened store hands out ids past its recorded ceiling: none is handed out twice', async () => {
    const d = tempDir();
    dirs.push(d);
    let { e } = await engineOn(d.dir);
    await e.createTable('t', { families: [fam('f')], values: [] }, []);
    await put(e, 't', 'a', 'f:q', 'v', 1);
    await put(e, 't', 'b', 'f:q', 'v', 1);
    await e.close();
    const reopened = await engineOn(d.dir);
    const backend = reopened.backend;
    e = reopened.e;
    await put(e, 't', 'c', 'f:q', 'v', 1);
    const first = 2 + SEQUENCE_BLOCK;
    expect(await stored(backend, 't')).toEqual(['a f:q@1/Put=v seq=1', 'b f:q@1/Put=v seq=2', `c f:q@1/Put=v seq=${first}`]);
    expect(await ceiling(backend)).toEqual([`ceiling=${first + 1 + SEQUENCE_BLOCK}`]);
  });

  it('a store of hsh 0.2.0 (format 1) opens, is recorded as format 2, and keeps every cell, its cells at id 0', async () => {
    const d = tempDir();
    dirs.push(d);
    const data = join(d.dir, 'data');
    cpSync(FIXTURE, data, { recursive: true });
    const before = await openStore({ location: data, readOnlyFormat: true });
    expect((await before.get(FORMAT_KEY))?.toString('latin1')).toBe('1');
    await before.close();

    const { e, backend } = await engineOn(data);
    const t = [
      'a f:q@4000/Put=v4 seq=0',
      'a f:q@3000/Delete seq=0',
      'a f:q@3000/Put=v3 seq=0',
      'a f:q@2000/Put=v2 seq=0',
      'a f:q@1000/Put=v1 seq=0',
      'b\x00\xff f:\x01@1500/Put=\x00bin seq=0',
      'c g:ttl@1700000000000/Put=own seq=0',
      'd f:@2600/DeleteFamilyVersion seq=0',
      'd f:q@2500/DeleteColumn seq=0',
      'n f:@1700000000001/DeleteFamily seq=0',
      'n f:late@10/Put=masked seq=0',
      'n g:@1700000000001/DeleteFamily seq=0',
      'z f:after@1700000000004/Put=after-snapshot seq=0',
      'z g:@1700000000002/Put=empty-qualifier seq=0',
    ];
    expect(await stored(backend, 't')).toEqual(t);
    expect(await stored(backend, 'ns:u')).toEqual(['r cf:c@1700000000006/Put=x seq=0']);
    // reads as before: the Delete still masks v3, the DeleteFamily the later put at an older timestamp
    expect(await scan(e, 't', { maxVersions: 3 })).toEqual([
      'a f:q@4000=v4 f:q@2000=v2 f:q@1000=v1',
      'b\x00\xff f:\x01@1500=\x00bin',
      'c g:ttl@1700000000000=own',
      'z f:after@1700000000004=after-snapshot g:@1700000000002=empty-qualifier',
    ]);
    expect(e.listSnapshots()).toMatchObject([{ name: 's1', table: { nameAsString: 't' } }]);
    await e.cloneSnapshot('s1', 'copy');
    expect((await stored(backend, 'copy')).filter((c) => !c.startsWith('z f:after'))).toEqual(t.filter((c) => !c.startsWith('z f:after')));
    expect(await e.regions('t')).toMatchObject([{ endKey: B('m') }, { startKey: B('m') }]);
    // new writes take ids from 1 on, above every old cell's 0
    await put(e, 't', 'a', 'f:q', 'v5', 5000);
    expect((await stored(backend, 't'))[0]).toBe('a f:q@5000/Put=v5 seq=1');
    await e.close();
    open = undefined;
    const after = await openStore({ location: data, readOnlyFormat: true });
    expect((await after.get(FORMAT_KEY))?.toString('latin1')).toBe('2');
    await after.close();
  });
});
