/**
 * String and number literal decoding, as Ruby reads literals. Strings become BYTES:
 * literal text is UTF-8, escapes contribute raw bytes.
 */

/** A decoding problem at `index` (UTF-16 offset into the decoded text). */
export class LiteralError {
  constructor(
    readonly message: string,
    readonly index: number,
  ) {}
}

/** Growable byte buffer (strings are short: start small, double). */
class Bytes {
  buf = new Uint8Array(32);
  len = 0;
  push(b: number): void {
    if (this.len === this.buf.length) this.grow();
    this.buf[this.len++] = b;
  }
  /** UTF-8 of one code point. */
  pushCodePoint(cp: number): void {
    if (cp < 0x80) this.push(cp);
    else if (cp < 0x800) {
      this.push(0xc0 | (cp >> 6));
      this.push(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd; // lone surrogate: what TextEncoder does
      this.push(0xe0 | (cp >> 12));
      this.push(0x80 | ((cp >> 6) & 0x3f));
      this.push(0x80 | (cp & 0x3f));
    } else {
      this.push(0xf0 | (cp >> 18));
      this.push(0x80 | ((cp >> 12) & 0x3f));
      this.push(0x80 | ((cp >> 6) & 0x3f));
      this.push(0x80 | (cp & 0x3f));
    }
  }
  private grow(): void {
    const next = new Uint8Array(this.buf.length * 2);
    next.set(this.buf);
    this.buf = next;
  }
  done(): Uint8Array {
    return Buffer.from(this.buf.subarray(0, this.len));
  }
}

/**
 * UTF-8 of `s[start, end)`, fast for ASCII. Literals are Buffers (from Node's
 * pool: a script of 100k puts holds 400k of them), so the evaluator uses them
 * as they are.
 */
export function utf8(s: string, start = 0, end = s.length): Uint8Array {
  const n = end - start;
  const out = Buffer.allocUnsafe(n);
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(start + i);
    if (c >= 0x80) return Buffer.from(s.slice(start, end), 'utf8');
    out[i] = c;
  }
  return out;
}

/** Body of a single-quoted literal (without the quotes): only `\\` and `\'` are escapes. */
export function decodeSingle(text: string, start: number, end: number): Uint8Array {
  const bs = text.indexOf('\\', start);
  if (bs < 0 || bs >= end) return utf8(text, start, end);
  let s = '';
  let from = start;
  for (let i = bs; i < end; i++) {
    if (text.charCodeAt(i) !== 0x5c || i + 1 >= end) continue;
    const next = text[i + 1];
    if (next === '\\' || next === "'") {
      s += text.slice(from, i) + next;
      from = i + 2;
    }
    i++; // `\x` with any other x stays literal, and the pair is consumed either way
  }
  s += text.slice(from, end);
  return utf8(s);
}

