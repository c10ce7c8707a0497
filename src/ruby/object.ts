/**
 * A method call on a core value (`recv.name(args) { block }`): the methods
 * of its class (string.ts, numeric.ts, array.ts, hash.ts, range.ts), then
 * the ones every object has (`to_s`, `inspect`, `nil?`, `class`, `==`, …),
 * else Ruby's NoMethodError. The evaluator calls it for everything but a
 * table reference, whose methods are shell commands.
 */
import { type SourceLocation as Loc } from '../errors.js';
import { JavaObject, RHash, RRange, RTime, type Value, isString, rubyClass, rubyEqual, str, truthy } from './values.js';
import { inspect } from './inspect.js';
import { toInteger, toS } from './coerce.js';
import { noMethod } from './raise.js';
import { stringIterate, stringMethod } from './string.js';
import { timeMethod } from './time.js';
import { floatMethodAsync, integerMethod } from './numeric.js';
import { arrayMethod } from './array.js';
import { hashMethod } from './hash.js';
import { rangeMethod } from './range.js';
import type { RubyBlock } from './enumerable.js';

/** `recv.name(*args, &block)` on any value but a table reference. */
export async function send(recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value> {
  let out: Value | undefined;
  if (recv instanceof RRange) out = await rangeMethod(recv, name, args, block, loc);
  else if (Array.isArray(recv)) out = await arrayMethod(recv, name, args, block, loc);
  // A Java collection is Enumerable in JRuby (each, map, size, include?, to_a …).
  else if (recv instanceof JavaObject && recv.items && name !== 'to_s' && name !== 'inspect') out = await arrayMethod(recv.items, name, args, block, loc);
  else if (recv instanceof RHash) out = await hashMethod(recv, name, args, block, loc);
  else if (typeof recv === 'bigint') out = await integerMethod(recv, name, args, block, loc);
  else if (isString(recv)) {
    out = stringMethod(recv, name, args, loc);
    if (out === undefined) out = await stringIterate(recv, name, args, block, loc);
  } else if (typeof recv === 'number') out = await floatMethodAsync(recv, name, args, block, loc);
  else if (recv instanceof RTime) out = timeMethod(recv, name, args, loc);
  if (out !== undefined) return out;
  switch (name) {
    case 'to_s':
      return toS(recv);
    case 'inspect':
      return str(inspect(recv));
    case 'to_i':
      return toInteger(recv, loc, false);
    case 'to_f':
      if (typeof recv === 'bigint') return Number(recv);
      if (typeof recv === 'number') return recv;
      if (recv instanceof RTime) return Number(recv.ms) / 1000;
      if (isString(recv)) return parseFloat(recv.toString('latin1')) || 0;
      break;
    case 'nil?':
      return recv === null;
    case 'class':
      return str(rubyClass(recv));
    case '==':
      return rubyEqual(recv, args[0] ?? null);
    case '!=':
      return !rubyEqual(recv, args[0] ?? null);
    case '!':
      return !truthy(recv);
  }
  if (recv instanceof RTime && name === 'to_i') return recv.ms / 1000n;
  if (recv === null && name === 'to_a') return [];
  throw noMethod(name, `${inspect(recv)}:${rubyClass(recv)}`, loc);
}
