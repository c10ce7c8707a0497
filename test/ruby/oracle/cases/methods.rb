# Methods and blocks: default, splat, keyword and block parameters; yield, block_given?, &block,
# proc, lambda and ->; closures; scopes (block locals do not leak, def cannot see outer locals).

#### def_returns_symbol
def hello
  'hi'
end
#### default_params
def key(id, prefix = 'row', width = 5)
  "#{prefix}#{id.to_s.rjust(width, '0')}"
end
p key(7)
p key(7, 'user')
p key(7, 'u', 3)
#### default_param_uses_earlier
def span(a, b = a * 2)
  [a, b]
end
p span(3), span(3, 4)
#### splat_params
def total(*nums)
  nums.sum
end
p total, total(1), total(1, 2, 3)
#### splat_and_required
def head_tail(first, *rest, last)
  p first, rest, last
end
head_tail(1, 2, 3, 4)
head_tail(1, 2)
#### splat_call
def three(a, b, c)
  a + b + c
end
args = [1, 2, 3]
p three(*args)
#### keyword_params
def put_cell(row:, column: 'cf:q', value: nil)
  "#{row} #{column} #{value.inspect}"
end
p put_cell(row: 'r1')
p put_cell(row: 'r2', value: 'v', column: 'cf:a')
#### keyword_missing
def needs(row:)
  row
end
needs
#### keyword_unknown
def opt(a: 1)
  a
end
opt(b: 2)
#### double_splat_params
def opts(name, **rest)
  p name, rest
end
opts('t1', 'VERSIONS' => 3, ttl: 10)
opts('t2')
#### wrong_number_of_arguments
def two(a, b); end
two(1)
#### wrong_number_optional
def some(a, b = 1); end
some(1, 2, 3)
#### hash_last_arg_braceless
def show(h)
  h.each { |k, v| puts "#{k}=#{v}" }
end
show 'a' => 1, :b => 2
#### yield_basic
def twice
  yield 1
  yield 2
end
twice { |x| puts x * 10 }
#### yield_returns_value
def transform(x)
  yield(x) + 1
end
p transform(5) { |v| v * 2 }
#### yield_multiple_values
def pairs
  yield 'a', 1
  yield ['b', 2]
end
pairs { |k, v| puts "#{k}->#{v}" }
#### block_given
def maybe
  block_given? ? yield : 'no block'
end
p maybe
p maybe { 'with block' }
#### yield_without_block
def needs_block
  yield
end
needs_block
#### explicit_block_param
def run(&blk)
  p blk.class
  blk.call(3)
end
p run { |x| x * x }
#### block_pass_proc
sq = proc { |x| x * x }
p [1, 2, 3].map(&sq)
#### block_to_method
def each_row(n, &blk)
  n.times(&blk)
end
each_row(3) { |i| print "r#{i} " }
puts
#### proc_call_forms
pr = proc { |a, b| "#{a}-#{b}" }
p pr.call(1, 2)
p pr.(3, 4)
p pr[5, 6]
p pr.yield(7, 8)
#### proc_lenient_args
pr = proc { |a, b| [a, b] }
p pr.call(1)
p pr.call(1, 2, 3)
p pr.call([4, 5])
#### lambda_strict_args
l = lambda { |a, b| a + b }
p l.call(1, 2)
l.call(1)
#### stabby_lambda
add = ->(a, b) { a + b }
p add.(2, 3)
sq = ->x { x * x }
p sq[4]
#### lambda_default_args
greet = ->(name, greeting = 'hello') { "#{greeting} #{name}" }
p greet.('ann')
p greet.('bob', 'hi')
#### lambda_predicate
p lambda {}.lambda?
p proc {}.lambda?
p ->() {}.arity
p proc { |a, b| }.arity
#### return_in_lambda
l = -> { return 5; 6 }
p l.call
#### return_in_proc_in_method
def proc_return
  [1, 2, 3].each { |x| return x * 2 if x == 2 }
  :never
end
p proc_return
#### closure_counter
def make_counter
  count = 0
  -> { count += 1 }
end
c = make_counter
c.call
c.call
p c.call
#### closure_sees_later_change
x = 1
f = -> { x * 10 }
x = 5
p f.call
#### block_local_does_not_leak
[1, 2].each { |i| y = i }
p defined?(y)
y
#### block_param_shadows
x = 10
[1, 2].each { |x| }
p x
#### block_modifies_outer
sum = 0
[1, 2, 3].each { |v| sum += v }
p sum
#### def_cannot_see_outer_local
outer = 5
def look
  outer
end
look
#### block_local_declared
x = 1
[5].each { |v; x| x = v }
p x
#### method_with_question_and_bang
def empty_row?(r)
  r.empty?
end
def clean!(s)
  s.strip!
  s
end
p empty_row?(''), empty_row?('a')
p clean!(+'  x  ')
#### recursion
def fact(n)
  n <= 1 ? 1 : n * fact(n - 1)
end
p fact(20)
p fact(25)
#### fib_memo
def fib(n, memo = {})
  return n if n < 2
  memo[n] ||= fib(n - 1, memo) + fib(n - 2, memo)
end
p fib(80)
#### method_reference
def dbl(x)
  x * 2
end
m = method(:dbl)
p m.call(4)
p [1, 2].map(&m)
#### send_public_send
p 5.send(:+, 3)
p 'abc'.public_send(:upcase)
p [3, 1].send(:sort)
#### respond_to
p 'x'.respond_to?(:upcase)
p 5.respond_to?(:upcase)
#### define_method_in_class
class Dyn
  %w[a b].each do |n|
    define_method("get_#{n}") { n * 2 }
  end
end
p Dyn.new.get_a, Dyn.new.get_b
#### yield_inside_block
def outer_each
  [1, 2].each { |x| yield x + 100 }
