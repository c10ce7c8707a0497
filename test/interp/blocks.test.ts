/**
 * Blocks as values, as JRuby 9.3 runs them (each expected text checked with
 * jruby inside an HBaseReceiver): procs and lambdas close over their scope,
 * a proc binds leniently and a lambda strictly, `return` leaves the method a
 * proc was written in and a lambda itself, `break`/`next` give their values,
 * `&:sym` and splats in calls, arrays and hashes.
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
  ['pr = proc { |a, b| [a, b] }; [pr.call(1), pr.call([3, 4]), pr.call(1, 2, 3), pr.arity, pr.lambda?]', '=> [[1, nil], [3, 4], [1, 2], 2, false]'],
  ['l3 = lambda { |a, b| [a, b] }; l3.call(1)', 'ArgumentError: wrong number of arguments (given 1, expected 2)'],
  ['l3 = lambda { |a, b| [a, b] }; [l3.call(1, 2), l3[3, 4], l3.arity, l3.lambda?]', '=> [[1, 2], [3, 4], 2, true]'],
  ['w = 2; pr = proc { w * 3 }; w = 4; pr.call', '=> 12'],
  ['a = 1; l = lambda { |a| a }; [l.call(9), a]', '=> [9, 1]'],
  ['proc { |x, y| [x, y] }.curry[1][2]', '=> [1, 2]'],
  ['lambda { |x, y| x + y }.curry[1][2]', '=> 3'],
  ['[proc { nil }.arity, lambda { nil }.arity, proc { |x| x }.arity]', '=> [0, 0, 1]'],
  ['def pp1; pr = proc { return 7 }; pr.call; 8; end; pp1', '=> 7'],
  ['def f4; [1, 2].each { |x| return x * 10 }; 0; end; f4', '=> 10'],
  ['lambda { break 5 }.call', '=> 5'],
  ['proc { next 5; 6 }.call', '=> 5'],
  ['r = [1, 2, 3].each { |x| break x * 100 if x == 2 }; r', '=> 200'],
  ['[1, 2, 3].map { |x| next 0 if x == 2; x }', '=> [1, 0, 3]'],
  ['[[1, 2], [3, 4]].map { |a, b| a + b }', '=> [3, 7]'],
  ['[1, 2, 3].map(&:to_s)', '=> ["1", "2", "3"]'],
  ['up = proc { |s| s * 2 }; [1, 2].map(&up)', '=> [2, 4]'],
  ['[*1..3, *[4, 5]]', '=> [1, 2, 3, 4, 5]'],
  ['h = {a: 1}; {**h, b: 2}', '=> {:a=>1, :b=>2}'],
  ['x = nil; x&.length', '=> nil'],
  ['def given?; block_given?; end; [given?, given?() { 1 }]', '=> [false, true]'],
];

describe('blocks, procs and lambdas', () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source)).toBe(expected);
    });
  }
});
