/**
 * Hash's methods, as Ruby 2.6 defines the ones lab scripts use (keys by
 * `eql?`, insertion order kept; the Enumerable ones over [key, value] pairs).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, type Value, eql, rubyEqual, truthy } from './values.js';
import { inspect } from './inspect.js';
import { type RubyBlock, each, enumerable, yieldTo } from './enumerable.js';

/** Hash's methods; undefined when Hash has no such method here. */
export async function hashMethod(h: RHash, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value | undefined> {
  const pairs = (): Value[] => h.entries.map(([k, v]) => [k, v]);
  switch (name) {
    case 'each':
    case 'each_pair':
      await each(pairs(), block, loc);
      return h;
    case 'each_with_index':
      await enumerable(pairs(), name, args, block, loc);
      return h;
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
      return h.lookup(args[0] ?? null) !== undefined;
    case 'value?':
    case 'has_value?':
      return h.entries.some(([, v]) => rubyEqual(v, args[0] ?? null));
    case '[]':
      return h.lookup(args[0] ?? null) ?? null;
    case '[]=':
    case 'store':
      h.set(args[0] ?? null, args[1] ?? null);
      return args[1] ?? null;
    case 'fetch': {
      const v = h.lookup(args[0] ?? null);
      if (v !== undefined) return v;
      if (block) return yieldTo(block, [args[0] ?? null], loc);
      if (args.length > 1) return args[1];
      throw new ShellError('ARGUMENT_ERROR', `key not found: ${inspect(args[0] ?? null)}`, { loc, rubyClass: 'KeyError' });
    }
    case 'delete': {
      const i = h.entries.findIndex(([k]) => eql(k, args[0] ?? null));
      if (i < 0) return null;
      return h.entries.splice(i, 1)[0][1];
    }
    case 'merge': {
      const out = new RHash(h.entries.map(([k, v]) => [k, v]));
      for (const other of args) if (other instanceof RHash) for (const [k, v] of other.entries) out.set(k, v);
      return out;
    }
    case 'to_a':
      return pairs();
    case 'select':
    case 'filter':
    case 'reject': {
      if (!block) break;
      const out = new RHash();
      for (const [k, v] of h.entries) if (truthy(await yieldTo(block, [[k, v]], loc)) === (name !== 'reject')) out.set(k, v);
      return out;
    }
    case 'dup':
    case 'clone':
      return new RHash(h.entries.map(([k, v]) => [k, v]));
  }
  return enumerable(pairs(), name, args, block, loc);
}
