/**
 * Families sort as HBase sorts them: Bytes.compareTo of their UTF-8 names
 * (TableDescriptorBuilder keeps them in a TreeMap by name bytes). The
 * comparison walks UTF-16 units without encoding, so the cases where UTF-16
 * order and UTF-8 order differ (surrogate pairs against U+E000–U+FFFF) are
 * checked against the encoded comparison.
 */
import { describe, expect, it } from 'vitest';
import { compareFamilyNames } from '../../../src/engine/catalog.js';
import { compareBytes } from '../../../src/bytes.js';

const encoded = (a: string, b: string) => Math.sign(compareBytes(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));

describe('compareFamilyNames', () => {
  const names = ['a', 'ab', 'b', 'B', 'a\uffff', 'a\u{10000}', 'a\ue000', 'a\u{1f600}', 'é', 'z', '', 'a\ud800', 'a\udc00x'];
  it.each(names.flatMap((a) => names.map((b) => [a, b] as const)))('%j against %j sorts as their UTF-8 bytes', (a, b) => {
    expect(Math.sign(compareFamilyNames(a, b))).toBe(encoded(a, b));
  });

  it('long names: a prefix sorts first, the first differing unit decides', () => {
    const long = 'a'.repeat(1_000_000);
    expect(compareFamilyNames(long, long + 'b')).toBeLessThan(0);
    expect(compareFamilyNames(long + 'b', 'y')).toBeLessThan(0);
    expect(compareFamilyNames(long + '\u{10000}', long + '\uffff')).toBeGreaterThan(0);
  });
});
