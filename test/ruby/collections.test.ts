/**
 * The collection library's entry points the evaluator has yet to wire
 * (Hash.new, Array.new, Hash[], puts's lines, Symbol#to_proc), String#succ,
 * RHash's keying, and its sync fast path, with JRuby 9.3.9's answers.
 */
import { describe, expect, it } from 'vitest';
import { RHash, RRange, RSymbol, type Value, str } from '../../src/ruby/values.js';
import { inspect } from '../../src/ruby/inspect.js';
import { hashFrom, hashMethod, hashNew } from '../../src/ruby/hash.js';
import { arrayMethod, arrayNew } from '../../src/ruby/array.js';
import { rangeMethod } from '../../src/ruby/range.js';
import { type RubyBlock, type Send, symbolToProc } from '../../src/ruby/enumerable.js';
import { putsLines } from '../../src/ruby/operators.js';
import { succ } from '../../src/ruby/string-succ.js';
import { send } from '../../src/ruby/object.js';
import { Runtime } from '../../src/ruby/runtime.js';
import { ShellError } from '../../src/errors.js';

const loc = { line: 1, col: 1 } as never;
const sym = (n: string) => new RSymbol(n);

/** The value's inspect, or `#<Class: message>` for a raised error. */
async function shown(f: () => Value | undefined | Promise<Value | undefined>): Promise<string> {
  try {
    return inspect((await f()) ?? null);
  } catch (e) {
    if (e instanceof ShellError) return `#<${e.rubyClass}: ${e.message}>`;
    throw e;
  }
}

describe('String#succ (string.c str_succ)', () => {
  it.each([
    ['az', 'ba'],
    ['zz', 'aaa'],
    ['a9', 'b0'],
    ['Zz', 'AAa'],
    ['1.9', '2.0'],
    ['Az', 'Ba'],
    ['zZ', 'aaA'],
    ['-9', '-10'],
    ['', ''],
    ['***', '**+'],
    ['a-9', 'a-10'],
    ['9', '10'],
    ['1.9.9', '2.0.0'],
    ['a!', 'b!'],
    ['z*', 'aa*'],
    ['ÿ', 'Ā'],
  ])('%j.succ is %j', (from, to) => {
    expect(succ(str(from)).toString('utf8')).toBe(to);
  });
});

describe('Hash.new, Hash[], Array.new', () => {
  it('a default value and a default block', async () => {
    const counts = hashNew([0n], null, loc);
    for (const w of ['a', 'b', 'a']) {
      const k = str(w);
      await hashMethod(counts, '[]=', [k, ((await hashMethod(counts, '[]', [k], null, loc)) as bigint) + 1n], null, loc);
    }
    expect(inspect(counts)).toBe('{"a"=>2, "b"=>1}');
    // h = Hash.new { |hash, k| hash[k] = k * 2 }; [h[2], h]
    const memo = hashNew([], ([h, k]) => {
      const v = (k as bigint) * 2n;
      (h as RHash).set(k, v);
      return v;
    }, loc);
    expect(inspect([(await hashMethod(memo, '[]', [2n], null, loc))!, memo])).toBe('[4, {2=>4}]');
    // h = Hash.new { |hash, k| k * 2 }: the block's answer, nothing stored
    const calc = hashNew([], ([, k]) => (k as bigint) * 2n, loc);
    expect(inspect([(await hashMethod(calc, '[]', [2n], null, loc))!, calc])).toBe('[4, {}]');
    // h = Hash.new(0); [h.fetch(:a, 9), h[:a], h]
    const zero = hashNew([0n], null, loc);
    expect(inspect([(await hashMethod(zero, 'fetch', [sym('a'), 9n], null, loc))!, (await hashMethod(zero, '[]', [sym('a')], null, loc))!, zero])).toBe('[9, 0, {}]');
    expect(await shown(() => hashMethod(zero, 'fetch', [sym('z')], null, loc))).toBe('#<KeyError: key not found: :z>');
    expect(await shown(() => hashNew([1n], () => null, loc))).toBe('#<ArgumentError: wrong number of arguments>');
    const d = new RHash([[sym('a'), 1n]]);
    await hashMethod(d, 'default=', [7n], null, loc);
    expect(inspect([(await hashMethod(d, '[]', [sym('zz')], null, loc))!, (await hashMethod(d, 'default', [], null, loc))!])).toBe('[7, 7]');
  });

  it.each<[string, Value[], string]>([
    ['Hash[[[:a, 1]]]', [[[sym('a'), 1n]]], '{:a=>1}'],
    ['Hash[1, 2, 3, 4]', [1n, 2n, 3n, 4n], '{1=>2, 3=>4}'],
    ['Hash[:a, 1, :b]', [sym('a'), 1n, sym('b')], '#<ArgumentError: odd number of arguments for Hash>'],
    ['Hash[{a: 1}]', [new RHash([[sym('a'), 1n]])], '{:a=>1}'],
  ])('%s', async (_src, args, want) => {
    expect(await shown(() => hashFrom(args, loc))).toBe(want);
  });

  it.each<[string, Value[], RubyBlock | null, string]>([
    ['Array.new(3)', [3n], null, '[nil, nil, nil]'],
    ['Array.new(3, 0)', [3n, 0n], null, '[0, 0, 0]'],
    ['Array.new(3) { |i| i * i }', [3n], ([i]) => (i as bigint) * (i as bigint), '[0, 1, 4]'],
    ['Array.new(2) { [] }', [2n], () => [], '[[], []]'],
    ['Array.new([1, 2])', [[1n, 2n]], null, '[1, 2]'],
    ['Array.new(-1)', [-1n], null, '#<ArgumentError: negative array size>'],
  ])('%s', async (_src, args, block, want) => {
    expect(await shown(() => arrayNew(args, block, loc))).toBe(want);
  });

  it('Array.new(2) { [] } makes a new Array per element; Array.new(2, []) shares one', async () => {
    const apart = (await arrayNew([2n], () => [], loc)) as Value[][];
    expect(apart[0]).not.toBe(apart[1]);
    const shared = (await arrayNew([2n, []], null, loc)) as Value[][];
    expect(shared[0]).toBe(shared[1]);
  });
});

