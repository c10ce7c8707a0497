/**
 * The core library reached through the one dispatcher `send` (object.ts):
 * regexps and their `$~` slot, pack/unpack, Random, frozen strings.
 * Expected values are JRuby 9.3's (`jruby -e`).
 */
import { describe, expect, it } from 'vitest';
import { RSymbol, type Value, str } from '../../src/ruby/values.js';
import { inspect } from '../../src/ruby/inspect.js';
import { send } from '../../src/ruby/object.js';
import { Runtime } from '../../src/ruby/runtime.js';
import { regexpLiteral } from '../../src/ruby/regexp.js';
import { RubyRandom } from '../../src/ruby/random.js';
import { freeze } from '../../src/ruby/freeze.js';
import { type BinaryOperator, binop } from '../../src/ruby/operators.js';
import { RObject } from '../../src/ruby/objects.js';
import { RHash } from '../../src/ruby/values.js';

const loc = { line: 1, col: 1, offset: 0 };
const runtime = () => new Runtime({ identity: () => '0x00000000' });

async function call(rt: Runtime, recv: Value, name: string, ...args: Value[]): Promise<string> {
  return inspect(await send(recv, name, args, null, loc, rt));
}

describe('regexps through send', () => {
  it('String#=~ records the match in the runtime slot', async () => {
    const rt = runtime();
    expect(await call(rt, str('hello world'), '=~', regexpLiteral('o', ''))).toBe('4');
    expect(inspect(rt.matchSlot.lastMatch)).toBe('#<MatchData "o">');
  });
  it.each<[Value, string, Value[], string]>([
    [str('hello'), 'sub', [regexpLiteral('l', ''), str('L')], '"heLlo"'],
    [str('a1b22'), 'scan', [regexpLiteral('\\d+', '')], '["1", "22"]'],
    [str('a,b'), 'split', [regexpLiteral(',', '')], '["a", "b"]'],
    [regexpLiteral('(\\d)(\\d)', ''), 'source', [], '"(\\\\d)(\\\\d)"'],
  ])('%s.%s', async (recv, name, args, want) => {
    expect(await call(runtime(), recv, name, ...args)).toBe(want);
  });
  it('Regexp#match answers MatchData, whose methods answer through send', async () => {
    const rt = runtime();
    const m = await send(regexpLiteral('(\\d)(\\d)', ''), 'match', [str('x12')], null, loc, rt);
    expect(await call(rt, m, 'captures')).toBe('["1", "2"]');
    expect(await call(rt, m, 'class')).toBe('MatchData');
    const named = await send(regexpLiteral('(?<a>\\d)', ''), 'match', [str('x5')], null, loc, rt);
    expect(await call(rt, named, '[]', new RSymbol('a'))).toBe('"5"');
  });
});

describe('pack and unpack through send', () => {
  it.each<[Value, string, Value[], string]>([
    [[1n, 2n], 'pack', [str('C*')], '"\\x01\\x02"'],
    [Buffer.from([1, 2]), 'unpack', [str('C*')], '[1, 2]'],
    [str('AB'), 'unpack1', [str('a*')], '"AB"'],
  ])('%s.%s', async (recv, name, args, want) => {
    expect(await call(runtime(), recv, name, ...args)).toBe(want);
  });
});

describe('Random through send', () => {
  it('rand, seed, class and inspect', async () => {
    const rt = runtime();
    const rng = new RubyRandom(42n, '0x1a2b');
    expect(await call(rt, rng, 'rand', 100n)).toBe('51');
    expect(await call(rt, new RubyRandom(3n), 'seed')).toBe('3');
    expect(await call(rt, rng, 'class')).toBe('Random');
    expect(inspect(rng)).toBe('#<Random:0x1a2b>');
  });
  it('shuffle and sample draw from the runtime generator', async () => {
    const a = runtime();
    a.random.srand(7n);
    const b = runtime();
    b.random.srand(7n);
    const items = [1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n];
    expect(await call(a, items, 'shuffle')).toBe(await call(b, items, 'shuffle'));
    b.random.srand(8n);
    a.random.srand(7n);
    const seven = await call(a, items, 'shuffle');
    expect(await call(b, items, 'shuffle')).not.toBe(seven);
  });
});

describe('frozen strings through send', () => {
  it('freeze, frozen? and FrozenError', async () => {
    const rt = runtime();
    expect(await call(rt, str('abc'), 'frozen?')).toBe('false');
    const s = await send(str('abc'), 'freeze', [], null, loc, rt);
    expect(await call(rt, s, 'frozen?')).toBe('true');
    expect(() => send(freeze(str('abc')), 'upcase!', [], null, loc, rt)).toThrow("can't modify frozen String");
  });
});

describe('Regexp class methods and constants through the Runtime', () => {
  it('escape, union, IGNORECASE, last_match', async () => {
    const rt = runtime();
    const regexp = rt.constant('Regexp')!;
    expect(await call(rt, regexp, 'escape', str('a.b*'))).toBe('"a\\\\.b\\\\*"');
    expect(await call(rt, regexp, 'union', str('a'), str('b'))).toBe('/a|b/');
    expect(inspect(rt.constant('Regexp::IGNORECASE')!)).toBe('1');
    await send(str('xay'), '=~', [regexpLiteral('a', '')], null, loc, rt);
    expect(await call(rt, regexp, 'last_match')).toBe('#<MatchData "a">');
  });
});

