/**
 * Ruby's `inspect`, as IRB prints a value after `=> ` and as error messages
 * quote it (`undefined method `x' for "a":String`), with `Float#to_s`, which
 * both `inspect` and `to_s` use.
 */
import { JavaObject, RHash, RRange, RSymbol, TableRef, type Value, isString } from './values.js';
import { utf8SequenceLength } from './utf8.js';
import { RObject } from './objects.js';
import { RModule } from './classes.js';
import { RRegexp, regexpInspect } from './regexp.js';
import { MatchData } from './match-data.js';
import { RubyRandom } from './random.js';
import { formatFloat } from './float-format.js';
import { isBinary } from '../bytes.js';
import { REnumerator } from './enumerator.js';

/**
 * JRuby 9.3's `Float#to_s` (RubyFloat.to_s): `"%#.20g"` of the double (its
 * shortest digits, zero-padded), falling back to `"%#.14e"` where that leaves
 * no digit after the point (1e19 <= |x| < 1e20), then trailing zeros cut to
 * one. So `1e16` is `10000000000000000.0`, `1e18` is `1000000000000000000.0`,
 * `1e20` is `1.0e+20`, `2.5e-5` is `2.5e-05` and `1.2345678901234567e19` is
 * `1.23456789012346e+19`.
 */
export function floatToS(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(n);
  // JS's shortest digits are Java's here (float-format.ts: not for integers past 2^53), and it writes no exponent
  if (abs >= 1e-4 && abs < 2 ** 53) {
    const s = String(n);
    return s.includes('.') ? s : s + '.0';
  }
  let text = formatFloat(n, 'g', '#', 0, 20);
  let e = text.indexOf('e');
  if (e < 0) e = text.length;
  if (text[e - 1] === '.') {
    text = formatFloat(n, 'e', '#', 0, 14);
    e = text.indexOf('e');
  }
  let p = e;
  while (text[p - 1] === '0' && text[p - 2] !== '.') p--;
  return text.slice(0, p) + text.slice(e);
}

/** Ruby's `inspect`, as IRB prints it after `=> `. */
export function inspect(v: Value): string {
  if (v === null) return 'nil';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return floatToS(v);
  if (isString(v)) return inspectString(v);
  if (Array.isArray(v)) return `[${v.map(inspect).join(', ')}]`;
  if (v instanceof RHash) return v.size === 0 ? '{}' : `{${v.entries.map(([k, x]) => `${inspect(k)}=>${inspect(x)}`).join(', ')}}`;
  if (v instanceof RRange) return `${inspect(v.from)}${v.exclusive ? '...' : '..'}${v.to === null ? '' : inspect(v.to)}`;
  if (v instanceof TableRef) return `Hbase::Table - ${v.name}`;
  if (v instanceof RSymbol) return inspectSymbol(v.name);
  if (v instanceof REnumerator) return v.inspect(inspect);
  if (v instanceof JavaObject) return v.items ? `#<${v.proxyClass}: ${inspect(v.items)}>` : `#<${v.proxyClass}:${v.identity}>`;
  // A user's object, an exception, a Struct, a class: each says how (objects.ts, exception.ts, struct.ts, classes.ts).
  if (v instanceof RObject || v instanceof RModule) return v.inspectWith(inspect);
  if (v instanceof RRegexp) return regexpInspect(v);
  if (v instanceof MatchData) return v.inspect();
  if (v instanceof RubyRandom) return `#<Random:${v.identity}>`;
  // Ruby 2.6 (JRuby 9.3, HBase 2.6's): Time#inspect is Time#to_s, `2023-11-14 22:13:20 +0000`.
  return v.toS();
}

const RUBY_ESCAPES: Record<number, string> = {
  0x07: '\\a',
  0x08: '\\b',
  0x09: '\\t',
  0x0a: '\\n',
  0x0b: '\\v',
  0x0c: '\\f',
  0x0d: '\\r',
  0x1b: '\\e',
  0x22: '\\"',
  0x5c: '\\\\',
};

/**
 * `String#inspect` for a UTF-8 string; invalid bytes show as `\xHH`. Runs of
 * characters shown as they are decode in one piece: a 16 MiB string is shown
 * in a fraction of a second, where one piece per character took half a minute
 * and gigabytes of heap.
 */
