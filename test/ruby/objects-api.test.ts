/**
 * The object model's skeleton (src/ruby/classes.ts, objects.ts, exception.ts,
 * runtime.ts): classes per session, Ruby 2.6's exception tree, classOf for
 * core values, method lookup over ancestors, and a ShellError seen as the
 * exception object `rescue` binds. Expected texts are JRuby 9.3.9's.
 */
import { describe, expect, it } from 'vitest';
import { Runtime } from '../../src/ruby/runtime.js';
import { RClass, RModule, builtin } from '../../src/ruby/classes.js';
import { RException, RubyError, RubyExit } from '../../src/ruby/exception.js';
import { inspect } from '../../src/ruby/inspect.js';
import { RHash, RRange, RSymbol, type Value, str } from '../../src/ruby/values.js';
import { ShellError, ExitRequest } from '../../src/errors.js';
import { send } from '../../src/ruby/object.js';
import { IdentityHashes } from '../../src/shell/identity.js';
import { constraint, tableDoesNotExist, unknownTable } from '../../src/hbase/errors.js';

const loc = { line: 1, col: 1, offset: 0 };

function runtime(): Runtime {
  const ids = new IdentityHashes(true);
  return new Runtime({ identity: () => ids.next() });
}

const names = (ms: RModule[]) => ms.map((m) => m.name);

describe('classes per session', () => {
  it('two runtimes share no class', () => {
    const a = runtime();
    const b = runtime();
    expect(a.cls('String')).not.toBe(b.cls('String'));
    a.define('Foo', a.objectClass);
    expect(a.constant('Foo')).toBeInstanceOf(RClass);
    expect(b.constant('Foo')).toBeUndefined();
  });

  it.each<[string, string[]]>([
    ['Integer', ['Integer', 'Numeric', 'Comparable', 'Object', 'Kernel', 'BasicObject']],
    ['String', ['String', 'Comparable', 'Object', 'Kernel', 'BasicObject']],
    ['Array', ['Array', 'Enumerable', 'Object', 'Kernel', 'BasicObject']],
    ['KeyError', ['KeyError', 'IndexError', 'StandardError', 'Exception', 'Object', 'Kernel', 'BasicObject']],
    ['ClosedQueueError', ['ClosedQueueError', 'StopIteration', 'IndexError', 'StandardError', 'Exception', 'Object', 'Kernel', 'BasicObject']],
    ['FrozenError', ['FrozenError', 'RuntimeError', 'StandardError', 'Exception', 'Object', 'Kernel', 'BasicObject']],
    ['UncaughtThrowError', ['UncaughtThrowError', 'ArgumentError', 'StandardError', 'Exception', 'Object', 'Kernel', 'BasicObject']],
    ['Interrupt', ['Interrupt', 'SignalException', 'Exception', 'Object', 'Kernel', 'BasicObject']],
    ['Errno::ENOENT', ['Errno::ENOENT', 'SystemCallError', 'StandardError', 'Exception', 'Object', 'Kernel', 'BasicObject']],
    ['Class', ['Class', 'Module', 'Object', 'Kernel', 'BasicObject']],
  ])('%s.ancestors', (name, ancestors) => {
    expect(names(runtime().cls(name).ancestors())).toEqual(ancestors);
  });

  it.each<[Value, string]>([
    [null, 'NilClass'],
    [true, 'TrueClass'],
    [false, 'FalseClass'],
    [1n, 'Integer'],
    [1.5, 'Float'],
    [str('a'), 'String'],
    [new RSymbol('a'), 'Symbol'],
    [[], 'Array'],
    [new RHash(), 'Hash'],
    [new RRange(1n, 2n, false), 'Range'],
  ])('classOf(%s) is %s', (v, name) => {
    const rt = runtime();
    expect(rt.classOf(v)).toBe(rt.cls(name));
  });

  it('looks a method up over the class, its modules (last included first), then the superclass', () => {
    const rt = runtime();
    const m1 = rt.defineModule('M1');
    const m2 = rt.defineModule('M2');
    const base = rt.define('Base', rt.objectClass);
    const foo = rt.define('Foo', base);
    const said = (what: string) => builtin(() => str(what));
    base.defineMethod('a', said('Base#a'));
    base.defineMethod('b', said('Base#b'));
    m1.defineMethod('a', said('M1#a'));
    m1.defineMethod('c', said('M1#c'));
    m2.defineMethod('c', said('M2#c'));
    foo.include(m1);
    foo.include(m2);
    const obj = rt.allocate(foo);
    const call = (name: string) => (rt.classOf(obj).findMethod(name)!.call(obj, [], null, loc) as Buffer).toString();
    expect([call('a'), call('b'), call('c')]).toEqual(['M1#a', 'Base#b', 'M2#c']);
    expect(names(foo.ancestors())).toEqual(['Foo', 'M2', 'M1', 'Base', 'Object', 'Kernel', 'BasicObject']);
    expect(rt.isA(obj, m1)).toBe(true);
    expect(rt.isA(obj, rt.module('Comparable'))).toBe(false);
  });

  it('names nested classes by their path', () => {
    const rt = runtime();
    const outer = rt.defineModule('Outer');
    const inner = rt.define('Inner', rt.objectClass, undefined, outer);
    expect(inner.name).toBe('Outer::Inner');
    expect(rt.constant('Outer::Inner')).toBe(inner);
    expect(rt.constant('Errno::EACCES')).toBe(rt.cls('Errno::EACCES'));
  });
});

