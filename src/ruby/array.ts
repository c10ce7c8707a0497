/**
 * Array's methods, as Ruby 2.6 (array.c) defines the ones shell users
 * touch (the Enumerable ones in enumerable.ts, indexing in indexing.ts).
 * Bang methods change the array in place and answer nil when nothing
 * changed, where Ruby's do.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RRange, RSymbol, type Value, rubyClass, rubyEqual, truthy } from './values.js';
import { RubyRandom } from './random.js';
import { integerArg } from './coerce.js';
import { compare, flatten, join, keySet, setOp } from './operators.js';
import { allocArray } from './memory.js';
import { arraySet, dig, slice } from './indexing.js';
import { inspect } from './inspect.js';
import { convName, noMethod } from './raise.js';
import { enumFor } from './enumerator.js';
import { hashCode } from './hash.js';
import { pack } from './pack.js';
import { lazyOf } from './lazy.js';
import { type Maybe, NUMERIC_STEPS, type RubyBlock, blocklessEnumerates, blocklessEnumerator, enumerable, listSource, loop, sort, toHash, uniq, whenDone, yieldTo } from './enumerable.js';

/** A size argument (`first(n)`, `take(n)`): an Integer, not negative (`negative array size`). */
export function count(v: Value, loc: Loc): number {
  const n = integerArg(v, loc);
  if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative array size', { loc });
  return Number(n);
}

/** first(n)/last(n)'s n (ary_take_first_or_last's wording). */
function takeCount(v: Value, loc: Loc): number {
  const n = integerArg(v, loc);
  if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative array size (or size too big)', { loc });
  return Number(n);
}

/** An integer in [0, limit): the session's Random (Kernel#srand's generator), handed in by the caller. */
export type RandomInt = (limit: number) => number;

const mathRandom: RandomInt = (limit) => Math.floor(Math.random() * limit);

/** `Array.new`, `Array.new(3)`, `Array.new(3, 0)`, `Array.new(3) { |i| … }`, `Array.new([1, 2])`. */
export function arrayNew(args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value[]> {
  if (args.length > 2) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 0..2)`, { loc });
  if (!args.length) return [];
  if (args.length === 1 && Array.isArray(args[0])) return args[0].slice();
  const n = integerArg(args[0], loc);
  if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative array size', { loc });
  allocArray(n, loc);
  const out: Value[] = new Array(Number(n)).fill(args[1] ?? null);
  if (!block) return out;
  return whenDone(
    loop(out.keys(), (i) => whenDone(block([BigInt(i)]), (v) => void (out[i] = v))),
    () => out,
  );
}

/** Replaces the array's contents (the bang methods' in-place change). */
function replaceWith(a: Value[], items: Value[]): void {
  a.length = 0;
  for (const x of items) a.push(x);
}

/** `other` as an Array (TypeError `no implicit conversion of X into Array`). */
function arrayArg(v: Value | undefined, loc: Loc): Value[] {
  if (Array.isArray(v)) return v;
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(v ?? null)} into Array`, { loc });
}

/** Every choice of `k` items in order (combination) or of `k` distinct positions in every order (permutation). */
function* choices(a: Value[], k: number, ordered: boolean): Generator<Value[]> {
  if (k < 0 || k > a.length) return;
  const pick: number[] = [];
  const used = new Array<boolean>(a.length).fill(false);
  function* go(start: number): Generator<Value[]> {
    if (pick.length === k) {
      yield pick.map((i) => a[i]);
      return;
    }
    for (let i = ordered ? 0 : start; i < a.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      pick.push(i);
      yield* go(i + 1);
      pick.pop();
      used[i] = false;
    }
  }
  yield* go(0);
}

function binomial(n: bigint, k: bigint, ordered: boolean): bigint {
  if (k < 0n || k > n) return 0n;
  let r = 1n;
  for (let i = 0n; i < k; i++) r = ordered ? r * (n - i) : (r * (n - i)) / (i + 1n);
  return r;
}

/** The tuples of Array#product. */
function product(lists: Value[][], loc: Loc): Value[] {
  let total = 1n;
  for (const l of lists) total *= BigInt(l.length);
  allocArray(total, loc);
  let out: Value[][] = [[]];
  for (const l of lists) out = out.flatMap((t) => l.map((x) => [...t, x]));
  return out;
}

