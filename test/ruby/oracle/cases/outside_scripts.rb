# Outside check, real scripts: the Ruby of public HBase shell scripts and tutorials (scripts run
# by `hbase shell file.rb`, `hbase org.jruby.Main` tools, course and book exercises), adapted
# faithfully with the HBase commands and Java calls replaced by puts, and files or stdin by
# strings. Written apart from scripts.rb as a rehearsal of issue 22's outside check: new idioms,
# not variations of the project's own cases.

#### jbytes_splat_helper
def jbytes(*args)
  args.map { |arg| arg.to_s }
end
row = jbytes('Home')
p row
puts "Put.new(#{jbytes('Home').first.inspect})"
p jbytes('text', '', 'Hello world')
#### put_many_column_values
def put_many(table_name, row, column_values)
  column_values.each do |whole_key, value|
    key_parts = whole_key.split(':')
    puts "put '#{table_name}', '#{row}', '#{key_parts.first}:#{key_parts.last}', '#{value}'"
  end
end
put_many 'wiki', 'Home', {
  'text:' => 'Hello world',
  'revision:author' => 'jimbo',
  'revision:comment' => 'my first edit' }
#### xml_stream_events_to_rows
# shell: HBase 2.6's shell ignores a top-level assignment to a command's name (HBASE-28660: `count = 0` is skipped with a WARN on stderr), so the block's `count += 1` adds 1 to a fresh nil local
events = [[:start, 'Food_Display_Table'], [:start, 'Food_Display_Row'], [:start, 'Food_Code'],
          [:chars, '12350000'], [:end, 'Food_Code'], [:start, 'Display_Name'], [:chars, 'Sour cream'],
          [:end, 'Display_Name'], [:start, 'Calories'], [:chars, '.00000'], [:end, 'Calories'],
          [:start, 'Portion'], [:chars, '1 cup'], [:end, 'Portion'],
          [:end, 'Food_Display_Row'], [:end, 'Food_Display_Table']]
food = nil
buffer = nil
count = 0
events.each do |type, name|
  if type == :start
    case name
    when 'Food_Display_Table' then puts 'Starting'
    when 'Food_Display_Row' then food = {}
    else buffer = []
    end
  elsif type == :chars
    buffer << name unless buffer.nil?
  elsif type == :end
    case name
    when 'Food_Display_Table' then puts 'Done'
    when 'Food_Display_Row'
      key = food['Food_Code'] + '|' + food['Display_Name']
      food.each do |fact, value|
        puts "put 'foods', '#{key}', 'fact:#{fact}', '#{value}'" if value != '.00000'
      end
      count += 1
    else
      food[name] = buffer.join
    end
  end
