import { describe, expect, it } from 'vitest';
import { ConsoleFormatter, errorBlock, renderClassic, tookLine } from '../../src/format/classic.js';
import type { Output, ValueConverter } from '../../src/format/output.js';
import type { ScanMetrics, TableDescriptor } from '../../src/engine/types.js';
import { ShellError } from '../../src/errors.js';
import { Capture, b, cell, classic, getOf, scanOf, stream, text, utc } from './helpers.js';
import { DEFAULTS } from './helpers.js';

const T40 = utc(2024, 5, 6, 11, 51, 40);
const LONG1 = b([0, 0, 0, 0, 0, 0, 0, 1]);

const DEFAULT_F1 =
  "{NAME => 'f1', INDEX_BLOCK_ENCODING => 'NONE', VERSIONS => '1', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING => 'NONE', TTL => 'FOREVER', MIN_VERSIONS => '0', REPLICATION_SCOPE => '0', BLOOMFILTER => 'ROW', IN_MEMORY => 'false', COMPRESSION => 'NONE', BLOCKCACHE => 'true', BLOCKSIZE => '65536 B (64KB)'}";

function table(name: string, values: Array<[string, string]>, families = ['f1'], state: 'ENABLED' | 'DISABLED' = 'ENABLED'): TableDescriptor {
  const i = name.indexOf(':');
  return {
    name: { namespace: i < 0 ? 'default' : name.slice(0, i), qualifier: name.slice(i + 1), nameAsString: name.replace(/^default:/, '') },
    state,
    families: families.map((f) => ({ name: f, values: [...DEFAULTS] })),
    values,
    splits: [],
    createdAt: 0n,
  };
}

