/**
 * The one method call: `recv.name(*args, &block)` for every value.
 *
 * 1. The method tables along the receiver's ancestors (runtime.ts's
 *    classOf): a user's class, its modules, and the builtin methods the
 *    Runtime puts in the tables of Object, Kernel, Module, Class, Exception,
 *    Comparable and Struct — so `super` from a user's `initialize` reaches
 *    Exception#initialize. For a core value (String, Integer, …) only when a
 *    user reopened a builtin class (`Runtime.patchedBuiltins`).
 * 2. A core value's own methods, grouped by class (string.ts, numeric.ts,
 *    array.ts, hash.ts, range.ts), each answering undefined for a name it
 *    does not have.
 * 3. The methods every object has (`to_s`, `inspect`, `class`, `==`, …).
 * 4. `method_missing` when a user class defines it, else Ruby's NoMethodError.
 *
 * `send` is a call with an explicit receiver (a private method is refused,
 * as Ruby does); `fcall` is one without (`puts`, `initialize`, a method of
 * self), which may call private ones.
 */
import { toJavaBytes } from './java.js';
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { JavaObject, RHash, RRange, RSymbol, RTime, type Value, isString, rubyClass, str } from './values.js';
import { toInteger, toS } from './coerce.js';
import { type BinaryOperator, binop } from './operators.js';
import { checkFrozen, isFrozen } from './freeze.js';
import { checkArity, noMethod, privateMethod, receiverName } from './raise.js';
import { stringIterate, stringMethod } from './string.js';
import { timeMethod } from './time.js';
import { floatMethodAsync, integerMethod, rationalMethod } from './numeric.js';
import { RRational } from './rational.js';
import { arrayMethod } from './array.js';
import { hashMethod } from './hash.js';
import { rangeMethod } from './range.js';
import { RObject } from './objects.js';
import { RException } from './exception.js';
import { inspect } from './inspect.js';
import { RModule, type RubyMethod } from './classes.js';
import { type RubyBlock, enumerable, enumeratorMethod, listSource } from './enumerable.js';
import type { Runtime } from './runtime.js';
import { REnumerator } from './enumerator.js';
import { symbolMethod } from './symbol.js';
import { MatchData, RRegexp, matchDataMethod, regexpMethod } from './regexp.js';
import { stringRegexpMethod } from './string-regexp.js';
import { RubyRandom, randomMethod } from './random.js';

/**
 * `recv.name(*args, &block)`: a call with an explicit receiver. `caller` is
 * the calling code's self, when the evaluator knows it: a protected method
 * answers only a caller of its class (a call from a core method is let through).
 */
export function send(recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc, rt: Runtime, caller?: Value): Value | Promise<Value> {
  return call(rt, recv, name, args, block, loc, true, caller);
}

/** `name(*args, &block)` on self: private methods too. */
export function fcall(self: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc, rt: Runtime): Value | Promise<Value> {
  return call(rt, self, name, args, block, loc, false);
}

/** The method `recv.name` finds in the method tables of its ancestors (a user's, or a builtin the Runtime put there). */
export function findMethod(rt: Runtime, recv: Value, name: string): RubyMethod | undefined {
  return rt.classOf(recv).findMethod(name);
}

/** Calls a block, or raises Ruby's LocalJumpError `no block given (yield)`. */
export function callBlock(block: RubyBlock | null, values: Value[], loc: Loc): Value | Promise<Value> {
  if (!block) throw new ShellError('RUNTIME_ERROR', 'no block given (yield)', { loc, rubyClass: 'LocalJumpError' });
  return block(values);
}

function call(rt: Runtime, recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc, explicit: boolean, caller?: Value): Value | Promise<Value> {
  if (recv instanceof RObject || recv instanceof RModule) return callTable(rt, recv, name, args, block, loc, explicit, caller);
  // A core value: a user's method on its class (reopened String, a method on Object) first.
  if (rt.patchedBuiltins) {
    const m = rt.classOf(recv).findMethod(name);
    if (m && !m.builtin) return callTable(rt, recv, name, args, block, loc, explicit, caller);
  }
  checkChange(recv, name, loc);
  // `inject(:lcm)` is `inject { |a, b| a.lcm(b) }`: the method call needs this session's tables, which only the dispatcher has.
  if ((name === 'inject' || name === 'reduce') && !block && args.length > 0) {
    const op = args[args.length - 1];
    if (op instanceof RSymbol && !OPERATORS.has(op.name)) {
      block = (values) => call(rt, values[0], op.name, [values[1]], null, loc, true);
      args = args.slice(0, -1);
    }
  }
  // A number's or string's binary operator takes one operand: `[1, 2].map(&:+)` is JRuby's arity error, not a nil operand.
  if (args.length !== 1 && OPERATORS.has(name) && (typeof recv === 'bigint' || typeof recv === 'number' || recv instanceof RRational || isString(recv))) checkArity(args.length, 1, 1, loc, name);
  const out = coreMethod(rt, recv, name, args, block, loc);
  if (out instanceof Promise) return out.then((v) => (v === undefined ? common(rt, recv, name, args, block, loc, explicit) : v));
  return out === undefined ? common(rt, recv, name, args, block, loc, explicit) : out;
}

