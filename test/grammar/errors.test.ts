/**
 * Parse errors (exact messages: line, column, source line, caret) and
 * incomplete input (what is open, for the REPL's continuation prompt).
 */
import { describe, expect, it } from 'vitest';
import { ShellError } from '../../src/errors.js';
import { MAX_NESTING } from '../../src/grammar/nodes.js';
import { parse, statements } from '../../src/grammar/parse.js';
import { parseError } from './helpers.js';

const errors: Array<[input: string, message: string]> = [
  [`put 't1', 'r1' = 'x'`, `syntax error, unexpected '=' at line 1, column 16\nput 't1', 'r1' = 'x'\n               ^`],
  [`put 'a'\nput 'b' = 1`, `syntax error, unexpected '=' at line 2, column 9\nput 'b' = 1\n        ^`],
  [`list\n\n  scan 't' 'u' 5`, `syntax error, unexpected integer literal at line 3, column 16\n  scan 't' 'u' 5\n               ^`],
  [`put 't1', ⇒ 1`, `syntax error, unexpected character '⇒' (U+21D2) at line 1, column 11 — did you mean '=>'?\nput 't1', ⇒ 1\n          ^`],
  [`create 't1', {NAME ⇒ 'f1'}`, `syntax error, unexpected character '⇒' (U+21D2) at line 1, column 20 — did you mean '=>'?\ncreate 't1', {NAME ⇒ 'f1'}\n                   ^`],
  [`put ‘t1’`, `syntax error, unexpected character '‘' (U+2018) at line 1, column 5 — did you mean '''?\nput ‘t1’\n    ^`],
  [`put 't1', ’r1’`, `syntax error, unexpected character '’' (U+2019) at line 1, column 11 — did you mean '''?\nput 't1', ’r1’\n          ^`],
  [`put “t1”`, `syntax error, unexpected character '“' (U+201C) at line 1, column 5 — did you mean '"'?\nput “t1”\n    ^`],
  [`put 't', ”r”`, `syntax error, unexpected character '”' (U+201D) at line 1, column 10 — did you mean '"'?\nput 't', ”r”\n         ^`],
  [`x = 1 – 2`, `syntax error, unexpected character '–' (U+2013) at line 1, column 7 — did you mean '-'?\nx = 1 – 2\n      ^`],
  [`x = 1 — 2`, `syntax error, unexpected character '—' (U+2014) at line 1, column 7 — did you mean '-'?\nx = 1 — 2\n      ^`],
  [`list\u00a0'x'`, `syntax error, unexpected character '\u00a0' (U+00A0) at line 1, column 5 — did you mean ' '?\nlist\u00a0'x'\n    ^`],
  [`é`, `syntax error, unexpected character 'é' (U+00E9) at line 1, column 1\né\n^`],
  [`put 't', 1 😀`, `syntax error, unexpected character '😀' (U+1F600) at line 1, column 12\nput 't', 1 😀\n           ^`],
  [`\u0001`, `syntax error, unexpected character '\\u0001' (U+0001) at line 1, column 1\n\u0001\n^`],
  [`a\tb ⇒`, `syntax error, unexpected character '⇒' (U+21D2) at line 1, column 5 — did you mean '=>'?\na\tb ⇒\n \t  ^`],
  [`'é' ⇒`, `syntax error, unexpected character '⇒' (U+21D2) at line 1, column 5 — did you mean '=>'?\n'é' ⇒\n    ^`],
  [`put ( )`, `syntax error, unexpected ')' at line 1, column 7\nput ( )\n      ^`],
  [`foo(]`, `syntax error, unexpected ']' at line 1, column 5\nfoo(]\n    ^`],
  [`foo(1))`, `syntax error, unexpected ')' at line 1, column 7\nfoo(1))\n      ^`],
  [`end`, `syntax error, unexpected 'end' at line 1, column 1\nend\n^`],
  [`}`, `syntax error, unexpected '}' at line 1, column 1\n}\n^`],
  [`[,]`, `syntax error, unexpected ']' at line 1, column 3\n[,]\n  ^`],
  // a command is an argument only when it is the only one (Ruby's `call_args: command`)
  [`p 1, foo 2`, `syntax error, unexpected integer literal at line 1, column 10\np 1, foo 2\n         ^`],
  [`p foo 1, bar 2`, `syntax error, unexpected integer literal at line 1, column 14\np foo 1, bar 2\n             ^`],
  [`x = [foo 1]`, `syntax error, unexpected integer literal at line 1, column 10\nx = [foo 1]\n         ^`],
  [`put 't', x y`, `syntax error, unexpected identifier 'y' at line 1, column 12\nput 't', x y\n           ^`],
  [`foo[]`, `syntax error, unexpected ']' at line 1, column 5\nfoo[]\n    ^`],
  [`foo[1] 2`, `syntax error, unexpected integer literal at line 1, column 8\nfoo[1] 2\n       ^`],
  [`list_namespace, 'ns.*'`, `syntax error, unexpected ',' at line 1, column 15\nlist_namespace, 'ns.*'\n              ^`],
  [`if x then y end end`, `syntax error, unexpected 'end' at line 1, column 17\nif x then y end end\n                ^`],
  [`if x y end`, `syntax error, unexpected 'end' at line 1, column 8\nif x y end\n       ^`],
  [`while x y end`, `syntax error, unexpected 'end' at line 1, column 11\nwhile x y end\n          ^`],
  [`else`, `syntax error, unexpected 'else' at line 1, column 1\nelse\n^`],
  [`elsif x`, `syntax error, unexpected 'elsif' at line 1, column 1\nelsif x\n^`],
  [`x = 1 then`, `syntax error, unexpected 'then' at line 1, column 7\nx = 1 then\n      ^`],
  [`unless x\n  1\nelsif y\n  2\nend`, `syntax error, unexpected 'elsif' at line 3, column 1\nelsif y\n^`],
  [`x = not y`, `syntax error, unexpected 'not' at line 1, column 5\nx = not y\n    ^`],
  // Ruby 3's endless def is not Ruby 2.6: JRuby 9.3 reports the `=` (not an unfinished `def`)
  [`def f(x) = x * 2`, `syntax error, unexpected '=' at line 1, column 10\ndef f(x) = x * 2\n         ^`],
  // a program's BEGIN/END blocks: refused, as at_exit is
  [`BEGIN { p 1 }`, `BEGIN { … } is not available in hsh: it is outside hsh's Ruby`],
  [`x = 1\nEND { p x }`, `END { … } is not available in hsh: it is outside hsh's Ruby`],
  // MRI's parser: a constant is not assigned in a method body
  [`def f(x) X = x end`, `dynamic constant assignment at line 1, column 10\ndef f(x) X = x end\n         ^`],
  [`def f\n  [1].each { |v| A::B ||= v }\nend`, `dynamic constant assignment at line 2, column 18\n  [1].each { |v| A::B ||= v }\n                 ^`],
  [`def g() = 1`, `syntax error, unexpected '=' at line 1, column 9\ndef g() = 1\n        ^`],
  // `not` does not begin an argument (JRuby 9.3 refuses it too)
  [`p(not true)`, `syntax error, unexpected 'not' at line 1, column 3\np(not true)\n  ^`],
  [`a == b == c`, `syntax error, unexpected '==' at line 1, column 8\na == b == c\n       ^`],
  [`a != b <=> c`, `syntax error, unexpected '<=>' at line 1, column 8\na != b <=> c\n       ^`],
  [`1 !`, `syntax error, unexpected '!' at line 1, column 3\n1 !\n  ^`],
  [`? 1 : 2`, `syntax error, unexpected '?' at line 1, column 1\n? 1 : 2\n^`],
  [`x : 2`, `syntax error, unexpected ':' at line 1, column 3\nx : 2\n  ^`],
  [`a[1] = 2 = 3`, `syntax error, unexpected '=' at line 1, column 10\na[1] = 2 = 3\n         ^`],
  [`<< x`, `syntax error, unexpected '<<' at line 1, column 1\n<< x\n^`],
  [`x = ()`, `syntax error, unexpected ')' at line 1, column 6\nx = ()\n     ^`],
  [`a && && b`, `syntax error, unexpected '&&' at line 1, column 6\na && && b\n     ^`],
  [`x = 1 if y then`, `syntax error, unexpected 'then' at line 1, column 12\nx = 1 if y then\n           ^`],
  [`put 't', ; 'r'`, `syntax error, unexpected ';' at line 1, column 10\nput 't', ; 'r'\n         ^`],
  [`foo(1; 2)`, `syntax error, unexpected ';' at line 1, column 6\nfoo(1; 2)\n     ^`],
  [`for i in 1..3 end`, `syntax error, unexpected 'end' at line 1, column 15\nfor i in 1..3 end\n              ^`],
  [`x.each do |i| end end`, `syntax error, unexpected 'end' at line 1, column 19\nx.each do |i| end end\n                  ^`],
  [`(1..3).each do |i|\n  put 't', i i\nend`, `syntax error, unexpected identifier 'i' at line 2, column 14\n  put 't', i i\n             ^`],
  [`(x) { p 1 }`, `syntax error, unexpected '{' at line 1, column 5\n(x) { p 1 }\n    ^`],
  [`x.each { put 1, A => 2 => 3 }`, `syntax error, unexpected '=>' at line 1, column 24\nx.each { put 1, A => 2 => 3 }\n                       ^`],
  [`foo K => 1, 2`, `syntax error, unexpected ',' at line 1, column 11\nfoo K => 1, 2\n          ^`],
  [`1..2..3`, `syntax error, unexpected '..' at line 1, column 5\n1..2..3\n    ^`],
  // numbers: JRuby's lexer messages, the caret under the character where it gives up
  [`09`, `Illegal octal digit. at line 1, column 2\n09\n ^`],
  [`x = 0_18`, `Illegal octal digit. at line 1, column 7\nx = 0_18\n      ^`],
  [`x = 08.5`, `Illegal octal digit. at line 1, column 6\nx = 08.5\n     ^`],
  [`x = 0o8`, `Illegal octal digit. at line 1, column 6\nx = 0o8\n     ^`],
  [`x = 0_`, `Illegal octal digit. at line 1, column 6\nx = 0_\n     ^`],
  [`x = 0x`, `Hexadecimal number without hex-digits. at line 1, column 6\nx = 0x\n     ^`],
  [`x = 0xg1`, `Hexadecimal number without hex-digits. at line 1, column 6\nx = 0xg1\n     ^`],
  [`x = 0b2`, `Binary number without digits. at line 1, column 6\nx = 0b2\n     ^`],
  [`x = 0d`, `Binary number without digits. at line 1, column 6\nx = 0d\n     ^`],
  [`x = 1_`, `Trailing '_' in number. at line 1, column 6\nx = 1_\n     ^`],
  [`x = 1__000`, `Trailing '_' in number. at line 1, column 6\nx = 1__000\n     ^`],
  [`x = 0x1F_`, `Trailing '_' in number. at line 1, column 9\nx = 0x1F_\n        ^`],
  [`x = 1.5_`, `Trailing '_' in number. at line 1, column 8\nx = 1.5_\n       ^`],
  [`x = -2_`, `Trailing '_' in number. at line 1, column 7\nx = -2_\n      ^`],
  [`x = 1e`, `Trailing '_' in number. at line 1, column 6\nx = 1e\n     ^`], // sic: JRuby's text for a dangling exponent
  [`x = 1.5E+`, `Trailing '_' in number. at line 1, column 8\nx = 1.5E+\n       ^`],
  [`put 't', "r#{2_}"`, `Trailing '_' in number. at line 1, column 15\nput 't', "r#{2_}"\n              ^`],
  [`x = .5`, `no .<digit> floating literal anymore; put 0 before dot at line 1, column 5\nx = .5\n    ^`],
  [`x = 00.5`, `no .<digit> floating literal anymore; put 0 before dot at line 1, column 7\nx = 00.5\n      ^`],
  [`x = 1.5.5`, `no .<digit> floating literal anymore; put 0 before dot at line 1, column 8\nx = 1.5.5\n       ^`],
  [`x = a.1`, `no .<digit> floating literal anymore; put 0 before dot at line 1, column 6\nx = a.1\n     ^`],
  [`t\n..scan`, `syntax error, unexpected '..' at line 2, column 1\n..scan\n^`],
  [`t\n\n  .scan`, `syntax error, unexpected '.' at line 3, column 3\n  .scan\n  ^`], // only the very next line continues
  [`t;\n.scan`, `syntax error, unexpected '.' at line 2, column 1\n.scan\n^`],
  // Ruby's heredoc and splat argument prefixes are not run: a syntax error where they begin
  [`list // note`, `syntax error, unexpected '/' at line 1, column 7 — comments start with '#'\nlist // note\n      ^`],
  [`x = 4 // 2`, `syntax error, unexpected '/' at line 1, column 8 — comments start with '#'\nx = 4 // 2\n       ^`],
  [`x = 017e`, `syntax error, unexpected identifier 'e' at line 1, column 8\nx = 017e\n       ^`],
  [`"\\xZZ"`, `Invalid escape character syntax at line 1, column 2\n"\\xZZ"\n ^`],
  [`put 't', "a\n\\x"`, `Invalid escape character syntax at line 2, column 1\n\\x"\n^`],
  [`"ab\\M-"`, `Invalid escape character syntax at line 1, column 4\n"ab\\M-"\n   ^`],
  [`"\\u12"`, `Invalid Unicode escape at line 1, column 2\n"\\u12"\n ^`],
  [`"\\u{110000}"`, `invalid Unicode codepoint (too large) at line 1, column 2\n"\\u{110000}"\n ^`],
  [`"\\u{41"`, `unterminated Unicode escape at line 1, column 2\n"\\u{41"\n ^`],
  [`"\\u{}"`, `invalid Unicode escape at line 1, column 2\n"\\u{}"\n ^`],
  [`"#{foo(}"`, `syntax error, unexpected '}' at line 1, column 8\n"#{foo(}"\n       ^`],
  [`x = "#{)}"`, `syntax error, unexpected ')' at line 1, column 8\nx = "#{)}"\n       ^`],
  [`"#{a; b}"`, `syntax error, unexpected identifier 'b' at line 1, column 7\n"#{a; b}"\n      ^`],
  [`x = "#{foo ⇒}"`, `syntax error, unexpected character '⇒' (U+21D2) at line 1, column 12 — did you mean '=>'?\nx = "#{foo ⇒}"\n           ^`],
  [`put 'a' # fine\nput 'b', ⇒`, `syntax error, unexpected character '⇒' (U+21D2) at line 2, column 10 — did you mean '=>'?\nput 'b', ⇒\n         ^`],
  // an earlier token error in the same statement wins over a later bad character
  [`put 'a' 'b' 1 ⇒`, `syntax error, unexpected integer literal at line 1, column 13\nput 'a' 'b' 1 ⇒\n            ^`],
];

