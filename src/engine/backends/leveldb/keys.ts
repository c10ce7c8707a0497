/**
 * Key and value encoding. THE ORDER CONTRACT:
 *
 * One LevelDB database; every key starts with a one-byte keyspace tag:
 *
 *   'C' (0x43)  catalog: C | kind u8 | name bytes  → JSON (catalog.ts)
 *   'D' (0x44)  data:    D | tableId u32 | familyId u16 | esc(row) | esc(qualifier) | ~timestamp u64 | ~type u8
 *   'S' (0x53)  snapshot cells: S | snapshotId u32 | familyId u16 | esc(row) | … (the data key after the table id)
 *   '!' (0x21)  the store's format version, one key: ! → its number in ASCII (level.ts); before every other keyspace
 *
 * esc(bytes) writes every 0x00 as 0x00 0xFF and ends with 0x00 0x01. Then,
 * for two cells of one store (same table and family), LevelDB's unsigned
 * bytewise order of the encoded keys equals HBase's KeyValue order:
 *
 *   1. row ascending (unsigned bytes; a row sorts before every row it is a
 *      proper prefix of, because the terminator 0x00 0x01 is smaller than
 *      any continuation byte b ≥ 0x01 and than an escaped zero 0x00 0xFF);
 *   2. qualifier ascending, by the same argument (the empty qualifier first);
 *   3. timestamp DESCENDING: ~timestamp = 2^64 − 1 − ts, big-endian, exact
 *      over 0..2^63−1 (bigint);
 *   4. type code DESCENDING: ~type = 255 − code, so at equal coordinates and
 *      timestamp DeleteFamily (14) < DeleteColumn (12) < DeleteFamilyVersion
 *      (10) < Delete (8) < Put (4) in key order — markers before puts.
 *
 * All cells of one row of one store are contiguous, between
 * rowStart = prefix | escBody(row) | 00 01 (inclusive) and
 * rowLimit = prefix | escBody(row) | 00 02 (exclusive). Family markers carry
 * the empty qualifier, so they come first in each row of a store (after any
 * newer cell of the empty qualifier, which they cannot mask). The escaped row
 * always starts at byte 7, so rows of different stores compare by the key
 * bytes from offset 7 up to and including the row terminator.
 *
 * Values carry a one-byte header of flags, then what they announce, then the
 * value's bytes: bit 0 (VALUE_TTL) a per-cell TTL, u64 milliseconds; bit 1
 * (VALUE_SEQ, format 2) the cell's sequence id, u48, after the TTL. 0x00 is a
 * plain value; a value without VALUE_SEQ (every value of a format-1 store)
 * has sequence id 0, as HBase's cells whose mvcc a compaction zeroed.
 */
import { Buffer } from 'node:buffer';
import { TYPE_BY_CODE } from '../../backend.js';
import type { CellType } from '../../types.js';
import { ShellError } from '../../../errors.js';

export const TAG_CATALOG = 0x43;
export const TAG_DATA = 0x44;
export const TAG_SNAPSHOT = 0x53;
export const TAG_FORMAT = 0x21;
/** The key of the store's format version (absent in stores written before it was recorded: format 1). */
export const FORMAT_KEY = Buffer.from([TAG_FORMAT]);

export const MAX_TIMESTAMP = 0x7fffffffffffffffn;
const U64_MAX = 0xffffffffffffffffn;

/** Bytes before the escaped row in a data key. */
export const PREFIX_LENGTH = 7;

export function asBuffer(b: Uint8Array): Buffer {
  return Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength);
}

/** Number of 0x00 bytes. */
function zeros(b: Buffer): number {
  let i = b.indexOf(0);
  if (i < 0) return 0;
  let n = 0;
  while (i >= 0) {
    n++;
    i = b.indexOf(0, i + 1);
  }
  return n;
}

/** Length of esc(b), terminator included. */
export function escapedLength(b: Uint8Array): number {
  const buf = asBuffer(b);
  return buf.length + zeros(buf) + 2;
}

/** Writes esc(b) (terminator included) at `off`; returns the offset after it. */
export function writeEscaped(target: Buffer, off: number, b: Uint8Array): number {
  const buf = asBuffer(b);
  let start = 0;
  let z = buf.indexOf(0);
  while (z >= 0) {
    off += buf.copy(target, off, start, z + 1);
    target[off++] = 0xff;
    start = z + 1;
    z = buf.indexOf(0, start);
  }
  off += buf.copy(target, off, start);
  target[off++] = 0x00;
  target[off++] = 0x01;
  return off;
}

/**
 * Index just past the terminator of the escaped field starting at `off`.
 * A JS loop: row keys and qualifiers are short, and a native indexOf call
 * costs more than the bytes it would skip.
 */
