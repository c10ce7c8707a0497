/**
 * The session's side of hsh's lab features: the assertions a run has made
 * (a failed one makes the run exit 1) and who else wants to hear of them
 * (`hsh test`, which prints and reports them itself).
 */
import type { ShellError } from '../errors.js';

export interface AssertionRecord {
  passed: boolean;
  label: string;
  /** `expected …, got …` (failed assertions). */
  detail?: string;
  /** Line of the assertion in its script. */
  line?: number;
  /** The `# Q3: …` question the assertion answers. */
  question?: string;
}

export interface LabListener {
  assertion(record: AssertionRecord): void;
  /** A statement failed outside an assert_raises block (it was printed as an ERROR block). */
  error(error: ShellError, line: number | undefined, question: string | undefined): void;
}

export class AssertionTally {
  passed = 0;
  failed = 0;

  /** The line an assertion prints. */
  record(record: AssertionRecord): string {
    if (record.passed) this.passed++;
    else this.failed++;
    return record.passed ? `PASS  ${record.label}` : `FAIL  ${record.label}: ${record.detail}`;
  }
}
