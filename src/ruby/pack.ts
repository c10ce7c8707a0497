/**
 * Array#pack, String#unpack and String#unpack1 as JRuby 9.3 (Pack.java) has
 * them, for the directives binary row keys use: integers `C c S s L l Q q J
 * j I i n N v V` with `<`/`>` (byte order) and `_`/`!` (native size),
 * floats `D d F f E e G g`, strings `a A Z`, hex `H h`, base64 `m` (`m0`
 * strict), UTF-8 `U`, BER `w`, and `x X @`. Counts and `*` as Ruby reads
 * them; spaces and `#` comments skipped; an unknown directive is ignored,
 * as JRuby 9.3 ignores it. What pack makes, and the strings unpack takes
 * out, are binary (ASCII-8BIT) strings.
 */
import { isUtf8 } from 'node:buffer';
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value, isString } from './values.js';
import { markBinary as asBinary } from '../bytes.js';
import { allocArray, allocString } from './memory.js';

interface IntType {
  size: number;
  signed: boolean;
  /** Little-endian unless a modifier says otherwise (the machine's order: x86-64). */
  little: boolean;
  /** Whether `<`/`>` and `_`/`!` may follow. */
  endianOk: boolean;
  nativeOk: boolean;
  /** The size under `_`/`!` (native long is 8 bytes on 64-bit JRuby). */
  native?: number;
}

const INTS: Record<string, IntType> = {
  C: { size: 1, signed: false, little: true, endianOk: false, nativeOk: false },
  c: { size: 1, signed: true, little: true, endianOk: false, nativeOk: false },
  S: { size: 2, signed: false, little: true, endianOk: true, nativeOk: true, native: 2 },
  s: { size: 2, signed: true, little: true, endianOk: true, nativeOk: true, native: 2 },
  I: { size: 4, signed: false, little: true, endianOk: true, nativeOk: true, native: 4 },
  i: { size: 4, signed: true, little: true, endianOk: true, nativeOk: true, native: 4 },
  L: { size: 4, signed: false, little: true, endianOk: true, nativeOk: true, native: 8 },
  l: { size: 4, signed: true, little: true, endianOk: true, nativeOk: true, native: 8 },
  Q: { size: 8, signed: false, little: true, endianOk: true, nativeOk: false },
  q: { size: 8, signed: true, little: true, endianOk: true, nativeOk: false },
  J: { size: 8, signed: false, little: true, endianOk: true, nativeOk: true, native: 8 },
  j: { size: 8, signed: true, little: true, endianOk: true, nativeOk: true, native: 8 },
  n: { size: 2, signed: false, little: false, endianOk: false, nativeOk: false },
  N: { size: 4, signed: false, little: false, endianOk: false, nativeOk: false },
  v: { size: 2, signed: false, little: true, endianOk: false, nativeOk: false },
  V: { size: 4, signed: false, little: true, endianOk: false, nativeOk: false },
};

/** Floats: [size, little-endian]. */
const FLOATS: Record<string, [number, boolean]> = { D: [8, true], d: [8, true], E: [8, true], G: [8, false], F: [4, true], f: [4, true], e: [4, true], g: [4, false] };

interface Directive {
  type: string;
  /** null: no count given; Infinity: `*`. */
  count: number | null;
  int?: IntType;
}

function argError(message: string, loc?: Loc): ShellError {
  return new ShellError('ARGUMENT_ERROR', message, { loc, rubyClass: 'ArgumentError' });
}

/** JRuby 9.3.9 names a misplaced modifier this way ('½' for '>' is its own rendering). */
const MODIFIER_NAMES: Record<string, string> = { '<': "'<'", '>': "'½'", _: "'95'", '!': "'33'" };