describe('parse errors', () => {
  it.each(errors)('%j', (input, message) => {
    expect(parseError(input)).toBe(message);
  });

  it('is a located PARSE_ERROR ShellError (SyntaxError)', () => {
    const r = parse(`put 't1', 'r1' = 'x'`);
    expect(r.kind).toBe('error');
    if (r.kind !== 'error') return;
    expect(r.error).toBeInstanceOf(ShellError);
    expect(r.error.code).toBe('PARSE_ERROR');
    expect(r.error.rubyClass).toBe('SyntaxError');
    expect(r.error.loc).toEqual({ line: 1, col: 16, offset: 15 });
  });

  it('locates errors on later lines with the offset in the whole text', () => {
    const r = parse(`list\nlist\n  put 'a' 'b' 1`);
    expect(r.kind === 'error' && r.error.loc).toEqual({ line: 3, col: 15, offset: 24 });
  });
});

const incomplete: Array<[input: string, open: string, quote?: string]> = [
  [`put 't`, 'string', "'"],
  [`put 't1', 'multi\nline`, 'string', "'"],
  [`put 'it\\'s`, 'string', "'"],
  [`put 'x\\`, 'string', "'"],
  [`put "t`, 'string', '"'],
  [`put "a\\"`, 'string', '"'],
  [`put "#{x`, 'string', '"'],
  [`put "#{x}`, 'string', '"'],
  [`put "#{"a`, 'string', '"'],
  [`put 't1', [1, 2`, 'bracket'],
  [`put('t1'`, 'bracket'],
  [`x = (1 +`, 'bracket'],
  [`create 't1', {NAME => 'f1'`, 'bracket'],
  [`create 't1', {`, 'bracket'],
  [`create 't1', <NAME => 'f1'`, 'bracket'],
  [`create 't1', {NAME => 'f1',\n`, 'bracket'],
  [`for i in 1..3`, 'block'],
  [`for i in 1..3 do`, 'block'],
  [`for i in 1..3\n  put 't', i`, 'block'],
  [`for i in 1..3\n  put 't', [i,`, 'bracket'],
  [`(1..3).each do |i|`, 'block'],
  [`(1..3).each do |i`, 'block'],
  [`(1..3).each do`, 'block'],
  [`(1..3).each { |i|`, 'block'],
  [`(1..3).each { |i| put 't', i`, 'block'],
  [`n.times do |i|\n  for j in 1..2\n  end`, 'block'],
  [`put 't1',`, 'continuation'],
  [`put 't1', 'r1',  # more to come`, 'continuation'],
  [`alter 't1', NAME =>`, 'continuation'],
  [`x =`, 'continuation'],
  [`x += `, 'continuation'],
  [`1 +`, 'continuation'],
  [`1 -`, 'continuation'],
  [`2 *`, 'continuation'],
  [`x.`, 'continuation'],
  [`1..`, 'continuation'],
  [`foo a:`, 'continuation'],
  [`=begin\nnot yet ended`, 'continuation'],
  [`if x`, 'block'],
  [`if x then y`, 'block'],
  [`if x\n  y\nelse`, 'block'],
  [`if x\n  y\nelsif z`, 'block'],
  [`unless x`, 'block'],
  [`while i < 3 do`, 'block'],
  [`until done`, 'block'],
  [`x = if c`, 'block'],
  [`puts 1 if`, 'continuation'],
  [`x == `, 'continuation'],
  [`x <`, 'continuation'],
  [`a &&`, 'continuation'],
  [`a ||`, 'continuation'],
  [`a and`, 'continuation'],
  [`not`, 'continuation'],
  [`!`, 'continuation'],
  [`x ?`, 'continuation'],
  [`x ? 1`, 'continuation'],
  [`x ? 1 :`, 'continuation'],
  [`a[1] =`, 'continuation'],
  [`x ||=`, 'continuation'],
  [`a <<`, 'continuation'],
  [`list\n=begin`, 'continuation'],
];

