/**
 * Blocks as core methods see them, and Ruby 2.6's Enumerable (enum.c) over
 * anything with an `each`: Array, Hash (whose items are [key, value] pairs),
 * Range and Enumerator share these methods. A block is a function the
 * evaluator hands in: it runs the block's body (and handles `next`, `break`
 * and interrupts); these methods only decide what to yield.
 *
 * Blocks answer synchronously when their bodies need no I/O, so every loop
 * here stays synchronous until a block answers a promise (`loop`,
 * `whenDone`): a million-item `map` costs no microtasks.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RRange, RSymbol, type Value, isString, rubyClass, rubyEqual, truthy } from './values.js';
import { cmpName } from './raise.js';
import { type BinaryOperator, binop, compare } from './operators.js';
import { inspect } from './inspect.js';
import { LazyEnumerator, REnumerator, enumFor, pack } from './enumerator.js';
import { integerArg } from './coerce.js';
import { allocArray } from './memory.js';
import { RRegexp, regexpCaseEq } from './regexp.js';
import { RModule } from './classes.js';

/**
 * A Ruby block: called with the values yielded to it, answers the block's
 * value, synchronously when its body needs no I/O (the evaluator is sync-first),
 * else as a promise. Library loops take the sync path until a call answers a
 * promise (see `loop`).
 */
export type RubyBlock = (values: Value[]) => Value | Promise<Value>;

/** A value now, or a promise of it: what blocks and core methods answer. */
export type Maybe<T> = T | Promise<T>;

/** `yield`: calls the block, or raises Ruby's `no block given (yield)`. */
export function yieldTo(block: RubyBlock | null, values: Value[], loc: Loc): Maybe<Value> {
  if (!block) throw new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc });
  return block(values);
}

/** `f(value)` once `value` is there: sync when it is not a promise. */
export function whenDone<T, U>(value: Maybe<T>, f: (v: T) => Maybe<U>): Maybe<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}

/** `run()`, then `after()` however it ends (Ruby's `ensure`), once its promise settles when it answers one. */
export function ensuring<T>(run: () => Maybe<T>, after: () => void): Maybe<T> {
  let out: Maybe<T>;
  try {
    out = run();
  } catch (e) {
    after();
    throw e;
  }
  if (out instanceof Promise) return out.finally(after);
  after();
  return out;
}

/**
 * Calls `step` on each item of `items` in order, synchronously while every
 * call answers synchronously; from the first promise on, it awaits each
 * call in one async loop (no promise chain growing with the item count).
 */
export function loop<T>(items: Iterator<T>, step: (item: T) => unknown): Maybe<void> {
  for (;;) {
    const n = items.next();
    if (n.done) return;
    const r = step(n.value);
    if (r instanceof Promise) return loopAsync(r, items, step);
  }
}

async function loopAsync<T>(pending: Promise<unknown>, items: Iterator<T>, step: (item: T) => unknown): Promise<void> {
  await pending;
  for (;;) {
    const n = items.next();
    if (n.done) return;
    const r = step(n.value);
    if (r instanceof Promise) await r;
  }
}

/** Calls the block once per item; `each` and friends return the receiver. */
export function each(items: Iterable<Value>, block: RubyBlock | null, loc: Loc): Maybe<void> {
  if (!block) throw new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc });
  return loop(items[Symbol.iterator](), (item) => block([item]));
}

/**
 * What Enumerable needs of a receiver: its `each`, calling `f` with the
 * values of each yield (one item, or several: `each_with_index` yields two)
 * and awaiting `f` when it answers a promise.
 */
export type Source = (f: (values: Value[]) => unknown) => Maybe<unknown>;

/** An Array's (or any list's) each. */
export function listSource(items: Value[]): Source {
  return (f) => loop(items[Symbol.iterator](), (x) => f([x]));
}

/** Thrown through a Source to end it early (find, first, take_while …); one per call. */
class Stop {}

/** Runs `src`; `f` answers true (or a promise of true) to stop early. */
export function until(src: Source, f: (values: Value[]) => Maybe<boolean | void>): Maybe<void> {
  const stop = new Stop();
  const step = (values: Value[]) => {
    const r = f(values);
    if (r instanceof Promise) {
      return r.then((s) => {
        if (s) throw stop;
      });
    }
    if (r) throw stop;
    return undefined;
  };
  const caught = (e: unknown) => {
    if (e !== stop) throw e;
  };
  try {
    const r = src(step);
    if (r instanceof Promise) return r.then(() => undefined, caught);
  } catch (e) {
    caught(e);
  }
}

/** Runs `src` to its end, handing `f` each yield's values. */
function forEach(src: Source, f: (values: Value[]) => unknown): Maybe<void> {
  return whenDone(src(f), () => undefined);
}

