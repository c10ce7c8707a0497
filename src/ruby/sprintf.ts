/** Ruby's `format` / `String#%` for the directives lab scripts use: %d %i %s %x %X %o %f %e %g %% with flags, width, precision. */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, isString, rubyClass, str } from './values.js';
import { inspect } from './inspect.js';
import { toS } from './coerce.js';
import { allocString } from './memory.js';
import { formatFloat } from './float-format.js';

export function sprintf(format: Buffer, args: Value[], loc: Loc): Buffer {
  let i = 0;
  // the text so far (each field is within the cap, but many may not be together)
  let bytes = format.length;
  const field = (text: string): string => {
    bytes += text.length;
    allocString(bytes, loc);
    return text;
  };
  const next = (): Value => {
    if (i >= args.length) throw new ShellError('ARGUMENT_ERROR', 'too few arguments', { loc });
    return args[i++];
  };
  const text = format.toString('utf8').replace(/%([-+ 0#]*)(\d+)?(?:\.(\d+))?([diuxXosfeEgG%])/g, (_m, flags: string, width?: string, precision?: string, conv?: string) => {
    if (conv === '%') return '%';
    return field(formatField(flags, width, precision, conv, next, loc));
  });
  return str(text);
}

/** One `%…` field's text. */
function formatField(flags: string, width: string | undefined, precision: string | undefined, conv: string | undefined, next: () => Value, loc: Loc): string {
  const w = width ? formatNumber(width, loc) : 0;
  const prec = precision === undefined ? undefined : formatNumber(precision, loc);
  const v = next();
  if (conv === 'f' || conv === 'e' || conv === 'E' || conv === 'g' || conv === 'G') return formatFloat(Number(v), conv, flags, w, prec);
  let body = '';
  let numeric = true;
  switch (conv) {
    case 'd':
    case 'i':
    case 'u':
      body = asInt(v, loc).toString();
      break;
    case 'x':
      body = asInt(v, loc).toString(16);
      break;
    case 'X':
      body = asInt(v, loc).toString(16).toUpperCase();
      break;
    case 'o':
      body = asInt(v, loc).toString(8);
      break;
    case 's':
      numeric = false;
      body = toS(v).toString('utf8');
      if (prec !== undefined) body = body.slice(0, prec);
      break;
  }
  if (numeric && flags.includes('+') && !body.startsWith('-')) body = '+' + body;
  if (body.length >= w) return body;
  if (flags.includes('-')) return body.padEnd(w);
  if (numeric && flags.includes('0')) {
    const sign = /^[+-]/.test(body) ? body[0] : '';
    return sign + body.slice(sign.length).padStart(w - sign.length, '0');
  }
  return body.padStart(w);
}

/**
 * A width or precision written in the format: past a Java int JRuby's
 * Sprintf.extendWidth raises "width too big" (for a precision too); within
 * it, a field larger than this process could hold is NoMemoryError, as a
 * String repeated that far is.
 */
function formatNumber(digits: string, loc: Loc): number {
  const n = Number(digits);
  if (n > 0x7fffffff) throw new ShellError('ARGUMENT_ERROR', 'width too big', { loc });
  allocString(n, loc);
  return n;
}

function asInt(v: Value, loc: Loc): bigint {
  if (typeof v === 'bigint') return v;
  // A Float is cut toward zero (C's cast in Ruby's sprintf.c): "%d" % -3.7 is "-3".
  if (typeof v === 'number' && Number.isFinite(v)) return BigInt(Math.trunc(v));
  if (isString(v)) {
    const text = v.toString('latin1').trim().replace(/(\d)_(?=\d)/g, '$1');
    if (/^[+-]?\d+$/.test(text)) return BigInt(text);
    throw new ShellError('ARGUMENT_ERROR', `invalid value for Integer(): ${inspect(v)}`, { loc });
  }
  const name = v === null || typeof v === 'boolean' ? inspect(v) : rubyClass(v);
  throw new ShellError('TYPE_ERROR', `can't convert ${name} into Integer`, { loc });
}
