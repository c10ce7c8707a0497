/**
 * Range's methods (integer ranges, `1..10` and `0...n`), as Ruby 2.6
 * defines the ones lab scripts use; the rest as Enumerable over its values.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RRange, type Value } from './values.js';
import { join } from './operators.js';
import { type RubyBlock, each, enumerable } from './enumerable.js';

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
      if (args.length) return [...r.values()].slice(0, Number(args[0]));
      return r.from;
    case 'last':
      if (args.length) return [...r.values()].slice(-Number(args[0]) || Infinity);
      return r.to;
    case 'size':
    case 'length': // not Ruby's (Range has no length), but hsh has always answered it
      return BigInt([...r.values()].length);
    case 'min':
    case 'max':
      if (block) break;
      {
        const all = [...r.values()];
        return (name === 'min' ? all[0] : all[all.length - 1]) ?? null;
      }
    case 'include?':
    case 'member?':
    case 'cover?': {
      const v = args[0] ?? null;
      if (typeof v !== 'bigint' && typeof v !== 'number') return false;
      return v >= r.from && (r.exclusive ? v < r.to : v <= r.to);
    }
    case 'join':
      return join([...r.values()], args[0] ?? null);
  }
  if (name === 'each_with_index') {
    await enumerable([...r.values()], name, args, block, loc);
    return r;
  }
  return enumerable([...r.values()], name, args, block, loc);
}
