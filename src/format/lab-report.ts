/**
 * `hsh test`'s results, per file: its assertions and the statements that
 * failed outside one, as the console lines, a JUnit XML report (the schema
 * GitHub Actions, GitLab and most autograders read: one <testsuite> per
 * file, one <testcase> per assertion, a failed statement as an <error>) and
 * a JSON report; and its score, when its checks are weighed by questions
 * (`# Q3 (2 points): …`), as a line and a CSV gradebook.
 */

export interface LabResult {
  /** An assertion (`passed` set), or a statement that failed (`error` set). */
  passed?: boolean;
  label: string;
  /** Why a failed assertion failed: `expected 3, got 2`. */
  detail?: string;
  error?: { code: string; rubyClass: string; message: string };
  line?: number;
  question?: string;
  /**
   * Shown, never counted: a submission's own assertions and failed statements
   * when the instructor's checks grade it (`self-check PASS  …`).
   */
  self?: boolean;
  /** Why the file's run was stopped (`TIMEOUT after 60 s`, `MEMORY`, `DENIED write /x`): counts as a failure. */
  stop?: string;
}

/** The result that says a file's run was stopped, and why; it counts as a failed statement. */
export function stoppedResult(why: string, question?: string): LabResult {
  return { label: 'stopped', stop: why, question, error: { code: 'STOPPED', rubyClass: 'SystemExit', message: why } };
}

/** Why a file's run was stopped, if it was. */
const stopOf = (f: LabFileResult): string | undefined => f.results.find((r) => r.stop !== undefined)?.stop;

/** A question of the graded file and its weight. */
export interface LabQuestion {
  label: string;
  points: number;
}

export interface LabFileResult {
  file: string;
  results: LabResult[];
  /** The questions its score is made of (none: no score). */
  questions?: readonly LabQuestion[];
}

/** Points earned (a question's when all its counted results passed, with at least one) and the total. */
export function fileScore(f: LabFileResult): { points: number; total: number } | undefined {
  if (!f.questions?.length) return undefined;
  let points = 0;
  let total = 0;
  for (const q of f.questions) {
    total += q.points;
    // a stop inside a question (its checks cut short) loses it
    const mine = f.results.filter((r) => !r.self && r.question === q.label);
    if (mine.length && mine.every((r) => r.passed && !r.error)) points += q.points;
  }
  return { points, total };
}

const percent = (s: { points: number; total: number }): string => `${s.total ? Math.round((100 * s.points) / s.total) : 0}%`;

/** `Score: 5/7 points (71%)`, or undefined for a file without questions. */
export function scoreLine(f: LabFileResult): string | undefined {
  const s = fileScore(f);
  return s && `Score: ${s.points}/${s.total} points (${percent(s)})`;
}

/** The class summary's line for one file: `alice.hsh  5/7 points (71%)`, and why it was stopped. */
export function summaryRow(f: LabFileResult): string {
  const s = fileScore(f);
  const c = fileCounts(f);
  const stop = stopOf(f);
  const score = s ? `${s.points}/${s.total} points (${percent(s)})` : `${c.passed} passed, ${c.failed + c.errors} failed`;
  return `${f.file}  ${score}${stop ? `  ${stop}` : ''}`;
}

function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The gradebook: one row per file with its points per question, its total, percentage and why it was stopped. */
export function csvReport(files: readonly LabFileResult[]): string {
  const questions: LabQuestion[] = [];
  for (const f of files) for (const q of f.questions ?? []) if (!questions.some((k) => k.label === q.label)) questions.push(q);
  const head = ['file', ...questions.map((q) => `${q.label} (${q.points})`), 'points', 'total', 'percent', 'passed', 'failed', 'stopped'];
  const rows = files.map((f) => {
    const s = fileScore(f) ?? { points: 0, total: 0 };
    const c = fileCounts(f);
    const earned = questions.map((q) => {
      if (!f.questions?.some((k) => k.label === q.label)) return '';
      return String(fileScore({ ...f, questions: [q] })!.points);
    });
    const stop = stopOf(f) ?? '';
    return [f.file, ...earned, String(s.points), String(s.total), s.total ? percent(s).slice(0, -1) : '', String(c.passed), String(c.failed + c.errors), stop];
  });
  return [head, ...rows].map((r) => r.map(csvField).join(',')).join('\n') + '\n';
}

