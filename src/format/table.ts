/**
 * `--format table`: boxes drawn with cli-table3, for wide data.
 *
 * - scan: one table row per HBase row, a `ROW` column then one column per
 *   `family:qualifier` seen (sorted as HBase sorts columns); a cell lists the
 *   column's versions newest first, one per line, as `value @ timestamp`
 *   (delete markers of RAW scans as `[DeleteColumn] @ timestamp`). Rows are
 *   boxed in pages of `pageRows` (default 100) so a long scan streams; each
 *   page has the columns its rows use. Then `N row(s)`.
 * - get: one table row per column (`COLUMN`, `CELL`), versions as above.
 * - formatter tables (list, list_namespace, …) and metrics: a box with their
 *   header; `N row(s)` after it.
 * - describe: the state line, a box of table attributes (when any), a box
 *   of families (`NAME`, `ATTRIBUTES`: one `KEY => 'value'` per line in
 *   describe's order, humanised as describe shows them), `N row(s)`.
 * - describe_namespace: a box of the name and properties.
 * - lines and count progress: as plain text.
 *
 * Boxes are as wide as their content (the terminal may wrap wide ones).
 */
import Table from 'cli-table3';
import type { Cell, RowResult } from '../engine/types.js';
import { eachRow, type Output } from './output.js';
import type { TextSink } from './classic.js';
import { CellTexts, selectedMetrics, truncateCell } from './classic.js';
import { toStringBinary } from '../bytes.js';
import { familyAttributeOrder, FAMILY_RESERVED_KEYS, namespaceDescriptorString, sortedFamilies, tableAttributesString, distinct } from './describe.js';
import { prettyFormat } from './humanize.js';
import { plainStyles, type Styles } from './style.js';

export interface TableRenderOptions {
  /** Terminal width (unused for layout for now; boxes fit their content). */
  width: number;
  epochTimestamps: boolean;
  timeZone?: string;
  /** Colour for headings and borders; default plain. */
  styles?: Styles;
  /** HBase rows per box in a scan (default 100). */
  pageRows?: number;
}

function box(head: string[], rows: string[][], styles: Styles): string {
  const t = new Table({
    head: head.map((h) => styles.heading(h)),
    style: { head: [], border: [] },
  });
  for (const r of rows) t.push(r);
  let s = t.toString();
  if (styles.enabled) s = s.replace(/[─│┌┐└┘├┤┬┴┼]+/g, (m) => styles.dim(m));
  return s + '\n';
}

/** The versions of one column, newest first (the order cells arrive in). */
function versions(cells: Cell[], texts: CellTexts, maxLength: number | undefined): string {
  return cells
    .map((c) => {
      const ts = texts.timestamp(c.timestamp);
      const v = c.type === 'Put' ? truncateCell(texts.value(c), maxLength) : `[${c.type}]`;
      return `${v} @ ${ts}`;
    })
    .join('\n');
}

interface ColumnKey {
  family: string;
  qualifier: Uint8Array;
  text: string;
}

function compareColumns(a: ColumnKey, b: ColumnKey): number {
  return Buffer.compare(Buffer.from(a.family, 'utf8'), Buffer.from(b.family, 'utf8')) || Buffer.compare(a.qualifier, b.qualifier);
}

/** Groups a row's cells by column, keeping HBase order. */
function byColumn(r: RowResult, texts: CellTexts): Map<string, { key: ColumnKey; cells: Cell[] }> {
  const m = new Map<string, { key: ColumnKey; cells: Cell[] }>();
  for (const c of r.cells) {
    const text = texts.column(c);
    let e = m.get(text);
    if (!e) {
      e = { key: { family: c.family, qualifier: c.qualifier, text }, cells: [] };
      m.set(text, e);
    }
    e.cells.push(c);
  }
  return m;
}

async function renderScan(output: Extract<Output, { kind: 'cells' }>, sink: TextSink, options: TableRenderOptions, styles: Styles): Promise<void> {
  const texts = new CellTexts(output.options, options);
  const maxLength = output.options.maxLength;
  const pageRows = Math.max(1, options.pageRows ?? 100);
  let page: Array<{ row: string; columns: Map<string, { key: ColumnKey; cells: Cell[] }> }> = [];
  let rows = 0;

  const flush = async () => {
    if (page.length === 0) return;
    const columns = new Map<string, ColumnKey>();
    for (const p of page) for (const [text, e] of p.columns) if (!columns.has(text)) columns.set(text, e.key);
    const ordered = [...columns.values()].sort(compareColumns);
    const body = page.map((p) => [p.row, ...ordered.map((k) => (p.columns.has(k.text) ? versions(p.columns.get(k.text)!.cells, texts, maxLength) : ''))]);
    page = [];
    await sink.write(box(['ROW', ...ordered.map((k) => k.text)], body, styles));
  };

  try {
    for await (const r of eachRow(output.rows)) {
      rows++;
      page.push({ row: texts.bytes(r.row), columns: byColumn(r, texts) });
      if (page.length >= pageRows) await flush();
    }
  } finally {
    await flush();
  }
  await sink.write(`${rows} row(s)\n`);
}

