import { describe, expect, it } from 'vitest';
import { statements } from '../../src/grammar/parse.js';
import { Evaluator, type EvalHost } from '../../src/shell/evaluator.js';
import { ShellError, ExitRequest } from '../../src/errors.js';
import { TableRef, inspect, type Value } from '../../src/shell/values.js';

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
    ["i = 3; \"row#{i}\"", '"row3"'],
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

  it('refuses Java filter objects, naming the construct', async () => {
    expect(await error('scan \'t\', {FILTER => org.apache.hadoop.hbase.filter.ColumnPaginationFilter.new(1, 0)}')).toMatch(
      /^org\.apache\.hadoop\.hbase\.filter\.ColumnPaginationFilter\.new: hsh does not run Java/,
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
});