export function escapedEnd(key: Buffer, off: number): number {
  const n = key.length - 1;
  for (let i = off; i < n; i++) {
    if (key[i] === 0) {
      if (key[i + 1] === 0x01) return i + 2;
      i++; // the 0xFF of an escaped zero
    }
  }
  // LevelDB reads blocks without checksums: damage can reach hsh as a key that breaks the layout
  throw corruption('Corruption: a stored key does not end its escaped field');
}

/**
 * Where a cell key's escaped qualifier ends, checking that the 8-byte timestamp and the type
 * byte follow it and end the key: LevelDB reads blocks without checksums, so a damaged block
 * can hand over a key too short for them, which is the store's corruption, not a read past
 * the key's end.
 */
export function cellFieldsEnd(key: Buffer, rowEnd: number): number {
  const end = escapedEnd(key, rowEnd);
  if (key.length !== end + 9) throw corruption('Corruption: a stored cell key does not end in a timestamp and a type');
  return end;
}

/** A store LevelDB or hsh's key layout finds damaged: a store error saying what to do. */
export function corruption(message: string, cause?: unknown): ShellError {
  return new ShellError('STORE_IO', `store error: ${message} (the store is damaged: 'hsh repair' rebuilds it)`, cause === undefined ? {} : { cause });
}

/** Decodes the escaped field [off, end) (end = index past the terminator). Zero-copy when nothing was escaped. */
export function unescape(key: Buffer, off: number, end: number): Buffer {
  const bodyEnd = end - 2;
  let escaped = false;
  for (let i = off; i < bodyEnd; i++) {
    if (key[i] === 0) {
      escaped = true;
      break;
    }
  }
  const body = key.subarray(off, bodyEnd);
  if (!escaped) return body;
  let z = body.indexOf(0);
  const out = Buffer.allocUnsafe(body.length);
  let n = 0;
  let start = 0;
  while (z >= 0) {
    n += body.copy(out, n, start, z + 1);
    start = z + 2; // skip the 0xFF
    z = body.indexOf(0, start);
  }
  n += body.copy(out, n, start);
  return out.subarray(0, n);
}

// ---------------------------------------------------------------- store prefixes

/** D | tableId | familyId: the prefix of every key of one store. */
export function storePrefix(tableId: number, familyId: number, tag = TAG_DATA): Buffer {
  const b = Buffer.allocUnsafe(PREFIX_LENGTH);
  b[0] = tag;
  b.writeUInt32BE(tableId, 1);
  b.writeUInt16BE(familyId, 5);
  return b;
}

/** The first key after every key of the store (the prefix incremented). */
export function storeLimit(tableId: number, familyId: number, tag = TAG_DATA): Buffer {
  return familyId < 0xffff ? storePrefix(tableId, familyId + 1, tag) : tablePrefixLimit(tableId, tag);
}

/** D | tableId. */
export function tablePrefix(tableId: number, tag = TAG_DATA): Buffer {
  const b = Buffer.allocUnsafe(5);
  b[0] = tag;
  b.writeUInt32BE(tableId, 1);
  return b;
}

export function tablePrefixLimit(tableId: number, tag = TAG_DATA): Buffer {
  if (tableId < 0xffffffff) return tablePrefix(tableId + 1, tag);
  return Buffer.from([tag + 1]);
}

/** prefix | escBody(row) | 00 01: the first key of the row (inclusive bound). */
export function rowStartKey(prefix: Buffer, row: Uint8Array): Buffer {
  const b = Buffer.allocUnsafe(prefix.length + escapedLength(row));
  prefix.copy(b, 0);
  writeEscaped(b, prefix.length, row);
  return b;
}

/** prefix | escBody(row) | 00 02: just past the last key of the row (exclusive bound). */
export function rowLimitKey(prefix: Buffer, row: Uint8Array): Buffer {
  const b = rowStartKey(prefix, row);
  b[b.length - 1] = 0x02;
  return b;
}

// ---------------------------------------------------------------- data keys

export function encodeTimestamp(target: Buffer, off: number, ts: bigint): void {
  target.writeBigUInt64BE(U64_MAX - ts, off);
}

export function decodeTimestamp(key: Buffer, off: number): bigint {
  return U64_MAX - key.readBigUInt64BE(off);
}

/** The full data key of one cell (with `tag` TAG_SNAPSHOT and a snapshot id in place of the table id for snapshot cells). */
export function encodeDataKey(
  tableId: number,
  familyId: number,
  row: Uint8Array,
  qualifier: Uint8Array,
  timestamp: bigint,
  typeCode: number,
  tag = TAG_DATA,
): Buffer {
  const b = Buffer.allocUnsafe(PREFIX_LENGTH + escapedLength(row) + escapedLength(qualifier) + 9);
  b[0] = tag;
  b.writeUInt32BE(tableId, 1);
  b.writeUInt16BE(familyId, 5);
  let off = writeEscaped(b, PREFIX_LENGTH, row);
  off = writeEscaped(b, off, qualifier);
  b.writeBigUInt64BE(U64_MAX - timestamp, off);
  b[off + 8] = 255 - typeCode;
  return b;
}