/** Everything `src` yields, packed (Enumerable#to_a). */
export function toList(src: Source): Maybe<Value[]> {
  const out: Value[] = [];
  return whenDone(
    forEach(src, (v) => {
      out.push(pack(v));
    }),
    () => out,
  );
}

/**
 * Which blockless calls answer an Enumerator (enum.c's RETURN_SIZED_ENUMERATOR),
 * and its size given the receiver's: the same for map-like methods, nil
 * when it depends on the block (find, take_while).
 */
const SIZED = new Set(['each', 'each_entry', 'each_with_index', 'each_with_object', 'map', 'collect', 'flat_map', 'collect_concat', 'select', 'filter', 'find_all', 'reject', 'group_by', 'partition', 'min_by', 'max_by', 'minmax_by', 'sort_by', 'reverse_each', 'each_pair', 'each_key', 'each_value', 'map!', 'collect!', 'select!', 'filter!', 'reject!', 'keep_if', 'delete_if', 'transform_values', 'transform_keys', 'transform_values!', 'transform_keys!', 'each_char', 'each_byte', 'uniq', 'sum', 'count', 'times']);
const UNSIZED = new Set(['find', 'detect', 'find_index', 'index', 'rindex', 'take_while', 'drop_while', 'each_slice', 'each_cons', 'cycle', 'step', 'upto', 'downto']);

/** Methods that give an Enumerator only when also called without arguments (`find_index(x)`, `sum`, `count` compute). */
const WHEN_NO_ARGS = new Set(['find_index', 'index', 'rindex', 'uniq', 'sum', 'count']);

/** The blockless enumerating methods of numbers and ranges alone (an Array or a Hash has none of them). */
export const NUMERIC_STEPS = new Set(['step', 'upto', 'downto']);

/** Whether a blockless `name(args)` answers an Enumerator. */
export function blocklessEnumerates(name: string, args: Value[]): boolean {
  // each_slice(0) is ArgumentError before any Enumerator is made
  if (name === 'each_slice' || name === 'each_cons') sizeArg(args[0], name === 'each_slice' ? 'slice' : 'size', undefined);
  if (WHEN_NO_ARGS.has(name)) return name !== 'uniq' && name !== 'sum' && name !== 'count' && args.length === 0;
  return SIZED.has(name) || UNSIZED.has(name);
}

/**
 * The Enumerator of a blockless call: `rerun(block)` calls the method again
 * with a block; `size` is the receiver's item count (nil when unknown).
 */
export function blocklessEnumerator(self: Value, name: string, args: Value[], rerun: (block: RubyBlock) => Maybe<Value | undefined>, size: () => Value): REnumerator {
  const run = (b: RubyBlock) => whenDone(rerun(b), (v) => v ?? null);
  return enumFor(self, name, args, run, () => enumSize(self, name, args, size()));
}

/** Enumerator#size for a method over a receiver of `n` items. */
function enumSize(self: Value, name: string, args: Value[], n: Value): Value {
  if (typeof n !== 'bigint') return SIZED.has(name) ? n : null;
  if (name === 'each_slice' || name === 'each_cons') {
    const k = typeof args[0] === 'bigint' ? args[0] : 0n;
    if (k <= 0n) return null;
    // JRuby 9.3's Array#each_slice answers the slice size itself (`[1, 2, 3].each_slice(4).size` is 4);
    // Enumerable's (a Range's, a Hash's) the count of slices, as MRI
    if (name === 'each_slice') return Array.isArray(self) ? k : (n + k - 1n) / k;
    return n - k + 1n > 0n ? n - k + 1n : 0n;
  }
  if (name === 'cycle') {
    if (args[0] === undefined || args[0] === null) return n === 0n ? 0n : Infinity;
    const k = integerArg(args[0]);
    return k > 0n ? n * k : 0n;
  }
  return SIZED.has(name) ? n : null;
}

/** The error a zero or negative size raises (each_slice, each_cons). */
function sizeArg(v: Value | undefined, what: string, loc: Loc | undefined): number {
  const n = integerArg(v ?? null, loc);
  if (n <= 0n) throw new ShellError('ARGUMENT_ERROR', `invalid ${what} size`, { loc });
  return Number(n);
}

/** A block-returned `<=>` as a number (ArgumentError when it is not one). */
function blockOrder(r: Value, a: Value, b: Value, loc: Loc): number {
  if (typeof r === 'bigint') return r < 0n ? -1 : r > 0n ? 1 : 0;
  if (typeof r === 'number') return r < 0 ? -1 : r > 0 ? 1 : 0;
  throw new ShellError('ARGUMENT_ERROR', `comparison of ${rubyClass(a)} with ${cmpName(b)} failed`, { loc });
}

/** Ruby's `<=>` for sorting: ArgumentError when the two do not compare. */
export function order(a: Value, b: Value, loc: Loc): number {
  const r = compare(a, b);
  if (r === null) throw new ShellError('ARGUMENT_ERROR', `comparison of ${rubyClass(a)} with ${cmpName(b)} failed`, { loc });
  return r;
}

