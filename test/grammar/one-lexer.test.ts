/**
 * One lexical source: the prompt's continuation (shell/tokens.ts `continuationMark`) and the
 * parser read the same Splitter with the same lexer states, so for every prefix of every script
 * the prompt continues exactly when the parser says "incomplete", and shows the nesting of what
 * is open there.
 */
import { describe, expect, it } from 'vitest';
import { openness, parse } from '../../src/grammar/parse.js';
import { continuationMark, scan } from '../../src/shell/tokens.js';
import { SECTION_1_2, SECTION_8, lines } from './corpus.js';

const SCRIPTS = [
  "create 't', {NAME => 'f', VERSIONS => 3},\n  {NAME => 'g'}\nput 't', 'r1', 'f:a', 'v'",
  "for i in 1..3 do\n  put 't', \"r#{i}\", 'f:q', i.to_s\nend",
  '(1..3).each { |i|\n  p i if i.odd?\n}\nx = [1,\n2]',
  'words = %w[a b\n c]\nre = /a\nb/\nx = 4 /2\np x / 2',
  's = <<~EOS\n  one\n  two\nEOS\nputs s.upcase',
  'class Foo < Bar\n  def initialize(a, b = 2, *c, &d)\n    @a = a\n  end\n  class << self\n    def x; ?a; end\n  end\nend',
  "case x\nwhen 1, 2 then 'low'\nwhen /z/\n  'z'\nelse\n  'hi'\nend",
  "begin\n  get 't', 'r'\nrescue => e\n  puts e.message\nensure\n  puts 'done'\nend",
  "h = {a: 1, 'b' => [2, {c: 3}]}\nh.each do |k, v|\n  puts \"#{k}: #{v.inspect}\"\nend",
  "x = 1 +\n  2 *\n  3\ny = x > 2 ?\n  'big' : 'small'",
  'def f(x)\n  return x ** 2 unless x.nil?\n  %i[a b].map(&:to_s)\nend\nf 3',
];

/** The prefixes a user may have typed when the prompt is drawn: the text up to each line break, and every character for short scripts. */
function prefixes(script: string): string[] {
  const out: string[] = [];
  for (let i = 0; i <= script.length; i++) if (script.length < 200 || script[i] === '\n' || i === script.length) out.push(script.slice(0, i) + '\n');
  return out;
}

describe('one lexer: the prompt continues exactly when the parser says incomplete', () => {
  const corpus = [...SCRIPTS, ...lines(SECTION_1_2), ...lines(SECTION_8)];
  it(`for every prefix of ${corpus.length} scripts`, () => {
    let incomplete = 0;
    for (const script of corpus) {
      for (const text of prefixes(script)) {
        const verdict = parse(text).kind;
        const open = openness(text);
        if (verdict === 'error') continue; // an error ends the buffer: no continuation prompt is drawn
        expect({ text, incomplete: open.open !== null }).toEqual({ text, incomplete: verdict === 'incomplete' });
        if (verdict === 'incomplete') incomplete++;
        else expect({ text, prompt: continuationMark(text) }).toEqual({ text, prompt: { mark: '*', depth: 0 } });
        // the tokens highlighting and completion read cover the text, and end in an open string exactly where the parser's literal is open
        const tokens = scan(text);
        expect(tokens.map((t) => t.text).join('')).toBe(text);
        const last = tokens.filter((t) => t.type !== 'nl' && t.type !== 'ws').pop();
        expect({ text, openString: last?.type === 'string' && last.unterminated === true }).toEqual({ text, openString: open.open === 'string' });
      }
    }
    // the corpus exercises the incomplete side too
    expect(incomplete).toBeGreaterThan(200);
  });
});
