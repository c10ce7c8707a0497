/**
 * String methods that change their receiver, as JRuby 9.3 runs them (each
 * expected text checked with jruby): the new bytes go back to the variable
 * the receiver came from (local, instance, global), the call answers the
 * method's value (nil when a bang method changed nothing).
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
  ['s = "  hi  "; [s.strip!, s, s.strip!]', '=> ["hi", "hi", nil]'],
  ['t = "abc"; t.insert(1, "X"); t', '=> "aXbc"'],
  ['@b = "x"; @b << "y"; @b.concat("z"); @b', '=> "xyz"'],
  ['$g = "q"; $g.upcase!; $g', '=> "Q"'],
  ['u = "hello"; [u.sub!(/l/, "L"), u, u.gsub!(/z/, ""), u]', '=> ["heLlo", "heLlo", nil, "heLlo"]'],
  ['v = "abcdef"; [v.slice!(1..2), v]', '=> ["bc", "adef"]'],
  ['w = "x".freeze; w << "y"', "FrozenError: can't modify frozen String"],
  ['w = "x".freeze; w.strip!', "FrozenError: can't modify frozen String"],
];

describe('strings changed in place', () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source)).toBe(expected);
    });
  }
});
