/**
 * `hsh test`'s results, per file: its assertions and the statements that
 * failed outside one, as the console lines, a JUnit XML report (the schema
 * GitHub Actions, GitLab and most autograders read: one <testsuite> per
 * file, one <testcase> per assertion, a failed statement as an <error>) and
 * a JSON report.
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
}

export interface LabFileResult {
  file: string;
  results: LabResult[];
}

export function fileCounts(f: LabFileResult): { passed: number; failed: number; errors: number } {
  let passed = 0;
  let failed = 0;
  let errors = 0;
  for (const r of f.results) {
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
  if (r.error) return `ERROR ${r.label}: ${r.error.message.split('\n')[0]}`;
  return r.passed ? `PASS  ${r.label}` : `FAIL  ${r.label}: ${r.detail}`;
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
    const n = f.results.length;
    tests += n;
    failures += c.failed;
    errors += c.errors;
    const cases = f.results.map((r) => {
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
    return {
      file: f.file,
      passed: c.passed,
      failed: c.failed + c.errors,
      results: f.results.map((r) => ({
        label: r.label,
        ...(r.question !== undefined ? { question: r.question } : {}),
        ...(r.line !== undefined ? { line: r.line } : {}),
        ...(r.error ? { passed: false, error: { code: r.error.code, message: r.error.message } } : { passed: Boolean(r.passed) }),
        ...(r.detail !== undefined ? { detail: r.detail } : {}),
      })),
    };
  });
  return JSON.stringify({ passed, failed, files: out }, null, 2) + '\n';
}
