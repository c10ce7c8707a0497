/**
 * Runtime values of the shell's Ruby subset, and what Ruby says about any
 * value: its class, truthiness, `==` and `eql?`. Strings are bytes (Buffer),
 * as the HBase shell sends a Ruby string's raw bytes; integers are bigint
 * (exact to 64 bits and beyond); floats are numbers; nil is null.
 *
 * The rest of the value model builds on this file: inspect.ts (`inspect`),
 * coerce.ts (`to_s` and the conversions), the core methods (string.ts, …).
 */

import { ShellError } from '../errors.js';
import { allocHash } from './memory.js';
import { freeze, isFrozen } from './freeze.js';
import { isBinary, latin1String, markBinary } from '../bytes.js';
import { RObject } from './objects.js';
import { RModule } from './classes.js';
import type { RRegexp } from './regexp.js';
import type { MatchData } from './match-data.js';
import type { RubyRandom } from './random.js';
import type { REncoding } from './encoding.js';
import type { RRational } from './rational.js';
import { succ } from './string-succ.js';
import { ArithmeticSequence, LazyEnumerator, REnumerator } from './enumerator.js';
import { RTime } from './time-value.js';

/**
 * A value that decides its own hash key (a user object defining `hash` and
 * `eql?`, a Struct): equal keys for `eql?` values. Anything else that is an
 * object keys by identity.
 */
export interface HashKeyed {
  hashKey(): string;
}

/**
 * A Ruby Hash: keys by `eql?` (1 and 1.0 are different keys; strings by
 * bytes; arrays and hashes by content), found in O(1) through a JS Map from
 * each key's `hashKey` text (or the object itself, for identity-keyed
 * values), whose order is the insertion order Ruby keeps.
 */
/** A String key as a Hash keeps it: a frozen copy, binary if the key was. */
function frozenCopy(key: Buffer): Buffer {
  const copy = Buffer.from(key);
  return freeze(isBinary(key) ? markBinary(copy) : copy) as Buffer;
}

export class RHash {
  private readonly map = new Map<unknown, [Value, Value]>();
  /** Numbers for identity-keyed objects inside array/hash keys (per hash: no global state). */
  private ids: Map<object, number> | undefined;
  /** `entries`' array, made on first read after a change. */
  private view: Array<[Value, Value]> | undefined;
  /**
   * The last short String key looked up and its Map key: `h[k] = (h[k] || 0) + 1` looks k up
   * twice, and a String's bytes never change in place (every operation makes new ones).
   */
  private lastString: Buffer | undefined;
  private lastStringKey = '';
  /** `Hash.new(0)`'s value for missing keys (Hash#default). */
  default: Value = null;
  /** `Hash.new { |h, k| … }`'s block, called with [hash, key] for a missing key (Hash#default_proc). */
  defaultProc: ((values: Value[]) => Value | Promise<Value>) | null = null;
  /** How many iterations over it are running (hash.ts: a new key then is RuntimeError, as rb_hash_aset's). */
  iterating = 0;

  /** From [key, value] pairs; a repeated key keeps its first place and its last value (Ruby's hash literal). */
  constructor(entries: Iterable<readonly [Value, Value]> = []) {
    for (const [k, v] of entries) this.set(k, v);
  }

  /** The [key, value] pairs in insertion order (a read-only view: change the hash through set/delete). */
  get entries(): ReadonlyArray<[Value, Value]> {
    return (this.view ??= [...this.map.values()]);
  }

  /** The live pairs, in order, without copying (a pair is [key, value]). */
  pairs(): IterableIterator<[Value, Value]> {
    return this.map.values();
  }

