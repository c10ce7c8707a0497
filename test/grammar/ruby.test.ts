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
  [`(+s).frozen?`, `(.frozen? (+@ s))`],
  [`x = +s`, `(= x (+@ s))`],
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

const compound: Case[] = [
  [`case x\nwhen 1 then 'a'\nwhen 2, 3\n  'b'\nelse\n  'c'\nend`, `(case x (when [1] ["a"]) (when [2 3] ["b"]) (else ["c"]))`],
  [`case\nwhen x > 1 then :big\nend`, `(case _ (when [(> x 1)] [:big]))`],
  [`case s when /a/, *list then 1 end`, `(case s (when [/a/ *list] [1]))`],
  [`r = case i when 1..3 then 'low' else 'high' end`, `(= r (case i (when [(.. 1 3)] ["low"]) (else ["high"])))`],
  [`begin\n  x\nrescue ArgumentError, TypeError => e\n  p e\nrescue => e\n  retry\nelse\n  1\nensure\n  2\nend`, `(begin [x] (rescue [ArgumentError TypeError => e] [(p e)]) (rescue [=> e] [retry]) (else [1]) (ensure [2]))`],
  [`begin\n  1\nend`, `(begin [1])`],
  [`begin; x; rescue; nil; end`, `(begin [x] (rescue [] [nil]))`],
  [`begin\n  x\nensure\n  y\nend`, `(begin [x] (ensure [y]))`],
  [`begin; i += 1; end while i < 3`, `(while-post (< i 3) (begin [(= i (+ i 1))]))`],
  [`begin\n  x\nend until done`, `(until-post done (begin [x]))`],
  [`x = Integer(s) rescue 0`, `(= x (rescue-mod [(Integer() s)] (rescue [] [0])))`],
  [`foo rescue nil`, `(rescue-mod [foo] (rescue [] [nil]))`],
  [`def f\n  g\nrescue => e\n  h\nend`, `(def f () (begin [g] (rescue [=> e] [h])))`],
  [`[1].each do |i|\n  g\nrescue\n  redo\nend`, `(.each [1] {|i| (begin [g] (rescue [] [redo]))})`],
];
describe('issue 22 compound statements', () => {
  it.each(compound)('%s', (input, expected) => {
    expect(parseStrict(input)).toBe(expected);
  });
});

const variables: Case[] = [
  [`$count = 1`, `(= $count 1)`],
  [`p $1, $~, $!`, `(p $1 $~ $!)`],
  [`@a ||= []`, `(||= @a [])`],
  [`@n += 1`, `(+= @n 1)`],
  [`@@total = 0`, `(= @@total 0)`],
  [`FOO = 1`, `(= FOO 1)`],
  [`A::B = 2`, `(= A::B 2)`],
  [`self.name = 'x'`, `(= .name self "x")`],
  [`obj.count += 1`, `(+= .count obj 1)`],
  [`a.b ||= v`, `(||= .b a v)`],
  [`x&.y = 1`, `(= &.y x 1)`],
  [`puts @x`, `(puts @x)`],
  [`self`, `self`],
  [`self.class`, `(.class self)`],
  [`h[:k] ||= []`, `([]||= h :k [])`],
];
describe('issue 22 variables and assignment', () => {
  it.each(variables)('%s', (input, expected) => {
    expect(parseStrict(input)).toBe(expected);
  });
});

const parameters: Case[] = [
  [`def f(a, b = 1, *rest, z, k:, j: 2, **opts, &blk)\n  a\nend`, `(def f (a,b=1,*rest,z,k:,j:2,**opts,&blk) a)`],
  [`def f(*)\nend`, `(def f (*))`],
  [`def self.create(n)\n  n\nend`, `(def self.create (n) n)`],
  [`def name=(v)\n  @name = v\nend`, `(def name= (v) (= @name v))`],
  [`def <=>(o)\n  0\nend`, `(def <=> (o) 0)`],
  [`def ==(o)\n  true\nend`, `(def == (o) true)`],
  [`def [](i)\n  i\nend`, `(def [] (i) i)`],
  [`def []=(i, v)\nend`, `(def []= (i v))`],
  [`def +(o)\nend`, `(def + (o))`],
  [`def -@\n  1\nend`, `(def -@ () 1)`],
  [`def empty?\n  true\nend`, `(def empty? () true)`],
  [`def to_s; 'x'; end`, `(def to_s () "x")`],
  [`[1].each { |a, (b, c)| a }`, `(.each [1] {|a,(b c)| a})`],
  [`h.each { |k, v = 2, *r; t| k }`, `(.each h {|k,v=2,*r;t| k})`],
  [`f do |x, &b| b end`, `(f {|x,&b| b})`],
  [`f { |a, | a }`, `(f {|a| a})`],
];
describe('issue 22 parameters', () => {
  it.each(parameters)('%s', (input, expected) => {
    expect(parseStrict(input)).toBe(expected);
  });
});