describe('Hash keys by eql? in O(1)', () => {
  it('1 and 1.0 are two keys, -0.0 and 0.0 one; arrays, hashes and ranges by content; insertion order kept across delete', () => {
    const h = new RHash();
    h.set(1n, sym('a'));
    h.set(1.0, sym('b'));
    // h = {0.0 => 1}; h[-0.0] = 2 gives {0.0=>2}
    h.set(0, 1n);
    h.set(-0, 2n);
    h.set([1n, [2n]], 3n);
    h.set(new RHash([[sym('a'), 1n], [sym('b'), 2n]]), 4n);
    h.set(new RRange(1n, 2n, false), 5n);
    expect(inspect(h)).toBe('{1=>:a, 1.0=>:b, 0.0=>2, [1, [2]]=>3, {:a=>1, :b=>2}=>4, 1..2=>5}');
    expect(h.lookup([1n, [2n]])).toBe(3n);
    expect(h.lookup(new RHash([[sym('b'), 2n], [sym('a'), 1n]]))).toBe(4n);
    expect(h.lookup(new RRange(1n, 2n, true))).toBeUndefined();
    h.delete(1n);
    h.set(1n, sym('c'));
    expect(inspect(h.entries.map(([k]) => k))).toBe('[1.0, 0.0, [1, [2]], {:a=>1, :b=>2}, 1..2, 1]');
  });

  it('keys other objects by identity, and by hashKey() when they define it', () => {
    const a = { hashKey: () => 'point 1,2' } as unknown as Value;
    const b = { hashKey: () => 'point 1,2' } as unknown as Value;
    const h = new RHash([[a, 1n]]);
    expect(h.lookup(b)).toBe(1n);
    const t1 = new RTimeLike();
    const t2 = new RTimeLike();
    const byId = new RHash([[t1 as unknown as Value, 1n]]);
    expect(byId.lookup(t2 as unknown as Value)).toBeUndefined();
    expect(byId.lookup(t1 as unknown as Value)).toBe(1n);
  });

  it('a block that answers synchronously keeps each/map synchronous (no promise)', () => {
    const out = arrayMethod([1n, 2n, 3n], 'map', [], ([x]) => (x as bigint) * 2n, loc);
    expect(out).not.toBeInstanceOf(Promise);
    expect(inspect(out as Value)).toBe('[2, 4, 6]');
    const groups = rangeMethod(new RRange(1n, 6n, false), 'group_by', [], ([x]) => (x as bigint) % 3n, loc);
    expect(groups).not.toBeInstanceOf(Promise);
    expect(inspect(groups as Value)).toBe('{1=>[1, 4], 2=>[2, 5], 0=>[3, 6]}');
  });

  it('a block that answers promises gives the same answers', async () => {
    const out = await arrayMethod([3n, 1n, 2n], 'sort', [], async ([a, b]) => ((b as bigint) > (a as bigint) ? 1n : (b as bigint) < (a as bigint) ? -1n : 0n), loc);
    expect(inspect(out as Value)).toBe('[3, 2, 1]');
    const found = await rangeMethod(new RRange(1n, null, false), 'find', [], async ([x]) => (x as bigint) * (x as bigint) > 20n, loc);
    expect(found).toBe(5n);
  });
});

/** An object without value equality (a user object, a Java proxy). */
class RTimeLike {}

describe('puts of arrays (JRuby 9.3)', () => {
  it.each<[string, Value[], string[]]>([
    ['puts []', [[]], []],
    ['puts [[], [[]]]', [[[], [[]]]], []],
    ['puts [1, [2, [nil, 3]]]', [[1n, [2n, [null, 3n]]]], ['1', '2', '', '3']],
    ['puts nil', [null], ['']],
    ['puts [nil]', [[null]], ['']],
    ['puts', [], ['']],
    ["puts 'a', [], 'b'", [str('a'), [], str('b')], ['a', 'b']],
    ['puts "x\\n"', [str('x\n')], ['x']],
    ['puts ["y\\n", "z"]', [[str('y\n'), str('z')]], ['y', 'z']],
  ])('%s', (_src, args, lines) => {
    expect(putsLines(args).map((b) => b.toString('utf8'))).toEqual(lines);
  });
});

describe('&:sym', () => {
  it('calls the method on the first value, operators included', async () => {
    const rt = new Runtime({ identity: () => '0x00000000' });
    const send5: Send = (recv, name, args, block, at) => send(recv, name, args, block, at, rt);
    expect(inspect((await arrayMethod([sym('b'), sym('a')], 'map', [], symbolToProc(sym('to_s'), loc, send5), loc)) as Value)).toBe('["b", "a"]');
    expect(await arrayMethod([1n, 2n, 3n], 'inject', [], symbolToProc(sym('+'), loc, send5), loc)).toBe(6n);
    expect(inspect((await arrayMethod([1n, 2n, 3n], 'select', [], symbolToProc(sym('odd?'), loc, send5), loc)) as Value)).toBe('[1, 3]');
  });
});