  /** Looks up a string key (constants evaluate to their string values). */
  get(key: string): Value | undefined {
    return this.map.get('s' + key)?.[1];
  }
  has(key: string): boolean {
    return this.map.has('s' + key);
  }
  /** A copy without the given keys. */
  without(...keys: string[]): RHash {
    return new RHash(this.entries.filter(([k]) => !(isString(k) && keys.includes(k.toString('latin1')))));
  }
  get size(): number {
    return this.map.size;
  }
  /** `h[k]` by Ruby's `eql?`, without the default: undefined when absent. */
  lookup(key: Value): Value | undefined {
    return this.map.get(this.keyOf(key))?.[1];
  }
  /** The stored pair for `key` (its key as stored), or undefined. */
  pair(key: Value): [Value, Value] | undefined {
    return this.map.get(this.keyOf(key));
  }
  /**
   * `h[k] = v`: replaces the value in place, or appends the key. A new
   * String key is stored as a frozen copy, as Ruby stores it (`h.keys[0].frozen?`).
   */
  set(key: Value, value: Value): void {
    const hk = this.keyOf(key);
    const e = this.map.get(hk);
    if (e) {
      e[1] = value;
      return;
    }
    allocHash(this.map.size + 1);
    this.map.set(hk, [isString(key) && !isFrozen(key) ? frozenCopy(key) : key, value]);
    this.view = undefined;
  }
  /** `h.delete(k)`: the removed pair, or undefined. */
  delete(key: Value): [Value, Value] | undefined {
    const hk = this.keyOf(key);
    const e = this.map.get(hk);
    if (e) {
      this.map.delete(hk);
      this.view = undefined;
    }
    return e;
  }
  /** `h.clear`. */
  clear(): void {
    this.map.clear();
    this.view = undefined;
  }
  /** The Map key of a Ruby key: equal for `eql?` keys. */
  private keyOf(v: Value): unknown {
    if (typeof v === 'bigint') return 'i' + v;
    if (isString(v)) {
      if (v === this.lastString) return this.lastStringKey;
      const key = 's' + latin1String(v);
      // a long key is not kept alive for this
      if (v.length <= LAST_KEY_BYTES) {
        this.lastString = v;
        this.lastStringKey = key;
      }
      return key;
    }
    if (v instanceof RSymbol) return 'y' + v.name;
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RHash) && !(v instanceof RRange) && !(v instanceof RTime) && !isHashKeyed(v)) return v;
    return hashKey(v, (o) => {
      this.ids ??= new Map();
      let id = this.ids.get(o);
      if (id === undefined) this.ids.set(o, (id = this.ids.size));
      return id;
    });
  }
}

/** The longest String key RHash remembers as its last. */
const LAST_KEY_BYTES = 256;

function isHashKeyed(v: unknown): v is HashKeyed {
  return typeof (v as HashKeyed).hashKey === 'function';
}

/**
 * A text equal for exactly the values Ruby's `eql?` calls equal (Object#hash
 * plus eql?): type-tagged, with lengths so that nested keys cannot run
 * together; `id` numbers identity-keyed objects.
 */
export function hashKey(v: Value, id: (o: object) => number): string {
  if (v === null) return 'n';
  if (v === true) return 't';
  if (v === false) return 'f';
  if (typeof v === 'bigint') return 'i' + v;
  // -0.0.eql?(0.0) and they hash alike (rb_dbl_hash)
  if (typeof v === 'number') return 'd' + (v === 0 ? 0 : v);
  if (isString(v)) return 's' + v.toString('latin1');
  if (v instanceof RSymbol) return 'y' + v.name;
  const nested = (x: Value) => {
    const k = hashKey(x, id);
    return k.length + ':' + k;
  };
  if (Array.isArray(v)) return 'a' + v.map(nested).join('');
  // Hash#eql? ignores order: the pairs' texts sorted
  if (v instanceof RHash) return 'h' + v.entries.map(([k, x]) => nested(k) + nested(x)).sort().join('');
  if (v instanceof RRange) return 'r' + (v.exclusive ? 'x' : '') + nested(v.from) + nested(v.to);
  if (v instanceof RTime) return 'T' + v.ms;
  if (isHashKeyed(v)) return 'o' + v.hashKey();
  return '#' + id(v);
}

/**
 * A Range: `1..10`, `0...n`, `'a'..'e'`, `1.0..2.5`, endless `1..` (nil
 * end; Ruby 2.6 has no beginless range). Integer ranges iterate by +1,
 * String ranges by String#succ (string.c's rb_str_upto_each); a Float
 * start cannot iterate.
 */
