/**
 * Integer's and Float's methods, as Ruby 2.6 defines the ones lab scripts
 * use (`times`, `upto`, `to_s(2)`, `round(2)`, …).
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RRange, type Value, str } from './values.js';
import { integerArg, toS } from './coerce.js';
import { binop } from './operators.js';
import { type RubyBlock, each, yieldTo } from './enumerable.js';

/** Integer's methods; undefined when Integer has no such method here. */
export async function integerMethod(n: bigint, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value | undefined> {
  switch (name) {
    case 'times':
      await each(new RRange(0n, n, true).values(), block, loc);
      return n;
    case 'upto':
    case 'downto': {
      const limit = integerArg(args[0] ?? null, loc);
      if (!block) throw new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc });
      if (name === 'upto') for (let i = n; i <= limit; i++) await yieldTo(block, [i], loc);
      else for (let i = n; i >= limit; i--) await yieldTo(block, [i], loc);
      return n;
    }
    case 'step': {
      const limit = integerArg(args[0] ?? null, loc);
      const step = args.length > 1 ? integerArg(args[1], loc) : 1n;
      if (step === 0n) throw new ShellError('ARGUMENT_ERROR', "step can't be 0", { loc });
      if (!block) throw new ShellError('ARGUMENT_ERROR', 'no block given (yield)', { loc });
      for (let i = n; step > 0n ? i <= limit : i >= limit; i += step) await yieldTo(block, [i], loc);
      return n;
    }
    case 'to_s':
    case 'inspect': {
      if (!args.length) return toS(n);
      const base = Number(integerArg(args[0], loc));
      if (!(base >= 2 && base <= 36)) throw new ShellError('ARGUMENT_ERROR', `invalid radix ${base}`, { loc });
      return str(n.toString(base));
    }
    case 'to_i':
    case 'to_int':
    case 'floor':
    case 'ceil':
    case 'round':
    case 'truncate':
      return n;
    case 'abs':
    case 'magnitude':
      return n < 0n ? -n : n;
    case 'chr':
      return Buffer.from([Number(n) & 0xff]);
    case 'succ':
    case 'next':
      return n + 1n;
    case 'pred':
      return n - 1n;
    case 'even?':
      return n % 2n === 0n;
    case 'odd?':
      return n % 2n !== 0n;
    case 'zero?':
      return n === 0n;
    case 'positive?':
      return n > 0n;
    case 'negative?':
      return n < 0n;
    case '[]': {
      // Integer#[]: the bit at that position.
      const bit = integerArg(args[0] ?? null, loc);
      return bit < 0n ? 0n : (n >> bit) & 1n;
    }
    case 'between?':
      return binop('>=', n, args[0] ?? null, loc) === true && binop('<=', n, args[1] ?? null, loc) === true;
  }
  return undefined;
}

/** Float's methods; undefined when Float has no such method here. */
export function floatMethod(f: number, name: string, args: Value[]): Value | undefined {
  switch (name) {
    case 'round': {
      const digits = args.length && typeof args[0] === 'bigint' ? Number(args[0]) : 0;
      if (digits > 0) {
        const m = 10 ** digits;
        return (Math.sign(f) * Math.round(Math.abs(f) * m)) / m;
      }
      return BigInt(Math.sign(f) * Math.round(Math.abs(f)));
    }
    case 'floor':
      return BigInt(Math.floor(f));
    case 'ceil':
      return BigInt(Math.ceil(f));
    case 'to_i':
    case 'truncate':
      return BigInt(Math.trunc(f));
    case 'abs':
      return Math.abs(f);
    case 'nan?':
      return Number.isNaN(f);
    case 'zero?':
      return f === 0;
  }
  return undefined;
}
