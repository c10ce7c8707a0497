import { describe, expect, it } from 'vitest';
import { renderTable } from '../../src/format/table.js';
import type { Output } from '../../src/format/output.js';
import { Capture, DEFAULTS, cell, getOf, scanOf, text } from './helpers.js';
import { createStyles } from '../../src/format/style.js';

async function boxes(output: Output, pageRows?: number): Promise<string> {
  const sink = new Capture();
  await renderTable(output, sink, { width: 0, epochTimestamps: true, timeZone: 'UTC', pageRows });
  return sink.text;
}

describe('--format table', () => {
  it('a scan: one row per HBase row, one column per family:qualifier, versions newest first', async () => {
    const cells = [cell('r1', 'f:a', 3, 'new'), cell('r1', 'f:a', 2, 'old'), cell('r1', 'g:z', 1, 'z'), cell('r2', 'f:b', 1, '\x00')];
    expect(await boxes(scanOf(cells))).toBe(
      [
        '┌─────┬─────────┬──────────┬───────┐',
        '│ ROW │ f:a     │ f:b      │ g:z   │',
        '├─────┼─────────┼──────────┼───────┤',
        '│ r1  │ new @ 3 │          │ z @ 1 │',
        '│     │ old @ 2 │          │       │',
        '├─────┼─────────┼──────────┼───────┤',
        '│ r2  │         │ \\x00 @ 1 │       │',
        '└─────┴─────────┴──────────┴───────┘',
        '2 row(s)',
        '',
      ].join('\n'),
    );
  });

  it('scans stream in pages; empty scans print only the footer', async () => {
    const cells = [cell('r1', 'f:a', 1, 'x'), cell('r2', 'f:b', 1, 'y')];
    const out = await boxes(scanOf(cells), 1);
    expect(out.match(/┌/g)!.length).toBe(2);
    expect(out.endsWith('2 row(s)\n')).toBe(true);
    expect(await boxes(scanOf([]))).toBe('0 row(s)\n');
  });

  it('get: one row per column; markers by type', async () => {
    const out = await boxes(getOf([cell('r1', 'f:a', 2, '', 'Delete'), cell('r1', 'f:a', 1, 'v')]));
    expect(out).toBe(
      ['┌────────┬──────────────┐', '│ COLUMN │ CELL         │', '├────────┼──────────────┤', '│ f:a    │ [Delete] @ 2 │', '│        │ v @ 1        │', '└────────┴──────────────┘', '1 row(s)', ''].join('\n'),
    );
    expect(await boxes(getOf([]))).toBe('0 row(s)\n');
  });

  it('lists as boxes with the footer; lines as text', async () => {
    expect(await boxes({ kind: 'table', header: ['TABLE'], rows: [['t1'], ['ns1:t2']], footer: 2 })).toBe(
      ['┌────────┐', '│ TABLE  │', '├────────┤', '│ t1     │', '├────────┤', '│ ns1:t2 │', '└────────┘', '2 row(s)', ''].join('\n'),
    );
    expect(await boxes({ kind: 'lines', lines: ['Created table t1'] })).toBe(text('Created table t1'));
  });

  it('describe: state, attributes, families with their attributes in describe order', async () => {
    const out = await boxes({
      kind: 'describe',
      nameAsTyped: 't1',
      quotaLine: true,
      table: {
        name: { namespace: 'default', qualifier: 't1', nameAsString: 't1' },
        state: 'ENABLED',
        families: [{ name: 'f1', values: [...DEFAULTS, ['NEW_VERSION_BEHAVIOR', 'true']] }],
        values: [['hbase.store.file-tracker.impl', 'DEFAULT']],
        splits: [],
        createdAt: 0n,
      },
    });
    expect(out.startsWith('Table t1 is ENABLED\n')).toBe(true);
    expect(out).toContain("METADATA => {'hbase.store.file-tracker.impl' => 'DEFAULT'}");
    expect(out).toContain("INDEX_BLOCK_ENCODING => 'NONE'");
    expect(out).toContain("BLOCKSIZE => '65536 B (64KB)'");
    expect(out).toContain("METADATA 'NEW_VERSION_BEHAVIOR' => 'true'");
    expect(out.indexOf('INDEX_BLOCK_ENCODING')).toBeLessThan(out.indexOf('VERSIONS'));
    expect(out.endsWith('1 row(s)\nQuota is disabled\n')).toBe(true);
  });

  it('colour only when asked', async () => {
    const sink = new Capture();
    await renderTable({ kind: 'table', header: ['TABLE'], rows: [['t1']], footer: 1 }, sink, { width: 0, epochTimestamps: true, styles: createStyles(true) });
    expect(sink.text).toContain('\x1b[');
    expect(await boxes({ kind: 'table', header: ['TABLE'], rows: [['t1']], footer: 1 })).not.toContain('\x1b[');
  });
});
