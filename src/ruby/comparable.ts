/**
 * Comparable (Ruby 2.6): `< <= == > >= between? clamp`, each from the
 * receiver's `<=>`. A `<=>` answering nil fails the comparison with JRuby's
 * ArgumentError `comparison of Foo with Foo failed` (the value named as
 * `cmpName` names it: `comparison of W with 3 failed`); `==` answers false
 * instead, and true for the same object without asking.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value } from './values.js';
import { cmpName } from './raise.js';
import type { RModule } from './classes.js';
import { andThen, send } from './object.js';
import { method } from './object-methods.js';
import type { Runtime } from './runtime.js';

type Fn = (rt: Runtime, self: Value, args: Value[], block: null, loc: Loc) => Value | Promise<Value>;

const COMPARABLE: Record<string, [Fn, number, number]> = {
  '==': [(rt, self, [o], _b, loc) => (self === o ? true : andThen(send(self, '<=>', [o], null, loc, rt), (c) => c !== null && sign(c, self, o, loc) === 0)), 1, 1],
  '<': [(rt, self, [o], _b, loc) => andThen(cmp(rt, self, o, loc), (c) => c < 0), 1, 1],
  '<=': [(rt, self, [o], _b, loc) => andThen(cmp(rt, self, o, loc), (c) => c <= 0), 1, 1],
  '>': [(rt, self, [o], _b, loc) => andThen(cmp(rt, self, o, loc), (c) => c > 0), 1, 1],
  '>=': [(rt, self, [o], _b, loc) => andThen(cmp(rt, self, o, loc), (c) => c >= 0), 1, 1],
  'between?': [(rt, self, [lo, hi], _b, loc) => andThen(cmp(rt, self, lo, loc), (a) => (a < 0 ? false : andThen(cmp(rt, self, hi, loc), (b) => b <= 0))), 2, 2],
  clamp: [(rt, self, [lo, hi], _b, loc) => clamp(rt, self, lo, hi, loc), 2, 2],
};

export function installComparable(rt: Runtime, comparable: RModule): void {
  for (const [name, [fn, min, max]] of Object.entries(COMPARABLE)) comparable.defineMethod(name, method(rt, name, fn as never, min, max));
}

/** `self <=> o` as -1, 0 or 1; ArgumentError when it is nil. */
function cmp(rt: Runtime, self: Value, o: Value, loc: Loc): number | Promise<number> {
  return andThen(send(self, '<=>', [o], null, loc, rt), (c) => {
    if (c === null) throw failed(self, o, loc);
    return sign(c, self, o, loc);
  });
}

/** What `<=>` answered, as its sign (an Integer or a Float; anything else fails the comparison). */
function sign(c: Value, self: Value, o: Value, loc: Loc): number {
  if (typeof c === 'bigint') return c < 0n ? -1 : c > 0n ? 1 : 0;
  if (typeof c === 'number') return Math.sign(c);
  throw failed(self, o, loc);
}

function failed(self: Value, o: Value, loc: Loc): ShellError {
  return new ShellError('ARGUMENT_ERROR', `comparison of ${cmpName(self)} with ${cmpName(o)} failed`, { loc });
}

/** `x.clamp(min, max)`: min when below, max when above, else x; `min argument must be smaller than max argument`. */
function clamp(rt: Runtime, self: Value, lo: Value, hi: Value, loc: Loc): Value | Promise<Value> {
  return andThen(cmp(rt, lo, hi, loc), (order) => {
    if (order > 0) throw new ShellError('ARGUMENT_ERROR', 'min argument must be smaller than max argument', { loc });
    return andThen(cmp(rt, self, lo, loc), (a) => (a < 0 ? lo : andThen(cmp(rt, self, hi, loc), (b) => (b > 0 ? hi : self))));
  });
}