/** Fields up to this length are scanned and copied byte by byte (cheaper than indexOf/copy's native calls). */
const SHORT_FIELD = 64;

/** Zero bytes of a short field (counted in JS). */
function shortZeros(b: Uint8Array, n: number): number {
  let z = 0;
  for (let i = 0; i < n; i++) if (b[i] === 0) z++;
  return z;
}

/** Writes esc(b) of a short field (terminator included) at `off`; returns the offset after it. */
function writeShortEscaped(target: Buffer, off: number, b: Uint8Array, n: number, zeroFree: boolean): number {
  if (zeroFree) {
    for (let i = 0; i < n; i++) target[off++] = b[i];
  } else {
    for (let i = 0; i < n; i++) {
      const c = b[i];
      target[off++] = c;
      if (c === 0) target[off++] = 0xff;
    }
  }
  target[off++] = 0x00;
  target[off++] = 0x01;
  return off;
}

/**
 * Encodes data keys on a store prefix (D | tableId | familyId), one
 * allocation each. It remembers the last timestamp's 8 inverted bytes: the
 * puts of one script share most of their timestamps.
 */
export class KeyEncoder {
  private lastTs = -1n;
  private readonly lastTsBytes = Buffer.alloc(8);

  encode(prefix: Buffer, row: Uint8Array, qualifier: Uint8Array, timestamp: bigint, typeCode: number): Buffer {
    const rn = row.length;
    const qn = qualifier.length;
    const rShort = rn <= SHORT_FIELD;
    const qShort = qn <= SHORT_FIELD;
    const rz = rShort ? shortZeros(row, rn) : -1;
    const qz = qShort ? shortZeros(qualifier, qn) : -1;
    const len = PREFIX_LENGTH + (rShort ? rn + rz + 2 : escapedLength(row)) + (qShort ? qn + qz + 2 : escapedLength(qualifier)) + 9;
    const b = Buffer.allocUnsafe(len);
    for (let i = 0; i < PREFIX_LENGTH; i++) b[i] = prefix[i];
    let off = rShort ? writeShortEscaped(b, PREFIX_LENGTH, row, rn, rz === 0) : writeEscaped(b, PREFIX_LENGTH, row);
    off = qShort ? writeShortEscaped(b, off, qualifier, qn, qz === 0) : writeEscaped(b, off, qualifier);
    if (timestamp !== this.lastTs) {
      this.lastTsBytes.writeBigUInt64BE(U64_MAX - timestamp, 0);
      this.lastTs = timestamp;
    }
    for (let i = 0; i < 8; i++) b[off + i] = this.lastTsBytes[i];
    b[off + 8] = 255 - typeCode;
    return b;
  }
}

export interface DecodedKey {
  tag: number;
  tableId: number;
  familyId: number;
  row: Buffer;
  qualifier: Buffer;
  timestamp: bigint;
  type: CellType;
  typeCode: number;
}

export function decodeDataKey(key: Buffer): DecodedKey {
  const rowEnd = escapedEnd(key, PREFIX_LENGTH);
  const qualEnd = cellFieldsEnd(key, rowEnd);
  const typeCode = 255 - key[qualEnd + 8];
  const type = TYPE_BY_CODE[typeCode];
  if (type === undefined) throw corruption('Corruption: a stored cell key has no known type');
  return {
    tag: key[0],
    tableId: key.readUInt32BE(1),
    familyId: key.readUInt16BE(5),
    row: unescape(key, PREFIX_LENGTH, rowEnd),
    qualifier: unescape(key, rowEnd, qualEnd),
    timestamp: decodeTimestamp(key, qualEnd),
    type,
    typeCode,
  };
}

/** Re-tags a stored key: the same cell under another keyspace tag / table (or snapshot) id. */
export function retag(key: Buffer, tag: number, id: number): Buffer {
  const b = Buffer.from(key);
  b[0] = tag;
  b.writeUInt32BE(id, 1);
  return b;
}

// ---------------------------------------------------------------- values

const EMPTY = Buffer.alloc(0);
const PLAIN_EMPTY = Buffer.from([0]);

export const VALUE_PLAIN = 0x00;
export const VALUE_TTL = 0x01;
export const VALUE_SEQ = 0x02;
/** 2^32, to split a sequence id into its high 16 and low 32 bits. */
const U32 = 0x100000000;