async function renderGet(output: Extract<Output, { kind: 'cells' }>, sink: TextSink, options: TableRenderOptions, styles: Styles): Promise<void> {
  const texts = new CellTexts(output.options, options);
  const body: string[][] = [];
  let any = false;
  for await (const r of eachRow(output.rows)) {
    if (r.cells.length > 0) any = true;
    for (const { key, cells } of byColumn(r, texts).values()) body.push([key.text, versions(cells, texts, output.options.maxLength)]);
  }
  if (body.length > 0) await sink.write(box(['COLUMN', 'CELL'], body, styles));
  await sink.write(`${any ? 1 : 0} row(s)\n`);
}

function familyLines(values: Array<[string, string]>): string {
  const lines: string[] = [];
  const metadata: string[] = [];
  for (const [k, v] of values) {
    const unit = k === 'TTL' ? 'TIME_INTERVAL' : k === 'BLOCKSIZE' ? 'BYTE' : 'NONE';
    const text = prettyFormat(toStringBinary(Buffer.from(v, 'utf8')), unit);
    if (FAMILY_RESERVED_KEYS.has(k)) lines.push(`${k} => '${text}'`);
    else metadata.push(`METADATA '${k}' => '${text}'`);
  }
  return [...lines, ...metadata].join('\n');
}

/** Renders one Output as cli-table3 boxes. */
export async function renderTable(output: Output, sink: TextSink, options: TableRenderOptions): Promise<void> {
  const styles = options.styles ?? plainStyles;
  switch (output.kind) {
    case 'lines':
      if (output.lines.length > 0) await sink.write(output.lines.map((l) => l + '\n').join(''));
      break;
    case 'table': {
      const width = Math.max(output.header.length, ...output.rows.map((r) => r.length));
      const rows = output.rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
      if (output.header.length > 0 || rows.length > 0) await sink.write(box(output.header, rows, styles));
      if (output.footer !== undefined) await sink.write(`${output.footer} row(s)\n`);
      break;
    }
    case 'cells':
      if (output.layout === 'scan') await renderScan(output, sink, options, styles);
      else await renderGet(output, sink, options, styles);
      if (output.metrics) {
        await sink.write(box(['METRIC', 'VALUE'], selectedMetrics(output.metrics.read(), output.metrics.select), styles));
      }
      break;
    case 'count': {
      let n = 0;
      for await (const row of eachRow(output.rows)) {
        n++;
        if (output.interval !== 0 && n % output.interval === 0) await sink.write(`Current count: ${n}, row: ${toStringBinary(row)}\n`);
      }
      output.onTotal(n);
      await sink.write(`${n} row(s)\n`);
      break;
    }
    case 'describe': {
      const t = output.table;
      let text = `Table ${output.nameAsTyped} is ${t.state}\n`;
      const attrs = tableAttributesString(t.values);
      if (attrs) {
        // The attributes as describe prints them, one per line.
        const inner = attrs.slice(', {TABLE_ATTRIBUTES => {'.length, -2);
        text += box(['TABLE ATTRIBUTES'], [[splitTopLevel(inner).join('\n')]], styles);
      }
      const families = sortedFamilies(t);
      text += box(['NAME', 'ATTRIBUTES'], families.map((f) => [f.name, familyLines(familyAttributeOrder(f))]), styles);
      text += `${families.length} row(s)\n`;
      if (output.quotaLine) text += 'Quota is disabled\n';
      await sink.write(text);
      break;
    }
    case 'describe_namespace': {
      const ns = output.namespace;
      const props = distinct(ns.properties).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      const body = props.length > 0 ? props.map(([k, v]) => [k, v]) : [];
      let text = box(['NAME', ns.name], body, styles);
      if (body.length === 0) text = box(['DESCRIPTION'], [[namespaceDescriptorString(ns)]], styles);
      await sink.write(text + 'Quota is disabled\n');
      break;
    }
    case 'text':
      for await (const chunk of output.chunks) await sink.write(chunk);
      break;
  }
}

/** Splits `A => 'x', METADATA => {'k' => 'v', …}` at its top-level commas. */
function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === "'") quoted = !quoted;
    else if (!quoted && ch === '{') depth++;
    else if (!quoted && ch === '}') depth--;
    else if (!quoted && depth === 0 && ch === ',' && s[i + 1] === ' ') {
      out.push(s.slice(start, i));
      start = i + 2;
    }
  }
  out.push(s.slice(start));
  return out;
}