export function fileCounts(f: LabFileResult): { passed: number; failed: number; errors: number } {
  let passed = 0;
  let failed = 0;
  let errors = 0;
  for (const r of f.results) {
    if (r.self) continue;
    if (r.error) errors++;
    else if (r.passed) passed++;
    else failed++;
  }
  return { passed, failed, errors };
}

/** The totals line: failed counts failed assertions and failed statements. */
export function summaryLine(files: readonly LabFileResult[]): string {
  let passed = 0;
  let failed = 0;
  for (const f of files) {
    const c = fileCounts(f);
    passed += c.passed;
    failed += c.failed + c.errors;
  }
  return `${passed} passed, ${failed} failed`;
}

/** One result as the console shows it. */
export function resultLine(r: LabResult): string {
  if (r.stop !== undefined) return r.stop;
  if (r.error) return `ERROR ${r.label}: ${r.error.message.split('\n')[0]}`;
  const line = r.passed ? `PASS  ${r.label}` : `FAIL  ${r.label}: ${r.detail}`;
  return r.self ? `self-check ${line}` : line;
}

function xml(text: string): string {
  // XML 1.0 allows no control characters but tab, newline and carriage return.
  return text.replace(/[&<>"]|[\x00-\x08\x0b\x0c\x0e-\x1f]/g, (c) => {
    switch (c) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      default:
        return `&#xFFFD;`;
    }
  });
}

function caseName(r: LabResult): string {
  return r.question && !r.label.startsWith(r.question) ? `${r.question}: ${r.label}` : r.label;
}

export function junitReport(files: readonly LabFileResult[]): string {
  let tests = 0;
  let failures = 0;
  let errors = 0;
  const suites: string[] = [];
  for (const f of files) {
    const c = fileCounts(f);
    // a submission's self-checks are not its grade
    const counted = f.results.filter((r) => !r.self);
    const n = counted.length;
    tests += n;
    failures += c.failed;
    errors += c.errors;
    const cases = counted.map((r) => {
      const head = `    <testcase name="${xml(caseName(r))}" classname="${xml(f.file)}" file="${xml(f.file)}"${r.line !== undefined ? ` line="${r.line}"` : ''}`;
      if (r.error) return `${head}>\n      <error message="${xml(r.error.message.split('\n')[0])}" type="${xml(r.error.rubyClass)}">${xml(r.error.message)}</error>\n    </testcase>`;
      if (r.passed) return `${head}/>`;
      return `${head}>\n      <failure message="${xml(r.detail ?? '')}" type="AssertionFailed"/>\n    </testcase>`;
    });
    suites.push(
      `  <testsuite name="${xml(f.file)}" tests="${n}" failures="${c.failed}" errors="${c.errors}" skipped="0">` +
        (cases.length ? `\n${cases.join('\n')}\n  </testsuite>` : '</testsuite>'),
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="hsh test" tests="${tests}" failures="${failures}" errors="${errors}">\n${suites.join('\n')}${suites.length ? '\n' : ''}</testsuites>\n`;
}

export function jsonReport(files: readonly LabFileResult[]): string {
  let passed = 0;
  let failed = 0;
  const out = files.map((f) => {
    const c = fileCounts(f);
    passed += c.passed;
    failed += c.failed + c.errors;
    const score = fileScore(f);
    return {
      file: f.file,
      passed: c.passed,
      failed: c.failed + c.errors,
      ...(score ? { points: score.points, total: score.total } : {}),
      results: f.results.map((r) => ({
        label: r.label,
        ...(r.self ? { self: true } : {}),
        ...(r.question !== undefined ? { question: r.question } : {}),
        ...(r.line !== undefined ? { line: r.line } : {}),
        ...(r.error ? { passed: false, error: { code: r.error.code, message: r.error.message } } : { passed: Boolean(r.passed) }),
        ...(r.detail !== undefined ? { detail: r.detail } : {}),
      })),
    };
  });
  return JSON.stringify({ passed, failed, files: out }, null, 2) + '\n';
}
