/**
 * Ruby's `format` / `sprintf` / `String#%` as JRuby 9.3's Sprintf does them:
 * `%d %i %u %x %X %o %b %B %f %e %E %g %G %c %s %p %%`, the flags `- + space 0 #`,
 * width and precision (also `*`), positional `%1$s`, named `%<n>s` and `%{n}`,
 * with JRuby's errors (`too few arguments`, `malformed format string - %y`, …).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RSymbol, type Value, isString } from './values.js';
import { inspect } from './inspect.js';
import { toS } from './coerce.js';
import { convName } from './raise.js';
import { allocString } from './memory.js';
import { formatFloat } from './float-format.js';
import { kernelFloat, kernelInteger } from './number-parse.js';
import { charCount, charsOf, utf8SequenceLength } from './utf8.js';

const argumentError = (message: string, loc: Loc): ShellError => new ShellError('ARGUMENT_ERROR', message, { loc });

/** Where the next argument comes from: in order, by number, or by name (Ruby refuses mixing them). */
class Arguments {
  private next = 0;
  private style: 'unnumbered' | 'numbered' | 'named' | undefined;
  constructor(
    private readonly args: Value[],
    private readonly loc: Loc,
  ) {}

  unnumbered(): Value {
    if (this.style === 'numbered') throw argumentError(`unnumbered(${this.next + 1}) mixed with numbered`, this.loc);
    if (this.style === 'named') throw argumentError(`unnumbered(${this.next + 1}) mixed with named`, this.loc);
    this.style = 'unnumbered';
    if (this.next >= this.args.length) throw argumentError('too few arguments', this.loc);
    return this.args[this.next++];
  }

  numbered(n: number): Value {
    if (this.style === 'unnumbered') throw argumentError(`numbered(${n}) after unnumbered(${this.next})`, this.loc);
    if (this.style === 'named') throw argumentError(`numbered(${n}) after named`, this.loc);
    this.style = 'numbered';
    if (n < 1) throw argumentError('invalid index - ' + n + '$', this.loc);
    if (n > this.args.length) throw argumentError('too few arguments', this.loc);
    return this.args[n - 1];
  }

  named(name: string, open: string, close: string): Value {
    if (this.style === 'unnumbered') throw argumentError(`named${open}${name}${close} after unnumbered(${this.next})`, this.loc);
    if (this.style === 'numbered') throw argumentError(`named${open}${name}${close} after numbered`, this.loc);
    this.style = 'named';
    const hash = this.args.length === 1 ? this.args[0] : undefined;
    if (!(hash instanceof RHash)) throw argumentError('one hash required', this.loc);
    const v = hash.lookup(new RSymbol(name));
    if (v === undefined) throw new ShellError('NAME_ERROR', `key${open}${name}${close} not found`, { loc: this.loc, rubyClass: 'KeyError' });
    return v;
  }
}

interface Spec {
  minus: boolean;
  plus: boolean;
  space: boolean;
  zero: boolean;
  sharp: boolean;
  width: number;
  precision: number | undefined;
}

