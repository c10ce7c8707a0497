/**
 * What scripts reach of the process through Kernel (checked against JRuby
 * 9.3): `$stdout`/`$stderr` as IO objects writing to the session's injected
 * output, ENV over the session's environment (writes kept in the session),
 * `enum_for`, `Hash()`, nil/true/false's `& | ^`, and JRuby's Java byte[].
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
  ["$stderr.puts 'e'; $stdout.puts 'o'; [$stdout.sync, $stderr.sync, $stdout.tty?, $stdout.fileno, $stderr.fileno]", 'warn: e\no\n=> [false, true, false, 1, 2]'],
  ['[$stdout.write, $stdout.write(12, :s, nil)]', '12s\n=> [0, 3]'],
  ["x = ($stdout << 'a' << \"b\\n\"); [x.equal?(STDOUT), $stdout.inspect, $stdout.print('q'), $stdout.flush.equal?($stdout)]", 'a\nb\n\nq\n=> [true, "#<IO:<STDOUT>>", nil, true]'],
  ['$stdout.sync = true; $stdout.sync', '=> true'],
  ["[ENV['HSH_T'], ENV.fetch('HSH_T'), ENV.fetch('NOPE') { |k| k * 2 }, ENV.fetch('NOPE', 'd'), ENV.to_s, ENV.class, ENV.to_h]", '=> ["x", "x", "NOPENOPE", "d", "ENV", Hash, {"HSH_T"=>"x"}]'],
  ["ENV.fetch('HSH_NOPE')", 'KeyError: key not found: "HSH_NOPE"'],
  ['ENV[1]', 'TypeError: no implicit conversion of Integer into String'],
  ["ENV.fetch('a', 1, 2)", 'ArgumentError: wrong number of arguments calling `fetch` (given 3, expected 1..2)'],
  ["ENV['HSH_W'] = 'v'; [ENV['HSH_W'], ENV.delete('HSH_W'), ENV['HSH_W'], ENV.key?('HSH_W')]", '=> ["v", "v", nil, false]'],
  ['ENV.map { |k, v| k + v }', '=> ["HSH_Tx"]'],
  ['e = [1, 2].enum_for(:each_slice, 1); [e, e.next, [3].to_enum, e.to_a]', '=> [#<Enumerator: [1, 2]:each_slice(1)>, [1], #<Enumerator: [3]:each>, [[1], [2]]]'],
  ['def foo(a); return to_enum(:foo, a) unless block_given?; yield a; yield a + 1; end; e = foo(5); [e.next, e.next, (e.next rescue $!.message)]', '=> [5, 6, "iteration reached an end"]'],
  ['["\\xff\\x80".b.to_java_bytes, String.from_java_bytes("\\xff\\x80".b.to_java_bytes)]', '=> [#<Java::byte[2]: [-1, -128]>, "\\xFF\\x80"]'],
  ["String.from_java_bytes('a')", 'TypeError: wrong argument type String (expected byte[])'],
  ['[true & 1, false | nil, true ^ true, nil | 1, nil ^ nil, false ^ 2]', '=> [true, false, false, true, false, true]'],
  ['Hash([])', '=> {}'],
  ['Hash([[1, 2]])', "TypeError: can't convert Array into Hash"],
  ["[require('java'), Java]", '=> [false, Java]'],
];

describe('Kernel: streams, ENV, enumerators, conversions, Java bytes', () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source, { env: () => ({ HSH_T: 'x' }) })).toBe(expected);
    });
  }

  it("ENV's writes stay in the session: the process's environment is unchanged", async () => {
    const env: Record<string, string> = { HSH_T: 'x' };
    expect(await run("ENV['HSH_T'] = 'y'; ENV.delete('HSH_T'); ENV['HSH_T']", { env: () => env })).toBe('=> nil');
    expect(env).toEqual({ HSH_T: 'x' });
    expect(await run("ENV['HSH_T']", { env: () => env })).toBe('=> "x"');
  });
});
