/**
 * Ruby's Math module as JRuby 9.3 has it: `Math.sqrt`, `cbrt`, `log(x[, base])`,
 * `log2`, `log10`, `exp`, the trigonometric and hyperbolic functions, `hypot`,
 * `ldexp`, `frexp`, `Math::PI` and `Math::E`, with Math::DomainError
 * (`Numerical argument is out of domain - "sqrt"`) and JRuby's wording for a
 * wrong argument (`can't convert "a" into Float`) or count.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, isString } from './values.js';
import { inspect } from './inspect.js';
import { rubyClass } from './values.js';
import { RRational } from './rational.js';

/** Math's constants; undefined for another name. */
export function mathConstant(name: string): number | undefined {
  if (name === 'PI') return Math.PI;
  if (name === 'E') return Math.E;
  return undefined;
}

function domainError(name: string, loc?: Loc): ShellError {
  return new ShellError('ARGUMENT_ERROR', `Numerical argument is out of domain - "${name}"`, { loc, rubyClass: 'Math::DomainError' });
}

/** An argument as a Float (Integers converted; nothing else, as JRuby's RubyMath.needFloat). */
function float(v: Value, loc?: Loc): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof RRational) return v.toFloat();
  const shown = v === null || typeof v === 'boolean' || isString(v) ? inspect(v) : rubyClass(v);
  throw new ShellError('TYPE_ERROR', `can't convert ${shown} into Float`, { loc });
}

/** One-argument functions, and the domain outside which each raises. */
const UNARY: Record<string, [(x: number) => number, ((x: number) => boolean)?]> = {
  sqrt: [(x) => (x === 0 ? 0 : Math.sqrt(x)), (x) => x < 0],
  cbrt: [Math.cbrt],
  log2: [Math.log2, (x) => x < 0],
  log10: [Math.log10, (x) => x < 0],
  exp: [Math.exp],
  sin: [Math.sin],
  cos: [Math.cos],
  tan: [Math.tan],
  asin: [Math.asin, (x) => x < -1 || x > 1],
  acos: [Math.acos, (x) => x < -1 || x > 1],
  atan: [Math.atan],
  sinh: [Math.sinh],
  cosh: [Math.cosh],
  tanh: [Math.tanh],
  asinh: [Math.asinh],
  acosh: [Math.acosh, (x) => x < 1],
  // V8's log and atanh may differ from Java's in the last digit (Math.log(3): …096 here, …098 in JRuby)
  atanh: [Math.atanh, (x) => x < -1 || x > 1],
};

function arity(name: string, given: number, min: number, max: number, loc?: Loc): void {
  if (given >= min && given <= max) return;
  const expected = min === max ? String(min) : `${min}..${max}`;
  throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments calling \`${name}\` (given ${given}, expected ${expected})`, { loc });
}

/** `Math.name(*args)`; undefined when Math has no such function here. */
export function mathFunction(name: string, args: Value[], loc?: Loc): Value | undefined {
  const unary = UNARY[name];
  if (unary) {
    arity(name, args.length, 1, 1, loc);
    const x = float(args[0], loc);
    if (unary[1]?.(x)) throw domainError(name, loc);
    return unary[0](x);
  }
  switch (name) {
    case 'log': {
      arity(name, args.length, 1, 2, loc);
      const x = float(args[0], loc);
      if (x < 0) throw domainError(name, loc);
      if (args.length === 1) return Math.log(x);
      const base = float(args[1], loc);
      if (base < 0) throw domainError(name, loc);
      return Math.log(x) / Math.log(base);
    }
    case 'atan2':
      arity(name, args.length, 2, 2, loc);
      return Math.atan2(float(args[0], loc), float(args[1], loc));
    case 'hypot':
      arity(name, args.length, 2, 2, loc);
      return Math.hypot(float(args[0], loc), float(args[1], loc));
    case 'ldexp': {
      arity(name, args.length, 2, 2, loc);
      const e = args[1];
      const exp = typeof e === 'bigint' ? Number(e) : Math.trunc(float(e, loc));
      return float(args[0], loc) * 2 ** exp;
    }
    case 'frexp': {
      arity(name, args.length, 1, 1, loc);
      const x = float(args[0], loc);
      if (x === 0 || !Number.isFinite(x)) return [x, 0n];
      let e = Math.floor(Math.log2(Math.abs(x))) + 1;
      let m = x / 2 ** e;
      // log2 may be off by one at the edges
      if (Math.abs(m) >= 1) {
        m /= 2;
        e++;
      } else if (Math.abs(m) < 0.5) {
        m *= 2;
        e--;
      }
      return [m, BigInt(e)];
    }
  }
  return undefined;
}
