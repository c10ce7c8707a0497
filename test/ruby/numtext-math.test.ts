/**
 * Math as JRuby 9.3 has it: each row is the Ruby expression, the same call
 * here, and what `p` of it prints in JRuby 9.3.9 (or `Class: message`).
 */
import { describe, expect, it } from 'vitest';
import { mathConstant, mathFunction } from '../../src/ruby/math.js';
import { type Value, str } from '../../src/ruby/values.js';
import { outcome } from '../helpers/ruby.js';

const m = (name: string, ...args: Value[]) => () => mathFunction(name, args)!;

const rows: Array<[string, () => Value, string]> = [
  ['[Math::PI, Math::E]', () => [mathConstant('PI')!, mathConstant('E')!], '[3.141592653589793, 2.718281828459045]'],
  ['[Math.sqrt(16), Math.sqrt(2), Math.sqrt(4.0), Math.sqrt(2**64), Math.sqrt(-0.0)]', () => [m('sqrt', 16n)(), m('sqrt', 2n)(), m('sqrt', 4.0)(), m('sqrt', 2n ** 64n)(), m('sqrt', -0)()], '[4.0, 1.4142135623730951, 2.0, 4294967296.0, 0.0]'],
  ['[Math.cbrt(27), Math.cbrt(-8)]', () => [m('cbrt', 27n)(), m('cbrt', -8n)()], '[3.0, -2.0]'],
  ['[Math.log(Math::E), Math.log(8, 2), Math.log(100, 10), Math.log(0), Math.log(1, 0), Math.log(10**400)]', () => [m('log', Math.E)(), m('log', 8n, 2n)(), m('log', 100n, 10n)(), m('log', 0n)(), m('log', 1n, 0n)(), m('log', 10n ** 400n)()], '[1.0, 3.0, 2.0, -Infinity, -0.0, Infinity]'],
  ['[Math.log2(1024), Math.log10(1000), Math.exp(1)]', () => [m('log2', 1024n)(), m('log10', 1000n)(), m('exp', 1n)()], '[10.0, 3.0, 2.718281828459045]'],
  ['[Math.sin(0), Math.cos(0), Math.tan(Math::PI/4), Math.atan(1), Math.atan2(1, 1), Math.hypot(3, 4)]', () => [m('sin', 0n)(), m('cos', 0n)(), m('tan', Math.PI / 4)(), m('atan', 1n)(), m('atan2', 1n, 1n)(), m('hypot', 3n, 4n)()], '[0.0, 1.0, 0.9999999999999999, 0.7853981633974483, 0.7853981633974483, 5.0]'],
  ['[Math.asin(1), Math.acos(1), Math.sinh(1), Math.cosh(1), Math.tanh(1), Math.asinh(1), Math.acosh(1)]', () => [m('asin', 1n)(), m('acos', 1n)(), m('sinh', 1n)(), m('cosh', 1n)(), m('tanh', 1n)(), m('asinh', 1n)(), m('acosh', 1n)()], '[1.5707963267948966, 0.0, 1.1752011936438014, 1.5430806348152437, 0.7615941559557649, 0.881373587019543, 0.0]'],
  ['[Math.ldexp(1.5, 3), Math.frexp(12.0), Math.frexp(0.0), Math.frexp(-0.75)]', () => [m('ldexp', 1.5, 3n)(), m('frexp', 12.0)(), m('frexp', 0.0)(), m('frexp', -0.75)()], '[12.0, [0.75, 4], [0.0, 0], [-0.75, 0]]'],
  ['Math.sqrt(-1)', m('sqrt', -1n), 'Math::DomainError: Numerical argument is out of domain - "sqrt"'],
  ['Math.log(-1)', m('log', -1n), 'Math::DomainError: Numerical argument is out of domain - "log"'],
  ['Math.log(8, -2)', m('log', 8n, -2n), 'Math::DomainError: Numerical argument is out of domain - "log"'],
  ['Math.log2(-1)', m('log2', -1n), 'Math::DomainError: Numerical argument is out of domain - "log2"'],
  ['Math.log10(-2)', m('log10', -2n), 'Math::DomainError: Numerical argument is out of domain - "log10"'],
  ['Math.acos(2)', m('acos', 2n), 'Math::DomainError: Numerical argument is out of domain - "acos"'],
  ['Math.asin(2)', m('asin', 2n), 'Math::DomainError: Numerical argument is out of domain - "asin"'],
  ['Math.atanh(2)', m('atanh', 2n), 'Math::DomainError: Numerical argument is out of domain - "atanh"'],
  ['Math.atanh(1)', m('atanh', 1n), 'Infinity'],
  ['Math.acosh(0)', m('acosh', 0n), 'Math::DomainError: Numerical argument is out of domain - "acosh"'],
  ['Math.sqrt("a")', m('sqrt', str('a')), 'TypeError: can\'t convert "a" into Float'],
  ['Math.sqrt("4")', m('sqrt', str('4')), 'TypeError: can\'t convert "4" into Float'],
  ['Math.sqrt(nil)', m('sqrt', null), 'TypeError: can\'t convert nil into Float'],
  ['Math.sqrt(1, 2)', m('sqrt', 1n, 2n), 'ArgumentError: wrong number of arguments calling `sqrt` (given 2, expected 1)'],
  ['Math.log', m('log'), 'ArgumentError: wrong number of arguments calling `log` (given 0, expected 1..2)'],
];

describe('Math as JRuby 9.3', () => {
  it.each(rows)('%s', (_ruby, run, expected) => {
    expect(outcome(run)).toBe(expected);
  });

  it('has no pow or floor (NoMethodError from the dispatcher)', () => {
    expect(mathFunction('pow', [2n, 3n])).toBeUndefined();
    expect(mathFunction('floor', [2.5])).toBeUndefined();
  });
});
