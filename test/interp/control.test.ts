/**
 * Control flow as JRuby 9.3 runs it (expected texts checked with jruby inside
 * an HBaseReceiver): `case`/`when` by `===` (ranges, classes, splats),
 * `begin`/`rescue`/`else`/`ensure`/`retry`, the `rescue` modifier, `ensure`
 * in a method, `raise`'s forms; globals, constants and instance variables
 * at the top level.
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
  ['x = [1]; [defined?(x[0]), defined?(1 + 1), defined?(2 ** 3), defined?($stdout), defined?($nope)]', '=> ["method", "method", "method", "global-variable", nil]'],
  ["s = +''; s << 'ab' << 'cd'; s", '=> "abcd"'],
  ["TABLE = 'events'; TABLE", '=> "events"'],
  ['t = Time.at(0).utc + 1.5; [t.to_f, t.usec, Time.utc(2024, 1, 31, 23) + 3600, (Time.at(1.5) - Time.at(1)), Time.at(1) < Time.at(2)]', '=> [1.5, 500000, 2024-02-01 00:00:00 UTC, 0.5, true]'],
  ['a = [2, 3, 6]; a[0] **= 3; a[1] <<= 2; a[2] &= 3; h = {x: 5}; h[:x] |= 2; h[:x] ^= 1; h[:x] >>= 1; [a, h]', '=> [[8, 12, 2], {:x=>3}]'],
  ['case 5 when 1..3 then :low when 4..6 then :mid else :high end', '=> :mid'],
  ["case 'x' when String then 1 else 2 end", '=> 1'],
  ['case 7 when *[1, 7] then :hit end', '=> :hit'],
  ['case 9 when 1 then :a end', '=> nil'],
  ['case :b when :a, :b then 2 end', '=> 2'],
  ["begin; raise 'boom'; rescue => e; e.class; end", '=> RuntimeError'],
  ["begin; raise ArgumentError, 'bad'; rescue TypeError; 1; rescue ArgumentError => e; e.class; end", '=> ArgumentError'],
  ['begin; 1; rescue; 2; else; 3; ensure; 4; end', '=> 3'],
  ["n = 0; begin; n += 1; raise 'x' if n < 3; n; rescue; retry; end", '=> 3'],
  ["(raise 'q') rescue 'saved'", '=> "saved"'],
  ["x = (raise 'q' rescue 5); x", '=> 5'],
  ['begin; nosuch; rescue NameError => e; e.class; end', '=> NameError'],
  ['begin; {}.fetch(:k); rescue IndexError => e; e.class; end', '=> KeyError'],
  ['i = 0; begin; i += 1; end while i > 5; i', '=> 1'],
  ["begin; begin; raise 'in'; ensure; $e = 1; end; rescue; $e; end", '=> 1'],
  ['r = begin; 7; ensure; 8; end; r', '=> 7'],
  ["def m2; return 1; ensure; puts 'ens'; end; m2", 'ens\n=> 1'],
  ["begin; raise 'z'; rescue String; 1; end", 'RuntimeError: z'],
  ['raise TypeError', 'TypeError: TypeError'],
  ["raise TypeError, 'tt'", 'TypeError: tt'],
  ['raise 1', 'TypeError: exception class/object expected'],
  ['$g = 5; $g += 1; $g', '=> 6'],
  ['$x.nil?', '=> true'],
  ['FOO = 3; FOO', '=> 3'],
  ['@a = 1; @a += 2; @a', '=> 3'],
  ['@q', '=> nil'],
  ['h = {}; h[:a] ||= []; h[:a] << 1; h', '=> {:a=>[1]}'],
];

describe('control flow and variables', () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source)).toBe(expected);
    });
  }
});
