/**
 * Strings Ruby holds as ASCII-8BIT (binary): what `pack` makes and what
 * `unpack`'s string directives take out. hsh's strings are bytes without an
 * encoding, so such a Buffer carries a mark: `p` shows its bytes as `\xHH`
 * as JRuby does (`p [1].pack('N')` prints `"\x00\x00\x00\x01"`), and a
 * regexp matches it byte by byte. Operations that make new strings drop it.
 */
const ASCII_8BIT = Symbol('ASCII-8BIT');

interface Marked {
  [ASCII_8BIT]?: true;
}

/** Marks a fresh Buffer as a binary string, and returns it. */
export function asBinary(bytes: Buffer): Buffer {
  (bytes as Marked)[ASCII_8BIT] = true;
  return bytes;
}

export function isBinary(bytes: Uint8Array): boolean {
  return (bytes as Marked)[ASCII_8BIT] === true;
}
