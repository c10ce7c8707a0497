/**
 * HBase's `Bytes` helpers, once for the whole program.
 */

/** Unsigned lexicographic comparison of byte ranges (Bytes.compareTo). */
export function compareBytes(a: Uint8Array, b: Uint8Array, aLen = a.length, bLen = b.length): number {
  const n = aLen < bLen ? aLen : bLen;
  for (let i = 0; i < n; i++) {
    const d = a[i] - b[i];
    if (d !== 0) return d;
  }
  return aLen - bLen;
}
