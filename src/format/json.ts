/**
 * `--format json`: one JSON object per executed command (per statement when
 * it runs none), on its own line; the session begins each object.
 *
 * Schema (every key but `command` and `ok` optional; keys appear only when
 * the statement produced that kind of output):
 *
 *   {
 *     "command":    string | null,   // the command the statement ran (null: no command, e.g. `x = 1` or a parse error)
 *     "statement":  string,          // the statement's source text, when the caller passes it
 *     "file":       string,          // the script file, when the statement comes from one
 *     "line":       number,          // the line of the command (of the statement when it ran none)
 *     "question":   string,          // the `# Q3: …` question the statement answers ("Q3"), if any
 *     "cells":      [ {              // get / scan, every cell of every row, in order
 *         "row":       string,       //   Bytes.toStringBinary (UTF-8 text with FORMATTER => 'toString')
 *         "column":    string,       //   "family:qualifier", same rendering
 *         "timestamp": number | string,  // epoch ms; a decimal string beyond 2^53 (e.g. Long.MAX_VALUE)
 *         "type":      "Put" | "Delete" | "DeleteColumn" | "DeleteFamily" | "DeleteFamilyVersion",
 *         "value":     string | null // toStringBinary / FORMATTER / the column's converter ("1024" for toInt); null for delete markers
 *       } ],
 *     "rows":       number,          // scan: rows; get: 0 or 1; count: the count; list-like tables: their footer N
 *     "metrics":    { NAME: number },// scan ALL_METRICS / METRICS, filtered as the shell filters them
 *     "tables":     [string],        // list, list_namespace_tables, … (a table output headed TABLE)
 *     "namespaces": [string],        // list_namespace (headed NAMESPACE)
 *     "table":      { "header": [string], "rows": [[string]] },  // any other formatter table (rows concatenated)
 *     "describe":   { "name": string, "state": "ENABLED" | "DISABLED",
 *                     "attributes": { KEY: string },             // raw table values, sorted as describe sorts them
 *                     "families": [ { "name": string, "attributes": { KEY: string } } ] },  // raw values, HashMap order
 *     "namespace":  { "name": string, "properties": { KEY: string } },  // describe_namespace
 *     "regions":    [ { "server", "name", "encoded_name", "start_key", "end_key": string,
 *                       "size_mb", "size_bytes", "requests", "read_requests", "write_requests", "locality": number,
 *                       "rows", "cells": number } ],   // list_regions (its columns' keys), region_heat (all, with rows and cells)
 *     "keyvalues":  [ { "row", "family", "qualifier": string, "timestamp": number | string, "type": string,
 *                       "vlen": number, "value": string, "key"?: string } ],  // list_cells, strings as toStringBinary
 *     "lines":      [string],        // literal lines (`Created table t1`, `COUNTER VALUE = 5`, help text)
 *     "value":      any JSON,        // the `=>` value, when not nil (arrays, numbers, strings, booleans;
 *                                    //   a byte string that is not valid UTF-8 as Bytes.toStringBinary)
 *     "ok":         boolean,
 *     "error":      { "code": string, "message": string },  // when ok is false: ShellError code and HBase's message
 *     "took_ms":    number           // milliseconds, 3 decimals; omitted when timing is off (--no-timing)
 *   }
 *
 * Values are not truncated (MAXLENGTH is a console option) and timestamps
 * are always epoch milliseconds. `count`'s progress lines are not emitted.
 *
 * Streaming: cells are written as they are read — the object is opened as
 * `{"command":…,"cells":[` and each cell follows (in ~64 KiB chunks), so a
 * 1M-cell scan needs no more memory than a console scan; every other key
 * is gathered and written after the cells when the statement ends. Only the
 * `table`, `tables`, `lines` arrays are held in memory (they are small).
 */
import { asBatch, eachRow, type Output } from './output.js';
import type { TextSink } from './classic.js';
import { CellTexts, selectedMetrics } from './classic.js';
import { familyAttributeOrder, sortedFamilies, distinct, TABLE_RESERVED_KEYS } from './describe.js';
import { toStringBinary } from '../bytes.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface JsonOptions {
  /** IANA zone (unused: JSON timestamps are epoch numbers; kept for symmetry with the other renderers). */
  timeZone?: string;
}