export class RRange {
  constructor(
    readonly from: Value,
    readonly to: Value,
    readonly exclusive: boolean,
  ) {}
  /** The range's values in order (endless ranges never end); TypeError when the start cannot iterate. */
  *values(step = 1n): Generator<Value> {
    const { from, to } = this;
    if (typeof from === 'bigint') {
      if (to === null) for (let i = from; ; i += step) yield i;
      if (typeof to === 'bigint') {
        for (let i = from; this.exclusive ? i < to : i <= to; i += step) yield i;
        return;
      }
      if (typeof to === 'number') {
        for (let i = from; this.exclusive ? Number(i) < to : Number(i) <= to; i += step) yield i;
        return;
      }
    }
    if (isString(from) && (isString(to) || to === null)) {
      yield* stringUpto(from, to, this.exclusive);
      return;
    }
    throw new ShellError('TYPE_ERROR', `can't iterate from ${rubyClass(from)}`);
  }
}

/** String#upto: one ASCII character to another by code, digit strings by number (keeping the start's width), else by succ until the end's length is passed. */
function* stringUpto(from: Buffer, to: Buffer | null, exclusive: boolean): Generator<Buffer> {
  if (to === null) {
    for (let s = from; ; s = succ(s)) yield s;
  }
  if (from.length === 1 && to.length === 1 && from[0] < 0x80 && to[0] < 0x80) {
    for (let c = from[0]; exclusive ? c < to[0] : c <= to[0]; c++) yield Buffer.from([c]);
    return;
  }
  const digits = (b: Buffer) => b.length > 0 && b.every((c) => c >= 0x30 && c <= 0x39);
  if (digits(from) && digits(to)) {
    const end = BigInt(to.toString('latin1'));
    for (let i = BigInt(from.toString('latin1')); exclusive ? i < end : i <= end; i++) yield Buffer.from(i.toString().padStart(from.length, '0'), 'latin1');
    return;
  }
  const n = Buffer.compare(from, to);
  if (n > 0 || (exclusive && n === 0)) return;
  const afterEnd = succ(to);
  let current = from;
  while (!current.equals(afterEnd)) {
    const next = exclusive || !current.equals(to) ? succ(current) : null;
    yield current;
    if (next === null) break;
    current = next;
    if (exclusive && current.equals(to)) break;
    if (current.length > to.length || current.length === 0) break;
  }
}

/** `t = get_table 't1'`: prints as `Hbase::Table - t1`. */
export class TableRef {
  constructor(readonly name: string) {}
}

/** `Time.now`, `Time.at(…)`: time-value.ts. */
export { RTime };

/** A Ruby symbol (`:foo`, `{NAME: 'f1'}` keys): never equal to a string, so the shell ignores it as an option key. */
export class RSymbol {
  /** A Symbol is always frozen (freeze.ts reads it). */
  readonly frozen = true;
  constructor(readonly name: string) {}
}

/**
 * A Java object a command returns as HBase's does (locate_region's
 * HRegionLocation): IRB shows JRuby's proxy, `#<Java::OrgApacheHadoopHbase::HRegionLocation:0x54c37dab>`,
 * named by its class and identity hash; `to_s` is its Java toString().
 */
export class JavaObject {
  constructor(
    /** The Java class, `org.apache.hadoop.hbase.HRegionLocation`. */
    readonly javaClass: string,
    /** System.identityHashCode as `0x…` (the session hands it out). */
    readonly identity: string,
    /** Its toString(). */
    readonly text: string,
    /**
     * A java.util.Collection's elements as Ruby sees them: JRuby 9.3 inspects a collection
     * with them, `#<Java::JavaUtil::HashMap::KeySet: ["a", "b"]>`, and gives it Enumerable.
     */
    readonly items?: Value[],
  ) {}

  /** A java.util.Collection: AbstractCollection.toString is `[a, b]`. */
  static collection(javaClass: string, items: Value[], itemText: (v: Value) => string): JavaObject {
    return new JavaObject(javaClass, '', `[${items.map(itemText).join(', ')}]`, items);
  }

