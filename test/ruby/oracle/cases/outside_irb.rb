# Outside check, IRB: everyday lines an experienced Rubyist types at the shell's prompt —
# strings, arrays, hashes, ranges, enumerables, numbers, symbols, blocks, small classes,
# exceptions, case/when, regexps, Time (in UTC), frozen strings, method chains. Each statement is
# echoed (`=> value`) unless nil. Written apart from irb.rb and the per-class groups as a
# rehearsal of issue 22's outside check: new lines, not variations of the project's own cases.

#### str_squish_spaces
'  many   spaces  here '.split.join(' ')
#### str_tr_translate
'hello-world_x'.tr('-_', '  ')
#### str_tr_ranges
'hbase'.tr('a-y', 'b-z')
#### str_delete_count
s = 'mississippi'
[s.delete('s'), s.count('s'), s.squeeze, s.squeeze('p')]
#### str_each_char_count_sort
'hbase shell'.delete(' ').chars.group_by(&:itself).map { |c, cs| [c, cs.size] }.sort_by { |c, n| [-n, c] }.first(3)
#### str_start_end_multi
['report.csv', 'data.tsv', 'x.rb'].select { |f| f.end_with?('.csv', '.tsv') }
#### str_partition_rpartition
['k=v=w'.partition('='), 'k=v=w'.rpartition('=')]
#### str_center_ljust_rjust
['ab'.center(6, '*'), 'ab'.ljust(5, '.'), 'ab'.rjust(5, '.')]
#### str_capitalize_swapcase
['hELLO wORLD'.capitalize, 'hELLO'.swapcase, 'ÄB'.downcase]
#### str_slice_negative
s = 'region-server-01'
[s[-2..], s[0...6], s[7, 6], s[-100..]]
#### str_index_from
'a,b,c,d'.index(',', 2)
#### str_each_line_count
"one\ntwo\nthree".each_line.count
#### str_lines_chomp
"a\nb\r\nc".lines.map(&:chomp)
#### str_multiplication_join
(['ab'] * 3).join('-')
#### str_plus_equals_builder
s = +''
%w[x y z].each { |c| s << c.upcase }
s
#### str_concat_multiple
'a'.dup.concat('b', 'c')
#### str_prepend_insert
s = 'world'.dup
s.prepend('hello ')
s.insert(-1, '!')
#### str_replace_chars_hash
'cat hat'.gsub(/[ch]/, 'c' => 'b', 'h' => 'm')
#### str_format_named
format('%<host>s:%<port>d', host: 'rs1', port: 16020)
#### str_sprintf_float_width
'%8.3f|%-8.2e|%+d' % [3.14159, 12345.678, 7]
#### str_ord_each_byte_sum
'AZ'.each_byte.sum
#### str_unicode_reverse_upcase
['naïve café'.upcase, 'résumé'.reverse, 'ß'.upcase]
#### str_encoding_force
s = 'abc'
[s.encoding, s.b.encoding, s.valid_encoding?, "\xff".valid_encoding?]
#### str_to_f_variants
['3.7abc'.to_f, '.5'.to_f, '1e3'.to_f, 'abc'.to_f, '12_000.5'.to_f]
#### str_to_i_base_and_junk
['0x1f'.hex, '1f'.to_i(16), '12abc'.to_i, '  42  '.to_i, '-0b101'.to_i(0)]
#### str_empty_vs_blank
['', ' ', "\t\n"].map { |s| [s.empty?, s.strip.empty?] }
#### str_chars_each_slice
'abcdefgh'.chars.each_slice(3).map(&:join)
#### str_scan_words_counts
'the cat and the hat'.scan(/\w+/).group_by(&:itself).transform_values(&:count)
#### str_ljust_table_row
%w[id name].zip([7, 'ann']).map { |k, v| "#{k.ljust(5)}#{v.to_s.rjust(4)}" }
#### str_heredoc_strip_indent
text = <<~TXT
  first
    indented
  last