/** `format(fmt, *args)`. */
export function sprintf(format: Buffer, args: Value[], loc: Loc): Buffer {
  const out: Buffer[] = [];
  let bytes = 0;
  const emit = (b: Buffer): void => {
    bytes += b.length;
    allocString(bytes, loc);
    out.push(b);
  };
  const from = new Arguments(args, loc);
  const f = format;
  let i = 0;
  while (i < f.length) {
    const pct = f.indexOf(0x25, i);
    if (pct < 0) {
      emit(f.subarray(i));
      break;
    }
    if (pct > i) emit(f.subarray(i, pct));
    i = pct + 1;
    const spec: Spec = { minus: false, plus: false, space: false, zero: false, sharp: false, width: 0, precision: undefined };
    let value: Value | undefined;
    let plain = true; // no flag, width or precision yet: `%%` is allowed only so
    const take = (): Value => (value !== undefined ? value : from.unnumbered());
    for (;;) {
      if (i >= f.length) {
        if (plain) throw argumentError('incomplete format specifier; use %% (double %) instead', loc);
        throw argumentError('malformed format string - %[0-9]', loc);
      }
      const c = String.fromCharCode(f[i]);
      if (c === '-' || c === '+' || c === ' ' || c === '0' || c === '#') {
        if (c === '-') spec.minus = true;
        else if (c === '+') spec.plus = true;
        else if (c === ' ') spec.space = true;
        else if (c === '0') spec.zero = true;
        else spec.sharp = true;
        plain = false;
        i++;
        continue;
      }
      if (c >= '1' && c <= '9') {
        let j = i;
        while (j < f.length && f[j] >= 0x30 && f[j] <= 0x39) j++;
        const n = digitsValue(f.toString('latin1', i, j), loc);
        if (f[j] === 0x24) {
          value = from.numbered(n);
          i = j + 1;
          continue;
        }
        if (j >= f.length) throw argumentError('malformed format string - %[0-9]', loc);
        spec.width = n;
        plain = false;
        i = j;
        continue;
      }
      if (c === '$') throw argumentError('malformed format string - %$', loc);
      if (c === '*') {
        const w = widthArg(from.unnumbered(), loc);
        if (w < 0) spec.minus = true;
        spec.width = Math.abs(w);
        plain = false;
        i++;
        continue;
      }
      if (c === '.') {
        i++;
        plain = false;
        if (f[i] === 0x2a) {
          const p = widthArg(from.unnumbered(), loc);
          spec.precision = p < 0 ? undefined : p;
          i++;
          continue;
        }
        let j = i;
        while (j < f.length && f[j] >= 0x30 && f[j] <= 0x39) j++;
        if (j >= f.length) throw argumentError('malformed format string - %.[0-9]', loc);
        spec.precision = j > i ? digitsValue(f.toString('latin1', i, j), loc) : 0;
        i = j;
        continue;
      }
      if (c === '<' || c === '{') {
        const close = c === '<' ? 0x3e : 0x7d;
        const end = f.indexOf(close, i + 1);
        if (end < 0) throw argumentError('malformed name - unmatched parenthesis', loc);
        const name = f.toString('utf8', i + 1, end);
        const v = from.named(name, c, String.fromCharCode(close));
        i = end + 1;
        if (c === '{') {
          // `%{n}`: the value's to_s, as it is (no width or precision)
          emit(toS(v));
          break;
        }
        value = v;
        continue;
      }
      i++;
      if (c === '%') {
        if (!plain) throw argumentError('illegal format character - %', loc);
        emit(Buffer.from('%'));
        break;
      }
      if (c === '\n' || c === '\0') {
        // `%` before a newline or NUL is itself
        emit(Buffer.from('%' + c));
        break;
      }
      emit(directive(c, spec, take, loc));
      break;
    }
  }
  return Buffer.concat(out, bytes);
}

/** One directive's field. */
function directive(conv: string, spec: Spec, take: () => Value, loc: Loc): Buffer {
  switch (conv) {
    case 'd':
    case 'i':
    case 'u':
    case 'x':
    case 'X':
    case 'o':
    case 'b':
    case 'B':
      return Buffer.from(formatInteger(integerOf(take(), loc), conv, spec), 'latin1');
    case 'f':
    case 'e':
    case 'E':
    case 'g':
    case 'G': {
      const flags = (spec.minus ? '-' : '') + (spec.plus ? '+' : '') + (spec.space ? ' ' : '') + (spec.zero ? '0' : '') + (spec.sharp ? '#' : '');
      return Buffer.from(formatFloat(floatOf(take(), loc), conv, flags, spec.width, spec.precision), 'latin1');
    }
    case 'c':
      return pad(charOf(take(), loc), spec);
    case 's':
    case 'p': {
      const v = take();
      let text = conv === 's' ? toS(v) : Buffer.from(inspect(v), 'utf8');
      if (spec.precision !== undefined) text = text.subarray(0, charsEnd(text, spec.precision));
      return pad(text, spec);
    }
  }
  throw argumentError(`malformed format string - %${conv}`, loc);
}

/** A field padded to the width with spaces (by characters, as JRuby counts them). */
function pad(text: Buffer, spec: Spec): Buffer {
  if (spec.width === 0) return text;
  const chars = charCount(text);
  if (chars >= spec.width) return text;
  const fill = Buffer.alloc(spec.width - chars, 0x20);
  return spec.minus ? Buffer.concat([text, fill]) : Buffer.concat([fill, text]);
}

/** The byte offset after the first `n` characters. */
function charsEnd(text: Buffer, n: number): number {
  let i = 0;
  for (let k = 0; k < n && i < text.length; k++) i += text[i] < 0x80 ? 1 : utf8SequenceLength(text, i) || 1;
  return i;
}

/** Digits written in the format (a width, a precision, an argument's number). */
function digitsValue(digits: string, loc: Loc): number {
  const n = Number(digits);
  // past a Java int JRuby's Sprintf.extendWidth raises "width too big"; within it, a
  // field larger than this process could hold is NoMemoryError, as a String repeated that far is
  if (n > 0x7fffffff) throw argumentError('width too big', loc);
  allocString(n, loc);
  return n;
}