function hexVal(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/** JRuby's message for every malformed `\x`, `\c`, `\C-`, `\M-` escape. */
const BAD_ESCAPE = 'Invalid escape character syntax';

/**
 * Text of a double-quoted literal segment (between quotes / interpolations),
 * with Ruby's escapes as JRuby (the HBase shell's Ruby) reads them: `\n \t
 * \r \s \a \b \e \f \v`, octal `\NNN`, `\xH[H]`, `\uHHHH`, `\u{H… H…}`,
 * `\cX` / `\C-X`, `\M-X`, backslash-newline (removed); any other escaped
 * character stands for itself. Throws LiteralError with JRuby's messages.
 */
export function decodeDouble(text: string): Uint8Array {
  if (text.indexOf('\\') < 0) return utf8(text);
  const out = new Bytes();
  let i = 0;
  const n = text.length;
  while (i < n) {
    const cp = text.codePointAt(i)!;
    if (cp !== 0x5c) {
      out.pushCodePoint(cp);
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    i = escape(text, i, out);
  }
  return out.done();
}

/** Decodes the escape starting at the backslash `text[at]` in a string (JRuby's StringTerm); returns the index after it. */
function escape(text: string, at: number, out: Bytes): number {
  const n = text.length;
  const i = at + 1;
  if (i >= n) {
    out.push(0x5c); // a lone backslash at the very end (unterminated input): keep it
    return i;
  }
  const c = text.charCodeAt(i);
  if (c === 0x0a) return i + 1; // line continuation inside the string
  if (c === 0x0d && text.charCodeAt(i + 1) === 0x0a) return i + 2;
  if (c === 0x75) return unicodeEscape(text, at, out); // \u
  if (c >= 0x80) {
    // `\é`: the character itself
    const cp = text.codePointAt(i)!;
    out.pushCodePoint(cp);
    return i + (cp > 0xffff ? 2 : 1);
  }
  const r = readEscape(text, i, at);
  out.push(r.byte);
  if (r.tail) for (const b of r.tail) out.push(b);
  return r.next;
}

/**
 * One escape: its byte, the index after it, and `tail`: the other UTF-8
 * bytes of a multi-byte character whose first byte `\M-` / `\c` used (JRuby
 * reads bytes, so they follow as text).
 */
interface Escaped {
  byte: number;
  next: number;
  tail?: Uint8Array;
}

const SIMPLE_ESCAPES: Record<number, number> = {
  0x5c: 0x5c, 0x6e: 0x0a, 0x74: 0x09, 0x72: 0x0d, 0x66: 0x0c, 0x76: 0x0b, 0x61: 0x07, 0x65: 0x1b, 0x62: 0x08, 0x73: 0x20,
};

/** JRuby's RubyLexer.readEscape: the escape whose character (after the backslash) is at `i`; it began at `at`. */
function readEscape(text: string, i: number, at: number): Escaped {
  const n = text.length;
  if (i >= n) throw new LiteralError(BAD_ESCAPE, at);
  const c = text.charCodeAt(i);
  const simple = SIMPLE_ESCAPES[c];
  if (simple !== undefined) return { byte: simple, next: i + 1 };
  if (c >= 0x30 && c <= 0x37) {
    // octal: up to three digits, the low byte of the value
    let v = 0;
    let k = i;
    while (k < i + 3 && k < n && text.charCodeAt(k) >= 0x30 && text.charCodeAt(k) <= 0x37) {
      v = v * 8 + (text.charCodeAt(k) - 0x30);
      k++;
    }
    return { byte: v & 0xff, next: k };
  }
  switch (c) {
    case 0x78: {
      // \x: one or two hex digits
      let v = 0;
      let k = i + 1;
      while (k < i + 3 && k < n && hexVal(text.charCodeAt(k)) >= 0) {
        v = v * 16 + hexVal(text.charCodeAt(k));
        k++;
      }
      if (k === i + 1) throw new LiteralError(BAD_ESCAPE, at);
      return { byte: v, next: k };
    }
    case 0x4d: {
      // \M-X: X | 0x80
      if (text.charCodeAt(i + 1) !== 0x2d || i + 2 >= n) throw new LiteralError(BAD_ESCAPE, at);
      const x = operand(text, i + 2, at);
      return { byte: (x.byte | 0x80) & 0xff, next: x.next, tail: x.tail };
    }
    case 0x43: // \C-X
      if (text.charCodeAt(i + 1) !== 0x2d) throw new LiteralError(BAD_ESCAPE, at);
      return control(text, i + 2, at);
    case 0x63: // \cX
      return control(text, i + 1, at);
    default:
      // any other character stands for itself (a multi-byte one: its first byte, the rest as text)
      return c < 0x80 ? { byte: c, next: i + 1 } : firstByte(text, i);
  }
}

/** `\cX` / `\C-X` with X at `i`: X & 0x9f, `?` → DEL. */
function control(text: string, i: number, at: number): Escaped {
  if (i >= text.length) throw new LiteralError(BAD_ESCAPE, at);
  if (text.charCodeAt(i) === 0x3f) return { byte: 0x7f, next: i + 1 };
  const x = operand(text, i, at);
  return { byte: x.byte & 0x9f, next: x.next, tail: x.tail };
}

/** The operand of `\M-` / `\c` at `i`: a nested escape, or a character (its first UTF-8 byte). */
function operand(text: string, i: number, at: number): Escaped {
  const c = text.charCodeAt(i);
  if (c === 0x5c) return readEscape(text, i + 1, at);
  if (c < 0x80) return { byte: c, next: i + 1 };
  return firstByte(text, i);
}

/** The non-ASCII character at `i` as JRuby's byte-wise lexer sees it: its first UTF-8 byte, the others as `tail`. */
function firstByte(text: string, i: number): Escaped {
  const cp = text.codePointAt(i)!;
  const bytes = utf8(String.fromCodePoint(cp));
  return { byte: bytes[0], next: i + (cp > 0xffff ? 2 : 1), tail: bytes.subarray(1) };
}

/**
 * `\uHHHH` (exactly four hex digits) or `\u{H…}`: one to six hex digits per
 * code point, code points separated by single spaces or tabs (JRuby's
 * readUTFEscape). Surrogates are refused, as MRI does.
 */
function unicodeEscape(text: string, at: number, out: Bytes): number {
  let i = at + 2;
  const n = text.length;
  if (text[i] === '{') {
    do {
      i++; // the brace, then each separating blank
      let v = 0;
      const start = i;
      while (i < start + 6 && i < n && hexVal(text.charCodeAt(i)) >= 0) {
        v = v * 16 + hexVal(text.charCodeAt(i));
        i++;
      }
      if (i === start) throw new LiteralError('invalid Unicode escape', at);
      if (v > 0x10ffff) throw new LiteralError('invalid Unicode codepoint (too large)', at);
      if (v >= 0xd800 && v <= 0xdfff) throw new LiteralError('invalid Unicode codepoint', at);
      out.pushCodePoint(v);
    } while (text[i] === ' ' || text[i] === '\t');
    if (text[i] !== '}') throw new LiteralError('unterminated Unicode escape', at);
    return i + 1;
  }
  let v = 0;
  for (let k = 0; k < 4; k++, i++) {
    const h = i < n ? hexVal(text.charCodeAt(i)) : -1;
    if (h < 0) throw new LiteralError('Invalid Unicode escape', at);
    v = v * 16 + h;
  }
  if (v >= 0xd800 && v <= 0xdfff) throw new LiteralError('invalid Unicode codepoint', at);
  out.pushCodePoint(v);
  return i;
}

/**
 * Integer literal text → bigint: `123`, `1_000`, `0x1F`, `0b101`, `0o17`,
 * `017` (leading zero = octal), `0d19`. Throws LiteralError for `09` (JRuby's "Illegal octal digit.").
 */
export function parseInteger(text: string): bigint {
  const t = text.indexOf('_') < 0 ? text : text.replace(/_/g, '');
  if (t.length > 1 && t.charCodeAt(0) === 0x30) {
    const p = t[1];
    if (p === 'x' || p === 'X' || p === 'b' || p === 'B' || p === 'o' || p === 'O') return BigInt(t.toLowerCase());
    if (p === 'd' || p === 'D') return BigInt(t.slice(2));
    const bad = /[89]/.exec(t);
    if (bad) throw new LiteralError('Illegal octal digit.', bad.index);
    return BigInt('0o' + t.slice(1));
  }
  return BigInt(t);
}

/** Float literal text → number (`0.8`, `1e3`, `1_000.5`). */
export function parseFloatLiteral(text: string): number {
  return Number(text.indexOf('_') < 0 ? text : text.replace(/_/g, ''));
}
