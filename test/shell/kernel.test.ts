/**
 * Bare names that are Kernel's methods resolve as in JRuby: `drop test`
 * calls Kernel#test (ArgumentError on its arity); the ones hsh answers run;
 * the ones that would reach the host are refused with NotImplementedError.
 */
import { describe, expect, it } from 'vitest';
import { testShell } from '../helpers/shell.js';

async function run(source: string) {
  const sh = await testShell({ keepGoing: true });
  const r = await sh.run(source);
  await sh.close();
  return r;
}

describe('Kernel methods', () => {
  it.each([
    ["create 't', 'f'\ndrop test", 'ERROR ArgumentError: wrong number of arguments (given 0, expected 2..3)'],
    ['String()', 'ERROR ArgumentError: wrong number of arguments (given 0, expected 1)'],
    ['exit 1, 2', 'ERROR ArgumentError: wrong number of arguments (given 2, expected 0..1)'],
    ['format', 'ERROR ArgumentError: too few arguments'],
    ['system', 'ERROR ArgumentError: wrong number of arguments (given 0, expected 1+)'],
    ['lambda', 'ERROR ArgumentError: tried to create Proc object without a block'],
    ["system 'rm -rf /'", 'ERROR NotImplementedError: system() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)'],
    ["exec 'ls'", 'ERROR NotImplementedError: exec() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)'],
    ["open '/etc/passwd'", 'ERROR NotImplementedError: open() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)'],
    ["test 'e', '/etc'", 'ERROR NotImplementedError: test() is not available in hsh: it would reach the host (hsh runs no programs and opens no files)'],
    ["eval '1 + 1'", "ERROR NotImplementedError: eval() is not available in hsh: it is outside hsh's Ruby"],
  ])('%s', async (source, line) => {
    const r = await run(source);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('ERROR'))).toEqual([line]);
  });

  it('refuses backticks where they are read', async () => {
    const r = await run('x = `ls`');
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      'Traceback (most recent call last):',
      "SyntaxError (syntax error, unexpected '`' — backticks run a program on the host; hsh runs none at line 1, column 5)",
    ]);
  });

  it('answers p, pp, printf, warn, rand and local_variables', async () => {
    const r = await run("x = p 1, 2\npp 'a'\nprintf(\"%03d|%s\\n\", 7, 'b')\nprintf\nwarn 'careful', 'twice'\nrand(1..6)\nrand(10)\n(rand * 0).to_i\nlocal_variables");
    // rand: MT19937 (random.ts) seeded from the logical clock's reproducible source
    expect(r.stdout).toBe(['1', '2', '=> [1, 2]', '"a"', '=> "a"', '007|b', '=> 4', '=> 9', '=> 0', '=> [:x]', ''].join('\n'));
    expect(r.stderr).toBe('careful\ntwice\n');
  });

  it('rand gives the same numbers in every run under a logical clock', async () => {
    const a = await run('[rand(1000), rand(1000), rand(1000)]');
    const b = await run('[rand(1000), rand(1000), rand(1000)]');
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toMatch(/^=> \[\d+, \d+, \d+\]\n$/);
  });

  it('a variable or a command shadows a Kernel method', async () => {
    const r = await run("test = 't2'\ncreate test, 'f'\nexists test");
    expect(r.stdout).toContain('Created table t2');
    expect(r.stdout).toContain('Table t2 does exist');
  });

  it('abort prints its message on stderr and ends the run with status 1', async () => {
    const r = await run("abort 'stop here'\nputs 'not run'");
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('stop here\n');
    expect(r.status).toBe(1);
  });
});
