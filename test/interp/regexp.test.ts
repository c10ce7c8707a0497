/**
 * Regexps in the evaluator, as JRuby 9.3 runs them (each expected text checked
 * with jruby): literals (interpolated, compiled once without `#{}`), `=~`/`!~`,
 * the match globals of the running method (`$~ $1 $& $\` $'`; a method has
 * its own, its blocks share it), named groups as locals, case/when.
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
  ['s = "hello 2024 world"; [s =~ /\\d+/, $&, $`, $\']', '=> [6, "2024", "hello ", " world"]'],
  ['s = "hello 2024 world"; [/(\\d)(\\d)/ =~ s, $1, $2, $3]', '=> [6, "2", "0", nil]'],
  ['["abc" !~ /zz/, "abc" !~ /b/]', '=> [true, false]'],
  ['"abc" =~ /q/; [$~, $1]', '=> [nil, nil]'],
  ['if /(?<year>\\d+)-(?<mon>\\d+)/ =~ "on 2024-05" then [year, mon] end', '=> ["2024", "05"]'],
  ['/(?<nope>xyz)/ =~ "abc"; nope', '=> nil'],
  ['x = "or"; /w#{x}ld/ =~ "hello world"', '=> 6'],
  ['r = /a/i; "x#{r}"', '=> "x(?i-mx:a)"'],
  ['case "abc" when /b(.)/ then $1 end', '=> "c"'],
  ['case 5 when /5/ then 1 else 2 end', '=> 2'],
  ['def m; "zz" =~ /z/; $~; end; "q" =~ /q/; m; $&', '=> "q"'],
  ['"ab" =~ /a/; ["xy"].each { |w| w =~ /y/ }; $&', '=> "y"'],
  ['def y1; yield; end; "ab" =~ /a/; y1 { "cd" =~ /d/ }; $&', '=> "d"'],
  ['"abc" =~ "b"', 'TypeError: type mismatch: String given'],
  ['/(/', 'RegexpError: end pattern with unmatched parenthesis: /(/'],
];

describe('regexps in the evaluator', () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source)).toBe(expected);
    });
  }
});