const CHUNK = 64 * 1024;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** An epoch-ms timestamp as JSON: a number, or a decimal string beyond 2^53. */
export function jsonTimestamp(ts: bigint): string {
  return ts <= MAX_SAFE && ts >= -MAX_SAFE ? ts.toString() : `"${ts.toString()}"`;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A byte string as JSON text: its UTF-8 text when the bytes are valid UTF-8,
 * else `Bytes.toStringBinary` (`"a\\xFF"`), so that no byte is lost to a
 * U+FFFD replacement character.
 */
function bytesText(v: Uint8Array): string {
  try {
    return UTF8.decode(v);
  } catch {
    return toStringBinary(v);
  }
}

/**
 * Best-effort conversion of a shell value to JSON: bigint → number (string
 * beyond 2^53), bytes → UTF-8 string (`Bytes.toStringBinary` when they are
 * not valid UTF-8), Map → object, arrays and plain objects recursively,
 * anything else through its `toString()`.
 */
export function toJsonValue(v: unknown): JsonValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean' || typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
  if (typeof v === 'bigint') return v <= MAX_SAFE && v >= -MAX_SAFE ? Number(v) : v.toString();
  if (v instanceof Uint8Array) return bytesText(v);
  if (Array.isArray(v)) return v.map(toJsonValue);
  if (v instanceof Map) {
    const o: { [key: string]: JsonValue } = {};
    for (const [k, val] of v) o[typeof k === 'string' ? k : String(toJsonValue(k))] = toJsonValue(val);
    return o;
  }
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    const o: { [key: string]: JsonValue } = {};
    for (const [k, val] of Object.entries(v)) o[k] = toJsonValue(val);
    return o;
  }
  return String(v);
}

function pairs(entries: ReadonlyArray<readonly [string, string]>): { [key: string]: string } {
  const o: { [key: string]: string } = {};
  for (const [k, v] of entries) o[k] = v;
  return o;
}

/**
 * Collects one statement's outputs and writes its JSON object:
 * `begin` → any number of `add` / `setValue` / `fail` → `end`.
 */
export class JsonStatementWriter {
  private command: string | null = null;
  private statement: string | undefined;
  private where: { file?: string; line?: number; question?: string } = {};
  private fields: Record<string, JsonValue> = {};
  private rows: number | undefined;
  private error: { code: string; message: string } | undefined;
  /** The object has been opened on the sink (cells are streaming). */
  private opened = false;
  private cellCount = 0;
  private buf = '';

  constructor(
    private readonly sink: TextSink,
    private readonly options: JsonOptions = {},
  ) {}

  /** Starts a statement. */
  begin(info: { command?: string | null; statement?: string; file?: string; line?: number; question?: string } = {}): void {
    this.command = info.command ?? null;
    this.statement = info.statement;
    this.where = { file: info.file, line: info.line, question: info.question };
    this.fields = {};
    this.rows = undefined;
    this.error = undefined;
    this.opened = false;
    this.cellCount = 0;
    this.buf = '';
  }

  /** The command, once known (a statement's first command call). */
  setCommand(command: string): void {
    if (this.command === null && !this.opened) this.command = command;
  }

  /** The object holds a command or some output already (the next command begins another). */
  get used(): boolean {
    return this.command !== null || this.opened || this.rows !== undefined || this.error !== undefined || Object.keys(this.fields).length > 0;
  }

  /** The line of the object's command. */
  setLine(line: number): void {
    if (!this.opened) this.where.line = line;
  }

  private head(): string {
    let s = `{"command":${JSON.stringify(this.command)}`;
    if (this.statement !== undefined) s += `,"statement":${JSON.stringify(this.statement)}`;
    const { file, line, question } = this.where;
    if (file !== undefined) s += `,"file":${JSON.stringify(file)}`;
    if (line !== undefined) s += `,"line":${line}`;
    if (question !== undefined) s += `,"question":${JSON.stringify(question)}`;
    return s;
  }

  private async push(text: string): Promise<void> {
    this.buf += text;
    if (this.buf.length >= CHUNK) await this.flush();
  }

  private async flush(): Promise<void> {
    if (this.buf === '') return;
    const text = this.buf;
    this.buf = '';
    await this.sink.write(text);
  }

  private addRows(n: number): void {
    this.rows = (this.rows ?? 0) + n;
  }

  private list(key: string): JsonValue[] {
    const existing = this.fields[key];
    if (Array.isArray(existing)) return existing;
    const fresh: JsonValue[] = [];
    this.fields[key] = fresh;
    return fresh;
  }