/** A method from the tables (Kernel's, Comparable's, a user's), else method_missing. */
function callTable(rt: Runtime, recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc, explicit: boolean, caller?: Value): Value | Promise<Value> {
  const cls = rt.classOf(recv);
  const m = cls.findMethod(name);
  if (!m) {
    if ((recv instanceof RObject || recv instanceof RModule) && cls.findMethod('each') && rt.isA(recv, rt.module('Enumerable'))) return viaEach(rt, recv, name, args, block, loc);
    return missing(rt, recv, name, args, block, loc);
  }
  // A private setter answers `self.x = v` only (Ruby 2.6); the caller is known for an assignment the evaluator makes.
  if (explicit && m.visibility === 'private' && !(name.endsWith('=') && (caller === undefined || caller === recv))) throw privateMethod(name, recv, loc);
  if (explicit && m.visibility === 'protected' && caller !== undefined && !protectedFor(rt, cls, name, caller)) throw privateMethod(name, recv, loc, 'protected');
  return m.call(recv, args, block, loc);
}

/** Ruby's rule for a protected method: the caller's self is of the module that defines it. */
function protectedFor(rt: Runtime, cls: RModule, name: string, caller: Value): boolean {
  const owner = cls.ancestors().find((m) => m.methods.get(name));
  return owner === undefined || rt.isA(caller, owner);
}

/**
 * A change to a frozen String, Array or Hash: FrozenError before the method
 * runs. The core methods keep no flag of their own; the names that change
 * their receiver (every `!` method, and these) are checked here, once —
 * and by the evaluator before an operator it runs itself (`s << "d"`).
 */
export function checkChange(recv: Value, name: string, loc: Loc): void {
  if (recv === null || typeof recv !== 'object' || !isFrozen(recv)) return;
  if ((name.endsWith('!') && name !== '!') || MUTATORS.has(name)) checkFrozen(recv, rubyClass(recv), loc);
}

const OPERATORS = new Set<string>(['+', '-', '*', '/', '%', '<<', '==', '!=', '<', '>', '<=', '>=', '<=>'] satisfies BinaryOperator[]);

/** The Array methods that take a comparing block (`sort { |a, b| a <=> b }`). */
const COMPARING = new Set(['sort', 'sort!', 'min', 'max', 'minmax']);

const MUTATORS = new Set([
  '<<', '[]=', 'concat', 'prepend', 'insert', 'replace', 'clear', 'setbyte', 'force_encoding',
  'push', 'append', 'pop', 'shift', 'unshift', 'delete', 'delete_at', 'delete_if', 'keep_if', 'fill',
  'store', 'update', 'default=', 'default_proc=', 'compare_by_identity', 'rehash',
]);