export function inspectString(bytes: Uint8Array): string {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const binary = isBinary(bytes);
  const pieces: string[] = ['"'];
  let run = 0; // where the current run of characters shown as they are began
  let i = 0;
  const escape = (text: string, length: number) => {
    if (run < i) pieces.push(buf.toString('utf8', run, i));
    pieces.push(text);
    i += length;
    run = i;
  };
  while (i < buf.length) {
    const b = buf[i];
    if (b < 0x80) {
      if (RUBY_ESCAPES[b]) escape(RUBY_ESCAPES[b], 1);
      else if (b === 0x23 && (buf[i + 1] === 0x7b || buf[i + 1] === 0x24 || buf[i + 1] === 0x40)) escape('\\#', 1);
      // JRuby shows the other control characters of a UTF-8 string as \u0000, of a binary one as \x00
      else if (b < 0x20 || b === 0x7f) escape(binary ? `\\x${b.toString(16).toUpperCase().padStart(2, '0')}` : `\\u${b.toString(16).toUpperCase().padStart(4, '0')}`, 1);
      else i++;
      continue;
    }
    // a binary (ASCII-8BIT) string shows every non-ASCII byte as \xHH, as JRuby does
    const len = binary ? 0 : utf8SequenceLength(buf, i);
    if (len === 0) escape(`\\x${b.toString(16).toUpperCase()}`, 1);
    else i += len;
  }
  if (run < i) pieces.push(buf.toString('utf8', run, i));
  pieces.push('"');
  return pieces.join('');
}

/** Operator method names a symbol shows bare (`:+`, `:[]=`, `:<=>`). */
const OPERATOR_NAMES = new Set(['+', '-', '*', '/', '%', '**', '==', '===', '!=', '=~', '!~', '!', '<', '>', '<=', '>=', '<=>', '<<', '>>', '&', '|', '^', '~', '+@', '-@', '[]', '[]=', '`']);

/**
 * Symbol#inspect: `:foo`, `:foo?`, `:Foo=`, `:@iv`, `:$g`, `:+` bare; any
 * other name quoted as a String (`:"foo bar"`, `:"9a"`), as rb_sym_inspect
 * decides by the name's symbol type.
 */
export function inspectSymbol(name: string): string {
  if (OPERATOR_NAMES.has(name) || SYMBOL_NAME.test(name)) return `:${name}`;
  return `:${inspectString(Buffer.from(name, 'utf8'))}`;
}

/** A method, constant, instance/class variable or global name (`foo?`, `Bar=`, `@x`, `@@y`, `$z`, `$1`, `$~`). */
const SYMBOL_NAME = /^(?:[\p{L}_][\p{L}\p{N}_]*[?!=]?|@@?[\p{L}_][\p{L}\p{N}_]*|\$(?:[\p{L}_][\p{L}\p{N}_]*|\d+|[~*$?!@/\\;,.=:<>"&`'+0]|-\w))$/u;

/**
 * `String#dump`: ASCII only, as Ruby reads it back: control characters and
 * invalid bytes as `\xHH`, other characters as `\uHHHH` (`\u{HHHHH}` past FFFF).
 */
export function dump(bytes: Buffer): string {
  let out = '"';
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      if (RUBY_ESCAPES[b]) out += RUBY_ESCAPES[b];
      else if (b === 0x23 && (bytes[i + 1] === 0x7b || bytes[i + 1] === 0x24 || bytes[i + 1] === 0x40)) out += '\\#';
      else if (b < 0x20 || b === 0x7f) out += `\\x${b.toString(16).toUpperCase().padStart(2, '0')}`;
      else out += String.fromCharCode(b);
      i++;
      continue;
    }
    const len = utf8SequenceLength(bytes, i);
    if (len === 0) {
      out += `\\x${b.toString(16).toUpperCase()}`;
      i++;
      continue;
    }
    const cp = bytes.toString('utf8', i, i + len).codePointAt(0)!;
    out += cp > 0xffff ? `\\u{${cp.toString(16).toUpperCase()}}` : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    i += len;
  }
  return out + '"';
}
