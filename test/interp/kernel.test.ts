/**
 * Kernel's functions that reach the evaluator's frames or the session
 * (checked against JRuby 9.3 inside an HBaseReceiver): `loop` ends on
 * `break` or StopIteration, `catch`/`throw`, `Array()`.
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
  ['[Integer("0x1A"), Integer("11", 2), Integer("zz", exception: false), Float("1.5"), Float("x", exception: false)]', '=> [26, 3, nil, 1.5, nil]'],
  ['Integer("abc")', 'ArgumentError: invalid value for Integer(): "abc"'],
  ['Float("abc")', 'ArgumentError: invalid value for Float(): "abc"'],
  ['srand(42); [rand, rand(10), rand(1..6), srand(7)]', '=> [0.3745401188473625, 7, 5, 42]'],
  ['puts []; puts [1, [2, nil]], "x\n"', '1\n2\n\nx\n=> nil'],
  ['loop { raise StopIteration }', '=> nil'],
  ['n = 0; loop { n += 1; break n * 2 if n == 4 }', '=> 8'],
  ['catch(:done) { 10.times { |i| throw :done, i if i == 3 }; :never }', '=> 3'],
  ['catch(:done) { 5 }', '=> 5'],
  ['throw :x', 'UncaughtThrowError: uncaught throw :x'],
  ['[Array(nil), Array([1]), Array(1..3), Array({a: 1}), Array(5)]', '=> [[], [1], [1, 2, 3], [[:a, 1]], [5]]'],
  ["puts [1, [2, []]], 'x'", '1\n2\nx\n=> nil'],
  ["print 'A'; puts []; print 'B'; puts [[]]; print 'C'; puts; puts [nil]", 'A\nB\nC\n\n\n=> nil'],
];

describe('Kernel', () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source)).toBe(expected);
    });
  }
});
