/**
 * Runtime values of the shell's Ruby subset, and what Ruby says about any
 * value: its class, truthiness, `==` and `eql?`. Strings are bytes (Buffer),
 * as the HBase shell sends a Ruby string's raw bytes; integers are bigint
 * (exact to 64 bits and beyond); floats are numbers; nil is null.
 *
 * The rest of the value model builds on this file: inspect.ts (`inspect`),
 * coerce.ts (`to_s` and the conversions), the core methods (string.ts, …).
 */

import { allocHash } from './memory.js';
import { REnumerator } from './enumerator.js';
import { RTime } from './time-value.js';

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
    allocHash(this.entries.length + 1);
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

/** `Time.now`, `Time.at(…)`: time-value.ts. */
export { RTime };

/** A Ruby symbol (`:foo`, `{NAME: 'f1'}` keys): never equal to a string, so the shell ignores it as an option key. */
export class RSymbol {
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

  /** JRuby's proxy class: the package's parts capitalized and joined, under `Java::`; a nested class under its outer one. */
  get proxyClass(): string {
    const parts = this.javaClass.split('.');
    const cls = parts.pop()!.replace(/\$/g, '::');
    const pkg = parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');
    return `Java::${pkg}::${cls}`;
  }
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

export type Value = null | boolean | bigint | number | Buffer | Value[] | RHash | RRange | TableRef | RTime | RSymbol | JavaObject | REnumerator;

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
