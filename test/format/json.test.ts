import { describe, expect, it } from 'vitest';
import { JsonStatementWriter, renderJsonStatement, toJsonValue } from '../../src/format/json.js';
import type { Output, ValueConverter } from '../../src/format/output.js';
import type { TableDescriptor } from '../../src/engine/types.js';
import { ShellError } from '../../src/errors.js';
import { Capture, DEFAULTS, b, cell, getOf, scanOf, stream } from './helpers.js';

async function json(statement: Parameters<typeof renderJsonStatement>[1]): Promise<Record<string, unknown>> {
  const sink = new Capture();
  await renderJsonStatement(sink, statement);
  expect(sink.text.endsWith('\n')).toBe(true);
  expect(sink.text.indexOf('\n')).toBe(sink.text.length - 1); // one line
  return JSON.parse(sink.text);
}

describe('--format json: one object per statement', () => {
  it('scan: cells with toStringBinary strings, epoch timestamps, types; rows; value null for markers', async () => {
    const cells = [cell('r1', 'f1:c1', 1588765900010, 'v1'), cell('r1', 'f1:c2', 5, b([0, 1])), cell('r2', 'f1:', 9, '', 'DeleteFamily')];
    const o = await json({ command: 'scan', outputs: [scanOf(cells)], tookMs: 12.34567 });
    expect(o).toEqual({
      command: 'scan',
      cells: [
        { row: 'r1', column: 'f1:c1', timestamp: 1588765900010, type: 'Put', value: 'v1' },
        { row: 'r1', column: 'f1:c2', timestamp: 5, type: 'Put', value: '\\x00\\x01' },
        { row: 'r2', column: 'f1:', timestamp: 9, type: 'DeleteFamily', value: null },
      ],
      rows: 2,
      ok: true,
      took_ms: 12.346,
    });
    expect(Object.keys(o)[0]).toBe('command');
  });

  it('timestamps beyond 2^53 are strings; converters and FORMATTER apply; MAXLENGTH does not', async () => {
    const conv = new Map<string, ValueConverter>([['x:n', { kind: 'bytesMethod', method: 'toInt' }]]);
    const o = await json({
      command: 'get',
      outputs: [getOf([cell('⻄', 'x:n', 9223372036854775807n, b([0, 0, 4, 0])), cell('⻄', 'x:s', 1, 'long value')], { formatter: 'toString', columnConverters: conv, maxLength: 3 })],
    });
    expect(o.cells).toEqual([
      { row: '⻄', column: 'x:n', timestamp: '9223372036854775807', type: 'Put', value: '1024' },
      { row: '⻄', column: 'x:s', timestamp: 1, type: 'Put', value: 'long value' },
    ]);
    expect(o.rows).toBe(1);
    expect(o).not.toHaveProperty('took_ms');
  });

  it('an empty get: an empty cells array and rows 0', async () => {
    const o = await json({ command: 'get', outputs: [getOf([])] });
    expect(o).toEqual({ command: 'get', cells: [], rows: 0, ok: true });
  });

  it('a failure midway through a scan closes the array and reports the error', async () => {
    async function* rows() {
      yield { row: b('r1'), cells: [cell('r1', 'f:a', 1, 'v')] };
      throw new ShellError('INTERRUPTED', 'interrupted');
    }
    const sink = new Capture();
    const w = new JsonStatementWriter(sink);
    w.begin({ command: 'scan', statement: "scan 't1'" });
    const out: Output = { kind: 'cells', layout: 'scan', rows: rows(), options: { formatter: 'toStringBinary', columnConverters: new Map() } };
    const error = await w.add(out).catch((e: ShellError) => e);
    w.fail(error as ShellError);
    await w.end(3);
    expect(JSON.parse(sink.text)).toEqual({
      command: 'scan',
      statement: "scan 't1'",
      cells: [{ row: 'r1', column: 'f:a', timestamp: 1, type: 'Put', value: 'v' }],
      rows: 1,
      ok: false,
      error: { code: 'INTERRUPTED', message: 'interrupted' },
      took_ms: 3,
    });
  });

  it('errors without output; parse errors without a command', async () => {
    expect(await json({ command: 'describe', outputs: [], error: { code: 'TABLE_NOT_FOUND', message: 'Table t1 does not exist.' } })).toEqual({
      command: 'describe',
      ok: false,
      error: { code: 'TABLE_NOT_FOUND', message: 'Table t1 does not exist.' },
    });
    expect(await json({ outputs: [], error: { code: 'PARSE_ERROR', message: 'syntax error' } })).toEqual({
      command: null,
      ok: false,
      error: { code: 'PARSE_ERROR', message: 'syntax error' },
    });
  });

  it('list, list_namespace, other tables, lines, count, value', async () => {
    expect(await json({ command: 'list', outputs: [{ kind: 'table', header: ['TABLE'], rows: [['t1'], ['ns1:t2']], footer: 2 }], value: ['t1', 'ns1:t2'] })).toEqual({
      command: 'list',
      tables: ['t1', 'ns1:t2'],
      rows: 2,
      value: ['t1', 'ns1:t2'],
      ok: true,
    });
    expect((await json({ command: 'list_namespace', outputs: [{ kind: 'table', header: ['NAMESPACE'], rows: [['default'], ['hbase']], footer: 2 }] })).namespaces).toEqual(['default', 'hbase']);
    expect((await json({ command: 'x', outputs: [{ kind: 'table', header: ['A', 'B'], rows: [['1', '2']] }] })).table).toEqual({ header: ['A', 'B'], rows: [['1', '2']] });
    expect(await json({ command: 'create', outputs: [{ kind: 'lines', lines: ['Created table t1'] }], value: 'Hbase::Table - t1' })).toEqual({
      command: 'create',
      lines: ['Created table t1'],
      value: 'Hbase::Table - t1',
      ok: true,
    });
    let total = 0;
    expect(await json({ command: 'count', outputs: [{ kind: 'count', rows: stream([b('a'), b('b'), b('c')]), interval: 1, onTotal: (n) => (total = n) }], value: 3n })).toEqual({
      command: 'count',
      rows: 3,
      value: 3,
      ok: true,
    });
    expect(total).toBe(3);
  });

  it('describe and describe_namespace as objects (raw values, describe order)', async () => {
    const table: TableDescriptor = {
      name: { namespace: 'default', qualifier: 't1', nameAsString: 't1' },
      state: 'ENABLED',
      families: [{ name: 'f1', values: [...DEFAULTS, ['NEW_VERSION_BEHAVIOR', 'true']] }],
      values: [['hbase.store.file-tracker.impl', 'DEFAULT'], ['MAX_FILESIZE', '134217728']],
      splits: [],
      createdAt: 0n,
    };
    const o = await json({ command: 'describe', outputs: [{ kind: 'describe', nameAsTyped: 't1', table, quotaLine: true }] });
    const d = o.describe as { name: string; state: string; attributes: Record<string, string>; families: Array<{ name: string; attributes: Record<string, string> }> };
    expect(d.name).toBe('t1');
    expect(d.state).toBe('ENABLED');
    expect(Object.keys(d.attributes)).toEqual(['MAX_FILESIZE', 'hbase.store.file-tracker.impl']);
    expect(d.families[0].name).toBe('f1');
    expect(Object.keys(d.families[0].attributes).slice(0, 3)).toEqual(['INDEX_BLOCK_ENCODING', 'VERSIONS', 'KEEP_DELETED_CELLS']);
    expect(d.families[0].attributes.TTL).toBe('2147483647');
    expect(d.families[0].attributes.NEW_VERSION_BEHAVIOR).toBe('true');
    const n = await json({ command: 'describe_namespace', outputs: [{ kind: 'describe_namespace', namespace: { name: 'ns1', properties: [['b', '2'], ['a', '1']] } }] });
    expect(n.namespace).toEqual({ name: 'ns1', properties: { a: '1', b: '2' } });
  });

  it('scan metrics as numbers', async () => {
    const metrics = { ROWS_SCANNED: 1, ROWS_FILTERED: 0, CELLS_EXAMINED: 1, BYTES_IN_RESULTS: 10, REGIONS_SCANNED: 1, RPC_CALLS: 1 };
    const o = await json({ command: 'scan', outputs: [scanOf([cell('r', 'f:q', 1, 'v')], {}, { select: ['ROWS_SCANNED'], read: () => metrics })] });
    expect(o.metrics).toEqual({ ROWS_SCANNED: 1 });
  });

  it('toJsonValue', () => {
    expect(toJsonValue([1n, 9007199254740993n, b('x'), true, null, new Map([['k', 1]])])).toEqual([1, '9007199254740993', 'x', true, null, { k: 1 }]);
  });

  it('toJsonValue: byte strings that are not valid UTF-8 keep every byte (toStringBinary), valid UTF-8 is text', () => {
    expect(toJsonValue(b([0x61, 0xff, 0x5c]))).toBe('a\\xFF\\x5C');
    expect(toJsonValue([b([0xc3, 0xa9]), b([0xc3])])).toEqual(['é', '\\xC3']);
    expect(JSON.stringify(toJsonValue(b([0x01, 0xfe])))).toBe('"\\\\x01\\\\xFE"');
  });
});
