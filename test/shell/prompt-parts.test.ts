/** The prompt's pure parts: the tolerant scanner, usage hints, the history file format, colour decisions. */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scan, statementStart, promptedLines, continuationMark } from '../../src/shell/tokens.js';
import { argumentHint, usageItems } from '../../src/shell/hint.js';
import { usage as getUsage } from '../../src/commands/dml/get.js';
import { History, decodeEntries, encodeEntry } from '../../src/shell/history.js';
import { OutputDecorator, ansiPalette, highlightLine, plainPalette, wantColor } from '../../src/shell/highlight.js';
import { promptText, lintOptionKeys, hasLoop } from '../../src/shell/repl.js';
import { OutputRouter, pagerSpec, shellCommand } from '../../src/shell/pager.js';
import { closestName } from '../../src/shell/suggest.js';
import { parse } from '../../src/grammar/parse.js';
import { fakeCommands, fakeRegistry, FakeStore } from './repl-harness.js';

describe('scanner', () => {
  it('never throws and marks unterminated strings with their quote', () => {
    const t = scan(`put 't1', "a#{x}b`);
    expect(t.map((x) => x.type)).toEqual(['ident', 'ws', 'string', 'comma', 'ws', 'string']);
    expect(t[5]).toMatchObject({ quote: '"', unterminated: true });
    expect(scan("'it\\'s'")[0]).toMatchObject({ type: 'string', unterminated: false });
    for (const s of ["'", '"\\', '#{', '{|', '=>', '0x', '1..', ':']) expect(() => scan(s)).not.toThrow();
  });

  it('counts nesting as IRB indents: brackets and blocks', () => {
    const depth = (text: string) => continuationMark(text + '\n').depth;
    expect(depth("create 't', {NAME => ['a',")).toBe(2);
    expect(depth('for i in 1..3 do')).toBe(1);
    expect(depth('(1..3).each do |i|')).toBe(2 - 1);
    expect(depth('(1..3).each { |i|')).toBe(1);
    expect(depth('for i in 1..3 do\nend')).toBe(0);
    expect(depth('case x\nwhen 1')).toBe(1);
    expect(depth('class Foo\n  def x')).toBe(2);
    expect(depth('module M\nbegin\nrescue')).toBe(2);
    expect(depth('def f; 1; end')).toBe(0);
    expect(depth('x.class')).toBe(0);
    expect(depth('put 1 if x')).toBe(0);
    expect(depth('x = if y')).toBe(1);
  });

  // Where the old scanner of the prompt and the parser disagreed, the parser's lexer (its lexer states) answers.
  it.each([
    // text typed so far, then IRB's continuation prompt (`%i` and `%l`)
    ['%w[a b', 0, ']'],
    ['%q(it', 0, ')'],
    ['x = /ab', 0, '/'],
    ['p /ab', 0, '/'],
    ['x = <<EOS\nline', 0, '"'],
    ["x = <<~'EOS'\nline", 0, "'"],
    ["put 't', ?[, [1,", 1, '*'],
    ["put 't', \"a#{'}'}", 0, '"'],
    ['a = 1\nb = a /2; [', 1, '*'],
    ['x = [1,', 1, '*'],
    ["put 't', 'r',", 0, '*'],
    ['class << self', 1, '*'],
    ["x = '#{' + [1,", 1, '*'],
    ['x = "#{[1,', 0, '"'],
  ])('%j continues at depth %i with %j', (text, depth, mark) => {
    expect(continuationMark(text + '\n')).toEqual({ mark, depth });
    expect(parse(text + '\n').kind).toBe('incomplete');
  });

  // Highlighting and completion read the same answers: what `/ % << ?` begin is the parser's lexer's.
  it.each([
    ['p %w[a b], 1', [['ident', 'p'], ['string', '%w[a b]'], ['comma', ','], ['number', '1']]],
    ['x = /a b/i', [['ident', 'x'], ['op', '='], ['string', '/a b/i']]],
    ['foo /y/', [['ident', 'foo'], ['string', '/y/']]],
    ['a = 4; a /2', [['ident', 'a'], ['op', '='], ['number', '4'], ['semi', ';'], ['ident', 'a'], ['op', '/'], ['number', '2']]],
    ["p ?', 'x'", [['ident', 'p'], ['string', "?'"], ['comma', ','], ['string', "'x'"]]],
    ["s = <<~EOS\n  it's\nEOS\np s", [['ident', 's'], ['op', '='], ['string', '<<~EOS'], ['nl', '\n'], ['string', "  it's\nEOS\n"], ['ident', 'p'], ['ident', 's']]],
    ['x = %q(it', [['ident', 'x'], ['op', '='], ['string', '%q(it']]],
    ['h = {a: 1} if x % 2', [['ident', 'h'], ['op', '='], ['open', '{'], ['label', 'a:'], ['number', '1'], ['close', '}'], ['keyword', 'if'], ['ident', 'x'], ['op', '%'], ['number', '2']]],
  ])('scans %j as the parser lexes it', (text, expected) => {
    expect(scan(text).filter((t) => t.type !== 'ws').map((t) => [t.type, t.text])).toEqual(expected);
  });

  it('scans with the locals the parser knows: `x /2` divides a local, begins a regexp after a method name', () => {
    const types = (locals?: string[]) => scan('x /2', locals).map((t) => [t.type, t.text]);
    expect(types(['x'])).toEqual([['ident', 'x'], ['ws', ' '], ['op', '/'], ['number', '2']]);
    expect(types()).toEqual([['ident', 'x'], ['ws', ' '], ['string', '/2']]);
    expect(scan('x /2')[2]).toMatchObject({ unterminated: true });
  });

  it('a local variable makes `x /` a division: the prompt knows the locals the parser knows', () => {
    expect(continuationMark('x /y/\n', ['x'])).toEqual({ mark: '*', depth: 0 });
    expect(continuationMark('x /y\n')).toEqual({ mark: '/', depth: 0 });
  });

  it('finds where the statement being typed starts', () => {
    const text = "list; t = get_table 't'\nfor i in 1..2 do\nput 't', 'r'";
    const tokens = scan(text);
    expect(tokens[statementStart(tokens)].text).toBe('put');
    const hash = scan("scan 't', {LIMIT => 1,\nCOLUMNS");
    expect(hash[statementStart(hash)].text).toBe('scan');
    const block = scan("(1..2).each { |i| get 't'");
    expect(block.slice(statementStart(block)).find((t) => t.type === 'ident')!.text).toBe('get');
  });
});

