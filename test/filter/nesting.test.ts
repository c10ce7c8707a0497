/**
 * The filter grammar (filter.ne) builds its tree recursively, and the engine
 * runs it recursively: a filter string nested deeper than MAX_FILTER_NESTING
 * levels is a FILTER_SYNTAX error, never a RangeError.
 */
import { describe, expect, it } from 'vitest';
import { ShellError } from '../../src/errors.js';
import { MAX_FILTER_NESTING } from '../../src/filter/generated/filter.js';
import { parseFilter } from '../../src/filter/parse.js';

const K = 'KeyOnlyFilter()';
const enc = (s: string) => new TextEncoder().encode(s);

/** Filter strings whose tree nests `n` operators deep. */
const deep = (n: number): Array<[string, string]> => [
  ['SKIP', 'SKIP '.repeat(n) + K],
  ['WHILE SKIP', 'WHILE SKIP '.repeat(n / 2) + K],
  ['nested AND', `${K} AND (`.repeat(n) + K + ')'.repeat(n)],
  ['nested OR', `${K} OR (`.repeat(n) + K + ')'.repeat(n)],
];

function depth(node: ReturnType<typeof parseFilter>): number {
  let d = 0;
  for (let n = node; ; d++) {
    if (n.type === 'FilterList') n = n.filters[n.filters.length - 1];
    else if (n.type === 'SkipFilter' || n.type === 'WhileMatchFilter') n = n.filter;
    else return d;
  }
}

describe('filter nesting', () => {
  it('is 1000 levels', () => {
    expect(MAX_FILTER_NESTING).toBe(1000);
  });

  it.each(deep(MAX_FILTER_NESTING))('%s, exactly at the limit, parses', (_, source) => {
    expect(depth(parseFilter(enc(source)))).toBe(MAX_FILTER_NESTING);
  });

  it.each([...deep(MAX_FILTER_NESTING + 2), ...deep(20_000)])('%s, deeper, is refused', (_, source) => {
    let err: unknown;
    try {
      parseFilter(enc(source));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ShellError);
    expect((err as ShellError).code).toBe('FILTER_SYNTAX');
    expect((err as ShellError).message).toBe('stack level too deep: filters nested more than 1000 levels');
  });

  it('parentheses alone and long flat lists are not nesting', () => {
    expect(parseFilter(enc('('.repeat(20_000) + K + ')'.repeat(20_000))).type).toBe('KeyOnlyFilter');
    const flat = parseFilter(enc(Array(20_000).fill(K).join(' AND ')));
    expect(flat.type === 'FilterList' && flat.filters.length).toBe(20_000);
  });
});
