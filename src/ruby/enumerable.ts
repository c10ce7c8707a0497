/**
 * Blocks as core methods see them, and the Enumerable methods Array, Range
 * and Hash share (`map`, `select`, `sort_by`, `inject`, …). A block is a
 * function the evaluator hands in: it runs the block's body (and handles
 * `next`, `break` and interrupts); these methods only decide what to yield.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, type Value, rubyClass, rubyEqual, truthy } from './values.js';
import { cmpName } from './raise.js';
import { binop, compare } from './operators.js';
import { inspect } from './inspect.js';
import { type REnumerator, enumFor, pack } from './enumerator.js';

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

/** Enumerable methods shared by Array, Range and Hash (whose items are [key, value] pairs). */
export async function enumerable(items: Value[], name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value | undefined> {
  switch (name) {
    case 'map':
    case 'collect': {
      if (!block) break;
      const out: Value[] = [];
      for (const item of items) out.push(await yieldTo(block, [item], loc));
      return out;
    }
    case 'each_with_index': {
      if (!block) break;
      let i = 0n;
      for (const item of items) await yieldTo(block, [item, i++], loc);
      return undefined;
    }
    case 'select':
    case 'filter':
    case 'reject': {
      if (!block) break;
      const out: Value[] = [];
      for (const item of items) if (truthy(await yieldTo(block, [item], loc)) === (name !== 'reject')) out.push(item);
      return out;
    }
    case 'find':
    case 'detect':
      if (!block) break;
      for (const item of items) if (truthy(await yieldTo(block, [item], loc))) return item;
      return null;
    case 'any?':
    case 'all?':
    case 'none?': {
      let hits = 0;
      for (const item of items) if (truthy(block ? await yieldTo(block, [item], loc) : item)) hits++;
      if (name === 'any?') return hits > 0;
      if (name === 'none?') return hits === 0;
      return hits === items.length;
    }
    case 'count':
      if (block) {
        let n = 0n;
        for (const item of items) if (truthy(await yieldTo(block, [item], loc))) n++;
        return n;
      }
      if (args.length) return BigInt(items.filter((x) => rubyEqual(x, args[0])).length);
      return BigInt(items.length);
    case 'include?':
    case 'member?':
      return items.some((x) => rubyEqual(x, args[0] ?? null));
    case 'to_a':
    case 'entries':
      return items.slice();
    case 'sort':
      return sort(items, block, loc);
    case 'sort_by': {
      if (!block) break;
      const keyed: Value[] = [];
      for (const item of items) keyed.push([await yieldTo(block, [item], loc), item]);
      const sorted = await sort(keyed, null, loc, (p) => (p as Value[])[0]);
      return sorted.map((p) => (p as Value[])[1]);
    }
    case 'min':
    case 'max': {
      const sorted = await sort(items, block, loc);
      return (name === 'min' ? sorted[0] : sorted[sorted.length - 1]) ?? null;
    }
    case 'sum': {
      let acc: Value = args[0] ?? 0n;
      for (const item of items) acc = binop('+', acc, block ? await yieldTo(block, [item], loc) : item, loc);
      return acc;
    }
    case 'inject':
    case 'reduce': {
      if (!block) break;
      let acc: Value | undefined = args[0];
      for (const item of items) acc = acc === undefined ? item : await yieldTo(block, [acc, item], loc);
      return acc ?? null;
    }
    case 'each_slice': {
      const n = Number(args[0] ?? 0n);
      if (!(n > 0)) throw new ShellError('ARGUMENT_ERROR', 'invalid slice size', { loc });
      const slices: Value[] = [];
      for (let i = 0; i < items.length; i += n) slices.push(items.slice(i, i + n));
      if (!block) return slices;
      await each(slices, block, loc);
      return null;
    }
    case 'group_by': {
      if (!block) break;
      const groups = new RHash();
      for (const item of items) {
        const k = await yieldTo(block, [item], loc);
        const g = groups.lookup(k);
        if (g === undefined) groups.set(k, [item]);
        else (g as Value[]).push(item);
      }
      return groups;
    }
  }
  return undefined;
}

/** A merge sort (the block, when given, is async): Ruby's `<=>`, or the block's answer. */
export async function sort(items: Value[], block: RubyBlock | null, loc: Loc, key: (v: Value) => Value = (v) => v): Promise<Value[]> {
  const cmp = async (a: Value, b: Value): Promise<number> => {
    if (block) {
      const r = await yieldTo(block, [a, b], loc);
      if (typeof r !== 'bigint' && typeof r !== 'number') throw new ShellError('ARGUMENT_ERROR', `comparison of ${rubyClass(a)} with ${cmpName(b)} failed`, { loc });
      return Number(r);
    }
    const r = compare(key(a), key(b));
    if (r === null) throw new ShellError('ARGUMENT_ERROR', `comparison of ${rubyClass(key(a))} with ${cmpName(key(b))} failed`, { loc });
    return r;
  };
  const sortPart = async (xs: Value[]): Promise<Value[]> => {
    if (xs.length <= 1) return xs.slice();
    const mid = xs.length >> 1;
    const a = await sortPart(xs.slice(0, mid));
    const b = await sortPart(xs.slice(mid));
    const out: Value[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) out.push((await cmp(a[i], b[j])) <= 0 ? a[i++] : b[j++]);
    while (i < a.length) out.push(a[i++]);
    while (j < b.length) out.push(b[j++]);
    return out;
  };
  return sortPart(items);
}

/** Enumerator's methods; the Enumerable ones over what it yields; undefined when it has no such method. */
export function enumeratorMethod(e: REnumerator, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value | undefined> {
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
      const offset = name === 'with_index' && args.length && args[0] !== null ? args[0] : 0n;
      if (typeof offset !== 'bigint') throw new ShellError('TYPE_ERROR', `no implicit conversion of ${inspect(offset)} into Integer`, { loc });
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
  return whenDone(e.toArray(), (items) => enumerable(items, name, args, block, loc));
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