TXT
text
#### str_compare_equal_eql
['a' == 'a', 'a'.eql?('a'), 'a'.equal?('a'), 1.eql?(1.0), 1 == 1.0]
#### str_between_and_clamp
['m'.between?('a', 'z'), 'M'.between?('a', 'z'), 15.clamp(1, 10)]
#### str_succ_versions
['a9'.succ, 'Zz'.succ, '1.9'.succ, 'zz99'.succ]
#### str_sum_of_digits
'90210'.each_char.map(&:to_i).sum
#### str_inspect_escapes
["quote\"s", "back\\slash", "bell\a", "esc\e", "tab\t", "\#{not}"]
#### str_puts_multiple_args
puts 'a', ['b', ['c']], nil, 3
#### str_print_with_separator_vars
print 'x', 1, :y, "\n"
#### str_p_multiple_echo
p 1, 'two'
#### str_mutate_shared_reference
a = 'row'
b = a
b << '1'
[a, a.equal?(b)]
#### arr_each_with_index_select
%w[a b c d].each_with_index.select { |_, i| i.odd? }.map(&:first)
#### arr_map_with_index_offset
%w[x y].map.with_index(1) { |v, i| "#{i}:#{v}" }
#### arr_take_drop_while
[1, 2, 5, 1, 7].take_while { |x| x < 5 } + [1, 2, 5, 1, 7].drop_while { |x| x < 5 }
#### arr_find_index_rindex
a = [3, 5, 7, 5]
[a.index(5), a.rindex(5), a.find_index { |x| x > 4 }, a.index(9)]
#### arr_insert_delete_at
a = %w[a b c]
a.insert(1, 'X')
a.delete_at(0)
a
#### arr_slice_bang
a = (1..6).to_a
[a.slice!(1, 2), a]
#### arr_concat_plus_minus
[[1, 2] + [3], [1, 2, 2, 3] - [2], [1, 2] | [2, 3], [1, 2] & [2, 3]]
#### arr_multiply_join
[[1, 2] * 2, [1, 2] * ',']
#### arr_first_last_n
a = (1..10).to_a
[a.first(3), a.last(2), a.sample.class, a.min(2), a.max(2)]
#### arr_sum_float_precision
[0.1, 0.2, 0.3].sum
#### arr_sum_with_init
[[1, 2], [3]].sum([])
#### arr_each_slice_transpose
[1, 2, 3, 4, 5, 6].each_slice(2).to_a.transpose
#### arr_product_combinations
[%w[a b].product([1, 2]).size, [1, 2, 3].combination(2).to_a, [1, 2, 3].each_cons(2).to_a]
#### arr_flatten_depth
[[1, [2, [3, [4]]]].flatten(1), [1, [2, [3]]].flatten]
#### arr_compact_uniq_bang_nil
a = [1, 2]
[a.compact!, a.uniq!, a.flatten!]
#### arr_sort_with_block_desc
%w[pear fig banana].sort { |a, b| b.length <=> a.length }
#### arr_sort_by_multi_keys
[['b', 2], ['a', 2], ['c', 1]].sort_by { |n, k| [k, n] }
#### arr_reverse_each_collect
r = []
[1, 2, 3].reverse_each { |x| r << x * 10 }
r
#### arr_fill_new_block
[Array.new(3) { |i| i * i }, Array.new(2, 0), Array(nil), Array([1]), Array(1..3)]
#### arr_dig_nested
data = [{ 'cells' => [{ 'v' => 'x' }] }]
[data.dig(0, 'cells', 0, 'v'), data.dig(1, 'cells')]
#### arr_assoc_to_h_block
%w[a bb ccc].to_h { |w| [w, w.size] }
#### arr_each_entry_count_block
[1, 2, 3, 4].count(&:even?)
#### arr_cycle_first
[1, 2, 3].cycle.first(7)
#### arr_rotate_values
a = [1, 2, 3, 4]
[a.rotate, a.rotate(-1), a.values_at(0, 2, 10)]
#### arr_bsearch_sorted
[1, 3, 5, 7, 9].bsearch { |x| x >= 6 }
#### arr_none_one_any
[[nil, false].none?, [1, nil].one?, [].any?, [].all?, [nil].any?]
#### arr_inspect_to_s_equal
[1, 'a', :b].to_s == [1, 'a', :b].inspect
#### arr_equality_order
[[1, 2] == [2, 1], [1, 2].sort == [2, 1].sort, [1, [2]] <=> [1, [3]]]
#### arr_shuffle_seeded
[1, 2, 3, 4, 5].shuffle(random: Random.new(3))
#### arr_pop_shift_multiple
a = (1..6).to_a
[a.pop(2), a.shift(2), a]
#### arr_delete_if_keep_if
a = (1..8).to_a
a.delete_if { |x| x % 3 == 0 }
a.keep_if(&:even?)
#### arr_index_assign_grow
a = [1]
a[4] = 5
a
#### arr_splat_in_call
def three(a, b, c) a + b * c end
args = [1, 2, 3]
three(*args)
#### hash_each_with_index
{ a: 1, b: 2 }.each_with_index.map { |(k, v), i| "#{i}#{k}#{v}" }
#### hash_sort_by_value_desc_to_h
{ 'x' => 3, 'y' => 9, 'z' => 1 }.sort_by { |_, v| -v }.to_h
#### hash_max_by_min_by
h = { 'rs1' => 40, 'rs2' => 12, 'rs3' => 40 }
[h.max_by { |_, v| v }, h.min_by { |_, v| v }, h.sum { |_, v| v }]
#### hash_find_detect
{ a: 1, b: 2, c: 3 }.find { |_, v| v > 1 }
#### hash_count_with_block
{ a: 1, b: 2, c: 3 }.count { |_, v| v.odd? }
#### hash_invert_key
h = { 'a' => 1, 'b' => 2 }
[h.invert, h.key(2), h.key(9), h.rassoc(1)]
#### hash_filter_map_keys
{ a: 1, b: nil, c: 3 }.filter_map { |k, v| k if v }
#### hash_to_a_sort_first
{ b: 1, a: 2 }.sort.first
#### hash_update_with_block
{ a: 1, b: 2 }.merge({ b: 10, c: 3 }) { |_key, old, new| old + new }
#### hash_store_fetch_block
h = {}
h.store('k', 1)
[h.fetch('k'), h.fetch('missing') { |k| "no #{k}" }, h.fetch('z', 0)]
#### hash_delete_returns_value
h = { a: 1, b: 2 }
[h.delete(:a), h.delete(:zz), h]
#### hash_each_pair_puts
{ 'cf:a' => 1, 'cf:b' => 2 }.each_pair { |k, v| puts "#{k}=#{v}" }
#### hash_nested_default_block
tree = Hash.new { |h, k| h[k] = Hash.new(0) }
tree['t1']['r1'] += 1
tree['t1']['r2'] += 2
tree['t2']['r1'] += 1
tree
#### hash_key_symbol_vs_string
h = { 'name' => 1, name: 2 }
[h['name'], h[:name], h.size]
#### hash_any_empty_include
h = { x: 1 }
[h.any?, {}.empty?, h.include?(:x), h.member?(:y), h.value?(1)]
#### hash_group_by_values
%w[apple avocado banana blueberry cherry].group_by(&:chr).transform_values(&:size)
#### hash_sum_values_each_with_object
%w[a b a c a].each_with_object({}) { |w, h| h[w] = (h[w] || 0) + 1 }
#### hash_min_by_n_sort
{ a: 5, b: 1, c: 3 }.min_by(2) { |_, v| v }.to_h
#### hash_reduce_merge
[{ a: 1 }, { b: 2 }, { a: 3 }].reduce({}, :merge)
#### hash_to_s_puts
puts({ 'k' => [1, nil], s: :v })
#### range_step_float
1.0.step(2.0, 0.25).to_a
#### range_each_slice_sum
(1..10).each_slice(3).map(&:sum)
#### range_exclusive_size
[(1...10).size, (1..10).count(&:even?), ('a'..'e').count, (1..0).to_a]
#### range_include_float_cover
r = 1..5
[r.include?(2.5), r.cover?(2.5), r === 5, (1...5) === 5]
#### range_min_max_sum
r = (3..9)
[r.min, r.max, r.sum, r.minmax, r.to_a.sample(random: Random.new(1))]
#### range_letters_step
('a'..'z').step(5).to_a
#### range_last_n_first
[(1..10).first(3), (1..10).last(3), (1..10).first]
#### range_select_with_index_each
(10..15).each_with_index.select { |v, i| i.even? }.map(&:first)
#### enum_zip_with_index_to_h
%w[a b c].each_with_index.to_h
#### enum_chunk_while_consecutive
[1, 2, 3, 7, 8, 10].chunk_while { |a, b| b == a + 1 }.map { |g| g.size > 1 ? "#{g.first}-#{g.last}" : g.first.to_s }
#### enum_slice_when_gap
[1, 2, 4, 9, 10].slice_when { |a, b| b > a + 1 }.to_a
#### enum_inject_symbol_init
[(1..5).inject(10, :+), (1..5).reduce(1) { |acc, x| acc * x }]
#### enum_sum_map_block
%w[ab cde f].sum(&:length)
#### enum_min_max_by_strings
words = %w[pear fig banana kiwi]
[words.min_by(&:size), words.max_by(&:size), words.minmax_by(&:size)]
#### enum_each_cons_diffs
[10, 13, 19, 20].each_cons(2).map { |a, b| b - a }
#### enum_flat_map_pairs
{ a: [1, 2], b: [3] }.flat_map { |k, vs| vs.map { |v| "#{k}#{v}" } }
#### enum_partition_even
(1..9).partition(&:even?)
#### enum_group_by_mod
(1..10).group_by { |i| i % 3 }
#### enum_uniq_by_block
%w[Apple apple BANANA banana cherry].uniq(&:downcase)
#### enum_sort_stable_by_index
%w[bb a ccc dd e].sort_by.with_index { |w, i| [w.size, i] }
#### enum_lazy_first
(1..Float::INFINITY).lazy.map { |x| x * x }.select(&:even?).first(3)
#### enum_next_peek_rescue
e = [1, 2].each
[e.next, e.peek, e.next, (e.next rescue :done)]
#### enum_with_object_map
%w[a b].each_with_object([]).with_index { |(w, acc), i| acc << "#{w}#{i}" }
#### num_round_half
[2.5.round, 3.5.round, -2.5.round, 2.675.round(2), 1.5.round(half: :even), 2.5.round(half: :up)]
#### num_ceil_floor_neg
[-3.7.ceil, -3.7.floor, -3.7.truncate, -3.7.round, 3.2.ceil(0), 12345.ceil(-2)]
#### num_integer_division_negative
[-7 / 2, -7 % 2, 7.fdiv(2), -7.divmod(2), -7.0.div(2), 7.0.modulo(-2)]
#### num_float_division_format
[10.0 / 3, (10.0 / 3).round(3), 2.0 / 3 * 3, 10.0.divmod(3)]
#### num_pow_and_sqrt
[2**10, 2**-1, 4**0.5, Math.sqrt(2).round(6), Integer.sqrt(17), 10**20]
#### num_float_formatting_large
[1e15, 1e16, 123456789.123456789, 1.0 / 3, 100.0, 1.5e-10]
#### num_to_s_padding_comma
1234567.to_s.reverse.scan(/\d{1,3}/).join(',').reverse
#### num_digits_sum
[12345.digits, 12345.digits.sum, 255.digits(16)]
#### num_gcd_lcm_pred_succ
[12.gcd(18), 4.lcm(6), 5.pred, 5.succ, 0.zero?, 3.positive?, -3.negative?]
#### num_times_upto_downto_collect
[3.times.to_a, 1.upto(4).select(&:even?), 3.downto(1).map { |i| i * 2 }]
#### num_step_by
1.step(10, 4).to_a
#### num_float_equality_epsilon
[(0.1 + 0.2 == 0.3), ((0.1 + 0.2) - 0.3).abs < Float::EPSILON]
#### num_infinity_nan
[1.0 / 0, -1.0 / 0, (0.0 / 0.0).nan?, Float::INFINITY > 10**100, (1.0 / 0).infinite?]
#### num_integer_float_conversion
[3.7.to_i, 3.to_f, Integer(3.99), Float(3), '3.7'.to_r.class == Rational]
#### num_bignum_ops
[(2**64).class, 2**64 + 1, (2**64) / 3, (2**100).to_s.size, 12345678901234567890 % 97]
#### num_rational_like_percent
hits, total = 7, 9
[(hits * 100.0 / total).round(2), "#{(100.0 * hits / total).floor}%", (hits.to_f / total * 100).truncate(1)]
#### num_float_to_s_exponent
[1234567.0.to_s, 12345678901234567.0.to_s, 0.0001.to_s, 0.00001.to_s, -1.0e-5.to_s]
#### num_abs_min_max_mixed
[-5.abs, -2.5.abs, [1, 2.5, -3].max, [1, 2.0].min, [1, 2.5].sum]
#### num_comparable_spaceship
[1 <=> 2, 2.0 <=> 2, 'a' <=> 1, 3.between?(1, 5)]
#### num_even_odd_select
(1..20).select(&:odd?).each_slice(5).map(&:sum)
#### num_hex_oct_bin_literals
[0xff, 0o17, 0b1010, 1_000_000, 017]
#### num_bit_ops
[5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 10, -16 >> 2, 6[1], 6[0]]
#### num_coerce_string_error
1 + '2'
#### sym_to_proc_send
[:upcase, :reverse].map { |m| 'abc'.send(m) }
#### sym_compare_and_size
[:b <=> :a, :abc.size, :abc.length, :abc[1], :upcase.to_proc.call('x')]
#### sym_in_hash_keys_sort
{ zeta: 1, alpha: 2 }.keys.sort
#### sym_inspect_special
[:"with space", :"9x", :ok?, :set=, :[], :+, :"foo-bar"]
#### sym_start_with_upcase
[:hbase.upcase, :hbase.start_with?('hb'), :x.succ, %s{lit}]
#### blk_proc_arity_lambda
[proc { |a, b| }.arity, lambda { |a, b| }.arity, proc { |*a| }.arity, ->() {}.arity]
#### blk_closure_counter
counter = 0
inc = -> { counter += 1 }
3.times { inc.call }
counter
#### blk_yield_multiple
def pairs
  yield 1, 2
  yield 3, 4
