/**
 * Ruby-level errors as HBase 2.6 prints them. hirb.rb's eval_input reports a
 * NameError (NoMethodError) or SyntaxError itself, IRB-style, and goes on;
 * any other exception reaches Shell.exception_handler, which prints
 * `ERROR <Class>: <message>` (a script's end). Errors of commands keep
 * command_safe's ERROR block.
 */
import { describe, expect, it } from 'vitest';
import { testShell } from '../helpers/shell.js';
import { irbReport } from '../../src/format/classic.js';
import { IdentityHashes } from '../../src/shell/identity.js';

async function prompt(source: string): Promise<string> {
  const sh = await testShell({ interactive: true });
  let out = '';
  for (const line of source.split('\n')) out += (await sh.run(line)).stdout;
  await sh.close();
  return out;
}

async function script(source: string, options: { reraise?: boolean } = {}) {
  const sh = await testShell({ keepGoing: true, ...options });
  const r = await sh.run(source);
  await sh.close();
  return r;
}

describe('Ruby-level errors at the prompt (IRB reports them)', () => {
  it.each([
    ['create_namespace doit', 'NameError', "undefined local variable or method `doit' for #<HBaseReceiver:0x73206213>"],
    ["scna 't1'", 'NoMethodError', "undefined method `scna' for #<HBaseReceiver:0x73206213>\nDid you mean?  scan"],
    ['3.foo', 'NoMethodError', "undefined method `foo' for 3:Integer"],
    ['VERSION', 'NameError', 'uninitialized constant HBaseReceiver::VERSION\nDid you mean?  VERSIONS'],
    ["1 < 'a'", 'ArgumentError', 'comparison of Integer with String failed'],
    ["'a' + 1", 'TypeError', 'no implicit conversion of Integer into String'],
    ['1 / 0', 'ZeroDivisionError', 'divided by 0'],
    ['break', 'SyntaxError', "Can't escape from eval with break"],
  ])('%s: %s', async (source, cls, message) => {
    expect(await prompt(source)).toBe(irbReport(cls, message).join('\n') + '\n');
  });

  it('names the receiver with one identity hash for the session', async () => {
    const out = await prompt('doit\nlsit');
    const ids = [...out.matchAll(/#<HBaseReceiver:(0x[0-9a-f]+)>/g)].map((m) => m[1]);
    expect(ids).toEqual(['0x73206213', '0x73206213']);
  });

  it('prints a syntax error as SyntaxError, with the caret under it', async () => {
    expect(await prompt("put 't',, 1")).toBe(
      ['Traceback (most recent call last):', "SyntaxError (syntax error, unexpected ',' at line 1, column 9)", "put 't',, 1", '        ^', ''].join('\n'),
    );
  });

  it("keeps command_safe's ERROR block for a command's own error", async () => {
    expect(await prompt("disable 'nope'")).toBe(['', 'ERROR: Table nope does not exist.', '', `For usage try 'help "disable"'`, '', ''].join('\n'));
  });
});

describe('Ruby-level errors in a script', () => {
  it('reports NameError, NoMethodError and SyntaxError as IRB does; the others as exception_handler does', async () => {
    const r = await script("doit\n3.foo\n'a' + 1\n1 / 0\n[1].first('x')\nbreak\nputs 'after'");
    expect(r.stdout).toBe(
      [
        'Traceback (most recent call last):',
        "NameError (undefined local variable or method `doit' for #<HBaseReceiver:0x73206213>)",
        'Traceback (most recent call last):',
        "NoMethodError (undefined method `foo' for 3:Integer)",
        'ERROR TypeError: no implicit conversion of Integer into String',
        'ERROR ZeroDivisionError: divided by 0',
        'ERROR TypeError: no implicit conversion of String into Integer',
        'Traceback (most recent call last):',
        "SyntaxError (Can't escape from eval with break)",
        'after',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(1);
  });

  it('under -n every exception ends as `ERROR <Class>: <message>`', async () => {
    const r = await script('doit', { reraise: true });
    expect(r.stdout).toBe("ERROR NameError: undefined local variable or method `doit' for #<HBaseReceiver:0x73206213>\n");
  });
});

describe('identity hashes', () => {
  it('are a fixed sequence of 31-bit numbers in a reproducible run', () => {
    const a = new IdentityHashes(true);
    const b = new IdentityHashes(true);
    const seq = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(seq);
    expect(new Set(seq).size).toBe(3);
    for (const h of seq) expect(Number(h)).toBeLessThan(2 ** 31);
  });

  it('are random otherwise', () => {
    const seen = new Set(Array.from({ length: 20 }, () => new IdentityHashes(false).next()));
    expect(seen.size).toBeGreaterThan(1);
  });
});
