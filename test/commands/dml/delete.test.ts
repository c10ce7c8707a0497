import { describe, expect, it } from 'vitest';
import { F0, F1, error, out, shell, text } from './helpers.js';

const NONE = text('COLUMN  CELL', '0 row(s)');

describe('delete and deleteall (table_test.rb, on its simple-methods table)', () => {
  it('#6, #7 delete with a timestamp removes that version', async () => {
    const sh = await shell(F0, F1);
    expect(await out(sh, "delete 'T', '102', 'x:a', 1212")).toBe('');
    expect(await out(sh, "get 'T', '102', 'x:a'")).toBe(NONE);
    expect(await out(sh, "get 'T', '103', 'x:a'")).toBe(text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:01.214, value=3', '1 row(s)'));
    expect(await out(sh, "delete 'T', 103, 'x:a', 1214")).toBe('');
    expect(await out(sh, "get 'T', '103', 'x:a'")).toBe(NONE);
  });

  it('#8 the four marker types, seen in a RAW scan', async () => {
    const sh = await shell(F0, F1);
    await sh.run("deleteall 'T', '104', 'x:a', 1212\ndelete 'T', '104', 'x:a', 1212\ndeleteall 'T', '104', 'x', 1212\ndelete 'T', '104', 'x', 1212");
    expect(await out(sh, "scan 'T', {RAW => true, VERSIONS => 10, ROWPREFIXFILTER => '104'}")).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' 104 column=x:, timestamp=1970-01-01T00:00:01.212, type=DeleteFamily',
        ' 104 column=x:, timestamp=1970-01-01T00:00:01.212, type=DeleteFamilyVersion',
        ' 104 column=x:a, timestamp=NOW, value=5',
        ' 104 column=x:a, timestamp=1970-01-01T00:00:01.212, type=DeleteColumn',
        ' 104 column=x:a, timestamp=1970-01-01T00:00:01.212, type=Delete',
        ' 104 column=x:b, timestamp=NOW, value=6',
        '1 row(s)',
      ),
    );
  });

  it('#9, #11 deleteall of a row (an integer row too)', async () => {
    const sh = await shell(F0, F1);
    expect(await out(sh, "deleteall 'T', '104'")).toBe('');
    expect(await out(sh, "get 'T', '104', 'x:a', 'x:b'")).toBe(NONE);
    expect(await out(sh, "deleteall 'T', 105")).toBe('');
    expect(await out(sh, "get 'T', '105', 'x:a'")).toBe(NONE);
    expect(await out(sh, "deleteall 'T', '106', nil")).toBe('');
    expect(await out(sh, "get 'T', '106'")).toBe(NONE);
  });

  it("#10 deleteall 't','r','', ts deletes every family up to ts", async () => {
    const sh = await shell(F0, F1);
    expect(await out(sh, "deleteall 'T', '106', '', 1588765900005")).toBe('');
    expect(await out(sh, "get 'T', '106', 'x:a'")).toBe(NONE);
    expect(await out(sh, "get 'T', '106', 'x:b'")).toBe(text('COLUMN  CELL', ' x:b timestamp=2020-05-06T11:51:40.010, value=4', '1 row(s)'));
  });

  it('delete removes one version (older ones reappear); deleteall of a column removes all of them', async () => {
    const sh = await shell(F0, "put 'T', 'r', 'x:a', 'v1', 10\nput 'T', 'r', 'x:a', 'v2', 20");
    expect(await out(sh, "delete 'T', 'r', 'x:a'")).toBe('');
    expect(await out(sh, "get 'T', 'r', 'x:a'")).toBe(text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:00.010, value=v1', '1 row(s)'));
    expect(await out(sh, "deleteall 'T', 'r', 'x:a'")).toBe('');
    expect(await out(sh, "get 'T', 'r', 'x:a'")).toBe(NONE);
  });

  it("delete 't','r','f' writes a DeleteFamilyVersion at now: in practice nothing goes", async () => {
    const sh = await shell(F0, "put 'T', 'r', 'x:a', 'v1', 10");
    expect(await out(sh, "delete 'T', 'r', 'x'")).toBe('');
    expect(await out(sh, "get 'T', 'r'")).toBe(text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:00.010, value=v1', '1 row(s)'));
    expect(await out(sh, "delete 'T', 'r', 'x', 10")).toBe('');
    expect(await out(sh, "get 'T', 'r'")).toBe(NONE);
  });

  it('deletes mask later puts with an older timestamp', async () => {
    const sh = await shell(F0, "deleteall 'T', 'r', 'x:a', 100");
    await sh.run("put 'T', 'r', 'x:a', 'old', 50\nput 'T', 'r', 'x:a', 'new', 150");
    expect(await out(sh, "get 'T', 'r', {COLUMN => 'x:a', VERSIONS => 5}")).toBe(text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:00.150, value=new', '1 row(s)'));
  });

  it('#12 deleteall with ROWPREFIXFILTER (and CACHE, a column, a timestamp)', async () => {
    const sh = await shell(F0, F1);
    expect(await out(sh, "deleteall 'T', {ROWPREFIXFILTER => '11'}")).toBe('');
    expect(await out(sh, "scan 'T', {ROWPREFIXFILTER => '11'}")).toBe(text('ROW  COLUMN+CELL', '0 row(s)'));
    expect(await out(sh, "count 'T'")).toBe(text('5 row(s)', '=> 5'));
    expect(await out(sh, "deleteall 'T', {ROWPREFIXFILTER => '10', CACHE => 2}, 'x:a'")).toBe('');
    expect(await out(sh, "scan 'T', COLUMNS => 'x:a'")).toBe(text('ROW  COLUMN+CELL', '0 row(s)'));
    expect(await out(sh, "scan 'T'")).toBe(
      text('ROW  COLUMN+CELL', ' 104 column=x:b, timestamp=NOW, value=6', ' 106 column=x:b, timestamp=2020-05-06T11:51:40.010, value=4', '2 row(s)'),
    );
    expect(await out(sh, "deleteall 'T', {ROWPREFIXFILTER => '10'}, '', 1588765900010")).toBe('');
    expect(await out(sh, "scan 'T'")).toBe(text('ROW  COLUMN+CELL', ' 104 column=x:b, timestamp=NOW, value=6', '1 row(s)'));
  });

  it('deleteall with ROWPREFIXFILTER stamps each CACHE batch with one time (one Table#delete(List) per batch)', async () => {
    const { testShell } = await import('../../helpers/shell.js');
    const sh = await testShell({ epochTimestamps: true });
    try {
      await sh.run("create 'P', 'x'\nput 'P', 'a1', 'x:q', 'v', 1\nput 'P', 'a2', 'x:q', 'v', 2\nput 'P', 'a3', 'x:q', 'v', 3");
      expect((await sh.run("deleteall 'P', {ROWPREFIXFILTER => 'a', CACHE => 2}")).stdout).toBe('');
      const markers = [...(await sh.run("scan 'P', {RAW => true}")).stdout.matchAll(/^ (a\d) column=x:, timestamp=(\d+), type=DeleteFamily$/gm)];
      expect(markers.map((m) => m[1])).toEqual(['a1', 'a2', 'a3']);
      const [t1, t2, t3] = markers.map((m) => BigInt(m[2]));
      expect(t1).toBe(t2);
      expect(t3 > t2).toBe(true);
    } finally {
      await sh.close();
    }
  });

  it('ROWPREFIXFILTER quirk: row keys go through their toStringBinary text', async () => {
    const sh = await shell(F0, `put 'T', "p\\x00", 'x:a', 'binary', 1\nput 'T', 'p1', 'x:a', 'text', 2`);
    await sh.run("deleteall 'T', {ROWPREFIXFILTER => 'p'}");
    expect(await out(sh, "scan 'T'")).toBe(text('ROW  COLUMN+CELL', ' p\\x00 column=x:a, timestamp=1970-01-01T00:00:00.001, value=binary', '1 row(s)'));
    expect(await out(sh, "scan 'T', {RAW => true}")).toMatch(/ p\\x5Cx00 column=x:, timestamp=NOW, type=DeleteFamily\n/);
  });

  it('#13 and other errors', async () => {
    const sh = await shell(F0, F1, "create 'D', 'x'", "disable 'D'");
    expect(await out(sh, "deleteall 'hbase:meta', {ROWPREFIXFILTER => 'test_meta'}")).toBe(error('deleteall with ROWPREFIXFILTER in hbase:meta is not allowed.', 'deleteall'));
    // _deleteall_internal's read check on hbase:meta (delete goes through it too): a row with no cells
    expect(await out(sh, "deleteall 'hbase:meta', 'test_meta'")).toBe(error('Row Not Found', 'deleteall'));
    expect(await out(sh, "delete 'hbase:meta', 'test_meta', 'info:regioninfo'")).toBe(error('Row Not Found', 'delete'));
    expect(await out(sh, "deleteall 'hbase:meta', 'T'")).toContain('hbase:meta is a system table');
    expect(await out(sh, "delete 'T', 'r'")).toBe(error('wrong number of arguments (given 2, expected 3..5)', 'delete'));
    expect(await out(sh, "deleteall 'T'")).toBe(error('wrong number of arguments (given 1, expected 2..5)', 'deleteall'));
    expect(await out(sh, "delete 'nosuch', 'r', 'x:a'")).toBe(error('Unknown table nosuch!', 'delete'));
    expect(await out(sh, "deleteall 'D', 'r'")).toBe(error('Table D is disabled!', 'deleteall'));
    expect(await out(sh, "t = get_table 'D'\nt.deleteall 'r'")).toBe('=> Hbase::Table - D\n' + error('Table Hbase::Table - D is disabled!', 'deleteall'));
    expect(await out(sh, "delete 'T', 'r', 'x:a', -5")).toBe(error('Timestamp cannot be negative. ts=-5', 'delete'));
    expect(await out(sh, "deleteall 'T', {ROWPREFIXFILTER => '11'}, 'nope:a'")).toBe(error('Unknown column family! Valid column names: x:*, y:*', 'deleteall'));
    expect(await out(sh, "count 'T', STARTROW => '11', STOPROW => '12'")).toBe(text('2 row(s)', '=> 2'));
    expect(await out(sh, "deleteall 'T', {ROWPREFIXFILTER => 'zz'}, 'nope:a'")).toBe('');
  });

  it('table references: t.delete and t.deleteall', async () => {
    const sh = await shell(F0, F1, "t = get_table 'T'");
    expect(await out(sh, "t.delete '103', 'x:a', 1214")).toBe('');
    expect(await out(sh, "t.deleteall '104'")).toBe('');
    expect(await out(sh, "t.deleteall({ROWPREFIXFILTER => '11', CACHE => 100}, 'x:a')")).toBe('');
    expect(await out(sh, 't.count')).toBe(text('4 row(s)', '=> 4'));
  });
});

describe('NEW_VERSION_BEHAVIOR => true (HBASE-15968)', () => {
  it('TestNewVersionBehaviorFromClientSide.testPutMasked from the shell: a deleted version counts toward VERSIONS; a later put of a deleted version is visible', async () => {
    const sh = await shell("create 'n', {NAME => 'f', VERSIONS => 3, NEW_VERSION_BEHAVIOR => true}", "create 'o', {NAME => 'f', VERSIONS => 3}");
    await sh.run(['n', 'o'].map((t) => [1, 2, 3, 4].map((i) => `put '${t}', 'r1', 'f:col1', 'v${i}', 100000${i}`).join('\n') + `\ndelete '${t}', 'r1', 'f:col1', 1000003`).join('\n'));
    const versions = (t: string) => out(sh, `get '${t}', 'r1', {COLUMN => 'f:col1', VERSIONS => 3}`);
    const cell = (i: number) => ` f:col1 timestamp=1970-01-01T00:16:40.00${i}, value=v${i}`;
    expect(await versions('n')).toBe(text('COLUMN  CELL', cell(4), cell(2), '1 row(s)'));
    expect(await versions('o')).toBe(text('COLUMN  CELL', cell(4), cell(2), cell(1), '1 row(s)'));
    // written after the Delete: visible with NEW_VERSION_BEHAVIOR, masked by it without
    await sh.run("put 'n', 'r1', 'f:col1', 'v3', 1000003\nput 'o', 'r1', 'f:col1', 'v3', 1000003");
    expect(await versions('n')).toBe(text('COLUMN  CELL', cell(4), cell(3), cell(2), '1 row(s)'));
    expect(await versions('o')).toBe(text('COLUMN  CELL', cell(4), cell(2), cell(1), '1 row(s)'));
  });
});
