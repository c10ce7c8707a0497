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
