/**
 * The class methods and constants of Ruby's core classes (`Time.at`,
 * `Math.sqrt`, `Hash.new(0)`, `Array.new(3) { }`,
 * `Float::INFINITY`; Regexp's are runtime.ts's own): put in each class object as the Runtime makes it
 * (RuntimeOptions.install), as singleton methods, so that `send` finds them
 * as it finds a user's `def self.x`. The functions are the core library's
 * (src/ruby/); what they need of the session (the clock, the time zone, the
 * random generator, `$~`) comes from the Runtime and `session`.
 */
import type { SourceLocation as Loc } from '../errors.js';
import type { Value } from '../ruby/values.js';
import { builtin, type RModule } from '../ruby/classes.js';
import type { Runtime } from '../ruby/runtime.js';
import type { RubyBlock } from '../ruby/enumerable.js';
import { timeClassMethod } from '../ruby/time.js';
import type { LocalZone } from '../ruby/time-value.js';
import { mathConstant, mathFunction } from '../ruby/math.js';
import { integerClassMethod } from '../ruby/numeric.js';
import { RubyRandom, randomRand, seedArg } from '../ruby/random.js';
import { hashFrom, hashNew } from '../ruby/hash.js';
import { arrayNew } from '../ruby/array.js';
import { installEncoding } from '../ruby/encoding.js';
import { installSet } from '../ruby/set.js';
import { installDigest } from '../ruby/digest.js';
import { stringNew } from '../ruby/string.js';
import { fromJavaBytes } from '../ruby/java.js';

/** What the class methods read of the session: its clock (`Time.now`) and local zone. */
export interface ClassSession {
  now(): bigint;
  readonly zone: LocalZone;
}

type ClassFn = (name: string, args: Value[], block: RubyBlock | null, loc: Loc) => Value | Promise<Value> | undefined;

/** Each class's methods by name, and the function that answers them. */
function classMethods(rt: () => Runtime, session: ClassSession): Record<string, [string[], ClassFn]> {
  return {
    Time: [['now', 'at', 'utc', 'gm', 'local', 'mktime', 'new', 'parse', 'iso8601', 'xmlschema', 'strptime'], (name, args, _b, loc) => timeClassMethod(name, args, session.zone, () => session.now(), loc)],
    Math: [MATH_FUNCTIONS, (name, args, _b, loc) => mathFunction(name, args, loc)],
    Integer: [['sqrt'], (name, args, _b, loc) => integerClassMethod(name, args, loc)],
    Random: [['new', 'rand', 'new_seed', 'srand'], (name, args, _b, loc) => randomClassMethod(rt(), name, args, loc)],
    Hash: [['new', '[]'], (name, args, block, loc) => (name === 'new' ? hashNew(args, block, loc) : hashFrom(args, loc))],
    Array: [['new'], (_name, args, block, loc) => arrayNew(args, block, loc)],
    String: [['new', 'from_java_bytes'], (name, args, _b, loc) => (name === 'new' ? stringNew(args.slice(), loc) : fromJavaBytes(args[0] ?? null, loc))],
  };
}

/** `Random.new(seed = Random.new_seed)`, and `rand`/`srand`/`new_seed` on the default generator (Kernel's). */
function randomClassMethod(rt: Runtime, name: string, args: Value[], loc: Loc): Value {
  const state = rt.random;
  if (name === 'new') return new RubyRandom(args.length ? seedArg(args[0], loc) : state.newSeed(), rt.identity());
  if (name === 'rand') return randomRand(state.generator, args[0], loc);
  if (name === 'srand') return state.srand(args[0], loc);
  return state.newSeed();
}

const MATH_FUNCTIONS = ['sqrt', 'cbrt', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh', 'exp', 'log', 'log2', 'log10', 'hypot', 'frexp', 'ldexp'];

/** Float's constants (JRuby 9.3: RubyFloat's). */
const FLOAT_CONSTANTS: Record<string, Value> = {
  INFINITY: Infinity,
  NAN: NaN,
  EPSILON: Number.EPSILON,
  MAX: Number.MAX_VALUE,
  MIN: 2.2250738585072014e-308,
  DIG: 15n,
  MANT_DIG: 53n,
  RADIX: 2n,
  MAX_10_EXP: 308n,
  MIN_10_EXP: -307n,
  MAX_EXP: 1024n,
  MIN_EXP: -1021n,
};

/** The install hook: `name`'s class methods and constants into the class object `m`. */
export function classInstaller(rt: () => Runtime, session: ClassSession): (name: string, m: RModule) => void {
  let table: Record<string, [string[], ClassFn]> | undefined;
  return (name, m) => {
    const constants = name === 'Math' ? { PI: mathConstant('PI')!, E: mathConstant('E')! } : name === 'Float' ? FLOAT_CONSTANTS : undefined;
    for (const [k, v] of Object.entries(constants ?? {})) m.constants.set(k, v);
    if (name === 'Encoding') installEncoding(m);
    if (name === 'Set') installSet(m);
    if (name.startsWith('Digest::')) installDigest(m, name);
    table ??= classMethods(rt, session);
    const entry = Object.hasOwn(table, name) ? table[name] : undefined;
    if (!entry) return;
    const [names, fn] = entry;
    const meta = m.singleton();
    for (const n of names) {
      meta.defineMethod(
        n,
        builtin((_self, args, block, loc) => {
          const out = fn(n, args, block, loc);
          // a name the library function does not take after all (a helper's narrower list)
          if (out === undefined) throw new Error(`${name}.${n} is listed but not answered`);
          return out;
        }),
      );
    }
  };
}
