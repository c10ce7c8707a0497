/**
 * Small building blocks shared by create and alter: HBase's string map of
 * descriptor values (insertion order; an empty or nil value removes the key,
 * as `setValue` does) and the pairs of METADATA / CONFIGURATION. Their
 * option hashes are read with src/ruby/options.ts.
 */
import { RHash, type Value } from '../ruby/values.js';
import { rubyToS } from '../ruby/coerce.js';
import { argumentError } from './errors.js';

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
