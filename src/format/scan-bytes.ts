/**
 * The plain scan layout as bytes. With no terminal (W = 0), the default
 * FORMATTER (toStringBinary), no column converter and no MAXLENGTH, a scan
 * line is ` ROW column=FAMILY:QUALIFIER, timestamp=TIME, value=VALUE` with
 * every field in Bytes.toStringBinary's pure-ASCII form: it is written
 * straight into byte chunks, with no string made per field (a scan of a
 * million cells spends most of its time formatting otherwise). The text is
 * byte for byte what CellTexts gives.
 */
import { Buffer } from 'node:buffer';
import type { Cell, RowResult } from '../engine/types.js';

const CHUNK = 64 * 1024;
const HEX = Buffer.from('0123456789ABCDEF', 'latin1');
const COLUMN = Buffer.from(' column=', 'latin1');
const TIMESTAMP = Buffer.from(', timestamp=', 'latin1');
const VALUE = Buffer.from(', value=', 'latin1');
const TYPE = Buffer.from(', type=', 'latin1');

export class PlainScanBytes {
  private buf: Buffer = Buffer.allocUnsafe(CHUNK);
  private pos = 0;
  /** Chunks the sink is done with, to fill again (fresh memory costs page faults: ~10% of a scan). */
  private readonly spares: Buffer[] = [];
  /** `family:qualifier` as bytes, by qualifier Buffer (the engine hands out one Buffer per repeated qualifier), per family. */
  private readonly columns = new Map<string, Map<Uint8Array, Buffer>>();
  private lastTs: bigint | undefined;
  private lastTsText = '';

  constructor(
    /** `family:qualifier` as CellTexts shows it. */
    private readonly columnText: (cell: Cell) => string,
    private readonly timestampText: (ts: bigint) => string,
  ) {}

  /** The bytes written so far (the writer starts a new chunk). */
  take(): Buffer | undefined {
    if (this.pos === 0) return undefined;
    const out = this.buf.subarray(0, this.pos);
    this.buf = this.spares.pop() ?? Buffer.allocUnsafe(CHUNK);
    this.pos = 0;
    return out;
  }

  /** A chunk from take() that the sink no longer holds. */
  recycle(chunk: Buffer): void {
    // a batch of rows fills a few chunks before they are written
    if (chunk.byteOffset === 0 && chunk.buffer.byteLength === CHUNK && this.spares.length < 8) this.spares.push(Buffer.from(chunk.buffer, 0, CHUNK));
  }

  get size(): number {
    return this.pos;
  }

  /** Room for `n` more bytes: a full chunk is handed to `spill` first. */
  private ensure(n: number, spill: (b: Buffer) => void): void {
    if (this.pos + n <= this.buf.length) return;
    const full = this.take();
    if (full) spill(full);
    if (n > this.buf.length) this.buf = Buffer.allocUnsafe(n);
  }

  private raw(b: Buffer): void {
    const n = b.length;
    if (n > 32) {
      this.pos += b.copy(this.buf, this.pos);
      return;
    }
    // short constants and cached texts: a loop costs less than copy's native call
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < n; i++) buf[pos++] = b[i];
    this.pos = pos;
  }

  /** Bytes.toStringBinary's text of `bytes`. */
  private binary(bytes: Uint8Array): void {
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i];
      if (b >= 0x20 && b <= 0x7e && b !== 0x5c) {
        buf[pos++] = b;
      } else {
        buf[pos++] = 0x5c;
        buf[pos++] = 0x78;
        buf[pos++] = HEX[b >> 4];
        buf[pos++] = HEX[b & 15];
      }
    }
    this.pos = pos;
  }

  private column(cell: Cell): Buffer {
    let known = this.columns.get(cell.family);
    if (known === undefined) this.columns.set(cell.family, (known = new Map()));
    let b = known.get(cell.qualifier);
    if (b === undefined) {
      b = Buffer.from(this.columnText(cell), 'latin1');
      if (known.size >= 4096) known.clear();
      known.set(cell.qualifier, b);
    }
    return b;
  }

  private timestamp(ts: bigint): string {
    if (ts !== this.lastTs) {
      this.lastTs = ts;
      this.lastTsText = this.timestampText(ts);
    }
    return this.lastTsText;
  }

  /** ASCII text (a timestamp changes every row of a table written one row a millisecond: no Buffer is made for it). */
  private ascii(text: string): void {
    const buf = this.buf;
    let pos = this.pos;
    for (let i = 0; i < text.length; i++) buf[pos++] = text.charCodeAt(i);
    this.pos = pos;
  }

  /** One row's lines; full chunks go to `spill` as they fill. */
  row(r: RowResult, spill: (b: Buffer) => void): void {
    const row = r.row;
    for (const c of r.cells) {
      const column = this.column(c);
      const ts = this.timestamp(c.timestamp);
      const value = c.type === 'Put' ? c.value : undefined;
      // every byte of a field takes at most 4 (\xHH)
      this.ensure(2 + 4 * row.length + COLUMN.length + column.length + TIMESTAMP.length + ts.length + VALUE.length + 4 * (value?.length ?? 0) + TYPE.length + 20, spill);
      this.buf[this.pos++] = 0x20;
      this.binary(row);
      this.raw(COLUMN);
      this.raw(column);
      this.raw(TIMESTAMP);
      this.ascii(ts);
      if (value !== undefined) {
        this.raw(VALUE);
        this.binary(value);
      } else {
        this.raw(TYPE);
        this.pos += this.buf.write(c.type, this.pos, 'latin1');
      }
      this.buf[this.pos++] = 0x0a;
    }
  }
}
