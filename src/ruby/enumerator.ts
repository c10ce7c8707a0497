/**
 * Ruby's Enumerator, as a blockless `each_slice(2)`, `each_with_index`,
 * `map`, `3.times` or `(1..10).step(3)` returns it (enumerator.c): the
 * method it stands for, run again with whatever block the Enumerator later
 * gets (`each_with_index.map { |x, i| … }`, `map.with_index(1)`), and the
 * Enumerable methods over what that method yields.
 *
 * `next`/`peek`/`rewind` (external iteration) read ahead into a buffer
 * instead of running the method in a Fiber: the method runs again from the
 * start when the buffer runs out, so its side effects (not its values)
 * may repeat; enumerators over arrays, ranges and integers have none.
 *
 * A leaf module (values.ts and inspect.ts import it); its methods, with
 * Enumerable's, are `enumeratorMethod` in enumerable.ts.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import type { Value } from './values.js';
import type { Maybe, RubyBlock } from './enumerable.js';

/** Runs the enumerated method with `yielder` as its block; answers the method's value. */
export type EachFunction = (yielder: RubyBlock) => Maybe<Value>;

/** What a yield hands a collecting method (`to_a`, `select`): one value as is, several as an Array (enum.c's rb_enum_values_pack). */
export function pack(values: Value[]): Value {
  return values.length === 1 ? values[0] : values;
}

/** `f(value)` once `value` is there (enumerable.ts's `whenDone`, here to keep this module a leaf). */
function whenDone<T, U>(value: Maybe<T>, f: (v: T) => Maybe<U>): Maybe<U> {
  return value instanceof Promise ? value.then(f) : f(value);
}

/** Thrown through the enumerated method to stop it once enough values are read ahead. */
class Enough {}

/** An Enumerator: `#<Enumerator: [1, 2, 3]:each_slice(2)>`. */
export class REnumerator {
  /** Values read ahead for `next`/`peek`, and how many `next` has taken. */
  private ahead: Value[] = [];
  private done = false;
  private taken = 0;

  constructor(
    /** The object whose method it enumerates (shown by inspect). */
    readonly receiver: Value,
    /** The method's name and arguments (`each_slice`, `[2n]`). */
    readonly method: string,
    readonly args: Value[],
    /** Runs the method with a block. */
    readonly each: EachFunction,
    /** Enumerator#size: the count when known without iterating, else nil. */
    readonly size: () => Value = () => null,
  ) {}

  /** Enumerator#inspect: `#<Enumerator: 3:times>`, `#<Enumerator: [1, 2]:each_slice(2)>`. */
  inspect(show: (v: Value) => string): string {
    const args = this.args.length ? `(${this.args.map(show).join(', ')})` : '';
    return `#<Enumerator: ${show(this.receiver)}:${this.method}${args}>`;
  }

  /** Everything it yields, packed (Enumerable#to_a). */
  toArray(): Maybe<Value[]> {
    const out: Value[] = [];
    return whenDone(this.each((values) => {
      out.push(pack(values));
      return null;
    }), () => out);
  }

  /** Enumerator#next (`peek` when `advance` is false): StopIteration past the end. */
  next(advance: boolean, loc: Loc): Maybe<Value> {
    return whenDone(this.readAhead(this.taken + 1), () => {
      if (this.taken >= this.ahead.length) throw new ShellError('ARGUMENT_ERROR', 'iteration reached an end', { loc, rubyClass: 'StopIteration' });
      const v = this.ahead[this.taken];
      if (advance) this.taken++;
      return v;
    });
  }

  /** Enumerator#rewind: `next` starts over. */
  rewind(): void {
    this.taken = 0;
  }

  /** Reads at least `want` values ahead (or all there are), doubling so repeated `next` stays linear. */
  private readAhead(want: number): Maybe<void> {
    if (this.done || this.ahead.length >= want) return;
    const limit = Math.max(want, this.ahead.length * 2, 16);
    const got: Value[] = [];
    const stop = new Enough();
    const run = (): Maybe<Value> =>
      this.each((values) => {
        got.push(pack(values));
        if (got.length >= limit) throw stop;
        return null;
      });
    const finish = (complete: boolean) => {
      this.ahead = got;
      this.done = complete;
    };
    try {
      const r = run();
      if (r instanceof Promise) {
        return r.then(
          () => finish(true),
          (e) => {
            if (e !== stop) throw e;
            finish(false);
          },
        );
      }
      finish(true);
    } catch (e) {
      if (e !== stop) throw e;
      finish(false);
    }
  }
}

/**
 * The Enumerator a blockless call returns: `run(block)` calls the same
 * method again with the block (`enumFor(a, 'map', [], (b) => arrayMethod(a, 'map', [], b, loc))`).
 */
export function enumFor(receiver: Value, method: string, args: Value[], run: EachFunction, size?: () => Value): REnumerator {
  return new REnumerator(receiver, method, args, run, size);
}

/**
 * `(1..10).step(3)`, `(1..10) % 3`, `1.step(10, 3)`: Ruby 2.6's
 * Enumerator::ArithmeticSequence, inspected as the call it came from,
 * `((1..10).step(3))`, `(1.step(10, 3))`.
 */
export class ArithmeticSequence extends REnumerator {
  override inspect(show: (v: Value) => string): string {
    const recv = show(this.receiver);
    const args = this.args.length ? `(${this.args.map(show).join(', ')})` : '';
    return `(${typeof this.receiver === 'object' && this.receiver !== null ? `(${recv})` : recv}.${this.method}${args})`;
  }
}

/**
 * Enumerator::Lazy (`[1, 2].lazy`, `(1..Float::INFINITY).lazy.map { }`):
 * each step is an Enumerator whose `each` runs the one before it, passing
 * each value through its block as it comes, so `first(3)` stops an endless
 * source after three values. Inspected as JRuby nests them:
 * `#<Enumerator::Lazy: #<Enumerator::Lazy: [1, 2, 3]>:map>`.
 */
export class LazyEnumerator extends REnumerator {
  constructor(
    receiver: Value,
    method: string,
    args: Value[],
    each: EachFunction,
    /** Lazy's own methods (lazy.ts's lazyMethod: enumerable.ts asks it first), undefined for the eager ones. */
    readonly own: (e: REnumerator, name: string, args: Value[], block: RubyBlock | null, loc: Loc) => Maybe<Value | undefined>,
    size?: () => Value,
  ) {
    super(receiver, method, args, each, size);
  }

  override inspect(show: (v: Value) => string): string {
    if (this.method === 'lazy') return `#<Enumerator::Lazy: ${show(this.receiver)}>`;
    const args = this.args.length ? `(${this.args.map(show).join(', ')})` : '';
    return `#<Enumerator::Lazy: ${show(this.receiver)}:${this.method}${args}>`;
  }
}
