/**
 * String's methods (strings are bytes; characters are UTF-8 sequences), as
 * Ruby 2.6 defines the ones lab scripts use, with Ruby's error wording.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RRange, RSymbol, type Value, isString, rubyClass, str, truthy } from './values.js';
import { integerArg } from './coerce.js';
import { convName } from './raise.js';
import { charCount, charsOf } from './utf8.js';
import { sliceOf } from './indexing.js';
import { appendString, binop } from './operators.js';
import { type RubyBlock } from './enumerable.js';
import { enumFor } from './enumerator.js';
import { allocArray, allocString } from './memory.js';
import { sprintf } from './sprintf.js';
import { stringHexOct, stringToF, stringToI } from './number-parse.js';
import { succ } from './string-succ.js';
import { countChars, deleteChars, squeeze, translate } from './char-set.js';
import { dump } from './inspect.js';
import { unpack, unpack1 } from './pack.js';
import { freeze, isFrozen } from './freeze.js';
import { encodingArg, stringEncodingMethod } from './encoding.js';
import { isBinary, markBinary } from '../bytes.js';
import { stringIndexAssign } from './string-assign.js';
import { stringToR } from './rational.js';

/**
 * The methods whose string is not one made from the receiver's bytes (its
 * encoding is the argument's, the one asked for, or the joined one), so
 * `stringMethod` does not give it the receiver's binary encoding.
 */
const OWN_ENCODING = new Set(['b', 'force_encoding', 'encode', 'unicode_normalize', 'unpack', 'unpack1', 'replace', '+', 'prepend', 'insert', 'to_sym', 'intern']);

/** String's methods (strings are bytes; characters are UTF-8 sequences). Undefined when String has no such method here. */
export function stringMethod(s: Buffer, name: string, args: Value[], loc: Loc): Value | undefined {
  const out = ownMethod(s, name, args, loc);
  // a string made from a binary string's bytes (a slice, a copy, a piece of split) is binary too, as in Ruby
  if (isBinary(s) && !OWN_ENCODING.has(name)) {
    if (isString(out)) return markBinary(out);
    if (Array.isArray(out)) for (const x of out) if (isString(x)) markBinary(x);
  }
  return out;
}