describe('scan (scan.rb, formatter.rb)', () => {
  const cells = [cell('r1', 'f1:c1', T40 + 10n, 'v1'), cell('r1', 'f1:c2', T40, LONG1), cell('r2', 'f1:', 1212, 'x')];

  it('the reference example: one line per cell, the footer counts rows', async () => {
    expect(await classic(scanOf(cells))).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' r1 column=f1:c1, timestamp=2024-05-06T11:51:40.010, value=v1',
        ' r1 column=f1:c2, timestamp=2024-05-06T11:51:40, value=\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01',
        ' r2 column=f1:, timestamp=1970-01-01T00:00:01.212, value=x',
        '2 row(s)',
      ),
    );
  });

  it('an empty scan: the header then 0 row(s)', async () => {
    expect(await classic(scanOf([]))).toBe(text('ROW  COLUMN+CELL', '0 row(s)'));
  });

  it('--epoch-timestamps prints the raw milliseconds', async () => {
    expect(await classic(scanOf([cell('106', 'x:b', 1588765900010, '4')]), { epochTimestamps: true })).toBe(
      text('ROW  COLUMN+CELL', ' 106 column=x:b, timestamp=1588765900010, value=4', '1 row(s)'),
    );
  });

  it('a zone other than UTC', async () => {
    expect(await classic(scanOf([cell('106', 'x:b', 1588765900010, '4')]), { timeZone: 'America/New_York' })).toBe(
      text('ROW  COLUMN+CELL', ' 106 column=x:b, timestamp=2020-05-06T07:51:40.010, value=4', '1 row(s)'),
    );
  });

  it('delete markers of a RAW scan show their type', async () => {
    const raw = [
      cell('1', 'x:', 5, '', 'DeleteFamily'),
      cell('1', 'x:a', 5, '', 'DeleteColumn'),
      cell('1', 'x:a', 4, '', 'Delete'),
      cell('1', 'x:a', 4, '1'),
      cell('1', 'x:', 3, '', 'DeleteFamilyVersion'),
    ];
    expect(await classic(scanOf(raw))).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' 1 column=x:, timestamp=1970-01-01T00:00:00.005, type=DeleteFamily',
        ' 1 column=x:a, timestamp=1970-01-01T00:00:00.005, type=DeleteColumn',
        ' 1 column=x:a, timestamp=1970-01-01T00:00:00.004, type=Delete',
        ' 1 column=x:a, timestamp=1970-01-01T00:00:00.004, value=1',
        ' 1 column=x:, timestamp=1970-01-01T00:00:00.003, type=DeleteFamilyVersion',
        '1 row(s)',
      ),
    );
  });

  it('MAXLENGTH truncates the whole timestamp=…, value=… text', async () => {
    const c = [cell('r1', 'f1:c1', T40 + 10n, 'value1')];
    expect(await classic(scanOf(c, { maxLength: 9 }))).toBe(text('ROW  COLUMN+CELL', ' r1 column=f1:c1, timestamp', '1 row(s)'));
    expect(await classic(scanOf(c, { maxLength: 42 }))).toBe(text('ROW  COLUMN+CELL', ' r1 column=f1:c1, timestamp=2024-05-06T11:51:40.010, value=v', '1 row(s)'));
    expect(await classic(scanOf(c, { maxLength: 1000 }))).toBe(
      text('ROW  COLUMN+CELL', ' r1 column=f1:c1, timestamp=2024-05-06T11:51:40.010, value=value1', '1 row(s)'),
    );
    expect(await classic(scanOf(c, { maxLength: 0 }))).toBe(text('ROW  COLUMN+CELL', ' r1 column=f1:c1, ', '1 row(s)'));
  });

  it('non-ASCII row, family, qualifier and value, with and without FORMATTER toString (§8.7 #131)', async () => {
    const c = [cell('⻄', 'ㄹ:⻅', 1588765900000, '⻆⻇')];
    const escaped = await classic(scanOf(c));
    expect(escaped).toBe(
      text('ROW  COLUMN+CELL', ' \\xE2\\xBB\\x84 column=\\xE3\\x84\\xB9:\\xE2\\xBB\\x85, timestamp=2020-05-06T11:51:40, value=\\xE2\\xBB\\x86\\xE2\\xBB\\x87', '1 row(s)'),
    );
    expect(escaped).not.toContain('⻆⻇');
    const raw = await classic(scanOf([cell('⻄', 'ㄹ:⻅', 1588765900000, '⻆⻇')], { formatter: 'toString' }));
    expect(raw).toBe(text('ROW  COLUMN+CELL', ' ⻄ column=ㄹ:⻅, timestamp=2020-05-06T11:51:40, value=⻆⻇', '1 row(s)'));
    expect(raw).not.toContain('\\xE2\\xBB\\x86');
    // get, likewise
    expect(await classic(getOf([cell('⻄', 'ㄹ:⻅', 1588765900000, '⻆⻇')]))).toBe(
      text('COLUMN  CELL', ' \\xE3\\x84\\xB9:\\xE2\\xBB\\x85 timestamp=2020-05-06T11:51:40, value=\\xE2\\xBB\\x86\\xE2\\xBB\\x87', '1 row(s)'),
    );
    expect(await classic(getOf([cell('⻄', 'ㄹ:⻅', 1588765900000, '⻆⻇')], { formatter: 'toString' }))).toBe(
      text('COLUMN  CELL', ' ㄹ:⻅ timestamp=2020-05-06T11:51:40, value=⻆⻇', '1 row(s)'),
    );
  });

  it('per-column converters keyed family:qualifier (qualifier as latin1), the global formatter elsewhere (§8.4 #62, #66)', async () => {
    const converters = new Map<string, ValueConverter>([
      ['x:c', { kind: 'bytesMethod', method: 'toInt' }],
      ['x:d', { kind: 'bytesMethod', method: 'toInt' }],
      ['x:\x11', { kind: 'bytesMethod', method: 'toInt' }],
      ['x:v', { kind: 'bytesMethod', method: 'len' }],
      ['x:l', { kind: 'bytesMethod', method: 'toLong' }],
    ]);
    const c = [
      cell('1', 'x:', 1, b([0, 0, 3, 0x99]), 'Put', b([0x11])),
      cell('1', 'x:a', 1, b([0, 0, 3, 0x99])),
      cell('1', 'x:c', 1, b([0, 0, 4, 0])),
      cell('1', 'x:d', 1, b([0, 0, 0, 0x62])),
      cell('1', 'x:l', 1, b([0, 0, 0, 0, 0, 0, 0, 12])),
      cell('1', 'x:v', 1, '1234'),
    ];
    expect(await classic(scanOf(c, { columnConverters: converters }), { epochTimestamps: true })).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' 1 column=x:\\x11, timestamp=1, value=921',
        ' 1 column=x:a, timestamp=1, value=\\x00\\x00\\x03\\x99',
        ' 1 column=x:c, timestamp=1, value=1024',
        ' 1 column=x:d, timestamp=1, value=98',
        ' 1 column=x:l, timestamp=1, value=12',
        ' 1 column=x:v, timestamp=1, value=4',
        '1 row(s)',
      ),
    );
  });

  it('a converter failing midway: the lines so far are written, then the Java error', async () => {
    const converters = new Map<string, ValueConverter>([['x:a', { kind: 'bytesMethod', method: 'toInt' }]]);
    const sink = new Capture();
    const out = scanOf([cell('1', 'x:b', 1, 'ok'), cell('2', 'x:a', 1, '1')], { columnConverters: converters });
    await expect(renderClassic(out, sink, { width: 0, epochTimestamps: true })).rejects.toThrow('offset (0) + length (4) exceed the capacity of the array: 1');
    expect(sink.text).toBe(text('ROW  COLUMN+CELL', ' 1 column=x:b, timestamp=1, value=ok'));
  });

  it("a converter failing within a row: the row's earlier cells are written first (HBase prints cell by cell)", async () => {
    const converters = new Map<string, ValueConverter>([['x:b', { kind: 'bytesMethod', method: 'toInt' }]]);
    const cells = [cell('1', 'x:a', 1, 'ok'), cell('1', 'x:b', 1, '1')];
    const scanSink = new Capture();
    await expect(renderClassic(scanOf(cells, { columnConverters: converters }), scanSink, { width: 0, epochTimestamps: true })).rejects.toThrow(
      'offset (0) + length (4) exceed the capacity of the array: 1',
    );
    expect(scanSink.text).toBe(text('ROW  COLUMN+CELL', ' 1 column=x:a, timestamp=1, value=ok'));
    const getSink = new Capture();
    await expect(renderClassic(getOf(cells, { columnConverters: converters }), getSink, { width: 0, epochTimestamps: true })).rejects.toThrow(
      'offset (0) + length (4) exceed the capacity of the array: 1',
    );
    expect(getSink.text).toBe(text('COLUMN  CELL', ' x:a timestamp=1, value=ok'));
  });

  it('an interrupted row stream: what was rendered is written before the error propagates', async () => {
    async function* rows() {
      yield { row: b('r1'), cells: [cell('r1', 'f:a', 1, 'v')] };
      throw new ShellError('INTERRUPTED', 'interrupted');
    }
    const sink = new Capture();
    const out: Output = { kind: 'cells', layout: 'scan', rows: rows(), options: { formatter: 'toStringBinary', columnConverters: new Map() } };
    await expect(renderClassic(out, sink, { width: 0, epochTimestamps: true })).rejects.toThrow('interrupted');
    expect(sink.text).toBe(text('ROW  COLUMN+CELL', ' r1 column=f:a, timestamp=1, value=v'));
  });

  it('ALL_METRICS / METRICS: blank line, METRIC  VALUE, sorted, filtered', async () => {
    const metrics: ScanMetrics = { ROWS_SCANNED: 3, ROWS_FILTERED: 0, CELLS_EXAMINED: 7, BYTES_IN_RESULTS: 120, REGIONS_SCANNED: 1, RPC_CALLS: 1 };
    const all = await classic(scanOf([cell('1', 'x:a', 1, 'v')], {}, { select: 'all', read: () => metrics }), { epochTimestamps: true });
    expect(all).toBe(
      text(
        'ROW  COLUMN+CELL',
        ' 1 column=x:a, timestamp=1, value=v',
        '1 row(s)',
        '',
        'METRIC  VALUE',
        ' BYTES_IN_RESULTS 120',
        ' CELLS_EXAMINED 7',
        ' REGIONS_SCANNED 1',
        ' ROWS_FILTERED 0',
        ' ROWS_SCANNED 3',
        ' RPC_CALLS 1',
      ),
    );
    const some = await classic(scanOf([], {}, { select: ['ROWS_SCANNED', 'ROWS_FILTERED', 'RPC_RETRIES'], read: () => metrics }));
    expect(some).toBe(text('ROW  COLUMN+CELL', '0 row(s)', '', 'METRIC  VALUE', ' ROWS_FILTERED 0', ' ROWS_SCANNED 3'));
  });

  it('large scans reach the sink in ~64 KiB chunks, not one write per line', async () => {
    const many = Array.from({ length: 20000 }, (_, i) => cell(`row${String(i).padStart(6, '0')}`, 'f:q', 1, 'value'));
    const sink = new Capture();
    await renderClassic(scanOf(many), sink, { width: 0, epochTimestamps: true });
    expect(sink.text.split('\n').length).toBe(20000 + 3);
    expect(sink.writes).toBeLessThan(20);
  });
});

