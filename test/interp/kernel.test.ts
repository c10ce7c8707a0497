/**
 * Kernel's functions that reach the evaluator's frames or the session
 * (checked against JRuby 9.3 inside an HBaseReceiver): `loop` ends on
 * `break` or StopIteration, `catch`/`throw`, `Array()`.
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
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
