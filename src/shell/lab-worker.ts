/**
 * `hsh test`'s worker process (`hsh lab-worker`, started by lab-pool.ts over
 * an IPC channel): receives GradeJobs one at a time, grades each and sends
 * each event as it happens, so that what was heard survives the worker's
 * death (a time limit's kill, V8's out-of-memory abort).
 */
import { EXIT } from './batch.js';
import { type GradeDeps, type GradeEvent, type GradeJob, gradeSubmission } from './grade.js';

/** Grades each job the parent sends, one at a time; resolves once the parent closes the channel. */
export async function labWorker(deps: Omit<GradeDeps, 'clock'>, clock: (job: GradeJob & { clock?: string }) => GradeDeps['clock']): Promise<number> {
  const send = process.send?.bind(process);
  if (!send) {
    process.stderr.write('hsh: lab-worker is started by hsh test\n');
    return EXIT.usage;
  }
  const jobs: Array<GradeJob & { clock?: string }> = [];
  let wake: (() => void) | undefined;
  let closed = false;
  process.on('message', (m) => {
    jobs.push(m as GradeJob);
    wake?.();
  });
  let busy = false;
  process.on('disconnect', () => {
    // hsh test is gone (ended by a signal): a job it can no longer hear of is not finished.
    if (busy) process.exit(EXIT.interrupted);
    closed = true;
    wake?.();
  });
  for (;;) {
    if (jobs.length === 0 && !closed) await new Promise<void>((resolve) => (wake = resolve));
    const job = jobs.shift();
    if (job === undefined) return 0;
    busy = true;
    const checksLeft = await gradeSubmission(job, { ...deps, clock: clock(job) }, (e: GradeEvent) => send(e));
    busy = false;
    send({ kind: 'done', checksLeft });
  }
}
