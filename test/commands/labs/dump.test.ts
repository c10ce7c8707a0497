/**
 * dump: its statements, run on an empty store, rebuild the tables exactly —
 * the same describe, get_splits and RAW scan of every version — and each
 * marker type is written back by the statement that makes exactly it.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hsh, testShell } from '../../helpers/shell.js';
import { LogicalClock } from '../../../src/shell/clock.js';
import { FileAccess } from '../../../src/shell/files.js';

const SETUP = `create_namespace 'ns1', {'owner' => 'me'}
create 'ns1:t', {NAME => 'f', VERSIONS => 3, TTL => 864000000, KEEP_DELETED_CELLS => 'TRUE', METADATA => {'m' => "x'y"}}, {NAME => 'g', BLOOMFILTER => 'ROWCOL', CONFIGURATION => {'hbase.x' => '1'}}, {SPLITS => ["b", "m\\x7F"], MAX_FILESIZE => '1GB', METADATA => {'team' => 'a'}}
put 'ns1:t', "a\\x00\\xFFb", "f:q\\x01", "v\\xC3\\x28", 1699999999100
put 'ns1:t', 'r1', 'f:a', 'v1', 1699999991000
put 'ns1:t', 'r1', 'f:a', 'v2', 1699999992000
put 'ns1:t', 'r1', 'f:a', 'v3', 1699999993000
put 'ns1:t', 'r1', 'f:a', 'v4', 1699999994000
put 'ns1:t', 'r1', 'f:', 'empty', 1699999994000
put 'ns1:t', 'r1', 'g:b', 'x', 1699999994000
delete 'ns1:t', 'r1', 'f:a', 1699999992000
deleteall 'ns1:t', 'r1', 'f:a', 1699999991500
delete 'ns1:t', 'r1', 'g', 1699999994000
deleteall 'ns1:t', 'r2', 'g', 1699999995000
deleteall 'ns1:t', 'r3'
put 'ns1:t', 'n#x', 'f:"q\\\\', 'a\\#{b}\\#@c', 1699999997000
create_namespace 'empty_ns'
create 'ro', 'f', {READONLY => true, DURABILITY => 'ASYNC_WAL'}
create 'off', {NAME => 'f', VERSIONS => 2}
put 'off', 'r', 'f:a', 'v', 10
put 'off', 'r', 'f:a', 'w', 20
disable 'off'
`;

const CHECK = `list_namespace
list
describe_namespace 'ns1'
describe 'ns1:t'
describe 'ro'
describe 'off'
scan 'ns1:t', {RAW => true, VERSIONS => 100}
get_splits 'ns1:t'
enable 'off'
scan 'off', {RAW => true, VERSIONS => 100}
`;

/** Runs the setup, dumps every table, replays the dump on a fresh store: what the check reads on each. */
async function roundTrip(setup: string, dumpStatement = 'dump'): Promise<{ dump: string; before: string; after: string }> {
  const a = await testShell({ keepGoing: false });
  const b = await testShell({ keepGoing: false, clock: new LogicalClock(1_800_000_000_000n) });
  try {
    expect((await a.run(setup)).status).toBe(0);
    const dumped = await a.run(dumpStatement);
    expect(dumped.status).toBe(0);
    const replay = await b.run(dumped.stdout);
    expect(replay.stderr).toBe('');
    expect(replay.stdout).not.toContain('ERROR');
    expect(replay.status).toBe(0);
    return { dump: dumped.stdout, before: (await a.run(CHECK)).stdout, after: (await b.run(CHECK)).stdout };
  } finally {
    await a.close();
    await b.close();
  }
}

