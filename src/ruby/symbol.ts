/**
 * Symbol's methods, as Ruby 2.6 (string.c's sym_*) defines the ones shell
 * users touch: most answer what the same String method answers of its name
 * (`:ab.length`, `:a.upcase` → `:A`); `&:sym`'s block is enumerable.ts's symbolToProc.
 */
import { type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value, str } from './values.js';
import { inspectSymbol } from './inspect.js';
import { sliceOf } from './indexing.js';
import { succ } from './string-succ.js';

/** Symbol's methods; undefined when Symbol has no such method here. */
export function symbolMethod(s: RSymbol, name: string, args: Value[], loc: Loc): Value | undefined {
  const arg = args[0] ?? null;
  switch (name) {
    case 'to_s':
    case 'id2name':
    case 'name':
      return str(s.name);
    case 'to_sym':
      return s;
    case 'inspect':
      return str(inspectSymbol(s.name));
    case 'length':
    case 'size':
      return BigInt([...s.name].length);
    case 'empty?':
      return s.name.length === 0;
    case 'upcase':
      return new RSymbol(s.name.toUpperCase());
    case 'downcase':
      return new RSymbol(s.name.toLowerCase());
    case 'capitalize':
      return new RSymbol(s.name.charAt(0).toUpperCase() + s.name.slice(1).toLowerCase());
    case 'swapcase':
      return new RSymbol([...s.name].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join(''));
    case 'succ':
    case 'next':
      return new RSymbol(succ(str(s.name)).toString('utf8'));
    case '<=>':
      if (!(arg instanceof RSymbol)) return null;
      return s.name < arg.name ? -1n : s.name > arg.name ? 1n : 0n;
    case '==':
    case '===':
    case 'eql?':
    case 'equal?':
      return arg instanceof RSymbol && arg.name === s.name;
    case '[]':
    case 'slice': {
      const r = sliceOf([...s.name], args, loc);
      if (r === null) return null;
      return str(Array.isArray(r) ? r.join('') : r);
    }
  }
  return undefined;
}
