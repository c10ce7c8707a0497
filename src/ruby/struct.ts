/**
 * Struct (Ruby 2.6, JRuby 9.3's texts): `Struct.new(:x, :y, keyword_init:
 * true) { methods }` makes a class whose objects hold one value per member,
 * with accessors, `members`, `to_a`, `to_h`, `[]`, `[]=`, `each`, `==` and
 * `#<struct Point x=1, y=2>`. (`deconstruct` is Ruby 2.7's: JRuby 9.3 has none.)
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { RHash, RSymbol, type Value, eql, isString, rubyEqual, str } from './values.js';
import { inspect } from './inspect.js';
import { checkArity, methodName } from './raise.js';
import { RObject } from './objects.js';
import { RClass, builtin } from './classes.js';
import { checkFrozen } from './freeze.js';
import { callBlock, send } from './object.js';
import { method } from './object-methods.js';
import { body } from './module-methods.js';
import type { RubyBlock } from './enumerable.js';
import { enumFor } from './enumerator.js';
import type { Runtime } from './runtime.js';

/** An instance of a Struct class: its members' values, in member order. */
export class RStruct extends RObject {
  values: Value[] = [];

  get members(): string[] {
    return membersOf(this.realClass);
  }

  /** `#<struct Point x=1, y=2>` (`#<struct x=1>` for an anonymous class). */
  override inspectWith(show: (v: Value) => string): string {
    const name = this.realClass.name;
    const fields = this.members.map((m, i) => `${m}=${show(this.values[i] ?? null)}`).join(', ');
    return `#<struct ${name ? `${name} ` : ''}${fields}>`;
  }

  override toS(): string {
    return this.inspectWith(inspect);
  }
}

function membersOf(cls: RClass): string[] {
  for (let c: RClass | null = cls; c; c = c.superclass) if (c.struct) return c.struct.members;
  return [];
}

function layoutOf(cls: RClass): { members: string[]; keywordInit: boolean } {
  for (let c: RClass | null = cls; c; c = c.superclass) if (c.struct) return c.struct;
  return { members: [], keywordInit: false };
}

type Fn = (rt: Runtime, self: RStruct, args: Value[], block: RubyBlock | null, loc: Loc) => Value | Promise<Value>;

const STRUCT: Record<string, [Fn, number, number]> = {
  initialize: [(_rt, self, args, _b, loc) => initialize(self, args, loc), 0, Infinity],
  to_a: [(_rt, self) => self.values.slice(), 0, 0],
  values: [(_rt, self) => self.values.slice(), 0, 0],
  members: [(_rt, self) => self.members.map((m) => new RSymbol(m)), 0, 0],
  size: [(_rt, self) => BigInt(self.values.length), 0, 0],
  length: [(_rt, self) => BigInt(self.values.length), 0, 0],
  to_h: [(_rt, self, _a, block, loc) => toH(self, block, loc), 0, 0],
  '[]': [(_rt, self, [k], _b, loc) => self.values[index(self, k, loc)] ?? null, 1, 1],
  '[]=': [(_rt, self, [k, v], _b, loc) => (checkFrozen(self, 'object', loc), (self.values[index(self, k, loc)] = v)), 2, 2],
  each: [(_rt, self, _a, block, loc) => eachValue(self, block, loc, false), 0, 0],
  each_pair: [(_rt, self, _a, block, loc) => eachValue(self, block, loc, true), 0, 0],
  '==': [(_rt, self, [o]) => self === o || (o instanceof RStruct && o.realClass === self.realClass && rubyEqual(self.values, o.values)), 1, 1],
  'eql?': [(_rt, self, [o]) => self === o || (o instanceof RStruct && o.realClass === self.realClass && eql(self.values, o.values)), 1, 1],
  hash: [(rt, self) => rt.hashOf(self), 0, 0],
  inspect: [(_rt, self) => str(self.toS()), 0, 0],
  to_s: [(_rt, self) => str(self.toS()), 0, 0],
  values_at: [(_rt, self, idx, _b, loc) => idx.map((k) => self.values[index(self, k, loc)] ?? null), 0, Infinity],
  dig: [(rt, self, [k, ...rest], _b, loc) => dig(rt, self, k, rest, loc), 1, Infinity],
};

