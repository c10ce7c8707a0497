/**
 * One submission of `hsh test`, graded: the instructor's setup and then the
 * submission in one session, then the instructor's checks in a fresh session
 * over the same store, so that a submission's `def assert…` or variables are
 * gone when the checks run (the lab functions restored). Every assertion and
 * failed statement is told as it happens (`emit`): a worker process streams
 * them to `hsh test`, which keeps what it heard if the worker dies.
 *
 * Under the sandbox, a refused file ends the submission there
 * (`DENIED write /x`), and a time limit ends a phase at its next loop
 * iteration or statement (`TIMEOUT after 60 s`).
 */
import { Writable } from 'node:stream';
import type { Backend } from '../engine/backend.js';
import type { Registry } from '../commands/define.js';
import { type LabResult, stoppedResult } from '../format/lab-report.js';
import { runScript } from './batch.js';
import type { ShellClock } from './clock.js';
import { Session } from './execute.js';
import { FileAccess } from './files.js';
import { BufferedWriter, type ShellIO } from './io.js';
import type { LabListener } from './lab.js';

export type GradePhase = 'setup' | 'submission' | 'checks';

/** What a worker is asked to do: plain data (it crosses a process boundary). */
export interface GradeJob {
  /** The submission's name as the instructor gave it (the report's), and its text. */
  file: string;
  text: string;
  setup?: { file: string; text: string };
  checks?: { file: string; text: string };
  /** The store's data directory; an in-memory store when absent (no setup or checks then). */
  data?: string;
  /** The submission's working directory: relative paths resolve there. */
  cwd?: string;
  /** Files readable in `read`, writable only in `write`; any file when absent (--trust). */
  sandbox?: { read: string[]; write: string[] };
  /** Seconds each phase may run; none when absent. */
  timeLimitS?: number;
  /**
   * The worker's memory limit in MB: a phase is stopped cleanly (its writes
   * kept) when the process nears it; the pool kills it past the limit itself.
   */
  memoryLimitMb?: number;
  /** Only the checks (the submission's worker died: its store is graded as it was left). */
  checksOnly?: boolean;
}

export type GradeEvent = { kind: 'phase'; phase: GradePhase } | { kind: 'result'; result: LabResult };

export interface GradeDeps {
  registry: Registry;
  openBackend(store: { data: string } | { memory: true }): Promise<Backend>;
  /** The job's clock (one for all its phases: timestamps go on increasing). */
  clock: ShellClock;
}

/** Past 80% of the limit, in V8's heap or the resident size: stop while the writes can still be kept. */
function nearLimit(limitMb: number): boolean {
  // V8's heap is resident (no swap here): the resident size covers it, and Buffers and LevelDB's caches
  return process.memoryUsage.rss() > limitMb * 0.8 * 1024 * 1024;
}

/** The stop of a phase that ran past its time limit. */
export function timeoutStop(phase: GradePhase | undefined, limitS: number): string {
  return phase === 'submission' || phase === undefined ? `TIMEOUT after ${limitS} s` : `TIMEOUT in ${phase} after ${limitS} s`;
}

/** A session whose output nobody reads: the grader reads the results. */
function quietIO(): ShellIO {
  const discard = new Writable({ write: (_chunk, _enc, cb) => cb() });
  return { stdout: new BufferedWriter(discard), stderr: () => {}, isTTY: false, columns: 0 };
}

/**
 * Grades the job. Resolves to true when the checks are left to a fresh
 * process: the submission was stopped near the memory limit, and what it
 * allocated may not be given back to the system in time for them.
 */
export async function gradeSubmission(job: GradeJob, deps: GradeDeps, emit: (e: GradeEvent) => void): Promise<boolean> {
  const grader = new Grader(job, deps, emit);
  if (!job.checksOnly && (await grader.studentPhases()) === 'MEMORY' && job.checks) return true;
  if (job.checks) await grader.phase('checks', [{ ...job.checks }]);
  return false;
}

class Grader {
  constructor(
    private readonly job: GradeJob,
    private readonly deps: GradeDeps,
    private readonly emit: (e: GradeEvent) => void,
  ) {}

