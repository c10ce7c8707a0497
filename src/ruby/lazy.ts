/**
 * Enumerator::Lazy's methods (enumerator.c's lazy_map, lazy_select, …):
 * each returns a new LazyEnumerator whose `each` runs the previous one and
 * passes every value through its step as it comes; the others (`first`,
 * `to_a`/`force`, `include?`, …) are Enumerable's over that `each`, so
 * `(1..Float::INFINITY).lazy.map { |x| x * 2 }.first(3)` stops after three.
 */
import { ShellError, type SourceLocation as Loc } from '../errors.js';
import { type Value, truthy } from './values.js';
import { type EachFunction, LazyEnumerator, type REnumerator, pack } from './enumerator.js';
import { type Maybe, type RubyBlock, type Source, caseEqual, until, whenDone, yieldTo, zipArgs } from './enumerable.js';
import { integerArg } from './coerce.js';
import { RHash } from './values.js';

/** `x.lazy`: the Enumerator::Lazy over the receiver's `each` (`src`), of the receiver's size. */
export function lazyOf(receiver: Value, src: Source, size: () => Value): LazyEnumerator {
  return new LazyEnumerator(receiver, 'lazy', [], (y) => whenDone(src(y), () => receiver), lazyMethod, size);
}

/** A lazy step after `e`: `step` gets each yield of `e` and the next step's yielder. */
function chain(e: REnumerator, name: string, args: Value[], each: EachFunction, size: () => Value = () => null): LazyEnumerator {
  return new LazyEnumerator(e, name, args, each, lazyMethod, size);
}

/** `e` as an Enumerable source. */
function sourceOf(e: REnumerator): Source {
  return (f) => e.each((v) => f(v) as Maybe<Value>);
}

/** A count argument (take, drop): ArgumentError `attempt to take negative size`. */
function countArg(v: Value | undefined, what: string, loc: Loc): number {
  const n = integerArg(v ?? null, loc);
  if (n < 0n) throw new ShellError('ARGUMENT_ERROR', `attempt to ${what} negative size`, { loc });
  return Number(n);
}

/** Enumerator::Lazy's own methods; undefined for the Enumerable ones it runs eagerly. */
export function lazyMethod(e: REnumerator, name: string, args: Value[], block: RubyBlock | null, loc: Loc): Maybe<Value | undefined> {
  const need = (): RubyBlock => {
    if (!block) throw new ShellError('ARGUMENT_ERROR', `tried to call lazy ${name} without a block`, { loc });
    return block;
  };
  switch (name) {
    case 'lazy':
      return e;
    case 'force':
      return e.toArray();
    case 'map':
    case 'collect': {
      const b = need();
      return chain(e, 'map', [], (y) => e.each((v) => whenDone(b(v), (r) => y([r]))), e.size);
    }
    case 'flat_map':
    case 'collect_concat': {
      const b = need();
      return chain(e, name, [], (y) =>
        e.each((v) =>
          whenDone(b(v), (r) => {
            if (!Array.isArray(r)) return y([r]);
            let out: Maybe<Value> = null;
            for (const x of r) out = whenDone(out, () => y([x]));
            return out;
          }),
        ),
      );
    }
    case 'select':
    case 'filter':
    case 'find_all':
    case 'reject': {
      const b = need();
      const want = name !== 'reject';
      return chain(e, name, [], (y) => e.each((v) => whenDone(b(v), (r) => (truthy(r) === want ? y(v) : null))));
    }
    case 'grep':
    case 'grep_v': {
      const pattern = args[0] ?? null;
      const want = name === 'grep';
      return chain(e, name, args, (y) =>
        e.each((v) => {
          const x = pack(v);
          if (caseEqual(pattern, x, loc) !== want) return null;
          return block ? whenDone(block([x]), (r) => y([r])) : y([x]);
        }),
      );
    }
    case 'take_while':
    case 'drop_while': {
      const b = need();
      const taking = name === 'take_while';
      return chain(e, name, [], (y) => {
        let dropping = true;
        return whenDone(
          until(sourceOf(e), (v) => {
            if (!taking && !dropping) return whenDone(y(v), () => false);
            return whenDone(b(v), (r) => {
              if (taking) return truthy(r) ? whenDone(y(v), () => false) : true;
              if (truthy(r)) return false;
              dropping = false;
              return whenDone(y(v), () => false);
            });
          }),
          () => null,
        );
      });
    }
    case 'take': {
      const n = countArg(args[0], 'take', loc);
      return chain(e, name, args, (y) => {
        let i = 0;
        if (n === 0) return null;
        return whenDone(
          until(sourceOf(e), (v) => whenDone(y(v), () => ++i >= n)),
          () => null,
        );
      }, () => sizeMin(e.size(), n));
    }
    case 'drop': {
      const n = countArg(args[0], 'drop', loc);
      return chain(e, name, args, (y) => {
        let i = 0;
        return e.each((v) => (i++ < n ? null : y(v)));
      });
    }
    case 'with_index':
    case 'each_with_index': {
      let start = name === 'with_index' && args.length && args[0] !== null ? integerArg(args[0], loc) : 0n;
      const first = start;
      return chain(e, name, args, (y) => {
        start = first;
        return e.each((v) => {
          const pair = [pack(v), start++];
          return block ? whenDone(block(pair), () => y([pair[0]])) : y(pair);
        });
      }, e.size);
    }
    case 'zip':
      return whenDone(zipArgs(args, loc), (others) =>
        chain(e, name, args, (y) => {
          let i = 0;
          return e.each((v) => {
            const row = [pack(v), ...others.map((o) => o[i] ?? null)];
            i++;
            return y([row]);
          });
        }, e.size),
      );
    case 'uniq': {
      return chain(e, name, [], (y) => {
        const seen = new RHash();
        return e.each((v) =>
          whenDone(block ? block(v) : pack(v), (k) => {
            if (seen.lookup(k) !== undefined) return null;
            seen.set(k, true);
            return y(v);
          }),
        );
      });
    }
    case 'each':
      if (!block) return e;
      return whenDone(e.each((v) => yieldTo(block, v, loc)), () => e);
  }
  return undefined;
}

/** `take(n)`'s size: the smaller of n and what it takes from (nil when that is unknown). */
function sizeMin(size: Value, n: number): Value {
  if (typeof size === 'bigint') return size < BigInt(n) ? size : BigInt(n);
  if (typeof size === 'number') return size < n ? size : BigInt(n);
  return null;
}
