/**
 * `freeze`, `frozen?` and the check every change makes first, for every
 * value: a user's object keeps the flag in its field (objects.ts); a core
 * value carries it as a property of its own (below).
 */
import { ShellError, type SourceLocation } from '../errors.js';
import type { Value } from './values.js';
import { RObject } from './objects.js';

/**
 * `freeze` of a core value: Strings are Buffers and Arrays JS arrays, which
 * have no field for it, so the flag is a property under this symbol on the
 * object itself (a copy, `dup`, starts unfrozen as in Ruby). Integers,
 * Floats, Symbols, nil, true and false are always frozen.
 */
const FROZEN = Symbol('frozen');

interface Freezable {
  [FROZEN]?: true;
}

export function isFrozen(v: Value): boolean {
  if (v instanceof RObject) return v.frozen;
  if (v === null || typeof v !== 'object') return true;
  // a Symbol says so itself (values.ts's RSymbol: this file builds on values.ts, so it asks rather than imports)
  return (v as Freezable)[FROZEN] === true || (v as { frozen?: unknown }).frozen === true;
}

export function freeze(v: Value): Value {
  if (v instanceof RObject) v.frozen = true;
  else if (v !== null && typeof v === 'object') (v as Freezable)[FROZEN] = true;
  return v;
}

/**
 * Before a change to `v`: Ruby 2.6's (JRuby 9.3's) FrozenError,
 * `can't modify frozen String` (Ruby 2.7 added the value; 2.6 names the class only).
 */
export function checkFrozen(v: Value, className: string, loc?: SourceLocation): void {
  if (isFrozen(v)) throw new ShellError('RUNTIME_ERROR', `can't modify frozen ${className}`, { loc, rubyClass: 'FrozenError' });
}
