# Snippets as public HBase shell scripts and tutorials write them, with the HBase commands
# replaced by puts: loops generating rows, salting helpers, key builders, reversed timestamps,
# md5 prefixes, batch splits, value generators.

#### loop_put_rows
for i in 1..5
  puts "put 'test', 'row#{i}', 'cf:a', 'value#{i}'"
end
#### loop_put_padded
(1..3).each do |i|
  puts "put 'users', 'user#{'%05d' % i}', 'info:name', 'name#{i}'"
end
#### times_loop_puts
10.times do |i|
  puts "row_#{i.to_s.rjust(3, '0')}"
end
#### split_keys_array
splits = (1..9).map { |i| "#{i}000" }
puts "create 't1', 'cf', SPLITS => #{splits.inspect}"
#### split_keys_hex
n = 8
splits = (1...n).map { |i| format('%02x', i * 256 / n) }
p splits
#### split_keys_ranges_uniform
regions = 4
max = 2**32
splits = (1...regions).map { |i| [i * max / regions].pack('N') }
p splits
#### md5_prefix_key
require 'digest'
def md5_key(id)
  "#{Digest::MD5.hexdigest(id.to_s)[0, 4]}_#{id}"
end
(1..3).each { |i| puts md5_key(i) }
#### md5_prefix_full
require 'digest'
key = 'user123'
prefix = Digest::MD5.hexdigest(key)[0..7]
puts "#{prefix}:#{key}"
#### salting_helper
def salted(key, buckets = 10)
  format('%02d', key.bytes.sum % buckets) + '_' + key
end
%w[alpha beta gamma].each { |k| puts salted(k) }
#### reversed_timestamp_long_max
LONG_MAX = 9223372036854775807
ts = 1700000000000
puts "#{LONG_MAX - ts}"
puts "row_#{(LONG_MAX - ts).to_s.rjust(19, '0')}"
#### reversed_timestamp_java_style
ts = 1700000000123
rev = (2**63 - 1) - ts
puts rev
puts rev.to_s.length
#### put_with_timestamps
base = 1700000000000
3.times do |i|
  puts "put 't', 'r1', 'cf:c', 'v#{i}', #{base + i * 1000}"
end
#### generate_random_values_seeded
r = Random.new(42)
5.times do |i|
  puts "put 'metrics', 'host#{i}', 'm:cpu', '#{r.rand(100)}'"
end
#### batch_rows_each_slice
rows = (1..10).map { |i| "r#{i}" }
rows.each_slice(4).with_index do |batch, n|
  puts "batch #{n}: #{batch.join(' ')}"
end
#### count_by_prefix
keys = %w[a_1 a_2 b_1 c_1 c_2 c_3]
counts = Hash.new(0)
keys.each { |k| counts[k.split('_').first] += 1 }
counts.each { |pfx, n| puts "#{pfx}: #{n}" }
#### table_names_loop
tables = %w[users orders items]
tables.each do |t|
  puts "disable '#{t}'"
  puts "drop '#{t}'"
end
#### create_families_hash
families = { 'info' => 3, 'data' => 1 }
specs = families.map { |name, v| "{NAME => '#{name}', VERSIONS => #{v}}" }
puts "create 't1', #{specs.join(', ')}"
#### ttl_seconds
ttl = 60 * 60 * 24 * 7
puts "alter 't1', NAME => 'cf', TTL => #{ttl}"
#### date_range_keys
start = Time.utc(2024, 1, 30)
4.times do |d|
  day = (start + d * 86400).strftime('%Y%m%d')
  puts "row_#{day}"
end
#### time_bucket_keys
t0 = 1700000000
[0, 59, 60, 3599, 3600].each do |off|
  bucket = (t0 + off) / 3600 * 3600
  puts "#{bucket}_evt"
end
#### scan_limits_in_loop
limit = 3
%w[a b c d e].each_with_index do |row, i|
  break if i >= limit
  puts "scan 't1', {STARTROW => '#{row}', LIMIT => 1}"
