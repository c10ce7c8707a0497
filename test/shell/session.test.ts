/**
 * The session's output modes over the real registry and memory engine:
 * --format json objects, set_format in scripts, and an interrupted command.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { registry } from '../../src/commands/index.js';
import { Session } from '../../src/shell/execute.js';
import { runScript } from '../../src/shell/batch.js';
import { statements } from '../../src/grammar/parse.js';
import { BufferedWriter, type ShellIO } from '../../src/shell/io.js';
import { hsh, memorySessionOptions, testShell } from '../helpers/shell.js';

describe('--format json', () => {
  it('prints one object per statement: outputs, the => value, errors, and no Took, => or ERROR lines', async () => {
    const r = await hsh(
      ["create 't1', 'f1'", "put 't1', 'r1', 'f1:a', 'v1'", "get 't1', 'r1'", 'x = [1, "a"]', "puts 'hi'", "count 'nosuch'"].join('\n'),
      { format: 'json' },
    );
    const objects = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(objects).toEqual([
      { command: 'create', statement: "create 't1', 'f1'", line: 1, lines: ['Created table t1'], value: 'Hbase::Table - t1', ok: true },
      { command: 'put', statement: "put 't1', 'r1', 'f1:a', 'v1'", line: 2, ok: true },
      {
        command: 'get',
        statement: "get 't1', 'r1'",
        line: 3,
        cells: [{ row: 'r1', column: 'f1:a', timestamp: 1700000000001, type: 'Put', value: 'v1' }],
        rows: 1,
        ok: true,
      },
      { command: null, statement: 'x = [1, "a"]', line: 4, value: [1, 'a'], ok: true },
      { command: null, statement: "puts 'hi'", line: 5, lines: ['hi'], ok: true },
      { command: 'count', statement: "count 'nosuch'", line: 6, ok: false, error: { code: 'TABLE_NOT_FOUND', message: 'Unknown table nosuch!' } },
    ]);
    expect(r.status).toBe(1);
  });

  it('prints one object per executed command, in loops and blocks too, at its line, with its question', async () => {
    const r = await hsh(
      ["create 't', 'f'", "put 't', 'r1', 'f:a', 'v'", '# Q1: rows', 'for i in 1..2 do', "  count 't'", 'end', '#  Q2a: more', "puts 'x'; [1].each { |i| count 't' }", "assert_equal 1, count('t'), 'one'"].join('\n'),
      { format: 'json' },
    );
    const objects = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    const loop = 'for i in 1..2 do\n  count \'t\'\nend';
    expect(objects.slice(2)).toEqual([
      { command: 'count', statement: loop, line: 5, question: 'Q1', rows: 1, ok: true },
      { command: 'count', statement: loop, line: 5, question: 'Q1', rows: 1, value: '1..2', ok: true },
      { command: null, statement: "puts 'x'", line: 8, question: 'Q2a', lines: ['x'], ok: true },
      { command: 'count', statement: "[1].each { |i| count 't' }", line: 8, question: 'Q2a', rows: 1, value: [1], ok: true },
      { command: 'count', statement: "assert_equal 1, count('t'), 'one'", line: 9, question: 'Q2a', rows: 1, ok: true },
      { command: 'assert_equal', statement: "assert_equal 1, count('t'), 'one'", line: 9, question: 'Q2a', lines: ['PASS  one'], ok: true },
    ]);
  });

  it('names the script file of each object', async () => {
    const shell = await testShell({ format: 'json' });
    shell.session.where = {};
    const { runScript: run } = await import('../../src/shell/batch.js');
    await run(shell.session, 'x = 1\n# Q1: a\ny = 2', { echo: false, keepGoing: true, file: 'lab.hsh' });
    const r = await shell.run('');
    await shell.close();
    expect(r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l))).toEqual([
      { command: null, statement: 'x = 1', file: 'lab.hsh', line: 1, value: 1, ok: true },
      { command: null, statement: 'y = 2', file: 'lab.hsh', line: 3, question: 'Q1', value: 2, ok: true },
    ]);
  });

  it('a parse error is an object with command null', async () => {
    const r = await hsh("put 't1', 'r1',, 'x'", { format: 'json' });
    const o = JSON.parse(r.stdout);
    expect(o.command).toBe(null);
    expect(o.ok).toBe(false);
    expect(o.error.code).toBe('PARSE_ERROR');
    expect(r.status).toBe(2);
  });

  it('a confirmation cannot be asked: refused without --yes, answered with it', async () => {
    const refused = JSON.parse((await hsh("create 't1', 'f'\ndisable_all 't.*'", { format: 'json' })).stdout.trimEnd().split('\n')[1]);
    expect(refused.error.code).toBe('CONFIRMATION_REQUIRED');
    const answered = JSON.parse((await hsh("create 't1', 'f'\ndisable_all 't.*'", { format: 'json', yes: true })).stdout.trimEnd().split('\n')[1]);
    expect(answered.ok).toBe(true);
    expect(answered.lines).toContain('Disable the above 1 tables (y/n)?');
  });
});

describe('set_format', () => {
  it('switches the format of the statements that follow in a script', async () => {
    const r = await hsh(["create 't1', 'f1'", "put 't1', 'r1', 'f1:a', 'v1'", "set_format 'json'", "get 't1', 'r1'", "set_format 'classic'", "get 't1', 'r1'"].join('\n'));
    expect(r.stdout.split('\n').slice(2)).toEqual([
      'format: json, timestamps: iso',
      '{"command":"get","statement":"get \'t1\', \'r1\'","line":4,"cells":[{"row":"r1","column":"f1:a","timestamp":1700000000001,"type":"Put","value":"v1"}],"rows":1,"ok":true}',
      '{"command":"set_format","statement":"set_format \'classic\'","line":5,"lines":["format: classic, timestamps: iso"],"ok":true}',
      'COLUMN  CELL',
      ' f1:a timestamp=2023-11-14T22:13:20.001, value=v1',
      '1 row(s)',
      '',
    ]);
  });
});

describe('an interrupted command', () => {
  it('stops the scan, prints neither an ERROR block nor Took, and reports interrupted', async () => {
    let session: Session | undefined;
    let out = '';
    let interruptAfter = Infinity;
    const sink = new Writable({
      write(chunk, _enc, cb) {
        out += chunk.toString();
        if (out.length > interruptAfter) session?.interrupt();
        cb();
      },
    });
    const io: ShellIO = { stdout: new BufferedWriter(sink), stderr: () => {}, isTTY: false, columns: 0 };
    session = new Session(io, registry, memorySessionOptions({ timing: true, interactive: true, keepGoing: true }));
    try {
      await runScript(session, "create 't', 'f'\nfor i in 1..20000 do put 't', \"r#{i}\", 'f:q', 'value' end", { echo: false, keepGoing: true });
      await io.stdout.flush();
      out = '';
      interruptAfter = 0;
      const [chunk] = statements("scan 't'");
      const status = await session.runStatement(chunk);
      await io.stdout.flush();
      expect(status).toBe('interrupted');
      expect(out.startsWith('ROW  COLUMN+CELL\n')).toBe(true);
      expect(out).not.toMatch(/ERROR|Took|row\(s\)/);
      expect(out.split('\n').length).toBeLessThan(20000);
    } finally {
      await session.close();
    }
  });
});

describe('progress of long commands', () => {
  it('major_compact, snapshot and clone_snapshot report cells on the status line, cleared when done', async () => {
    const shown: Array<string | null> = [];
    const sink = new Writable({ write: (_c, _e, cb) => cb() });
    const io: ShellIO = { stdout: new BufferedWriter(sink), stderr: () => {}, isTTY: true, columns: 80, progress: (t) => shown.push(t) };
    const session = new Session(io, registry, memorySessionOptions({ interactive: true, keepGoing: true }));
    try {
      await runScript(session, "create 't', 'f'", { echo: false, keepGoing: true });
      const engine = await session.engine();
      for (let i = 0; i < 60_000; i++) {
        await engine.mutateRow('t', Buffer.from(`r${String(i).padStart(6, '0')}`), [{ kind: 'put', family: 'f', qualifier: Buffer.from('q'), value: Buffer.from('v') }]);
      }
      shown.length = 0;
      await runScript(session, "major_compact 't'\nsnapshot 't', 's1'\nclone_snapshot 's1', 't2'", { echo: false, keepGoing: true });
      expect(shown).toEqual([
        "major_compact 't': 50,000 cells",
        null,
        "snapshot 's1': 50,000 cells",
        null,
        "clone_snapshot 's1': 50,000 cells",
        null,
      ]);
    } finally {
      await session.close();
    }
  }, 60_000);
});

describe('Kernel output', () => {
  it('print adds no newline; puts adds one only where the text lacks it; p inspects', async () => {
    const r = await hsh(`print "a", "b"; print "c\\n"; puts "x\\n"; puts "y"; puts [1, [2]]; puts; p 1, "s"`);
    expect(r.stdout).toBe('abc\nx\ny\n1\n2\n\n1\n"s"\n=> [1, "s"]\n');
  });

  it('a string literal evaluated twice gives equal, independent values', async () => {
    const r = await hsh(`for i in 1..2 do s = 'x'; s << "#{i}"; puts s end`);
    expect(r.stdout).toBe('x1\nx2\n=> 1..2\n');
  });
});

describe('scripts run one after another in one session (-e chunks, script files)', () => {
  it('a variable of an earlier chunk is a local of the next: `x -1` is x minus 1, as in IRB', async () => {
    const { testShell } = await import('../helpers/shell.js');
    const sh = await testShell();
    try {
      expect((await sh.run('x = 5')).stdout).toBe('=> 5\n');
      expect((await sh.run('x -1')).stdout).toBe('=> 4\n');
      expect((await sh.run('puts x -1')).stdout).toBe('4\n');
    } finally {
      await sh.close();
    }
  });
});

describe('--format json: => values', () => {
  it('hash keys are written as values are: text, or Bytes.toStringBinary when not valid UTF-8', async () => {
    const { testShell } = await import('../helpers/shell.js');
    const sh = await testShell({ format: 'json' });
    try {
      const line = JSON.parse((await sh.run(`x = {"\\xff" => 1, 'a' => "\\xfe", 3 => 'é'}`)).stdout);
      expect(line.value).toEqual({ '\\xFF': 1, a: '\\xFE', 3: 'é' });
    } finally {
      await sh.close();
    }
  });
});

describe('the working directory', () => {
  it("finds a relative file name in the session's cwd: every command that opens one", async () => {
    const sh = await testShell();
    try {
      const r = await sh.run(
        [
          "create 't1', 'f1'",
          "put 't1', 'r1', 'f1:a', 'v1'",
          "export_csv 't1', 't1.csv'",
          "dump 't1', 't1.hsh'",
          "capture 'q3.txt'",
          "puts 'captured'",
          'capture',
          "import_tsv 't1', 't1.csv', {SEPARATOR => ',', HEADER => true}",
          "disable 't1'",
          "drop 't1'",
          "load 't1.hsh'",
          "get_value 't1', 'r1', 'f1:a'",
        ].join('\n'),
      );
      expect(r.stderr).toBe('');
      expect(r.stdout).not.toContain('ERROR');
      expect(r.stdout.trimEnd().endsWith('=> "v1"')).toBe(true);
      expect(readdirSync(sh.cwd).sort()).toEqual(['q3.txt', 't1.csv', 't1.hsh']);
      expect(readFileSync(join(sh.cwd, 't1.csv'), 'utf8')).toBe('HBASE_ROW_KEY,f1:a\nr1,v1\n');
      expect(readFileSync(join(sh.cwd, 'q3.txt'), 'utf8')).toBe('captured\n');
      expect(existsSync(join(process.cwd(), 't1.csv'))).toBe(false);
    } finally {
      await sh.close();
    }
  });
});
