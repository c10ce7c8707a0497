/**
 * The Ruby oracle: every case of cases/<group>.rb run through hsh on a fresh in-memory session,
 * its output compared exactly with what JRuby 9.3 printed (goldens/<group>.json, recorded by
 * `npm run record:ruby`). A case ending in an uncaught exception must end with that exception's
 * class and message, in either form hsh reports one: Shell.exception_handler's
 * `ERROR <Class>: <message>` or IRB's `Traceback (most recent call last):` / `<Class> (<message>)`
 * (which of the two is the shell's choice, pinned by test/shell/irb-errors.test.ts).
 * pending.txt lists the cases hsh does not pass yet, as strict expected failures: a listed case
 * that passes fails the run until it is removed. HSH_ORACLE_UPDATE=1 rewrites pending.txt from
 * this run's results (reasons of cases still failing are kept; cases a -t filter left out keep
 * their lines).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testShell } from '../../helpers/shell.js';
import { irbReport } from '../../../src/format/classic.js';
import { parseCases, sourceDigest, type OracleError } from './cases.mjs';

// Time.at and Time.now print local time; the goldens were recorded in UTC.
process.env.TZ = 'UTC';

interface Golden {
  recordedBy: { JRUBY_VERSION: string; RUBY_VERSION: string };
  cases: Record<string, { digest: string; stdout: string; error?: OracleError; note?: string }>;
}

const PENDING = join(__dirname, 'pending.txt');
const UPDATE = process.env.HSH_ORACLE_UPDATE === '1';
/** A case that runs longer is stopped as the shell's Ctrl-C stops a script (then it fails). */
const CASE_LIMIT_MS = 10_000;
const TRACEBACK = 'Traceback (most recent call last):';

const groups = readdirSync(join(__dirname, 'cases'))
  .filter((f) => f.endsWith('.rb'))
  .map((f) => f.slice(0, -3))
  .sort();
const pending = readPending();
const outcomes = new Map<string, { group: string; passed: boolean; reason: string }>();

function readPending(): Map<string, string> {
  const map = new Map<string, string>();
  if (!existsSync(PENDING)) return map;
  const text = readFileSync(PENDING, 'utf8');
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const m = /^(\S+)\s*(.*)$/.exec(line)!;
    map.set(m[1], m[2]);
  }
  return map;
}

/** Identity hashes (`#<HBaseReceiver:0x73206213>`) differ from run to run: compared as 0x0. */
function normalize(text: string): string {
  return text.replace(/(#<[A-Z][\w:]*:0x)[0-9a-f]+/g, (_, head: string) => `${head}0`);
}

/** The outputs that match: stdout, then the exception in either of hsh's report forms. */
function expectedForms(stdout: string, error: OracleError | undefined): string[] {
  stdout = normalize(stdout);
  if (!error) return [stdout];
  const message = normalize(error.message);
  return [`${stdout}ERROR ${error.class}: ${message}\n`, stdout + irbReport(error.class, message).map((l) => l + '\n').join('')];
}

async function runCase(code: string): Promise<string> {
  const shell = await testShell({ keepGoing: false });
  const timer = setTimeout(() => shell.session.interrupt(), CASE_LIMIT_MS);
  try {
    return normalize((await shell.run(code)).stdout);
  } finally {
    clearTimeout(timer);
    await shell.close();
  }
}

/** One line for pending.txt: the first line where hsh's output parts from the expected. */
function whyFailed(actual: string, expected: string): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  let i = 0;
  while (i < a.length && a[i] === e[i]) i++;
  // past IRB's Traceback line to the exception's
  const at = (lines: string[]) => lines[lines[i] === TRACEBACK && i + 1 < lines.length ? i + 1 : i] ?? '';
  const got = at(a);
  const want = at(e);
  const cut = (s: string) => JSON.stringify(s.length > 70 ? s.slice(0, 70) + '…' : s);
  return `line ${i + 1}: ${got === '' && i >= a.length - 1 ? 'nothing' : cut(got)} for ${cut(want)}`;
}

for (const group of groups) {
  const cases = parseCases(readFileSync(join(__dirname, 'cases', `${group}.rb`), 'utf8'), group);
  const goldenFile = join(__dirname, 'goldens', `${group}.json`);
  const golden = existsSync(goldenFile) ? (JSON.parse(readFileSync(goldenFile, 'utf8')) as Golden) : undefined;
  describe(group, () => {
    it.each(cases)('$name', async (c) => {
      const id = `${group}/${c.name}`;
      const recorded = golden?.cases[c.name];
      const where = `${id} (cases/${group}.rb:${c.line})`;
      if (!recorded) throw new Error(`${where} was never recorded: npm run record:ruby -- ${group}`);
      if (recorded.digest !== sourceDigest(c.code)) throw new Error(`${where} changed since it was recorded: npm run record:ruby -- ${group}`);
      const actual = await runCase(c.code);
      const forms = expectedForms(recorded.stdout, recorded.error);
      const passed = forms.includes(actual);
      // the form to show in a diff: the one hsh chose
      const expected = forms[forms.length > 1 && actual.includes(TRACEBACK) ? 1 : 0];
      outcomes.set(id, { group, passed, reason: passed ? '' : whyFailed(actual, expected) });
      if (UPDATE) return;
      if (pending.has(id)) {
        if (passed) throw new Error(`${id} passes now: remove it from test/ruby/oracle/pending.txt`);
        return;
      }
      expect(actual, where).toBe(expected);
    });
  });
}

afterAll(() => {
  const lines: string[] = [];
  const all = [...outcomes.entries()];
  const count = (list: typeof all, ok: (id: string, passed: boolean) => boolean) => list.filter(([id, o]) => ok(id, o.passed)).length;
  for (const group of groups) {
    const mine = all.filter(([, o]) => o.group === group);
    const passed = count(mine, (_, p) => p);
    const listed = count(mine, (id, p) => !p && pending.has(id));
    lines.push(`${group.padEnd(12)} ${String(passed).padStart(4)} / ${String(mine.length).padEnd(4)} passed, ${listed} pending, ${mine.length - passed - listed} failing`);
  }
  const passed = count(all, (_, p) => p);
  console.log(`Ruby oracle: ${passed} / ${all.length} cases pass (${((100 * passed) / Math.max(all.length, 1)).toFixed(1)}%)\n${lines.join('\n')}`);
  if (!UPDATE) return;
  // cases this run did not reach (a -t filter) keep their lines
  const failing = [
    ...[...pending.entries()].filter(([id]) => !outcomes.has(id)).map(([id, why]) => `${id}  ${why}`),
    ...[...outcomes.entries()].filter(([, o]) => !o.passed).map(([id, o]) => `${id}  ${pending.get(id) || o.reason}`),
  ];
  const header = [
    '# Oracle cases hsh does not pass yet (test/ruby/oracle/oracle.test.ts): case id, then why.',
    '# Strict: a listed case that passes fails the run. Rewrite: HSH_ORACLE_UPDATE=1 npx vitest run test/ruby/oracle/oracle.test.ts --project unit',
  ];
  writeFileSync(PENDING, [...header, ...failing.sort()].join('\n') + '\n');
});

describe('pending.txt', () => {
  it('names only cases that exist', () => {
    const known = new Set(groups.flatMap((g) => parseCases(readFileSync(join(__dirname, 'cases', `${g}.rb`), 'utf8'), g).map((c) => `${g}/${c.name}`)));
    expect([...pending.keys()].filter((id) => !known.has(id))).toEqual([]);
  });
});
