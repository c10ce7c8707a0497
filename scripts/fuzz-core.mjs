/**
 * The fuzzer shared by `npm test` (test/robustness/fuzz.test.ts, a short run)
 * and `npm run fuzz` (scripts/fuzz.mjs, a long campaign). Seeds are the
 * statements of examples/ and the e2e goldens; each case runs a corpus
 * script's setup in a fresh in-memory session, then mutated statements and
 * mutated filter strings, one at a time. A case fails on an internal error,
 * a stack trace, a thrown exception, an exit status outside 0/1/2/3 (an
 * `exit n` the statement asked for aside), or a statement taking more than
 * a second of CPU time (loops and sleeps the statement wrote aside; any
 * statement still running after ten seconds is interrupted).
 *
 * The shell's modules are injected (`deps`), so the test runs them from src/
 * and the campaign from dist/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

/** mulberry32: a small seeded PRNG, so every failure reproduces from its seed. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, xs) => xs[Math.floor(rnd() * xs.length)];

/** The corpus: each seed script as its list of statement sources (split by the shell's own parser). */
export function loadCorpus(root, statements) {
  const dirs = [join(root, 'examples'), join(root, 'test/e2e/fixtures')];
  const scripts = [];
  for (const dir of dirs) {
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith('.hsh')) continue;
      const text = readFileSync(join(dir, name), 'utf8');
      const stmts = [];
      for (const chunk of statements(text)) {
        if (chunk.kind === 'ok') stmts.push(chunk.source);
      }
      if (stmts.length) scripts.push({ name, stmts });
    }
  }
  const filters = [];
  for (const s of scripts) {
    for (const stmt of s.stmts) for (const m of stmt.matchAll(/FILTER\s*=>\s*"((?:[^"\\]|\\.)*)"/g)) filters.push(m[1]);
  }
  return { scripts, filters };
}

/** Values a mutation puts where a number or a string was: limits, sizes and formats that broke hsh once. */
const NUMBERS = [
  '0', '-1', '1', '2', '255', '256', '65536', '2147483647', '2147483648', '-2147483648', '0x7fffffff', '4294967296',
  '9223372036854775807', '9223372036854775808', '-9223372036854775808', '99999999999999999999999', '1e308', '-1e308',
  '1.5', '0.1', '(0.0/0)', '(1.0/0)', '-0.0', '10000', '100000',
];
const STRINGS = [
  "''", "'a'*40000", "'#{1}'*3000", "'%4294967296.3f'", "'%.101f'", "'\\x00'", '"\\xFF\\x00"', "'😀'", "'a'*1000",
  "'t1'", "'f1:q'", "'f1'", "':'", "'.*'", "'('", "'['", "'\\\\'", "'ns:t'", "'hbase:meta'", "'-'", "'$'", "'(a|b)'*200",
];
const SNIPPETS = [
  ...`abcxyzAB_019 \t\n;,.:=>+-*/%|'"#{}[]()<>\\?!@$&^~\``,
  '#{', '=>', '..', '::', 'do', 'end', ' if ', ' unless ', 'while ', ' and ', ' or ', 'not ', '==', '<=>', '&&', '||=', ' ? ', ' : ',
  '{', '}', ', ', '* 1000', '.to_s', '.size', '.each { |x| x }', '[0]', '[-1, 2]', ' % [1, 2]', '.split(",")',
  'TTL => ', 'VERSIONS => ', 'LIMIT => ', 'TIMERANGE => [', 'NUMREGIONS => ', 'SPLITALGO => ', 'STARTROW => ', 'COLUMNS => ',
  'FORMATTER => ', 'RAW => true', 'MAXLENGTH => ', '\u0000', '\u00a0', 'é', '😀', '\r',
];

const FILTER_PIECES = [
  ' AND ', ' OR ', 'SKIP ', 'WHILE ', '(', ')', ',', "'", "''", ' = ', '!=', '>=', '<', 'binary:', 'binaryprefix:', 'regexstring:',
  'regexstringnocase:', 'substring:', 'KeyOnlyFilter()', 'PageFilter(1)', "PrefixFilter('r')", 'ColumnCountGetFilter(2)',
  "ValueFilter(=, 'binary:v')", "SingleColumnValueFilter('f1', 'q', =, 'binary:v', true, false)", 'ColumnRangeFilter(',
  'true', 'false', '-1', '2147483648', '9223372036854775808', 'A'.repeat(300), '(a+)+$', '\\x00', 'TimestampsFilter(1, 2)',
  'DependentColumnFilter(', 'FirstKeyOnlyFilter()', 'MultipleColumnPrefixFilter(', 'InclusiveStopFilter(', 'FuzzyRowFilter(',
];

