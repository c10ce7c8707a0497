/**
 * Kernel#binding as a value (JRuby 9.3's Binding): the locals of the scope
 * it was taken in, read and written through it (`local_variable_get`/`set`/
 * `defined?`, `local_variables`) and its `receiver`. It holds the scope
 * itself, so a later assignment on either side is seen by the other, as
 * Ruby's does. `eval` of a String stays refused: hsh evaluates no Ruby text.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RSymbol, type Value } from '../ruby/values.js';
import { RObject } from '../ruby/objects.js';
import { builtin } from '../ruby/classes.js';
import { checkArity, methodName } from '../ruby/raise.js';
import type { Runtime } from '../ruby/runtime.js';
import type { Scope } from './scope.js';

export class RBinding extends RObject {
  constructor(
    rt: Runtime,
    readonly scope: Scope,
  ) {
    super(rt.cls('Binding'));
  }
}

/** `binding`: the caller's scope as a Binding. */
export function makeBinding(rt: Runtime, scope: Scope): RBinding {
  install(rt);
  return new RBinding(rt, scope);
}

/** A local's name as Binding takes it: NameError for one that is no local's (`@x`, `Foo`). */
function localName(v: Value | undefined, loc: Loc): string {
  const name = methodName(v, loc);
  if (!/^[a-z_][A-Za-z0-9_]*$/.test(name)) throw new ShellError('NAME_ERROR', `wrong local variable name \`${name}' for ${'#<Binding>'}`, { loc, rubyClass: 'NameError' });
  return name;
}

function install(rt: Runtime): void {
  const cls = rt.cls('Binding');
  if (cls.methods.has('local_variable_get')) return;
  const def = (name: string, n: number, fn: (b: RBinding, args: Value[], loc: Loc) => Value): void =>
    cls.defineMethod(name, builtin((self, args, _b, loc) => (checkArity(args.length, n, n, loc), fn(self as RBinding, args, loc)), n));
  def('local_variable_get', 1, (b, [n], loc) => {
    const name = localName(n, loc);
    const v = b.scope.get(name);
    if (v === undefined) throw new ShellError('NAME_ERROR', `local variable \`${name}' is not defined for ${b.inspectWith(() => '')}`, { loc, rubyClass: 'NameError' });
    return v;
  });
  def('local_variable_set', 2, (b, [n, v], loc) => (b.scope.set(localName(n, loc), v), v));
  def('local_variable_defined?', 1, (b, [n], loc) => b.scope.has(localName(n, loc)));
  def('local_variables', 0, (b) => b.scope.localNames().map((name) => new RSymbol(name)));
  def('receiver', 0, (b) => b.scope.frame.self);
  cls.defineMethod(
    'eval',
    builtin((_self, _args, _b, loc) => {
      throw new ShellError('NOT_IMPLEMENTED', 'Binding#eval is not available in hsh: it evaluates no Ruby text', { loc, rubyClass: 'NotImplementedError' });
    }),
  );
}