  /** The setup, then the submission, in one session: the submission sees what setup defined. */
  async studentPhases(): Promise<string | undefined> {
    const { job } = this;
    const scripts = [...(job.setup ? [{ ...job.setup, phase: 'setup' as const }] : []), { file: job.file, text: job.text, phase: 'submission' as const }];
    return await this.phase('submission', scripts);
  }

  /** Runs scripts in one fresh session, each phase under its own time limit; resolves to why it was stopped. */
  async phase(phase: GradePhase, scripts: Array<{ file: string; text: string; phase?: GradePhase }>): Promise<string | undefined> {
    let current: GradePhase = phase;
    let stopped: string | undefined;
    let session: Session | undefined = undefined;
    const stop = (why: string) => {
      if (stopped) return;
      stopped = why;
      // A check stopped midway: its question is not earned.
      const question = current === 'checks' ? session?.where.question : undefined;
      this.emit({ kind: 'result', result: stoppedResult(why, question) });
      session?.interrupt();
    };
    const { job } = this;
    const sandboxed = job.sandbox && phase !== 'checks';
    session = new Session(quietIO(), this.deps.registry, {
      openBackend: () => this.deps.openBackend(job.data !== undefined ? { data: job.data } : { memory: true }),
      clock: this.deps.clock,
      timing: false,
      epochTimestamps: false,
      interactive: false,
      keepGoing: true,
      // A lab that drops its tables (drop_all) is not stopped by the question.
      yes: true,
      debug: false,
      format: 'classic',
      cwd: job.cwd,
      // no command writes a file into the store being graded
      dataDirectory: job.data,
      // The instructor's checks are trusted: they may read what the submission left anywhere.
      files: sandboxed ? new FileAccess(job.sandbox!.read, { writeRoots: job.sandbox!.write, denied: (path, mode) => stop(`DENIED ${mode} ${path}`) }) : undefined,
      lab: this.listener(() => current, () => stopped !== undefined),
    });
    try {
      for (const script of scripts) {
        if (stopped) break;
        current = script.phase ?? phase;
        this.emit({ kind: 'phase', phase: current });
        const limit = job.timeLimitS;
        const timer = limit ? setTimeout(() => stop(timeoutStop(current, limit)), limit * 1000) : undefined;
        const watch = job.memoryLimitMb ? setInterval(() => nearLimit(job.memoryLimitMb!) && stop(current === 'submission' ? 'MEMORY' : `MEMORY in ${current}`), 20) : undefined;
        try {
          const outcome = await runScript(session, script.text, { echo: false, keepGoing: true, file: script.file });
          if (outcome.exited && outcome.status !== 0 && !stopped) {
            this.result(current, { label: 'exit', error: { code: 'EXIT', rubyClass: 'SystemExit', message: `the script exited with status ${outcome.status}` } });
          }
        } finally {
          clearTimeout(timer);
          clearInterval(watch);
        }
      }
    } finally {
      await session.close().catch((e: unknown) => this.result(current, { label: 'store', error: { code: 'STORE_IO', rubyClass: 'IOError', message: String((e as Error)?.message ?? e) } }));
    }
    return stopped;
  }

  private listener(phase: () => GradePhase, stopped: () => boolean): LabListener {
    return {
      assertion: (a) => this.result(phase(), { passed: a.passed, label: a.label, detail: a.detail, line: a.line, question: a.question }),
      error: (e, line, question) => {
        // The refusal that stopped the submission is its stop line.
        if (stopped() && e.code === 'SANDBOX') return;
        this.result(phase(), { label: line === undefined ? 'script' : `line ${line}`, error: { code: e.code, rubyClass: e.rubyClass, message: e.message }, line, question });
      },
    };
  }

  /** A result of a phase: the setup's are named so; the submission's only count when no checks grade it. */
  private result(phase: GradePhase, r: LabResult): void {
    if (phase === 'setup') r = { ...r, label: `setup ${r.label}`, question: undefined };
    // `ERROR checks line 3`: a line of the checks, not of the submission.
    if (phase === 'checks' && r.error) r = { ...r, label: `checks ${r.label}` };
    if (phase === 'submission' && this.job.checks) r = { ...r, self: true, question: undefined };
    this.emit({ kind: 'result', result: r });
  }
}
