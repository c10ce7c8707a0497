/**
 * The HBase shell's own output, byte for byte (formatter.rb and the commands' own `puts`): the console
 * formatter (`Shell::Formatter::Console`) with its width W — 0 when stdout is
 * not a terminal (single spaces, nothing padded), else the terminal width
 * (two-column rows in W/4 and W − W/4 − 2 wide columns, values chunked onto
 * continuation lines, every line padded) — and every Output kind: lines,
 * tables, scan/get cells (+ scan metrics), count, describe,
 * describe_namespace; plus the `Took` line and the ERROR block.
 *
 * Text is buffered into ~64 KiB chunks before it reaches the sink (a 1M-cell
 * scan would otherwise be a million writes); whatever was rendered is
 * written out before an error from the row stream propagates, as HBase
 * has printed those rows by then.
 */
import type { Cell, ScanMetrics } from '../engine/types.js';
import { asBatch, type CellRenderOptions, type Output, type ValueConverter } from './output.js';
import { convertBytes } from './bytes.js';
import { latin1String, toStringBinary, toUtf8String } from '../bytes.js';
import { createTimestampFormatter } from './time.js';
import { PlainScanBytes } from './scan-bytes.js';
import { familyDescriptorString, namespaceDescriptorString, sortedFamilies, tableAttributesLine } from './describe.js';

export interface TextSink {
  write(text: string): void | Promise<void>;
  /**
   * Bytes after the text written so far (stdout takes them: the plain scan layout is written as
   * bytes). True (or a promise of true): the sink is done with them and the caller may reuse them.
   */
  writeBytes?(bytes: Uint8Array): boolean | void | Promise<boolean | void>;
}

export interface RenderOptions {
  /** W: terminal width, 0 when stdout is not a terminal. */
  width: number;
  /** `--epoch-timestamps`: raw epoch milliseconds instead of local date-times. */
  epochTimestamps: boolean;
  /** IANA zone for timestamps; default the process's (`TZ`). */
  timeZone?: string;
}

const CHUNK = 64 * 1024;

// ---------------------------------------------------------------- the formatter

const SURROGATE = /[\uD800-\uDFFF]/;

/** Ruby's `split(width, str)`: chunks of `width` characters; `[str]` when width is 0; `[]` for '' otherwise. */
function split(width: number, s: string): string[] {
  if (width <= 0) return [s];
  if (!SURROGATE.test(s)) {
    const out: string[] = [];
    for (let i = 0; i < s.length; i += width) out.push(s.slice(i, i + width));
    return out;
  }
  const chars = Array.from(s);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += width) out.push(chars.slice(i, i + width).join(''));
  return out;
}

/** Character (code point) length, as Ruby counts a UTF-8 string. */
function charLength(s: string): number {
  return SURROGATE.test(s) ? Array.from(s).length : s.length;
}

/** Ruby's `output(width, str)`: `printf('%-*s', width, str)`. */
function pad(width: number, s: string | undefined): string {
  const str = s ?? '';
  if (width <= 0) return str;
  const n = charLength(str);
  return n >= width ? str : str + ' '.repeat(width - n);
}

/**
 * `Shell::Formatter::Console` as pure text: each method returns the lines it
 * prints, newlines included.
 */
export class ConsoleFormatter {
  constructor(readonly width: number) {}

  private columns(widths?: number[]): [number, number] {
    const w = this.width;
    if (w === 0) return [0, 0];
    const c1 = !widths || widths.length === 0 ? Math.floor(w / 4) : Math.floor((w * widths[0]) / 100);
    const c2 = !widths || widths.length < 2 ? w - c1 - 2 : Math.floor((w * widths[1]) / 100) - 2;
    return [c1, c2];
  }

  /** `formatter.row(args, inset, widths)`. */
  row(args: readonly string[], inset = true, widths?: number[]): string {
    if (args.length === 0) return '';
    if (args.length === 1) {
      let out = '';
      for (const chunk of split(this.width, args[0])) out += pad(this.width, chunk) + '\n';
      return out;
    }
    if (args.length === 2) {
      const [c1, c2] = this.columns(widths);
      const s1 = split(c1, args[0]);
      const s2 = split(c2, args[1]);
      const n = Math.max(s1.length, s2.length);
      let out = '';
      for (let i = 0; i < n; i++) {
        out += (inset ? ' ' : '') + pad(c1, s1[i]) + (inset ? ' ' : '  ') + pad(c2, s2[i]) + '\n';
      }
      return out;
    }
    return ' ' + args.join(' ') + '\n';
  }

