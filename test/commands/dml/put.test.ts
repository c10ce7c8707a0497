import { describe, expect, it } from 'vitest';
import { NameDecoder } from '../../../src/hbase/names.js';
import { F0, F1, error, out, shell, text } from './helpers.js';

describe('put', () => {
  it('prints nothing and returns nil (table_test.rb)', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "put 'T','123','x:a','1'")).toBe('');
    expect(await out(sh, "put 'T','123','x:a','2', 1700000000")).toBe('');
    expect(await out(sh, "put 'T',123,'x:a','3'")).toBe('');
    expect(await out(sh, "put 'T','123','x:a',4")).toBe('');
    expect(await out(sh, "put 'T','123','x:a',4,{ATTRIBUTES=>{'mykey'=>'myvalue'}}")).toBe('');
    expect(await out(sh, "put 'T','123','x:a','5', 1700000001, {VISIBILITY=>'PRIVATE|SECRET'}")).toBe('');
    expect(await out(sh, "get 'T', '123', {COLUMN => 'x:a', VERSIONS => 5}")).toBe(
      text(
        'COLUMN  CELL',
        ' x:a timestamp=NOW, value=4',
        ' x:a timestamp=NOW, value=4',
        ' x:a timestamp=NOW, value=3',
        ' x:a timestamp=NOW, value=1',
        ' x:a timestamp=1970-01-20T16:13:20.001, value=5',
        '1 row(s)',
      ),
    );
  });

  it("integers are stored as their decimal text; 'f' and 'f:' are the empty qualifier", async () => {
    const sh = await shell(F0);
    await sh.run("put 'T', 1, 'x', 5, 10\nput 'T', 1, 'y:', nil, 11\nput 'T', 1, 'x:foo:bar', 'v', 12");
    expect(await out(sh, "scan 'T'")).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' 1 column=x:, timestamp=1970-01-01T00:00:00.010, value=5',
        ' 1 column=x:foo:bar, timestamp=1970-01-01T00:00:00.012, value=v',
        ' 1 column=y:, timestamp=1970-01-01T00:00:00.011, value=',
        '1 row(s)',
      ),
    );
  });

  it('binary rows, columns and values are the raw bytes of the string', async () => {
    const sh = await shell(F0);
    await sh.run(`put 'T', "test\\xef\\xff", 'x:', "\\x01\\x33\\x40", 1\nput 'T', '\\x01', 'x:q', 'single', 2`);
    expect(await out(sh, "scan 'T'")).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' \\x5Cx01 column=x:q, timestamp=1970-01-01T00:00:00.002, value=single',
        ' test\\xEF\\xFF column=x:, timestamp=1970-01-01T00:00:00.001, value=\\x013@',
        '2 row(s)',
      ),
    );
  });

  it('the timestamp slot takes a Hash: ATTRIBUTES, VISIBILITY and a per-cell TTL in ms', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "put 'T','ttlTest','x:a','foo',{TTL => 1000}")).toBe('');
    expect(await out(sh, "get 'T','ttlTest','x:a'")).toBe(text('COLUMN  CELL', ' x:a timestamp=NOW, value=foo', '1 row(s)'));
    await sh.run('sleep 2');
    expect(await out(sh, "get 'T','ttlTest','x:a'")).toBe(text('COLUMN  CELL', '0 row(s)'));
    expect(await out(sh, "put 'T','r','x:a','v', 5, {TTL => 1000, ATTRIBUTES => {'k' => 'v'}}")).toBe('');
  });

  it('errors', async () => {
    const sh = await shell(F0, "disable 'T'", "create 'E', 'x'");
    expect(await out(sh, "put 'T','r','x:a'")).toBe(error('wrong number of arguments (given 3, expected 4..6)', 'put'));
    expect(await out(sh, "put 'T','r','x:a','v',1,{},3")).toBe(error('wrong number of arguments (given 7, expected 4..6)', 'put'));
    expect(await out(sh, "put 'T','r','x:a','v'")).toBe(error('Table T is disabled!', 'put'));
    expect(await out(sh, "put 'nosuch','r','x:a','v'")).toBe(error('Unknown table nosuch!', 'put'));
    expect(await out(sh, "put 123,'r','x:a','v'")).toBe(error('Table name must be of type String', 'put'));
    expect(await out(sh, "put 'E','','x:a','v'")).toBe(error('Row length is 0', 'put'));
    expect(await out(sh, `put 'E','${'r'.repeat(40000)}','x:a','v'`)).toBe(error('Row length 40000 is > 32767', 'put'));
    expect(await out(sh, "put 'E','r','x:a','v', -1")).toBe(error('Timestamp cannot be negative. ts=-1', 'put'));
    expect(await out(sh, "put 'E','r','x:a','v', {ATTRIBUTES => 'x'}")).toBe(error('Attributes must be a Hash type', 'put'));
    expect(await out(sh, "put 'E','r','x:a','v', 1, 5")).toBe(error("undefined method `any?' for 5:Integer", 'put'));
  });

  it('a put naming a family the table lacks writes nothing', async () => {
    const sh = await shell("create 'E', 'x'");
    const r = await sh.run("put 'E','r','nope:a','v'");
    expect(r.stdout).toMatch(/^\nERROR: .*nope/);
    expect(await out(sh, "count 'E'")).toBe(text('0 row(s)', '=> 0'));
  });

  it('runs on a table reference', async () => {
    const sh = await shell(F0);
    expect(await out(sh, "t = get_table 'T'")).toBe(text('=> Hbase::Table - T'));
    expect(await out(sh, "t.put 'r1', 'x:a', 'v', 1, {ATTRIBUTES=>{'mykey'=>'myvalue'}}")).toBe('');
    expect(await out(sh, "t.get 'r1'")).toBe(text('COLUMN  CELL', ' x:a timestamp=1970-01-01T00:00:00.001, value=v', '1 row(s)'));
    await sh.run("disable 'T'");
    expect(await out(sh, "t.put 'r1', 'x:a', 'v'")).toBe(error('Table Hbase::Table - T is disabled!', 'put'));
  });

  it('one script alternating tables and families (names decoded once per run of equal bytes) writes each where it names', async () => {
    const sh = await shell(F0, "create 'T2', 'x', 'z'");
    const script = [
      "put 'T', 'r1', 'x:a', '1', 1",
      "put 'T2', 'r1', 'z:a', '2', 2",
      "put 'T2', 'r1', 'x:b', '3', 3",
      "put 'T', 'r2', 'y:c', '4', 4",
      "put 'T', 'r2', 'y', '5', 5",
      "put 'T2', 'r3', 'x:', '6', 6",
      "t = get_table 'T2'",
      "t.put 'r4', 'z:d', '7', 7",
      "put 'T', 'r5', 'x:e', '8', 8",
    ].join('\n');
    expect((await sh.run(script)).stdout).not.toContain('ERROR');
    expect(await out(sh, "scan 'T'")).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' r1 column=x:a, timestamp=1970-01-01T00:00:00.001, value=1',
        ' r2 column=y:, timestamp=1970-01-01T00:00:00.005, value=5',
        ' r2 column=y:c, timestamp=1970-01-01T00:00:00.004, value=4',
        ' r5 column=x:e, timestamp=1970-01-01T00:00:00.008, value=8',
        '3 row(s)',
      ),
    );
    expect(await out(sh, "scan 'T2'")).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' r1 column=x:b, timestamp=1970-01-01T00:00:00.003, value=3',
        ' r1 column=z:a, timestamp=1970-01-01T00:00:00.002, value=2',
        ' r3 column=x:, timestamp=1970-01-01T00:00:00.006, value=6',
        ' r4 column=z:d, timestamp=1970-01-01T00:00:00.007, value=7',
        '3 row(s)',
      ),
    );
  });

  it('after puts that went through, errors keep their texts and order (the engine already open)', async () => {
    const sh = await shell(F0);
    const r = await sh.run("put 'T', 'r', 'x:a', 'v'\nput 'T', 'r', 'nosuch:a', 'v'\nput 'nosuch', 'r', 'x:a', 'v'\nput 'T', '', 'x:a', 'v'\nput 'nosuch', '', 'x:a', 'v'\ndisable 'T'\nput 'T', 'r', 'x:a', 'v'");
    const blocks = r.stdout.split('\n').filter((l) => l.startsWith('ERROR'));
    expect(blocks.slice(1)).toEqual(['ERROR: Unknown table nosuch!', 'ERROR: Row length is 0', 'ERROR: Row length is 0', 'ERROR: Table T is disabled!']);
    expect(blocks[0]).toMatch(/^ERROR: org\.apache\.hadoop\.hbase\.regionserver\.NoSuchColumnFamilyException: Column family nosuch does not exist/);
  });

  it('the KeyValue size counts a family in UTF-8 bytes (hbase.client.keyvalue.maxsize 10485760)', async () => {
    const sh = await shell("create 'U', 'ü', 'f'");
    // key = 2 + row + 1 + family + qualifier + 8 + 1; cell = 8 + key + value
    expect(await out(sh, "put 'U', 'r', 'ü:q', 'a' * 10485736")).toBe('');
    expect(await out(sh, "put 'U', 'r', 'ü:q', 'a' * 10485737")).toBe(error('KeyValue size too large', 'put'));
    expect(await out(sh, "put 'U', 'r', 'f:q', 'a' * 10485737")).toBe('');
    expect(await out(sh, "put 'U', 'r', 'f:q', 'a' * 10485738")).toBe(error('KeyValue size too large', 'put'));
  });

  it('F1 loads', async () => {
    const sh = await shell(F0, F1);
    expect(await out(sh, "count 'T'")).toBe(text('7 row(s)', '=> 7'));
  });
});

describe('NameDecoder', () => {
  it('decodes as toString does, whatever was decoded before, and keeps no view of the bytes it saw', () => {
    const d = new NameDecoder();
    const b = Buffer.from('t1');
    expect(d.decode(b)).toBe('t1');
    b[1] = 0x32; // a Ruby string changed in place: the decoder kept its own copy
    expect(d.decode(b)).toBe('t2');
    expect(d.decode(Buffer.from('xx:t2'), 3)).toBe('t2');
    expect(d.decode(Buffer.from('f:q'), 0, 1)).toBe('f');
    expect(d.decode(Buffer.from('g:q'), 0, 1)).toBe('g');
    expect(d.decode(Buffer.from([0xc3, 0xbc]))).toBe('ü');
    expect(d.decode(Buffer.from([0xc3]))).toBe(Buffer.from([0xc3]).toString('utf8'));
    const long = Buffer.from('n'.repeat(100));
    expect(d.decode(long)).toBe('n'.repeat(100));
    expect(d.decode(Buffer.alloc(0))).toBe('');
  });
});
