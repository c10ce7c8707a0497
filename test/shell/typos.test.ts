/**
 * Hints for the typos people make (issue 13): a command in the wrong case,
 * adjacent strings (a missing comma), `=` or `->` for `=>`, and a warning for
 * upper-case symbol keys, which HBase ignores.
 */
import { describe, expect, it } from 'vitest';
import { symbolKeyWarnings, typoFix } from '../../src/shell/typos.js';
import { testShell } from '../helpers/shell.js';

const commands = new Set(['scan', 'get', 'put', 'create', 'list']);
const isCommand = (n: string) => commands.has(n);

describe('typoFix', () => {
  it.each([
    ["Scan 't'", "scan 't'"],
    ['SCAN', 'scan'],
    ['List', 'list'],
    ["get 't' 'r'", "get 't', 'r'"],
    ["put 't', 'r' 'f:a', 'v'", "put 't', 'r', 'f:a', 'v'"],
    ["scan 't', {LIMIT = 1}", "scan 't', {LIMIT => 1}"],
    ["scan 't', {LIMIT -> 1}", "scan 't', {LIMIT => 1}"],
    ["scan 't', {'LIMIT' = 1, COLUMNS -> 'f'}", "scan 't', {'LIMIT' => 1, COLUMNS => 'f'}"],
    ["PUT 't', 'r' 'f:a', 'v'", "put 't', 'r', 'f:a', 'v'"],
  ])('%s → %s', (typed, meant) => {
    expect(typoFix(typed, isCommand)).toBe(meant);
  });

  it.each([["scan 't'"], ['X = 1'], ['x = 1'], ["h['k'] = 1"], ['a == b'], ["Foo 't'"], ["puts 'a'\n'b'"]])('%s: no hint', (typed) => {
    expect(typoFix(typed, isCommand)).toBeUndefined();
  });
});

describe('symbolKeyWarnings', () => {
  it('warns for an upper-case label or symbol key', () => {
    expect(symbolKeyWarnings("scan 't', {LIMIT: 1}")).toEqual(['WARN: LIMIT: is the Ruby symbol :LIMIT; HBase reads the key LIMIT (LIMIT => …) and ignores this one']);
    expect(symbolKeyWarnings("scan 't', {:COLUMNS => 'f'}")).toEqual([
      'WARN: :COLUMNS is the Ruby symbol :COLUMNS; HBase reads the key COLUMNS (COLUMNS => …) and ignores this one',
    ]);
  });

  it('is quiet for string keys, constants, column names and lower-case labels', () => {
    for (const s of ["scan 't', {LIMIT => 1}", "put 't', 'r', 'F:Q', 'v'", 'x = {name: 1}', 'Foo::Bar', "get 't', 'r', 'COL:A'"]) {
      expect(symbolKeyWarnings(s)).toEqual([]);
    }
  });
});

describe('at the prompt', () => {
  async function prompt(...lines: string[]) {
    const sh = await testShell({ interactive: true });
    let out = '';
    let err = '';
    for (const l of lines) {
      const r = await sh.run(l);
      out += r.stdout;
      err += r.stderr;
    }
    await sh.close();
    return { out, err };
  }

  it('adds the meant statement after the error', async () => {
    const { out } = await prompt("create 't', 'f'", "get 't' 'r'", 'SCAN');
    expect(out.split('\n').slice(2)).toEqual([
      '',
      'ERROR: wrong number of arguments (given 1, expected 2+)',
      "Did you mean?  get 't', 'r'",
      '',
      `For usage try 'help "get"'`,
      '',
      'Traceback (most recent call last):',
      'NameError (uninitialized constant HBaseReceiver::SCAN)',
      'Did you mean?  scan',
      '',
    ]);
  });

  it('warns for {LIMIT: 1} and runs the statement as HBase does (the key ignored)', async () => {
    const { out, err } = await prompt("create 't', 'f'", "put 't', 'a', 'f:q', '1'", "put 't', 'b', 'f:q', '2'", "scan 't', {LIMIT: 1}");
    expect(err).toBe('WARN: LIMIT: is the Ruby symbol :LIMIT; HBase reads the key LIMIT (LIMIT => …) and ignores this one\n');
    expect(out).toContain('2 row(s)');
  });
});