end
#### column_list_builder
cols = %w[name email age].map { |c| "info:#{c}" }
puts "get 'users', 'u1', {COLUMN => #{cols}}"
#### filter_string_build
value = 'x'
f = "SingleColumnValueFilter('cf', 'q', =, 'binary:#{value}')"
puts "scan 't', {FILTER => \"#{f}\"}"
#### incr_counter_simulation
counter = 0
[1, 5, 10].each { |n| counter += n }
puts "COUNTER VALUE = #{counter}"
#### json_like_value
h = { 'id' => 7, 'name' => 'x' }
v = '{' + h.map { |k, val| "\"#{k}\":#{val.is_a?(String) ? "\"#{val}\"" : val}" }.join(',') + '}'
puts v
#### sequence_keys_width
width = 10
[1, 22, 333].each { |n| puts n.to_s.rjust(width, '0') }
#### user_event_composite
users = %w[u1 u2]
events = [1700000000, 1700000600]
users.product(events).each { |u, ts| puts "#{u}|#{ts}" }
#### hex_key_printing
k = [1, 2, 255].pack('C*')
puts k.unpack1('H*')
puts k.bytes.map { |b| format('\\x%02X', b) }.join
#### row_key_distribution_check
keys = (0...100).map { |i| format('%02d', i % 16) }
dist = keys.group_by(&:itself).transform_values(&:size)
p dist.values.uniq.sort
#### bulk_load_lines
data = [['r1', 'a', 1], ['r2', 'b', 2]]
data.each { |row, q, v| puts [row, "cf:#{q}", v].join("\t") }
#### snapshot_name_by_date
t = Time.utc(2024, 5, 1, 2, 3, 4)
puts "snapshot 't1', 't1-snap-#{t.strftime('%Y%m%d%H%M')}"
#### array_of_hashes_loop
records = [{ id: 1, name: 'a' }, { id: 2, name: 'b' }]
records.each do |r|
  puts "put 'people', '#{r[:id]}', 'p:name', '#{r[:name]}'"
end
#### while_loop_paging
page = 0
per = 3
total = 8
while page * per < total
  first = page * per
  last = [first + per, total].min - 1
  puts "page #{page}: #{first}..#{last}"
  page += 1
end
#### region_split_points_int
nregions = 5
max = 1000
points = (1...nregions).map { |i| (max * i / nregions).to_s.rjust(4, '0') }
p points
#### begin_rescue_around_command
begin
  raise ArgumentError, "Table t1 does not exist"
rescue ArgumentError => e
  puts "Failed: #{e.message}"
end
#### string_to_bytes_like_Bytes_toBytes
s = 'row1'
p s.bytes
p s.each_byte.map { |b| b.to_s(16) }.join
#### method_helpers_defined
def put_row(t, r, v)
  puts "put '#{t}', '#{r}', 'cf:v', '#{v}'"
end
%w[x y].each_with_index { |r, i| put_row('t', r, i) }
#### load_test_values_random
srand(1234) and nil
3.times { |i| puts "row#{i} #{rand(10**6).to_s.rjust(6, '0')}" }
#### zero_padded_counter_loop
i = 0
while i < 3
  puts "key%03d" % i
  i += 1
end
#### nested_loop_cells
%w[r1 r2].each do |r|
  %w[a b].each do |q|
    puts "#{r}/cf:#{q}"
  end
