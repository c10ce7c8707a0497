/**
 * The class methods and constants of Ruby's core classes (class-methods.ts),
 * as JRuby 9.3 answers them (each expected text checked with jruby).
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
  ['[Float::INFINITY, Float::EPSILON, Float::MAX, Float::MIN, Float::DIG]', '=> [Infinity, 2.220446049250313e-16, 1.7976931348623157e+308, 2.2250738585072014e-308, 15]'],
  ['[Integer.sqrt(17), Math::PI, Math.sqrt(2), Math.log(8, 2)]', '=> [4, 3.141592653589793, 1.4142135623730951, 3.0]'],
  ['[Hash.new(5)[1], Array.new(2) { |i| i * 3 }, Hash[[[1, 2]]]]', '=> [5, [0, 3], {1=>2}]'],
  ['h = Hash.new { |hh, k| hh[k] = k * 2 }; h[3]; h', '=> {3=>6}'],
  ['[Regexp::IGNORECASE, Regexp.escape("a.b"), Regexp.union("a", /b/i), Regexp.new("x+", Regexp::IGNORECASE)]', '=> [1, "a\\\\.b", /a|(?i-mx:b)/, /x+/i]'],
  ['"abc" =~ /b/; [Regexp.last_match(0), Regexp.last_match(1)]', '=> ["b", nil]'],
  ['[Time.at(0).utc, Time.utc(2020, 1, 2, 3, 4, 5)]', '=> [1970-01-01 00:00:00 UTC, 2020-01-02 03:04:05 UTC]'],
  ['[Random.rand(1.0).class, Random.new_seed.class]', '=> [Float, Integer]'],
  ['r = Random.new(42); [r.rand(100), r.rand, r.seed, Random.new(3).bytes(2)]', '=> [51, 0.9507143064099162, 42, "j\\x17"]'],
  ['Math.foo', "NoMethodError: undefined method `foo' for Math:Module"],
  ['Time.foo', "NoMethodError: undefined method `foo' for Time:Class"],
];

describe('core class methods and constants', () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source)).toBe(expected);
    });
  }
});
