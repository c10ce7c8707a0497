/**
 * `[]` and `[]=` over a sequence, as Array#[] / Array#[]= and String#[]
 * (over its characters) define them: an index, `start, length`, or a Range.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RRange, type Value, rubyClass } from './values.js';
import { integerArg } from './coerce.js';

/**
 * `x[i]`, `x[start, length]`, `x[range]` over a sequence (array items or
 * string characters), as Array#[] / String#[]: negative positions count from
 * the end; out of range is nil; a start equal to the length gives an empty slice.
 */
export function sliceOf<T>(items: T[], args: Value[], loc: Loc): T | T[] | null {
  const size = items.length;
  const a0 = args[0] ?? null;
  if (args.length === 2) {
    let start = Number(integerArg(a0, loc));
    const len = Number(integerArg(args[1], loc));
    if (start < 0) start += size;
    if (start < 0 || start > size || len < 0) return null;
    return items.slice(start, start + len);
  }
  if (args.length !== 1) throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 1..2)`, { loc });
  if (a0 instanceof RRange) {
    let start = Number(integerArg(a0.from, loc));
    // an endless range (`a[1..]`) runs to the end
    let end = a0.to === null ? size : Number(integerArg(a0.to, loc));
    if (start < 0) start += size;
    if (start < 0 || start > size) return null;
    if (end < 0) end += size;
    if (!a0.exclusive && a0.to !== null) end += 1;
    return items.slice(start, Math.max(start, end));
  }
  let i = Number(integerArg(a0, loc));
  if (i < 0) i += size;
  return i >= 0 && i < size ? items[i] : null;
}

/** Array#[]. */
export function slice(a: Value[], args: Value[], loc: Loc): Value {
  return sliceOf(a, args, loc) as Value;
}

/** `a[i] = v`, `a[start, len] = v`, `a[range] = v`. */
export function arraySet(a: Value[], args: Value[], loc: Loc): Value {
  const value = args[args.length - 1];
  const where = args.slice(0, -1);
  if (where.length === 1 && !(where[0] instanceof RRange)) {
    let i = Number(integerArg(where[0], loc));
    if (i < 0) {
      if (i + a.length < 0) throw new ShellError('ARGUMENT_ERROR', `index ${i} too small for array; minimum: -${a.length}`, { loc, rubyClass: 'IndexError' });
      i += a.length;
    }
    while (a.length < i) a.push(null);
    a[i] = value;
    return value;
  }
  let start: number;
  let len: number;
  if (where.length === 2) {
    start = Number(integerArg(where[0], loc));
    len = Number(integerArg(where[1], loc));
  } else if (where.length === 1 && where[0] instanceof RRange) {
    const r = where[0];
    start = Number(integerArg(r.from, loc));
    let end = r.to === null ? a.length - 1 : Number(integerArg(r.to, loc));
    if (start < 0) start += a.length;
    if (end < 0) end += a.length;
    len = Math.max(0, end - start + (r.exclusive && r.to !== null ? 0 : 1));
  } else throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 2..3)`, { loc });
  if (start < 0) start += a.length;
  if (start < 0) throw new ShellError('ARGUMENT_ERROR', `index ${start - a.length} too small for array`, { loc, rubyClass: 'IndexError' });
  while (a.length < start) a.push(null);
  a.splice(start, len, ...(Array.isArray(value) ? value : [value]));
  return value;
}

/**
 * `recv.dig(k, …)` (Array#dig, Hash#dig): `[]` step by step, stopping at nil;
 * TypeError on a value without dig (`Integer does not have #dig method`).
 */
export function dig(recv: Value, keys: Value[], loc: Loc): Value | Promise<Value> {
  if (!keys.length) throw new ShellError('ARGUMENT_ERROR', 'wrong number of arguments (given 0, expected 1+)', { loc });
  let cur: Value = recv;
  for (let i = 0; i < keys.length; i++) {
    if (cur === null) return null;
    if (Array.isArray(cur)) cur = slice(cur, [keys[i]], loc);
    else if (cur instanceof RHash) {
      const v = cur.lookup(keys[i]);
      if (v === undefined && cur.defaultProc) {
        const rest = keys.slice(i + 1);
        const got = cur.defaultProc([cur, keys[i]]);
        if (!rest.length) return got;
        return Promise.resolve(got).then((g) => dig(g, rest, loc));
      }
      cur = v ?? cur.default;
    } else throw new ShellError('TYPE_ERROR', `${rubyClass(cur)} does not have #dig method`, { loc });
  }
  return cur;
}
