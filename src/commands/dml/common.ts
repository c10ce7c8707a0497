/**
 * The Ruby coercions table.rb's arguments go through: Java long and int,
 * Ruby's Integer comparisons, `to_java_bytes`, truthiness, a mutable options
 * hash. Used by the client layer (src/hbase); nothing here touches a table.
 */
import { ShellError } from '../../errors.js';
import { RHash, RTime, type Value, inspect, isString, rubyClass } from '../../shell/values.js';
import { argumentError } from '../../hbase/errors.js';

/**
 * A Java long argument (timestamps, amounts, TTLs; `what` names it for
 * readers). An Integer beyond a long fails as JRuby's conversion does:
 * RangeError `bignum too big to convert into `long'`.
 */
export function javaLong(v: Value, what: string): bigint {
  if (typeof v === 'bigint') {
    if (v > 9223372036854775807n || v < -9223372036854775808n) {
      throw new ShellError('ARGUMENT_ERROR', "bignum too big to convert into `long'", { rubyClass: 'RangeError' });
    }
    return v;
  }
  if (typeof v === 'number' && Number.isFinite(v)) return BigInt(Math.trunc(v));
  if (v instanceof RTime) return v.ms; // Time.now
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(v)} into Integer`, { rubyClass: 'TypeError' });
}

/**
 * An option value Ruby compares with an Integer (`limit > 0`, `versions > 1`,
 * `cache > 0`, `list.size >= cache` …), failing as Ruby's comparison does:
 * `comparison of String with 0 failed` (a String or Symbol on the left),
 * `comparison of Integer with String failed` (on the right),
 * ``undefined method `>' for true:TrueClass``, and a Hash's own `>` refusing
 * the Integer.
 */
export function rubyInt(v: Value, against: number | 'left' = 0, op = '>'): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' && Number.isFinite(v)) return Math.trunc(v);
  if (against === 'left') {
    const cls = v instanceof RHash ? 'Hash' : rubyClass(v);
    throw argumentError(`comparison of Integer with ${v === null || typeof v === 'boolean' ? inspect(v) : cls} failed`);
  }
  if (isString(v) || rubyClass(v) === 'Symbol') throw argumentError(`comparison of ${rubyClass(v)} with ${against} failed`);
  if (v instanceof RHash) throw new ShellError('TYPE_ERROR', 'no implicit conversion of Integer into Hash', { rubyClass: 'TypeError' });
  throw new ShellError('NAME_ERROR', `undefined method \`${op}' for ${inspect(v)}:${rubyClass(v)}`, { rubyClass: 'NoMethodError' });
}

/** An Integer Ruby uses as an index or a Java int (`val[0, maxlength]`, `setMaxVersions(vers)`): else `no implicit conversion of String into Integer`. */
export function rubyIndex(v: Value): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' && Number.isFinite(v)) return Math.trunc(v);
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${rubyClass(v)} into Integer`, { rubyClass: 'TypeError' });
}

/** `v.to_java_bytes`: only a String has it (STARTROW, STOPROW, ROWPREFIXFILTER). */
export function javaBytes(v: Value): Buffer {
  if (isString(v)) return v;
  throw new ShellError('NAME_ERROR', `undefined method \`to_java_bytes' for ${inspect(v)}:${rubyClass(v)}`, { rubyClass: 'NoMethodError' });
}

/** Ruby truthiness of an optional hash value. */
export function given(v: Value | undefined): v is Exclude<Value, null | false> {
  return v !== undefined && v !== null && v !== false;
}

/** A mutable copy of an options hash, with Ruby's `[]` (string keys) and `delete`. */
export class Opts {
  readonly hash: RHash;
  constructor(source: RHash) {
    this.hash = new RHash([...source.entries]);
  }
  get(key: string): Value | undefined {
    return this.hash.get(key);
  }
  delete(key: string): Value | undefined {
    const i = this.hash.entries.findIndex(([k]) => isString(k) && k.toString('latin1') === key);
    if (i < 0) return undefined;
    const [[, v]] = this.hash.entries.splice(i, 1);
    return v;
  }
  get empty(): boolean {
    return this.hash.entries.length === 0;
  }
  inspect(): string {
    return inspect(this.hash);
  }
}
