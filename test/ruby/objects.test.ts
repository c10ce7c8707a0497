/**
 * Ruby's object protocol, Comparable, Struct and exceptions through `send`,
 * as the evaluator will call them, with user classes built the way it
 * builds them (a `def` is a callable in the class's method table). Every
 * expected text is what JRuby 9.3.9 printed for the same Ruby (the snippet
 * is each row's first column).
 */
import { describe, expect, it } from 'vitest';
import { Runtime } from '../../src/ruby/runtime.js';
import { RClass, type RubyMethod } from '../../src/ruby/classes.js';
import { ShellError } from '../../src/errors.js';
import { RException } from '../../src/ruby/exception.js';
import { raiseException, rescueMatches } from '../../src/ruby/exception-methods.js';
import { fcall, send } from '../../src/ruby/object.js';
import { inspect } from '../../src/ruby/inspect.js';
import { RHash, RSymbol, type Value, str } from '../../src/ruby/values.js';
import { RObject } from '../../src/ruby/objects.js';
import { IdentityHashes } from '../../src/shell/identity.js';

const loc = { line: 1, col: 1, offset: 0 };
const sym = (s: string) => new RSymbol(s);

function runtime(): Runtime {
  const ids = new IdentityHashes(true);
  return new Runtime({ identity: () => ids.next() });
}

/** A user's `def`, as the evaluator puts one in a method table. */
function def(call: RubyMethod['call'], visibility: RubyMethod['visibility'] = 'public'): RubyMethod {
  return { call, arity: -1, visibility };
}

/** `recv.name(*args)` as a promise, so a throw and a rejection read alike. */
function call(rt: Runtime, recv: Value, name: string, ...args: Value[]): Promise<Value> {
  return Promise.resolve().then(() => send(recv, name, args, null, loc, rt));
}

async function shown(rt: Runtime, v: Value | Promise<Value>): Promise<string> {
  return inspect(await v);
}

/** `class Foo; def initialize; @a = 1; end; private def sec; 1; end; end` */
function fooClass(rt: Runtime): RClass {
  const foo = rt.define('Foo', rt.objectClass);
  rt.defineMethod(foo, 'initialize', def((self) => ((self as RObject).ivars.set('@a', 1n), null), 'private'));
  rt.defineMethod(foo, 'sec', def(() => 1n, 'private'));
  return foo;
}