  /** `formatter.header(args, widths)`: a row without the inset. */
  header(args: readonly string[], widths?: number[]): string {
    return this.row(args, false, widths);
  }

  /** `formatter.footer(n)`: `N row(s)` (not padded: it is a `puts`). */
  footer(n: number): string {
    return `${n} row(s)\n`;
  }

  /** `formatter.output_str(s)`: padded to W, no newline. */
  outputStr(s: string): string {
    return pad(this.width, s);
  }
}

/** `Took 0.0123 seconds` (4 decimals); padded to the terminal width when one is given, as HBase's output_str does. */
export function tookLine(seconds: number, width = 0): string {
  return pad(width, `Took ${seconds.toFixed(4)} seconds`);
}

/**
 * The interactive ERROR block: blank, `ERROR: <message>`, blank, the usage
 * hint, blank — or, without a command (a parse error), blank, ERROR, blank.
 */
export function errorBlock(message: string, command: string | undefined): string[] {
  if (command === undefined) return ['', `ERROR: ${message}`, ''];
  return ['', `ERROR: ${message}`, '', `For usage try 'help "${command}"'`, ''];
}

/**
 * A Ruby exception as IRB reports it (the eval_input HBase's hirb.rb copies
 * from JRuby 9.3's IRB): `Traceback (most recent call last):`, no frames (the
 * shell sets BACK_TRACE_LIMIT to 0), `Class (first line of the message)`,
 * then the message's other lines.
 */
export function irbReport(rubyClass: string, message: string): string[] {
  const [first, ...rest] = message.split('\n');
  return ['Traceback (most recent call last):', `${rubyClass} (${first})`, ...rest];
}

// ---------------------------------------------------------------- buffered output

class Buffered {
  private buf = '';
  constructor(private readonly sink: TextSink) {}

  /** The sink takes bytes too. */
  get takesBytes(): boolean {
    return this.sink.writeBytes !== undefined;
  }

  /** Bytes, after the text added so far; true when the sink is done with them. */
  async bytes(b: Uint8Array): Promise<boolean> {
    const p = this.flush();
    if (p) await p;
    return (await this.sink.writeBytes!(b)) === true;
  }

  /** Appends; writes a chunk out once ~64 KiB have gathered. */
  add(text: string): void | Promise<void> {
    this.buf += text;
    if (this.buf.length >= CHUNK) return this.flush();
  }

  flush(): void | Promise<void> {
    if (this.buf === '') return;
    const text = this.buf;
    this.buf = '';
    return this.sink.write(text);
  }
}

// ---------------------------------------------------------------- cells

/** Truncation as Ruby's `val[0, maxlength]` (characters); -1 / undefined: none; other negatives: nil, printed empty. */
export function truncateCell(text: string, maxLength: number | undefined): string {
  if (maxLength === undefined || maxLength === -1) return text;
  if (maxLength < 0) return '';
  if (text.length <= maxLength) return text;
  if (!SURROGATE.test(text)) return text.slice(0, maxLength);
  return Array.from(text).slice(0, maxLength).join('');
}

/**
 * Formats the parts of cells as the shell does for one get/scan: row,
 * family and qualifier with the global FORMATTER, values with the column's
 * converter or the global one, timestamps per the options.
 */
export class CellTexts {
  readonly bytes: (b: Uint8Array) => string;
  readonly timestamp: (ts: bigint) => string;
  private readonly families = new Map<string, string>();
  /** `family:qualifier` texts by qualifier Buffer (the engine hands out one Buffer for a repeated qualifier), per family. */
  private readonly columns = new Map<string, Map<Uint8Array, string>>();
  private readonly converters: Map<string, ValueConverter>;
  private readonly maxLength: number | undefined;
  /** Every text is Bytes.toStringBinary's, untruncated: the plain scan layout can be written as bytes (scan-bytes.ts). */
  readonly plainBinary: boolean;

