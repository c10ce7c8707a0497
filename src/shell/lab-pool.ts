/**
 * One GradeJob in its own process (`hsh lab-worker`): a child process, not a
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
import { fork } from 'node:child_process';
import { readFile } from 'node:fs';
import type { LabResult } from '../format/lab-report.js';
import type { GradeEvent, GradeJob, GradePhase } from './grade.js';

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

export function runInWorker(entry: string, job: GradeJob & { clock?: string }, limits: WorkerLimits, onResult: (r: LabResult) => void): Promise<WorkerEnd> {
  const child = fork(entry, ['lab-worker'], {
    cwd: job.cwd,
    // No V8 flags: any flag makes V8 refuse the bundle's code cache (launch.cts), doubling the start-up.
    execArgv: [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, ...(job.clock !== undefined ? { TZ: 'UTC' } : {}) },
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    if (stderr.length < 8192) stderr += chunk;
  });
  return new Promise<WorkerEnd>((resolve) => {
    let done = false;
    let checksLeft = false;
    let phase: GradePhase | undefined;
    let reason: string | undefined;
    let stoppedItself = false;
    let deadline: NodeJS.Timeout | undefined;
    const kill = (why: string) => {
      if (reason !== undefined || done) return;
      reason = why;
      child.kill('SIGKILL');
    };
    const arm = () => {
      clearTimeout(deadline);
      const p = phase;
      deadline = setTimeout(() => kill(p === 'submission' || p === undefined ? `TIMEOUT after ${limits.timeLimitS} s` : `TIMEOUT in ${p} after ${limits.timeLimitS} s`), limits.timeLimitS * 1000 + GRACE_MS);
    };
    arm();
    const watch = setInterval(() => {
      void residentMb(child.pid!).then((mb) => {
        if (mb !== undefined && mb > limits.memoryLimitMb) kill('MEMORY');
      });
    }, 100);
    child.on('message', (m: GradeEvent | { kind: 'done'; checksLeft: boolean }) => {
      if (m.kind === 'done') {
        done = true;
        checksLeft = m.checksLeft;
      }
      else if (m.kind === 'phase') {
        phase = m.phase;
        stoppedItself = false;
        arm();
      } else {
        if (m.result.stop !== undefined) stoppedItself = true;
        onResult(m.result);
      }
    });
    child.on('error', (e) => kill(`CRASH ${e.message}`));
    child.on('exit', (code, signal) => {
      clearTimeout(deadline);
      clearInterval(watch);
      if (done) return resolve({ phase, finished: !checksLeft });
      // V8's own abort at the heap limit (`FATAL ERROR: … JavaScript heap out of memory`).
      if (reason === undefined && /heap limit|heap out of memory|Allocation failed/i.test(stderr)) reason = 'MEMORY';
      if (reason === undefined) {
        const first = stderr.split('\n').find((l) => l.trim()) ?? '';
        reason = `CRASH exit ${signal ?? code}${first ? `: ${first.trim()}` : ''}`;
      }
      // A phase that stopped itself (a limit, a refused file) and was then killed already has its stop line.
      resolve({ phase, finished: false, died: stoppedItself ? undefined : reason });
    });
    child.send(job);
  });
}
