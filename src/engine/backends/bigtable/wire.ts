/**
 * The data API's streamed responses read straight off the wire (protobuf's
 * encoding; the field numbers of google/bigtable/v2/bigtable.proto). The
 * emulator sends ReadRows one message per row, and decoding each through
 * protobufjs into objects with every default filled in took most of a scan's
 * time. Bytes fields are views of the message's own buffer: grpc-js makes one
 * per message and nothing writes to it again. These are the deserializers
 * grpc-js calls, so a malformed message fails its call (INTERNAL), never the
 * process.
 */
import { Buffer } from 'node:buffer';

/** ReadRowsResponse.CellChunk. An absent field is its proto3 default; `familyName` and `qualifier` are wrappers: absent means unchanged. */
export interface CellChunk {
  rowKey?: Buffer;
  familyName?: string;
  qualifier?: Buffer;
  /** Microseconds; a bigint past Number.MAX_SAFE_INTEGER. */
  timestampMicros: number | bigint;
  value?: Buffer;
  valueSize: number;
  resetRow: boolean;
  commitRow: boolean;
}

/** MutateRowsResponse.Entry: the request entry `index` and its google.rpc.Status. */
export interface MutateEntry {
  index: number;
  code: number;
  message: string;
}

const EMPTY = Buffer.alloc(0);
const VARINT = 0;
const FIXED64 = 1;
const LENGTH = 2;
const FIXED32 = 5;

/** One message's fields, from `pos` to `end` of `buf`. */
class Fields {
  field = 0;
  wire = 0;

  constructor(
    private readonly buf: Buffer,
    private pos = 0,
    private readonly end = buf.length,
  ) {}

  /** Reads the next field's key; false at the end of the message. */
  next(): boolean {
    if (this.pos >= this.end) return false;
    const key = this.uint();
    this.field = key >>> 3;
    this.wire = key & 7;
    return true;
  }

  varint(): number | bigint {
    const buf = this.buf;
    const start = this.pos;
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 10; i++) {
      if (this.pos >= this.end) throw new Error('truncated varint');
      const b = buf[this.pos++];
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value <= Number.MAX_SAFE_INTEGER ? value : this.bigVarint(start);
      scale *= 128;
    }
    throw new Error('varint longer than 10 bytes');
  }

  /** A lengths', tags' or small integers' varint. */
  uint(): number {
    const v = this.varint();
    return typeof v === 'bigint' ? Number(v) : v;
  }

  bool(): boolean {
    return this.uint() !== 0;
  }

  bytes(): Buffer {
    const n = this.uint();
    const start = this.pos;
    if (start + n > this.end) throw new Error('truncated field');
    this.pos += n;
    return this.buf.subarray(start, this.pos);
  }

  string(): string {
    return this.bytes().toString('utf8');
  }

  /** The fields of the length-delimited message that is this field's value. */
  message(): Fields {
    const n = this.uint();
    const start = this.pos;
    if (start + n > this.end) throw new Error('truncated message');
    this.pos += n;
    return new Fields(this.buf, start, this.pos);
  }

  skip(): void {
    switch (this.wire) {
      case VARINT:
        this.varint();
        return;
      case FIXED64:
        this.pos += 8;
        return;
      case LENGTH:
        this.bytes();
        return;
      case FIXED32:
        this.pos += 4;
        return;
      default:
        throw new Error(`wire type ${this.wire} not supported`);
    }
  }

  /** The varint at `start` again, exactly (past 2^53 a double loses digits). */
  private bigVarint(start: number): bigint {
    let value = 0n;
    let shift = 0n;
    for (let p = start; p < this.pos; p++, shift += 7n) value |= BigInt(this.buf[p] & 0x7f) << shift;
    return BigInt.asUintN(64, value);
  }
}

/** The `value` (field 1) of a google.protobuf wrapper message. */
function wrapped<T>(f: Fields, read: (f: Fields) => T, empty: T): T {
  let value = empty;
  while (f.next()) {
    if (f.field === 1 && f.wire === LENGTH) value = read(f);
    else f.skip();
  }
  return value;
}

function cellChunk(f: Fields): CellChunk {
  const c: CellChunk = { timestampMicros: 0, valueSize: 0, resetRow: false, commitRow: false };
  while (f.next()) {
    switch (f.field) {
      case 1:
        c.rowKey = f.bytes();
        break;
      case 2:
        c.familyName = wrapped(f.message(), (w) => w.string(), '');
        break;
      case 3:
        c.qualifier = wrapped(f.message(), (w) => w.bytes(), EMPTY);
        break;
      case 4:
        c.timestampMicros = f.varint();
        break;
      case 6:
        c.value = f.bytes();
        break;
      case 7:
        c.valueSize = f.uint();
        break;
      case 8:
        c.resetRow = f.bool();
        break;
      case 9:
        c.commitRow = f.bool();
        break;
      default:
        f.skip(); // labels (5)
    }
  }
  return c;
}

/** ReadRowsResponse: its chunks (field 1); last_scanned_row_key and request_stats are not used. */
export function decodeReadRows(message: Buffer): CellChunk[] {
  const f = new Fields(message);
  const chunks: CellChunk[] = [];
  while (f.next()) {
    if (f.field === 1 && f.wire === LENGTH) chunks.push(cellChunk(f.message()));
    else f.skip();
  }
  return chunks;
}

/** MutateRowsResponse: its entries (field 1); rate_limit_info is not used. */
export function decodeMutateRows(message: Buffer): MutateEntry[] {
  const f = new Fields(message);
  const entries: MutateEntry[] = [];
  while (f.next()) {
    if (f.field !== 1 || f.wire !== LENGTH) {
      f.skip();
      continue;
    }
    const e: MutateEntry = { index: 0, code: 0, message: '' };
    const ef = f.message();
    while (ef.next()) {
      if (ef.field === 1) e.index = ef.uint();
      else if (ef.field === 2 && ef.wire === LENGTH) {
        const s = ef.message();
        while (s.next()) {
          if (s.field === 1) e.code = s.uint();
          else if (s.field === 2 && s.wire === LENGTH) e.message = s.string();
          else s.skip();
        }
      } else ef.skip();
    }
    entries.push(e);
  }
  return entries;
}
