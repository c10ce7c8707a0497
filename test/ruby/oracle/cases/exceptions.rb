# Exceptions: Ruby 2.6's class tree, messages of the errors shell users meet, e.message/e.class/
# e.full_message-free inspection, ensure ordering, raise with a class and no message, uncaught
# errors ending a run after the output before them.

#### class_tree
p ZeroDivisionError.ancestors.take_while { |c| c != Object }
p KeyError.superclass, StopIteration.superclass, FrozenError.superclass
p NotImplementedError.superclass, LoadError.superclass, Interrupt.superclass
#### rescue_all_standard_error_subclasses
[ZeroDivisionError, ArgumentError, TypeError, NameError, NoMethodError, KeyError, IndexError, RangeError, RuntimeError, FrozenError].each do |k|
  begin
    raise k, 'x'
  rescue StandardError => e
    print e.class, ' '
  end
end
puts
#### inspect_exception
e = ArgumentError.new('bad')
p e
p ArgumentError.new
p RuntimeError.new('')
#### message_default_class_name
begin
  raise KeyError
rescue => e
  p e.message
end
#### exception_equality_and_to_s
p RuntimeError.new('a') == RuntimeError.new('a')
p StandardError.new(:sym).message
#### raise_non_exception
raise 42
#### raise_class_not_exception
raise String
#### raise_with_message_and_rescue_else
def risky(n)
  raise ArgumentError, "n=#{n}" if n < 0
  n
end
[1, -1].each do |n|
  begin
    v = risky(n)
  rescue ArgumentError => e
    puts "error #{e.message}"
  else
    puts "ok #{v}"
  ensure
    puts 'done'
  end
end
#### output_before_uncaught
puts 'one'
puts 'two'
raise 'three'
puts 'never'
#### uncaught_in_loop_stops
[1, 2, 3].each do |i|
  puts i
  raise IndexError, "at #{i}" if i == 2
end
#### nomethod_nil_message
x = nil
x.length
#### nomethod_array
[1].bogus
#### nomethod_hash
{ a: 1 }.bogus
#### nomethod_string
'str'.bogus
#### nomethod_symbol
:sym.bogus
#### nomethod_float
1.5.bogus
#### nomethod_true
true.bogus
#### nomethod_range
(1..2).bogus
#### type_error_array_plus
[1] + nil
#### type_error_string_times
'a' * 'b'
#### type_error_integer_plus_array
1 + [1]
#### argument_error_negative_array_size
Array.new(-1)
#### argument_error_first_negative
[1, 2].first(-1)
#### range_error_chr
300.chr
#### float_domain_error_floor
(1.0 / 0).floor
#### stop_iteration_message
# uncaught at top level, StopIteration would end IRB's statement loop (RubyLex's `loop`) silently
e = [].each
begin
  e.next
rescue StopIteration => err
  p err.class, err.message
end
#### key_error_message_sym
h = { a: 1 }
h.fetch(:b)
#### frozen_error_hash_literal
h = { a: 1 }.freeze
h.delete(:a)
#### frozen_string_literal_append
s = 'abc'.freeze
s << 'x'
#### system_stack_like_catch_nesting
def deep(n) n.zero? ? 0 : 1 + deep(n - 1) end
p deep(500)
#### ensure_with_explicit_return_swallows
def swallow
  begin
    raise 'lost'
  ensure
    return 'ensure wins'
  end
end
p swallow
#### retry_limited
tries = 0
begin
  tries += 1
  raise 'again' if tries < 2
  p tries
rescue
  retry if tries < 5
end
#### rescue_order_first_match
begin
  raise KeyError, 'k'
rescue IndexError => e
  puts "IndexError caught #{e.class}"
rescue KeyError
  puts 'KeyError caught'
end
#### rescue_module_class_list
ERRS = [ZeroDivisionError, KeyError]
begin
  {}.fetch(:x)
rescue *ERRS => e
  puts "splat rescue: #{e.class}"
