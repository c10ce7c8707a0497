import { describe, expect, it } from 'vitest';
import {
  KeyEncoder,
  decodeDataKey,
  encodeDataKey,
  encodeValue,
  escapedEnd,
  rowLimitKey,
  rowStartKey,
  storePrefix,
  valueBytes,
  valueSeqId,
  valueTtl,
} from '../../../../src/engine/backends/leveldb/keys.js';
import { CELL_TYPE_CODE, type CellType } from '../../../../src/engine/types.js';
import { prng } from '../../../../scripts/fuzz-core.mjs';

const hex = (b: Buffer) => b.toString('hex');
const PUT = CELL_TYPE_CODE.Put;

describe('data keys: exact bytes', () => {
  it('D | tableId u32 | familyId u16 | esc(row) | esc(qualifier) | ~ts u64 | ~type u8', () => {
    const k = encodeDataKey(1, 2, Buffer.from('r'), Buffer.from('q'), 5n, PUT);
    expect(hex(k)).toBe('44' + '00000001' + '0002' + '72' + '0001' + '71' + '0001' + 'fffffffffffffffa' + 'fb');
  });

  it('0x00 is escaped as 00 FF; every field ends with 00 01; the empty qualifier is just the terminator', () => {
    const k = encodeDataKey(7, 1, Buffer.from([0x61, 0x00, 0x62]), Buffer.alloc(0), 0n, CELL_TYPE_CODE.DeleteFamily);
    expect(hex(k)).toBe('44' + '00000007' + '0001' + '6100ff62' + '0001' + '0001' + 'ffffffffffffffff' + 'f1');
    const z = encodeDataKey(1, 1, Buffer.from([0x00]), Buffer.from([0x00, 0x00]), 1n, PUT);
    expect(hex(z)).toBe('44' + '00000001' + '0001' + '00ff' + '0001' + '00ff00ff' + '0001' + 'fffffffffffffffe' + 'fb');
  });

  it('timestamps are exact over 0..2^63-1 and inverted', () => {
    const max = encodeDataKey(1, 1, Buffer.from('r'), Buffer.from('q'), 0x7fffffffffffffffn, PUT);
    expect(hex(max.subarray(max.length - 9, max.length - 1))).toBe('8000000000000000');
    expect(decodeDataKey(max).timestamp).toBe(0x7fffffffffffffffn);
    const big = 1588765900010n;
    expect(decodeDataKey(encodeDataKey(1, 1, Buffer.from('r'), Buffer.from('q'), big, PUT)).timestamp).toBe(big);
  });

  it('type codes are inverted: DeleteFamily f1, DeleteColumn f3, DeleteFamilyVersion f5, Delete f7, Put fb', () => {
    const last = (t: CellType) => encodeDataKey(1, 1, Buffer.from('r'), Buffer.alloc(0), 1n, CELL_TYPE_CODE[t]).at(-1)!.toString(16);
    expect(['DeleteFamily', 'DeleteColumn', 'DeleteFamilyVersion', 'Delete', 'Put'].map((t) => last(t as CellType))).toEqual(['f1', 'f3', 'f5', 'f7', 'fb']);
  });

  it('row bounds: rowStart = prefix|esc(row) (…00 01), rowLimit ends 00 02', () => {
    const p = storePrefix(3, 4);
    expect(hex(p)).toBe('44000000030004');
    expect(hex(rowStartKey(p, Buffer.from('ab')))).toBe('44000000030004' + '6162' + '0001');
    expect(hex(rowLimitKey(p, Buffer.from('ab')))).toBe('44000000030004' + '6162' + '0002');
  });
});

describe('values: one-byte header', () => {
  it('plain: 00 then the bytes; per-cell TTL: 01, u64 ms, then the bytes', () => {
    expect(hex(encodeValue(Buffer.from('v')))).toBe('0076');
    expect(hex(encodeValue(Buffer.alloc(0)))).toBe('00');
    expect(hex(encodeValue(Buffer.from('v'), 1000))).toBe('01' + '00000000000003e8' + '76');
    expect(valueBytes(encodeValue(Buffer.from('abc'), 5))).toEqual(Buffer.from('abc'));
    expect(valueTtl(encodeValue(Buffer.from('abc'), 5))).toBe(5);
    expect(valueBytes(encodeValue(Buffer.from('abc')))).toEqual(Buffer.from('abc'));
    expect(valueBytes(encodeValue(Buffer.alloc(0), 5))).toEqual(Buffer.alloc(0));
    expect(valueTtl(encodeValue(Buffer.from('x')))).toBe(-1);
    expect(valueBytes(encodeValue(Buffer.from([0, 1]), 0))).toEqual(Buffer.from([0, 1]));
  });

  it('a sequence id (format 2): bit 1 of the header, u48 after the TTL; a value without it has id 0', () => {
    expect(hex(encodeValue(Buffer.from('v'), -1, 7))).toBe('02' + '000000000007' + '76');
    expect(hex(encodeValue(Buffer.alloc(0), -1, 0x123456789abc))).toBe('02' + '123456789abc');
    expect(hex(encodeValue(Buffer.from('v'), 1000, 2 ** 40 + 1))).toBe('03' + '00000000000003e8' + '010000000001' + '76');
    for (const [ttl, seq] of [
      [-1, 1],
      [5, 1],
      [0, 2 ** 48 - 1],
      [-1, 2 ** 32],
    ]) {
      const v = encodeValue(Buffer.from('abc'), ttl, seq);
      expect([valueBytes(v).toString(), valueTtl(v), valueSeqId(v)]).toEqual(['abc', ttl, seq]);
    }
    expect(valueSeqId(encodeValue(Buffer.from('abc'), 5))).toBe(0);
    expect(valueSeqId(Buffer.from('0076', 'hex'))).toBe(0);
    expect(valueSeqId(Buffer.alloc(0))).toBe(0);
  });
});