describe('incomplete input', () => {
  it.each(incomplete)('%j is open: %s', (input, open, quote) => {
    const r = parse(input);
    expect(r).toEqual(quote ? { kind: 'incomplete', open, quote } : { kind: 'incomplete', open });
  });

  it.each(incomplete)('%j completes with more lines', (input) => {
    // Whatever is open, a little more text closes it (or shows an error), never a throw.
    const more = ["'", '"', '}', ')', ']', '>', '|', ' end', ' 1', '\n=end'];
    for (const m of more) {
      const r = parse(input + m);
      expect(['ok', 'incomplete', 'error']).toContain(r.kind);
    }
  });

  it('statements() ends with an incomplete chunk carrying a located INCOMPLETE_INPUT', () => {
    const chunks = [...statements(`list\nput 't1', 'r1\nmore`)];
    expect(chunks.map((c) => c.kind)).toEqual(['ok', 'incomplete']);
    const last = chunks[1];
    if (last.kind !== 'incomplete') return;
    expect(last.open).toBe('string');
    expect(last.quote).toBe("'");
    expect(last.loc).toEqual({ line: 2, col: 1, offset: 5 });
    expect(last.source).toBe(`put 't1', 'r1\nmore`);
    expect(last.error.code).toBe('INCOMPLETE_INPUT');
    expect(last.error.message).toBe(`unterminated string meets end of file at line 2, column 11\nput 't1', 'r1\n          ^`);
  });

  it('an open block at the end names what is expected', () => {
    const chunks = [...statements(`for i in 1..3 do\n  put 't', i\n`)];
    const last = chunks[chunks.length - 1];
    expect(last.kind).toBe('incomplete');
    if (last.kind === 'incomplete') {
      expect(last.error.message).toBe(`syntax error, unexpected end-of-input, expecting 'end' at line 2, column 13\n  put 't', i\n            ^`);
    }
  });

  it('an open bracket names its closer', () => {
    const [c] = [...statements(`put 't1', [1,\n 2`)];
    expect(c.kind === 'incomplete' && c.error.message.split('\n')[0]).toBe(
      "syntax error, unexpected end-of-input, expecting ']' at line 2, column 3",
    );
  });

  it('an error before the end wins over the incomplete tail', () => {
    expect(parse(`put 'a' = 1\nput 'b`).kind).toBe('error');
  });
});