  constructor(options: CellRenderOptions, time: { epochTimestamps: boolean; timeZone?: string }) {
    this.bytes = options.formatter === 'toString' ? toUtf8String : toStringBinary;
    this.timestamp = createTimestampFormatter({ epoch: time.epochTimestamps, zone: time.timeZone });
    this.converters = options.columnConverters ?? new Map();
    this.maxLength = options.maxLength;
    this.plainBinary = this.bytes === toStringBinary && this.converters.size === 0 && this.maxLength === undefined;
  }

  /** `family:qualifier` as shown after `column=`. */
  column(cell: Cell): string {
    let known = this.columns.get(cell.family);
    if (known === undefined) this.columns.set(cell.family, (known = new Map()));
    let text = known.get(cell.qualifier);
    if (text === undefined) {
      let fam = this.families.get(cell.family);
      if (fam === undefined) {
        fam = (this.bytes === toUtf8String ? cell.family : toStringBinary(Buffer.from(cell.family, 'utf8'))) + ':';
        this.families.set(cell.family, fam);
      }
      text = fam + this.bytes(cell.qualifier);
      // bounded: a table of ever-new qualifiers only pays the lookup
      if (known.size >= 4096) known.clear();
      known.set(cell.qualifier, text);
    }
    return text;
  }

  /** The value as shown after `value=`. */
  value(cell: Cell): string {
    if (this.converters.size > 0) {
      const converter = this.converters.get(`${cell.family}:${latin1String(cell.qualifier)}`);
      if (converter) return convertValue(converter, cell.value);
    }
    return this.bytes(cell.value);
  }

  /** `timestamp=…, value=…` or `timestamp=…, type=Delete…`, MAXLENGTH applied. */
  cell(cell: Cell): string {
    const text =
      cell.type === 'Put'
        ? 'timestamp=' + this.timestamp(cell.timestamp) + ', value=' + this.value(cell)
        : 'timestamp=' + this.timestamp(cell.timestamp) + ', type=' + cell.type;
    return this.maxLength === undefined ? text : truncateCell(text, this.maxLength);
  }
}

/** A value through a column converter. */
export function convertValue(converter: ValueConverter, value: Uint8Array): string {
  switch (converter.kind) {
    case 'toStringBinary':
      return toStringBinary(value);
    case 'toString':
      return toUtf8String(value);
    case 'bytesMethod':
      return convertBytes(converter.method, value);
  }
}

/** The metric rows a scan prints: sorted by name, filtered to the selection. */
export function selectedMetrics(metrics: ScanMetrics, select: string[] | 'all'): Array<[string, string]> {
  const entries = Object.entries(metrics as unknown as Record<string, unknown>).map(([k, v]) => [k, String(v)] as [string, string]);
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return select === 'all' || select.length === 0 ? entries : entries.filter(([k]) => select.includes(k));
}

async function renderCells(output: Extract<Output, { kind: 'cells' }>, out: Buffered, f: ConsoleFormatter, options: RenderOptions): Promise<void> {
  const texts = new CellTexts(output.options, options);
  const scan = output.layout === 'scan';
  const plain = f.width === 0;
  let p = out.add(f.header(scan ? ['ROW', 'COLUMN+CELL'] : ['COLUMN', 'CELL']));
  if (p) await p;
  let rows = 0;
  let any = false;
  if (scan && plain && out.takesBytes && texts.plainBinary) {
    rows = await renderPlainScan(output.rows, out, texts);
  } else {
    for await (const item of output.rows) {
      const batch = asBatch(item);
      let text = '';
      try {
        for (const r of batch) {
          rows++;
          if (scan) {
            const row = texts.bytes(r.row);
            if (plain) {
              const prefix = ' ' + row + ' column=';
              for (const c of r.cells) text += prefix + texts.column(c) + ', ' + texts.cell(c) + '\n';
            } else {
              for (const c of r.cells) text += f.row([row, 'column=' + texts.column(c) + ', ' + texts.cell(c)]);
            }
          } else {
            if (r.cells.length > 0) any = true;
            if (plain) for (const c of r.cells) text += ' ' + texts.column(c) + ' ' + texts.cell(c) + '\n';
            else for (const c of r.cells) text += f.row([texts.column(c), texts.cell(c)]);
          }
        }
      } catch (e) {
        // HBase prints each cell as it converts it: the rows and the cells before the one a
        // converter fails on (`'f:q:toInt'` on a 1-byte value) are already out.
        await out.add(text);
        throw e;
      }
      p = out.add(text);
      if (p) await p;
    }
  }
  p = out.add(f.footer(scan ? rows : any ? 1 : 0));
  if (p) await p;
  if (output.metrics) {
    let text = '\n' + f.header(['METRIC', 'VALUE']);
    for (const [name, value] of selectedMetrics(output.metrics.read(), output.metrics.select)) text += f.row([name, value]);
    p = out.add(text);
    if (p) await p;
  }
}