end
outer_each { |v| p v }
#### block_arity_destructure
{ a: 1, b: 2 }.each { |k, v| puts "#{k}:#{v}" }
[[1, [2, 3]]].each { |a, (b, c)| p [a, b, c] }
#### proc_from_symbol
up = :upcase.to_proc
p up.call('abc')
#### curry
add3 = ->(a, b, c) { a + b + c }
p add3.curry[1][2][3]
#### compose
f = ->(x) { x + 1 }
g = ->(x) { x * 2 }
p (f >> g).call(3)
p (f << g).call(3)
#### instance_exec_like_tap
r = [1, 2].tap { |a| p a.size }
p r
#### then_yield_self
p 5.then { |x| x + 1 }
#### block_returns_last
r = [1, 2, 3].map do |x|
  y = x * 2
  y + 1
end
p r
#### method_missing_on_nil
nil.upcase
#### method_missing_user
x = 5
x.row_count
#### private_method_call
class Priv
  def pub; sec; end
  private
  def sec; 'secret'; end
end
p Priv.new.pub
Priv.new.sec
#### args_evaluated_in_order
i = 0
def trio(a, b, c)
  [a, b, c]
end
p trio(i += 1, i += 1, i += 1)
#### top_level_method_visible_in_block
def helper_x(v)
  v * 3
end
p [1, 2].map { |v| helper_x(v) }
#### alias_method
class Greeter
  def hi; 'hi'; end
  alias hello hi
  alias_method :hey, :hi
end
g = Greeter.new
p g.hello, g.hey
#### object_new_and_methods
o = Object.new
def o.name
  'singleton'
end
p o.name
p o.respond_to?(:name)
#### method_object_basics
def salt(k, buckets = 4)
  "#{k.sum % buckets}-#{k}"
end
m = method(:salt)
p m
p m.arity, m.name, m.owner
p m.call('row1'), m.('row2', 8), m['row3']
p %w[a b].map(&m)
#### method_object_on_core_values
m = 5.method(:+)
p m.call(3)
p m.receiver
um = [3, 1, 2].method(:sort)
p um.call
p 'abc'.method(:upcase).to_proc.call
#### method_unbind_bind
class Adder
  def initialize(n); @n = n; end
  def add(x); x + @n; end
end
um = Adder.instance_method(:add)
p um.class
p um.bind(Adder.new(10)).call(5)
p Adder.new(1).method(:add).unbind.bind(Adder.new(2)).call(1)
#### method_of_class_method
class Conv
  def self.to_key(x); "k#{x}"; end
end
m = Conv.method(:to_key)
p m
p [1, 2].map(&m)
#### public_send_refuses_private
class Sec
  def pub; 'pub'; end
  private
  def priv; 'priv'; end
end
s = Sec.new
p s.send(:priv), s.__send__(:pub), s.public_send(:pub)
s.public_send(:priv)
#### send_with_string_name_and_args
p [1, 2, 3].send('map') { |x| x * 2 }
p 'a,b'.send(:split, ',')
p 10.public_send('-', 4)
#### respond_to_on_core_and_user
class Q; def run; end; end
p 5.respond_to?(:times), 'x'.respond_to?(:upcase), nil.respond_to?(:foo)
p Q.new.respond_to?(:run), Q.new.respond_to?('run'), Q.respond_to?(:new)
#### symbol_to_proc_object
up = :upcase.to_proc
p up.call('abc'), up.lambda?, up.arity
p %w[x y].map(&:upcase)
p [[1, 2], [3, 4]].map(&:last)
#### proc_lambda_arity_and_predicate
l = lambda { |a, b| a }
pr = proc { |a, b| a }
p l.lambda?, pr.lambda?
p l.arity, pr.arity, proc { |*a| }.arity, ->(a, b = 1) {}.arity, proc {}.arity
p pr.call(1), pr.call(1, 2, 3), pr.call([4, 5])
begin
  l.call(1)
rescue ArgumentError => e
  puts e.message
end
#### proc_composition
inc = ->(x) { x + 1 }
dbl = ->(x) { x * 2 }
p (inc >> dbl).call(3), (inc << dbl).call(3)
p((inc >> dbl >> :to_s.to_proc).call(1))
p (method(:p) << inc).call(0)
#### proc_curry
add3 = ->(a, b, c) { a + b + c }
p add3.curry[1][2][3], add3.curry.(1, 2).(3), add3.curry.(1).(2, 3)
p proc { |a, b| [a, b] }.curry[1][2]
#### proc_return_and_next
def run_proc
  [1, 2, 3].each { |x| return x * 10 if x == 2 }
  :none
end
p run_proc
l = lambda { return 5; 6 }
p l.call
p [1, 2, 3].map { |x| next 0 if x == 2; x }
#### kernel_srand_rand_sequence
srand(42) and nil
p rand(100), rand(100), rand
srand(42)
p Array.new(3) { rand(10) }
p srand(7) == 42
#### kernel_rand_ranges_and_random_new
srand(1234) and nil
p rand(1..6), rand(10...20), rand(2.5).round(6)
r = Random.new(99)
p r.rand(100), r.rand(1.0).round(6), r.seed
p Random.new(99).rand(100) == Random.new(99).rand(100)
#### dunder_method_and_caller
def whoami; __method__; end
p whoami
def outer_m; [1].map { __method__ }; end
p outer_m
#### format_kernel_directives
p format('%-6s|%6.2f|%03d|%x|%o|%e', 'ab', 3.14159, 7, 255, 8, 12345.678)
p format('%s and %p', 'str', 'str')
p format('%+d %+d', 5, -5)
p format('%%|%c|%b', 65, 5)
p format('%08.3f', -3.5)