describe('nesting deeper than MAX_NESTING is a located parse error, never a stack overflow', () => {
  const deep = (n: number): Array<[string, string]> => [
    ['operator chain', 'x = 1' + ' + 1'.repeat(n - 1)],
    ['calls', 'x = ' + 'String('.repeat(n - 1) + '1' + ')'.repeat(n - 1)],
    ['arrays', 'x = ' + '['.repeat(n) + '1' + ']'.repeat(n)],
    ['hashes', 'x = ' + '{1 => '.repeat(n) + '1' + '}'.repeat(n)],
    ['method chain', 'x = a' + '.b'.repeat(n)],
    ['unary minus', 'x = ' + '- '.repeat(n) + 'y'],
    ['interpolations', 'x = "' + '#{"'.repeat(n) + '1' + '"}'.repeat(n) + '"'],
    ['blocks', '(1..1).each { |i| '.repeat(n) + 'p i' + ' }'.repeat(n)],
  ];
  const first = (s: string) => parseError(s).split('\n')[0];

  it.each(deep(MAX_NESTING - 1))('%s, %#: just under the limit parses', (_, source) => {
    expect(parse(source).kind).toBe('ok');
  });

  it.each(deep(MAX_NESTING + 1))('%s: one level over is refused', (_, source) => {
    expect(first(source)).toMatch(/^stack level too deep: expressions nested more than 1000 levels at line 1, column \d+$/);
  });

  it.each(deep(5_000))('%s: far over (a RangeError before) is refused', (_, source) => {
    expect(first(source)).toMatch(/^stack level too deep: expressions nested more than 1000 levels at line 1, column \d+$/);
  });

  it('names the place where the limit is crossed, with the source line and a caret', () => {
    const src = 'x = ' + '['.repeat(MAX_NESTING + 5) + ']'.repeat(MAX_NESTING + 5);
    const [msg, line, caret] = parseError(src).split('\n');
    expect(msg).toBe(`stack level too deep: expressions nested more than 1000 levels at line 1, column ${4 + MAX_NESTING + 1}`);
    expect(line).toBe(src);
    expect(caret).toBe(' '.repeat(4 + MAX_NESTING) + '^');
  });

  it('statements() reports it as an error chunk and stops', () => {
    const chunks = [...statements('list\nx = 1' + ' + 1'.repeat(30_000) + '\nlist')];
    expect(chunks.map((c) => c.kind)).toEqual(['ok', 'error']);
  });
});
