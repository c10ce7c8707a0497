/**
 * Random as JRuby 9.3 draws it (MT19937 seeded as MRI's rand_init): each row
 * is the Ruby expression, the same draws here, and what `p` prints in JRuby 9.3.9.
 */
import { describe, expect, it } from 'vitest';
import { RandomState, RubyRandom, kernelRand, randFloatRange, randomMethod, randomRand } from '../../src/ruby/random.js';
import { RRange, type Value } from '../../src/ruby/values.js';
import { outcome } from '../helpers/ruby.js';

const range = (a: bigint, b: bigint, exclusive = false) => new RRange(a, b, exclusive);

const rows: Array<[string, () => Value, string]> = [
  ['(r = Random.new(42); [r.rand, r.rand(100), r.rand(1..6), r.rand(1.5), r.rand(2**40), r.rand(2**70), r.rand(1.0...2.0), r.rand(10...20), r.bytes(5), r.seed])', () => {
    const r = new RubyRandom(42n);
    return [randomRand(r, undefined), randomRand(r, 100n), randomRand(r, range(1n, 6n)), randomRand(r, 1.5), randomRand(r, 2n ** 40n), randomRand(r, 2n ** 70n), randFloatRange(r, 1, 2, true)!, randomRand(r, range(10n, 20n, true)), r.bytes(5), r.seed];
  }, '[0.3745401188473625, 92, 3, 1.169536500409154, 86569440870, 1054342003258985805014, 1.0580836121681996, 17, "t\\xEDmUc", 42]'],
  ['(r = Random.new(0); 5.times.map { r.rand(10) })', () => {
    const r = new RubyRandom(0n);
    return [0, 1, 2, 3, 4].map(() => randomRand(r, 10n));
  }, '[5, 0, 3, 3, 7]'],
  ['(r = Random.new(2**40 + 7); [r.rand, r.rand(1000)])', () => {
    const r = new RubyRandom(2n ** 40n + 7n);
    return [r.float(), randomRand(r, 1000n)];
  }, '[0.6137037779936511, 693]'],
  ['(r = Random.new(2**32 + 5); [r.rand, r.rand(1000)])', () => {
    const r = new RubyRandom(2n ** 32n + 5n);
    return [r.float(), randomRand(r, 1000n)];
  }, '[0.15727238718789782, 821]'],
  ['(r = Random.new(-5); [r.rand, r.rand(1000)])', () => {
    const r = new RubyRandom(-5n);
    return [r.float(), randomRand(r, 1000n)];
  }, '[0.22199317108973948, 701]'],
  ['(r = Random.new(2**100); [r.rand, r.rand(1000)])', () => {
    const r = new RubyRandom(2n ** 100n);
    return [r.float(), randomRand(r, 1000n)];
  }, '[0.7586581712996778, 79]'],
  ['(srand(1234); [rand, rand(10), rand(1.5), rand(-5), rand(1..3), Random.rand(10), Random.rand])', () => {
    const s = new RandomState(() => 0.5);
    s.srand(1234n);
    const r = s.generator;
    return [kernelRand(r, undefined), kernelRand(r, 10n), kernelRand(r, 1.5), kernelRand(r, -5n), kernelRand(r, range(1n, 3n)), randomRand(r, 10n), randomRand(r, undefined)];
  }, '[0.1915194503788923, 6, 0, 4, 1, 8, 0.771359918862401]'],
  ['(srand(99); srand(5))', () => {
    const s = new RandomState(() => 0.5);
    s.srand(99n);
    return s.srand(5n);
  }, '99'],
  ['Random.new(1).rand(-5)', () => randomRand(new RubyRandom(1n), -5n), 'ArgumentError: invalid argument - -5'],
  ['Random.new(1).rand(0)', () => randomRand(new RubyRandom(1n), 0n), 'ArgumentError: invalid argument - 0'],
  ['Random.new(1).rand(1.0)', () => randomRand(new RubyRandom(1n), 1.0), '0.417022004702574'],
  ['Random.new(1).rand(5..1)', () => randomRand(new RubyRandom(1n), range(5n, 1n)), 'ArgumentError: invalid argument - 5..1'],
  ['rand(5..1)', () => kernelRand(new RubyRandom(1n), range(5n, 1n)), 'ArgumentError: invalid argument - 5..1'],
  ['Random.new(1).rand(nil)', () => randomRand(new RubyRandom(1n), null), 'ArgumentError: invalid argument - '],
  ['Random.new(1).rand("a")', () => randomRand(new RubyRandom(1n), Buffer.from('a')), 'TypeError: no implicit conversion of String into Integer'],
  ['(r = Random.new(7); [r.rand(3..3), r.bytes(0), r.bytes(9)])', () => {
    const r = new RubyRandom(7n);
    return [randomRand(r, range(3n, 3n)), randomMethod(r, 'bytes', [0n])!, randomMethod(r, 'bytes', [9n])!];
  }, '[3, "", "\\xAF\\xF0\\x88\\x13\\xC4\\xE42:\\x19"]'],
];

describe('Random as JRuby 9.3', () => {
  it.each(rows)('%s', (_ruby, run, expected) => {
    expect(outcome(run)).toBe(expected);
  });

  it('keeps its default generator per state (no module state)', () => {
    const a = new RandomState(() => 0.25);
    const b = new RandomState(() => 0.25);
    a.srand(1n);
    expect(kernelRand(b.generator, undefined)).not.toBe(kernelRand(a.generator, undefined));
  });
});
