/**
 * Ruby's wording for the errors every core method raises: NoMethodError
 * (`undefined method `x' for 1:Integer`), and how a value is named in a
 * TypeError (`no implicit conversion of nil into String`) or a failed
 * comparison (`comparison of Integer with "a" failed`).
 */
import { ShellError, type SourceLocation } from '../errors.js';
import { RSymbol, type Value, rubyClass } from './values.js';
import { inspect } from './inspect.js';

export function noMethod(name: string, on: string, loc?: SourceLocation): ShellError {
  return new ShellError('NAME_ERROR', `undefined method \`${name}' for ${on}`, { loc, rubyClass: 'NoMethodError' });
}

/** How Ruby names a value in "comparison of X with Y failed": special constants and floats inspected, else the class. */
export function cmpName(v: Value): string {
  if (v === null || typeof v === 'boolean' || typeof v === 'bigint' || typeof v === 'number' || v instanceof RSymbol) return inspect(v);
  return rubyClass(v);
}

/** How Ruby names a value in "no implicit conversion of X into Y" and "X can't be coerced": nil/true/false as such. */
export function convName(v: Value): string {
  if (v === null || typeof v === 'boolean') return inspect(v);
  return rubyClass(v);
}