describe('dump', () => {
  it('rebuilds namespaces, schemas, splits, every version and every marker, binary data, READONLY and disabled tables', async () => {
    const { before, after } = await roundTrip(SETUP);
    expect(after).toBe(before);
    // The check read what the setup wrote (not two empty stores).
    expect(before).toContain(' r1 column=f:a, timestamp=2023-11-14T22:13:12, type=Delete\n');
    expect(before).toContain(' a\\x00\\xFFb column=f:q\\x01, timestamp=2023-11-14T22:13:19.100, value=v\\xC3(\n');
    expect(before).toContain('empty_ns\n');
    expect(before).toContain('Table off is DISABLED\n');
    expect(before).toContain("ro, {TABLE_ATTRIBUTES => {DURABILITY => 'ASYNC_WAL', READONLY => 'true'");
  });

  it('writes each marker type with the statement that makes exactly it, at its timestamp', async () => {
    const r = await hsh(`create 't', 'f', 'g'
put 't', 'r', 'f:q', 'v', 5
delete 't', 'r', 'f:q', 5
deleteall 't', 'r', 'f:q', 4
delete 't', 'r', 'g', 3
deleteall 't', 'r', 'g', 2
dump 't'`);
    const statements = r.stdout.split('\n').filter((l) => /^(put|delete)/.test(l));
    // In KeyValue order: family, qualifier, timestamp descending, type code descending.
    expect(statements).toEqual([
      `delete 't', "r", "f:q", 5`,
      `put 't', "r", "f:q", "v", 5`,
      `deleteall 't', "r", "f:q", 4`,
      `delete 't', "r", "g", 3`,
      `deleteall 't', "r", "g", 2`,
    ]);
  });

  it('prints the create with every attribute as stored and plain HBase shell syntax', async () => {
    const r = await hsh(`create 't', {NAME => 'f', VERSIONS => 2}, {SPLITS => ["a\\x01"], METADATA => {'k' => 'v'}}\ndump 't'`);
    expect(r.stdout).toBe(
      'Created table t\n=> Hbase::Table - t\n' +
        "# hsh dump: run on an empty store to rebuild 't'\n" +
        "create 't', {NAME => 'f', VERSIONS => '2', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'NONE', TTL => '2147483647', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '65536', METADATA => {'INDEX_BLOCK_ENCODING' => 'NONE'}}, {SPLITS => [\"a\\x01\"], METADATA => {'k' => 'v', 'hbase.store.file-tracker.impl' => 'DEFAULT'}}\n",
    );
  });

  it('notes a TTL: cells past it are in a RAW scan until a compaction drops them, so in the dump; a put past its own TTL is not', async () => {
    const r = await hsh(`create 't', {NAME => 'f', TTL => 10}
put 't', 'old', 'f:a', 'v', 1
put 't', 'new', 'f:a', 'v'
put 't', 'own', 'f:a', 'v', 1699999995000, {TTL => 1}
dump 't'
major_compact 't'
dump 't'`);
    const create =
      "create 't', {NAME => 'f', VERSIONS => '1', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'NONE', TTL => '10', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '65536', METADATA => {'INDEX_BLOCK_ENCODING' => 'NONE'}}, {METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}";
    const head = [
      "# hsh dump: run on an empty store to rebuild 't'",
      '# Family f has TTL 10 s: its cells are written with their own timestamps, so those older than the TTL when this is run are expired at once (a RAW scan returns cells past the TTL until a compaction drops them, so the dump holds those it found).',
      create,
      'put \'t\', "new", "f:a", "v", 1700000000001',
    ];
    expect(r.stdout).toBe([
      'Created table t',
      '=> Hbase::Table - t',
      ...head,
      'put \'t\', "old", "f:a", "v", 1',
      ...head,
      '',
    ].join('\n'));
  });

  it('refuses a system table and names an unknown one', async () => {
    expect((await hsh(`dump 'hbase:meta'`)).stdout).toBe("\nERROR: hbase:meta is a system table: dump reads user tables\n\nFor usage try 'help \"dump\"'\n\n");
    expect((await hsh(`dump 'nope'`)).stdout).toBe("\nERROR: Unknown table nope!\n\nFor usage try 'help \"dump\"'\n\n");
  });

  it('--sandbox: writes the file only in its folders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-dump-'));
    const r = await hsh(`create 't', 'f'\ndump 't', '/tmp/hsh-dump-outside.hsh'`, { files: new FileAccess([dir]), keepGoing: false });
    expect(r.stdout).toContain('ERROR: Permission denied - /tmp/hsh-dump-outside.hsh (--sandbox: files are written only in');
    expect(r.status).toBe(1);
  });

  it("writes the statements to a file with dump 't', 'file'", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-dump-'));
    const file = join(dir, 't.hsh');
    const r = await hsh(`create 't', 'f'\nput 't', 'r', 'f:a', 'v'\ndump 't', '${file}'`);
    expect(r.stdout).toBe(`Created table t\n=> Hbase::Table - t\n2 statement(s) for 1 table(s) written to ${file}\n`);
    expect(readFileSync(file, 'utf8')).toContain('put \'t\', "r", "f:a", "v", 1700000000001\n');
  });
});
