import { describe, expect, it } from 'vitest';
import { statements } from '../../src/grammar/parse.js';
import { Evaluator, type EvalHost } from '../../src/shell/evaluator.js';
import { ShellError, ExitRequest } from '../../src/errors.js';
import { TableRef, type Value } from '../../src/ruby/values.js';
import { inspect } from '../../src/ruby/inspect.js';

const COMMANDS = ['put', 'get', 'scan', 'list', 'get_table', 'count'];

function harness() {
  const calls: string[] = [];
  const warnings: string[] = [];
  const printed: string[] = [];
  let now = 1000n;
  const host: EvalHost = {
    isCommand: (n) => COMMANDS.includes(n),
    commandNames: () => COMMANDS,
    async callCommand(name, args) {
      calls.push(`${name} ${args.map(inspect).join(', ')}`);
      if (name === 'get_table') return new TableRef((args[0] as Buffer).toString());
      return null;
    },
    async callTableMethod(ref, method, args) {
      calls.push(`${ref.name}.${method} ${args.map(inspect).join(', ')}`);
      return null;
    },
    warn: (t) => warnings.push(t),
    print: async (t) => {
      printed.push(t);
    },
    now: () => now++,
    sleep: async (ms) => {
      now += BigInt(ms);
    },
  };
  const evaluator = new Evaluator(host);
  async function run(source: string): Promise<Value> {
    let last: Value = null;
    for (const chunk of statements(source)) {
      if (chunk.kind !== 'ok') throw chunk.kind === 'error' ? chunk.error : new Error('incomplete');
      last = await evaluator.evaluate(chunk.stmt);
    }
    return last;
  }
  return { run, calls, warnings, printed, evaluator };
}

async function value(source: string): Promise<string> {
  return inspect(await harness().run(source));
}

async function error(source: string): Promise<string> {
  try {
    await harness().run(source);
  } catch (e) {
    expect(e).toBeInstanceOf(ShellError);
    return (e as ShellError).message;
  }
  throw new Error('expected an error');
}

describe('evaluator: values and arithmetic', () => {
  it.each([
    ['10', '10'],
    ['x = 10', '10'],
    ['x = 10; x * 2 + 1', '21'],
    ['7 / 2', '3'],
    ['-7 / 2', '-4'],
    ['-7 % 3', '2'],
    ['7 % -3', '-2'],
    ["'a' + 'b'", '"ab"'],
    ["'ab' * 3", '"ababab"'],
    ['Long::MAX_VALUE', '9223372036854775807'],
    ['Long::MAX_VALUE - 1700000000000', '9223370336854775807'],
    ['9223372036854775807 + 1', '9223372036854775808'],
    ['1_000 + 0x1F', '1031'],
    ['1.5 * 2', '3.0'],
    ['"%05d" % 42', '"00042"'],
    ["42.to_s.rjust(6, '0')", '"000042"'],
    ["'12'.to_i + 1", '13'],
    ['String(5)', '"5"'],
    ['i = 3; "row#{i}"', '"row3"'],
    ['"r#{1 + 2}-#{\'x\'}"', '"r3-x"'],
    ['(1..3).to_a', '[1, 2, 3]'],
    ['(1...3).to_a', '[1, 2]'],
    ['NAME', '"NAME"'],
    ['STARTKEY', '"STARTROW"'],
    ['ENDROW', '"STOPROW"'],
    ['[1, [2, nil]]', '[1, [2, nil]]'],
    ["{NAME => 'f1', VERSIONS => 5}", '{"NAME"=>"f1", "VERSIONS"=>5}'],
    ['"\\xef\\xff"', '"\\xEF\\xFF"'],
    ['Bytes.toBytes(1)', '"\\x00\\x00\\x00\\x00\\x00\\x00\\x00\\x01"'],
  ])('%s => %s', async (source, expected) => {
    expect(await value(source)).toBe(expected);
  });

  it.each([
    ["'a' + 1", 'no implicit conversion of Integer into String'],
    ["1 + 'a'", "String can't be coerced into Integer"],
    ['1 / 0', 'divided by 0'],
    ['VERSION', 'uninitialized constant VERSION\nDid you mean?  VERSIONS'],
    ['lsit', "undefined local variable or method `lsit' for main:Object\nDid you mean?  list"],
    ["scna 't1'", "undefined method `scna' for main:Object\nDid you mean?  scan"],
    ['lsit()', "undefined method `lsit' for main:Object\nDid you mean?  list"],
    ["HTable.new('t1')", "HTable.new: hsh does not run Java; use the shell's commands and FILTER strings instead"],
  ])('%s fails: %s', async (source, message) => {
    expect(await error(source)).toBe(message);
  });

  it('refuses the Java filter objects it does not make (FILTER takes ColumnPaginationFilter.new & co.), naming the construct', async () => {
    expect(await error('scan \'t\', {FILTER => org.apache.hadoop.hbase.filter.RandomRowFilter.new(0.5)}')).toMatch(
      /^org\.apache\.hadoop\.hbase\.filter\.RandomRowFilter\.new: hsh does not run Java/,
    );
  });
});