// ---------------------------------------------------------------- property test

interface Tuple {
  row: Buffer;
  qualifier: Buffer;
  timestamp: bigint;
  type: CellType;
}

const TYPES: CellType[] = ['Put', 'Delete', 'DeleteColumn', 'DeleteFamily', 'DeleteFamilyVersion'];

/** HBase's KeyValue order: row, qualifier ascending (unsigned); timestamp descending; type code descending. */
function hbaseCompare(a: Tuple, b: Tuple): number {
  return (
    Buffer.compare(a.row, b.row) ||
    Buffer.compare(a.qualifier, b.qualifier) ||
    (a.timestamp > b.timestamp ? -1 : a.timestamp < b.timestamp ? 1 : 0) ||
    CELL_TYPE_CODE[b.type] - CELL_TYPE_CODE[a.type]
  );
}

function randomBytes(r: () => number, pool: Buffer[]): Buffer {
  const mode = r();
  if (mode < 0.25 && pool.length) {
    // a prefix or an extension of an earlier value: rows that are prefixes of each other
    const base = pool[Math.floor(r() * pool.length)];
    if (r() < 0.5) return base.subarray(0, Math.floor(r() * (base.length + 1)));
    return Buffer.concat([base, randomBytes(r, [])]);
  }
  const len = Math.floor(r() * 5);
  const b = Buffer.alloc(len);
  for (let i = 0; i < len; i++) {
    const x = r();
    b[i] = x < 0.3 ? 0x00 : x < 0.5 ? 0xff : x < 0.6 ? 0x01 : x < 0.7 ? 0xfe : Math.floor(r() * 256);
  }
  return b;
}

function randomTimestamp(r: () => number): bigint {
  const x = r();
  if (x < 0.15) return 0n;
  if (x < 0.3) return 0x7fffffffffffffffn - BigInt(Math.floor(r() * 3));
  if (x < 0.6) return BigInt(Math.floor(r() * 4));
  return BigInt(Math.floor(r() * 2 ** 20)) * BigInt(Math.floor(r() * 2 ** 20)) + BigInt(Math.floor(r() * 2 ** 23));
}

