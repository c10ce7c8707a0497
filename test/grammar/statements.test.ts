/**
 * statements(): splitting, source text and original locations, laziness,
 * `//` warnings, and the locations carried by AST nodes.
 */
import { describe, expect, it } from 'vitest';
import type { Expr } from '../../src/grammar/ast.js';
import { parse, statements, type StatementChunk } from '../../src/grammar/parse.js';
import { sexp } from './helpers.js';

function oks(source: string): Array<Extract<StatementChunk, { kind: 'ok' }>> {
  return [...statements(source)].map((c) => {
    if (c.kind !== 'ok') throw new Error(`${c.kind}: ${c.kind === 'error' ? c.error.message : ''}`);
    return c;
  });
}

describe('statements()', () => {
  it("marks a statement that a `;` and another statement follow on its line (IRB echoes a line's last value only)", () => {
    const src = `a = 1; b = 2; a + b\nx = 5;\ny = 1 ; # note\nput 't', 'r', 'f:c', 'v'; p 1\nfor i in 1..2 do p i end;;  p 2`;
    expect(oks(src).map((c) => [c.source, c.moreOnLine === true])).toEqual([
      ['a = 1', true],
      ['b = 2', true],
      ['a + b', false],
      ['x = 5', false],
      ['y = 1', false],
      [`put 't', 'r', 'f:c', 'v'`, true],
      ['p 1', false],
      ['for i in 1..2 do p i end', true],
      ['p 2', false],
    ]);
  });

  it('yields one chunk per statement with its text and original location', () => {
    const src = `# header\nlist\n\n  put 't1', 'r1',\n      'f:c', 'v'   # trailing\nx = 1; y = 2\nfor i in 1..2 do\n  p i\nend\n`;
    const chunks = oks(src);
    expect(chunks.map((c) => c.source)).toEqual([
      'list',
      `put 't1', 'r1',\n      'f:c', 'v'`,
      'x = 1',
      'y = 2',
      'for i in 1..2 do\n  p i\nend',
    ]);
    expect(chunks.map((c) => [c.loc.line, c.loc.col])).toEqual([
      [2, 1],
      [4, 3],
      [6, 1],
      [6, 8],
      [7, 1],
    ]);
    expect(chunks.map((c) => src.slice(c.loc.offset, c.loc.offset + c.source.length))).toEqual(chunks.map((c) => c.source));
    expect(chunks.map((c) => sexp(c.stmt))).toEqual([
      'list',
      '(put "t1" "r1" "f:c" "v")',
      '(= x 1)',
      '(= y 2)',
      '(for i (.. 1 2) (p i))',
    ]);
  });

  it('stops at the first error and is lazy', () => {
    const gen = statements(`list\nput 'a' = 1\nlist\nput "never reached`);
    const first = gen.next();
    expect(first.value?.kind).toBe('ok');
    const second = gen.next();
    expect(second.value?.kind).toBe('error');
    if (second.value?.kind === 'error') expect(second.value.error.loc?.line).toBe(2);
    expect(gen.next().done).toBe(true);
  });

  it('hands out the first statement of a huge script without parsing the rest', () => {
    const big = `list\n` + `put 't1', 'r', 'f:c', 'v'\n`.repeat(200_000);
    const gen = statements(big);
    const first = gen.next().value;
    expect(first?.kind === 'ok' && first.source).toBe('list');
    // how fast (the rest is not parsed): bench/limits.bench.mjs
  });

  it('keeps line numbers of later statements in a long script', () => {
    const src = Array.from({ length: 50 }, (_, i) => `put 't', 'r${i}', 'f:c', ${i}`).join('\n');
    const chunks = oks(src);
    expect(chunks.length).toBe(50);
    expect(chunks[49].loc.line).toBe(50);
    expect(chunks[49].source).toBe(`put 't', 'r49', 'f:c', 49`);
  });

  it('yields nothing for blank or comment-only input', () => {
    expect([...statements('')]).toEqual([]);
    expect([...statements('\n  \n# c\n;;\n=begin\nx\n=end\n')]).toEqual([]);
  });
});

