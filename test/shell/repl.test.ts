/**
 * The prompt on streams: what a person sees after each key, as the screen
 * of a virtual terminal (see vt.ts). The session is a stand-in
 * (repl-harness.ts) so that these tests are about the prompt.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { PassThrough, Writable } from 'node:stream';
import type { ChildProcess } from 'node:child_process';
import { harnessPerTest, KEY, type Harness } from './repl-harness.js';
import { ShellError } from '../../src/errors.js';

const USERS = {
  users: { families: ['info', 'stats'], rows: { u1: { 'info:name': 'ann', 'info:email': 'a@x' }, u2: { 'info:name': 'bob', 'stats:visits': '3' } } },
  'ns1:orders': { families: ['d'] },
};

const shell = harnessPerTest({ banner: false, tables: USERS });

describe('prompt and banner', () => {
  it('starts with the banner and the IRB prompt', async () => {
    const h = await shell({ banner: true });
    expect(h.screen()).toBe(
      [
        'hsh 9.9.9 — HBase 2.6 shell language',
        'Use "help" to get list of supported commands.',
        'Use "exit" or Ctrl-D to quit this interactive shell.',
        'Tab completes names, Up/Down and Ctrl-R recall history.',
        'For Reference, please visit: https://hbase.apache.org/docs/shell',
        '',
        'hbase:001:0>',
      ].join('\n'),
    );
  });

  it('counts input lines, blank ones included, as IRB does', async () => {
    const h = await shell();
    await h.type("put 'users', 'u3', 'info:name', 'cy'" + KEY.enter);
    await h.type(KEY.enter);
    await h.type('count \'users\'' + KEY.enter);
    expect(h.screen()).toBe(
      [
        "hbase:001:0> put 'users', 'u3', 'info:name', 'cy'",
        'hbase:002:0>',
        "hbase:003:0> count 'users'",
        '3 row(s)',
        '=> 3',
        'hbase:004:0>',
      ].join('\n'),
    );
  });

  it('shows continuation prompts: * after a trailing comma or inside brackets (with the depth), the quote inside a string', async () => {
    const h = await shell();
    await h.type("create 't2', {NAME => 'f1'," + KEY.enter);
    await h.type('VERSIONS => 2},' + KEY.enter);
    await h.type("'f2'" + KEY.enter);
    await h.type("x = 'multi" + KEY.enter);
    await h.type("line'" + KEY.enter);
    await h.type('y = "abc' + KEY.enter);
    await h.type('"' + KEY.enter);
    expect(h.screen()).toBe(
      [
        "hbase:001:0> create 't2', {NAME => 'f1',",
        'hbase:002:1* VERSIONS => 2},',
        "hbase:003:0* 'f2'",
        'Created table t2',
        '=> Hbase::Table - t2',
        "hbase:004:0> x = 'multi",
        "hbase:005:0' line'",
        '=> "multi\\nline"',
        'hbase:006:0> y = "abc',
        'hbase:007:0" "',
        '=> "abc\\n"',
        'hbase:008:0>',
      ].join('\n'),
    );
  });

  it('keeps output that does not end its line (print) above the next prompt', async () => {
    const h = await shell();
    await h.type("print 'abc'" + KEY.enter);
    await h.type("print 'x', 1, \"\\n\", 'y'" + KEY.enter);
    expect(h.screen()).toBe(["hbase:001:0> print 'abc'", 'abc', `hbase:002:0> print 'x', 1, "\\n", 'y'`, 'x1', 'y', 'hbase:003:0>'].join('\n'));
  });

  it('keeps a for loop open until its end', async () => {
    const h = await shell();
    await h.type('for i in 1..2 do' + KEY.enter);
    await h.type("put 'users', \"r#{i}\", 'info:n', i" + KEY.enter);
    await h.type('end' + KEY.enter);
    expect(h.screen()).toBe(
      ['hbase:001:0> for i in 1..2 do', "hbase:002:1* put 'users', \"r#{i}\", 'info:n', i", 'hbase:003:1* end', '=> 1..2', 'hbase:004:0>'].join('\n'),
    );
    expect([...h.store.tables.get('users')!.rows.keys()]).toContain('r2');
  });
});

describe('without a terminal (TERM=dumb)', () => {
  it('reads plain lines and writes plain prompts', async () => {
    const h = await shell({ terminal: undefined, env: { TERM: 'dumb' }, color: true });
    await h.paste("count 'users'\nexit 2\n");
    expect(await h.done).toBe(2);
    expect(h.screen()).toBe(['hbase:001:0> 2 row(s)', '=> 2', 'hbase:002:0>'].join('\n'));
  });

  it('runs the lines that arrived before the input ended', async () => {
    const h = await shell({ terminal: false });
    await h.paste("count 'users'\ncount 'users'\n");
    await h.end();
    expect(await h.done).toBe(0);
    expect(h.screen()).toBe(['hbase:001:0> 2 row(s)', '=> 2', 'hbase:002:0> 2 row(s)', '=> 2', 'hbase:003:0>'].join('\n'));
  });
});

describe('errors never end the session', () => {
  it('prints the ERROR block with the caret for a parse error and prompts again', async () => {
    const h = await shell();
    await h.type("put 'users',, 'r1'" + KEY.enter);
    await h.type('scna' + KEY.enter);
    await h.type("get 'nope', 'r'" + KEY.enter);
    expect(h.screen()).toBe(
      [
        "hbase:001:0> put 'users',, 'r1'",
        '',
        "ERROR: syntax error, unexpected ',' at line 1, column 13",
        "put 'users',, 'r1'",
        '            ^',
        '',
        'hbase:002:0> scna',
        '',
        "ERROR: undefined local variable or method `scna' for main:Object",
        'Did you mean?  scan',
        '',
        "hbase:003:0> get 'nope', 'r'",
        '',
        'ERROR: Unknown table nope!',
        '',
        `For usage try 'help "get"'`,
        '',
        'hbase:004:0>',
      ].join('\n'),
    );
  });

  it('suggests the closest table for an unknown one', async () => {
    const h = await shell();
    await h.type("get 'usres', 'u1'" + KEY.enter);
    expect(h.screen()).toBe(
      ["hbase:001:0> get 'usres', 'u1'", '', 'ERROR: Unknown table usres!', 'Did you mean?  users', '', `For usage try 'help "get"'`, '', 'hbase:002:0>'].join('\n'),
    );
  });

  it('suggests a table whose name was typed with letters left out (usr → users)', async () => {
    const h = await shell();
    await h.type("scan 'usr'" + KEY.enter);
    expect(h.screen()).toBe(
      ["hbase:001:0> scan 'usr'", '', 'ERROR: Unknown table usr!', 'Did you mean?  users', '', `For usage try 'help "scan"'`, '', 'hbase:002:0>'].join('\n'),
    );
  });

  it('colours the ERROR line and its caret on a terminal', async () => {
    const h = await shell({ color: true });
    await h.type("put 'users',, 'r1'" + KEY.enter);
    expect(h.vt.styleOf('ERROR: syntax error')).toBe('31');
    expect(h.vt.styleOf('^')).toBe('1;31');
    expect(h.vt.styleOf("put 'users',, 'r1'")).toBe('');
  });

  it('warns about an option key the command does not know, with the closest one', async () => {
    const h = await shell();
    await h.type("scan 'users', {'LIMT' => 1}" + KEY.enter);
    expect(h.screen().split('\n').slice(0, 2)).toEqual(["hbase:001:0> scan 'users', {'LIMT' => 1}", 'WARN: scan has no option LIMT; did you mean LIMIT?']);
  });
});

describe('a store that cannot be opened', () => {
  it('says so above the prompt at startup and stays (the next command tries again)', async () => {
    const openError = new ShellError('STORE_LOCKED', 'data directory /d is in use by another hsh process');
    const h = await shell({ warmUp: true, openError });
    await h.settle(50);
    expect(h.screen()).toBe(['WARN: data directory /d is in use by another hsh process', 'hbase:001:0>'].join('\n'));
    expect(h.exited).toEqual([]);
  });
});

describe('leaving', () => {
  it('exit N ends with status N', async () => {
    const h = await shell();
    await h.type('exit 3' + KEY.enter);
    expect(await h.done).toBe(3);
    expect(h.exited).toEqual([3]);
  });

  it('exit inside an unfinished statement says how to get out, and Ctrl-C then exit leaves', async () => {
    const h = await shell();
    await h.type("create 't2', {NAME => 'f'," + KEY.enter + 'exit' + KEY.enter);
    expect(h.screen()).toBe(
      [
        "hbase:001:0> create 't2', {NAME => 'f',",
        'hbase:002:1* exit',
        '(exit is inside the unfinished statement: Ctrl-C abandons it, Ctrl-D leaves)',
        'hbase:003:1*',
      ].join('\n'),
    );
    expect(h.exited).toEqual([]);
    await h.type(KEY.ctrlC + 'exit' + KEY.enter);
    await h.done;
    expect(h.exited).toEqual([0]);
  });

  it('Ctrl-D on an empty line ends with status 0', async () => {
    const h = await shell();
    await h.type(KEY.ctrlD);
    expect(await h.done).toBe(0);
    expect(h.screen()).toBe('hbase:001:0>');
  });
});

describe('Ctrl-C', () => {
  it('cancels the line being typed, and a statement being continued', async () => {
    const h = await shell();
    await h.type("put 'users', 'r1'" + KEY.ctrlC);
    await h.type("create 't9'," + KEY.enter + "'f'" + KEY.ctrlC);
    await h.type(KEY.ctrlC);
    expect(h.screen()).toBe(
      [
        "hbase:001:0> put 'users', 'r1'^C",
        "hbase:001:0> create 't9',",
        "hbase:002:0* 'f'^C",
        'hbase:002:0> ^C',
        '(To exit, type exit or press Ctrl-D)',
        'hbase:002:0>',
      ].join('\n'),
    );
    expect(h.store.tables.has('t9')).toBe(false);
  });

  it('says Interrupted when Ctrl-C comes before the statement began (it does not run)', async () => {
    const h = await shell();
    // Enter and Ctrl-C in one chunk: the Ctrl-C is read while the statement is about to start.
    await h.paste("drop_all 'u.*'\r\x03");
    expect(h.screen()).toBe(["hbase:001:0> drop_all 'u.*'", 'Interrupted', 'hbase:002:0>'].join('\n'));
    expect(h.store.tables.has('users')).toBe(true);
  });

  it('interrupts a running scan and returns to the prompt with Interrupted', async () => {
    const h = await shell({ tables: { ...USERS, slow: { families: ['f'] } } });
    await h.type("scan 'slow'" + KEY.enter);
    await new Promise((r) => setTimeout(r, 40));
    await h.type(KEY.ctrlC);
    expect(h.session.interrupts).toBe(1);
    expect(h.screen()).toBe(["hbase:001:0> scan 'slow'", 'Interrupted', 'hbase:002:0>'].join('\n'));
  });

  it('keeps keys typed while a statement runs and replays them at the next prompt', async () => {
    const h = await shell({ tables: { ...USERS, slow: { families: ['f'] } } });
    await h.type("scan 'slow'" + KEY.enter);
    await h.type("get 'users', 'u2'");
    expect(h.screen()).toBe("hbase:001:0> scan 'slow'");
    await h.type(KEY.ctrlC);
    // Ctrl-C while a statement runs also drops what was typed ahead.
    expect(h.screen()).toBe(["hbase:001:0> scan 'slow'", 'Interrupted', 'hbase:002:0>'].join('\n'));
  });
});

describe('line editing', () => {
  it('inserts keys that arrive in one chunk at the cursor, not at the end of the line', async () => {
    // Node appends all but the last key of a chunk at the end of the line; tmux send-keys, ssh and pastes send chunks.
    const h = await shell();
    await h.paste(')' + KEY.left + 'puts(12');
    expect(h.vt.cursorLine()).toBe('hbase:001:0> puts(12)');
    expect(h.vt.col).toBe('hbase:001:0> puts(12'.length);
    await h.paste(KEY.enter);
    expect(h.screen()).toBe(['hbase:001:0> puts(12)', '12', 'hbase:002:0>'].join('\n'));
    await h.type("scan ''");
    await h.type(KEY.left);
    await h.paste('users');
    expect(h.vt.cursorLine()).toBe("hbase:002:0> scan 'users' [, {COLUMNS => […], LIMIT => n, …}]");
    expect(h.vt.col).toBe("hbase:002:0> scan 'users".length);
  });
});

describe('line editing with tabs', () => {
  it('shows a pasted tab as the spaces to the next tab stop, with the cursor where the screen has it', async () => {
    const h = await shell();
    await h.paste("x = 'a\tb'");
    expect(h.vt.cursorLine()).toBe("hbase:001:0> x = 'a     b'");
    expect(h.vt.col).toBe("hbase:001:0> x = 'a     b'".length);
    await h.type(KEY.left + KEY.left + 'Z');
    expect(h.vt.cursorLine()).toBe("hbase:001:0> x = 'a     Zb'");
    expect(h.vt.col).toBe("hbase:001:0> x = 'a     Z".length);
    await h.type(KEY.enter);
    expect(h.screen().split('\n').slice(-2)).toEqual(['=> "a\\tZb"', 'hbase:002:0>']);
  });
});

describe('argument hints', () => {
  it('greys the remaining arguments after the command name', async () => {
    const h = await shell({ color: true });
    await h.type('put');
    expect(h.vt.cursorLine()).toBe("hbase:001:0> put 'table', 'row', 'family:qualifier', 'value' [, timestamp]");
    expect(h.vt.styleOf("'table'")).toBe('90');
    expect(h.vt.col).toBe('hbase:001:0> put'.length);
    await h.type(" 'users', ");
    expect(h.vt.cursorLine()).toBe("hbase:001:0> put 'users', 'row', 'family:qualifier', 'value' [, timestamp]");
    await h.type("'u1', 'info:name'");
    expect(h.vt.cursorLine()).toBe("hbase:001:0> put 'users', 'u1', 'info:name', 'value' [, timestamp]");
    await h.type(", 'x'");
    expect(h.vt.cursorLine()).toBe("hbase:001:0> put 'users', 'u1', 'info:name', 'x' [, timestamp]");
    await h.type(KEY.enter);
    expect(h.screen()).toBe(["hbase:001:0> put 'users', 'u1', 'info:name', 'x'", 'hbase:002:0>'].join('\n'));
  });

  it('hints through a table reference without the table argument', async () => {
    const h = await shell();
    await h.type("t = get_table 'users'" + KEY.enter);
    await h.type('t.put ');
    expect(h.vt.cursorLine()).toBe("hbase:002:0> t.put 'row', 'family:qualifier', 'value' [, timestamp]");
  });

  it('colours strings, numbers, constants and arrows in the input line', async () => {
    const h = await shell({ color: true });
    await h.type("scan 'users', {LIMIT => 10}");
    expect(h.vt.styleOf("'users'")).toBe('32');
    expect(h.vt.styleOf('LIMIT')).toBe('36');
    expect(h.vt.styleOf('=>')).toBe('35');
    expect(h.vt.styleOf('10}')).toBe('33');
    expect(h.vt.styleOf('scan')).toBe('1');
  });

  it('uses no colour with NO_COLOR or --no-color, and then shows no hint (it would read as typed text)', async () => {
    for (const options of [{ color: true, env: { NO_COLOR: '1' } }, { color: false }]) {
      const h = await shell(options);
      await h.type("scan 'users'");
      expect(h.vt.styleOf("'users'")).toBe('');
      expect(h.vt.cursorLine()).toBe("hbase:001:0> scan 'users'");
      await h.type(KEY.ctrlC + KEY.ctrlD);
      await h.done;
    }
  });
});

describe('Tab completion', () => {
  it('completes command names', async () => {
    const h = await shell();
    await h.type('sc' + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> scan 'table' [, {COLUMNS => […], LIMIT => n, …}]");
    expect(h.vt.col).toBe('hbase:001:0> scan '.length);
  });

  it('lists the candidates when nothing more can be inserted', async () => {
    const h = await shell();
    await h.type('d' + KEY.tab);
    expect(h.screen()).toBe(['hbase:001:0> d', 'debug  debug?  describe  drop  drop_all', 'hbase:001:0> d'].join('\n'));
  });

  it('completes table names, quoted, with namespaces', async () => {
    const h = await shell();
    await h.type('scan ' + KEY.tab);
    expect(h.screen()).toBe("hbase:001:0> scan '");
    await h.type(KEY.tab);
    expect(h.screen()).toBe(["hbase:001:0> scan '", 'ns1:orders  users', "hbase:001:0> scan '"].join('\n'));
    await h.type('u' + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> scan 'users' [, {COLUMNS => […], LIMIT => n, …}]");
    await h.type(KEY.ctrlC + "describe 'n" + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> describe 'ns1:orders'");
  });

  it('adds nothing after a finished argument (a closed string, a number, a bracket)', async () => {
    const h = await shell();
    await h.type("scan 'users'" + KEY.tab + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> scan 'users' [, {COLUMNS => […], LIMIT => n, …}]");
    await h.type(KEY.ctrlC + "get 'users', 'u1'" + KEY.tab);
    expect(h.vt.cursorLine().startsWith("hbase:001:0> get 'users', 'u1'")).toBe(true);
    expect(h.vt.cursorLine()).not.toContain("'u1''");
    await h.type(', ' + KEY.tab + KEY.tab);
    expect(h.screen()).toContain('info:email');
  });

  it('completes inside a line without doubling the quote or space already after the cursor', async () => {
    const h = await shell();
    await h.type("scan 'us'" + KEY.left + KEY.tab);
    expect(h.vt.cursorLine().startsWith("hbase:001:0> scan 'users'")).toBe(true);
    expect(h.vt.cursorLine()).not.toContain("'users''");
    expect(h.vt.col).toBe("hbase:001:0> scan 'users'".length);
    await h.type(KEY.ctrlC + "sc 'users'" + KEY.left.repeat(8) + KEY.tab);
    expect(h.vt.cursorLine().startsWith("hbase:001:0> scan 'users'")).toBe(true);
    expect(h.vt.col).toBe('hbase:001:0> scan '.length);
  });

  it('completes families and qualifiers of the table being addressed', async () => {
    const h = await shell();
    await h.type("put 'users', 'u1', 'i" + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> put 'users', 'u1', 'info:");
    await h.type(KEY.tab);
    expect(h.screen().split('\n').slice(-2)).toEqual(['info:email  info:name', "hbase:001:0> put 'users', 'u1', 'info:"]);
    await h.type('n' + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> put 'users', 'u1', 'info:name', 'value' [, timestamp]");
  });

  it('completes row keys from the store', async () => {
    const h = await shell();
    await h.type("get 'users', 'u" + KEY.tab);
    expect(h.screen().split('\n').slice(-2)).toEqual(['u1  u2', "hbase:001:0> get 'users', 'u"]);
    await h.type('2' + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> get 'users', 'u2' [, {COLUMN => 'family:qualifier', …}]");
  });

  it('completes the option keys of the command being typed, and COLUMNS values', async () => {
    const h = await shell();
    await h.type("scan 'users', {" + KEY.tab);
    expect(h.screen().split('\n').slice(-3)).toEqual([
      'COLUMN   FILTER  RAW       STARTROW  TIMERANGE',
      'COLUMNS  LIMIT   REVERSED  STOPROW   VERSIONS',
      "hbase:001:0> scan 'users', {",
    ]);
    await h.type('LI' + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> scan 'users', {LIMIT =>");
    await h.type("5, COLUMNS => ['" + KEY.tab);
    expect(h.screen().split('\n').slice(-2)).toEqual(['info  info:email  info:name  stats  stats:visits', "hbase:001:0> scan 'users', {LIMIT => 5, COLUMNS => ['"]);
    await h.type('s' + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> scan 'users', {LIMIT => 5, COLUMNS => ['stats");
  });

  it('completes braceless option keys', async () => {
    const h = await shell();
    await h.type("count 'users', IN" + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> count 'users', INTERVAL =>");
  });

  it('completes filter names, operators and comparator prefixes inside FILTER strings', async () => {
    const h = await shell({ columns: 120 });
    await h.type("scan 'users', {FILTER => \"Pre" + KEY.tab);
    expect(h.vt.cursorLine()).toBe('hbase:001:0> scan \'users\', {FILTER => "PrefixFilter (');
    await h.type("'u') AND Val" + KEY.tab);
    expect(h.vt.cursorLine()).toBe('hbase:001:0> scan \'users\', {FILTER => "PrefixFilter (\'u\') AND ValueFilter (');
    await h.type(KEY.tab);
    expect(h.screen().split('\n').slice(-2, -1)).toEqual(['=  !=  <  <=  >  >=']);
    await h.type("=, 'bi" + KEY.tab);
    expect(h.vt.cursorLine()).toBe('hbase:001:0> scan \'users\', {FILTER => "PrefixFilter (\'u\') AND ValueFilter (=, \'binary');
    await h.type(KEY.tab);
    expect(h.screen().split('\n').slice(-2, -1)).toEqual(['binary:  binaryprefix:']);
  });

  it('completes family names in SingleColumnValueFilter', async () => {
    const h = await shell({ columns: 120 });
    await h.type("scan 'users', FILTER => \"SingleColumnValueFilter ('s" + KEY.tab);
    expect(h.vt.cursorLine()).toBe('hbase:001:0> scan \'users\', FILTER => "SingleColumnValueFilter (\'stats\'');
    await h.type(", 'v" + KEY.tab);
    expect(h.vt.cursorLine()).toBe('hbase:001:0> scan \'users\', FILTER => "SingleColumnValueFilter (\'stats\', \'visits\'');
  });

  it('completes help topics', async () => {
    const h = await shell();
    await h.type("help 'hi" + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:001:0> help 'history'");
  });

  it('completes table-reference methods and variables', async () => {
    const h = await shell();
    await h.type("usr = get_table 'users'" + KEY.enter);
    await h.type('us' + KEY.tab);
    expect(h.vt.cursorLine()).toBe('hbase:002:0> usr');
    await h.type('.ge' + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:002:0> usr.get 'row' [, {COLUMN => 'family:qualifier', …}]");
    await h.type(KEY.tab);
    expect(h.screen().split('\n').slice(-2, -1)).toEqual(['get  get_all_columns']);
  });

  it('sees tables created and dropped at the prompt', async () => {
    const h = await shell();
    await h.type("create 'zeta', 'z1'" + KEY.enter);
    await h.type("put 'ze" + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:002:0> put 'zeta', 'row', 'family:qualifier', 'value' [, timestamp]");
    await h.type(", 'r', 'z" + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:002:0> put 'zeta', 'r', 'z1:");
    await h.type(KEY.ctrlC + "drop 'zeta'" + KEY.enter);
    await h.type("scan 'z" + KEY.tab);
    expect(h.vt.cursorLine()).toBe("hbase:003:0> scan 'z");
  });
});

describe('history', () => {
  it('keeps each statement as one entry, multi-line ones too, in the history file', async () => {
    const h = await shell();
    await h.type("create 't2', {NAME => 'f1'," + KEY.enter + 'VERSIONS => 2}' + KEY.enter);
    await h.type("count 'users'" + KEY.enter);
    await h.type("count 'users'" + KEY.enter);
    expect(readFileSync(h.historyFile, 'utf8')).toBe("create 't2', {NAME => 'f1',\\\nVERSIONS => 2}\ncount 'users'\n");
  });

  it('recalls entries with Up, a multi-line one with its continuation prompt', async () => {
    const h = await shell();
    await h.type("create 't2', {NAME => 'f1'," + KEY.enter + 'VERSIONS => 2}' + KEY.enter);
    await h.type("count 'users'" + KEY.enter);
    await h.type(KEY.up);
    expect(h.vt.cursorLine()).toBe("hbase:004:0> count 'users' [, INTERVAL => n]");
    await h.type(KEY.up);
    expect(h.screen().split('\n').slice(-2)).toEqual(["hbase:004:0> create 't2', {NAME => 'f1',", 'hbase:005:1* VERSIONS => 2} [, …]']);
    await h.type(KEY.enter);
    expect(h.screen().split('\n').slice(-2)).toEqual(['=> Hbase::Table - t2', 'hbase:006:0>']);
  });

  it('loads the history of earlier sessions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hsh-hist-'));
    const file = join(dir, 'history');
    writeFileSync(file, "list\nscan 'users', {\\\nLIMIT => 1}\n");
    const h = await shell({ historyFile: file });
    await h.type(KEY.up);
    expect(h.screen()).toBe(["hbase:001:0> scan 'users', {", 'hbase:002:1* LIMIT => 1}'].join('\n'));
  });

  it('searches backwards with Ctrl-R and runs the match with Enter', async () => {
    const h = await shell();
    await h.type("get 'users', 'u1'" + KEY.enter);
    await h.type("count 'users'" + KEY.enter);
    await h.type('list' + KEY.enter);
    await h.type(KEY.ctrlR + 'u');
    expect(h.vt.cursorLine()).toBe("(reverse-i-search)`u': count 'users'");
    await h.type(KEY.ctrlR);
    expect(h.vt.cursorLine()).toBe("(reverse-i-search)`u': get 'users', 'u1'");
    await h.type('1');
    expect(h.vt.cursorLine()).toBe("(reverse-i-search)`u1': get 'users', 'u1'");
    await h.type('x');
    expect(h.vt.cursorLine()).toBe("(failed reverse-i-search)`u1x': get 'users', 'u1'");
    await h.type(KEY.backspace + KEY.enter);
    expect(h.screen().split('\n').slice(-6)).toEqual(["hbase:004:0> get 'users', 'u1'", 'COLUMN  CELL', ' info:name value=ann', ' info:email value=a@x', '1 row(s)', 'hbase:005:0>']);
  });

  it('Ctrl-G leaves the search and restores the line', async () => {
    const h = await shell();
    await h.type("count 'users'" + KEY.enter);
    await h.type('li' + KEY.ctrlR + 'count' + KEY.ctrlG);
    expect(h.vt.cursorLine()).toBe('hbase:002:0> li');
  });

  it('the history command lists the entries, numbered', async () => {
    const h = await shell();
    await h.type("count 'users'" + KEY.enter);
    await h.type('x = [1,' + KEY.enter + '2]' + KEY.enter);
    await h.type('history' + KEY.enter);
    expect(h.screen().split('\n').slice(-6)).toEqual(['hbase:004:0> history', "    1  count 'users'", '    2  x = [1,', '       2]', '    3  history', 'hbase:005:0>']);
    await h.type("history 'count'" + KEY.enter);
    expect(h.screen().split('\n').slice(-3)).toEqual(["    1  count 'users'", "    4  history 'count'", 'hbase:006:0>']);
  });
});

describe('questions', () => {
  it('asks y/n confirmations at the prompt', async () => {
    const h = await shell();
    await h.type("drop_all 'u.*'" + KEY.enter);
    expect(h.screen()).toBe(["hbase:001:0> drop_all 'u.*'", 'users', '', 'Drop the above 1 tables (y/n)?'].join('\n'));
    await h.type('y' + KEY.enter);
    expect(h.screen()).toBe(["hbase:001:0> drop_all 'u.*'", 'users', '', 'Drop the above 1 tables (y/n)? y', '1 tables successfully dropped', 'hbase:002:0>'].join('\n'));
    expect(h.store.tables.has('users')).toBe(false);
  });

  it('Ctrl-D at a question answers no and keeps the session', async () => {
    const h = await shell();
    await h.type("drop_all 'u.*'" + KEY.enter);
    await h.type(KEY.ctrlD);
    expect(h.exited).toEqual([]);
    expect(h.store.tables.has('users')).toBe(true);
    expect(h.vt.cursorLine()).toBe('hbase:002:0>');
    await h.type('list' + KEY.enter);
    expect(h.screen()).toContain('users');
  });

  it('answers a question with keys typed ahead', async () => {
    const h = await shell();
    await h.paste("drop_all 'u.*'\ry\r");
    expect(h.screen()).toBe(["hbase:001:0> drop_all 'u.*'", 'users', '', 'Drop the above 1 tables (y/n)? y', '1 tables successfully dropped', 'hbase:002:0>'].join('\n'));
  });
});

describe('set_format and debug', () => {
  it('switch the live options the session reads', async () => {
    const h = await shell();
    await h.type("set_format 'json'" + KEY.enter);
    expect(h.session.options).toMatchObject({ format: 'json', vertical: false });
    await h.type("set_format 'vertical', 'epoch'" + KEY.enter);
    expect(h.session.options).toMatchObject({ format: 'classic', vertical: true, epochTimestamps: true });
    await h.type("set_format TIMESTAMP => 'iso'" + KEY.enter);
    await h.type('debug' + KEY.enter);
    expect(h.session.options.debug).toBe(true);
    expect(h.screen()).toBe(
      [
        "hbase:001:0> set_format 'json'",
        'format: json, timestamps: iso',
        "hbase:002:0> set_format 'vertical', 'epoch'",
        'format: vertical, timestamps: epoch',
        "hbase:003:0> set_format TIMESTAMP => 'iso'",
        'format: vertical, timestamps: iso',
        'hbase:004:0> debug',
        'Debug mode is ON',
        '',
        'hbase:005:0>',
      ].join('\n'),
    );
  });
});

describe('pager', () => {
  function fakePager() {
    const received: string[] = [];
    const spawned: string[] = [];
    const spawnPager = (spec: { command: string }) => {
      spawned.push(spec.command);
      const child = new EventEmitter() as ChildProcess;
      const stdin = new PassThrough();
      stdin.on('data', (d) => received.push(d.toString()));
      stdin.on('finish', () => setTimeout(() => child.emit('close', 0), 1));
      (child as { stdin: unknown }).stdin = stdin;
      return child;
    };
    return { received, spawned, spawnPager };
  }

  it('pages output longer than the screen, and writes short output directly', async () => {
    const pager = fakePager();
    const h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager: pager.spawnPager, rows: 10 });
    await h.type('lines 3' + KEY.enter);
    expect(pager.spawned).toEqual([]);
    expect(h.screen()).toBe(['hbase:001:0> lines 3', 'line 1', 'line 2', 'line 3', 'hbase:002:0>'].join('\n'));
    await h.type('lines 30' + KEY.enter);
    expect(pager.spawned).toEqual(['less -R']);
    expect(pager.received.join('')).toBe(Array.from({ length: 30 }, (_, i) => `line ${i + 1}\n`).join(''));
    expect(h.screen().split('\n').slice(-2)).toEqual(['hbase:002:0> lines 30', 'hbase:003:0>']);
  });

  it('leaves raw mode before the pager starts (the pager keeps the terminal mode it finds)', async () => {
    const rawAtSpawn: boolean[] = [];
    const pager = fakePager();
    let h: Harness | undefined;
    const spawnPager = (spec: { command: string; env: NodeJS.ProcessEnv }) => {
      rawAtSpawn.push(h!.input.isRaw);
      return pager.spawnPager(spec);
    };
    h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager, rows: 10 });
    await h.type('lines 30' + KEY.enter);
    expect(rawAtSpawn).toEqual([false]);
    expect(h.input.isRaw).toBe(true);
  });

  it('says Interrupted after a Ctrl-C in the pager, even when the pager is quit before the statement ends', async () => {
    let child: ChildProcess | undefined;
    const spawnPager = () => {
      child = new EventEmitter() as ChildProcess;
      // A pager that reads nothing until it is quit: the statement waits on the full pipe.
      (child as { stdin: unknown }).stdin = new Writable({ highWaterMark: 1, write: () => {} });
      return child;
    };
    const h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager, rows: 10, handleSignals: true });
    await h.type('lines 100000' + KEY.enter);
    expect(child).toBeDefined();
    // In the pager the terminal is not raw: Ctrl-C arrives as SIGINT; then q quits the pager.
    process.emit('SIGINT');
    child!.emit('close', 0);
    for (let i = 0; i < 100 && !h.screen().endsWith('hbase:002:0>'); i++) await h.settle();
    expect(h.session.interrupts).toBeGreaterThanOrEqual(1);
    expect(h.screen().split('\n').slice(-2)).toEqual(['Interrupted', 'hbase:002:0>']);
  });

  /** A pager that reads nothing until it is quit (the statement waits on the full pipe); Ctrl-C's SIGTERM quits it. */
  function stuckPager() {
    const state: { child?: ChildProcess; signals: string[] } = { signals: [] };
    const spawnPager = () => {
      const child = new EventEmitter() as ChildProcess;
      (child as { stdin: unknown }).stdin = new Writable({ highWaterMark: 1, write: () => {} });
      Object.assign(child, {
        exitCode: null,
        signalCode: null,
        kill: (signal: string) => {
          state.signals.push(signal);
          Object.assign(child, { signalCode: signal });
          setTimeout(() => child.emit('close', null), 1);
          return true;
        },
      });
      state.child = child;
      return child;
    };
    return { state, spawnPager };
  }

  it("does not page a loop's output: its writes never wait on the pager", async () => {
    const pager = fakePager();
    const h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager: pager.spawnPager, rows: 10, tables: { big: { families: ['f'] } } });
    await h.type(`for i in 1..40 do put 'big', "r#{i}", 'f:c', 'v'; puts i end` + KEY.enter);
    for (let i = 0; i < 100 && !h.screen().endsWith('hbase:002:0>'); i++) await h.settle();
    expect(pager.spawned).toEqual([]);
    expect(h.store.tables.get('big')!.rows.size).toBe(40);
    expect(h.screen().split('\n').slice(-4)).toEqual(['39', '40', '=> 1..40', 'hbase:002:0>']);
  });

  it('quitting the pager under a statement that has written lets it run to its end, and says so', async () => {
    const pager = stuckPager();
    const h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager: pager.spawnPager, rows: 10, columns: 200, tables: { big: { families: ['f'] } } });
    // Output beyond what the pipe holds: the statement is still writing it when q is pressed.
    await h.type(`put_lines 'big', 20000` + KEY.enter);
    expect(pager.state.child).toBeDefined();
    // q in the pager.
    pager.state.child!.emit('close', 0);
    for (let i = 0; i < 100 && !h.screen().endsWith('hbase:002:0>'); i++) await h.settle();
    expect(h.session.interrupts).toBe(0);
    expect(h.store.tables.get('big')!.rows.size).toBe(20000);
    const [said, prompt] = h.screen().split('\n').slice(-2);
    expect(said).toMatch(/^\(the pager was quit: \d+ more lines of output not shown; the statement ran to its end, all its 20000 writes made\)$/);
    expect(prompt).toBe('hbase:002:0>');
  });

  it('quitting the pager under a statement that only reads stops it quietly', async () => {
    const pager = stuckPager();
    const h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager: pager.spawnPager, rows: 10 });
    await h.type('lines 100000' + KEY.enter);
    pager.state.child!.emit('close', 0);
    for (let i = 0; i < 100 && !h.screen().endsWith('hbase:002:0>'); i++) await h.settle();
    expect(h.session.interrupts).toBe(1);
    expect(h.screen().split('\n').slice(-2)).toEqual(['hbase:001:0> lines 100000', 'hbase:002:0>']);
  });

  it('Ctrl-C in the pager closes it and interrupts the statement (no q needed)', async () => {
    const pager = stuckPager();
    const h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager: pager.spawnPager, rows: 10, handleSignals: true });
    await h.type('lines 100000' + KEY.enter);
    process.emit('SIGINT');
    for (let i = 0; i < 100 && !h.screen().endsWith('hbase:002:0>'); i++) await h.settle();
    expect(pager.state.signals).toEqual(['SIGTERM']);
    expect(h.session.interrupts).toBeGreaterThanOrEqual(1);
    expect(h.screen().split('\n').slice(-2)).toEqual(['Interrupted', 'hbase:002:0>']);
    expect(h.input.isRaw).toBe(true);
  });

  it('Ctrl-C in the pager after the statement ended leaves the pager, with nothing interrupted', async () => {
    const state: { child?: ChildProcess; signals: string[] } = { signals: [] };
    const pager = fakePager();
    const spawnPager = (spec: { command: string }) => {
      const child = pager.spawnPager(spec);
      // The whole output read; the pager waits for q (it does not end at the end of its input).
      child.stdin!.removeAllListeners('finish');
      Object.assign(child, {
        exitCode: null,
        signalCode: null,
        kill: (signal: string) => {
          state.signals.push(signal);
          setTimeout(() => child.emit('close', null), 1);
          return true;
        },
      });
      state.child = child;
      return child;
    };
    const h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager, rows: 10, handleSignals: true });
    await h.type('lines 30' + KEY.enter);
    await h.settle();
    expect(state.child).toBeDefined();
    process.emit('SIGINT');
    for (let i = 0; i < 100 && !h.screen().endsWith('hbase:002:0>'); i++) await h.settle();
    expect(state.signals).toEqual(['SIGTERM']);
    expect(h.session.interrupts).toBe(0);
    expect(h.screen().split('\n').slice(-2)).toEqual(['hbase:001:0> lines 30', 'hbase:002:0>']);
  });

  it('does not page count, whose progress lines are to be watched', async () => {
    const pager = fakePager();
    const rows = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`r${String(i).padStart(2, '0')}`, { 'f:a': '1' }]));
    const h = await shell({ pager: true, pagerSpec: { command: 'less -R', env: {} }, spawnPager: pager.spawnPager, rows: 10, tables: { big: { families: ['f'], rows } } });
    await h.type("count 'big', INTERVAL => 2" + KEY.enter);
    expect(pager.spawned).toEqual([]);
    expect(h.screen().split('\n').slice(-4)).toEqual(['Current count: 30, row: r29', '30 row(s)', '=> 30', 'hbase:002:0>']);
  });

  it('writes to the screen, with a warning, when $PAGER names no program, and does not try it again', async () => {
    const spawned: string[] = [];
    const spawnPager = (spec: { command: string }) => {
      spawned.push(spec.command);
      const child = new EventEmitter() as ChildProcess;
      (child as { stdin: unknown }).stdin = new PassThrough();
      // sh -c nosuchpager: "not found", exit 127, having read nothing.
      setTimeout(() => child.emit('close', 127), 1);
      return child;
    };
    const h = await shell({ pager: true, pagerSpec: { command: 'nosuchpager', env: {} }, spawnPager, rows: 10 });
    await h.type('lines 12' + KEY.enter);
    expect(h.vt.all().split('\n').slice(-15)).toEqual([
      'hbase:001:0> lines 12',
      "WARN: the pager 'nosuchpager' could not be run (exit 127); writing to the screen",
      ...Array.from({ length: 12 }, (_, i) => `line ${i + 1}`),
      'hbase:002:0>',
    ]);
    await h.type('lines 12' + KEY.enter);
    expect(spawned).toEqual(['nosuchpager']);
    expect(h.vt.all().split('\n').slice(-3)).toEqual(['line 11', 'line 12', 'hbase:003:0>']);
    expect(h.input.isRaw).toBe(true);
  });

  it('does not page with --no-pager', async () => {
    const pager = fakePager();
    const h = await shell({ pager: false, pagerSpec: { command: 'less -R', env: {} }, spawnPager: pager.spawnPager, rows: 10 });
    await h.type('lines 30' + KEY.enter);
    expect(pager.spawned).toEqual([]);
    expect(h.vt.all()).toContain('line 30');
  });
});
