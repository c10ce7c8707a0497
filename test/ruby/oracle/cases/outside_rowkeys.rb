# Outside check, row keys: row-key design as labs and courses write it in the HBase shell —
# salting by hash and modulo, digests, reversed timestamps, padding, pack/unpack, hex,
# composite and OpenTSDB-style binary keys, bucketing, byte arithmetic and Ruby stand-ins for
# HBase's Bytes helpers. Written apart from rowkeys.rb and pack.rb as a rehearsal of issue 22's
# outside check: new idioms, not variations of the project's own cases.

#### md5_two_hex_prefix_buckets
require 'digest'
%w[user1 user2 user3].each do |u|
  prefix = Digest::MD5.hexdigest(u)[0, 2]
  puts "#{prefix}|#{u} bucket=#{prefix.hex % 16}"
end
#### sha256_first_byte_salt
require 'digest'
keys = %w[order-1 order-2 order-3]
p keys.map { |k| Digest::SHA256.digest(k).unpack('C*').first % 8 }
p keys.map { |k| Digest::SHA256.digest(k).getbyte(0) }
#### md5_digest_unpack_long
require 'digest'
d = Digest::MD5.digest('device-17')
p d.unpack1('L>') % 100
p d.unpack('Q>Q>').map { |x| x.to_s(16) }
#### md5_incremental_update
require 'digest'
md5 = Digest::MD5.new
md5.update('user')
md5 << '42'
p md5.hexdigest == Digest::MD5.hexdigest('user42')
p md5.hexdigest[0, 8]
#### sha1_masked_int
require 'digest'
h = Digest::SHA1.hexdigest('sensor-9')[0, 8].to_i(16) & 0x7fffffff
p h
p h % 32
#### md5_tail_sixteen_bits
require 'digest'
%w[a b c].each { |k| p Digest::MD5.hexdigest(k)[-4..].to_i(16) }
#### reversed_ts_pack_q_sorted_desc
LONG_MAX = (1 << 63) - 1
ts = [1700000000000, 1700000300000, 1699990000000]
keys = ts.map { |t| ['dev1', LONG_MAX - t].pack('a4q>') }
p keys.sort.map { |k| LONG_MAX - k.unpack1('@4q>') }
#### reversed_ts_string_newest_first
MAXTS = 9_999_999_999_999
events = { 'e1' => 1_700_000_000_000, 'e2' => 1_700_000_900_000, 'e3' => 1_600_000_000_000 }
keys = events.map { |id, t| "u1_#{MAXTS - t}_#{id}" }
p keys.sort.map { |k| k.split('_').last }
#### reversed_seconds_hex
t = Time.utc(2024, 3, 10, 12, 0, 0).to_i
p format('%08x', (2**32 - 1) - t)
p (0xffffffff - t).to_s(16).rjust(8, '0')
#### signed_flip_xor_sort
vals = [-3, 5, -100, 0, 42]
enc = vals.map { |v| [v ^ (1 << 31)].pack('N') }
p enc.sort.map { |e| e.unpack1('N') ^ (1 << 31) }
p enc.map { |e| e.unpack1('N') }.map { |u| u - (1 << 31) }
#### double_sortable_encoding
def enc_double(f)
  bits = [f].pack('G').unpack1('Q>')
  bits = bits[63] == 1 ? bits ^ 0xFFFF_FFFF_FFFF_FFFF : bits | (1 << 63)
  [bits].pack('Q>')
end
vals = [2.5, -1.0, 0.0, -300.25, 1e10]
p vals.sort_by { |v| enc_double(v) }
p enc_double(1.0).unpack1('H*')
#### bytes_to_bytes_int_like
def to_bytes_int(i)
  [i].pack('l>')