function mutateText(rnd, text, pieces) {
  const n = 1 + Math.floor(rnd() * 3);
  for (let k = 0; k < n; k++) {
    const i = Math.floor(rnd() * (text.length + 1));
    const j = Math.min(text.length, i + Math.floor(rnd() * 12));
    switch (Math.floor(rnd() * 5)) {
      case 0:
        text = text.slice(0, i) + pick(rnd, pieces) + text.slice(i);
        break;
      case 1:
        text = text.slice(0, i) + text.slice(j);
        break;
      case 2:
        text = text.slice(0, i) + pick(rnd, pieces) + text.slice(j);
        break;
      case 3:
        text = text.slice(0, i) + text.slice(i, j) + text.slice(i, j) + text.slice(j);
        break;
      default: {
        const jj = Math.floor(rnd() * (text.length + 1));
        text = text.slice(0, Math.min(i, jj)) + text.slice(Math.max(i, jj));
      }
    }
  }
  return text;
}

/** Replaces one number or one string literal of a statement with a value from the lists above. */
function mutateValue(rnd, stmt) {
  const spots = [...stmt.matchAll(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|(?<![\w.])-?\d[\d_]*(?:\.\d+)?(?:e\d+)?/g)];
  if (spots.length === 0) return stmt;
  const m = pick(rnd, spots);
  const isString = m[0][0] === "'" || m[0][0] === '"';
  const by = isString && rnd() < 0.8 ? pick(rnd, STRINGS) : pick(rnd, NUMBERS);
  return stmt.slice(0, m.index) + by + stmt.slice(m.index + m[0].length);
}

/** One mutated statement: a text mutation, a value swap, or a mutated filter string in a scan. */
export function mutant(rnd, corpus, script) {
  const r = rnd();
  if (r < 0.25 && corpus.filters.length) {
    const filter = mutateText(rnd, pick(rnd, corpus.filters), FILTER_PIECES).replace(/["\\]/g, '\\$&');
    const table = pick(rnd, ["'t1'", "'users'", "'pageviews'", "'blog'", "'t'"]);
    return `${pick(rnd, ['scan', 'count'])} ${table}, {FILTER => "${filter}"}`;
  }
  const base = rnd() < 0.8 ? pick(rnd, script.stmts) : pick(rnd, pick(rnd, corpus.scripts).stmts);
  if (r < 0.55) return mutateValue(rnd, base);
  if (r < 0.65) return mutateValue(rnd, mutateValue(rnd, base));
  return mutateText(rnd, base, rnd() < 0.3 ? [...SNIPPETS, ...NUMBERS, ...STRINGS] : SNIPPETS);
}

/** Statements that may rightly run long: loops they write, and sleeps. */
const LOOPS = /\b(?:loop|while|until|for|each|times|upto|downto|step|map|each_with_index|sleep)\b/;
const TRACE = /^\s+at .+(?::\d+:\d+\)?|<anonymous>\)?)$/m;

/** Why a statement's run is a failure, or undefined. */
export function verdict(stmt, outcome) {
  const text = outcome.stdout + outcome.stderr;
  if (outcome.thrown) return `threw ${String(outcome.thrown).split('\n')[0]}`;
  if (/internal error|a bug in hsh/.test(text)) return (text.match(/ERROR: internal error[^\n]*/) ?? ['internal error'])[0];
  if (TRACE.test(text)) return 'stack trace';
  if (outcome.timedOut) return LOOPS.test(stmt) ? undefined : `still running after ${outcome.wallLimitMs} ms`;
  if (outcome.cpuMs > outcome.limitMs && !LOOPS.test(stmt)) return `slower than ${outcome.limitMs} ms (${Math.round(outcome.cpuMs)} ms of CPU)`;
  if (![0, 1, 2, 3].includes(outcome.status) && !(outcome.exited && /\b(?:exit|quit)\b/.test(stmt))) return `exit status ${outcome.status}`;
  return undefined;
}

/**
 * The compiled shell a runner needs (newRunner's `deps`), from `root`'s dist/:
 * for npm run fuzz and the bench, which run the built tree.
 */
