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
#### user_class_named_like_java_client
class Scan
  def initialize(start_row); @start_row = start_row; end
  def to_s; "scan from #{@start_row}"; end
end
puts Scan.new('r1')
#### to_s_override_in_join_and_interpolation
class RowKey
  def initialize(id); @id = id; end
  def to_s; format('row-%05d', @id); end
end
keys = [RowKey.new(7), RowKey.new(42)]
puts keys.join(',')
puts "first: #{keys.first}"
puts keys
#### inspect_override_in_p_and_collections
class Cell
  def initialize(v); @v = v; end
  def inspect; "Cell(#{@v})"; end
end
p Cell.new(1)
p [Cell.new(2)]
p({ 'k' => Cell.new(3) })
#### module_comparison_operators
class Base; end
class Child < Base; end
p Child < Base, Child <= Child, Base > Child, Base >= Base
p Base < Child, Child < String
p Child <=> Base, Base <=> Child, Child <=> String
p Integer < Numeric, Comparable > Integer
#### class_ancestors_and_superclass
module Greeter; def hi; 'hi'; end; end
class Person; include Greeter; end
class Admin < Person; end
p Admin.ancestors.take(4)
p Admin.superclass, Admin.superclass.superclass
p Admin.include?(Greeter), Admin.new.hi
#### instance_methods_false_and_visibility_lists
class Acct2
  def deposit; end
  def balance; end
  protected
  def peek; end
  private
  def secret; end
end
p Acct2.instance_methods(false).sort
p Acct2.public_instance_methods(false).sort
p Acct2.private_instance_methods(false)
p Acct2.protected_instance_methods(false)
p Acct2.public_method_defined?(:deposit), Acct2.private_method_defined?(:secret)
p Acct2.method_defined?(:secret), Acct2.method_defined?(:peek)
#### private_method_error_text
class Vault
  def open; code; end
  private
  def code; 1234; end
end
p Vault.new.open
begin
  Vault.new.code
rescue NoMethodError => e
  puts e.message
end
#### private_with_symbol_arguments
class Cfg
  def a; 1; end
  def b; 2; end
  private :a, :b
  def both; a + b; end
end
p Cfg.new.both
p Cfg.new.respond_to?(:a), Cfg.new.respond_to?(:a, true)
Cfg.new.b
#### public_reopens_private
class Pv
  private
  def x; 1; end
  public
  def y; x + 1; end
end
p Pv.new.y
Pv.new.x
#### private_self_call_setter
class Setter
  def set(v); self.val = v; @val; end
  private
  attr_writer :val
end
p Setter.new.set(3)
#### protected_compare_same_class
class Money
  def initialize(c); @cents = c; end
  def ==(o); o.is_a?(Money) && cents == o.cents; end
  protected
  def cents; @cents; end
end
p Money.new(5) == Money.new(5), Money.new(5) == Money.new(6)
Money.new(1).cents
#### singleton_methods_on_object
o = Object.new
def o.greet; 'hello'; end
o.define_singleton_method(:bye) { 'bye' }
p o.greet, o.bye
p o.singleton_methods.sort
class << o
  def third; 3; end
end
p o.third
#### class_methods_via_class_self
class Counter
  class << self
    def make; new; end
    attr_accessor :made
  end
  self.made = 0
  def initialize; self.class.made += 1; end
end
Counter.make; Counter.new
p Counter.made
p Counter.singleton_methods.include?(:make)
#### define_method_with_args_and_block
class Dyn
  %w[get put delete].each do |verb|
    define_method("#{verb}_row") { |row, cf = 'cf'| "#{verb} #{row} #{cf}" }
  end
  define_method(:twice) { |&b| [b.call, b.call] }