end
out = []
pairs { |a, b| out << a * b }
out
#### blk_block_to_proc_param
def apply(x, &blk) blk.call(x) end
apply(5) { |v| v * 3 }
#### blk_method_object_to_proc
def double(x) x * 2 end
[1, 2, 3].map(&method(:double))
#### blk_proc_curry
add = ->(a, b, c) { a + b + c }
add.curry[1][2][3]
#### blk_next_value_in_map
[1, 2, 3, 4].map { |x| next 0 if x.even?; x }
#### blk_break_value_from_each
[5, 8, 12].each { |x| break x * 10 if x > 6 }
#### blk_tap_then
[3, 1, 2].tap { |a| puts a.size }.sort.then { |a| a.first + a.last }
#### cls_point_to_s_and_equality
class Pt
  attr_reader :x, :y
  def initialize(x, y) @x, @y = x, y end
  def to_s() "(#{x}, #{y})" end
  def ==(o) o.is_a?(Pt) && x == o.x && y == o.y end
end
a = Pt.new(1, 2)
puts a
[a == Pt.new(1, 2), a == Pt.new(2, 1), "#{a}"]
#### cls_inheritance_super_to_s
class Animal
  def initialize(name) @name = name end
  def speak() "#{@name} makes a sound" end
end
class Dog < Animal
  def speak() super + ' (woof)' end