  /** Adds one command output (streams cells; everything else is kept for `end`). */
  async add(output: Output): Promise<void> {
    switch (output.kind) {
      case 'lines':
        if (output.json) Object.assign(this.fields, output.json);
        else this.list('lines').push(...output.lines);
        break;
      case 'table': {
        const h = output.header[0];
        if (output.header.length === 1 && (h === 'TABLE' || h === 'NAMESPACE')) {
          this.list(h === 'TABLE' ? 'tables' : 'namespaces').push(...output.rows.map((r) => r[0] ?? ''));
        } else {
          const existing = this.fields.table as { header: JsonValue[]; rows: JsonValue[] } | undefined;
          if (existing) existing.rows.push(...output.rows);
          else this.fields.table = { header: [...output.header], rows: output.rows.map((r) => [...r]) };
        }
        if (output.footer !== undefined) this.addRows(output.footer);
        break;
      }
      case 'cells':
        await this.addCells(output);
        break;
      case 'count': {
        let n = 0;
        for await (const item of output.rows) n += asBatch(item).length;
        output.onTotal(n);
        this.addRows(n);
        break;
      }
      case 'describe': {
        const t = output.table;
        const reserved = distinct(t.values).sort((a, b) => Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0])));
        const isReserved = (k: string) => TABLE_RESERVED_KEYS.has(k) || k.startsWith('coprocessor$');
        const attributes = [...reserved.filter(([k]) => isReserved(k)), ...reserved.filter(([k]) => !isReserved(k))];
        this.fields.describe = {
          name: output.nameAsTyped,
          state: t.state,
          attributes: pairs(attributes),
          families: sortedFamilies(t).map((f) => ({ name: f.name, attributes: pairs(familyAttributeOrder(f)) })),
        };
        break;
      }
      case 'describe_namespace': {
        const ns = output.namespace;
        const props = distinct(ns.properties).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        this.fields.namespace = { name: ns.name, properties: pairs(props) };
        break;
      }
      case 'text': {
        const lines = this.list('lines');
        for await (const chunk of output.chunks) lines.push(...chunk.replace(/\n$/, '').split('\n'));
        break;
      }
    }
  }

  private async addCells(output: Extract<Output, { kind: 'cells' }>): Promise<void> {
    const texts = new CellTexts({ ...output.options, maxLength: undefined }, { epochTimestamps: true, timeZone: this.options.timeZone });
    if (!this.opened) {
      this.opened = true;
      await this.push(this.head() + ',"cells":[');
    }
    let rows = 0;
    let any = false;
    try {
      for await (const r of eachRow(output.rows)) {
        rows++;
        if (r.cells.length > 0) any = true;
        const row = JSON.stringify(texts.bytes(r.row));
        let text = '';
        for (const c of r.cells) {
          text +=
            (this.cellCount++ === 0 ? '' : ',') +
            `{"row":${row},"column":${JSON.stringify(texts.column(c))},"timestamp":${jsonTimestamp(c.timestamp)},"type":"${c.type}","value":${
              c.type === 'Put' ? JSON.stringify(texts.value(c)) : 'null'
            }}`;
        }
        this.buf += text;
        if (this.buf.length >= CHUNK) await this.flush();
      }
    } finally {
      this.addRows(output.layout === 'scan' ? rows : any ? 1 : 0);
    }
    if (output.metrics) {
      const metrics: { [key: string]: JsonValue } = (this.fields.metrics as { [key: string]: JsonValue }) ?? {};
      for (const [k, v] of selectedMetrics(output.metrics.read(), output.metrics.select)) {
        const n = Number(v);
        metrics[k] = Number.isFinite(n) ? n : v;
      }
      this.fields.metrics = metrics;
    }
  }

  /** The statement's `=>` value (not called for nil). */
  setValue(value: unknown): void {
    this.fields.value = toJsonValue(value);
  }

  /** The statement failed. */
  fail(error: { code: string; message: string }): void {
    this.error = { code: error.code, message: error.message };
  }

  /** Writes the object (closing a streamed cells array) and a newline. */
  async end(tookMs?: number): Promise<void> {
    let s = this.opened ? ']' : this.head();
    if (this.rows !== undefined) s += `,"rows":${this.rows}`;
    for (const [k, v] of Object.entries(this.fields)) s += `,${JSON.stringify(k)}:${JSON.stringify(v)}`;
    s += `,"ok":${this.error ? 'false' : 'true'}`;
    if (this.error) s += `,"error":${JSON.stringify(this.error)}`;
    if (tookMs !== undefined) s += `,"took_ms":${Math.round(tookMs * 1000) / 1000}`;
    s += '}\n';
    this.buf += s;
    await this.flush();
    this.opened = false;
  }
}

/** One statement in one call: the outputs, the value or error, the time. */
export async function renderJsonStatement(
  sink: TextSink,
  statement: {
    command?: string | null;
    source?: string;
    outputs: Output[];
    value?: unknown;
    error?: { code: string; message: string };
    tookMs?: number;
  },
  options: JsonOptions = {},
): Promise<void> {
  const w = new JsonStatementWriter(sink, options);
  w.begin({ command: statement.command, statement: statement.source });
  for (const o of statement.outputs) await w.add(o);
  if (statement.value !== undefined && statement.value !== null) w.setValue(statement.value);
  if (statement.error) w.fail(statement.error);
  await w.end(statement.tookMs);
}