end
puts "#{count} records inserted"
#| => [[:start, "Food_Display_Table"], [:start, "Food_Display_Row"], [:start, "Food_Code"], [:chars, "12350000"], [:end, "Food_Code"], [:start, "Display_Name"], [:chars, "Sour cream"], [:end, "Display_Name"], [:start, "Calories"], [:chars, ".00000"], [:end, "Calories"], [:start, "Portion"], [:chars, "1 cup"], [:end, "Portion"], [:end, "Food_Display_Row"], [:end, "Food_Display_Table"]]
#| Starting
#| put 'foods', '12350000|Sour cream', 'fact:Food_Code', '12350000'
#| put 'foods', '12350000|Sour cream', 'fact:Display_Name', 'Sour cream'
#| put 'foods', '12350000|Sour cream', 'fact:Portion', '1 cup'
#! NoMethodError: undefined method `+' for nil:NilClass
#### wiki_links_scan
text = "See [[Apache HBase]] and [[Bigtable|Google's Bigtable]], not [[File:x.png]]."
links = text.scan(/\[\[([^\[\]\|\:\]\[]+)/).flatten.uniq
links.each do |target|
  puts "put 'links', 'Home', 'to:#{target}', ''"
  puts "put 'links', '#{target}', 'from:Home', ''"
end
p links.size
#### tsdb_boundary_markers
REGIONS = 8
EXPECTED_AVERAGE_METRICS_PER_DEVICE = 150
EXPECTED_DEVICE_COUNT = 1000
METRICS_PER_REGION = EXPECTED_DEVICE_COUNT * EXPECTED_AVERAGE_METRICS_PER_DEVICE / REGIONS
def boundary_marker(n)
  "%06x" % (METRICS_PER_REGION * n).to_i
end
def convert(marker)
  [marker].pack('H*')
end
last_marker = boundary_marker(REGIONS - 1)
first_marker = boundary_marker(1)
p first_marker, last_marker
p convert(first_marker), convert(last_marker).bytesize
#### begin_end_comment_block
=begin
create 'foods', {NAME=>'fact', BLOOMFILTER=>'ROW', VERSIONS=>1}
Launch with: hbase shell this_script.rb
=end
puts "create 'foods', {NAME => 'fact', VERSIONS => 1}"
#### nested_string_ranges_rows
for i in '0'..'2' do
  for j in '0'..'1' do
    puts "put 'test', 'row#{i}#{j}', 'cf:q', 'v#{i}#{j}'"
  end
end
#### servername_parse
servers = ['rs1.example.com,16020,1700000000000', 'rs2.example.com,16020,1700000000500']
servers.each do |sn|
  hostname, port, startcode = sn.split(',')
  puts "#{hostname}:#{port} started at #{startcode.to_i / 1000}"
end
#### draining_servers_command
def main(args)
  cmd = args.shift
  case cmd
  when 'add' then args.each { |s| puts "adding #{s} to draining list" }
  when 'remove' then args.each { |s| puts "removing #{s}" }
  when 'list' then puts 'draining: none'
  else
    puts "Unknown command #{cmd.inspect}"
    return 1
  end
  0
end
p main(%w[add rs1:16020 rs2:16020])
p main(%w[list])
p main(%w[frob])
#### tsv_lines_to_puts
data = "r1\tcf:a\tone\nr2\tcf:b\ttwo\n\nr3\tcf:a\tthree\n"
data.each_line do |line|
  line.chomp!
  next if line.empty?
  row, col, val = line.split("\t")
  puts "put 't', '#{row}', '#{col}', '#{val}'"
end
#### row_count_report
# shell: HBase 2.6's shell ignores a top-level assignment to a command's name (HBASE-28660: `count = 0` is skipped with a WARN on stderr), so the block's `count += 1` adds 1 to a fresh nil local
rows = %w[r1 r2 r3 r4]
count = 0
rows.each { |_r| count += 1 }
puts "#{count} row(s) in #{format('%.4f', 0.0123)} seconds"
#| => ["r1", "r2", "r3", "r4"]
#! NoMethodError: undefined method `+' for nil:NilClass
#### printf_table_listing
tables = { 'users' => 12, 'orders' => 340, 'audit_log' => 5 }
printf("%-12s %8s\n", 'TABLE', 'REGIONS')
tables.each { |name, n| printf("%-12s %8d\n", name, n) }
#### retry_put_on_timeout
attempts = 0
begin
  attempts += 1
  raise IOError, "timeout talking to rs1 (attempt #{attempts})" if attempts < 3
  puts "put ok after #{attempts} attempts"
rescue IOError => e
  puts e.message
  retry
end
#### ensure_close_table
def with_table(name)
  puts "open #{name}"
  yield name
ensure
  puts "close #{name}"
end
with_table('t1') { |t| puts "put '#{t}', 'r', 'cf:a', '1'" }
begin
  with_table('t2') { |t| raise "write to #{t} failed" }
rescue RuntimeError => e
  puts "error: #{e.message}"
end
#### cell_struct_rows
Cell = Struct.new(:row, :family, :qualifier, :value)
cells = [Cell.new('r1', 'cf', 'a', 'x'), Cell.new('r1', 'cf', 'b', 'y'), Cell.new('r2', 'cf', 'a', 'z')]
cells.group_by(&:row).each do |row, cs|
  puts "#{row}: " + cs.map { |c| "#{c.family}:#{c.qualifier}=#{c.value}" }.join(', ')
end
#### tables_matching_regexp
tables = %w[tmp_load1 users tmp_load2 orders ns1:tmp_x]
tables.select { |t| t =~ /^tmp_/ }.each do |t|
  puts "disable '#{t}'"
  puts "drop '#{t}'"
end
#### namespace_tables_grep
tables = %w[ns1:a ns2:b ns1:c default:d e]
p tables.grep(/^ns1:/)
p tables.map { |t| t.sub(/^default:/, '') }
p tables.map { |t| t.include?(':') ? t.split(':', 2) : ['default', t] }.group_by(&:first).keys
#### regions_per_server_default_block
regions = [['r1', 'rs1'], ['r2', 'rs2'], ['r3', 'rs1'], ['r4', 'rs3'], ['r5', 'rs1']]
by_server = Hash.new { |h, k| h[k] = [] }
regions.each { |region, server| by_server[server] << region }
by_server.sort_by { |s, rs| [-rs.size, s] }.each { |s, rs| puts "#{s} #{rs.size} #{rs.join(',')}" }
#### csv_split_keep_empty
line = 'r7,cf:a,,1700000000000'
fields = line.split(',', -1)
p fields
p line.split(',')
puts "put 't', '#{fields[0]}', '#{fields[1]}', '#{fields[2]}', #{fields[3]}"
#### string_percent_array_command
t, r = 'users', 'u1'
puts "get '%s', '%s'" % [t, r]
puts "deleteall '%s', '%s'" % [t, r]
#### banner_header
puts '-' * 40
puts 'HBase load report'.center(40)
puts '=' * 40
#### queue_until_empty
queue = %w[t1 t2 t3]
until queue.empty?
  t = queue.shift
  puts "major_compact '#{t}'"
end
p queue
#### loop_break_on_limit
n = 0
loop do
  n += 1
  puts "put 'seq', 'r#{n}', 'cf:n', '#{n}'"
  break if n >= 3
end
#### progress_every_n
(1..25).each_with_index do |i, idx|
  puts "#{idx + 1} rows written" if (idx + 1) % 10 == 0
end
#### progress_dots
5.times { print '.' }
puts
puts 'done'
#### presplit_digits
splits = (1..9).map(&:to_s)
puts "create 'digits', 'cf', SPLITS => #{splits}"
#### average_cell_size
sizes = [120, 80, 400, 1024]
avg = sizes.inject(:+) / sizes.size
puts "avg=#{avg} max=#{sizes.max} min=#{sizes.min}"
puts "avg_f=#{(sizes.sum.to_f / sizes.size).round(1)}"
#### epoch_ms_to_date
[1700000000000, 1609459200000].each do |ms|
  puts Time.at(ms / 1000).utc.strftime('%Y-%m-%d %H:%M:%S')
end
#### percent_done_format
done, total = 37, 120
puts "%.2f%% done" % (100.0 * done / total)
puts format('%d/%d (%3d%%)', done, total, 100 * done / total)
#### heredoc_file_lines_clean
input = <<-EOS
  row1
  
  row2   
    row3
EOS
keys = input.lines.map(&:strip).reject(&:empty?)
p keys
keys.each { |k| puts "deleteall 't', '#{k}'" }
#### options_hash_defaults
def put_row(table, row, value, opts = {})
  cf = opts.fetch(:cf, 'cf')
  q = opts[:qualifier] || 'v'
  puts "put '#{table}', '#{row}', '#{cf}:#{q}', '#{value}'"
end
put_row('t', 'r1', 1)
put_row('t', 'r2', 2, cf: 'd')
put_row('t', 'r3', 3, :qualifier => 'x', :cf => 'e')
#### keyword_args_scan_spec
def scan_spec(limit: 10, start: nil, columns: [])
  spec = { 'LIMIT' => limit }
  spec['STARTROW'] = start if start
  spec['COLUMNS'] = columns unless columns.empty?
  spec
end
p scan_spec
p scan_spec(start: 'r5', columns: %w[cf:a cf:b])
puts "scan 't', #{scan_spec(limit: 2)}"
#### ivar_counter_top_level
@written ||= 0
%w[a b c].each { |r| @written += 1 }
puts "written #{@written}"
p defined?(@written)
p defined?(@never_set)
#### global_total_in_def
$total = 0
def add_region_size(mb)
  $total += mb
end
[128, 256, 64].each { |mb| add_region_size(mb) }
puts "total #{$total} MB"
#### table_exists_check
existing = %w[users orders]
%w[users missing].each do |name|
  exists = existing.any? { |t| t == name }
  puts exists ? "#{name} exists" : "#{name} missing, creating"
end
#### ascii_table_output
rows = [['r1', 'cf:a', 'x'], ['row-long', 'cf:bb', 'yyyy']]
widths = rows.transpose.map { |col| col.map(&:length).max }
rows.each { |r| puts '| ' + r.each_with_index.map { |v, i| v.ljust(widths[i]) }.join(' | ') + ' |' }
#### unicode_value_sizes
%w[café naïve plain].each { |v| puts "#{v} chars=#{v.length} bytes=#{v.bytesize}" }
#### hash_to_columns_transpose
cells = { 'cf:a' => '1', 'cf:b' => '2' }
cols, vals = cells.to_a.transpose
p cols, vals
#### partition_valid_rows
rows = ['r1,ok', 'bad', 'r2,ok', ',empty']
good, bad = rows.partition { |l| l =~ /\A[^,]+,/ }
p good, bad
#### zip_qualifiers_values
qs = %w[name age city]
vs = ['Ann', 34, 'Oslo']
qs.zip(vs).each { |q, v| puts "put 'people', 'p1', 'info:#{q}', '#{v}'" }
#### region_boundaries_each_cons
bounds = ['', 'g', 'n', 't', '']
bounds.each_cons(2).with_index do |(s, e), i|
  puts "region #{i}: [#{s.inspect}, #{e.inspect})"
end
#### prefix_scan_stoprow_ff
prefix = 'user_42'
stop = prefix + "\xff"
p stop
p stop.bytesize
#### timestamp_range_between
ts = [1700000000000, 1700000500000, 1700001000000]
lo, hi = 1700000000000, 1700000600000
p ts.select { |t| t.between?(lo, hi) }
p ts.map { |t| (lo...hi).cover?(t) }
#### value_type_dispatch
def encode(v)
  case v
  when Integer then "long:#{v}"
  when Float then "double:#{v}"
  when String then "str:#{v}"
  when nil then 'null'
  when true, false then "bool:#{v}"
  else "other:#{v.class}"
  end
end
[1, 2.5, 'x', nil, true, :s].each { |v| puts encode(v) }
#### to_java_bytes_roundtrip
b = 'Home'.to_java_bytes
p b.length
p b.to_a
p String.from_java_bytes(b)
#### describe_like_hash_output
family = { NAME: 'cf', VERSIONS: '1', TTL: 'FOREVER', BLOOMFILTER: 'ROW' }
puts '{' + family.map { |k, v| "#{k} => '#{v}'" }.join(', ') + '}'
#### alter_many_families
%w[cf1 cf2 cf3].each_with_index do |cf, i|
  puts "alter 't', {NAME => '#{cf}', VERSIONS => #{i + 1}, TTL => #{(i + 1) * 86_400}}"
end
#### counters_incr_hash
counters = Hash.new(0)
events = %w[click view click buy view click]
events.each { |e| counters[e] += 1 }
counters.each { |e, n| puts "incr 'stats', 'day1', 'c:#{e}', #{n}" }
p counters.max_by { |_, n| n }
#### batch_puts_each_slice_count
rows = (1..23).map { |i| "r#{i}" }
batches = 0
rows.each_slice(10) { |b| batches += 1; puts "flushing #{b.size} puts (#{b.first}..#{b.last})" }
p batches
#### sort_regions_by_size_ties
sizes = { 'r3' => 10, 'r1' => 30, 'r2' => 10, 'r4' => 30 }
p sizes.sort_by { |r, s| [-s, r] }.map(&:first)
p sizes.min_by(2) { |_, s| s }
#### bulk_csv_with_header
csv = "row,name,age\nu1,ann,34\nu2,bob,27\n"
header, *lines = csv.lines.map(&:chomp)
cols = header.split(',')
lines.each do |l|
  vals = l.split(',')
  h = cols.zip(vals).to_h
  h.each { |k, v| puts "put 'people', '#{h['row']}', 'd:#{k}', '#{v}'" unless k == 'row' }
end
#### multiline_method_chain
result = %w[t_a t_b x_c t_d].select do |t|
  t.start_with?('t_')
end.map do |t|
  t.upcase
end.each_slice(2).to_a
p result
#### snapshot_names_older_than
snaps = %w[users-20240101 users-20240215 orders-20231130 users-20240301]
cutoff = '20240201'
old = snaps.select { |s| s.split('-').last < cutoff }
old.each { |s| puts "delete_snapshot '#{s}'" }
#### region_name_parse
name = 'users,row500,1700000000000.1588230740abcdef1234567890abcdef.'
table, rest = name.split(',', 2)
startkey, id = rest.rpartition(',').values_at(0, 2)
enc = id.split('.')[1]
p table, startkey, enc.length
#### hbase_size_units
def human(bytes)
  units = %w[B KB MB GB TB]
  i = 0
  size = bytes.to_f
  while size >= 1024 && i < units.size - 1
    size /= 1024
    i += 1
  end
  format('%.1f %s', size, units[i])
end
[512, 2048, 5_000_000, 3 * 1024**4].each { |b| puts human(b) }
#### cluster_status_summary
cluster = { 'live' => %w[rs1 rs2 rs3], 'dead' => %w[rs9], 'regions' => 42 }
puts "#{cluster['live'].size} live servers, #{cluster['dead'].size} dead servers, " \
     "#{cluster['regions'] / cluster['live'].size.to_f} average load"
#### value_unescape_binary
raw = 'a\x00b\xFFc'
bin = raw.gsub(/\\x(\h\h)/) { $1.hex.chr }
p bin.bytes
p bin.size
#### string_format_put_row_counter
i = 7
puts "put 'seq', '" + 'row-%04d' % i + "', 'cf:c', 'ok'"
puts "put 'seq', '%s', 'cf:c', '%d'" % ["r#{i}", i * i]
#### freeze_constants_config
CONFIG = { 'table' => 'events', 'cf' => 'd' }.freeze
p CONFIG.frozen?
begin
  CONFIG['cf'] = 'x'
rescue => e
  puts "#{e.class}: #{e.message}"
end
#### rescue_continue_next_row
rows = ['1', 'x', '3']
rows.each do |r|
  begin
    n = Integer(r)
    puts "put 't', 'r#{n}', 'cf:n', '#{n * 10}'"
  rescue ArgumentError => e
    puts "skip #{r.inspect}: #{e.message}"
    next
  end
end
#### method_returns_multiple
def split_column(col)
  family, qualifier = col.split(':', 2)
  return family, qualifier || ''
end
f, q = split_column('cf:a:b')
p f, q
p split_column('cf')
#### lambda_row_generator
gen = ->(prefix, n) { (1..n).map { |i| "#{prefix}-#{i}" } }
p gen.call('u', 3)
p gen.('o', 2)
p gen['x', 1]
#### yield_each_row_helper
def each_row(n)
  return enum_for(:each_row, n) unless block_given?
  n.times { |i| yield "row#{i}" }
end
each_row(2) { |r| puts "get 't', '#{r}'" }
p each_row(3).to_a
#### string_succ_row_sequence
r = 'row_aa'
4.times { puts r; r = r.succ }
p 'r9'.succ, 'rz'.succ
#### compact_and_flatten_regions
per_server = [['r1', nil], [], ['r2', ['r3']], nil]
p per_server.compact.flatten.compact
#### case_in_loop_next_break
%w[a skip b stop c].each do |t|
  case t
  when 'skip' then next
  when 'stop' then break
  end
  puts "truncate '#{t}'"
end
#### dup_frozen_template
TEMPLATE = "put 't', 'ROW', 'cf:v', 'VAL'".freeze
cmd = TEMPLATE.dup
cmd.sub!('ROW', 'r1')
cmd.sub!('VAL', '42')
puts cmd
p TEMPLATE
#### hex_dump_of_value
v = "row\x01\x7f"
puts v.unpack('C*').map { |b| '%02x' % b }.join(' ')
puts v.each_byte.map { |b| b < 32 || b > 126 ? '.' : b.chr }.join
#### object_with_attr_reader_loader
class Loader
  attr_reader :count
  def initialize(table)
    @table = table
    @count = 0
  end
  def put(row, value)
    @count += 1
    puts "put '#{@table}', '#{row}', 'cf:v', '#{value}'"
    self
  end
end
l = Loader.new('t')
l.put('a', 1).put('b', 2)
p l.count
#### sum_of_values_hash_inject
cells = { 'r1' => '10', 'r2' => '5', 'r3' => '7' }
p cells.values.map(&:to_i).inject(0) { |s, v| s + v }
p cells.inject(0) { |s, (_k, v)| s + v.to_i }
#### times_with_step_timestamps
base = 1_700_000_000_000
base.step(base + 3000, 1000) { |ts| puts "put 't', 'r', 'cf:v', 'v', #{ts}" }
#### regions_in_server_percent
counts = { 'rs1' => 30, 'rs2' => 10 }
total = counts.values.sum
counts.each { |s, n| puts "#{s}: #{(100.0 * n / total).round(1)}%" }
#### require_java_header
require 'java'
puts "create 't', 'cf'"
#### include_java_header
include Java
puts "create 't', 'cf'"
#### rescue_modifier_on_command
%w[10 x 30].each do |v|
  puts Integer(v) * 2 rescue puts "skipping #{v.inspect}"
end
#### rescue_modifier_top_level_command
puts Integer('12') rescue puts 'bad'
puts Integer('1x') rescue puts 'bad'
#### region_mover_strip_server
def getHostnameFromServerName(serverName)
  return serverName.split(',')[0]
end
def getHostnamePortFromServerName(serverName)
  parts = serverName.split(',')
  return parts[0] + ":" + parts[1]
end
def stripServer(servers, hostname)
  count = servers.length
  servername = nil
  for server in servers
    if getHostnameFromServerName(server) == hostname
      servername = servers.delete(server)
    end
  end
  raise RuntimeError, "Server %s not online" % hostname unless servers.length < count
  return servername
end
servers = ['rs1,16020,1700000000000', 'rs2,16020,1700000000001', 'rs3,16020,1700000000002']
p stripServer(servers, 'rs2')
puts "Valid region move targets: ", servers
p getHostnamePortFromServerName(servers.first)
stripServer(servers, 'rs9')
#### region_mover_get_server_name
def getServerName(servers, hostname)
  servername = nil
  for server in servers
    if server.split(',')[0] == hostname
      servername = server
      break
    end
  end
  raise ArgumentError, "Server %s not online" % hostname unless servername
  return servername
end
servers = %w[a,1,9 b,2,8]
p getServerName(servers, 'b')
begin
  getServerName(servers, 'c')
rescue ArgumentError => e
  puts "hostname=c is not up yet, waiting (#{e.message})"
end
#### region_mover_table_cache_global
def getTable(name)
  if not $TABLES
    $TABLES = {}
  end
  key = name.to_s
  if not $TABLES[key]
    $TABLES[key] = "HTable(#{key})"
  end
  return $TABLES[key]
end
def closeTables()
  if not $TABLES
    return
  end
  puts "Close all tables"
  $TABLES.keys.each do |name|
    table = $TABLES.delete(name)
    puts "closed " + table
  end
end
getTable('t1')
getTable(:t2)
getTable('t1')
p $TABLES.size
closeTables()
p $TABLES
#### region_mover_log_lines
class Log
  def info(msg)
    puts "INFO " + msg
  end
end
$LOG = Log.new
def unloadRegions(rs, servername)
  count = 0
  $LOG.info("Moving " + rs.length.to_s + " region(s) from " + servername +
    " during this cycle");
  for r in rs
    $LOG.info("Moving region " + r + " (" +
      (count + 1).to_s + " of " + rs.length.to_s + ") from server=" +
      servername + " to server=rs2");
    count = count + 1
  end
  count
end
p unloadRegions(%w[r-a r-b], 'rs1,16020,1')
#### region_mover_read_excludes
def readExcludes(lines)
  if lines == nil
    return []
  end
  excludes = []
  while (line = lines.shift)
    line.strip! # do an inplace drop of pre and post whitespaces
    excludes << line unless line.empty? # exclude empty lines
  end
  puts "Excluding hosts as region move targets: ", excludes
  return excludes
end
p readExcludes(["rs7.example.com\n", "  \n", " rs8.example.com \n"])
p readExcludes(nil)
#### region_mover_options_filename
def getFilename(options, targetServer)
  filename = options[:file]
  if not filename
    filename = "/tmp/" + targetServer
  end
  return filename
end
options = {}
options[:file] = nil
options[:debug] = false
p getFilename(options, 'rs1.example.com')
options[:file] = '/data/regions.txt'
p getFilename(options, 'rs1.example.com')
#### draining_servers_names
def getServerNames(hostOrServers, servers)
  ret = []
  for hostOrServer in hostOrServers
    parts = hostOrServer.split(',')
    if parts.size() == 3
      ret << hostOrServer
    else
      hostOrServer = hostOrServer.gsub(/:/, ",")
      for server in servers
        ret << server if server.start_with?(hostOrServer)
      end
    end
  end
  return ret
end
argv = ['add', 'rs1:16020', 'rs2,16020,1700000000001', 'rs3']
hostOrServers = argv[1..argv.size()]
live = ['rs1,16020,1700000000000', 'rs3,16020,1700000000002', 'rs3,16030,1700000000003']
case argv[0]
  when 'add'
    if argv.length < 2
      puts 'usage'
    end
    getServerNames(hostOrServers, live).each { |s| puts "draining #{s}" }
  when 'list'
    puts 'none'
  else
    puts 'usage'
end
#### region_status_counts
argv = ['wait']
SHOULD_WAIT = argv[0] == 'wait'
if argv[0] and not SHOULD_WAIT
  print 'usage'
end
$tablename = 'users'
META_ROW_DELIMITER = 44
tableNameMetaPrefix = $tablename + META_ROW_DELIMITER.chr
p tableNameMetaPrefix
meta_rows = ['users,,1.abc.', 'users,m,2.def.', 'usersx,,3.ghi.']
meta_count = 0
server_count = 2
meta_rows.each do |rowid|
  if not $tablename.nil? and not rowid.start_with?(tableNameMetaPrefix)
    break
  end
  meta_count += 1
end
print "Region Status: #{server_count} / #{meta_count}\n"
print 'Waiting for master to start...\n'
puts
p(server_count == meta_count ? 0 : 1)
#### stdout_stderr_plumbing
$stdout.puts "put 't', 'r1', 'cf:a', '1'"
$stdout.print "scan 't'\n"
$stdout.printf("%s rows\n", 2)
$stderr.puts 'this goes to stderr'
warn 'deprecated helper'
puts 'after warnings'
#### stdout_write_returns_bytes
n = $stdout.write("row1\n")
p n
p $stdout.write('a', 'b', "\n")
#### stdout_sync_flag
$stdout.sync = true
puts 'synced'
p $stdout.sync
#### sleep_zero_in_loop
3.times do |i|
  puts "major_compact 't#{i}'"
  sleep 0
end
p sleep(0)
#### env_fetch_default
table = ENV.fetch('HSH_OUTSIDE_UNSET_TABLE', 'default_table')
p table
p ENV['HSH_OUTSIDE_UNSET_TABLE']
p ENV.key?('HSH_OUTSIDE_UNSET_TABLE')
#### elapsed_time_helper
def timed
  start = Time.now
  yield
  Time.now - start
end
p timed { 3.times { |i| i * i } }.class
p (0...60).cover?(timed { nil })
#### time_now_relations
p Time.now.class, Time.now.year >= 2023, (Time.now + 60) > Time.now, Time.now.utc?
