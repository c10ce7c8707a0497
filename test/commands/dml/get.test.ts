import { describe, expect, it } from 'vitest';
import { F0, F2, error, out, shell, text } from './helpers.js';

const ROW1 = [' x:\\x11 timestamp=NOW, value=\\x00\\x00\\x03\\x99', ' x:a timestamp=NOW, value=1', ' x:b timestamp=1970-01-01T03:25:45.678, value=2'];

describe('get (table_test.rb, on its complex-methods table)', () => {
  it('#28 the whole row, columns in byte order; #30 an integer row is its text', async () => {
    const sh = await shell(F0, F2);
    const expected = text('COLUMN  CELL', ...ROW1, '1 row(s)');
    expect(await out(sh, "get 'T', '1'")).toBe(expected);
    expect(await out(sh, "get 'T', 1")).toBe(expected);
  });

  it('#29 operation attributes change nothing', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, "get 'T', '3'")).toBe(
      text('COLUMN  CELL', ' x:a timestamp=NOW, value=21', ' x:b timestamp=1970-01-01T03:25:45.678, value=22', '1 row(s)'),
    );
  });

  it('#31–#35, #41–#43 every way to name columns', async () => {
    const sh = await shell(F0, F2);
    const a = text('COLUMN  CELL', ROW1[1], '1 row(s)');
    const ab = text('COLUMN  CELL', ROW1[1], ROW1[2], '1 row(s)');
    expect(await out(sh, "get 'T', '1', COLUMN => 'x:a'")).toBe(a);
    expect(await out(sh, "get 'T', '1', COLUMNS => 'x:a'")).toBe(a);
    expect(await out(sh, "get 'T', '1', 'x:b'")).toBe(text('COLUMN  CELL', ROW1[2], '1 row(s)'));
    expect(await out(sh, "get 'T', '1', COLUMNS => ['x:a', 'x:b']")).toBe(ab);
    expect(await out(sh, "get 'T', '1', COLUMNS => ['x:a', 'x:b'], AUTHORIZATIONS => ['PRIVATE']")).toBe(ab);
    expect(await out(sh, "get 'T', '1', 'x:a', 'x:b'")).toBe(ab);
    expect(await out(sh, "get 'T', '1', ['x:a'], ['x:b']")).toBe(ab);
    expect(await out(sh, "get 'T', '1', ['x:a', 'x:b']")).toBe(ab);
    expect(await out(sh, `get 'T', '1', COLUMN => ["x:\\x11", 'x:a', 'x:b']`)).toBe(text('COLUMN  CELL', ...ROW1, '1 row(s)'));
  });

  it("'f' is the whole family, 'f:' only the empty qualifier", async () => {
    const sh = await shell(F0, F2, "put 'T', 1, 'x', 'empty', 7");
    expect(await out(sh, "get 'T', '1', 'x:'")).toBe(text('COLUMN  CELL', ' x: timestamp=1970-01-01T00:00:00.007, value=empty', '1 row(s)'));
    expect(await out(sh, "get 'T', '1', 'x'")).toBe(
      text('COLUMN  CELL', ' x: timestamp=1970-01-01T00:00:00.007, value=empty', ...ROW1, '1 row(s)'),
    );
    expect(await out(sh, "get 'T', '1', 'y'")).toBe(text('COLUMN  CELL', '0 row(s)'));
  });

  it('#36 converters by column; #44 toInt and c(Bytes).toInt; #46 len', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, `get 'T', '1', COLUMNS => ["x:\\x11"]`)).toBe(text('COLUMN  CELL', ROW1[0], '1 row(s)'));
    expect(await out(sh, `get 'T', '1', COLUMNS => ["x:\\x11:toInt"]`)).toBe(text('COLUMN  CELL', ' x:\\x11 timestamp=NOW, value=921', '1 row(s)'));
    await sh.run(`put 'T', 1, 'x:c', "\\x00\\x00\\x04\\x00"\nput 'T', 1, 'x:d', "\\x00\\x00\\x00\\x62"`);
    expect(await out(sh, "get 'T', '1', ['x:c:toInt'], ['x:d:c(org.apache.hadoop.hbase.util.Bytes).toInt']")).toBe(
      text('COLUMN  CELL', ' x:c timestamp=NOW, value=1024', ' x:d timestamp=NOW, value=98', '1 row(s)'),
    );
    await sh.run("put 'T', 1, 'x:v', 1234");
    expect(await out(sh, "get 'T', '1', 'COLUMNS' => ['x:v:c(org.apache.hadoop.hbase.util.Bytes).len']")).toBe(
      text('COLUMN  CELL', ' x:v timestamp=NOW, value=4', '1 row(s)'),
    );
  });

  it('#37 TIMESTAMP; #38 a timestamp with no cell; TIMERANGE [min, max)', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, "get 'T', '1', TIMESTAMP => 12345678")).toBe(text('COLUMN  CELL', ROW1[2], '1 row(s)'));
    expect(await out(sh, "get 'T', '1', TIMESTAMP => 1234, AUTHORIZATIONS => ['PRIVATE']")).toBe(text('COLUMN  CELL', '0 row(s)'));
    expect(await out(sh, "get 'T', '1', {TIMERANGE => [0, 12345679]}")).toBe(text('COLUMN  CELL', ROW1[2], '1 row(s)'));
    expect(await out(sh, "get 'T', '1', {TIMERANGE => [0, 12345678]}")).toBe(text('COLUMN  CELL', '0 row(s)'));
  });

  it('VERSIONS, and "value as of time T"', async () => {
    const sh = await shell(F0, "put 'T', 'r', 'x:a', 'v1', 10\nput 'T', 'r', 'x:a', 'v2', 20\nput 'T', 'r', 'x:a', 'v3', 30");
    expect(await out(sh, "get 'T', 'r', {COLUMN => 'x:a', VERSIONS => 2}")).toBe(
      text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:00.030, value=v3', ' x:a timestamp=1970-01-01T00:00:00.020, value=v2', '1 row(s)'),
    );
    expect(await out(sh, "get 'T', 'r', {COLUMN => 'x:a', TIMERANGE => [0, 26]}")).toBe(
      text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:00.020, value=v2', '1 row(s)'),
    );
    expect(await out(sh, "get 'T', 'r', {COLUMN => 'x:a', TIMESTAMP => 10, VERSIONS => 4}")).toBe(
      text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:00.010, value=v1', '1 row(s)'),
    );
  });

  it('#45 FILTER', async () => {
    const sh = await shell(F0, F2, "put 'T', 1, 'x:v', 'thisvalue'");
    expect(await out(sh, `get 'T', '1', FILTER => "ValueFilter(=, 'binary:thisvalue')"`)).toBe(
      text('COLUMN  CELL', ' x:v timestamp=NOW, value=thisvalue', '1 row(s)'),
    );
    expect(await out(sh, `get 'T', '1', FILTER => "ValueFilter(=, 'binary:thatvalue')"`)).toBe(text('COLUMN  CELL', '0 row(s)'));
  });

  it('MAXLENGTH cuts the whole timestamp=…, value=… text; FORMATTER => toString decodes UTF-8', async () => {
    const sh = await shell(F0, "put 'T', '⻄', 'x:⻅', '⻆⻇', 1588765900010");
    expect(await out(sh, "get 'T', '⻄', {MAXLENGTH => 12}")).toBe(text('COLUMN  CELL', ' x:\\xE2\\xBB\\x85 timestamp=20', '1 row(s)'));
    expect(await out(sh, "get 'T', '⻄'")).toBe(
      text('COLUMN  CELL', ' x:\\xE2\\xBB\\x85 timestamp=2020-05-06T11:51:40.010, value=\\xE2\\xBB\\x86\\xE2\\xBB\\x87', '1 row(s)'),
    );
    const decoded = text('COLUMN  CELL', ' x:⻅ timestamp=2020-05-06T11:51:40.010, value=⻆⻇', '1 row(s)');
    expect(await out(sh, "get 'T', '⻄', {FORMATTER => 'toString'}")).toBe(decoded);
    expect(await out(sh, "get 'T', '⻄', {'FORMATTER' => 'toString', 'FORMATTER_CLASS' => 'org.apache.hadoop.hbase.util.Bytes'}")).toBe(decoded);
  });

  it('errors come after the header, as in HBase; arity and table name errors before it', async () => {
    const sh = await shell(F0, F2, "create 'D', 'x'", "disable 'D'");
    expect(await out(sh, "get 'T', '1', COLUMN => {}")).toBe('COLUMN  CELL\n' + error('Failed parse column argument type {"COLUMN"=>{}}, Hash', 'get'));
    expect(await out(sh, "get 'T', '1', {:foo => :bar}")).toBe('COLUMN  CELL\n' + error('Failed parse of {:foo=>:bar}, Hash', 'get'));
    expect(await out(sh, "get 'T', 'r1', {VERSIONS => 3}")).toBe('COLUMN  CELL\n' + error('Failed parse of {"VERSIONS"=>3}, Hash', 'get'));
    expect(await out(sh, "get 'nosuch', 'r1'")).toBe('COLUMN  CELL\n' + error('Unknown table nosuch!', 'get'));
    expect(await out(sh, "get 'D', 'r1'")).toBe('COLUMN  CELL\n' + error('Table D is disabled!', 'get'));
    expect(await out(sh, "get 'T', ''")).toBe('COLUMN  CELL\n' + error('Row length is 0', 'get'));
    expect(await out(sh, "get 'T', '1', TIMERANGE => [5, 1]")).toBe('COLUMN  CELL\n' + error('maxStamp is smaller than minStamp', 'get'));
    expect(await out(sh, `get 'T', '1', FILTER => "NoSuchFilter()"`)).toBe('COLUMN  CELL\n' + error('Filter Name NoSuchFilter not supported', 'get'));
    expect(await out(sh, "get 'T'")).toBe(error('wrong number of arguments (given 1, expected 2+)', 'get'));
    expect(await out(sh, "t = get_table 'D'\nt.get 'r1'")).toBe('=> Hbase::Table - D\nCOLUMN  CELL\n' + error('Table Hbase::Table - D is disabled!', 'get'));
  });
});