describe('usage items', () => {
  it('splits a usage line into required and optional arguments', () => {
    expect(usageItems("put 'table', 'row', 'family:qualifier', 'value' [, timestamp]", 'put')).toEqual([
      { text: "'table'", optional: false },
      { text: "'row'", optional: false },
      { text: "'family:qualifier'", optional: false },
      { text: "'value'", optional: false },
      { text: 'timestamp', optional: true },
    ]);
    expect(usageItems("help ['command' | 'group']", 'help')).toEqual([{ text: "'command' | 'group'", optional: true }]);
    expect(usageItems("scan 'table' [, {COLUMNS => ['c1', 'c2'], LIMIT => n}]", 'scan')).toEqual([
      { text: "'table'", optional: false },
      { text: "{COLUMNS => ['c1', 'c2'], LIMIT => n}", optional: true },
    ]);
    expect(usageItems('list', 'list')).toEqual([]);
  });
});

describe('argument hints', () => {
  const commands = fakeCommands(new FakeStore()).map((c) => (c.name === 'get' ? { ...c, usage: getUsage } : c));
  const registry = fakeRegistry(commands);
  const hint = (text: string) => argumentHint(text, registry, () => false);

  it('hints the arguments still to come, and nothing after an options hash (it is the last argument)', () => {
    const options = "{COLUMN => …, TIMESTAMP => ts, TIMERANGE => [t1, t2], VERSIONS => n, FILTER => \"…\", FORMATTER => 'toString'}";
    expect(hint("get 'users', 'r1'")).toBe(` [, 'f1:c1'] [, … | ${options}]`);
    expect(hint("get 'users', 'r1', 'info:name'")).toBe(` [, … | ${options}]`);
    expect(hint("get 'users', 'r1', {COLUMN => 'info:name'}")).toBe('');
    expect(hint("get 'users', 'r1', {COLUMN => 'info:name'} ")).toBe('');
    expect(hint("get 'users', 'r1', {COLUMN => 'info:name'},")).toBe('');
    expect(hint("put 'users', 'r1', 'info:a'")).toBe(", 'value' [, timestamp]");
  });
});

