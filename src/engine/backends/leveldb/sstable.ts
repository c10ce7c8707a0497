/**
 * LevelDB's table files read in JavaScript, block by block with every
 * checksum verified (table/format.cc ReadBlock with verify_checksums), for
 * `hsh repair`: a table with a damaged block is rewritten from its intact
 * blocks, copied byte for byte in their order, under a new index
 * (table/table_builder.cc's layout, without a filter block). LevelDB's
 * RepairDB then never meets a damaged block: with checksums off it copies
 * what it parses of one into a new table and aborts on the first key out of
 * order (table_builder.cc:97, `Compare(key, last_key) > 0`).
 */
import { Buffer } from 'node:buffer';

// ------------------------------------------------------------------ CRC32C (util/crc32c.cc)

// Int32 entries and states: the hot loops stay in small integers (no heap numbers).
const CRC_TABLE = (() => {
  const t = new Int32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    t[i] = c;
  }
  return t;
})();

/** Extends a raw (pre-inverted) CRC32C state by `bytes`. */
function crcUpdate(state: number, bytes: Uint8Array, from = 0, to = bytes.length): number {
  let c = state;
  for (let i = from; i < to; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return c;
}

/** crc32c::Mask of the CRC32C of `parts`, as stored in block trailers and log records. */
function maskedCrc(...parts: Uint8Array[]): number {
  let c = -1;
  for (const p of parts) c = crcUpdate(c, p);
  return mask(~c >>> 0);
}

function mask(crc: number): number {
  return ((((crc >>> 15) | (crc << 17)) >>> 0) + 0xa282ead8) >>> 0;
}

// ------------------------------------------------------------------ varints and Snappy

function varint(b: Buffer, at: { off: number }): number {
  let result = 0;
  let shift = 0;
  for (;;) {
    if (at.off >= b.length || shift > 63) throw new Error('bad varint');
    const byte = b[at.off++];
    result += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return result;
    shift += 7;
  }
}

function putVarint(out: number[], n: number): void {
  while (n >= 0x80) {
    out.push((n % 0x80) | 0x80);
    n = Math.floor(n / 0x80);
  }
  out.push(n);
}

/** Snappy's block format (LevelDB's kSnappyCompression); throws on anything malformed. */
function snappyUncompress(src: Buffer): Buffer {
  const at = { off: 0 };
  const length = varint(src, at);
  if (length > 64 * 1024 * 1024) throw new Error('bad snappy length');
  const out = Buffer.allocUnsafe(length);
  let o = 0;
  let i = at.off;
  while (i < src.length) {
    const tag = src[i++];
    let len: number;
    let offset: number;
    switch (tag & 3) {
      case 0: {
        len = tag >>> 2;
        if (len >= 60) {
          const n = len - 59;
          if (i + n > src.length) throw new Error('bad snappy literal');
          len = src.readUIntLE(i, n);
          i += n;
        }
        len += 1;
        if (i + len > src.length || o + len > length) throw new Error('bad snappy literal');
        src.copy(out, o, i, i + len);
        i += len;
        o += len;
        continue;
      }
      case 1:
        if (i + 1 > src.length) throw new Error('bad snappy copy');
        len = ((tag >>> 2) & 7) + 4;
        offset = ((tag >>> 5) << 8) | src[i++];
        break;
      case 2:
        if (i + 2 > src.length) throw new Error('bad snappy copy');
        len = (tag >>> 2) + 1;
        offset = src.readUInt16LE(i);
        i += 2;
        break;
      default:
        if (i + 4 > src.length) throw new Error('bad snappy copy');
        len = (tag >>> 2) + 1;
        offset = src.readUInt32LE(i);
        i += 4;
    }
    if (offset === 0 || offset > o || o + len > length) throw new Error('bad snappy copy');
    if (offset >= len) out.copyWithin(o, o - offset, o - offset + len);
    else for (let k = 0; k < len; k++) out[o + k] = out[o + k - offset];
    o += len;
  }
  if (o !== length) throw new Error('bad snappy length');
  return out;
}

// ------------------------------------------------------------------ blocks (table/block.cc)

const TRAILER = 5;
const FOOTER = 48;
const MAGIC = Buffer.from([0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb]);

interface Handle {
  offset: number;
  size: number;
}

/** A block's contents, its checksum verified and uncompressed; undefined when damaged. */
function readBlock(file: Buffer, h: Handle): Buffer | undefined {
  const end = h.offset + h.size;
  if (h.offset < 0 || end + TRAILER > file.length) return undefined;
  const type = file[end];
  if (file.readUInt32LE(end + 1) !== maskedCrc(file.subarray(h.offset, end + 1))) return undefined;
  try {
    if (type === 0) return file.subarray(h.offset, end);
    if (type === 1) return snappyUncompress(file.subarray(h.offset, end));
  } catch {
    return undefined;
  }
  return undefined;
}

/** A block's entries; throws when its layout is not a block's. */
function entries(block: Buffer): Array<[Buffer, Buffer]> {
  if (block.length < 4) throw new Error('bad block');
  const restarts = block.readUInt32LE(block.length - 4);
  const limit = block.length - 4 - 4 * restarts;
  if (restarts < 1 || limit < 0) throw new Error('bad block');
  const out: Array<[Buffer, Buffer]> = [];
  let key = Buffer.alloc(0);
  const at = { off: 0 };
  while (at.off < limit) {
    const shared = varint(block, at);
    const own = varint(block, at);
    const valueLength = varint(block, at);
    if (shared > key.length || at.off + own + valueLength > limit) throw new Error('bad entry');
    const next = Buffer.allocUnsafe(shared + own);
    key.copy(next, 0, 0, shared);
    block.copy(next, shared, at.off, at.off + own);
    key = next;
    at.off += own;
    out.push([key, block.subarray(at.off, at.off + valueLength)]);
    at.off += valueLength;
  }
  return out;
}

function decodeHandle(b: Buffer, at = { off: 0 }): Handle {
  return { offset: varint(b, at), size: varint(b, at) };
}

/** An internal key's user key, or undefined when it is not one (db/dbformat.h: user key | seq << 8 | type). */
function userKeyOf(internal: Buffer): Buffer | undefined {
  if (internal.length < 8 || internal[internal.length - 8] > 1) return undefined;
  return internal.subarray(0, internal.length - 8);
}

/** LevelDB's internal key order: user key ascending, then sequence and type descending. */
function internalCompare(a: Buffer, b: Buffer): number {
  const c = Buffer.compare(a.subarray(0, a.length - 8), b.subarray(0, b.length - 8));
  if (c !== 0) return c;
  const x = a.readBigUInt64LE(a.length - 8);
  const y = b.readBigUInt64LE(b.length - 8);
  return x === y ? 0 : x > y ? -1 : 1;
}

// ------------------------------------------------------------------ checking a table

export interface IntactBlock extends Handle {
  entries: number;
  firstKey: Buffer;
  lastKey: Buffer;
}

export interface DamagedRange {
  offset: number;
  bytes: number;
  /** The user keys around the damage, where intact blocks bound it. */
  after?: Buffer;
  before?: Buffer;
}

export interface TableCheck {
  /** Every block, the index and the footer are intact. */
  intact: boolean;
  blocks: IntactBlock[];
  damaged: DamagedRange[];
  /** Entries in the intact blocks. */
  entries: number;
}

/** Data blocks are at most this long (LevelDB's block_size is 4 KiB; a block ends past it by one entry). */
const MAX_BLOCK = 256 * 1024;

/**
 * Every data block of a table file that reads back with its checksum, its
 * entries in order. The blocks are contiguous from offset 0: each is found
 * from where the last ended by the first length whose trailer's checksum
 * matches; past a damaged one, the walk goes on at the next block the index
 * names (read without its checksum when it is damaged too).
 */
export function checkTable(file: Buffer): TableCheck {
  const layout = tableLayout(file);
  const blocks: IntactBlock[] = [];
  const damaged: DamagedRange[] = [];
  let lastKey: Buffer | undefined;
  let pos = 0;
  let damageFrom: number | undefined;
  const seen: Seen = { compressed: 0, plain: 0, min: Infinity, max: 0 };
  while (pos + TRAILER <= layout.dataEnd) {
    const h = blockAt(file, pos, layout.dataEnd);
    const parsed = h && orderedEntries(h.contents, lastKey);
    if (!h || !parsed || layout.isIndex(h.contents)) {
      damageFrom ??= pos;
      const next = layout.starts.find((s) => s > pos) ?? resync(file, pos + 1, layout.dataEnd, seen);
      if (next === undefined) break;
      pos = next;
      continue;
    }
    if (damageFrom !== undefined) damaged.push({ offset: damageFrom, bytes: h.offset - damageFrom, after: lastKey && userKeyOf(lastKey) });
    damageFrom = undefined;
    blocks.push({ offset: h.offset, size: h.size, entries: parsed.count, firstKey: parsed.first, lastKey: parsed.last });
    lastKey = parsed.last;
    if (file[h.offset + h.size] === 1) seen.compressed++;
    else seen.plain++;
    seen.min = Math.min(seen.min, h.contents.length);
    seen.max = Math.max(seen.max, h.contents.length);
    pos = h.offset + h.size + TRAILER;
  }
  damageFrom ??= pos < layout.dataEnd ? pos : undefined;
  if (damageFrom !== undefined) damaged.push({ offset: damageFrom, bytes: layout.dataEnd - damageFrom, after: lastKey && userKeyOf(lastKey) });
  for (const d of damaged) d.before = userKeyOf(blocks.find((b) => b.offset > d.offset)?.firstKey ?? Buffer.alloc(0));
  return { intact: damaged.length === 0 && layout.intact, blocks, damaged, entries: blocks.reduce((n, b) => n + b.entries, 0) };
}

interface Layout {
  /** Where the data blocks end (the first meta block), or the file's end when the footer is damaged. */
  dataEnd: number;
  /** Block starts the index names, ascending. */
  starts: number[];
  /** Footer, index, metaindex and filter blocks all intact. */
  intact: boolean;
  /** A block that is the index (found by a walk past the data when the footer is damaged). */
  isIndex(contents: Buffer): boolean;
}

function tableLayout(file: Buffer): Layout {
  const none: Layout = { dataEnd: file.length, starts: [], intact: false, isIndex: (contents) => entries(contents).every(([, v]) => isHandle(v)) };
  if (file.length < FOOTER || !file.subarray(file.length - 8).equals(MAGIC)) return none;
  let metaindex: Handle;
  let index: Handle;
  try {
    const at = { off: 0 };
    const footer = file.subarray(file.length - FOOTER);
    metaindex = decodeHandle(footer, at);
    index = decodeHandle(footer, at);
  } catch {
    return none;
  }
  if (index.offset + index.size + TRAILER > file.length || metaindex.offset + metaindex.size + TRAILER > file.length) return none;
  const indexBlock = readBlock(file, index);
  const metaBlock = readBlock(file, metaindex);
  const handles = (block: Buffer | undefined): Handle[] => {
    const out: Handle[] = [];
    try {
      for (const [, v] of entries(block ?? leniently(file, index))) out.push(decodeHandle(v));
    } catch {
      // what parsed before the damage
    }
    return out;
  };
  let meta: Handle[];
  try {
    meta = metaBlock ? entries(metaBlock).map(([, v]) => decodeHandle(v)) : [];
  } catch {
    meta = [];
  }
  const dataEnd = Math.min(metaindex.offset, index.offset, ...meta.map((h) => h.offset));
  const intact = indexBlock !== undefined && metaBlock !== undefined && meta.every((h) => readBlock(file, h) !== undefined);
  const starts = handles(indexBlock)
    .map((h) => h.offset)
    .filter((o) => o < dataEnd)
    .sort((a, b) => a - b);
  return { dataEnd, starts, intact, isIndex: () => false };
}

/** A damaged block's bytes as they are (uncompressed when that works), to read what it names. */
function leniently(file: Buffer, h: Handle): Buffer {
  const raw = file.subarray(h.offset, h.offset + h.size);
  if (file[h.offset + h.size] !== 1) return raw;
  try {
    return snappyUncompress(raw);
  } catch {
    return raw;
  }
}

function isHandle(v: Buffer): boolean {
  try {
    const at = { off: 0 };
    decodeHandle(v, at);
    return at.off === v.length;
  } catch {
    return false;
  }
}

/** The block starting at `start`: the first length whose trailer's checksum matches and whose contents read. */
function blockAt(file: Buffer, start: number, end: number, maxSize = MAX_BLOCK): (Handle & { contents: Buffer }) | undefined {
  let c = -1;
  for (let e = start; e + TRAILER <= end && e - start <= maxSize; e++) {
    const type = file[e];
    if (type <= 1) {
      const withType = CRC_TABLE[(c ^ type) & 0xff] ^ (c >>> 8);
      if (file.readUInt32LE(e + 1) === mask(~withType >>> 0)) {
        const h = { offset: start, size: e - start };
        const contents = readBlock(file, h);
        if (contents) return { ...h, contents };
      }
    }
    c = CRC_TABLE[(c ^ file[e]) & 0xff] ^ (c >>> 8);
  }
  return undefined;
}

/** What the intact blocks found so far look like: a damaged stretch is searched for blocks like them. */
interface Seen {
  compressed: number;
  plain: number;
  /** Uncompressed sizes of the intact blocks. */
  min: number;
  max: number;
}

/**
 * The next block start at or after `from` when no index names one: a
 * position where a block like the intact ones could begin (a Snappy block
 * starts with its uncompressed length, an uncompressed one with a first
 * entry sharing 0 bytes) and from which a block with a matching checksum is
 * found.
 */
function resync(file: Buffer, from: number, end: number, seen: Seen): number | undefined {
  const known = seen.compressed + seen.plain > 0;
  const low = known ? seen.min >>> 1 : 256;
  const high = known ? Math.min(MAX_BLOCK, seen.max * 2) : MAX_BLOCK;
  for (let s = from; s + TRAILER < end; s++) {
    let bound = 0;
    if (file[s] === 0 && (!known || seen.plain > 0)) bound = high;
    else if (file[s] >= 0x80 && (!known || seen.compressed > 0)) {
      try {
        const n = varint(file, { off: s });
        if (n >= low && n <= high) bound = n + (n >>> 4) + 64; // above Snappy's worst case for n bytes
      } catch {
        bound = 0;
      }
    }
    if (bound > 0 && blockAt(file, s, end, bound)) return s;
  }
  return undefined;
}

/**
 * A block's entry count and first and last keys, when every entry is an
 * internal key and the first comes after `lastKey`. Keys are rebuilt in one
 * buffer (a checksummed block is as LevelDB wrote it, in order within).
 */
function orderedEntries(contents: Buffer, lastKey: Buffer | undefined): { count: number; first: Buffer; last: Buffer } | undefined {
  if (contents.length < 4) return undefined;
  const restarts = contents.readUInt32LE(contents.length - 4);
  const limit = contents.length - 4 - 4 * restarts;
  if (restarts < 1 || limit <= 0) return undefined;
  let key = new Uint8Array(256);
  let keyLength = 0;
  let count = 0;
  let first: Buffer | undefined;
  const at = { off: 0 };
  try {
    while (at.off < limit) {
      const shared = varint(contents, at);
      const own = varint(contents, at);
      const valueLength = varint(contents, at);
      if (shared > keyLength || at.off + own + valueLength > limit) return undefined;
      keyLength = shared + own;
      if (keyLength > key.length) {
        const grown = new Uint8Array(keyLength * 2);
        grown.set(key.subarray(0, shared));
        key = grown;
      }
      for (let i = 0; i < own; i++) key[shared + i] = contents[at.off + i];
      at.off += own + valueLength;
      if (keyLength < 8 || key[keyLength - 8] > 1) return undefined;
      if (count++ === 0) first = Buffer.from(key.subarray(0, keyLength));
    }
  } catch {
    return undefined;
  }
  if (!first || (lastKey !== undefined && internalCompare(lastKey, first) >= 0)) return undefined;
  return { count, first, last: Buffer.from(key.subarray(0, keyLength)) };
}

// ------------------------------------------------------------------ writing a table

/**
 * A table of `blocks` (intact blocks of `file`, copied with their trailers),
 * an empty metaindex (no filter: reads use the index) and an index whose
 * separator for each block is its last key (table_builder.cc's layout).
 */
export function rebuildTable(file: Buffer, blocks: readonly IntactBlock[]): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  const index: Array<[Buffer, Buffer]> = [];
  for (const b of blocks) {
    parts.push(file.subarray(b.offset, b.offset + b.size + TRAILER));
    const h: number[] = [];
    putVarint(h, offset);
    putVarint(h, b.size);
    index.push([b.lastKey, Buffer.from(h)]);
    offset += b.size + TRAILER;
  }
  const metaindex = { offset, size: 0 };
  const metaBlock = blockOf([]);
  parts.push(withTrailer(metaBlock));
  metaindex.size = metaBlock.length;
  offset += metaBlock.length + TRAILER;
  const indexBlock = blockOf(index);
  parts.push(withTrailer(indexBlock));
  const footer: number[] = [];
  for (const h of [metaindex, { offset, size: indexBlock.length }]) {
    putVarint(footer, h.offset);
    putVarint(footer, h.size);
  }
  const f = Buffer.alloc(FOOTER);
  Buffer.from(footer).copy(f);
  MAGIC.copy(f, FOOTER - 8);
  parts.push(f);
  return Buffer.concat(parts);
}

/** A block with a restart at every entry (the index block's interval, 1). */
function blockOf(items: Array<[Buffer, Buffer]>): Buffer {
  const body: Buffer[] = [];
  const restarts: number[] = [];
  let size = 0;
  for (const [k, v] of items) {
    restarts.push(size);
    const head: number[] = [0];
    putVarint(head, k.length);
    putVarint(head, v.length);
    body.push(Buffer.from(head), k, v);
    size += head.length + k.length + v.length;
  }
  if (restarts.length === 0) restarts.push(0);
  const tail = Buffer.alloc(4 * restarts.length + 4);
  restarts.forEach((r, i) => tail.writeUInt32LE(r, 4 * i));
  tail.writeUInt32LE(restarts.length, 4 * restarts.length);
  return Buffer.concat([...body, tail]);
}

function withTrailer(block: Buffer): Buffer {
  const t = Buffer.alloc(TRAILER);
  t[0] = 0;
  t.writeUInt32LE(maskedCrc(block, t.subarray(0, 1)), 1);
  return Buffer.concat([block, t]);
}
