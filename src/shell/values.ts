/**
 * Runtime values of the shell's Ruby subset. Strings are bytes (Buffer), as
 * the HBase shell sends a Ruby string's raw bytes; integers are bigint
 * (exact to 64 bits and beyond); floats are numbers; nil is null.
 */

import { rubyTimeToS } from '../format/time.js';

export class RHash {
  readonly entries: Array<[Value, Value]>;
  constructor(entries: Array<[Value, Value]> = []) {
    this.entries = entries;
  }
  /** Looks up a string key (constants evaluate to their string values). */
  get(key: string): Value | undefined {
    for (const [k, v] of this.entries) if (isString(k) && k.toString('latin1') === key) return v;
    return undefined;
  }
  has(key: string): boolean {
    return this.get(key) !== undefined;
  }
  /** String keys in order (latin1 text of their bytes). */
  keys(): string[] {
    return this.entries.map(([k]) => (isString(k) ? k.toString('latin1') : inspect(k)));
  }
  /** A copy without the given keys. */
  without(...keys: string[]): RHash {
    return new RHash(this.entries.filter(([k]) => !(isString(k) && keys.includes(k.toString('latin1')))));
  }
  get size(): number {
    return this.entries.length;
  }
  /** `h[k]` by Ruby's `eql?` (1 and 1.0 are different keys; strings by bytes). */
  lookup(key: Value): Value | undefined {
    for (const [k, v] of this.entries) if (eql(k, key)) return v;
    return undefined;
  }
  /** `h[k] = v`: replaces the value in place, or appends the key. */
  set(key: Value, value: Value): void {
    for (const e of this.entries) {
      if (eql(e[0], key)) {
        e[1] = value;
        return;
      }
    }
    this.entries.push([key, value]);
  }
}

export class RRange {
  constructor(
    readonly from: bigint,
    readonly to: bigint,
    readonly exclusive: boolean,
  ) {}
  *values(step = 1n): Generator<bigint> {
    for (let i = this.from; this.exclusive ? i < this.to : i <= this.to; i += step) yield i;
  }
}

/** `t = get_table 't1'`: prints as `Hbase::Table - t1`. */
export class TableRef {
  constructor(readonly name: string) {}
}

/** `Time.now`: milliseconds since the epoch, from the shell's clock. */
export class RTime {
  constructor(readonly ms: bigint) {}
}

/** A Ruby symbol (`:foo`, `{NAME: 'f1'}` keys): never equal to a string, so the shell ignores it as an option key. */
export class RSymbol {
  constructor(readonly name: string) {}
}

export type Value = null | boolean | bigint | number | Buffer | Value[] | RHash | RRange | TableRef | RTime | RSymbol;

export function isString(v: Value | undefined): v is Buffer {
  return v instanceof Uint8Array;
}

export function str(text: string): Buffer {
  return Buffer.from(text, 'utf8');
}

/** Ruby class name, for error messages (`Integer of 123 is not of Hash or String type`). */
export function rubyClass(v: Value): string {
  if (v === null) return 'NilClass';
  if (v === true) return 'TrueClass';
  if (v === false) return 'FalseClass';
  if (typeof v === 'bigint') return 'Integer';
  if (typeof v === 'number') return 'Float';
  if (isString(v)) return 'String';
  if (Array.isArray(v)) return 'Array';
  if (v instanceof RHash) return 'Hash';
  if (v instanceof RRange) return 'Range';
  if (v instanceof TableRef) return 'Hbase::Table';
  if (v instanceof RSymbol) return 'Symbol';
  return 'Time';
}

/** Ruby's `to_s`, as bytes: what put does to rows, qualifiers and values. */
export function toS(v: Value): Buffer {
  if (isString(v)) return v;
  if (v === null) return Buffer.alloc(0);
  if (typeof v === 'bigint' || typeof v === 'boolean') return Buffer.from(String(v), 'latin1');
  if (typeof v === 'number') return Buffer.from(floatToS(v), 'latin1');
  if (v instanceof TableRef) return str(inspect(v));
  if (v instanceof RTime) return Buffer.from(rubyTimeToS(v.ms), 'latin1');
  if (v instanceof RSymbol) return str(v.name);
  return str(inspect(v));
}

function floatToS(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e16) return n.toFixed(1);
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  return String(n);
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
  if (v instanceof RRange) return `${v.from}${v.exclusive ? '...' : '..'}${v.to}`;
  if (v instanceof TableRef) return `Hbase::Table - ${v.name}`;
  if (v instanceof RSymbol) return `:${v.name}`;
  // Ruby 2.6 (JRuby 9.3, HBase 2.6's): Time#inspect is Time#to_s, `2023-11-14 22:13:20 +0000`.
  return rubyTimeToS(v.ms);
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

/** `String#inspect` for a UTF-8 string; invalid bytes show as `\xHH`. */
export function inspectString(bytes: Uint8Array): string {
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
    } else {
      out += Buffer.from(bytes.subarray(i, i + len)).toString('utf8');
      i += len;
    }
  }
  return out + '"';
}

function utf8SequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i];
  const len = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b <= 0xdf ? 2 : 0;
  if (len === 0 || i + len > bytes.length) return 0;
  for (let k = 1; k < len; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return 0;
  return len;
}

/** Ruby truthiness: only nil and false are false. */
export function truthy(v: Value): boolean {
  return v !== null && v !== false;
}

/** Ruby's `==`: numbers by value across Integer and Float, strings by bytes, arrays and hashes by content. */
export function rubyEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (typeof a === 'bigint' || typeof a === 'number') {
    if (typeof b !== 'bigint' && typeof b !== 'number') return false;
    if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
    return Number(a) === Number(b);
  }
  if (isString(a)) return isString(b) && a.equals(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => rubyEqual(x, b[i]));
  if (a instanceof RHash) {
    if (!(b instanceof RHash) || a.size !== b.size) return false;
    return a.entries.every(([k, v]) => {
      const w = b.lookup(k);
      return w !== undefined && rubyEqual(v, w);
    });
  }
  if (a instanceof RSymbol) return b instanceof RSymbol && a.name === b.name;
  if (a instanceof RRange) return b instanceof RRange && a.from === b.from && a.to === b.to && a.exclusive === b.exclusive;
  if (a instanceof RTime) return b instanceof RTime && a.ms === b.ms;
  return false;
}

/** Ruby's `eql?` (hash keys): like `==`, but an Integer never equals a Float. */
export function eql(a: Value, b: Value): boolean {
  if (typeof a === 'bigint' || typeof a === 'number') return typeof a === typeof b && a === b;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => eql(x, b[i]));
  return rubyEqual(a, b);
}

/** A string's characters: UTF-8 sequences, and any invalid byte on its own (Ruby's view of a broken string). */
export function charsOf(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let i = 0;
  while (i < bytes.length) {
    const len = bytes[i] < 0x80 ? 1 : utf8SequenceLength(bytes, i) || 1;
    out.push(bytes.subarray(i, i + len));
    i += len;
  }
  return out;
}
