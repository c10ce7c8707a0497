/**
 * Ruby's wording for the errors every core method raises: NoMethodError
 * (`undefined method `x' for 1:Integer`), and how a value is named in a
 * TypeError (`no implicit conversion of nil into String`) or a failed
 * comparison (`comparison of Integer with "a" failed`).
 */
import { ShellError, type SourceLocation } from '../errors.js';
import { RSymbol, type Value, rubyClass } from './values.js';
import { inspect } from './inspect.js';
import { RObject } from './objects.js';
import { RModule } from './classes.js';

export function noMethod(name: string, on: string, loc?: SourceLocation): ShellError {
  return new ShellError('NAME_ERROR', `undefined method \`${name}' for ${on}`, { loc, rubyClass: 'NoMethodError' });
}

/** `private method `puts' called for #<Foo:0x4a50c746>`: a private method called with an explicit receiver. */
export function privateMethod(name: string, recv: Value, loc?: SourceLocation, kind = 'private'): ShellError {
  return new ShellError('NAME_ERROR', `${kind} method \`${name}' called for ${receiverName(recv)}`, { loc, rubyClass: 'NoMethodError' });
}

/**
 * How NameError and NoMethodError name their receiver (MRI's name_err_mesg_to_str,
 * as JRuby 9.3 prints it): `nil:NilClass`, `[1, 2]:Array`, `Foo:Class`,
 * `Comparable:Module`; an object whose inspect begins with `#` by that alone
 * (`#<Foo:0x2dff7085>`, `#<Bar:0xf882465 @a=1>`), and by its `to_s` form when
 * its inspect is longer than 65 characters. `inspected` is the receiver's own
 * `inspect` when a user class defines one (`INSP:Insp`).
 */
export function receiverName(v: Value, inspected?: string): string {
  if (v instanceof RModule) return `${inspect(v)}:${v.isClass ? 'Class' : 'Module'}`;
  const text = inspected ?? inspect(v);
  if (v instanceof RObject && text.length > 65) return v.toS();
  return text.startsWith('#') ? text : `${text}:${rubyClass(v)}`;
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

/**
 * One line of `Exception#backtrace` as hsh writes it: IRB's form,
 * `(hbase):3:in `evaluate'` for a statement at the prompt (IRB's irb_path is
 * `(hbase)`, as the prompt's name is `hbase`; `evaluate` is IRB's frame for a
 * top-level statement), `script.rb:2:in `salt'` inside a method. JRuby's
 * own frames below IRB (`org/jruby/RubyKernel.java:…`) are left out.
 */
export function backtraceLine(file: string, line: number, frame: string): string {
  return `${file}:${line}:in \`${frame}'`;
}

/**
 * Ruby's arity check: `wrong number of arguments (given 0, expected 2..3)` (max Infinity: `1+`).
 * JRuby names some of its own methods in it (`wrong number of arguments calling `initialize`
 * (given 1, expected 0)`): `calling` is that name.
 */
export function checkArity(given: number, min: number, max: number, loc?: SourceLocation, calling?: string): void {
  if (given >= min && given <= max) return;
  const expected = max === Infinity ? `${min}+` : min === max ? `${min}` : `${min}..${max}`;
  const what = calling ? ` calling \`${calling}\`` : '';
  throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments${what} (given ${given}, expected ${expected})`, { loc });
}

/** A method name given as a Symbol or String (`send(:x)`, `respond_to?('x')`): TypeError for anything else. */
export function methodName(v: Value | undefined, loc?: SourceLocation): string {
  if (v instanceof RSymbol) return v.name;
  if (v instanceof Uint8Array) return Buffer.from(v).toString('utf8');
  throw new ShellError('TYPE_ERROR', `${inspect(v ?? null)} is not a symbol nor a string`, { loc });
}
