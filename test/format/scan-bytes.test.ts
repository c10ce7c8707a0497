// The plain scan layout written as bytes (src/format/scan-bytes.ts) is byte for byte the text layout.
import { describe, expect, it } from 'vitest';
import type { Cell, CellType, RowResult } from '../../src/engine/types.js';
import { renderClassic, type TextSink } from '../../src/format/classic.js';
import type { Output } from '../../src/format/output.js';
import { defaults } from './helpers.js';

/** A sink that takes bytes too, as stdout does; `done`: it says it is done with them (a file), so chunks are reused. */
class ByteCapture implements TextSink {
  readonly parts: Buffer[] = [];
  constructor(private readonly done = false) {}
  write(text: string): void {
    this.parts.push(Buffer.from(text, 'utf8'));
  }
  writeBytes(bytes: Uint8Array): boolean {
    this.parts.push(Buffer.from(bytes));
    return this.done;
  }
  get bytes(): Buffer {
    return Buffer.concat(this.parts);
  }
}

function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

function randomRows(seed: number): RowResult[] {
  const r = prng(seed);
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => (r() < 0.7 ? 0x20 + Math.floor(r() * 95) : Math.floor(r() * 256))));
  const types: CellType[] = ['Put', 'Put', 'Put', 'Delete', 'DeleteColumn', 'DeleteFamily', 'DeleteFamilyVersion'];
  const rows: RowResult[] = [];
  for (let i = 0; i < 300; i++) {
    const row = bytes(1 + Math.floor(r() * 20));
    const cells: Cell[] = [];
    for (let j = 0; j < 1 + Math.floor(r() * 4); j++) {
      const type = types[Math.floor(r() * types.length)];
      cells.push({ row, family: r() < 0.5 ? 'f' : 'fam\\1', qualifier: bytes(Math.floor(r() * 6)), timestamp: BigInt(Math.floor(r() * 2 ** 44)), type, value: type === 'Put' ? bytes(Math.floor(r() * (r() < 0.01 ? 200_000 : 30))) : Buffer.alloc(0) });
    }
    rows.push({ row, cells });
  }
  return rows;
}

async function* batches(rows: RowResult[]): AsyncGenerator<readonly RowResult[]> {
  for (let i = 0; i < rows.length; i += 7) yield rows.slice(i, i + 7);
}

const scan = (rows: RowResult[]): Output => ({ kind: 'cells', layout: 'scan', rows: batches(rows), options: defaults });

describe('the plain scan layout as bytes', () => {
  for (const seed of [1, 2, 3]) {
    it(`equals the text layout for random binary rows, markers and a 200 KB value (seed ${seed})`, async () => {
      const rows = randomRows(seed);
      const asText = new ByteCapture();
      const text: TextSink = { write: (t) => asText.write(t) };
      await renderClassic(scan(rows), text, { width: 0, epochTimestamps: false, timeZone: 'UTC' });
      for (const done of [false, true]) {
        const asBytes = new ByteCapture(done);
        await renderClassic(scan(rows), asBytes, { width: 0, epochTimestamps: false, timeZone: 'UTC' });
        expect(asBytes.parts.length).toBeGreaterThan(2);
        expect(asBytes.bytes.equals(asText.bytes)).toBe(true);
      }
    });
  }

  it('rows rendered before a failing row stream are out before the error', async () => {
    const rows = randomRows(4).slice(0, 10);
    async function* failing(): AsyncGenerator<readonly RowResult[]> {
      yield rows;
      throw new Error('store gone');
    }
    const sink = new ByteCapture();
    await expect(renderClassic({ kind: 'cells', layout: 'scan', rows: failing(), options: defaults }, sink, { width: 0, epochTimestamps: false, timeZone: 'UTC' })).rejects.toThrow('store gone');
    const expected = new ByteCapture();
    await renderClassic(scan(rows), { write: (t) => expected.write(t) }, { width: 0, epochTimestamps: false, timeZone: 'UTC' });
    // everything but the footer
    const text = expected.bytes.toString('latin1');
    expect(sink.bytes.toString('latin1')).toBe(text.slice(0, text.lastIndexOf('10 row(s)')));
  });
});
