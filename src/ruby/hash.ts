/**
 * Hash's methods, as Ruby 2.6 (hash.c) defines the ones shell users touch:
 * keys by `eql?` in O(1), insertion order kept, a default value or block
 * (`Hash.new(0)`, `Hash.new { |h, k| h[k] = [] }`); the Enumerable ones over
 * [key, value] pairs, each yielded as one value (`|k, v|` spreads it).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, type Value, hashKey, rubyClass, rubyEqual, truthy } from './values.js';
import { inspect } from './inspect.js';
import { type Maybe, NUMERIC_STEPS, type RubyBlock, type Source, blocklessEnumerates, blocklessEnumerator, ensuring, enumerable, loop, toHash, whenDone, yieldTo } from './enumerable.js';
import { lazyOf } from './lazy.js';
import { dig } from './indexing.js';
import { flatten } from './operators.js';
import { integerArg } from './coerce.js';

/** The hash's each: one [key, value] pair per yield, the hash marked as iterating meanwhile. */
function pairSource(h: RHash): Source {
  return (f) => iterating(h, () => loop(h.entries[Symbol.iterator](), ([k, v]) => f([[k, v]])));
}

/** Runs `run` with the hash marked as iterating (hash_foreach's iter_lev), until it ends or fails. */
function iterating<T>(h: RHash, run: () => Maybe<T>): Maybe<T> {
  h.iterating++;
  return ensuring(run, () => void h.iterating--);
}

/** `h[k] = v`: a new key while the hash is being iterated is RuntimeError, as Ruby's rb_hash_aset. */
export function hashSet(h: RHash, key: Value, value: Value, loc: Loc): Value {
  if (h.iterating > 0 && h.lookup(key) === undefined) throw new ShellError('RUNTIME_ERROR', "can't add a new key into hash during iteration", { loc });
  h.set(key, value);
  return value;
}

/** `h[k]`: the value, else the default block's answer or the default value (Hash#[]). */
export function hashGet(h: RHash, key: Value): Maybe<Value> {
  const v = h.lookup(key);
  if (v !== undefined) return v;
  if (h.defaultProc) return h.defaultProc([h, key]);
  return h.default;
}

/** `Hash.new`, `Hash.new(0)`, `Hash.new { |h, k| … }`. */
export function hashNew(args: Value[], block: RubyBlock | null, loc: Loc): RHash {
  if (block && args.length) throw new ShellError('ARGUMENT_ERROR', 'wrong number of arguments', { loc });
  if (args.length > 1) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 0..1)`, { loc });
  const h = new RHash();
  if (block) h.defaultProc = block;
  else h.default = args[0] ?? null;
  return h;
}

/** `Hash[[[k, v], …]]`, `Hash[k, v, …]`, `Hash[hash]`. */
export function hashFrom(args: Value[], loc: Loc): Maybe<RHash> {
  if (args.length === 1 && args[0] instanceof RHash) return new RHash(args[0].entries);
  if (args.length === 1 && Array.isArray(args[0])) return toHash(args[0], null, loc);
  if (args.length % 2) throw new ShellError('ARGUMENT_ERROR', 'odd number of arguments for Hash', { loc });
  const h = new RHash();
  for (let i = 0; i < args.length; i += 2) h.set(args[i], args[i + 1]);
  return h;
}

/**
 * `v.hash`: equal for `eql?` values (a 64-bit FNV-1a of the key text Hash
 * uses), as a signed Integer like Ruby's.
 */
export function hashCode(v: Value): bigint {
  const ids = new Map<object, number>();
  const text = hashKey(v, (o) => {
    let id = ids.get(o);
    if (id === undefined) ids.set(o, (id = ids.size));
    return id;
  });
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) h = ((h ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n) & 0xffffffffffffffffn;
  return BigInt.asIntN(64, h);
}

/** KeyError `key not found: "x"`. */
function keyError(key: Value, loc: Loc): ShellError {
  return new ShellError('ARGUMENT_ERROR', `key not found: ${inspect(key)}`, { loc, rubyClass: 'KeyError' });
}

/** The other hash of merge/update (TypeError for anything else). */
function hashArg(v: Value | undefined, loc: Loc): RHash {
  if (v instanceof RHash) return v;
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${v === null || v === undefined ? 'nil' : rubyClass(v)} into Hash`, { loc });
}

/** A copy of the pairs (the hash may change under the block). */
function pairs(h: RHash): Array<[Value, Value]> {
  return h.entries.slice();
}

/** Keeps the pairs the block answers `keep` for (select!, reject!, keep_if, delete_if); whether any went. */
function filterInPlace(h: RHash, keep: boolean, block: RubyBlock): Maybe<boolean> {
  let changed = false;
  return whenDone(
    loop(pairs(h)[Symbol.iterator](), ([k, v]) =>
      whenDone(block([[k, v]]), (r) => {
        if (truthy(r) !== keep) {
          h.delete(k);
          changed = true;
        }
      }),
    ),
    () => changed,
  );
}

/** `a.merge(b) { |key, old, new| … }` into `out`. */
function mergeInto(out: RHash, others: Value[], block: RubyBlock | null, loc: Loc): Maybe<RHash> {
  const all: Array<[Value, Value]> = [];
  for (const o of others) all.push(...hashArg(o, loc).entries);
  return whenDone(
    loop(all[Symbol.iterator](), ([k, v]) => {
      const old = block ? out.lookup(k) : undefined;
      if (old === undefined) return out.set(k, v);
      return whenDone(block!([k, old, v]), (r) => out.set(k, r));
    }),
    () => out,
  );
}

