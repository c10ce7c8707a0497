/**
 * The byte helpers the filter language needs (pure; they belong in
 * src/bytes.ts once it exists).
 */

const utf8 = new TextDecoder('utf-8');

/** Java's `new String(bytes, UTF_8)`: malformed input becomes U+FFFD. */
export function decodeUtf8(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

/** Bytes.equals. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
