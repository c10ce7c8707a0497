# Array#pack and String#unpack/unpack1 for the directives binary row keys use: C c n N v V s S l
# L q Q (with > <), a A Z H h m U, counts and *; printed with p (inspect) so bytes show escaped.

#### pack_N_n
p [1].pack('N')
p [258].pack('n')
p [1, 2].pack('NN')
p [4294967295].pack('N')
p [65535, 1].pack('n*')
#### pack_v_V
p [1].pack('V')
p [258].pack('v')
p [0x01020304].pack('V').bytes
#### pack_C_c
p [65, 66, 255].pack('C*')
p [-1].pack('c')
p [256].pack('C')
p [1, 2, 3].pack('C3')
#### pack_s_S_l_L
p [-2].pack('s>')
p [-2].pack('s<')
p [65535].pack('S>')
p [-1].pack('l>')
p [1].pack('L<')
#### pack_q_Q
p [1].pack('Q>')
p [-1].pack('q>')
p [2**63].pack('Q>')
p [1700000000000].pack('Q>').unpack1('H*')
#### pack_a_A_Z
p ['abc'].pack('a5')
p ['abc'].pack('A5')
p ['abc'].pack('Z5')
p ['abcdef'].pack('a3')
p ['abc'].pack('a*')
p ['abc'].pack('Z*')
#### pack_H_h
p ['616263'].pack('H*')
p ['1626'].pack('h*')
p ['abc'].pack('H*') rescue p $!
p ['4'].pack('H')
#### pack_m_base64
p ['hello world'].pack('m')
p ['hello world'].pack('m0')
p 'aGVsbG8gd29ybGQ='.unpack1('m')
p ['x' * 60].pack('m')
#### pack_U
p [9731, 97].pack('U*')
p 'é☃'.unpack('U*')
#### unpack_N_n
p "\x00\x00\x00\x01".unpack1('N')
p "\x00\x01\x00\x02".unpack('n*')
p "\xff\xff\xff\xff".unpack1('N')
p "\x00\x00\x01".unpack('N')
#### unpack_C_c
p "\xff\x01".unpack('C*')
p "\xff\x01".unpack('c*')
p 'AB'.unpack('C2')
#### unpack_signed_big
p "\xff\xfe".unpack1('s>')
p "\xff\xff\xff\xff\xff\xff\xff\xff".unpack1('q>')
p "\xff\xff\xff\xff\xff\xff\xff\xff".unpack1('Q>')
p "\x00\x00\x01\x8b\xcf\xe5\x68\x00".unpack1('Q>')
#### unpack_H_a_A_Z
p 'abc'.unpack1('H*')
p 'abc'.unpack1('h*')
p "ab\x00 ".unpack('a4')
p "ab\x00 ".unpack('A4')
p "ab\x00cd".unpack('Z*')
#### pack_mixed_rowkey
key = ['user', 42, 1700000000].pack('a4Nq>')
p key
p key.bytesize
p key.unpack('a4Nq>')
#### pack_errors_too_few
[1].pack('NN')
#### pack_type_error
['a'].pack('N')
#### unpack_short_input
p "\x01".unpack('N')
p "\x01\x02".unpack('n2')
#### pack_big_endian_sort_order
keys = [1, 256, 2, 65536].map { |i| [i].pack('N') }
p keys.sort.map { |k| k.unpack1('N') }
#### pack_little_vs_big_bytes
p [1].pack('L>').bytes, [1].pack('L<').bytes, [1].pack('l').bytes.size
#### pack_hex_rowkey_print
k = [0xdead, 0xbeef].pack('nn')
p k
puts k.unpack1('H*')
puts k.bytes.map { |b| '\\x%02X' % b }.join
#### unpack_m_roundtrip
s = "\x00\x01binary\xff".b
enc = [s].pack('m0')
p enc
p enc.unpack1('m') == s
#### pack_encoding
p [1].pack('N').encoding
p ['a'].pack('a').encoding
p [97].pack('U').encoding
#### pack_float_like_skip
p [1, 2].pack('Cx2C')
p "\x01\x00\x00\x02".unpack('Cx2C')
#### unpack1_vs_unpack
p "\x00\x05".unpack1('n'), "\x00\x05".unpack('n')
#### pack_negative_unsigned_wrap
p [-1].pack('N')
p [-1].pack('n')
p [-1].pack('C')
#### pack_salt_byte_prefix
id = 12345
salt = id % 16
p [salt].pack('C') + [id].pack('N')
#### bytes_to_hex_and_back
b = [1, 2, 254].pack('C*')
hex = b.unpack1('H*')
p hex
p [hex].pack('H*') == b
#### pack_w_ber
p [300].pack('w') rescue p $!
#### unpack_q_little
p [1, -1].pack('q<q<').unpack('q<*')
