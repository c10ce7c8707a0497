# Control flow: if/unless/while/until/for/loop, break/next/redo-free loops, case/when by ===
# (values, ranges, classes, regexps, splats, lambdas), begin/rescue/else/ensure/retry, the rescue
# modifier, raise forms, catch/throw, return values of loops.

#### if_elsif_else
[5, 15, 25].each do |n|
  if n < 10
    puts 'low'
  elsif n < 20
    puts 'mid'
  else
    puts 'high'
  end
end
#### unless_else
x = 0
unless x.zero?
  puts 'nonzero'
else
  puts 'zero'
end
#### while_loop
i = 0
while i < 3
  puts i
  i += 1
end
#### until_loop
i = 3
until i == 0
  print i, ' '
  i -= 1
end
puts
#### while_modifier
i = 0
i += 1 while i < 5
p i
#### begin_while_runs_once
i = 10
begin
  i += 1
end while i < 5
p i
#### for_range
for i in 1..3
  puts "row#{i}"
end
#### for_range_value_and_var_leaks
for i in 1..3; end
p i
#### for_array
for name in %w[t1 t2]
  puts name.upcase
end
#### for_string_range
for c in 'a'..'c'
  print c
end
puts
#### loop_break_value
i = 0
r = loop do
  i += 1
  break i * 10 if i == 4
end
p r
#### loop_stop_iteration
e = [1, 2].each
loop do
  p e.next
end
puts 'done'
#### times_returns_receiver
r = 3.times { |i| print i }
puts
p r
#### each_returns_receiver
p [1, 2].each { |x| x }
#### next_in_block
r = [1, 2, 3, 4].map { |x| next 0 if x.even?; x }
p r
#### break_in_each
r = [1, 2, 3, 4].each { |x| break x * 100 if x == 3 }
p r
#### break_in_while
i = 0
while true
  i += 1
  break if i > 3
end
p i
#### next_in_while
i = 0
out = []
while i < 6
  i += 1
  next if i.odd?
  out << i
end
p out
#### upto_downto_step
1.upto(3) { |i| print i }
3.downto(1) { |i| print i }
1.step(10, 4) { |i| print i }
puts
#### case_values
def kind(x)
  case x
  when 1, 2 then 'small'
  when 3 then 'three'
  else 'other'
  end
end
p kind(2), kind(3), kind(9)
#### case_ranges
def grade(n)
  case n
  when 90..100 then 'A'
  when 80...90 then 'B'
  else 'F'
  end
end
p [95, 85, 90, 12].map { |n| grade(n) }
#### case_classes
def what(x)
  case x
  when Integer then 'int'
  when Float then 'float'
  when String, Symbol then 'text'
  when nil then 'nil'
  when Array then 'array'
  else 'other'
  end
end
p [1, 1.5, 'a', :b, nil, [1], {}].map { |v| what(v) }
#### case_regexp
def row_type(k)
  case k
  when /^user_(\d+)/ then "user #{$1}"
  when /^order/ then 'order'
  else 'unknown'
  end
end
p row_type('user_42'), row_type('order_1'), row_type('x')
#### case_splat
SMALL = [1, 2, 3]
def size_of(n)
  case n
  when *SMALL then 'small'
  when 4, *[5, 6] then 'medium'
  else 'large'
  end
end
p size_of(2), size_of(6), size_of(7)
#### case_no_subject
x = 15
r = case
    when x < 10 then 'lt10'
    when x < 20 then 'lt20'
    end
p r
#### case_lambda
r = case 7
    when ->(n) { n.even? } then 'even'
    when ->(n) { n.odd? } then 'odd'
    end
p r
#### case_no_match_nil
p(case 5 when 1 then 'one' end)
#### case_string
cmd = 'scan'
case cmd
when 'get', 'scan'
  puts 'read'
when 'put'
  puts 'write'
end
#### case_in_newline_when
v = :put
case v
when :get
  puts 'g'
when :put
  puts 'p'
end
#### begin_rescue
begin
  1 / 0
rescue ZeroDivisionError => e
  puts "caught: #{e.message}"
end
#### rescue_class_and_message
begin
  Integer('abc')
rescue ArgumentError => e
  p e.class
  p e.message
end
#### rescue_standard_error_default
begin
  raise 'boom'
rescue => e
  p e
  p e.class
end
#### rescue_else_ensure
def try(x)
  begin
    10 / x
  rescue ZeroDivisionError
    puts 'rescue'
  else
    puts 'else'
  ensure
    puts 'ensure'
  end