/** Hash's methods; undefined when Hash has no such method here. */
export function hashMethod(h: RHash, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value | undefined> {
  const key = args[0] ?? null;
  if (!block && !NUMERIC_STEPS.has(name) && blocklessEnumerates(name, args) && name !== 'count' && name !== 'sum') {
    return blocklessEnumerator(h, name, args, (b) => hashMethod(h, name, args, b, loc), () => BigInt(h.size));
  }
  switch (name) {
    case 'each':
    case 'each_pair':
      return whenDone(pairSource(h)((v) => block!(v)), () => h);
    case 'each_key':
    case 'each_value': {
      const at = name === 'each_key' ? 0 : 1;
      return whenDone(
        iterating(h, () => loop(pairs(h)[Symbol.iterator](), (p) => block!([p[at]]))),
        () => h,
      );
    }
    case 'keys':
      return h.entries.map(([k]) => k);
    case 'values':
      return h.entries.map(([, v]) => v);
    case 'length':
    case 'size':
      return BigInt(h.size);
    case 'empty?':
      return h.size === 0;
    case 'key?':
    case 'has_key?':
    case 'include?':
    case 'member?':
      return h.lookup(key) !== undefined;
    case 'value?':
    case 'has_value?':
      return h.entries.some(([, v]) => rubyEqual(v, key));
    case 'key':
      return h.entries.find(([, v]) => rubyEqual(v, key))?.[0] ?? null;
    case '[]':
      return hashGet(h, key);
    case '[]=':
    case 'store':
      return hashSet(h, key, args[1] ?? null, loc);
    case 'default':
      return h.default;
    case 'default=':
      h.default = key;
      h.defaultProc = null;
      return key;
    case 'fetch': {
      const v = h.lookup(key);
      if (v !== undefined) return v;
      if (block) return yieldTo(block, [key], loc);
      if (args.length > 1) return args[1];
      throw keyError(key, loc);
    }
    case 'fetch_values':
      return args.map((k) => {
        const v = h.lookup(k);
        if (v === undefined) throw keyError(k, loc);
        return v;
      });
    case 'values_at':
      return whenDone(
        args.reduce<Maybe<Value[]>>((acc, k) => whenDone(acc, (out) => whenDone(hashGet(h, k), (v) => [...out, v])), []),
        (v) => v,
      );
    case 'dig':
      return dig(h, args, loc);
    case 'delete': {
      const gone = h.delete(key);
      if (gone) return gone[1];
      return block ? yieldTo(block, [key], loc) : null;
    }
    case 'delete_if':
    case 'reject!':
    case 'keep_if':
    case 'select!':
    case 'filter!': {
      const keep = name === 'keep_if' || name === 'select!' || name === 'filter!';
      return whenDone(filterInPlace(h, keep, block!), (changed) => (changed || name === 'delete_if' || name === 'keep_if' ? h : null));
    }
    case 'clear':
      h.clear();
      return h;
    case 'replace': {
      const other = hashArg(key, loc);
      const copy = other.entries.slice();
      h.clear();
      for (const [k, v] of copy) h.set(k, v);
      return h;
    }
    case 'merge':
      return mergeInto(new RHash(h.entries), args, block, loc);
    case 'update':
    case 'merge!':
      return mergeInto(h, args, block, loc);
    case 'rassoc': {
      const pair = h.entries.find(([, v]) => rubyEqual(v, key));
      return pair ? [pair[0], pair[1]] : null;
    }
    case 'invert':
      return new RHash(h.entries.map(([k, v]) => [v, k]));
    case 'slice': {
      const out = new RHash();
      for (const k of args) {
        const p = h.pair(k);
        if (p) out.set(p[0], p[1]);
      }
      return out;
    }
    case 'compact':
      return new RHash(h.entries.filter(([, v]) => v !== null));
    case 'transform_values':
    case 'transform_keys': {
      const out = new RHash();
      const values = name === 'transform_values';
      return whenDone(
        loop(pairs(h)[Symbol.iterator](), ([k, v]) => whenDone(block!([values ? v : k]), (r) => out.set(values ? k : r, values ? r : v))),
        () => out,
      );
    }
    case 'select':
    case 'filter':
    case 'reject': {
      const out = new RHash();
      const want = name !== 'reject';
      return whenDone(
        loop(pairs(h)[Symbol.iterator](), ([k, v]) => whenDone(block!([[k, v]]), (r) => void (truthy(r) === want && out.set(k, v)))),
        () => out,
      );
    }
    case 'to_a':
    case 'entries':
      return h.entries.map(([k, v]) => [k, v]);
    case 'shift': {
      // the first pair, removed (nil when empty)
      const first = h.entries[0];
      return first ? (h.delete(first[0]) ?? null) : null;
    }
    case 'flatten':
      return flatten(h.entries.map(([k, v]) => [k, v]), loc, args.length && args[0] !== null ? Number(integerArg(args[0], loc)) : 1);
    case 'to_h':
      if (!block) return h;
      return toHash(h.entries.map(([k, v]) => [k, v]), block, loc);
    case 'to_s':
    case 'inspect':
      return Buffer.from(inspect(h), 'utf8');
    case 'sum':
      return enumerable(h, pairSource(h), name, args, block, loc);
    case 'first':
      if (!args.length) return h.size ? [...h.entries[0]] : null;
      break;
    case '==':
      return rubyEqual(h, key);
    case 'eql?':
      return key instanceof RHash && hashCode(h) === hashCode(key) && rubyEqual(h, key);
    case 'hash':
      return hashCode(h);
    case 'dup':
    case 'clone': {
      const out = new RHash(h.entries);
      out.default = h.default;
      out.defaultProc = h.defaultProc;
      return out;
    }
    case 'lazy':
      return lazyOf(h, pairSource(h), () => BigInt(h.size));
  }
  return enumerable(h, pairSource(h), name, args, block, loc);
}
