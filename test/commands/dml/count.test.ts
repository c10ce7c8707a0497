import { describe, expect, it } from 'vitest';
import { F0, F2, error, out, shell, text } from './helpers.js';

describe('count (table_test.rb, on its complex-methods table)', () => {
  it('#22 counts rows and returns the total', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, "count 'T'")).toBe(text('3 row(s)', '=> 3'));
    expect(await out(sh, "n = count 'T'\nputs n")).toBe(text('3 row(s)', '=> 3', '3'));
  });

  it('#23 a progress line every INTERVAL rows (the legacy integer form too)', async () => {
    const sh = await shell(F0, F2);
    const lines = text('Current count: 1, row: 1', 'Current count: 2, row: 2', 'Current count: 3, row: 3', '3 row(s)', '=> 3');
    expect(await out(sh, "count 'T', INTERVAL => 1")).toBe(lines);
    expect(await out(sh, "count 'T', 1")).toBe(lines);
    expect(await out(sh, "count 'T', INTERVAL => 2, CACHE => 1000")).toBe(text('Current count: 2, row: 2', '3 row(s)', '=> 3'));
  });

  it('progress rows are binary-escaped', async () => {
    const sh = await shell(F0, `put 'T', "a\\x00", 'x:a', 1`);
    expect(await out(sh, "count 'T', INTERVAL => 1")).toBe(text('Current count: 1, row: a\\x00', '1 row(s)', '=> 1'));
  });

  it('#24, #25 ranges; #26 COLUMNS; #27 FILTER', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, "count 'T', STARTROW => '4'")).toBe(text('0 row(s)', '=> 0'));
    expect(await out(sh, "count 'T', STOPROW => '0'")).toBe(text('0 row(s)', '=> 0'));
    expect(await out(sh, "count 'T', STARTROW => '2', STOPROW => '3'")).toBe(text('1 row(s)', '=> 1'));
    await sh.run("put 'T', 4, 'x:c', '31'");
    expect(await out(sh, "count 'T', COLUMNS => ['x:c']")).toBe(text('1 row(s)', '=> 1'));
    expect(await out(sh, `count 'T', FILTER => "ValueFilter(=, 'binary:11')"`)).toBe(text('1 row(s)', '=> 1'));
    expect(await out(sh, "count 'T', LIMIT => 2")).toBe(text('2 row(s)', '=> 2'));
  });

  it('CACHE_BLOCKS: booleans or the strings true/false', async () => {
    const sh = await shell(F0, F2);
    for (const v of ['true', "'true'", "'FALSE'", 'false']) expect(await out(sh, `count 'T', CACHE_BLOCKS => ${v}`)).toBe(text('3 row(s)', '=> 3'));
    expect(await out(sh, "count 'T', INTERVAL => 100000, CACHE_BLOCKS => false")).toBe(text('3 row(s)', '=> 3'));
    expect(await out(sh, "count 'T', CACHE_BLOCKS => 'yes'")).toBe(error("Expected CACHE_BLOCKS value to be a boolean or the string 'true' or 'false'", 'count'));
  });

  it('table references', async () => {
    const sh = await shell(F0, F2, "t = get_table 'T'");
    expect(await out(sh, 't.count')).toBe(text('3 row(s)', '=> 3'));
    expect(await out(sh, 't.count INTERVAL => 3')).toBe(text('Current count: 3, row: 3', '3 row(s)', '=> 3'));
  });

  it('errors', async () => {
    const sh = await shell(F0, "create 'D', 'x'", "disable 'D'");
    expect(await out(sh, "count 'nosuch'")).toBe(error('Unknown table nosuch!', 'count'));
    expect(await out(sh, "count 'D'")).toBe(error('Table D is disabled!', 'count'));
    expect(await out(sh, "count 'T', COLUMNS => {}")).toBe(error('COLUMNS must be specified as a String or an Array', 'count'));
    expect(await out(sh, "count 'T', 'x'")).toBe(error('no implicit conversion of String into Hash', 'count'));
    expect(await out(sh, "count 'T', {}, 1")).toBe(error('wrong number of arguments (given 3, expected 1..2)', 'count'));
  });
});