describe('get (get.rb, formatter.rb)', () => {
  it('the reference example: COLUMN  CELL, versions on separate lines, 1 row(s)', async () => {
    const c = [cell('r1', 'f1:c1', T40 + 10n, 'v1'), cell('r1', 'f1:c1', utc(2024, 5, 6, 11, 51, 39, 1), 'v0'), cell('r1', 'f1:c2', T40, 'x')];
    expect(await classic(getOf(c))).toBe(
      text(
        'COLUMN  CELL',
        ' f1:c1 timestamp=2024-05-06T11:51:40.010, value=v1',
        ' f1:c1 timestamp=2024-05-06T11:51:39.001, value=v0',
        ' f1:c2 timestamp=2024-05-06T11:51:40, value=x',
        '1 row(s)',
      ),
    );
  });

  it('no cells: 0 row(s); an empty row result counts as none', async () => {
    expect(await classic(getOf([]))).toBe(text('COLUMN  CELL', '0 row(s)'));
    const out: Output = { kind: 'cells', layout: 'get', rows: stream([{ row: b('r'), cells: [] }]), options: { formatter: 'toStringBinary', columnConverters: new Map() } };
    expect(await classic(out)).toBe(text('COLUMN  CELL', '0 row(s)'));
  });

  it('the interactive transcript line (§2.11)', async () => {
    expect(await classic(getOf([cell('r1', 'f1:c1', utc(2024, 1, 2, 3, 4, 5, 678), 'v1')]))).toBe(
      text('COLUMN  CELL', ' f1:c1 timestamp=2024-01-02T03:04:05.678, value=v1', '1 row(s)'),
    );
  });
});