function ownMethod(s: Buffer, name: string, args: Value[], loc: Loc): Value | undefined {
  const text = () => s.toString('utf8');
  const strArg = (v: Value): Buffer => {
    if (!isString(v)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into String`, { loc });
    return v;
  };
  if (isBinary(s) && CASE_CHANGES.has(name)) return asciiCase(s, name);
  switch (name) {
    case 'succ':
    case 'next':
      return succ(s);
    case 'length':
    case 'size':
      return BigInt(charCount(s));
    case 'bytesize':
      return BigInt(s.length);
    case 'getbyte': {
      const i = Number(integerArg(args[0] ?? null, loc));
      const at = i < 0 ? s.length + i : i;
      return at >= 0 && at < s.length ? BigInt(s[at]) : null;
    }
    case 'byteslice': {
      // a slice of the bytes, as String#slice is of the characters; the part keeps the string's encoding
      const bytes: Buffer[] = [...s].map((b) => Buffer.from([b]));
      const out = sliceOf(bytes, args, loc);
      if (out === null) return null;
      const part = Buffer.concat(Array.isArray(out) ? (out as Buffer[]) : [out as Buffer]);
      return isBinary(s) ? markBinary(part) : part;
    }
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
      if (args.length && isString(args[0])) return chompSuffix(s, args[0]);
      if (s.length && s[s.length - 1] === 10) return Buffer.from(s.subarray(0, s[s.length - 2] === 13 ? -2 : -1));
      if (s.length && s[s.length - 1] === 13) return Buffer.from(s.subarray(0, -1));
      return s;
    }
    case 'delete_prefix': {
      const prefix = strArg(args[0] ?? null);
      return Buffer.from(s.subarray(0, prefix.length).equals(prefix) ? s.subarray(prefix.length) : s);
    }
    case 'delete_suffix':
      return chompSuffix(s, strArg(args[0] ?? null));
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
    case 'to_i':
      return stringToI(s, args[0], loc);
    case 'hex':
    case 'oct':
      return stringHexOct(s, name);
    case 'to_f':
      return stringToF(s);
    case 'to_r':
      return stringToR(s, loc);
    case 'swapcase':
      return str([...text()].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(''));
    case 'chop': {
      if (s.length >= 2 && s[s.length - 1] === 10 && s[s.length - 2] === 13) return Buffer.from(s.subarray(0, -2));
      const chars = charsOf(s);
      return Buffer.concat(chars.slice(0, -1));
    }
    case 'chr':
      return Buffer.from(charsOf(s)[0] ?? Buffer.alloc(0));
    case 'tr':
    case 'tr_s':
      return translate(s, strArg(args[0] ?? null), strArg(args[1] ?? null), name === 'tr_s', loc);
    case 'delete':
      return deleteChars(s, args.map(strArg), loc);
    case 'squeeze':
      return squeeze(s, args.map(strArg), loc);
    case 'insert': {
      const at = Number(integerArg(args[0] ?? null, loc));
      const other = strArg(args[1] ?? null);
      const chars = charsOf(s);
      const n = chars.length;
      // a negative index inserts after that character (-1: at the end)
      const pos = at < 0 ? n + at + 1 : at;
      if (pos < 0 || pos > n) throw new ShellError('ARGUMENT_ERROR', `index ${at} out of string`, { loc, rubyClass: 'IndexError' });
      return Buffer.concat([...chars.slice(0, pos), other, ...chars.slice(pos)]);
    }
    case 'prepend':
      return Buffer.concat([...args.map(strArg), s]);
    case 'replace':
      return Buffer.from(strArg(args[0] ?? null));
    case 'casecmp':
    case 'casecmp?': {
      const other = args[0] ?? null;
      if (!isString(other)) {
        if (other === null || typeof other === 'bigint' || typeof other === 'number' || typeof other === 'boolean') return null;
        throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(other)} into String`, { loc });
      }
      if (name === 'casecmp?') return text().toLowerCase() === other.toString('utf8').toLowerCase();
      const c = Buffer.compare(Buffer.from(s.toString('latin1').toLowerCase(), 'latin1'), Buffer.from(other.toString('latin1').toLowerCase(), 'latin1'));
      return BigInt(c);
    }
    case 'partition':
    case 'rpartition': {
      const sep = strArg(args[0] ?? null);
      const i = name === 'partition' ? s.indexOf(sep) : s.lastIndexOf(sep);
      if (i < 0) return name === 'partition' ? [Buffer.from(s), Buffer.alloc(0), Buffer.alloc(0)] : [Buffer.alloc(0), Buffer.alloc(0), Buffer.from(s)];
      return [Buffer.from(s.subarray(0, i)), Buffer.from(sep), Buffer.from(s.subarray(i + sep.length))];
    }
    case 'lines':
      return lines(s, args.length ? strArg(args[0]) : Buffer.from('\n'));
    case 'dump':
      return str(dump(s));
    case 'b':
    case 'force_encoding':
    case 'encoding':
    case 'encode':
    case 'valid_encoding?':
    case 'unicode_normalize':
      return stringEncodingMethod(s, name, args, null, loc) as Value;
    case 'ascii_only?':
      return s.every((b) => b < 0x80);
    case 'frozen?':
      return isFrozen(s);
    case 'freeze':
      return freeze(s);
    case 'itself':
      return s;
    case '-@':
      // a frozen string as it is, else a frozen copy (Ruby's deduplicated one)
      return isFrozen(s) ? s : freeze(Buffer.from(s));
    case '+@':
      // an unfrozen string as it is, else an unfrozen copy
      return isFrozen(s) ? Buffer.from(s) : s;
    case 'unpack':
      return unpack(s, args[0] ?? null, loc);
    case 'unpack1':
      return unpack1(s, args[0] ?? null, loc);
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
      return countChars(s, args.map(strArg), loc);
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

const CASE_CHANGES = new Set(['upcase', 'downcase', 'capitalize', 'swapcase']);