end
d = Dyn.new
p d.get_row('r1'), d.delete_row('r2', 'x')
p d.twice { 7 }
p Dyn.instance_methods(false).sort
#### method_missing_and_respond_to_missing
class Ghost
  def method_missing(name, *args)
    if name.to_s.start_with?('get_')
      "got #{name.to_s.sub('get_', '')} #{args.inspect}"
    else
      super
    end
  end
  def respond_to_missing?(name, include_private = false)
    name.to_s.start_with?('get_') || super
  end
end
g = Ghost.new
p g.get_row(1)
p g.respond_to?(:get_x), g.respond_to?(:put_x)
g.put_x
#### super_without_args_passes_same_args
class Parent
  def greet(name, punct = '!'); "Hello #{name}#{punct}"; end
end
class Kid < Parent
  def greet(name, punct = '?')
    super + ' (kid)'
  end
end
p Kid.new.greet('Ann')
p Kid.new.greet('Bo', '.')
#### super_with_explicit_and_empty_parens
class P2
  def initialize(*args); @args = args; end
  attr_reader :args
end
class C2 < P2
  def initialize(a, b)
    super()
  end
end
class C3 < P2
  def initialize(a, b)
    super(b)
  end
end
p C2.new(1, 2).args, C3.new(1, 2).args
#### super_in_module_chain
module Loud
  def speak; super.upcase + '!'; end
end
class Animal2
  def speak; 'meow'; end
end
class Cat < Animal2
  include Loud
  def speak; super + '~'; end
end
p Cat.new.speak
p Cat.ancestors.take(3)
#### include_order_last_wins
module A1; def who; 'A1'; end; end
module B1; def who; 'B1'; end; end
class Both
  include A1
  include B1
end
p Both.new.who
p Both.ancestors.take(3)
#### extend_object_with_module
module Tagged
  def tag; "tag:#{self}"; end
end
s = Object.new
s.extend(Tagged)
p s.is_a?(Tagged), s.singleton_class.include?(Tagged)
p s.tag.start_with?('tag:#<Object')
#### alias_method_keeps_old_body
class Greeter2
  def hello; 'hello'; end
  alias_method :old_hello, :hello
  def hello; old_hello + ' world'; end
end
p Greeter2.new.hello
p Greeter2.instance_method(:old_hello).name
#### class_new_with_parent_and_block
Base3 = Class.new(StandardError) do
  def message; 'base3 failed'; end
end
begin
  raise Base3
rescue StandardError => e
  p e.class, e.message, e.is_a?(StandardError)
end
p Class.new.new.class.name
#### module_new_and_module_function
Util = Module.new do
  def self.pad(x); x.to_s.rjust(3, '0'); end
end
p Util.pad(7)
module Helpers
  module_function
  def salt(k); (k.sum % 10).to_s + k; end
end
p Helpers.salt('row1')
#### module_case_equality
p Integer === 3, Numeric === 3.0, String === :s, Comparable === 'x'
case [1]
when Hash then p :hash
when Enumerable then p :enumerable
end
#### instance_variables_and_defined
class Pt3
  def initialize; @x = 1; @y = nil; end
end
pt = Pt3.new
p pt.instance_variables
p pt.instance_variable_defined?(:@y), pt.instance_variable_defined?(:@z)
p pt.instance_variable_get(:@x)
pt.instance_variable_set(:@z, 3)
p pt.instance_variables
#### equal_eql_hash_override_in_hash_and_uniq
class Coord
  attr_reader :x, :y
  def initialize(x, y); @x, @y = x, y; end
  def ==(o); o.class == self.class && [x, y] == [o.x, o.y]; end
  alias_method :eql?, :==
  def hash; [x, y].hash; end
end
h = {}
h[Coord.new(1, 2)] = 'a'
h[Coord.new(1, 2)] = 'b'
p h.size, h[Coord.new(1, 2)]
p [Coord.new(0, 0), Coord.new(0, 0)].uniq.size
p [Coord.new(3, 4)].include?(Coord.new(3, 4))
p Coord.new(1, 1).equal?(Coord.new(1, 1))
#### freeze_dup_clone
class Box; attr_accessor :v; end
b = Box.new
b.v = 1
b.freeze
p b.frozen?, b.dup.frozen?, b.clone.frozen?, b.clone(freeze: false).frozen?
begin
  b.v = 2