end
[Dog.new('Rex').speak, Dog.superclass, Dog.ancestors.include?(Animal)]
#### cls_class_method_counter
class Registry
  @count = 0
  class << self
    attr_accessor :count
  end
  def self.register() self.count += 1 end
end
3.times { Registry.register }
Registry.count
#### cls_comparable_version
class Ver
  include Comparable
  attr_reader :parts
  def initialize(s) @parts = s.split('.').map(&:to_i) end
  def <=>(o) parts <=> o.parts end
  def to_s() parts.join('.') end
end
vs = %w[2.6.1 2.10.0 2.4.9].map { |s| Ver.new(s) }
[vs.max.to_s, vs.sort.map(&:to_s), Ver.new('1.0') < Ver.new('1.1')]
#### cls_struct_methods_to_a
Region = Struct.new(:name, :start_key, :end_key) do
  def contains?(k) k >= start_key && (end_key.empty? || k < end_key) end
end
r = Region.new('r1', 'b', 'm')
[r.contains?('c'), r.contains?('z'), r.to_a, r.members, r == Region.new('r1', 'b', 'm')]
#### cls_struct_inspect_and_setters
Srv = Struct.new(:host, :port)
s = Srv.new('rs1', 16020)
s.port += 1
s
#### cls_to_s_inspect_default
class Plain; end
o = Plain.new
[o.to_s.sub(/0x\h+/, 'X'), o.inspect.sub(/0x\h+/, 'X'), o.class.name]
#### cls_method_missing_respond
class Ghost
  def method_missing(name, *args)
    name.to_s.start_with?('get_') ? "got #{name.to_s.sub('get_', '')}" : super
  end
  def respond_to_missing?(name, priv = false) name.to_s.start_with?('get_') || super end
