/**
 * An options hash read the way admin.rb and table.rb read theirs:
 * `arg.include?(K)`, `arg[K]`, `arg.delete(K)`, then whatever is left
 * (`Unknown argument ignored: …`, `Failed parse of {…}`). The user's hash is
 * never changed: taken entries are only marked.
 */
import { RHash, type Value, isString } from './values.js';
import { inspect } from './inspect.js';
import { rubyToS } from './coerce.js';

/**
 * Which entries `take` removes when a hash literal repeats a key (the shell's
 * hashes keep every entry of `{A => 1, A => 2}`, and `[]` finds the first):
 * `'all'`, the key is gone (create/alter read their specs so); `'first'`, the
 * first entry only, the next one showing through (get reads its options so).
 */
export type Duplicates = 'all' | 'first';

export class Options {
  /** Per entry of `hash`: taken. Made on the first take. */
  private taken: boolean[] | undefined;

  constructor(readonly hash: RHash) {}

  private indexOf(key: string): number {
    const entries = this.hash.entries;
    for (let i = 0; i < entries.length; i++) {
      const k = entries[i][0];
      if (isString(k) && !(this.taken?.[i] ?? false) && k.toString('latin1') === key) return i;
    }
    return -1;
  }

  /** `arg.include?(K)` / `arg.key?(K)`: present, even with a nil value. */
  has(key: string): boolean {
    return this.indexOf(key) >= 0;
  }

  /** `arg[K]` (nil when absent). */
  get(key: string): Value {
    const i = this.indexOf(key);
    return i < 0 ? null : this.hash.entries[i][1];
  }

  /** `arg.delete(K)`: the value (nil when absent); the key no longer counts. */
  take(key: string, duplicates: Duplicates = 'all'): Value {
    const i = this.indexOf(key);
    if (i < 0) return null;
    const taken = (this.taken ??= []);
    taken[i] = true;
    if (duplicates === 'all') {
      const entries = this.hash.entries;
      for (let j = i + 1; j < entries.length; j++) {
        const k = entries[j][0];
        if (isString(k) && k.toString('latin1') === key) taken[j] = true;
      }
    }
    return this.hash.entries[i][1];
  }

  /** `arg.empty?` after the takes. */
  get empty(): boolean {
    const n = this.hash.entries.length;
    for (let i = 0; i < n; i++) if (!(this.taken?.[i] ?? false)) return false;
    return true;
  }

  /** A copy of the hash without the taken entries (`arg.inspect` in `Column family {…} must have a name`). */
  remainingHash(): RHash {
    const taken = this.taken;
    return new RHash(this.hash.entries.filter((_, i) => !(taken?.[i] ?? false)));
  }

  /** `arg.inspect` after the takes. */
  inspect(): string {
    return inspect(this.remainingHash());
  }

  /** Keys not taken, in the hash's order, as `format('%s', key)` prints them. */
  leftovers(): string[] {
    return this.remainingHash().entries.map(([k]) => rubyToS(k));
  }
}