end
p to_bytes_int(1)
p to_bytes_int(-2)
p to_bytes_int(2**31 - 1).bytes
p to_bytes_int(-2).unpack1('l>')
#### bytes_to_bytes_long_like
def to_bytes_long(l) [l].pack('q>') end
def to_long(b) b.unpack1('q>') end
p to_bytes_long(1_700_000_000_000)
p to_long(to_bytes_long(-1))
p to_bytes_long(-1).bytesize
#### bytes_to_bytes_short_like
p [300].pack('s>'), [-1].pack('s>')
p "\x01\x2c".unpack1('s>')
p "\xff\xfe".unpack1('S>')
#### to_string_binary_like
def to_string_binary(b)
  b.bytes.map do |c|
    ch = c.chr
    ch =~ /[A-Za-z0-9 `~!@#$%^&*()\-_=+\[\]{}|;:'",.<>\/?]/ ? ch : format('\\x%02X', c)
  end.join
end
puts to_string_binary("row\x00\x01\xFFz")
puts to_string_binary([1700000000].pack('N') + 'evt')
#### to_bytes_binary_like
def to_bytes_binary(s)
  s.scan(/\\x(\h{2})|(.)/m).map { |hex, ch| hex ? hex.to_i(16) : ch.ord }.pack('C*')
end
b = to_bytes_binary('ab\x00\xFFc')
p b.bytes
p b.bytesize
#### closest_next_row_for_prefix
def next_prefix(prefix)
  bytes = prefix.bytes
  bytes.pop while bytes.last == 0xff
  return '' if bytes.empty?
  bytes[-1] += 1
  bytes.pack('C*')
end
p next_prefix('abc')
p next_prefix("ab\xff\xff")
p next_prefix("\xff")
#### smallest_key_after
k = 'row5'
after = k + "\x00"
p after, after > k, after < 'row50'
#### composite_md5_user_ts
require 'digest'
user, ts = 'alice', 1_700_000_000_000
key = Digest::MD5.digest(user)[0, 4] + [ts].pack('Q>')
p key.bytesize
p key.unpack('a4Q>')[1]
p key[0, 4].unpack1('H*') == Digest::MD5.hexdigest(user)[0, 8]
#### null_separated_parts
parts = ['user', 'x7', '2024']
key = parts.join("\x00")
p key
p key.split("\x00")
p key.count("\x00")
#### hex_roundtrip_pairs
k = [258, 65535].pack('nn')
hex = k.unpack1('H*').upcase
p hex
p hex.scan(/../).map(&:hex)
p [hex].pack('H*') == k
#### fixed_width_precision_d
p format('%.10d', 42)
p format('%10.6d', 42)
p '%-8s|' % 'ab'
#### base36_keys
ids = [35, 36, 1295, 1_700_000_000]
p ids.map { |i| i.to_s(36) }
p ids.map { |i| i.to_s(36).rjust(7, '0') }
p 'zz'.to_i(36), 'HBASE'.to_i(36)
#### base62_encode
ALPHABET = [*'0'..'9', *'a'..'z', *'A'..'Z'].join
def base62(n)
  return ALPHABET[0] if n.zero?
  s = ''
  while n > 0
    n, r = n.divmod(62)
    s = ALPHABET[r] + s
  end
  s
end
p ALPHABET.size
p [0, 61, 62, 3843, 1_700_000_000_000].map { |n| base62(n) }
#### bit_reversed_sequential_ids
p (1..4).map { |id| id.to_s(2).rjust(8, '0').reverse.to_i(2) }
p 6.to_s(2).rjust(8, '0')
#### five_minute_time_buckets
ts = [Time.utc(2024, 1, 1, 10, 2, 59), Time.utc(2024, 1, 1, 10, 5, 0), Time.utc(2024, 1, 1, 10, 9, 59)]
ts.each do |t|
  b = t.to_i / 300 * 300
  puts "cpu_#{Time.at(b).utc.strftime('%Y%m%d%H%M')}"
end
#### iso_week_partition
[Time.utc(2024, 1, 1), Time.utc(2024, 12, 30), Time.utc(2023, 1, 1)].each do |t|
  puts t.strftime('%G-W%V') + '|' + t.strftime('%Y%j')
end
#### uuid_to_16_bytes
uuid = '123e4567-e89b-12d3-a456-426614174000'
b = [uuid.delete('-')].pack('H*')
p b.bytesize
p b.unpack('NnnnnN')
p b.unpack1('H*').scan(/\A(.{8})(.{4})(.{4})(.{4})(.{12})\z/).first.join('-') == uuid
#### multi_int_composite_unpack
k = [1, 2, 3].pack('N*')
p k.unpack('N*')
p k.unpack('N2')
p k.unpack('x4N')
#### two_byte_bucket_prefix
require 'digest'
key = 'session-99'
bucket = Digest::MD5.hexdigest(key).to_i(16) % 500
row = [bucket].pack('n') + key
p bucket, row.unpack('na*')
#### opentsdb_style_key
metric_uid = [1].pack('N')[1..]
base_time = 1_700_000_000 - 1_700_000_000 % 3600
tags = [[1, 2], [3, 4]].map { |k, v| [k].pack('N')[1..] + [v].pack('N')[1..] }.join
key = metric_uid + [base_time].pack('N') + tags
p key.bytesize
p key.unpack1('H*')
p key[3, 4].unpack1('N') == base_time
#### opentsdb_salt_byte
buckets = 20
key = "\x00\x00\x01" + [1_699_999_200].pack('N')
salt = key.bytes.sum % buckets
p salt
p ([salt].pack('C') + key).bytesize
#### unpack_mixed_fields
k = 'abc' + [7].pack('N') + 'xyz' + 'q'
p k.unpack('a3Na3a1')
p k.unpack('A2')
#### escape_separator_in_fields
fields = ['a|b', 'c', 'd\\e']
key = fields.map { |f| f.gsub('\\') { '\\\\' }.gsub('|') { '\\|' } }.join('|')
puts key
p key.split(/(?<!\\)\|/)
#### unit_separator_join
key = %w[tenant1 users u9].join("\x1F")
p key
p key.split("\u001F")
#### null_padded_names
k = 'bob'.ljust(8, "\0") + 'x'
p k
p k.bytesize
p k[0, 8].delete("\0")
#### pack_Z_fixed_fields
k = ['bob', 'eu', 42].pack('Z8Z4N')
p k
p k.unpack('Z8Z4N')
#### uppercase_hex_id
p '%08X' % 48879
p 48879.to_s(16).upcase.rjust(8, '0')
p 'BEEF'.hex, '0xbeef'.hex
#### even_split_two_byte_space
n = 4
p (1...n).map { |i| [i * 65536 / n].pack('n') }
p (1...n).map { |i| format('%04x', i * 65536 / n) }
#### long_min_max_bytes
p [-2**63].pack('q>').unpack1('H*')
p [2**63 - 1].pack('q>').unpack1('H*')
p ['8000000000000000'].pack('H*').unpack1('q>')
#### unsigned_wrap_mask
ts = 1_700_000_000_000
p (2**64 - 1 - ts) & 0xFFFF_FFFF_FFFF_FFFF
p (-ts) & 0xFFFF_FFFF_FFFF_FFFF
p [-ts].pack('q>') == [(-ts) & 0xFFFF_FFFF_FFFF_FFFF].pack('Q>')
#### clamp_bucket_ids
p [-5, 3, 99].map { |b| b.clamp(0, 15) }
p 7.between?(0, 15)
#### integer_literals_in_keys
p Integer('0b1010'), Integer('0o17'), Integer('0xff'), Integer('42')
p 'ff'.hex, '777'.oct, '0b11'.to_i(0)
#### salted_scan_all_buckets
n = 3
ranges = (0...n).flat_map { |b| ["#{b}|user_100", "#{b}|user_200"] }.each_slice(2).to_a
p ranges
p ranges.map { |s, e| s[0] == e[0] }.all?
#### consistent_hash_ring_bsearch
require 'digest'
nodes = %w[rs1 rs2 rs3]
ring = nodes.flat_map { |n| (0..1).map { |v| [Digest::MD5.hexdigest("#{n}##{v}")[0, 8].to_i(16), n] } }.sort
def locate(ring, key)
  h = Digest::MD5.hexdigest(key)[0, 8].to_i(16)
  (ring.bsearch { |point, _| point >= h } || ring.first)[1]
end
p %w[k1 k2 k3 k4].map { |k| locate(ring, k) }
p ring.size
#### increment_bytes_carry
def incr(b)
  bytes = b.bytes
  i = bytes.size - 1
  while i >= 0
    if bytes[i] == 255
      bytes[i] = 0
      i -= 1
    else
      bytes[i] += 1
      break
    end
  end
  bytes.pack('C*')
end
p incr("\x00\xff")
p incr("ab\xff\xff")
p incr("\xff\xff")
#### setbyte_getbyte_edit
k = 'row1'.b
k.setbyte(3, k.getbyte(3) + 1)
p k
p k.getbyte(0), k.getbyte(-1), k.getbyte(10)
#### binary_encoding_of_keys
k = [1, 2].pack('CC')
p k.encoding
p 'row'.b.encoding
p "\xff".force_encoding('BINARY').bytes
p 'abc'.force_encoding(Encoding::ASCII_8BIT) == 'abc'.b
#### binary_compare_unsigned
a = "\x7f".b
b = "\x80".b
p a <=> b
p [b, a, "\x00".b].sort.map(&:bytes)
p [[1, 'b'], [1, 'a'], [0, 'z']].sort
#### key_length_guard
def check_key(k)
  raise ArgumentError, "row key too long: #{k.bytesize} bytes (max 16)" if k.bytesize > 16
  k
end
p check_key('short')
begin
  check_key('x' * 20)
rescue ArgumentError => e
  puts e.message
end
check_key('é' * 9)
#### day_of_week_prefix
t = Time.utc(2024, 6, 5, 8, 30)
p "#{t.wday}_#{t.strftime('%a')}_#{t.strftime('%H%M')}"
p t.yday, t.strftime('%U'), t.strftime('%u')
#### epoch_minus_ts_ten_digits
MAXSEC = 9_999_999_999
[1_700_000_000, 1_000_000_000, 99].each { |s| puts (MAXSEC - s).to_s.rjust(10, '0') }
#### casecmp_key_compare
p 'Row1'.casecmp('row1'), 'a'.casecmp('B'), 'b'.casecmp?('B')
p %w[b A c].sort_by(&:downcase)
#### digest_hex_to_bytes_first_n
require 'digest'
hex = Digest::MD5.hexdigest('k')
p [hex].pack('H*') == Digest::MD5.digest('k')
p [hex[0, 4]].pack('H*').bytes
#### bucketed_counter_key_names
buckets = 4
p (0...buckets).map { |b| "hits_%02d" % b }
p 'hits_03'[/\d+\z/].to_i
#### bit_length_and_bytes_needed
[0, 255, 256, 65535, 2**40].each { |n| puts "#{n} #{n.bit_length} #{(n.bit_length + 7) / 8}" }
#### variable_length_int_encoding
def vint(n)
  out = []
  loop do
    byte = n & 0x7f
    n >>= 7
    if n.zero?
      out << byte
      break
    end
    out << (byte | 0x80)
  end
  out.pack('C*')
end
p vint(1), vint(300), vint(2**21).bytes
#### hex_key_from_ints_format
parts = [3, 255, 4096]
p parts.map { |x| '%02x' % x }.join(':')
p parts.map { |x| x.to_s(16).rjust(4, '0') }.join
#### reverse_bytes_endianness
b = [1].pack('N')
p b.reverse.unpack1('V') == 1
p [0x01020304].pack('N').reverse.unpack1('H*')
p [1, 2, 3].pack('C*').reverse.bytes
#### composite_tuple_sort_key
rows = [['u2', 300], ['u1', 500], ['u1', 100], ['u2', 50]]
p rows.sort_by { |u, t| [u, -t] }
p rows.min_by { |u, t| [t, u] }
#### interleave_two_ids
a, b = 0b1011, 0b0110
z = (0...4).sum { |i| (((a >> i) & 1) << (2 * i + 1)) | (((b >> i) & 1) << (2 * i)) }
p z, z.to_s(2).rjust(8, '0')
#### salted_key_strip_prefix
keys = %w[03|user7 11|user2 00|user9]
p keys.map { |k| k.split('|', 2).last }.sort
p keys.map { |k| k.sub(/\A\d+\|/, '') }
#### tag_sorted_key
tags = { 'host' => 'web1', 'dc' => 'eu', 'app' => 'shop' }
key = 'cpu{' + tags.sort.map { |k, v| "#{k}=#{v}" }.join(',') + '}'
p key
#### bit_string_keys
p ['0101'].pack('B*'), 'A'.unpack1('B*')
p [0b1010_0000].pack('C').unpack1('B8')
p ['1111000011110000'].pack('B*').bytes
#### signed_java_byte_view
ts = 1_700_000_000_000
p [ts].pack('Q>').unpack('c*')
p [ts].pack('Q>').unpack('C*').map { |b| b > 127 ? b - 256 : b }
#### parse_date_to_ms_key
def ms_key(s)
  require 'time'
  Time.parse(s).to_i * 1000
end
p ms_key('2024-01-02 03:04:05 UTC')
p "evt_#{9_999_999_999_999 - ms_key('2024-01-02 00:00:00 UTC')}"