/** Array#transpose (IndexError when the rows differ in length). */
function transpose(a: Value[], loc: Loc): Value[] {
  const rows = a.map((r) => arrayArg(r, loc));
  if (!rows.length) return [];
  const n = rows[0].length;
  for (const r of rows) if (r.length !== n) throw new ShellError('ARGUMENT_ERROR', `element size differs (${r.length} should be ${n})`, { loc, rubyClass: 'IndexError' });
  return Array.from({ length: n }, (_, i) => rows.map((r) => r[i]));
}

/** Array#bsearch: find-minimum (the block answers true/false) or find-any (it answers a number). */
function bsearch(a: Value[], block: RubyBlock, loc: Loc): Maybe<Value> {
  let lo = 0;
  let hi = a.length;
  let found: Value = null;
  const step = (): Maybe<Value> => {
    if (lo >= hi) return found;
    const mid = lo + ((hi - lo) >> 1);
    return whenDone(block([a[mid]]), (r) => {
      if (r === true) {
        found = a[mid];
        hi = mid;
      } else if (r === false || r === null) lo = mid + 1;
      else if (typeof r === 'bigint' || typeof r === 'number') {
        if (Number(r) === 0) return a[mid];
        if (Number(r) < 0) hi = mid;
        else lo = mid + 1;
      } else throw new ShellError('TYPE_ERROR', `wrong argument type ${rubyClass(r)} (must be numeric, true, false or nil)`, { loc });
      return step();
    });
  };
  return step();
}

/** `values_at(2..6)`: each position the range names, nil past the end (rb_range_beg_len, then every index). */
function valuesInRange(a: Value[], r: RRange, loc: Loc): Value[] {
  const len = a.length;
  let beg = r.from === null ? 0 : Number(integerArg(r.from, loc));
  if (beg < 0) beg += len;
  if (beg < 0) throw new ShellError('ARGUMENT_ERROR', `${beg}..${r.exclusive ? '.' : ''}${inspect(r.to)} out of range`, { loc, rubyClass: 'RangeError' });
  let end = r.to === null ? len - 1 : Number(integerArg(r.to, loc));
  if (end < 0) end += len;
  if (r.exclusive && r.to !== null) end--;
  allocArray(Math.max(0, end - beg + 1), loc);
  const out: Value[] = [];
  for (let i = beg; i <= end; i++) out.push(i < len ? a[i] : null);
  return out;
}

/** The `random: gen` option of shuffle and sample (the session's generator without it), and the other arguments. */
function randomOption(args: Value[], random: RandomInt, loc: Loc): [Value[], RandomInt] {
  const last = args[args.length - 1];
  if (!(last instanceof RHash)) return [args, random];
  const gen = last.lookup(new RSymbol('random'));
  if (gen === undefined) return [args.slice(0, -1), random];
  if (!(gen instanceof RubyRandom)) throw noMethod('rand', `${inspect(gen)}:${rubyClass(gen)}`, loc);
  return [args.slice(0, -1), (limit) => Number(gen.below(BigInt(limit)))];
}