end
g = Ghost.new
[g.get_row, g.respond_to?(:get_x), g.respond_to?(:put_x)]
#### cls_module_constants_method
module Units
  KB = 1024
  MB = KB * 1024
  def self.mb(n) n * MB end
end
[Units::MB, Units.mb(3), Units.constants.sort]
#### cls_instance_variables_list
class Cfg
  def initialize() @a = 1; @b = 'x' end
end
Cfg.new.instance_variables
#### exc_rescue_ensure_order
log = []
begin
  log << :start
  Integer('zz')
rescue ArgumentError => e
  log << e.class
else
  log << :else
ensure
  log << :ensure
end
log
#### exc_custom_with_data
class QuotaError < StandardError
  attr_reader :table
  def initialize(table) @table = table; super("quota exceeded for #{table}") end
end
begin
  raise QuotaError.new('t1')
rescue QuotaError => e
  [e.message, e.table, e.is_a?(StandardError)]
end
#### exc_raise_reraise_wrap
def risky() raise KeyError, 'missing cf' end
begin
  begin
    risky
  rescue KeyError => e
    raise RuntimeError, "wrapped: #{e.message}"
  end
rescue => e
  [e.class, e.message, e.cause.class]
end
#### exc_ensure_return_value
def f
  return :body
ensure
  puts 'cleanup'
