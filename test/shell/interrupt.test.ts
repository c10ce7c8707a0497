/**
 * Interrupting a statement through the real Session, evaluator and memory
 * engine: at the prompt (a per-statement signal, Session.interrupt from the
 * REPL's Ctrl-C) and in a script run (one signal for the run, from SIGINT or
 * SIGTERM in cli.ts). Loops stop at an iteration, sleeps at once, and what was
 * written before stays written.
 */
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { registry } from '../../src/commands/index.js';
import { Session, type SessionOptions } from '../../src/shell/execute.js';
import { runScript, EXIT } from '../../src/shell/batch.js';
import { SystemClock } from '../../src/shell/clock.js';
import { memorySessionOptions } from '../helpers/shell.js';
import { statements } from '../../src/grammar/parse.js';
import { BufferedWriter, type ShellIO } from '../../src/shell/io.js';

function session(options: Partial<SessionOptions> = {}): { session: Session; output: () => Promise<string> } {
  let out = '';
  const sink = new Writable({
    write(chunk, _enc, cb) {
      out += chunk.toString();
      cb();
    },
  });
  const io: ShellIO = { stdout: new BufferedWriter(sink), stderr: (l) => void (out += l + '\n'), isTTY: false, columns: 0 };
  const s = new Session(io, registry, memorySessionOptions({ timing: true, interactive: true, ...options }));
  return {
    session: s,
    output: async () => {
      await io.stdout.flush();
      const text = out;
      out = '';
      return text;
    },
  };
}

/** Runs one statement, interrupting it after `afterMs`; its status and how long it ran on after the interrupt. */
async function runInterrupted(s: Session, source: string, afterMs = 50): Promise<{ status: unknown; lateMs: number }> {
  let at = 0;
  const timer = setTimeout(() => {
    at = Date.now();
    s.interrupt();
  }, afterMs);
  try {
    const [chunk] = statements(source, { locals: s.evaluator.variables.keys() });
    const status = await s.runStatement(chunk);
    return { status, lateMs: at ? Date.now() - at : -1 };
  } finally {
    clearTimeout(timer);
  }
}

describe('at the prompt, an interrupt stops the running statement', () => {
  for (const source of ['loop do end', 'while true do end', 'for i in 1..300000000 do x = i end', 'until false do end', '(1..300000000).each { |i| }']) {
    it(`${source}: status interrupted, nothing printed`, async () => {
      const { session: s, output } = session();
      try {
        const { status, lateMs } = await runInterrupted(s, source);
        expect(status).toBe('interrupted');
        expect(lateMs).toBeGreaterThanOrEqual(0);
        expect(lateMs).toBeLessThan(500);
        expect(await output()).toBe('');
        // The next statement runs as usual.
        const [chunk] = statements('1 + 1');
        expect(await s.runStatement(chunk)).toBe('ok');
        expect(await output()).toBe('=> 2\n');
      } finally {
        await s.close();
      }
    });
  }

  it('a loop of puts stops between two puts; no => line; the puts made are in the store', async () => {
    const { session: s, output } = session({ timing: false });
    try {
      await runScript(s, "create 'b', 'f'", { echo: false, keepGoing: false });
      await output();
      const { status } = await runInterrupted(s, `for i in 1..1000000 do put 'b', "k#{i}", 'f:c', 'v' end`, 200);
      expect(status).toBe('interrupted');
      expect(await output()).toBe('');
      const engine = await s.engine();
      let rows = 0;
      for await (const row of engine.scan('b', {})) rows += row.cells.length > 0 ? 1 : 0;
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThan(1000000);
    } finally {
      await s.close();
    }
  }, 20_000);

  it('sleep ends at once: no => line', async () => {
    const { session: s, output } = session({ clock: new SystemClock() });
    try {
      const start = Date.now();
      const { status } = await runInterrupted(s, 'sleep 5');
      expect(status).toBe('interrupted');
      expect(Date.now() - start).toBeLessThan(1000);
      expect(await output()).toBe('');
    } finally {
      await s.close();
    }
  });
});

describe('in a script run, an interrupt (SIGINT, SIGTERM) ends the run with 130', () => {
  it('stops a loop that never waits, and starts no further statement', async () => {
    const { session: s, output } = session({ interactive: false, timing: false });
    try {
      const timer = setTimeout(() => s.interrupt(), 50);
      const outcome = await runScript(s, "puts 'a'\nloop do end\nputs 'b'", { echo: false, keepGoing: true });
      clearTimeout(timer);
      expect(outcome).toEqual({ status: EXIT.interrupted, stopped: true });
      expect(await output()).toBe('a\n');
    } finally {
      await s.close();
    }
  });

  it('ends a sleep at once', async () => {
    const { session: s, output } = session({ interactive: false, timing: false, clock: new SystemClock() });
    try {
      const start = Date.now();
      const timer = setTimeout(() => s.interrupt(), 50);
      const outcome = await runScript(s, "puts 'a'\nsleep 5\nputs 'b'", { echo: false, keepGoing: false });
      clearTimeout(timer);
      expect(outcome).toEqual({ status: EXIT.interrupted, stopped: true });
      expect(Date.now() - start).toBeLessThan(1000);
      expect(await output()).toBe('a\n');
    } finally {
      await s.close();
    }
  });

  it('`exit` is told apart from a failure (with -i only exit skips the prompt)', async () => {
    const { session: s } = session({ interactive: false, timing: false });
    try {
      expect(await runScript(s, 'scna', { echo: false, keepGoing: false })).toEqual({ status: EXIT.failed, stopped: true });
      expect(await runScript(s, 'exit 4', { echo: false, keepGoing: false })).toEqual({ status: 4, stopped: true, exited: true });
    } finally {
      await s.close();
    }
  });
});
