# Hash: literals and inspect, default value and default proc, Hash.new(0) counting, iteration
# order, fetch/dig/key?, transform/select/group, merge, sort_by, to_a, errors.

#### literal_inspect
h = { 'row1' => 1, :sym => 'v', 2 => [1], nil => nil, 'a b': 3 }
p h
puts h
puts h.to_s
#### hash_new_zero_counting
counts = Hash.new(0)
%w[put get put scan put].each { |c| counts[c] += 1 }
p counts
p counts['nope']
p counts.key?('nope')
#### hash_new_default_value_shared
h = Hash.new([])
h[:a] << 1
p h, h[:b]
#### hash_default_proc
h = Hash.new { |hash, k| hash[k] = [] }
h[:x] << 1
h[:x] << 2
h[:y] << 3
p h
p h.default_proc.class
#### hash_default_proc_no_store
h = Hash.new { |_, k| k.to_s * 2 }
p h[:ab], h
#### default_accessor
h = Hash.new(5)
p h.default
h.default = 7
p h[:z]
#### fetch_forms
h = { a: 1 }
p h.fetch(:a), h.fetch(:b, 0), h.fetch(:b) { |k| "no #{k}" }
#### fetch_key_error
{ a: 1 }.fetch(:b)
#### fetch_key_error_string
{ 'x' => 1 }.fetch('y')
#### dig
h = { 'cf' => { 'q1' => { 'ts' => 5 } } }
p h.dig('cf', 'q1', 'ts'), h.dig('cf', 'zz', 'ts')
#### key_value_checks
h = { a: 1, b: 2 }
p h.key?(:a), h.has_key?(:z), h.include?(:b), h.member?(:b), h.value?(2), h.has_value?(9), h.key(2)
#### keys_values_size
h = { b: 2, a: 1 }
p h.keys, h.values, h.size, h.length, h.count, h.empty?, {}.empty?
#### iteration_order
h = {}
h[:z] = 1
h[:a] = 2
h[:m] = 3
h.each { |k, v| puts "#{k}=#{v}" }
h.each_pair { |k, v| print k }
puts
h.each_with_index { |(k, v), i| print i, k, v }
puts
#### each_key_value
h = { 'r1' => 10, 'r2' => 20 }
h.each_key { |k| print k, ' ' }
h.each_value { |v| print v, ' ' }
puts
#### map_to_array
h = { a: 1, b: 2 }
p h.map { |k, v| "#{k}#{v}" }
p h.to_a
p h.sort_by { |k, v| -v }
p h.sort_by { |k, v| -v }.to_h
p h.min_by { |_, v| v }
p h.sum { |_, v| v }
#### select_reject_filter
h = { a: 1, b: 2, c: 3 }
p h.select { |k, v| v > 1 }, h.reject { |k, v| v > 1 }, h.filter { |k, v| v.odd? }
p h.find { |k, v| v == 2 }, h.count { |k, v| v.odd? }, h.partition { |k, v| v < 2 }
#### transform
h = { a: 1, b: 2 }
p h.transform_values { |v| v * 10 }
p h.transform_keys(&:to_s)
p h.map { |k, v| [k.to_s.upcase, v] }.to_h
p h.invert
p h.to_h { |k, v| [v, k] }
#### merge
a = { x: 1, y: 2 }
b = { y: 20, z: 30 }
p a.merge(b)
p a.merge(b) { |key, old, new| old + new }
a.merge!(z: 0)
p a
p a.update(w: 9).size
#### delete_and_mutation
h = { a: 1, b: 2, c: 3 }
p h.delete(:b), h.delete(:zz), h
h.delete_if { |k, v| v > 2 }
p h
h.store(:q, 5)
h[:r] = 6
p h
p h.shift
p h
#### hash_group_by_sort
rows = %w[user_1 order_5 user_2 item_9 order_1]
g = rows.group_by { |r| r.split('_').first }
p g
p g.transform_values(&:size)
p g.sort.to_h
p g.max_by { |_, v| v.size }
#### hash_with_array_values
idx = Hash.new { |h, k| h[k] = [] }
[['cf1', 'a'], ['cf2', 'b'], ['cf1', 'c']].each { |f, q| idx[f] << q }
idx.each { |f, qs| puts "#{f}: #{qs.join(',')}" }
#### hash_key_types_distinct
h = { 1 => 'int', 1.0 => 'float', '1' => 'str', :'1' => 'sym' }
p h.size, h[1], h[1.0], h['1'], h[:'1']
#### hash_missing_nil
h = { a: 1 }
p h[:missing]
p h['a']
#### hash_equality
p({ a: 1, b: 2 } == { b: 2, a: 1 })
p({ a: 1 }.eql?({ a: 1.0 }))
#### hash_to_a_flatten
p({ a: 1, b: 2 }.to_a.flatten)
p({ a: [1, 2] }.flatten) rescue p $!
#### hash_any_all_sum
h = { a: 1, b: 2 }
p h.any? { |k, v| v > 1 }, h.all? { |k, v| v > 0 }, h.sum { |k, v| v }
p h.values.sum, h.keys.map(&:to_s)
#### hash_min_max_by_value
scores = { 'r1' => 30, 'r2' => 10, 'r3' => 20 }
p scores.max_by { |k, v| v }&.first
p scores.sort_by(&:last).map(&:first)
p scores.values.max
#### hash_compare_by_identity_free_frozen
h = { a: 1 }.freeze
p h.frozen?
h[:b] = 2
#### hash_string_keys_dup_frozen
k = +'key'
h = { k => 1 }
k << 'x'
p h.keys.first, h.keys.first.frozen?
#### hash_sort
h = { 'b' => 1, 'a' => 2 }
p h.sort
p h.sort.first
p h.min
#### hash_each_with_object
p({ a: 1, b: 2 }.each_with_object({}) { |(k, v), acc| acc[v] = k })
#### hash_inject
p({ a: 1, b: 2 }.inject(0) { |s, (k, v)| s + v })
#### hash_nested_default
tree = Hash.new { |h, k| h[k] = Hash.new(0) }
tree['r1']['cf:a'] += 1
tree['r1']['cf:a'] += 1
tree['r2']['cf:b'] += 5
p tree
#### hash_from_zip_and_array_pairs
keys = %w[a b c]
p Hash[keys.zip([1, 2, 3])]
p Hash[[['k', 'v']]]
#### hash_keys_symbol_to_proc
p({ a: 1, b: 2 }.map(&:first))
p({ a: 1, b: 2 }.map(&:last))
#### hash_inspect_nested
p({ 'NAME' => 'cf', 'VERSIONS' => 3, 'CONFIG' => { 'k' => 'v' } })
#### hash_count_words
text = 'the quick the lazy the end'
freq = text.split.each_with_object(Hash.new(0)) { |w, h| h[w] += 1 }
p freq.sort_by { |w, c| [-c, w] }.first(2)
#### hash_size_after_many
h = {}
1000.times { |i| h["row#{i}"] = i }
p h.size, h['row999'], h.keys.last
#### hash_select_keys_slice
h = { a: 1, b: 2, c: 3 }
p h.slice(:a, :c) rescue p $!
p h.values_at(:a, :c, :z)
p h.fetch_values(:a, :b) rescue p $!
#### hash_compact_and_reject_nil
p({ a: nil, b: 1 }.compact) rescue p $!
p({ a: nil, b: 1 }.reject { |_, v| v.nil? })
#### hash_default_nil_arith_error
h = {}
h[:n] += 1
#### hash_group_count_lengths
p %w[a bb cc ddd].group_by(&:size).map { |k, v| [k, v.size] }.to_h
#### hash_iteration_modification_error
h = { a: 1 }
h.each { |k, v| h[:new] = 2 }
#### hash_key_frozen_string_literal
h = {}
h['a'] = 1
p h.keys[0].frozen?