/** A stored value: the header, the TTL (ttlMs ≥ 0) and the sequence id (seqId > 0) it announces, then the bytes. */
export function encodeValue(value: Uint8Array, ttlMs = -1, seqId = 0): Buffer {
  const n = value.length;
  if (ttlMs < 0 && seqId <= 0) {
    if (n === 0) return PLAIN_EMPTY;
    const b = Buffer.allocUnsafe(n + 1);
    b[0] = VALUE_PLAIN;
    if (n <= SHORT_FIELD) for (let i = 0; i < n; i++) b[i + 1] = value[i];
    else b.set(value, 1);
    return b;
  }
  let off = 1 + (ttlMs >= 0 ? 8 : 0);
  const start = off + (seqId > 0 ? 6 : 0);
  const b = Buffer.allocUnsafe(start + n);
  b[0] = (ttlMs >= 0 ? VALUE_TTL : 0) | (seqId > 0 ? VALUE_SEQ : 0);
  if (ttlMs >= 0) b.writeBigUInt64BE(BigInt(Math.trunc(ttlMs)), 1);
  if (seqId > 0) {
    const high = seqId < U32 ? 0 : Math.floor(seqId / U32);
    const low = seqId >>> 0;
    b[off++] = high >>> 8;
    b[off++] = high & 0xff;
    b[off++] = low >>> 24;
    b[off++] = (low >>> 16) & 0xff;
    b[off++] = (low >>> 8) & 0xff;
    b[off] = low & 0xff;
  }
  if (n <= SHORT_FIELD) for (let i = 0; i < n; i++) b[start + i] = value[i];
  else b.set(value, start);
  return b;
}

/** Where the value's bytes start: past the header and what it announces. */
function valueStart(stored: Buffer): number {
  const h = stored[0];
  if (h === VALUE_PLAIN) return 1;
  const ttlEnd = h & VALUE_TTL ? 9 : 1;
  if (stored.length < ttlEnd) throw shortTtl();
  const start = ttlEnd + (h & VALUE_SEQ ? 6 : 0);
  if (stored.length < start) throw shortSeqId();
  return start;
}

/** The value's bytes (zero-copy; an empty value is the one shared empty Buffer). */
export function valueBytes(stored: Buffer): Buffer {
  if (stored.length <= 1) return EMPTY;
  // the common headers first: every value hsh writes has a sequence id; a format-1 one is plain
  const h = stored[0];
  if (h === VALUE_SEQ && stored.length > 7) return stored.subarray(7);
  if (h === VALUE_PLAIN) return stored.subarray(1);
  const start = valueStart(stored);
  return stored.length === start ? EMPTY : stored.subarray(start);
}

/** The per-cell TTL in ms, or -1 when the cell has none. */
export function valueTtl(stored: Buffer): number {
  if (stored.length === 0 || (stored[0] & VALUE_TTL) === 0) return -1;
  if (stored.length < 9) throw shortTtl();
  return Number(stored.readBigUInt64BE(1));
}

/** The cell's sequence id (0 for a cell written before they were kept). */
export function valueSeqId(stored: Buffer): number {
  if (stored.length === 0 || (stored[0] & VALUE_SEQ) === 0) return 0;
  const off = stored[0] & VALUE_TTL ? 9 : 1;
  if (stored.length < off + 6) throw stored.length < off ? shortTtl() : shortSeqId();
  return stored.readUInt16BE(off) * U32 + stored.readUInt32BE(off + 2);
}

/** A damaged block (LevelDB reads them without checksums) can cut a value's TTL or sequence id short. */
const shortTtl = () => corruption('Corruption: a stored value is shorter than its TTL');
const shortSeqId = () => corruption('Corruption: a stored value is shorter than its sequence id');

// ---------------------------------------------------------------- catalog keys

export const CATALOG_META = 0x00;
export const CATALOG_NAMESPACE = 0x01;
export const CATALOG_TABLE = 0x02;
export const CATALOG_SNAPSHOT = 0x03;
export const CATALOG_COUNTERS = 0x04;
export const CATALOG_PROCEDURE = 0x05;
export const CATALOG_PEER = 0x06;
export const CATALOG_SEQUENCE = 0x07;

export function catalogKey(kind: number, name: string): Buffer {
  const n = Buffer.from(name, 'utf8');
  const b = Buffer.allocUnsafe(2 + n.length);
  b[0] = TAG_CATALOG;
  b[1] = kind;
  n.copy(b, 2);
  return b;
}

export function catalogRange(kind: number): { gte: Buffer; lt: Buffer } {
  return { gte: Buffer.from([TAG_CATALOG, kind]), lt: Buffer.from([TAG_CATALOG, kind + 1]) };
}