/** The template as directives (JRuby's reading: `_`/`!` count only right after the letter). */
function parse(template: string, loc?: Loc): Directive[] {
  const out: Directive[] = [];
  let i = 0;
  while (i < template.length) {
    const type = template[i++];
    if (/\s/.test(type)) continue;
    if (type === '#') {
      while (i < template.length && template[i] !== '\n') i++;
      continue;
    }
    if (type === '%') throw argError('% is not supported', loc);
    const base = INTS[type];
    let int = base;
    let first = true;
    while (i < template.length && '<>_!'.includes(template[i])) {
      const mod = template[i++];
      if (mod === '<' || mod === '>') {
        if (!base?.endianOk) throw argError(`${MODIFIER_NAMES[mod]} allowed only after types sSiIlLqQ`, loc);
        int = { ...int, little: mod === '<' };
      } else {
        if (!base?.nativeOk) throw argError(`${MODIFIER_NAMES[mod]} allowed only after types sSiIlLjJ`, loc);
        if (first) int = { ...int, size: base.native! };
      }
      first = false;
    }
    let count: number | null = null;
    if (template[i] === '*') {
      count = Infinity;
      i++;
    } else {
      const m = /^\d+/.exec(template.slice(i));
      if (m) {
        count = Number(m[0]);
        i += m[0].length;
      }
    }
    out.push({ type, count, int });
  }
  return out;
}

// ------------------------------------------------------------------ pack

function className(v: Value): string {
  if (v === null) return 'nil';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'bigint') return 'Integer';
  if (typeof v === 'number') return 'Float';
  if (isString(v)) return 'String';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof RSymbol) return 'Symbol';
  return 'Object';
}

const LONG_MIN = -(2n ** 63n);
const LONG_MAX = 2n ** 63n - 1n;

/** An item as an integer of the directive's width (two's complement); JRuby's conversions and errors. */
function packInt(v: Value, t: IntType, loc?: Loc): bigint {
  let n: bigint;
  if (typeof v === 'bigint') n = v;
  else if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new ShellError('ARGUMENT_ERROR', `float ${v} out of range of integer`, { loc, rubyClass: 'FloatDomainError' });
    n = BigInt(Math.trunc(v));
  } else if (v === null) throw new ShellError('TYPE_ERROR', 'wrong argument type NilClass (expected Integer)', { loc });
  else throw new ShellError('TYPE_ERROR', `no implicit conversion of ${className(v)} into Integer`, { loc });
  // Byte and 64-bit directives wrap any Integer; the others go through a Java long first.
  if (t.size !== 1 && t.size !== 8 && (n < LONG_MIN || n > LONG_MAX)) {
    throw new ShellError('ARGUMENT_ERROR', "bignum too big to convert into `long'", { loc, rubyClass: 'RangeError' });
  }
  return BigInt.asUintN(t.size * 8, n);
}

function intBytes(n: bigint, t: IntType): number[] {
  const bytes: number[] = [];
  for (let k = 0; k < t.size; k++) bytes.push(Number((n >> BigInt(8 * k)) & 0xffn));
  return t.little ? bytes : bytes.reverse();
}

function packFloat(v: Value, size: number, little: boolean, loc?: Loc): number[] {
  let x: number;
  if (typeof v === 'number') x = v;
  else if (typeof v === 'bigint') x = Number(v);
  else throw new ShellError('TYPE_ERROR', `wrong argument type ${v === null ? 'NilClass' : className(v)} (expected Float)`, { loc });
  const view = new DataView(new ArrayBuffer(size));
  if (size === 8) view.setFloat64(0, x, little);
  else view.setFloat32(0, x, little);
  return [...new Uint8Array(view.buffer)];
}

