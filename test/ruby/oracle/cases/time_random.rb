# Time (at, utc, gm, local under TZ=UTC, strftime, arithmetic, to_i, components) and
# Random/srand/rand (MT19937: a seed gives JRuby's sequence). No case reads the clock.

#### time_at_utc_inspect
t = Time.at(1700000000).utc
p t
puts t
p t.to_i, t.year, t.month, t.day, t.hour, t.min, t.sec, t.wday, t.yday
#### time_at_local_in_utc_zone
t = Time.at(1700000000)
puts t
p t.utc_offset
#### time_at_millis
ms = 1700000000123
t = Time.at(ms / 1000, (ms % 1000) * 1000).utc
p t.usec
puts t.strftime('%Y-%m-%d %H:%M:%S.%L')
p Time.at(ms / 1000.0).utc.to_f
#### time_utc_gm
t = Time.utc(2024, 2, 29, 13, 5, 9)
p t
p Time.gm(2000, 1, 1).to_i
p Time.utc(2024, 12, 31).yday
#### time_local
t = Time.local(2023, 7, 4, 8, 30)
p t
p t.to_i
#### strftime_directives
t = Time.utc(2024, 3, 9, 7, 4, 5)
puts t.strftime('%Y-%m-%d %H:%M:%S')
puts t.strftime('%y %b %B %a %A %j %e %-d %-m %I %p %l %M')
puts t.strftime('%s %z %Z %%')
puts t.strftime('%F %T %D %R')
puts t.strftime('%Y%m%d%H%M%S')
puts t.strftime('%u %w %U %W %V %G')
#### strftime_padding_flags
t = Time.utc(2024, 3, 9, 7, 4, 5)
puts t.strftime('%-H:%-M %_m %03d %^b %^A %10Y|')
#### strftime_millis_nanos
t = Time.at(1700000000, 123456).utc
puts t.strftime('%L %N %3N %6N')
#### time_arithmetic
t = Time.utc(2024, 1, 31, 23, 0, 0)
p t + 3600
p t - 86400
p (t + 60) - t
p ((t + 90) - t).class
p t < t + 1
#### time_compare_and_round
a = Time.at(100).utc
b = Time.at(200).utc
p a <=> b, a == Time.at(100).utc, [b, a].min.to_i
#### time_to_a_and_fields
t = Time.utc(2024, 5, 6, 7, 8, 9)
p t.to_a
p [t.year, t.mon, t.mday]
p t.monday?, t.sunday?
#### reversed_timestamp
ts = Time.utc(2024, 1, 1).to_i * 1000
rev = 9223372036854775807 - ts
p rev
puts "user1_#{rev}"
#### time_iso8601_like
t = Time.utc(2024, 1, 2, 3, 4, 5)
puts t.strftime('%Y-%m-%dT%H:%M:%SZ')
p t.to_s
p t.inspect
#### time_utc_month_overflow_error
Time.utc(2024, 13, 1)
#### time_day_buckets
base = Time.utc(2024, 1, 1).to_i
3.times { |d| puts Time.at(base + d * 86400).utc.strftime('%Y%m%d') }
#### time_localtime_utc_predicates
t = Time.at(0).utc
p t.utc?, t.to_i, t.zone
#### time_minus_time_float
a = Time.at(1700000000, 500000).utc
b = Time.at(1700000000).utc
p a - b
#### time_int_division_hours
secs = 100000
h, rem = secs.divmod(3600)
m, s = rem.divmod(60)
puts format('%02d:%02d:%02d', h, m, s)
#### srand_rand_sequence
srand(42) and nil
p rand(100), rand(100), rand(100)
p rand
#### srand_returns_previous
srand(7) and nil
# the seed before is random: the one after is not
p srand(8)
#### random_new_42
r = Random.new(42)
p r.rand(100), r.rand(100), r.rand(100)
p r.rand
p r.rand(1.5)
p r.seed
#### random_ranges
r = Random.new(1)
p r.rand(1..6), r.rand(1..6), r.rand(1...6)
p r.rand(2.0..3.0)
#### random_bytes_hex
r = Random.new(3)
p r.bytes(4).unpack1('H*')
#### rand_kernel_range
srand(5) and nil
p rand(10..20), rand(1.0)
p Random.rand(10) rescue p $!
#### array_shuffle_sample_seeded
p [1, 2, 3, 4, 5].shuffle(random: Random.new(42))
p [1, 2, 3, 4, 5].sample(random: Random.new(42))
p [1, 2, 3, 4, 5].sample(2, random: Random.new(9))
#### srand_shuffle_sample_kernel
srand(11) and nil
p [1, 2, 3, 4].shuffle
p %w[a b c].sample
#### random_salt_prefix
r = Random.new(2024)
5.times { |i| puts format('%02d_row%d', r.rand(16), i) }
#### random_same_seed_same_sequence
a = Random.new(99)
b = Random.new(99)
p 3.times.map { a.rand(1000) } == 3.times.map { b.rand(1000) }
#### random_large_range
r = Random.new(42)
p r.rand(2**40)
p r.rand(2**70)
#### rand_zero_and_negative
srand(1) and nil
p rand(0).class
Random.new(1).rand(-5)
#### random_float_precision
r = Random.new(123)
3.times { p r.rand }
#### time_now_class_only
p Time.now.class
p Time.now.year > 2000
#### time_strftime_week_of_bucket
t = Time.utc(2024, 12, 30)
puts t.strftime('%G-W%V')
#### time_plus_float
t = Time.at(0).utc + 1.5
p t.to_f, t.usec
#### time_epoch_millis_from_time
t = Time.utc(2024, 6, 1, 12)
p (t.to_f * 1000).to_i
p t.to_i * 1000
