/**
 * `hsh test FILE…`: grades lab scripts. By default each submission runs in
 * its own worker process (lab-pool.ts) on its own store (a fresh one, or a
 * copy of the `--data` template), under the sandbox and the time and memory
 * limits, in a working directory of its own that holds copies of its
 * folder's files and the instructor's `--files`; `--jobs` of them at once.
 * With `--setup` and `--checks`, the instructor's checks grade it (grade.ts).
 * A worker process that ended a job without a stop takes the next one
 * (lab-pool.ts); each job has a fresh session and store all the same.
 * `--trust` runs every file in this process, one after the other, on the
 * store of `--data` itself, as for an instructor's own scripts.
 *
 * Prints each file's assertions, failed statements and why it was stopped
 * as it finishes, its score when questions weigh it (`# Q3 (2 points): …`),
 * a class summary, then `N passed, M failed`; writes JUnit XML, JSON and CSV
 * reports. The scripts' own output is not shown: a grader reads the results.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { Backend } from '../engine/backend.js';
import type { Registry } from '../commands/define.js';
import { isShellError } from '../errors.js';
import {
  type LabFileResult,
  type LabResult,
  csvReport,
  fileCounts,
  jsonReport,
  junitReport,
  resultLine,
  scoreLine,
  stoppedResult,
  summaryLine,
  summaryRow,
} from '../format/lab-report.js';
import { EXIT } from './batch.js';
import type { ShellClock } from './clock.js';
import { readTextFile } from './files.js';
import { type GradeJob, gradeSubmission } from './grade.js';
import type { ShellIO } from './io.js';
import type { WorkerEnd, WorkerLimits, WorkerPool } from './lab-pool.js';
import { questionMarks } from './questions.js';

export type LabReportKind = 'junit' | 'json' | 'csv';

export interface LabTestOptions {
  files: string[];
  /** The instructor's script run before each submission, and the one whose assertions grade it. */
  setup?: string;
  checks?: string;
  /** Lab files copied into each submission's working directory (`--files data.csv`). */
  labFiles: string[];
  /** The template store (isolated) or the store itself (--trust). */
  data?: string;
  /** Run in this process, on the store of `data` itself, with no sandbox and no limits. */
  trust: boolean;
  limits: WorkerLimits;
  jobs: number;
  /** `--clock`: epoch milliseconds of each file's logical clock. */
  clock?: string;
  registry: Registry;
  openBackend(store: { data: string } | { memory: true }): Promise<Backend>;
  /** A clock for one file run in this process. */
  clockFor(): ShellClock;
  io: ShellIO;
  reports: Array<{ kind: LabReportKind; path: string }>;
  /** The file this process started from: workers start from it too. */
  entry: string;
}

interface Instructor {
  setup?: { file: string; text: string };
  checks?: { file: string; text: string };
}

export async function runLabTests(o: LabTestOptions): Promise<number> {
  const instructor: Instructor = {};
  for (const which of ['setup', 'checks'] as const) {
    const file = o[which];
    if (file === undefined) continue;
    const text = await readTextFile(file);
    if (text === undefined) {
      o.io.stderr(`hsh test: cannot read --${which} file ${file}`);
      return EXIT.usage;
    }
    instructor[which] = { file, text };
  }
  const missing = o.labFiles.find((f) => !existsSync(f));
  if (missing !== undefined) {
    o.io.stderr(`hsh test: cannot read --files file ${missing}`);
    return EXIT.usage;
  }
  const printer = new Printer(o.io, o.trust || o.jobs === 1);
  const files = o.files.map((file): LabFileResult => ({ file, results: [] }));
  const status = o.trust ? await runTrusted(o, instructor, files, printer) : await runIsolated(o, instructor, files, printer);
  if (status !== undefined) return status;
  if (files.some((f) => f.questions?.length)) {
    await o.io.stdout.write('Summary\n' + files.map((f) => summaryRow(f) + '\n').join(''));
  }
  await o.io.stdout.write(summaryLine(files) + '\n');
  for (const r of o.reports) {
    await writeFile(r.path, r.kind === 'junit' ? junitReport(files) : r.kind === 'json' ? jsonReport(files) : csvReport(files));
  }
  const failed = files.some((f) => {
    const c = fileCounts(f);
    return c.failed + c.errors > 0;
  });
  return failed ? EXIT.failed : EXIT.ok;
}

