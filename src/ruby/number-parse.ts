/**
 * Numbers read from strings by Ruby's rules (MRI's rb_str_to_inum and
 * rb_cstr_to_dbl, which JRuby 9.3 ports): `Integer("0x1A", exception: false)`,
 * `Float("1e3")` (strict: the whole string, else ArgumentError
 * `invalid value for Integer(): "abc"`), and the lenient `String#to_i(base)`,
 * `#hex`, `#oct`, `#to_f` (the longest number at the start, else 0).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, isString } from './values.js';
import { inspect } from './inspect.js';
import { convName } from './raise.js';
import { RRational } from './rational.js';

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';

const PREFIX_BASES: Record<string, number> = { x: 16, b: 2, o: 8, d: 10 };

/**
 * Reads an integer at the start of `text` in `base` (0: by its prefix, `0x` `0b` `0o` `0d`,
 * a leading `0` for octal). Digits may be joined by single underscores. Answers the value
 * and where it ended, or null when no digit was read.
 */
function readInteger(text: string, start: number, base: number): { value: bigint; end: number } | null {
  let i = start;
  let negative = false;
  if (text[i] === '+' || text[i] === '-') negative = text[i++] === '-';
  const p = text[i + 1]?.toLowerCase();
  if (text[i] === '0' && p !== undefined && PREFIX_BASES[p] !== undefined && (base === 0 || base === PREFIX_BASES[p])) {
    base = PREFIX_BASES[p];
    i += 2;
    // a prefix must be followed by a digit
    const d = parseInt(text[i] ?? '', 36);
    if (Number.isNaN(d) || d >= base) return null;
  } else if (base === 0) base = text[i] === '0' && text.length > i + 1 ? 8 : 10;
  let value = 0n;
  let any = false;
  const big = BigInt(base);
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '_') {
      if (!any) break;
      const d = parseInt(text[i + 1] ?? '', 36);
      if (Number.isNaN(d) || d >= base) break;
      continue;
    }
    const d = parseInt(c, 36);
    if (Number.isNaN(d) || d >= base) break;
    value = value * big + BigInt(d);
    any = true;
  }
  if (!any) return null;
  return { value: negative ? -value : value, end: i };
}

/** A base argument: 2..36 (or 0 / nil for the prefix's), else JRuby's `illegal radix`. */
function radix(base: Value | undefined, loc: Loc | undefined): number {
  if (base === undefined || base === null) return 0;
  if (typeof base !== 'bigint') throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(base)} into Integer`, { loc });
  const b = Number(base);
  if (b < 0 && b >= -36) return -b;
  if (b === 0 || (b >= 2 && b <= 36)) return b;
  throw new ShellError('ARGUMENT_ERROR', `illegal radix ${b}`, { loc });
}

/** The whole string as an integer (surrounding whitespace allowed), else null. */
function strictInteger(s: Buffer, base: number): bigint | null {
  const text = s.toString('latin1');
  if (text.includes('\0')) return null;
  let i = 0;
  while (isSpace(text[i])) i++;
  const r = readInteger(text, i, base);
  if (!r) return null;
  let j = r.end;
  while (isSpace(text[j])) j++;
  return j === text.length ? r.value : null;
}

/**
 * `Integer(v, base = nil, exception: true)`: an Integer as it is, a Float cut
 * toward zero, a String by its prefix or the base; null (Ruby's nil) where it
 * fails and `exception` is false.
 */
export function kernelInteger(v: Value, base: Value | undefined, exception: boolean, loc?: Loc): bigint | null {
  const fail = (e: ShellError): null => {
    if (exception) throw e;
    return null;
  };
  if (isString(v)) {
    const n = strictInteger(v, radix(base, loc));
    return n ?? fail(new ShellError('ARGUMENT_ERROR', `invalid value for Integer(): ${inspect(v)}`, { loc }));
  }
  if (base !== undefined && base !== null) return fail(new ShellError('ARGUMENT_ERROR', 'base specified for non string value', { loc }));
  if (typeof v === 'bigint') return v;
  if (v instanceof RRational) return v.num / v.den;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return fail(floatDomain(v, loc));
    return BigInt(Math.trunc(v));
  }
  if (v === null) return fail(new ShellError('TYPE_ERROR', "can't convert nil into Integer", { loc }));
  return fail(new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into Integer`, { loc }));
}

