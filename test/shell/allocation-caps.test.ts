/**
 * Every way a statement grows a value is capped: a String past 16 MiB, an
 * Array past 4 Mi elements, a Hash past 1 Mi entries is Ruby's NoMemoryError
 * at once, before anything that size is made; and a run whose heap nears
 * V8's limit over many iterations stops cleanly (exit 3, the message, the
 * statement) instead of V8 aborting the process.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hsh } from '../helpers/shell.js';
import { MAX_ARRAY_LENGTH, MAX_HASH_SIZE, MAX_STRING_BYTES } from '../../src/ruby/memory.js';
import { RHash } from '../../src/ruby/values.js';

const NO_MEMORY = 'ERROR NoMemoryError: failed to allocate memory\n';

/** A statement run after `s` holds the largest String allowed (16 MiB of 'x'). */
async function withBigString(statement: string) {
  const started = Date.now();
  // made in a block: its 16 MiB are not echoed after `=>`
  const r = await hsh(`s = nil\n1.times { s = 'x' * (16 * 1024 * 1024) }\nputs s.bytesize\n${statement}\nputs 'not reached'`, { keepGoing: false });
  return { ...r, ms: Date.now() - started };
}

describe('the String cap (16 MiB)', () => {
  it.each([
    ['+', 't = s + s + s + s'],
    ['+ of one byte', "t = s + 'y'"],
    ['<< of a String', "s << 'y'"],
    ['<< of a code point', 's << 65'],
    ['interpolation', 't = "#{s}y"'],
    ['Array#join', "t = [s, 'y'].join"],
    ['Array#join with a separator', "t = [s, s].join(',')"],
    ['Array#* with a String', "t = [s, 'y'] * ''"],
    ['String#*', 't = s * 2'],
    ['ljust', 't = s.ljust(16 * 1024 * 1024 + 1)'],
    ['rjust', "t = s.rjust(16 * 1024 * 1024 + 2, 'ab')"],
    ['center', 't = s.center(16 * 1024 * 1024 + 2)'],
    ['gsub', "t = s.gsub('x', 'xy')"],
    ['sub', "t = s.sub('x', 'xy')"],
    ['String#%', "t = '%s%s' % [s, 'y']"],
    ['format', "t = format('%s%s', s, s)"],
    ['a format width', "t = format('%20000000d', 1)"],
  ])('%s: NoMemoryError at once', async (_name, statement) => {
    const r = await withBigString(statement);
    expect(r.stdout).toBe(`=> 1\n${MAX_STRING_BYTES}\n${NO_MEMORY}`);
    expect(r.status).toBe(1);
    // nothing of the size asked for is made (the run, 16 MiB string included, takes well under a second here)
    expect(r.ms).toBeLessThan(5000);
  });

  it('a String of exactly 16 MiB is made by each operator', async () => {
    const r = await hsh("h = nil\n1.times { h = 'x' * (8 * 1024 * 1024) }\nputs (h + h).bytesize, \"#{h}#{h}\".bytesize, [h, h].join.bytesize, h.ljust(16 * 1024 * 1024).bytesize, ('x' * (16 * 1024 * 1024 - 1)).gsub('x' * 1024, 'x' * 1024).bytesize");
    expect(r.stdout).toBe(`=> 1\n${MAX_STRING_BYTES}\n${MAX_STRING_BYTES}\n${MAX_STRING_BYTES}\n${MAX_STRING_BYTES}\n${MAX_STRING_BYTES - 1}\n`);
  });
});

describe('the Array and Hash caps', () => {
  it.each([
    ['Array#*', 'a = [0] * (4 * 1024 * 1024 + 1)'],
    ['Array#+', 'b = full + [1]'],
    ['Array#<<', 'full << 1'],
    ['Array#push', 'full.push(1)'],
    ['Array#unshift', 'full.unshift(1)'],
    ['Array#flatten', 'a = [[0] * 2048] * 2049; a.flatten'],
    ["a Range's Array", '(1..(4 * 1024 * 1024 + 1)).to_a'],
    ['a Range mapped', '(1..1000000000000).map { |i| i }'],
    ['String#chars', "('x' * (4 * 1024 * 1024 + 1)).chars"],
    ['String#bytes', "('x' * (4 * 1024 * 1024 + 1)).bytes"],
    ['String#split', "('x,' * (4 * 1024 * 1024 + 1)).split(',')"],
  ])('%s: NoMemoryError', async (_name, statement) => {
    // in blocks: no Array of millions is echoed after `=>`
    const full = statement.includes('full') ? '1.times { full = [0] * (4 * 1024 * 1024) }' : '1.times { nil }';
    const r = await hsh(`full = nil\n${full}\n1.times { ${statement} }\nputs 'not reached'`, { keepGoing: false });
    expect(r.stdout).toBe(`=> 1\n${NO_MEMORY}`);
    expect(r.status).toBe(1);
  });

  it("a Range's size, first, last, min and max need none of its Array", async () => {
    const r = await hsh('r = nil\n1.times { r = (1..1000000000000) }\nputs r.size, r.first(2).inspect, r.last(2).inspect, r.min, r.max');
    expect(r.stdout).toBe('=> 1\n1000000000000\n[1, 2]\n[999999999999, 1000000000000]\n1\n1000000000000\n');
  });

  it('a Hash grows to its cap and no further', () => {
    const entries: Array<[bigint, bigint]> = Array.from({ length: MAX_HASH_SIZE }, (_, i) => [BigInt(i), 0n]);
    const h = new RHash(entries);
    h.set(0n, 1n); // replacing a value is no growth
    expect(() => h.set(-1n, 0n)).toThrow('failed to allocate memory');
    expect(h.size).toBe(MAX_HASH_SIZE);
    expect(MAX_ARRAY_LENGTH).toBe(4 * 1024 * 1024);
  });
});

describe('the heap check', () => {
  const bin = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'hsh.js');

  it('stops a loop that fills the heap: exit 3, NoMemoryError, the statement, the output so far (no V8 abort)', () => {
    const script = "puts 'start'\na = []\ni = 0\nwhile true do a << [i] * 100000; i += 1 end\nputs 'not reached'\n";
    const r = spawnSync(process.execPath, ['--max-old-space-size=100', bin, '--memory', '--no-timing'], { input: script, encoding: 'utf8', cwd: tmpdir(), timeout: 60_000 });
    expect(r.stdout).toMatch(/^start\n=> \[\]\n=> 0\nERROR NoMemoryError: failed to allocate memory \(the run holds \d+ MB; V8's heap limit is 100 MB\)\n$/);
    expect(r.stderr).toBe('hsh: the run was stopped near the heap limit, in the statement at line 4: while true do a << [i] * 100000; i += 1 end\n');
    expect(r.status).toBe(3);
  });
});
