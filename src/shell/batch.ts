/**
 * Script runs: `hsh a.hsh b.hsh`, `hsh -e "…"`, statements on stdin. Runs
 * statement by statement (as IRB reads input), so a script's first
 * statements have run when a later one fails; no banner, no prompt unless
 * --echo, which prints each statement after its prompt so the run reads as
 * a transcript.
 */
import { statements, type StatementChunk } from '../grammar/parse.js';
import { ShellError } from '../errors.js';
import { lintStatement } from './lint.js';
import type { Session, StatementStatus } from './execute.js';
import { promptedLines } from './tokens.js';
import { QuestionCursor, questionMarks } from './questions.js';

/**
 * Exit statuses (README): 0 ok, 1 a statement failed, 2 usage or parse error, 3 store error or
 * the reader of stdout went away (EPIPE: the run could not report what it did), 124 a limit
 * ended the run (limits.ts), 130 interrupted.
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, store: 3, interrupted: 130 } as const;

export interface ScriptOptions {
  echo: boolean;
  keepGoing: boolean;
  /** The script's file (JSON objects name it); absent for -e and stdin. */
  file?: string;
}

export interface ScriptOutcome {
  status: number;
  /** The script ended the session (`exit`, or a failure that stops the run). */
  stopped: boolean;
  /** It was `exit` (with -i, only that skips the prompt). */
  exited?: boolean;
}

export function statusCode(s: Exclude<StatementStatus, 'ok' | { exit: number }>): number {
  switch (s) {
    case 'failed':
      return EXIT.failed;
    case 'parse-error':
      return EXIT.usage;
    case 'store-error':
      return EXIT.store;
    case 'interrupted':
      return EXIT.interrupted;
  }
}

export async function runScript(session: Session, source: string, options: ScriptOptions): Promise<ScriptOutcome> {
  let status: number = EXIT.ok;
  const questions = new QuestionCursor(questionMarks(source));
  session.where = { file: options.file };
  // Variables of earlier -e chunks and scripts are locals here too (`x -1` is then x minus 1, as in IRB).
  // --keep-going goes on after a statement that does not parse, too (the run still exits 2).
  for (const chunk of statements(source, { locals: session.evaluator.variables.keys(), recover: options.keepGoing })) {
    // A long script lets the event loop run now and then (a signal is read there); once
    // interrupted (SIGINT, SIGTERM) no further statement begins.
    const pause = session.evaluator.pace();
    if (pause) await pause;
    if (session.interrupted) return { status: EXIT.interrupted, stopped: true };
    // `# Q3: …` labels the statements after it; a transcript shows it before the first.
    const offset = chunk.kind === 'error' ? chunk.error.loc?.offset ?? source.length : chunk.loc.offset;
    if (questions.advance(offset)) {
      session.where = { file: options.file, question: questions.current?.label };
      if (options.echo) await session.io.stdout.write(questions.current!.text + '\n');
    }
    if (options.echo && chunk.kind === 'ok') await echo(session, chunk.source, chunk.loc.line);
    // Unknown option keys warn as at the prompt (only statements with a Hash are looked at).
    if (chunk.kind === 'ok' && chunk.source.includes('=>')) for (const w of await lintStatement(chunk.stmt, session.registry)) session.io.stderr(`WARN: ${w}`);
    const result = await session.runStatement(options.keepGoing ? inFile(chunk, options.file) : chunk);
    if (result === 'ok') continue;
    if (typeof result === 'object') return { status: result.exit, stopped: true, exited: true };
    const code = statusCode(result);
    if (!options.keepGoing || result === 'store-error' || result === 'interrupted') return { status: code, stopped: true };
    status ||= code;
  }
  // Interrupted during the last statement (which went on to its end).
  if (session.interrupted) return { status: EXIT.interrupted, stopped: true };
  // A failed assertion did not stop the script, but the run fails.
  return { status: status || (session.assertions.failed > 0 ? EXIT.failed : EXIT.ok), stopped: false };
}

/** The statement as the prompt would have shown it: continuation lines with their depth and open quote. */
async function echo(session: Session, source: string, line: number): Promise<void> {
  await session.io.stdout.write(promptedLines(source, line) + '\n');
}

/**
 * Under --keep-going a run may report several syntax errors: each names its
 * file beside the line and column the message already gives.
 */
function inFile(chunk: StatementChunk, file: string | undefined): StatementChunk {
  if (chunk.kind !== 'error' || file === undefined) return chunk;
  const e = chunk.error;
  return { ...chunk, error: new ShellError(e.code, `${file}: ${e.message}`, { loc: e.loc, rubyClass: e.rubyClass, cause: e }) };
}