/** A binary string's case changed as Ruby's ASCII-8BIT does: only the ASCII letters (its other bytes are no characters). */
function asciiCase(s: Buffer, name: string): Buffer {
  const out = Buffer.from(s);
  const upper = (b: number) => (b >= 0x61 && b <= 0x7a ? b - 32 : b);
  const lower = (b: number) => (b >= 0x41 && b <= 0x5a ? b + 32 : b);
  for (let i = 0; i < out.length; i++) {
    const b = out[i];
    if (name === 'upcase' || (name === 'capitalize' && i === 0)) out[i] = upper(b);
    else if (name === 'downcase' || name === 'capitalize') out[i] = lower(b);
    else out[i] = upper(b) !== b ? upper(b) : lower(b);
  }
  return out;
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

/** String#lines(sep = "\n"): the pieces, each ending with the separator (the last may not). */
export function lines(s: Buffer, sep: Buffer): Buffer[] {
  const out: Buffer[] = [];
  if (sep.length === 0) return s.length ? [Buffer.from(s)] : [];
  let i = 0;
  while (i < s.length) {
    const j = s.indexOf(sep, i);
    const end = j < 0 ? s.length : j + sep.length;
    out.push(Buffer.from(s.subarray(i, end)));
    i = end;
  }
  return out;
}

/** The bang forms answering nil when nothing changed (Ruby's `strip!` … `sub!`). */
const NIL_WHEN_UNCHANGED = new Set(['strip!', 'lstrip!', 'rstrip!', 'chomp!', 'chop!', 'squeeze!', 'upcase!', 'downcase!', 'capitalize!', 'swapcase!', 'sub!', 'gsub!', 'delete!', 'tr!', 'tr_s!']);

/** The methods that change the string and answer it (`reverse!`, `insert`, `replace`, …), by the method that makes the new text. */
/** `chomp(suffix)`/`delete_suffix`: without `suffix` at the end; `chomp('')` drops every trailing newline. */
function chompSuffix(s: Buffer, suffix: Buffer): Buffer {
  if (suffix.length === 0) {
    let end = s.length;
    while (end > 0 && s[end - 1] === 10) end -= end > 1 && s[end - 2] === 13 ? 2 : 1;
    return Buffer.from(s.subarray(0, end));
  }
  const at = s.length - suffix.length;
  return Buffer.from(at >= 0 && s.subarray(at).equals(suffix) ? s.subarray(0, at) : s);
}

const CHANGING: Record<string, string> = { 'reverse!': 'reverse', 'succ!': 'succ', 'next!': 'succ', replace: 'replace', insert: 'insert', prepend: 'prepend' };

/**
 * A method that changes the string (`strip!`, `upcase!`, `slice!`, `insert`,
 * `replace`, `concat`, `clear`, …): the string's new bytes and the method's
 * value (nil when a bang method changed nothing). Strings are Buffers here,
 * so the caller stores `value` where the receiver came from (the variable,
 * the element); `frozen` raises Ruby's FrozenError first. Undefined when
 * `name` is no such method.
 */
export function stringBang(s: Buffer, name: string, args: Value[], frozen: boolean, loc: Loc): { value: Buffer; result: Value } | undefined {
  const plain = NIL_WHEN_UNCHANGED.has(name) ? name.slice(0, -1) : CHANGING[name];
  const mutating = plain !== undefined || name === 'slice!' || name === 'setbyte' || name === 'concat' || name === 'clear' || name === '<<' || name === '[]=';
  if (!mutating) return undefined;
  if (frozen) throw new ShellError('RUNTIME_ERROR', "can't modify frozen String", { loc, rubyClass: 'FrozenError' });
  if (name === '[]=') return { value: stringIndexAssign(s, args, loc), result: args[args.length - 1] ?? null };
  if (name === 'setbyte') return { value: setbyte(s, args, loc), result: args[1] ?? null };
  if (name === 'clear') return { value: Buffer.alloc(0), result: Buffer.alloc(0) };
  if (name === 'concat' || name === '<<') {
    const value = args.reduce<Buffer>((acc, a) => appendString(acc, a, loc), s);
    return { value, result: value };
  }
  if (name === 'slice!') {
    const removed = stringMethod(s, 'slice', args, loc) ?? null;
    if (!isString(removed)) return { value: s, result: removed };
    const at = removedAt(s, args, removed);
    const value = Buffer.concat([s.subarray(0, at), s.subarray(at + removed.length)]);
    return { value: isBinary(s) ? markBinary(value) : value, result: removed };
  }
  const value = stringMethod(s, plain!, args, loc);
  if (!isString(value)) return undefined;
  if (NIL_WHEN_UNCHANGED.has(name) && value.equals(s)) return { value: s, result: null };
  return { value, result: value };
}

/** `setbyte(index, byte)`: the bytes with the one at `index` (negative: from the end) set to the byte's low 8 bits. */
function setbyte(s: Buffer, args: Value[], loc: Loc): Buffer {
  if (args.length !== 2) throw new ShellError('WRONG_ARITY', `wrong number of arguments (given ${args.length}, expected 2)`, { loc, rubyClass: 'ArgumentError' });
  const i = Number(integerArg(args[0], loc));
  const byte = integerArg(args[1], loc);
  const at = i < 0 ? s.length + i : i;
  if (at < 0 || at >= s.length) throw new ShellError('ARGUMENT_ERROR', `index ${i} out of string`, { loc, rubyClass: 'IndexError' });
  const out = Buffer.from(s);
  out[at] = Number(BigInt.asUintN(8, byte));
  return isBinary(s) ? markBinary(out) : out;
}

/** Where `slice!`'s removed part starts: the first match for a String argument, else the index's byte offset. */
function removedAt(s: Buffer, args: Value[], removed: Buffer): number {
  if (isString(args[0])) return s.indexOf(removed);
  const chars = charsOf(s);
  const first = args[0];
  let start = 0;
  if (typeof first === 'bigint') start = Number(first);
  else if (first instanceof RRange && typeof first.from === 'bigint') start = Number(first.from);
  if (start < 0) start += chars.length;
  return chars.slice(0, start).reduce((n, c) => n + c.length, 0);
}

/**
 * The string methods that yield (`each_char`, `each_byte`, `each_line`,
 * `upto`); blockless, an Enumerator. Undefined for any other.
 */
export async function stringIterate(s: Buffer, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value | undefined> {
  let items: Value[];
  switch (name) {
    case 'scrub':
      return stringEncodingMethod(s, name, args, block, loc);
    case 'each_char':
      items = charsOf(s).map((c) => Buffer.from(c));
      break;
    case 'each_byte':
      items = [...s].map((b) => BigInt(b));
      break;
    case 'each_line':
      items = lines(s, args.length && isString(args[0]) ? args[0] : Buffer.from('\n'));
      break;
    case 'upto': {
      const last = strArgOf(args[0] ?? null, loc);
      const exclusive = args.length > 1 && truthy(args[1]);
      items = [];
      // Ruby stops once the text is longer than the limit's, or reaches it
      for (let cur = s; cur.length <= last.length; cur = succ(cur)) {
        if (exclusive && cur.equals(last)) break;
        items.push(cur);
        allocArray(items.length, loc);
        if (cur.equals(last)) break;
      }
      break;
    }
    default:
      return undefined;
  }
  if (!block) return enumFor(s, name, args, async (b) => (await stringIterate(s, name, args, b, loc)) ?? null);
  for (const item of items) await block([item]);
  return s;
}

function strArgOf(v: Value, loc: Loc): Buffer {
  if (!isString(v)) throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into String`, { loc });
  return v;
}

/** `String.new(str = '', encoding: e, capacity: n)`: a copy, or an empty binary (ASCII-8BIT) string as Ruby's. */
export function stringNew(args: Value[], loc: Loc): Buffer {
  const opts = args[args.length - 1] instanceof RHash ? (args.pop() as RHash) : null;
  if (args.length > 1) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 0..1)`, { loc });
  const from = args.length ? strArgOf(args[0], loc) : markBinary(Buffer.alloc(0));
  const out = isBinary(from) ? markBinary(Buffer.from(from)) : Buffer.from(from);
  const enc = opts?.lookup(new RSymbol('encoding'));
  if (enc === undefined || enc === null) return out;
  return encodingArg(enc, loc) === 'ASCII-8BIT' ? markBinary(out) : out;
}