describe('binop on numbers follows JRuby (numeric-ops.ts)', () => {
  it.each<[Value, BinaryOperator, Value, string]>([
    [2n, '<<', 70n, '2361183241434822606848'],
    [-5n, '>>', 1n, '-3'],
    [6n, '&', 3n, '2'],
    [6n, '^', 3n, '5'],
    [1n, '<', 2.5, 'true'],
    [1n, '<=>', str('a'), 'nil'],
    [7n, '/', -2n, '-4'],
    [7.5, '%', 2n, '1.5'],
  ])('%s %s %s', (l, op, r, want) => {
    expect(inspect(binop(op, l, r, loc))).toBe(want);
  });
  it.each<[Value, BinaryOperator, Value, string]>([
    [1.0, '%', 0n, 'divided by 0'],
    [7n, '%', 0.0, 'divided by 0'],
    [1n, '<', str('a'), 'comparison of Integer with String failed'],
    [1n, '+', str('a'), "String can't be coerced into Integer"],
  ])('%s %s %s raises', (l, op, r, message) => {
    expect(() => binop(op, l, r, loc)).toThrow(message);
  });
});

describe("a user's objects in core collections", () => {
  /** `class V; def <=>(o) n <=> o.n end; def inspect "V#{n}" end end`, its methods as a user's `def` makes them. */
  function userClass(rt: Runtime) {
    const cls = rt.define('V', rt.objectClass);
    const n = (v: Value) => (v as RObject).ivars.get('@n') as bigint;
    cls.defineMethod('<=>', { call: (self, [o]) => binop('<=>', n(self), n(o), loc), arity: 1, visibility: 'public' });
    cls.defineMethod('inspect', { call: (self) => Promise.resolve(str(`V${n(self)}`)), arity: 0, visibility: 'public' });
    return (k: bigint) => {
      const o = rt.allocate(cls);
      o.ivars.set('@n', k);
      return o;
    };
  }
  it.each<[string, Value[], string]>([
    ['inspect', [], '[V3, V1, V2]'],
    ['to_s', [], '[V3, V1, V2]'],
    ['sort', [], '[V1, V2, V3]'],
    ['min', [], 'V1'],
    ['max', [], 'V3'],
    ['minmax', [], '[V1, V3]'],
  ])('Array#%s asks their inspect and <=>', async (name, args, want) => {
    const rt = runtime();
    const v = userClass(rt);
    const out = await send([v(3n), v(1n), v(2n)], name, args, null, loc, rt);
    expect(typeof out === 'object' && out instanceof Buffer ? out.toString() : await call(rt, out, 'inspect').then((t) => JSON.parse(t) as string)).toBe(want);
  });
  it('Hash#inspect asks their inspect', async () => {
    const rt = runtime();
    const v = userClass(rt);
    const h = new RHash();
    h.set(new RSymbol('k'), [v(1n)]);
    expect(await call(rt, h, 'inspect')).toBe('"{:k=>[V1]}"');
  });
});

describe('identity, copies and frozen receivers', () => {
  it('a Symbol has one object_id per name', async () => {
    const rt = runtime();
    expect(await call(rt, new RSymbol('a'), 'object_id')).toBe(await call(rt, new RSymbol('a'), 'object_id'));
  });
  it('dup of a frozen String or Array is unfrozen, clone keeps the flag', async () => {
    const rt = runtime();
    for (const v of [str('x'), [1n]] as Value[]) {
      const frozen = freeze(v);
      expect(await call(rt, await send(frozen, 'dup', [], null, loc, rt), 'frozen?')).toBe('false');
      expect(await call(rt, await send(frozen, 'clone', [], null, loc, rt), 'frozen?')).toBe('true');
    }
  });
  it('<< on a frozen Array or String raises FrozenError', () => {
    expect(() => binop('<<', freeze([1n]), 2n, loc)).toThrow("can't modify frozen Array");
    expect(() => binop('<<', freeze(str('a')), str('b'), loc)).toThrow("can't modify frozen String");
  });
  it('Integer#chr below 256 is not UTF-8: 0.chr inspects as "\\x00"', async () => {
    expect(await call(runtime(), 0n, 'chr')).toBe('"\\x00"');
  });
});

describe('String#chomp(suffix), delete_prefix/suffix, Hash#shift/flatten through send', () => {
  it.each<[Value, string, Value[], string]>([
    [str('file.csv'), 'chomp', [str('.csv')], '"file"'],
    [str('abc'), 'chomp', [str('x')], '"abc"'],
    [str('a\n\n'), 'chomp', [str('')], '"a"'],
    [str('row_123'), 'delete_prefix', [str('row_')], '"123"'],
    [str('ab'), 'delete_prefix', [str('x')], '"ab"'],
    [str('file.txt'), 'delete_suffix', [str('.txt')], '"file"'],
  ])('%s.%s', async (recv, name, args, want) => {
    expect(await call(runtime(), recv, name, ...args)).toBe(want);
  });
  it('Hash#shift removes the first pair; flatten(depth)', async () => {
    const rt = runtime();
    const h = new RHash([
      [new RSymbol('a'), 1n],
      [new RSymbol('b'), [2n, 3n]],
    ]);
    expect(await call(rt, h, 'flatten', 2n)).toBe('[:a, 1, :b, 2, 3]');
    expect(await call(rt, h, 'shift')).toBe('[:a, 1]');
    expect(await call(rt, h, 'flatten')).toBe('[:b, [2, 3]]');
    expect(await call(rt, new RHash(), 'shift')).toBe('nil');
  });
});

describe('a Hash keeps a new String key as a frozen copy', () => {
  it('h["a"] = 1: the key is frozen, the caller`s string is not', async () => {
    const rt = runtime();
    const h = new RHash();
    const k = str('a');
    await send(h, '[]=', [k, 1n], null, loc, rt);
    expect(await call(rt, h.entries[0][0], 'frozen?')).toBe('true');
    expect(await call(rt, k, 'frozen?')).toBe('false');
  });
});
