/**
 * Ruby's scoping rules for locals (checked against JRuby 9.3.9 inside an
 * HBaseReceiver, as HBase's shell evaluates): a block sees and assigns its
 * scope's locals, its parameters and new locals stay in it; a `def` sees
 * none of the caller's and leaks none of its own; a local exists from where
 * its assignment is parsed, run or not.
 */
import { describe, expect, it } from 'vitest';
import { RECEIVER, run } from './harness.js';

const CASES: Array<[string, string]> = [
  ['def make_counter; count = 0; -> { count += 1 }; end; c = make_counter; c.call; c.call', '=> 2'],
  ['[1].each { |i| y = i }; y', `NameError: undefined local variable or method \`y' for ${RECEIVER}`],
  ['x = 10; [1, 2].each { |i| x += i }; x', '=> 13'],
  ['i = 5; [1].each { |i| }; i', '=> 5'],
  ['i = 5; [7].each { |i| i += 1 }; i', '=> 5'],
  ['z = 1; def m; z; end; m', `NameError: undefined local variable or method \`z' for ${RECEIVER}`],
  ['def m2; q = 3; end; m2; q', `NameError: undefined local variable or method \`q' for ${RECEIVER}`],
  ['def m3(a) a + 1 end; a = 10; [m3(1), a]', '=> [2, 10]'],
  ['p2 = 7 if false; p2', '=> nil'],
  ['w = 2; local_variables.include?(:w)', '=> true'],
  ['[1, 2].each { |v| n = v }; local_variables', '=> []'],
  ['t = 0; [1, 2].each { |a| [10].each { |b| t += a * b } }; t', '=> 30'],
  ['s = []; [1, 2].each { |a| k = a; s << k }; s', '=> [1, 2]'],
  ['for j in 1..3 do last = j end; [j, last]', '=> [3, 3]'],
  ['def rec(n) n == 0 ? 0 : n + rec(n - 1) end; rec(100)', '=> 5050'],
  ['def each_ten; [1, 2].each { |x| return x * 10 }; 0; end; each_ten', '=> 10'],
  ['def given?; block_given?; end; [given?, given?() { 1 }]', '=> [false, true]'],
  ['def yielder; __method__; end; yielder', '=> :yielder'],
];

describe("locals follow Ruby's scopes", () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source)).toBe(expected);
    });
  }
});
