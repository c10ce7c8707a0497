/**
 * Small building blocks shared by create and alter: a read-once view of an
 * option hash (the shell's `arg.delete(KEY)` without mutating the user's
 * hash) and HBase's string map of descriptor values (insertion order; an
 * empty or nil value removes the key, as `setValue` does).
 */
import { RHash, type Value, isString } from '../../shell/values.js';
import { argumentError } from '../define.js';
import { rubyToS } from './java.js';

/** A hash argument read the way admin.rb reads it: `arg.include?(K)`, `arg[K]`, `arg.delete(K)`, then the leftovers. */
export class Spec {
  private readonly taken = new Set<string>();

  constructor(readonly hash: RHash) {}

  /** `arg.include?(K)` / `arg.key?(K)`: present, even with a nil value. */
  has(key: string): boolean {
    return !this.taken.has(key) && this.hash.get(key) !== undefined;
  }

  /** `arg[K]` (nil when absent). */
  get(key: string): Value {
    if (this.taken.has(key)) return null;
    return this.hash.get(key) ?? null;
  }

  /** `arg.delete(K)`. */
  take(key: string): Value {
    const v = this.get(key);
    this.taken.add(key);
    return v;
  }

  /** Keys not taken, in the hash's order, as `format('%s', key)` prints them. */
  leftovers(): string[] {
    const out: string[] = [];
    for (const [k] of this.hash.entries) {
      if (isString(k) && this.taken.has(k.toString('latin1'))) continue;
      out.push(rubyToS(k));
    }
    return out;
  }

  /** `arg.inspect` after the taken keys were deleted (`Column family {…} must have a name`). */
  remainingHash(): RHash {
    return new RHash(this.hash.entries.filter(([k]) => !(isString(k) && this.taken.has(k.toString('latin1')))));
  }
}

/** A descriptor's values map: HBase's `setValue` (empty or null removes), insertion order kept. */
export class ValueMap {
  readonly entries: Array<[string, string]>;

  constructor(entries: ReadonlyArray<readonly [string, string]> = []) {
    this.entries = entries.map(([k, v]) => [k, v]);
  }

  get(key: string): string | undefined {
    return this.entries.find(([k]) => k === key)?.[1];
  }

  set(key: string, value: string | null): void {
    if (value === null || value.length === 0) {
      this.remove(key);
      return;
    }
    const at = this.entries.findIndex(([k]) => k === key);
    if (at >= 0) this.entries[at][1] = value;
    else this.entries.push([key, value]);
  }

  remove(key: string): boolean {
    const at = this.entries.findIndex(([k]) => k === key);
    if (at < 0) return false;
    this.entries.splice(at, 1);
    return true;
  }

  copy(): ValueMap {
    return new ValueMap(this.entries);
  }
}

/** `set_user_metadata` / `set_descriptor_config`: a Hash of pairs, values `to_s`-ed, nil or '' removing. */
export function applyPairs(values: ValueMap, pairs: Value, what: 'METADATA' | 'CONFIGURATION'): void {
  if (!(pairs instanceof RHash)) throw argumentError(`${what} must be a Hash type`);
  for (const [k, v] of pairs.entries) values.set(rubyToS(k), v === null ? null : rubyToS(v));
}