end
#### exception_message_multiline
raise ArgumentError, "line one\nline two"
#### raise_frozen_error_custom
raise FrozenError, 'custom frozen'
#### not_implemented_error_raise
raise NotImplementedError, 'later'
#### exception_backtrace_is_array
begin
  raise 'x'
rescue => e
  p e.backtrace.class
end
#### raise_in_block_in_method_uncaught
def each_row_oracle
  yield 'r1'
end
each_row_oracle { |r| raise ArgumentError, "bad #{r}" }
#### exception_cause
begin
  begin
    raise 'low'
  rescue
    raise ArgumentError, 'high'
  end
rescue => e
  p e.message, e.cause&.message
end
#### standard_error_new_no_message
p StandardError.new.message
#### zero_division_float_ok
p 1.0 / 0, 0.0 / 0.0
#### uncaught_custom_exception_in_receiver
class QuotaExceeded < StandardError; end
raise QuotaExceeded, 'too many'
#### throw_uncaught
throw :nowhere
#### custom_exception_default_message_super
class TableMissing < StandardError
  def initialize(msg = 'table is missing')
    super
  end
end
begin
  raise TableMissing
rescue => e
  p e.message, e.class.superclass
end
begin
  raise TableMissing, 'users gone'
rescue => e
  p e.message
end
#### custom_exception_extra_fields
class RegionError < StandardError
  attr_reader :region
  def initialize(region, msg = nil)
    @region = region
    super(msg || "region #{region} offline")
  end
end
begin
  raise RegionError.new('r7')
rescue RegionError => e
  p e.region, e.message
end
#### exception_cause_chain
begin
  begin
    raise ArgumentError, 'inner'
  rescue => e
    raise RuntimeError, 'outer'
  end
rescue => e
  p e.message, e.cause, e.cause.message
end
#### reraise_bang_and_bare_raise
def risky
  yield
rescue ZeroDivisionError
  puts 'logged'
  raise
end
begin
  risky { 1 / 0 }
rescue => e
  p e.class, e.message, $!.equal?(e)
end
p $!
#### ensure_ordering_and_value
def order
  log = []
  begin
    log << :body
    return log
  ensure
    log << :ensure
  end
end
p order
x = begin
  10
rescue
  20
else
  30
ensure
  40
end
p x
#### retry_with_counter
attempts = 0
begin
  attempts += 1
  raise IOError, 'flaky' if attempts < 3
  puts "ok after #{attempts}"
rescue IOError
  retry
end
#### catch_throw_nested
r = catch(:found) do
  [[1, 2], [3, 4]].each do |row|
    row.each { |v| throw :found, v * 100 if v == 3 }
  end
  :none
end
p r
p catch { |tag| throw tag }
begin
  throw :nope
rescue ArgumentError => e
  p e.class, e.message
end
#### exception_hierarchy_rescue_order
def classify(e)
  raise e
rescue ZeroDivisionError, TypeError => x
  "math/type: #{x.class}"
rescue StandardError => x
  "standard: #{x.class}"
end
p classify(ZeroDivisionError.new('z'))
p classify(TypeError.new('t'))
p classify(KeyError.new('k'))
p KeyError.ancestors.take(4)
#### exception_methods
e = RuntimeError.new('boom')
p e, e.message, e.to_s, e.inspect, e.backtrace
e2 = e.exception('other')
p e2.message, e2.class, e.equal?(e2)
p StandardError.new.message, ArgumentError.new.message
#### raise_class_with_message_and_uncaught
class QuotaExceeded < StandardError; end
def check(n)
  raise QuotaExceeded, "quota #{n} exceeded" if n > 3
  n
end
p check(2)
check(5)
#### exit_inside_begin_ensure
begin
  puts 'before'
  exit
ensure
  puts 'cleanup'
end
puts 'not reached'
#### rescue_modifier_value
v = Integer('zz') rescue -1
p v
w = (raise 'x' rescue 'rescued')
p w