describe('`//` comment lines', () => {
  const W = "'//' is not a comment in the HBase shell (Ruby uses '#'); line ignored";

  it('are ignored with a located warning', () => {
    const r = parse(`// create the table\ncreate 't1', 'f1'\n   // and fill it\nput 't1', 'r', 'f:c', 1`);
    expect(r.kind).toBe('ok');
    if (r.kind !== 'ok') return;
    expect(r.program.body.map(sexp)).toEqual(['(create "t1" "f1")', '(put "t1" "r" "f:c" 1)']);
    expect(r.warnings).toEqual([
      { message: W, loc: { line: 1, col: 1, offset: 0 } },
      { message: W, loc: { line: 3, col: 4, offset: 41 } },
    ]);
  });

  it('attach to the statement that follows, and trailing ones to the last statement', () => {
    const chunks = oks(`// one\nlist\n// two\n// three\nstatus\n// four\n`);
    expect(chunks.map((c) => c.warnings.map((w) => w.loc.line))).toEqual([[1], [3, 4, 6]]);
  });

  it('inside a multi-line statement attach to it', () => {
    const chunks = oks(`for i in 1..2 do\n  // loop body\n  p i\nend\nlist`);
    expect(chunks.map((c) => c.warnings.map((w) => w.loc.line))).toEqual([[2], []]);
  });

  it('are reported by parse() even without statements', () => {
    const r = parse(`// nothing here`);
    expect(r).toEqual({ kind: 'ok', program: { type: 'program', body: [] }, warnings: [{ message: W, loc: { line: 1, col: 1, offset: 0 } }] });
  });

  it('only count at the start of a line', () => {
    expect(parse(`x = 4 // 2`).kind).toBe('error');
    expect(parse(`put 't', '// not a comment'`).kind).toBe('ok');
  });
});

describe('locals (Ruby\'s `x -1` rule)', () => {
  it('a name assigned earlier in the same text is a variable', () => {
    const r = parse(`i = 3\ni -1`);
    expect(r.kind === 'ok' && r.program.body.map(sexp)).toEqual(['(= i 3)', '(- i 1)']);
  });

  it('for variables and block parameters are variables', () => {
    expect(sexp(oks(`for i in 1..2 do i -1 end`)[0].stmt)).toBe('(for i (.. 1 2) (- i 1))');
    expect(sexp(oks(`[1].each do |x| x -1 end`)[0].stmt)).toBe('(.each [1] {|x| (- x 1)})');
  });

  it('the caller can pass the session\'s variables', () => {
    const r = parse(`n -1`, { locals: ['n'] });
    expect(r.kind === 'ok' && sexp(r.program.body[0])).toBe('(- n 1)');
    const s = [...statements(`n -1`, { locals: new Set(['n']) })][0];
    expect(s.kind === 'ok' && sexp(s.stmt)).toBe('(- n 1)');
  });

  it('an unknown name is a command', () => {
    const r = parse(`n -1`);
    expect(r.kind === 'ok' && sexp(r.program.body[0])).toBe('(n -1)');
  });
});

describe('node locations', () => {
  function only(source: string): Expr {
    const r = parse(source);
    if (r.kind !== 'ok') throw new Error(r.kind);
    return r.program.body[0];
  }
  const at = (e: { loc: { line: number; col: number } }) => [e.loc.line, e.loc.col];

  it('a command call is located at its name, its arguments at their first character', () => {
    const e = only(`  put 't1', -1, x, [1], {A => 2}, B => "r#{i}"`);
    if (e.type !== 'call') throw new Error();
    expect(at(e)).toEqual([1, 3]);
    expect(e.args.map(at)).toEqual([
      [1, 7],
      [1, 13],
      [1, 17],
      [1, 20],
      [1, 25],
      [1, 35],
    ]);
    const hash = e.args[5];
    if (hash.type !== 'hash') throw new Error();
    expect(hash.braces).toBe(false);
    expect(at(hash.entries[0].value)).toEqual([1, 40]);
  });

  it('a method call is located at the method name; operators at the operator', () => {
    const e = only(`t.put 'r', 1 + 2`);
    if (e.type !== 'call') throw new Error();
    expect(at(e)).toEqual([1, 3]);
    expect(at(e.receiver!)).toEqual([1, 1]);
    expect(at(e.args[1])).toEqual([1, 14]);
    const r = only(`x = (1..\n  5)`);
    if (r.type !== 'assign' || r.value.type !== 'range') throw new Error();
    expect(at(r)).toEqual([1, 1]);
    expect(at(r.value)).toEqual([1, 7]);
    expect(at(r.value.to)).toEqual([2, 3]);
  });

  it('blocks and loops are located at their keyword or brace', () => {
    const e = only(`(1..3).each do |i|\n  p i\nend`);
    if (e.type !== 'call' || !e.block) throw new Error();
    expect(at(e.block)).toEqual([1, 13]);
    expect(at(e.block.body[0])).toEqual([2, 3]);
    const f = only(`\nfor i in 1..2\n p i\nend`);
    expect(at(f)).toEqual([2, 1]);
  });

  it('a folded negative number starts at its minus sign; adjacent strings at the first', () => {
    const e = only(`foo -12, 'a' "b"`);
    if (e.type !== 'call') throw new Error();
    expect(e.args.map(at)).toEqual([
      [1, 5],
      [1, 10],
    ]);
  });
});
