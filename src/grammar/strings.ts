/**
 * String and number literal decoding (reference §3.2). Strings become BYTES:
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

const SIMPLE_ESCAPES: Record<string, number> = {
  n: 0x0a, t: 0x09, r: 0x0d, s: 0x20, a: 0x07, b: 0x08, e: 0x1b, f: 0x0c, v: 0x0b,
};

function hexVal(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

/**
 * Text of a double-quoted literal segment (between quotes / interpolations),
 * with Ruby's escapes: `\n \t \r \s \a \b \e \f \v`, octal `\NNN`, `\xH[H]`,
 * `\uHHHH`, `\u{H… H…}`, `\cX` / `\C-X`, `\M-X`, backslash-newline (removed);
 * any other escaped character stands for itself. Throws LiteralError.
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

/** Decodes the escape starting at the backslash `text[at]`; returns the index after it. */
function escape(text: string, at: number, out: Bytes): number {
  const n = text.length;
  let i = at + 1;
  if (i >= n) {
    out.push(0x5c); // a lone backslash at the very end (unterminated input): keep it
    return i;
  }
  const c = text[i];
  const simple = SIMPLE_ESCAPES[c];
  if (simple !== undefined) {
    out.push(simple);
    return i + 1;
  }
  const code = text.charCodeAt(i);
  if (code >= 0x30 && code <= 0x37) {
    let v = 0;
    let k = 0;
    while (k < 3 && i < n && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x37) {
      v = v * 8 + (text.charCodeAt(i) - 0x30);
      i++;
      k++;
    }
    out.push(v & 0xff);
    return i;
  }
  switch (c) {
    case 'x': {
      i++;
      let v = 0;
      let k = 0;
      while (k < 2 && i < n && hexVal(text.charCodeAt(i)) >= 0) {
        v = v * 16 + hexVal(text.charCodeAt(i));
        i++;
        k++;
      }
      if (k === 0) throw new LiteralError('invalid hex escape', at);
      out.push(v);
      return i;
    }
    case 'u':
      return unicodeEscape(text, at, out);
    case '\n':
      return i + 1; // line continuation inside the string
    case '\r':
      return text[i + 1] === '\n' ? i + 2 : i + 1;
    case 'c':
      return control(text, at, i + 1, out);
    case 'C':
      if (text[i + 1] !== '-') throw new LiteralError('invalid control escape', at);
      return control(text, at, i + 2, out);
    case 'M': {
      if (text[i + 1] !== '-' || i + 2 >= n) throw new LiteralError('invalid meta escape', at);
      const inner = new Bytes();
      const next = text[i + 2] === '\\' ? escape(text, i + 2, inner) : i + 3;
      const b = text[i + 2] === '\\' ? inner.buf[0] : text.charCodeAt(i + 2);
      if (b > 0x7f) throw new LiteralError('invalid meta escape', at);
      out.push((b | 0x80) & 0xff);
      return next;
    }
    default: {
      // Any other escaped character stands for itself (`\\`, `\"`, `\#`, `\q` → q).
      const cp = text.codePointAt(i)!;
      out.pushCodePoint(cp);
      return i + (cp > 0xffff ? 2 : 1);
    }
  }
}

/** `\cX` / `\C-X`: X & 0x9f, `?` → DEL. `i` is the index of X. */
function control(text: string, at: number, i: number, out: Bytes): number {
  if (i >= text.length) throw new LiteralError('invalid control escape', at);
  let b: number;
  let next: number;
  if (text[i] === '\\') {
    const inner = new Bytes();
    next = escape(text, i, inner);
    b = inner.buf[0];
  } else {
    b = text.charCodeAt(i);
    next = i + 1;
  }
  if (b > 0x7f) throw new LiteralError('invalid control escape', at);
  out.push(b === 0x3f ? 0x7f : b & 0x9f);
  return next;
}

function unicodeEscape(text: string, at: number, out: Bytes): number {
  let i = at + 2;
  const n = text.length;
  if (text[i] === '{') {
    i++;
    let count = 0;
    for (;;) {
      while (i < n && (text[i] === ' ' || text[i] === '\t')) i++;
      if (text[i] === '}') {
        if (count === 0) throw new LiteralError('invalid Unicode escape', at);
        return i + 1;
      }
      let v = 0;
      let k = 0;
      while (i < n && hexVal(text.charCodeAt(i)) >= 0) {
        v = v * 16 + hexVal(text.charCodeAt(i));
        i++;
        k++;
        if (k > 6) throw new LiteralError('invalid Unicode escape', at);
      }
      if (k === 0) throw new LiteralError(i < n ? 'invalid Unicode escape' : 'unterminated Unicode escape', at);
      if (v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff)) throw new LiteralError('invalid Unicode codepoint', at);
      out.pushCodePoint(v);
      count++;
    }
  }
  let v = 0;
  for (let k = 0; k < 4; k++, i++) {
    const h = i < n ? hexVal(text.charCodeAt(i)) : -1;
    if (h < 0) throw new LiteralError('invalid Unicode escape', at);
    v = v * 16 + h;
  }
  if (v >= 0xd800 && v <= 0xdfff) throw new LiteralError('invalid Unicode codepoint', at);
  out.pushCodePoint(v);
  return i;
}

/**
 * Integer literal text → bigint: `123`, `1_000`, `0x1F`, `0b101`, `0o17`,
 * `017` (leading zero = octal), `0d19`. Throws LiteralError for `09`.
 */
export function parseInteger(text: string): bigint {
  const t = text.indexOf('_') < 0 ? text : text.replace(/_/g, '');
  if (t.length > 1 && t.charCodeAt(0) === 0x30) {
    const p = t[1];
    if (p === 'x' || p === 'X' || p === 'b' || p === 'B' || p === 'o' || p === 'O') return BigInt(t.toLowerCase());
    if (p === 'd' || p === 'D') return BigInt(t.slice(2));
    const bad = /[89]/.exec(t);
    if (bad) throw new LiteralError('Invalid octal digit', bad.index);
    return BigInt('0o' + t.slice(1));
  }
  return BigInt(t);
}

/** Float literal text → number (`0.8`, `1e3`, `1_000.5`). */
export function parseFloatLiteral(text: string): number {
  return Number(text.indexOf('_') < 0 ? text : text.replace(/_/g, ''));
}