describe('order contract (property): encoded byte order = HBase order; decode(encode(x)) = x', () => {
  it('holds over 5000 random tuples with prefixes, empty qualifiers, 0x00 and 0xFF bytes', () => {
    const r = prng(20240501);
    const rows: Buffer[] = [];
    const quals: Buffer[] = [];
    const tuples: Tuple[] = [];
    for (let i = 0; i < 5000; i++) {
      let row = randomBytes(r, rows);
      if (row.length === 0) row = Buffer.from([r() < 0.5 ? 0 : 0xff]);
      rows.push(row);
      const qualifier = r() < 0.2 ? Buffer.alloc(0) : randomBytes(r, quals);
      quals.push(qualifier);
      tuples.push({ row, qualifier, timestamp: randomTimestamp(r), type: TYPES[Math.floor(r() * TYPES.length)] });
    }
    const encoded = tuples.map((t) => ({ t, k: encodeDataKey(5, 9, t.row, t.qualifier, t.timestamp, CELL_TYPE_CODE[t.type]) }));
    for (const { t, k } of encoded) {
      const d = decodeDataKey(k);
      expect(d.row.equals(t.row) && d.qualifier.equals(t.qualifier) && d.timestamp === t.timestamp && d.type === t.type && d.tableId === 5 && d.familyId === 9).toBe(true);
    }
    const byBytes = [...encoded].sort((a, b) => Buffer.compare(a.k, b.k)).map((e) => e.t);
    const byHBase = [...tuples].sort(hbaseCompare);
    for (let i = 0; i < byBytes.length; i++) {
      if (hbaseCompare(byBytes[i], byHBase[i]) !== 0) {
        throw new Error(`order differs at ${i}: ${JSON.stringify(byBytes[i])} vs ${JSON.stringify(byHBase[i])}`);
      }
    }
    // every pair of adjacent tuples: the byte comparison has the same sign as HBase's
    for (let i = 0; i + 1 < encoded.length; i++) {
      const a = encoded[i];
      const b = encoded[i + 1];
      expect(Math.sign(Buffer.compare(a.k, b.k))).toBe(Math.sign(hbaseCompare(a.t, b.t)));
    }
  });

  it('the write path\'s KeyEncoder (timestamp bytes cached) equals encodeDataKey', () => {
    const r = prng(99);
    const p = storePrefix(3, 7);
    const keys = new KeyEncoder();
    let ts = 0n;
    for (let i = 0; i < 3000; i++) {
      if (r() < 0.3) ts = randomTimestamp(r);
      const row = randomBytes(r, []);
      const q = randomBytes(r, []);
      const t = TYPES[Math.floor(r() * TYPES.length)];
      expect(keys.encode(p, row, q, ts, CELL_TYPE_CODE[t])).toEqual(encodeDataKey(3, 7, row, q, ts, CELL_TYPE_CODE[t]));
    }
  });

  it('KeyEncoder.encode equals encodeDataKey for long fields, zero bytes, and plain Uint8Arrays', () => {
    const r = prng(123);
    const p = storePrefix(5, 2);
    const keys = new KeyEncoder();
    const field = (len: number, zeros: boolean): Uint8Array => {
      const b = new Uint8Array(len);
      for (let i = 0; i < len; i++) b[i] = zeros && r() < 0.2 ? 0 : 1 + Math.floor(r() * 255);
      return b;
    };
    for (const len of [0, 1, 63, 64, 65, 200, 32767]) {
      for (const zeros of [false, true]) {
        const row = field(len, zeros);
        const q = field(Math.floor(len / 2), !zeros);
        // a view into a larger buffer, as the shell hands in a column's qualifier
        const big = Buffer.concat([Buffer.from([9, 9]), Buffer.from(q), Buffer.from([7])]);
        const view = big.subarray(2, 2 + q.length);
        const ts = BigInt(len) * 1000n + 17n;
        const expected = encodeDataKey(5, 2, row, q, ts, PUT);
        expect(keys.encode(p, row, q, ts, PUT)).toEqual(expected);
        expect(keys.encode(p, Buffer.from(row), view, ts, PUT)).toEqual(expected);
      }
    }
  });

  it('every key of a row lies in [rowStart, rowLimit), and no key of another row does', () => {
    const r = prng(7);
    const p = storePrefix(1, 1);
    for (let i = 0; i < 2000; i++) {
      const a = randomBytes(r, []);
      const b = randomBytes(r, [a]);
      const key = encodeDataKey(1, 1, b, randomBytes(r, []), randomTimestamp(r), PUT);
      const inside = Buffer.compare(key, rowStartKey(p, a)) >= 0 && Buffer.compare(key, rowLimitKey(p, a)) < 0;
      expect(inside).toBe(a.equals(b));
    }
  });
});

describe('a damaged key', () => {
  const REPAIR = "(the store is damaged: 'hsh repair' rebuilds it)";
  it('a cell key cut inside its timestamp, or a value cut inside its TTL, is the same store error', () => {
    const key = encodeDataKey(1, 1, Buffer.from('r'), Buffer.from('q'), 5n, PUT);
    expect(() => decodeDataKey(key.subarray(0, key.length - 4))).toThrow(`store error: Corruption: a stored cell key does not end in a timestamp and a type ${REPAIR}`);
    const cut = Buffer.from([0x01, 0x00, 0x00]);
    expect(() => valueBytes(cut)).toThrow(`store error: Corruption: a stored value is shorter than its TTL ${REPAIR}`);
    expect(() => valueTtl(cut)).toThrow(`store error: Corruption: a stored value is shorter than its TTL ${REPAIR}`);
    const cutSeq = Buffer.from([0x03, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0]);
    expect(valueTtl(cutSeq)).toBe(5);
    expect(() => valueBytes(cutSeq)).toThrow(`store error: Corruption: a stored value is shorter than its sequence id ${REPAIR}`);
    expect(() => valueSeqId(cutSeq)).toThrow(`store error: Corruption: a stored value is shorter than its sequence id ${REPAIR}`);
  });

  it('is a store error that says how to repair, not an internal error', () => {
    let err: unknown;
    try {
      escapedEnd(Buffer.from([0x61, 0x62, 0x63]), 0);
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({
      code: 'STORE_IO',
      message: "store error: Corruption: a stored key does not end its escaped field (the store is damaged: 'hsh repair' rebuilds it)",
    });
  });
});
