# Row-key design as labs write it: salting, hashing, reversed keys and timestamps, zero padding,
# composite keys with separators, fixed-width binary keys with pack('N'), key ranges and
# prefix scans.

#### salt_mod_buckets
def salt(id, buckets = 8)
  "#{id % buckets}_#{id}"
end
p [1, 8, 15, 100].map { |i| salt(i) }
#### salt_padded
def salted_key(id, n)
  format('%02d-%08d', id % n, id)
end
puts salted_key(12345, 16)
puts salted_key(7, 100)
#### salt_by_string_sum
%w[user1 user2 user3].each { |u| puts "#{u.sum % 4}|#{u}" }
#### salt_by_crc_like_bytes
def bucket(key, n)
  key.bytes.inject(0) { |h, b| (h * 31 + b) % 1_000_003 } % n
end
p %w[a b row1 row2].map { |k| bucket(k, 10) }
#### hash_prefix_md5
require 'digest'
k = 'user42'
puts Digest::MD5.hexdigest(k)[0, 6] + '_' + k
#### hash_prefix_md5_bytes
require 'digest'
p Digest::MD5.digest('user42')[0, 2].unpack1('n')
p Digest::MD5.hexdigest('user42').to_i(16) % 100
#### hash_sha1_prefix
require 'digest'
p Digest::SHA1.hexdigest('device-9')[0, 8]
#### reversed_string_key
p 'com.example.www'.split('.').reverse.join('.')
p '12345'.reverse
#### reversed_phone_number
phones = %w[5551234 5559876]
p phones.map(&:reverse)
#### reversed_timestamp_key
LMAX = 2**63 - 1
ts = 1_700_000_000_000
key = "sensor1_#{LMAX - ts}"
p key
#### reversed_timestamp_sort_newest_first
LMAX2 = 9223372036854775807
ts_list = [1700000000000, 1700000005000, 1699999999000]
keys = ts_list.map { |t| (LMAX2 - t).to_s }
p keys.sort.map { |k| LMAX2 - k.to_i }
#### zero_padding_sort
ids = [5, 42, 7, 100]
p ids.map(&:to_s).sort
p ids.map { |i| i.to_s.rjust(5, '0') }.sort
p ids.map { |i| format('%05d', i) }
#### composite_key_separator
user, ts, type = 'u17', 1700000000, 'click'
p [user, ts, type].join('#')
p "#{user}|#{ts}|#{type}".split('|')
#### composite_fixed_width
def ckey(user, ts)
  user.ljust(8, '_') + ts.to_s.rjust(12, '0')