describe('evaluator: commands, loops and table references', () => {
  it('runs a for loop with interpolated row keys; integers pass as integers', async () => {
    const h = harness();
    expect(inspect(await h.run("for i in 1..3 do put 't', \"row#{i}\", 'f:c', i end"))).toBe('1..3');
    expect(h.calls).toEqual(['put "t", "row1", "f:c", 1', 'put "t", "row2", "f:c", 2', 'put "t", "row3", "f:c", 3']);
  });

  it('runs each/times/step blocks', async () => {
    const h = harness();
    await h.run("(1..2).each do |i| put 't', i, 'f:c', 'v' end");
    await h.run("2.times { |i| put 't', \"x#{i}\", 'f:c', 'v' }");
    await h.run("(0..10).step(5) do |i| put 't', i, 'f:c', 'v' end");
    expect(h.calls).toEqual([
      'put "t", 1, "f:c", "v"',
      'put "t", 2, "f:c", "v"',
      'put "t", "x0", "f:c", "v"',
      'put "t", "x1", "f:c", "v"',
      'put "t", 0, "f:c", "v"',
      'put "t", 5, "f:c", "v"',
      'put "t", 10, "f:c", "v"',
    ]);
  });

  it('routes table reference methods with their arguments', async () => {
    const h = harness();
    await h.run("t = get_table 't1'\nt.put 'r', 'f:c', 'v'\nt.scan LIMIT => 1");
    expect(h.calls).toEqual(['get_table "t1"', 't1.put "r", "f:c", "v"', 't1.scan {"LIMIT"=>1}']);
  });

  it('refuses to shadow a command and keeps it a command', async () => {
    const h = harness();
    expect(await h.run('list = 10')).toBe(null);
    expect(h.warnings).toEqual(["WARN: 'list' is a reserved HBase command. Local variable assignment ignored."]);
    await h.run('list');
    expect(h.calls).toEqual(['list ']);
  });

  it('exit unwinds with its status', async () => {
    await expect(harness().run('exit 3')).rejects.toSatisfy((e: unknown) => e instanceof ExitRequest && e.status === 3);
  });

  it('Time.now reads the shell clock; sleep advances it', async () => {
    const h = harness();
    expect(inspect(await h.run('Time.now.to_i'))).toBe('1');
    expect(inspect(await h.run('sleep 2; Time.now.to_i'))).toBe('3');
  });

  it('a Time shows as Ruby 2.6 (HBase 2.6\'s JRuby) shows it: to_s and inspect are `%Y-%m-%d %H:%M:%S %z`', async () => {
    const h = harness();
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      expect(inspect(await h.run('Time.now'))).toBe('1970-01-01 00:00:01 +0000');
      expect(inspect(await h.run('"at #{Time.now}"'))).toBe('"at 1970-01-01 00:00:01 +0000"');
      process.env.TZ = 'America/New_York';
      expect(inspect(await h.run('Time.now'))).toBe('1969-12-31 19:00:01 -0500');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('evaluator: Ruby details lab scripts rely on', () => {
  it('spreads one yielded array over several block parameters, and not over one', async () => {
    const h = harness();
    await h.run(`[[1, 'a'], [2, 'b']].each do |n, t| puts "n=#{n} t=#{t}" end`);
    await h.run(`[[1, 'a']].each { |x| puts x.to_s }`);
    expect(h.printed).toEqual(['n=1 t=a', 'n=2 t=b', '[1, "a"]']);
  });

  it('TRUE, FALSE and NIL are the deprecated Ruby 2 constants, with its warning', async () => {
    const h = harness();
    expect(inspect(await h.run('[TRUE, FALSE, NIL]'))).toBe('[true, false, nil]');
    expect(h.warnings).toEqual(['warning: constant ::TRUE is deprecated', 'warning: constant ::FALSE is deprecated', 'warning: constant ::NIL is deprecated']);
  });

  it('String#* and Array#* repeat; a product beyond a long or this process is an error, not a crash', async () => {
    const h = harness();
    expect(inspect(await h.run("'ab' * 3"))).toBe('"ababab"');
    expect(inspect(await h.run("'' * 5"))).toBe('""');
    expect(inspect(await h.run('[1, 2] * 2'))).toBe('[1, 2, 1, 2]');
    expect(inspect(await h.run("('a' * 1000000).length"))).toBe('1000000');
    const fails = async (source: string, message: string, rubyClass: string) => {
      await expect(h.run(source)).rejects.toSatisfy((e: unknown) => e instanceof ShellError && e.message === message && e.rubyClass === rubyClass);
    };
    await fails("'x' * 100000000000000000000", 'argument too big', 'ArgumentError');
    await fails("'x' * 10000000000", 'failed to allocate memory', 'NoMemoryError');
    await fails('[1] * 1000000000', 'failed to allocate memory', 'NoMemoryError');
    // hsh's bound, 16 MiB (README, Where hsh chooses): above the largest cell, below a second of work
    // (bytesize: String#length splits the 16 Mi characters one by one, many seconds here)
    expect(inspect(await h.run("('ab' * 8388608).bytesize"))).toBe('16777216');
    await fails("'ab' * 8388609", 'failed to allocate memory', 'NoMemoryError');
    await fails('[1] * -1', 'negative argument', 'ArgumentError');
  });
});

describe('evaluator: Ruby conditionals, loops, indexing and core methods (Ruby 2.6)', () => {
  it.each([
    // comparisons: Integer/Float by value, String by bytes
    ['x = 3; x == 3', 'true'],
    ['1 == 1.0', 'true'],
    ["'a' == 'a'", 'true'],
    ["1 == '1'", 'false'],
    ["'a' != 'b'", 'true'],
    ['[1, [2]] == [1, [2]]', 'true'],
    ["{'a' => 1} == {'a' => 1}", 'true'],
    ['nil == false', 'false'],
    ['2 < 3', 'true'],
    ['2.5 >= 2', 'true'],
    ["'abc' < 'abd'", 'true'],
    ["'B' < 'a'", 'true'],
    ['"\\xff" > "z"', 'true'],
    ['1 <=> 2', '-1'],
    ["'b' <=> 'a'", '1'],
    ['2 <=> 2.0', '0'],
    ["1 <=> 'a'", 'nil'],
    ['[1, 2] <=> [1, 3]', '-1'],
    // truthiness and boolean operators: only nil and false are falsy
    ['!0', 'false'],
    ["!''", 'false'],
    ['!nil', 'true'],
    ['not false', 'true'],
    ['1 && 2', '2'],
    ['nil && 2', 'nil'],
    ['false || :x', ':x'],
    ['0 || 1', '0'],
    ['x = nil or 5', '5'],
    ['x = (nil or 5); x', '5'],
    ['true and false', 'false'],
    ['not 1 == 2', 'true'],
    // if / unless / ternary: an if is its branch's value, or nil
    ["if 0 then 'zero is true' end", '"zero is true"'],
    ['if nil then 1 end', 'nil'],
    ["x = 5; if x > 3 then 'big' else 'small' end", '"big"'],
    ["x = 2; if x == 1 then 'a' elsif x == 2 then 'b' else 'c' end", '"b"'],
    ["x = 9; if x == 1\n  'a'\nelsif x == 2\n  'b'\nelse\n  'c'\nend", '"c"'],
    ["unless 1 > 2 then 'no' else 'yes' end", '"no"'],
    ["x = 5; x.even? ? 'even' : 'odd'", '"odd"'],
    ['y = 1 if false; y', 'nil'],
    ["'yes' unless nil", '"yes"'],
    ["'no' if nil", 'nil'],
    // while / until / break / next
    ['i = 0; while i < 5 do i += 1 end', 'nil'],
    ['i = 0; while i < 5 do i += 1 end; i', '5'],
    ['i = 0; until i >= 3; i += 1; end; i', '3'],
    ['i = 0; i += 2 while i < 7; i', '8'],
    ['i = 0; while true do i += 1; break if i == 4 end; i', '4'],
    ['while true do break 7 end', '7'],
    ['i = 0; s = 0; while i < 6 do i += 1; next if i.odd?; s += i end; s', '12'],
    ['s = 0; for i in 1..10 do next if i % 3 != 0; s += i end; s', '18'],
    ['for i in 1..10 do break i if i * i > 20 end', '5'],
    ['(1..10).each { |i| break i * 10 if i > 3 }', '40'],
    ['[1, 2, 3].map { |x| next 0 if x == 2; x * 10 }', '[10, 0, 30]'],
    ['n = 0; 10.times { |i| next if i < 5; n += 1 }; n', '5'],
    ['5.times { |i| break i if i == 3 }', '3'],
    ['x = 0; loop do x += 1; break x * 2 if x == 3 end', '6'],
    ['r = []; 1.step(10, 4) { |i| r << i }; r', '[1, 5, 9]'],
    ['r = []; 10.step(1, -4) { |i| r << i }; r', '[10, 6, 2]'],
    ['r = []; 2.upto(4) { |i| r << i }; r', '[2, 3, 4]'],
    ['r = []; 3.downto(1) { |i| r << i }; r', '[3, 2, 1]'],
    ['r = []; (0..10).step(5) { |i| r.push(i) }; r', '[0, 5, 10]'],
    // compound assignment
    ['x = 1; x += 2; x *= 5; x -= 1; x /= 2; x', '7'],
    ["s = 'a'; s += 'b'; s", '"ab"'],
    ['x ||= 5; x ||= 6; x', '5'],
    ['x = false; x ||= 6', '6'],
    ['x = 1; x &&= x + 1', '2'],
    // indexing
    ['a = [1, 2, 3, 4, 5]; [a[0], a[-1], a[10], a[-6]]', '[1, 5, nil, nil]'],
    ['a = [1, 2, 3, 4, 5]; [a[1, 2], a[5, 1], a[6, 1], a[-2, 5]]', '[[2, 3], [], nil, [4, 5]]'],
    ['a = [1, 2, 3, 4, 5]; [a[1..-2], a[1...3], a[3..10], a[6..7]]', '[[2, 3, 4], [2, 3], [4, 5], nil]'],
    ["h = {'a' => 1, NAME => 'f'}; [h['a'], h['NAME'], h['zz']]", '[1, "f", nil]'],
    ['h = {1 => :int}; [h[1], h[1.0]]', '[:int, nil]'],
    ["s = 'hello'; [s[0], s[-1], s[1, 3], s[1..2], s[10], s['ell'], s['z']]", '["h", "o", "ell", "el", nil, "ell", nil]'],
    ["'héllo'[1]", '"é"'],
    ['5[0]', '1'],
    ['a = [1, 2, 3]; a[1] = 9; a[5] = 1; a', '[1, 9, 3, nil, nil, 1]'],
    ['a = [1, 2, 3]; a[-1] = 0; a', '[1, 2, 0]'],
    ['a = [1, 2, 3, 4]; a[1, 2] = [:x]; a', '[1, :x, 4]'],
    ["h = {}; h['a'] = 1; h['b'] = 2; h['a'] += 10; h", '{"a"=>11, "b"=>2}'],
    ["h = {}; (h['k'] ||= []) << 1; h['k'] ||= [9]; h", '{"k"=>[1]}'],
    ["counts = {}; ['a', 'b', 'a'].each { |w| counts[w] = (counts[w] || 0) + 1 }; counts", '{"a"=>2, "b"=>1}'],
    // Array
    ['a = [3, 1, 2]; [a.length, a.size, a.first, a.last, a.empty?, [].empty?]', '[3, 3, 3, 2, false, true]'],
    ['[1, 2, 3].include?(2.0)', 'true'],
    ["[1, [2, nil], 'x'].join('-')", '"1-2--x"'],
    ['[1, 2].join', '"12"'],
    ['[3, 1, 2].sort', '[1, 2, 3]'],
    ["['b', 'B', 'a'].sort", '["B", "a", "b"]'],
    ['[3, 1, 2].sort { |a, b| b <=> a }', '[3, 2, 1]'],
    ['[1, 2, 3].reverse', '[3, 2, 1]'],
    ['[1, 2, 3, 4].select { |x| x.even? }', '[2, 4]'],
    ['[1, 2, 3].map { |x| x * x }', '[1, 4, 9]'],
    ['r = []; [5, 6].each_with_index { |x, i| r << "#{i}:#{x}" }; r', '["0:5", "1:6"]'],
    ['a = [1]; a.push(2, 3); a << 4; a', '[1, 2, 3, 4]'],
    ['a = []; a << 1 << 2; a', '[1, 2]'],
    ['[1, 2, 3].first(2)', '[1, 2]'],
    ['[1, 2, 3].last(2)', '[2, 3]'],
    ['[4, 5].each { |x| x }', '[4, 5]'],
    ['[1, 2, 3].sum', '6'],
    ['[2, 9, 4].max', '9'],
    ['[1, 1, 2].uniq', '[1, 2]'],
    // Hash
    ["h = {'a' => 1, 'b' => 2}; [h.keys, h.values, h.length, h.size, h.key?('a'), h.key?('z')]", '[["a", "b"], [1, 2], 2, 2, true, false]'],
    ["r = []; {'a' => 1, 'b' => 2}.each { |k, v| r << \"#{k}=#{v}\" }; r", '["a=1", "b=2"]'],
    ["{'a' => 1}.each { |k, v| k }", '{"a"=>1}'],
    ["{'a' => 1}.fetch('a')", '1'],
    ["{'a' => 1}.fetch('b', 0)", '0'],
    ["{'a' => 1, 'b' => 2}.map { |k, v| v * 2 }", '[2, 4]'],
    // String
    ["s = 'Hello'; [s.length, s.size, s.upcase, s.downcase, s.reverse]", '[5, 5, "HELLO", "hello", "olleH"]'],
    ["'héllo'.length", '5'],
    ["'héllo'.bytesize", '6'],
    ["'row1'.start_with?('row')", 'true'],
    ["'row1'.end_with?('w', '1')", 'true'],
    ["'row1'.include?('ow')", 'true'],
    ["'7'.rjust(3, '0')", '"007"'],
    ["'ab'.ljust(4, '.')", '"ab.."'],
    ["'ab'.center(7, '*')", '"**ab***"'],
    ["'ab'.center(6)", '"  ab  "'],
    ['"  a b \\n".strip', '"a b"'],
    ["'a,b,,c,,'.split(',')", '["a", "b", "", "c"]'],
    ["'a,b,,c,,'.split(',', -1)", '["a", "b", "", "c", "", ""]'],
    ["' a  b c '.split", '["a", "b", "c"]'],
    ["'a:b:c'.split(':', 2)", '["a", "b:c"]'],
    ["'abc'.split('')", '["a", "b", "c"]'],
    ["'42abc'.to_i", '42'],
    ["'ff'.to_i(16)", '255'],
    ["'x'.to_i", '0'],
    ["'abc'.to_s", '"abc"'],
    ["'abc'.to_sym", ':abc'],
    ['"%05d" % 3', '"00003"'],
    ['"%s-%s" % [\'a\', 7]', '"a-7"'],
    ['"%-4s|%3d|%.2f|%x" % [\'ab\', 5, 3.14159, 255]', '"ab  |  5|3.14|ff"'],
    ['"%d" % -3.7', '"-3"'],
    // Integer
    ['255.to_s(16)', '"ff"'],
    ['5.to_s(2)', '"101"'],
    ['12.to_s', '"12"'],
    ['12.to_i', '12'],
    ['[4.even?, 4.odd?, -3.abs]', '[true, false, 3]'],
    ['3.times { |i| }', '3'],
    ['1.step(3) { |i| }', '1'],
  ])('%s => %s', async (source, expected) => {
    expect(await value(source)).toBe(expected);
  });

  it.each([
    ["1 < 'a'", 'comparison of Integer with String failed'],
    ["'a' < 1", 'comparison of String with 1 failed'],
    ['1.5 > nil', 'comparison of Float with nil failed'],
    ["[3, 'a'].sort", 'comparison of Integer with String failed'],
    ['nil < 1', "undefined method `<' for nil:NilClass"],
    ['[1] < [2]', "undefined method `<' for [1]:Array"],
    ['3.foo', "undefined method `foo' for 3:Integer"],
    ["'x'.foo(1)", "undefined method `foo' for \"x\":String"],
    ['nil.length', "undefined method `length' for nil:NilClass"],
    ['x = nil; x[0]', "undefined method `[]' for nil:NilClass"],
    ["[1, 2]['a']", 'no implicit conversion of String into Integer'],
    ["'abc'[nil]", 'no implicit conversion of nil into Integer'],
    ["'a' + nil", 'no implicit conversion of nil into String'],
    ['1 + nil', "nil can't be coerced into Integer"],
    ["2.5 * 'x'", "String can't be coerced into Float"],
    ["{'a' => 1}.fetch('b')", 'key not found: "b"'],
    ['255.to_s(1)', 'illegal radix 1'],
    ['1.step(5, 0) { |i| }', "step can't be 0"],
    ['break', "Can't escape from eval with break"],
    ['next', "Can't escape from eval with next"],
    ["x = 1; x += 'a'", "String can't be coerced into Integer"],
    ['y += 1', "undefined method `+' for nil:NilClass"],
    ['"%d" % nil', "can't convert nil into Integer"],
    ['"%d" % \'abc\'', 'invalid value for Integer(): "abc"'],
    ['"%d %d" % [1]', 'too few arguments'],
  ])('%s fails: %s', async (source, message) => {
    expect(await error(source)).toBe(message);
  });

  it('errors carry the source position of the operator or call', async () => {
    const h = harness();
    const err = await h.run("x = 1\nputs x < 'a'").catch((e: ShellError) => e);
    expect(err).toBeInstanceOf(ShellError);
    expect((err as ShellError).loc).toEqual({ line: 2, col: 8, offset: 13 });
    expect((err as ShellError).rubyClass).toBe('ArgumentError');
    const nm = await h.run('[1].foo').catch((e: ShellError) => e);
    expect((nm as ShellError).rubyClass).toBe('NoMethodError');
  });

  it('runs a lab-style loop: if/next/+=/indexing/format, with the commands it calls', async () => {
    const h = harness();
    await h.run(
      [
        "names = ['ann', 'bob', 'cy']",
        'total = 0',
        'for i in 0...names.length',
        '  next if names[i].length < 3',
        '  total += i',
        "  put 't', 'user%03d' % i, 'f:name', names[i].upcase",
        'end',
        'puts "total=#{total}" if total > 0',
      ].join('\n'),
    );
    expect(h.calls).toEqual(['put "t", "user000", "f:name", "ANN"', 'put "t", "user001", "f:name", "BOB"']);
    expect(h.printed).toEqual(['total=1']);
  });

  it('a break in a nested block ends only the inner iteration method', async () => {
    const h = harness();
    await h.run('(1..2).each do |i|\n  [10, 20, 30].each { |j| break if j > 10; puts i * j }\nend');
    expect(h.printed).toEqual(['10', '20']);
  });

  it("a method's locals shadow a command (hirb refuses only top-level ones)", async () => {
    const h = harness();
    expect(await h.run('def make_counter; list = 0; -> { list += 1 }; end; c = make_counter; c.call; c.call')).toBe(2n);
    expect(h.warnings).toEqual([]);
    expect(h.calls).toEqual([]);
  });

  it('conditions may call commands; assignment never shadows a command', async () => {
    const h = harness();
    expect(inspect(await h.run("if list then 'nil from list' else 'falsy' end"))).toBe('"falsy"');
    expect(await h.run('list ||= 5')).toBe(null);
    expect(h.warnings).toEqual(["WARN: 'list' is a reserved HBase command. Local variable assignment ignored."]);
    expect(h.calls).toEqual(['list ']);
  });

  it('puts flattens arrays (an empty one prints nothing in JRuby 9.3); p returns its argument', async () => {
    const h = harness();
    await h.run("puts [1, [2, nil]], []\np [1, 'a']");
    expect(h.printed).toEqual(['1\n2\n', '[1, "a"]']);
  });

  // A statement that is a command call takes a shorter path (evaluate's shortcut); these pin that it means the same.
  it('a command statement: literal and computed arguments, and its errors', async () => {
    const h = harness();
    await h.run("put 't1', 'r1', 'f:a', 'v', 12\nx = 'r2'\nput 't1', x, \"f:#{x}\", 1 + 1");
    expect(h.calls).toEqual(['put "t1", "r1", "f:a", "v", 12', 'put "t1", "r2", "f:r2", 2']);
    const failing: EvalHost = {
      isCommand: (n) => n === 'put',
      commandNames: () => ['put'],
      callCommand: async () => {
        throw new ShellError('TABLE_NOT_FOUND', 'Unknown table t1!');
      },
      callTableMethod: async () => null,
      warn: () => undefined,
      print: async () => undefined,
      now: () => 0n,
      sleep: async () => undefined,
    };
    const [chunk] = [...statements("\n  put 't1', 'r1', 'f:a', 'v'")];
    if (chunk.kind !== 'ok') throw new Error('parse');
    const e = await new Evaluator(failing).evaluate(chunk.stmt).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ShellError);
    expect((e as ShellError).message).toBe('Unknown table t1!');
  });

  it('Kernel functions stay Kernel functions where a host would also call them commands', async () => {
    const printed: string[] = [];
    const calls: string[] = [];
    const everything: EvalHost = {
      isCommand: () => true,
      commandNames: () => [],
      callCommand: async (name) => {
        calls.push(name);
        return null;
      },
      callTableMethod: async () => null,
      warn: () => undefined,
      print: async (t) => {
        printed.push(t);
      },
      now: () => 0n,
      sleep: async () => undefined,
    };
    const evaluator = new Evaluator(everything);
    let last: Value = null;
    for (const chunk of statements("puts 'a'\np 1\nprint 'b'\nx = format('%d', 2)\nString(3)\nInteger('4')\nsprintf('%s', 5)\nsleep 0\nloop { break }\nput 'c'")) {
      if (chunk.kind !== 'ok') throw new Error('parse');
      last = await evaluator.evaluate(chunk.stmt);
    }
    expect(printed).toEqual(['a', '1', 'b']);
    expect(calls).toEqual(['put']);
    expect(last).toBe(null);
    const [exit] = [...statements('exit 3')];
    if (exit.kind !== 'ok') throw new Error('parse');
    await expect(evaluator.evaluate(exit.stmt)).rejects.toBeInstanceOf(ExitRequest);
  });
});