/** FloatDomainError for NaN and the infinities turned into an Integer. */
export function floatDomain(f: number, loc?: Loc): ShellError {
  const text = Number.isNaN(f) ? 'NaN' : f > 0 ? 'Infinity' : '-Infinity';
  return new ShellError('ARGUMENT_ERROR', text, { loc, rubyClass: 'FloatDomainError' });
}

/** A decimal float at `i` (digits joined by single underscores, `.5` allowed, `5.` not), and where it ends; null when none. */
function readFloat(text: string, i: number): { value: number; end: number } | null {
  let j = i;
  let lit = '';
  if (text[j] === '+' || text[j] === '-') lit += text[j++];
  const digits = (): string => {
    let d = '';
    while (j < text.length) {
      const c = text[j];
      if (c >= '0' && c <= '9') d += c;
      else if (c === '_' && d && text[j + 1] >= '0' && text[j + 1] <= '9') {
        /* joins digits */
      } else break;
      j++;
    }
    return d;
  };
  const int = digits();
  let frac = '';
  if (text[j] === '.' && text[j + 1] >= '0' && text[j + 1] <= '9') {
    j++;
    frac = digits();
  }
  if (!int && !frac) return null;
  lit += (int || '0') + (frac ? '.' + frac : '');
  let end = j;
  if (text[j] === 'e' || text[j] === 'E') {
    let k = j + 1;
    let sign = '';
    if (text[k] === '+' || text[k] === '-') sign = text[k++];
    if (text[k] >= '0' && text[k] <= '9') {
      j = k;
      const e = digits();
      lit += 'e' + sign + e;
      end = j;
    }
  }
  return { value: Number(lit), end };
}

/**
 * `Float(v, exception: true)`: a Float as it is, an Integer converted, a String
 * holding only a decimal float (or a `0x` integer), else ArgumentError
 * `invalid value for Float(): "abc"`; null (nil) where it fails and `exception` is false.
 */
export function kernelFloat(v: Value, exception: boolean, loc?: Loc): number | null {
  const fail = (e: ShellError): null => {
    if (exception) throw e;
    return null;
  };
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof RRational) return v.toFloat();
  if (isString(v)) {
    const text = v.toString('latin1');
    const bad = () => fail(new ShellError('ARGUMENT_ERROR', `invalid value for Float(): ${inspect(v)}`, { loc }));
    if (text.includes('\0')) return bad();
    let i = 0;
    while (isSpace(text[i])) i++;
    let r: { value: number; end: number } | null;
    if (/^[+-]?0[xX]/.test(text.slice(i))) {
      const n = readInteger(text, i, 16);
      r = n && { value: Number(n.value), end: n.end };
    } else r = readFloat(text, i);
    if (!r) return bad();
    let j = r.end;
    while (isSpace(text[j])) j++;
    return j === text.length ? r.value : bad();
  }
  if (v === null) return fail(new ShellError('TYPE_ERROR', "can't convert nil into Float", { loc }));
  return fail(new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into Float`, { loc }));
}

/** `String#to_i(base = 10)`: the integer at the start (after whitespace), else 0. */
export function stringToI(s: Buffer, base: Value | undefined, loc?: Loc): bigint {
  const b = base === undefined ? 10 : radix(base, loc);
  const text = s.toString('latin1');
  let i = 0;
  while (isSpace(text[i])) i++;
  return readInteger(text, i, b)?.value ?? 0n;
}

/** `String#hex` (base 16) and `String#oct` (base 8, or the base its prefix names). */
export function stringHexOct(s: Buffer, name: 'hex' | 'oct'): bigint {
  const text = s.toString('latin1');
  let i = 0;
  while (isSpace(text[i])) i++;
  if (name === 'hex') return readInteger(text, i, 16)?.value ?? 0n;
  const m = /^[+-]?0([xXbBoOdD])/.exec(text.slice(i));
  return readInteger(text, i, m ? PREFIX_BASES[m[1].toLowerCase()] : 8)?.value ?? 0n;
}

/** `String#to_f`: the decimal float at the start (after whitespace), else 0.0. */
export function stringToF(s: Buffer): number {
  const text = s.toString('latin1');
  let i = 0;
  while (isSpace(text[i])) i++;
  return readFloat(text, i)?.value ?? 0;
}