/**
 * Prints each file's lines: as they come when files run one at a time, else
 * each file's block at once when it finishes (parallel files never interleave).
 */
class Printer {
  private readonly held = new Map<LabFileResult, string[]>();
  constructor(
    private readonly io: ShellIO,
    private readonly live: boolean,
  ) {}

  begin(f: LabFileResult): void {
    this.line(f, f.file);
  }

  result(f: LabFileResult, r: LabResult): void {
    f.results.push(r);
    this.line(f, resultLine(r));
  }

  async end(f: LabFileResult): Promise<void> {
    const score = scoreLine(f);
    if (score !== undefined) this.line(f, score);
    const lines = this.held.get(f);
    this.held.delete(f);
    if (lines) await this.io.stdout.write(lines.join(''));
    await this.io.stdout.flush();
  }

  private line(f: LabFileResult, text: string): void {
    if (this.live) {
      void this.io.stdout.write(text + '\n');
      return;
    }
    const lines = this.held.get(f) ?? [];
    lines.push(text + '\n');
    this.held.set(f, lines);
  }
}

/**
 * The questions that score a file: the checks' when the instructor gives them, else its own.
 * A question with no assertion in its lines is not scored: nothing could earn its points.
 */
function questionsOf(text: string, instructor: Instructor): LabFileResult['questions'] {
  const source = instructor.checks?.text ?? text;
  const marks = questionMarks(source);
  return marks
    .filter((q, i) => /\bassert(?:_equal|_raises)?\b/.test(source.slice(q.offset + q.text.length, marks[i + 1]?.offset ?? source.length)))
    .map((q) => ({ label: q.label, points: q.points }));
}

/** A file's first line and its text, its questions set; undefined (the file ended, reported) when it cannot be read. */
async function openSubmission(f: LabFileResult, instructor: Instructor, printer: Printer): Promise<string | undefined> {
  printer.begin(f);
  const text = await readTextFile(f.file);
  if (text === undefined) {
    printer.result(f, unreadable(f.file));
    await printer.end(f);
    return undefined;
  }
  f.questions = questionsOf(text, instructor);
  return text;
}

/** --trust: every file in this process, one after the other, on the store of --data itself. */
async function runTrusted(o: LabTestOptions, instructor: Instructor, files: LabFileResult[], printer: Printer): Promise<undefined> {
  for (const f of files) {
    const text = await openSubmission(f, instructor, printer);
    if (text === undefined) continue;
    // Setup, submission and checks share a store: without --data, a temporary one.
    const scratch = o.data === undefined && (instructor.setup || instructor.checks) ? mkdtempSync(join(tmpdir(), 'hsh-test-')) : undefined;
    try {
      const job: GradeJob = { file: f.file, text, ...instructor, data: o.data ?? scratch };
      await gradeSubmission(job, { registry: o.registry, openBackend: o.openBackend, clock: o.clockFor() }, (e) => {
        if (e.kind === 'result') printer.result(f, e.result);
      });
    } finally {
      if (scratch) rmSync(scratch, { recursive: true, force: true });
    }
    await printer.end(f);
  }
  return undefined;
}

const unreadable = (file: string): LabResult => ({ label: 'file', error: { code: 'STORE_IO', rubyClass: 'Errno::ENOENT', message: `cannot read script ${file}` } });

