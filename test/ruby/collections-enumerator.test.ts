import { describe, expect, it } from 'vitest';
import { enumFor, REnumerator } from '../../src/ruby/enumerator.js';
import { enumeratorMethod } from '../../src/ruby/enumerable.js';
import { inspect } from '../../src/ruby/inspect.js';
import type { RubyBlock } from '../../src/ruby/enumerable.js';
import type { Value } from '../../src/ruby/values.js';

const loc = { line: 1, col: 1 } as never;

/** An Enumerator over `n.times`, as Integer#times builds it. */
function times(n: bigint): REnumerator {
  return enumFor(n, 'times', [], (y: RubyBlock) => {
    for (let i = 0n; i < n; i++) y([i]);
    return n;
  }, () => n);
}

describe('Enumerator API', () => {
  it('inspects as Ruby', () => {
    expect(inspect(times(3n))).toBe('#<Enumerator: 3:times>');
    expect(inspect(enumFor([1n, 2n, 3n], 'each_slice', [2n], () => null))).toBe('#<Enumerator: [1, 2, 3]:each_slice(2)>');
  });
  it('map, with_index, next', async () => {
    const e = times(3n);
    expect(await enumeratorMethod(e, 'map', [], ([x]) => (x as bigint) * 2n, loc)).toEqual([0n, 2n, 4n]);
    const seen: Value[] = [];
    await enumeratorMethod(e, 'with_index', [1n], (v) => { seen.push(v); return null; }, loc);
    expect(seen).toEqual([[0n, 1n], [1n, 2n], [2n, 3n]]);
    expect([await e.next(true, loc), await e.next(true, loc), await e.next(false, loc)]).toEqual([0n, 1n, 2n]);
    expect(enumeratorMethod(e, 'size', [], null, loc)).toBe(3n);
  });
});
