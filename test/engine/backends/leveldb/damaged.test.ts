/**
 * LevelDB reads blocks without verifying their checksums, so a damaged table
 * file can hand hsh a key or value that breaks its layout. Each such read is
 * the store's Corruption error (what `hsh repair` is for), never an internal
 * error from reading past a key's end (a flaky e2e corruption test found one).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { openLevelBackend } from '../../../../src/engine/backends/leveldb/index.js';
import { hsh } from '../../../helpers/shell.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A store holding table t with one cell (with a per-cell TTL), then `damage` applied to its raw data key and value. */
async function damagedStore(damage: (key: Buffer, value: Buffer) => [Buffer, Buffer]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'hsh-damaged-'));
  dirs.push(dir);
  const made = await hsh("create 't', 'f'\nput 't', 'r1', 'f:q', 'v', {TTL => 86400000}", { openBackend: () => openLevelBackend({ location: dir }) });
  expect(made.status).toBe(0);
  const db = new ClassicLevel<Buffer, Buffer>(dir, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  const [[key, value]] = await db.iterator({ gte: Buffer.from('D'), lt: Buffer.from('E') }).all();
  await db.del(key);
  await db.put(...damage(key, value));
  await db.close();
  return dir;
}

const scan = (dir: string) => hsh("scan 't'", { openBackend: () => openLevelBackend({ location: dir }) });

describe('a damaged cell read from LevelDB', () => {
  it('a key cut inside its timestamp is Corruption, not a read past its end', async () => {
    const dir = await damagedStore((key, value) => [key.subarray(0, key.length - 5), value]);
    const r = await scan(dir);
    expect(r.stdout).toBe(
      "ROW  COLUMN+CELL\n\nERROR: store error: Corruption: a stored cell key does not end in a timestamp and a type (the store is damaged: 'hsh repair' rebuilds it)\n\n",
    );
    expect(r.status).toBe(3);
  });

  it('a value whose TTL is cut short is Corruption', async () => {
    const dir = await damagedStore((key) => [key, Buffer.from([0x01, 0x00, 0x00])]);
    const r = await scan(dir);
    expect(r.stdout).toBe(
      "ROW  COLUMN+CELL\n\nERROR: store error: Corruption: a stored value is shorter than its TTL (the store is damaged: 'hsh repair' rebuilds it)\n\n",
    );
    expect(r.status).toBe(3);
  });
});