const more: Case[] = [
  [`a, b = b, a`, `(masgn (a b) [b a])`],
  [`a, *b = arr`, `(masgn (a *b) arr)`],
  [`(a, b), c = x`, `(masgn ((a b) c) x)`],
  [`a, b = *x`, `(masgn (a b) *x)`],
  [`a, = x`, `(masgn (a) x)`],
  [`*a, b = 1, 2, 3`, `(masgn (*a b) [1 2 3])`],
  [`h[:a], @b = 1, 2`, `(masgn (([] h :a) @b) [1 2])`],
  [`return a, b`, `(return [a b])`],
  [`return 1, 2`, `(return [1 2])`],
  [`next 1, x`, `(next [1 x])`],
  [`for k, v in h\n  p k\nend`, `(for (k v) h (p k))`],
  [`sq = ->(x) { x * x }`, `(= sq (-> {|x| (* x x)}))`],
  [`f = -> x do x end`, `(= f (-> {|x| x}))`],
  [`-> { 1 }.call`, `(.call (-> {|| 1}))`],
  [`l = ->(a, b = 2) { a }`, `(= l (-> {|a,b=2| a}))`],
  [`sq.(3)`, `(.call() sq 3)`],
  [`yield`, `(yield)`],
  [`yield x, 1`, `(yield x 1)`],
  [`yield(x)`, `(yield x)`],
  [`super`, `(zsuper)`],
  [`super(a, &b)`, `(super() a &b)`],
  [`super do |x| x end`, `(zsuper {|x| x})`],
  [`defined?(x)`, `(defined? x)`],
  [`defined? @a`, `(defined? @a)`],
  [`class Foo < Bar\n  def x; 1; end\nend`, `(class Foo Bar [(def x () 1)])`],
  [`class A::B\nend`, `(class A::B _ [])`],
  [`class << self\n  def y; end\nend`, `(sclass self [(def y ())])`],
  [`module M\n  X = 1\nend`, `(module M [(= X 1)])`],
  [`alias to_s inspect`, `(alias to_s inspect)`],
  [`alias :a :b`, `(alias a b)`],
  [`alias $new $old`, `(alias $new $old)`],
  [`undef a, :b`, `(undef a b)`],
  [`::Foo`, `::Foo`],
  [`::A::B.new`, `(.new ::A::B)`],
  [`(1..)`, `(.. 1 nil)`],
  [`x[1..]`, `([] x (.. 1 nil))`],
  [`('a'..'e').to_a`, `(.to_a (.. "a" "e"))`],
  [`Foo::Bar.new(1)`, `(.new() Foo::Bar 1)`],
];
describe('issue 22 multiple assignment, lambdas, classes', () => {
  it.each(more)('%s', (input, expected) => {
    expect(parseStrict(input)).toBe(expected);
  });
});

const heredocs: Case[] = [
  [`x = <<~EOS\n  a\n    b\nEOS`, `(= x "a\\x0A  b\\x0A")`],
  [`x = <<-EOS\n  a\n  EOS`, `(= x "  a\\x0A")`],
  [`x = <<EOS\nr#{i}\\t\nEOS`, `(= x (interp "r" i "\\x09\\x0A"))`],
  [`x = <<~'EOS'\n  r#{i}\\t\nEOS`, `(= x "r#{i}\\\\t\\x0A")`],
  [`puts <<~A, <<~B\n  a\nA\n  b\nB\np 1`, `(puts "a\\x0A" "b\\x0A") ; (p 1)`],
  [`f(<<~EOS.strip, 1)\n  x\nEOS`, `(f() (.strip "x\\x0A") 1)`],
  [`a << b`, `(<< a b)`],
  [`x = 1 <<2`, `(= x (<< 1 2))`],
];
describe('issue 22 heredocs', () => {
  it.each(heredocs)('%s', (input, expected) => {
    expect(parseStrict(input)).toBe(expected);
  });
});