end
f
#### exc_rescue_modifier_default
v = Float('n/a') rescue 0.0
v
#### exc_uncaught_zero_division
[1, 2, 0].map { |d| 10 / d }
#### exc_uncaught_no_method_nil_chain
h = { 'a' => nil }
h['a'].upcase
#### exc_uncaught_custom_raise_string
raise 'table t9 is disabled'
#### exc_argument_error_wrong_count
def two(a, b) end
two(1)
#### exc_full_message_class_hierarchy
[ZeroDivisionError.ancestors.take(4), KeyError.superclass, StopIteration.superclass, FrozenError.superclass]
#### exc_retry_counter
tries = 0
begin
  tries += 1
  raise 'flaky' if tries < 3
  "ok after #{tries}"
rescue
  retry
end
#### exc_throw_catch_value
catch(:found) do
  [[1, 2], [3, 4]].each { |row| row.each { |v| throw :found, v if v > 2 } }
  nil
end
#### case_ranges_and_lambdas
def grade(n)
  case n
  when ->(x) { x < 0 } then 'negative'
  when 0...50 then 'low'
  when 50..100 then 'high'
  else 'off scale'
  end
end
[-1, 10, 50, 101].map { |n| grade(n) }
#### case_regexp_captures
def kind(s)
  case s
  when /\A(\d+)\z/ then "int #{$1}"
  when /\A(\w+):(\w+)\z/ then "col #{$1}/#{$2}"
  else 'other'
  end
end
%w[42 cf:q ?].map { |s| kind(s) }
#### case_classes_and_arrays
[1, 'a', [1], { a: 1 }, nil, 2.0].map do |v|
  case v
  when Numeric then :num
  when String, Symbol then :text
  when Array, Hash then :coll
  else :other
  end
