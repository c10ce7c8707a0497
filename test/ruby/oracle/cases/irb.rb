# Everyday IRB lines as people type them at the shell's prompt: each is echoed (`=> value`)
# unless its value is nil.

#### arith
1 + 2
#### arith_mixed
10 / 3.0
#### pow_gb
4 * 1024**3
#### string_literal
'hello'
#### string_concat
'a' + 'b' * 3
#### array_literal
[1, 'two', :three, nil, 4.0]
#### hash_literal
{ 'a' => 1, b: 2 }
#### range_literal
(1..5)
#### range_to_a
(1..5).to_a
#### assign_echo
x = 10
#### assign_then_use
x = 10
x * 2
#### nil_no_echo
nil
#### puts_returns_nil
puts 'hi'
#### p_returns_value
p 'hi'
#### true_false
1 > 2
#### symbol
:sym
#### float_div
7.0 / 2
#### integer_div
7 / 2
#### modulo
17 % 5
#### big_number
2**100
#### float_big
1e20
#### float_small
0.1 + 0.2
#### round
3.14159.round(2)
#### string_methods_chain
'Hello World'.downcase.split.map(&:capitalize).join(' ')
#### string_length
'hbase'.length
#### upcase
'hbase'.upcase
#### reverse
'hbase'.reverse
#### include
'hbase'.include?('base')
#### string_index
'hbase'[1..]
#### sub
'hbase shell'.sub('shell', 'rocks')
#### split
'a,b,c'.split(',')
#### to_i
'42'.to_i + 1
#### to_s
42.to_s + '!'
#### to_sym
'name'.to_sym
#### interpolation
n = 5
"n is #{n}"
#### array_sum
[1, 2, 3].sum
#### array_map
[1, 2, 3].map { |x| x * 2 }
#### array_select
(1..10).select(&:even?)
#### array_sort_reverse
[3, 1, 2].sort.reverse
#### array_include
%w[t1 t2].include?('t2')
#### array_first_last
[5, 6, 7].first
#### array_push_echo
a = [1]
a << 2
#### array_size
%w[a b c].size
#### hash_access
h = { 'x' => 1 }
h['x']
#### hash_keys
{ a: 1, b: 2 }.keys
#### hash_each_returns_hash
{ a: 1 }.each { |k, v| puts k }
#### each_returns_array
[1, 2].each { |x| puts x }
#### times_returns_int
3.times { |i| print i }
#### for_returns_range
for i in 1..2 do puts i end
#### while_nil_echo
i = 0
while i < 2 do i += 1 end
#### def_echo
def sq(x) x * x end
#### def_then_call
def sq(x)
  x * x
end
sq(12)
#### class_echo_nil
class Foo1; end
#### class_with_method_echo
class Foo2
  def bar; end
end
#### module_echo
module Mo1; end
#### lambda_echo_class
f = ->(x) { x }
f.class
#### proc_call
add = proc { |a, b| a + b }
add.call(2, 3)
#### if_expression
if 1 < 2 then 'yes' end
#### unless_expression_nil
unless true then 'no' end
#### case_expression
case 5 when 1..3 then 'low' when 4..6 then 'mid' end
#### ternary
10 > 5 ? 'big' : 'small'
#### multiple_statements_one_line
a = 1; b = 2; a + b
#### semicolon_then_nil
x = 5; nil
#### object_class
42.class
#### nil_class
nil.class
#### methods_count_positive
5.methods.size > 10
#### respond_to
'x'.respond_to?(:upcase)
#### inspect_string_with_quote
"it's"
#### inspect_string_with_escape
"tab\there"
#### float_integer_equal
1 == 1.0
#### spaceship
'a' <=> 'b'
#### frozen_literal
'abc'.frozen?
#### dup
'abc'.dup
#### time_at
Time.at(0).utc
#### time_utc_year
Time.utc(2024, 1, 1).year
#### integer_parse
Integer('0x1A')
#### float_parse
Float('2.5')
#### hex
255.to_s(16)
#### bin
'%08b' % 5
#### format_key
format('row%05d', 42)
#### zero_pad
'7'.rjust(3, '0')
#### string_times
'-' * 20
#### sort_by_length
%w[ccc a bb].sort_by(&:length)
#### max_by_length
%w[ccc a bb].max_by(&:length)
#### group_by_first_letter
%w[apple avocado banana].group_by { |w| w[0] }
#### tally_like
%w[a b a].each_with_object(Hash.new(0)) { |w, h| h[w] += 1 }
#### zip
[1, 2].zip([3, 4])
#### each_slice_to_a
(1..5).each_slice(2).to_a
#### uniq
[1, 1, 2].uniq
#### flatten
[[1, [2]], 3].flatten
#### compact
[1, nil, 2].compact
#### min_max
[4, 2, 8].minmax
#### inject
(1..4).inject(:*)
#### digest_md5
require 'digest'
Digest::MD5.hexdigest('hbase')
#### pack_n
[1].pack('N')
#### unpack
"\x00\x00\x00\x07".unpack1('N')
#### bytes
'AB'.bytes
#### chars
'abc'.chars
#### ord_chr
'A'.ord.chr
#### gsub_regexp
'a1b2'.gsub(/\d/, '#')
#### match_index
'abc123' =~ /\d/
#### scan
'a1b22'.scan(/\d+/)
#### regexp_echo
/ab+c/i
#### nil_to_a
nil.to_a
#### nil_to_s
nil.to_s
#### nil_inspect
nil.inspect
#### empty_string
''
#### empty_array_hash
[[], {}]
#### nested_hash_echo
{ 'cf' => { 'q' => [1, 2] } }
#### struct_echo
Pt = Struct.new(:x, :y)
Pt.new(1, 2)
#### exception_echo
RuntimeError.new('boom')
#### rescue_modifier_echo
Integer('x') rescue 'bad'
#### defined_echo
defined?(String)
#### srand_rand
srand(3) and nil
rand(100)
#### random_new
Random.new(42).rand(10)
#### math_sqrt
Math.sqrt(81)
#### array_new
Array.new(2, 'x')
#### hash_new_default
Hash.new(0)[:x]
#### object_new_class
Object.new.class
#### string_freeze_echo
'x'.freeze
#### symbol_array
%i[a b]
#### word_array
%w[a b]
#### percent_q_echo
%q(single 'quoted')
#### safe_navigation_nil
nil&.length
#### integer_times_map
3.times.map { |i| i * i }
#### step_to_a
(1..10).step(3).to_a
#### string_range_to_a
('a'..'e').to_a
#### divmod
17.divmod(5)
#### remainder
-17.remainder(5)
#### floor_digits
1.23456.floor(2)
#### round_negative
1234.5678.round(-2)
#### neg_zero
-0.0
#### inspect_nul
"\x00row"
#### float_exp_small
2.5e-5
#### float_1e16
1e16
#### undefined_local
undefined_oracle_name
#### undefined_method_int
5.frobnicate
#### zero_div
1 / 0
#### type_error_echo
'a' + 1
#### argument_error_echo
[1, 2].first(-1)
#### no_method_nil
nil + 1
#### frozen_error_echo
'lit'.freeze << 'x'
#### key_error_echo
{ a: 1 }.fetch(:z)
#### index_error_echo
[1].fetch(3)
#### range_error_echo
[1].pack('C') * -1
#### stop_iteration_echo
[].each.next rescue $!
#### float_domain_error
(0.0 / 0).to_i
#### name_error_constant
Nope::Deeper
#### kernel_test_no_args
test
#### p_no_args
p
#### puts_empty_array
puts []
#### print_no_newline
print 'a', 'b'
