/** Ruby's lexer states as the one lexer reads them (grammar/lex-state.ts, `lexStates` in parse.ts). */
import { describe, expect, it } from 'vitest';
import { lexStates } from '../../src/grammar/parse.js';

const show = (source: string, locals?: string[]) => lexStates(source, locals ? { locals } : undefined).map((t) => `${t.text}:${t.state.slice(5)}`);

describe('lexer states', () => {
  it.each([
    // MRI: after a command name and a space, `-1`, `/re/`, `[1]`, `*a` begin its argument
    ['foo -1', ['foo:BEG', '-1:CMDARG']],
    ['foo - 1', ['foo:BEG', '-:CMDARG', '1:BEG']],
    ['foo /a/', ['foo:BEG', '/a/:CMDARG']],
    ['x /a/', ['x:BEG', '/:END', 'a:BEG', '/:ARG'], ['x']],
    // MRI's EXPR_ARG after a method's name: `&`, `/`, `%` with a space before and none after begin its argument
    ['p 1, a.map &:to_s', ['p:BEG', '1:CMDARG', ',:END', 'a:BEG', '.:ARG', 'map:DOT', '&:ARG', ':to_s:BEG']],
    ['p 1, s.split /,/', ['p:BEG', '1:CMDARG', ',:END', 's:BEG', '.:ARG', 'split:DOT', '/,/:ARG']],
    // hsh keeps `-` binary there (MRI: an ambiguous first argument)
    ["put 't', x -1", ['put:BEG', "'t':CMDARG", ',:END', 'x:BEG', '-:ARG', '1:BEG']],
    ['foo [1]', ['foo:BEG', '[:CMDARG', '1:BEG', ']:END']],
    ['a[1]', ['a:BEG', '[:END', '1:BEG', ']:END'], ['a']],
    ['p(*a, &b)', ['p:BEG', '(:BEG', '*:BEG', 'a:BEG', ',:ARG', '&:BEG', 'b:BEG', '):ARG']],
    // `x` and `y` are names in command position (as MRI's cmd_state); `? ` with a space after is the ternary
    ['x = y ? 1 : 2', ['x:BEG', '=:CMDARG', 'y:BEG', '?:CMDARG', '1:BEG', '::END', '2:BEG']],
    ['p ?a', ['p:BEG', '?:CMDARG']],
    ['a.b %w[c]', ['a:BEG', '.:CMDARG', 'b:DOT', '%w[c]:CMDARG']],
    ['x % 2', ['x:BEG', '%:END', '2:BEG'], ['x']],
    ['class << self; end', ['class:BEG', '<<:CLASS', 'self:BEG', ';:END', 'end:BEG']],
    ['def /(o); end', ['def:BEG', '/:FNAME', '(:BEG', 'o:BEG', '):END', ';:END', 'end:BEG']],
    ['::Foo', [':::BEG', 'Foo:BEG']],
    // MRI: after a def's parameter list, EXPR_BEG: a body on the same line begins a statement
    ['def f(x) [x] end', ['def:BEG', 'f:FNAME', '(:BEG', 'x:BEG', '):END', '[:BEG', 'x:BEG', ']:END', 'end:END']],
    ['def f() -1 end', ['def:BEG', 'f:FNAME', '():BEG', '-1:BEG', 'end:END']],
  ])('%s', (source, expected, locals?: string[]) => {
    expect(show(source, locals)).toEqual(expected);
  });
});