describe('list family (list.rb, formatter.rb)', () => {
  it('list and list_namespace', async () => {
    expect(await classic({ kind: 'table', header: ['TABLE'], rows: [['t1'], ['ns1:t2']], footer: 2 })).toBe(text('TABLE', 't1', 'ns1:t2', '2 row(s)'));
    expect(await classic({ kind: 'table', header: ['NAMESPACE'], rows: [['default'], ['hbase'], ['ns1']], footer: 3 })).toBe(
      text('NAMESPACE', 'default', 'hbase', 'ns1', '3 row(s)'),
    );
    expect(await classic({ kind: 'table', header: ['TABLE'], rows: [], footer: 0 })).toBe(text('TABLE', '0 row(s)'));
  });

  it('two- and many-column rows; no footer when none is given', async () => {
    expect(await classic({ kind: 'table', header: ['SNAPSHOT', 'TABLE + CREATION TIME'], rows: [['s1', 't1 (2024-01-01 10:00:00 +0000)']] })).toBe(
      text('SNAPSHOT  TABLE + CREATION TIME', ' s1 t1 (2024-01-01 10:00:00 +0000)'),
    );
    expect(await classic({ kind: 'table', header: ['A', 'B', 'C'], rows: [['1', '2', '3']], footer: 1 })).toBe(text(' A B C', ' 1 2 3', '1 row(s)'));
  });

  it('lines are printed as they are', async () => {
    expect(await classic({ kind: 'lines', lines: ['Created table t1'] })).toBe(text('Created table t1'));
    expect(await classic({ kind: 'lines', lines: [] })).toBe('');
    expect(await classic({ kind: 'lines', lines: ['true'], formatterRows: true })).toBe(text('true'));
  });
});

