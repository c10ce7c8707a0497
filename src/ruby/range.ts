/**
 * Range's methods (integer ranges, `1..10` and `0...n`), as Ruby 2.6
 * defines the ones lab scripts use; the rest as Enumerable over its values.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RRange, type Value } from './values.js';
import { join } from './operators.js';
import { allocArray } from './memory.js';
import { type RubyBlock, each, enumerable } from './enumerable.js';
import { count } from './array.js';
import { integerArg } from './coerce.js';

/** How many values the range holds. */
function sizeOf(r: RRange): bigint {
  const n = r.to - r.from + (r.exclusive ? 0n : 1n);
  return n > 0n ? n : 0n;
}

/** Up to `n` of the range's values from its `skip`th on (first(n), last(n) of a range of any size). */
function part(r: RRange, skip: bigint, n: bigint): RRange {
  const start = r.from + (skip > 0n ? skip : 0n);
  const end = r.from + sizeOf(r);
  return new RRange(start, start + n < end ? start + n : end, true);
}

/** The range's values as an Array: NoMemoryError past the Array cap, before any is made. */
function values(r: RRange, loc: Loc): bigint[] {
  allocArray(r.to - r.from + (r.exclusive ? 0n : 1n), loc);
  return [...r.values()];
}

/** Range's methods; undefined when Range has no such method here. */
export async function rangeMethod(r: RRange, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value | undefined> {
  switch (name) {
    case 'each':
      await each(r.values(), block, loc);
      return r;
    case 'step': {
      const step = args[0];
      if (typeof step !== 'bigint' || step <= 0n) throw new ShellError('ARGUMENT_ERROR', "step can't be negative or zero", { loc });
      await each(r.values(step), block, loc);
      return r;
    }
    case 'first':
      if (args.length) {
        // range.c's range_first sizes its Array first: rb_ary_new_capa's wording
        const n = integerArg(args[0], loc);
        if (n < 0n) throw new ShellError('ARGUMENT_ERROR', 'negative array size (or size too big)', { loc });
        return [...part(r, 0n, n).values()];
      }
      return r.from;
    case 'last':
      if (args.length) {
        const n = BigInt(count(args[0], loc));
        return [...part(r, sizeOf(r) - n, n).values()];
      }
      return r.to;
    case 'size':
    case 'length': // not Ruby's (Range has no length), but hsh has always answered it
      return sizeOf(r);
    case 'min':
    case 'max':
      if (block) break;
      if (sizeOf(r) === 0n) return null;
      return name === 'min' ? r.from : r.from + sizeOf(r) - 1n;
    case 'include?':
    case 'member?':
    case 'cover?': {
      const v = args[0] ?? null;
      if (typeof v !== 'bigint' && typeof v !== 'number') return false;
      return v >= r.from && (r.exclusive ? v < r.to : v <= r.to);
    }
    case 'join':
      return join(values(r, loc), args[0] ?? null, loc);
  }
  if (name === 'each_with_index') {
    await enumerable(values(r, loc), name, args, block, loc);
    return r;
  }
  return enumerable(values(r, loc), name, args, block, loc);
}