end
#### case_without_subject
x = 15
case
when x % 15 == 0 then 'FizzBuzz'
when x % 3 == 0 then 'Fizz'
else x
end
#### case_splat_list
ADMIN_CMDS = %w[create drop alter]
%w[drop put alter].map { |c| case c when *ADMIN_CMDS then :admin else :data end }
#### re_match_named_groups
m = 'user_42_eu'.match(/(?<name>\w+?)_(?<id>\d+)_(?<dc>\w+)/)
[m[:name], m['id'].to_i, m[:dc], m.names]
#### re_gsub_backrefs
'2024-01-31'.sub(/(\d+)-(\d+)-(\d+)/, '\3/\2/\1')
#### re_scan_pairs_to_h
'a=1, b=2, c=3'.scan(/(\w)=(\d)/).to_h
#### re_match_operator_globals
if 'row-0042' =~ /-(\d+)/
  [$~[0], $1, $1.to_i, $`, $']
end
#### re_split_multiple_delims
'a, b;c  d'.split(/[,;\s]+/)
#### re_case_insensitive_grep
%w[HBase hadoop Spark HIVE].grep(/^h/i)
#### re_match_p_and_nil
['abc'.match?(/b/), 'abc' !~ /z/, 'abc'.match(/z/), 'abc' =~ /c/]
#### re_escape_special
Regexp.escape('cf:a.b*c')
#### re_gsub_block_upcase
'hbase shell rocks'.gsub(/\b\w/) { |c| c.upcase }
#### re_multiline_anchor
"line1\nline2".scan(/^line\d$/)
#### re_inspect_source_options
r = /a+b/mi
[r.source, r.options, r.inspect, r.to_s]
#### time_utc_parts
t = Time.utc(2024, 2, 29, 13, 45, 30)
[t.year, t.month, t.day, t.hour, t.min, t.sec, t.wday, t.yday, t.zone]
#### time_arith_diff_days
a = Time.utc(2024, 1, 1)
b = Time.utc(2024, 3, 1)
[((b - a) / 86_400).to_i, (a + 86_400 * 45).strftime('%F'), b > a]
#### time_strftime_many
t = Time.utc(2024, 7, 4, 9, 5, 3)
[t.strftime('%d/%m/%Y %I:%M %p'), t.strftime('%b %e %H:%M:%S'), t.strftime('%A %B %-d'), t.strftime('%s')]
#### time_at_ms_and_usec
t = Time.at(1_700_000_000, 250_000).utc
[t.usec, t.to_f, t.strftime('%L'), (t.to_r * 1000).to_i]
#### time_inspect_and_to_s
t = Time.utc(2024, 5, 6, 7, 8, 9)
[t.to_s, t.inspect, t.to_a.first(6), t.utc?]
#### time_round_down_hour
t = Time.utc(2024, 5, 6, 7, 48, 9)
Time.at(t.to_i - t.to_i % 3600).utc
#### frozen_literal_mutation_error
s = 'abc'.freeze
s.upcase!
#### frozen_dup_and_plus_unary
s = 'abc'.freeze
[s.frozen?, s.dup.frozen?, (+s).frozen?, (-'x').frozen?, s.upcase.frozen?]
#### frozen_array_hash_errors
a = [1, 2].freeze
begin
  a << 3
rescue => e
  [e.class, e.message, a.frozen?, a.map { |x| x }.frozen?]
end
#### chain_words_frequency
'The quick brown the lazy THE end'.downcase.split.each_with_object(Hash.new(0)) { |w, h| h[w] += 1 }.select { |_, n| n > 1 }.keys
#### chain_csv_to_hashes
"id,name\n1,ann\n2,bob".lines.map(&:chomp).map { |l| l.split(',') }.then { |(h, *rows)| rows.map { |r| h.zip(r).to_h } }
#### chain_sum_of_squares_of_odds
(1..10).select(&:odd?).map { |x| x**2 }.sum
#### chain_each_char_with_object_index
'hbase'.each_char.with_index.each_with_object({}) { |(c, i), h| h[c] = i }
#### chain_safe_navigation_dig
config = { 'hbase' => { 'zk' => nil } }
[config.dig('hbase', 'zk')&.upcase, config['hbase']&.keys, config['none']&.size]
#### chain_object_methods_predicates
[nil.to_a, nil.to_s, nil.to_i, nil & true, nil.nil?, 0.nil?, [].empty?]
#### misc_multiple_assignment_swap
a, b, *rest = 1, 2, 3, 4
a, b = b, a
[a, b, rest]
#### misc_conditional_assignment
x = nil
x ||= 5
x &&= x + 1
y = (z = 3) + 1
[x, y, z]
#### misc_defined_and_constants
MAX_VERSIONS = 3
[defined?(MAX_VERSIONS), defined?(nope_var), defined?(puts), defined?(String.new)]
#### misc_object_identity_and_dup
a = [1, [2]]
b = a.dup
b[1] << 3
[a, b, a.equal?(b), a[1].equal?(b[1])]
#### misc_kernel_conversions
[Array('a'), String(12), Integer('0b11', exception: false), Float('1_000.5'), Hash(nil), Hash(a: 1)]
#### misc_loop_with_index_while
i = 0
out = []
while (i += 1) <= 10
  next if i.odd?
  break if i > 6
  out << i
end
out
#### misc_send_public_send_respond
[5.send(:+, 3), 'x'.public_send(:*, 3), [].respond_to?(:each), 5.respond_to?(:upcase)]
#### misc_object_instance_of_is_a
[3.is_a?(Integer), 3.is_a?(Comparable), 3.instance_of?(Numeric), Integer === 3, 3.kind_of?(Numeric)]
#### misc_then_yield_self
5.then { |x| x * 2 }.then { |x| "v=#{x}" }
#### misc_string_format_table
rows = [['t1', 3, 0.125], ['long_table', 12, 2.5]]
rows.each { |n, r, s| puts format('%-12s %4d %8.3f', n, r, s) }
#### misc_method_with_rescue_in_def
def parse_int(s)
  Integer(s)
rescue ArgumentError, TypeError
  nil
end
[parse_int('12'), parse_int('x'), parse_int(nil)]
#### misc_object_freeze_struct
P2 = Struct.new(:a)
p2 = P2.new(1).freeze
begin
  p2.a = 2
rescue => e
  e.class
end
#### misc_global_special_vars
'abc' =~ /b/
[$~.pre_match, $~.post_match, $;.inspect, $,.inspect]
#### puts_various_objects
puts nil
puts [nil]
puts :sym, 1.0, 2e-9, [[], [1, [2]]]
#### p_hash_without_braces
p a: 1, 'b' => [2]
#### pp_nested_hash
pp({ 'cf' => { 'a' => [1, 2], 'b' => nil } })
#### format_rounding_edges
['%.2f' % 1.005, '%.1f' % 0.25, '%.0f' % 2.5, '%.3e' % 0.0001234, '%g' % 1234567.0, '%s' % nil]
#### type_error_messages_concat
'5' + 5
#### type_error_format_nil
'%d' % nil
#### argument_error_integer_junk
Integer('12abc')
#### sum_of_strings_error
%w[a b].sum
#### bang_methods_in_place
a = [3, 1, 2]
a.sort!
a.map! { |x| x * 10 }
a.reverse!
#### string_times_zero_and_compare
['ab' * 0, 'ab' <=> 'abc', 'b' <=> 'abc', 'a' * 3 == 'aaa']
#### float_to_s_common
[1.0.to_s, 1e2.to_i, 100.0.to_s, 12.5.to_s, 1_000.to_s, 3.14.truncate(1), 10.0 / 4]
#### random_range_seeded
r = Random.new(5)
[r.rand(1..6), r.rand(1..6), r.rand(10), r.rand.round(4)]
#### split_with_limit_and_regex_groups
['a-b-c'.split('-', 2), 'a1b2c'.split(/(\d)/), 'abc'.split(''), ' a  b '.split(' ')]
#### hash_sort_by_last_and_to_a
h = { b: 2, a: 3, c: 1 }
[h.sort_by(&:last), h.to_a.flatten, h.min_by(&:last), h.sum { |k, v| v }]
#### frozen_predicates_literals
[:s.frozen?, 1.frozen?, nil.frozen?, 'lit'.frozen?, 'lit'.dup.frozen?, [].frozen?]
#### each_slice_to_h_error
[1, 2, 3].each_slice(2).to_h
#### set_from_stdlib
def regions_seen(list)
  require 'set'
  seen = Set.new
  list.each { |r| seen << r }
  seen
end
s = regions_seen(%w[r1 r2 r1])
[s.size, s.include?('r2'), s.to_a.sort, s.subset?(Set.new(%w[r1 r2 r3]))]
#### time_iso8601_and_parse
def stamp(t)
  require 'time'
  t.iso8601
end
[stamp(Time.utc(2024, 1, 2, 3, 4, 5)), Time.parse('2024-05-06T07:08:09Z').to_i]