function packString(v: Value, loc?: Loc): Buffer {
  if (v === null) return Buffer.alloc(0); // JRuby packs nil as an empty string
  if (isString(v)) return v;
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${className(v)} into String`, { loc });
}

/** UTF-8 of a code point, with the 5- and 6-byte forms Ruby still writes (up to 0x7fffffff). */
function utf8Bytes(cp: bigint, loc?: Loc): number[] {
  if (cp < 0n) throw new ShellError('ARGUMENT_ERROR', 'pack(U): value out of range', { loc, rubyClass: 'RangeError' });
  if (cp > 0x7fffffffn) throw new ShellError('ARGUMENT_ERROR', `integer ${cp} too big to convert to \`int'`, { loc, rubyClass: 'RangeError' });
  const c = Number(cp);
  if (c < 0x80) return [c];
  const limits = [0x800, 0x10000, 0x200000, 0x4000000, 0x80000000];
  const len = limits.findIndex((l) => c < l) + 2;
  const out: number[] = [];
  let rest = c;
  for (let k = 1; k < len; k++) {
    out.unshift(0x80 | (rest & 0x3f));
    rest = Math.floor(rest / 64);
  }
  out.unshift(((0xff00 >> len) & 0xff) | rest);
  return out;
}

function berBytes(n: bigint, loc?: Loc): number[] {
  if (n < 0n) throw argError("can't compress negative numbers", loc);
  const out = [Number(n & 0x7fn)];
  for (let rest = n >> 7n; rest > 0n; rest >>= 7n) out.unshift(Number(rest & 0x7fn) | 0x80);
  return out;
}

function hexNibble(c: number): number {
  const isAlpha = (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
  return isAlpha ? ((c & 15) + 9) & 15 : c & 15;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64Lines(data: Buffer, count: number | null): number[] {
  const text = data.toString('base64');
  if (count === 0) return [...Buffer.from(text, 'latin1')];
  const perLine = count === null || count === Infinity || count < 3 ? 45 : Math.floor(count / 3) * 3;
  const charsPerLine = (perLine / 3) * 4;
  let out = '';
  for (let i = 0; i < text.length; i += charsPerLine) out += text.slice(i, i + charsPerLine) + '\n';
  return [...Buffer.from(out, 'latin1')];
}

/** `array.pack(template)`: a binary string. */
export function pack(items: Value[], templateArg: Value, loc?: Loc): Buffer {
  if (!isString(templateArg)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${className(templateArg)} into String`, { loc });
  const out: number[] = [];
  let next = 0;
  const take = (): Value => {
    if (next >= items.length) throw argError('too few arguments', loc);
    return items[next++];
  };
  const directives = parse(templateArg.toString('latin1'), loc);
  for (const d of directives) {
    const { type, count } = d;
    if (d.int || FLOATS[type]) {
      const n = count === Infinity ? items.length - next : (count ?? 1);
      for (let k = 0; k < n; k++) {
        const v = take();
        if (d.int) out.push(...intBytes(packInt(v, d.int, loc), d.int));
        else out.push(...packFloat(v, FLOATS[type][0], FLOATS[type][1], loc));
      }
    } else if (type === 'a' || type === 'A' || type === 'Z') {
      const s = packString(take(), loc);
      let width = count === null ? 1 : count === Infinity ? s.length + (type === 'Z' ? 1 : 0) : count;
      if (width === Infinity) width = s.length;
      allocString(out.length + width, loc);
      for (let k = 0; k < width; k++) out.push(k < s.length ? s[k] : type === 'A' ? 0x20 : 0);
    } else if (type === 'H' || type === 'h') {
      const s = packString(take(), loc);
      const nibbles = count === null ? 1 : count === Infinity ? s.length : count;
      allocString(out.length + Math.ceil(nibbles / 2), loc);
      for (let k = 0; k < nibbles; k += 2) {
        const hi = k < s.length ? hexNibble(s[k]) : 0;
        const lo = k + 1 < nibbles && k + 1 < s.length ? hexNibble(s[k + 1]) : 0;
        out.push(type === 'H' ? (hi << 4) | lo : (lo << 4) | hi);
      }
    } else if (type === 'B' || type === 'b') {
      // bit strings: each character's low bit, most significant first (B) or least (b)
      const s = packString(take(), loc);
      const bits = count === null ? 1 : count === Infinity ? s.length : count;
      allocString(out.length + Math.ceil(bits / 8), loc);
      for (let k = 0; k < bits; k += 8) {
        let byte = 0;
        for (let j = 0; j < 8; j++) {
          const bit = k + j < bits && k + j < s.length ? s[k + j] & 1 : 0;
          byte |= type === 'B' ? bit << (7 - j) : bit << j;
        }
        out.push(byte);
      }
    } else if (type === 'm') {
      out.push(...base64Lines(packString(take(), loc), count));
    } else if (type === 'U' || type === 'w') {
      const n = count === Infinity ? items.length - next : (count ?? 1);
      for (let k = 0; k < n; k++) {
        const v = take();
        const int = packInt(v, INTS.q, loc);
        const signed = BigInt.asIntN(64, int);
        out.push(...(type === 'U' ? utf8Bytes(typeof v === 'bigint' ? v : signed, loc) : berBytes(typeof v === 'bigint' ? v : signed, loc)));
      }
    } else if (type === 'x') {
      const n = count === Infinity ? 0 : (count ?? 1);
      allocString(out.length + n, loc);
      for (let k = 0; k < n; k++) out.push(0);
    } else if (type === 'X') {
      const n = count === Infinity ? 0 : (count ?? 1);
      if (n > out.length) throw argError("in `pack': X outside of string", loc);
      out.length -= n;
    } else if (type === '@') {
      const at = count === Infinity ? out.length : (count ?? 1);
      allocString(at, loc);
      if (at > out.length) while (out.length < at) out.push(0);
      else out.length = at;
    }
  }
  // only U directives: a UTF-8 string (`[8364].pack('U')` is "€"); anything else is binary
  const bytes = Buffer.from(out);
  return directives.length && directives.every((d) => d.type === 'U') && isUtf8(bytes) ? bytes : asBinary(bytes);
}

// ------------------------------------------------------------------ unpack

function readInt(s: Buffer, at: number, t: IntType): bigint {
  let n = 0n;
  for (let k = 0; k < t.size; k++) {
    const b = BigInt(s[at + (t.little ? k : t.size - 1 - k)]);
    n |= b << BigInt(8 * k);
  }
  return t.signed ? BigInt.asIntN(t.size * 8, n) : n;
}

function decodeBase64(s: Buffer, strict: boolean, loc?: Loc): Buffer {
  const text = s.toString('latin1');
  if (strict) {
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) throw argError('invalid base64', loc);
    return Buffer.from(text, 'base64');
  }
  // lenient: characters outside the alphabet are skipped; decoding stops at '='
  let clean = '';
  for (const c of text) {
    if (c === '=') break;
    if (BASE64.includes(c)) clean += c;
  }
  return Buffer.from(clean.slice(0, clean.length - (clean.length % 4 === 1 ? 1 : 0)), 'base64');
}