end
p try(2)
p try(0)
#### ensure_runs_on_raise
begin
  begin
    raise ArgumentError, 'inner'
  ensure
    puts 'cleanup'
  end
rescue => e
  puts "outer #{e.message}"
end
#### retry
attempts = 0
begin
  attempts += 1
  raise 'fail' if attempts < 3
  puts "ok after #{attempts}"
rescue
  retry
end
#### rescue_modifier
v = Integer('zz') rescue -1
p v
x = (1 / 0 rescue 'inf')
p x
#### rescue_multiple_classes
[-> { 1 / 0 }, -> { Integer('q') }, -> { nil.upcase }].each do |f|
  begin
    f.call
  rescue ZeroDivisionError, ArgumentError => e
    puts "arith/arg: #{e.class}"
  rescue NoMethodError => e
    puts "nomethod: #{e.message}"
  end
end
#### rescue_in_def
def safe_div(a, b)
  a / b
rescue ZeroDivisionError
  :inf
end
p safe_div(6, 3), safe_div(1, 0)
#### def_ensure
def with_ensure
  return 1
ensure
  puts 'ensure ran'
end
p with_ensure
#### raise_string
raise 'plain failure'
#### raise_class_message
raise ArgumentError, 'bad row key'
#### raise_class_only
raise IndexError
#### raise_instance
raise TypeError.new('wrong type here')
#### raise_reraise
begin
  raise 'first'
rescue => e
  puts 'logging'
  raise
end
#### raise_custom_class
class RowError < StandardError; end
begin
  raise RowError, 'missing row'
rescue RowError => e
  p e.message
  p e.is_a?(StandardError)
end
#### raise_custom_uncaught
class TableMissing < StandardError
  def initialize(msg = 'table is missing')
    super
  end
end
raise TableMissing
#### exception_hierarchy_rescue
begin
  [].fetch(5)
rescue StandardError => e
  p e.class
  p e.class.ancestors.take(3)
end
#### exception_full_message_parts
e = RuntimeError.new('msg')
p e.message
p e.to_s
p e.inspect
#### rescue_exception_var_after
begin
  raise 'x'
rescue => err
end
p err.message
#### nested_rescue_raise_other
begin
  begin
    raise 'inner'
  rescue => e
    raise ArgumentError, "wrapped: #{e.message}"
  end
rescue => e2
  p e2
end
#### catch_throw
r = catch(:found) do
  [1, 2, 3].each { |i| throw :found, i * 10 if i == 2 }
  :none
end
p r
#### return_from_def_in_block
def find_first_even(a)
  a.each { |x| return x if x.even? }
  nil
end
p find_first_even([1, 3, 4, 6])
p find_first_even([1])
#### implicit_return
def last_expr(x)
  if x > 0
    'pos'
  else
    'non-pos'
  end
end
p last_expr(1), last_expr(-1)
#### while_returns_nil
i = 0
r = while i < 2 do i += 1 end
p r
#### begin_end_until
n = 0
begin
  n += 2
end until n >= 5
p n
#### ensure_value_not_returned
def ev
  'body'
ensure
  'ensure'
end
p ev
#### raise_in_ensure_order
def order
  yield
ensure
  puts 'ensured'
end
order { puts 'block' }
#### next_in_loop_with_index
%w[a b c].each_with_index do |s, i|
  next if i == 1
  puts "#{i}:#{s}"
end
#### redo_free_nested_break
r = [[1, 2], [3, 4]].each do |pair|
  pair.each do |v|
    break if v == 2
    p v
  end
end
p r.length
#### if_assignment_in_condition
if (m = 'row42'.match(/\d+/))
  p m[0]
end
#### and_or_flow
x = nil
x or puts('x was nil')
y = 5
y and puts('y was set')
#### until_modifier
n = 1
n *= 2 until n > 100
p n
#### loop_with_index_break
result = nil
(1..Float::INFINITY).each do |i|
  if i * i > 50
    result = i
    break
  end
end
p result
#### exit_stops
puts 'before'
exit
puts 'after'
#### loop_returns_stop_iteration_result
e = [10, 20].each
r = loop do
  e.next
end
p r
#### ancestors_of_core_classes
p Integer.ancestors.include?(Comparable), Array.ancestors.include?(Enumerable)
p 3.class.superclass, nil.class, true.class
p Hash.instance_method(:fetch).owner
#### objects_methods_list
p 5.methods.include?(:times), 'x'.public_methods.include?(:upcase)
class Mz; def zz_only; end; end
p Mz.new.methods.include?(:zz_only), (Mz.new.methods - Object.instance_methods)