rescue => e
  p e.class
  puts e.message.sub(/0x\h+/, '0x0')
end
#### struct_keyword_init_inspect
Opts = Struct.new(:host, :port, keyword_init: true)
o = Opts.new(host: 'zk', port: 2181)
p o
p o.port, o.to_h
#### struct_methods_and_equality
Row = Struct.new(:key, :value) do
  def to_s; "#{key}=#{value}"; end
end
r = Row.new('r1', 'v1')
puts r
p r == Row.new('r1', 'v1'), r.to_a, Row.members
r.value = 'v2'
p r, r[0], r[:value]
#### comparable_clamp_between
class Ver
  include Comparable
  attr_reader :n
  def initialize(n); @n = n; end
  def <=>(o); n <=> o.n; end
  def inspect; "v#{n}"; end
end
p Ver.new(3).between?(Ver.new(1), Ver.new(5))
p Ver.new(9).clamp(Ver.new(1), Ver.new(5))
p [Ver.new(2), Ver.new(1)].sort, [Ver.new(2), Ver.new(1)].min
p Ver.new(1) == Ver.new(1)
#### to_s_used_by_puts_print_interpolation
class Tbl
  def to_s; 'tbl'; end
end
t = Tbl.new
puts t
print t, "\n"
puts "t=#{t}"
puts 'x' + t.to_s
p "#{t}".length
#### object_inspect_default_and_nested
class Inner; def initialize; @a = [1, 'x']; end; end
class Outer; def initialize; @in = Inner.new; @h = { k: :v }; end; end
s = Outer.new.inspect
puts s.gsub(/0x\h+/, '0x0')
#### attr_return_values
class Rec
  p(attr_accessor :a, :b)
  p(attr_reader :c)
  p(def m; end)
  p(private :m)
end
#### singleton_class_pattern_private_new
class Conn
  @@count = 0
  LIMIT = 3
  private_class_method :new
  def self.instance; @inst ||= new; end
  def initialize; @@count += 1; end
  def self.count; @@count; end
  def limit; self.class::LIMIT; end
end
p Conn.instance.equal?(Conn.instance), Conn.count
p Conn.instance.limit
p Conn.class_variable_get('@@count'), Conn.class_variables
p Conn.instance_variable_get('@inst').class
Conn.new
#### define_method_checks_arity
class Dm
  define_method(:one) { |a| a }
end
p Dm.new.one(1)
begin
  Dm.new.one(1, 2)
rescue ArgumentError => e
  puts e.message
end
Dm.new.one
#### private_setter_only_through_self
class Pv2
  attr_accessor :x
  private :x=
  def set(v); self.x = v; self; end
end
p Pv2.new.set(4).x
Pv2.new.x = 5
#### included_hook_extends_class
module Countable
  def self.included(base); base.extend(ClassMethods); end
  module ClassMethods
    def counted?; true; end
  end
end
class Widget; include Countable; end
p Widget.counted?, Widget.singleton_class.include?(Countable::ClassMethods)
#### private_helpers_in_template_method
class Base9
  def template; "#{prefix}-#{body}"; end
  private
  def prefix; 'b'; end
end
class Impl < Base9
  private
  def body; 'impl'; end
end
p Impl.new.template
p Impl.private_instance_methods(false), Impl.private_method_defined?(:prefix)
#### singleton_methods_on_string_and_array
s = 'abc'
def s.shout; upcase + '!'; end
p s.shout, s.singleton_methods
p 'abc'.respond_to?(:shout), s.respond_to?(:shout)
a = [1, 2]
a.define_singleton_method(:total) { sum }
p a.total
begin
  n = 5
  def n.bad; end
rescue TypeError => e
  p e.message
end