end
#### hash_of_tables_to_regions
regions = { 't1' => 3, 't2' => 10 }
regions.sort_by { |_, n| -n }.each { |t, n| puts "#{t.ljust(4)} #{n}" }
#### sum_sizes_human
sizes = [1024, 2048, 10 * 1024 * 1024]
total = sizes.sum
puts "#{(total / 1024.0 / 1024).round(2)} MB"
#### gb_constant_pow
max_file = 4 * 1024**3
puts "alter 't1', MAX_FILESIZE => '#{max_file}'"
#### memstore_size_calc
mb = 128
puts mb * 1024 * 1024
#### string_builder_many_rows
out = []
1.upto(3) { |i| out << "r#{i}" }
puts out.join(',')
#### each_char_index_key
'abc'.each_char.with_index { |c, i| puts "#{i}:#{c}" }
#### timestamp_now_free_ms
ms = Time.at(1700000000, 123000).utc
puts (ms.to_f * 1000).round
#### delete_rows_matching
rows = %w[tmp_1 keep_1 tmp_2]
rows.select { |r| r.start_with?('tmp_') }.each { |r| puts "deleteall 't', '#{r}'" }
#### key_ranges_by_letter
('a'..'e').each_cons(2) { |a, b| puts "#{a} -> #{b}" }
#### read_cells_hash_to_table
cells = { 'cf:a' => 'v1', 'cf:b' => 'v2' }
cells.each { |k, v| puts format(' %-10s value=%s', k, v) }
#### error_message_when_missing
def check_table(name, existing)
  raise ArgumentError, "Unknown table #{name}!" unless existing.include?(name)
  'ok'
end
p check_table('t1', %w[t1])
check_table('t9', %w[t1])
#### constants_in_script
TABLE = 'events'
CF = 'd'
puts "put '#{TABLE}', 'r', '#{CF}:x', '1'"
#### md5_salted_buckets
require 'digest'
buckets = 4
%w[u1 u2 u3 u4 u5].each do |u|
  b = Digest::MD5.hexdigest(u).to_i(16) % buckets
  puts "#{b}_#{u}"
end
#### string_split_csv_line
line = 'r1,cf:a,val,1700000000000'
row, col, val, ts = line.split(',')
puts "put 't', '#{row}', '#{col}', '#{val}', #{ts.to_i}"
#### heredoc_script_block
script = <<~CMDS
  create 't1', 'cf'
  put 't1', 'r1', 'cf:a', '1'
CMDS
script.each_line { |l| puts "> #{l}" }
#### format_throughput
rows, secs = 100_000, 37.5
puts format('%.1f rows/s', rows / secs)
#### percentile_calc
lat = [5, 1, 9, 3, 7, 2, 8]
s = lat.sort
p50 = s[s.size / 2]
p90 = s[(s.size * 0.9).floor]
puts "p50=#{p50} p90=#{p90}"
#### create_pre_split_hex_regions
num = 16
splits = (1...num).map { |i| (i * (256 / num)).to_s(16).rjust(2, '0') }
puts "create 'hexsplit', 'cf', SPLITS => #{splits}"
#### shell_variable_table_reuse
t = 'users'
cf = 'info'
[['u1', 'ann'], ['u2', 'bob']].each do |row, name|
  puts "put '#{t}', '#{row}', '#{cf}:name', '#{name}'"
end
#### generate_test_data_words
words = %w[alpha bravo charlie delta]
words.each_with_index { |w, i| puts "put 'words', '#{i.to_s.rjust(3, '0')}', 'w:text', '#{w.capitalize}'" }
#### sum_column_values
values = %w[10 20 x 5]
total = values.map { |v| Integer(v) rescue 0 }.sum
puts "total=#{total}"
#### version_compare_strings
installed = '2.6.1'
required = '2.4.0'
cmp = installed.split('.').map(&:to_i) <=> required.split('.').map(&:to_i)
p cmp
#### rows_per_region_estimate
rows = 12_345_678
regions = 7
puts "#{rows / regions} rows per region, #{rows % regions} left over"
#### elapsed_time_format
elapsed = 3725.5
puts format('%dh %02dm %04.1fs', elapsed / 3600, elapsed % 3600 / 60, elapsed % 60)
#### status_report_loop
servers = { 'rs1' => 12, 'rs2' => 9, 'rs3' => 15 }
avg = servers.values.sum / servers.size.to_f
servers.each { |s, n| puts "#{s}: #{n} regions#{n > avg ? ' (above avg)' : ''}" }
puts format('average %.2f', avg)
