/**
 * Runs hsh statements in-process on a memory store with a logical clock and
 * no Took lines, capturing stdout and stderr: the fast way to assert a
 * command's exact output. (test/e2e spawns the real binary for whole runs.)
 * Each session's working directory is a fresh temporary one, so a command
 * that writes a file by a relative name (`export_csv 't1', 't1.csv'`)
 * writes nothing in the repository.
 */
import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { registry } from '../../src/commands/index.js';
import { openLevelBackend } from '../../src/engine/backends/leveldb/index.js';
import { Session, type SessionOptions } from '../../src/shell/execute.js';
import { runScript } from '../../src/shell/batch.js';
import { LogicalClock } from '../../src/shell/clock.js';
import { BufferedWriter, type ShellIO } from '../../src/shell/io.js';
import { tempDir } from './temp.js';

export interface RunResult {
  stdout: string;
  stderr: string;
  status: number;
}

export interface TestShell {
  /** Runs statements as a script would; output since the last call. */
  run(source: string): Promise<RunResult>;
  session: Session;
  /** The session's working directory: relative file names are found here. */
  cwd: string;
  close(): Promise<void>;
}

export { tempDir, tempFiles } from './temp.js';

/** A fresh working directory for a test session. */
export function sessionDir(): string {
  return tempDir('cwd');
}

/**
 * Session options for tests: a memory store, a logical clock from 1700000000000, no Took lines, a script run,
 * a fresh temporary working directory; overrides on top.
 */
export function memorySessionOptions(overrides: Partial<SessionOptions> = {}): SessionOptions {
  return {
    openBackend: () => openLevelBackend({ memory: true }),
    cwd: overrides.cwd ?? sessionDir(),
    clock: new LogicalClock(1_700_000_000_000n),
    timing: false,
    epochTimestamps: false,
    interactive: false,
    keepGoing: false,
    yes: false,
    debug: false,
    ...overrides,
  };
}

/** Shell I/O that keeps what is written: `take()` flushes and hands over stdout and stderr since the last take. */
export function capturedIO(answers: string[] = []): { io: ShellIO; take(): Promise<{ stdout: string; stderr: string }> } {
  let out = '';
  let err = '';
  const sink = new Writable({
    write(chunk, _enc, cb) {
      out += chunk.toString();
      cb();
    },
  });
  const stdout = new BufferedWriter(sink);
  const io: ShellIO = {
    stdout,
    stderr: (line) => {
      void stdout.flush();
      err += line + '\n';
    },
    readLine: async () => (answers.length ? answers.shift()! : null),
    isTTY: false,
    columns: 0,
  };
  return {
    io,
    async take() {
      await stdout.flush();
      const taken = { stdout: out, stderr: err };
      out = '';
      err = '';
      return taken;
    },
  };
}

export async function testShell(options: Partial<SessionOptions> & { clock?: LogicalClock; answers?: string[]; keepGoing?: boolean } = {}): Promise<TestShell> {
  const { io, take } = capturedIO([...(options.answers ?? [])]);
  const cwd = options.cwd ?? sessionDir();
  const session = new Session(io, registry, memorySessionOptions({ ...options, cwd, clock: options.clock ?? new LogicalClock(1_700_000_000_000n) }));
  return {
    session,
    cwd,
    async run(source) {
      const outcome = await runScript(session, source, { echo: false, keepGoing: options.keepGoing ?? true });
      return { ...(await take()), status: outcome.status };
    },
    async close() {
      await session.close();
      // a directory the caller gave is the caller's
      if (options.cwd === undefined) rmSync(cwd, { recursive: true, force: true });
    },
  };
}

/** One-shot: a fresh shell, run, close. */
export async function hsh(source: string, options: Parameters<typeof testShell>[0] = {}): Promise<RunResult> {
  const shell = await testShell(options);
  try {
    return await shell.run(source);
  } finally {
    await shell.close();
  }
}
