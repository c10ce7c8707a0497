/**
 * `ENV`: the process environment as JRuby has it (RubyGlobal's
 * StringOnlyRubyHash: `ENV.class` is Hash, its keys and values Strings only,
 * Enumerable through `each`), read from the
 * session's environment. A script's writes (`ENV['X'] = 'v'`,
 * `ENV.delete('X')`) are kept in the session, over what it read: they never
 * change hsh's own process, whose environment other sessions share.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, type Value, isString, str } from '../ruby/values.js';
import { RObject } from '../ruby/objects.js';
import { builtin } from '../ruby/classes.js';
import { checkArity, convName } from '../ruby/raise.js';
import { andThen, callBlock } from '../ruby/object.js';
import { hashMethod } from '../ruby/hash.js';
import { singletonClass } from '../ruby/object-methods.js';
import type { RubyBlock } from '../ruby/enumerable.js';
import type { Runtime } from '../ruby/runtime.js';
import { inspect } from '../ruby/inspect.js';
import type { Maybe } from './scope.js';

type Environment = () => Record<string, string | undefined>;

/** ENV: the variables read, with the session's own writes over them (null: deleted here). */
class EnvObject extends RObject {
  readonly written = new Map<string, string | null>();

  constructor(
    rt: Runtime,
    private readonly read: Environment,
  ) {
    super(rt.cls('Hash'));
  }

  get(name: string): string | undefined {
    const own = this.written.get(name);
    return own === null ? undefined : (own ?? this.read()[name]);
  }

  toHash(): RHash {
    const names = new Set([...Object.keys(this.read()), ...this.written.keys()]);
    const h = new RHash();
    for (const n of names) {
      const v = this.get(n);
      if (v !== undefined) h.set(str(n), str(v));
    }
    return h;
  }

  override inspectWith(): string {
    return inspect(this.toHash());
  }

  override toS(): string {
    return 'ENV';
  }
}

type EnvFn = (env: EnvObject, args: Value[], block: RubyBlock | null, loc: Loc) => Maybe<Value>;

const has: EnvFn = (env, [k], _b, loc) => env.get(name(k, loc)) !== undefined;

/** ENV's methods, with their arities (min, max). */
const ENV_METHODS: Record<string, [EnvFn, number, number]> = {
  '[]': [(env, [k], _b, loc) => value(env.get(name(k, loc))), 1, 1],
  fetch: [fetch, 1, 2],
  'key?': [has, 1, 1],
  'has_key?': [has, 1, 1],
  'include?': [has, 1, 1],
  'member?': [has, 1, 1],
  '[]=': [store, 2, 2],
  store: [store, 2, 2],
  delete: [(env, [k], _b, loc) => remove(env, name(k, loc)), 1, 1],
  to_h: [(env) => env.toHash(), 0, 0],
  to_hash: [(env) => env.toHash(), 0, 0],
  keys: [(env) => env.toHash().entries.map(([k]) => k), 0, 0],
  values: [(env) => env.toHash().entries.map(([, v]) => v), 0, 0],
  size: [(env) => BigInt(env.toHash().size), 0, 0],
  length: [(env) => BigInt(env.toHash().size), 0, 0],
  'empty?': [(env) => env.toHash().size === 0, 0, 0],
  each: [each, 0, 0],
  each_pair: [each, 0, 0],
};

/** ENV.each { |name, value| }: over the variables as they are now; ENV itself. */
function each(env: EnvObject, _args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value> {
  return andThen(hashMethod(env.toHash(), 'each', [], block, loc), (out) => (block ? env : (out ?? null)));
}

/** A variable's name: a String (JRuby: `no implicit conversion of Integer into String`). */
function name(k: Value | undefined, loc: Loc): string {
  if (isString(k)) return k.toString('utf8');
  throw new ShellError('TYPE_ERROR', `no implicit conversion of ${convName(k ?? null)} into String`, { loc });
}

function value(v: string | undefined): Value {
  return v === undefined ? null : str(v);
}

/** ENV.fetch(name, default) / fetch(name) { |name| }: KeyError when absent with neither (the block wins over the default). */
function fetch(env: EnvObject, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value> {
  const key = name(args[0], loc);
  const v = env.get(key);
  if (v !== undefined) return str(v);
  if (block) return callBlock(block, [args[0]], loc);
  if (args.length > 1) return args[1];
  throw new ShellError('ARGUMENT_ERROR', `key not found: ${inspect(str(key))}`, { loc, rubyClass: 'KeyError' });
}

/** ENV[name] = value: kept in the session; nil deletes. */
function store(env: EnvObject, [k, v]: Value[], _b: RubyBlock | null, loc: Loc): Value {
  const key = name(k, loc);
  if (v === null) remove(env, key);
  else env.written.set(key, name(v, loc));
  return v;
}

/** ENV.delete(name): its value, or nil when there was none. */
function remove(env: EnvObject, key: string): Value {
  const old = env.get(key);
  env.written.set(key, null);
  return value(old);
}

/** The session's ENV: an Object with ENV's methods as its singleton methods. */
export function environment(rt: Runtime, read: Environment): RObject {
  const env = new EnvObject(rt, read);
  const meta = singletonClass(rt, env);
  for (const [n, [fn, min, max]] of Object.entries(ENV_METHODS)) {
    meta.defineMethod(
      n,
      builtin((self, args, block, loc) => {
        checkArity(args.length, min, max, loc, n === 'fetch' ? n : undefined);
        return fn(self as EnvObject, args, block as RubyBlock | null, loc);
      }, min === max ? min : -min - 1),
    );
  }
  return env;
}
