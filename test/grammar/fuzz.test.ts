/**
 * Fuzzing: thousands of random and mutated inputs (seeded, so failures
 * reproduce) never throw anything but a located ShellError, agree between
 * parse() and statements(), parse exactly once when they parse, and stay fast.
 */
import { describe, expect, it } from 'vitest';
import { ShellError } from '../../src/errors.js';
import { lexer } from '../../src/grammar/lexer.js';
import { parse, statements } from '../../src/grammar/parse.js';
import { lines, SECTION_1_2, SECTION_3, SECTION_7_5, SECTION_8 } from './corpus.js';
import { PATHOLOGICAL_INPUTS } from '../../scripts/fuzz-core.mjs';
import { parseStrict, sexp } from './helpers.js';
import { prng } from '../../scripts/fuzz-core.mjs';

const EXTRA = [
  `for i in 1..3 do\n  put 't', "r#{i}", 'f:c', i\nend`,
  `(1..3).each { |i| p i; put 't', i -1 }`,
  `x = [1, {A => 'b', c: :d}, <NAME=>'f'>]\nx.each do |v| p v end`,
  `t = get_table 't1'\nt.scan LIMIT => 1, FILTER => "PrefixFilter('r')"`,
  `=begin\ncomment\n=end\n// slash\nlist # c`,
  `Long::MAX_VALUE - Bytes.toBytes("\\x01#{ {1 => 2}.size }") * -3 % 4 / 5`,
  `n.times do |i| x += i end; String(x).to_s`,
  `if x == 1 && !y then puts 'a' elsif x <= 2 or not z\n  p 2\nelse\n  p x ? 1 : :b\nend`,
  `(1..9).each do |i|\n  next if i.odd?\n  h[i] ||= []\n  a[-1, 2] = i <=> 3 unless a[0] != nil\nend`,
  `while i < 10 do i += 1; break if i >= 5 end; puts "%05d" % i`,
  `until done\n  put 't', "r#{i}", 'f:c', i if i > 0 and i.even?\n  done = true\nend`,
  `3.times { put 't', 'r', 'f:c', 'v', ATTRIBUTES => {'a' => 'b'} }; loop { break }`,
  `x = t\n  .scan LIMIT => 1\nputs x.size <5 ? org.apache.hadoop.hbase.HConstants::LATEST_TIMESTAMP : 1_000`,
  `create 't', <NAME => 'f', CONFIGURATION => <'a' => "\\M-\\C-a\\u{41 42}">>, 0x1F`,
];
const CORPUS = [...lines(SECTION_1_2), ...lines(SECTION_3), ...lines(SECTION_7_5), ...lines(SECTION_8), ...EXTRA];
const ALPHABET = [
  ...`abcxyzABCXYZ_019 \t\n;,.:=>+-*/%|'"#{}[]()<>\\?!@$&^~\``,
  '#{', '=>', '..', '...', '::', 'do', 'end', 'for', ' in ', '\\x', '\\u{', '=begin\n', '\n=end', '//',
  'if ', ' if ', 'then', 'else', 'elsif ', 'unless ', 'while ', ' and ', ' or ', 'not ', '==', '<=>', '&&', '||=', ' ? ', ' : ',
  '⇒', '“', '’', '–', 'é', '😀', '\u0000', '\u00a0', '\r',
];

function pick<T>(rnd: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rnd() * xs.length)];
}

/** Raw token boundaries of a text (for token-level mutations). */
function tokens(text: string): string[] {
  lexer.reset(text);
  return [...lexer].map((t) => t.text);
}

function mutate(rnd: () => number, text: string): string {
  const n = 1 + Math.floor(rnd() * 3);
  for (let k = 0; k < n; k++) {
    const i = Math.floor(rnd() * (text.length + 1));
    switch (Math.floor(rnd() * 7)) {
      case 0: // insert a character or snippet
        text = text.slice(0, i) + pick(rnd, ALPHABET) + text.slice(i);
        break;
      case 1: // delete a character
        text = text.slice(0, i) + text.slice(i + 1);
        break;
      case 2: // replace a character
        text = text.slice(0, i) + pick(rnd, ALPHABET) + text.slice(i + 1);
        break;
      case 3: {
        // delete a token
        const ts = tokens(text);
        ts.splice(Math.floor(rnd() * ts.length), 1);
        text = ts.join('');
        break;
      }
      case 4: {
        // duplicate a token
        const ts = tokens(text);
        const j = Math.floor(rnd() * ts.length);
        ts.splice(j, 0, ts[j] ?? '');
        text = ts.join('');
        break;
      }
      case 5: {
        // swap in a token from another statement
        const ts = tokens(text);
        const other = tokens(pick(rnd, CORPUS));
        ts[Math.floor(rnd() * ts.length)] = pick(rnd, other);
        text = ts.join('');
        break;
      }
      default: // splice with another statement
        text = text.slice(0, i) + pick(rnd, ['\n', '; ', ' ', '']) + pick(rnd, CORPUS).slice(Math.floor(rnd() * 10));
    }
  }
  return text;
}