end
p ckey('bob', 1700000000)
p ckey('alexander', 5)
#### pack_N_key
k = [42].pack('N')
p k, k.bytesize, k.unpack1('N')
#### pack_N_composite
k = [7].pack('N') + 'event'
p k
p k[0, 4].unpack1('N'), k[4..]
#### pack_Q_timestamp_key
k = ['dev1', 1700000000000].pack('A4Q>')
p k
p k.unpack('A4Q>')
#### pack_reversed_timestamp_binary
ts = 1700000000000
p [2**63 - 1 - ts].pack('Q>').unpack1('H*')
#### big_endian_sorts_numerically
ks = [300, 2, 70000, 1].map { |i| [i].pack('N') }
p ks.sort.map { |k| k.unpack1('N') }
p ks.map { |k| k.unpack1('N').to_s }.sort
#### little_endian_does_not_sort
ks = [256, 1].map { |i| [i].pack('V') }
p ks.sort.map { |k| k.unpack1('V') }
#### prefix_scan_range
prefix = 'user_1'
stop = prefix[0..-2] + prefix[-1].succ
p [prefix, stop]
#### prefix_stop_row_succ
p 'row9'.succ, 'rowz'.succ, 'a_'.succ
#### key_range_contains
start_key, end_key = 'b', 'd'
p %w[a b c d e].select { |k| k >= start_key && k < end_key }
#### hex_encoded_key
k = 'user'.unpack1('H*')
p k
p [k].pack('H*')
#### bytes_escaped_key
k = "\x00\x01row"
p k
puts k.inspect
p k.bytes
#### binary_key_printable_escape
k = [0, 255, 65].pack('C*')
s = k.bytes.map { |b| b.between?(32, 126) ? b.chr : format('\\x%02X', b) }.join
puts s
#### uuid_like_key_fixed
r = Random.new(7)
hex = 16.times.map { format('%02x', r.rand(256)) }.join
p hex.length
p [hex[0, 8], hex[8, 4], hex[12, 4], hex[16, 4], hex[20, 12]].join('-').length
#### time_series_bucketed_key
metric = 'cpu'
ts = 1700000123
bucket = ts - ts % 3600
p "#{metric}:#{bucket}:#{ts % 3600}"
#### day_partitioned_key
ts = Time.utc(2024, 2, 3, 4, 5, 6)
p "#{ts.strftime('%Y%m%d')}_#{format('%05d', ts.hour * 3600 + ts.min * 60 + ts.sec)}"
#### reverse_domain_and_path
url = 'https://www.example.com/a/b'
host = url[%r{https?://([^/]+)}, 1]
p host.split('.').reverse.join('.') + url[%r{https?://[^/]+(.*)}, 1]
#### salting_distribution
counts = Hash.new(0)
(1..1000).each { |i| counts[i % 7] += 1 }
p counts.sort.to_h
#### composite_with_pack_and_salt
id = 123_456
salt = [id % 256].pack('C')
k = salt + [id].pack('N')
p k, k.bytesize
#### key_length_limits
k = 'x' * 40
p k.length, k[0, 10] + '…'
#### zero_pad_negative_and_big
p format('%010d', -42)
p format('%019d', 9223372036854775807)
p 123.to_s.rjust(2, '0')
#### padded_key_increment
k = 'row0099'
p k.succ
p k.sub(/\d+/) { |d| (d.to_i + 1).to_s.rjust(d.size, '0') }
#### modulo_bucket_key_negative
p -7 % 4, (-7).abs % 4
#### signed_int_sort_flip
v = -5
p v + 2**31
p [(-5 + 2**31)].pack('N').unpack1('H*')
p [(5 + 2**31)].pack('N').unpack1('H*')
#### composite_key_parse
key = 'u42#1700000000#view'
user, ts, ev = key.split('#')
p user, ts.to_i, ev.to_sym
#### field_promotion_key
order = { customer: 'c9', date: '20240101', id: 55 }
p "#{order[:customer]}_#{order[:date]}_#{order[:id].to_s.rjust(6, '0')}"
#### hash_modulo_regions
require 'digest'
regions = 3
p %w[k1 k2 k3 k4].map { |k| Digest::MD5.hexdigest(k)[0, 8].to_i(16) % regions }
#### increment_binary_key
k = [0, 0, 0, 255].pack('C*')
n = k.unpack1('N') + 1
p [n].pack('N')
#### key_compare_bytes
p 'row10' < 'row9'
p 'row010' < 'row009'
p ["\x00".b, "\xff".b, 'a'.b].sort
#### prefix_filter_keys
keys = %w[user_1 user_10 user_2 usera]
p keys.select { |k| k.start_with?('user_') }.sort
#### max_min_row_sentinels
p "\xff" * 3
p ''.empty?
p ["\x00"].pack('a*').bytes
#### timestamp_to_key_roundtrip
t = 1700000000123
k = [t].pack('Q>')
p k.unpack1('Q>') == t
#### salted_scan_ranges
buckets = 4
p (0...buckets).map { |b| ["#{b}_user100", "#{b}_user200"] }
#### salt_prefix_char
salts = ('a'..'h').to_a
p %w[k1 k2 k3].map.with_index { |k, i| "#{salts[i % salts.size]}-#{k}" }
#### id_reverse_padded
id = 1234
p id.to_s.rjust(10, '0').reverse
#### time_reverse_seconds_key
t = Time.utc(2024, 1, 1).to_i
p "evt_#{(2**31 - 1) - t}"
#### geo_hash_like_interleave
x, y = 5, 3
bits = 4.times.map { |i| [(y >> (3 - i)) & 1, (x >> (3 - i)) & 1] }.flatten.join
p bits, bits.to_i(2)
#### fixed_width_int_string_compare
p [9, 10, 100].map { |n| format('%03d', n) }.sort == [9, 10, 100].map { |n| format('%03d', n) }
p [9, 10, 100].map(&:to_s).sort
#### pack_two_ints_composite
k = [17, 1700000000].pack('NN')
p k.unpack('NN'), k.unpack1('H*')
