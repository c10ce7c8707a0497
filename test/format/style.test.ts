import { describe, expect, it } from 'vitest';
import { createStyles, plainStyles, styleEcho } from '../../src/format/style.js';

describe('semantic styles', () => {
  it('identity when colour is off', () => {
    const s = createStyles(false);
    expect(s).toBe(plainStyles);
    for (const k of ['error', 'prompt', 'hint', 'string', 'number', 'constant', 'arrow'] as const) expect(s[k]('x')).toBe('x');
    expect(styleEcho('=> ["t1"]', s)).toBe('=> ["t1"]');
  });

  it('basic SGR codes when on, nothing around empty strings', () => {
    const s = createStyles(true);
    expect(s.error('ERROR')).toBe('\x1b[31mERROR\x1b[39m');
    expect(s.string('"a"')).toBe('\x1b[32m"a"\x1b[39m');
    expect(s.number('1')).toBe('\x1b[33m1\x1b[39m');
    expect(s.constant('nil')).toBe('\x1b[36mnil\x1b[39m');
    expect(s.hint('h')).toBe('\x1b[90mh\x1b[39m');
    expect(s.prompt('p')).toBe('\x1b[1mp\x1b[22m');
    expect(s.arrow('')).toBe('');
    expect(styleEcho('=> ["t1", 2, true]', s)).toBe(`${s.arrow('=>')} [${s.string('"t1"')}, ${s.number('2')}, ${s.constant('true')}]`);
  });
});