describe('count (count.rb)', () => {
  it('progress every INTERVAL rows with the row key escaped, then N row(s); onTotal gets N', async () => {
    let total = -1;
    const keys = Array.from({ length: 2345 }, (_, i) => b(`row${String(i).padStart(4, '0')}`));
    const out = await classic({ kind: 'count', rows: stream(keys), interval: 1000, onTotal: (n) => (total = n) });
    expect(out).toBe(text('Current count: 1000, row: row0999', 'Current count: 2000, row: row1999', '2345 row(s)'));
    expect(total).toBe(2345);
    expect(await classic({ kind: 'count', rows: stream([b('a\x00'), b('b')]), interval: 1, onTotal: () => {} })).toBe(
      text('Current count: 1, row: a\\x00', 'Current count: 2, row: b', '2 row(s)'),
    );
    expect(await classic({ kind: 'count', rows: stream([]), interval: 1000, onTotal: () => {} })).toBe(text('0 row(s)'));
  });
});

describe('describe (admin.rb describe)', () => {
  it('the reference example (2.5+, quotas disabled)', async () => {
    const t = table('t1', [['hbase.store.file-tracker.impl', 'DEFAULT']]);
    expect(await classic({ kind: 'describe', nameAsTyped: 't1', table: t, quotaLine: true })).toBe(
      text(
        'Table t1 is ENABLED',
        "t1, {TABLE_ATTRIBUTES => {METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}",
        'COLUMN FAMILIES DESCRIPTION',
        DEFAULT_F1,
        '',
        '1 row(s)',
        'Quota is disabled',
      ),
    );
  });

  it('with attributes, several families sorted by name, a disabled table, no attributes', async () => {
    const t = table('ns1:t1', [['hbase.store.file-tracker.impl', 'DEFAULT'], ['MAX_FILESIZE', '134217728']], ['x', 'a'], 'DISABLED');
    expect(await classic({ kind: 'describe', nameAsTyped: 'ns1:t1', table: t, quotaLine: true })).toBe(
      text(
        'Table ns1:t1 is DISABLED',
        "ns1:t1, {TABLE_ATTRIBUTES => {MAX_FILESIZE => '134217728 B (128MB)', METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}",
        'COLUMN FAMILIES DESCRIPTION',
        DEFAULT_F1.replace("'f1'", "'a'"),
        '',
        DEFAULT_F1.replace("'f1'", "'x'"),
        '',
        '2 row(s)',
        'Quota is disabled',
      ),
    );
    const bare = table('t2', []);
    expect(await classic({ kind: 'describe', nameAsTyped: 't2', table: bare, quotaLine: false })).toBe(
      text('Table t2 is ENABLED', 't2', 'COLUMN FAMILIES DESCRIPTION', DEFAULT_F1, '', '1 row(s)'),
    );
  });
});

describe('describe_namespace (describe_namespace.rb)', () => {
  it('DESCRIPTION, the descriptor, the quota line', async () => {
    expect(await classic({ kind: 'describe_namespace', namespace: { name: 'ns1', properties: [['PROPERTY_NAME', 'PROPERTY_VALUE']] } })).toBe(
      text('DESCRIPTION', "{NAME => 'ns1', PROPERTY_NAME => 'PROPERTY_VALUE'}", 'Quota is disabled'),
    );
  });
});

describe('Took and the ERROR block (commands.rb command_safe)', () => {
  it('Took with 4 decimals', () => {
    expect(tookLine(0.0123)).toBe('Took 0.0123 seconds');
    expect(tookLine(12.34)).toBe('Took 12.3400 seconds');
    expect(tookLine(0.0041)).toBe('Took 0.0041 seconds');
    expect(tookLine(0)).toBe('Took 0.0000 seconds');
    expect(tookLine(0.0123, 40)).toBe('Took 0.0123 seconds'.padEnd(40));
  });

  it('the interactive ERROR block, with and without a command', () => {
    expect(errorBlock('Table t1 does not exist.', 'describe')).toEqual(['', 'ERROR: Table t1 does not exist.', '', `For usage try 'help "describe"'`, '']);
    expect(errorBlock('syntax error', undefined)).toEqual(['', 'ERROR: syntax error', '']);
    expect(text(...errorBlock('Unknown table t1!', 'put'), tookLine(0.0031))).toBe(
      "\nERROR: Unknown table t1!\n\nFor usage try 'help \"put\"'\n\nTook 0.0031 seconds\n",
    );
  });
});