  get proxyClass(): string {
    return javaProxyName(this.javaClass);
  }
}

/** JRuby's proxy class of a Java class: the package's parts capitalized and joined, under `Java::`; a nested class under its outer one. */
export function javaProxyName(javaClass: string): string {
  const parts = javaClass.split('.');
  const cls = parts.pop()!.replace(/\$/g, '::');
  const pkg = parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
  // a primitive array has no package: `Java::byte[4]`
  return pkg ? `Java::${pkg}::${cls}` : `Java::${cls}`;
}

/**
 * A filter made the Java way, `org.apache.hadoop.hbase.filter.ColumnPaginationFilter.new(1, 0)`,
 * as scan's FILTER takes it: a JavaObject carrying the same filter in the filter language.
 */
export class JavaFilter extends JavaObject {
  constructor(
    javaClass: string,
    identity: string,
    text: string,
    /** The filter in the filter language (`ColumnPaginationFilter(1, 0)`). */
    readonly filterString: string,
  ) {
    super(javaClass, identity, text);
  }
}

export type Value = null | boolean | bigint | number | Buffer | Value[] | RHash | RRange | TableRef | RTime | RSymbol | JavaObject | RObject | RModule | RRegexp | MatchData | REnumerator | RubyRandom | REncoding | RRational;

/**
 * Regexp, MatchData and Random name their Ruby class themselves, and print and compare
 * themselves: values.ts, inspect.ts and coerce.ts know them by that alone, so the files
 * that define them (which build on values.ts) are not in a cycle with it.
 */
export function isSelfDescribed(v: Value): v is RRegexp | MatchData | RubyRandom | REncoding | RRational {
  return typeof v === 'object' && v !== null && 'rubyClassName' in v;
}

/** A Rational (rational.ts), known by its class name: it is equal to Integers and Floats of its value. */
const isRational = (v: Value): v is RRational => isSelfDescribed(v) && v.rubyClassName === 'Rational';

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
  if (v instanceof JavaObject) return v.proxyClass;
  if (v instanceof RObject) return v.realClass.name ?? v.realClass.inspectWith(() => '');
  if (v instanceof RModule) return v.isClass ? 'Class' : 'Module';
  if (isSelfDescribed(v)) return v.rubyClassName;
  if (v instanceof ArithmeticSequence) return 'Enumerator::ArithmeticSequence';
  if (v instanceof LazyEnumerator) return 'Enumerator::Lazy';
  if (v instanceof REnumerator) return 'Enumerator';
  return 'Time';
}

/** Ruby truthiness: only nil and false are false (an absent option, undefined, is nil). */
export function truthy(v: Value | undefined): v is Exclude<Value, null | false> {
  return v !== undefined && v !== null && v !== false;
}

/** Ruby's `==`: numbers by value across Integer and Float, strings by bytes, arrays and hashes by content. */
export function rubyEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (typeof a === 'bigint' || typeof a === 'number') {
    if (typeof b !== 'bigint' && typeof b !== 'number') return isRational(b) && b.equals(a);
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
  if (a instanceof RRange) return b instanceof RRange && rubyEqual(a.from, b.from) && rubyEqual(a.to, b.to) && a.exclusive === b.exclusive;
  if (a instanceof RTime) return b instanceof RTime && a.ms === b.ms;
  if (isRational(a)) return a.equals(b);
  if (isSelfDescribed(a)) return isSelfDescribed(b) && a.rubyClassName === b.rubyClassName && (a as RRegexp).equals(b as RRegexp);
  return false;
}

/** Ruby's `eql?` (hash keys): like `==`, but an Integer never equals a Float. */
export function eql(a: Value, b: Value): boolean {
  if (typeof a === 'bigint' || typeof a === 'number') return typeof a === typeof b && a === b;
  if (isRational(a)) return isRational(b) && a.equals(b);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => eql(x, b[i]));
  return rubyEqual(a, b);
}
