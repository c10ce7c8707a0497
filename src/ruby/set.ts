/**
 * Ruby's Set (`require 'set'`), as Ruby 2.6's set.rb makes it: an object
 * whose `@hash` holds each element as a key (so elements are equal by
 * `eql?`/`hash`, as Hash keys are), Enumerable over `each`.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, type Value } from './values.js';
import { RObject } from './objects.js';
import { type RClass, type RModule, builtin } from './classes.js';
import { inspect } from './inspect.js';
import { enumFor } from './enumerator.js';
import type { RubyBlock } from './enumerable.js';

const HASH = '@hash';

/** The set's elements' table (a Set made by `allocate` alone gets an empty one). */
function table(self: Value): RHash {
  const o = self as RObject;
  let h = o.ivars.get(HASH);
  if (!(h instanceof RHash)) o.ivars.set(HASH, (h = new RHash()));
  return h;
}

function isSet(v: Value, m: RModule): v is RObject {
  return v instanceof RObject && v.realClass.ancestors().includes(m);
}

const elements = (self: Value): Value[] => table(self).entries.map(([k]) => k);

/** A new Set of `self`'s class holding `items`. */
function made(self: Value, items: Iterable<Value>): RObject {
  const out = new RObject((self as RObject).realClass);
  const h = table(out);
  for (const x of items) h.set(x, true);
  return out;
}

/** The elements of an argument that is a Set or an Array (Ruby's `value must be enumerable` otherwise). */
function itemsOf(v: Value, m: RModule, loc: Loc): Value[] {
  if (isSet(v, m)) return elements(v);
  if (Array.isArray(v)) return v;
  throw new ShellError('ARGUMENT_ERROR', 'value must be enumerable', { loc });
}

/** Set's methods, into the class as the Runtime makes it. */
export function installSet(m: RModule): void {
  const def = (names: string[], fn: (self: RObject, args: Value[], block: RubyBlock | null, loc: Loc) => Value | Promise<Value>, arity = -1) => {
    for (const n of names) m.defineMethod(n, builtin((self, args, block, loc) => fn(self as RObject, args, block, loc), arity));
  };
  const setArg = (v: Value, loc: Loc): RObject => {
    if (!isSet(v, m)) throw new ShellError('ARGUMENT_ERROR', 'value must be a set', { loc });
    return v;
  };
  def(['initialize'], async (self, args, block, loc) => {
    const h = table(self);
    const from = args[0] ?? null;
    if (from === null) return null;
    for (const x of itemsOf(from, m, loc)) h.set(block ? await block([x]) : x, true);
    return null;
  });
  def(['add', '<<'], (self, args) => (table(self).set(args[0] ?? null, true), self), 1);
  def(['add?'], (self, args) => {
    const h = table(self);
    if (h.lookup(args[0] ?? null) !== undefined) return null;
    h.set(args[0] ?? null, true);
    return self;
  }, 1);
  def(['delete'], (self, args) => (table(self).delete(args[0] ?? null), self), 1);
  def(['delete?'], (self, args) => (table(self).delete(args[0] ?? null) ? self : null), 1);
  def(['include?', 'member?', '===', 'contain?'], (self, args) => table(self).lookup(args[0] ?? null) !== undefined, 1);
  def(['size', 'length'], (self) => BigInt(table(self).size), 0);
  def(['empty?'], (self) => table(self).size === 0, 0);
  def(['clear'], (self) => (table(self).clear(), self), 0);
  def(['to_a'], (self) => elements(self), 0);
  def(['dup', 'clone'], (self) => made(self, elements(self)), 0);
  def(['each'], async (self, _args, block) => {
    if (!block) return enumFor(self, 'each', [], async (b) => {
      for (const x of elements(self)) await b([x]);
      return self;
    });
    for (const x of elements(self)) await block([x]);
    return self;
  }, 0);
  def(['|', 'union', '+'], (self, args, _b, loc) => made(self, [...elements(self), ...itemsOf(args[0] ?? null, m, loc)]), 1);
  def(['&', 'intersection'], (self, args, _b, loc) => {
    const h = table(self);
    return made(self, itemsOf(args[0] ?? null, m, loc).filter((x) => h.lookup(x) !== undefined));
  }, 1);
  def(['-', 'difference'], (self, args, _b, loc) => {
    const other = made(self, itemsOf(args[0] ?? null, m, loc));
    return made(self, elements(self).filter((x) => table(other).lookup(x) === undefined));
  }, 1);
  // subset?: every element of the receiver in the other (a proper one: and the other larger)
  const within = (a: RObject, b: RObject) => elements(a).every((x) => table(b).lookup(x) !== undefined);
  def(['subset?', '<='], (self, args, _b, loc) => within(self, setArg(args[0] ?? null, loc)), 1);
  def(['superset?', '>='], (self, args, _b, loc) => within(setArg(args[0] ?? null, loc), self), 1);
  def(['proper_subset?', '<'], (self, args, _b, loc) => {
    const o = setArg(args[0] ?? null, loc);
    return table(self).size < table(o).size && within(self, o);
  }, 1);
  def(['proper_superset?', '>'], (self, args, _b, loc) => {
    const o = setArg(args[0] ?? null, loc);
    return table(o).size < table(self).size && within(o, self);
  }, 1);
  def(['disjoint?'], (self, args, _b, loc) => !elements(setArg(args[0] ?? null, loc)).some((x) => table(self).lookup(x) !== undefined), 1);
  def(['intersect?'], (self, args, _b, loc) => elements(setArg(args[0] ?? null, loc)).some((x) => table(self).lookup(x) !== undefined), 1);
  def(['=='], (self, args) => {
    const o = args[0] ?? null;
    return o === self || (isSet(o, m) && table(o).size === table(self).size && within(self, o));
  }, 1);
  const text = builtin((self) => Buffer.from(`#<Set: {${elements(self).map((x) => inspect(x)).join(', ')}}>`, 'utf8'), 0);
  // not flagged builtin: `p` and Array#inspect call an object's own inspect, not Kernel's
  for (const n of ['inspect', 'to_s']) m.defineMethod(n, { ...text, builtin: false });
  m.singleton().defineMethod('[]', builtin((cls, args) => {
    const out = new RObject(cls as RClass);
    const h = table(out);
    for (const x of args) h.set(x, true);
    return out;
  }));
}
