# Array: construction (Array.new), access, zip, each_slice, each_cons, max_by, to_h, flatten,
# sort/sort_by, uniq, puts of nested and empty arrays, destructive methods, errors.

#### array_new_forms
p Array.new(3)
p Array.new(3, 0)
p Array.new(3) { |i| i * i }
p Array(nil), Array([1]), Array(1..3), Array('a')
#### array_new_shared_default
a = Array.new(2, [])
a[0] << 1
p a
b = Array.new(2) { [] }
b[0] << 1
p b
#### access
a = [10, 20, 30, 40, 50]
p a[0], a[-1], a[1, 2], a[1..3], a[5], a[6], a[5, 1], a.first, a.last(2), a.first(0)
p a.fetch(1), a.fetch(10, 'dflt'), a.dig(0)
#### fetch_error
[1, 2].fetch(9)
#### values_at_take_drop
a = %w[a b c d e]
p a.values_at(0, 2, 9), a.take(2), a.drop(3), a.take_while { |x| x < 'c' }, a.drop_while { |x| x < 'c' }
#### zip
p [1, 2, 3].zip(%w[a b c])
p [1, 2].zip([3], [5, 6])
p %w[k1 k2].zip([1, 2]).to_h
#### each_slice_each_cons
(1..7).each_slice(3) { |s| p s }
(1..4).each_cons(2) { |c| p c }
p (1..7).each_slice(3).to_a
p [1, 2, 3].each_cons(2).map(&:sum)
#### max_by_min_by
words = %w[apple fig banana kiwi]
p words.max_by(&:length), words.min_by(&:length)
p words.max_by(2, &:length)
p words.minmax_by(&:length) rescue p $!
p [].max_by { |x| x }
#### max_min_sum
a = [3, 9, 1, 7]
p a.max, a.min, a.sum, a.minmax, a.max(2), a.min(2)
p [1.5, 2].sum, [].sum, ['a', 'b'].sum('')
#### to_h
p [[:a, 1], [:b, 2]].to_h
p %w[x y].each_with_index.to_h
p [1, 2].to_h { |v| [v, v * v] }
[[1, 2, 3]].to_h
#### puts_nested_arrays
puts [1, [2, [3, []]], []]
puts []
puts [[], []]
puts [nil]
puts 'end'
#### print_array_and_inspect
print [1, 'a', nil], "\n"
puts [1, nil, 'a'].inspect
puts [1, nil, 'a'].to_s
#### p_multiple_returns_array
r = p 1, 2
p r
r2 = p
p r2
#### flatten_compact
p [1, [2, [3, [4]]]].flatten
p [1, [2, [3, [4]]]].flatten(1)
p [1, nil, 2, nil].compact
#### sort_sort_by
p [3, 1, 2].sort
p [3, 1, 2].sort { |a, b| b <=> a }
p %w[bb a ccc].sort_by(&:length)
p %w[b A c].sort_by(&:downcase)
p [[2, 'b'], [1, 'z'], [2, 'a']].sort
#### sort_mixed_error
[3, 'a', 1].sort
#### uniq_and_set_ops
p [1, 2, 2, 3, 1].uniq
p %w[a B b A].uniq(&:downcase)
p [1, 2, 3] & [2, 3, 4], [1, 2] | [2, 3], [1, 2, 3] - [2]
p [1, 2] + [3], [1, 2] * 2, [1, 2] * ','
#### include_index_count
a = %w[t1 t2 t3 t2]
p a.include?('t2'), a.index('t2'), a.rindex('t2'), a.count('t2'), a.count, a.count { |x| x > 't1' }
p a.find_index { |x| x == 't3' }
#### push_pop_shift_unshift
a = [1, 2]
a.push(3, 4)
p a.pop, a.shift, a
a.unshift(0)
a << 9
p a
p a.insert(1, :x)
#### delete_methods
a = [1, 2, 3, 2, 4]
p a.delete(2), a
p a.delete_at(0), a
p a.delete_if(&:even?), a
p [1, 2, 3].reject { |x| x > 1 }
b = [5, 6, 7]
p b.select! { |x| x > 5 }, b.reject! { |x| x > 10 }
#### map_select_reject_bang
a = [1, 2, 3]
a.map! { |x| x * 10 }
p a
a.select!(&:positive?)
p a
#### each_with_index_map_with_index
%w[a b].each_with_index { |s, i| puts "#{i}:#{s}" }
p %w[a b].map.with_index(1) { |s, i| "#{i}.#{s}" }
p %w[a b].each.with_index.map { |s, i| s * (i + 1) }
#### each_with_object_inject
p [1, 2, 3].each_with_object([]) { |x, acc| acc << x * 2 }
p [1, 2, 3].inject { |s, x| s + x }
p [1, 2, 3].inject(10) { |s, x| s + x }
p [1, 2, 3].inject(:*)
p %w[a b].reduce('') { |s, x| s + x.upcase }
#### group_partition_chunk
p (1..6).group_by { |x| x % 3 }
p (1..6).partition(&:even?)
p [1, 2, 4, 5, 7].chunk_while { |a, b| b == a + 1 }.to_a
p [1, 1, 2, 3, 3].slice_when { |a, b| a != b }.to_a
#### tally_and_count_by
p %w[a b a c a].tally rescue p $!
counts = Hash.new(0)
%w[a b a].each { |w| counts[w] += 1 }
p counts
#### rotate_sample_shuffle_fixed
p [1, 2, 3].rotate, [1, 2, 3].rotate(-1)
p [1, 2, 3].reverse
#### fill_and_clear
a = [1, 2, 3]
p a.fill(0)
p a.clear, a.empty?
#### first_last_empty
p [].first, [].last, [].max, [].sum, [].inject(:+)
#### combination_permutation_product
p [1, 2, 3].combination(2).to_a
p [1, 2].permutation.to_a
p [1, 2].product(%w[a b])
p [[1, 2], [3, 4]].transpose
#### cycle_and_step
p [1, 2].cycle.first(5)
#### array_equality_spaceship
p [1, 2] == [1, 2], [1, 2] <=> [1, 3], [1, [2]].eql?([1, [2]])
#### array_join_nested_nil
p [1, nil, [2, nil]].join('-')
#### array_assoc
p [[:a, 1], [:b, 2]].assoc(:b)
#### array_slice_assign
a = [1, 2, 3, 4, 5]
a[1..2] = [:x]
p a
a[10] = 9
p a
#### array_index_type_error
[1, 2]['a']
#### array_bsearch_sum_floats
p [1, 3, 5, 7].bsearch { |x| x >= 4 }
p [0.1, 0.2, 0.3].sum
#### array_inspect_recursive_strings
p [['a', "b\n"], :c, 1.0, nil, true]
#### find_detect_any_all_none
a = [2, 4, 5]
p a.find(&:odd?), a.detect { |x| x > 10 }, a.any?(&:odd?), a.all?(&:even?), a.none? { |x| x > 5 }, a.one?(&:odd?)
p [].all?, [].any?, [nil].any?, [nil, 1].compact.any?
#### flat_map_zip_sum
p [[1, 2], [3]].flat_map { |a| a.map { |x| x * 10 } }
p [1, 2].zip([3, 4]).map { |a, b| a * b }.sum
#### sum_by_key_pairs
pairs = [['r1', 3], ['r2', 4], ['r1', 5]]
totals = pairs.each_with_object(Hash.new(0)) { |(k, v), h| h[k] += v }
p totals
#### array_dup_independent
a = [1, [2]]
b = a.dup
b << 3
b[1] << 9
p a, b
#### array_frozen_error
a = [1].freeze
a << 2
#### array_pack_N
p [1].pack('N')
p [1, 2].pack('n*')
#### array_min_max_strings
p %w[banana apple cherry].max, %w[banana apple cherry].min
#### array_step_indices
a = (0..9).to_a
p a.each_slice(2).map(&:first)
p a.select.with_index { |_, i| i % 3 == 0 }
#### array_sort_by_multiple
people = [['bob', 30], ['amy', 30], ['cid', 25]]
p people.sort_by { |n, a| [-a, n] }
#### array_sum_avg
nums = [4, 8, 15, 16, 23, 42]
avg = nums.sum.to_f / nums.size
p avg
p avg.round(2)
#### array_first_n_of_range
p (1..Float::INFINITY).lazy.map { |x| x * 2 }.select { |x| x % 3 == 0 }.first(3)
#### array_to_s_in_interpolation
a = [1, 'two', :three]
puts "list: #{a}"
#### nested_empty_arrays_p
p [[], [[]]]
puts [[], [[]]].flatten.size
#### array_wrap_in_puts_nil
puts [nil, [nil]]
