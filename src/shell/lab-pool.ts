/**
 * GradeJobs in worker processes (`hsh lab-worker`): child processes, not a
 * worker thread, so that V8's out-of-memory abort, a `process.exit` or a
 * native crash ends the child alone. The child stops a phase itself as it
 * nears its memory limit (grade.ts); from outside, its resident size is
 * watched (Buffers and LevelDB's caches live outside V8's heap) and it is
 * killed past the limit (V8's heap is not capped by a flag: any V8 flag makes
 * V8 refuse the bundle's code cache, doubling each worker's start), and a phase
 * that outlives its time limit by a grace period (the child stops itself at
 * the limit, at a loop iteration or statement) is killed. Each result is
 * handed over as it happens, so a killed child keeps what it scored.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs';
import type { LabResult } from '../format/lab-report.js';
import { type GradeEvent, type GradeJob, type GradePhase, timeoutStop } from './grade.js';

export interface WorkerLimits {
  timeLimitS: number;
  memoryLimitMb: number;
}

/** How long past its time limit a phase that does not stop itself (a statement that never yields) may run. */
const GRACE_MS = 2000;

export interface WorkerEnd {
  /** Why the worker ended before grading was done (`TIMEOUT after 60 s`, `MEMORY`, `CRASH …`); none when it finished. */
  died?: string;
  /** The phase it was in. */
  phase?: GradePhase;
  /** It graded the whole job. */
  finished: boolean;
}

/** The resident size of a process in MB (Linux's /proc), or undefined where it cannot be read. */
function residentMb(pid: number): Promise<number | undefined> {
  return new Promise((done) =>
    readFile(`/proc/${pid}/status`, 'latin1', (error, text) => {
      const m = error ? null : /VmRSS:\s+(\d+) kB/.exec(text);
      done(m ? Number(m[1]) / 1024 : undefined);
    }),
  );
}

interface Worker {
  child: ChildProcess;
  /** The start of what it wrote on stderr during its job (V8's abort message). */
  stderr: string;
  exited: boolean;
  /** The job it is grading, if any. */
  job?: { message(m: WorkerMessage): void; exit(code: number | null, signal: NodeJS.Signals | null): void; error(e: Error): void };
}

type WorkerMessage = GradeEvent | { kind: 'done'; checksLeft: boolean };

/**
 * Worker processes, started as needed. A process that ended its job without
 * a stop (no limit reached, no refused file, no crash) takes the next job: a
 * job's state is its session and store, both closed with it, and a process
 * start is most of a small lab's cost. After any stop a process is not reused.
 */
export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();

  constructor(
    private readonly entry: string,
    private readonly limits: WorkerLimits,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  private start(): Worker {
    const child = fork(this.entry, ['lab-worker'], {
      // No V8 flags: any flag makes V8 refuse the bundle's code cache (launch.cts), doubling the start-up.
      execArgv: [],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      env: this.env,
    });
    const w: Worker = { child, stderr: '', exited: false };
    this.all.add(w);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (w.stderr.length < 8192) w.stderr += chunk;
    });
    child.on('message', (m: WorkerMessage) => w.job?.message(m));
    child.on('error', (e) => w.job?.error(e));
    child.on('exit', (code, signal) => {
      w.exited = true;
      this.all.delete(w);
      w.job?.exit(code, signal);
    });
    return w;
  }

  /** Grades one job in a worker; each result is told as it arrives. */
  run(job: GradeJob & { clock?: string }, onResult: (r: LabResult) => void): Promise<WorkerEnd> {
    let w = this.idle.pop();
    while (w?.exited) w = this.idle.pop();
    const worker = w ?? this.start();
    worker.stderr = '';
    const { limits } = this;
    return new Promise<WorkerEnd>((resolve) => {
      let phase: GradePhase | undefined;
      let reason: string | undefined;
      let stoppedItself = false;
      let stopped = false;
      let deadline: NodeJS.Timeout | undefined;
      const finish = (end: WorkerEnd, reusable: boolean) => {
        clearTimeout(deadline);
        clearInterval(watch);
        worker.job = undefined;
        if (reusable) this.idle.push(worker);
        else if (!worker.exited) worker.child.kill('SIGKILL');
        resolve(end);
      };
      const kill = (why: string) => {
        if (reason !== undefined) return;
        reason = why;
        worker.child.kill('SIGKILL');
      };
      const arm = () => {
        clearTimeout(deadline);
        const p = phase;
        const why = timeoutStop(p, limits.timeLimitS);
        deadline = setTimeout(() => kill(why), limits.timeLimitS * 1000 + GRACE_MS);
      };
      arm();
      const watch = setInterval(() => {
        void residentMb(worker.child.pid!).then((mb) => {
          if (mb !== undefined && mb > limits.memoryLimitMb && worker.job) kill('MEMORY');
        });
      }, 100);
      worker.job = {
        message: (m) => {
          if (m.kind === 'done') finish({ phase, finished: !m.checksLeft }, !stopped && !m.checksLeft);
          else if (m.kind === 'phase') {
            phase = m.phase;
            stoppedItself = false;
            arm();
          } else {
            if (m.result.stop !== undefined) stoppedItself = stopped = true;
            onResult(m.result);
          }
        },
        error: (e) => kill(`CRASH ${e.message}`),
        exit: (code, signal) => {
          // V8's own abort at its heap limit (`FATAL ERROR: … JavaScript heap out of memory`).
          if (reason === undefined && /heap limit|heap out of memory|Allocation failed/i.test(worker.stderr)) reason = 'MEMORY';
          if (reason === undefined) {
            const first = worker.stderr.split('\n').find((l) => l.trim()) ?? '';
            reason = `CRASH exit ${signal ?? code}${first ? `: ${first.trim()}` : ''}`;
          }
          // A phase that stopped itself (a limit, a refused file) and was then killed already has its stop line.
          finish({ phase, finished: false, died: stoppedItself ? undefined : reason }, false);
        },
      };
      worker.child.send(job);
    });
  }

  /** Ends every worker at once, busy or not (hsh test was interrupted). */
  kill(): void {
    for (const w of this.all) if (!w.exited) w.child.kill('SIGKILL');
  }

  /** Ends the idle workers (each exits once its channel closes). */
  close(): void {
    for (const w of this.idle.splice(0)) if (!w.exited) w.child.disconnect();
  }
}
