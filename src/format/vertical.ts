/**
 * `--vertical` / `set_format 'vertical'`: get and scan results one
 * `column: value` per line, for rows too wide to read across (in the manner
 * of mysql's `\G`). Every other output is the classic layout.
 *
 *   *************************** 1. row ***************************
 *      ROW: com.cnn.www
 *   anchor:cnnsi.com: CNN  @ 2023-11-14T22:13:20.009
 *   contents:html: <html>…  @ 2023-11-14T22:13:20.006
 *   1 row(s)
 *
 * get prints its row the same way, banner included (`1. row`), so a row
 * reads alike whichever command fetched it; an empty get has no row to
 * announce. Column names are right-aligned within a row; a value is followed by its
 * timestamp; RAW delete markers show their type in place of the value.
 * MAXLENGTH truncates the value. The footer and the METRIC block are the
 * classic ones.
 */
import type { RowResult } from '../engine/types.js';
import { eachRow, type Output } from './output.js';
import { CellTexts, renderClassic, selectedMetrics, truncateCell, type RenderOptions, type TextSink } from './classic.js';

const STARS = '*'.repeat(27);
const CHUNK = 64 * 1024;

/** The lines of one row, its banner first (`n` counts from 1). */
export function verticalRow(r: RowResult, n: number, texts: CellTexts, maxLength: number | undefined): string {
  const names = r.cells.map((c) => texts.column(c));
  const width = Math.max(3, ...names.map((s) => s.length));
  let text = `${STARS} ${n}. row ${STARS}\n${'ROW'.padStart(width)}: ${texts.bytes(r.row)}\n`;
  r.cells.forEach((c, i) => {
    const value = c.type === 'Put' ? truncateCell(texts.value(c), maxLength) : `[${c.type}]`;
    text += `${names[i].padStart(width)}: ${value}  @ ${texts.timestamp(c.timestamp)}\n`;
  });
  return text;
}

export async function renderVertical(output: Output, sink: TextSink, options: RenderOptions): Promise<void> {
  if (output.kind !== 'cells') return renderClassic(output, sink, options);
  const texts = new CellTexts({ ...output.options, maxLength: undefined }, options);
  const scan = output.layout === 'scan';
  let rows = 0;
  let any = false;
  let buf = '';
  try {
    for await (const r of eachRow(output.rows)) {
      rows++;
      // A get that found nothing still yields its (empty) row: no banner for it.
      if (r.cells.length === 0 && !scan) continue;
      any = true;
      buf += verticalRow(r, rows, texts, output.options.maxLength);
      if (buf.length >= CHUNK) {
        await sink.write(buf);
        buf = '';
      }
    }
    const n = scan ? rows : any ? 1 : 0;
    buf += `${n} row(s)\n`;
    if (output.metrics) {
      buf += '\nMETRIC  VALUE\n';
      for (const [name, value] of selectedMetrics(output.metrics.read(), output.metrics.select)) buf += ` ${name} ${value}\n`;
    }
  } finally {
    if (buf) await sink.write(buf);
  }
}
