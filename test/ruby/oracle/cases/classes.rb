# User classes and modules as the HBase shell defines them (inside HBaseReceiver, so a class
# `Foo` is HBaseReceiver::Foo): initialize, instance variables, attr_accessor, self, to_s,
# inheritance and super, modules and include, Comparable, Struct, class methods, constants.

#### class_basic
class Row
  def initialize(key)
    @key = key
  end
  def key
    @key
  end
end
r = Row.new('r1')
p r.key
#### class_name_in_receiver
class Cell; end
p Cell
p Cell.name
puts Cell.new.class
#### attr_accessor
class Put
  attr_accessor :row, :value
  attr_reader :family
  def initialize(row)
    @row = row
    @family = 'cf'
  end
end
pu = Put.new('r1')
pu.value = 'v1'
p [pu.row, pu.value, pu.family]
p pu.respond_to?(:family=)
#### attr_writer_returns
class W
  attr_writer :v
  def v_val; @v; end
end
w = W.new
p(w.v = 5)
p w.v_val
#### to_s_and_inspect
class Key
  def initialize(k); @k = k; end
  def to_s; "Key(#{@k})"; end
end
k = Key.new('a')
puts k
puts "key is #{k}"
#### custom_inspect
class Pt
  def initialize(x, y); @x, @y = x, y; end
  def inspect; "#<Pt #{@x},#{@y}>"; end
end
p Pt.new(1, 2)
p [Pt.new(3, 4)]
#### self_in_method
class Chain
  def initialize; @items = []; end
  def add(x)
    @items << x
    self
  end
  def items; @items; end
end
p Chain.new.add(1).add(2).items
#### class_method_self
class Salt
  BUCKETS = 4
  def self.bucket(key)
    key.sum % BUCKETS
  end
end
p Salt.bucket('row1')
p Salt::BUCKETS
#### class_method_class_self_block
class Util
  class << self
    def pad(n)
      n.to_s.rjust(4, '0')
    end
  end
end
p Util.pad(42)
#### inheritance_super
class Base
  def initialize(name); @name = name; end
  def describe; "base #{@name}"; end
end
class Child < Base
  def initialize(name, extra)
    super(name)
    @extra = extra
  end
  def describe
    super + " with #{@extra}"
  end
end
p Child.new('c', 'x').describe
p Child.superclass
p Child.ancestors.first(2)
#### super_implicit_args
class A1
  def greet(name); "hello #{name}"; end
end
class B1 < A1
  def greet(name); super.upcase; end
end
p B1.new.greet('bob')
#### is_a_kind_of_instance_of
class Animal; end
class Dog < Animal; end
d = Dog.new
p d.is_a?(Animal), d.kind_of?(Dog), d.instance_of?(Animal)
p Dog < Animal, Animal <= Dog
#### instance_variables_default_nil
class Lazy
  def val; @val; end
end
p Lazy.new.val
#### instance_variable_get_set
class Bag; end
b = Bag.new
b.instance_variable_set(:@x, 10)
p b.instance_variable_get(:@x)
p b.instance_variables
#### module_mixin
module Loud
  def shout; to_s.upcase + '!'; end
end
class Word
  include Loud
  def initialize(w); @w = w; end
  def to_s; @w; end
end
p Word.new('hey').shout
p Word.include?(Loud)
#### module_functions
module KeyUtil
  def self.reverse_key(k)
    k.reverse
  end
  PREFIX = 'u'
end
p KeyUtil.reverse_key('abc')
p KeyUtil::PREFIX
#### module_function_kw
module M2
  module_function
  def twice(x); x * 2; end
end
p M2.twice(21)
#### comparable
class Version
  include Comparable
  attr_reader :n
  def initialize(n); @n = n; end
  def <=>(o); n <=> o.n; end
  def to_s; "v#{n}"; end
end
a, b = Version.new(1), Version.new(2)
p a < b, a == Version.new(1), a.between?(a, b)
puts [b, a].sort.join(' ')
puts [a, b].max
p Version.new(5).clamp(a, b).n
#### struct_basic
Point = Struct.new(:x, :y)
pt = Point.new(1, 2)
p pt.x, pt.y
pt.x = 10
p pt.to_a
p pt
#### struct_keyword_and_methods
Cell2 = Struct.new(:row, :col, :val) do
  def key; "#{row}/#{col}"; end
