/**
 * The plain scan layout as bytes. With no terminal (W = 0), the default
 * FORMATTER (toStringBinary), no column converter and no MAXLENGTH, a scan
 * line is ` ROW column=FAMILY:QUALIFIER, timestamp=TIME, value=VALUE` with
 * every field in Bytes.toStringBinary's pure-ASCII form: it is written
 * straight into byte chunks, with no string made per field (a scan of a
 * million cells spends most of its time formatting otherwise). The column
 * and time texts are CellTexts' own, so the bytes are what the text layout
 * prints.
 */
import { Buffer } from 'node:buffer';
import { writeStringBinary } from '../bytes.js';
import type { RowResult } from '../engine/types.js';
import type { CellTexts } from './classic.js';

const CHUNK = 64 * 1024;
/** Chunks kept for reuse: a batch of rows fills a few before they are written. */
const SPARES = 8;

export class PlainScanBytes {
  private buf: Buffer = Buffer.allocUnsafe(CHUNK);
  private pos = 0;
  /** Chunks the sink is done with, to fill again (fresh memory costs page faults: ~10% of a scan). */
  private readonly spares: Buffer[] = [];

  constructor(private readonly texts: CellTexts) {}

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
    if (chunk.byteOffset === 0 && chunk.buffer.byteLength === CHUNK && this.spares.length < SPARES) this.spares.push(Buffer.from(chunk.buffer, 0, CHUNK));
  }

  /** Room for `n` more bytes: what was written goes to `spill` first; a line longer than a chunk gets a buffer of its own. */
  private ensure(n: number, spill: (b: Buffer) => void): void {
    if (this.pos + n <= this.buf.length) return;
    if (this.pos > 0) spill(this.buf.subarray(0, this.pos));
    this.buf = n > CHUNK ? Buffer.allocUnsafe(n) : (this.spares.pop() ?? Buffer.allocUnsafe(CHUNK));
    this.pos = 0;
  }

  /** ASCII text: the cached column and time texts, the constant parts. */
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
      const column = this.texts.column(c);
      const ts = this.texts.timestamp(c.timestamp);
      const value = c.type === 'Put' ? c.value : undefined;
      // every byte of a field takes at most 4 (\xHH); the constant parts under 40
      this.ensure(4 * row.length + column.length + ts.length + 4 * (value?.length ?? 0) + 40, spill);
      this.ascii(' ');
      this.pos = writeStringBinary(row, this.buf, this.pos);
      this.ascii(' column=');
      this.ascii(column);
      this.ascii(', timestamp=');
      this.ascii(ts);
      if (value !== undefined) {
        this.ascii(', value=');
        this.pos = writeStringBinary(value, this.buf, this.pos);
      } else {
        this.ascii(', type=');
        this.ascii(c.type);
      }
      this.ascii('\n');
    }
  }
}
