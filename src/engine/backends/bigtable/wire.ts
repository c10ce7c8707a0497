/**
 * The data API's streams on the wire (protobuf's encoding; the field numbers
 * of google/bigtable/v2/bigtable.proto and data.proto), without protobufjs.
 * The emulator sends ReadRows one message per row, and decoding each through
 * protobufjs into objects with every default filled in took most of a scan's
 * time; a put script's MutateRows requests spent an eighth of its time in
 * protobufjs's fromObject and encode.
 *
 * Decoded bytes fields are views of the message's own buffer: grpc-js makes
 * one per message and nothing writes to it again. These are the serializers
 * and deserializers grpc-js calls, so a malformed message fails its call
 * (INTERNAL), never the process.
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
export interface EntryStatus {
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
export function decodeMutateRows(message: Buffer): EntryStatus[] {
  const f = new Fields(message);
  const entries: EntryStatus[] = [];
  while (f.next()) {
    if (f.field !== 1 || f.wire !== LENGTH) {
      f.skip();
      continue;
    }
    const e: EntryStatus = { index: 0, code: 0, message: '' };
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

// ---------------------------------------------------------------- MutateRowsRequest

/** One mutation of a MutateRows entry (data.proto's Mutation, the kinds hsh sends). Timestamps in microseconds, never negative. */
export type Mutation =
  | { kind: 'setCell'; family: string; qualifier: Buffer; micros: bigint; value: Buffer }
  | { kind: 'deleteFromColumn'; family: string; qualifier: Buffer; startMicros: bigint; endMicros: bigint }
  | { kind: 'deleteFromRow' };

export interface MutateRowsEntry {
  rowKey: Buffer;
  mutations: Mutation[];
}

export interface MutateRowsRequest {
  tableName: string;
  entries: MutateRowsEntry[];
}

function varintSize(v: number | bigint): number {
  let n = 1;
  if (typeof v === 'bigint') {
    while (v >= 128n) {
      v >>= 7n;
      n++;
    }
    return n;
  }
  while (v >= 128) {
    v = Math.floor(v / 128);
    n++;
  }
  return n;
}

/** A length-delimited field's size: its key (field numbers here are below 16: one byte), length and bytes. */
const delimited = (length: number): number => 1 + varintSize(length) + length;

/** Writes into one buffer sized beforehand. */
class Writer {
  pos = 0;
  constructor(readonly buf: Buffer) {}

  varint(v: number | bigint): void {
    if (typeof v === 'bigint') {
      while (v >= 128n) {
        this.buf[this.pos++] = Number(v & 127n) | 128;
        v >>= 7n;
      }
      this.buf[this.pos++] = Number(v);
      return;
    }
    while (v >= 128) {
      this.buf[this.pos++] = (v % 128) | 128;
      v = Math.floor(v / 128);
    }
    this.buf[this.pos++] = v;
  }

  key(field: number, wire: number): void {
    this.buf[this.pos++] = (field << 3) | wire;
  }

  bytes(field: number, b: Buffer): void {
    this.key(field, LENGTH);
    this.varint(b.length);
    this.pos += b.copy(this.buf, this.pos);
  }

  string(field: number, s: string, byteLength: number): void {
    this.key(field, LENGTH);
    this.varint(byteLength);
    this.pos += this.buf.write(s, this.pos, 'utf8');
  }

  /** A nested message's key and length; its fields follow. */
  message(field: number, size: number): void {
    this.key(field, LENGTH);
    this.varint(size);
  }

  int64(field: number, v: bigint): void {
    this.key(field, VARINT);
    this.varint(v <= SAFE ? Number(v) : v);
  }
}

const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const int64Size = (v: bigint): number => 1 + varintSize(v <= SAFE ? Number(v) : v);

/** The size of a mutation's own message (SetCell, DeleteFromColumn, DeleteFromRow), its family's UTF-8 length beside. */
function mutationBody(m: Mutation, familyBytes: number): number {
  switch (m.kind) {
    case 'setCell':
      return delimited(familyBytes) + delimited(m.qualifier.length) + int64Size(m.micros) + delimited(m.value.length);
    case 'deleteFromColumn':
      return delimited(familyBytes) + delimited(m.qualifier.length) + delimited(int64Size(m.startMicros) + int64Size(m.endMicros));
    case 'deleteFromRow':
      return 0;
  }
}

const MUTATION_FIELD = { setCell: 1, deleteFromColumn: 2, deleteFromRow: 4 } as const;

/** MutateRowsRequest: table_name (1), entries (2) of row_key (1) and mutations (2). */
export function encodeMutateRows(request: MutateRowsRequest): Buffer {
  const tableBytes = Buffer.byteLength(request.tableName);
  // sizes first (a nested message's length precedes it), kept for the second pass
  const sizes: number[] = [];
  let total = delimited(tableBytes);
  for (const e of request.entries) {
    let entry = delimited(e.rowKey.length);
    for (const m of e.mutations) {
      const family = m.kind === 'deleteFromRow' ? 0 : Buffer.byteLength(m.family);
      const body = mutationBody(m, family);
      sizes.push(family, body);
      entry += delimited(delimited(body));
    }
    sizes.push(entry);
    total += delimited(entry);
  }
  const w = new Writer(Buffer.allocUnsafe(total));
  w.string(1, request.tableName, tableBytes);
  let k = 0;
  for (const e of request.entries) {
    // the entry's size was pushed after its mutations'
    w.message(2, sizes[k + 2 * e.mutations.length]);
    w.bytes(1, e.rowKey);
    for (const m of e.mutations) {
      const family = sizes[k++];
      const body = sizes[k++];
      w.message(2, delimited(body));
      w.message(MUTATION_FIELD[m.kind], body);
      if (m.kind === 'deleteFromRow') continue;
      w.string(1, m.family, family);
      w.bytes(2, m.qualifier);
      if (m.kind === 'setCell') {
        w.int64(3, m.micros);
        w.bytes(4, m.value);
      } else {
        w.message(3, int64Size(m.startMicros) + int64Size(m.endMicros));
        w.int64(1, m.startMicros);
        w.int64(2, m.endMicros);
      }
    }
    k++;
  }
  if (w.pos !== total) throw new Error(`MutateRowsRequest: wrote ${w.pos} of ${total} bytes`);
  return w.buf;
}