describe('prompt text', () => {
  it('is IRB’s %N:%03n:%i with the mark', () => {
    expect(promptText(1, 0, '>')).toBe('hbase:001:0> ');
    expect(promptText(12, 1, '*')).toBe('hbase:012:1* ');
    expect(promptText(1234, 0, "'")).toBe("hbase:1234:0' ");
  });

  it('prompts each line of a statement as the prompt does (for --echo transcripts)', () => {
    expect(promptedLines("create 't2', {NAME => 'f1',\nVERSIONS => 2},\n'f2'", 1)).toBe(
      ["hbase:001:0> create 't2', {NAME => 'f1',", 'hbase:002:1* VERSIONS => 2},', "hbase:003:0* 'f2'"].join('\n'),
    );
    expect(promptedLines("x = 'multi\nline'", 4)).toBe(["hbase:004:0> x = 'multi", "hbase:005:0' line'"].join('\n'));
    expect(promptedLines('y = "a\n\nb"', 9)).toBe(['hbase:009:0> y = "a', 'hbase:010:0" ', 'hbase:011:0" b"'].join('\n'));
    expect(promptedLines('for i in 1..2 do\n  puts i\nend', 1)).toBe(['hbase:001:0> for i in 1..2 do', 'hbase:002:1*   puts i', 'hbase:003:1* end'].join('\n'));
    expect(promptedLines('list', 7)).toBe('hbase:007:0> list');
  });
});

describe('history file', () => {
  it('writes one line per entry, continuing multi-line entries with a backslash', () => {
    expect(encodeEntry('list')).toBe('list\n');
    expect(encodeEntry("create 't',\n'f'")).toBe("create 't',\\\n'f'\n");
    for (const e of ['a', "x = 'a\\\nb'", 'a\n\nb', 'put "x\\\\"', 'tail \\']) {
      expect(decodeEntries(encodeEntry(e))).toEqual([e.endsWith('\\') ? e + ' ' : e]);
    }
  });

  it('is capped, drops consecutive duplicates, and survives an unwritable file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-h-'));
    const file = join(dir, 'sub', 'history');
    const h = new History(file, 3).load();
    for (const e of ['a', 'b', 'b', 'c', 'd']) h.add(e);
    expect(h.entries).toEqual(['b', 'c', 'd']);
    expect(h.newestFirst()).toEqual(['d', 'c', 'b']);
    // More than `max` appends since the last rewrite: the file is trimmed to the last `max` entries.
    expect(readFileSync(file, 'utf8')).toBe('b\nc\nd\n');
    h.add('e');
    expect(readFileSync(file, 'utf8')).toBe('b\nc\nd\ne\n');
    expect(new History(file, 3).load().entries).toEqual(['c', 'd', 'e']);
    writeFileSync(join(dir, 'plain'), '');
    const bad = new History(join(dir, 'plain', 'history'), 10);
    expect(bad.add('x')).toBe(true);
    expect(bad.entries).toEqual(['x']);
  });

  it('trims a file over the cap when loading', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-h-'));
    const file = join(dir, 'history');
    writeFileSync(file, 'a\nb\nc\nd\n');
    const h = new History(file, 2).load();
    expect(h.entries).toEqual(['c', 'd']);
    expect(readFileSync(file, 'utf8')).toBe('c\nd\n');
  });
});

describe('colour', () => {
  it('only on a terminal, never with NO_COLOR or TERM=dumb', () => {
    expect(wantColor(true, true, {})).toBe(true);
    expect(wantColor(false, true, {})).toBe(false);
    expect(wantColor(true, false, {})).toBe(false);
    expect(wantColor(true, true, { NO_COLOR: '1' })).toBe(false);
    expect(wantColor(true, true, { TERM: 'dumb' })).toBe(false);
  });

  it('colours a continuation line as the string it is inside', () => {
    expect(highlightLine("x = 'abc\n", "def' + 1", ansiPalette, () => false)).toBe("\x1b[32mdef'\x1b[39m + \x1b[33m1\x1b[39m");
    expect(highlightLine('', "scan 't'", plainPalette, () => true)).toBe("scan 't'");
  });

  it('decorates ERROR blocks, carets, Took lines and warnings', () => {
    const d = new OutputDecorator(ansiPalette);
    const out = ['', "ERROR: syntax error, unexpected ','", "put 't',,", '        ^', '', 'Took 0.0010 seconds', 'WARN: x', ' r1 column=f:^, value=^'].map((l) => d.line(l));
    expect(out).toEqual([
      '',
      "\x1b[31mERROR: syntax error, unexpected ','\x1b[39m",
      "put 't',,",
      ansiPalette.caret('        ^'),
      '',
      '\x1b[90mTook 0.0010 seconds\x1b[39m',
      '\x1b[33mWARN: x\x1b[39m',
      ' r1 column=f:^, value=^',
    ]);
  });
});

describe('option-key lint', () => {
  it('suggests the closest option key a command knows', () => {
    const registry = fakeRegistry(fakeCommands(new FakeStore()));
    const program = (s: string) => {
      const r = parse(s);
      if (r.kind !== 'ok') throw new Error(r.kind);
      return r.program.body;
    };
    expect(lintOptionKeys(program("scan 't', {'LIMT' => 1, VERSIONS => 2}"), registry)).toEqual(['scan has no option LIMT; did you mean LIMIT?']);
    expect(lintOptionKeys(program("get 't', 'r', COLUMNS => 'f', 'TIMESTMAP' => 3"), registry)).toEqual(['get has no option TIMESTMAP; did you mean TIMESTAMP?']);
    expect(lintOptionKeys(program("scan 't', {'mykey' => 1}"), registry)).toEqual([]);
  });
});

