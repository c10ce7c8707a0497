/**
 * Array's methods, as Ruby 2.6 defines the ones lab scripts use (the
 * Enumerable ones in enumerable.ts, indexing in indexing.ts).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, eql, rubyEqual } from './values.js';
import { integerArg } from './coerce.js';
import { flatten, join } from './operators.js';
import { allocArray } from './memory.js';
import { arraySet, slice } from './indexing.js';
import { type RubyBlock, each, enumerable } from './enumerable.js';

/** A size argument (`first(n)`, `take(n)`): an Integer, not negative (`negative array size`). */
export function count(v: Value, loc: Loc): number {
  const n = integerArg(v, loc);
  if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative array size', { loc });
  return Number(n);
}

/** Array's methods; undefined when Array has no such method here. */
export async function arrayMethod(a: Value[], name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value | undefined> {
  switch (name) {
    case 'each':
      await each(a, block, loc);
      return a;
    case 'each_with_index':
      await enumerable(a, name, args, block, loc);
      return a;
    case 'length':
    case 'size':
      return BigInt(a.length);
    case 'empty?':
      return a.length === 0;
    case 'first':
      if (args.length) return a.slice(0, count(args[0], loc));
      return a[0] ?? null;
    case 'last':
      if (args.length) {
        const n = count(args[0], loc);
        return n === 0 ? [] : a.slice(-n);
      }
      return a[a.length - 1] ?? null;
    case 'join':
      return join(a, args[0] ?? null, loc);
    case 'reverse':
      return a.slice().reverse();
    case 'push':
    case 'append':
      allocArray(a.length + args.length, loc);
      a.push(...args);
      return a;
    case '<<':
      allocArray(a.length + 1, loc);
      a.push(args[0] ?? null);
      return a;
    case 'pop':
      return a.length ? a.pop()! : null;
    case 'shift':
      return a.length ? a.shift()! : null;
    case 'unshift':
    case 'prepend':
      allocArray(a.length + args.length, loc);
      a.unshift(...args);
      return a;
    case 'index':
    case 'find_index': {
      const i = a.findIndex((x) => rubyEqual(x, args[0] ?? null));
      return i < 0 ? null : BigInt(i);
    }
    case 'delete': {
      const v = args[0] ?? null;
      let found: Value | undefined;
      for (let i = a.length - 1; i >= 0; i--) {
        if (rubyEqual(a[i], v)) {
          found = a[i];
          a.splice(i, 1);
        }
      }
      return found === undefined ? null : found;
    }
    case 'uniq': {
      const out: Value[] = [];
      for (const x of a) if (!out.some((y) => eql(x, y))) out.push(x);
      return out;
    }
    case 'compact':
      return a.filter((x) => x !== null);
    case 'flatten':
      return flatten(a, loc);
    case 'take':
      return a.slice(0, count(args[0] ?? null, loc));
    case 'drop':
      return a.slice(count(args[0] ?? null, loc));
    case '[]':
    case 'slice':
      return slice(a, args, loc);
    case '[]=':
      return arraySet(a, args, loc);
    case 'dup':
    case 'clone':
      return a.slice();
  }
  return enumerable(a, name, args, block, loc);
}
