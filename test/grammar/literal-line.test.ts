/**
 * literal-line.ts reads `name 'a', 'b'` lines without the lexer: the
 * Splitter with it and without it (a source that cannot skip) must cut every
 * script into the same chunks, tokens, values and locations, warnings and
 * errors included, on scripts made of lines that have the shape, nearly have
 * it, and follow one another in every way a script can join them.
 */
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../../src/grammar/parse.js';
import { lexSource, Splitter, type RawSource } from '../../src/grammar/stream.js';
import { prng } from '../../scripts/fuzz-core.mjs';

function chunks(source: string, fast: boolean): unknown[] {
  const raw = lexSource(source);
  const plain: RawSource = { next: () => raw.next() };
  const sp = new Splitter(fast ? raw : plain, source, parseStatement);
  const out: unknown[] = [];
  for (;;) {
    let c;
    try {
      c = sp.next();
    } catch (e) {
      out.push({ thrown: (e as Error).message });
      break;
    }
    if (c === undefined) break;
    out.push(c);
    if (c.kind === 'incomplete' || c.lexError) break;
  }
  out.push({ warnings: sp.warnings });
  return out;
}

const same = (source: string) => expect(chunks(source, true), JSON.stringify(source)).toStrictEqual(chunks(source, false));

/** Lines with the shape, lines one character away from it, and what joins lines. */
const LINES = [
  `put 't', 'r1', 'f:c', 'v'`,
  `put 't','r1' ,'f:c'\t, 'v'`,
  `put 't', 'it\\'s', 'back\\\\slash', '\\x41', 'é😀'`,
  `puts 'a' # a comment, 'b'`,
  `get 't', 'r'#c`,
  `scan 'ns:t'`,
  `put 't', 'r', 'f:c', 'v',`,
  `put 't', 'r',\n  'f:c', 'v'`,
  `put 't', 'a\nb'`,
  `put 't', 'r' 'x'`,
  `put 't', 'r' + 'x'`,
  `put 't', "r", 'v'`,
  `put 't', 1`,
  `put 't', 'r'; list`,
  `put 't', 'r' \\\n, 'v'`,
  `put 't', 'r'\r`,
  `put('t', 'r')`,
  `put't'`,
  `x = 'v'`,
  `x 'v'`,
  `if 'x'`,
  `end`,
  `puts? 'x'`,
  `Put 't'`,
  `t.put 'r', 'f:c', 'v'`,
  `  .scan`,
  `..`,
  `// not a comment`,
  `# comment`,
  ``,
  `put 't', 'unterminated`,
  `put 't', 'r', \u00a0'v'`,
  `__END__`,
  `=begin\nx\n=end`,
];
const JOINS = ['\n', '\r\n', '\n\n', '; ', '\n  ', ' \\\n', '\n# c\n'];

describe('literal lines read without the lexer cut scripts as the lexer does', () => {
  it.each(LINES)('%j, alone and between literal lines', (line) => {
    same(line);
    same(`${line}\n`);
    same(`put 'a', 'b'\n${line}\nput 'c', 'd'\n`);
    same(`x = 1\nput 'a', 'b'\n${line}`);
  });

  it('10,000 random scripts of those lines agree', () => {
    const rnd = prng(11);
    for (let n = 0; n < 10_000; n++) {
      const parts: string[] = [];
      const count = 1 + Math.floor(rnd() * 6);
      for (let i = 0; i < count; i++) {
        parts.push(LINES[Math.floor(rnd() * LINES.length)]);
        parts.push(JOINS[Math.floor(rnd() * JOINS.length)]);
      }
      same(parts.join(''));
    }
  });

  it('reads a put script without the lexer but for each statement\'s name', () => {
    const source = `put 't', 'r1', 'f:c', 'v'\n`.repeat(100);
    const reads = (fast: boolean) => {
      const raw = lexSource(source);
      let n = 0;
      const counting: RawSource = fast ? { next: () => (n++, raw.next()), skipTo: (o, l) => raw.skipTo!(o, l) } : { next: () => (n++, raw.next()) };
      const sp = new Splitter(counting, source, parseStatement);
      while (sp.next() !== undefined);
      return n;
    };
    // the first statement's 13 raw tokens, then one a statement (its name, read ahead), and the end
    expect(reads(true)).toBe(114);
    expect(reads(false)).toBe(1303);
  });
});