describe('terminal layout (W > 0, formatter.rb)', () => {
  const W = 80; // c1 = 20, c2 = 58

  it('scan at W = 80: header and data padded, long cells wrapped with a blank first column', async () => {
    const long = 'x'.repeat(30);
    const out = await classic(scanOf([cell('r1', 'f1:c1', T40 + 10n, 'v1'), cell('r1', 'f1:c2', T40 + 10n, long)]), { width: W });
    const c2 = 'column=f1:c2, timestamp=2024-05-06T11:51:40.010, value=' + long;
    expect(out).toBe(
      text(
        'ROW'.padEnd(20) + '  ' + 'COLUMN+CELL'.padEnd(58),
        ' ' + 'r1'.padEnd(20) + ' ' + 'column=f1:c1, timestamp=2024-05-06T11:51:40.010, value=v1'.padEnd(58),
        ' ' + 'r1'.padEnd(20) + ' ' + c2.slice(0, 58),
        ' ' + ''.padEnd(20) + ' ' + c2.slice(58).padEnd(58),
        '1 row(s)',
      ),
    );
    for (const line of out.split('\n').slice(0, 4)) expect(line.length).toBe(80);
  });

  it('a long row key wraps in the first column', async () => {
    const key = 'k'.repeat(25);
    const out = await classic(scanOf([cell(key, 'f:q', 1, 'v')]), { width: W, epochTimestamps: true });
    expect(out.split('\n').slice(1, 3)).toEqual([' ' + 'k'.repeat(20) + ' ' + 'column=f:q, timestamp=1, value=v'.padEnd(58), ' ' + 'kkkkk'.padEnd(20) + ' ' + ''.padEnd(58)]);
  });

  it('get at W = 80', async () => {
    const out = await classic(getOf([cell('r1', 'f1:c1', T40, 'v1')]), { width: W });
    expect(out).toBe(text('COLUMN'.padEnd(20) + '  ' + 'CELL'.padEnd(58), ' ' + 'f1:c1'.padEnd(20) + ' ' + 'timestamp=2024-05-06T11:51:40, value=v1'.padEnd(58), '1 row(s)'));
  });

  it('one-column rows are chunked and padded to W; footers and blank lines are not', async () => {
    const t = table('t1', [['hbase.store.file-tracker.impl', 'DEFAULT']]);
    const out = await classic({ kind: 'describe', nameAsTyped: 't1', table: t, quotaLine: true }, { width: W });
    const attrs = "t1, {TABLE_ATTRIBUTES => {METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}}}";
    const chunks = (s: string) => s.match(/.{1,80}/g)!.map((c) => c.padEnd(80));
    expect(out).toBe(text('Table t1 is ENABLED'.padEnd(80), ...chunks(attrs), 'COLUMN FAMILIES DESCRIPTION'.padEnd(80), ...chunks(DEFAULT_F1), '', '1 row(s)', 'Quota is disabled'));
    expect(await classic({ kind: 'table', header: ['TABLE'], rows: [['t1']], footer: 1 }, { width: W })).toBe(text('TABLE'.padEnd(80), 't1'.padEnd(80), '1 row(s)'));
    expect(await classic({ kind: 'count', rows: stream([b('r')]), interval: 1, onTotal: () => {} }, { width: W })).toBe(
      text('Current count: 1, row: r'.padEnd(80), '1 row(s)'),
    );
    expect(await classic({ kind: 'lines', lines: ['true'], formatterRows: true }, { width: W })).toBe(text('true'.padEnd(80)));
    expect(await classic({ kind: 'lines', lines: ['Created table t1'] }, { width: W })).toBe(text('Created table t1'));
  });

  it('percentage widths on two-column tables; non-BMP characters count as one', () => {
    const f = new ConsoleFormatter(100);
    expect(f.row(['a', 'b'], true, [40, 60])).toBe(' ' + 'a'.padEnd(40) + ' ' + 'b'.padEnd(58) + '\n');
    expect(f.header(['a', 'b'], [40, 60])).toBe('a'.padEnd(40) + '  ' + 'b'.padEnd(58) + '\n');
    const g = new ConsoleFormatter(4);
    expect(g.row(['😀😀😀😀😀'])).toBe('😀😀😀😀\n😀   \n');
    expect(new ConsoleFormatter(0).row(['', ''])).toBe('  \n');
    expect(new ConsoleFormatter(80).row(['', ''])).toBe(''); // Ruby's split of '' is []
  });
});
