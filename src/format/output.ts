/**
 * What a command prints, as data. Commands return Outputs; the renderers
 * (classic.ts: the HBase shell's own layout; json.ts; table.ts) turn them
 * into text. Nothing here touches storage or the terminal.
 */
import type { RowResult, ScanMetrics, TableDescriptor, NamespaceDescriptor } from '../engine/types.js';
import type { JsonValue } from './json.js';

/** How one value is shown: per-column converters (`'f:q:toInt'`) or the global FORMATTER. */
export type ValueConverter =
  | { kind: 'toStringBinary' }
  | { kind: 'toString' } // FORMATTER => 'toString': UTF-8 text
  | { kind: 'bytesMethod'; method: string }; // toInt, toLong, toShort, toFloat, toDouble, toBoolean, len, toStringBinary, toString …

export interface CellRenderOptions {
  /** Global FORMATTER for row, family, qualifier and values without a column converter. */
  formatter: 'toStringBinary' | 'toString';
  /** Key `family:qualifier` (qualifier as latin1-decoded bytes) → converter for that column's values. */
  columnConverters: Map<string, ValueConverter>;
  /** MAXLENGTH: truncate the whole `timestamp=…, value=…` text to n characters. */
  maxLength?: number;
}

export type Output =
  /** Literal lines (`Created table t1`, `COUNTER VALUE = 5`, `true`, help text). */
  | {
      kind: 'lines';
      lines: string[];
      /**
       * The lines are one-column formatter rows (`formatter.row([s])`, e.g.
       * is_enabled's `true`) rather than `puts`: on a terminal they are
       * chunked and padded to its width. Default false (printed verbatim).
       */
      formatterRows?: boolean;
      /**
       * `--format json`: these keys of the statement's object instead of
       * `"lines"` — the same facts as data a program reads (list_regions'
       * `"regions"`, list_cells' `"keyvalues"`) rather than a picture of them.
       */
      json?: { [key: string]: JsonValue };
    }
  /**
   * A formatter table: a header of 1 or 2 columns, rows, and an optional
   * `N row(s)` footer (list, list_namespace, list_snapshots, locate_region …).
   */
  | {
      kind: 'table';
      header: string[];
      rows: string[][];
      /** Print `N row(s)` with this N (list: rows.length). Omit for no footer. */
      footer?: number;
      /**
       * Column widths in percent of the terminal width, as a command passes
       * them to `formatter.header`/`row` (two-column tables on a terminal
       * only; ignored when piped). Omit for HBase's default (W/4 and the rest).
       */
      widths?: number[];
    }
  /**
   * scan (one line per cell, `N row(s)` counting rows) or get (one line per
   * cell, footer 1 or 0). Rows stream: the renderer pulls them.
   */
  | {
      kind: 'cells';
      layout: 'scan' | 'get';
      rows: Rows<RowResult>;
      options: CellRenderOptions;
      /** scan ALL_METRICS / METRICS: after the footer, the METRIC VALUE block. */
      metrics?: { select: string[] | 'all'; read: () => ScanMetrics };
    }
  /** count: progress lines every `interval` rows, then `N row(s)`. */
  | { kind: 'count'; rows: Rows<Uint8Array>; interval: number; onTotal: (n: number) => void }
  | { kind: 'describe'; nameAsTyped: string; table: TableDescriptor; quotaLine: boolean }
  /** Text that streams (dump's statements): chunks of whole lines, each ending in a newline. */
  | { kind: 'text'; chunks: AsyncIterable<string> }
  | { kind: 'describe_namespace'; namespace: NamespaceDescriptor };

/**
 * A stream of rows, one at a time or in batches (the engine's way: a scan's
 * rows come without a promise each). Renderers take both.
 */
export type Rows<T> = AsyncIterable<T | readonly T[]>;

/** One item of a Rows stream as a batch. */
export function asBatch<T>(item: T | readonly T[]): readonly T[] {
  return Array.isArray(item) ? (item as readonly T[]) : [item as T];
}

/** The rows one at a time, for renderers that do not need the batches' speed. */
export async function* eachRow<T>(rows: Rows<T>): AsyncGenerator<T> {
  for await (const item of rows) yield* asBatch(item);
}
