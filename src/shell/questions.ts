/**
 * Questions of a lab: a comment line `# Q3: …` labels the statements that
 * follow it, up to the next question (`# Q3 (2 points): …` also weighs it
 * for `hsh test`'s score), so that `--format json` objects,
 * `--echo` transcripts and `hsh test` results say which question a
 * statement or assertion answers.
 */

export interface QuestionMark {
  /** `Q3`. */
  label: string;
  /** Its weight in `hsh test`'s score: `# Q3 (2 points): …`; 1 when not given. */
  points: number;
  /** The comment line as written, trimmed: `# Q3: How many rows…`. */
  text: string;
  /** Offset of the comment in the source. */
  offset: number;
}

const QUESTION = /^[ \t]*#[ \t]*(Q[0-9][0-9A-Za-z.]*)[ \t]*(?:\([ \t]*([0-9]+(?:\.[0-9]+)?)[ \t]*points?[ \t]*\)[ \t]*)?:.*$/gm;

/** The question comments of a script, in order. */
export function questionMarks(source: string): QuestionMark[] {
  const out: QuestionMark[] = [];
  // Most scripts have none: one indexOf instead of a regex pass over a 100k-line put script.
  if (!/#[ \t]*Q[0-9]/.test(source)) return out;
  for (const m of source.matchAll(QUESTION)) out.push({ label: m[1], points: m[2] === undefined ? 1 : Number(m[2]), text: m[0].trim(), offset: m.index! });
  return out;
}

/** Follows a script's statements in order: the question each one answers. */
export class QuestionCursor {
  private i = 0;
  current: QuestionMark | undefined;
  constructor(private readonly marks: QuestionMark[]) {}

  /** The question of the statement at this offset (statements come in order); true when it changed. */
  advance(offset: number): boolean {
    const before = this.current;
    while (this.i < this.marks.length && this.marks[this.i].offset < offset) this.current = this.marks[this.i++];
    return this.current !== before;
  }
}