// Constructs real scripts use that the grammar refused before (each checked against `jruby -e`).
const symbolsAndLabels: Case[] = [
  [`p :"with space"`, `(p :with space)`],
  [`p :"a#{i}b"`, `(p (dsym "a" i "b"))`],
  [`p :'single'`, `(p :single)`],
  [`p :+, :[], :[]=, :<=>, :-@, :!, :**, :==`, `(p :+ :[] :[]= :<=> :-@ :! :** :==)`],
  [`o.instance_variable_set(:@x, 1)`, `(.instance_variable_set() o :@x 1)`],
  [`p :$g, :@@c`, `(p :$g :@@c)`],
  [`p %s(sym)`, `(p :sym)`],
  [`c ? :"a" : :"b"`, `(?: c [:a] [:b])`],
  [`c ? 'a': 'b'`, `(?: c ["a"] ["b"])`],
  [`h = { 'a b': 3, "c": 4 }`, `(= h {:a b=>3 :c=>4})`],
  [`p({"k#{i}": 2})`, `(p() {(dsym "k" i)=>2})`],
  [`foo 'a': 1`, `(foo (hash :a=>1))`],
  [`f(1, 'k': 2)`, `(f() 1 (hash :k=>2))`],
];
const blockArguments: Case[] = [
  [`p [1, 2].inject(:+)`, `(p (.inject() [1 2] :+))`],
  [`[1, 2].map(&:+)`, `(.map() [1 2] &:+)`],
  [`p [1, 2].map &:to_s`, `(p (.map [1 2] &:to_s))`],
  [`x = a.map &:to_s`, `(= x (.map a &:to_s))`],
  [`a.each &blk`, `(.each a &blk)`],
  [`puts s.split /,\\s*/`, `(puts (.split s /,\\s*/))`],
  [`p x.grep /a/, 1`, `(p (.grep x /a/ 1))`],
  [`p x.include? %w[a]`, `(p (.include? x ["a"]))`],
  [`a = 4; p a /2`, `(= a 4) ; (p (/ a 2))`],
  [`v = a.total %count`, `(= v (% (.total a) count))`],
  [`foo(a.map &:x)`, `(foo() (.map a &:x))`],
  [`p(s.split /,/)`, `(p() (.split s /,/))`],
  [`a = 1; b = a &1`, `(= a 1) ; (= b (& a 1))`],
  [`f 1, &blk`, `(f 1 &blk)`],
  [`f 1, 2, &:to_s`, `(f 1 2 &:to_s)`],
  [`f 'a', k: 1, &b`, `(f "a" (hash :k=>1) &b)`],
  [`p((1..3).map do |i| i * 2 end)`, `(p() (.map (.. 1 3) {|i| (* i 2)}))`],
  [`f([1].map do |i| i end, 2)`, `(f() (.map [1] {|i| i}) 2)`],
  [`puts [1].map do |x| x end`, `(puts (.map [1]) {|x| x})`],
  [`p ->() {}.arity`, `(p (.arity (-> {||})))`],
  [`p lambda {}.lambda?`, `(p (.lambda? (lambda {||})))`],
  [`loop {}`, `(loop {||})`],
];
const assignmentsAsValues: Case[] = [
  [`p(w.v = 5)`, `(p() (= .v w 5))`],
  [`p trio(i += 1, i += 1)`, `(p (trio() (= i (+ i 1)) (= i (+ i 1))))`],
  [`[x = 1, 2]`, `[(= x 1) 2]`],
  [`puts x = 5`, `(puts (= x 5))`],
  [`f(a[0] = 1, $g = 2)`, `(f() ([]= a 0 1) (= $g 2))`],
  [`x = foo 1 rescue 2`, `(= x (rescue-mod [(foo 1)] (rescue [] [2])))`],
  [`a, b = foo rescue [1, 2]`, `(masgn (a b) (rescue-mod [foo] (rescue [] [[1 2]])))`],
  [`o.v = raise rescue 3`, `(= .v o (rescue-mod [raise] (rescue [] [3])))`],
  [`p x rescue p $!`, `(rescue-mod [(p x)] (rescue [] [(p $!)]))`],
  [`p (Integer('z') rescue 0)`, `(p (rescue-mod [(Integer() "z")] (rescue [] [0])))`],
];
const definitions: Case[] = [
  [`alias eql? ==`, `(alias eql? ==)`],
  [`alias [] fetch`, `(alias [] fetch)`],
  [`class ::Integer\n  def dbl; self * 2; end\nend`, `(class ::Integer _ [(def dbl () (* self 2))])`],
  [`private def foo; end`, `(private (def foo ()))`],
  [`begin\n  retry if x\nend`, `(begin [(if-mod x [retry])])`],
  [`redo unless done`, `(unless-mod done [redo])`],
  [`lambda do |x| x end.call(1)`, `(.call() (lambda {|x| x}) 1)`],
  [`a = [1].map do |x| x end.sum`, `(= a (.sum (.map [1] {|x| x})))`],
  // MRI's block_call: a call on a do-block's `end` may take a block of its own
  [`a = x.select do |t| t end.map do |t| t end.each_slice(2).to_a`, `(= a (.to_a (.each_slice() (.map (.select x {|t| t}) {|t| t}) 2)))`],
  [`x.map do |t| t end\n  .map { |v| v }`, `(.map (.map x {|t| t}) {|v| v})`],
  [`x.map do |t| t end.join ','`, `(.join (.map x {|t| t}) ",")`],
  [`x.map { |t| t }.join ','`, `(.join (.map x {|t| t}) ",")`],
  [`x.each_slice 2 do |t| t end.each_with_index.map do |t, i| i end`, `(.map (.each_with_index (.each_slice x 2 {|t| t})) {|t,i| i})`],
  // MRI's call_args: command: a command as the only argument in parentheses
  [`foo(bar 1)`, `(foo() (bar 1))`],
  [`foo(bar -1)`, `(foo() (bar -1))`],
  [`p 10.fdiv 4`, `(p (.fdiv 10 4))`],
  [`puts 'a'.center 5, '*'`, `(puts (.center "a" 5 "*"))`],
  [`p a.!, a.==(b), 1.+(2)`, `(p (.! a) (.==() a b) (.+() 1 2))`],
  [`h.[](k)`, `(.[]() h k)`],
  [`p __FILE__, __LINE__`, `(p "(hbase)" 1)`],
  [`x.__FILE__`, `(.__FILE__ x)`],
  [`def to_s() "x" end`, `(def to_s () "x")`],
  [`def f x, y = 1\n  x * y\nend`, `(def f (x,y=1) (* x y))`],
  [`p(defined? foo)`, `(p() (defined? foo))`],
  [`x = defined? foo`, `(= x (defined? foo))`],
  [`p 1 if defined? foo`, `(if-mod (defined? foo) [(p 1)])`],
  [`defined? x ? 1 : 2`, `(defined? (?: x [1] [2]))`],
  [`p [defined? a], x.defined?`, `(p [(defined? a)] (.defined? x))`],
];
const multipleValues: Case[] = [
  [`a = 1, 2`, `(= a [1 2])`],
  [`x = *a`, `(= x [*a])`],
  [`a = *b, c`, `(= a [*b c])`],
  [`@a = 1, 2`, `(= @a [1 2])`],
  [`A = 1, 2`, `(= A [1 2])`],
];
describe('issue 22 syntax, round 2', () => {
  const groups: Array<[string, Case[]]> = [
    ['symbols and labels', symbolsAndLabels],
    ['block arguments', blockArguments],
    ['assignments as values', assignmentsAsValues],
    ['definitions', definitions],
    ['multiple values', multipleValues],
  ];
  for (const [name, cases] of groups) {
    describe(name, () => {
      it.each(cases)('%s', (input, expected) => {
        expect(parseStrict(input)).toBe(expected);
      });
    });
  }
});
