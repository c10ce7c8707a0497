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
    ['x /a/', ['x:BEG', '/:END', 'a:BEG', '/:END'], ['x']],
    ['foo [1]', ['foo:BEG', '[:CMDARG', '1:BEG', ']:END']],
    ['a[1]', ['a:BEG', '[:END', '1:BEG', ']:END'], ['a']],
    ['p(*a, &b)', ['p:BEG', '(:BEG', '*:BEG', 'a:BEG', ',:END', '&:BEG', 'b:BEG', '):END']],
    // `x` and `y` are names in command position (as MRI's cmd_state); `? ` with a space after is the ternary
    ['x = y ? 1 : 2', ['x:BEG', '=:CMDARG', 'y:BEG', '?:CMDARG', '1:BEG', '::END', '2:BEG']],
    ['p ?a', ['p:BEG', '?:CMDARG']],
    ['a.b %w[c]', ['a:BEG', '.:CMDARG', 'b:DOT', '%w[c]:CMDARG']],
    ['x % 2', ['x:BEG', '%:END', '2:BEG'], ['x']],
    ['class << self; end', ['class:BEG', '<<:CLASS', 'self:BEG', ';:END', 'end:BEG']],
    ['def /(o); end', ['def:BEG', '/:FNAME', '(:BEG', 'o:BEG', '):END', ';:END', 'end:BEG']],
    ['::Foo', [':::BEG', 'Foo:BEG']],
  ])('%s', (source, expected, locals?: string[]) => {
    expect(show(source, locals)).toEqual(expected);
  });
});
