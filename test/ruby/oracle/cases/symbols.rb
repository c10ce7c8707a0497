# Symbol: inspect of operator and quoted symbols, to_proc, comparison, string-like methods,
# symbols as hash keys.

#### inspect_forms
p :a, :a?, :b!, :c=, :+, :[], :<=>, :"a-b", :"9x", :"", :@iv, :$g, :A
#### to_s_to_sym_roundtrip
p :row.to_s, 'row'.to_sym, :row.to_s.to_sym == :row
p :row.id2name
#### to_proc_map
p %w[a b].map(&:to_sym)
p [1, 2].map(&:to_s)
p [[1, 2], [3]].map(&:size)
#### symbol_methods
p :abc.length, :abc.size, :abc.upcase, :Abc.downcase, :abc.succ, :abc[1], :abc <=> :abd
p :abc.start_with?('a') rescue p $!
p :a.to_proc.call('x') rescue p $!
#### symbol_compare_sort
p %i[b c a].sort, %i[b c a].max
#### symbol_hash_keys
h = { put: 1, 'put' => 2 }
p h[:put], h['put'], h.keys.map(&:class)
#### symbol_equal_identity
p :a.equal?(:a), 'a'.to_sym.equal?(:a), :a.object_id == :a.object_id
#### symbol_in_case
def op(s)
  case s
  when :get, :scan then 'read'
  when :put then 'write'
  else 'other'
  end
end
p %i[get put drop].map { |s| op(s) }
#### symbol_interpolation
s = :cf
puts "#{s}:q", "family #{s.inspect}"
#### symbols_array_percent_i_interp
x = 1
p %I[a#{x} b]
#### symbol_to_proc_with_args_error
[1, 2].map(&:+)
#### symbol_all_symbols_type
p Symbol.all_symbols.class
p :a.class, :a.frozen?
