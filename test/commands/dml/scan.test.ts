import { describe, expect, it } from 'vitest';
import { F0, F2, error, out, shell, text } from './helpers.js';

const R1 = [
  ' 1 column=x:\\x11, timestamp=NOW, value=\\x00\\x00\\x03\\x99',
  ' 1 column=x:a, timestamp=NOW, value=1',
  ' 1 column=x:b, timestamp=1970-01-01T03:25:45.678, value=2',
];
const R2 = [' 2 column=x:a, timestamp=NOW, value=11', ' 2 column=x:b, timestamp=1970-01-01T03:25:45.678, value=12'];
const R3 = [' 3 column=x:a, timestamp=NOW, value=21', ' 3 column=x:b, timestamp=1970-01-01T03:25:45.678, value=22'];
const HEAD = 'ROW  COLUMN+CELL';

describe('scan (table_test.rb, on its complex-methods table)', () => {
  it('#47 the whole table: one line per cell, the footer counts rows', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, "scan 'T'")).toBe(text(HEAD, ...R1, ...R2, ...R3, '3 row(s)'));
    expect(await out(sh, "scan 'T', {}")).toBe(text(HEAD, ...R1, ...R2, ...R3, '3 row(s)'));
  });

  it('#48–#51 STARTROW / STARTKEY inclusive, STOPROW / ENDROW / ENDKEY exclusive', async () => {
    const sh = await shell(F0, F2);
    for (const s of ["STARTROW => '2'", "STARTKEY => '2'"]) expect(await out(sh, `scan 'T', ${s}`), s).toBe(text(HEAD, ...R2, ...R3, '2 row(s)'));
    for (const s of ["STOPROW => '2'", "ENDROW => '2'", "ENDKEY => '2'"]) expect(await out(sh, `scan 'T', ${s}`), s).toBe(text(HEAD, ...R1, '1 row(s)'));
    expect(await out(sh, "scan 'T', {STARTROW => '2', STOPROW => '3'}")).toBe(text(HEAD, ...R2, '1 row(s)'));
  });

  it('#52 ROWPREFIXFILTER; #53 LIMIT; #54 REVERSED', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, "scan 'T', ROWPREFIXFILTER => '1'")).toBe(text(HEAD, ...R1, '1 row(s)'));
    expect(await out(sh, "scan 'T', ROWPREFIXFILTER => '2'")).toBe(text(HEAD, ...R2, '1 row(s)'));
    expect(await out(sh, "scan 'T', {ROWPREFIXFILTER => '2', STARTROW => '1', STOPROW => '1'}")).toBe(text(HEAD, ...R2, '1 row(s)'));
    expect(await out(sh, "scan 'T', LIMIT => 1")).toBe(text(HEAD, ...R1, '1 row(s)'));
    expect(await out(sh, "scan 'T', REVERSED => true")).toBe(text(HEAD, ...R3, ...R2, ...R1, '3 row(s)'));
    expect(await out(sh, "scan 'T', {REVERSED => true, STARTROW => '2', LIMIT => 1}")).toBe(text(HEAD, ...R2, '1 row(s)'));
  });

  it('#55 TIMESTAMP; #56 TIMERANGE; #57 COLUMNS', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, "scan 'T', TIMESTAMP => 12345678")).toBe(text(HEAD, R1[2], R2[1], R3[1], '3 row(s)'));
    expect(await out(sh, "scan 'T', TIMERANGE => [0, 1]")).toBe(text(HEAD, '0 row(s)'));
    expect(await out(sh, "scan 'T', COLUMNS => ['x:a', 'x:b']")).toBe(text(HEAD, R1[1], R1[2], ...R2, ...R3, '3 row(s)'));
    expect(await out(sh, "scan 'T', COLUMNS => 'x:a'")).toBe(text(HEAD, R1[1], R2[0], R3[0], '3 row(s)'));
    expect(await out(sh, "scan 'T', COLUMN => 'y'")).toBe(text(HEAD, '0 row(s)'));
  });

  it('#58 accepted and ignored options', async () => {
    const sh = await shell(F0, F2);
    const all = text(HEAD, ...R1, ...R2, ...R3, '3 row(s)');
    for (const o of [
      'REGION_REPLICA_ID => 0',
      "ISOLATION_LEVEL => 'READ_COMMITTED'",
      "READ_TYPE => 'PREAD'",
      "READ_TYPE => 'STREAM'",
      "READ_TYPE => 'DEFAULT'",
      'ALLOW_PARTIAL_RESULTS => true',
      'CACHE_BLOCKS => false',
      'CACHE => 100',
      "CONSISTENCY => 'TIMELINE'",
      'MAX_RESULT_SIZE => 123456',
      'BATCH => 2',
      "ATTRIBUTES => {'mykey' => 'myvalue'}",
      "AUTHORIZATIONS => ['PRIVATE', 'SECRET']",
    ]) {
      expect(await out(sh, `scan 'T', ${o}`), o).toBe(all);
    }
  });

  it('#59 RAW and VERSIONS: markers and the cells they mask', async () => {
    const sh = await shell("create 'R', {NAME => 'x', VERSIONS => 5}");
    await sh.run("put 'R', 1, 'x:a', 1\nput 'R', 2, 'x:raw1', 11\nput 'R', 2, 'x:raw1', 11\nput 'R', 2, 'x:raw1', 11\nput 'R', 2, 'x:raw1', 11");
    expect(await out(sh, "scan 'R'")).toBe(text(HEAD, ' 1 column=x:a, timestamp=NOW, value=1', ' 2 column=x:raw1, timestamp=NOW, value=11', '2 row(s)'));
    const raw2 = Array(4).fill(' 2 column=x:raw1, timestamp=NOW, value=11');
    expect(await out(sh, "scan 'R', {VERSIONS => 10, RAW => true}")).toBe(text(HEAD, ' 1 column=x:a, timestamp=NOW, value=1', ...raw2, '2 row(s)'));
    await sh.run("delete 'R', 1, 'x:a'");
    expect(await out(sh, "scan 'R'")).toBe(text(HEAD, ' 2 column=x:raw1, timestamp=NOW, value=11', '1 row(s)'));
    expect(await out(sh, "scan 'R', {VERSIONS => 10, RAW => true}")).toBe(
      text(HEAD, ' 1 column=x:a, timestamp=NOW, type=Delete', ' 1 column=x:a, timestamp=NOW, value=1', ...raw2, '2 row(s)'),
    );
  });

  it('#62 converters; #66 len', async () => {
    const sh = await shell(F0, F2);
    await sh.run(`put 'T', 1, 'x:c', "\\x00\\x00\\x04\\x00"\nput 'T', 1, 'x:d', "\\x00\\x00\\x00\\x62"\nput 'T', 1, "x:\\x11", "\\x00\\x00\\x02\\xC8"`);
    expect(await out(sh, `scan 'T', COLUMNS => ['x:c:toInt', 'x:d:c(org.apache.hadoop.hbase.util.Bytes).toInt', "x:\\x11:toInt"]`)).toBe(
      text(HEAD, ' 1 column=x:\\x11, timestamp=NOW, value=712', ' 1 column=x:c, timestamp=NOW, value=1024', ' 1 column=x:d, timestamp=NOW, value=98', '1 row(s)'),
    );
    await sh.run("put 'T', 1, 'x:v', 1234");
    expect(await out(sh, "scan 'T', 'COLUMNS' => ['x:v:c(org.apache.hadoop.hbase.util.Bytes).len']")).toBe(
      text(HEAD, ' 1 column=x:v, timestamp=NOW, value=4', '1 row(s)'),
    );
  });

  it('#63 FILTER; #64 a binary comparator byte in a double-quoted filter', async () => {
    const sh = await shell(F0, F2, "put 'T', 1, 'x:v', 'thisvalue'");
    expect(await out(sh, `scan 'T', FILTER => "ValueFilter(=, 'binary:thisvalue')"`)).toBe(text(HEAD, ' 1 column=x:v, timestamp=NOW, value=thisvalue', '1 row(s)'));
    expect(await out(sh, `scan 'T', FILTER => "ValueFilter(=, 'binary:thatvalue')"`)).toBe(text(HEAD, '0 row(s)'));
    await sh.run(`put 'T', 4, 'x:a', "\\x82"`);
    expect(await out(sh, `scan 'T', FILTER => "SingleColumnValueFilter('x', 'a', >=, 'binary:\\x82', true, true)"`)).toBe(
      text(HEAD, ' 4 column=x:a, timestamp=NOW, value=\\x82', '1 row(s)'),
    );
  });

  it('MAXLENGTH; FORMATTER; non-ASCII rows, families and qualifiers (the HBase shell tests)', async () => {
    const sh = await shell("create 'scan-test', 'x', 'ㄹ'", "put 'scan-test', '⻄', 'ㄹ:⻅', '⻆⻇', 1588765900000");
    expect(await out(sh, "scan 'scan-test'")).toBe(
      text(HEAD, ' \\xE2\\xBB\\x84 column=\\xE3\\x84\\xB9:\\xE2\\xBB\\x85, timestamp=2020-05-06T11:51:40, value=\\xE2\\xBB\\x86\\xE2\\xBB\\x87', '1 row(s)'),
    );
    expect(await out(sh, "scan 'scan-test', {'FORMATTER' => 'toString'}")).toBe(text(HEAD, ' ⻄ column=ㄹ:⻅, timestamp=2020-05-06T11:51:40, value=⻆⻇', '1 row(s)'));
    expect(await out(sh, "scan 'scan-test', {MAXLENGTH => 9}")).toBe(text(HEAD, ' \\xE2\\xBB\\x84 column=\\xE3\\x84\\xB9:\\xE2\\xBB\\x85, timestamp', '1 row(s)'));
  });

  it('ALL_METRICS / METRICS print a METRIC VALUE block after the footer', async () => {
    const sh = await shell(F0, F2);
    const all = await out(sh, "scan 'T', {ALL_METRICS => true}");
    expect(all.startsWith(text(HEAD, ...R1, ...R2, ...R3, '3 row(s)', '', 'METRIC  VALUE'))).toBe(true);
    expect(all).toMatch(/\n ROWS_SCANNED 3\n/);
    const some = await out(sh, "scan 'T', {METRICS => ['ROWS_SCANNED', 'ROWS_FILTERED']}");
    expect(some.split('METRIC  VALUE\n')[1]).toBe(text(' ROWS_FILTERED 0', ' ROWS_SCANNED 3'));
    // the 2.6 client's ScanMetrics map: every key, sorted; no hsh-only figures
    const names = all.split('METRIC  VALUE\n')[1].trim().split('\n').map((l) => l.trim().split(' ')[0]);
    expect(names).toEqual([
      'BLOCK_BYTES_SCANNED',
      'BYTES_IN_REMOTE_RESULTS',
      'BYTES_IN_RESULTS',
      'FS_READ_TIME',
      'MILLIS_BETWEEN_NEXTS',
      'NOT_SERVING_REGION_EXCEPTION',
      'REGIONS_SCANNED',
      'REMOTE_RPC_CALLS',
      'REMOTE_RPC_RETRIES',
      'ROWS_FILTERED',
      'ROWS_SCANNED',
      'RPC_CALLS',
      'RPC_RETRIES',
    ]);
    const retries = await out(sh, "scan 'T', {METRICS => ['RPC_RETRIES', 'ROWS_FILTERED']}");
    expect(retries.split('METRIC  VALUE\n')[1]).toBe(text(' ROWS_FILTERED 0', ' RPC_RETRIES 0'));
  });

  it('#60, #72 errors (after the header), arity before it', async () => {
    const sh = await shell(F0, F2);
    expect(await out(sh, "scan 'T', COLUMNS => {}")).toBe(HEAD + '\n' + error('COLUMNS must be specified as a String or an Array', 'scan'));
    expect(await out(sh, "scan 'T', 123")).toBe(HEAD + '\n' + error('Args should be a Hash', 'scan'));
    expect(await out(sh, "scan 'nosuch'")).toBe(HEAD + '\n' + error('Unknown table nosuch!', 'scan'));
    expect(await out(sh, `scan 'T', FILTER => "ValueFilter(=)"`)).toBe(HEAD + '\n' + error('Incorrect filter string ValueFilter(=)', 'scan'));
    expect(await out(sh, "scan 'T', {}, 3")).toBe(error('wrong number of arguments (given 3, expected 1..2)', 'scan'));
    await sh.run("disable 'T'");
    expect(await out(sh, "scan 'T'")).toBe(HEAD + '\n' + error('Table T is disabled!', 'scan'));
    expect(await out(sh, "t = get_table 'T'\nt.scan")).toBe('=> Hbase::Table - T\n' + HEAD + '\n' + error('Table Hbase::Table - T is disabled!', 'scan'));
  });

  it('table references: t.scan and t.scan LIMIT => 1', async () => {
    const sh = await shell(F0, F2, "t = get_table 'T'");
    expect(await out(sh, 't.scan')).toBe(text(HEAD, ...R1, ...R2, ...R3, '3 row(s)'));
    expect(await out(sh, 't.scan LIMIT => 1')).toBe(text(HEAD, ...R1, '1 row(s)'));
  });
});