/** Struct's instance methods, and `Struct.new` on its singleton class. */
export function installStruct(rt: Runtime, struct: RClass): void {
  for (const [name, [fn, min, max]] of Object.entries(STRUCT)) {
    struct.defineMethod(name, method(rt, name, fn as never, min, max, name === 'initialize' ? 'private' : 'public'));
  }
  struct.singleton().defineMethod(
    'new',
    builtin((self, args, block, loc) => (self === struct ? newStructClass(rt, struct, args, block, loc) : rt.classClass.findMethod('new')!.call(self, args, block, loc))),
  );
}

/** `Struct.new("Name"?, :a, :b, keyword_init: true) { … }`: a new class under Struct. */
function newStructClass(rt: Runtime, struct: RClass, args: Value[], block: RubyBlock | null, loc: Loc): Value | Promise<Value> {
  let rest = args;
  let keywordInit = false;
  const last = rest[rest.length - 1];
  if (last instanceof RHash) {
    keywordInit = last.lookup(new RSymbol('keyword_init')) !== undefined && last.lookup(new RSymbol('keyword_init')) !== null && last.lookup(new RSymbol('keyword_init')) !== false;
    rest = rest.slice(0, -1);
  }
  checkArity(rest.length, 1, Infinity, loc);
  let name: string | null = null;
  if (isString(rest[0])) {
    name = rest[0].toString('utf8');
    rest = rest.slice(1);
    if (!/^[A-Z]/.test(name)) throw new ShellError('NAME_ERROR', `identifier ${name} needs to be constant`, { loc, rubyClass: 'NameError' });
  }
  const members = rest.map((m) => {
    if (!(m instanceof RSymbol)) throw new ShellError('TYPE_ERROR', `${inspect(m)} is not a symbol`, { loc });
    return m.name;
  });
  const dup = members.find((m, i) => members.indexOf(m) !== i);
  if (dup) throw new ShellError('ARGUMENT_ERROR', `duplicate member: ${dup}`, { loc });
  const cls = name ? rt.define(name, struct, 'struct', struct) : new RClass(null, rt, struct, null, 'struct');
  cls.struct = { members, keywordInit };
  members.forEach((m, i) => {
    cls.defineMethod(m, builtin((self) => (self instanceof RStruct ? (self.values[i] ?? null) : null), 0));
    cls.defineMethod(
      `${m}=`,
      builtin((self, [v], _b, at) => {
        checkFrozen(self, 'object', at);
        if (self instanceof RStruct) self.values[i] = v ?? null;
        return v ?? null;
      }, 1),
    );
  });
  const meta = cls.singleton();
  meta.defineMethod('members', builtin(() => members.map((m) => new RSymbol(m)), 0));
  meta.defineMethod('[]', builtin((self, a, b, at) => rt.classClass.findMethod('new')!.call(self, a, b, at)));
  if (keywordInit) meta.defineMethod('inspect', builtin(() => str(`${cls.name ?? cls.inspectWith(inspect)}(keyword_init: true)`), 0));
  return body(rt, cls, block, loc);
}

