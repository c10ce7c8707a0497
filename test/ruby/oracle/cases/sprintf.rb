# format/sprintf/% and printf: every directive (d i u f e E g G a? x X o b B c s p %), flags
# (- + space 0 #), width, precision, *, positional %1$s, named %<n>s and %{n}.

#### d_basic
puts format('%d', 42)
puts format('%5d|', 42)
puts format('%-5d|', 42)
puts format('%05d', 42)
puts format('%+d %+d', 5, -5)
puts format('% d', 5)
#### d_zero_pad_negative
puts format('%05d', -42)
puts format('%.3d', 7)
puts format('%8.3d|', 7)
#### d_from_float_and_string
puts format('%d', 3.99)
puts format('%d', '12')
puts format('%i', -3)
puts format('%u', 9)
#### d_invalid
format('%d', 'abc')
#### key_padding_rowkeys
(1..3).each { |i| puts format('row%05d', i) }
puts 'user%08d' % 123
#### f_basic
puts format('%f', 3.14159)
puts format('%.2f', 3.14159)
puts format('%8.3f|', 3.14159)
puts format('%-8.1f|', 2.25)
puts format('%08.2f', -1.5)
puts format('%.0f', 2.5)
puts format('%.0f', 3.5)
#### f_rounding
puts format('%.2f', 1.005)
puts format('%.1f', 0.25)
puts format('%.3f', 1e-10)
puts format('%.2f', 1e20)
#### e_g
puts format('%e', 12345.678)
puts format('%.2e', 0.000123)
puts format('%E', 1.5)
puts format('%g', 1234567.0)
puts format('%g', 0.0001)
puts format('%g', 100000)
puts format('%G', 1e-10)
puts format('%.3g', 3.14159)
#### x_o_b
puts format('%x', 255)
puts format('%X', 255)
puts format('%#x', 255)
puts format('%08x', 3735928559)
puts format('%o', 8)
puts format('%#o', 8)
puts format('%b', 10)
puts format('%#b', 10)
puts format('%08b', 5)
puts format('%B', 5)
#### x_negative
puts format('%x', -255)
puts format('%b', -5)
puts format('%+x', -255)
#### c_directive
puts format('%c', 65)
puts format('%3c|', 'z')
puts format('%-3c|', 10004)
#### c_directive_string
puts format('%c', 'hello')
#### s_directive
puts format('%s', 'abc')
puts format('%10s|', 'abc')
puts format('%-10s|', 'abc')
puts format('%.2s', 'abcdef')
puts format('%s', nil)
puts format('%s', [1, 2])
puts format('%s', :sym)
#### p_directive
puts format('%p', 'abc')
puts format('%p', nil)
puts format('%p', [1, 'a'])
#### percent_literal
puts format('100%%')
puts format('%d%%', 50)
#### star_width
puts format('%*d|', 6, 42)
puts format('%-*d|', 6, 42)
puts format('%.*f', 2, 3.14159)
#### positional
puts format('%2$s %1$s', 'world', 'hello')
puts format('%1$s-%1$s', 'x')
puts format('%3$s', 'a', 'b', 'c')
#### named_angle
puts format('%<row>s:%<n>05d', row: 'r', n: 42)
puts format('%<f>.2f', f: 3.14159)
#### named_brace
puts format('%{table}/%{row}', table: 't1', row: 'r1')
puts format('%{a}-%{a}', a: 1)
#### named_missing
format('%{missing}', other: 1)
#### too_few_arguments
format('%s %s', 'one')
#### string_percent_array
puts '%s-%s' % ['a', 'b']
puts '%05.1f' % 3.14159
puts '%-6s|%6s|' % %w[l r]
#### sprintf_alias_printf
puts sprintf('%03d', 7)
printf("%s=%d\n", 'x', 5)
printf('%d items', 3)
puts
#### malformed_directive
format('%z', 1)
#### space_and_plus_flags_float
puts format('% .2f', 3.14159)
puts format('%+.1f', 2.0)
puts format('%+.1e', -2.0)
#### width_larger_than_value
puts format('[%6.2f]', 3.14159)
puts format('[%-6.2f]', 3.14159)
puts format('[%06.2f]', -3.14159)
#### big_integer_format
puts format('%d', 2**70)
puts format('%x', 2**70)
puts format('%020d', 2**63 - 1)
#### float_with_d_big
puts format('%d', 1e20)
#### hex_of_string_bytes
puts 'abc'.bytes.map { |b| format('%02x', b) }.join
puts 'row1'.unpack('C*').map { |b| '%02X' % b }.join(' ')
#### format_table_alignment
rows = [['t1', 10], ['longer_table', 2345]]
rows.each { |n, c| puts format('%-14s %8d', n, c) }
#### format_inf_nan
puts format('%f', Float::INFINITY)
puts format('%f', -Float::INFINITY)
puts format('%5.1f', 0.0 / 0)
#### format_a_hex_float
puts format('%a', 1.0)
puts format('%a', 0.5)
