/**
 * Ruby's local-variable scopes, as objects (MRI's local tables, JRuby's
 * DynamicScope): the top level, a `def` body and a class body each open a
 * scope that sees no outer locals; a block's scope sees its parent's, assigns
 * to a local it finds there, and keeps its own parameters and new locals.
 * A Frame is a method activation: what `yield`, `block_given?`, `return` and
 * `__method__` refer to, shared by the blocks written inside it.
 */
import type { MatchFrame } from '../ruby/match-data.js';
import type { Value } from '../ruby/values.js';
import type { RModule } from '../ruby/classes.js';
import type { Signature } from '../grammar/ast.js';

/** Evaluation is sync-first: a node answers a value, or a promise once something (a command, a sleep) waited. */
export type Maybe<T> = T | Promise<T>;

/** A block as the evaluator calls it (the same shape as enumerable.ts's RubyBlock). */
export type BlockFn = (values: Value[]) => Maybe<Value>;

export class Frame {
  constructor(
    /** `self`. */
    readonly self: Value,
    /** Where `def` puts a method: the class body's class, a method's owner, the top level's class. */
    readonly definee: RModule,
    /** The lexical module nesting constants are looked up in (innermost first), null at the top level. */
    readonly cref: Cref | null,
    /** The method's name (`__method__`, `super`), null at the top level and in class bodies. */
    readonly method: string | null = null,
    /** The block the method was called with (`yield`, `block_given?`). */
    readonly block: BlockFn | null = null,
    /** The arguments it was called with (`super` without arguments passes them on). */
    readonly args: Value[] = [],
    /** The module whose method table held the running method (`super` searches past it). */
    readonly owner: RModule | null = null,
    /** The running `def`'s parameters: a bare `super` passes their current values, as Ruby's zsuper does. */
    readonly params: { signature: Signature | undefined; names: string[] } | null = null,
  ) {}

  /** This method's `$~` (Ruby's is frame-local; its blocks share it). */
  readonly match: MatchFrame = { lastMatch: null };
}

/** One level of lexical module nesting (`module A; class B` is B then A). */
export interface Cref {
  readonly module: RModule;
  readonly parent: Cref | null;
}

export class Scope {
  /** The top level's locals (a Map others read); a def's, block's or class body's are the two arrays below. */
  private readonly map: Map<string, Value> | null;
  /** Few locals per scope: arrays are cheaper to make and search than a Map (one per block call). */
  private names: string[] | null = null;
  private values: Value[] | null = null;

  constructor(
    readonly parent: Scope | null,
    readonly frame: Frame,
    map: Map<string, Value> | null = null,
  ) {
    this.map = map;
  }

  /** A block's scope inside this one. */
  child(): Scope {
    return new Scope(this, this.frame);
  }

  /** The local's value, seen from here (own scope, then the enclosing ones), or undefined. */
  get(name: string): Value | undefined {
    for (let s: Scope | null = this; s !== null; s = s.parent) {
      if (s.map !== null) {
        const v = s.map.get(name);
        if (v !== undefined) return v;
      } else if (s.names !== null) {
        const i = s.names.indexOf(name);
        if (i >= 0) return s.values![i];
      }
    }
    return undefined;
  }

  has(name: string): boolean {
    return this.get(name) !== undefined;
  }

  /** `x = v`: the enclosing scope's local when one has it, else a new local here. */
  set(name: string, value: Value): void {
    for (let s: Scope | null = this; s !== null; s = s.parent) {
      if (s.map !== null) {
        if (s.map.has(name)) {
          s.map.set(name, value);
          return;
        }
      } else if (s.names !== null) {
        const i = s.names.indexOf(name);
        if (i >= 0) {
          s.values![i] = value;
          return;
        }
      }
    }
    this.own(name, value);
  }

  /** A local of this scope itself (a block's parameter shadows an outer local of its name). */
  own(name: string, value: Value): void {
    if (this.map !== null) {
      this.map.set(name, value);
      return;
    }
    if (this.names === null) {
      this.names = [name];
      this.values = [value];
      return;
    }
    const i = this.names.indexOf(name);
    if (i >= 0) this.values![i] = value;
    else {
      this.names.push(name);
      this.values!.push(value);
    }
  }

  /** Ruby declares a local where it parses the assignment: nil until assigned. */
  declare(name: string): void {
    if (!this.has(name)) this.own(name, null);
  }

  /** `local_variables`: innermost first, as Ruby lists them. */
  localNames(): string[] {
    const out: string[] = [];
    for (let s: Scope | null = this; s !== null; s = s.parent) {
      for (const k of s.map !== null ? s.map.keys() : (s.names ?? [])) if (!out.includes(k)) out.push(k);
    }
    return out;
  }
}