describe('objects', () => {
  it('inspect as JRuby: identity hash, then the instance variables', () => {
    const rt = runtime();
    const bar = rt.define('Bar', rt.objectClass);
    const o = rt.allocate(bar);
    const id = o.identityHash;
    expect(inspect(o)).toBe(`#<Bar:${id}>`);
    o.ivars.set('@a', 1n);
    o.ivars.set('@b', str('x'));
    expect(inspect(o)).toBe(`#<Bar:${id} @a=1, @b="x">`);
    expect(o.toS()).toBe(`#<Bar:${id}>`);
  });
});

describe('exceptions', () => {
  it.each<[string, Value, string, string]>([
    ['RuntimeError', str('msg'), 'msg', '#<RuntimeError: msg>'],
    ['RuntimeError', null, 'RuntimeError', '#<RuntimeError: RuntimeError>'],
    ['RuntimeError', str(''), '', 'RuntimeError'],
    ['ArgumentError', 3n, '3', '#<ArgumentError: 3>'],
    ['Errno::ENOENT', null, 'No such file or directory', '#<Errno::ENOENT: No such file or directory>'],
    ['Errno::ENOENT', str('x'), 'No such file or directory - x', '#<Errno::ENOENT: No such file or directory - x>'],
  ])('%s.new(%s): message and inspect', (cls, message, text, inspected) => {
    const e = runtime().newException(cls, message);
    expect(e.toS()).toBe(text);
    expect(inspect(e)).toBe(inspected);
  });

  it('raises as a RubyError that prints as today (code, Ruby class, message)', () => {
    const rt = runtime();
    const err = rt.error('ArgumentError', 'wrong number of arguments (given 0, expected 2..3)', loc);
    expect(err).toBeInstanceOf(RubyError);
    expect([err.code, err.rubyClass, err.message]).toEqual(['ARGUMENT_ERROR', 'ArgumentError', 'wrong number of arguments (given 0, expected 2..3)']);
    expect(rt.exceptionOf(err)).toBe((err as RubyError).exception);
    const exit = rt.raise(rt.newException('SystemExit'));
    expect(exit).toBeInstanceOf(RubyExit);
    expect(exit).toBeInstanceOf(ExitRequest);
  });

  it.each<[ShellError, string, string]>([
    [tableDoesNotExist('nope'), 'ArgumentError', 'Table nope does not exist.'],
    [unknownTable('nope'), 'RuntimeError', 'Unknown table nope!'],
    [new ShellError('NAME_ERROR', "undefined method `x' for 1:Integer", { rubyClass: 'NoMethodError' }), 'NoMethodError', "undefined method `x' for 1:Integer"],
    [
      constraint('Only empty namespaces can be removed. Namespace ns1 has 2 tables'),
      'Java::OrgApacheHadoopHbaseConstraint::ConstraintException',
      'org.apache.hadoop.hbase.constraint.ConstraintException: Only empty namespaces can be removed. Namespace ns1 has 2 tables',
    ],
    [new ShellError('INTERRUPTED', 'Interrupted'), 'Interrupt', 'Interrupted'],
  ])('a ShellError is rescued as %#', (err, cls, message) => {
    const rt = runtime();
    const e = rt.exceptionOf(err)!;
    expect(e).toBeInstanceOf(RException);
    expect([e.realClass.name, e.toS()]).toEqual([cls, message]);
    expect(rt.exceptionOf(err)).toBe(e);
  });

  it('rescue matches by class, module and, for a Java exception, StandardError as JRuby does', () => {
    const rt = runtime();
    const java = rt.exceptionOf(constraint('x'))!;
    expect(rt.rescues(rt.cls('StandardError'), java)).toBe(true);
    expect(rt.isA(java, rt.cls('StandardError'))).toBe(false);
    const interrupt = rt.exceptionOf(new ShellError('INTERRUPTED', 'Interrupted'))!;
    expect(rt.rescues(rt.cls('StandardError'), interrupt)).toBe(false);
    expect(rt.rescues(rt.cls('Exception'), interrupt)).toBe(true);
    expect(rt.exceptionOf(new ShellError('INTERNAL', 'bug'))).toBeUndefined();
  });
});

describe('send', () => {
  it('answers class as the class object, and NoMethodError names the receiver as JRuby', async () => {
    const rt = runtime();
    expect(await send(1n, 'class', [], null, loc, rt)).toBe(rt.cls('Integer'));
    const foo = rt.define('Foo', rt.objectClass);
    const o = rt.allocate(foo);
    await expect(Promise.resolve().then(() => send(o, 'bar', [], null, loc, rt))).rejects.toThrow(`undefined method \`bar' for #<Foo:${o.identityHash}>`);
    await expect(Promise.resolve().then(() => send(foo, 'bar', [], null, loc, rt))).rejects.toThrow("undefined method `bar' for Foo:Class");
    await expect(Promise.resolve().then(() => send(null, 'bar', [], null, loc, rt))).rejects.toThrow("undefined method `bar' for nil:NilClass");
  });
});