/** Each file in its own worker, sandboxed and limited, `--jobs` at once; an exit status when the template store cannot be had. */
async function runIsolated(o: LabTestOptions, instructor: Instructor, files: LabFileResult[], printer: Printer): Promise<number | undefined> {
  const root = mkdtempSync(join(tmpdir(), 'hsh-test-'));
  try {
    let template: string | undefined;
    if (o.data !== undefined) {
      template = join(root, 'template');
      const refused = await copyTemplate(o, o.data, template);
      if (refused !== undefined) return refused;
    }
    const { WorkerPool } = await import('./lab-pool.js');
    const pool = new WorkerPool(o.entry, o.limits, { ...process.env, ...(o.clock !== undefined ? { TZ: 'UTC' } : {}) });
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const i = next++;
        await gradeIsolated(o, instructor, files[i], join(root, String(i)), template, printer, pool);
      }
    };
    // SIGINT, SIGTERM: no worker outlives hsh test (a looping one would run on to its limit).
    const interrupted = () => {
      pool.kill();
      rmSync(root, { recursive: true, force: true });
      process.exit(EXIT.interrupted);
    };
    process.on('SIGINT', interrupted);
    process.on('SIGTERM', interrupted);
    try {
      await Promise.all(Array.from({ length: Math.max(1, Math.min(o.jobs, files.length)) }, worker));
    } finally {
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
      pool.close();
    }
    return undefined;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * A copy of the template store, made while holding its lock (open), so that
 * it is consistent; exit 3 while another process holds it, as any second hsh.
 */
async function copyTemplate(o: LabTestOptions, data: string, to: string): Promise<number | undefined> {
  if (!existsSync(data)) {
    o.io.stderr(`hsh test: --data ${data}: no such data directory`);
    return EXIT.usage;
  }
  let backend: Backend;
  try {
    backend = await o.openBackend({ data });
  } catch (e) {
    o.io.stderr(`hsh: ${e instanceof Error ? e.message : String(e)}`);
    return isShellError(e) && e.code === 'STORE_LOCKED' ? EXIT.store : EXIT.failed;
  }
  try {
    cpSync(data, to, { recursive: true });
  } finally {
    await backend.close();
  }
  return undefined;
}

async function gradeIsolated(
  o: LabTestOptions,
  instructor: Instructor,
  f: LabFileResult,
  dir: string,
  template: string | undefined,
  printer: Printer,
  pool: WorkerPool,
): Promise<void> {
  const text = await openSubmission(f, instructor, printer);
  if (text === undefined) return;
  const folder = dirname(resolve(f.file));
  const work = join(dir, 'work');
  const data = join(dir, 'store');
  mkdirSync(work, { recursive: true });
  copyFolderFiles(folder, work);
  for (const file of o.labFiles) cpSync(file, join(work, basename(file)));
  if (template !== undefined) cpSync(template, data, { recursive: true });
  // The lab files, not the setup or the checks: a submission has no business reading the answers.
  const labFiles = o.labFiles.map((x) => resolve(x));
  const job: GradeJob & { clock?: string } = {
    file: f.file,
    text,
    ...instructor,
    data,
    cwd: work,
    sandbox: { read: [folder, work, ...labFiles], write: [work] },
    timeLimitS: o.limits.timeLimitS,
    memoryLimitMb: o.limits.memoryLimitMb,
    clock: o.clock,
  };
  const heard = (r: LabResult) => printer.result(f, r);
  const died = (end: WorkerEnd) => {
    if (end.died === undefined) return;
    // Killed in the checks: the question it was in (the last one heard of) is not earned.
    const question = end.phase === 'checks' ? f.results.at(-1)?.question : undefined;
    heard(stoppedResult(end.died, question));
  };
  const end = await pool.run(job, heard);
  died(end);
  // The worker died before the checks, or left them to a fresh process: they grade the store as the submission left it.
  if (!end.finished && instructor.checks && end.phase !== 'checks') died(await pool.run({ ...job, checksOnly: true }, heard));
  await printer.end(f);
}

/** The regular files of a submission's folder (not its subfolders) into its working directory. */
function copyFolderFiles(folder: string, to: string): void {
  let names: string[];
  try {
    names = readdirSync(folder, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return;
  }
  for (const name of names) cpSync(join(folder, name), join(to, name));
}