/** Thrown out of a sync sort when the block answers a promise: the sort starts over, async. */
class GoAsync {
  constructor(readonly pending: Promise<Value>) {}
}

/**
 * Sorts by Ruby's `<=>`, or by the block's answer. JRuby sorts with Java's
 * stable sort (TimSort), as JS's Array#sort does; a block that answers a
 * promise sends the sort to an async merge sort (also stable), run from the start.
 */
export function sort(items: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value[]> {
  if (!block) return mergeSortSync(items, (a, b) => order(a, b, loc), true);
  try {
    return mergeSortSync(items, (a, b) => {
      const r = block([a, b]);
      if (r instanceof Promise) throw new GoAsync(r);
      return blockOrder(r, a, b, loc);
    });
  } catch (e) {
    if (!(e instanceof GoAsync)) throw e;
    e.pending.catch(() => undefined);
    return mergeSort(items, async (a, b) => blockOrder(await block([a, b]), a, b, loc));
  }
}

/**
 * A stable sort asking `cmp` in the order JRuby's does, since the first pair
 * that does not compare is the one its ArgumentError names: Java's
 * TimSort, which below 32 items is a run count then a binary insertion sort
 * comparing (later, earlier) (`[3, 'a', 1].sort`: `comparison of String with
 * 3 failed`); JRuby's Array#sort compares two items as (first, second)
 * (`pairFirst`). Longer lists merge-sort (same result; another first failure).
 */
function mergeSortSync(xs: Value[], cmp: (a: Value, b: Value) => number, pairFirst = false): Value[] {
  if (xs.length === 2 && pairFirst) return cmp(xs[0], xs[1]) > 0 ? [xs[1], xs[0]] : xs.slice();
  if (xs.length < 32) return binarySort(xs.slice(), cmp);
  return mergeSortLong(xs, cmp);
}

/** java.util.TimSort's countRunAndMakeAscending and binarySort, over the whole (short) list. */
function binarySort(a: Value[], cmp: (a: Value, b: Value) => number): Value[] {
  const n = a.length;
  if (n < 2) return a;
  let runHi = 1;
  if (cmp(a[runHi++], a[0]) < 0) {
    while (runHi < n && cmp(a[runHi], a[runHi - 1]) < 0) runHi++;
    const run = a.slice(0, runHi).reverse();
    for (let i = 0; i < runHi; i++) a[i] = run[i];
  } else {
    while (runHi < n && cmp(a[runHi], a[runHi - 1]) >= 0) runHi++;
  }
  for (let start = runHi; start < n; start++) {
    const pivot = a[start];
    let left = 0;
    let right = start;
    while (left < right) {
      const mid = (left + right) >>> 1;
      if (cmp(pivot, a[mid]) < 0) right = mid;
      else left = mid + 1;
    }
    for (let k = start; k > left; k--) a[k] = a[k - 1];
    a[left] = pivot;
  }
  return a;
}

function mergeSortLong(xs: Value[], cmp: (a: Value, b: Value) => number): Value[] {
  if (xs.length <= 1) return xs.slice();
  const mid = xs.length >> 1;
  const a = mergeSortLong(xs.slice(0, mid), cmp);
  const b = mergeSortLong(xs.slice(mid), cmp);
  const out: Value[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push(cmp(a[i], b[j]) <= 0 ? a[i++] : b[j++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

async function mergeSort(xs: Value[], cmp: (a: Value, b: Value) => Promise<number>): Promise<Value[]> {
  if (xs.length <= 1) return xs.slice();
  const mid = xs.length >> 1;
  const a = await mergeSort(xs.slice(0, mid), cmp);
  const b = await mergeSort(xs.slice(mid), cmp);
  const out: Value[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) out.push((await cmp(a[i], b[j])) <= 0 ? a[i++] : b[j++]);
  while (i < a.length) out.push(a[i++]);
  while (j < b.length) out.push(b[j++]);
  return out;
}

/** Items paired with the block's key for each, sorted by the keys (sort_by, min_by, max_by). */
function keyed(src: Source, block: RubyBlock): Maybe<Array<[Value, Value]>> {
  const out: Array<[Value, Value]> = [];
  return whenDone(
    forEach(src, (v) => whenDone(block(v), (k) => void out.push([k, pack(v)]))),
    () => out,
  );
}

/** `a + b` for sum and inject(:+): Integer#+ etc. */
function plus(a: Value, b: Value, loc: Loc): Value {
  return binop('+', a, b, loc);
}

/**
 * Enumerable#sum as Ruby 2.6 (enum_sum): Integers exactly, Floats with
 * Kahan-Babuska compensation (`[0.1, 0.2, 0.3].sum` is 0.6), anything else by `+`.
 */
export function sumOf(items: Value[], init: Value, loc: Loc): Value {
  let v = init;
  let i = 0;
  while (i < items.length && typeof v === 'bigint' && typeof items[i] === 'bigint') v += items[i++] as bigint;
  if (i < items.length && (typeof v === 'bigint' || typeof v === 'number') && typeof items[i] === 'number') {
    let f = Number(v);
    let c = 0;
    for (; i < items.length; i++) {
      const x = items[i];
      if (typeof x !== 'number' && typeof x !== 'bigint') break;
      const y = Number(x);
      if (!Number.isFinite(y) || !Number.isFinite(f)) {
        f += y;
        continue;
      }
      const t = f + y;
      if (Math.abs(f) >= Math.abs(y)) c += f - t + y;
      else c += y - t + f;
      f = t;
    }
    v = f + c;
  }
  for (; i < items.length; i++) v = plus(v, items[i], loc);
  return v;
}

/** `inject(:sym)`: an operator by binop, else the method by name (`inject(:lcm)`). */
function symbolCall(sym: Value, loc: Loc): (a: Value, b: Value) => Maybe<Value> {
  const name = sym instanceof RSymbol ? sym.name : Buffer.isBuffer(sym) ? sym.toString('utf8') : null;
  if (name === null) throw new ShellError('TYPE_ERROR', `${inspect(sym)} is not a symbol nor a string`, { loc });
  if (OPERATORS.has(name)) return (a, b) => binop(name as BinaryOperator, a, b, loc);
  // `send` (object.ts) turns any other method into a block before it gets here: its call needs the session's tables
  throw new ShellError('INTERNAL', `inject(:${name}) reached the library without a block`, { loc });
}

const OPERATORS = new Set(['+', '-', '*', '/', '%', '<<', '==', '!=', '<', '>', '<=', '>=', '<=>']);

/** Array#zip's and Enumerable#zip's other arguments, as arrays. */
export function zipArgs(args: Value[], loc: Loc): Maybe<Value[][]> {
  const out: Value[][] = [];
  const next = (i: number): Maybe<Value[][]> => {
    if (i >= args.length) return out;
    const a = args[i];
    if (Array.isArray(a)) {
      out.push(a);
      return next(i + 1);
    }
    if (a instanceof RHash) {
      out.push(a.entries.map(([k, v]) => [k, v]));
      return next(i + 1);
    }
    if (a instanceof RRange) {
      out.push([...a.values()]);
      return next(i + 1);
    }
    if (a instanceof REnumerator) {
      return whenDone(a.toArray(), (items) => {
        out.push(items);
        return next(i + 1);
      });
    }
    throw new ShellError('TYPE_ERROR', `wrong argument type ${rubyClass(a)} (must respond to :each)`, { loc });
  };
  return next(0);
}

/**
 * Enumerable's methods over `src` (Ruby 2.6: no `tally`, `filter_map`, …);
 * undefined when Enumerable has no such method. `self` is the receiver
 * (each_with_index and each_slice return it or nil as Ruby does).
 */
export function enumerable(self: Value, src: Source, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value | undefined> {
  switch (name) {
    case 'map':
    case 'collect':
    case 'flat_map':
    case 'collect_concat': {
      if (!block) break;
      const out: Value[] = [];
      const flat = name === 'flat_map' || name === 'collect_concat';
      return whenDone(
        forEach(src, (v) =>
          whenDone(block(v), (r) => {
            if (flat && Array.isArray(r)) out.push(...r);
            else out.push(r);
          }),
        ),
        () => out,
      );
    }
    case 'each_with_index': {
      if (!block) break;
      let i = 0n;
      return whenDone(
        forEach(src, (v) => block([pack(v), i++])),
        () => self,
      );
    }
    case 'each_with_object': {
      if (!block) break;
      const memo = args[0] ?? null;
      return whenDone(
        forEach(src, (v) => block([pack(v), memo])),
        () => memo,
      );
    }
    case 'each_entry':
      if (!block) break;
      return whenDone(
        forEach(src, (v) => block([pack(v)])),
        () => self,
      );
    case 'select':
    case 'filter':
    case 'find_all':
    case 'reject': {
      if (!block) break;
      const out: Value[] = [];
      const want = name !== 'reject';
      return whenDone(
        forEach(src, (v) => whenDone(block(v), (r) => void (truthy(r) === want && out.push(pack(v))))),
        () => out,
      );
    }
    case 'partition': {
      if (!block) break;
      const yes: Value[] = [];
      const no: Value[] = [];
      return whenDone(
        forEach(src, (v) => whenDone(block(v), (r) => void (truthy(r) ? yes : no).push(pack(v)))),
        () => [yes, no],
      );
    }
    case 'group_by': {
      if (!block) break;
      const groups = new RHash();
      return whenDone(
        forEach(src, (v) =>
          whenDone(block(v), (k) => {
            const g = groups.lookup(k);
            if (g === undefined) groups.set(k, [pack(v)]);
            else (g as Value[]).push(pack(v));
          }),
        ),
        () => groups,
      );
    }
    case 'find':
    case 'detect': {
      if (!block) break;
      let found: Value = null;
      return whenDone(
        until(src, (v) =>
          whenDone(block(v), (r) => {
            if (truthy(r)) found = pack(v);
            return truthy(r);
          }),
        ),
        () => found,
      );
    }
    case 'find_index': {
      if (!block && !args.length) break;
      let i = 0n;
      let at: Value = null;
      const hit = (v: Value[]): Maybe<boolean> => (block ? whenDone(block(v), truthy) : rubyEqual(pack(v), args[0]));
      return whenDone(
        until(src, (v) =>
          whenDone(hit(v), (h) => {
            if (h) at = i;
            i++;
            return h;
          }),
        ),
        () => at,
      );
    }
    case 'any?':
    case 'all?':
    case 'none?':
    case 'one?': {
      let hits = 0;
      let seen = 0;
      const test = (v: Value[]): Maybe<boolean> => (args.length ? caseEqual(args[0], pack(v), loc) : block ? whenDone(block(v), truthy) : truthy(pack(v)));
      return whenDone(
        until(src, (v) =>
          whenDone(test(v), (t) => {
            seen++;
            if (t) hits++;
            if (name === 'any?') return t;
            if (name === 'all?') return !t;
            if (name === 'none?') return t;
            return hits > 1;
          }),
        ),
        () => {
          if (name === 'any?') return hits > 0;
          if (name === 'all?') return hits === seen;
          if (name === 'none?') return hits === 0;
          return hits === 1;
        },
      );
    }
    case 'count': {
      let n = 0n;
      const test = (v: Value[]): Maybe<boolean> => (args.length ? rubyEqual(pack(v), args[0]) : block ? whenDone(block(v), truthy) : true);
      return whenDone(
        forEach(src, (v) => whenDone(test(v), (t) => void (t && n++))),
        () => n,
      );
    }
    case 'include?':
    case 'member?': {
      let found = false;
      return whenDone(
        until(src, (v) => (found = rubyEqual(pack(v), args[0] ?? null))),
        () => found,
      );
    }
    case 'first': {
      if (!args.length) {
        let first: Value = null;
        return whenDone(
          until(src, (v) => {
            first = pack(v);
            return true;
          }),
          () => first,
        );
      }
      const n = integerArg(args[0], loc);
      if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'attempt to take negative size', { loc });
      return takeN(src, Number(n));
    }
    case 'take': {
      const n = integerArg(args[0] ?? null, loc);
      if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'attempt to take negative size', { loc });
      return takeN(src, Number(n));
    }
    case 'take_while': {
      if (!block) break;
      const out: Value[] = [];
      return whenDone(
        until(src, (v) =>
          whenDone(block(v), (r) => {
            if (!truthy(r)) return true;
            out.push(pack(v));
            return false;
          }),
        ),
        () => out,
      );
    }
    case 'drop': {
      const n = integerArg(args[0] ?? null, loc);
      if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'attempt to drop negative size', { loc });
      return whenDone(toList(src), (items) => items.slice(Number(n)));
    }
    case 'drop_while': {
      if (!block) break;
      const out: Value[] = [];
      let dropping = true;
      return whenDone(
        forEach(src, (v) => {
          if (!dropping) return void out.push(pack(v));
          return whenDone(block(v), (r) => {
            if (!truthy(r)) {
              dropping = false;
              out.push(pack(v));
            }
          });
        }),
        () => out,
      );
    }
    case 'to_a':
    case 'entries':
      return toList(src);
    case 'to_h':
      return whenDone(toList(src), (items) => toHash(items, block, loc, true));
    case 'sort':
      return whenDone(toList(src), (items) => sort(items, block, loc));
    case 'sort_by':
    case 'min_by':
    case 'max_by':
    case 'minmax_by': {
      if (!block) break;
      return whenDone(keyed(src, block), (pairs) => byKey(name, pairs, args, loc));
    }
    case 'min':
    case 'max':
    case 'minmax': {
      const max = name === 'max';
      return whenDone(toList(src), (items) => {
        if (name !== 'minmax' && args.length && args[0] !== null) {
          const n = Number(integerArg(args[0], loc));
          return whenDone(sort(items, block, loc), (sorted) => (max ? sorted.reverse() : sorted).slice(0, n));
        }
        if (!items.length) return name === 'minmax' ? [null, null] : null;
        if (block) {
          // the block's order, by a stable sort (a block that answers a promise cannot run in a plain scan)
          return whenDone(sort(items, block, loc), (s) => (name === 'minmax' ? [s[0], s[s.length - 1]] : max ? s[s.length - 1] : s[0]));
        }
        const cmp = (x: Value, b: Value) => order(x, b, loc);
        if (name === 'minmax') return [best(items, cmp, false), best(items, cmp, true)];
        return best(items, cmp, max);
      });
    }
    case 'sum': {
      const init = args[0] ?? 0n;
      if (!block) return whenDone(toList(src), (items) => sumOf(items, init, loc));
      const mapped: Value[] = [];
      return whenDone(
        forEach(src, (v) => whenDone(block(v), (r) => void mapped.push(r))),
        () => sumOf(mapped, init, loc),
      );
    }
    case 'inject':
    case 'reduce':
      return inject(src, args, block, loc);
    case 'each_slice':
    case 'each_cons': {
      const n = sizeArg(args[0], name === 'each_slice' ? 'slice' : 'size', loc);
      if (!block) break;
      let buf: Value[] = [];
      return whenDone(
        forEach(src, (v) => {
          buf.push(pack(v));
          if (name === 'each_slice') {
            if (buf.length < n) return undefined;
            const slice = buf;
            buf = [];
            return block([slice]);
          }
          if (buf.length > n) buf.shift();
          return buf.length === n ? block([buf.slice()]) : undefined;
        }),
        () => {
          if (name === 'each_slice' && buf.length) return whenDone(block([buf]), () => null);
          return null;
        },
      );
    }
    case 'grep':
    case 'grep_v': {
      const pattern = args[0] ?? null;
      const want = name === 'grep';
      const out: Value[] = [];
      return whenDone(
        forEach(src, (v) => {
          const x = pack(v);
          if (caseEqual(pattern, x, loc) !== want) return undefined;
          if (!block) return void out.push(x);
          return whenDone(block([x]), (r) => void out.push(r));
        }),
        () => out,
      );
    }
    case 'chunk': {
      if (!block) return blocklessEnumerator(self, name, args, (b) => enumerable(self, src, name, args, b, loc), () => null);
      return whenDone(toList(src), (items) => chunk(items, block));
    }
    case 'chunk_while':
    case 'slice_when': {
      if (!block) throw new ShellError('ARGUMENT_ERROR', 'tried to create Proc object without a block', { loc });
      return whenDone(toList(src), (items) => chunkWhile(items, name === 'slice_when', block));
    }
    case 'zip':
      return whenDone(toList(src), (items) => zip(items, args, block, loc));
    case 'uniq':
      return whenDone(toList(src), (items) => uniq(items, block));
    case 'reverse_each':
      if (!block) break;
      // the receiver, as each answers it
      return whenDone(toList(src), (items) => whenDone(each(items.reverse(), block, loc), () => self));
    case 'cycle':
      if (!block) break;
      return whenDone(toList(src), (items) => cycle(items, args[0] ?? null, block, loc));
  }
  return undefined;
}

/** Up to `n` items from the start (first(n), take(n)): stops the source there. */
function takeN(src: Source, n: number): Maybe<Value[]> {
  const out: Value[] = [];
  if (n === 0) return out;
  return whenDone(
    until(src, (v) => {
      out.push(pack(v));
      return out.length >= n;
    }),
    () => out,
  );
}

/**
 * sort_by, min_by, max_by, minmax_by over [key, item] pairs: sorted stably
 * by key; one min_by/max_by is the first best item, max_by(n) the last n of
 * the ascending order reversed (as JRuby answers ties).
 */
function byKey(name: string, pairs: Array<[Value, Value]>, args: Value[], loc: Loc): Value {
  if (name !== 'sort_by' && name !== 'minmax_by' && !(args.length && args[0] !== null)) {
    if (!pairs.length) return null;
    return best(pairs, (x, b) => order(x[0], b[0], loc), name === 'max_by')[1];
  }
  const sorted = (mergeSortSync(pairs, (a, b) => order((a as Value[])[0], (b as Value[])[0], loc)) as Array<[Value, Value]>).map((p) => p[1]);
  if (name === 'sort_by') return sorted;
  if (name === 'minmax_by') {
    if (!pairs.length) return [null, null];
    return [best(pairs, (x, b) => order(x[0], b[0], loc), false)[1], best(pairs, (x, b) => order(x[0], b[0], loc), true)[1]];
  }
  if (name === 'max_by') sorted.reverse();
  return sorted.slice(0, Number(integerArg(args[0], loc)));
}

/** The first greatest (or least) item: each later one replaces it only when strictly better, compared as (later, best). */
function best<T>(items: T[], cmp: (x: T, b: T) => number, max: boolean): T {
  let b = items[0];
  for (let i = 1; i < items.length; i++) {
    const c = cmp(items[i], b);
    if (max ? c > 0 : c < 0) b = items[i];
  }
  return b;
}

/** inject/reduce: `(init)`, `(:sym)`, `(init, :sym)` or a block; nil over nothing without init. */
function inject(src: Source, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value> {
  let acc: Value | undefined;
  let op: ((a: Value, b: Value) => Maybe<Value>) | undefined;
  if (args.length === 2) {
    acc = args[0];
    op = symbolCall(args[1], loc);
  } else if (args.length === 1 && !block) op = symbolCall(args[0], loc);
  else {
    if (args.length === 1) acc = args[0];
    if (!block) throw new ShellError('ARGUMENT_ERROR', 'wrong number of arguments (given 0, expected 1..2)', { loc, rubyClass: 'LocalJumpError' });
    op = (a, b) => block([a, b]);
  }
  const f = op;
  return whenDone(
    forEach(src, (v) => {
      const item = pack(v);
      if (acc === undefined) {
        acc = item;
        return undefined;
      }
      return whenDone(f(acc, item), (r) => void (acc = r));
    }),
    () => acc ?? null,
  );
}

/** Array#to_h and Enumerable#to_h: each item (or the block's answer) a [key, value] pair. */
export function toHash(items: Value[], block: RubyBlock | null, loc: Loc, enumerableWording = false): Maybe<RHash> {
  const h = new RHash();
  const add = (pair: Value, i: number) => {
    // Array#to_h names the position; Enumerable#to_h (an Enumerator's, a Range's) does not
    if (!Array.isArray(pair)) throw new ShellError('TYPE_ERROR', enumerableWording ? `wrong element type ${rubyClass(pair)} (expected array)` : `wrong element type ${rubyClass(pair)} at ${i} (expected array)`, { loc });
    if (pair.length !== 2) throw new ShellError('ARGUMENT_ERROR', enumerableWording ? `element has wrong array length (expected 2, was ${pair.length})` : `wrong array length at ${i} (expected 2, was ${pair.length})`, { loc });
    h.set(pair[0], pair[1]);
  };
  if (!block) {
    items.forEach(add);
    return h;
  }
  let i = 0;
  return whenDone(
    listSource(items)((v) => whenDone(block(v), (r) => add(r, i++))),
    () => h,
  );
}

/** chunk_while / slice_when: runs of neighbours the block joins (or splits), as arrays. */
function chunkWhile(items: Value[], split: boolean, block: RubyBlock): Maybe<Value[]> {
  const out: Value[][] = [];
  if (!items.length) return out;
  let run: Value[] = [items[0]];
  out.push(run);
  let i = 1;
  const pairs = (function* () {
    for (; i < items.length; i++) yield i;
  })();
  return whenDone(
    loop(pairs, (j) =>
      whenDone(block([items[j - 1], items[j]]), (r) => {
        if (truthy(r) === split) out.push((run = [items[j]]));
        else run.push(items[j]);
      }),
    ),
    () => out,
  );
}

/** zip: tuples of each item with the others' items at the same index (nil past their end). */
function zip(items: Value[], args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value> {
  return whenDone(zipArgs(args, loc), (others) => {
    allocArray(items.length, loc);
    const tuples: Value[] = items.map((x, i) => [x, ...others.map((o) => o[i] ?? null)]);
    if (!block) return tuples;
    return whenDone(each(tuples, block, loc), () => null);
  });
}

/** uniq: the first item of each `eql?` class (of the block's answer when given), in O(n) through a Hash. */
export function uniq(items: Value[], block: RubyBlock | null): Maybe<Value[]> {
  const seen = new RHash();
  const out: Value[] = [];
  return whenDone(
    listSource(items)((v) =>
      whenDone(block ? block(v) : v[0], (k) => {
        if (seen.lookup(k) !== undefined) return;
        seen.set(k, true);
        out.push(v[0]);
      }),
    ),
    () => out,
  );
}

/** cycle(n): the items n times over (forever without n, until the block breaks); nil. */
function cycle(items: Value[], times: Value, block: RubyBlock, loc: Loc): Maybe<Value> {
  if (!items.length) return null;
  const n = times === null ? Infinity : Number(integerArg(times, loc));
  const all = (function* () {
    for (let k = 0; k < n; k++) yield* items;
  })();
  return whenDone(
    loop(all, (x) => block([x])),
    () => null,
  );
}

/**
 * Range membership, here because `===` (any?(pattern), case/when) needs it
 * as much as range.ts does.
 *
 * Range#cover? (and include?/=== for numeric ranges): between the ends by `<=>`. */
export function covers(r: RRange, v: Value): boolean {
  const lo = compare(r.from, v);
  if (lo === null || lo > 0) return false;
  if (r.to === null) return true;
  const hi = compare(v, r.to);
  if (hi === null) return false;
  return r.exclusive ? hi < 0 : hi <= 0;
}

/** Range#include?: cover for numbers (and one-character strings), else a member of its values (Ruby 2.6's String ranges iterate). */
export function includes(r: RRange, v: Value): boolean {
  const isNum = (x: Value) => typeof x === 'bigint' || typeof x === 'number';
  if (isNum(r.from) || isNum(r.to) || r.to === null) return covers(r, v);
  if (isString(r.from) && isString(r.to)) {
    if (!isString(v)) return false;
    // range_include's one-character case: only a one-character string is a member
    if (r.from.length === 1 && r.to.length === 1) return v.length === 1 && covers(r, v);
    for (const x of r.values()) if (rubyEqual(x, v)) return true;
    return false;
  }
  return covers(r, v);
}

/** Enumerable#chunk: runs of consecutive items with the same block value, as [value, items]; nil and :_separator drop the item. */
function chunk(items: Value[], block: RubyBlock): Maybe<Value[]> {
  const out: Value[] = [];
  let key: Value = null;
  let run: Value[] | null = null;
  return whenDone(
    loop(items[Symbol.iterator](), (x) =>
      whenDone(block([x]), (k) => {
        if (k === null || (k instanceof RSymbol && k.name === '_separator')) {
          run = null;
          return;
        }
        if (run && rubyEqual(k, key)) run.push(x);
        else {
          key = k;
          run = [x];
          out.push([k, run]);
        }
      }),
    ),
    () => out,
  );
}

/**
 * Ruby's `===` for any?/all?/none?/one?(pattern) and grep: a Range covers, a
 * Regexp matches a String or Symbol, a class or module holds its instances
 * (Module#===), else `==`. (A user's own `===` is the dispatcher's: object.ts.)
 */
export function caseEqual(pattern: Value, v: Value, loc: Loc): boolean {
  if (pattern instanceof RRange) return includes(pattern, v);
  if (pattern instanceof RRegexp) return regexpCaseEq(pattern, v, { lastMatch: null }, loc);
  if (pattern instanceof RModule) return pattern.space.isA(v, pattern);
  return rubyEqual(pattern, v);
}

/** Enumerator's methods; the Enumerable ones over what it yields; undefined when it has no such method. */
export function enumeratorMethod(e: REnumerator, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value | undefined> {
  if (e instanceof LazyEnumerator) {
    const own = e.own(e, name, args, block, loc);
    if (own !== undefined) return own;
  }
  switch (name) {
    case 'each':
      if (!block) return e;
      return e.each(block);
    case 'next':
    case 'peek':
      return e.next(name === 'next', loc);
    case 'rewind':
      e.rewind();
      return e;
    case 'size':
      return e.size();
    case 'with_index':
    case 'each_with_index': {
      const offset = name === 'with_index' && args.length && args[0] !== null ? integerArg(args[0], loc) : 0n;
      if (!block) return enumFor(e, name, args, (b) => withIndex(e, offset, b, loc), e.size);
      return withIndex(e, offset, block, loc);
    }
    case 'with_object':
    case 'each_with_object': {
      const memo = args[0] ?? null;
      if (!block) return enumFor(e, name, args, (b) => withObject(e, memo, b, loc), e.size);
      return withObject(e, memo, block, loc);
    }
    case 'inspect':
    case 'to_s':
      return Buffer.from(e.inspect(inspect), 'utf8');
  }
  const src: Source = (f) => e.each((v) => f(v) as Maybe<Value>);
  if (!block && blocklessEnumerates(name, args)) return blocklessEnumerator(e, name, args, (b) => enumeratorMethod(e, name, args, b, loc), e.size);
  return enumerable(e, src, name, args, block, loc);
}

/** Enumerator#with_index(offset): the method's block gets each value and its index; answers what the method answers. */
function withIndex(e: REnumerator, offset: bigint, block: RubyBlock, loc: Loc): Maybe<Value> {
  let i = offset;
  return e.each((values) => yieldTo(block, [pack(values), i++], loc));
}

/** Enumerator#with_object(memo): the block gets each value and memo; answers memo. */
function withObject(e: REnumerator, memo: Value, block: RubyBlock, loc: Loc): Maybe<Value> {
  return whenDone(e.each((values) => yieldTo(block, [pack(values), memo], loc)), () => memo);
}

/** The dispatcher's shape (object.ts's `send`): handed to symbolToProc by its caller. */
export type Send = (recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc) => Maybe<Value>;

/** `&:name` as a block: calls the method `name` on the first value yielded, with the rest as arguments. */
export function symbolToProc(sym: RSymbol, loc: Loc, send: Send): RubyBlock {
  const name = sym.name;
  return (values) => {
    if (!values.length) throw new ShellError('ARGUMENT_ERROR', 'no receiver given', { loc });
    const [recv, ...rest] = values;
    if (rest.length === 1 && OPERATORS.has(name)) return binop(name as BinaryOperator, recv, rest[0], loc);
    return send(recv, name, rest, null, loc);
  };
}
