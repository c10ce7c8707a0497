/**
 * `hsh test`'s worker process (`hsh lab-worker`, started by lab-pool.ts over
 * an IPC channel): receives one GradeJob, grades it and sends each event as
 * it happens, so that what was heard survives the worker's death (a time
 * limit's kill, V8's out-of-memory abort).
 */
import { type GradeDeps, type GradeEvent, type GradeJob, gradeSubmission } from './grade.js';

/** Grades the job the parent sends; resolves once every event has been handed to the channel. */
export async function labWorker(deps: Omit<GradeDeps, 'clock'>, clock: (job: GradeJob & { clock?: string }) => GradeDeps['clock']): Promise<number> {
  const send = process.send?.bind(process);
  if (!send) {
    process.stderr.write('hsh: lab-worker is started by hsh test\n');
    return 2;
  }
  const job = await new Promise<GradeJob & { clock?: string }>((resolve) => process.once('message', (m) => resolve(m as GradeJob)));
  const checksLeft = await gradeSubmission(job, { ...deps, clock: clock(job) }, (e: GradeEvent) => send(e));
  // The last message is in the channel before the process ends.
  await new Promise<void>((resolve) => send({ kind: 'done', checksLeft }, undefined, {}, () => resolve()));
  process.disconnect();
  return 0;
}