function randomText(rnd: () => number): string {
  let s = '';
  const n = Math.floor(rnd() * 40);
  for (let i = 0; i < n; i++) s += pick(rnd, ALPHABET);
  return s;
}

function checkError(e: unknown, source: string): void {
  expect(e, `non-ShellError for ${JSON.stringify(source)}`).toBeInstanceOf(ShellError);
  const err = e as ShellError;
  expect(['PARSE_ERROR', 'INCOMPLETE_INPUT']).toContain(err.code);
  const loc = err.loc!;
  expect(loc, `no location for ${JSON.stringify(source)}`).toBeDefined();
  expect(loc.line).toBeGreaterThanOrEqual(1);
  expect(loc.col).toBeGreaterThanOrEqual(1);
  expect(loc.offset).toBeGreaterThanOrEqual(0);
  expect(loc.offset).toBeLessThanOrEqual(source.length);
  expect(err.message).toContain(` at line ${loc.line}, column ${loc.col}`);
  expect(err.message.split('\n').length).toBeGreaterThanOrEqual(3); // message, source line, caret
}

function check(source: string): void {
  let outcome;
  try {
    outcome = parse(source);
  } catch (e) {
    throw new Error(`parse() threw for ${JSON.stringify(source)}: ${(e as Error).stack}`, { cause: e });
  }
  const chunks = [];
  try {
    for (const c of statements(source)) chunks.push(c);
  } catch (e) {
    throw new Error(`statements() threw for ${JSON.stringify(source)}: ${(e as Error).stack}`, { cause: e });
  }
  if (outcome.kind === 'error') checkError(outcome.error, source);
  for (const c of chunks) {
    if (c.kind === 'error') checkError(c.error, source);
    if (c.kind === 'incomplete') checkError(c.error, source);
  }
  const last = chunks[chunks.length - 1];
  switch (outcome.kind) {
    case 'ok':
      expect(chunks.every((c) => c.kind === 'ok')).toBe(true);
      expect(chunks.map((c) => (c.kind === 'ok' ? sexp(c.stmt) : ''))).toEqual(outcome.program.body.map(sexp));
      parseStrict(source); // exactly one parse per statement
      break;
    case 'error':
      expect(last?.kind).toBe('error');
      if (last?.kind === 'error') expect(last.error.message).toBe(outcome.error.message);
      break;
    case 'incomplete':
      expect(last?.kind).toBe('incomplete');
      if (last?.kind === 'incomplete') expect([last.open, last.quote]).toEqual([outcome.open, outcome.quote]);
      break;
  }
}

describe('fuzz', () => {
  it('the corpus itself parses', () => {
    for (const s of CORPUS) expect(parse(s).kind, s).toBe('ok');
  });

  // HSH_FUZZ_SEEDS=50 npx vitest run test/grammar/fuzz.test.ts for a longer run
  const seeds = Array.from({ length: Number(process.env.HSH_FUZZ_SEEDS ?? 3) }, (_, i) => i + 1);
  it.each(seeds)('seed %i: 1000 mutated and random inputs', (seed) => {
    const rnd = prng(seed * 7919);
    const kinds = { ok: 0, error: 0, incomplete: 0 };
    for (let i = 0; i < 1000; i++) {
      const source = i % 5 === 4 ? randomText(rnd) : mutate(rnd, pick(rnd, CORPUS));
      check(source);
      kinds[parse(source).kind]++;
    }
    // every outcome is exercised
    expect(kinds.ok).toBeGreaterThan(50);
    expect(kinds.error).toBeGreaterThan(50);
    expect(kinds.incomplete).toBeGreaterThan(20);
    // how fast: bench/limits.bench.mjs
  });

  // how fast: bench/limits.bench.mjs
  it('long pathological inputs parse or fail with a located error', () => {
    for (const source of PATHOLOGICAL_INPUTS) {
      const r = parse(source);
      if (r.kind === 'error') checkError(r.error, source);
    }
  });
});
