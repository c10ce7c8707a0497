import { describe, expect, it } from 'vitest';
import { renderVertical } from '../../src/format/vertical.js';
import type { Output } from '../../src/format/output.js';
import { Capture, b, cell, getOf, scanOf } from './helpers.js';

async function vertical(output: Output): Promise<string> {
  const sink = new Capture();
  await renderVertical(output, sink, { width: 0, epochTimestamps: true });
  return sink.text;
}

describe('--vertical: one column: value line per cell', () => {
  it('scan: a banner per row, names right-aligned within the row, value then timestamp, the classic footer', async () => {
    const text = await vertical(scanOf([cell('r1', 'f1:a', 5, 'v1'), cell('r1', 'f1:long', 4, b([0, 1])), cell('r2', 'f1:a', 3, 'x', 'DeleteColumn')]));
    expect(text).toBe(
      [
        '*************************** 1. row ***************************',
        '    ROW: r1',
        '   f1:a: v1  @ 5',
        'f1:long: \\x00\\x01  @ 4',
        '*************************** 2. row ***************************',
        ' ROW: r2',
        'f1:a: [DeleteColumn]  @ 3',
        '2 row(s)',
        '',
      ].join('\n'),
    );
  });

  it("get: the same row banner as scan's; MAXLENGTH truncates the value only; no banner and 0 row(s) when empty", async () => {
    expect(await vertical(getOf([cell('r1', 'f:q', 1, 'abcdef')], { maxLength: 3 }))).toBe(
      '*************************** 1. row ***************************\nROW: r1\nf:q: abc  @ 1\n1 row(s)\n',
    );
    expect(await vertical(getOf([]))).toBe('0 row(s)\n');
  });

  it('get and scan print one row alike', async () => {
    const cells = [cell('r1', 'f1:a', 5, 'v1'), cell('r1', 'f1:long', 4, 'v2')];
    const get = await vertical(getOf(cells));
    const scan = await vertical(scanOf(cells));
    expect(get).toBe(scan);
  });

  it('scan metrics follow the footer as in the classic layout', async () => {
    const metrics = { select: ['ROWS_SCANNED'] as string[], read: () => ({ ROWS_SCANNED: 1, ROWS_FILTERED: 0 }) as never };
    expect(await vertical(scanOf([cell('r', 'f:q', 1, 'v')], {}, metrics))).toBe(
      '*************************** 1. row ***************************\nROW: r\nf:q: v  @ 1\n1 row(s)\n\nMETRIC  VALUE\n ROWS_SCANNED 1\n',
    );
  });

  it('other outputs are the classic layout', async () => {
    expect(await vertical({ kind: 'lines', lines: ['Created table t1'] })).toBe('Created table t1\n');
  });
});
