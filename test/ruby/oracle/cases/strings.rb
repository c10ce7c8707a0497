# String as Ruby 2.6 / JRuby 9.3 has it: succ, each_byte, strip!, freeze/frozen?/FrozenError,
# inspect of control bytes, slicing, case, padding, split/join, encodings shell users meet.

#### inspect_control_bytes
p "\x00row"
p "a\tb\nc"
p "\e[1m"
p "\x7f"
p "caf\u00e9"
p "quote\"back\\slash"
p "\#{not}"
#### inspect_binary_bytes
p "\xff\xfe".b
p "\x01\x02row".b
p [255].pack('C')
p "\xff"
#### puts_vs_p_vs_print
s = "two\nlines"
puts s
p s
print s, "\n"
#### succ
p 'a'.succ, 'az'.succ, 'zz'.succ, 'a9'.succ, 'Zz'.succ, 'row009'.succ, '1.9'.succ
p ''.succ
p 'a-z'.succ
#### succ_next_alias
p 'row1'.next
#### each_byte
'AB'.each_byte { |b| print b, ' ' }
puts
p 'hé'.bytes
p 'hé'.bytesize, 'hé'.length
#### each_char_chars
'abc'.each_char { |c| print c.upcase }
puts
p 'abc'.chars
#### strip_family
p '  x  '.strip, '  x  '.lstrip, '  x  '.rstrip
s = +'  y  '
p s.strip!
p s
p s.strip!
#### bang_methods_return_nil
s = +'abc'
p s.upcase!
p s.upcase!
p s.downcase!
p s.capitalize!
p s.gsub!('z', 'y')
p s.chomp!
#### freeze_frozen
s = 'abc'.dup
p s.frozen?
s.freeze
p s.frozen?
s << 'd'
#### frozen_error_message
A_CONST = 'const'.freeze
A_CONST.upcase!
#### frozen_symbols_numbers
p :a.frozen?, 1.frozen?, nil.frozen?
#### dup_unfreezes
s = 'x'.freeze
t = s.dup
t << 'y'
p t, s.frozen?, t.frozen?
#### slicing
s = 'hello world'
p s[0], s[-1], s[0, 5], s[6..], s[0...-6], s[20], s[3..2]
p s[/o w/], s['world'], s['nope']
#### slice_assignment
s = +'hello'
s[0] = 'J'
s[-1..] = 'y'
p s
#### case_methods
p 'Row Key'.upcase, 'Row Key'.downcase, 'row key'.capitalize, 'Row Key'.swapcase
#### padding
p 'ab'.ljust(5, '.'), 'ab'.rjust(5, '0'), 'ab'.center(6, '*')
p '42'.rjust(8, '0')
p 'toolong'.rjust(3)
#### split_join
p 'a,b,,c'.split(',')
p 'a,b,,c,,'.split(',')
p 'a,b,,c,,'.split(',', -1)
p 'a b  c'.split
p 'abc'.split('')
p 'a:b:c'.split(':', 2)
p %w[x y z].join('-')
p [1, [2, 3]].join(',')
#### include_start_end
p 'rowkey'.include?('wk'), 'rowkey'.start_with?('row'), 'rowkey'.end_with?('key', 'x')
#### index_rindex
p 'abcabc'.index('c'), 'abcabc'.rindex('c'), 'abc'.index('z')
p 'abcabc'.index('b', 2)
#### sub_gsub_strings
p 'a-b-c'.sub('-', '+')
p 'a-b-c'.gsub('-', '+')
p 'a-b-c'.tr('-', '_')
p 'hello'.tr('el', 'ip')
p 'hello'.delete('l')
p 'aaabbb'.squeeze
p 'hello'.count('l')
#### reverse_and_palindrome
p 'stressed'.reverse
w = 'level'
p w == w.reverse
#### multiply_concat
p 'ab' * 3
p 'a' + 'b'
s = +'x'
s.concat('y', 'z')
p s
p 'abc'.prepend('>') rescue p $!
#### string_plus_non_string
'row' + 1
#### to_sym_to_s
p 'abc'.to_sym
p :abc.to_s
p 'with space'.to_sym
#### comparison
p 'a' < 'b', 'B' < 'a', 'abc' <=> 'abd', 'a' == 'a', 'a'.eql?('a'), 'a'.equal?('a')
p 'abc'.casecmp('ABC'), 'abc'.casecmp?('ABC')
#### empty_nil_checks
p ''.empty?, ' '.empty?, ' '.strip.empty?
#### chomp_chop_chr
p "line\n".chomp, "line\r\n".chomp, 'line'.chop, 'abc'.chr
p 'file.csv'.chomp('.csv')
#### lines_each_line
"a\nb\nc".each_line { |l| p l }
p "a\nb\n".lines
#### ord_and_sum
p 'a'.ord, 'abc'.sum, 'row1'.sum % 16
#### hex_unpack_encoding
p 'abc'.unpack1('H*')
p ['616263'].pack('H*')
p 'abc'.encoding
p 'abc'.b.encoding
p 'abc'.force_encoding('ASCII-8BIT').encoding
#### unicode_length
s = 'héllo wörld'
p s.length, s.bytesize, s.upcase, s.reverse
#### each_with_index_chars
'abc'.each_char.with_index { |c, i| print "#{i}#{c} " }
puts
#### string_format_operator
p 'row-%03d' % 5
p '%s:%s' % %w[cf q]
#### start_with_regexp_and_match
p 'row_10' =~ /\d+/
p 'row_10'.match?(/row/)
#### insert_and_replace
s = +'abcd'
s.insert(2, 'XY')
p s
s.replace('new')
p s
#### scan_simple
p 'a1b22c333'.scan(/\d+/)
p 'key=val;k2=v2'.scan(/(\w+)=(\w+)/)
#### ljust_table
%w[id name email].each { |c| print c.ljust(8) }
puts
#### string_range_each
('aa'..'ad').each { |s| print s, ' ' }
puts
p ('a'..'e').to_a
p ('A'..'C').include?('B')
#### string_range_step
p ('a'..'z').step(5).to_a
#### upto
'a8'.upto('b1') { |s| print s, ' ' }
puts
#### string_multiline_heredoc_lines
s = <<~T
  one
  two