/** A core value's own methods, by class; undefined when it has no such method. */
function coreMethod(rt: Runtime, recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Value | undefined | Promise<Value | undefined> {
  if (recv instanceof RRange) return rangeMethod(recv, name, args, block, loc);
  // Array#inspect and Hash#inspect call each element's inspect: a user's own too.
  if ((name === 'inspect' || name === 'to_s') && args.length === 0 && (Array.isArray(recv) || recv instanceof RHash)) return andThen(inspectValue(rt, recv, loc), str);
  // Sorting a user's objects asks their `<=>`, which only the dispatcher can call.
  if (!block && Array.isArray(recv) && COMPARING.has(name) && recv.some((x) => x instanceof RObject)) block = (v) => call(rt, v[0], '<=>', [v[1]], null, loc, true);
  // `join` asks each element's `to_s`: a user's own too.
  if (name === 'join' && Array.isArray(recv) && holdsObject(recv)) return andThen(userStrings(rt, recv, loc), (texts) => arrayMethod(texts, name, args, block, loc));
  if (Array.isArray(recv)) return arrayMethod(recv, name, args, block, loc, (limit) => Number(rt.random.generator.below(BigInt(limit))));
  // A Java collection is Enumerable in JRuby (each, map, size, include?, to_a …).
  if (recv instanceof JavaObject && recv.items && name !== 'to_s' && name !== 'inspect') return arrayMethod(recv.items, name, args, block, loc);
  if (recv instanceof RHash) return hashMethod(recv, name, args, block, loc);
  if (typeof recv === 'bigint') return integerMethod(recv, name, args, block, loc);
  if (isString(recv)) {
    // The methods that take a pattern record their match in the running method's `$~`.
    const matched = stringRegexpMethod(recv, name, args, block, rt.matchSlot, loc);
    if (matched !== undefined) return matched;
    const out = stringMethod(recv, name, args, loc);
    return out === undefined ? stringIterate(recv, name, args, block, loc) : out;
  }
  if (recv instanceof RRegexp) return regexpMethod(recv, name, args, rt.matchSlot, loc);
  if (recv instanceof MatchData) return matchDataMethod(recv, name, args, loc);
  if (recv instanceof RubyRandom) return randomMethod(recv, name, args, loc);
  if (typeof recv === 'number') return floatMethodAsync(recv, name, args, block, loc);
  if (recv instanceof RRational) return rationalMethod(recv, name, args, loc);
  if (recv instanceof RTime) return timeMethod(recv, name, args, loc);
  if (recv instanceof REnumerator) return enumeratorMethod(recv, name, args, block, loc);
  if (recv instanceof RSymbol) return symbolMethod(recv, name, args, loc);
  return undefined;
}

/** The conversions of the values that have no class file of their own (nil, Time), then Kernel's methods from the tables. */
function common(rt: Runtime, recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc, explicit: boolean): Value | Promise<Value> {
  // `1.send(:+, 2)`, `a.<=>(b)`: a core value's operators are the evaluator's binop (Comparable's and Kernel's would ask `<=>` and `==` back).
  if (args.length === 1 && OPERATORS.has(name)) return binop(name as BinaryOperator, recv, args[0], loc);
  switch (name) {
    case 'to_i':
      if (recv instanceof RTime) return recv.ms / 1000n;
      if (recv === null || isString(recv) || typeof recv === 'number') return toInteger(recv, loc, false);
      break;
    case 'to_f':
      if (typeof recv === 'bigint') return Number(recv);
      if (typeof recv === 'number') return recv;
      if (recv instanceof RTime) return Number(recv.ms) / 1000;
      if (isString(recv)) return parseFloat(recv.toString('latin1')) || 0;
      if (recv === null) return 0;
      break;
    case 'to_a':
      if (recv === null) return [];
      break;
    case 'to_java_bytes':
      if (isString(recv) && args.length === 0) return toJavaBytes(recv);
      break;
    case '&':
    case '|':
    case '^':
      // NilClass#&, TrueClass#|, FalseClass#^: logic on any argument's truth.
      if (args.length === 1 && (recv === null || typeof recv === 'boolean')) return binop(name, recv, args[0], loc);
      break;
  }
  return callTable(rt, recv, name, args, block, loc, explicit);
}

/**
 * Enumerable on an object whose class defines `each` and includes
 * Enumerable (a Struct, a user's collection): the items `each` yields,
 * then Enumerable's method on them (enumerable.ts), else method_missing.
 */
async function viaEach(rt: Runtime, recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Promise<Value> {
  const items: Value[] = [];
  await fcall(recv, 'each', [], async (values) => (items.push(values.length === 1 ? values[0] : values), null), loc, rt);
  const out = name === 'to_a' || name === 'entries' ? items : await enumerable(recv, listSource(items), name, args, block, loc);
  return out === undefined ? missing(rt, recv, name, args, block, loc) : out;
}

/** `method_missing(:name, *args)` when the receiver's class defines it; else NoMethodError in JRuby's words. */
export function missing(rt: Runtime, recv: Value, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Value | Promise<Value> {
  const mm = findMethod(rt, recv, 'method_missing');
  if (mm && !mm.builtin) return mm.call(recv, [new RSymbol(name), ...args], block, loc);
  // `self.class::LIMIT`: a constant of the module the expression answered (the parser cannot tell it from a call).
  if (recv instanceof RModule && args.length === 0 && !block && /^[A-Z]/.test(name)) {
    const c = recv.ancestors().find((m) => m.constants.has(name));
    if (c) return c.constants.get(name)!;
  }
  // A user's `inspect` names the receiver (`undefined method `zork' for INSP:Insp`).
  const own = findMethod(rt, recv, 'inspect');
  if (own && !own.builtin) {
    return Promise.resolve(own.call(recv, [], null, loc)).then((text) => {
      throw noMethod(name, receiverName(recv, isString(text) ? text.toString('utf8') : undefined), loc);
    });
  }
  throw noMethod(name, receiverName(recv), loc);
}

/** `v` or, when it is a promise, what it resolves to, through `f`. */
export function andThen<A, T>(v: A | Promise<A>, f: (v: A) => T | Promise<T>): T | Promise<T> {
  return v instanceof Promise ? v.then(f) : f(v);
}

/** `inspect` of a value whose parts may have a user's `inspect` (an object's ivars). */
export function inspectValue(rt: Runtime, v: Value, loc: Loc): string | Promise<string> {
  // An Array's or a Hash's elements by their own inspect (a user's object's `inspect` too), as Array#inspect calls it.
  if (Array.isArray(v)) return v.length === 0 ? '[]' : joined(v.map((x) => inspectValue(rt, x, loc)), (t) => `[${t.join(', ')}]`);
  if (v instanceof RHash) {
    if (v.size === 0) return '{}';
    const parts = v.entries.flatMap(([k, x]) => [inspectValue(rt, k, loc), inspectValue(rt, x, loc)]);
    return joined(parts, (t) => `{${v.entries.map((_, i) => `${t[2 * i]}=>${t[2 * i + 1]}`).join(', ')}}`);
  }
  // A class's own `inspect` (`def self.inspect`, a keyword_init Struct's `KS(keyword_init: true)`).
  if (v instanceof RModule && v.hasSingleton) {
    const own = v.singleton().findMethod('inspect');
    if (own && own !== rt.moduleClass.methods.get('inspect')) return andThen(own.call(v, [], null, loc), (t) => (isString(t) ? t.toString('utf8') : inspect(t)));
  }
  if (!(v instanceof RObject) || v instanceof RException) return inspect(v);
  const own = findMethod(rt, v, 'inspect');
  if (own && !own.builtin) return andThen(own.call(v, [], null, loc), (t) => (isString(t) ? t.toString('utf8') : inspect(t)));
  const values = [...v.ivars.values()];
  return joined(
    values.map((x) => inspectValue(rt, x, loc)),
    (texts) => {
      const byValue = new Map<Value, string>(values.map((x, i) => [x, texts[i]]));
      return v.inspectWith((x) => byValue.get(x) ?? inspect(x));
    },
  );
}

/** `to_s` as `puts` and `"#{x}"` ask it: a user's own `to_s` (Kernel#to_s's text when it answers no String), else the value's. */
export function toSValue(rt: Runtime, v: Value, loc: Loc): Buffer | Promise<Buffer> {
  if (!(v instanceof RObject)) return toS(v);
  const own = findMethod(rt, v, 'to_s');
  if (!own || own.builtin) return toS(v);
  return andThen(own.call(v, [], null, loc), (t) => (isString(t) ? Buffer.from(t) : Buffer.from(v.toS())));
}

/** Does an array (or one inside it) hold a user's object. */
function holdsObject(a: Value[], open: Value[][] = []): boolean {
  return a.some((x) => x instanceof RObject || (Array.isArray(x) && !open.includes(x) && holdsObject(x, [...open, a])));
}

/** An array with each object replaced by its `to_s` (nested arrays kept as arrays, for `join`'s flattening). */
function userStrings(rt: Runtime, a: Value[], loc: Loc, open: Value[][] = []): Value[] | Promise<Value[]> {
  const parts = a.map((x) => (x instanceof RObject ? toSValue(rt, x, loc) : Array.isArray(x) && !open.includes(x) ? userStrings(rt, x, loc, [...open, a]) : x));
  return parts.some((p) => p instanceof Promise) ? Promise.all(parts) : (parts as Value[]);
}

/** Texts some of which may still be coming, put together once all are there. */
function joined(parts: (string | Promise<string>)[], f: (texts: string[]) => string): string | Promise<string> {
  return parts.some((p) => p instanceof Promise) ? Promise.all(parts).then(f) : f(parts as string[]);
}
