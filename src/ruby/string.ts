/**
 * String's methods (strings are bytes; characters are UTF-8 sequences), as
 * Ruby 2.6 defines the ones lab scripts use, with Ruby's error wording.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value, isString, rubyClass, str } from './values.js';
import { integerArg } from './coerce.js';
import { convName } from './raise.js';
import { charCount, charsOf } from './utf8.js';
import { sliceOf } from './indexing.js';
import { binop } from './operators.js';
import { allocArray, allocString } from './memory.js';
import { sprintf } from './sprintf.js';
import { succ } from './string-succ.js';

/** String's methods (strings are bytes; characters are UTF-8 sequences). Undefined when String has no such method here. */
export function stringMethod(s: Buffer, name: string, args: Value[], loc: Loc): Value | undefined {
  const text = () => s.toString('utf8');
  const strArg = (v: Value): Buffer => {
    if (!isString(v)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into String`, { loc });
    return v;
  };
  switch (name) {
    case 'succ':
    case 'next':
      return succ(s);
    case 'length':
    case 'size':
      return BigInt(charCount(s));
    case 'bytesize':
      return BigInt(s.length);
    case 'upcase':
      return str(text().toUpperCase());
    case 'downcase':
      return str(text().toLowerCase());
    case 'capitalize': {
      const t = text();
      return str(t.slice(0, 1).toUpperCase() + t.slice(1).toLowerCase());
    }
    case 'reverse':
      return Buffer.concat(charsOf(s).reverse());
    case 'rjust':
    case 'ljust':
    case 'center': {
      const width = Number(integerArg(args[0] ?? null, loc));
      const pad = args[1] !== undefined ? strArg(args[1]).toString('utf8') : ' ';
      if (pad.length === 0) throw new ShellError('ARGUMENT_ERROR', 'zero width padding', { loc });
      const chars = charCount(s);
      if (chars >= width) return s;
      const total = width - chars;
      // as String#* does: NoMemoryError past the cap, before the padding is made
      allocString(s.length + Math.ceil(total / pad.length) * Buffer.byteLength(pad), loc);
      const fill = (n: number) => pad.repeat(Math.ceil(n / pad.length)).slice(0, n);
      if (name === 'rjust') return Buffer.concat([str(fill(total)), s]);
      if (name === 'ljust') return Buffer.concat([s, str(fill(total))]);
      const left = Math.floor(total / 2);
      return Buffer.concat([str(fill(left)), s, str(fill(total - left))]);
    }
    case 'strip':
    case 'lstrip':
    case 'rstrip': {
      let a = 0;
      let b = s.length;
      const ws = (c: number) => c === 32 || (c >= 9 && c <= 13);
      if (name !== 'rstrip') while (a < b && ws(s[a])) a++;
      if (name !== 'lstrip') while (b > a && (ws(s[b - 1]) || s[b - 1] === 0)) b--;
      return Buffer.from(s.subarray(a, b));
    }
    case 'chomp': {
      if (s.length && s[s.length - 1] === 10) return Buffer.from(s.subarray(0, s[s.length - 2] === 13 ? -2 : -1));
      if (s.length && s[s.length - 1] === 13) return Buffer.from(s.subarray(0, -1));
      return s;
    }
    case 'split':
      return split(s, args[0] ?? null, args.length > 1 ? Number(integerArg(args[1], loc)) : 0, loc);
    case 'chars':
      allocArray(charCount(s), loc);
      return charsOf(s).map((c) => Buffer.from(c));
    case 'bytes':
      allocArray(s.length, loc);
      return [...s].map((b) => BigInt(b));
    case 'ord':
      if (!s.length) throw new ShellError('ARGUMENT_ERROR', 'empty string', { loc });
      return BigInt(charsOf(s)[0].toString('utf8').codePointAt(0)!);
    case 'to_sym':
    case 'intern':
      return new RSymbol(text());
    case 'to_i': {
      const base = args.length ? Number(integerArg(args[0], loc)) : 10;
      if (!(base >= 2 && base <= 36)) throw new ShellError('ARGUMENT_ERROR', `invalid radix ${base}`, { loc });
      return parseIntPrefix(s.toString('latin1'), base);
    }
    case 'hex':
      return parseIntPrefix(s.toString('latin1'), 16);
    case 'empty?':
      return s.length === 0;
    case 'start_with?':
      return args.some((a) => {
        const p = strArg(a);
        return s.subarray(0, p.length).equals(p);
      });
    case 'end_with?':
      return args.some((a) => {
        const p = strArg(a);
        return s.length >= p.length && s.subarray(s.length - p.length).equals(p);
      });
    case 'include?':
      return s.includes(strArg(args[0] ?? null));
    case 'index': {
      const i = s.indexOf(strArg(args[0] ?? null));
      return i < 0 ? null : BigInt(charsOf(s.subarray(0, i)).length);
    }
    case 'count':
      break;
    case 'sum': {
      // String#sum(n = 16): the bytes' sum, its low n bits (all of them for n <= 0).
      const bits = args.length ? integerArg(args[0], loc) : 16n;
      let total = 0n;
      for (const b of s) total += BigInt(b);
      return bits > 0n ? total & ((1n << bits) - 1n) : total;
    }
    case '[]':
    case 'slice': {
      if (args.length === 1 && isString(args[0])) return s.includes(args[0]) ? Buffer.from(args[0]) : null;
      const out = sliceOf(charsOf(s), args, loc);
      if (out === null) return null;
      return Buffer.concat(Array.isArray(out) ? out : [out]);
    }
    case '%':
      return sprintf(s, Array.isArray(args[0]) ? args[0] : [args[0] ?? null], loc);
    case '+':
    case '*':
      return binop(name, s, args[0] ?? null, loc);
    case 'dup':
    case 'clone':
    case 'to_str':
      return s;
    case 'sub':
    case 'gsub': {
      const from = strArg(args[0] ?? null);
      const to = strArg(args[1] ?? null);
      if (from.length === 0) break;
      return substitute(s, from, to, name === 'gsub', loc);
    }
  }
  return undefined;
}

/**
 * `sub`/`gsub` with a string pattern: the matches counted and the result's size
 * checked first (NoMemoryError past the cap), then the bytes copied into it once.
 */
function substitute(s: Buffer, from: Buffer, to: Buffer, all: boolean, loc: Loc): Buffer {
  let size = s.length;
  for (let j = s.indexOf(from); j >= 0; j = all ? s.indexOf(from, j + from.length) : -1) allocString((size += to.length - from.length), loc);
  const out = Buffer.allocUnsafe(size);
  let i = 0;
  let o = 0;
  for (let j = s.indexOf(from); j >= 0; j = all ? s.indexOf(from, i) : -1) {
    o += s.copy(out, o, i, j);
    o += to.copy(out, o);
    i = j + from.length;
  }
  s.copy(out, o, i);
  return out;
}

/** String#split with a string separator (nil or ' ': runs of whitespace, leading ones ignored); trailing empty fields dropped unless limit < 0. */
export function split(s: Buffer, sep: Value, limit: number, loc: Loc): Value[] {
  const out: Buffer[] = [];
  if (s.length === 0) return [];
  const awk = sep === null || (isString(sep) && sep.length === 1 && sep[0] === 32);
  if (!awk && !isString(sep)) throw new ShellError('TYPE_ERROR', `wrong argument type ${rubyClass(sep)} (expected Regexp)`, { loc });
  const max = limit > 0 ? limit : Infinity;
  if (awk) {
    const ws = (c: number) => c === 32 || (c >= 9 && c <= 13) || c === 0;
    let i = 0;
    while (i < s.length && ws(s[i])) i++;
    while (i < s.length) {
      if (out.length === max - 1) {
        out.push(s.subarray(i));
        break;
      }
      let j = i;
      while (j < s.length && !ws(s[j])) j++;
      out.push(s.subarray(i, j));
      allocArray(out.length, loc);
      while (j < s.length && ws(s[j])) j++;
      i = j;
      if (i === s.length && limit < 0 && ws(s[s.length - 1])) out.push(Buffer.alloc(0));
    }
  } else {
    const p = sep as Buffer;
    if (p.length === 0) {
      allocArray(Math.min(charCount(s), max), loc);
      const chars = charsOf(s);
      if (chars.length > max) out.push(...chars.slice(0, max - 1), Buffer.concat(chars.slice(max - 1)));
      else out.push(...chars);
    } else {
      // the fields counted first: NoMemoryError before millions of them are made
      let fields = 1;
      for (let j = s.indexOf(p); j >= 0 && fields < max; j = s.indexOf(p, j + p.length)) allocArray(++fields, loc);
      let i = 0;
      for (;;) {
        if (out.length === max - 1) {
          out.push(s.subarray(i));
          break;
        }
        const j = s.indexOf(p, i);
        if (j < 0) {
          out.push(s.subarray(i));
          break;
        }
        out.push(s.subarray(i, j));
        allocArray(out.length, loc);
        i = j + p.length;
      }
    }
  }
  if (limit === 0) while (out.length && out[out.length - 1].length === 0) out.pop();
  return out.map((b) => Buffer.from(b));
}

/** String#to_i(base): an optional sign and base prefix, then the longest run of digits (underscores between them); 0 when none. */
export function parseIntPrefix(text: string, base: number): bigint {
  const t = text.replace(/^[\t\n\v\f\r ]+/, '');
  let i = 0;
  let negative = false;
  if (t[i] === '+' || t[i] === '-') negative = t[i++] === '-';
  const prefix = t.slice(i, i + 2).toLowerCase();
  if ((base === 16 && prefix === '0x') || (base === 2 && prefix === '0b') || (base === 8 && prefix === '0o')) i += 2;
  let value = 0n;
  let any = false;
  for (; i < t.length; i++) {
    const c = t[i];
    if (c === '_' && any && i + 1 < t.length && t[i + 1] !== '_') continue;
    const d = parseInt(c, 36);
    if (Number.isNaN(d) || d >= base) break;
    value = value * BigInt(base) + BigInt(d);
    any = true;
  }
  return negative ? -value : value;
}
