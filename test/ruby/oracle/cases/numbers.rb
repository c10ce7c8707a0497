# Integer and Float as JRuby 9.3 prints and rounds them; divmod, remainder, Integer()/Float(),
# Math, big integers, conversions.

#### float_exponent_print
p 1e20
p 1e16
p 1e15
p 2.5e-5
p 0.0001
p 0.00001
p 123456789012345.0
#### float_neg_zero
p -0.0
p 0.0 * -1
puts -0.0
#### float_special
p 1.0 / 0
p -1.0 / 0
p (0.0 / 0.0).nan?
p Float::INFINITY > 10**100
#### float_to_s
puts 1.0
puts 1.5e300
puts 100.0
puts 1.23456789012345e-7
p 0.1 + 0.2
p 1.1 * 3
#### float_floor_ceil_digits
p 1.23456.floor(2)
p 1.23456.ceil(2)
p -1.23456.floor(2)
p 12345.678.floor(-2)
#### float_round
p 1234.5678.round(-2)
p 1234.5678.round(2)
p 2.5.round
p 3.5.round
p -2.5.round
p 1.15.round(1)
p 1.25.round(1)
#### float_round_half_even
p 2.5.round(half: :even)
p 2.5.round(half: :up)
p 2.5.round(half: :down)
#### integer_round_negative
p 1234.round(-2)
p 1250.round(-2)
p 1234.floor(-2)
p 1234.ceil(-2)
p -1234.truncate(-2)
#### float_truncate_to_i
p 3.99.to_i
p -3.99.to_i
p 3.7.truncate
p 1e20.to_i
#### integer_division_modulo
p 7.divmod(2)
p -7.divmod(2)
p 7.divmod(-2)
p 7.5.divmod(2)
#### remainder_vs_modulo
p 7.remainder(3)
p -7.remainder(3)
p -7 % 3
p 7.remainder(-3)
p 7.5.remainder(2)
#### fdiv_and_quo
p 7.fdiv(2)
p 1.fdiv(3)
#### Integer_parse
p Integer('42')
p Integer('0x1A')
p Integer('0b101')
p Integer('0o17')
p Integer('017')
p Integer('-12')
p Integer(' 42 ')
p Integer('1_000')
#### Integer_base
p Integer('ff', 16)
p Integer('z', 36)
p '1010'.to_i(2)
p 'ff'.hex
p '777'.oct
#### Integer_invalid
Integer('12abc')
#### Integer_nil
Integer(nil)
#### Integer_float_arg
p Integer(3.99)
p Integer('  7')
#### Float_parse
p Float('1.5')
p Float('1e3')
p Float('  2.5 ')
p Float(3)
#### Float_invalid
Float('abc')
#### to_i_to_f_lenient
p '12abc'.to_i
p 'abc'.to_i
p '3.7xyz'.to_f
p ''.to_f
p '0x1A'.to_i
p '0x1A'.to_i(16)
#### to_s_base
p 255.to_s(2)
p 255.to_s(16)
p 255.to_s(36)
p -255.to_s(16)
#### digits_and_bits
p 1234.digits
p 255.bit_length
p 10.pred, 10.succ
#### big_integers
p 2**100
p (2**100).class
p 12345678901234567890 * 98765432109876543210
p (2**64) / 3
p -(2**70) % 7
#### long_max_arithmetic
max = 2**63 - 1
p max
p max + 1
p -2**63
p 9223372036854775807 - 1700000000000
#### integer_predicates
p 4.even?, 3.odd?, 0.zero?, 5.positive?, -5.negative?
p 10.between?(1, 10)
#### integer_abs_gcd_lcm
p -5.abs
p 12.gcd(18), 4.lcm(6)
p 10.pow(3), 2.pow(10, 1000)
#### integer_clamp
p 15.clamp(1, 10)
p -3.clamp(0, 5)
#### float_methods
p 3.7.floor, 3.2.ceil, -3.5.abs
p 0.1.rationalize(Rational(1, 100))
p 2.0.to_i
p 10.0.to_s
p 1.0.eql?(1.0)
#### float_nan_compare
n = 0.0 / 0
p n == n
p [1.0, 2.0].include?(2)
#### integer_times_sum
p (1..100).sum
p 10.times.sum
#### math_functions
p Math.sqrt(16)
p Math.sqrt(2)
p Math.cbrt(27)
p Math.hypot(3, 4)
p Math::PI
p Math::E
#### math_log_exp
p Math.log(Math::E)
p Math.log(8, 2)
p Math.log10(1000)
p Math.log2(1024)
p Math.exp(0)
#### math_trig
p Math.sin(0)
p Math.cos(0)
p Math.atan2(1, 1)
p Math.sin(Math::PI / 2)
#### math_domain_error
Math.sqrt(-1)
#### integer_sqrt
p Integer.sqrt(17)
p 16 ** 0.5
#### zero_division
p 1 / 0
#### float_zero_division
p 1 % 0.0
p 1.0.divmod(0) rescue p $!
#### modulo_float
p 5.5 % 2
p -5.5 % 2
#### number_formatting_commas
n = 1234567
p n.to_s.reverse.scan(/\d{1,3}/).join(',').reverse
#### float_string_interpolation
x = 2.0 / 3
puts "value: #{x}"
puts "rounded: #{x.round(3)}"
#### integer_chr_ord
p 65.chr
p 'A'.ord
p 255.chr
p 0.chr
#### comparisons_mixed
p 1 < 1.5
p 2 == 2.0
p 3.eql?(3)
p (1 <=> 'a')
#### coerce_errors
1 + 'a'
#### coerce_nil
5 * nil
#### string_times_int
p 'ab' * 3
p '-' * 0
#### numeric_step_float
1.0.step(2.0, 0.5) { |f| p f }
#### integer_upto_collect
p 1.upto(4).to_a
p 10.downto(7).to_a
#### ratio_percent
done, total = 37, 120
pct = (done * 100.0 / total).round(1)
puts "#{pct}%"
#### int_float_conversions
p 10.to_f / 4
p 10 / 4.0
p (10 / 4).to_f
p 7.to_r rescue p $!
#### abs_float_precision
p (0.1 * 3).round(15)
p 100.0 * 1.1
p 1.005.round(2)
#### large_float_to_i
p 1.0e19.to_i
p (2**53 + 1).to_f.to_i
#### float_inspect_many
[1.0, 1.5, 100.0, 1e2, 1.0e-4, 1e-5, 12345678.9, 1e100, 3.14159].each { |f| p f }
#### integer_size_and_class
p 1.size
p (2**70).size rescue p $!
