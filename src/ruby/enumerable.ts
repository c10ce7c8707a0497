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

/** A Ruby block: called with the values yielded to it, answers the block's value. */
export type RubyBlock = (values: Value[]) => Promise<Value>;

/** `yield`: calls the block, or raises Ruby's `no block given (yield)`. */
export function yieldTo(block: RubyBlock | null, values: Value[], loc: Loc): Promise<Value> {
  if (!block) return Promise.reject(new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc }));
  return block(values);
}

/** Calls the block once per item; `each` and friends return the receiver. */
export async function each(items: Iterable<Value>, block: RubyBlock | null, loc: Loc): Promise<void> {
  if (!block) throw new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc });
  for (const item of items) await yieldTo(block, [item], loc);
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
