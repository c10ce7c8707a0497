/**
 * User classes and modules as HBase's shell runs them (checked against JRuby
 * 9.3 evaluating in HBaseReceiver#get_binding, as shell.rb's workspace does:
 * a class defined at the top is `HBaseReceiver::Foo`, `class String` there
 * makes a new class rather than reopening Ruby's). Parameters by Ruby 2.6's
 * rules, with JRuby's ArgumentError texts.
 */
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const CASES: Array<[string, string]> = [
  ['class Foo; def initialize(a); @a = a; end; def a; @a; end; end; Foo.new(3).a', '=> 3'],
  ['class Pt; attr_accessor :x, :y; def initialize(x, y); @x = x; @y = y; end; def to_s; "(#{x}, #{y})"; end; end; p1 = Pt.new(1, 2); p1.x = 5; [p1.to_s, "#{p1}", p1.x]', '=> ["(5, 2)", "(5, 2)", 5]'],
  ["class A1; def hi; 'A'; end; end; class B1 < A1; def hi; super + 'B'; end; end; B1.new.hi", '=> "AB"'],
  ['module Greet; def greet; "hi #{name}"; end; end; class P2; include Greet; def name; "bob"; end; end; P2.new.greet', '=> "hi bob"'],
  ['class K1; X = 5; def x; X; end; end; K1.new.x', '=> 5'],
  ['module M1; X = 1; class In; def x; X; end; end; end; M1::In.new.x', '=> 1'],
  ["class E1 < StandardError; end; begin; raise E1, 'custom'; rescue E1 => e; [e.class, e.message]; end", '=> [HBaseReceiver::E1, "custom"]'],
  ["class Sx; class << self; def hey; 'hey'; end; end; end; Sx.hey", '=> "hey"'],
  ['class Q; def ==(o); true; end; end; Q.new == 1', '=> true'],
  ['class V; include Comparable; attr_reader :v; def initialize(v); @v = v; end; def <=>(o); v <=> o.v; end; end; V.new(2) > V.new(1)', '=> true'],
  ['class Foo5 < String; end; Foo5.superclass', '=> String'],
  ['class Foo7; NAME2 = "x"; end; Foo7::NAME2', '=> "x"'],
  ['class Foo8; def initialize(a, b = 2, *r, k: 3); @all = [a, b, r, k]; end; attr_reader :all; end; Foo8.new(1, 5, 6, k: 9).all', '=> [1, 5, [6], 9]'],
  ['Foo9', 'NameError: uninitialized constant HBaseReceiver::Foo9'],
  ["o = Object.new; def o.hi; 'ohi'; end; o.hi", '=> "ohi"'],
  ['class C1; def self.make; new; end; end; C1.make.class', '=> HBaseReceiver::C1'],
  ['class Cnt; @@n = 0; def self.bump; @@n += 1; end; end; Cnt.bump; Cnt.bump', '=> 2'],
  ['module Util; module_function; def twice(x) x * 2 end; end; Util.twice(4)', '=> 8'],
  ['class Foo6; def m; self.class; end; end; Foo6.new.m', '=> HBaseReceiver::Foo6'],
  ['class String; def shout; upcase + "!"; end; end; String.name', '=> "HBaseReceiver::String"'],
  ['def hi_there(name, greeting: "hello") "#{greeting} #{name}" end; [hi_there("a"), hi_there("b", greeting: "yo")]', '=> ["hello a", "yo b"]'],
  ['def kw2(a:, b: 2); [a, b]; end; kw2(a: 1)', '=> [1, 2]'],
  ['def a6(k:) k end; a6', 'ArgumentError: missing keyword: k'],
  ['def a8(k: 1) k end; a8(z: 1)', 'ArgumentError: unknown keyword: z'],
  ['def a8b(k: 1) k end; a8b(z: 1, y: 2)', 'ArgumentError: unknown keywords: z, y'],
  ['def a2(a, b = 1); end; a2', 'ArgumentError: wrong number of arguments (given 0, expected 1..2)'],
  ['def a13(&b) b.call(2) end; a13 { |x| x * 3 }', '=> 6'],
  ['def f1; yield 1, 2; end; f1 { |a, b| a + b }', '=> 3'],
  ['def a15; yield; end; a15', 'LocalJumpError: yield called out of block'],
  ['def r1; return 1, 2; end; r1', '=> [1, 2]'],
  ['lm = ->(a, b = 2) { [a, b] }; [lm.(1), lm[1, 3], lm.arity]', '=> [[1, 2], [1, 3], -2]'],
  ['l2 = ->(x) { return x + 1; 99 }; l2.(1)', '=> 2'],
  ['pr = proc { |a, (b, c), *d, e| [a, b, c, d, e] }; pr.call(1, [2, 3], 4, 5, 6)', '=> [1, 2, 3, [4, 5], 6]'],
  ['a, (b, c), d = 1, [2, 3], 4; [a, b, c, d]', '=> [1, 2, 3, 4]'],
  ['a, *b = [1, 2, 3]; [a, b]', '=> [1, [2, 3]]'],
  ['*a, b = 1, 2, 3; [a, b]', '=> [[1, 2], 3]'],
  ['a, b = 1; [a, b]', '=> [1, nil]'],
  ['x = (a, b = 5, 6); x', '=> [5, 6]'],
  ['[defined?(zz), defined?(String), defined?($nope), defined?(@nope), defined?(puts)]', '=> [nil, "constant", nil, nil, "method"]'],
];

describe('classes, modules and parameters', () => {
  for (const [source, expected] of CASES) {
    it(source, async () => {
      expect(await run(source)).toBe(expected);
    });
  }
});
