/**
 * Time and memory limits for a run (`--sandbox`, `--time-limit`,
 * `--memory-limit`): the run itself goes to a worker thread of this process,
 * started with V8's heap limit (`resourceLimits`), and this thread watches
 * it: past the time limit, or past the memory limit in the process's
 * resident size (Buffers and LevelDB's caches live outside V8's heap), the
 * worker is asked to stop as SIGINT stops a script (at the next loop
 * iteration or statement: the output so far is written, the store closed),
 * and terminated if it has not ended a grace period later (a statement that
 * never yields: a regex, a long computation). The run ends with LIMIT_EXIT
 * and one line saying which limit it reached.
 */
import { isMainThread, parentPort, workerData, Worker } from 'node:worker_threads';

/** The exit status of a run a limit ended (as coreutils' `timeout`). */
export const LIMIT_EXIT = 124;

export interface RunLimits {
  timeLimitS?: number;
  memoryLimitMb?: number;
}

/** This thread is the worker a limited run started (it runs the statements). */
export function inLimitedWorker(): boolean {
  return !isMainThread && (workerData as { hshLimited?: boolean } | undefined)?.hshLimited === true;
}

/** How long a stopped run may take to end cleanly before its thread is terminated. */
const GRACE_MS = 2000;

/** In the worker: `stop` runs when the limit watcher asks the run to end. */
export function onStopRequest(stop: () => void): void {
  if (!inLimitedWorker() || !parentPort) return;
  parentPort.on('message', (m) => {
    if (m === 'stop') stop();
  });
  parentPort.unref(); // listening must not keep a finished run alive
}

/**
 * Runs `entry` (the file the process started from) with the same arguments
 * in a worker under `limits`; resolves to the run's exit status. `stdin`:
 * the run reads its statements from standard input.
 */
export function runLimited(entry: string, args: string[], limits: RunLimits, stdin: boolean, warn: (line: string) => void): Promise<number> {
  const heapMb = limits.memoryLimitMb;
  // the store's files are the owner's alone (level.ts sets this umask around an open; a worker cannot)
  process.umask(0o077);
  const worker = new Worker(entry, {
    argv: args,
    workerData: { hshLimited: true },
    stdin,
    resourceLimits: heapMb ? { maxOldGenerationSizeMb: heapMb } : undefined,
  });
  if (stdin) process.stdin.pipe(worker.stdin!);
  return new Promise<number>((done) => {
    let reason: string | undefined;
    const stop = (why: string) => {
      if (reason) return;
      reason = why;
      worker.postMessage('stop');
      setTimeout(() => void worker.terminate(), GRACE_MS).unref();
    };
    const timer = limits.timeLimitS ? setTimeout(() => stop(`--time-limit of ${limits.timeLimitS} s reached`), limits.timeLimitS * 1000) : undefined;
    const watch = heapMb
      ? setInterval(() => {
          if (process.memoryUsage.rss() > heapMb * 1024 * 1024) stop(`--memory-limit of ${heapMb} MB reached`);
        }, 50)
      : undefined;
    watch?.unref();
    worker.on('error', (e: Error & { code?: string }) => {
      if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') reason ??= `--memory-limit of ${heapMb} MB reached`;
      else reason ??= `the run failed: ${e.message}`;
    });
    worker.on('exit', (code) => {
      clearTimeout(timer);
      clearInterval(watch);
      if (stdin) {
        process.stdin.unpipe(worker.stdin!);
        process.stdin.destroy();
      }
      if (reason) {
        warn(`hsh: ${reason}; the run was stopped`);
        done(LIMIT_EXIT);
      } else done(code);
    });
  });
}