export async function shellDeps(root) {
  const dist = (p) => import(pathToFileURL(join(root, 'dist', p)).href);
  const [{ registry }, { openLevelBackend }, { Session }, { runScript }, { LogicalClock }, { BufferedWriter }] = await Promise.all([
    dist('commands/index.js'),
    dist('engine/backends/leveldb/index.js'),
    dist('shell/execute.js'),
    dist('shell/batch.js'),
    dist('shell/clock.js'),
    dist('shell/io.js'),
  ]);
  return { registry, openLevelBackend, Session, runScript, LogicalClock, BufferedWriter };
}

/** Long inputs that once overflowed the parser's stack or took seconds: each parses, or fails with a located error. */
export const PATHOLOGICAL_INPUTS = [
  '['.repeat(2000),
  '('.repeat(2000) + '1' + ')'.repeat(2000),
  'put ' + Array.from({ length: 3000 }, (_, i) => `'a${i}'`).join(', '),
  'x = ' + Array.from({ length: 3000 }, (_, i) => i).join(' + '),
  '"' + '#{'.repeat(300) + '1' + '}'.repeat(300) + '"',
  `{${Array.from({ length: 2000 }, (_, i) => `K${i} => ${i}`).join(', ')}}`,
  'a.'.repeat(2000) + 'b',
  '- '.repeat(2000) + '1',
  `'${'x'.repeat(200_000)}`,
];

/**
 * A fresh in-memory session that runs one statement at a time and reports
 * its output, status and time. `deps`: { registry, openLevelBackend, Session,
 * runScript, LogicalClock, BufferedWriter }.
 */
export function newRunner(deps) {
  let out = '';
  let err = '';
  const sink = new Writable({
    write(chunk, _enc, cb) {
      if (out.length < 1 << 20) out += chunk.toString();
      cb();
    },
  });
  const stdout = new deps.BufferedWriter(sink);
  const io = {
    stdout,
    stderr: (line) => {
      if (err.length < 1 << 20) err += line + '\n';
    },
    readLine: async () => null,
    isTTY: false,
    columns: 0,
  };
  const session = new deps.Session(io, deps.registry, {
    openBackend: () => deps.openLevelBackend({ memory: true }),
    clock: new deps.LogicalClock(1_700_000_000_000n),
    timing: false,
    epochTimestamps: false,
    interactive: false,
    keepGoing: true,
    yes: true,
    debug: false,
  });
  let dead = false;
  return {
    get dead() {
      return dead;
    },
    /**
     * Runs one statement; past `wallLimitMs` it is interrupted (and the session is not used
     * again). Its time is CPU time: other processes on a busy machine do not make it slow.
     */
    async run(stmt, wallLimitMs) {
      out = '';
      err = '';
      const started = performance.now();
      const cpu = process.cpuUsage();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        session.interrupt();
      }, wallLimitMs);
      let outcome;
      try {
        const r = await deps.runScript(session, stmt, { echo: false, keepGoing: true });
        await stdout.flush();
        outcome = { status: r.status, exited: Boolean(r.exited) };
        if (r.exited || timedOut) dead = true;
      } catch (e) {
        outcome = { status: -1, thrown: e instanceof Error ? (e.stack ?? e.message) : String(e) };
        dead = true;
      } finally {
        clearTimeout(timer);
      }
      const used = process.cpuUsage(cpu);
      return { ...outcome, stdout: out, stderr: err, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000, timedOut, wallLimitMs };
    },
    close: () => session.close().catch(() => undefined),
  };
}

/**
 * Runs `count` mutated statements from `seed`: cases of up to 20 statements,
 * each case a fresh session with a corpus script's first statements as its
 * setup. Returns the failures ({ seed, stmt, why }) and the statements run.
 */
export async function fuzz(deps, corpus, { seed, count, limitMs = 1000, onProgress }) {
  const rnd = prng(seed);
  const failures = [];
  let ran = 0;
  while (ran < count) {
    const script = pick(rnd, corpus.scripts);
    const runner = newRunner(deps);
    try {
      // setup: up to 12 statements of the script, unmutated (tables to work on); not counted
      for (const stmt of script.stmts.slice(0, 12)) {
        await runner.run(stmt, 10 * limitMs);
        if (runner.dead) break;
      }
      for (let k = 0; k < 20 && ran < count && !runner.dead; k++) {
        const stmt = mutant(rnd, corpus, script);
        ran++;
        const outcome = { ...(await runner.run(stmt, 10 * limitMs)), limitMs };
        const why = verdict(stmt, outcome);
        if (why) failures.push({ script: script.name, stmt, why });
      }
    } finally {
      await runner.close();
    }
    onProgress?.(ran, failures.length);
  }
  return { ran, failures };
}