function readUtf8(s: Buffer, at: number, loc?: Loc): [number, number] {
  const b = s[at];
  if (b < 0x80) return [b, 1];
  const len = b >= 0xfe ? 0 : b >= 0xfc ? 6 : b >= 0xf8 ? 5 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 0;
  if (len === 0) throw argError('malformed UTF-8 character', loc);
  if (at + len > s.length) throw argError(`malformed UTF-8 character (expected ${len} bytes, given ${s.length - at} bytes)`, loc);
  let cp = b & (0x7f >> len);
  for (let k = 1; k < len; k++) {
    if ((s[at + k] & 0xc0) !== 0x80) throw argError('malformed UTF-8 character', loc);
    cp = cp * 64 + (s[at + k] & 0x3f);
  }
  return [cp, len];
}

/** `string.unpack(template)`. */
export function unpack(s: Buffer, templateArg: Value, loc?: Loc): Value[] {
  if (!isString(templateArg)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${className(templateArg)} into String`, { loc });
  const out: Value[] = [];
  let at = 0;
  const push = (v: Value) => {
    out.push(v);
    allocArray(out.length, loc);
  };
  for (const d of parse(templateArg.toString('latin1'), loc)) {
    const { type, count } = d;
    const float = FLOATS[type];
    if (d.int || float) {
      const size = d.int ? d.int.size : float[0];
      const n = count === Infinity ? Math.floor((s.length - at) / size) : (count ?? 1);
      for (let k = 0; k < n; k++) {
        if (at + size > s.length) {
          push(null);
          continue;
        }
        if (d.int) push(readInt(s, at, d.int));
        else {
          const view = new DataView(s.buffer, s.byteOffset + at, size);
          push(size === 8 ? view.getFloat64(0, float[1]) : view.getFloat32(0, float[1]));
        }
        at += size;
      }
    } else if (type === 'a' || type === 'A' || type === 'Z') {
      const width = count === null ? 1 : count === Infinity ? s.length - at : Math.min(count, s.length - at);
      let field = s.subarray(at, at + width);
      let advance = width;
      if (type === 'Z') {
        const nul = field.indexOf(0);
        if (nul >= 0) {
          field = field.subarray(0, nul);
          if (count === Infinity) advance = nul + 1;
        }
      } else if (type === 'A') {
        let end = field.length;
        while (end > 0 && (field[end - 1] === 0x20 || field[end - 1] === 0)) end--;
        field = field.subarray(0, end);
      }
      push(asBinary(Buffer.from(field)));
      at += advance;
    } else if (type === 'H' || type === 'h') {
      const nibbles = count === null ? 1 : count === Infinity ? (s.length - at) * 2 : Math.min(count, (s.length - at) * 2);
      let text = '';
      for (let k = 0; k < nibbles; k++) {
        const byte = s[at + (k >> 1)];
        const nib = (type === 'H') === (k % 2 === 0) ? byte >> 4 : byte & 15;
        text += nib.toString(16);
      }
      push(Buffer.from(text, 'latin1'));
      at += Math.ceil(nibbles / 2);
    } else if (type === 'B' || type === 'b') {
      const bits = count === null ? 1 : count === Infinity ? (s.length - at) * 8 : Math.min(count, (s.length - at) * 8);
      let text = '';
      for (let k = 0; k < bits; k++) {
        const byte = s[at + (k >> 3)];
        text += type === 'B' ? (byte >> (7 - (k & 7))) & 1 : (byte >> (k & 7)) & 1;
      }
      push(Buffer.from(text, 'latin1'));
      at += Math.ceil(bits / 8);
    } else if (type === 'm') {
      push(asBinary(decodeBase64(s.subarray(at), count === 0, loc)));
      at = s.length;
    } else if (type === 'U') {
      const n = count === Infinity ? Infinity : (count ?? 1);
      for (let k = 0; k < n && at < s.length; k++) {
        const [cp, len] = readUtf8(s, at, loc);
        push(BigInt(cp));
        at += len;
      }
    } else if (type === 'w') {
      const n = count === Infinity ? Infinity : (count ?? 1);
      for (let k = 0; k < n && at < s.length; k++) {
        let v = 0n;
        while (at < s.length) {
          const b = s[at++];
          v = (v << 7n) | BigInt(b & 0x7f);
          if (!(b & 0x80)) break;
        }
        push(v);
      }
    } else if (type === 'x') {
      const n = count === Infinity ? s.length - at : (count ?? 1);
      if (at + n > s.length) throw argError("in `unpack': x outside of string", loc);
      at += n;
    } else if (type === 'X') {
      const n = count === Infinity ? 0 : (count ?? 1);
      if (n > at) throw argError("in `unpack': X outside of string", loc);
      at -= n;
    } else if (type === '@') {
      const to = count === Infinity ? at : (count ?? 1);
      if (to > s.length) throw argError('@ outside of string', loc);
      at = to;
    }
  }
  return out;
}

/** `string.unpack1(template)`: the first value unpack gives. */
export function unpack1(s: Buffer, template: Value, loc?: Loc): Value {
  return unpack(s, template, loc)[0] ?? null;
}