end
c = Cell2.new('r1', 'cf:a', 'v')
p c.key
p c == Cell2.new('r1', 'cf:a', 'v')
p c.to_h
p c.members
#### struct_missing_args
S3 = Struct.new(:a, :b)
p S3.new(1)
S3.new(1, 2, 3)
#### struct_each_and_index
P3 = Struct.new(:a, :b)
s = P3.new(5, 6)
p s[0], s[:b], s['a']
s.each { |v| print v }
puts
#### equality_default
class Plain; end
a = Plain.new
p a == a, a == Plain.new
#### custom_equality_hash
class K2
  attr_reader :v
  def initialize(v); @v = v; end
  def ==(o); o.is_a?(K2) && v == o.v; end
  alias eql? ==
  def hash; v.hash; end
end
h = { K2.new(1) => 'one' }
p h[K2.new(1)]
p [K2.new(1), K2.new(1)].uniq.size
#### each_and_enumerable
class Rows
  include Enumerable
  def initialize(*r); @r = r; end
  def each
    @r.each { |x| yield x }
  end
end
rs = Rows.new(3, 1, 2)
p rs.sort, rs.map { |x| x * 2 }, rs.include?(2), rs.min, rs.to_a
p rs.select(&:odd?)
#### class_constant_lookup
class Conf
  TABLE = 'users'
  def table; TABLE; end
end
p Conf.new.table
p Conf::TABLE
#### reopen_class
class Counter2
  def initialize; @n = 0; end
end
class Counter2
  def inc; @n += 1; end
end
c = Counter2.new
c.inc
p c.inc
#### method_missing_defined
class Ghost2
  def method_missing(name, *args)
    "ghost #{name} #{args.inspect}"
  end
end
p Ghost2.new.anything(1, 2)
#### undefined_method_on_user_object
class Empty1; end
Empty1.new.nothing_here
#### new_wrong_args
class One
  def initialize(a); end
end
One.new
#### class_variables
class Tally
  @@count = 0
  def self.add; @@count += 1; end
  def self.count; @@count; end
end
Tally.add
Tally.add
p Tally.count
#### class_instance_variable
class Registry
  @items = []
  class << self
    attr_reader :items
  end
  def self.register(x); @items << x; end
end
Registry.register(:a)
p Registry.items
#### to_s_default_format_class
class Named; end
p Named.to_s
p Named.new.class.to_s
#### freeze_object
class Frz
  attr_accessor :a
end
f = Frz.new
f.freeze
p f.frozen?
f.a = 1
#### object_methods
o = Object.new
p o.class
p o.is_a?(BasicObject)
p o.nil?
p o.frozen?
#### singleton_method_on_string
s = 'abc'
def s.shout
  upcase
end
p s.shout
#### protected_and_private
class Acct
  def initialize(b); @b = b; end
  def >(o); b > o.b; end
  protected
  def b; @b; end
end
p Acct.new(5) > Acct.new(3)
Acct.new(1).b
#### class_reopen_string_in_receiver
class String
  def shout; upcase; end
end
'abc'.shout
#### reopen_core_with_colons
class ::Integer
  def doubled_oracle; self * 2; end
end
p 21.doubled_oracle
#### instance_of_class
p 5.class, 5.0.class, 'a'.class, :a.class, nil.class, true.class, (1..2).class, [].class, {}.class
p 5.class.ancestors.include?(Comparable)
p Integer === 5
#### superclass_chain
p Integer.superclass, Float.superclass, Numeric.superclass
p StandardError.superclass, RuntimeError.superclass, NoMethodError.superclass
#### exception_subclass_message
class AppError < StandardError
  def initialize(table)
    super("table #{table} is broken")
  end
end
begin
  raise AppError.new('t1')
rescue AppError => e
  p e.message
  p e.class
end
#### exception_custom_message_method
class CodeError < StandardError
  def message; 'custom message'; end
end
begin
  raise CodeError
rescue => e
  p e.message
end
#### instance_variable_in_top_level
@top = 5
def read_top; @top; end
p read_top
#### self_at_top
p self.class
puts self.class.name
#### define_class_with_Class_new
Klass = Class.new do
  def hi; 'hi from anon'; end
end
p Klass.new.hi
p Klass.name
#### struct_keyword_init
KS = Struct.new(:a, :b, keyword_init: true)
p KS.new(a: 1, b: 2).to_h
#### ostruct_like_hash_access
Conf2 = Struct.new(:host, :port)
c = Conf2.new('localhost', 2181)
puts "#{c.host}:#{c.port}"
