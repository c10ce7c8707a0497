import { describe, expect, it } from 'vitest';
import { F0, F1, error, out, shell, text } from './helpers.js';

describe('incr, get_counter, append (table_test.rb)', () => {
  it('#14, #15 append concatenates and prints the whole value', async () => {
    const sh = await shell(F0, F1);
    expect(await out(sh, "append 'T', '123', 'x:cnt2', '123'")).toBe(text('CURRENT VALUE = 123'));
    expect(await out(sh, "append 'T', '123', 'x:cnt2', '123'")).toBe(text('CURRENT VALUE = 123123'));
    expect(await out(sh, "append 'T', '1001', 'x', '123'")).toBe(text('CURRENT VALUE = 123'));
    expect(await out(sh, "append 'T', '1001', 'x', '321'")).toBe(text('CURRENT VALUE = 123321'));
    expect(await out(sh, `append 'T', '1002', 'x:b', "\\x00\\\\", ATTRIBUTES=>{'mykey'=>'myvalue'}`)).toBe(text('CURRENT VALUE = \\x00\\x5C'));
    expect(await out(sh, "append 'T', '1002', 'x:b', 'z', {VISIBILITY=>'PRIVATE|SECRET'}")).toBe(text('CURRENT VALUE = \\x00\\x5Cz'));
  });

  it('#16, #17 incr and get_counter', async () => {
    const sh = await shell(F0, F1);
    expect(await out(sh, "incr 'T', '1010', 'x', 123")).toBe(text('COUNTER VALUE = 123'));
    expect(await out(sh, "get_counter 'T', '1010', 'x'")).toBe(text('COUNTER VALUE = 123'));
    expect(await out(sh, "incr 'T', '1010', 'x', 123")).toBe(text('COUNTER VALUE = 246'));
    expect(await out(sh, "incr 'T', 12345, 'x:cnt'")).toBe(text('COUNTER VALUE = 1'));
    expect(await out(sh, "get_counter 'T', 12345, 'x:cnt'")).toBe(text('COUNTER VALUE = 1'));
    expect(await out(sh, "incr 'T', 12345, 'x:cnt', -4")).toBe(text('COUNTER VALUE = -3'));
    expect(await out(sh, "incr 'T', 12345, 'x:cnt', {ATTRIBUTES=>{'mykey'=>'myvalue'}}")).toBe(text('COUNTER VALUE = -2'));
    expect(await out(sh, "incr 'T', 12345, 'x:cnt', 10, {VISIBILITY=>'PRIVATE|SECRET'}")).toBe(text('COUNTER VALUE = 8'));
    expect(await out(sh, "get 'T', 12345")).toBe(text('COLUMN  CELL', ' x:cnt timestamp=NOW, value=\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x08', '1 row(s)'));
    expect(await out(sh, "get 'T', 12345, 'x:cnt:toLong'")).toBe(text('COLUMN  CELL', ' x:cnt timestamp=NOW, value=8', '1 row(s)'));
  });

  it('#18 no counter; a text value is not one', async () => {
    const sh = await shell(F0, F1);
    expect(await out(sh, "get_counter 'T', 12345, 'x:qqqq'")).toBe(text('No counter found at specified coordinates'));
    expect(await out(sh, "put 'T', 'r', 'x:c', 5")).toBe('');
    expect(await out(sh, "get_counter 'T', 'r', 'x:c'")).toBe(error('Wrong length: 1, expected 8', 'get_counter'));
    const r = await sh.run("incr 'T', 'r', 'x:c'");
    expect(r.stdout).toMatch(/Field is not a long, it's 1 bytes wide/);
  });

  it('#19–#21 qualifiers containing colons', async () => {
    const sh = await shell(F0, F1);
    await sh.run(`deleteall 'T', '123'\nput 'T', '123', 'x:foo:bar:c1', "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01"\nput 'T', '123', 'x:foo:bar:c2', "\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x02"`);
    expect(await out(sh, "get 'T', '123'")).toBe(
      text(
        'COLUMN  CELL',
        ' x:foo:bar:c1 timestamp=NOW, value=\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01',
        ' x:foo:bar:c2 timestamp=NOW, value=\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x02',
        '1 row(s)',
      ),
    );
    expect(await out(sh, "incr 'T', '123', 'x:foo:bar:c2', 10")).toBe(text('COUNTER VALUE = 12'));
    expect(await out(sh, "get_counter 'T', '123', 'x:foo:bar:c2'")).toBe(text('COUNTER VALUE = 12'));
    const twelve = text('COLUMN  CELL', ' x:foo:bar:c2 timestamp=NOW, value=12', '1 row(s)');
    expect(await out(sh, "get 'T', '123', {COLUMNS => ['x:foo:bar:c2:toLong']}")).toBe(twelve);
    expect(await out(sh, "get 'T', '123', {COLUMNS => ['x:foo:bar:c2:c(org.apache.hadoop.hbase.util.Bytes).toLong']}")).toBe(twelve);
    expect(await out(sh, "delete 'T', '123', 'x:foo:bar:c1'")).toBe('');
    expect(await out(sh, "get 'T', '123'")).toBe(text('COLUMN  CELL', ' x:foo:bar:c2 timestamp=NOW, value=\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x0C', '1 row(s)'));
    expect(await out(sh, "append 'T', '123', 'x:foo:bar:c1', '123'")).toBe(text('CURRENT VALUE = 123'));
    expect(await out(sh, "append 'T', '123', 'x:foo:bar:c1', '123'")).toBe(text('CURRENT VALUE = 123123'));
  });

  it('table references', async () => {
    const sh = await shell(F0, "t = get_table 'T'");
    expect(await out(sh, "t.incr 'r1', 'x:c'")).toBe(text('COUNTER VALUE = 1'));
    expect(await out(sh, "t.incr 'r1', 'x:c', 10, {ATTRIBUTES=>{'mykey'=>'myvalue'}}")).toBe(text('COUNTER VALUE = 11'));
    expect(await out(sh, "t.get_counter 'r1', 'x:c'")).toBe(text('COUNTER VALUE = 11'));
    expect(await out(sh, "t.append 'r1', 'x:s', 'value', ATTRIBUTES=>{'mykey'=>'myvalue'}")).toBe(text('CURRENT VALUE = value'));
  });

  it('errors', async () => {
    const sh = await shell(F0, "create 'D', 'x'", "disable 'D'");
    expect(await out(sh, "incr 'T', 'r'")).toBe(error('wrong number of arguments (given 2, expected 3..5)', 'incr'));
    expect(await out(sh, "get_counter 'T', 'r'")).toBe(error('wrong number of arguments (given 2, expected 3)', 'get_counter'));
    expect(await out(sh, "append 'T', 'r', 'x:a'")).toBe(error('wrong number of arguments (given 3, expected 4..5)', 'append'));
    expect(await out(sh, "incr 'nosuch', 'r', 'x:a'")).toBe(error('Unknown table nosuch!', 'incr'));
    expect(await out(sh, "get_counter 'D', 'r', 'x:a'")).toBe(error('Table D is disabled!', 'get_counter'));
    expect(await out(sh, "append 'D', 'r', 'x:a', 'v'")).toBe(error('Table D is disabled!', 'append'));
    expect(await out(sh, "t = get_table 'D'\nt.incr 'r', 'x:a'")).toBe('=> Hbase::Table - D\n' + error('Table Hbase::Table - D is disabled!', 'incr'));
    expect(await out(sh, "incr 'T', 'r', 'x:a', 'ten'")).toBe(error('no implicit conversion of String into Integer', 'incr'));
  });
});
