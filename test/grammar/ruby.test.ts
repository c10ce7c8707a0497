/**
 * Table-driven tests of issue 22's Ruby syntax: each input, its exact AST as an
 * S-expression (helpers.ts), exactly one parse per statement. Where Ruby's
 * reading is in doubt, JRuby 9.3 decided it (its `-e` parse of the same line).
 */
import { describe, expect, it } from 'vitest';
import { parseStrict } from './helpers.js';

type Case = [input: string, expected: string];

const operators: Case[] = [
  [`4*1024**3`, `(* 4 (** 1024 3))`],
  [`2 ** 3 ** 2`, `(** 2 (** 3 2))`],
  [`-2 ** 2`, `(-@ (** 2 2))`],
  [`-2.5 ** 2`, `(-@ (** 2.5 2))`],
  [`2 ** -1`, `(** 2 -1)`],
  [`-x ** 2`, `(-@ (** x 2))`],
  [`a & b | c ^ d`, `(^ (| (& a b) c) d)`],
  [`1 << 2 | 1`, `(| (<< 1 2) 1)`],
  [`x >> 3 & 0xff`, `(& (>> x 3) 255)`],
  [`a + b << c`, `(<< (+ a b) c)`],
  [`~x + 1`, `(+ (~ x) 1)`],
  [`!a ** 2`, `(** (! a) 2)`],
  [`a | b == c`, `(== (| a b) c)`],
  [`a < b & c`, `(< a (& b c))`],
  [`s =~ t`, `(=~ s t)`],
  [`s !~ t`, `(!~ s t)`],
  [`Integer === x`, `(=== Integer x)`],
  [`x **= 2`, `(= x (** x 2))`],
  [`x |= 4`, `(= x (| x 4))`],
  [`x <<= 1`, `(= x (<< x 1))`],
  [`x &= y`, `(= x (& x y))`],
  [`x ^= y`, `(= x (^ x y))`],
  [`x >>= 1`, `(= x (>> x 1))`],
  [`puts 2**10`, `(puts (** 2 10))`],
];

const arguments_: Case[] = [
  [`a.map(&:to_s)`, `(.map() a &:to_s)`],
  [`a.map &:upcase`, `(.map a &:upcase)`],
  [`a.each(&blk)`, `(.each() a &blk)`],
  [`f(1, &blk)`, `(f() 1 &blk)`],
  [`f(1, k: 2, &blk)`, `(f() 1 (hash :k=>2) &blk)`],
  [`x&.length`, `(&.length x)`],
  [`x&.foo(1)`, `(&.foo() x 1)`],
  [`a&.b&.c`, `(&.c (&.b a))`],
  [`p *args`, `(p *args)`],
  [`puts(*args)`, `(puts() *args)`],
  [`f(1, *rest, 2)`, `(f() 1 *rest 2)`],
  [`[*a, 1]`, `[*a 1]`],
  [`[1, *b]`, `[1 *b]`],
  [`f(**opts)`, `(f() (hash **opts))`],
  [`f(a: 1, **opts)`, `(f() (hash :a=>1 **opts))`],
  [`{**h, a: 1}`, `{**h :a=>1}`],
  [`t.scan *x`, `(.scan t *x)`],
  [`a * b`, `(* a b)`],
];

const literals: Case[] = [
  [`%w[a b  c]`, `["a" "b" "c"]`],
  [`%w(x\\ y z)`, `["x y" "z"]`],
  [`%w{}`, `[]`],
  [`%i[get put]`, `[:get :put]`],
  [`%W[a#{x} b\\tc]`, `[(interp "a" x) "b\\x09c"]`],
  [`%I[a#{x} b]`, `[(dsym "a" x) :b]`],
  [`%q(it's (nested))`, `"it's (nested)"`],
  [`%Q{r#{i}}`, `(interp "r" i)`],
  [`%(a b)`, `"a b"`],
  [`x = %w[a b].map(&:upcase)`, `(= x (.map() ["a" "b"] &:upcase))`],
  [`puts %w[a b]`, `(puts ["a" "b"])`],
  [`10 % 3`, `(% 10 3)`],
  [`x %w`, `(% x w)`],
  [`/ab+c/`, `/ab+c/`],
  [`/a\\/b/i`, `/a\\/b/i`],
  [`%r{a/b}x`, `/a/b/x`],
  [`/r#{i}x/`, `/r#{i}x/`],
  [`s =~ /^row(\\d+)/`, `(=~ s /^row(\\d+)/)`],
  [`p /x/`, `(p /x/)`],
  [`a / b`, `(/ a b)`],
  [`a.split(/,\\s*/)`, `(.split() a /,\\s*/)`],
  [`?a`, `"a"`],
  [`p ?a`, `(p "a")`],
  [`?\\n`, `"\\x0A"`],
  [`x ? a : b`, `(?: x [a] [b])`],
];

describe('issue 22 syntax', () => {
  const groups: Array<[string, Case[]]> = [
    ['operators', operators],
    ['arguments', arguments_],
    ['literals', literals],
  ];
  for (const [name, cases] of groups) {
    describe(name, () => {
      it.each(cases)('%s', (input, expected) => {
        expect(parseStrict(input)).toBe(expected);
      });
    });
  }
});