/** Struct#initialize: values by position (`struct size differs`), or by keyword (`unknown keywords: z`). */
function initialize(self: RStruct, args: Value[], loc: Loc): Value {
  const { members, keywordInit } = layoutOf(self.realClass);
  self.values = members.map(() => null);
  if (keywordInit) {
    if (args.length > 1 || (args.length === 1 && !(args[0] instanceof RHash))) {
      throw new ShellError('ARGUMENT_ERROR', `wrong number of arguments (given ${args.length}, expected 0)`, { loc });
    }
    const unknown: string[] = [];
    for (const [k, v] of args.length ? (args[0] as RHash).entries : []) {
      const i = members.indexOf(k instanceof RSymbol ? k.name : isString(k) ? k.toString('utf8') : '');
      if (i < 0) unknown.push(k instanceof RSymbol ? k.name : inspect(k));
      else self.values[i] = v;
    }
    if (unknown.length) throw new ShellError('ARGUMENT_ERROR', `unknown keywords: ${unknown.join(', ')}`, { loc });
    return null;
  }
  if (args.length > members.length) throw new ShellError('ARGUMENT_ERROR', `struct size differs (${args.length} for ${members.length})`, { loc });
  args.forEach((v, i) => (self.values[i] = v));
  return null;
}

/** A member by name (`:x`, `"x"`: NameError `no member 'z' in struct`) or by position (IndexError past either end). */
function index(self: RStruct, k: Value, loc: Loc): number {
  const n = self.values.length;
  if (k instanceof RSymbol || isString(k)) {
    const name = methodName(k, loc);
    const i = self.members.indexOf(name);
    if (i < 0) throw new ShellError('NAME_ERROR', `no member '${name}' in struct`, { loc, rubyClass: 'NameError' });
    return i;
  }
  if (typeof k !== 'bigint') throw new ShellError('TYPE_ERROR', `no implicit conversion of ${k === null ? 'nil' : typeof k === 'number' ? 'Float' : 'Object'} into Integer`, { loc });
  const i = Number(k);
  if (i >= n) throw new ShellError('RUNTIME_ERROR', `offset ${i} too large for struct(size:${n})`, { loc, rubyClass: 'IndexError' });
  if (i < -n) throw new ShellError('RUNTIME_ERROR', `offset ${i} too small for struct(size:${n})`, { loc, rubyClass: 'IndexError' });
  return i < 0 ? n + i : i;
}

function toH(self: RStruct, block: RubyBlock | null, loc: Loc): Value | Promise<Value> {
  const h = new RHash();
  const pairs = self.members.map((m, i): [Value, Value] => [new RSymbol(m), self.values[i] ?? null]);
  if (!block) {
    for (const [k, v] of pairs) h.set(k, v);
    return h;
  }
  return pairs
    .reduce<Promise<void>>(
      (p, [k, v]) =>
        p.then(async () => {
          const kv = await callBlock(block, [k, v], loc);
          if (!Array.isArray(kv) || kv.length !== 2) throw new ShellError('TYPE_ERROR', `wrong element type ${kv === null ? 'nil' : 'Object'} (expected array)`, { loc });
          h.set(kv[0], kv[1]);
        }),
      Promise.resolve(),
    )
    .then(() => h);
}

/** `each` / `each_pair`: the values (or member-value pairs) to the block; without one, an Enumerator over them. */
function eachValue(self: RStruct, block: RubyBlock | null, loc: Loc, pairs: boolean): Value | Promise<Value> {
  if (!block) return enumFor(self, pairs ? 'each_pair' : 'each', [], (b) => eachValue(self, b, loc, pairs), () => BigInt(self.values.length));
  return yieldEach(self, block, loc, pairs);
}

async function yieldEach(self: RStruct, block: RubyBlock, loc: Loc, pairs: boolean): Promise<Value> {
  for (let i = 0; i < self.values.length; i++) {
    await callBlock(block, pairs ? [new RSymbol(self.members[i]), self.values[i]] : [self.values[i]], loc);
  }
  return self;
}

function dig(rt: Runtime, self: RStruct, k: Value, rest: Value[], loc: Loc): Value | Promise<Value> {
  const v = self.values[index(self, k, loc)] ?? null;
  if (rest.length === 0 || v === null) return v;
  return send(v, 'dig', rest, null, loc, rt);
}
