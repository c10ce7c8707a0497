/**
 * How Ruby sees a string's bytes as characters: UTF-8 sequences, and any
 * invalid byte on its own. `String#inspect` and the character methods
 * (`length`, `reverse`, `[]`, …) share it. A binary (ASCII-8BIT) string's
 * characters are its bytes.
 */
import { isBinary } from '../bytes.js';

/** The length of the valid UTF-8 sequence starting at `i`, or 0 when the byte there starts none. */
export function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  const len = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b <= 0xdf ? 2 : 0;
  if (len === 0 || i + len > bytes.length) return 0;
  for (let k = 1; k < len; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return 0;
  return len;
}

/** How many characters the string holds (String#length), without making them. */
export function charCount(bytes: Uint8Array): number {
  if (isBinary(bytes)) return bytes.length;
  let n = 0;
  for (let i = 0; i < bytes.length; n++) i += bytes[i] < 0x80 ? 1 : utf8SequenceLength(bytes, i) || 1;
  return n;
}

/** A string's characters: UTF-8 sequences, and any invalid byte on its own (Ruby's view of a broken string). */
export function charsOf(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  const binary = isBinary(bytes);
  let i = 0;
  while (i < bytes.length) {
    const len = binary || bytes[i] < 0x80 ? 1 : utf8SequenceLength(bytes, i) || 1;
    out.push(bytes.subarray(i, i + len));
    i += len;
  }
  return out;
}
