/**
 * The argument handling of get, scan and delete/deleteall, unit by unit:
 * what Hbase::Table#_get_internal, #_hash_to_scan and #_createdelete_internal
 * decide before anything reaches the server.
 */
import { describe, expect, it } from 'vitest';
import { planGet, planScan, prefixStopRow, readColumns } from '../../../src/hbase/scan-spec.js';
import { deleteMutations, deleteTimestamp, writeColumn } from '../../../src/hbase/mutation.js';
import { toStringBinary } from '../../../src/bytes.js';
import type { TableDescriptor } from '../../../src/engine/types.js';
import { RHash, type Value } from '../../../src/ruby/values.js';
import { args } from './values.js';

const b = (s: string) => Buffer.from(s, 'latin1');

async function get(text: string) {
  return planGet(await args(text));
}

async function getError(text: string): Promise<string> {
  try {
    await get(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`no error for ${text}`);
}

async function scan(text: string) {
  const [h] = await args(text);
  return planScan((h ?? new RHash()) as RHash);
}

async function scanError(text: string): Promise<string> {
  try {
    await scan(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`no error for ${text}`);
}

describe('get arguments', () => {
  it('no columns: the whole row, one version', async () => {
    const p = await get('');
    expect(p.columns).toEqual([]);
    expect(p.maxVersions).toBe(1);
    expect(p.timeRange).toBeUndefined();
  });

  it("column arguments, arrays and COLUMN/COLUMNS are the same thing; 'f' is the family, 'f:' the empty qualifier", async () => {
    const expected = [
      { family: 'x', qualifier: b('a') },
      { family: 'x', qualifier: b('') },
      { family: 'y', qualifier: null },
    ];
    for (const text of [
      "'x:a', 'x:', 'y'",
      "['x:a', 'x:', 'y']",
      "['x:a'], ['x:'], ['y']",
      "{COLUMN => ['x:a', 'x:', 'y']}",
      "{COLUMNS => ['x:a', 'x:', 'y']}",
      "COLUMNS => ['x:a', 'x:', 'y']",
    ]) {
      expect((await get(text)).columns, text).toEqual(expected);
    }
    expect((await get("COLUMN => 'x:a'")).columns).toEqual([{ family: 'x', qualifier: b('a') }]);
    expect((await get("'x:a', nil")).columns).toEqual([{ family: 'x', qualifier: b('a') }]);
  });

  it('a leading hash makes every further argument ignored', async () => {
    expect((await get("{COLUMN => 'x:a'}, 'x:b'")).columns).toEqual([{ family: 'x', qualifier: b('a') }]);
  });

  it('integers are columns by their text', async () => {
    expect((await get('5')).columns).toEqual([{ family: '5', qualifier: null }]);
  });

  it('the Failed parse quirk: VERSIONS needs COLUMN(S), TIMESTAMP, TIMERANGE, ATTRIBUTES or AUTHORIZATIONS beside it', async () => {
    expect(await getError('{VERSIONS => 3}')).toBe('Failed parse of {"VERSIONS"=>3}, Hash');
    expect(await getError('{:foo => :bar}')).toBe('Failed parse of {:foo=>:bar}, Hash');
    expect(await getError('{VERSIONS => 3, FILTER => "KeyOnlyFilter()"}')).toBe('Failed parse of {"VERSIONS"=>3}, Hash');
    expect((await get("{COLUMN => 'x', VERSIONS => 3}")).maxVersions).toBe(3);
    expect((await get('{TIMERANGE => [0, 10], VERSIONS => 3}')).maxVersions).toBe(3);
    expect((await get("{ATTRIBUTES => {'k' => 'v'}, VERSIONS => 2}")).maxVersions).toBe(2);
    expect((await get("{AUTHORIZATIONS => ['PRIVATE']}")).columns).toEqual([]);
  });

  it('options that are removed before the check may stand alone', async () => {
    for (const text of [
      '{FILTER => "ValueFilter(=, \'binary:abc\')"}',
      "{CONSISTENCY => 'TIMELINE'}",
      "{CONSISTENCY => 'TIMELINE', REGION_REPLICA_ID => 1}",
      "{FORMATTER => 'toString'}",
      "{FORMATTER_CLASS => 'org.apache.hadoop.hbase.util.Bytes', FORMATTER => 'toString'}",
      '{MAXLENGTH => 10}',
    ]) {
      expect((await get(text)).columns, text).toEqual([]);
    }
    expect((await get("{FORMATTER => 'toString'}")).formatter).toBe('toString');
    expect((await get('{MAXLENGTH => 10}')).maxLength).toBe(10);
    expect((await get('{FILTER => "KeyOnlyFilter()"}')).filter).toEqual(b('KeyOnlyFilter()'));
  });

  it('Failed parse column argument type', async () => {
    expect(await getError('COLUMN => {}')).toBe('Failed parse column argument type {"COLUMN"=>{}}, Hash');
    expect(await getError('COLUMNS => 5, VERSIONS => 2')).toBe('Failed parse column argument type {"COLUMNS"=>5, "VERSIONS"=>2}, Hash');
  });

  it('TIMESTAMP is [t, t+1); TIMERANGE [min, max) wins when both are given', async () => {
    expect((await get("COLUMN => 'x:a', TIMESTAMP => 12345678")).timeRange).toEqual({ min: 12345678n, max: 12345679n });
    expect((await get('TIMESTAMP => 12345678')).timeRange).toEqual({ min: 12345678n, max: 12345679n });
    expect((await get('TIMESTAMP => 5, TIMERANGE => [1, 3]')).timeRange).toEqual({ min: 1n, max: 3n });
  });

  it('time range and version errors', async () => {
    expect(await getError('TIMERANGE => [5, 1]')).toBe('maxStamp is smaller than minStamp');
    expect(await getError('TIMERANGE => [-1, 1]')).toBe('Timestamp cannot be negative. minStamp:-1, maxStamp:1');
    expect(await getError('TIMESTAMP => -1')).toBe('invalid ts:-1');
    expect(await getError("COLUMN => 'x', VERSIONS => 0")).toBe('versions must be positive');
    expect(await getError("COLUMN => 'x', ATTRIBUTES => 5")).toBe('Attributes must be a Hash type');
    expect(await getError("COLUMN => 'x', AUTHORIZATIONS => 'PRIVATE'")).toBe('Authorizations must be a Array type');
    expect(await getError("CONSISTENCY => 'EVENTUAL'")).toBe('No enum constant org.apache.hadoop.hbase.client.Consistency.EVENTUAL');
  });

  it("per-column converters: 'f:q:toInt', 'f:q:c(org.apache.hadoop.hbase.util.Bytes).toInt', qualifiers with colons", async () => {
    const p = await get('COLUMNS => ["x:\\x11:toInt", \'x:c:c(org.apache.hadoop.hbase.util.Bytes).toInt\', \'x:foo:bar:c2:toLong\', \'x:foo:bar:c1\', \'x:v:c(org.apache.hadoop.hbase.util.Bytes).len\']');
    expect(p.columns).toEqual([
      { family: 'x', qualifier: b('\x11') },
      { family: 'x', qualifier: b('c') },
      { family: 'x', qualifier: b('foo:bar:c2') },
      { family: 'x', qualifier: b('foo:bar:c1') },
      { family: 'x', qualifier: b('v') },
    ]);
    expect([...p.converters]).toEqual([
      ['x:\x11', { kind: 'bytesMethod', method: 'toInt' }],
      ['x:c', { kind: 'bytesMethod', method: 'toInt' }],
      ['x:foo:bar:c2', { kind: 'bytesMethod', method: 'toLong' }],
      ['x:v', { kind: 'bytesMethod', method: 'len' }],
    ]);
    expect([...(await get("'x:a:toString', 'x:b:toStringBinary'")).converters]).toEqual([
      ['x:a', { kind: 'toString' }],
      ['x:b', { kind: 'toStringBinary' }],
    ]);
  });

  it('formatters other than Bytes are refused', async () => {
    expect(await getError("'cf:q:c(MyFormatterClass).format'")).toMatch(/^uninitialized constant MyFormatterClass/);
    expect(await getError("FORMATTER_CLASS => 'com.example.Fmt', FORMATTER => 'toString'")).toMatch(/^uninitialized constant com.example.Fmt/);
    expect(await getError("FORMATTER => 'nope'")).toMatch(/^undefined method `nope'/);
  });
});

describe('scan arguments', () => {
  it('defaults: the whole table, one version, forward, not raw', async () => {
    expect((await scan('')).spec).toEqual({});
    expect((await scan('{}')).spec).toEqual({});
    expect((await scan("{STARTROW => ''}")).spec).toEqual({ reversed: false, raw: false });
  });

  it('STARTROW inclusive, STOPROW exclusive (STARTKEY, ENDROW and ENDKEY are the same constants)', async () => {
    expect((await scan("{STARTROW => '2', STOPROW => '3'}")).spec).toMatchObject({ startRow: b('2'), stopRow: b('3') });
    expect((await scan("{STARTKEY => '2', ENDROW => '3'}")).spec).toMatchObject({ startRow: b('2'), stopRow: b('3') });
    expect((await scan("{ENDKEY => '3'}")).spec).toMatchObject({ stopRow: b('3') });
    expect((await scan("{'ENDROW' => '3'}")).spec.stopRow).toBeUndefined();
  });

  it('ROWPREFIXFILTER sets start = p and stop = p with its last non-0xFF byte incremented, overriding STARTROW/STOPROW', async () => {
    expect((await scan("{ROWPREFIXFILTER => 'row2', STARTROW => 'a', STOPROW => 'b'}")).spec).toMatchObject({ startRow: b('row2'), stopRow: b('row3') });
    expect(prefixStopRow(b('a\xff\xff'))).toEqual(b('b'));
    expect(prefixStopRow(b('a\xfe'))).toEqual(b('a\xff'));
    expect(prefixStopRow(b('\xff\xff'))).toBeUndefined();
    expect(prefixStopRow(b(''))).toBeUndefined();
  });

  it('COLUMNS: a String or an Array', async () => {
    expect((await scan("{COLUMNS => 'x:a'}")).spec.columns).toEqual([{ family: 'x', qualifier: b('a') }]);
    expect((await scan("{COLUMN => ['x', 'y:']}")).spec.columns).toEqual([
      { family: 'x', qualifier: null },
      { family: 'y', qualifier: b('') },
    ]);
    expect(await scanError('{COLUMNS => {}}')).toBe('COLUMNS must be specified as a String or an Array');
    expect(await scanError('{COLUMNS => 5}')).toBe('COLUMNS must be specified as a String or an Array');
  });

  it('LIMIT, VERSIONS, TIMESTAMP, TIMERANGE, REVERSED, RAW', async () => {
    expect((await scan('{LIMIT => 1}')).spec.limit).toBe(1);
    expect((await scan('{LIMIT => 0}')).spec.limit).toBeUndefined();
    expect((await scan('{VERSIONS => 10, RAW => true}')).spec).toMatchObject({ maxVersions: 10, raw: true });
    expect((await scan('{VERSIONS => 1}')).spec.maxVersions).toBeUndefined();
    expect((await scan('{TIMESTAMP => 12345678}')).spec.timeRange).toEqual({ min: 12345678n, max: 12345679n });
    expect((await scan('{TIMERANGE => [0, 1]}')).spec.timeRange).toEqual({ min: 0n, max: 1n });
    expect((await scan('{REVERSED => true}')).spec.reversed).toBe(true);
  });

  it('metrics: ALL_METRICS => true, or METRICS => [...] alone', async () => {
    expect((await scan('{ALL_METRICS => true}')).metrics).toBe('all');
    expect((await scan("{METRICS => ['RPC_RETRIES', 'ROWS_FILTERED']}")).metrics).toEqual(['RPC_RETRIES', 'ROWS_FILTERED']);
    expect((await scan('{ALL_METRICS => false}')).metrics).toBeUndefined();
  });

  it('accepted and ignored: CACHE, CACHE_BLOCKS, CONSISTENCY, ISOLATION_LEVEL, READ_TYPE, ALLOW_PARTIAL_RESULTS, BATCH, MAX_RESULT_SIZE, REGION_REPLICA_ID, ATTRIBUTES, AUTHORIZATIONS', async () => {
    const text =
      "{CACHE => 100, CACHE_BLOCKS => false, CONSISTENCY => 'TIMELINE', ISOLATION_LEVEL => 'READ_UNCOMMITTED', READ_TYPE => 'PREAD', ALLOW_PARTIAL_RESULTS => true, BATCH => 3, MAX_RESULT_SIZE => 123456, REGION_REPLICA_ID => 0, ATTRIBUTES => {'k' => 'v'}, AUTHORIZATIONS => ['PRIVATE']}";
    expect((await scan(text)).spec).toEqual({ reversed: false, raw: false });
    for (const t of ['READ_COMMITTED', 'READ_UNCOMMITTED']) await scan(`{ISOLATION_LEVEL => '${t}'}`);
    for (const t of ['DEFAULT', 'STREAM', 'PREAD']) await scan(`{READ_TYPE => '${t}'}`);
    expect(await scanError("{ISOLATION_LEVEL => 'SERIAL'}")).toBe('No enum constant org.apache.hadoop.hbase.client.IsolationLevel.SERIAL');
    expect(await scanError("{READ_TYPE => 'FAST'}")).toBe('No enum constant org.apache.hadoop.hbase.client.Scan.ReadType.FAST');
  });

  it('column converters as for get', async () => {
    const p = await scan("{COLUMNS => ['x:c:toInt', 'x:d:c(org.apache.hadoop.hbase.util.Bytes).toInt']}");
    expect([...p.converters.keys()]).toEqual(['x:c', 'x:d']);
  });
});

describe('delete marker mapping (table.rb _createdelete_internal)', () => {
  const desc = { families: [{ name: 'x', values: [] }, { name: 'y', values: [] }] } as unknown as TableDescriptor;
  const map = (column: Value | undefined, ts: bigint | undefined, all: boolean) =>
    deleteMutations(desc, column, ts, all).map((m) => m.kind === 'delete' && `${m.type} ${m.family}:${Buffer.from(m.qualifier).toString()} ${m.timestamp ?? 'latest'}`);

  it('delete: Delete / DeleteFamilyVersion, one version', () => {
    expect(map(b('x:a'), undefined, false)).toEqual(['Delete x:a latest']);
    expect(map(b('x:a'), 5n, false)).toEqual(['Delete x:a 5']);
    expect(map(b('x'), undefined, false)).toEqual(['DeleteFamilyVersion x: latest']);
    expect(map(b('x'), 5n, false)).toEqual(['DeleteFamilyVersion x: 5']);
    expect(map(b('x:'), undefined, false)).toEqual(['Delete x: latest']);
  });

  it('deleteall: DeleteColumn / DeleteFamily; no column or an empty one deletes the row (DeleteFamily per family)', () => {
    expect(map(b('x:a'), undefined, true)).toEqual(['DeleteColumn x:a latest']);
    expect(map(b('x:a'), 7n, true)).toEqual(['DeleteColumn x:a 7']);
    expect(map(b('x'), 7n, true)).toEqual(['DeleteFamily x: 7']);
    expect(map(undefined, undefined, true)).toEqual(['DeleteFamily x: latest', 'DeleteFamily y: latest']);
    expect(map(null, undefined, true)).toEqual(['DeleteFamily x: latest', 'DeleteFamily y: latest']);
    expect(map(b(''), 9n, true)).toEqual(['DeleteFamily x: 9', 'DeleteFamily y: 9']);
  });

  it('qualifiers keep their colons', () => {
    expect(map(b('x:foo:bar:c1'), undefined, true)).toEqual(['DeleteColumn x:foo:bar:c1 latest']);
    expect(writeColumn(b('x:foo:bar:c1'))).toEqual({ family: 'x', qualifier: b('foo:bar:c1') });
  });

  it('timestamps: a Hash (VISIBILITY) or Long.MAX_VALUE mean latest; negative ones are refused', async () => {
    expect(deleteTimestamp(undefined)).toBeUndefined();
    expect(deleteTimestamp(new RHash())).toBeUndefined();
    expect(deleteTimestamp(9223372036854775807n)).toBeUndefined();
    expect(deleteTimestamp(1212n)).toBe(1212n);
    expect(() => deleteTimestamp(-1n)).toThrow('Timestamp cannot be negative. ts=-1');
  });
});

describe('bytes', () => {
  it('toStringBinary escapes everything but printable ASCII, and the backslash', () => {
    expect(toStringBinary(b('row1'))).toBe('row1');
    expect(toStringBinary(b('\\x00'))).toBe('\\x5Cx00');
    expect(toStringBinary(b('\x00\x00\x03\x99'))).toBe('\\x00\\x00\\x03\\x99');
    expect(toStringBinary(Buffer.from('é', 'utf8'))).toBe('\\xC3\\xA9');
    expect(toStringBinary(b('a b,c=d~\x7f'))).toBe('a b,c=d~\\x7F');
  });

  it('readColumns of a whole family keeps no converter', () => {
    expect(readColumns([b('x')])).toEqual({ selectors: [{ family: 'x', qualifier: null }], converters: new Map() });
  });
});
