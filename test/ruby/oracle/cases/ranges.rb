# Range and blockless Enumerators: step, each_slice, with_index, times.map, string ranges,
# include?/cover?, to_a, sum, lazy, next/peek, size, Enumerator::Yielder.

#### range_basics
r = (1..10)
p r, r.to_a, r.size, r.first, r.last, r.min, r.max, r.sum
p (1...10).size, (1...10).last, (1...10).to_a.last
#### range_inspect_to_s
p (1..3), ('a'..'c'), (1.0..2.0)
puts (1..3)
puts (1...3).to_s
#### range_include_cover
p (1..10).include?(5), (1..10).include?(11), (1..10) === 5, (1.0..2.0).include?(1.5)
p ('a'..'z').cover?('mm'), ('a'..'z').include?('mm')
#### range_step
p (1..10).step(3).to_a
p 1.step(10, 3).to_a
p (0.0..1.0).step(0.25).to_a
p (1..10).step(3).map { |x| x * 2 }
(1..10).step(4) { |i| print i, ' ' }
puts
#### times_map
p 3.times.map { |i| i * 10 }
p 3.times.to_a
p 4.times.select(&:even?)
p 5.times.each_slice(2).to_a
#### times_map_keys
keys = 5.times.map { |i| "row#{i}" }
p keys
#### blockless_each_slice_enum
e = (1..5).each_slice(2)
p e.class
p e.to_a
p e.map(&:sum)
#### with_index
p %w[a b c].each.with_index(1).to_a
p %w[a b c].map.with_index { |s, i| "#{i}#{s}" }
p %w[a b c].each_with_index.map { |s, i| [i, s] }
p %w[a b].select.with_index { |s, i| i > 0 }
#### with_object
p %w[a b].each.with_object([]) { |s, acc| acc << s.upcase }
#### enumerator_next_peek
e = [1, 2, 3].each
p e.next, e.peek, e.next, e.next
e.next rescue p $!
#### enumerator_rewind_size
e = [1, 2].each
e.next
e.rewind
p e.next
p e.size
p (1..10).each_slice(3).size
p loop { break 5 }
#### enumerator_new_yielder
fib = Enumerator.new do |y|
  a, b = 0, 1
  loop do
    y << a
    a, b = b, a + b
  end
end
p fib.take(10)
p fib.first(5)
p fib.lazy.select(&:odd?).first(4)
#### enumerator_inspect
p [1, 2].each
p 3.times
p (1..3).each_slice(2)
#### string_ranges
p ('a'..'e').to_a
p ('aa'..'ad').to_a
p ('A'..'F').step(2).to_a
p ('row1'..'row3').to_a
p ('a'..'e').include?('c')
#### string_range_each_for
for s in 'x'..'z'
  print s
end
puts
#### range_reverse_each_and_downto
p (1..4).reverse_each.to_a
p (1..4).to_a.reverse
#### range_each_with_object
p (1..3).each_with_object({}) { |i, h| h[i] = i * i }
#### range_map_select_reject
p (1..10).map { |x| x * x }.select(&:even?)
p (1..10).reject(&:odd?)
p (1..10).find { |x| x > 4 }
p (1..10).each_cons(3).first
#### range_inject_sum
p (1..5).inject(:+)
p (1..5).reduce(1) { |a, b| a * b }
p (1..5).sum { |x| x * 2 }
#### range_to_a_empty_and_reversed
p (5..1).to_a, (1...1).to_a, (5..1).size
#### range_float_each_error
(1.0..2.0).each { |x| p x }
#### range_endless_first_take
p (1..).first(3)
p (1..).lazy.map { |x| x * 3 }.first(2)
p (1..).each_slice(2).first(2)
#### range_minmax_count
p (1..10).minmax, (1..10).count, (1..10).count(&:even?)
#### range_tally_group
p (1..10).group_by { |x| x % 3 }
p (1..10).partition { |x| x < 4 }
#### range_zip
p (1..3).zip(4..6)
#### chained_enumerators
p %w[a b c].each_with_index.select { |s, i| i.even? }.map(&:first)
p [4, 5].each.with_index(10).map { |x, i| x * i }
#### each_entry_each_char_enum
p 'abc'.each_char.to_a
p 'abc'.each_char.with_index.map { |c, i| c * (i + 1) }
p 'ab'.each_byte.to_a
p "a\nb".each_line.to_a
#### upto_enum
p 1.upto(3).map { |i| i * 2 }
p 'a'.upto('c').to_a
#### map_with_index_no_block_error
[1].map.with_index
#### lazy_enumerator
p (1..Float::INFINITY).lazy.map { |x| x * x }.reject(&:odd?).first(3)
#### cycle_take
p [1, 2, 3].cycle.take(7)
#### zip_enum_each_slice_hashes
rows = (1..6).map { |i| { id: i } }
rows.each_slice(4) { |batch| p batch.map { |r| r[:id] } }
#### step_negative
p 10.step(1, -3).to_a
p (1..2).step(0.5).to_a
#### step_zero_error
(1..5).step(0) { |x| p x }
#### range_sum_big
p (1..100_000).sum
#### range_with_variables
lo, hi = 3, 6
p (lo..hi).to_a
p (lo...hi).map { |x| x }
#### range_exclude_end_and_eql
p (1...3).exclude_end?, (1..3) == (1..3), (1..3).eql?(1..3)
#### each_slice_remainder
p %w[a b c d e].each_slice(2).map(&:join)
#### sort_by_with_index_stable
p %w[b a c].each_with_index.sort_by { |s, i| s }.map(&:last)
#### enumerator_size_nil_for_loop
p loop.size rescue p $!
#### each_cons_to_pairs_diff
ts = [100, 130, 170, 250]
p ts.each_cons(2).map { |a, b| b - a }