T
p s.lines.map(&:chomp)
#### string_each_char_to_a_count
p 'mississippi'.chars.tally rescue p 'mississippi'.chars.group_by(&:itself).map { |k, v| [k, v.size] }.to_h
#### string_hash_equal_keys
h = {}
h['k'] = 1
k = +'k'
p h[k]
#### dump_and_inspect_unicode
p "\u2603"
p "\u2603".dump
p "tab\t".dump
#### string_center_title
puts 'TITLE'.center(21, '=')
#### string_to_c_and_r
p '3/4'.to_r
p '0.75'.to_r
#### encode_utf8_valid
p "abc".valid_encoding?
p "\xff".valid_encoding?
p "\xff".scrub('?')
#### delete_prefix_suffix
p 'row_123'.delete_prefix('row_'), 'file.txt'.delete_suffix('.txt')
#### string_each_slice_chars
p 'abcdefg'.chars.each_slice(3).map(&:join)
#### string_equal_case
p 'A'.downcase == 'a'
#### string_mutation_shared_reference
a = +'x'
b = a
b << 'y'
p a
#### string_slice_bang
s = +'hello'
p s.slice!(1..2)
p s
#### string_to_i_with_underscore
p '1_000'.to_i, '12e3'.to_i, '12e3'.to_f
#### string_succ_overflow_digits
p '99'.succ, 'Az'.succ, 'zz99'.succ, 'a'.succ.succ
#### string_index_out_of_range_assign
s = +'ab'
s[5] = 'x'
