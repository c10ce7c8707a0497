# Scopes by Ruby's rules: top level, def, blocks, procs and lambdas, define_method, class
# bodies; what is visible where and what leaks.

#### block_sees_outer
x = 5
[1].each { x += 1 }
p x
#### block_new_local_gone
[1, 2].each { |i| inner = i * 2 }
p defined?(inner)
#### block_new_local_nameerror
[1].each { |i| made_inside = i }
made_inside
#### block_param_does_not_clobber
i = 100
[1, 2, 3].each { |i| }
p i
#### block_var_assigned_before_visible
total = nil
[1, 2].each { |v| total = (total || 0) + v }
p total
#### nested_blocks_share
acc = []
[1, 2].each { |a| [10, 20].each { |b| acc << a + b } }
p acc
#### def_no_outer_locals
secret = 1
def peek_oracle
  defined?(secret) ? 'sees' : 'blind'
end
p peek_oracle
#### def_locals_gone_after
def make_local
  inside_def = 5
end
make_local
p defined?(inside_def)
#### def_params_shadow_outer
n = 'outer'
def echo_n(n)
  n * 2
end
p echo_n(3), n
#### lambda_closure_captures_binding
counter = 0
inc = -> { counter += 1 }
3.times { inc.call }
p counter
#### closures_independent
def counter_pair
  c = 0
  [-> { c += 1 }, -> { c }]
end
inc, getter = counter_pair
inc.call
inc.call
p getter.call
inc2, get2 = counter_pair
p get2.call
#### proc_in_loop_captures_each
procs = (1..3).map { |i| -> { i * 10 } }
p procs.map(&:call)
#### for_loop_shares_variable
procs = []
for i in 1..3
  procs << -> { i }
end
p procs.map(&:call)
#### while_body_no_new_scope
while true
  made_in_while = 42
  break
end
p made_in_while
#### if_body_no_new_scope
if true
  made_in_if = 'yes'
end
p made_in_if
#### if_false_declares_nil
if false
  never_assigned = 1
end
p never_assigned
#### define_method_closure
prefix = 'row_'
Klass2 = Class.new do
  define_method(:key) { |i| prefix + i.to_s }
end
p Klass2.new.key(5)
#### class_body_no_outer_locals
outer_v = 1
class ScopeProbe
  p defined?(outer_v)
end
#### class_body_own_locals
class Scoped2
  local_in_class = 5
  p local_in_class
end
p defined?(local_in_class)
#### instance_vars_per_object
class Box1
  def set(v); @v = v; end
  def get; @v; end
end
a = Box1.new
b = Box1.new
a.set(1)
p a.get, b.get
#### top_level_ivar_shared_with_def
@shared = 'top'
def read_shared; @shared; end
p read_shared
#### global_visible_everywhere
$g_oracle_scope = 7
def gread; $g_oracle_scope; end
p gread, [1].map { $g_oracle_scope }
#### constant_visible_in_def_and_block
K_SCOPE = 3
def kread; K_SCOPE; end
p kread, [1].map { K_SCOPE }
#### constant_reassign_warning
C_RE = 1
C_RE = 2
p C_RE
#### constant_in_method_body_error
def set_const
  eval('X_IN = 1')
end
p set_const
#### block_local_semicolon
y = 10
[1].each { |x; y| y = x }
p y
#### method_local_recursion_independent
def depth(n)
  local = n
  depth(n - 1) if n > 0
  local
end
p depth(3)
#### binding_local_variable_get
a = 1
b = binding
p b.local_variable_get(:a)
p b.local_variable_defined?(:zz)
#### local_variables_list
alpha = 1
beta = 2
p local_variables.include?(:alpha), local_variables.include?(:beta)
#### yield_block_sees_caller_locals
def call_it
  yield
end
v = 'caller'
p call_it { v.upcase }
#### proc_return_value_outer_var
res = nil
pr = proc { res = 'set by proc' }
pr.call
p res
#### lambda_params_shadow
z = 1
l = ->(z) { z * 100 }
p l.call(2), z
#### instance_eval_self
o = Object.new
o.instance_variable_set(:@n, 9)
p o.instance_eval { @n }
#### self_in_block_at_top
r = [1].map { self.class }
p r
#### instance_eval_changes_self
class Conf3; def initialize; @name = 'hb'; end; end
c = Conf3.new
p c.instance_eval { @name }
p c.instance_eval { self.class }
c.instance_eval { @name = 'changed' }
p c.instance_variable_get(:@name)
p 'abc'.instance_eval { size }
#### instance_exec_with_args
o = Object.new
o.instance_variable_set(:@base, 10)
p o.instance_exec(5) { |x| @base + x }
#### class_eval_defines_methods
class Plain; end
Plain.class_eval do
  def hello; 'hi'; end
  attr_accessor :z
end
pl = Plain.new
pl.z = 3
p pl.hello, pl.z
String.class_eval { def shout_oracle; upcase + '!'; end }
p 'x'.shout_oracle
#### constant_lookup_nested
module Outer1
  LIMIT = 5
  class Inner1
    def limit; LIMIT; end
  end
end
p Outer1::Inner1.new.limit
p Outer1::LIMIT
begin
  Outer1::Missing
rescue NameError => e
  puts e.message
end
#### constant_in_method_body_of_receiver
TABLE = 'users'
def table_name; TABLE; end
p table_name
class Rep; def t; TABLE; end; end
p Rep.new.t
#### uninitialized_constant_nested_path
begin
  Nope::Deeper
rescue NameError => e
  puts e.message
  p e.name
end
#### binding_locals
def make_binding
  secret = 42
  binding
end
b = make_binding
p b.local_variable_get(:secret)
p b.local_variable_defined?(:secret), b.local_variable_defined?(:other)
b.local_variable_set(:secret, 7)
p b.local_variable_get(:secret)
p b.local_variables
p b.receiver.class
#### define_method_closure_captures
class Counters
  count = 0
  define_method(:bump) { count += 1 }
end
c = Counters.new
c.bump; c.bump
p c.bump
#### self_in_class_and_method
class Me
  p self
  def who; self.class; end
  def self.cls; self; end
end
p Me.new.who, Me.cls