/** The plain scan layout's rows as bytes (scan-bytes.ts); returns the number of rows. */
async function renderPlainScan(rows: Extract<Output, { kind: 'cells' }>['rows'], out: Buffered, texts: CellTexts): Promise<number> {
  const w = new PlainScanBytes(texts);
  const full: Buffer[] = [];
  const spill = (b: Buffer) => full.push(b);
  let n = 0;
  try {
    for await (const item of rows) {
      const batch = asBatch(item);
      for (let i = 0; i < batch.length; i++) w.row(batch[i], spill);
      n += batch.length;
      for (const b of full) if (await out.bytes(b)) w.recycle(b);
      full.length = 0;
    }
  } finally {
    // what was rendered is out before an error from the row stream propagates
    for (const b of full) await out.bytes(b);
    const rest = w.take();
    if (rest) await out.bytes(rest);
  }
  return n;
}

async function renderCount(output: Extract<Output, { kind: 'count' }>, out: Buffered, f: ConsoleFormatter): Promise<void> {
  let n = 0;
  const interval = output.interval;
  for await (const item of output.rows) {
    const batch = asBatch(item);
    if (interval === 0) {
      n += batch.length;
      continue;
    }
    for (const row of batch) {
      n++;
      if (n % interval === 0) {
        // Progress is shown as it happens: written out at once.
        await out.add(f.row([`Current count: ${n}, row: ${toStringBinary(row)}`]));
        await out.flush();
      }
    }
  }
  output.onTotal(n);
  await out.add(f.footer(n));
}

/** The lines of `describe` (admin.rb's `describe`) as text. */
export function describeText(output: Extract<Output, { kind: 'describe' }>, f: ConsoleFormatter = new ConsoleFormatter(0)): string {
  const { table, nameAsTyped } = output;
  let text = f.header([`Table ${nameAsTyped} is ${table.state}`]);
  text += f.row([tableAttributesLine(nameAsTyped, table)]);
  text += f.header(['COLUMN FAMILIES DESCRIPTION']);
  const families = sortedFamilies(table);
  for (const family of families) text += f.row([familyDescriptorString(family)]) + '\n';
  text += f.footer(families.length);
  if (output.quotaLine) text += 'Quota is disabled\n';
  return text;
}

/** The lines of `describe_namespace` (NamespaceDescriptor.toString) as text. */
export function describeNamespaceText(output: Extract<Output, { kind: 'describe_namespace' }>, f: ConsoleFormatter = new ConsoleFormatter(0)): string {
  return f.header(['DESCRIPTION']) + f.row([namespaceDescriptorString(output.namespace)]) + 'Quota is disabled\n';
}

/** Renders one Output in the HBase shell's layout. */
export async function renderClassic(output: Output, sink: TextSink, options: RenderOptions): Promise<void> {
  const f = new ConsoleFormatter(Math.max(0, Math.floor(options.width || 0)));
  const out = new Buffered(sink);
  try {
    switch (output.kind) {
      case 'lines':
        if (output.formatterRows) for (const line of output.lines) await out.add(f.row([line]));
        else for (const line of output.lines) await out.add(line + '\n');
        break;
      case 'table': {
        let text = output.header.length > 0 ? f.header(output.header, output.widths) : '';
        for (const row of output.rows) {
          text += f.row(row, true, output.widths);
          if (text.length >= CHUNK) {
            await out.add(text);
            text = '';
          }
        }
        if (output.footer !== undefined) text += f.footer(output.footer);
        await out.add(text);
        break;
      }
      case 'cells':
        await renderCells(output, out, f, options);
        break;
      case 'count':
        await renderCount(output, out, f);
        break;
      case 'describe':
        await out.add(describeText(output, f));
        break;
      case 'describe_namespace':
        await out.add(describeNamespaceText(output, f));
        break;
      case 'text':
        for await (const chunk of output.chunks) await out.add(chunk);
        break;
    }
  } finally {
    await out.flush();
  }
}