describe('did you mean', () => {
  it('takes one edit (a transposition is one), or letters left out of a short name', () => {
    expect(closestName('scna', ['scan', 'scope'])).toBe('scan');
    expect(closestName('usr', ['big', 'users'])).toBe('users');
    expect(closestName('cnt', ['count', 'create'])).toBe('count');
    expect(closestName('usr', ['usrs', 'users'])).toBe('usrs');
    expect(closestName('xyz', ['users', 'big'])).toBeUndefined();
    expect(closestName('ab', ['abcd'])).toBeUndefined();
    expect(closestName('user', ['users2x'])).toBeUndefined();
  });
});

describe('pager choice', () => {
  it('uses $PAGER, none for an empty one or cat, else less -R when it is on the PATH', () => {
    expect(pagerSpec({ PAGER: 'most' })?.command).toBe('most');
    expect(pagerSpec({ PAGER: '' })).toBeUndefined();
    expect(pagerSpec({ PAGER: 'cat' })).toBeUndefined();
    expect(pagerSpec({ PATH: '/nonexistent' })).toBeUndefined();
    const less = pagerSpec({ PATH: '/usr/bin:/bin' });
    if (less) expect(less).toMatchObject({ command: 'less -R', env: { LESS: 'FRX' } });
  });

  it("execs a plain pager command, so that Ctrl-C's signal reaches the pager and not only sh", () => {
    expect(shellCommand('less -R')).toBe('exec less -R');
    expect(shellCommand('/usr/bin/most')).toBe('exec /usr/bin/most');
    expect(shellCommand('less -R | cat')).toBe('less -R | cat');
    expect(shellCommand('LESS=X less; echo done')).toBe('LESS=X less; echo done');
  });
});

describe('which statements loop (their output is never paged)', () => {
  const stmt = (source: string) => {
    const outcome = parse(source);
    if (outcome.kind !== 'ok') throw new Error(source);
    return outcome.program.body[0];
  };
  it('for, while, until and calls with a block loop; a def, a plain command or a put do not', () => {
    for (const source of ["for i in 1..3 do put 't', 'r', 'f:c', i end", 'while false do end', 'until true do end', '3.times { |i| puts i }', "(1..3).each do |i| scan 't' end", "x = [1, 2].map { |i| get 't', i.to_s }"]) {
      expect(hasLoop(stmt(source)), source).toBe(true);
    }
    for (const source of ["put 't', 'r', 'f:c', 'v'", "scan 't'", 'def f(n) for i in 1..n do puts i end end', "x = get 't', 'r'"]) {
      expect(hasLoop(stmt(source)), source).toBe(false);
    }
  });
});

describe('output router', () => {
  function router(pager = false) {
    let screen = '';
    const r = new OutputRouter({
      output: { write: (t: string) => ((screen += t), true) } as unknown as NodeJS.WritableStream,
      decorate: (line) => (line.startsWith('ERROR') ? `<${line}>` : line),
      rows: () => 24,
      columns: () => 80,
      holdMs: 20,
      pager: pager ? { command: 'less', env: {} } : undefined,
    });
    const write = (t: string) => new Promise<void>((resolve) => r.write(t, () => resolve()));
    return { r, write, screen: () => screen };
  }

  it('shows the start of a line as it comes (print in a loop), and ends it before the prompt', async () => {
    const { r, write, screen } = router();
    r.beginStatement();
    await write('Loading');
    expect(screen()).toBe('Loading');
    await write('...');
    expect(screen()).toBe('Loading...');
    await write(' done\nERROR: x\n');
    expect(screen()).toBe('Loading... done\n<ERROR: x>\n');
    await write('.');
    r.writeLine('WARN: w');
    await write('.');
    await r.endStatement();
    expect(screen()).toBe('Loading... done\n<ERROR: x>\n.\nWARN: w\n.\n');
  });

  it('holds a partial line with the rest while output may still go to the pager, then shows it', async () => {
    const { r, write, screen } = router(true);
    r.beginStatement();
    await write('a\nb');
    expect(screen()).toBe('');
    await new Promise((res) => setTimeout(res, 40));
    expect(screen()).toBe('a\nb');
    await write('c\n');
    await r.endStatement();
    expect(screen()).toBe('a\nbc\n');
  });
});
