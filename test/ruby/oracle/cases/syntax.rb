# Literals and operators: **, %-literals, &:sym, &., bit operators, heredocs, multiple
# assignment, $globals, constants, defined?, endless ranges, ternaries, string interpolation.

#### pow_int
p 2**10
p 4*1024**3
#### pow_right_assoc
p 2**3**2
#### pow_negative_base
p -2**2
p (-2)**2
#### pow_float_and_negative_exp
p 2**-1
p 2.0**0.5
p 10**20
#### pow_big
p 2**64
p 3**40
#### percent_w
p %w[a b c]
p %w(row1 row2)
#### percent_w_empty_and_interp
x = 5
p %w[]
p %w[a#{x} b]
#### percent_W
x = 5
p %W[a#{x} b]
#### percent_i
p %i[put get scan]
#### percent_q
p %q(it's "quoted")
#### percent_Q
n = 3
p %Q(n is #{n})
p %Q{braces {nested}}
#### percent_bare
p %(plain #{1 + 1})
#### amp_sym_map
p %w[a b c].map(&:upcase)
#### amp_sym_inject
p [1, 2, 3, 4].inject(&:+)
p (1..5).reduce(:*)
#### amp_sym_select
p (1..10).select(&:even?)
#### safe_nav
s = nil
p s&.length
s = 'abc'
p s&.length
#### safe_nav_chain
h = {}
p h[:a]&.upcase&.reverse
#### bit_and_or_xor
p 12 & 10
p 12 | 10
p 12 ^ 10
#### bit_shift
p 1 << 10
p 1024 >> 3
p -16 >> 2
#### bit_not
p ~5
p ~-1
#### shift_big
p 1 << 62
p 1 << 64
#### array_shovel
a = []
a << 1 << 2
p a
#### string_shovel
s = +''
s << 'ab' << 'cd'
p s
#### heredoc_squiggly
text = <<~EOS
  row1
    indented
  row2
EOS
puts text
#### heredoc_dash
text = <<-EOS
  keep indent
  EOS
p text
#### heredoc_plain_interp
name = 't1'
puts <<EOS
create '#{name}', 'cf'
EOS
#### heredoc_single_quote
puts <<~'EOS'
  no #{interp} here
EOS
#### heredoc_method_call
p <<~EOS.lines.map(&:strip)
  a
  b
EOS
#### multi_assign
a, b = 1, 2
p a, b
#### multi_assign_swap
a, b = 1, 2
a, b = b, a
p [a, b]
#### multi_assign_splat
first, *rest = [1, 2, 3, 4]
p first, rest
#### multi_assign_splat_middle
a, *m, z = 1, 2, 3, 4, 5
p a, m, z
#### multi_assign_from_array
x, y = [10, 20, 30]
p x, y
#### multi_assign_short
x, y, z = [1, 2]
p x, y, z
#### multi_assign_nested
a, (b, c) = 1, [2, 3]
p [a, b, c]
#### multi_assign_returns
r = (a, b = 3, 4)
p r
#### op_assign
x = 5
x += 2
x *= 3
x -= 1
x /= 4
p x
#### op_assign_or
h = {}
h[:k] ||= []
h[:k] << 1
h[:k] ||= [9]
p h
v = nil
v ||= 'default'
p v
#### op_assign_and
v = 5
v &&= v + 1
p v
n = nil
n &&= n + 1
p n
#### op_assign_pow_shift
x = 2
x **= 5
x <<= 1
x |= 1
p x
#### globals
$counter = 0
3.times { $counter += 1 }
p $counter
#### globals_in_def
$prefix_g = 'row'
def keyname(i)
  "#{$prefix_g}#{i}"
end
p keyname(7)
#### global_unset
p $never_set_anywhere
#### constants
MAX_ROWS = 100
p MAX_ROWS
p MAX_ROWS / 3
#### constant_in_def
LIMIT = 5
def limit_plus(n)
  LIMIT + n
end
p limit_plus(2)
#### constant_uninitialized
p NoSuchConstantHere
#### defined_forms
x = 1
p defined?(x)
p defined?(zzz_nope)
p defined?(puts)
p defined?(String)
p defined?(@iv)
p defined?($stdout)
#### defined_method_and_expr
def helper_m; end
p defined?(helper_m)
p defined?(1 + 1)
p defined?(NoSuchConst)
#### endless_range
r = (1..)
p r.first(3)
p [10, 20, 30, 40][2..]
#### endless_range_each_break
(5..).each { |i| break if i > 7; p i }
#### beginless_like_slice
a = %w[a b c d e]
p a[1..-2]
p a[-2..]
#### ternary
x = 7
puts x > 5 ? 'big' : 'small'
puts x.even? ? 'even' : 'odd'
#### nested_ternary
n = 0
puts n > 0 ? 'pos' : n < 0 ? 'neg' : 'zero'
#### interpolation_expr
x = 3
puts "x=#{x}, x*2=#{x * 2}, #{[1, 2].map { |i| i + x }}"
#### interpolation_nil_sym
puts "a#{nil}b#{:sym}c#{1.5}"
#### string_concat_adjacent
s = 'abc' 'def' "ghi"
p s
#### char_literal
p ?a
p ?a + ?b
#### numeric_literals
p 1_000_000
p 0x1f
p 0b1010
p 0o17
p 017
p 1e3
#### rational_like_division
p 7 / 2
p -7 / 2
p 7 % 3
p -7 % 3
p 7.0 / 2
#### comparison_ops
p 1 <=> 2
p 'b' <=> 'a'
p 1 == 1.0
p 1.eql?(1.0)
p 1.equal?(1)
#### logical_ops
p (true && 'x')
p (nil || 'y')
p (not true)
p !nil
#### and_or_keywords
x = nil
y = x || 'fallback'
p y
z = (false or 'kw')
p z
#### unless_modifier
x = 3
puts 'small' unless x > 5
puts 'never' unless x < 5
#### if_modifier_and_return_value
v = if 3 > 2 then 'yes' else 'no' end
p v
#### parallel_assignment_with_method
def pair; [1, 2]; end
a, b = pair
p a + b
#### semicolons
a = 1; b = 2; p a + b
#### line_continuation
total = 1 +
  2 +
  3
p total
#### method_chain_trailing_dot
r = [3, 1, 2].
  sort.
  map { |x| x * 10 }
p r
#### backslash_continuation
s = 'abc' \
  'def'
p s
#### symbol_literals
p :a
p :"with space"
p :a?
p :set=
p %s(sym)
#### splat_in_array_literal
a = [1, 2]
p [0, *a, 3]
p [*1..3, *'a'..'c']
#### double_splat_hash
h = { a: 1 }
p({ **h, b: 2 })
#### hash_shorthand_symbols
h = { name: 'row', 'str' => 1, 3 => :x }
p h
#### begin_end_block_value
v = begin
  1
  2
end
p v
#### __method__
def who_am_i
  __method__
end
p who_am_i
#### numbered_float_literal_methods
p 1.5.floor
p -1.5.ceil
p 10.fdiv(4)
