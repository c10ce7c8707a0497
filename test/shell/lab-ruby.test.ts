/**
 * The Ruby lab scripts write: `def` methods (their own scope, `return`,
 * arity errors), Digest and Zlib for salting, String#sum, raise and abort
 * with JRuby's messages and exit statuses, require.
 */
import { describe, expect, it } from 'vitest';
import { hsh } from '../helpers/shell.js';
import { parse } from '../../src/grammar/parse.js';

/** The `p` lines of a run (its `=>` lines left out). */
async function printed(source: string): Promise<string[]> {
  const r = await hsh(source);
  return r.stdout.split('\n').filter((l) => l !== '' && !l.startsWith('=>'));
}

describe('def', () => {
  it('defines a method called with or without parentheses; its value is the symbol', async () => {
    const r = await hsh(`def salt(key, n)\n  "#{key.sum % n}-#{key}"\nend\np salt('row1', 4)\nx = salt 'row2', 4\np x`);
    // 'row1'.sum is 393, 'row2'.sum 394
    expect(r.stdout).toBe('=> :salt\n"1-row1"\n=> "1-row1"\n=> "2-row2"\n"2-row2"\n=> "2-row2"\n');
  });

  it('returns early with return, also from inside a block', async () => {
    expect(await printed(`def first_big(xs)\n  xs.each { |x| return x if x > 2 }\n  nil\nend\np first_big([1, 5, 7]), first_big([1])`)).toEqual(['5', 'nil']);
    expect(await printed(`def fact(n)\n  return 1 if n <= 1\n  n * fact(n - 1)\nend\np fact(20)`)).toEqual(['2432902008176640000']);
  });

  it("has its own locals: the script's are not seen, and its own do not leak", async () => {
    const r = await hsh(`x = 5\ndef f(y)\n  z = y\n  x\nend\nf(1)`);
    expect(r.stdout).toContain("NameError (undefined local variable or method `x' for #<HBaseReceiver:0x");
    expect(await printed(`x = 5\ndef g(x)\n  z = x * 2\n  z\nend\np g(1), x`)).toEqual(['2', '5']);
    expect((await hsh(`def g\n  z = 1\nend\ng\nz`)).stdout).toContain("NameError (undefined local variable or method `z' for #<HBaseReceiver:0x");
  });

  it('checks its arity with Ruby wording', async () => {
    const r = await hsh(`def f(a, b) a end\nf(1)`);
    expect(r.stdout).toContain('ERROR ArgumentError: wrong number of arguments (given 1, expected 2)');
    expect(r.status).toBe(1);
  });

  it('refuses a return outside a method', async () => {
    const r = await hsh(`return 1`, { reraise: true });
    expect(r.stdout).toBe('ERROR LocalJumpError: unexpected return\n');
  });

  it('stops runaway recursion with a SystemStackError', async () => {
    const r = await hsh(`def down(n) down(n + 1) end\ndown(0)`, { reraise: true });
    expect(r.stdout).toBe('=> :down\nERROR SystemStackError: stack level too deep\n');
  });

  it('leaves an unfinished def open at the prompt', () => {
    expect(parse('def f(x)\n  x * 2').kind).toBe('incomplete');
  });
});

describe('Digest, Zlib, String#sum', () => {
  it('hash as Ruby does', async () => {
    const { createHash } = await import('node:crypto');
    const md5 = createHash('md5').update('row1').digest('hex');
    expect(
      await printed(`require 'digest'\np Digest::MD5.hexdigest('row1'), Digest::SHA1.hexdigest('abc'), Digest::SHA256.hexdigest('')\np Digest::MD5.hexdigest('row1')[0, 2].hex % 16`),
    ).toEqual([
      `"${md5}"`,
      '"a9993e364706816aba3e25717850c26c9cd0d89d"',
      '"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"',
      String(parseInt(md5.slice(0, 2), 16) % 16),
    ]);
  });

  it('crc32 and String#sum', async () => {
    expect(await printed(`p Zlib.crc32('hello'), Zlib.crc32(''), Zlib.crc32('lo', Zlib.crc32('hel'))\np 'hello'.sum, 'hello'.sum(4), ("\\xFF" * 300).sum, ("\\xFF" * 300).sum(0)`)).toEqual([
      '907060870',
      '0',
      '907060870',
      '532',
      '4',
      String((255 * 300) & 0xffff),
      String(255 * 300),
    ]);
  });

  it("raise Ruby's TypeError for a non-String", async () => {
    const r = await hsh(`Digest::MD5.hexdigest(5)`);
    expect(r.stdout).toContain('ERROR TypeError: no implicit conversion of Integer into String');
  });
});

describe('raise, abort, require', () => {
  it('raise: a RuntimeError, or the class named, that stops the script', async () => {
    expect((await hsh(`raise 'boom'\nputs 'after'`, { reraise: true, keepGoing: false })).stdout).toBe('ERROR RuntimeError: boom\n');
    expect((await hsh(`raise ArgumentError, 'bad key'`, { reraise: true })).stdout).toBe('ERROR ArgumentError: bad key\n');
    expect((await hsh(`raise ArgumentError`, { reraise: true })).stdout).toBe('ERROR ArgumentError: ArgumentError\n');
    expect((await hsh(`raise`, { reraise: true })).stdout).toBe('ERROR RuntimeError: unhandled exception\n');
    const r = await hsh(`raise 'boom'`, { format: 'json' });
    expect(JSON.parse(r.stdout).error).toEqual({ code: 'RUNTIME_ERROR', message: 'boom' });
    expect(r.status).toBe(1);
  });

  it('abort: the message on stderr, exit status 1', async () => {
    const r = await hsh(`puts 1\nabort 'no table'\nputs 2`);
    expect(r.stdout).toBe('1\n');
    expect(r.stderr).toBe('no table\n');
    expect(r.status).toBe(1);
  });

  it('require: true once, then false; an unknown library is a LoadError', async () => {
    expect(await printed(`p require('digest'), require('digest'), require('zlib')`)).toEqual(['true', 'false', 'true']);
    expect((await hsh(`require 'nokogiri'`, { reraise: true })).stdout).toBe('ERROR LoadError: cannot load such file -- nokogiri\n');
  });
});