/** `*`: the width (or precision) from an argument, an Integer by Ruby's implicit conversion. */
function widthArg(v: Value, loc: Loc): number {
  if (typeof v === 'bigint') {
    const n = Number(v);
    allocString(Math.abs(n), loc);
    return n;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return Math.trunc(v);
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v)} into Integer`, { loc });
}

/** The argument of an integer directive: Integer, a Float cut toward zero, a String or a Rational by Integer()'s rules. */
function integerOf(v: Value, loc: Loc): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new ShellError('ARGUMENT_ERROR', `${v > 0 ? 'Infinity' : Number.isNaN(v) ? 'NaN' : '-Infinity'}`, { loc, rubyClass: 'FloatDomainError' });
    return BigInt(Math.trunc(v));
  }
  return kernelInteger(v, undefined, true, loc) as bigint;
}

/** The argument of a float directive: by Float()'s rules. */
function floatOf(v: Value, loc: Loc): number {
  return kernelFloat(v, true, loc) as number;
}

/** `%c`: an Integer's character (a negative one's low byte), or a one-character String. */
function charOf(v: Value, loc: Loc): Buffer {
  if (isString(v)) {
    if (charsOf(v).length !== 1) throw argumentError('%c requires a character', loc);
    return v;
  }
  const n = integerOf(v, loc);
  if (n < 0n) return Buffer.from([Number(n & 0xffn)]);
  if (n > 0x10ffffn) throw new ShellError('ARGUMENT_ERROR', `${n} out of char range`, { loc, rubyClass: 'RangeError' });
  return Buffer.from(String.fromCodePoint(Number(n)), 'utf8');
}

const BASES: Record<string, number> = { d: 10, i: 10, u: 10, x: 16, X: 16, o: 8, b: 2, B: 2 };

/**
 * An integer field. A negative number in base 2, 8 or 16 without `+` or space
 * shows its two's complement, as `..f01` (Ruby's sprintf.c: the sign digit
 * repeated to the left); padding then repeats that digit.
 */
function formatInteger(n: bigint, conv: string, spec: Spec): string {
  const base = BASES[conv];
  const negative = n < 0n;
  let digits: string;
  let sign = '';
  let fillDigit = '0';
  let dots = false;
  if (negative && base !== 10 && !spec.plus && !spec.space) {
    digits = twosComplement(n, base);
    fillDigit = base === 16 ? 'f' : base === 8 ? '7' : '1';
    dots = true;
  } else {
    digits = (negative ? -n : n).toString(base);
    sign = negative ? '-' : spec.plus ? '+' : spec.space ? ' ' : '';
  }
  if (conv === 'u' && negative) {
    // JRuby 9.3's %u of a negative long: the unsigned value with its first digit replaced by the sign
    if (n >= -(1n << 63n)) digits = ((1n << 64n) + n).toString().slice(1);
  }
  if (conv === 'X') digits = digits.toUpperCase();
  let prefix = '';
  if (spec.sharp && (n !== 0n || dots)) {
    if (conv === 'x') prefix = '0x';
    else if (conv === 'X') prefix = '0X';
    else if (conv === 'b') prefix = '0b';
    else if (conv === 'B') prefix = '0B';
    else if (conv === 'o') prefix = '0';
  }
  const fill = conv === 'X' ? fillDigit.toUpperCase() : fillDigit;
  const lead = dots ? '..' : '';
  if (spec.precision !== undefined) {
    const len = lead.length + digits.length;
    if (len < spec.precision) digits = fill.repeat(spec.precision - len) + digits;
  } else if (spec.zero) {
    // JRuby 9.3 pads with zeros also when `-` is given: "%-08d" % 5 is "00000005"

    const len = sign.length + prefix.length + lead.length + digits.length;
    if (len < spec.width) digits = fill.repeat(spec.width - len) + digits;
  }
  const body = sign + prefix + lead + digits;
  if (body.length >= spec.width) return body;
  return spec.minus ? body.padEnd(spec.width) : body.padStart(spec.width);
}

/** A negative number's two's complement digits in base 2, 8 or 16, with one leading all-ones digit. */
function twosComplement(n: bigint, base: number): string {
  const bitsPerDigit = base === 16 ? 4 : base === 8 ? 3 : 1;
  let width = 1;
  while (-n > 1n << BigInt(width * bitsPerDigit - 1)) width++;
  let text = ((1n << BigInt(width * bitsPerDigit)) + n).toString(base).padStart(width, '0');
  const top = (base - 1).toString(base);
  while (text.length > 1 && text[0] === top && text[1] === top) text = text.slice(1);
  if (text[0] !== top) text = top + text;
  return text;
}
