/**
 * `--format csv` and `--format tsv` (`set_format 'csv'`): get and scan
 * results one line per cell, for spreadsheets and scripts:
 *
 *   row,column,timestamp,value
 *   r1,f1:a,1700000000000,hello
 *   "r,2",f1:b,1700000000001,"say ""hi"""
 *
 * (no header line, no `N row(s)` footer). Row, column and value are shown as
 * the classic layout shows them — Bytes.toStringBinary by default (`\x00`
 * for a byte that is not printable ASCII), or the FORMATTER and column
 * converters the read names — and the timestamp as epoch milliseconds
 * whatever the timestamp setting (what HBASE_TS_KEY reads back). A field
 * holding the separator, a quote, CR or LF is quoted as RFC 4180 quotes it
 * (`"` doubled inside). RAW delete markers show their type as the value
 * (`[DeleteColumn]`), as the table format does. MAXLENGTH truncates values.
 *
 * Formatter tables (list, list_namespace, …) come out as their header and
 * rows, one line each; every other output as in the classic layout.
 */
import { eachRow, type Output } from './output.js';
import { CellTexts, renderClassic, truncateCell, type RenderOptions, type TextSink } from './classic.js';

const CHUNK = 64 * 1024;

/** One field, quoted when it holds the separator, a quote or a line break (RFC 4180). */
export function csvField(text: string, separator: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === separator || c === '"' || c === '\n' || c === '\r') return '"' + text.replace(/"/g, '""') + '"';
  }
  return text;
}

/** Fields joined by the separator, ended by a newline. */
export function csvLine(fields: readonly string[], separator: string): string {
  let line = '';
  for (let i = 0; i < fields.length; i++) line += (i > 0 ? separator : '') + csvField(fields[i], separator);
  return line + '\n';
}

export async function renderCsv(output: Output, sink: TextSink, options: RenderOptions, separator: string): Promise<void> {
  if (output.kind === 'table') {
    let text = output.header.length > 0 ? csvLine(output.header, separator) : '';
    for (const row of output.rows) text += csvLine(row, separator);
    if (text) await sink.write(text);
    return;
  }
  if (output.kind !== 'cells') return renderClassic(output, sink, options);
  const texts = new CellTexts({ ...output.options, maxLength: undefined }, { epochTimestamps: true });
  const maxLength = output.options.maxLength;
  let buf = '';
  try {
    for await (const r of eachRow(output.rows)) {
      const row = texts.bytes(r.row);
      for (const c of r.cells) {
        const value = c.type === 'Put' ? truncateCell(texts.value(c), maxLength) : `[${c.type}]`;
        buf += csvLine([row, texts.column(c), c.timestamp.toString(), value], separator);
      }
      if (buf.length >= CHUNK) {
        await sink.write(buf);
        buf = '';
      }
    }
  } finally {
    if (buf) await sink.write(buf);
  }
}
