/**
 * The prompt over the real session, registry and in-memory engine: the
 * stand-in of repl-harness.ts replaced by execute.ts's Session, so the
 * output path (router, decoration), completion from the real catalog and
 * the exit path are checked together.
 */
import { describe, expect, it } from 'vitest';
import { PassThrough, Writable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '../../src/commands/index.js';
import { Session } from '../../src/shell/execute.js';
import { memorySessionOptions } from '../helpers/shell.js';
import { BufferedWriter, type ShellIO } from '../../src/shell/io.js';
import { startRepl } from '../../src/shell/repl.js';
import { VirtualTerminal } from './vt.js';

async function realShell() {
  const vt = new VirtualTerminal(100, 30);
  let lastWrite = Date.now();
  const output = new Writable({
    write(chunk, _enc, cb) {
      vt.write(chunk.toString());
      lastWrite = Date.now();
      cb();
    },
  }) as Writable & { columns: number; rows: number; isTTY: boolean };
  Object.assign(output, { columns: 100, rows: 30, isTTY: true });
  const input = Object.assign(new PassThrough(), { isTTY: true, isRaw: false, setRawMode() {} });
  const io: ShellIO = { stdout: new BufferedWriter(output), stderr: (l) => void output.write(l + '\n'), isTTY: false, columns: 0 };
  const session = new Session(io, registry, memorySessionOptions({ epochTimestamps: true, interactive: true }));
  const done = startRepl(session, {
    color: false,
    pager: false,
    input,
    output,
    terminal: true,
    env: {},
    banner: false,
    handleSignals: false,
    historyFile: join(mkdtempSync(join(tmpdir(), 'hsh-rs-')), 'history'),
  });
  const settle = async () => {
    for (let i = 0; i < 400; i++) {
      await new Promise((r) => setTimeout(r, 5));
      if (Date.now() - lastWrite >= 40) return;
    }
  };
  await settle();
  return {
    vt,
    done,
    session,
    async type(keys: string) {
      for (const k of keys) {
        input.write(k);
        lastWrite = Date.now();
        await new Promise((r) => setTimeout(r, k === '\t' ? 20 : 0));
      }
      await settle();
    },
  };
}

describe('the prompt over the real session', () => {
  it('creates, completes, puts, scans, reports errors and exits', async () => {
    const h = await realShell();
    await h.type("create 'users', 'info'\r");
    await h.type("put 'us\t");
    await h.type(", 'u1', 'i\t");
    await h.type("name', 'ann'\r");
    await h.type("scan 'users'\r");
    await h.type("get 'usres', 'u1'\r");
    await h.type('exit 4\r');
    expect(await h.done).toBe(4);
    expect(h.vt.screen()).toBe(
      [
        "hbase:001:0> create 'users', 'info'",
        'Created table users',
        '=> Hbase::Table - users',
        "hbase:002:0> put 'users', 'u1', 'info:name', 'ann'",
        "hbase:003:0> scan 'users'",
        // A terminal: the padded layout, at the terminal's width.
        'ROW                        COLUMN+CELL',
        ' u1                        column=info:name, timestamp=1700000000001, value=ann',
        '1 row(s)',
        "hbase:004:0> get 'usres', 'u1'",
        'COLUMN                     CELL',
        '',
        'ERROR: Unknown table usres!',
        'Did you mean?  users',
        '',
        `For usage try 'help "get"'`,
        '',
        'hbase:005:0> exit 4',
      ].join('\n'),
    );
    await h.session.close();
  });
});
