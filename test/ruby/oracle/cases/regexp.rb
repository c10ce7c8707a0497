# Regexps: literals, =~, match, $~ and $1…, named captures, scan, sub/gsub (string, hash,
# block, backrefs), split with a regexp, case/when, Regexp.escape/union, inspect.

#### match_operator
p 'row_42' =~ /\d+/
p 'abc' =~ /z/
p /b/ =~ 'abc'
p 'abc' !~ /z/
#### globals_after_match
if 'user_17_x' =~ /user_(\d+)_(\w)/
  p $~[0], $1, $2, $3
  p $~.pre_match, $~.post_match
end
#### globals_reset_on_failure
'a1' =~ /(\d)/
p $1
'zz' =~ /(\d)/
p $1, $~
#### match_method
m = 'key=value'.match(/(\w+)=(\w+)/)
p m
p m[1], m[2], m.captures, m.to_a, m.begin(2), m.end(0)
p 'x'.match(/y/)
#### named_captures
m = /(?<table>\w+):(?<row>\w+)/.match('t1:r9')
p m[:table], m['row'], m.names, m.named_captures
#### named_captures_locals
if /(?<year>\d{4})-(?<mon>\d\d)/ =~ 'date 2024-03 x'
  p year, mon
end
#### match_p
p 'abc'.match?(/b/), 'abc'.match?(/z/)
#### scan
p 'a1b22c333'.scan(/\d+/)
p 'k1=v1,k2=v2'.scan(/(\w+)=(\w+)/)
'x1 y2'.scan(/([a-z])(\d)/) { |l, d| print l * d.to_i, ' ' }
puts
#### sub_gsub_regexp
p 'row-1-2'.sub(/-/, '_'), 'row-1-2'.gsub(/-/, '_')
p 'aaa'.gsub(/a/, 'a' => '1')
p 'hello world'.gsub(/o/) { |m| m.upcase }
p 'john smith'.gsub(/(\w+) (\w+)/, '\2, \1')
p 'abc'.gsub(/b/, '[\0]')
p 'a.b.c'.gsub('.', '-')
#### gsub_named_backref
p '2024-03-09'.sub(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, '\k<d>/\k<m>/\k<y>')
#### gsub_block_globals
p 'a1b2'.gsub(/[a-z](\d)/) { "<#{$1}>" }
#### gsub_hash
p 'cat hat'.gsub(/[ch]at/, 'cat' => 'dog', 'hat' => 'cap')
#### sub_bang
s = +'aaa'
p s.sub!(/a/, 'b'), s
p s.sub!(/z/, 'y')
#### split_regexp
p 'a, b;c  d'.split(/[,;\s]+/)
p 'a1b2c3'.split(/\d/)
p 'a1b2c3'.split(/(\d)/)
p 'abc'.split(//)
#### regexp_options
p 'ABC' =~ /b/i
p "a\nb" =~ /a.b/m
p /a b # comment
  c/x.match?('abc')
#### regexp_inspect_source
r = /ro+w\d*/i
p r, r.source, r.options, r.to_s
p Regexp.new('a.b'), Regexp.new('x', Regexp::IGNORECASE)
#### regexp_escape_union
p Regexp.escape('a.b*c?')
p Regexp.union('a.b', 'c')
p Regexp.union(/a/, /b/i)
#### regexp_interpolation
prefix = 'user'
p "user_5" =~ /^#{prefix}_\d$/
p /#{Regexp.escape('a.b')}/.match?('a.b')
#### anchors_and_classes
p 'line1\nline2'.scan(/^line\d/)
p "line1\nline2".scan(/^line\d$/)
p 'abc' =~ /\Aabc\z/
p 'ab12_'.scan(/\w/).size, 'a b'.scan(/\s/).size
p 'hello' =~ /l{2}/
#### grep_with_regexp
p %w[user_1 order_2 user_3].grep(/^user/)
p %w[a1 b c2].grep(/\d/) { |s| s.upcase }
p %w[a1 b].grep_v(/\d/)
#### case_when_regexp_captures
case 'order_77'
when /^order_(\d+)$/
  p $1.to_i * 2
end
#### last_match
'ab' =~ /(b)/
p Regexp.last_match, Regexp.last_match(1)
#### string_index_regexp
p 'abc123'.index(/\d/), 'abc123'[/\d+/], 'abc123'[/([a-z]+)(\d+)/, 2]
p 'abc'.slice(/b./)
#### start_with_regexp
p 'row_1'.start_with?(/row_\d/) rescue p $!
#### lookahead_lookbehind
p 'price: 100USD'.scan(/\d+(?=USD)/)
p 'a1 b2'.scan(/(?<=a)\d/)
#### non_greedy
p '<a><b>'.scan(/<.+?>/), '<a><b>'[/<.+>/]
#### unicode_classes
p 'héllo'.scan(/\w/).size
p 'abc' =~ /\p{Alpha}+/
#### tr_vs_gsub
p 'a-b_c'.tr('-_', '  ')
p 'a-b_c'.gsub(/[-_]/, ' ')
#### match_in_condition_with_assignment
line = 'put t1 r1 cf:q val'
if (m = line.match(/^put (\S+) (\S+) (\S+) (.*)$/))
  table, row, col, val = m.captures
  puts "#{table}|#{row}|#{col}|#{val}"
end
#### regexp_eqq_and_case_insensitive_keys
p(/^t\d$/ === 't1')
p %w[T1 t2 x].select { |s| s =~ /^t\d$/i }
#### invalid_regexp
Regexp.new('a(')
#### gsub_special_chars_in_replacement
p 'path/to/file'.gsub('/', '\\')
p 'a'.gsub(/a/, '\\\\')
#### scan_with_groups_into_hash
p 'a=1;b=2'.scan(/(\w)=(\d)/).to_h
#### match_offsets_and_values_at
m = /(\d+)-(\d+)/.match('x 10-20 y')
p m.offset(1), m.values_at(1, 2), m.pre_match, m.size
#### squeeze_and_regex_whitespace
p "  many   spaces here ".strip.gsub(/\s+/, ' ')
#### rowkey_regex_filter_like
keys = %w[user_001 user_002 admin_001 user_x]
p keys.select { |k| k =~ /^user_\d{3}$/ }
#### sub_with_hash_missing_key
p 'abc'.gsub(/[abc]/, 'a' => 'A')
#### regexp_frozen_literal_and_class
p /a/.class, /a/.frozen?
#### match_all_digits_to_i
p '10 20 30'.scan(/\d+/).map(&:to_i).sum
