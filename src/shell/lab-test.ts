/**
 * `hsh test FILE…`: runs each lab script on its own store (a fresh one per
 * file, unless the CLI hands in a data directory), going on after failed
 * statements; prints each file's assertions and the statements that failed,
 * then `N passed, M failed`; writes JUnit XML and JSON reports. The scripts'
 * own output is not shown: a grader reads the results.
 */
import { Writable } from 'node:stream';
import { readFile, writeFile } from 'node:fs/promises';
import type { Backend } from '../engine/backend.js';
import type { Registry } from '../commands/define.js';
import { type LabFileResult, type LabResult, jsonReport, junitReport, resultLine, summaryLine } from '../format/lab-report.js';
import { EXIT, runScript } from './batch.js';
import type { ShellClock } from './clock.js';
import { Session } from './execute.js';
import { BufferedWriter, type ShellIO } from './io.js';

export interface LabTestOptions {
  files: string[];
  registry: Registry;
  /** A store for one file (called once per file). */
  openBackend(): Promise<Backend>;
  /** The store's data directory with --data (no command writes a file in it). */
  dataDirectory?: string;
  /** A clock for one file. */
  clock(): ShellClock;
  io: ShellIO;
  reports: Array<{ kind: 'junit' | 'json'; path: string }>;
}

export async function runLabTests(o: LabTestOptions): Promise<number> {
  const files: LabFileResult[] = [];
  for (const file of o.files) {
    await o.io.stdout.write(file + '\n');
    const results: LabResult[] = [];
    files.push({ file, results });
    const show = (r: LabResult) => {
      results.push(r);
      void o.io.stdout.write(resultLine(r) + '\n');
    };
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) {
      show({ label: 'file', error: { code: 'STORE_IO', rubyClass: 'Errno::ENOENT', message: `cannot read script ${file}` } });
      continue;
    }
    await runFile(o, text, show);
  }
  await o.io.stdout.write(summaryLine(files) + '\n');
  for (const r of o.reports) await writeFile(r.path, r.kind === 'junit' ? junitReport(files) : jsonReport(files));
  const failed = files.some((f) => f.results.some((r) => r.error || !r.passed));
  return failed ? EXIT.failed : EXIT.ok;
}

/** Runs one script on its own session, its output discarded, its assertions and failures shown. */
async function runFile(o: LabTestOptions, text: string, show: (r: LabResult) => void): Promise<void> {
  const discard = new Writable({ write: (_chunk, _enc, cb) => cb() });
  const io: ShellIO = { stdout: new BufferedWriter(discard), stderr: () => {}, isTTY: false, columns: 0 };
  const session = new Session(io, o.registry, {
    openBackend: o.openBackend,
    dataDirectory: o.dataDirectory,
    clock: o.clock(),
    timing: false,
    epochTimestamps: false,
    interactive: false,
    keepGoing: true,
    // A lab that drops its tables (drop_all) is not stopped by the question.
    yes: true,
    debug: false,
    format: 'classic',
    lab: {
      assertion: (a) => show({ passed: a.passed, label: a.label, detail: a.detail, line: a.line, question: a.question }),
      error: (e, line, question) =>
        show({ label: line === undefined ? 'script' : `line ${line}`, error: { code: e.code, rubyClass: e.rubyClass, message: e.message }, line, question }),
    },
  });
  try {
    const outcome = await runScript(session, text, { echo: false, keepGoing: true });
    if (outcome.exited && outcome.status !== 0) {
      show({ label: 'exit', error: { code: 'EXIT', rubyClass: 'SystemExit', message: `the script exited with status ${outcome.status}` } });
    }
  } finally {
    await session.close();
  }
}