/** Fisher-Yates from the end, as array.c's shuffle!: position i swaps with one of [0, i]. */
function shuffle(a: Value[], random: RandomInt): Value[] {
  const out = a.slice();
  let i = out.length;
  while (i > 1) {
    const j = random(i--);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Array#sample / sample(n): distinct positions, drawn as array.c's
 * rb_ary_sample draws them (so a seeded generator picks JRuby's): one to
 * three by shifting past the ones taken, up to ten by a sorted insertion,
 * more as a partial shuffle.
 */
function sample(a: Value[], n: number | null, random: RandomInt): Value {
  const len = a.length;
  if (n === null) return len ? a[random(len)] : null;
  const k = Math.min(n, len);
  if (k === 0) return [];
  if (k <= 10) {
    const draws = Array.from({ length: k }, (_, i) => random(len - i));
    const sorted: number[] = [];
    const idx: number[] = [];
    if (k <= 3) {
      const i = draws[0];
      let [, j, m] = draws;
      if (k === 1) return [a[i]];
      let l = j;
      let g = i;
      if (j >= i) {
        l = i;
        g = ++j;
      }
      if (k === 2) return [a[i], a[j]];
      if (m >= l && ++m >= g) ++m;
      return [a[i], a[j], a[m]];
    }
    for (let i = 0; i < k; i++) {
      let r = draws[i];
      let j = 0;
      for (; j < i; j++) {
        if (r < sorted[j]) break;
        r++;
      }
      sorted.splice(j, 0, r);
      idx.push(r);
    }
    return idx.map((i) => a[i]);
  }
  const out = a.slice();
  for (let i = 0; i < k; i++) {
    const j = i + random(len - i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out.slice(0, k);
}

/** Array's methods; undefined when Array has no such method here. `random` is the session's generator (shuffle, sample). */
export function arrayMethod(a: Value[], name: string, args: Value[], block: RubyBlock | null, loc: Loc, random: RandomInt = mathRandom): Maybe<Value | undefined> {
  const arg = args[0] ?? null;
  if (!block && !NUMERIC_STEPS.has(name) && blocklessEnumerates(name, args)) return blocklessEnumerator(a, name, args, (b) => arrayMethod(a, name, args, b, loc, random), () => BigInt(a.length));
  switch (name) {
    case 'each':
      return whenDone(
        loop(a[Symbol.iterator](), (x) => block!([x])),
        () => a,
      );
    case 'each_index':
      return whenDone(
        loop(a.keys(), (i) => block!([BigInt(i)])),
        () => a,
      );
    case 'length':
    case 'size':
      return BigInt(a.length);
    case 'pack':
      return pack(a, arg, loc);
    case 'empty?':
      return a.length === 0;
    case 'first':
      if (args.length) return a.slice(0, takeCount(arg, loc));
      return a[0] ?? null;
    case 'last':
      if (args.length) {
        const n = takeCount(arg, loc);
        return n === 0 ? [] : a.slice(-n);
      }
      return a[a.length - 1] ?? null;
    case 'join':
      return join(a, arg, loc);
    case 'to_s':
    case 'inspect':
      return Buffer.from(inspect(a), 'utf8');
    case 'to_a':
    case 'entries':
      return a;
    case 'to_h':
      return toHash(a, block, loc);
    case 'reverse':
      return a.slice().reverse();
    case 'reverse!':
      return a.reverse();
    case 'rotate':
    case 'rotate!': {
      const n = args.length ? Number(integerArg(arg, loc)) : 1;
      const k = a.length ? ((n % a.length) + a.length) % a.length : 0;
      const out = [...a.slice(k), ...a.slice(0, k)];
      if (name === 'rotate') return out;
      replaceWith(a, out);
      return a;
    }
    case 'push':
    case 'append':
      allocArray(a.length + args.length, loc);
      a.push(...args);
      return a;
    case '<<':
      allocArray(a.length + 1, loc);
      a.push(arg);
      return a;
    case 'concat':
      for (const o of args) arrayArg(o, loc);
      allocArray(a.length + args.reduce<number>((n, o) => n + (o as Value[]).length, 0), loc);
      for (const o of args.map((x) => (x as Value[]).slice())) a.push(...o);
      return a;
    case 'pop':
    case 'shift': {
      if (!args.length) return (name === 'pop' ? a.pop() : a.shift()) ?? null;
      const n = count(arg, loc);
      return name === 'pop' ? a.splice(Math.max(0, a.length - n), n) : a.splice(0, n);
    }
    case 'unshift':
    case 'prepend':
      allocArray(a.length + args.length, loc);
      a.unshift(...args);
      return a;
    case 'insert': {
      if (!args.length) throw new ShellError('ARGUMENT_ERROR', 'wrong number of arguments (given 0, expected 1+)', { loc });
      if (args.length === 1) return a;
      let i = Number(integerArg(arg, loc));
      if (i < 0) {
        i += a.length + 1;
        if (i < 0) throw new ShellError('ARGUMENT_ERROR', `index ${i - a.length - 1} too small for array; minimum: -${a.length + 1}`, { loc, rubyClass: 'IndexError' });
      }
      while (a.length < i) a.push(null);
      a.splice(i, 0, ...args.slice(1));
      return a;
    }
    case 'index':
    case 'find_index':
      return enumerable(a, listSource(a), 'find_index', args, block, loc);
    case 'rindex': {
      // the last match: find_index over the reversed array, counted from the end
      const back = a.slice().reverse();
      return whenDone(enumerable(back, listSource(back), 'find_index', args, block, loc), (i) => (typeof i === 'bigint' ? BigInt(a.length) - 1n - i : null));
    }
    case 'include?':
    case 'member?':
      return a.some((x) => rubyEqual(x, arg));
    case 'delete': {
      let found: Value | undefined;
      for (let i = a.length - 1; i >= 0; i--) {
        if (rubyEqual(a[i], arg)) {
          found = a[i];
          a.splice(i, 1);
        }
      }
      if (found !== undefined) return found;
      return block ? yieldTo(block, [arg], loc) : null;
    }
    case 'slice!':
      return sliceBang(a, args, loc);
    case 'delete_at': {
      let i = Number(integerArg(arg, loc));
      if (i < 0) i += a.length;
      if (i < 0 || i >= a.length) return null;
      return a.splice(i, 1)[0];
    }
    case 'delete_if':
    case 'reject!':
    case 'keep_if':
    case 'select!':
    case 'filter!': {
      const keep = name === 'keep_if' || name === 'select!' || name === 'filter!';
      const kept: Value[] = [];
      return whenDone(
        loop(a.slice()[Symbol.iterator](), (x) => whenDone(block!([x]), (r) => void (truthy(r) === keep && kept.push(x)))),
        () => {
          const changed = kept.length !== a.length;
          replaceWith(a, kept);
          return changed || name === 'delete_if' || name === 'keep_if' ? a : null;
        },
      );
    }
    case 'map!':
    case 'collect!':
      return whenDone(
        loop(a.keys(), (i) => whenDone(block!([a[i]]), (r) => void (a[i] = r))),
        () => a,
      );
    case 'sort!':
    case 'sort_by!':
    case 'shuffle!': {
      const sorted = name === 'shuffle!' ? shuffle(a, random) : name === 'sort!' ? sort(a, block, loc) : enumerable(a, listSource(a), 'sort_by', [], block, loc);
      return whenDone(sorted, (s) => {
        replaceWith(a, s as Value[]);
        return a;
      });
    }
    case 'uniq!':
    case 'compact!':
    case 'flatten!': {
      const out = name === 'uniq!' ? uniq(a, block) : name === 'compact!' ? a.filter((x) => x !== null) : flatten(a, loc, args.length && arg !== null ? Number(integerArg(arg, loc)) : -1);
      return whenDone(out, (o) => {
        const changed = name === 'flatten!' ? a.some((x) => Array.isArray(x)) : o.length !== a.length;
        replaceWith(a, o);
        return changed ? a : null;
      });
    }
    case 'uniq':
      return uniq(a, block);
    case 'compact':
      return a.filter((x) => x !== null);
    case 'flatten':
      return flatten(a, loc, args.length && arg !== null ? Number(integerArg(arg, loc)) : -1);
    case 'take': {
      const n = integerArg(arg, loc);
      if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'attempt to take negative size', { loc });
      return a.slice(0, Number(n));
    }
    case 'drop': {
      const n = integerArg(arg, loc);
      if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'attempt to drop negative size', { loc });
      return a.slice(Number(n));
    }
    case '[]':
    case 'slice':
      return slice(a, args, loc);
    case '[]=':
      return arraySet(a, args, loc);
    case 'at':
      return slice(a, [arg], loc);
    case 'fetch': {
      let i = Number(integerArg(arg, loc));
      if (i < 0) i += a.length;
      if (i >= 0 && i < a.length) return a[i];
      if (block) return block([arg]);
      if (args.length > 1) return args[1];
      // JRuby 9.3's wording, with a negative index already moved by the length
      throw new ShellError('ARGUMENT_ERROR', `index ${i} out of array`, { loc, rubyClass: 'IndexError' });
    }
    case 'values_at':
      return args.flatMap((i) => (i instanceof RRange ? valuesInRange(a, i, loc) : [slice(a, [i], loc)]));
    case 'dig':
      return dig(a, args, loc);
    case 'clear':
      a.length = 0;
      return a;
    case 'replace':
      replaceWith(a, arrayArg(arg, loc).slice());
      return a;
    case 'fill': {
      if (block) return whenDone(loop(a.keys(), (i) => whenDone(block([BigInt(i)]), (v) => void (a[i] = v))), () => a);
      const start = args.length > 1 && args[1] !== null ? Number(integerArg(args[1], loc)) : 0;
      const from = start < 0 ? Math.max(0, start + a.length) : start;
      const end = args.length > 2 && args[2] !== null ? from + Number(integerArg(args[2], loc)) : a.length;
      allocArray(end, loc);
      while (a.length < end) a.push(null);
      for (let i = from; i < end; i++) a[i] = arg;
      return a;
    }
    case 'assoc':
    case 'rassoc': {
      const at = name === 'assoc' ? 0 : 1;
      return a.find((x) => Array.isArray(x) && x.length > at && rubyEqual(x[at], arg)) ?? null;
    }
    case 'count':
      if (!block && !args.length) return BigInt(a.length);
      break;
    case 'bsearch':
      if (!block) return enumFor(a, name, args, (b) => bsearch(a, b, loc), () => null);
      return bsearch(a, block, loc);
    case 'product':
      return product([a, ...args.map((x) => arrayArg(x, loc))], loc);
    case 'combination':
    case 'permutation': {
      const k = args.length ? Number(integerArg(arg, loc)) : a.length;
      const ordered = name === 'permutation';
      const run = (b: RubyBlock) => whenDone(loop(choices(a.slice(), k, ordered), (c) => b([c])), () => a);
      if (!block) return enumFor(a, name, args, run, () => binomial(BigInt(a.length), BigInt(k), ordered));
      return run(block);
    }
    case 'transpose':
      return transpose(a, loc);
    case 'shuffle': {
      const [, rng] = randomOption(args, random, loc);
      return shuffle(a, rng);
    }
    case 'sample': {
      const [rest, rng] = randomOption(args, random, loc);
      return sample(a, rest.length ? count(rest[0], loc) : null, rng);
    }
    case '&':
    case '|':
    case '-':
      return setOp(name, a, arrayArg(arg, loc));
    case '+':
      return [...a, ...arrayArg(arg, loc)];
    case '<=>': {
      if (!Array.isArray(arg)) return null;
      const c = compare(a, arg);
      return c === null ? null : BigInt(c);
    }
    case '==':
      return rubyEqual(a, arg);
    case 'eql?':
      return Array.isArray(arg) && keySet([a]).lookup(arg) !== undefined;
    case 'hash':
      return hashCode(a);
    case 'lazy':
      return lazyOf(a, listSource(a), () => BigInt(a.length));
  }
  return enumerable(a, listSource(a), name, args, block, loc);
}

/** `slice!(i)`, `slice!(start, len)`, `slice!(range)`: the part `slice` answers, removed from the array (nil, and nothing removed, out of range). */
function sliceBang(a: Value[], args: Value[], loc: Loc): Value {
  if (args.length < 1 || args.length > 2) throw new ShellError('WRONG_ARITY', `wrong number of arguments (given ${args.length}, expected 1..2)`, { loc, rubyClass: 'ArgumentError' });
  const n = a.length;
  const first = args[0];
  if (args.length === 1 && !(first instanceof RRange)) {
    let i = Number(integerArg(first, loc));
    if (i < 0) i += n;
    return i < 0 || i >= n ? null : a.splice(i, 1)[0];
  }
  let start: number;
  let count: number;
  if (args.length === 2) {
    start = Number(integerArg(first, loc));
    count = Number(integerArg(args[1], loc));
    if (start < 0) start += n;
  } else {
    const r = first as RRange;
    start = r.from === null ? 0 : Number(integerArg(r.from, loc));
    if (start < 0) start += n;
    let end = r.to === null ? n : Number(integerArg(r.to, loc));
    if (end < 0) end += n;
    if (r.to !== null && !r.exclusive) end += 1;
    count = Math.max(0, end - start);
  }
  if (start < 0 || start > n || count < 0) return null;
  return a.splice(start, Math.min(count, n - start));
}