describe('the object protocol', () => {
  it.each<[string, (rt: Runtime, foo: RClass, f: RObject) => Promise<Value>, string]>([
    ['f.class', (rt, _c, f) => call(rt, f, 'class'), 'Foo'],
    ['Foo.class', (rt, c) => call(rt, c, 'class'), 'Class'],
    ['1.class', (rt) => call(rt, 1n, 'class'), 'Integer'],
    ['f.is_a?(Object)', (rt, _c, f) => call(rt, f, 'is_a?', rt.objectClass), 'true'],
    ['f.kind_of?(Kernel)', (rt, _c, f) => call(rt, f, 'kind_of?', rt.kernel), 'true'],
    ['1.instance_of?(Integer)', (rt) => call(rt, 1n, 'instance_of?', rt.cls('Integer')), 'true'],
    ['1.instance_of?(Numeric)', (rt) => call(rt, 1n, 'instance_of?', rt.cls('Numeric')), 'false'],
    ['1.kind_of?(Comparable)', (rt) => call(rt, 1n, 'kind_of?', rt.module('Comparable')), 'true'],
    ['f.respond_to?(:sec)', (rt, _c, f) => call(rt, f, 'respond_to?', sym('sec')), 'false'],
    ['f.respond_to?(:sec, true)', (rt, _c, f) => call(rt, f, 'respond_to?', sym('sec'), true), 'true'],
    ['"a".respond_to?(:upcase)', (rt) => call(rt, str('a'), 'respond_to?', sym('upcase')), 'true'],
    ['"a".respond_to?(:zork)', (rt) => call(rt, str('a'), 'respond_to?', sym('zork')), 'false'],
    ['f.send(:sec)', (rt, _c, f) => call(rt, f, 'send', sym('sec')), '1'],
    ['f.__send__("sec")', (rt, _c, f) => call(rt, f, '__send__', str('sec')), '1'],
    ['f.instance_variables', (rt, _c, f) => call(rt, f, 'instance_variables'), '[:@a]'],
    ['f.instance_variable_get(:@a)', (rt, _c, f) => call(rt, f, 'instance_variable_get', sym('@a')), '1'],
    ['f.instance_variable_get(:@nope)', (rt, _c, f) => call(rt, f, 'instance_variable_get', sym('@nope')), 'nil'],
    ['f.instance_variable_set(:@b, 2)', (rt, _c, f) => call(rt, f, 'instance_variable_set', sym('@b'), 2n), '2'],
    ['f.instance_variable_defined?(:@a)', (rt, _c, f) => call(rt, f, 'instance_variable_defined?', sym('@a')), 'true'],
    ['f.frozen?', (rt, _c, f) => call(rt, f, 'frozen?'), 'false'],
    ['f.freeze.frozen?', async (rt, _c, f) => call(rt, await call(rt, f, 'freeze'), 'frozen?'), 'true'],
    ['f.freeze.dup.frozen?', async (rt, _c, f) => call(rt, await call(rt, await call(rt, f, 'freeze'), 'dup'), 'frozen?'), 'false'],
    ['f.freeze.clone.frozen?', async (rt, _c, f) => call(rt, await call(rt, await call(rt, f, 'freeze'), 'clone'), 'frozen?'), 'true'],
    ['f.equal?(f)', (rt, _c, f) => call(rt, f, 'equal?', f), 'true'],
    ['f == f.dup', async (rt, _c, f) => call(rt, f, '==', await call(rt, f, 'dup')), 'false'],
    ['f.hash.class', async (rt, _c, f) => call(rt, await call(rt, f, 'hash'), 'class'), 'Integer'],
    ['5.itself', (rt) => call(rt, 5n, 'itself'), '5'],
    ['3.frozen?', (rt) => call(rt, 3n, 'frozen?'), 'true'],
    ['nil.frozen?', (rt) => call(rt, null, 'frozen?'), 'true'],
    ['"a".frozen?', (rt) => call(rt, str('a'), 'frozen?'), 'false'],
    ['[1].freeze.frozen?', async (rt) => call(rt, await call(rt, [1n], 'freeze'), 'frozen?'), 'true'],
    ['nil.to_a', (rt) => call(rt, null, 'to_a'), '[]'],
    ['nil.inspect', (rt) => call(rt, null, 'inspect'), '"nil"'],
    ['Integer === 3', (rt) => call(rt, rt.cls('Integer'), '===', 3n), 'true'],
    ['String === 3', (rt) => call(rt, rt.cls('String'), '===', 3n), 'false'],
    ['Comparable === 3', (rt) => call(rt, rt.module('Comparable'), '===', 3n), 'true'],
    ['StandardError === RuntimeError.new', (rt) => call(rt, rt.cls('StandardError'), '===', rt.newException('RuntimeError')), 'true'],
    ['Foo < Object', (rt, c) => call(rt, c, '<', rt.objectClass), 'true'],
    ['Foo <= Foo', (rt, c) => call(rt, c, '<=', c), 'true'],
    ['Object > Foo', (rt, c) => call(rt, rt.objectClass, '>', c), 'true'],
    ['Foo < Comparable', (rt, c) => call(rt, c, '<', rt.module('Comparable')), 'nil'],
    ['Integer < Comparable', (rt) => call(rt, rt.cls('Integer'), '<', rt.module('Comparable')), 'true'],
    ['Foo <=> Object', (rt, c) => call(rt, c, '<=>', rt.objectClass), '-1'],
    ['Foo.include?(Kernel)', (rt, c) => call(rt, c, 'include?', rt.kernel), 'true'],
    ['Foo.name', (rt, c) => call(rt, c, 'name'), '"Foo"'],
    ['Foo.superclass', (rt, c) => call(rt, c, 'superclass'), 'Object'],
    ['Foo.ancestors', (rt, c) => call(rt, c, 'ancestors'), '[Foo, Object, Kernel, BasicObject]'],
    ['BasicObject.superclass', (rt) => call(rt, rt.basicObject, 'superclass'), 'nil'],
    ['Class.superclass', (rt) => call(rt, rt.classClass, 'superclass'), 'Module'],
    ['Comparable.class', (rt) => call(rt, rt.module('Comparable'), 'class'), 'Module'],
    ['Class.new.name', async (rt) => call(rt, await call(rt, rt.classClass, 'new'), 'name'), 'nil'],
    ['Foo.singleton_class', (rt, c) => call(rt, c, 'singleton_class'), '#<Class:Foo>'],
    ['Foo.private_method_defined?(:sec)', (rt, c) => call(rt, c, 'private_method_defined?', sym('sec')), 'true'],
    ['Foo.public_method_defined?(:sec)', (rt, c) => call(rt, c, 'public_method_defined?', sym('sec')), 'false'],
  ])('%s is %s', async (_ruby, run, expected) => {
    const rt = runtime();
    const foo = fooClass(rt);
    const f = (await call(rt, foo, 'new')) as RObject;
    expect(await shown(rt, run(rt, foo, f))).toBe(expected);
  });

  it('tap, then and yield_self hand the receiver to the block', async () => {
    const rt = runtime();
    const seen: Value[] = [];
    const block = async ([x]: Value[]) => (seen.push(x), (x as bigint) * 2n);
    expect(await send(5n, 'tap', [], block, loc, rt)).toBe(5n);
    expect(await send(5n, 'then', [], block, loc, rt)).toBe(10n);
    expect(await send(5n, 'yield_self', [], block, loc, rt)).toBe(10n);
    expect(seen).toEqual([5n, 5n, 5n]);
  });

  it('inspect and to_s of a user object: JRuby identity hash, ivars in the order they were set', async () => {
    const rt = runtime();
    const bar = rt.define('Bar', rt.objectClass);
    rt.defineMethod(bar, 'initialize', def((self) => ((self as RObject).ivars.set('@a', 1n).set('@b', str('x')), null), 'private'));
    const b = (await call(rt, bar, 'new')) as RObject;
    const id = b.identityHash;
    expect(id).toMatch(/^0x[0-9a-f]+$/);
    expect(String(await call(rt, b, 'inspect'))).toBe(`#<Bar:${id} @a=1, @b="x">`);
    expect(String(await call(rt, b, 'to_s'))).toBe(`#<Bar:${id}>`);
    expect(inspect(await call(rt, rt.objectClass, 'new'))).toMatch(/^#<Object:0x[0-9a-f]+>$/);
  });

  it('method_missing and respond_to_missing? of a user class', async () => {
    const rt = runtime();
    const foo = rt.define('Foo', rt.objectClass);
    const goes = (n: Value) => (n as RSymbol).name.startsWith('go_');
    rt.defineMethod(
      foo,
      'method_missing',
      def((self, [n, ...a], _b, at) => (goes(n) ? str(`went ${(n as RSymbol).name} ${inspect(a)}`) : rt.kernel.methods.get('method_missing')!.call(self, [n, ...a], null, at)), 'private'),
    );
    rt.defineMethod(foo, 'respond_to_missing?', def((_s, [n]) => goes(n), 'private'));
    const f = await call(rt, foo, 'new');
    expect(String(await call(rt, f, 'go_x', 1n))).toBe('went go_x [1]');
    expect(await call(rt, f, 'respond_to?', sym('go_y'))).toBe(true);
    expect(await call(rt, f, 'respond_to?', sym('zz'))).toBe(false);
    await expect(call(rt, f, 'zz')).rejects.toThrow(`undefined method \`zz' for #<Foo:${(f as RObject).identityHash}>`);
  });

  it('attr_accessor, define_method and instance_methods', async () => {
    const rt = runtime();
    const foo = rt.define('Foo', rt.objectClass);
    expect(await call(rt, foo, 'attr_accessor', sym('x'))).toBe(null);
    await send(foo, 'define_method', [sym('dm')], async ([a]) => (a as bigint) + 1n, loc, rt);
    const f = await call(rt, foo, 'new');
    expect(await call(rt, f, 'x=', 5n)).toBe(5n);
    expect(await call(rt, f, 'x')).toBe(5n);
    expect(await call(rt, f, 'dm', 1n)).toBe(2n);
    expect(inspect(await call(rt, foo, 'instance_methods', false))).toBe('[:x, :x=, :dm]');
    await call(rt, f, 'freeze');
    await expect(call(rt, f, 'x=', 1n)).rejects.toThrow("can't modify frozen Foo");
  });

  it.each<[string, (rt: Runtime, foo: RClass, f: RObject) => Promise<Value>, string, string]>([
    ['Object.new(1)', (rt) => call(rt, rt.objectClass, 'new', 1n), 'ArgumentError', 'wrong number of arguments calling `initialize` (given 1, expected 0)'],
    ['1.is_a?(3)', (rt) => call(rt, 1n, 'is_a?', 3n), 'TypeError', 'class or module required'],
    ['f.instance_variable_get("a")', (rt, _c, f) => call(rt, f, 'instance_variable_get', str('a')), 'NameError', "`a' is not allowable as an instance variable name"],
    ['f.instance_variable_set("@1", 2)', (rt, _c, f) => call(rt, f, 'instance_variable_set', str('@1'), 2n), 'NameError', "`@1' is not allowable as an instance variable name"],
    ['f.instance_variable_get', (rt, _c, f) => call(rt, f, 'instance_variable_get'), 'ArgumentError', 'wrong number of arguments calling `instance_variable_get` (given 0, expected 1)'],
    ['f.freeze.instance_variable_set(:@a, 1)', async (rt, _c, f) => call(rt, await call(rt, f, 'freeze'), 'instance_variable_set', sym('@a'), 1n), 'FrozenError', "can't modify frozen Foo"],
    ['1.send(3)', (rt) => call(rt, 1n, 'send', 3n), 'TypeError', 'no implicit conversion of Integer into String'],
    ['1.respond_to?(3)', (rt) => call(rt, 1n, 'respond_to?', 3n), 'TypeError', '3 is not a symbol'],
    ['f.public_send(:sec)', (rt, _c, f) => call(rt, f, 'public_send', sym('sec')), 'NoMethodError', 'private method `sec\' called for #<Foo:ID @a=1>'],
    ['f.sec', (rt, _c, f) => call(rt, f, 'sec'), 'NoMethodError', 'private method `sec\' called for #<Foo:ID @a=1>'],
    ['f.initialize', (rt, _c, f) => call(rt, f, 'initialize'), 'NoMethodError', 'private method `initialize\' called for #<Foo:ID @a=1>'],
    ['f.bar', (rt, _c, f) => call(rt, f, 'bar'), 'NoMethodError', "undefined method `bar' for #<Foo:ID @a=1>"],
    ['Foo.bar', (rt, c) => call(rt, c, 'bar'), 'NoMethodError', "undefined method `bar' for Foo:Class"],
    ['Comparable.zork', (rt) => call(rt, rt.module('Comparable'), 'zork'), 'NoMethodError', "undefined method `zork' for Comparable:Module"],
    ['nil.foo', (rt) => call(rt, null, 'foo'), 'NoMethodError', "undefined method `foo' for nil:NilClass"],
    ['true.zork', (rt) => call(rt, true, 'zork'), 'NoMethodError', "undefined method `zork' for true:TrueClass"],
    [':sym.zork', (rt) => call(rt, sym('sym'), 'zork'), 'NoMethodError', "undefined method `zork' for :sym:Symbol"],
    ['1.5.zork', (rt) => call(rt, 1.5, 'zork'), 'NoMethodError', "undefined method `zork' for 1.5:Float"],
    ['[1, 2].zork(3)', (rt) => call(rt, [1n, 2n], 'zork', 3n), 'NoMethodError', "undefined method `zork' for [1, 2]:Array"],
    ['Integer.new', (rt) => call(rt, rt.cls('Integer'), 'new'), 'NoMethodError', "undefined method `new' for Integer:Class"],
    ['Foo < 3', (rt, c) => call(rt, c, '<', 3n), 'TypeError', 'compared with non class/module'],
    ['"abc".freeze << "d"', async (rt) => call(rt, await call(rt, str('abc'), 'freeze'), '<<', str('d')), 'FrozenError', "can't modify frozen String"],
    ['"abc".freeze.upcase!', async (rt) => call(rt, await call(rt, str('abc'), 'freeze'), 'upcase!'), 'FrozenError', "can't modify frozen String"],
    ['[1].freeze.push(3)', async (rt) => call(rt, await call(rt, [1n], 'freeze'), 'push', 3n), 'FrozenError', "can't modify frozen Array"],
    ['[1].freeze[0] = 1', async (rt) => call(rt, await call(rt, [1n], 'freeze'), '[]=', 0n, 1n), 'FrozenError', "can't modify frozen Array"],
    ['{}.freeze[:a] = 1', async (rt) => call(rt, await call(rt, new RHash(), 'freeze'), '[]=', sym('a'), 1n), 'FrozenError', "can't modify frozen Hash"],
    ['{}.freeze.delete(1)', async (rt) => call(rt, await call(rt, new RHash(), 'freeze'), 'delete', 1n), 'FrozenError', "can't modify frozen Hash"],
    ['5.tap', (rt) => call(rt, 5n, 'tap'), 'LocalJumpError', 'no block given (yield)'],
  ])('%s raises %s', async (_ruby, run, cls, message) => {
    const rt = runtime();
    const foo = fooClass(rt);
    const f = (await call(rt, foo, 'new')) as RObject;
    const err = await run(rt, foo, f).then(
      () => undefined,
      (e: unknown) => e,
    );
    const exc = rt.exceptionOf(err)!;
    expect([exc.realClass.name, exc.toS()]).toEqual([cls, message.replace('ID', f.identityHash)]);
  });

  it("names a receiver by its own inspect, by to_s's form past 65 characters", async () => {
    const rt = runtime();
    const insp = rt.define('Insp', rt.objectClass);
    rt.defineMethod(insp, 'inspect', def(() => str('INSP')));
    await expect(call(rt, await call(rt, insp, 'new'), 'zork')).rejects.toThrow("undefined method `zork' for INSP:Insp");
    const long = rt.define('Long', rt.objectClass);
    const l = (await call(rt, long, 'new')) as RObject;
    l.ivars.set('@a', str('x'.repeat(80)));
    await expect(call(rt, l, 'zork')).rejects.toThrow(`undefined method \`zork' for #<Long:${l.identityHash}>`);
  });

  it('a method defined on a builtin class reaches core values', async () => {
    const rt = runtime();
    rt.defineMethod(rt.cls('String'), 'shout', def((self) => str(`${(self as Buffer).toString()}!`)));
    expect(String(await call(rt, str('hi'), 'shout'))).toBe('hi!');
    expect(String(await call(rt, str('hi'), 'upcase'))).toBe('HI');
  });
});

describe('Comparable', () => {
  /** `class V; include Comparable; attr_reader :v; def <=>(o); v <=> o.v; end; end` (W's `<=>` answers nil). */
  function classes(rt: Runtime) {
    const v = rt.define('V', rt.objectClass);
    v.include(rt.module('Comparable'));
    rt.defineMethod(v, 'initialize', def((self, [x]) => ((self as RObject).ivars.set('@v', x), null), 'private'));
    rt.defineMethod(v, 'v', def((self) => (self as RObject).ivars.get('@v')!));
    rt.defineMethod(v, '<=>', def((self, [o]) => send((self as RObject).ivars.get('@v')!, '<=>', [(o as RObject).ivars.get('@v')!], null, loc, rt)));
    const w = rt.define('W', rt.objectClass);
    w.include(rt.module('Comparable'));
    rt.defineMethod(w, '<=>', def(() => null));
    const V = (x: bigint) => call(rt, v, 'new', x);
    const W = () => call(rt, w, 'new');
    return { V, W };
  }

  it.each<[string, (rt: Runtime, c: ReturnType<typeof classes>) => Promise<Value>, string]>([
    ['V.new(1) < V.new(2)', async (rt, { V }) => call(rt, await V(1n), '<', await V(2n)), 'true'],
    ['V.new(2) >= V.new(2)', async (rt, { V }) => call(rt, await V(2n), '>=', await V(2n)), 'true'],
    ['V.new(2).between?(V.new(1), V.new(3))', async (rt, { V }) => call(rt, await V(2n), 'between?', await V(1n), await V(3n)), 'true'],
    ['V.new(5).clamp(V.new(1), V.new(3)).v', async (rt, { V }) => call(rt, await call(rt, await V(5n), 'clamp', await V(1n), await V(3n)), 'v'), '3'],
    ['V.new(1) == V.new(1)', async (rt, { V }) => call(rt, await V(1n), '==', await V(1n)), 'true'],
    ['W.new == W.new', async (rt, { W }) => call(rt, await W(), '==', await W()), 'false'],
  ])('%s is %s', async (_ruby, run, expected) => {
    const rt = runtime();
    expect(inspect(await run(rt, classes(rt)))).toBe(expected);
  });

  it.each<[string, (rt: Runtime, c: ReturnType<typeof classes>) => Promise<Value>, string]>([
    ['W.new < W.new', async (rt, { W }) => call(rt, await W(), '<', await W()), 'comparison of W with W failed'],
    ['W.new < 3', async (rt, { W }) => call(rt, await W(), '<', 3n), 'comparison of W with 3 failed'],
    ['V.new(3).clamp(V.new(5), V.new(1))', async (rt, { V }) => call(rt, await V(3n), 'clamp', await V(5n), await V(1n)), 'min argument must be smaller than max argument'],
  ])('%s raises ArgumentError', async (_ruby, run, message) => {
    const rt = runtime();
    const err = await run(rt, classes(rt)).catch((e: unknown) => e);
    expect([rt.exceptionOf(err)?.realClass.name, (err as Error).message]).toEqual(['ArgumentError', message]);
  });
});

describe('Struct', () => {
  async function point(rt: Runtime) {
    const Point = await send(rt.cls('Struct'), 'new', [sym('x'), sym('y')], null, loc, rt);
    (Point as RClass).name = 'Point'; // `Point = Struct.new(…)` names it, as the evaluator's constant assignment does
    return Point as RClass;
  }

  it.each<[string, (rt: Runtime, P: RClass, pt: Value) => Promise<Value> | Value, string]>([
    ['p pt', (_rt, _P, pt) => pt, '#<struct Point x=1, y=2>'],
    ['pt.to_s', (rt, _P, pt) => call(rt, pt, 'to_s'), '"#<struct Point x=1, y=2>"'],
    ['pt.to_a', (rt, _P, pt) => call(rt, pt, 'to_a'), '[1, 2]'],
    ['pt.members', (rt, _P, pt) => call(rt, pt, 'members'), '[:x, :y]'],
    ['Point.members', (rt, P) => call(rt, P, 'members'), '[:x, :y]'],
    ['pt == Point.new(1, 2)', async (rt, P, pt) => call(rt, pt, '==', await call(rt, P, 'new', 1n, 2n)), 'true'],
    ['pt.eql?(Point.new(1, 2))', async (rt, P, pt) => call(rt, pt, 'eql?', await call(rt, P, 'new', 1n, 2n)), 'true'],
    ['pt[0]', (rt, _P, pt) => call(rt, pt, '[]', 0n), '1'],
    ['pt[:y]', (rt, _P, pt) => call(rt, pt, '[]', sym('y')), '2'],
    ['pt["x"]', (rt, _P, pt) => call(rt, pt, '[]', str('x')), '1'],
    ['pt[-1]', (rt, _P, pt) => call(rt, pt, '[]', -1n), '2'],
    ['pt.to_h', (rt, _P, pt) => call(rt, pt, 'to_h'), '{:x=>1, :y=>2}'],
    ['pt.x = 5; pt.x', async (rt, _P, pt) => (await call(rt, pt, 'x=', 5n), call(rt, pt, 'x')), '5'],
    ['pt.values', (rt, _P, pt) => call(rt, pt, 'values'), '[1, 2]'],
    ['pt.size', (rt, _P, pt) => call(rt, pt, 'size'), '2'],
    ['Point.new(1)', (rt, P) => call(rt, P, 'new', 1n), '#<struct Point x=1, y=nil>'],
    ['Point[3, 4]', (rt, P) => call(rt, P, '[]', 3n, 4n), '#<struct Point x=3, y=4>'],
    ['Point.superclass', (rt, P) => call(rt, P, 'superclass'), 'Struct'],
    ['Point.ancestors.take(4)', async (rt, P) => ((await call(rt, P, 'ancestors')) as Value[]).slice(0, 4), '[Point, Struct, Enumerable, Object]'],
    ['Struct.new(:a).new(1)', async (rt) => call(rt, await call(rt, rt.cls('Struct'), 'new', sym('a')), 'new', 1n), '#<struct a=1>'],
    ['Struct.new("Named", :q)', (rt) => call(rt, rt.cls('Struct'), 'new', str('Named'), sym('q')), 'Struct::Named'],
    ['pt.deconstruct (Ruby 2.7)', (rt, _P, pt) => call(rt, pt, 'deconstruct').catch((e: Error) => str(e.message)), '"undefined method `deconstruct\' for #<struct Point x=1, y=2>"'],
  ])('%s', async (_ruby, run, expected) => {
    const rt = runtime();
    const P = await point(rt);
    const pt = await call(rt, P, 'new', 1n, 2n);
    expect(inspect(await run(rt, P, pt))).toBe(expected);
  });

  it('keyword_init: true', async () => {
    const rt = runtime();
    const opts = new RHash([[sym('keyword_init'), true]]);
    const P2 = (await send(rt.cls('Struct'), 'new', [sym('a'), sym('b'), opts], null, loc, rt)) as RClass;
    P2.name = 'P2';
    expect(inspect(await call(rt, P2, 'new', new RHash([[sym('a'), 1n], [sym('b'), 2n]])))).toBe('#<struct P2 a=1, b=2>');
    expect(String(await call(rt, P2, 'inspect'))).toBe('P2(keyword_init: true)');
    await expect(call(rt, P2, 'new', new RHash([[sym('a'), 1n], [sym('z'), 2n]]))).rejects.toThrow('unknown keywords: z');
    await expect(call(rt, P2, 'new', 1n, 2n)).rejects.toThrow('wrong number of arguments (given 2, expected 0)');
  });

  it.each<[string, Value[], string, string]>([
    ['Point.new(1, 2, 3)', [1n, 2n, 3n], 'ArgumentError', 'struct size differs (3 for 2)'],
  ])('%s raises %s', async (_ruby, args, cls, message) => {
    const rt = runtime();
    const err = await call(rt, await point(rt), 'new', ...args).catch((e: unknown) => e);
    expect([rt.exceptionOf(err)?.realClass.name, (err as Error).message]).toEqual([cls, message]);
  });

  it.each<[string, (rt: Runtime, pt: Value) => Promise<Value>, string, string]>([
    ['pt[:z]', (rt, pt) => call(rt, pt, '[]', sym('z')), 'NameError', "no member 'z' in struct"],
    ['pt[5]', (rt, pt) => call(rt, pt, '[]', 5n), 'IndexError', 'offset 5 too large for struct(size:2)'],
    ['pt[-3]', (rt, pt) => call(rt, pt, '[]', -3n), 'IndexError', 'offset -3 too small for struct(size:2)'],
    ['pt["z"] = 1', (rt, pt) => call(rt, pt, '[]=', str('z'), 1n), 'NameError', "no member 'z' in struct"],
    ['pt.freeze; pt.x = 3', async (rt, pt) => call(rt, await call(rt, pt, 'freeze'), 'x=', 3n), 'FrozenError', "can't modify frozen object"],
    ['Struct.new', async (rt) => call(rt, rt.cls('Struct'), 'new'), 'ArgumentError', 'wrong number of arguments (given 0, expected 1+)'],
  ])('%s raises %s', async (_ruby, run, cls, message) => {
    const rt = runtime();
    const pt = await call(rt, await point(rt), 'new', 1n, 2n);
    const err = await run(rt, pt).catch((e: unknown) => e);
    expect([rt.exceptionOf(err)?.realClass.name, (err as Error).message]).toEqual([cls, message]);
  });

  it('is Enumerable through each (pt.map { |v| v * 10 }, pt.include?(2))', async () => {
    const rt = runtime();
    const pt = await call(rt, await point(rt), 'new', 1n, 2n);
    expect(inspect(await send(pt, 'map', [], async ([v]) => (v as bigint) * 10n, loc, rt))).toBe('[10, 20]');
    expect(await call(rt, pt, 'include?', 2n)).toBe(true);
    await expect(call(rt, pt, 'zork')).rejects.toThrow("undefined method `zork' for #<struct Point x=1, y=2>");
  });

  it('each yields the values; each_pair the members with them', async () => {
    const rt = runtime();
    const pt = await call(rt, await point(rt), 'new', 1n, 2n);
    const seen: Value[][] = [];
    await send(pt, 'each', [], async (v) => (seen.push(v), null), loc, rt);
    await send(pt, 'each_pair', [], async (v) => (seen.push(v), null), loc, rt);
    expect(inspect(seen)).toBe('[[1], [2], [:x, 1], [:y, 2]]');
  });
});

describe('exceptions', () => {
  /** `class MyError < StandardError; def initialize(msg = "default"); super; end; end` */
  function myError(rt: Runtime): RClass {
    const c = rt.define('MyError', rt.cls('StandardError'));
    const sup = rt.cls('StandardError');
    rt.defineMethod(c, 'initialize', def((self, args, b, at) => sup.findMethod('initialize')!.call(self, [args[0] ?? str('default')], b, at), 'private'));
    return c;
  }

  async function raised(rt: Runtime, args: Value[], current: RException | null = null): Promise<RException> {
    const err = await raiseException(rt, args, current, ['(hbase):1:in `evaluate\''], loc).catch((e: unknown) => e);
    return rt.exceptionOf(err)!;
  }

  it.each<[string, (rt: Runtime) => Value[], string]>([
    ['raise "msg"', () => [str('msg')], '#<RuntimeError: msg>'],
    ['raise ArgumentError', (rt) => [rt.cls('ArgumentError')], '#<ArgumentError: ArgumentError>'],
    ['raise ArgumentError, "bad"', (rt) => [rt.cls('ArgumentError'), str('bad')], '#<ArgumentError: bad>'],
    ['raise ArgumentError.new("x"), "y"', (rt) => [rt.newException('ArgumentError', str('x')), str('y')], '#<ArgumentError: y>'],
    ['raise IOError, nil', (rt) => [rt.cls('IOError'), null], '#<IOError: IOError>'],
    ['raise MyError', (rt) => [myError(rt)], '#<MyError: default>'],
    ['raise MyError, "custom"', (rt) => [myError(rt), str('custom')], '#<MyError: custom>'],
    ['raise Errno::ENOENT, "x"', (rt) => [rt.cls('Errno::ENOENT'), str('x')], '#<Errno::ENOENT: No such file or directory - x>'],
  ])('%s', async (_ruby, args, expected) => {
    const rt = runtime();
    const e = await raised(rt, args(rt));
    expect(inspect(e)).toBe(expected);
    expect(e.backtrace).toEqual(["(hbase):1:in `evaluate'"]);
  });

  it.each<[string, (rt: Runtime) => Value[], string]>([
    ['raise 3', () => [3n], 'exception class/object expected'],
    ['raise Foo', (rt) => [rt.define('Foo', rt.objectClass)], 'exception class/object expected'],
  ])('%s: TypeError', async (_ruby, args, message) => {
    const rt = runtime();
    const e = await raised(rt, args(rt));
    expect([e.realClass.name, e.toS()]).toEqual(['TypeError', message]);
  });

  it('raise with a backtrace; a bare raise re-raises $!; the cause is $!', async () => {
    const rt = runtime();
    const withTrace = await raised(rt, [rt.cls('ArgumentError'), str('bad'), [str('a:1')]]);
    expect(withTrace.backtrace).toEqual(['a:1']);
    const inner = await raised(rt, [str('inner')]);
    expect(await raised(rt, [], inner)).toBe(inner);
    const outer = await raised(rt, [rt.cls('ArgumentError'), str('outer')], inner);
    expect([inspect(outer.cause), inner.cause]).toEqual(['#<RuntimeError: inner>', null]);
    expect(inspect(await raised(rt, []))).toBe('#<RuntimeError: unhandled exception>');
  });

  it.each<[string, (rt: Runtime) => Promise<Value>, string]>([
    ['RuntimeError.new("a").message', (rt) => call(rt, rt.cls('RuntimeError'), 'new', str('a')).then((e) => call(rt, e, 'message')), '"a"'],
    ['RuntimeError.new.inspect', (rt) => call(rt, rt.cls('RuntimeError'), 'new').then((e) => call(rt, e, 'inspect')), '"#<RuntimeError: RuntimeError>"'],
    ['RuntimeError.new("").inspect', (rt) => call(rt, rt.cls('RuntimeError'), 'new', str('')).then((e) => call(rt, e, 'inspect')), '"RuntimeError"'],
    ['ArgumentError.new(3).message', (rt) => call(rt, rt.cls('ArgumentError'), 'new', 3n).then((e) => call(rt, e, 'message')), '"3"'],
    ['Exception.exception("zz")', (rt) => call(rt, rt.cls('Exception'), 'exception', str('zz')), '#<Exception: zz>'],
    ['e.exception("b")', (rt) => call(rt, rt.cls('RuntimeError'), 'new', str('a')).then((e) => call(rt, e, 'exception', str('b'))), '#<RuntimeError: b>'],
    ['RuntimeError.new("a") == RuntimeError.new("a")', async (rt) => call(rt, await call(rt, rt.cls('RuntimeError'), 'new', str('a')), '==', await call(rt, rt.cls('RuntimeError'), 'new', str('a'))), 'true'],
    ['SystemExit.new(3, "bye").status', (rt) => call(rt, rt.cls('SystemExit'), 'new', 3n, str('bye')).then((e) => call(rt, e, 'status')), '3'],
    ['SystemExit.new.message', (rt) => call(rt, rt.cls('SystemExit'), 'new').then((e) => call(rt, e, 'message')), '"SystemExit"'],
    ['SystemExit.new(false).status', (rt) => call(rt, rt.cls('SystemExit'), 'new', false).then((e) => call(rt, e, 'status')), '1'],
    ['NameError.new("m", :nm).name', (rt) => call(rt, rt.cls('NameError'), 'new', str('m'), sym('nm')).then((e) => call(rt, e, 'name')), ':nm'],
    ['RuntimeError.new("a").full_message', (rt) => call(rt, rt.cls('RuntimeError'), 'new', str('a')).then((e) => call(rt, e, 'full_message')), '"(hbase):0: a (RuntimeError)\\n"'],
    ['RuntimeError.new("").full_message', (rt) => call(rt, rt.cls('RuntimeError'), 'new', str('')).then((e) => call(rt, e, 'full_message')), '"(hbase):0: unhandled exception\\n"'],
    ['KeyError.new("k").message', (rt) => call(rt, rt.cls('KeyError'), 'new', str('k')).then((e) => call(rt, e, 'message')), '"k"'],
  ])('%s is %s', async (_ruby, run, expected) => {
    expect(inspect(await run(runtime()))).toBe(expected);
  });

  it('full_message of a raised exception: the first frame, the message, then `from` lines', async () => {
    const rt = runtime();
    const e = rt.newException('RuntimeError', str('a\nb'));
    e.backtrace = ["t.rb:1:in `m'", "t.rb:2:in `<main>'"];
    expect(String(await call(rt, e, 'full_message'))).toBe("t.rb:1:in `m': a (RuntimeError)\nb\n\tfrom t.rb:2:in `<main>'\n");
  });

  it("a user's message or to_s is what message and inspect say", async () => {
    const rt = runtime();
    const e2 = rt.define('E2', rt.cls('StandardError'));
    rt.defineMethod(e2, 'message', def(() => str('overridden')));
    const e = await call(rt, e2, 'new', str('a'));
    expect([inspect(await call(rt, e, 'message')), inspect(await call(rt, e, 'to_s')), inspect(await call(rt, e, 'inspect'))]).toEqual(['"overridden"', '"a"', '"#<E2: a>"']);
  });

  it.each<[string, (rt: Runtime) => Value[], boolean]>([
    ['rescue => e', () => [], true],
    ['rescue ArgumentError, TypeError', (rt) => [rt.cls('ArgumentError'), rt.cls('TypeError')], true],
    ['rescue *[TypeError, KeyError]', (rt) => [rt.cls('TypeError'), rt.cls('KeyError')], false],
    ['rescue Exception', (rt) => [rt.cls('Exception')], true],
    ['rescue Tag (a module the class includes)', (rt) => [rt.constant('Tag')!], true],
  ])('%s catches ArgumentError: %s', (_ruby, classes, expected) => {
    const rt = runtime();
    const tag = rt.defineModule('Tag');
    const te = rt.define('TE', rt.cls('ArgumentError'));
    te.include(tag);
    expect(rescueMatches(rt, classes(rt), rt.newException(te, str('t')), loc)).toBe(expected);
  });

  it("a NameError rescued from hsh's own error names the name (e.name)", () => {
    const rt = runtime();
    const err = new ShellError('NAME_ERROR', "undefined local variable or method `doit' for #<HBaseReceiver:0x73206213>", { rubyClass: 'NameError' });
    expect(inspect(rt.exceptionOf(err)!.name)).toBe(':doit');
  });

  it('an anonymous exception class is named by its inspect when uncaught', () => {
    const rt = runtime();
    const anon = new RClass(null, rt, rt.cls('StandardError'));
    const err = rt.raise(rt.newException(anon, str('x')));
    expect(err.rubyClass).toBe(inspect(anon));
  });

  it('rescue names only classes and modules', () => {
    const rt = runtime();
    expect(() => rescueMatches(rt, [3n], rt.newException('RuntimeError'), loc)).toThrow('class or module required for rescue clause');
  });

  it('an Interrupt is not a StandardError', () => {
    const rt = runtime();
    expect(rescueMatches(rt, [], rt.newException('Interrupt'), loc)).toBe(false);
  });
});

describe('classes are values', () => {
  it('Class.new(superclass) and Module.new', async () => {
    const rt = runtime();
    const anon = (await call(rt, rt.classClass, 'new', rt.cls('StandardError'))) as RClass;
    expect(anon.superclass).toBe(rt.cls('StandardError'));
    expect(inspect(anon)).toMatch(/^#<Class:0x[0-9a-f]+>$/);
    expect(inspect(await call(rt, await call(rt, rt.moduleClass, 'new'), 'class'))).toBe('Module');
    const e = await raiseException(rt, [anon, str('anon')], null, [], loc).catch((x: unknown) => rt.exceptionOf(x));
    expect(inspect(e!)).toBe(`#<${inspect(anon)}: anon>`);
  });

  it('extend and singleton methods', async () => {
    const rt = runtime();
    const greet = rt.defineModule('Greet');
    rt.defineMethod(greet, 'greet', def(() => str('hello')));
    const o = await call(rt, rt.objectClass, 'new');
    await call(rt, o, 'extend', greet);
    expect([await call(rt, o, 'is_a?', greet), String(await call(rt, o, 'greet'))]).toEqual([true, 'hello']);
    expect(inspect(await call(rt, o, 'class'))).toBe('Object');
    expect(inspect(await fcall(o, 'singleton_methods', [], null, loc, rt))).toBe('[]');
  });
});
